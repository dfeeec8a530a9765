/**
 * What keeps a designer's work and points it at the right file: drafts in
 * localStorage, schema-to-file association, paths sent to the server.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import * as nodePath from 'node:path';
import { DraftStore, type DraftStorage } from '../../editor/src/workspace/drafts.ts';
import { packSchemaAssociations, schemaAssociations, stemForContentPath } from '../../editor/src/monaco/schema-associations.ts';
import { queryPath } from '../../editor/src/api/content-client.ts';

class MemoryStorage implements DraftStorage {
  private items = new Map<string, string>();
  quotaLeft = Infinity;
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (v.length > this.quotaLeft) throw new Error('QuotaExceededError');
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

describe('drafts of unsaved edits', () => {
  it('keep the text and the version it was typed over, per file', () => {
    const store = new DraftStore(new MemoryStorage());
    store.put('columbia/board.yaml', { text: 'a', baseVersion: 'sha256-1', updatedAt: 5 });
    store.put('columbia/leaders.yaml', { text: 'b', baseVersion: null, updatedAt: 6 });
    expect(store.get('columbia/board.yaml')).toEqual({ text: 'a', baseVersion: 'sha256-1', updatedAt: 5 });
    expect(store.paths()).toEqual(['columbia/board.yaml', 'columbia/leaders.yaml']);
    store.remove('columbia/board.yaml');
    expect(store.get('columbia/board.yaml')).toBeUndefined();
  });

  it('report a full storage instead of throwing, so the editor can warn', () => {
    const storage = new MemoryStorage();
    storage.quotaLeft = 10;
    expect(new DraftStore(storage).put('x.yaml', { text: 'far too long for the quota', baseVersion: null, updatedAt: 0 })).toBe(false);
  });

  it('ignore a corrupted entry rather than crash the editor', () => {
    const storage = new MemoryStorage();
    storage.setItem('rulewright.draft.v1:x.yaml', '{not json');
    expect(new DraftStore(storage).get('x.yaml')).toBeUndefined();
  });
});

describe('which schema checks which file', () => {
  const schemasDir = nodePath.resolve(import.meta.dirname, '../../schemas');
  // The editor's set (monaco/setup.ts): the generic schemas and the product game's.
  const files = [...readdirSync(schemasDir).filter((f) => f.endsWith('.json')), ...readdirSync(nodePath.join(schemasDir, 'columbia')).map((f) => `columbia/${f}`)];
  const schemas = Object.fromEntries(files.map((f) => [`../../../schemas/${f}`, JSON.parse(readFileSync(nodePath.join(schemasDir, f), 'utf8'))]));
  const associations = schemaAssociations(schemas);

  it('every content file of the pack has its schema, by file name', () => {
    const stems = associations.map((a) => a.stem);
    const packFiles = readdirSync(nodePath.resolve(import.meta.dirname, '../../content/columbia')).filter((f) => f.endsWith('.yaml'));
    for (const f of packFiles) expect(stemForContentPath(`columbia/${f}`, stems), f).toBe(f.replace('.yaml', ''));
  });

  it('uses the URI a file’s own `$schema=../../schemas/...` comment resolves to', () => {
    const board = associations.find((a) => a.stem === 'board')!;
    expect(board.uri).toBe('file:///schemas/columbia/board.schema.json');
    expect(readFileSync(nodePath.resolve(import.meta.dirname, '../../content/columbia/board.yaml'), 'utf8')).toContain('$schema=../../schemas/columbia/board.schema.json');
    expect(new URL('../../schemas/columbia/board.schema.json', 'file:///content/columbia/board.yaml').href).toBe(board.uri);
    expect(board.fileMatch).toContain('board.yaml');
  });

  it('gives each pack of a folder of packs its own game’s schemas, by its folder', () => {
    const all = (dir: string): string[] =>
      readdirSync(nodePath.join(schemasDir, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(nodePath.join(dir, e.name)) : e.name.endsWith('.json') ? [nodePath.join(dir, e.name)] : []));
    const every = Object.fromEntries(all('').map((f) => [`../../../schemas/${f}`, JSON.parse(readFileSync(nodePath.join(schemasDir, f), 'utf8'))]));
    const packs = [
      { root: 'columbia', game: 'columbia' },
      { root: 'my-variant', game: 'columbia' },
      { root: 'city', game: 'baldurs-gate' },
    ];
    const list = packSchemaAssociations(every, packs, (game) => ({ game }), 'columbia');
    const matching = (glob: string) => list.filter((a) => a.fileMatch.includes(glob)).map((a) => a.uri);
    expect(matching('city/board.yaml')).toEqual(['file:///schemas/baldurs-gate/board.schema.json']);
    expect(matching('my-variant/board.yaml')).toEqual(['file:///schemas/columbia/board.schema.json']);
    expect(matching('columbia/board.yaml')).toEqual(['file:///schemas/columbia/board.schema.json']);
    // No bare `board.yaml`: that would match every pack's board whatever its game.
    expect(matching('board.yaml')).toEqual([]);
    // Scenarios: each game's fields; the product game's at the URI its files' `$schema` lines name.
    expect(matching('city/scenarios/*.yaml')).toEqual(['file:///schemas/baldurs-gate/scenario.schema.json']);
    expect(matching('columbia/scenarios/*.yaml')).toEqual(['file:///schemas/scenario.schema.json']);
    expect(list.find((a) => a.uri === 'file:///schemas/baldurs-gate/scenario.schema.json')!.schema).toEqual({ game: 'baldurs-gate' });
    expect(matching('city/bots/*.yaml')).toEqual(['file:///schemas/bot.schema.json']);
    // A pack that is the whole content folder: bare names.
    expect(packSchemaAssociations(every, [{ root: '', game: 'night-market' }], () => null, 'columbia').find((a) => a.stem === 'board')!.fileMatch).toContain('board.yaml');
  });
});

describe('problems from the loader', () => {
  it('are sent to the server with plain `/` separators, which it requires', () => {
    expect(queryPath('columbia/scenarios/a b.yaml')).toBe('columbia/scenarios/a%20b.yaml');
  });
});
