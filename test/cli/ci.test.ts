/**
 * CI does not pass without the browser suite: with no Chromium and CI set,
 * the browser project fails at its global setup instead of skipping every
 * test (a developer's machine without Chromium still skips).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../interpreter/cli/places.ts';
import { isCI } from '../setup/editor-build.ts';

describe('CI and the browser suite', () => {
  it('reads CI as CI services set it', () => {
    for (const v of ['true', '1', 'yes', 'TRUE']) expect(isCI({ CI: v })).toBe(true);
    for (const v of [undefined, '', 'false', '0']) expect(isCI(v === undefined ? {} : { CI: v })).toBe(false);
  });

  it('fails the browser project when Chromium is missing and CI=true', () => {
    const vitest = join(PROJECT_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
    const r = spawnSync(process.execPath, [vitest, 'run', '--config', 'test/vitest.config.ts', '--project', 'browser'], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', RULEWRIGHT_CHROMIUM: join(PROJECT_ROOT, 'no-such-chromium'), NO_COLOR: '1' },
      timeout: 120_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toMatch(/no Chromium at .*no-such-chromium \(CI is set\): the browser suite cannot run/);
  }, 120_000);
});
