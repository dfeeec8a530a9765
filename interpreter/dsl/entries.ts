/**
 * The shapes of the effect language's registry: entries (verbs, values,
 * nouns...), the contexts strings live in, the vocabularies a game
 * registers, and the error a malformed vocabulary raises. Types and
 * constants only; `registry.ts` builds a registry from them.
 */

/**
 * Where an effect string lives (`combat-ability`, `world-event`...): an id a
 * vocabulary declares with a `ContextSpec`. The core declares `any` (no
 * placement rules) and `bot-condition`; a game declares its own.
 */
export type EffectContextKind = string;

/** A place effect strings live, and the scope rules the checker applies there. */
export interface ContextSpec {
  id: EffectContextKind;
  /** Plain words for messages: "a combat ability", "a victory card condition". */
  name: string;
  /** Whether `I` means someone at the top of the string (a world event has no `I`: `each player:` gives one). */
  iBound: boolean;
  /** Whether one-off actions may stand at the top (a leader's standing ability needs a timing window for them). */
  actionsOk: boolean;
  /** Whether rule changes may stand at the top (elsewhere they need a duration). */
  modifiersOk: boolean;
  /** The string is one condition rather than a list of effects (a victory card, a bot rule's `when`). */
  condition?: boolean;
  /** One line for the generated reference: what `I` is, what it may use. */
  rules: string;
}

/**
 * In a slot's types (and an adjective's or value's), `actor` stands for every
 * type the registry's vocabularies declare as actors (`Vocabulary.actors`):
 * who can do, choose and own things. The core's actor is `player`; a game
 * with teams adds its team type. The registry writes the types out, so
 * entries read as if they had listed them.
 */
export const ACTOR = 'actor';

export type EntryKind =
  | 'action'
  | 'modifier'
  | 'predicate'
  | 'timing'
  | 'duration'
  | 'value'
  | 'noun'
  | 'adjective'
  | 'subject'
  | 'qualifier';

/**
 * A type a slot accepts: a registered type name (`unit`, `location`,
 * `number`...), with `many` when a set is fine. `any` accepts everything.
 */
export interface SlotType {
  types: string[];
  many?: boolean;
}

export interface Slot {
  /** Stable name the interpreter reads the argument under (`amount`, `to`, `what`...). */
  name: string;
  /** The preposition that introduces it (`to`, `from`, `adjacent to`, `each`...); none for the object. */
  prep?: string;
  accepts: SlotType;
  optional?: boolean;
  /** Plain words for messages and docs: "where to move them". */
  role: string;
}

interface EntryBase {
  /** Stable id (`verb.gain`, `timing.before-dice`): the interpreter registers handlers against it. */
  id: string;
  kind: EntryKind;
  /** One line for the docs and hovers. */
  description: string;
  /** An example effect string using it. */
  example?: string;
  /** Contexts it may be used in; all when absent. */
  contexts?: EffectContextKind[];
}

/** An action (one-off), a modifier (a rule change while it holds) or a predicate (a condition). */
export interface ClauseEntry extends EntryBase {
  kind: 'action' | 'modifier' | 'predicate';
  /** Verb plus any fixed complement: `gain`, `resolve combat`, `be the defender`, `have no effect`. */
  phrase: string;
  /** Every written form of the phrase's first word: `gain`, `gains`, `gained`. */
  forms: string[];
  /** Who may do it; `none` means the clause takes no subject. */
  subject: { accepts: SlotType; required: boolean } | 'none';
  /**
   * Someone does it: without a subject it means `I`, which must have a referent
   * (in a world event, write `each player gains ...`). Game-driven actions
   * (`destroy "Shanty Town"`) leave it out.
   */
  actor?: boolean;
  object?: Slot;
  slots?: Slot[];
  /** Bare words after the arguments (`instead`). */
  flags?: string[];
  /** `, option` words (`factions first`). */
  options?: string[];
  /** The decisions it may ask a player for (`which unit`, `where to`). */
  decisions?: string[];
}

export interface PhraseEntry extends EntryBase {
  kind: 'timing' | 'duration';
  /** Normalised header words: `before dice`, `this round`. */
  phrase: string;
  aliases?: string[];
  /** References its block may use as if it were in these contexts (`when I win this combat:` makes `this combat` meaningful). */
  implies?: EffectContextKind[];
}

/** A number (or place) something has: `eagles`, `combat`, `victory points`, `location`. */
export interface ValueEntry extends EntryBase {
  kind: 'value';
  name: string;
  /** Every written form: `eagles`, `eagle`, `silver eagles`. */
  forms: string[];
  /** Types of what has it (`player`, `card`, `piece`...). */
  of: string[];
  /** What it evaluates to: `number` for counters, or e.g. `location`. */
  type: string;
  /** `2 eagles` is an amount of it that can be gained, lost or paid. */
  resource?: boolean;
  /** The value can be the target of `add`/`set`/`upgrade`. */
  modifiable?: boolean;
}

export interface NounEntry extends EntryBase {
  kind: 'noun';
  singular: string[];
  plural: string[];
  type: string;
}

export interface AdjectiveEntry extends EntryBase {
  kind: 'adjective';
  word: string;
  /** Types it can narrow. */
  appliesTo: string[];
}

/** A fixed reference: `I`, `my opponent`, `the first player`, `this card`, a proper name like a faction. */
export interface SubjectEntry extends EntryBase {
  kind: 'subject';
  phrase: string;
  aliases?: string[];
  type: string;
  many?: boolean;
  /** Each of them in turn (`each player`): an `each ...:` block over it binds `I`. */
  distributive?: boolean;
}

export interface QualifierEntry extends EntryBase {
  kind: 'qualifier';
  prep: string;
  accepts: SlotType;
}

export type Entry =
  | ClauseEntry
  | PhraseEntry
  | ValueEntry
  | NounEntry
  | AdjectiveEntry
  | SubjectEntry
  | QualifierEntry;

/**
 * A game's restatement of an earlier vocabulary's entry: the fields given
 * replace the entry's (`slots` as a whole list), everything else stays.
 */
export type EntryPatch = { id: string } & Partial<Omit<ClauseEntry, 'id' | 'kind'>> &
  Partial<Omit<PhraseEntry, 'id' | 'kind'>> &
  Partial<Omit<ValueEntry, 'id' | 'kind'>> &
  Partial<Omit<AdjectiveEntry, 'id' | 'kind'>> &
  Partial<Omit<SubjectEntry, 'id' | 'kind'>> &
  Partial<Omit<QualifierEntry, 'id' | 'kind'>>;

/** A bundle a game (or the core) registers: entries plus type relations. */
export interface Vocabulary {
  name: string;
  entries: Entry[];
  /**
   * Restatements of an earlier vocabulary's entries for this game (by id):
   * wider slots, context limits, the game's own wording. Each entry keeps
   * its place in the registry, so the words read and bind as before.
   */
  overrides?: EntryPatch[];
  /** type -> its supertypes (`unit` -> [`piece`]). */
  supertypes?: Record<string, string[]>;
  /** The places effect strings live in this game, with their scope rules. */
  contexts?: ContextSpec[];
  /** Types that act, choose and own (`ACTOR` expands to these): the core's `player`, a game's teams. */
  actors?: string[];
  /**
   * The lists of names a pack defines that effect strings may quote
   * (`EffectWorld`'s keys), with the type their names have:
   * `{ locations: 'location', worldEvents: 'world-event' }`.
   */
  worldCategories?: Record<string, string>;
  /** How this game's types (and core types, in its words) read in messages: `amount: { one: 'an amount (like \`2 eagles\`)' }`. */
  typeWords?: Record<string, TypeWords>;
  /** Example phrases for the checker's hints, in this game's words (the last vocabulary's win). */
  hintExamples?: HintExamples;
}

/** The examples the checker's hints quote. */
export interface HintExamples {
  /** A timing window header, for "a one-off action needs a timing window": `when I win this combat:`. */
  window: string;
  /** A count compared, for "compare a number, not a set": `count my units in this combat >= 2`. */
  count: string;
}

/** How a type reads in messages and docs, once and many: a vocabulary's own wording of its types. */
export interface TypeWords {
  one?: string;
  many?: string;
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}
