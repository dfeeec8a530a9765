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

const CORE_HINTS: HintExamples = { window: 'at the start of my turn:', count: 'count my cards >= 2' };

export interface Registry {
  readonly vocabularies: readonly string[];
  readonly entries: readonly Entry[];
  /** A context by id; undefined when no vocabulary declares it. */
  context(id: EffectContextKind): ContextSpec | undefined;
  /** Every declared context: the game's first (in declaration order), then the core's. */
  contexts(): readonly ContextSpec[];
  /** The types that act and choose (`player`, a game's teams), in vocabulary order. */
  actorTypes(): readonly string[];
  /** Every world category -> the type its names have, in vocabulary order. */
  worldTypes(): Readonly<Record<string, string>>;
  /** `describeType` in this registry's words (`an amount (like \`2 eagles\`)`). */
  describeType(type: string, many: boolean): string;
  /** `describeSlotType` in this registry's words. */
  describeSlotType(t: SlotType): string;
  /** Examples the checker's hints quote, in the game's words. */
  hintExamples(): HintExamples;
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

interface Composed {
  entries: Entry[];
  contextList: ContextSpec[];
  contextById: Map<string, ContextSpec>;
  actors: string[];
  worldTypes: Record<string, string>;
  typeWords: Record<string, TypeWords>;
  hints: HintExamples;
}

/** A slot type with `actor` written out as the actor types. */
function expandActors(t: SlotType, actors: readonly string[]): SlotType {
  if (!t.types.includes(ACTOR)) return t;
  return { ...t, types: t.types.flatMap((x) => (x === ACTOR ? actors : [x])) };
}

function expandTypes(types: string[], actors: readonly string[]): string[] {
  return types.includes(ACTOR) ? types.flatMap((x) => (x === ACTOR ? actors : [x])) : types;
}

/** An entry with `actor` written out wherever it names types. */
function withActors(e: Entry, actors: readonly string[]): Entry {
  switch (e.kind) {
    case 'action':
    case 'modifier':
    case 'predicate': {
      const out: ClauseEntry = { ...e };
      if (e.subject !== 'none') out.subject = { ...e.subject, accepts: expandActors(e.subject.accepts, actors) };
      if (e.object) out.object = { ...e.object, accepts: expandActors(e.object.accepts, actors) };
      if (e.slots) out.slots = e.slots.map((s) => ({ ...s, accepts: expandActors(s.accepts, actors) }));
      return out;
    }
    case 'adjective':
      return { ...e, appliesTo: expandTypes(e.appliesTo, actors) };
    case 'value':
      return { ...e, of: expandTypes(e.of, actors) };
    case 'qualifier':
      return { ...e, accepts: expandActors(e.accepts, actors) };
    default:
      return e;
  }
}

/** The vocabularies' entries in registry order (overrides in the place of what they restate), contexts, actors and world types. */
function compose(vocabularies: readonly Vocabulary[]): Composed {
  const entries: Entry[] = [];
  const at = new Map<string, number>();
  const contextById = new Map<string, ContextSpec>();
  const actors: string[] = [];
  const worldTypes: Record<string, string> = {};
  const typeWords: Record<string, TypeWords> = {};
  let hints = CORE_HINTS;
  for (const vocab of vocabularies) {
    if (vocab.hintExamples) hints = vocab.hintExamples;
    Object.assign(typeWords, vocab.typeWords ?? {});
    for (const entry of vocab.entries) {
      if (at.has(entry.id)) throw new RegistryError(`${vocab.name}: duplicate registry id ${entry.id}`);
      at.set(entry.id, entries.length);
      entries.push(entry);
    }
    for (const patch of vocab.overrides ?? []) {
      const i = at.get(patch.id);
      if (i === undefined) throw new RegistryError(`${vocab.name}: overrides ${patch.id}, which no earlier vocabulary has`);
      entries[i] = { ...entries[i]!, ...patch } as Entry;
    }
    for (const c of vocab.contexts ?? []) {
      if (contextById.has(c.id)) throw new RegistryError(`${vocab.name}: context ${c.id} is declared twice`);
      contextById.set(c.id, c);
    }
    for (const a of vocab.actors ?? []) if (!actors.includes(a)) actors.push(a);
    for (const [category, type] of Object.entries(vocab.worldCategories ?? {})) {
      if (category in worldTypes) throw new RegistryError(`${vocab.name}: world category ${category} is declared twice`);
      worldTypes[category] = type;
    }
  }
  const expanded = entries.map((e) => withActors(e, actors));
  for (const e of expanded) {
    const named = [...(e.contexts ?? []), ...(e.kind === 'timing' || e.kind === 'duration' ? (e.implies ?? []) : [])];
    for (const c of named) if (!contextById.has(c)) throw new RegistryError(`${e.id} names the context "${c}", which no vocabulary declares`);
  }
  // The game's contexts first, then the core's: the order the docs list them in.
  const contextList = [...vocabularies].reverse().flatMap((v) => v.contexts ?? []);
  return { entries: expanded, contextList, contextById, actors, worldTypes, typeWords, hints };
}

/**
 * Builds a registry from vocabularies, in order. Throws `RegistryError` on a
 * malformed vocabulary (a duplicate id, a verb form that is also a noun, a
 * reserved keyword): those are programming errors in a game module, found
 * when it starts, never user input.
 */
export function createRegistry(...vocabularies: Vocabulary[]): Registry {
  const { entries, contextList, contextById, actors, worldTypes, typeWords, hints } = compose(vocabularies);
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
  }
  for (const entry of entries) {
    ids.set(entry.id, entry);
    switch (entry.kind) {
      case 'action':
      case 'modifier':
      case 'predicate':
        for (const form of entry.forms) {
          const f = norm(form);
          if (KEYWORDS.has(f)) throw new RegistryError(`verb form "${f}" of ${entry.id} is a reserved keyword`);
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
    context: (id) => contextById.get(id),
    contexts: () => contextList,
    actorTypes: () => actors,
    worldTypes: () => worldTypes,
    describeType: (type, many) => describeType(type, many, typeWords),
    describeSlotType: (t) => describeSlotType(t, typeWords),
    hintExamples: () => hints,
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

/** How a type reads in messages and docs, once and many: a vocabulary's own wording of its types. */
export interface TypeWords {
  one?: string;
  many?: string;
}

/** How a slot type reads in messages and docs: `a location`, `units`, `a number` (without a vocabulary's own wording). */
export function describeSlotType(t: SlotType, words: Readonly<Record<string, TypeWords>> = {}): string {
  const parts = t.types.map((ty) => describeType(ty, t.many ?? false, words));
  if (parts.length <= 1) return parts[0] ?? 'anything';
  return parts.slice(0, -1).join(', ') + ' or ' + parts[parts.length - 1];
}

const PLURALS: Record<string, string> = {
  die: 'dice',
  'value-ref': 'values',
  any: 'anything',
  amount: 'amounts',
  'count-constraint': 'counts',
};

/** The core's wording of its own types; a vocabulary's `typeWords` win. */
const CORE_TYPE_WORDS: Record<string, TypeWords> = {
  any: { one: 'anything', many: 'anything' },
  number: { one: 'a number' },
  amount: { one: 'an amount (like `2 victory points`)' },
  delta: { one: 'a difference (like `2 less`)' },
  'value-ref': { one: 'a value (like `my victory points`)', many: 'values (like `the victory points of each player`)' },
  'count-constraint': { one: 'a count (like `at least 3`)' },
};

export function describeType(type: string, many: boolean, words: Readonly<Record<string, TypeWords>> = {}): string {
  const own = words[type] ?? CORE_TYPE_WORDS[type];
  if (own !== undefined) {
    const said = many ? (own.many ?? own.one) : own.one;
    if (said !== undefined) return said;
  }
  const pretty = type.replace(/-/g, ' ');
  if (many) return PLURALS[type] ?? (/[^aeiou]y$/.test(pretty) ? `${pretty.slice(0, -1)}ies` : `${pretty}s`);
  return /^[aeiou]/.test(pretty) ? `an ${pretty}` : `a ${pretty}`;
}
