import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../../interpreter/columbia/state.ts';
import { botGame } from '../harness.ts';

const REASONS = ['victory-points', 'deck-exhausted', 'eliminated'];

/** 100 seeded random-bot games of one size: each must end, with a reason, and never throw. */
function playMany(players: 2 | 4, from: number, count: number): Record<string, number> {
  const reasons: Record<string, number> = {};
  for (let seed = from; seed < from + count; seed++) {
    let over: GameResult;
    try {
      const { state } = botGame(players, seed);
      expect(state.over, `seed ${seed}: the game did not end`).not.toBeNull();
      over = state.over as unknown as GameResult;
    } catch (e) {
      throw new Error(`${players}-player game with seed ${seed} failed: ${(e as Error).message}`, { cause: e });
    }
    expect(REASONS, `seed ${seed}`).toContain(over.reason);
    expect(over.round, `seed ${seed}`).toBeGreaterThan(0);
    if (over.reason !== 'deck-exhausted') expect(over.winner, `seed ${seed}: a ${over.reason} ending has a winner`).not.toBeNull();
    reasons[over.reason] = (reasons[over.reason] ?? 0) + 1;
  }
  return reasons;
}

describe('random-bot games', () => {
  it('100 seeded 2-player games finish with a reason and no exception', () => {
    const reasons = playMany(2, 1, 100);
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(100);
  }, 120_000);

  it('100 seeded 4-player games finish with a reason and no exception', () => {
    const reasons = playMany(4, 1, 100);
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(100);
  }, 120_000);

  it('a seed replays to the very same game', () => {
    const a = botGame(4, 42);
    const b = botGame(4, 42);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  });
});
