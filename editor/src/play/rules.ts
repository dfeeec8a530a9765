/**
 * The game the editor plays: the pack's saved texts through the same loader
 * the CLI uses, and a Columbia engine over the Ruleset. Test-play runs on
 * what is saved, not on half-typed edits, so a game only changes when the
 * designer saves.
 */
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import { formatDiagnostic } from '../../../interpreter/diagnostics/index.ts';
import { engineFor, loadGamePack, moduleOf, type AnyGameModule } from '../../../interpreter/games/index.ts';
import type { Ruleset } from '../../../interpreter/columbia/index.ts';
import type { PackEffects } from '../../../interpreter/content/index.ts';
import type { ColumbiaEngine } from '../../../interpreter/columbia/index.ts';
import { ScenarioPack } from '../../../interpreter/scenario/index.ts';

export const PLAY_PACK = 'columbia';

/** The playable content: the Ruleset, its effects, and the engine over them. */
export type PlayableGame = Extract<LoadedGame, { ok: true }>;

export type LoadedGame =
  | { ok: true; module: AnyGameModule; rules: Ruleset; effects: PackEffects | null; engine: ColumbiaEngine; pack: ScenarioPack; fingerprint: string }
  | { ok: false; errors: Diagnostic[]; fingerprint: string };

/**
 * The pack proper's files (`columbia/board.yaml` ...), keyed as the loader
 * wants them (`board.yaml`): scenarios and bots in subfolders are not rules.
 */
export function packFiles(texts: ReadonlyMap<string, string>, pack = PLAY_PACK): Record<string, string> {
  const files: Record<string, string> = {};
  const prefix = `${pack}/`;
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
export function loadGame(texts: ReadonlyMap<string, string>, pack = PLAY_PACK): LoadedGame {
  const files = packFiles(texts, pack);
  const print = fingerprint(files);
  const result = loadGamePack<Ruleset>(files, { label: (p) => `${pack}/${p}` });
  if (!result.ruleset) {
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    return { ok: false, errors, fingerprint: print };
  }
  const effects = result.effects ?? null;
  const module = moduleOf(result);
  const engine = engineFor(module, result.ruleset, effects) as ColumbiaEngine;
  return { ok: true, module, rules: result.ruleset, effects, engine, pack: new ScenarioPack(module, result.ruleset, effects), fingerprint: print };
}

/** The first few errors as lines, for a notice. */
export function describeErrors(errors: readonly Diagnostic[], max = 3): string {
  const lines = errors.slice(0, max).map(formatDiagnostic);
  if (errors.length > max) lines.push(`… and ${errors.length - max} more (see Problems)`);
  return lines.join('\n');
}
