/**
 * The heuristic bot's pinned games: seeded games with the built-in heuristic
 * bot on every seat (16 with 2 players, 6 with 4) and 6 two-player games of
 * heuristic against the YAML `aggressive` bot, each fingerprinted by its
 * number of decisions, a hash of every choice made, and the final state's
 * `contentHash`. `heuristic-bot-plays-as-recorded.test.ts` plays them again and
 * compares: a change that is not meant to change the bot's play (its speed)
 * must leave every choice as it was.
 *
 * `heuristic-bot-baseline.json` is written by this script. Re-record it only
 * when the bot (or the rules) is changed on purpose, saying which games
 * changed and why, never to make an optimisation pass:
 *   npx tsx test/sim/heuristic-bot-record.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canonicalJson, contentHash, fnv1a64, type Choice, type GameState } from '../../interpreter/core/index.ts';
import { Playout } from '../../interpreter/core/playout.ts';
import type { ColumbiaEngine } from '../../interpreter/columbia/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import type { BotLibrary, SimBot } from '../../interpreter/sim/bots/index.ts';
import { columbiaBot as makeBot, pack } from './helpers.ts';

export interface HeuristicGame {
  /** Seats in seat order and the bot on each. */
  bots: string[];
  seed: string;
}

export interface HeuristicPrint extends HeuristicGame {
  decisions: number;
  /** Every choice, in order, hashed as one chain. */
  choicesHash: string;
  /** `contentHash` of the final state. */
  finalHash: string;
  over: unknown;
}

export const HEURISTIC_GAMES: HeuristicGame[] = [
  ...Array.from({ length: 16 }, (_, i) => ({ bots: ['heuristic', 'heuristic'], seed: `hb-2p-${i + 1}` })),
  ...Array.from({ length: 6 }, (_, i) => ({ bots: ['heuristic', 'heuristic', 'heuristic', 'heuristic'], seed: `hb-4p-${i + 1}` })),
  // The heuristic bot sits first in odd games, second in even ones.
  ...Array.from({ length: 6 }, (_, i) => ({ bots: i % 2 === 0 ? ['heuristic', 'aggressive'] : ['aggressive', 'heuristic'], seed: `hb-vs-${i + 1}` })),
];

/** One game as the simulator plays it (in place, no log), fingerprinted. */
export function playHeuristicGame(engine: ColumbiaEngine, library: BotLibrary, seats: string[], game: HeuristicGame): HeuristicPrint {
  const bots: Record<string, SimBot> = {};
  seats.forEach((p, i) => (bots[p] = makeBot(game.bots[i]!, game.seed, p, library)));
  const { playout } = Playout.start(engine, { seed: game.seed, players: seats }, { log: false });
  const state: GameState<ColumbiaG> = playout.state;
  let choicesHash = '';
  let decisions = 0;
  while (state.over === null && state.decision !== null) {
    if (decisions > 20_000) throw new Error(`${game.seed} did not end`);
    const c: Choice = bots[state.decision.player]!.choose(engine, state);
    choicesHash = fnv1a64(choicesHash + canonicalJson(c));
    const r = playout.play(c);
    if (!r.ok) throw new Error(`${game.seed}: ${r.reason}`);
    decisions++;
  }
  return { ...game, decisions, choicesHash, finalHash: contentHash(state), over: state.over };
}

export const BASELINE_URL = new URL('./heuristic-bot-baseline.json', import.meta.url);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { engine, library, two, four } = await pack();
  const games = HEURISTIC_GAMES.map((g) => playHeuristicGame(engine, library, g.bots.length === 4 ? four : two, g));
  writeFileSync(fileURLToPath(BASELINE_URL), JSON.stringify({ contentHash: engine.contentHash, games }, null, 1) + '\n');
  console.log(`${games.length} games, ${games.reduce((a, g) => a + g.decisions, 0)} decisions`);
}
