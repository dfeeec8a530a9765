/**
 * The workers a command starts play every run it makes (`simulate --vary`,
 * `--against`, `--strength`): pool.ts `StartedWorkers`. A run on workers an
 * earlier run used must play the very games a fresh run plays (the worker
 * builds its engine anew from each run's pack; nothing of the last run, its
 * rule hits included, carries over), on the same processes, and the
 * workers end when their starter stops them.
 */
import { describe, expect, it } from 'vitest';
import { startWorkers } from '../../interpreter/sim/pool.ts';
import { sameGamesInWorkers } from './same-games.ts';

describe('simulator workers kept between runs', () => {
  it('play each later run as fresh workers would, on the same processes, until stopped', async () => {
    const started = startWorkers(2);
    try {
      const [first] = await sameGamesInWorkers('st-kept-1', { workers: 2, started });
      const [second] = await sameGamesInWorkers('st-kept-2', { workers: 2, started });
      const [third] = await sameGamesInWorkers('st-kept-1', { workers: 2, started });
      // Each worker's process began where it began for the first run: the same two processes played all three.
      const origins = (r: typeof first) => r!.start!.workers.map((w) => w.process.toFixed(3)).sort();
      expect(origins(second)).toEqual(origins(first));
      expect(origins(third)).toEqual(origins(first));
      // A later run's wall time counts from its own start, not the workers'.
      expect(second!.start!.forked).toBeGreaterThan(first!.start!.forked);
      for (const w of await started.take()) expect(w.process.exitCode === null && w.process.signalCode === null).toBe(true);
    } finally {
      await started.stop();
    }
    // Stopped, they have ended on their own (their channel closed), not been killed.
    for (const w of await started.take()) expect([w.process.exitCode, w.process.signalCode]).toEqual([0, null]);
  }, 180_000);
});
