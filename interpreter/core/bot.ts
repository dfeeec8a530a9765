import type { Chooser, Engine } from './engine.ts';
import { intIn, nextU32, seedRng, type RngState } from './rng.ts';
import type { Choice, GameState, Option } from './types.ts';

/** A bot that picks uniformly among legal answers, from its own RNG stream (never the game's dice). */
export interface RandomBot extends Chooser {
  /** The bot's own generator state (plain JSON, so a bot can be saved with the game). */
  rng: RngState;
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/**
 * Option indices, kept by one bot between its picks: a subset pick shuffles
 * a prefix of 0..n-1 in place here rather than in fresh arrays (about a
 * third of a random game's decisions are subset picks).
 */
interface Scratch {
  idx: Int32Array;
}

/**
 * A uniform subset of `k` of the `n` options (partial Fisher-Yates on
 * 0..n-1), as ids in option order. Draws from `s` exactly as
 * `idx.slice(0, k).sort()` over a shuffled `opts.map((_, i) => i)` did, so
 * games replay the same.
 */
function pickSubset(s: RngState, opts: readonly Option[], k: number, scratch: Scratch): string[] {
  const n = opts.length;
  if (scratch.idx.length < n) scratch.idx = new Int32Array(n * 2);
  const idx = scratch.idx;
  for (let i = 0; i < n; i++) idx[i] = i;
  for (let i = 0; i < k; i++) {
    const j = intIn(s, i, n - 1);
    const t = idx[i]!;
    idx[i] = idx[j]!;
    idx[j] = t;
  }
  // Insertion sort of the k picked (k is a handful): option order, as the sort did.
  for (let i = 1; i < k; i++) {
    const v = idx[i]!;
    let j = i - 1;
    while (j >= 0 && idx[j]! > v) {
      idx[j + 1] = idx[j]!;
      j--;
    }
    idx[j + 1] = v;
  }
  const ids = new Array<string>(k);
  for (let i = 0; i < k; i++) ids[i] = opts[idx[i]!]!.id;
  return ids;
}

/** How many options a subset pick takes: size weighted by how many subsets it has (`r` uniform in [0, 1)). */
function subsetSize(n: number, min: number, max: number, total: number, r: number): number {
  let left = r * total;
  let k = min;
  for (; k < max; k++) {
    const w = binomial(n, k);
    if (left < w) break;
    left -= w;
  }
  return k;
}

export function randomBot(seed: string | number): RandomBot {
  const scratch: Scratch = { idx: new Int32Array(64) };
  const bot: RandomBot = {
    rng: seedRng(`bot:${seed}`),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bot plays any game
    choose(engine: Engine<any, any>, state: GameState<any>): Choice {
      const d = state.decision;
      if (d === null) throw new Error('no decision is pending');
      const s = bot.rng;
      const opts = d.options;
      if (d.min === 1 && d.max === 1 && d.check === null) {
        return { player: d.player, ids: [opts[intIn(s, 0, opts.length - 1)]!.id] };
      }
      // Uniform over all subsets of size min..max: size weighted by how many subsets it has,
      // then a uniform subset of that size; a validator is honoured by rejection, which keeps it uniform.
      const n = opts.length;
      let total = 0;
      for (let k = d.min; k <= d.max; k++) total += binomial(n, k);
      for (let attempt = 0; attempt < 2000; attempt++) {
        const k = subsetSize(n, d.min, d.max, total, nextU32(s) / 4294967296);
        const choice = { player: d.player, ids: pickSubset(s, opts, k, scratch) };
        if (d.check === null || engine.validate(state, choice).ok) return choice;
      }
      // Valid subsets are rare: list them all and pick one.
      const all = engine.legalChoices(state, 200_000);
      if (all.length === 0) throw new Error(`no legal answer to "${d.kind}" for ${d.player}`);
      return all[intIn(s, 0, all.length - 1)]!;
    },
  };
  return bot;
}
