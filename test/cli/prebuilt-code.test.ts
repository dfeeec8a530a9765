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
import { sameGamesInWorkers } from '../sim/same-games.ts';

type Built = { cli: string; worker: string } | null;
const build = prebuilt as (o?: { cache?: string }) => Promise<Built>;

const cache = mkdtempSync(join(tmpdir(), 'rw-prebuilt-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

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
    // From the prebuilt worker; then from prebuilt code removed since the command started (a newer build
    // replaced it): that run bundles its own.
    await sameGamesInWorkers('st-prebuilt', { workers: 2, workerEntry: built!.worker }, { workers: 1, workerEntry: join(cache, 'removed', 'worker.mjs') });
    // The prebuilt worker is the command's to keep: a run never deletes it.
    expect(existsSync(built!.worker)).toBe(true);
  }, 180_000);

  it('runs the command as the sources do (same games, same words)', () => {
    const bin = join(PROJECT_ROOT, 'interpreter', 'cli', 'rulewright.js');
    const simulate = (prebuiltOn: boolean) => {
      // One worker process: the games still go through a forked worker either way (the test above
      // plays on two); through tsx each worker compiles every source again.
      const r = spawnSync(process.execPath, [bin, 'simulate', '--games', '6', '--players', '2', '--seed', 'st-cli', '--workers', '1', '--json'], {
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
