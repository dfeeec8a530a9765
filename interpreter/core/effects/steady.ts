/**
 * What a condition, and each phrase in it, reads of the game, in the game's
 * own words for the parts of its state (`EffectHandlers.steady`: "units",
 * "control", ...): the game says what each predicate, phrase and name reads
 * itself, and a node reads that and what its inner phrases read. A condition
 * read only from parts the game versions is steady: its answer for one "I",
 * and the sets its phrases denote, may be kept while the versions of what
 * they read stay the same (`ctx.holds`, runtime.ts; `Evaluator.things`).
 * Anything else (a decision, `it`, a node the game does not vouch for) is
 * not steady (null).
 */
import type { Condition, Expr, Phrase, Referent, Subject } from '../../effect-ir/index.ts';
import { isCondition } from '../../effect-ir/index.ts';
import { doubleList } from '../json.ts';
import type { Steady } from './handlers.ts';

/** What `c` reads (its parts, no repeats), or null when it is not steady. */
export function conditionReads(c: Condition, steady: Steady<unknown, unknown>, rules: unknown): string[] | null {
  const out = new Set<string>();
  return addCondition(c, { steady, rules }, out) ? [...out] : null;
}

/** What a noun phrase reads, or null when it is not steady. */
export function phraseReads(np: Phrase, steady: Steady<unknown, unknown>, rules: unknown): string[] | null {
  const out = new Set<string>();
  return addPhrase(np, { steady, rules }, out) ? [...out] : null;
}

/** The game's steady handlers and its rules (what a name names). */
interface Game {
  steady: Steady<unknown, unknown>;
  rules: unknown;
}

function addAll(parts: readonly string[] | null | undefined, out: Set<string>): boolean {
  if (parts === null || parts === undefined) return false;
  for (const p of parts) out.add(p);
  return true;
}

function addCondition(c: Condition, g: Game, out: Set<string>): boolean {
  switch (c.kind) {
    case 'and':
    case 'or':
      return addCondition(c.left, g, out) && addCondition(c.right, g, out);
    case 'not':
      return addCondition(c.operand, g, out);
    case 'compare':
      return addExpr(c.left, g, out) && addExpr(c.right, g, out);
    case 'clause': {
      if (c.role !== 'predicate' || !addAll(g.steady.reads(c, g.rules), out)) return false;
      if (c.subject !== undefined && !addExpr(c.subject, g, out)) return false;
      for (const k in c.slots) {
        const v = c.slots[k]!;
        if (typeof v === 'boolean' || typeof v === 'string') continue;
        if (!(isCondition(v) ? addCondition(v, g, out) : addExpr(v, g, out))) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

function addExpr(e: Expr | Subject, g: Game, out: Set<string>): boolean {
  switch (e.kind) {
    case 'number':
      return true;
    case 'negate':
      return addExpr(e.operand, g, out);
    case 'binary':
      return addExpr(e.left, g, out) && addExpr(e.right, g, out);
    case 'count':
      return e.of.kind === 'phrase' ? addPhrase(e.of, g, out, true) : addExpr(e.of, g, out);
    case 'phrase':
      return addPhrase(e, g, out);
    case 'name':
      return addAll(g.steady.reads(e, g.rules), out);
    case 'pronoun':
      return /^(i|me)$/i.test(e.word);
    default:
      return false;
  }
}

/** A phrase's own reads and its inner phrases'; `counted`: only how many things it holds is read (`count my units`). */
function addPhrase(np: Phrase, g: Game, out: Set<string>, counted = false): boolean {
  if (!addAll(g.steady.reads(np, g.rules, counted), out)) return false;
  const inner: (Referent | undefined)[] = [np.possessor, np.of, np.qualifier?.target];
  for (const x of inner) if (x !== undefined && !addExpr(x, g, out)) return false;
  const r = np.relative;
  if (r !== undefined && !(typeof r.subject !== 'string' ? addExpr(r.subject, g, out) : /^(i|me)$/i.test(r.subject))) return false;
  return true;
}

/**
 * Whether a steady phrase's set is the same whoever "I" is: the game says
 * so of its own words (`Steady.forAnyone`) and of every phrase or name
 * inside it; a pronoun ("I", "me") is never. Its set may then be kept once
 * for every player (`Evaluator.keptThings`).
 */
export function phraseForAnyone(np: Phrase, steady: Steady<unknown, unknown>, rules: unknown): boolean {
  const forAnyone = steady.forAnyone;
  if (forAnyone === undefined || !forAnyone(np, rules)) return false;
  const inner: (Referent | undefined)[] = [np.possessor, np.of, np.qualifier?.target];
  for (const x of inner) if (x !== undefined && !referentForAnyone(x, steady, rules)) return false;
  const r = np.relative;
  return r === undefined || (typeof r.subject !== 'string' && referentForAnyone(r.subject, steady, rules));
}

function referentForAnyone(x: Referent | Subject, steady: Steady<unknown, unknown>, rules: unknown): boolean {
  if (x.kind === 'phrase') return phraseForAnyone(x, steady, rules);
  if (x.kind === 'name') return steady.forAnyone?.(x, rules) === true;
  return false;
}

/** Where each of `reads` is in the game's `parts` (`Steady.parts`): what a kept answer compares. */
export function partPlaces(reads: readonly string[], parts: readonly string[]): number[] {
  // Pushed, not mapped: V8's optimized `map` makes a holey list where the unoptimized one made a packed one.
  const places: number[] = [];
  for (const p of reads) {
    const i = parts.indexOf(p);
    if (i < 0) throw new Error(`the game reads a part it does not version: "${p}"`);
    places.push(i);
  }
  return places;
}

/** Whether `kept` are still the versions `now` (`Steady.versions`) gives the parts at `places`. */
export function sameVersions(now: ArrayLike<number>, places: readonly number[], kept: readonly number[]): boolean {
  for (let i = 0; i < places.length; i++) if (now[places[i]!] !== kept[i]) return false;
  return true;
}

/** Writes the versions `now` gives the parts at `places` over `kept` (a kept answer's, found stale: no new list a miss). */
export function noteVersions(now: ArrayLike<number>, places: readonly number[], kept: number[]): void {
  for (let i = 0; i < places.length; i++) kept[i] = now[places[i]!]!;
}

/** The versions `now` gives the parts at `places`, as a new list. */
export function versionsOf(now: ArrayLike<number>, places: readonly number[]): number[] {
  // One kind of list for every kept answer's versions, doubles (`doubleList`), as the board's own list is.
  const versions = doubleList();
  for (let i = 0; i < places.length; i++) versions.push(now[places[i]!]!);
  return versions;
}
