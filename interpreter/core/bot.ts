import type { Chooser, Engine } from './engine.ts';
import { intIn, nextU32, seedRng, type RngState } from './rng.ts';
import type { Choice, GameState } from './types.ts';

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

export function randomBot(seed: string | number): RandomBot {
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
      const weights: number[] = [];
      let total = 0;
      for (let k = d.min; k <= d.max; k++) {
        const w = binomial(n, k);
        weights.push(w);
        total += w;
      }
      for (let attempt = 0; attempt < 2000; attempt++) {
        let r = (nextU32(s) / 4294967296) * total;
        let k = d.min;
        for (let i = 0; i < weights.length - 1 && r >= weights[i]!; i++) {
          r -= weights[i]!;
          k++;
        }
        const idx = opts.map((_, i) => i);
        for (let i = 0; i < k; i++) {
          const j = intIn(s, i, n - 1);
          const t = idx[i]!;
          idx[i] = idx[j]!;
          idx[j] = t;
        }
        const choice = { player: d.player, ids: idx.slice(0, k).sort((a, b) => a - b).map((i) => opts[i]!.id) };
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
