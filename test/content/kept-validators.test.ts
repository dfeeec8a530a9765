/**
 * Validators kept by one process and loaded by the next
 * (content/schema-store.ts) find exactly what freshly compiled ones find:
 * the same diagnostics, positions and wording, for every game's content
 * schemas and its scenario schema, over files broken in the ways designers
 * break them. And the store is only ever a shortcut: nothing kept means
 * compiling, a kept file that does not load means compiling again, and
 * `RULEWRIGHT_PREBUILT=0` keeps nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument, isMap, isSeq, isScalar, type Node } from 'yaml';
import type { Diagnostic } from '../../interpreter/diagnostics/index.ts';
import { compileSchemas, type SchemaStore } from '../../interpreter/content/index.ts';
import { keptValidators } from '../../interpreter/content/node.ts';
import { DEFAULT_LIMITS } from '../../interpreter/content/limits.ts';
import { validateFile } from '../../interpreter/content/validate.ts';
import { parseYamlFile } from '../../interpreter/content/yaml-file.ts';
import { GAMES } from '../../interpreter/games/index.ts';
import { scenarioSchemaFor } from '../../interpreter/scenario/index.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function freshStore(): { store: SchemaStore; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rw-kept-'));
  dirs.push(dir);
  return { store: keptValidators(dir)!, dir };
}

/**
 * A file's text broken in the ways designers break one: an unknown field
 * beside a known one, a number written as a word, a field left out, a list
 * where one thing was wanted. Each applied at the first place it can be.
 */
function broken(text: string): string[] {
  const variants: string[] = [];
  const edit = (change: (n: Node) => boolean) => {
    const doc = parseDocument(text);
    let done = false;
    const walk = (n: unknown): void => {
      if (done || n === null || typeof n !== 'object') return;
      if (change(n as Node)) {
        done = true;
        return;
      }
      if (isMap(n)) for (const p of n.items) walk(p.value);
      else if (isSeq(n)) for (const i of n.items) walk(i);
    };
    walk(doc.contents);
    if (done) variants.push(doc.toString());
  };
  edit((n) => {
    if (!isMap(n) || n.items.length === 0) return false;
    n.set('colur', 3);
    return true;
  });
  edit((n) => {
    if (!isMap(n)) return false;
    const p = n.items.find((i) => isScalar(i.value) && typeof i.value.value === 'number');
    if (p === undefined) return false;
    (p.value as { value: unknown }).value = 'three';
    return true;
  });
  edit((n) => {
    if (!isMap(n) || n.items.length < 2) return false;
    n.items.shift();
    return true;
  });
  edit((n) => {
    if (!isMap(n)) return false;
    const p = n.items.find((i) => isScalar(i.value) && typeof i.value.value === 'string');
    if (p === undefined) return false;
    p.value = parseDocument('[a, b]').contents as never;
    return true;
  });
  return variants;
}

function diagnosticsOf(text: string, stem: string, validate: ValidateFunction | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  const file = parseYamlFile(`${stem}.yaml`, `${stem}.yaml`, text, DEFAULT_LIMITS, out);
  if (file.ok) validateFile(file, stem, out, validate);
  return out;
}

/** Every game's pack folder in the repository. */
const PACK_DIRS: Record<string, string> = { columbia: 'content/columbia', 'baldurs-gate': 'content/baldurs-gate', 'night-market': 'test/fixtures/packs/night-market' };

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? yamlFiles(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : []));
}

/** The pack's content files by stem, and (`scenarios`) up to 12 of its scenario files. */
function packTexts(game: string, scenarios = false): Record<string, string> {
  const dir = PACK_DIRS[game];
  if (dir === undefined) return {};
  const files = scenarios ? yamlFiles(join(ROOT, dir, 'scenarios')).slice(0, 12) : readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.yaml')).map((f) => join(ROOT, dir, f));
  return Object.fromEntries(files.map((f) => [scenarios ? f : f.replace(/^.*\/|\.yaml$/g, ''), readFileSync(f, 'utf8')]));
}

/** A store that counts what it is asked: sets read back, sets kept. */
function counted(store: SchemaStore): { store: SchemaStore; read: number; kept: number } {
  const c = {
    read: 0,
    kept: 0,
    store: {
      read(schemas, options) {
        const r = store.read(schemas, options);
        if (r !== undefined) c.read++;
        return r;
      },
      keep(schemas, options, ajv) {
        c.kept++;
        store.keep(schemas, options, ajv);
      },
    } satisfies SchemaStore,
  };
  return c;
}

describe('validators kept by one process and loaded by the next', () => {
  it('are kept when first compiled and read back in place of compiling', () => {
    const c = counted(freshStore().store);
    const schemas = GAMES[0]!.content.schemas;
    const compiled = compileSchemas(schemas, c.store);
    expect([c.read, c.kept]).toEqual([0, 1]);
    const again = compileSchemas(schemas, c.store);
    expect([c.read, c.kept]).toEqual([1, 1]);
    expect([...again.keys()]).toEqual([...compiled.keys()]);
    // Loaded from the kept code, not the same functions handed back.
    for (const [name, v] of again) expect(v).not.toBe(compiled.get(name));
    // A set with one schema more (or one edited) is another file: compiled and kept, never read from this one.
    compileSchemas({ ...schemas, extra: { type: 'object' } }, c.store);
    expect([c.read, c.kept]).toEqual([1, 2]);
  });

  for (const game of GAMES) {
    it(`tell the same diagnostics as compiled ones for ${game.id}'s files, valid and broken`, () => {
      const c = counted(freshStore().store);
      const compiled = compileSchemas(game.content.schemas);
      compileSchemas(game.content.schemas, c.store);
      const kept = compileSchemas(game.content.schemas, c.store);
      expect(c.read).toBe(1);
      const texts = packTexts(game.id);
      expect(Object.keys(texts).length).toBeGreaterThan(2);
      let checked = 0;
      let failing = 0;
      for (const [stem, text] of Object.entries(texts)) {
        if (!compiled.has(stem)) continue;
        for (const variant of [text, ...broken(text)]) {
          const fresh = diagnosticsOf(variant, stem, compiled.get(stem));
          expect(diagnosticsOf(variant, stem, kept.get(stem)), `${game.id} ${stem}.yaml`).toEqual(fresh);
          checked++;
          if (fresh.length > 0) failing++;
        }
      }
      expect(checked).toBeGreaterThan(8);
      // The broken variants are caught, so the comparison means something.
      expect(failing).toBeGreaterThan(checked / 3);
    });

    it(`tell the same diagnostics for ${game.id}'s scenarios, valid and broken`, () => {
      const c = counted(freshStore().store);
      const schemas = { scenario: scenarioSchemaFor(game) };
      const compiled = compileSchemas(schemas).get('scenario');
      compileSchemas(schemas, c.store);
      const kept = compileSchemas(schemas, c.store).get('scenario');
      expect(c.read).toBe(1);
      const texts = Object.values(packTexts(game.id, true));
      expect(texts.length).toBeGreaterThan(0);
      let failing = 0;
      for (const text of texts) {
        for (const variant of [text, ...broken(text)]) {
          const fresh = diagnosticsOf(variant, 'scenario', compiled);
          expect(diagnosticsOf(variant, 'scenario', kept)).toEqual(fresh);
          if (fresh.length > 0) failing++;
        }
      }
      expect(failing).toBeGreaterThan(0);
    });
  }

  it('are compiled again when a kept file does not load', () => {
    const { store, dir } = freshStore();
    const schemas = GAMES[0]!.content.schemas;
    compileSchemas(schemas, store);
    for (const f of readdirSync(dir)) writeFileSync(join(dir, f), 'module.exports = (');
    const c = counted(store);
    const again = compileSchemas(schemas, c.store);
    expect([c.read, c.kept]).toEqual([0, 1]);
    expect(diagnosticsOf('x: 1\n', 'board', again.get('board')).length).toBeGreaterThan(0);
  });

  it('leave no old files behind: a file not written for two weeks goes when another set is kept', () => {
    const { store, dir } = freshStore();
    const weeksAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
    for (const name of ['old.cjs', '.old.cjs.1234.tmp', 'recent.cjs']) writeFileSync(join(dir, name), '');
    utimesSync(join(dir, 'old.cjs'), weeksAgo, weeksAgo);
    utimesSync(join(dir, '.old.cjs.1234.tmp'), weeksAgo, weeksAgo);
    compileSchemas({ probe: { type: 'object' } }, store);
    const left = readdirSync(dir);
    expect(left).toContain('recent.cjs');
    expect(left).not.toContain('old.cjs');
    expect(left).not.toContain('.old.cjs.1234.tmp');
    expect(left.filter((f) => f.endsWith('.cjs'))).toHaveLength(2);
  });

  it('are not kept when kept code is switched off (RULEWRIGHT_PREBUILT=0)', () => {
    const was = process.env['RULEWRIGHT_PREBUILT'];
    process.env['RULEWRIGHT_PREBUILT'] = '0';
    try {
      expect(keptValidators(freshStore().dir)).toBeUndefined();
    } finally {
      if (was === undefined) delete process.env['RULEWRIGHT_PREBUILT'];
      else process.env['RULEWRIGHT_PREBUILT'] = was;
    }
  });
});
