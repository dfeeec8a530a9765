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
      return addExpr(e.of, g, out);
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

function addPhrase(np: Phrase, g: Game, out: Set<string>): boolean {
  if (!addAll(g.steady.reads(np, g.rules), out)) return false;
  const inner: (Referent | undefined)[] = [np.possessor, np.of, np.qualifier?.target];
  for (const x of inner) if (x !== undefined && !addExpr(x, g, out)) return false;
  const r = np.relative;
  if (r !== undefined && !(typeof r.subject !== 'string' ? addExpr(r.subject, g, out) : /^(i|me)$/i.test(r.subject))) return false;
  return true;
}

/** Whatever versions parts of the game (a `Steady` with its evaluator). */
interface Versions<E> {
  version(ev: E, part: string): number;
}

/** Whether `versions` are still the versions of `parts`. */
export function sameVersions<E>(steady: Versions<E>, ev: E, parts: readonly string[], versions: readonly number[]): boolean {
  for (let i = 0; i < parts.length; i++) if (steady.version(ev, parts[i]!) !== versions[i]) return false;
  return true;
}

/** Writes the versions of `parts` now over `versions` (a kept answer's, found stale: no new list a miss). */
export function noteVersions<E>(steady: Versions<E>, ev: E, parts: readonly string[], versions: number[]): void {
  for (let i = 0; i < parts.length; i++) versions[i] = steady.version(ev, parts[i]!);
}

/** The versions of `parts` now. */
export function versionsOf<E>(steady: Versions<E>, ev: E, parts: readonly string[]): number[] {
  return parts.map((p) => steady.version(ev, p));
}
