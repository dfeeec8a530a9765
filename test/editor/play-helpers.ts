/**
 * The Columbia pack's texts as the editor holds them (`columbia/board.yaml`
 * -> text), for the test-play suites. Read once per process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as nodePath from 'node:path';
import { loadGame, type PlayableGame } from '../../editor/src/play/rules.ts';
import type { ColumbiaG, Ruleset } from '../../interpreter/columbia/index.ts';
import type { GameState } from '../../interpreter/core/index.ts';

const PACK = nodePath.resolve(import.meta.dirname, '../../content/columbia');

let texts: Map<string, string> | undefined;

export function packTexts(): Map<string, string> {
  if (!texts) {
    texts = new Map();
    for (const f of readdirSync(PACK).filter((f) => f.endsWith('.yaml')).sort()) texts.set(`columbia/${f}`, readFileSync(nodePath.join(PACK, f), 'utf8'));
  }
  return new Map(texts);
}

/** The pack with one file's text changed by `edit`. */
export function editedTexts(file: string, edit: (text: string) => string): Map<string, string> {
  const t = packTexts();
  const before = t.get(file)!;
  const after = edit(before);
  if (after === before) throw new Error(`the edit changed nothing in ${file}`);
  t.set(file, after);
  return t;
}

/** The loaded pack, its rules typed as Columbia's (the editor holds them as `unknown`). */
export type ColumbiaPlayable = PlayableGame & { rules: Ruleset };

export function playable(t: Map<string, string> = packTexts()): ColumbiaPlayable {
  const g = loadGame(t, 'columbia');
  if (!g.ok) throw new Error(`the pack does not load: ${g.errors.map((e) => e.message).join('; ')}`);
  return g as ColumbiaPlayable;
}

/** A session's game data, typed as Columbia's. */
export const columbiaG = (s: { state: GameState<unknown> }): ColumbiaG => s.state.g as ColumbiaG;
