/**
 * Runs a simulation's games on worker processes: each worker gets the loaded
 * Ruleset once, then batches of games from a shared queue (so a slow batch
 * never leaves a core idle), and sends back one record per game. Records are
 * put back in game order, so the result is the same whatever the number of
 * workers. `workers: 0` plays in this thread (tests, profiling).
 *
 * Why processes and not worker threads: measured on the 2-core machine (Node
 * 20), two worker threads playing games in one process ran 1.27x as fast as
 * one, while two processes ran 1.85x as fast (bench/HISTORY.md); the rules
 * code allocates heavily and threads of one process contend for what V8
 * shares between them. A process costs more to start (less since the workers
 * load one bundle of their code: `bundledWorker`).
 *
 * Node only (child_process); the statistics themselves are in stats.ts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PackEffects } from '../content/index.ts';
import { gameModule } from '../games/index.ts';
import { compileBots, conditionFailures } from './bots/index.ts';
import { playGame, replayCommandFor, simTable, specAt, type GameSpec } from './play.ts';
import type { WorkerMemory, WorkerReply, WorkerRequest, WorkerStart } from './protocol.ts';
import type { GameRecord } from './stats.ts';
import { givenFlags, playFlagsToSet, WORKER_V8_FLAGS } from '../core/node.ts';

export interface SimulationOptions {
  /** The pack's game (its module id: `pack.yaml`'s `game:`). */
  game: string;
  rules: unknown;
  effects: PackEffects | null;
  /** YAML bot files' texts by stem. */
  botTexts: Record<string, string>;
  games: number;
  seed: string | number;
  players: string[];
  /** One bot name for every seat, one per seat, or one per side at a table of teams (with `sides`). */
  bots: string[];
  /** Each seat's side, in seat order: lets `bots` name one bot per side (play.ts `RunShape.sides`). */
  sides?: readonly string[];
  /** Worker threads (0: play here). */
  workers: number;
  /** Count cards and events from the log (default true). */
  collect?: boolean;
  maxDecisions?: number;
  /** Games per batch sent to a worker (default: shrinking as the queue empties, see `batchSize`). */
  batch?: number;
  /** The command that reruns one game, without its bots and `--replay SEED` (`npx rulewright simulate --content DIR --players 2`). */
  replayPrefix: string;
  /** Called as records arrive. */
  onProgress?: (done: number, total: number) => void;
  /** Each record, in game order (index 0, 1, 2 ...), whatever order the workers finish them in: a fold over the run. */
  onRecord?: (record: GameRecord) => void;
  /**
   * Keep every record in the result (default true). False: `records` stays
   * empty and the run takes constant memory for any number of games (what it
   * says goes through `onRecord`).
   */
  keepRecords?: boolean;
  /**
   * The run's signal (the command's: Ctrl-C, SIGTERM, a reader gone): on abort every worker is sent SIGTERM at
   * once, and the run fails, so no worker outlives the command.
   */
  signal?: AbortSignal;
  /** Hand out no games until every worker is ready (benchmarks: the play time is then the wall time after start-up). */
  waitForAll?: boolean;
  /** Seats rotate bots between games (game i: bots shifted by i), so no bot always sits first. Default true when bots differ. */
  rotate?: boolean;
  /** Each worker plays unrecorded random games for this long before it is ready (benchmarks; default 0). */
  warmUpMs?: number;
  /**
   * Workers the caller started (`startWorkers`: before the pack was loaded,
   * or for an earlier run), used when there are as many as this run needs
   * (else the run starts its own). The caller stops them; a run stops only
   * the workers it started itself.
   */
  started?: StartedWorkers;
  /** The worker's prebuilt code (the CLI's, `startWorkers`' `entry`); absent: bundled for the run. */
  workerEntry?: string;
}

export interface SimulationResult {
  /** Every record in game order; empty when `keepRecords` was false. */
  records: GameRecord[];
  /** How often each YAML bot rule answered, over all games. */
  hits: Record<string, number>;
  /** YAML bot conditions that could not be evaluated (read as false), with why. */
  failures: Record<string, string>;
  /** From starting the workers to the last record. */
  wallMs: number;
  /** Until every worker was ready (engine built, bots compiled, warm-up games played). */
  startupMs: number;
  /** Unrecorded warm-up games played, over all workers. */
  warmUpGames: number;
  /** Each worker process's memory when it stopped (empty when playing in this thread). */
  workerMemory: WorkerMemory[];
  workers: number;
  /** How the workers came up (absent when playing in this thread). */
  start?: RunStart;
}

/** A run's start-up, in ms after this process started (`performance.timeOrigin`). */
export interface RunStart {
  /** The workers were forked (`startWorkers`: before the pack was loaded, when the caller started them early). */
  forked: number;
  /** The run had the loaded pack (`runSimulation` called). */
  pack: number;
  /** Each worker's phases (its `WorkerStart`, moved onto this process's clock), in the order they said ready. */
  workers: { process: number; loaded: number; init: number; ready: number; cpuMs: number }[];
}

// gameSpecs is pure and lives in play.ts (the editor's balance panel uses it in the browser).
export { gameSpecs } from './play.ts';

/** One worker process per core: more only compete for the same cores (and each holds its own engine, ~60 MB). */
export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

/**
 * Records put back in game order as they come in, handed on (`onRecord`) and
 * kept (`keepRecords`) in that order. Holds only those that came early: the
 * pool hands out no game more than `window` ahead of the first one missing.
 */
class InOrder {
  private readonly early = new Map<number, GameRecord>();
  /** The index of the next record to hand on. */
  next = 0;
  readonly records: GameRecord[] = [];
  constructor(private readonly o: SimulationOptions) {}

  put(r: GameRecord): void {
    this.early.set(r.index, r);
    for (let x = this.early.get(this.next); x !== undefined; x = this.early.get(this.next)) {
      this.early.delete(this.next);
      this.next++;
      this.o.onRecord?.(x);
      if (this.o.keepRecords ?? true) this.records.push(x);
    }
  }
}

/**
 * The texts of the bot files this run seats: a worker compiles only those
 * (the main process has compiled and checked every file; compiling one
 * costs a worker's first ~0.3 s of CPU, for a bot it would never seat).
 */
function seatedTexts(o: SimulationOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of o.bots) if (Object.hasOwn(o.botTexts, name)) out[name] = o.botTexts[name]!;
  return out;
}

function inThread(o: SimulationOptions): SimulationResult {
  const t0 = performance.now();
  const module = gameModule(o.game);
  if (module === undefined) throw new Error(`no game "${o.game}"`);
  const table = simTable(module, o.rules, o.effects);
  const { library } = compileBots(module, seatedTexts(o), o.rules, (s) => `bots/${s}.yaml`);
  const hits: Record<string, number> = {};
  const startupMs = performance.now() - t0;
  const order = new InOrder(o);
  const replayCommand = replayCommandFor(o.replayPrefix);
  for (let i = 0; i < o.games; i++) {
    order.put(playGame(table, specAt(o, i), { collect: o.collect ?? true, maxDecisions: o.maxDecisions ?? 20_000, replayCommand, library, hits }).record);
    o.onProgress?.(i + 1, o.games);
  }
  return { records: order.records, hits, failures: conditionFailures(library, table.engine), wallMs: performance.now() - t0, startupMs, workers: 0, warmUpGames: 0, workerMemory: [] };
}

/** How far ahead of the first missing record the pool hands out games: what bounds the records held early. */
export function windowOf(workers: number): number {
  return Math.max(1000, workers * 200);
}

/**
 * Games in the next batch when `left` games wait for `workers` workers: a
 * quarter of a worker's share of what is left, at most 50 (a batch's records
 * are one message) and at least 1. Batches shrink as the queue empties, so
 * the workers finish together: with fixed batches of 50 the last one kept
 * one worker busy while the others had nothing left to play.
 */
export function batchSize(left: number, workers: number): number {
  return Math.max(1, Math.min(50, Math.ceil(left / (workers * 4))));
}

/**
 * The worker's code bundled into one file, or null when esbuild (which tsx
 * compiles with) cannot be loaded or the bundle cannot be written: the
 * workers then start through tsx (worker.mjs). Why: through tsx's loader a
 * worker spent ~0.5 s of CPU resolving and compiling ~100 TypeScript modules
 * before it could play, both workers at once on a 2-core machine; from one
 * bundled file it starts in ~0.15 s, and the bundle takes ~0.15 s to make.
 * Compiled as tsx compiles (same target, names kept, tsconfig read), so the
 * workers run the same code. Written to the system's temp folder under a name
 * of its own; the caller deletes it once every worker has loaded it. Exported for a test.
 */
export async function bundledWorker(): Promise<string | null> {
  try {
    const esbuild = await import('esbuild');
    const built = await esbuild.build({
      entryPoints: [fileURLToPath(new URL('./worker-main.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node}`,
      keepNames: false,
      write: false,
      logLevel: 'silent',
      // Packages written as CommonJS call `require` (yaml asks for 'process'), which an ES module lacks.
      banner: { js: "import { createRequire as __rwCreateRequire } from 'node:module'; const require = __rwCreateRequire(import.meta.filename);" },
    });
    const file = join(tmpdir(), `rulewright-sim-worker-${process.pid}-${randomUUID()}.mjs`);
    await writeFile(file, built.outputFiles[0]!.contents);
    return file;
  } catch {
    return null;
  }
}

/** A worker's start on this process's clock (both clocks are ms since the epoch at their origins). */
function onOurClock(w: WorkerStart): RunStart['workers'][number] {
  const shift = w.origin - performance.timeOrigin;
  return { process: shift, loaded: shift + w.loaded, init: shift + w.init, ready: shift + w.ready, cpuMs: w.cpuMs };
}

/** A run's start-up as lines of text (`RULEWRIGHT_DEBUG=1 rulewright simulate`: where the time before the first game went). */
export function startLines(s: RunStart): string[] {
  const ms = (x: number) => x.toFixed(0);
  return [
    `start-up, ms after this process started: workers forked ${ms(s.forked)}, pack loaded ${ms(s.pack)}`,
    ...s.workers.map((w, i) => `  worker ${i + 1}: process started ${ms(w.process)}, code loaded ${ms(w.loaded)}, pack received ${ms(w.init)}, ready ${ms(w.ready)} (${ms(w.cpuMs)} ms CPU by then)`),
  ];
}

export async function runSimulation(o: SimulationOptions): Promise<SimulationResult> {
  if (o.workers <= 0) return inThread(o);
  const packAt = performance.now();
  const total = o.games;
  const k = Math.max(1, Math.min(o.workers, total || 1));
  const window = windowOf(k);
  let next = 0;
  let readyCount = 0;
  let startupMs = 0;
  const order = new InOrder(o);
  let doneGames = 0;
  const hits: Record<string, number> = {};
  const failures: Record<string, string> = {};
  const workerData = {
    game: o.game,
    rules: o.rules,
    effects: o.effects,
    botTexts: seatedTexts(o),
    collect: o.collect ?? true,
    maxDecisions: o.maxDecisions ?? 20_000,
    replayPrefix: o.replayPrefix,
    players: o.players,
    warmUpMs: o.warmUpMs ?? 0,
  };
  let warmUpGames = 0;
  const workerMemory: WorkerMemory[] = [];
  const starts: RunStart['workers'] = [];
  const started = o.started?.count === k ? o.started : null;
  const pool = started ?? startWorkers(k, o.signal, o.workerEntry);
  const workers = await pool.take();
  const t0 = pool.begin();
  // Each worker's listeners for this run: taken off at its end, so the next run on the same workers hears only its own.
  const unhook: (() => void)[] = [];
  const ran = new Promise<void>((resolve, reject) => {
    let finished = 0;
    let failed = false;
    const send = (w: ChildProcess, m: WorkerRequest) => {
      if (w.connected) w.send(m);
    };
    // Each worker holds up to two batches: it starts the next the moment it sends one's records, never idling
    // while this process reads them and answers (on a 2-core machine this process shares a core with a worker).
    const inFlight = new Map<ChildProcess, number>();
    // Workers told to wait: the games they would get are too far ahead of the first record still missing.
    const waiting = new Set<ChildProcess>();
    const give = (w: ChildProcess) => {
      const held = inFlight.get(w) ?? 0;
      if (next >= total) {
        if (held === 0) send(w, { type: 'stop' });
        return;
      }
      if (next - order.next >= window) {
        waiting.add(w);
        return;
      }
      const size = Math.min(o.batch ?? batchSize(total - next, k), total - next);
      const games: GameSpec[] = [];
      for (let i = 0; i < size; i++) games.push(specAt(o, next + i));
      next += games.length;
      inFlight.set(w, held + 1);
      send(w, { type: 'games', games });
    };
    const giveTwo = (w: ChildProcess) => {
      give(w);
      if (inFlight.get(w) === 1) give(w);
    };
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      // The others may be mid-batch, with nothing left to play it for: ended at once.
      for (const x of workers) x.process.kill();
      void pool.stop();
      reject(e);
    };
    for (let i = 0; i < k; i++) {
      const { process: w, alive } = workers[i]!;
      let done = false;
      // The worker has loaded its code (now, or before this run took it): it is sent what to build its engine from.
      void alive.then(() => send(w, { type: 'init', init: workerData }));
      const onMessage = (m: WorkerReply) => {
        if (m.type === 'ready') {
          warmUpGames += m.warmUpGames;
          starts.push(onOurClock(m.start));
          if (++readyCount === k) startupMs = performance.now() - t0;
          if (!o.waitForAll) giveTwo(w);
          else if (readyCount === k) for (const x of workers) giveTwo(x.process);
        } else if (m.type === 'records') {
          for (const r of m.records) order.put(r);
          doneGames += m.records.length;
          inFlight.set(w, inFlight.get(w)! - 1);
          o.onProgress?.(doneGames, total);
          give(w);
          for (const x of [...waiting]) {
            waiting.delete(x);
            give(x);
          }
        } else if (m.type === 'done') {
          // The worker's last word on this run; it then waits for the next run's pack, or for its end.
          done = true;
          for (const [at, n] of Object.entries(m.hits)) hits[at] = (hits[at] ?? 0) + n;
          Object.assign(failures, m.failures);
          workerMemory.push(m.memory);
          if (++finished === k && !failed) resolve();
        }
      };
      w.on('message', onMessage);
      // An abort (o.signal) kills the worker and comes here as an AbortError: the run is over, said once.
      w.on('error', fail);
      const exited = (code: number | null, signal: NodeJS.Signals | null) => {
        if (!done && !failed) fail(new Error(`simulator worker ${i + 1} stopped (${signal ?? `exit code ${code}`}) before finishing its games`));
      };
      unhook.push(() => {
        w.off('message', onMessage);
        w.off('error', fail);
        w.off('exit', exited);
      });
      // Started before the run took it (or used by an earlier run), it may have ended already.
      if (w.exitCode !== null || w.signalCode !== null) exited(w.exitCode, w.signalCode);
      else w.on('exit', exited);
    }
  });
  try {
    await ran;
  } finally {
    for (const off of unhook) off();
    if (started === null) await pool.stop();
  }
  const start = { forked: t0, pack: packAt, workers: starts };
  return { records: order.records, hits, failures, wallMs: performance.now() - t0, startupMs, workers: k, warmUpGames, workerMemory, start };
}

/** A worker process and when it has loaded its code (it then takes its `init`). */
export interface StartedWorker {
  process: ChildProcess;
  alive: Promise<void>;
}

/**
 * Worker processes on their way up, before anyone knows what they will
 * play, then kept for as many runs as their starter gives them: a run after
 * the first finds their JIT warm (each new process spends its first ~500
 * games compiling the rules code, bench/HISTORY.md), so `simulate --vary`
 * and `--against` pay the start and the warm-up once, not once a run.
 */
export interface StartedWorkers {
  readonly count: number;
  /** When they were started (`performance.now()`). */
  readonly at: number;
  /** The workers, once forked (every run that uses them takes the same ones). */
  take(): Promise<StartedWorker[]>;
  /** A run on them begins: the time its wall time counts from (`at` for the first run, now for a later one). */
  begin(): number;
  /**
   * Ends every worker still running (once no run needs them, or a run failed; an abort signal kills them at once);
   * the worker bundle goes too. Settles once every worker has exited: a command that waits for it ends after its
   * workers, whose CPU is then its own (what `time` counts).
   */
  stop(): Promise<void>;
}

/**
 * Forks `count` workers at once: loading their code (the CLI's prebuilt
 * `entry`, else a bundle made now) then runs while this process loads the
 * pack, and a run that takes them (`SimulationOptions.started`) only sends
 * them the loaded pack. Whoever starts them stops them if no run takes them.
 */
export function startWorkers(count: number, signal?: AbortSignal, entry?: string): StartedWorkers {
  const at = performance.now();
  let workers: StartedWorker[] = [];
  let stopped = false;
  let runs = 0;
  let bundle: string | null = null;
  const dropBundle = () => {
    if (bundle !== null) unlink(bundle).catch(() => undefined);
    bundle = null;
  };
  // Prebuilt code (the CLI's) is forked at once and stays; a bundle made for this run is deleted once loaded.
  // (Prebuilt code a long run started from may have been replaced and removed since: then a bundle is made.)
  const prebuilt = entry !== undefined && existsSync(entry);
  const code = prebuilt ? Promise.resolve(entry) : bundledWorker();
  const forked = code.then((file) => {
    if (!prebuilt) bundle = file;
    if (stopped) {
      dropBundle();
      return [];
    }
    let alive = 0;
    workers = [];
    // The process's own flags, and the workers' settings the user did not give (in NODE_OPTIONS either): theirs win.
    const execArgv = [...playFlagsToSet(givenFlags(), WORKER_V8_FLAGS), ...process.execArgv];
    for (let i = 0; i < count; i++) {
      // 'advanced' serialization: structured clone, as worker threads had (records and the Ruleset are plain data).
      const w = fork(file ?? fileURLToPath(new URL('./worker.mjs', import.meta.url)), [], {
        execArgv,
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        ...(signal ? { signal, killSignal: 'SIGTERM' as const } : {}),
      });
      const up = new Promise<void>((resolve) => {
        const onMessage = (m: WorkerReply) => {
          if (m.type !== 'alive') return;
          w.off('message', onMessage);
          // A worker says so once it has loaded all its code: the last one done with the bundle, it can go.
          if (++alive === count) dropBundle();
          resolve();
        };
        w.on('message', onMessage);
      });
      // A worker that fails before a run takes it is reported by that run (its 'exit'); until then nothing listens.
      w.on('error', () => undefined);
      workers.push({ process: w, alive: up });
    }
    return workers;
  });
  return {
    count,
    at,
    take: () => forked,
    begin: () => (runs++ === 0 ? at : performance.now()),
    stop() {
      if (!stopped) {
        stopped = true;
        // Its channel closed, a worker ends as a process ends (a --cpu-prof profile written), once done with any
        // batch it is playing (its records then go nowhere). One with no channel left is ended outright.
        for (const w of workers) {
          if (w.process.connected) w.process.disconnect();
          else w.process.kill();
        }
        dropBundle();
      }
      return Promise.all(workers.map(({ process: w }) => (w.exitCode !== null || w.signalCode !== null ? undefined : new Promise((r) => w.once('exit', r))))).then(() => undefined);
    },
  };
}
