/** Small shared pieces of the Columbia effect handlers: slots of a checked clause, and plan types. */
import type { Clause, Expr, NameRef, Phrase, Pronoun } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { Ctx, Json, VerbHandler } from '../../core/index.ts';
import type { ColumbiaG, PlayerId } from '../state.ts';

export type C = Ctx<ColumbiaG, Ruleset>;
export type Verb = VerbHandler<ColumbiaG, Ruleset>;

/** A slot's argument as the checker bound it (undefined when the clause has none). */
export function slot(clause: Clause, name: string): Expr | undefined {
  const v = clause.slots[name];
  return v !== undefined && typeof v === 'object' ? (v as Expr) : undefined;
}

/** A flag or option of the clause (`instead`, `factions first`). */
export function flag(clause: Clause, name: string): boolean {
  return clause.slots[name] === true;
}

/** A slot that names things (a noun phrase, a name or a pronoun), or undefined. */
export function thingSlot(clause: Clause, name: string): Phrase | NameRef | Pronoun | undefined {
  const v = slot(clause, name);
  return v !== undefined && (v.kind === 'phrase' || v.kind === 'name' || v.kind === 'pronoun') ? v : undefined;
}

export function phrase(x: Phrase | NameRef | Pronoun | undefined): Phrase | null {
  return x !== undefined && x.kind === 'phrase' ? x : null;
}

export function meOf(env: { me?: Json }): PlayerId {
  if (typeof env.me !== 'string') throw new Error('an effect ran with nobody as "I"');
  return env.me;
}

/** The Columbia meaning of the clause's subject, for actions whose subject is a thing (`it has no effect`). */
export function subjectSlot(clause: Clause): Phrase | NameRef | Pronoun | undefined {
  const s = clause.subject;
  return s === undefined ? undefined : s;
}
