/**
 * The step the simulator's worker tests share: six four-player Columbia games
 * (random, heuristic and the pack's two YAML bots) played in this thread and
 * then in workers, which must play the same games (records but their timing,
 * and the same YAML rule hits).
 */
import { expect } from 'vitest';
import { readBotFiles } from '../../interpreter/sim/bots/node.ts';
import { runSimulation, type SimulationOptions, type SimulationResult, type StartedWorkers } from '../../interpreter/sim/pool.ts';
import type { GameRecord } from '../../interpreter/sim/stats.ts';
import { PACK, pack } from './helpers.ts';

/** Where a run plays: `workers` workers (0: this thread), started from `workerEntry` when given, or the caller's `started` ones. */
export interface RunPlace {
  workers: number;
  workerEntry?: string;
  started?: StartedWorkers;
}

/** A record without its timing (the only part that may differ between two runs of a game). */
const untimed = ({ ms: _ms, ...rest }: GameRecord) => rest;

/** Plays the six games from `seed` at `place`. */
export async function sixFourPlayerGames(seed: string, place: RunPlace): Promise<SimulationResult> {
  const p = await pack();
  const o: SimulationOptions = {
    game: 'columbia',
    rules: p.result.ruleset!,
    effects: p.result.effects ?? null,
    botTexts: await readBotFiles(`${PACK}/bots`),
    games: 6,
    seed,
    players: p.four,
    bots: ['random', 'heuristic', 'aggressive', 'builder'],
    workers: place.workers,
    replayPrefix: 'test',
    ...(place.workerEntry ? { workerEntry: place.workerEntry } : {}),
    ...(place.started ? { started: place.started } : {}),
  };
  return runSimulation(o);
}

/**
 * Plays the six games from `seed` in this thread, then at each place in
 * turn, and expects each place's games to be this thread's; returns the
 * places' runs, in order.
 */
export async function sameGamesInWorkers(seed: string, ...places: RunPlace[]): Promise<SimulationResult[]> {
  const here = await sixFourPlayerGames(seed, { workers: 0 });
  expect(Object.keys(here.hits).length, 'the YAML bots hit some rule, so hits compare something').toBeGreaterThan(0);
  const runs: SimulationResult[] = [];
  for (const place of places) {
    const there = await sixFourPlayerGames(seed, place);
    expect(there.records.map(untimed), `games with ${place.workers} workers`).toEqual(here.records.map(untimed));
    expect(there.hits, `YAML rule hits with ${place.workers} workers`).toEqual(here.hits);
    runs.push(there);
  }
  return runs;
}
