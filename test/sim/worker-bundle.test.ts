/**
 * The simulator's workers start from one bundled file of their code (pool.ts
 * `bundledWorker`) rather than through tsx's loader. The bundled workers must
 * play exactly the games this thread plays from the sources (same records,
 * same YAML bot rule hits), and the bundle, a temp file, must be gone after
 * the run.
 */
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readBotFiles } from '../../interpreter/sim/bots/node.ts';
import { bundledWorker, runSimulation, type SimulationOptions } from '../../interpreter/sim/pool.ts';
import type { GameRecord } from '../../interpreter/sim/stats.ts';
import { PACK, pack } from '../sim/helpers.ts';

/** A record without its timing (the only part that may differ between two runs of a game). */
const untimed = ({ ms: _ms, ...rest }: GameRecord) => rest;

const ourBundles = () => readdirSync(tmpdir()).filter((f) => f.startsWith(`rulewright-sim-worker-${process.pid}-`));

describe('simulator workers started from a bundle of their code', () => {
  it('is made (esbuild is at hand), so the runs below exercise it', async () => {
    const file = await bundledWorker();
    expect(file).not.toBeNull();
    expect(existsSync(file!)).toBe(true);
    const { unlink } = await import('node:fs/promises');
    await unlink(file!);
  });

  it('play the same games as this thread, count the same YAML rule hits, and leave no bundle behind', async () => {
    const p = await pack();
    const botTexts = await readBotFiles(`${PACK}/bots`);
    const run = (workers: number) => {
      const o: SimulationOptions = {
        game: 'columbia',
        rules: p.result.ruleset!,
        effects: p.result.effects ?? null,
        botTexts,
        games: 6,
        seed: 'st-bundle',
        players: p.four,
        bots: ['random', 'heuristic', 'aggressive', 'builder'],
        workers,
        replayPrefix: 'test',
      };
      return runSimulation(o);
    };
    const here = await run(0);
    const there = await run(2);
    expect(there.workers).toBe(2);
    expect(there.records.map(untimed)).toEqual(here.records.map(untimed));
    expect(there.hits).toEqual(here.hits);
    expect(Object.keys(there.hits).length).toBeGreaterThan(0);
    expect(ourBundles()).toEqual([]);
  }, 120_000);
});
