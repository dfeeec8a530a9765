/**
 * The loader against mutated copies of the REAL content files: whatever a
 * designer's slip, a bad merge or a hostile shared pack does to a file, only
 * diagnostics come out (no exception, no RW-INTERNAL, no checker failure),
 * every diagnostic points inside a file, and no file takes long.
 *
 * test/content/never-throws.property.test.ts already throws random character
 * edits at every file; this extends it with the shapes real damage takes:
 * whole lines deleted, duplicated, swapped or re-indented, values swapped
 * between two lines, values of the wrong type, runs of random bytes,
 * truncation, and the attacks the loader's limits exist for (deep nesting,
 * alias bombs, very long strings, oversized files), on every file.
 *
 * Each load parses and schema-checks only the file it broke; the ten others
 * come as the bundled pack's one load read them (bundledSources, the
 * editor's source cache: such a load says what a fresh one says), and every
 * later stage (references, effects, the Ruleset) runs on the whole pack.
 * Parsing the ten unchanged files was about 80% of a load's time.
 *
 * Time: a load of the whole pack takes about 0.1 s here when its effect
 * strings are cached, 0.35 s when a renamed component makes every string be
 * checked again (1.7 s the first time, before the JIT warms up), and up to
 * 7 s was seen for that first time on a machine loaded 5 times over.
 * `HANG_GUARD_MS` only catches a hang (on CPU time, which a busy machine does
 * not inflate as it does the wall clock); the slowest load is printed.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { LoadResult } from '../../interpreter/content/index.ts';
import { DEFAULT_LIMITS } from '../../interpreter/content/limits.ts';
import { bundledSources, loadOver, packFiles } from '../content/helpers.ts';
import { cpuMsSince } from './cpu-time.ts';

/** Runs of each random mutation property (each run: one load of the whole pack). */
export const MUTATION_RUNS = 30;
/** The random mutation properties below. */
export const MUTATION_KINDS = 8;
/** Attacks tried on every file of the pack (deep nesting, alias bombs, long strings, oversized file, garbage documents). */
export const ATTACKS_PER_FILE = 10;
/** A load taking more CPU time than this is a hang, not a slow machine (CPU time: test files running beside it do not add to it). */
export const HANG_GUARD_MS = 15_000;

const files = packFiles();
const names = Object.keys(files).sort();
/** The unchanged files as the bundled pack's load read them: each load below parses only the file it broke. */
const sources = bundledSources();
let slowest = { ms: 0, what: '' };
let loads = 0;

/** Loads the pack with `name` replaced by `text` and checks what a designer relies on. */
function loadChecked(name: string, text: string, what: string): LoadResult {
  const t0 = process.cpuUsage();
  let result: LoadResult;
  try {
    result = loadOver(sources, { ...files, [name]: text });
  } catch (e) {
    throw new Error(`loading threw on ${what} of ${name}: ${e instanceof Error ? e.stack : String(e)}`);
  }
  const ms = cpuMsSince(t0);
  loads++;
  if (ms > slowest.ms) slowest = { ms, what: `${what} of ${name}` };
  expect(ms, `${what} of ${name}`).toBeLessThan(HANG_GUARD_MS);
  expect(result.diagnostics.filter((d) => d.code === 'RW-INTERNAL' || d.code === 'RW-EFFECT-CHECKER-FAILED').map((d) => d.message), `${what} of ${name}`).toEqual([]);
  const lines = text.split('\n').length;
  for (const d of result.diagnostics) {
    expect(d.line, `${what} of ${name}: ${d.code}`).toBeGreaterThanOrEqual(1);
    expect(d.col, `${what} of ${name}: ${d.code}`).toBeGreaterThanOrEqual(1);
    if (d.file === name) expect(d.line, `${what} of ${name}: ${d.code} ${d.message}`).toBeLessThanOrEqual(lines);
    expect(names.includes(d.file) || d.file.endsWith('.yaml'), d.file).toBe(true);
  }
  if (result.ruleset) expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(false);
  return result;
}

afterAll(() => {
  console.log(`loader fuzz: ${loads} loads, slowest ${slowest.ms.toFixed(0)} ms (${slowest.what})`);
});

// ---------------------------------------------------------------------------
// Random mutations of real lines
// ---------------------------------------------------------------------------

const fileName = fc.constantFrom(...names);
const pos = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
const linesOf = (name: string) => files[name]!.split('\n');
const at = (n: number, x: number) => Math.floor(x * n);

/** Lines of the form `key: value` (block or inside a flow map), with where the value starts and ends. */
function valueSpans(line: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const re = /(?:^|[{,]\s*|^\s*-\s+)([A-Za-z][\w]*):\s+([^,{}[\]#\n]+?)(?=\s*(?:,|}|#|$))/g;
  for (const m of line.matchAll(re)) {
    const start = m.index! + m[0].length - m[2]!.length;
    out.push({ start, end: start + m[2]!.length });
  }
  return out;
}

const WRONG_TYPES = [
  '[1, 2, 3]', '{ a: 1 }', 'null', '~', 'true', '-1', '0', '1e999', '.nan', '-.inf', "''", '""', '3.5', '0x1F', '2024-01-01',
  '!!binary aGVsbG8=', '!!js/function "f"', '!!str', '&anchor', '*nowhere', '|', '>', '? complex', '- item', 'key: value', '"unterminated', "'it''s'",
];

describe('the loader against mutated copies of the real files', () => {
  it(`whole lines deleted (${MUTATION_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileName, fc.array(pos, { minLength: 1, maxLength: 6 }), (name, xs) => {
        const lines = linesOf(name);
        for (const x of xs) lines.splice(at(lines.length, x), 1);
        loadChecked(name, lines.join('\n'), 'deleted lines');
      }),
      { numRuns: MUTATION_RUNS },
    );
  });

  it(`lines duplicated, swapped and re-indented (${MUTATION_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileName, pos, pos, fc.constantFrom('dup', 'swap', 'indent', 'dedent', 'tab'), fc.integer({ min: 1, max: 6 }), (name, x, y, how, k) => {
        const lines = linesOf(name);
        const i = at(lines.length, x);
        const j = at(lines.length, y);
        if (how === 'dup') lines.splice(i, 0, lines[i]!);
        else if (how === 'swap') [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        else if (how === 'indent') lines[i] = ' '.repeat(k) + lines[i];
        else if (how === 'dedent') lines[i] = lines[i]!.slice(Math.min(k, lines[i]!.length - lines[i]!.trimStart().length));
        else lines[i] = '\t' + lines[i];
        loadChecked(name, lines.join('\n'), `${how} of a line`);
      }),
      { numRuns: MUTATION_RUNS },
    );
  });

  it(`values swapped between two lines (${MUTATION_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileName, pos, pos, pos, pos, (name, x, y, u, v) => {
        const lines = linesOf(name);
        const withValues = lines.map((l, i) => ({ i, spans: valueSpans(l) })).filter((l) => l.spans.length > 0);
        if (withValues.length < 2) return;
        const a = withValues[at(withValues.length, x)]!;
        const b = withValues[at(withValues.length, y)]!;
        const sa = a.spans[at(a.spans.length, u)]!;
        const sb = b.spans[at(b.spans.length, v)]!;
        const va = lines[a.i]!.slice(sa.start, sa.end);
        const vb = lines[b.i]!.slice(sb.start, sb.end);
        if (a.i === b.i) return;
        lines[a.i] = lines[a.i]!.slice(0, sa.start) + vb + lines[a.i]!.slice(sa.end);
        lines[b.i] = lines[b.i]!.slice(0, sb.start) + va + lines[b.i]!.slice(sb.end);
        loadChecked(name, lines.join('\n'), 'values swapped');
      }),
      { numRuns: MUTATION_RUNS },
    );
  });

  it(`values of the wrong type (${MUTATION_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileName, pos, pos, fc.constantFrom(...WRONG_TYPES), (name, x, u, value) => {
        const lines = linesOf(name);
        const withValues = lines.map((l, i) => ({ i, spans: valueSpans(l) })).filter((l) => l.spans.length > 0);
        if (withValues.length === 0) return;
        const a = withValues[at(withValues.length, x)]!;
        const s = a.spans[at(a.spans.length, u)]!;
        lines[a.i] = lines[a.i]!.slice(0, s.start) + value + lines[a.i]!.slice(s.end);
        loadChecked(name, lines.join('\n'), `a value replaced by ${value}`);
      }),
      { numRuns: MUTATION_RUNS },
    );
  });

  it(`runs of random bytes (${MUTATION_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileName, pos, fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.boolean(), (name, x, bytes, replace) => {
        const text = files[name]!;
        const i = at(text.length, x);
        // Bytes as a designer's editor would read them: Latin-1 characters, NULs and lone controls included.
        const junk = String.fromCharCode(...bytes);
        loadChecked(name, text.slice(0, i) + junk + text.slice(replace ? i + bytes.length : i), 'random bytes');
      }),
      { numRuns: MUTATION_RUNS },
    );
  });

  it(`truncated files (${MUTATION_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileName, pos, (name, x) => {
        const text = files[name]!;
        loadChecked(name, text.slice(0, at(text.length, x)), 'truncation');
      }),
      { numRuns: MUTATION_RUNS },
    );
  });

  it(`a line replaced by a line of another file (${MUTATION_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileName, fileName, pos, pos, (name, other, x, y) => {
        const lines = linesOf(name);
        const from = linesOf(other);
        lines[at(lines.length, x)] = from[at(from.length, y)]!;
        loadChecked(name, lines.join('\n'), `a line of ${other}`);
      }),
      { numRuns: MUTATION_RUNS },
    );
  });

  it(`duplicate keys and anchors on real entries (${MUTATION_RUNS} runs)`, () => {
    fc.assert(
      fc.property(fileName, pos, fc.constantFrom('dup-key', 'anchor-alias', 'merge-key', 'unknown-alias'), (name, x, how) => {
        const lines = linesOf(name);
        const withValues = lines.map((l, i) => ({ i, spans: valueSpans(l) })).filter((l) => l.spans.length > 0 && /^\s*\w+:/.test(lines[l.i]!));
        if (withValues.length === 0) return;
        const a = withValues[at(withValues.length, x)]!;
        const line = lines[a.i]!;
        if (how === 'dup-key') lines.splice(a.i, 0, line);
        else if (how === 'anchor-alias') {
          const s = a.spans[0]!;
          lines[a.i] = line.slice(0, s.start) + '&x ' + line.slice(s.start);
          lines.push(...lines.slice(a.i, a.i + 1).map((l) => l.replace(/:\s.*$/, ': *x')));
        } else if (how === 'merge-key') lines.splice(a.i, 0, line.replace(/\w+:.*$/, '<<: *x'));
        else lines[a.i] = line.replace(/:\s.*$/, ': *undefined_anchor');
        loadChecked(name, lines.join('\n'), how);
      }),
      { numRuns: MUTATION_RUNS },
    );
  });
});

// ---------------------------------------------------------------------------
// Attacks, on every file
// ---------------------------------------------------------------------------

function aliasBomb(levels: number, width: number): string {
  let s = `lol0: &lol0 [${Array(width).fill('"lol"').join(', ')}]\n`;
  for (let i = 1; i < levels; i++) s += `lol${i}: &lol${i} [${Array(width).fill(`*lol${i - 1}`).join(', ')}]\n`;
  return s;
}

/** `count` anchors each used `per` times: many aliases that expand to little (the alias count limit, not the size). */
function manyAliases(count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) s += `a${i}: &a${i} x\nb${i}: [*a${i}, *a${i}]\n`;
  return s;
}

/** The first `key: value` of the file's first entry gets `value` instead. */
function firstValue(text: string, value: string): string {
  const lines = text.split('\n');
  const i = lines.findIndex((l) => valueSpans(l).length > 0 && !l.trimStart().startsWith('#'));
  const s = valueSpans(lines[i]!)[0]!;
  lines[i] = lines[i]!.slice(0, s.start) + value + lines[i]!.slice(s.end);
  return lines.join('\n');
}

/** `fails`: the pack must not load; `expect`: the diagnostic code the attack must get. */
const ATTACKS: { what: string; make: (text: string) => string; fails?: true; expect?: string }[] = [
  { what: 'a billion-laughs alias bomb', make: (t) => aliasBomb(9, 10) + t, fails: true, expect: 'RW-YAML-ALIAS-BOMB' },
  { what: 'more aliases than allowed', make: (t) => manyAliases(DEFAULT_LIMITS.maxAliases) + t, fails: true },
  { what: 'flow nesting 10,000 deep', make: (t) => firstValue(t, '['.repeat(10_000) + ']'.repeat(10_000)), fails: true, expect: 'RW-YAML-TOO-DEEP' },
  { what: 'block nesting 500 deep', make: (t) => Array.from({ length: 500 }, (_, i) => `${' '.repeat(i * 2)}k${i}:`).join('\n') + ' x\n' + t, fails: true },
  { what: 'a 1 MB value', make: (t) => firstValue(t, 'x'.repeat(1_000_000)) },
  { what: 'a 100,000-word effect-like value', make: (t) => firstValue(t, JSON.stringify('gain 1 eagle '.repeat(100_000))) },
  { what: 'a file over the size limit', make: (t) => t + '\n#' + 'x'.repeat(DEFAULT_LIMITS.maxFileChars), fails: true },
  { what: 'an empty file', make: () => '', fails: true },
  { what: 'several documents', make: (t) => `${t}\n---\n${t}\n---\n`, fails: true },
  { what: 'a document that is a list of scalars', make: () => '- 1\n- two\n- [3]\n', fails: true },
];

describe('attacks on every file of the pack', () => {
  for (const name of names) {
    it(`${name}: ${ATTACKS.length} attacks give diagnostics, quickly`, () => {
      for (const a of ATTACKS) {
        const r = loadChecked(name, a.make(files[name]!), a.what);
        if (a.fails) expect(r.ruleset, `${a.what} of ${name} must not load`).toBeUndefined();
        if (a.expect) expect(r.diagnostics.map((d) => d.code), `${a.what} of ${name}`).toContain(a.expect);
      }
    });
  }
  it('the attack list is the one the reliability table counts', () => {
    expect(ATTACKS).toHaveLength(ATTACKS_PER_FILE);
  });
});
