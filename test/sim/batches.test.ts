/**
 * How the simulator cuts a run into batches (interpreter/sim/pool.ts
 * `batchSize`): big batches while many games wait (few messages), small ones
 * at the end so the workers finish together instead of one playing a last
 * batch of 50 games alone.
 */
import { describe, expect, it } from 'vitest';
import { batchSize } from '../../interpreter/sim/pool.ts';

/** The batch sizes a run of `games` hands out to `workers` workers, in order. */
function batches(games: number, workers: number): number[] {
  const out: number[] = [];
  for (let left = games; left > 0; ) {
    const n = Math.min(left, batchSize(left, workers));
    out.push(n);
    left -= n;
  }
  return out;
}

describe('simulator batches', () => {
  it('hand out every game once, at most 50 per batch', () => {
    for (const [games, workers] of [[1, 2], [7, 2], [976, 2], [10_000, 2], [10_000, 8]] as const) {
      const sizes = batches(games, workers);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(games);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(50);
    }
  });

  it('shrink as the queue empties: the last batches are single games, the first of a long run are full', () => {
    const sizes = batches(10_000, 2);
    expect(sizes[0]).toBe(50);
    expect(sizes.slice(-3)).toEqual([1, 1, 1]);
    // What one worker may still be playing when the queue runs dry: a few games, not a batch of 50.
    const tail = batches(976, 2).slice(-4);
    expect(tail.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(8);
  });
});
