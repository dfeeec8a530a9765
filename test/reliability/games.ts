/**
 * Many seeded random-bot games, each checked (`checkInvariants` at chosen
 * decisions), on a pool of worker threads (GamePool): the engine,
 * not the checks, is most of the time, and it is pure, so games split
 * cleanly across threads. Every game is summarised as plain JSON (its end,
 * its size, a hash of its final state, what went wrong), so a game played in
 * one thread can be compared with the same seed played in another.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { canonicalJson, fnv1a64, randomBot } from '../../interpreter/core/index.ts';
import { engine, playChecked } from './helpers.ts';

export interface GameSpec {
  seed: number;
  players: 2 | 4;
  /** Check the invariants at every `checkEvery`-th decision (1: all of them; the last one always). */
  checkEvery: number;
}

export interface GameSummary extends GameSpec {
  reason: string | null;
  winner: string | null;
  rounds: number;
  decisions: number;
  ms: number;
  /** FNV-1a of the final state's canonical JSON: equal for equal games. */
  hash: string;
  /** The effects' marks at the end: a location destroyed; a world event the timeline removed. */
  destroyed: boolean;
  removedEvents: boolean;
  problems: string[];
  /** An exception out of the engine or a bot, with its message. */
  error: string | null;
}

/** One game with the random bot (its own seed: the game's). Never throws: a failure is in the summary. */
export function playSpec(spec: GameSpec): GameSummary {
  const t0 = performance.now();
  const out: GameSummary = { ...spec, reason: null, winner: null, rounds: 0, decisions: 0, ms: 0, hash: '', destroyed: false, removedEvents: false, problems: [], error: null };
  try {
    const e = engine();
    const game = playChecked(e, spec.seed, spec.players, randomBot(spec.seed), { checkAt: (n) => n % spec.checkEvery === 0 });
    const r = game.state.g.result;
    out.reason = r?.reason ?? null;
    out.winner = r?.winner ?? null;
    out.rounds = game.state.g.round;
    out.decisions = game.decisions;
    out.hash = fnv1a64(canonicalJson(game.state));
    out.destroyed = Object.values(game.state.g.locations).some((l) => l.destroyed);
    out.removedEvents = game.state.g.worldEvents.removed.length > 0;
    out.problems = game.problems;
  } catch (e) {
    out.error = e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e);
  }
  out.ms = performance.now() - t0;
  return out;
}

/** Threads to use: the cores there are (at least 1). */
export function threads(): number {
  return Math.max(1, availableParallelism());
}

/** A summary and the pool thread that played it (its index; `THIS_THREAD`: the caller's own). */
export interface PlayedGame extends GameSummary {
  thread: number;
}

/** The thread of a game `playHere` played: the caller's, no pool thread. */
export const THIS_THREAD = -1;

/** Plays every spec on this thread, one after the other. */
export function playHere(specs: readonly GameSpec[]): PlayedGame[] {
  return specs.map((spec) => ({ ...playSpec(spec), thread: THIS_THREAD }));
}

/** Sends `games` to a worker and waits for its summaries. */
function ask(w: Worker, games: GameSpec[]): Promise<GameSummary[]> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error) => {
      w.off('message', onMessage);
      reject(e);
    };
    const onMessage = (m: GameSummary[]) => {
      w.off('error', onError);
      resolve(m);
    };
    w.once('message', onMessage);
    w.once('error', onError);
    w.postMessage({ games });
  });
}

/**
 * Worker threads that play checked games, kept for several rounds: each
 * starts the interpreter and loads the pack once (a second round in fresh
 * threads paid that, and their warm-up, again). A game is played again on
 * another thread than its first by a second pool thread (`avoid`) or on the
 * caller's own (`playHere`).
 */
export class GamePool {
  private readonly workers: { worker: Worker; ready: Promise<unknown> }[];

  constructor(count = threads()) {
    this.workers = Array.from({ length: Math.max(1, count) }, () => {
      const worker = new Worker(new URL('./games-worker.mjs', import.meta.url));
      // The worker says 'ready' once it has loaded (games-worker.ts).
      const ready = new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      return { worker, ready };
    });
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Plays every spec and returns the summaries in spec order. Games go out
   * in small batches, so a slow one never leaves a thread idle; `avoid[i]`,
   * when given, is a thread spec i must not be played on.
   */
  async play(specs: readonly GameSpec[], options: { batch?: number; avoid?: readonly number[] } = {}): Promise<PlayedGame[]> {
    const batch = options.batch ?? 5;
    const results: PlayedGame[] = new Array(specs.length);
    const pending = specs.map((_, i) => i);
    await Promise.all(
      this.workers.map(async ({ worker, ready }, thread) => {
        await ready;
        for (;;) {
          const mine: number[] = [];
          for (let j = 0; j < pending.length && mine.length < batch; ) {
            if (options.avoid?.[pending[j]!] === thread) j++;
            else mine.push(pending.splice(j, 1)[0]!);
          }
          if (mine.length === 0) return;
          const got = await ask(
            worker,
            mine.map((i) => specs[i]!),
          );
          got.forEach((summary, k) => (results[mine[k]!] = { ...summary, thread }));
        }
      }),
    );
    return results;
  }

  /** Stops every thread. */
  async close(): Promise<void> {
    await Promise.all(
      this.workers.map(
        ({ worker }) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.postMessage({ stop: true });
          }),
      ),
    );
  }
}
