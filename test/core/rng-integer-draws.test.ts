/**
 * `intIn` (interpreter/core/rng.ts) draws in 32-bit integer arithmetic for
 * ranges under 2^31 (every die, pick, shuffle and bot choice). Every game's
 * dice depend on it, so it must keep, draw for draw, the rule it always had:
 * a 32-bit draw x is kept when x < 2^32 - (2^32 mod n), and the result is
 * lo + x mod n; otherwise draw again. The reference below says exactly that
 * in BigInt arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { intIn, nextU32, seedRng, type RngState } from '../../interpreter/core/rng.ts';

const TWO32 = 1n << 32n;

/** The rule, in exact integers. */
function referenceIntIn(s: RngState, lo: number, hi: number): number {
  const n = BigInt(hi - lo + 1);
  const limit = TWO32 - (TWO32 % n);
  for (;;) {
    const x = BigInt(nextU32(s));
    if (x < limit) return lo + Number(x % n);
  }
}

/** A generator whose next 32-bit draw is exactly `x` (sfc32 returns a + b + d: here x + 0 + 0). */
function drawingNext(x: number): RngState {
  return [x >>> 0, 0, 12345, 0];
}

const RANGES = [1, 2, 3, 5, 6, 7, 10, 52, 100, 1000, 65_535, 65_536, 1_000_003, 0x40000000, 0x40000001, 0x7ffffffe, 0x7fffffff, 0x80000000, 0x80000001, 0xfffffffe, 0xffffffff, 0x100000000];

describe('intIn: integer draws', () => {
  it('draws the same numbers as the exact rule, over many ranges and seeds', () => {
    for (const n of RANGES) {
      for (const lo of [0, 1, -7]) {
        const a = seedRng(`en3-${n}-${lo}`);
        const b = seedRng(`en3-${n}-${lo}`);
        for (let i = 0; i < 300; i++) expect(intIn(a, lo, lo + n - 1)).toBe(referenceIntIn(b, lo, lo + n - 1));
        expect(a).toEqual(b);
      }
    }
  });

  it('keeps and rejects exactly at the boundary 2^32 - (2^32 mod n), and draws again as the rule does after a rejection', () => {
    for (const n of RANGES) {
      const limit = Number(TWO32 - (TWO32 % BigInt(n)));
      for (const x of [0, 1, n - 1, n, limit - 2, limit - 1, limit, limit + 1, 0xffffffff]) {
        if (x < 0 || x > 0xffffffff) continue;
        const a = drawingNext(x);
        const b = drawingNext(x);
        expect(intIn(a, 3, 3 + n - 1), `n=${n}, x=${x}`).toBe(referenceIntIn(b, 3, 3 + n - 1));
        expect(a, `n=${n}, x=${x}: generator state after`).toEqual(b);
      }
    }
  });

  it('still refuses an empty or non-integer range', () => {
    const s = seedRng('en3');
    expect(() => intIn(s, 2, 1)).toThrow(RangeError);
    expect(() => intIn(s, 0, 1.5)).toThrow(RangeError);
    expect(() => intIn(s, 0, 2 ** 32)).toThrow(RangeError);
  });
});
