/**
 * Many seeded random-bot games, each checked (`checkInvariants` at chosen
 * decisions), on worker threads when there are several cores: the engine,
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

/**
 * Plays every spec, on `workers` threads (0: here), and returns the summaries
 * in spec order. Games go out in small batches, so a slow one never leaves a
 * thread idle.
 */
export async function playAll(specs: GameSpec[], workers = threads(), batch = 5): Promise<GameSummary[]> {
  if (workers <= 0) return specs.map(playSpec);
  const results: GameSummary[] = new Array(specs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, specs.length) }, () => {
      const w = new Worker(new URL('./games-worker.mjs', import.meta.url));
      return new Promise<void>((resolve, reject) => {
        let mine: number[] = [];
        const give = () => {
          if (next >= specs.length) {
            w.postMessage({ stop: true });
            return;
          }
          mine = [];
          for (let k = 0; k < batch && next < specs.length; k++) mine.push(next++);
          w.postMessage({ games: mine.map((i) => specs[i]!) });
        };
        w.on('message', (m: 'ready' | GameSummary[]) => {
          if (m !== 'ready') m.forEach((s, k) => (results[mine[k]!] = s));
          give();
        });
        w.on('error', reject);
        w.on('exit', () => resolve());
      });
    }),
  );
  return results;
}
