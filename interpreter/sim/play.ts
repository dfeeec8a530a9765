/**
 * One simulated game of any game: seat the bots, play on the engine's fast
 * path (a `Playout` advancing its own state in place) to the end, count what happened (the generic record
 * from the module's seats and outcome, the game's figures from its
 * `sim.counter` or `sim.record`), and turn any failure into an error record
 * with the seed and a command that replays it. Pure (no Node APIs): the
 * same loop runs in a worker process, in tests, and in a browser worker.
 */
import { EngineError, GAME_TIME_BUDGET_MS, type Choice, type Engine, type GameState, type LogEntry, type LogKinds } from '../core/index.ts';
import { Playout } from '../core/playout.ts';
import type { GameCounter, GameFigures } from '../game/index.ts';
import { engineFor, type AnyGameModule } from '../games/index.ts';
import type { PackEffects } from '../content/index.ts';
import { makeBot, type BotLibrary, type RuleHits, type SimBot } from './bots/index.ts';
import type { GameRecord } from './stats.ts';
import { isSearchBotName } from './search/options.ts';

/**
 * What a run's games share: the pack as its game, the engine, and how the
 * game counts (its counter factory, made once per run, or its log kinds for
 * `sim.record`).
 */
export interface SimTable {
  module: AnyGameModule;
  rules: unknown;
  engine: Engine<unknown, unknown>;
  /** A counter per game, or null. */
  counter: (() => GameCounter<unknown>) | null;
  /** The log kinds the game's statistics read (null: none). */
  statsLog: LogKinds | null;
}

/** A run's table for this pack. */
export function simTable(module: AnyGameModule, rules: unknown, effects: PackEffects | null, engine: Engine<unknown, unknown> = engineFor(module, rules, effects)): SimTable {
  const sim = module.hooks.sim;
  const kinds = sim?.statsLog;
  return { module, rules, engine, counter: sim?.counter?.(rules) ?? null, statsLog: kinds === undefined || kinds.length === 0 ? null : { only: new Set(kinds) } };
}

export interface GameSpec {
  index: number;
  seed: string;
  players: string[];
  /** Bot name per seat. */
  bots: Record<string, string>;
}

export interface PlayOptions {
  /** Stop (and report an error) after this many decisions. */
  maxDecisions?: number;
  /** Stop (and report an error) once the game has taken this long (default `gameBudgetMs`: GAME_TIME_BUDGET_MS, ten times that with a search bot seated). */
  maxMs?: number;
  /** Count cards and events from the log (default true). False: the bare fast path, for benchmarks. */
  collect?: boolean;
  /** Keep every choice (for a replay file when the game fails). */
  keepChoices?: boolean;
  /** The command that replays this game, for error reports. */
  replayCommand?: (spec: GameSpec) => string;
  /** YAML rules that answered, counted here. */
  hits?: RuleHits;
  library?: BotLibrary;
}

export interface PlayedGame {
  record: GameRecord;
  /** Every choice made, when `keepChoices`. */
  choices: Choice[] | null;
}

/** The seeds of a run: game i plays seed `${seed}-${i}`. */
export function gameSeed(runSeed: string | number, index: number): string {
  return `${runSeed}-${index}`;
}

/** The command that reruns one game of a run: `prefix` names the content and players; the seats' bots and the seed follow. */
export function replayCommandFor(prefix: string): (spec: GameSpec) => string {
  return (spec) => `${prefix} --bots ${spec.players.map((p) => spec.bots[p]).join(',')} --replay ${JSON.stringify(spec.seed)}`;
}

/** Which seat plays which bot: one name for every seat, or one per seat in seat order. */
export function seatBots(players: readonly string[], names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  players.forEach((p, i) => (out[p] = names.length === 1 ? names[0]! : names[i % names.length]!));
  return out;
}

/**
 * How long a game may take before it is stopped as stuck: the engine's
 * budget, times ten with a search bot seated. A search bot spends seconds
 * of CPU a game by design (tens of milliseconds a decision, about 200
 * decisions at Columbia's 4-player table), which a machine loaded ten times
 * over stretches past the budget meant for games of cheap bots.
 */
export function gameBudgetMs(spec: Pick<GameSpec, 'bots'>): number {
  return Object.values(spec.bots).some(isSearchBotName) ? GAME_TIME_BUDGET_MS * 10 : GAME_TIME_BUDGET_MS;
}

/** Random decisions between two looks at the game's clock (a game past its budget is caught at most this many decisions late). */
const BUDGET_EVERY = 16;

export function playGame(table: SimTable, spec: GameSpec, options: PlayOptions = {}): PlayedGame {
  const { module, engine, rules } = table;
  const max = options.maxDecisions ?? 20_000;
  const maxMs = options.maxMs ?? gameBudgetMs(spec);
  const collect = options.collect ?? true;
  const choices: Choice[] = [];
  const bots: Record<string, SimBot> = {};
  for (const p of spec.players) bots[p] = makeBot(module, rules, spec.bots[p]!, spec.seed, p, options.library ?? {}, options.hits);
  const counter = collect && table.counter !== null ? table.counter() : null;
  // A game without a counter reads its log once at the end (`sim.record`): the entries are kept till then.
  const recordLog = collect && counter === null && module.hooks.sim?.record !== undefined ? ([] as LogEntry[]) : null;
  const t0 = performance.now();
  let decisions = 0;
  let slowest = { ms: 0, bot: '', player: '', kind: '' };
  const log = collect && table.statsLog !== null ? table.statsLog : false;
  // The game is this run's own: it advances in place (core/playout.ts).
  const { playout, log: firstLog } = Playout.start(engine, { seed: spec.seed, players: spec.players }, { log });
  const state = playout.state;
  const order = (module.hooks.sim?.startOrder?.(state, rules) ?? state.players).slice();
  let error: GameRecord['error'] = null;
  const fail = (e: unknown) => {
    const code = e instanceof EngineError ? e.code : null;
    error = {
      message: e instanceof Error ? e.message : String(e),
      code,
      atDecision: decisions,
      replay: options.replayCommand ? options.replayCommand(spec) : `seed ${spec.seed}`,
    };
  };
  try {
    if (counter !== null) {
      counter.begin(state);
      counter.feed(firstLog);
    }
    if (recordLog !== null) for (const e of firstLog) recordLog.push(e);
    while (state.over === null && state.decision !== null) {
      if (decisions >= max) throw new Error(`the game did not end within ${max} decisions`);
      const d = state.decision;
      // An instant bot is never the slow one: its answers are not timed, and the game's time budget is looked
      // at every BUDGET_EVERY of its decisions (a clock read costs more than its answer).
      const chooser = bots[d.player]!;
      const timed = chooser.instant !== true;
      // One clock read serves the game's time budget and the bot's answer time.
      let asked = 0;
      if (timed || decisions % BUDGET_EVERY === 0) {
        asked = performance.now();
        if (asked - t0 > maxMs) throw overTime(maxMs, decisions, spec, slowest);
      }
      const choice = chooser.choose(engine, state);
      if (timed) {
        const took = performance.now() - asked;
        if (took > slowest.ms) slowest = { ms: took, bot: spec.bots[d.player]!, player: d.player, kind: d.kind };
      }
      const r = playout.play(choice, log);
      if (!r.ok) throw new Error(`the ${spec.bots[d.player]} bot for ${d.player} chose illegally at "${d.kind}": ${r.reason}`);
      decisions++;
      if (options.keepChoices) choices.push(choice);
      if (counter !== null) counter.feed(r.log);
      else if (recordLog !== null) for (const e of r.log) recordLog.push(e);
    }
    if (state.over === null) throw new Error('the game stopped without a decision and without ending');
  } catch (e) {
    fail(e);
  }
  const ms = performance.now() - t0;
  let fallbacks = 0;
  for (const b of Object.values(bots)) fallbacks += b.fallbacks;
  let figures: GameFigures = { figures: {}, labels: {} };
  if (collect && error === null) {
    try {
      if (counter !== null) figures = counter.end(state);
      else if (recordLog !== null) figures = module.hooks.sim!.record!(state.g, rules, recordLog);
    } catch (e) {
      fail(e);
    }
  }
  const record = gameRecord(table, { index: spec.index, seed: spec.seed, bots: { ...spec.bots }, ms, decisions, error, fallbacks, order }, state, figures);
  return { record, choices: options.keepChoices ? choices : null };
}

/** The record of a finished (or abandoned) game: who sat where for which side, the module's outcome, the game's figures. */
function gameRecord(table: SimTable, base: Pick<GameRecord, 'index' | 'seed' | 'bots' | 'ms' | 'decisions' | 'error' | 'fallbacks' | 'order'>, state: GameState, figures: GameFigures): GameRecord {
  const { module, rules } = table;
  const sides: Record<string, string> = {};
  for (const p of state.players) sides[p] = module.seats.sideOf(rules, p);
  const o = module.outcome(state, rules);
  const record: GameRecord = {
    index: base.index,
    seed: base.seed,
    players: state.players.slice(),
    order: base.order,
    sides,
    bots: base.bots,
    winner: o.winners.length === 1 ? o.winners[0]! : null,
    winners: o.winners,
    reason: o.over ? (o.reason ?? 'unfinished') : 'unfinished',
    rounds: o.length.rounds,
    decisions: base.decisions,
    scores: o.scores,
    figures: figures.figures,
    labels: figures.labels,
    ms: base.ms,
    fallbacks: base.fallbacks,
    error: base.error,
  };
  if (figures.game !== undefined) record.game = figures.game;
  return record;
}

/** The game ran past its time: which bot's decision was slowest says whether a bot or the rules are at fault (none timed: random bots only, the rules). */
function overTime(maxMs: number, decisions: number, spec: GameSpec, slowest: { ms: number; bot: string; player: string; kind: string }): Error {
  const bot = slowest.bot ? `; the slowest answer: the ${slowest.bot} bot for ${slowest.player} at "${slowest.kind}" (${Math.round(slowest.ms)} ms)` : '';
  return new Error(`the game took more than ${maxMs / 1000} s (${decisions} decisions, seed ${spec.seed})${bot}`);
}

/**
 * Random games played and thrown away for `ms` milliseconds: the first
 * seconds of a thread are mostly V8 compiling the rules code, which a long
 * simulation pays once; a benchmark of throughput warms up first. `collect`
 * should be the run's own: with statistics the games write the stats log and
 * build records, code that a warm-up without them leaves uncompiled, so the
 * measured games would pay its compiling (on 2 workers, each worker's
 * compiler threads taking CPU from the other). Returns how many games it
 * played.
 */
export function warmUp(table: SimTable, ms: number, players: string[], collect = false): number {
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < ms) {
    playGame(table, { index: n, seed: `warm-up-${n}`, players, bots: seatBots(players, ['random']) }, { collect });
    n++;
  }
  return n;
}

/** What decides a run's games: how many, the run seed, the seats, the bots (one, one per seat, or one per side), and whether seats rotate bots. */
export interface RunShape {
  games: number;
  seed: string | number;
  players: string[];
  bots: string[];
  /** Seats rotate bots between games (game i: bots shifted by i), so no bot always sits first. Default true when bots differ. */
  rotate?: boolean;
  /**
   * Each seat's side (`module.seats.sideOf`), in seat order. At a table of
   * teams (fewer sides than seats), `bots` may name one bot per side: every
   * seat of a side then plays its side's bot (a team of one bot), and the
   * sides rotate the bots between games as seats do.
   */
  sides?: readonly string[];
}

/** Whether `o` seats one bot per side (a team table, one bot named per side): see `RunShape.sides`. */
export function seatsBySide(o: Pick<RunShape, 'bots' | 'players' | 'sides'>): boolean {
  if (o.sides === undefined || o.bots.length < 2 || o.bots.length >= o.players.length) return false;
  return new Set(o.sides).size === o.bots.length;
}

/** The bot name of each seat of game `i` (`shift`: how far the bots rotate), one per seat. */
function seatNames(o: RunShape, shift: number): string[] {
  if (o.bots.length === 1) return o.bots;
  if (seatsBySide(o)) {
    const order = [...new Set(o.sides)];
    return o.players.map((_, s) => o.bots[(order.indexOf(o.sides![s]!) + shift) % o.bots.length]!);
  }
  return o.players.map((_, s) => o.bots[(s + shift) % o.bots.length]!);
}

/**
 * How many seatings of the bots a run plays on each seed: with seats that
 * rotate bots (bots that differ, by default) one per bot named (game i
 * shifts the bots by i seats), so every seed is played with each bot in
 * each of the seats the rotation gives it (2 bots at a 2-player table: both
 * seatings); else 1.
 */
export function seatingsOf(o: Pick<RunShape, 'bots' | 'rotate'>): number {
  const rotate = o.rotate ?? new Set(o.bots).size > 1;
  return rotate && o.bots.length > 1 ? o.bots.length : 1;
}

/**
 * Game `i` of a run: bots per seat (rotated between games when they differ)
 * and seed `${seed}-${k}`, k = i for a run of one seating, else i over the
 * seatings (games 2k and 2k+1 of two bots share seed k, the bots swapped):
 * a bot's win rate is then seat-balanced and owes nothing to one seed's
 * luck falling to one seat. Made when needed: a run never lists them all.
 */
export function specAt(o: RunShape, i: number): GameSpec {
  const seatings = seatingsOf(o);
  const names = seatNames(o, seatings > 1 ? i : 0);
  return { index: i, seed: gameSeed(o.seed, Math.floor(i / seatings)), players: o.players.slice(), bots: seatBots(o.players, names) };
}

/** The game specs of a run, all of them (the editor's balance panel plays a few hundred; the simulator uses `specAt`). */
export function gameSpecs(o: RunShape): GameSpec[] {
  const out: GameSpec[] = [];
  for (let i = 0; i < o.games; i++) out.push(specAt(o, i));
  return out;
}
