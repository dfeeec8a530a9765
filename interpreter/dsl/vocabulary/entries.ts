/**
 * Builders of vocabulary entries, for the core's words and every game's:
 * one spelling of each entry's shape, so a game's vocabulary reads as a list
 * of its words and not as a copy of these helpers.
 */
import type { ClauseEntry, Entry, SlotType } from '../registry.ts';

/** A slot that accepts `types` (one thing, or several with `many`). */
export const slot = (types: string | string[], many = false): SlotType => ({ types: Array.isArray(types) ? types : [types], many });

/** What an action clause is written with: its subject optional, the kind implied. */
export type ActionSpec = Omit<ClauseEntry, 'kind' | 'subject'> & { subject?: ClauseEntry['subject'] };

/** A builder of action clauses whose subject is `subject` unless a clause names its own. */
export function actionsWith(subject: ClauseEntry['subject']): (e: ActionSpec) => ClauseEntry {
  return (e) => ({ kind: 'action', subject, ...e });
}

/** A noun (`noun.<id>`): a thing of `type`, with its singular and plural forms. */
export const noun = (id: string, type: string, singular: string[], plural: string[], description: string): Entry => ({
  id: `noun.${id}`,
  kind: 'noun',
  type,
  singular,
  plural,
  description,
});

/** An adjective (`adjective.<word>`) that applies to things of the types in `appliesTo`. */
export const adjective = (word: string, appliesTo: string[], description: string): Entry => ({
  id: `adjective.${word}`,
  kind: 'adjective',
  word,
  appliesTo,
  description,
});
