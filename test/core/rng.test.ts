import { describe, expect, it } from 'vitest';
import { createRng, seedRng, Rng } from '../../interpreter/core/index.ts';

describe('the seeded generator', () => {
  it('gives the same stream for the same seed and a different one for another seed', () => {
    const a = createRng('columbia');
    const b = createRng('columbia');
    const c = createRng('columbia!');
    const xs = Array.from({ length: 20 }, () => a.int(0, 1_000_000));
    expect(Array.from({ length: 20 }, () => b.int(0, 1_000_000))).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.int(0, 1_000_000))).not.toEqual(xs);
  });

  it('keeps its whole state in four 32-bit numbers that survive JSON', () => {
    const s = seedRng(42);
    expect(s).toHaveLength(4);
    for (const w of s) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    const copy = JSON.parse(JSON.stringify(s));
    const r1 = new Rng(() => s);
    const r2 = new Rng(() => copy);
    expect(r2.dice(10, [1, 2, 3, 4, 5, 6])).toEqual(r1.dice(10, [1, 2, 3, 4, 5, 6]));
  });

  it('rolls every face of a die about equally often', () => {
    const r = createRng(7);
    const faces = ['hit', 'miss', 'miss', 'crit', 'blank', 'blank'];
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[r.int(0, 5)]++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
    expect(faces).toContain(r.die(faces));
  });

  it('stays inside the range asked, both ends included', () => {
    const r = createRng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(r.int(-2, 2));
    expect([...seen].sort()).toEqual([-1, -2, 0, 1, 2].sort());
    expect(() => r.int(3, 2)).toThrow(/no integer/);
  });

  it('shuffles into a permutation without touching the input, and picks members', () => {
    const r = createRng('deck');
    const deck = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = r.shuffle(deck);
    expect(deck).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(deck);
    expect(deck).toContain(r.pick(deck));
    const s = r.sample(deck, 3);
    expect(new Set(s).size).toBe(3);
  });
});
