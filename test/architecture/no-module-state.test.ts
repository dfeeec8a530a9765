/**
 * No hidden global state in interpreter/: what an engine keeps between
 * questions lives in its memo (core/memo.ts), reached through the engine or
 * the context, so two engines never share an answer and `caches: false`
 * turns every cache off. A module may hold constants (frozen tables, the
 * `ReadonlyMap`/`ReadonlySet` of a vocabulary, a `shelf` naming a memo
 * table) but no variable of its own: no top-level `let` or `var`, no
 * top-level `Map`, `Set`, `WeakMap` or `WeakSet` that is not typed read-only
 * and no empty array to be filled (a table filled as the program runs is a
 * cache).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './imports.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The documented few, each with why: state that is not an answer about a
 * game, so no engine could own it. Keyed by file, then the line (trimmed).
 */
const ALLOWED: Record<string, Record<string, string>> = {
  'interpreter/scenario/node.ts': {
    'const packs = new Map<string, Promise<Pack | string>>();': "the scenario runner's pack loads, one per folder per run of the CLI: no engine's answer",
  },
};

/**
 * State still to move into the engine's memo or a bot's own object, each
 * with whose file it is. May only shrink: a line that no longer occurs fails
 * the test until it is struck.
 */
const PENDING: Record<string, readonly string[]> = {};

/** Top-level `let`/`var` (exported or not). */
const VARIABLE = /^(export\s+)?(let|var)\s/;
/** A top-level collection made at load: `const x = new Map(` / `new WeakMap<...>(`..., unless typed read-only. */
const COLLECTION = /^(export\s+)?const\s+[\w$]+\s*(:\s*([^=]+))?=\s*new\s+(Weak)?(Map|Set)\b/;
/** A top-level array made empty to be filled as the program runs: `const x: T[] = [];`. */
const GROWING = /^(export\s+)?const\s+[\w$]+\s*(:(?!\s*readonly\b)[^=]+)?=\s*\[\s*\];/;

/** The top-level lines of a file that keep state: `file:line: text`. */
export function moduleState(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    // Top level only: declarations start in column 0.
    if (!VARIABLE.test(line) && !COLLECTION.test(line) && !GROWING.test(line)) return;
    const m = COLLECTION.exec(line);
    if (m !== null && m[3] !== undefined && /^\s*Readonly(Map|Set)\b/.test(m[3])) return;
    const code = line.trim();
    if (ALLOWED[file]?.[code] !== undefined || PENDING[file]?.includes(code)) return;
    found.push(`${file}:${i + 1}: ${code}`);
  });
  return found;
}

describe('module state in interpreter/', () => {
  it('no module keeps a variable or a growing table of its own', () => {
    const found: string[] = [];
    for (const file of sourceFiles(root, 'interpreter')) found.push(...moduleState(file, readFileSync(join(root, file), 'utf8')));
    expect(found, 'keep it in the engine memo (core/memo.ts shelf), or make it a constant').toEqual([]);
  });

  it('finds a top-level let, a cache and a Set that is not read-only', () => {
    const text = [
      'let parser: Parser | undefined;',
      'export let count = 0;',
      'const seen = new WeakMap<object, string>();',
      'const names = new Set([1, 2]);',
      'const prompts: string[] = [];',
      'const NONE: readonly string[] = [];',
      "const WORDS: ReadonlySet<string> = new Set(['a']);",
      'function f() {',
      '  let local = 1;',
      '  const m = new Map();',
      '}',
    ].join('\n');
    expect(moduleState('x.ts', text)).toEqual([
      'x.ts:1: let parser: Parser | undefined;',
      'x.ts:2: export let count = 0;',
      'x.ts:3: const seen = new WeakMap<object, string>();',
      'x.ts:4: const names = new Set([1, 2]);',
      'x.ts:5: const prompts: string[] = [];',
    ]);
  });

  it('every allowed and pending line still occurs', () => {
    const lists = [...Object.entries(ALLOWED).map(([f, l]) => [f, Object.keys(l)] as const), ...Object.entries(PENDING)];
    for (const [file, lines] of lists) {
      const text = readFileSync(join(root, file), 'utf8').split('\n').map((l) => l.trim());
      for (const line of lines) expect(text, `${file}: strike "${line}" from the list`).toContain(line);
    }
  });
});
