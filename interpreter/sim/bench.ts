/**
 * What `rulewright bench` measures, each against its target:
 *
 * - interpreted play: decisions/s and complete random 2-player games/s on
 *   one core (this thread, fast path: a `Playout`, `log: false`), the
 *   cost of counting statistics from the log, and games/s on every core
 *   through the simulator's workers with the scaling from 1 worker;
 * - content: loading, validating and compiling the whole pack next to the
 *   bare YAML parse of the same files, and parse+check of every effect string;
 * - replay: recorded games replayed from their choices, per 1,000 decisions.
 *
 * Rates are per second of this process's CPU time where the machine may be
 * shared (wall time is given too): on a loaded machine CPU time is the figure
 * that means something. Node only.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { parse as parseYaml } from 'yaml';
import type { LoadResult } from '../content/index.ts';
import { loadGamePack as loadPack } from '../games/index.ts';
import { analyzeEffect } from '../dsl/index.ts';
import { engineFor, moduleOf } from '../games/index.ts';
import { randomBot, type Choice, type Engine, type ReplayRecord } from '../core/index.ts';
import { Playout } from '../core/playout.ts';
import { playGame, seatBots, type SimTable } from './play.ts';
import { runSimulation } from './pool.ts';

export const TARGETS = {
  decisionsPerSecond: 100_000,
  tenThousandGamesSeconds: 15,
  scaling: 1.8,
  loadVsParse: 3,
  replayMs: 20,
  /** Issue 28: the search bot's side wins this share against the heuristic at 2 players, and at a table of teams. */
  searchWinRate2: 0.7,
  searchWinRateTeams: 0.6,
  /** Issue 28: CPU ms a decision of the search bot at its default budget. */
  searchMsPerDecision: 50,
  /** Issue 28: the 2,000-game default run as the user runs it, wall time on 1 worker over K. */
  defaultRunScaling: 1.7,
} as const;

/** How long something took, by the wall clock and by this process's CPU. */
export interface WallAndCpu {
  /** Wall milliseconds. */
  ms: number;
  /** CPU milliseconds of this process (all threads). */
  cpuMs: number;
}

/** A timed run: wall and process CPU, and this thread's own CPU. */
export interface Timing extends WallAndCpu {
  /**
   * CPU milliseconds of this thread alone (Linux; null elsewhere): the
   * process's also count V8's helper threads (the garbage collector's
   * marking and sweeping, the optimizing compiler), this thread's do not.
   * Its clock moves in steps of a few ms: over several runs, their mean.
   */
  threadCpuMs: number | null;
}

function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** This thread's CPU milliseconds so far (Linux's /proc/thread-self/schedstat, nanoseconds on a CPU), or null where there is none. */
function threadCpuNow(): number | null {
  try {
    const ns = Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}

export function timed<T>(fn: () => T): { value: T } & Timing {
  // The thread's clock is read outside the process's window: reading it is a file read.
  const th0 = threadCpuNow();
  const c0 = cpuNow();
  const t0 = performance.now();
  const value = fn();
  const ms = performance.now() - t0;
  const cpuMs = cpuNow() - c0;
  const th1 = th0 === null ? null : threadCpuNow();
  return { value, ms, cpuMs, threadCpuMs: th0 === null || th1 === null ? null : th1 - th0 };
}

/** The middle value (the mean of the two middle ones for an even count: no side is favoured). */
export function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Median wall and CPU time of `fn` over `runs` runs (after `warm` unmeasured ones). */
export function medianTiming(fn: () => void, runs: number, warm = 2): Timing {
  for (let i = 0; i < warm; i++) fn();
  const timings: Timing[] = [];
  for (let i = 0; i < runs; i++) timings.push(timed(fn));
  return medianOf(timings);
}

/**
 * Wall and process CPU: their medians over the runs. This thread's CPU: its
 * mean, since its clock (schedstat, read by the thread itself) moves at the
 * scheduler's ticks, ~4 ms here, a sixth of a 25 ms run: a median would pick
 * one count of ticks.
 */
function medianOf(runs: readonly Timing[]): Timing {
  const thread = runs.flatMap((t) => (t.threadCpuMs === null ? [] : [t.threadCpuMs]));
  const threadMean = thread.reduce((a, x) => a + x, 0) / Math.max(1, thread.length);
  return { ms: median(runs.map((t) => t.ms)), cpuMs: median(runs.map((t) => t.cpuMs)), threadCpuMs: thread.length === runs.length ? threadMean : null };
}

// ---------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------

export async function readPack(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const n of (await readdir(dir)).filter((x) => /\.ya?ml$/.test(x)).sort()) files[n] = await readFile(join(dir, n), 'utf8');
  return files;
}

export interface ContentBench {
  files: number;
  chars: number;
  /** First load in the process (compiles the schema validators). */
  firstLoad: WallAndCpu;
  /** loadPack with every effect string parsed afresh, plus building the engine (median of the rounds). */
  load: Timing;
  /** Just `yaml.parse` of the same texts (median of the rounds). */
  bareParse: Timing;
  /** Load over bare parse, CPU: the median of the rounds' ratios. */
  ratio: number;
  /** Each round's ratio (one load, then one bare parse, a moment apart), in order. */
  roundRatios: number[];
  effects: { strings: number; parseCheck: Timing };
}

/**
 * The load against the bare parse, in rounds of one of each (after `warm`
 * unmeasured rounds): a run is ~25-75 ms, about what V8's compiler and
 * collector threads spend in a burst, and this VM's speed drifts by a
 * quarter within minutes, so timing all the loads and then all the parses
 * moved the ratio by ±40% from process to process. Each round's ratio
 * compares two runs a moment apart; the figure is their median.
 */
export function benchContent(files: Record<string, string>, runs = 15, warm = 3): { bench: ContentBench; result: LoadResult } {
  const texts = Object.values(files);
  const first = timed(() => loadPack(files));
  const result = first.value;
  const loadOnce = () => {
    const r = loadPack(files, { effectCache: false });
    if (r.ruleset) engineFor(moduleOf(r), r.ruleset, r.effects ?? null);
  };
  const parseOnce = () => texts.forEach((t) => parseYaml(t));
  for (let i = 0; i < warm; i++) {
    loadOnce();
    parseOnce();
  }
  const loads: Timing[] = [];
  const parses: Timing[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    const l = timed(loadOnce);
    const p = timed(parseOnce);
    loads.push(l);
    parses.push(p);
    ratios.push(l.cpuMs / Math.max(1e-6, p.cpuMs));
  }
  const sites = Object.values(result.effects ?? {}).flatMap((byId) => Object.values(byId));
  const registry = moduleOf(result).language.registry;
  const parseCheck = medianTiming(() => {
    for (const s of sites) analyzeEffect(s.text, { context: s.context, registry });
  }, runs);
  return {
    bench: {
      files: texts.length,
      chars: texts.reduce((a, t) => a + t.length, 0),
      firstLoad: { ms: first.ms, cpuMs: first.cpuMs },
      load: medianOf(loads),
      bareParse: medianOf(parses),
      ratio: median(ratios),
      roundRatios: ratios,
      effects: { strings: sites.length, parseCheck },
    },
    result,
  };
}

// ---------------------------------------------------------------------------
// Play
// ---------------------------------------------------------------------------

export interface PlayBench {
  games: number;
  decisions: number;
  timing: WallAndCpu;
  decisionsPerSecond: number;
  gamesPerSecond: number;
}

/** Random 2-player games on this thread until `seconds` of CPU have gone (at least `minGames`). */
export function benchPlay(engine: SimTable, players: string[], seconds: number, collect: boolean, minGames = 3, seed = 'bench'): PlayBench {
  let games = 0;
  let decisions = 0;
  const c0 = cpuNow();
  const t0 = performance.now();
  while (games < minGames || cpuNow() - c0 < seconds * 1000) {
    const r = playGame(engine, { index: games, seed: `${seed}-${games}`, players, bots: seatBots(players, ['random']) }, { collect });
    if (r.record.error) throw new Error(`bench game ${seed}-${games} failed: ${r.record.error.message}`);
    decisions += r.record.decisions;
    games++;
  }
  const timing = { ms: performance.now() - t0, cpuMs: cpuNow() - c0 };
  return { games, decisions, timing, decisionsPerSecond: (decisions / timing.cpuMs) * 1000, gamesPerSecond: (games / timing.cpuMs) * 1000 };
}

/**
 * What counting statistics from the log costs: the same seeded games played
 * with the log off and on, alternately (so load changes hit both alike).
 */
export function benchStatsCost(engine: SimTable, players: string[], games: number): { bareCpuMs: number; countedCpuMs: number; cost: number } {
  let bare = 0;
  let counted = 0;
  for (let i = 0; i < games; i++) {
    const spec = { index: i, seed: `bench-cost-${i}`, players, bots: seatBots(players, ['random']) };
    bare += timed(() => playGame(engine, spec, { collect: false })).cpuMs;
    counted += timed(() => playGame(engine, spec, { collect: true })).cpuMs;
  }
  return { bareCpuMs: bare, countedCpuMs: counted, cost: counted / Math.max(1e-6, bare) - 1 };
}

export interface PoolBench {
  workers: number;
  games: number;
  wallMs: number;
  startupMs: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  /** How long each worker warmed up before the measured games, and how many games all workers played in it. */
  warmUpMs: number;
  warmUpGames: number;
}

/** Several runs of the same simulator set-up as one: their rates and times averaged. */
export function poolMean(runs: readonly PoolBench[]): PoolBench {
  const mean = (f: (r: PoolBench) => number) => runs.reduce((a, r) => a + f(r), 0) / runs.length;
  return {
    ...runs[0]!,
    wallMs: mean((r) => r.wallMs),
    startupMs: mean((r) => r.startupMs),
    gamesPerSecond: mean((r) => r.gamesPerSecond),
    decisionsPerSecond: mean((r) => r.decisionsPerSecond),
    warmUpGames: mean((r) => r.warmUpGames),
  };
}

/**
 * Games/s through the simulator's worker processes. Each worker first plays
 * `warmUpMs` of unrecorded games (V8 compiles the rules code in a thread's
 * first seconds: a 10,000-game run pays that once, a short benchmark would
 * measure little else), and no game is handed out until every worker is
 * ready, so the rate is the steady one.
 */
export async function benchPool(
  result: LoadResult,
  players: string[],
  workers: number,
  games: number,
  warmUpMs = 0,
  seed = 'bench-pool',
): Promise<PoolBench> {
  const r = await runSimulation({
    game: moduleOf(result).id,
    rules: result.ruleset!,
    effects: result.effects ?? null,
    botTexts: {},
    games,
    seed,
    players,
    bots: ['random'],
    workers,
    replayPrefix: 'bench',
    waitForAll: true,
    warmUpMs,
  });
  const errors = r.records.filter((x) => x.error !== null);
  if (errors.length) throw new Error(`bench pool: ${errors.length} games failed, e.g. ${errors[0]!.error!.message}`);
  const decisions = r.records.reduce((a, x) => a + x.decisions, 0);
  // Throughput once every worker is up and warm (no game is handed out before): start-up (tsx compiling the modules, warm-up) is reported apart.
  const playMs = Math.max(1, r.wallMs - r.startupMs);
  return {
    workers: r.workers,
    games,
    wallMs: r.wallMs,
    startupMs: r.startupMs,
    gamesPerSecond: (games / playMs) * 1000,
    decisionsPerSecond: (decisions / playMs) * 1000,
    warmUpMs,
    warmUpGames: r.warmUpGames,
  };
}

// ---------------------------------------------------------------------------
// Replay
// ---------------------------------------------------------------------------

export interface ReplayBench {
  games: number;
  decisions: number;
  /** Replaying all of them, log off (median of runs). */
  timing: Timing;
  /** Per 1,000 decisions. */
  msPer1000: number;
  cpuMsPer1000: number;
  /** This thread's CPU alone (Timing.threadCpuMs; null where it cannot be read). */
  threadCpuMsPer1000: number | null;
  /** The same with the log on. */
  withLogMsPer1000: number;
}

/**
 * Records random games (4 players when the pack has them: longer) until they
 * hold 1,000 decisions, then times their replay: `runs` runs after
 * `warmCpuMs` of this process's CPU spent replaying them unmeasured. The
 * 4-player replay's code is still being compiled for its first ~1.5-2 s of
 * CPU replaying, even after seconds of 2-player play (a replay of the 1,438
 * decisions read ~27 ms at first and ~13 ms from there on, process and
 * thread CPU then equal); a warm-up of 1-2 s of wall time, less CPU on a
 * busy machine, timed the JIT's work as often as not.
 */
export function benchReplay(engine: Engine<unknown, unknown>, players: string[], runs = 15, warmCpuMs = 3000): ReplayBench {
  const records: ReplayRecord[] = [];
  let total = 0;
  for (let i = 0; total < 1000; i++) {
    const bot = randomBot(`replay-${i}`);
    const { playout } = Playout.start(engine, { seed: `replay-${i}`, players }, { log: false });
    const state = playout.state;
    const choices: Choice[] = [];
    while (state.over === null && state.decision !== null) {
      const c = bot.choose(engine, state);
      const r = playout.play(c);
      if (!r.ok) throw new Error(r.reason);
      choices.push(c);
    }
    records.push({ contentHash: engine.contentHash, seed: `replay-${i}`, players, choices });
    total += choices.length;
  }
  // Undo and play-as-you-write replay in a warm editor: the JIT has compiled the rules code by then.
  const replayAll = () => records.forEach((r) => engine.replay(r, { log: false }));
  const w0 = cpuNow();
  while (cpuNow() - w0 < warmCpuMs) replayAll();
  const t = medianTiming(replayAll, runs, 1);
  const withLog = medianTiming(() => records.forEach((r) => engine.replay(r)), runs, 1);
  return {
    games: records.length,
    decisions: total,
    timing: t,
    msPer1000: (t.ms / total) * 1000,
    cpuMsPer1000: (t.cpuMs / total) * 1000,
    threadCpuMsPer1000: t.threadCpuMs === null ? null : (t.threadCpuMs / total) * 1000,
    withLogMsPer1000: (withLog.ms / total) * 1000,
  };
}

// ---------------------------------------------------------------------------
// Hot spots
// ---------------------------------------------------------------------------

export interface HotSpot {
  /** Where, as `file:function` (`interpreter/core/runner.ts:drain`). */
  where: string;
  selfPct: number;
  totalPct: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** CPU-profiles `fn` with the inspector and ranks our functions by self time (and time including callees). */
export async function profile(fn: () => void, root: string, top = 20): Promise<{ spots: HotSpot[]; sampledMs: number }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  fn();
  const { profile: p } = (await session.post('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  session.disconnect();
  const dt = new Map<number, number>();
  p.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) => {
    const url = n.callFrame.url.replace(/^file:\/\//, '');
    const file = url.startsWith(root) ? url.slice(root.length + 1) : url;
    return `${file}:${n.callFrame.functionName || '(anonymous)'}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  for (const n of p.nodes) {
    const t = dt.get(n.id) ?? 0;
    if (t === 0) continue;
    all += t;
    const k = name(n);
    self.set(k, (self.get(k) ?? 0) + t);
    const seen = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      const key = name(byId.get(id)!);
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + t);
    }
  }
  const ours = [...self.entries()].filter(([k]) => k.startsWith('interpreter/'));
  const spots = ours
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([where, t]) => ({ where, selfPct: (t / all) * 100, totalPct: ((total.get(where) ?? t) / all) * 100 }));
  return { spots, sampledMs: all / 1000 };
}

/**
 * What the bench reads of the machine it runs on: its cores and its 1-minute
 * load average. The CLI reads them from the OS (THIS_MACHINE); a test gives
 * a machine of its own, whose readings it knows.
 */
export interface Machine {
  cores(): number;
  loadAverage(): number;
}

export const THIS_MACHINE: Machine = Object.freeze({ cores, loadAverage: () => loadavg()[0]! });

/**
 * The 1-minute load average per core left by other work: `own` runnable
 * threads of this process are taken off (above 1: other work competes for
 * the CPUs, and wall-time figures suffer). Read while only this thread has
 * been busy for a while: the simulator's own workers would count as others.
 */
export function loadPerCore(own = 0, machine: Machine = THIS_MACHINE): number {
  return Math.max(0, machine.loadAverage() - own) / machine.cores();
}

export function cores(): number {
  return Math.max(1, availableParallelism());
}
