/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) on 32-bit ints.
 * Its whole state is four numbers, kept in the game state, so a saved game
 * resumes with the same dice it would have rolled.
 */
import { EngineError } from './errors.ts';
import type { Json } from './json.ts';

export type RngState = [number, number, number, number];

/**
 * The most dice one roll may have. A table never rolls more than a few dozen;
 * a count from content gone wrong (a billion Sky-Line dice) would otherwise
 * fill the memory and kill the process before any budget could stop it.
 */
export const MAX_DICE_PER_ROLL = 10_000;

/** Seeds from any string or number: same seed, same stream, on every platform. */
export function seedRng(seed: string | number): RngState {
  // FNV-1a 32 of the seed text, then splitmix32 to spread it over four words.
  let h = 0x811c9dc5;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // A list of doubles from the start (each word is overwritten below): words above 2^30 are not small
  // integers, so a list grown from [] was small-integer or double by the seed, and the draws met both kinds.
  const s: RngState = [0.5, 0.5, 0.5, 0.5];
  for (let i = 0; i < 4; i++) {
    h = (h + 0x9e3779b9) | 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    s[i] = (z ^ (z >>> 16)) >>> 0;
  }
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
  return n <= 0x7fffffff ? lo + narrowDraw(s, n) : lo + wideDraw(s, n);
}

/**
 * A draw in 0..n-1 for n < 2^31 (every die, pick and shuffle): the same
 * draws and rejections as `wideDraw`, in 32-bit unsigned arithmetic with one
 * division per draw. `wideDraw` keeps x when x < 2^32 - (2^32 mod n), which
 * is when x's block of n, x - (x mod n) .. x - (x mod n) + n - 1, fits below
 * 2^32 whole: x - (x mod n) <= 2^32 - n. The `>>> 0`s tell V8 every value is
 * 32-bit unsigned, so it divides integers rather than calling the
 * floating-point remainder (which a draw above 2^31 otherwise forces).
 */
function narrowDraw(s: RngState, n: number): number {
  const m = n >>> 0;
  const lastBlock = (TWO32 - m) >>> 0;
  for (;;) {
    const x = nextU32(s) >>> 0;
    const r = (x % m) >>> 0;
    if ((x - r) >>> 0 <= lastBlock) return r;
  }
}

/** A draw in 0..n-1 for any n up to 2^32 (floating-point remainders). */
function wideDraw(s: RngState, n: number): number {
  const limit = TWO32 - (TWO32 % n);
  for (;;) {
    const x = nextU32(s);
    if (x < limit) return x % n;
  }
}

/**
 * Randomness decided in advance (a scenario, a test): plain JSON kept in the
 * game state (`state.script`), consumed before the seeded generator.
 * - `rolls`: the faces the next dice show, in order, whatever the die (each
 *   must be one of the rolled die's faces).
 * - `picks`: every other draw. A pick is a 0-based index into what is drawn
 *   from: `pick(items)` -> `items[k]`; `int(lo, hi)` -> `lo + k`; a scripted
 *   `shuffle`/`sample` takes one pick per place, each the index among the
 *   items not yet placed of the next item of the result (result[0] first).
 * - `strict`: a draw with its queue empty is an error (`RW-SCRIPT-UNSCRIPTED-DICE`,
 *   `RW-SCRIPT-UNSCRIPTED-PICK`); otherwise it falls back to the seeded generator.
 */
export interface RngScript {
  rolls: Json[];
  picks: number[];
  strict: boolean;
}

const NO_SCRIPT = (): RngScript | null => null;

function faceText(faces: readonly unknown[]): string {
  return faces.map((f) => JSON.stringify(f)).join(', ');
}

function dieText(faces: readonly unknown[], name: string | undefined): string {
  return `${name === undefined ? 'a die' : `a ${name} die`} (faces ${faceText(faces)})`;
}

/**
 * The random helpers handed to game code. Every draw calls `onUse` first:
 * the engine uses it to make earlier choices final (the undo barrier).
 * With a script (see `RngScript`) draws come from it first.
 */
export class Rng {
  constructor(
    private readonly state: () => RngState,
    private readonly onUse: () => void = () => {},
    /** The game's script, read at each draw (its queues are consumed), or null. */
    private readonly scriptOf: () => RngScript | null = NO_SCRIPT,
  ) {}

  private get script(): RngScript | null {
    return this.scriptOf();
  }

  /**
   * The next scripted pick among `n` possibilities, or null when the draw
   * falls back to the generator (no script, or an empty queue in a lenient one).
   */
  private scriptedPick(n: number, what: string): number | null {
    const sc = this.script;
    if (sc === null) return null;
    if (sc.picks.length === 0) {
      if (!sc.strict) return null;
      throw new EngineError('RW-SCRIPT-UNSCRIPTED-PICK', `a random pick was made that the scenario did not script: ${what}`, { what });
    }
    const k = sc.picks.shift()!;
    if (!Number.isInteger(k) || k < 0 || k >= n) {
      throw new EngineError('RW-SCRIPT-BAD-PICK', `the scripted pick ${JSON.stringify(k)} is not an index from 0 to ${n - 1} (${what})`, { pick: k, what });
    }
    return k;
  }

  /** Integer in lo..hi inclusive. */
  int(lo: number, hi: number): number {
    this.onUse();
    if (this.script !== null) {
      const k = this.scriptedPick(hi - lo + 1, `a number from ${lo} to ${hi}`);
      if (k !== null) return lo + k;
    }
    return intIn(this.state(), lo, hi);
  }

  /**
   * A roll of a die with these faces (`[1,2,3,4,5,6]`, or `['hit','miss','miss']`).
   * `name` ("white") only makes script errors readable.
   */
  die<T>(faces: readonly T[], name?: string): T {
    if (faces.length === 0) throw new RangeError('rng: a die needs at least one face');
    this.onUse();
    const sc = this.script;
    if (sc !== null) {
      if (sc.rolls.length > 0) {
        const v = sc.rolls.shift();
        if (!faces.includes(v as T)) {
          throw new EngineError('RW-SCRIPT-BAD-ROLL', `the scripted roll ${JSON.stringify(v)} is not a face of ${dieText(faces, name)}`, { roll: v, faces: faces as unknown as Json[] });
        }
        return v as T;
      }
      if (sc.strict) {
        const which = dieText(faces, name);
        throw new EngineError('RW-SCRIPT-UNSCRIPTED-DICE', `a die was rolled that the scenario did not script: ${which}`, { die: name ?? null, faces: faces as unknown as Json[] });
      }
    }
    return faces[intIn(this.state(), 0, faces.length - 1)]!;
  }

  /** `count` rolls of the same die; more than MAX_DICE_PER_ROLL at once is refused (content asking for it is at fault). */
  dice<T>(count: number, faces: readonly T[], name?: string): T[] {
    if (!(count <= MAX_DICE_PER_ROLL)) {
      throw new EngineError('RW-DICE-LIMIT', `${count} ${name ?? 'dice'} dice rolled at once, more than the ${MAX_DICE_PER_ROLL} a game may roll in one go: a number in the content is too large`, { count, die: name ?? null });
    }
    const out: T[] = [];
    for (let i = 0; i < count; i++) out.push(this.die(faces, name));
    return out;
  }

  /** One element uniformly at random. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng: cannot pick from nothing');
    return items[this.int(0, items.length - 1)]!;
  }

  /** `count` distinct elements, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (this.script !== null && this.drawsScripted()) return this.scriptedDraw(items, Math.min(count, items.length));
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  /** A shuffled copy (Fisher-Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[] {
    if (this.script !== null && items.length > 1 && this.drawsScripted()) return this.scriptedDraw(items, items.length);
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

  /** Whether shuffles and samples come from the script: picks are queued, or a strict script wants them. */
  private drawsScripted(): boolean {
    const sc = this.script;
    return sc !== null && (sc.picks.length > 0 || sc.strict);
  }

  /**
   * `count` items drawn one at a time, each by a scripted pick among those
   * left (the last of a full shuffle needs none); once a lenient script runs
   * dry the rest is drawn by the generator.
   */
  private scriptedDraw<T>(items: readonly T[], count: number): T[] {
    const left = items.slice();
    const out: T[] = [];
    if (count > 0 && left.length > 1) this.onUse();
    while (out.length < count) {
      if (left.length === 1) {
        out.push(left.pop()!);
        break;
      }
      const k = this.scriptedPick(left.length, `item ${out.length + 1} of a shuffle of ${items.length}`);
      const j = k ?? intIn(this.state(), 0, left.length - 1);
      out.push(left.splice(j, 1)[0]!);
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
