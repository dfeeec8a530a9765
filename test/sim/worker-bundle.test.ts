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
import { bundledWorker } from '../../interpreter/sim/pool.ts';
import { sameGamesInWorkers } from './same-games.ts';

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
    const [there] = await sameGamesInWorkers('st-bundle', { workers: 2 });
    expect(there!.workers).toBe(2);
    expect(ourBundles()).toEqual([]);
    // Each worker says how it came up (RULEWRIGHT_DEBUG prints it), its phases in the order they happen.
    const start = there!.start!;
    expect(start.workers).toHaveLength(2);
    for (const w of start.workers) {
      // Two processes' clocks, each from its own origin: a millisecond's leeway between them.
      expect(w.process).toBeGreaterThanOrEqual(start.forked - 1);
      expect(w.loaded).toBeGreaterThan(w.process);
      expect(w.init).toBeGreaterThanOrEqual(w.loaded);
      expect(w.ready).toBeGreaterThanOrEqual(w.init);
      expect(w.cpuMs).toBeGreaterThan(0);
    }
  }, 120_000);
});
