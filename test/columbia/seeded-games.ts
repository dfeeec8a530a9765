/**
 * The seeded random Columbia games that pin how the rules play: every
 * change of the engine must leave each of them exactly as it was (same
 * decisions offered, same log, same final state) unless it changes a rule on
 * purpose. `record-seeded-games.ts` writes `seeded-games-baseline.json` from
 * them; `seeded-games-play-as-recorded.test.ts` plays them again and compares.
 */
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { fileURLToPath } from 'node:url';
import { canonicalJson, contentHash, fnv1a64, randomBot, type Choice, type GameState } from '../../interpreter/core/index.ts';
import { loadGamePackFromDir as loadPackFromDir } from '../../interpreter/games/node.ts';
import { createColumbiaEngine, type ColumbiaEngine } from '../../interpreter/columbia/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';

/** The engine of the bundled Columbia pack (`content/columbia`, effects live). */
export async function columbiaEngine(): Promise<ColumbiaEngine> {
  const result = await loadPackFromDir<Ruleset>(fileURLToPath(new URL('../../content/columbia', import.meta.url)));
  if (!result.ruleset) throw new Error('the Columbia pack does not load');
  return createColumbiaEngine(result.ruleset, { effects: result.effects ?? null });
}

export interface GameFingerprint {
  players: number;
  seed: number;
  /** Choices made until the game ended. */
  decisions: number;
  /** `stateHash` of the final state (the CLI's: the whole state). */
  finalHash: string;
  /** Every decision offered, in order (player, kind, prompt, options with labels and data), hashed as one chain. */
  decisionsHash: string;
  /** Every structured log entry, hashed as one chain (rendering is on demand, outside play: not pinned here). */
  logHash: string;
  /** How the game ended. */
  over: unknown;
}

export interface Baseline {
  contentHash: string;
  games: GameFingerprint[];
}

/** The seeds the baseline pins: 1..30 with 2 players, 1..10 with 4. */
export const SEEDS: { players: 2 | 4; seed: number }[] = [
  ...Array.from({ length: 30 }, (_, i) => ({ players: 2 as const, seed: i + 1 })),
  ...Array.from({ length: 10 }, (_, i) => ({ players: 4 as const, seed: i + 1 })),
];

export function seatsOf(engine: ColumbiaEngine, players: number): string[] {
  return engine.rules.setups.find((s) => s.players === players)!.seats.map((s) => s.colourId);
}

const chain = (h: string, text: string) => fnv1a64(h + text);

/**
 * One game with `randomBot(seed)` on every seat, on the default path (clone,
 * log on) so the decisions and log are seen; returns its fingerprint and choices.
 */
export function playLogged(engine: ColumbiaEngine, players: number, seed: number): { print: GameFingerprint; choices: Choice[] } {
  const bot = randomBot(seed);
  const seats = seatsOf(engine, players);
  const first = engine.start({ seed, players: seats });
  let state: GameState<ColumbiaG> = first.state;
  let logHash = '';
  let decisionsHash = '';
  for (const e of first.log) logHash = chain(logHash, canonicalJson(e));
  const choices: Choice[] = [];
  while (state.over === null && state.decision !== null) {
    if (choices.length > 20_000) throw new Error(`seed ${seed} (${players}p) did not end`);
    decisionsHash = chain(decisionsHash, canonicalJson(state.decision));
    const c = bot.choose(engine, state);
    const r = engine.apply(state, c);
    if (!r.ok) throw new Error(`seed ${seed} (${players}p): ${r.reason}`);
    for (const e of r.log) logHash = chain(logHash, canonicalJson(e));
    state = r.state;
    choices.push(c);
  }
  return {
    print: { players, seed, decisions: choices.length, finalHash: contentHash(state), decisionsHash, logHash, over: state.over },
    choices,
  };
}

/** The same game on the fast path (mutate, no log): the final state and the number of choices. */
export function playFast(engine: ColumbiaEngine, players: number, seed: number): { finalHash: string; decisions: number } {
  const bot = randomBot(seed);
  const { state } = engine.start({ seed, players: seatsOf(engine, players) }, { log: false });
  const r = engine.playout(state, bot, { maxDecisions: 20_000 });
  return { finalHash: contentHash(r.state), decisions: r.decisions };
}
