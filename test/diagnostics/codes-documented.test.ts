/**
 * Every diagnostic code the code can emit has its entry in
 * docs/DIAGNOSTICS.md (a `### CODE` heading): the test scans the sources for
 * code strings ('RW-...' in quotes), so a new code without its entry fails
 * here, and an entry whose code nothing emits any more fails too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../interpreter/cli/places.ts';

const SOURCES = ['interpreter', 'editor/src', 'editor/server'];
const CODE = /['"`](RW-[A-Z0-9]+(?:-[A-Z0-9]+)*)['"`]/g;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
}

function emitted(): Set<string> {
  const codes = new Set<string>();
  for (const dir of SOURCES) for (const file of tsFiles(join(PROJECT_ROOT, dir))) for (const m of readFileSync(file, 'utf8').matchAll(CODE)) codes.add(m[1]!);
  return codes;
}

const documented = new Set([...readFileSync(join(PROJECT_ROOT, 'docs/DIAGNOSTICS.md'), 'utf8').matchAll(/^### (RW-[A-Z0-9-]+)$/gm)].map((m) => m[1]!));

describe('docs/DIAGNOSTICS.md', () => {
  it('has an entry for every code the sources emit', () => {
    const codes = emitted();
    expect(codes.size).toBeGreaterThan(100);
    expect([...codes].filter((c) => !documented.has(c)).sort()).toEqual([]);
  });

  it('documents no code that nothing emits', () => {
    const codes = emitted();
    expect([...documented].filter((c) => !codes.has(c)).sort()).toEqual([]);
  });
});
