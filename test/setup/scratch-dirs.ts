/**
 * Temporary folders for one test file, all removed after its last test:
 *
 *   const scratchDir = scratchDirs();          // at the top of the file
 *   const dir = scratchDir('rw-replay-');      // in a test: a new, empty folder
 *
 * (test/cli/temp-folders.test.ts: a test file that makes folders removes them.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export function scratchDirs(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
