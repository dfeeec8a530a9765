/**
 * One simulated game: seat the bots, play on the engine's fast path
 * (`mutate: true`) to the end, count what happened, and turn any failure into
 * an error record with the seed and a command that replays it. Pure (no Node
 * APIs): the same loop runs in a worker process, in tests, and could run in a
 * browser worker.
 */
import { EngineError, GAME_TIME_BUDGET_MS, type Choice, type LogEntry } from '../core/index.ts';
import type { ColumbiaEngine } from '../columbia/index.ts';
import { GameStats, STATS_LOG, gameRecord } from './collector.ts';
import { makeBot, type BotLibrary, type RuleHits, type SimBot } from './bots/index.ts';
import type { GameRecord } from './stats.ts';

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
  /** Stop (and report an error) once the game has taken this long (default GAME_TIME_BUDGET_MS). */
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

export function playGame(engine: ColumbiaEngine, spec: GameSpec, options: PlayOptions = {}): PlayedGame {
  const max = options.maxDecisions ?? 20_000;
  const maxMs = options.maxMs ?? GAME_TIME_BUDGET_MS;
  const collect = options.collect ?? true;
  const choices: Choice[] = [];
  const bots: Record<string, SimBot> = {};
  for (const p of spec.players) bots[p] = makeBot(spec.bots[p]!, spec.seed, p, options.library ?? {}, options.hits);
  const stats = new GameStats(engine.rules);
  const t0 = performance.now();
  let decisions = 0;
  let slowest = { ms: 0, bot: '', player: '', kind: '' };
  const log = collect ? STATS_LOG : false;
  const first = engine.start({ seed: spec.seed, players: spec.players }, { log });
  let state = first.state;
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
    if (collect) {
      stats.begin(state);
      stats.feed(first.log);
    }
    while (state.over === null && state.decision !== null) {
      if (decisions >= max) throw new Error(`the game did not end within ${max} decisions`);
      if (performance.now() - t0 > maxMs) throw overTime(maxMs, decisions, spec, slowest);
      const d = state.decision;
      const asked = performance.now();
      const choice = bots[d.player]!.choose(engine, state);
      const took = performance.now() - asked;
      if (took > slowest.ms) slowest = { ms: took, bot: spec.bots[d.player]!, player: d.player, kind: d.kind };
      const r = engine.apply(state, choice, { mutate: true, log });
      if (!r.ok) throw new Error(`the ${spec.bots[d.player]} bot for ${d.player} chose illegally at "${d.kind}": ${r.reason}`);
      decisions++;
      if (options.keepChoices) choices.push(choice);
      if (collect) stats.feed(r.log as LogEntry[]);
      state = r.state;
    }
    if (state.over === null) throw new Error('the game stopped without a decision and without ending');
  } catch (e) {
    fail(e);
  }
  const ms = performance.now() - t0;
  let fallbacks = 0;
  for (const b of Object.values(bots)) fallbacks += b.fallbacks;
  const record = gameRecord({ index: spec.index, seed: spec.seed, bots: { ...spec.bots }, ms, decisions, error, fallbacks }, state, engine.rules, stats);
  return { record, choices: options.keepChoices ? choices : null };
}

/** The game ran past its time: which bot's decision was slowest says whether a bot or the rules are at fault. */
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
export function warmUp(engine: ColumbiaEngine, ms: number, players: string[], collect = false): number {
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < ms) {
    playGame(engine, { index: n, seed: `warm-up-${n}`, players, bots: seatBots(players, ['random']) }, { collect });
    n++;
  }
  return n;
}

/** What decides a run's games: how many, the run seed, the seats, the bots (one, or one per seat), and whether seats rotate bots. */
export interface RunShape {
  games: number;
  seed: string | number;
  players: string[];
  bots: string[];
  /** Seats rotate bots between games (game i: bots shifted by i), so no bot always sits first. Default true when bots differ. */
  rotate?: boolean;
}

/** Game `i` of a run: seed `${seed}-${i}`, bots per seat (rotated between games when they differ). Made when needed: a run never lists them all. */
export function specAt(o: RunShape, i: number): GameSpec {
  const rotate = o.rotate ?? new Set(o.bots).size > 1;
  const names = o.bots.length === 1 ? o.bots : o.players.map((_, s) => o.bots[(s + (rotate ? i : 0)) % o.bots.length]!);
  return { index: i, seed: gameSeed(o.seed, i), players: o.players.slice(), bots: seatBots(o.players, names) };
}

/** The game specs of a run, all of them (the editor's balance panel plays a few hundred; the simulator uses `specAt`). */
export function gameSpecs(o: RunShape): GameSpec[] {
  const out: GameSpec[] = [];
  for (let i = 0; i < o.games; i++) out.push(specAt(o, i));
  return out;
}
