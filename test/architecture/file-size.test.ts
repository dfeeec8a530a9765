/**
 * No hand-written TypeScript file is over 600 lines: the product
 * (interpreter/, the editor's sources), its tests and its bench scripts alike.
 * One concept per file, small enough to read whole. Generated files (the
 * nearley grammar) say so on their first line and are not counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './imports.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LIMIT = 600;
/** Every folder of hand-written TypeScript (the editor's build output and node_modules are not walked). */
const FOLDERS = ['interpreter', 'editor/src', 'editor/server', 'test', 'bench'];

/** Files still over the limit, each with who splits it; may only shrink (a file back under the limit fails the test until struck). */
const PENDING: Record<string, string> = {};

function generated(text: string): boolean {
  return /^\/\/ Generated automatically/.test(text);
}

describe('file size', () => {
  const sizes = new Map<string, number>();
  for (const file of FOLDERS.flatMap((d) => sourceFiles(root, d))) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!generated(text)) sizes.set(file, text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
  }

  it(`no hand-written file is over ${LIMIT} lines`, () => {
    const over = [...sizes].filter(([f, n]) => n > LIMIT && PENDING[f] === undefined).map(([f, n]) => `${f}: ${n} lines`);
    expect(over).toEqual([]);
  });

  it('every pending file is still over the limit', () => {
    for (const f of Object.keys(PENDING)) expect(sizes.get(f) ?? 0, `${f} is within ${LIMIT} lines now: strike it from PENDING`).toBeGreaterThan(LIMIT);
  });

  it('reads every folder (and skips the generated grammar)', () => {
    expect(sizes.size).toBeGreaterThan(100);
    expect(sizes.has('interpreter/dsl/grammar.ts')).toBe(false);
    for (const d of FOLDERS) expect([...sizes.keys()].some((f) => f.startsWith(`${d}/`)), d).toBe(true);
  });
});
