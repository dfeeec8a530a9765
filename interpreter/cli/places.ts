/**
 * Where a command looks when it is not told: never the current folder as
 * such. A default pack is the pack the current folder is in (a folder at or
 * above it holding `pack.yaml`), else the project's default pack
 * (`package.json`'s `rulewright.defaultPack`, e.g. `content/columbia`); the
 * project is the nearest folder at or above the current one with a
 * `content/` folder of packs, else this project wherever the command is run
 * from (`cd /tmp && npx --prefix <repo> rulewright scenario` runs the
 * repository's scenarios; `cd content && rulewright check` checks
 * content/columbia, not content/content/columbia).
 *
 * And one meaning of a content folder: a PACK folder is a folder holding
 * `pack.yaml` (check, play, replay, scenario, simulate, bench: DIR,
 * `--content`, `--against`); the editor also takes a folder of packs. A
 * folder that is neither is told in one line that names the right form, not
 * with a "file missing" error per file the loader looked for.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder (where package.json is), wherever the command runs from. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const PACK_FILE = 'pack.yaml';

/**
 * The pack a command uses when given none and run outside any pack, relative
 * to the project: which one is the project's choice (its package.json's
 * `rulewright.defaultPack`), not the CLI's, so the CLI names no game.
 */
export const DEFAULT_PACK: string = projectDefaultPack(PROJECT_ROOT);

/** `rulewright.defaultPack` of `root`'s package.json; else the first pack under content/ (by name). */
function projectDefaultPack(root: string): string {
  try {
    const chosen: unknown = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { rulewright?: { defaultPack?: unknown } }).rulewright?.defaultPack;
    if (typeof chosen === 'string' && chosen !== '') return chosen;
  } catch {
    // no readable package.json: fall back to the packs there are
  }
  return join('content', readdirSync(join(root, 'content')).sort().find((d) => existsSync(join(root, 'content', d, PACK_FILE))) ?? '');
}


function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function isPack(dir: string): boolean {
  return existsSync(join(dir, PACK_FILE));
}

/** The pack folder `dir` is in (itself included), or null. */
export function packAround(dir: string): string | null {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (isPack(d)) return d;
    if (dirname(d) === d) return null;
  }
}

/**
 * The project a command run from `cwd` works on: the nearest folder at or
 * above `cwd` with a `content/` folder of packs (this repository from any of
 * its sub-folders, or a designer's own project laid out the same way), else
 * this project, wherever it was run from.
 */
export function projectAround(cwd: string): string {
  for (let d = resolve(cwd); ; d = dirname(d)) {
    if (packsIn(join(d, 'content')).length > 0) return d;
    if (dirname(d) === d) return PROJECT_ROOT;
  }
}

/** The pack a command uses by default, run from `cwd`: the pack it is in, else its project's default pack. */
export function defaultPack(cwd: string): string {
  return packAround(cwd) ?? join(projectAround(cwd), DEFAULT_PACK);
}

/** A path as a message shows it: relative to the current folder when inside it, else absolute. */
export function shownPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel === '' ? '.' : rel.startsWith('..') ? path : rel;
}

/** The packs directly in `dir` or one level down (a content folder's packs). */
export function packsIn(dir: string): string[] {
  if (!isFolder(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && isPack(join(dir, e.name)))
    .map((e) => e.name)
    .sort();
}

/**
 * Why `dir` (absolute) is not a pack folder, in one line naming the right
 * form, or null when it is one. `flag` is how the command took it (`DIR`,
 * `--content`), `cwd` for showing paths.
 */
export function packFolderProblem(dir: string, cwd: string, example: string): string | null {
  const shown = shownPath(cwd, dir);
  if (!existsSync(dir)) return `no folder ${shown}`;
  if (!isFolder(dir)) {
    return basename(dir) === PACK_FILE ? `${shown} is a file: give the pack's folder, ${shownPath(cwd, dirname(dir))}` : `${shown} is a file, not a pack folder (a folder holding ${PACK_FILE})`;
  }
  if (isPack(dir)) return null;
  const packs = packsIn(dir);
  if (packs.length > 0) {
    return `${shown} is a folder of packs (${packs.join(', ')}), not a pack: give one of them, e.g. ${example.replace('%', join(shown, packs.includes(basename(DEFAULT_PACK)) ? basename(DEFAULT_PACK) : packs[0]!))}`;
  }
  const around = packAround(dir);
  if (around !== null) return `${shown} is inside the pack ${shownPath(cwd, around)}: give the pack's folder, e.g. ${example.replace('%', shownPath(cwd, around))}`;
  return `${shown} is not a pack: a pack folder holds ${PACK_FILE} (its game: names the game) and the game's YAML files, e.g. ${example.replace('%', shownPath(cwd, join(PROJECT_ROOT, DEFAULT_PACK)))}`;
}

/** Why `dir` is not a content folder for the editor (a pack, or a folder with packs in it), or null. */
export function contentFolderProblem(dir: string, cwd: string): string | null {
  const shown = shownPath(cwd, dir);
  if (!existsSync(dir)) return `no folder ${shown}`;
  if (!isFolder(dir)) return `${shown} is a file: the editor takes a folder (a pack, or a folder of packs)`;
  if (isPack(dir) || hasPackBelow(dir, 3)) return null;
  const around = packAround(dir);
  if (around !== null) return `${shown} is inside the pack ${shownPath(cwd, around)}: give the pack's folder (or the folder of packs above it)`;
  return `${shown} holds no pack (no ${PACK_FILE} in it or below it): give a pack folder or a folder of packs, e.g. ${shownPath(cwd, join(PROJECT_ROOT, 'content'))}`;
}

function hasPackBelow(dir: string, depth: number): boolean {
  if (depth === 0) return false;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules' && (isPack(join(dir, e.name)) || hasPackBelow(join(dir, e.name), depth - 1)));
}

/**
 * The folder a command was given, as its DIR or as `--content DIR` (the
 * same thing: `simulate` and `play` spell it `--content`, and a designer
 * going from one command to the other should not have to remember which):
 * resolved against `cwd`, undefined when given neither, or a problem when
 * the two name different folders.
 */
export function givenFolder(cwd: string, positional: string | undefined, content: string | undefined): { dir: string | undefined } | { problem: string } {
  const a = positional !== undefined ? resolve(cwd, positional) : undefined;
  const b = content !== undefined ? resolve(cwd, content) : undefined;
  if (a !== undefined && b !== undefined && a !== b) return { problem: `DIR (${positional}) and --content (${content}) name different folders: give one` };
  return { dir: a ?? b };
}
