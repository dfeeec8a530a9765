/**
 * Tests clean up after themselves: every test file that makes a temporary
 * folder (mkdtemp) also removes folders (rm/rmSync with recursive), so a run
 * leaves no /tmp/rw-* behind. A static check: it cannot prove each folder
 * goes, but a file that never removes any fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../interpreter/cli/places.ts';

describe('temporary folders', () => {
  it('every test file that makes one removes what it made', () => {
    const dir = join(PROJECT_ROOT, 'test');
    const files = readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => join(e.parentPath, e.name));
    const making = files.filter((f) => /\bmkdtemp(Sync)?\(/.test(readFileSync(f, 'utf8')));
    expect(making.length).toBeGreaterThan(5);
    const leaving = making.filter((f) => !/\brm(Sync)?\([^)]*recursive: true/s.test(readFileSync(f, 'utf8'))).map((f) => relative(PROJECT_ROOT, f));
    expect(leaving).toEqual([]);
  });
});
