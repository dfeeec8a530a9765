/**
 * The registry words a checked program uses, each with where it is written:
 * what a game must give a meaning to for the string to run. The loader
 * refuses a string that uses a word its game has no handler for
 * (`RW-EFFECT-UNSUPPORTED`), and the docs pick examples by it.
 */
import { walk, type Loc, type Program } from '../effect-ir/index.ts';

export interface WordUse {
  /** Registry id: `verb.gain`, `timing.before-dice`, `noun.unit`, `qualifier.in`. */
  id: string;
  /** Where the word is written in the string. */
  loc: Loc;
}

/**
 * Every registry id in `program` (clauses, timing and duration headers,
 * resolved nouns, values and subjects, qualifiers), in the order written.
 */
export function wordsUsed(program: Program): WordUse[] {
  const out: WordUse[] = [];
  walk(program, (n) => {
    switch (n.kind) {
      case 'clause':
        out.push({ id: n.id, loc: n.loc });
        return;
      case 'timing':
      case 'during':
        out.push({ id: n.id, loc: n.headerLoc });
        return;
      case 'phrase':
        if (n.id !== undefined) out.push({ id: n.id, loc: n.loc });
        if (n.qualifier !== undefined) out.push({ id: `qualifier.${n.qualifier.prep.replace(/ /g, '-')}`, loc: n.qualifier.loc });
        return;
    }
  });
  return out;
}
