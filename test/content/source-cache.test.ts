/**
 * The loader's source cache (LoadOptions.sources): the editor keeps each
 * pack's read files between keystrokes so that one edit re-reads one file.
 * A load through the cache must say exactly what a fresh load says, for
 * every game, whatever was edited, and reuse what did not change.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CachedSource } from '../../interpreter/content/index.ts';
import { loadGamePack } from '../../interpreter/games/index.ts';

const REPO = nodePath.resolve(import.meta.dirname, '../..');
const PACKS = ['content/columbia', 'content/baldurs-gate', 'test/fixtures/packs/night-market'];

function packFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(nodePath.join(REPO, dir))) if (f.endsWith('.yaml')) out[f] = readFileSync(nodePath.join(REPO, dir, f), 'utf8');
  return out;
}

/** What a load says, in a form two loads can be compared by. */
function said(files: Record<string, string>, cache?: Map<string, CachedSource>) {
  const r = loadGamePack(files, { label: (p) => `pack/${p}`, ...(cache ? { sources: cache } : {}) });
  return { game: r.game, diagnostics: r.diagnostics, counts: r.counts, ruleset: JSON.stringify(r.ruleset ?? null) };
}

/** The largest file of a pack other than pack.yaml: the one a designer edits most. */
function biggest(files: Record<string, string>): string {
  return Object.keys(files)
    .filter((f) => f !== 'pack.yaml')
    .sort((a, b) => files[b]!.length - files[a]!.length)[0]!;
}

describe('a load through the source cache says what a fresh load says', () => {
  for (const dir of PACKS) {
    it(`${dir}: unchanged, a comment added, a schema mistake, a YAML mistake, then mended`, () => {
      const cache = new Map<string, CachedSource>();
      const files = packFiles(dir);
      const big = biggest(files);
      const edits: Record<string, string>[] = [
        files,
        files,
        { ...files, [big]: `${files[big]}\n# a note\n` },
        { ...files, [big]: files[big]!.replace(/\n(\s+)name: /, '\n$1nmae: ') },
        { ...files, [big]: files[big]!.replace(/\n/, '\nx: [\n') },
        { ...files, 'pack.yaml': files['pack.yaml']!.replace(/^game: .*$/m, 'game: colombia') },
        files,
      ];
      for (const [i, edit] of edits.entries()) expect(said(edit, cache), `load ${i}`).toEqual(said(edit));
    });
  }

  it('an unchanged file is not read again: its parse is the same object', () => {
    const cache = new Map<string, CachedSource>();
    const files = packFiles('content/columbia');
    const first = loadGamePack(files, { sources: cache });
    const second = loadGamePack({ ...files, 'board.yaml': `${files['board.yaml']}\n# moved\n` }, { sources: cache });
    expect(second.files.get('leaders')).toBe(first.files.get('leaders'));
    expect(second.files.get('board')).not.toBe(first.files.get('board'));
  });
});
