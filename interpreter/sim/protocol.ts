/** Messages between the simulator's main thread and its workers (plain JSON). */
import type { GameSpec } from './play.ts';
import type { GameRecord } from './stats.ts';

/** `init` is the first message (what the worker builds its engine from: worker-main.ts's Init). */
export type WorkerRequest = { type: 'init'; init: unknown } | { type: 'games'; games: GameSpec[] } | { type: 'stop' };

export type WorkerReply =
  /** The worker listens: send it `init`. */
  | { type: 'alive' }
  /** Engine built, bots compiled (and the warm-up games played, when asked for). */
  | { type: 'ready'; warmUpGames: number }
  | { type: 'records'; records: GameRecord[] }
  /** Sent once when stopped: how often each YAML bot rule answered; bot conditions that could not be evaluated, with why. */
  | { type: 'done'; hits: Record<string, number>; failures: Record<string, string>; memory: WorkerMemory };

/** A worker process's memory when it stopped (bytes): what the soak watches for leaks. */
export interface WorkerMemory {
  heapUsed: number;
  rss: number;
}
