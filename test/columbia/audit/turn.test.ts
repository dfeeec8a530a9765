/**
 * Audit: player-turn rules the earlier suites left unpinned (docs/RULES-COVERAGE.md).
 */
import { describe, expect, it } from 'vitest';
import { clearBoard, decision, loc, newGame, put, table } from '../harness.ts';

const GARDEN = loc(9);
const HALL = loc(11);
const BAY = loc(13);
const FINK = loc(14);
const BANK = loc(5);

describe('recruit and build', () => {
  it("a structure is built only on a location he controls: not an enemy's, a contested one, or one his teammate controls", () => {
    const g = newGame(4, 'audit-build');
    clearBoard(g);
    for (const p of Object.values(g.players)) p.hand = [];
    put(g, 'light-blue', 'common', GARDEN); // his alone
    put(g, 'light-blue', 'common', HALL); // his teammate has more pieces here: blue controls it
    put(g, 'blue', 'common', HALL, 2);
    put(g, 'light-blue', 'common', BAY); // contested until the combat
    put(g, 'red', 'common', BAY);
    put(g, 'red', 'common', FINK); // the enemy's
    put(g, 'dark-red', 'common', BANK);
    g.players['light-blue']!.eagles = 20;
    g.phase = 'player-turns';
    g.activePlayer = 'light-blue';
    const t = table(g, [{ t: 'turn/recruit', player: 'light-blue' }]);
    const d = decision(t);
    expect(d).toMatchObject({ kind: 'recruit', player: 'light-blue' });
    const builds = d.options.map((o) => o.id).filter((id) => id.startsWith('build:'));
    expect(builds.sort()).toEqual([`build:alarm:${GARDEN}`, `build:stronghold:${GARDEN}`, `build:turret:${GARDEN}`]);
  });
});
