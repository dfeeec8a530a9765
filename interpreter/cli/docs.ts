/**
 * `rulewright docs`: regenerates the reference pages that are derived from
 * code, so they can never drift: one effect-language page per game (each
 * game's `language.docs.path`, Columbia's is docs/EFFECT-LANGUAGE.md), from
 * that game's registry, with examples taken from the game's reference pack
 * (its effect strings in file order, then its bots' conditions).
 * `--check` only reports whether they are up to date (exit 1 if stale).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { writeFileAtomic } from './atomic.ts';
import { parseDocument } from 'yaml';
import { collectExamples, renderEffectLanguageDoc, type EffectContextKind } from '../dsl/index.ts';
import { GAMES, type AnyGameModule } from '../games/index.ts';
import { loadGamePackFromDir } from '../games/node.ts';
import { readArgs } from './args.ts';
import { DOCS } from './docs-options.ts';
import type { CliIO } from './io.ts';
import { processIO } from './io.ts';
import { PROJECT_ROOT, shownPath } from './places.ts';

interface PackString {
  file: string;
  text: string;
  context: EffectContextKind;
}

/** `a/b.yaml` before `a/c.yaml`, a folder's files where the folder sorts: the order a sorted walk of the pack reads them. */
function byPath(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = x[i]!.localeCompare(y[i]!);
    if (c !== 0) return c;
  }
  return x.length - y.length;
}

/** The bot rules' conditions of a pack (`bots/**.yaml`, fields `when` and `condition`), in file order. */
function botStrings(packDir: string): PackString[] {
  const out: PackString[] = [];
  const walkDir = (rel: string): void => {
    const dir = join(packDir, rel);
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walkDir(path);
      else if (entry.name.endsWith('.yaml')) {
        const walk = (v: unknown): void => {
          if (Array.isArray(v)) return v.forEach(walk);
          if (!v || typeof v !== 'object') return;
          for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
            if (typeof x === 'string' && (k === 'when' || k === 'condition')) out.push({ file: path, text: x, context: 'bot-condition' });
            else walk(x);
          }
        };
        walk(parseDocument(readFileSync(join(packDir, path), 'utf8')).toJS());
      }
    }
  };
  walkDir('bots');
  return out;
}

/** Every effect-language string of a game's reference pack, in file order. */
async function packStrings(packDir: string): Promise<PackString[]> {
  const loaded = await loadGamePackFromDir(packDir);
  const sites: (PackString & { n: number })[] = [];
  let n = 0;
  for (const byId of Object.values(loaded.effects ?? {})) for (const e of Object.values(byId)) sites.push({ file: `${e.stem}.yaml`, text: e.text, context: e.context, n: n++ });
  const strings = [...sites.sort((a, b) => byPath(a.file, b.file) || a.n - b.n), ...botStrings(packDir)];
  // A stable sort by file keeps each file's strings in their order.
  return strings.sort((a, b) => byPath(a.file, b.file));
}

/** A game's page as it should be now. */
export async function effectLanguagePage(game: AnyGameModule, root: string): Promise<string> {
  const { registry, docs, handled } = game.language;
  const strings = await packStrings(join(root, docs.examplesFrom));
  return renderEffectLanguageDoc(registry, docs, collectExamples(strings, registry, docs.examplesFrom), new Set(Object.values(handled).flat()));
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const args = readArgs(DOCS, argv, io);
  if (typeof args === 'number') return args;
  // The project's pages, wherever the command runs from (a sub-folder too).
  const root = args.values.root !== undefined ? resolve(io.cwd, args.values.root) : PROJECT_ROOT;
  const check = args.values.check;
  let stale = 0;
  for (const game of GAMES) {
    const path = resolve(root, game.language.docs.path);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    const fresh = await effectLanguagePage(game, root);
    const shown = shownPath(io.cwd, path);
    if (check) {
      io.out(current === fresh ? `${shown} is up to date` : `${shown} is out of date: run "rulewright docs"`);
      if (current !== fresh) stale++;
    } else if (current !== fresh) {
      // A new game's page goes in a folder of its own (docs/games/<game>/).
      mkdirSync(dirname(path), { recursive: true });
      writeFileAtomic(path, fresh);
      io.out(`wrote ${shown}`);
    } else io.out(`${shown} is up to date`);
  }
  return stale > 0 ? 1 : 0;
}
