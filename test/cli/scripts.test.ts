/**
 * The scripts outside the `rulewright` command take their arguments through
 * the same layer: `npm run soak -- --help` works, a mistake is one line and
 * status 2, for soak and each bench/ script.
 */
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../interpreter/cli/places.ts';

/**
 * The script run through tsx's loader, as `npx tsx bench/x.ts` runs it: that
 * command starts one node process with this loader for the script and only
 * passes on its output, signals and exit status (a second node process,
 * ~0.25 s of CPU a run for nothing this file checks; `npm run soak` below
 * goes through npm and tsx's command whole).
 */
function script(file: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: PROJECT_ROOT, timeout: 60_000 });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

describe('bench/ scripts and npm run soak', () => {
  it('npm run soak -- --help prints its usage and exits 0', () => {
    const r = spawnSync('npm', ['run', '-s', 'soak', '--', '--help'], { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^usage: npm run soak -- \[--games N\]/);
  }, 60_000);

  for (const [file, bad] of [
    ['bench/soak.ts', ['--games=x']],
    ['bench/scaling.ts', ['--rounds', '-1']],
    ['bench/steady.ts', ['--gams', '5']],
    ['bench/ten-thousand.ts', ['lots']],
    ['bench/simulate-memory.ts', ['--workers']],
  ] as const) {
    it(`${file}: --help, and a mistake in one line with status 2`, async () => {
      // Both at once: two processes that wait on each other for nothing.
      const [help, r] = await Promise.all([script(file, ['--help']), script(file, [...bad])]);
      expect(help.code, help.err).toBe(0);
      expect(help.out).toMatch(/^usage: /);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/ --help\n$/);
    }, 60_000);
  }
});
