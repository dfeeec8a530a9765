/**
 * The layer rules the import test checks, as functions: where a file sits,
 * what it imports, and what is wrong with an import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The generic layers under interpreter/, by rank: an import may go to an equal-or-lower rank only. */
const RANKS: Record<string, number> = {
  diagnostics: 0,
  'effect-ir': 0,
  dsl: 1,
  content: 2,
  core: 2,
  game: 3,
  // 4: the game modules
  games: 5,
  scenario: 6,
  sim: 6,
  cli: 7,
  editor: 7,
  bench: 8,
};

/** Every other folder under interpreter/ is a game module (columbia/, baldurs-gate/, ...). */
function gameFolders(): string[] {
  return readdirSync(join(ROOT, 'interpreter'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !(e.name in RANKS))
    .map((e) => e.name)
    .sort();
}

export const GAME_FOLDERS = gameFolders();

/** Rank of a layer. */
export function rankOf(layer: string): number {
  if (GAME_FOLDERS.includes(layer)) return 4;
  const r = RANKS[layer];
  if (r === undefined) throw new Error(`no rank for the layer "${layer}": add it to test/architecture/layers.ts`);
  return r;
}

/** The layer a repository path belongs to: `interpreter/<layer>/...`, `editor`, `bench`, `test`, `schemas`... */
export function layerOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'interpreter') return parts[1]!;
  return parts[0]!;
}

/** The public modules of a layer: what other layers may import. */
function isPublicFace(path: string): boolean {
  const parts = path.split('/');
  if (parts[0] !== 'interpreter' || parts.length !== 3) return false;
  return parts[2] === 'index.ts' || parts[2] === 'node.ts';
}

export function productFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const top of ['interpreter', 'editor', 'bench']) walk(top);
  return out.sort();
}

export interface Import {
  from: string;
  to: string;
}

/** Relative imports (static, dynamic and re-exports) of a file, resolved to repository paths. */
export function importsOf(file: string): Import[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out: Import[] = [];
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...text.matchAll(/\bimport\.meta\.glob\(\s*\[?\s*['"]([^'"]+)['"]/g),
  ].map((m) => m[1]!);
  for (const spec of specs) {
    if (!spec.startsWith('.')) continue;
    out.push({ from: file, to: relative(ROOT, resolve(join(ROOT, dirname(file)), spec)) });
  }
  return out;
}

/** What is wrong with an import, or null. */
export function problem(i: Import): string | null {
  const a = layerOf(i.from);
  const b = layerOf(i.to);
  if (b === 'test') return 'product code imports test code';
  // Schemas, package.json and the like are data, not a layer.
  if (!i.to.startsWith('interpreter/') && b !== 'editor' && b !== 'bench') return null;
  if (a === b) return null;
  if (GAME_FOLDERS.includes(b)) {
    if (i.from !== 'interpreter/games/registry.ts') return `imports the game module ${b} (only the games registry may)`;
    return i.to === `interpreter/${b}/module.ts` || i.to === `interpreter/${b}/index.ts` ? null : `imports ${b}'s internals (the registry takes its module.ts)`;
  }
  if (rankOf(b) > rankOf(a)) return `imports upward (${a} -> ${b})`;
  if (i.to === FAST_PLAYOUTS) return FAST_PLAYOUT_USERS.some((u) => i.from.startsWith(u)) ? null : `imports core's fast playouts (only ${FAST_PLAYOUT_USERS.join(', ')} may)`;
  if (!isPublicFace(i.to)) return `imports ${b}'s internals (use interpreter/${b}/index.ts)`;
  return null;
}

/**
 * The one path that changes a game state in place (core/playout.ts): not a
 * public module of core. Besides core itself, only the simulator plays on it,
 * and the tests of core, of the simulator and of the caches (test/perf).
 */
export const FAST_PLAYOUTS = 'interpreter/core/playout.ts';
export const FAST_PLAYOUT_USERS = ['interpreter/core/', 'interpreter/sim/', 'test/core/', 'test/sim/', 'test/perf/'];

/** Every test file (what the fast-playout rule reads besides the product code). */
export function testFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
    }
  };
  walk('test');
  return out.sort();
}

export const key = (i: Import): string => `${i.from} -> ${i.to}`;

