/**
 * Audit: the 4-player team rules the earlier suites left unpinned.
 */
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../../interpreter/columbia/state.ts';
import { clearBoard, loc, newGame, put, table } from '../harness.ts';

describe('4 players: team victory points', () => {
  it("a faction wins at 10 victory points during either of its players' turns, counting what both teammates hold", () => {
    const g = newGame(4, 'audit-team');
    clearBoard(g);
    // Light blue holds territories A and C (3 + 4), blue holds E (3): the Founders have 10.
    for (const n of [1, 2, 3, 6, 7, 8]) put(g, 'light-blue', 'common', loc(n));
    for (const n of [11, 12, 13]) put(g, 'blue', 'common', loc(n));
    put(g, 'red', 'common', loc(14));
    put(g, 'dark-red', 'common', loc(15));
    const during = (player: string | null) => {
      g.activePlayer = player;
      return table(g, [{ t: 'victory/update' }]).state.over as (GameResult & { stopped?: boolean }) | null;
    };
    expect(during('blue')).toMatchObject({ winner: 'founders', reason: 'victory-points', victoryPoints: { founders: 10 } });
    expect(during('light-blue')).toMatchObject({ winner: 'founders', reason: 'victory-points' });
    expect(during('dark-red')).toEqual({ stopped: true });
    expect(during(null)).toEqual({ stopped: true });
  });
});
