/**
 * `rulewright simulate` checks every argument and every file it will write
 * before it plays a game, and never starts more worker processes than the
 * machine has cores unless told to (issue 27, finding 6: a bad `--report`
 * path was found after every game was played; `--workers` had no bound).
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { MAX_WORKERS, run } from '../../interpreter/cli/simulate.ts';
import { runCommand } from './helpers.ts';

function simulate(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return runCommand(run, args);
}

describe('rulewright simulate arguments', () => {
  it('refuses a --report in a folder that does not exist before loading or playing anything', async () => {
    const t0 = performance.now();
    const r = await simulate(['--games', '200000', '--bots', 'random', '--report', '/nonexistent/x.html']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--report \/nonexistent\/x\.html: the folder \/nonexistent does not exist; nothing was played/);
    expect(r.err).not.toMatch(/games/);
    // Generous: the check is a stat or two; playing 200,000 games takes an hour.
    expect(performance.now() - t0).toBeLessThan(30_000);
  });

  it('refuses a --report that names a folder, and an empty --save', async () => {
    expect((await simulate(['--report', '/tmp'])).err).toMatch(/--report \/tmp: \/tmp is a folder/);
    expect((await simulate(['--replay', 'sim-1', '--save', ''])).err).toMatch(/--save needs a value \(got an empty one\)/);
  });

  it('caps --workers at the cores, with a note, unless --oversubscribe', async () => {
    const cores = availableParallelism();
    const r = await simulate(['--games', '1', '--bots', 'random', '--workers', '50', '--json']);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(new RegExp(`--workers 50 is more than this machine's ${cores} cores: using ${cores} \\(--oversubscribe to use more\\)`));
    const over = await simulate(['--games', '1', '--bots', 'random', '--workers', String(cores + 1), '--oversubscribe', '--json']);
    expect(over.code, over.err).toBe(0);
    expect(over.err).toMatch(/\(--oversubscribe\): the games go slower, not faster/);
  }, 120_000);

  it('refuses more workers than any run may have, --oversubscribe or not', async () => {
    const r = await simulate(['--workers', '1000', '--oversubscribe']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`--workers takes a whole number from 0 to ${MAX_WORKERS} \\(got "1000"\\)`));
  });
});
