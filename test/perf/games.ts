/**
 * The seeded random games that pin the rules' behaviour for the performance
 * work: every optimisation of the engine must leave each of them exactly as it
 * was (same decisions offered, same log, same final state). `record-baseline.ts`
 * wrote `baseline.json` from these games before any optimisation;
 * `equivalence.test.ts` plays them again and compares.
 */
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { fileURLToPath } from 'node:url';
import { canonicalJson, contentHash, fnv1a64, randomBot, type Choice, type Decision, type GameState } from '../../interpreter/core/index.ts';
import { Evaluator } from '../../interpreter/core/effects/eval.ts';
import { DEFAULT_LIMITS, TaskContext, type Runtime } from '../../interpreter/core/runner.ts';
import type { Clause, NounPhrase, Program } from '../../interpreter/dsl/ast.ts';
import { analyzeEffect } from '../../interpreter/dsl/index.ts';
import { loadGamePackFromDir as loadPackFromDir } from '../../interpreter/games/node.ts';
import { columbiaRegistry, createColumbiaEngine, type ColumbiaEngine } from '../../interpreter/columbia/index.ts';
import type { ColumbiaG, PlayerId } from '../../interpreter/columbia/state.ts';

/** The engine of the bundled Columbia pack (`content/columbia`, effects live). */
export async function columbiaEngine(): Promise<ColumbiaEngine> {
  const result = await loadPackFromDir<Ruleset>(fileURLToPath(new URL('../../content/columbia', import.meta.url)));
  if (!result.ruleset) throw new Error('the Columbia pack does not load');
  return createColumbiaEngine(result.ruleset, { effects: result.effects ?? null });
}

/** The runtime the rules read through: the engine's effect sources, no task handlers. */
function readerRuntime(engine: ColumbiaEngine): Runtime {
  const sources = engine.game.effectSource!(engine.rules) as Runtime['sources'];
  return { game: engine.game, rules: engine.rules, limits: DEFAULT_LIMITS, handlers: {}, sources };
}

/** A task context that reads conditions and modifiers as the rules do (the engine's effect sources, no handlers), over a fresh 2-player game. */
export function readerContext(engine: ColumbiaEngine): TaskContext {
  const start = engine.start({ seed: 'reader', players: seatsOf(engine, 2) }, { log: false }).state;
  return new TaskContext(readerRuntime(engine), start as GameState, null);
}

/** An evaluator reading `state` as an effect would (noun phrases, conditions), without running anything. */
export function readerAt(engine: ColumbiaEngine, state: GameState): Evaluator {
  return new Evaluator(new TaskContext(readerRuntime(engine), state, null), 'test', null, null);
}

/** The checked noun phrase in slot `slot` of the one clause of `text`. */
export function phraseOf(text: string, slot: string): NounPhrase {
  const { ast, diagnostics } = analyzeEffect(text, { registry: columbiaRegistry });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`"${text}" does not check: ${errors.map((d) => d.message).join('; ')}`);
  const clause = (ast as Program).body[0] as Clause;
  return clause.bound!.slots[slot] as NounPhrase;
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

/** A state with a decision pending: what `playInPlace` shows at each decision. */
export type AtDecision = GameState<ColumbiaG> & { decision: Decision };

/**
 * One game with `randomBot(seed)` on every seat (the seed also seeds the game),
 * played in place (mutate, no log): the same game state all game long, so
 * whatever is kept on it from one decision to the next must follow every change.
 * `atDecision` sees the state before each answer; `upTo` stops after that many
 * choices (a game well under way). Returns the state it stopped at.
 */
export function playInPlace(
  engine: ColumbiaEngine,
  game: { players: number; seed: string | number; upTo?: number },
  atDecision?: (state: AtDecision) => void,
): GameState<ColumbiaG> {
  const bot = randomBot(game.seed);
  let { state } = engine.start({ seed: game.seed, players: seatsOf(engine, game.players) }, { log: false });
  for (let made = 0; made < (game.upTo ?? Infinity) && state.over === null && state.decision !== null; made++) {
    atDecision?.(state as AtDecision);
    const r = engine.apply(state, bot.choose(engine, state), { mutate: true, log: false });
    if (!r.ok) throw new Error(`${game.players} players, seed ${game.seed}: ${r.reason}`);
    state = r.state;
  }
  return state;
}

/** A noun phrase to read, and the set a test works out for it from the board alone. */
export interface PhraseCase {
  text: string;
  np: NounPhrase;
  want: (g: ColumbiaG, p: PlayerId) => string[];
}

/** One reading of a phrase: the ids it gave and the ids the test worked out, for `player` at decision `n`. */
export interface PhraseReading<C extends PhraseCase> {
  phrase: C;
  player: PlayerId;
  got: string[];
  want: string[];
  n: number;
}

/** Every phrase read for every player at every decision of three seeded random 2-player games (`seed`: their seeds' prefix); `visit` checks each reading. */
export function eachPhraseReading<C extends PhraseCase>(engine: ColumbiaEngine, seed: string, phrases: readonly C[], visit: (r: PhraseReading<C>) => void): void {
  for (let i = 1; i <= 3; i++) {
    playInPlace(engine, { players: 2, seed: `${seed}-${i}` }, (state) => {
      const ev = readerAt(engine, state as GameState);
      for (const player of state.players) {
        for (const phrase of phrases) {
          visit({ phrase, player, got: ev.things(phrase.np, { me: player }).map((t) => t.id), want: phrase.want(state.g, player), n: state.n });
        }
      }
    });
  }
}
