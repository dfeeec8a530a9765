/**
 * The generic layers know games only through the game-module interface: no
 * game's title, proper nouns or component names are written in editor/src
 * or in interpreter's generic layers (outside comments). A word found here
 * means a game's words leaked into generic code: take it from the module's
 * hooks (display, preview, outline, files), the pack check's world, or the
 * decision at hand instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES, loadGamePack, registryFor } from '../../interpreter/games/index.ts';
import { sourceFiles } from './imports.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Comments may say which game an example comes from; code and strings may not. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * A game's own words: its title and the name the title gives it (`Columbia`
 * of "The Siege of Columbia"), its module id (`baldurs-gate`, any case: a
 * default pack path is a game's name too), capitalised subjects (`Booker`),
 * and the names its bundled pack lets effects quote.
 */
function gameWords(id: string, title: string): string[] {
  const named = title.replace(/\s*\(.*\)$/, '').split(/ of (?:the )?/i).pop()!;
  const words = new Set<string>([title, named, id]);
  for (const e of registryFor(id).entries) if (e.kind === 'subject' && /[A-Z]/.test(e.phrase) && e.phrase !== 'I') words.add(e.phrase.replace(/^the /, ''));
  const dir = join(root, 'content', id);
  if (existsSync(dir)) {
    const files = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
    for (const names of Object.values(loadGamePack(files).world ?? {})) for (const n of names ?? []) if (n.length >= 5 && /^[A-Z]/.test(n)) words.add(n);
  }
  return [...words];
}

/** Every layer that must serve any game (interpreter/games is the registry: it names them). */
const GENERIC = ['editor/src', ...['diagnostics', 'effect-ir', 'dsl', 'content', 'core', 'game', 'scenario', 'sim', 'cli'].map((l) => `interpreter/${l}`)];

describe('the generic layers name no game', () => {
  const files = GENERIC.flatMap((dir) => sourceFiles(root, dir)).map((f) => [f, code(readFileSync(join(root, f), 'utf8'))] as const);

  it('reads the generic layers and every game’s words', () => {
    for (const dir of GENERIC) expect(files.some(([f]) => f.startsWith(`${dir}/`)), dir).toBe(true);
    expect(files.length).toBeGreaterThan(200);
    for (const g of GAMES) expect(gameWords(g.id, g.title).length, g.id).toBeGreaterThan(0);
  });

  for (const game of GAMES) {
    it(`no word of ${game.title} in the generic layers' code`, () => {
      const words = gameWords(game.id, game.title);
      const found: string[] = [];
      for (const [file, text] of files) {
        for (const w of words) if (new RegExp(`(?<![\\w-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, w === game.id ? 'i' : '').test(text)) found.push(`${file}: ${w}`);
      }
      expect(found).toEqual([]);
    });
  }
});
