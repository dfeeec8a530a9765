/**
 * The registry words a checked program uses, each with where it is written:
 * what a game must give a meaning to for the string to run. The loader
 * refuses a string that uses a word its game has no handler for
 * (`RW-EFFECT-UNSUPPORTED`), and the docs pick examples by it.
 */
import type { Loc, Program } from './ast.ts';

export interface WordUse {
  /** Registry id: `verb.gain`, `timing.before-dice`, `noun.unit`, `adjective.enemy`, `qualifier.in`. */
  id: string;
  /** Where the word is written in the string. */
  loc: Loc;
}

/**
 * Every registry id the checker bound in `program` (clauses, timing and
 * duration headers, resolved nouns, values and subjects with their
 * adjectives, qualifiers), in source order of the walk.
 */
export function wordsUsed(program: Program): WordUse[] {
  const out: WordUse[] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) {
      for (const item of x) walk(item);
      return;
    }
    if (x === null || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    const loc = (o['headerLoc'] ?? o['loc']) as Loc | undefined;
    if (loc !== undefined) {
      const bound = o['bound'];
      if (typeof bound === 'string') out.push({ id: bound, loc });
      else if (bound !== null && typeof bound === 'object' && typeof (bound as { id?: unknown }).id === 'string') out.push({ id: (bound as { id: string }).id, loc });
      const resolved = o['resolved'] as { id?: unknown; adjectives?: unknown } | undefined;
      if (resolved !== undefined) {
        if (typeof resolved.id === 'string') out.push({ id: resolved.id, loc });
        if (Array.isArray(resolved.adjectives)) for (const a of resolved.adjectives) if (typeof a === 'string') out.push({ id: a, loc });
      }
      if (typeof o['prep'] === 'string' && o['target'] !== undefined) out.push({ id: `qualifier.${o['prep'].replace(/ /g, '-')}`, loc: (o['prepLoc'] as Loc | undefined) ?? loc });
    }
    for (const [k, v] of Object.entries(o)) if (k !== 'bound' && k !== 'resolved' && !/loc$/i.test(k)) walk(v);
  };
  walk(program);
  return out;
}
