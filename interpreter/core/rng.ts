/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) on 32-bit ints.
 * Its whole state is four numbers, kept in the game state, so a saved game
 * resumes with the same dice it would have rolled.
 */
export type RngState = [number, number, number, number];

/** Seeds from any string or number: same seed, same stream, on every platform. */
export function seedRng(seed: string | number): RngState {
  // FNV-1a 32 of the seed text, then splitmix32 to spread it over four words.
  let h = 0x811c9dc5;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    h = (h + 0x9e3779b9) | 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    words.push((z ^ (z >>> 16)) >>> 0);
  }
  const s = words as RngState;
  for (let i = 0; i < 12; i++) nextU32(s); // sfc32's recommended warm-up
  return s;
}

/** The next 32-bit unsigned value; advances `s` in place. */
export function nextU32(s: RngState): number {
  let a = s[0] | 0, b = s[1] | 0, c = s[2] | 0, d = s[3] | 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0; s[1] = b >>> 0; s[2] = c >>> 0; s[3] = d >>> 0;
  return t >>> 0;
}

const TWO32 = 4294967296;

/** Uniform integer in lo..hi inclusive, without modulo bias. */
export function intIn(s: RngState, lo: number, hi: number): number {
  const n = hi - lo + 1;
  if (!Number.isInteger(lo) || !Number.isInteger(hi) || n <= 0 || n > TWO32) {
    throw new RangeError(`rng: no integer between ${lo} and ${hi}`);
  }
  const limit = TWO32 - (TWO32 % n);
  for (;;) {
    const x = nextU32(s);
    if (x < limit) return lo + (x % n);
  }
}

/**
 * The random helpers handed to game code. Every draw calls `onUse` first:
 * the engine uses it to make earlier choices final (the undo barrier).
 */
export class Rng {
  constructor(
    private readonly state: () => RngState,
    private readonly onUse: () => void = () => {},
  ) {}

  /** Integer in lo..hi inclusive. */
  int(lo: number, hi: number): number {
    this.onUse();
    return intIn(this.state(), lo, hi);
  }

  /** A roll of a die with these faces (`[1,2,3,4,5,6]`, or `['hit','miss','miss']`). */
  die<T>(faces: readonly T[]): T {
    if (faces.length === 0) throw new RangeError('rng: a die needs at least one face');
    return faces[this.int(0, faces.length - 1)]!;
  }

  /** `count` rolls of the same die. */
  dice<T>(count: number, faces: readonly T[]): T[] {
    const out: T[] = [];
    for (let i = 0; i < count; i++) out.push(this.die(faces));
    return out;
  }

  /** One element uniformly at random. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng: cannot pick from nothing');
    return items[this.int(0, items.length - 1)]!;
  }

  /** `count` distinct elements, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  /** A shuffled copy (Fisher-Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    if (out.length > 1) this.onUse();
    const s = this.state();
    for (let i = out.length - 1; i > 0; i--) {
      const j = intIn(s, 0, i);
      const tmp = out[i]!;
      out[i] = out[j]!;
      out[j] = tmp;
    }
    return out;
  }

  /** True with probability numerator/denominator. */
  chance(numerator: number, denominator: number): boolean {
    return this.int(1, denominator) <= numerator;
  }
}

/** A stand-alone generator (bots, tests): its own stream, never the game's. */
export function createRng(seed: string | number): Rng {
  const s = seedRng(seed);
  return new Rng(() => s);
}
