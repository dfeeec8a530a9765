/**
 * The file-system shell around the pure scenario runner: find scenario files
 * (`.yaml` files under `content/<pack>/scenarios/`, in sub-folders at any depth), load each
 * file's pack once, run, and read or rewrite the golden playthroughs next to
 * them (`scenarios/golden/`, never scenarios).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { keptValidators } from '../content/node.ts';
import { loadGamePackFromDir } from '../games/node.ts';
import { moduleOf } from '../games/index.ts';
import { formatDiagnostic, hasErrors } from '../diagnostics/index.ts';
import { compileScenario } from './compile.ts';
import { compareGolden, recordGolden, type GoldenCheck, type GoldenGame } from './golden.ts';
import { ScenarioPack } from './pack.ts';
import { invalidResult, runScenario, type Pack, type ScenarioResult } from './run.ts';

export const GOLDEN_DIR = 'golden';
/** The folder of a pack that holds its scenarios (in sub-folders at any depth). */
export const SCENARIOS_DIR = 'scenarios';

/** Every scenario file under `root/content/<pack>/scenarios/` at any depth (not the golden records), sorted by path; only packs (a `pack.yaml`). */
export function defaultScenarioFiles(root: string): string[] {
  const content = join(root, 'content');
  if (!existsSync(content)) return [];
  const out: string[] = [];
  for (const pack of readdirSync(content).sort()) {
    const dir = join(content, pack, SCENARIOS_DIR);
    if (existsSync(dir) && statSync(dir).isDirectory() && existsSync(join(content, pack, 'pack.yaml'))) out.push(...scenarioFilesIn(dir));
  }
  return out;
}

/**
 * The scenario files of a folder and its sub-folders, sorted by path (a file
 * given stands for itself). `golden/` directly under a `scenarios/` folder
 * holds the golden playthroughs and is skipped; so are hidden names.
 */
export function scenarioFilesIn(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(entry.name === GOLDEN_DIR && basename(dir) === SCENARIOS_DIR)) walk(full);
      } else if (/\.ya?ml$/.test(entry.name)) out.push(full);
    }
  };
  walk(path);
  // By path, so `combat/` sorts where its name does and a run prints in the same order on every machine.
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The pack a scenario belongs to: the folder above the nearest `scenarios/`
 * folder it sits in at any depth whose parent holds `pack.yaml`, else
 * `fallback`. A folder called `scenarios` with no `pack.yaml` beside it is
 * not a pack's (docs/SCENARIOS.md): its files are loose scenarios.
 */
export function packDirOf(file: string, fallback: string): string {
  for (let dir = dirname(resolve(file)); dirname(dir) !== dir; dir = dirname(dir)) {
    if (basename(dir) !== SCENARIOS_DIR) continue;
    const pack = dirname(dir);
    if (existsSync(join(pack, 'pack.yaml'))) return pack;
  }
  return fallback;
}

const packs = new Map<string, Promise<Pack | string>>();

/** Loads a pack folder once per process; a string is why it cannot be used. */
export function loadPackCached(dir: string): Promise<Pack | string> {
  const key = resolve(dir);
  let p = packs.get(key);
  if (p === undefined) {
    p = loadGamePackFromDir(key).then((r) => {
      if (!r.ruleset || hasErrors(r.diagnostics)) {
        return `the pack in ${dir} has errors:\n${r.diagnostics.filter((d) => d.severity === 'error').slice(0, 10).map(formatDiagnostic).join('\n')}`;
      }
      return new ScenarioPack(moduleOf(r), r.ruleset, r.effects ?? null, keptValidators());
    });
    packs.set(key, p);
  }
  return p;
}

/**
 * Compiles and runs one scenario file; `label` is how results name it. A file
 * outside a pack's `scenarios/` folder runs on `fallbackPack`; `on` runs it
 * on that pack wherever it is (`rulewright scenario --content`).
 */
export async function runScenarioFile(file: string, label: string, fallbackPack: string, on: string | null = null): Promise<ScenarioResult> {
  const pack = await loadPackCached(on ?? packDirOf(file, fallbackPack));
  if (typeof pack === 'string') return { ...invalidResult(label, []), failure: { line: 1, step: null, message: pack } };
  const text = readFileSync(file, 'utf8');
  const { scenario, diagnostics } = compileScenario(label, text, pack);
  if (scenario === null) return invalidResult(label, diagnostics);
  return runScenario(scenario, pack);
}

function goldenFile(packDir: string, game: GoldenGame, player: string): string {
  return join(packDir, SCENARIOS_DIR, GOLDEN_DIR, `${game.id}.${player}.jsonl`);
}

/** The golden playthroughs a pack keeps: its game's (for the player counts the pack has); none when it cannot load. */
export async function goldenGamesOf(packDir: string): Promise<readonly GoldenGame[]> {
  const pack = await loadPackCached(packDir);
  if (typeof pack === 'string') return [];
  const counts = pack.module.seats.counts(pack.rules);
  return (pack.module.hooks.scenario?.goldenGames ?? []).filter((g) => counts.includes(g.players));
}

/** Checks (or with `update`, rewrites) the golden playthroughs of a pack. */
export async function checkGolden(packDir: string, game: GoldenGame, update: boolean): Promise<GoldenCheck & { files: string[] }> {
  const pack = await loadPackCached(packDir);
  if (typeof pack === 'string') return { ok: false, message: pack, steps: 0, files: [] };
  const engine = pack.engine();
  const players = pack.module.seats.players(pack.rules, game.players);
  const files = players.map((p) => goldenFile(packDir, game, p));
  if (update) {
    const records = recordGolden(engine, players, game);
    mkdirSync(dirname(files[0]!), { recursive: true });
    for (const p of players) writeFileSync(goldenFile(packDir, game, p), records[p]!);
    return { ok: true, message: 'rewritten', steps: records[players[0]!]!.trim().split('\n').length, files };
  }
  const stored = Object.fromEntries(players.map((p) => [p, existsSync(goldenFile(packDir, game, p)) ? readFileSync(goldenFile(packDir, game, p), 'utf8') : null]));
  return { ...compareGolden(engine, players, game, stored), files };
}

/** The packs under `root/content` that have golden playthroughs (or a scenarios folder to hold them). */
export function goldenPacks(root: string): string[] {
  const content = join(root, 'content');
  if (!existsSync(content)) return [];
  return readdirSync(content)
    .sort()
    .map((p) => join(content, p))
    .filter((dir) => existsSync(join(dir, SCENARIOS_DIR)) && existsSync(join(dir, 'pack.yaml')));
}

