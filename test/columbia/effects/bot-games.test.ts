/**
 * 200 seeded random-bot games (100 with 2 players, 100 with 4) with every
 * effect live: none may throw, every game ends, and the effects leave their
 * marks (destroyed locations, world events removed by the timeline).
 */
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../../interpreter/columbia/state.ts';
import { botGame } from '../harness.ts';

interface Tally {
  games: number;
  destroyed: number;
  removedEvents: number;
}

function playMany(players: 2 | 4, from: number, count: number): Tally {
  const tally: Tally = { games: 0, destroyed: 0, removedEvents: 0 };
  for (let seed = from; seed < from + count; seed++) {
    let over: GameResult;
    let g;
    try {
      const { state } = botGame(players, seed);
      over = state.over as unknown as GameResult;
      g = state.g;
    } catch (e) {
      throw new Error(`${players}-player game with seed ${seed} threw: ${(e as Error).message}`, { cause: e });
    }
    expect(over, `seed ${seed}: the game did not end`).not.toBeNull();
    expect(['victory-points', 'deck-exhausted', 'eliminated'], `seed ${seed}`).toContain(over.reason);
    tally.games++;
    if (Object.values(g.locations).some((l) => l.destroyed)) tally.destroyed++;
    if (g.worldEvents.removed.length > 0) tally.removedEvents++;
  }
  return tally;
}

describe('random-bot games with effects', () => {
  it('100 seeded 2-player games: no effect throws', () => {
    const t = playMany(2, 1001, 100);
    expect(t.games).toBe(100);
    expect(t.destroyed).toBeGreaterThan(0);
    expect(t.removedEvents).toBeGreaterThan(0);
  }, 300_000);

  it('100 seeded 4-player games: no effect throws', () => {
    const t = playMany(4, 1001, 100);
    expect(t.games).toBe(100);
    expect(t.destroyed).toBeGreaterThan(0);
  }, 300_000);
});
