/**
 * Every effect-language string of a Columbia pack folder (and its
 * subfolders, such as `bots/`), in file order, with the context each lives
 * in: the strings the language tests read, found by walking the YAML rather
 * than through the loader, so a string the loader missed would still be
 * tested.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import type { EffectContextKind } from './api.ts';

/** Which context a string in a pack file has, from the file and its neighbours. */
export function contextForField(file: string, field: string, parent: Record<string, unknown>): EffectContextKind {
  const base = file.replace(/^.*\//, '');
  if (file.startsWith('bots/') || field === 'when') return 'bot-condition';
  if (base.startsWith('action-cards')) return parent['kind'] === 'discard' ? 'discard-ability' : 'combat-ability';
  if (base.startsWith('world-events')) return 'world-event';
  if (base.startsWith('timelines')) return 'timeline-step';
  if (base.startsWith('victory-cards')) return 'victory-condition';
  if (base.startsWith('leaders')) return 'leader-ability';
  if (field === 'condition') return 'bot-condition';
  return 'any';
}

/** The string fields that hold the language: card, event, step and leader effects, victory conditions, bot rules' `when`. */
function isLanguageField(file: string, field: string): boolean {
  if (field === 'effect' || field === 'condition' || field === 'ability') return true;
  return field === 'when' && file.startsWith('bots/');
}

/** Every effect-language string of a pack folder (and its subfolders, such as `bots/`), in file order. */
export function packStrings(packDir: string): { file: string; text: string; context: EffectContextKind }[] {
  if (!existsSync(packDir)) return [];
  const out: { file: string; text: string; context: EffectContextKind }[] = [];
  const files: string[] = [];
  const list = (rel: string): void => {
    for (const entry of readdirSync(join(packDir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      // Scenarios are test scripts, not effect strings.
      if (entry.isDirectory()) {
        if (entry.name !== 'scenarios') list(path);
      }
      else if (entry.name.endsWith('.yaml')) files.push(path);
    }
  };
  list('');
  for (const f of files) {
    const data: unknown = parseDocument(readFileSync(join(packDir, f), 'utf8')).toJS();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      for (const [k, x] of Object.entries(o)) {
        if (typeof x === 'string' && isLanguageField(f, k)) out.push({ file: f, text: x, context: contextForField(f, k, o) });
        else walk(x);
      }
    };
    walk(data);
  }
  return out;
}

