/**
 * docs/RELIABILITY.md stays true: every row of its table of faults names a
 * test file that exists, and its case count is checked wherever the test
 * file states it: constants the file exports (`12 (`A` × `B`)`: the product
 * of A and B is 12), a number of tests (`12 tests`: the file has 12
 * `it(...)`), or else a named test (`path` › "name") that must be in the file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = readFileSync(root + 'docs/RELIABILITY.md', 'utf8');

export interface Row {
  area: string;
  fault: string;
  cases: string;
  result: string;
  test: string;
  line: number;
}

/** The rows of the table whose header starts `| Area |`. */
export function tableRows(markdown: string): Row[] {
  const lines = markdown.split('\n');
  const head = lines.findIndex((l) => l.startsWith('| Area |'));
  if (head < 0) return [];
  const rows: Row[] = [];
  for (let i = head + 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    const cells = lines[i]!.slice(1, -1).split(' | ').map((c) => c.trim());
    const [area, fault, cases, result, test] = cells as [string, string, string, string, string];
    rows.push({ area, fault, cases, result, test, line: i + 1 });
  }
  return rows;
}

const num = (s: string) => Number(s.replace(/[,_]/g, ''));

/** `export const NAME = 1_000;` in a test file's text, or undefined. */
function exported(text: string, name: string): number | undefined {
  const m = new RegExp(`export const ${name}\\s*=\\s*([\\d_]+)\\s*;`).exec(text);
  return m ? num(m[1]!) : undefined;
}

const rows = tableRows(doc);

describe('docs/RELIABILITY.md', () => {
  it('has a table of faults covering the loader, the language, the engine and the editor server', () => {
    expect(rows.length).toBeGreaterThan(10);
    const areas = new Set(rows.map((r) => r.area));
    for (const a of ['Loader', 'Language', 'Engine', 'Editor server']) expect(areas, a).toContain(a);
    for (const r of rows) for (const cell of [r.area, r.fault, r.cases, r.result, r.test]) expect(cell, `line ${r.line}`).not.toBe('');
  });

  for (const r of rows) {
    it(`line ${r.line}: ${r.area}, ${r.fault.slice(0, 60)}${r.fault.length > 60 ? '...' : ''}`, () => {
      const m = /^`([^`]+)`(?: › "(.+)")?$/.exec(r.test);
      expect(m, `the Test cell "${r.test}" is \`path\` or \`path\` › "test name"`).not.toBeNull();
      const [, path, name] = m!;
      expect(existsSync(root + path!), `${path} exists`).toBe(true);
      const text = readFileSync(root + path!, 'utf8');
      if (name !== undefined) expect(text.includes(name), `${path} has a test "${name}"`).toBe(true);

      const tests = /^([\d,]+) tests$/.exec(r.cases);
      const product = /^([\d,]+) \((.+)\)$/.exec(r.cases);
      if (tests) {
        const count = [...text.matchAll(/^\s*(?:it|test)\(/gm)].length;
        expect(count, `${path} has ${tests[1]} tests`).toBe(num(tests[1]!));
      } else if (product) {
        let value = 1;
        for (const factor of product[2]!.split('×').map((f) => f.trim())) {
          const c = /^`(\w+)`$/.exec(factor);
          const v = c ? exported(text, c[1]!) : /^[\d,_]+$/.test(factor) ? num(factor) : undefined;
          expect(v, `${factor} in "${r.cases}" is a number or a constant ${path} exports`).toBeDefined();
          value *= v!;
        }
        expect(value, `"${r.cases}"`).toBe(num(product[1]!));
      } else {
        expect(r.cases, 'a count is "N", "N tests" or "N (`CONSTANT` × ...)"').toMatch(/^[\d,]+$/);
        // A bare count cannot be checked against the file: the row must at least name its test.
        expect(name, `a bare count (${r.cases}) needs a named test`).toBeDefined();
      }
    });
  }

  it('names every reliability test file', () => {
    const here = fileURLToPath(new URL('./', import.meta.url));
    const files = readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== 'doc.test.ts');
    const named = new Set(rows.map((r) => /^`([^`]+)`/.exec(r.test)?.[1]));
    for (const f of files) expect(named, f).toContain(`test/reliability/${f}`);
  });
});
