/**
 * Runs a simulation's games on worker threads: each worker gets the loaded
 * Ruleset once, then batches of games from a shared queue (so a slow batch
 * never leaves a core idle), and sends back one record per game. Records are
 * put back in game order, so the result is the same whatever the number of
 * workers. `workers: 0` plays in this thread (tests, profiling).
 *
 * Node only (worker_threads); the statistics themselves are in stats.ts.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PackEffects } from '../content/effects.ts';
import type { Ruleset } from '../content/types.ts';
import { createColumbiaEngine } from '../columbia/index.ts';
import { compileBots } from './bots/library.ts';
import { conditionFailures } from './bots/yaml-bot.ts';
import { gameSpecs, playGame, replayCommandFor, type GameSpec } from './play.ts';
import type { WorkerReply, WorkerRequest } from './protocol.ts';
import type { GameRecord } from './stats.ts';

export interface SimulationOptions {
  rules: Ruleset;
  effects: PackEffects | null;
  /** YAML bot files' texts by stem. */
  botTexts: Record<string, string>;
  games: number;
  seed: string | number;
  players: string[];
  /** One bot name for every seat, or one per seat. */
  bots: string[];
  /** Worker threads (0: play here). */
  workers: number;
  /** Count cards and events from the log (default true). */
  collect?: boolean;
  maxDecisions?: number;
  /** Games per batch sent to a worker (default: about 1/8 of a worker's share, 1..50). */
  batch?: number;
  /** The command that reruns one game, without its bots and `--replay SEED` (`npx rulewright simulate --content DIR --players 2`). */
  replayPrefix: string;
  /** Called as records arrive. */
  onProgress?: (done: number, total: number) => void;
  /** Hand out no games until every worker is ready (benchmarks: the play time is then the wall time after start-up). */
  waitForAll?: boolean;
  /** Seats rotate bots between games (game i: bots shifted by i), so no bot always sits first. Default true when bots differ. */
  rotate?: boolean;
  /** Each worker plays unrecorded random games for this long before it is ready (benchmarks; default 0). */
  warmUpMs?: number;
}

export interface SimulationResult {
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
  workers: number;
}

// gameSpecs is pure and lives in play.ts (the editor's balance panel uses it in the browser).
export { gameSpecs } from './play.ts';

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

function inThread(o: SimulationOptions, specs: GameSpec[]): SimulationResult {
  const t0 = performance.now();
  const engine = createColumbiaEngine(o.rules, { effects: o.effects });
  const { library } = compileBots(o.botTexts, o.rules, (s) => `bots/${s}.yaml`);
  const hits: Record<string, number> = {};
  const startupMs = performance.now() - t0;
  const records: GameRecord[] = [];
  const replayCommand = replayCommandFor(o.replayPrefix);
  for (const spec of specs) {
    records.push(playGame(engine, spec, { collect: o.collect ?? true, maxDecisions: o.maxDecisions ?? 20_000, replayCommand, library, hits }).record);
    o.onProgress?.(records.length, specs.length);
  }
  return { records, hits, failures: conditionFailures(library, engine), wallMs: performance.now() - t0, startupMs, workers: 0, warmUpGames: 0 };
}

export async function runSimulation(o: SimulationOptions): Promise<SimulationResult> {
  const specs = gameSpecs(o);
  if (o.workers <= 0) return inThread(o, specs);
  const k = Math.max(1, Math.min(o.workers, specs.length || 1));
  const batch = o.batch ?? Math.max(1, Math.min(50, Math.floor(specs.length / (k * 8)) || 1));
  const t0 = performance.now();
  let next = 0;
  let readyCount = 0;
  let startupMs = 0;
  const records: GameRecord[] = new Array(specs.length);
  let done = 0;
  const hits: Record<string, number> = {};
  const failures: Record<string, string> = {};
  const workerData = {
    rules: o.rules,
    effects: o.effects,
    botTexts: o.botTexts,
    collect: o.collect ?? true,
    maxDecisions: o.maxDecisions ?? 20_000,
    replayPrefix: o.replayPrefix,
    players: o.players,
    warmUpMs: o.warmUpMs ?? 0,
  };
  let warmUpGames = 0;
  await new Promise<void>((resolve, reject) => {
    let finished = 0;
    let failed = false;
    const workers: Worker[] = [];
    const give = (w: Worker) => {
      if (next >= specs.length) {
        w.postMessage({ type: 'stop' } satisfies WorkerRequest);
        return;
      }
      const games = specs.slice(next, next + batch);
      next += games.length;
      w.postMessage({ type: 'games', games } satisfies WorkerRequest);
    };
    for (let i = 0; i < k; i++) {
      const w = new Worker(new URL('./worker.mjs', import.meta.url), { workerData });
      workers.push(w);
      w.on('message', (m: WorkerReply) => {
        if (m.type === 'ready') {
          warmUpGames += m.warmUpGames;
          if (++readyCount === k) startupMs = performance.now() - t0;
          if (!o.waitForAll) give(w);
          else if (readyCount === k) for (const x of workers) give(x);
        } else if (m.type === 'records') {
          for (const r of m.records) records[r.index] = r;
          done += m.records.length;
          o.onProgress?.(done, specs.length);
          give(w);
        } else if (m.type === 'done') {
          for (const [at, n] of Object.entries(m.hits)) hits[at] = (hits[at] ?? 0) + n;
          Object.assign(failures, m.failures);
        }
      });
      w.on('error', (e) => {
        if (failed) return;
        failed = true;
        for (const x of workers) void x.terminate();
        reject(e);
      });
      w.on('exit', () => {
        if (++finished === k && !failed) resolve();
      });
    }
  });
  return { records, hits, failures, wallMs: performance.now() - t0, startupMs, workers: k, warmUpGames };
}
