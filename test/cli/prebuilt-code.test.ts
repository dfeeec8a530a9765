/**
 * The command's code prebuilt (interpreter/cli/prebuilt.mjs): made once and
 * kept while every file it was made from is unchanged, made again when one
 * changes; its worker plays exactly the games the sources play; and the
 * command run from it says what the command run through tsx says.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../interpreter/cli/places.ts';
// @ts-expect-error -- plain JavaScript (it runs before TypeScript can be loaded); its JSDoc says its types.
import { prebuilt } from '../../interpreter/cli/prebuilt.mjs';
import { readBotFiles } from '../../interpreter/sim/bots/node.ts';
import { runSimulation, type SimulationOptions } from '../../interpreter/sim/pool.ts';
import type { GameRecord } from '../../interpreter/sim/stats.ts';
import { PACK, pack } from '../sim/helpers.ts';

type Built = { cli: string; worker: string } | null;
const build = prebuilt as (o?: { cache?: string }) => Promise<Built>;

const cache = mkdtempSync(join(tmpdir(), 'rw-prebuilt-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** A record without its timing (the only part that may differ between two runs of a game). */
const untimed = ({ ms: _ms, ...rest }: GameRecord) => rest;

describe('the prebuilt command', () => {
  it('is made once and kept while the files it was made from are unchanged, made again when one changes', async () => {
    const first = await build({ cache });
    expect(first).not.toBeNull();
    expect(existsSync(first!.cli) && existsSync(first!.worker)).toBe(true);
    expect(await build({ cache })).toEqual(first);
    // A source that is not as it was when the code was made (here: its size as the manifest knows it).
    const manifestFile = join(cache, readdirSync(cache).find((f) => /^manifest-.*\.json$/.test(f))!);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { inputs: Record<string, [number, number]> };
    const source = Object.keys(manifest.inputs).find((p) => p.endsWith('interpreter/core/engine.ts'));
    expect(source).toBeDefined();
    manifest.inputs[source!]![0] += 1;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const second = await build({ cache });
    expect(second!.cli).not.toBe(first!.cli);
    expect(await build({ cache })).toEqual(second);
  }, 120_000);

  it('forks a worker that plays the games this thread plays from the sources (and bundles one when it is gone)', async () => {
    const built = await build({ cache });
    const p = await pack();
    const botTexts = await readBotFiles(`${PACK}/bots`);
    const run = (workers: number, workerEntry?: string) => {
      const o: SimulationOptions = {
        game: 'columbia',
        rules: p.result.ruleset!,
        effects: p.result.effects ?? null,
        botTexts,
        games: 6,
        seed: 'st-prebuilt',
        players: p.four,
        bots: ['random', 'heuristic', 'aggressive', 'builder'],
        workers,
        replayPrefix: 'test',
        ...(workerEntry ? { workerEntry } : {}),
      };
      return runSimulation(o);
    };
    const here = await run(0);
    const there = await run(2, built!.worker);
    expect(there.records.map(untimed)).toEqual(here.records.map(untimed));
    expect(there.hits).toEqual(here.hits);
    // The prebuilt worker is the command's to keep: a run never deletes it.
    expect(existsSync(built!.worker)).toBe(true);
    // Prebuilt code removed since the command started (a newer build replaced it): the run bundles its own.
    const gone = await run(1, join(cache, 'removed', 'worker.mjs'));
    expect(gone.records.map(untimed)).toEqual(here.records.map(untimed));
  }, 180_000);

  it('runs the command as the sources do (same games, same words)', () => {
    const bin = join(PROJECT_ROOT, 'interpreter', 'cli', 'rulewright.js');
    const simulate = (prebuiltOn: boolean) => {
      const r = spawnSync(process.execPath, [bin, 'simulate', '--games', '6', '--players', '2', '--seed', 'st-cli', '--workers', '2', '--json'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, RULEWRIGHT_PREBUILT: prebuiltOn ? '' : '0' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(r.status).toBe(0);
      const out = JSON.parse(r.stdout) as { games: number; winners?: unknown; summary?: unknown };
      return JSON.stringify(out, (k, v) => (/ms$|Ms$|seconds$|Seconds$|rate|perSecond/i.test(k) ? undefined : v));
    };
    expect(simulate(true)).toBe(simulate(false));
  }, 120_000);
});
