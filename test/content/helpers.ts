/**
 * The bundled Columbia pack, copied into memory so each test can break its
 * own copy, and small helpers to say where in a file a diagnostic must be.
 */
import type { Ruleset } from '../../interpreter/columbia/index.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Diagnostic } from '../../interpreter/diagnostics/diagnostic.ts';
import { loadGamePack as loadPack } from '../../interpreter/games/index.ts';
import type { CachedSource, LoadResult, SourceCache } from '../../interpreter/content/index.ts';

export const PACK_DIR = fileURLToPath(new URL('../../content/columbia/', import.meta.url));

let cached: Record<string, string> | undefined;

/** A fresh copy of the bundled pack's files: name -> text. */
export function packFiles(): Record<string, string> {
  if (!cached) {
    cached = {};
    for (const name of readdirSync(PACK_DIR).sort()) if (name.endsWith('.yaml')) cached[name] = readFileSync(PACK_DIR + name, 'utf8');
  }
  return { ...cached };
}

/** The pack with one file's text replaced: the `nth` (0-based) occurrence of `from` becomes `to`. */
export function mutate(files: Record<string, string>, file: string, from: string | RegExp, to: string, nth = 0): Record<string, string> {
  const text = files[file];
  if (text === undefined) throw new Error(`no ${file} in the pack`);
  const { index, length } = find(text, from, nth);
  return { ...files, [file]: text.slice(0, index) + to + text.slice(index + length) };
}

/** Offset of the nth occurrence of a string or pattern; throws when the pack no longer has it. */
export function offsetOf(text: string, needle: string | RegExp, nth = 0): number {
  return find(text, needle, nth).index;
}

function find(text: string, needle: string | RegExp, nth: number): { index: number; length: number } {
  let from = 0;
  for (let i = 0; ; i++) {
    let index: number;
    let length = 0;
    if (typeof needle === 'string') {
      index = text.indexOf(needle, from);
      length = needle.length;
    } else {
      // Search the whole text from `from`, so look-behinds see what precedes the match.
      const re = new RegExp(needle.source, needle.flags.replace('g', '') + 'g');
      re.lastIndex = from;
      const m = re.exec(text);
      index = m ? m.index : -1;
      length = m ? m[0].length : 0;
    }
    if (index < 0) throw new Error(`${String(needle)} (occurrence ${nth}) not found`);
    if (i === nth) return { index, length };
    from = index + 1;
  }
}

/** 1-based line and column of an offset, as diagnostics count them. */
export function lineCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, col: offset - before.lastIndexOf('\n') };
}

/** Line and column of the nth occurrence of `needle` in a file, plus `shift` characters. */
export function posOf(files: Record<string, string>, file: string, needle: string | RegExp, nth = 0, shift = 0): { line: number; col: number } {
  return lineCol(files[file]!, offsetOf(files[file]!, needle, nth) + shift);
}

export function load(files: Record<string, string>): LoadResult<Ruleset> {
  return loadPack<Ruleset>(files);
}

/**
 * The bundled pack's files as one load read them (parsed, schema-checked),
 * kept read-only: a load given it parses only the files whose text differs
 * from the bundled one, as the editor's source cache does after a keystroke
 * (test/content/source-cache.test.ts pins that such a load says exactly what
 * a fresh one says). For the fuzz tests, which load the pack hundreds of
 * times with one file changed: the changed file is read afresh every time,
 * the ten unchanged ones (most of a load's time) not at all. Nothing is ever
 * added to it, so one test's mangled file cannot serve another's load.
 */
export function bundledSources(): SourceCache {
  const kept = new Map<string, CachedSource>();
  const first = loadPack<Ruleset>(packFiles(), { sources: kept });
  if (first.ruleset === undefined) throw new Error('the bundled pack does not load');
  return { get: (key) => kept.get(key), set: () => undefined, delete: () => undefined };
}

/** `load`, reading unchanged files from `sources` (bundledSources()) instead of parsing them again. */
export function loadOver(sources: SourceCache, files: Record<string, string>): LoadResult<Ruleset> {
  return loadPack<Ruleset>(files, { sources });
}

export function errors(result: LoadResult): Diagnostic[] {
  return result.diagnostics.filter((d) => d.severity === 'error');
}

export interface Expected {
  code: string;
  file: string;
  line: number;
  col: number;
  hint?: string | RegExp;
  message?: string | RegExp;
  severity?: 'error' | 'warning';
}

/** Exactly these diagnostics of this severity (default: errors), in this order, with these codes and positions. */
export function expectOnly(result: LoadResult, expected: Expected[], severity: 'error' | 'warning' = 'error'): void {
  const got = result.diagnostics.filter((d) => d.severity === severity);
  expect(got.map((d) => ({ code: d.code, file: d.file, line: d.line, col: d.col }))).toEqual(
    expected.map((e) => ({ code: e.code, file: e.file, line: e.line, col: e.col })),
  );
  expected.forEach((e, i) => {
    if (e.hint !== undefined) typeof e.hint === 'string' ? expect(got[i]!.hint).toBe(e.hint) : expect(got[i]!.hint).toMatch(e.hint);
    if (e.message !== undefined) typeof e.message === 'string' ? expect(got[i]!.message).toBe(e.message) : expect(got[i]!.message).toMatch(e.message);
  });
}
