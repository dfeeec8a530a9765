/**
 * Every code the loader can emit is explained in docs/DIAGNOSTICS.md, with
 * its severity, and the page documents no code that no longer exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOADER_CODES } from '../../interpreter/content/codes.ts';
import { PROBLEM_CODES } from '../../interpreter/dsl/docs.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = readFileSync(root + 'docs/DIAGNOSTICS.md', 'utf8');

/** `### RW-...` headings and the severity line under each. */
function documented(): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of doc.matchAll(/^### (RW-[A-Z0-9-]+)\n\*(error|warning|info)\.\*/gm)) map.set(m[1]!, m[2]!);
  return map;
}

describe('docs/DIAGNOSTICS.md', () => {
  it('explains every loader code, with the severity the loader gives it', () => {
    const docs = documented();
    for (const [code, severity] of Object.entries(LOADER_CODES)) expect(docs.get(code), code).toBe(severity);
  });

  it('explains every effect-language code the loader passes on', () => {
    const docs = documented();
    const dslDir = root + 'interpreter/dsl/';
    const used = new Set(PROBLEM_CODES.map(([code]) => code));
    for (const name of readdirSync(dslDir).filter((n) => n.endsWith('.ts')))
      for (const m of readFileSync(dslDir + name, 'utf8').matchAll(/'(RW-DSL-[A-Z0-9-]*[A-Z0-9])'/g)) used.add(m[1]!);
    expect([...used].filter((code) => !docs.has(code))).toEqual([]);
  });

  // That the page documents no code nothing emits is test/diagnostics/codes-documented.test.ts's:
  // it scans every source, not only the loader's and the language's catalogues.

  it('the loader and every game module\'s content checks use no code outside the catalogue (effect-language codes are the language\'s)', () => {
    // The generic loader, and each game's own reference checks (interpreter/<game>/content/).
    const games = readdirSync(root + 'interpreter').filter((d) => existsSync(`${root}interpreter/${d}/content`));
    const dirs = [root + 'interpreter/content/', ...games.map((g) => `${root}interpreter/${g}/content/`)];
    expect(dirs.length).toBeGreaterThan(1);
    const used = new Set<string>();
    for (const dir of dirs)
      for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
        for (const m of readFileSync(dir + name, 'utf8').matchAll(/'(RW-[A-Z0-9-]*[A-Z0-9])'/g)) used.add(m[1]!);
      }
    expect([...used].filter((c) => !(c in LOADER_CODES) && !c.startsWith('RW-DSL-'))).toEqual([]);
  });
});
