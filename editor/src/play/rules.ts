/**
 * The game the editor plays: one pack's saved texts through the same loader
 * the CLI uses, its game's module (pack.yaml's `game:`) and an engine over
 * its rules. Test-play runs on what is saved, not on half-typed edits, so a
 * game only changes when the designer saves.
 */
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import { formatDiagnostic } from '../../../interpreter/diagnostics/index.ts';
import { engineFor, loadGamePack, moduleOf, type AnyGameModule } from '../../../interpreter/games/index.ts';
import type { PackEffects } from '../../../interpreter/content/index.ts';
import type { Engine } from '../../../interpreter/core/index.ts';
import { ScenarioPack } from '../../../interpreter/scenario/index.ts';
import { packLayout } from '../workspace/packs.ts';

/** Any game's engine, as the editor drives it (the module knows the game's types). */
export type PlayEngine = Engine<unknown, unknown>;

/** The playable content: the game's module, the rules, their effects, and the engine over them. */
export type PlayableGame = Extract<LoadedGame, { ok: true }>;

export type LoadedGame =
  | { ok: true; folder: string; module: AnyGameModule; rules: unknown; effects: PackEffects | null; engine: PlayEngine; pack: ScenarioPack; fingerprint: string }
  | { ok: false; folder: string; errors: Diagnostic[]; fingerprint: string };

/**
 * A pack as test-play and balance name it: its folder inside the content
 * folder (`columbia`), or `.` when the content folder is itself the pack.
 */
export const WHOLE_FOLDER = '.';

/** The packs among the content paths (workspace/packs.ts draws the line), by name. */
export function packsIn(paths: Iterable<string>): string[] {
  return packLayout(paths).packs.map((p) => (p.root === '' ? WHOLE_FOLDER : p.root));
}

/** A path inside a pack as a content path (`scenarios/x.yaml` -> `my-pack/scenarios/x.yaml`). */
export function packPath(pack: string, inner: string): string {
  return pack === WHOLE_FOLDER ? inner : `${pack}/${inner}`;
}

/** What to call a pack: its folder's name (the content folder's own, for the whole folder). */
export function packLabel(pack: string, folderName: string): string {
  return pack === WHOLE_FOLDER ? folderName : pack;
}

/** The pack a content path is in (`my-pack/board.yaml` -> `my-pack`), when it is one of `packs`. */
export function packOfPath(path: string | undefined, packs: readonly string[]): string | null {
  if (packs.includes(WHOLE_FOLDER)) return WHOLE_FOLDER;
  const top = path?.split('/')[0];
  return top !== undefined && packs.includes(top) ? top : null;
}

/**
 * The pack proper's files (`my-pack/board.yaml` ...), keyed as the loader
 * wants them (`board.yaml`): scenarios and bots in subfolders are not rules.
 */
export function packFiles(texts: ReadonlyMap<string, string>, pack: string): Record<string, string> {
  const files: Record<string, string> = {};
  const prefix = pack === WHOLE_FOLDER ? '' : `${pack}/`;
  for (const [path, text] of [...texts].sort(([a], [b]) => a.localeCompare(b))) {
    if (!path.startsWith(prefix)) continue;
    const inner = path.slice(prefix.length);
    if (inner.includes('/') || !/\.ya?ml$/.test(inner)) continue;
    files[inner] = text;
  }
  return files;
}

/** Changes whenever any rules file's text changes: whether a reload is needed. */
export function fingerprint(files: Readonly<Record<string, string>>): string {
  // FNV-1a over names and texts; collisions only cost a skipped reload, never a wrong game.
  let h = 0x811c9dc5;
  for (const name of Object.keys(files).sort()) {
    const s = `${name}\u0000${files[name]}\u0001`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return `${Object.keys(files).length}:${h.toString(16)}`;
}

/** Loads the pack and builds its engine, or says why it cannot be played. */
export function loadGame(texts: ReadonlyMap<string, string>, pack: string): LoadedGame {
  const files = packFiles(texts, pack);
  const print = fingerprint(files);
  const result = loadGamePack(files, { label: (p) => packPath(pack, p) });
  if (!result.ruleset) {
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    return { ok: false, folder: pack, errors, fingerprint: print };
  }
  const effects = result.effects ?? null;
  const module = moduleOf(result);
  const engine = engineFor(module, result.ruleset, effects) as PlayEngine;
  return { ok: true, folder: pack, module, rules: result.ruleset, effects, engine, pack: new ScenarioPack(module, result.ruleset, effects), fingerprint: print };
}

/** The first few errors as lines, for a notice. */
export function describeErrors(errors: readonly Diagnostic[], max = 3): string {
  const lines = errors.slice(0, max).map(formatDiagnostic);
  if (errors.length > max) lines.push(`… and ${errors.length - max} more (see Problems)`);
  return lines.join('\n');
}
