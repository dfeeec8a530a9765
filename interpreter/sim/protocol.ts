/** Messages between the simulator's main thread and its workers (plain JSON). */
import type { GameSpec } from './play.ts';
import type { GameRecord } from './stats.ts';

/**
 * `init` is a run's first message (what the worker builds its engine from: worker-main.ts's Init); `stop` ends
 * the run (the worker answers `done`, then waits for another run's `init`).
 */
export type WorkerRequest = { type: 'init'; init: unknown } | { type: 'games'; games: GameSpec[] } | { type: 'stop' };

export type WorkerReply =
  /** The worker listens: send it `init`. */
  | { type: 'alive' }
  /** Engine built, bots compiled (and the warm-up games played, when asked for). */
  | { type: 'ready'; warmUpGames: number; start: WorkerStart }
  | { type: 'records'; records: GameRecord[] }
  /** Sent once when stopped: how often each YAML bot rule answered; bot conditions that could not be evaluated, with why. */
  | { type: 'done'; hits: Record<string, number>; failures: Record<string, string>; memory: WorkerMemory };

/** A worker process's memory when it stopped (bytes): what the soak watches for leaks. */
export interface WorkerMemory {
  heapUsed: number;
  rss: number;
}

/**
 * A worker's way to its first game, in ms after its process started: what
 * a run's start-up is made of (`RULEWRIGHT_DEBUG=1 rulewright simulate`
 * prints it; bench/HISTORY.md, session 39).
 */
export interface WorkerStart {
  /** When its process started (its `performance.timeOrigin`, ms since the epoch). */
  origin: number;
  /** Its code loaded (it said `alive`). */
  loaded: number;
  /** Its `init` (the loaded pack) received. */
  init: number;
  /** Engine built and bots compiled (and any warm-up played): it said `ready`. */
  ready: number;
  /** The process's CPU time (user and system) by then. */
  cpuMs: number;
}
