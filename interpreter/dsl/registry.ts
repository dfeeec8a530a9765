/**
 * The one registry of the effect language's words: verbs, modifiers,
 * predicates, timing windows, durations, values, nouns, adjectives, subjects
 * and qualifiers. The grammar knows only phrase shapes; everything a word
 * *means* is an entry here. A game registers its own vocabulary (see
 * `vocabulary/columbia.ts`) on top of the game-agnostic core
 * (`vocabulary/core.ts`); the checker, the docs generator and, later, the
 * interpreter's handler table all read the same entries.
 *
 * Pure data plus lookups: no I/O, no game names.
 */
import { KEYWORDS } from './keywords.ts';

/** Where an effect string lives; decides which constructs it may use. */
export type EffectContextKind =
  | 'combat-ability'
  | 'discard-ability'
  | 'world-event'
  | 'timeline-step'
  | 'victory-condition'
  | 'leader-ability'
  | 'bot-condition'
  | 'any';

export const EFFECT_CONTEXTS: readonly EffectContextKind[] = [
  'combat-ability',
  'discard-ability',
  'world-event',
  'timeline-step',
  'victory-condition',
  'leader-ability',
  'bot-condition',
  'any',
];

/** Contexts whose string is one condition rather than effects. */
export const CONDITION_CONTEXTS: readonly EffectContextKind[] = ['victory-condition', 'bot-condition'];

/** Plain words for messages: "a combat ability", "a victory card condition". */
export const CONTEXT_NAMES: Record<EffectContextKind, string> = {
  'combat-ability': 'a combat ability',
  'discard-ability': 'a discard ability',
  'world-event': 'a world event effect',
  'timeline-step': 'an Elizabeth timeline step',
  'victory-condition': 'a victory card condition',
  'leader-ability': "a leader's ability",
  'bot-condition': 'a bot rule condition',
  any: 'an effect',
};

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

/** A bundle a game (or the core) registers: entries plus type relations. */
export interface Vocabulary {
  name: string;
  entries: Entry[];
  /** type -> its supertypes (`unit` -> [`piece`]). */
  supertypes?: Record<string, string[]>;
}

export interface Registry {
  readonly vocabularies: readonly string[];
  readonly entries: readonly Entry[];
  byId(id: string): Entry | undefined;
  /** Clause entries whose verb has this written form. */
  clausesForVerb(form: string): readonly ClauseEntry[];
  isVerbForm(word: string): boolean;
  /** Every verb form, for did-you-mean and the lexer. */
  verbForms(): readonly string[];
  /** Every non-verb word the registry knows (nouns, adjectives, values, subject words). */
  knownWords(): ReadonlySet<string>;
  timings(): readonly PhraseEntry[];
  durations(): readonly PhraseEntry[];
  timing(phrase: string): PhraseEntry | undefined;
  duration(phrase: string): PhraseEntry | undefined;
  /** Longest-first noun forms, with whether the form is plural. */
  nounForm(words: string): { entry: NounEntry; plural: boolean } | undefined;
  value(words: string): ValueEntry[];
  adjective(word: string): AdjectiveEntry | undefined;
  subject(phrase: string): SubjectEntry | undefined;
  qualifier(prep: string): QualifierEntry | undefined;
  /** Does `actual` satisfy `wanted` (equal, a subtype, or either is `any`)? */
  isA(actual: string, wanted: string): boolean;
  /** Every written word and phrase of a kind, for did-you-mean. */
  spellings(kind: EntryKind): string[];
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

function norm(s: string): string {
  const lower = s.toLowerCase();
  // Fast path: lookups are almost always single-spaced already.
  if (!lower.includes('  ') && lower.trim() === lower && !/[\t\n]/.test(lower)) return lower;
  return lower.trim().replace(/\s+/g, ' ');
}

/**
 * Builds a registry from vocabularies, in order. Throws `RegistryError` on a
 * malformed vocabulary (a duplicate id, a verb form that is also a noun, a
 * reserved keyword): those are programming errors in a game module, found
 * when it starts, never user input.
 */
export function createRegistry(...vocabularies: Vocabulary[]): Registry {
  const entries: Entry[] = [];
  const ids = new Map<string, Entry>();
  const verbs = new Map<string, ClauseEntry[]>();
  const timings = new Map<string, PhraseEntry>();
  const durations = new Map<string, PhraseEntry>();
  const nouns = new Map<string, { entry: NounEntry; plural: boolean }>();
  const values = new Map<string, ValueEntry[]>();
  const adjectives = new Map<string, AdjectiveEntry>();
  const subjects = new Map<string, SubjectEntry>();
  const qualifiers = new Map<string, QualifierEntry>();
  const supertypes = new Map<string, Set<string>>();
  const words = new Set<string>();
  const complementWords: string[] = [];

  const addWords = (phrase: string): void => {
    for (const w of norm(phrase).split(' ')) if (/^[a-z][a-z0-9-]*$/.test(w)) words.add(w);
  };

  for (const vocab of vocabularies) {
    for (const [type, supers] of Object.entries(vocab.supertypes ?? {})) {
      const set = supertypes.get(type) ?? new Set<string>();
      for (const s of supers) set.add(s);
      supertypes.set(type, set);
    }
    for (const entry of vocab.entries) {
      if (ids.has(entry.id)) throw new RegistryError(`${vocab.name}: duplicate registry id ${entry.id}`);
      ids.set(entry.id, entry);
      entries.push(entry);
      switch (entry.kind) {
        case 'action':
        case 'modifier':
        case 'predicate':
          for (const form of entry.forms) {
            const f = norm(form);
            if (KEYWORDS.has(f)) throw new RegistryError(`${vocab.name}: verb form "${f}" of ${entry.id} is a reserved keyword`);
            const list = verbs.get(f) ?? [];
            list.push(entry);
            verbs.set(f, list);
          }
          // The fixed complement words (`the defender`, `no effect`) are ordinary words,
          // except verbs inside them (`the only card I played`).
          complementWords.push(...norm(entry.phrase).split(' ').slice(1));
          break;
        case 'timing':
          for (const p of [entry.phrase, ...(entry.aliases ?? [])]) timings.set(norm(p), entry);
          complementWords.push(...norm(entry.phrase).split(' '));
          break;
        case 'duration':
          for (const p of [entry.phrase, ...(entry.aliases ?? [])]) durations.set(norm(p), entry);
          complementWords.push(...norm(entry.phrase).split(' '));
          break;
        case 'noun':
          for (const s of entry.singular) nouns.set(norm(s), { entry, plural: false });
          for (const p of entry.plural) nouns.set(norm(p), { entry, plural: true });
          for (const w of [...entry.singular, ...entry.plural]) addWords(w);
          break;
        case 'value':
          for (const f of entry.forms) {
            const list = values.get(norm(f)) ?? [];
            list.push(entry);
            values.set(norm(f), list);
            addWords(f);
          }
          break;
        case 'adjective':
          adjectives.set(norm(entry.word), entry);
          addWords(entry.word);
          break;
        case 'subject':
          for (const p of [entry.phrase, ...(entry.aliases ?? [])]) subjects.set(norm(p), entry);
          complementWords.push(...norm(entry.phrase).split(' '));
          break;
        case 'qualifier':
          qualifiers.set(norm(entry.prep), entry);
          break;
      }
    }
  }

  for (const w of complementWords) if (!verbs.has(w)) addWords(w);
  for (const form of verbs.keys()) {
    if (words.has(form)) {
      throw new RegistryError(
        `verb form "${form}" is also registered as a noun, adjective or value word; the parser could not tell them apart`,
      );
    }
  }
  // Keywords inside phrases (`the`, `this`, `of`) are not vocabulary words.
  for (const w of words) if (KEYWORDS.has(w) || w === 'i') words.delete(w);

  const verbFormList = [...verbs.keys()].sort();
  const ancestors = (t: string): Set<string> => {
    const seen = new Set<string>([t]);
    const stack = [t];
    while (stack.length) {
      const cur = stack.pop()!;
      for (const s of supertypes.get(cur) ?? []) {
        if (!seen.has(s)) {
          seen.add(s);
          stack.push(s);
        }
      }
    }
    return seen;
  };
  const ancestorCache = new Map<string, Set<string>>();

  return {
    vocabularies: vocabularies.map((v) => v.name),
    entries,
    byId: (id) => ids.get(id),
    clausesForVerb: (form) => verbs.get(norm(form)) ?? [],
    isVerbForm: (word) => verbs.has(norm(word)),
    verbForms: () => verbFormList,
    knownWords: () => words,
    timings: () => entries.filter((e): e is PhraseEntry => e.kind === 'timing'),
    durations: () => entries.filter((e): e is PhraseEntry => e.kind === 'duration'),
    timing: (phrase) => timings.get(norm(phrase)),
    duration: (phrase) => durations.get(norm(phrase)),
    nounForm: (w) => nouns.get(norm(w)),
    value: (w) => values.get(norm(w)) ?? [],
    adjective: (w) => adjectives.get(norm(w)),
    subject: (p) => subjects.get(norm(p)),
    qualifier: (p) => qualifiers.get(norm(p)),
    isA(actual, wanted) {
      if (actual === wanted || wanted === 'any' || actual === 'any' || actual === 'unknown') return true;
      let set = ancestorCache.get(actual);
      if (!set) {
        set = ancestors(actual);
        ancestorCache.set(actual, set);
      }
      return set.has(wanted);
    },
    spellings(kind) {
      const out: string[] = [];
      for (const e of entries) {
        if (e.kind !== kind) continue;
        switch (e.kind) {
          case 'action':
          case 'modifier':
          case 'predicate':
            out.push(...e.forms);
            break;
          case 'timing':
          case 'duration':
            out.push(e.phrase, ...(e.aliases ?? []));
            break;
          case 'noun':
            out.push(...e.singular, ...e.plural);
            break;
          case 'value':
            out.push(...e.forms);
            break;
          case 'adjective':
            out.push(e.word);
            break;
          case 'subject':
            out.push(e.phrase, ...(e.aliases ?? []));
            break;
          case 'qualifier':
            out.push(e.prep);
            break;
        }
      }
      return out;
    },
  };
}

/** Kinds whose ids the interpreter must handle (everything that does or decides something). */
export const EXECUTABLE_KINDS: readonly EntryKind[] = ['action', 'modifier', 'predicate', 'timing', 'duration', 'value'];

/**
 * The ids of a registry's entries, sorted; by default the executable kinds
 * (actions, modifiers, predicates, timings, durations, values) the
 * interpreter must register a handler for.
 */
export function idsOf(registry: Registry, kinds: readonly EntryKind[] = EXECUTABLE_KINDS): string[] {
  return registry.entries
    .filter((e) => kinds.includes(e.kind))
    .map((e) => e.id)
    .sort();
}

/** How a slot type reads in messages and docs: `a location`, `units`, `a number`. */
export function describeSlotType(t: SlotType): string {
  const parts = t.types.map((ty) => describeType(ty, t.many ?? false));
  if (parts.length <= 1) return parts[0] ?? 'anything';
  return parts.slice(0, -1).join(', ') + ' or ' + parts[parts.length - 1];
}

const PLURALS: Record<string, string> = {
  die: 'dice',
  territory: 'territories',
  'value-ref': 'values',
  any: 'anything',
  amount: 'amounts',
  'world-event': 'world events',
  'victory-card': 'victory cards',
  figure: 'figures',
  ability: 'abilities',
  'count-constraint': 'counts',
};

export function describeType(type: string, many: boolean): string {
  if (type === 'any') return 'anything';
  if (type === 'number') return 'a number';
  if (type === 'amount') return 'an amount (like `2 eagles`)';
  if (type === 'delta') return 'a difference (like `2 less`)';
  if (type === 'value-ref') return many ? 'values (like `the combat of 2 action cards`)' : "a value (like `this card's combat`)";
  if (type === 'count-constraint') return 'a count (like `at least 3`)';
  const pretty = type.replace(/-/g, ' ');
  if (many) return PLURALS[type] ?? `${pretty}s`;
  return /^[aeiou]/.test(pretty) ? `an ${pretty}` : `a ${pretty}`;
}
