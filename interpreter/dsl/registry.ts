/**
 * The one registry of the effect language's words: verbs, modifiers,
 * predicates, timing windows, durations, values, nouns, adjectives, subjects
 * and qualifiers. The grammar knows only phrase shapes; everything a word
 * *means* is an entry here (the shapes: `entries.ts`). A game registers its
 * own vocabulary (in its module's `language/` folder) on top of the
 * game-agnostic core (`vocabulary/core.ts`); `compose.ts` puts them
 * together, and the checker, the docs generator and the game's handler table
 * all read the same entries.
 *
 * Pure data plus lookups: no I/O, no game names.
 */
import { KEYWORDS } from './keywords.ts';
import { compose } from './compose.ts';
import { describeSlotType, describeType } from './type-words.ts';
import type { AdjectiveEntry, ClauseEntry, ContextSpec, EffectContextKind, Entry, EntryKind, HintExamples, NounEntry, PhraseEntry, QualifierEntry, SlotType, SubjectEntry, ValueEntry, Vocabulary } from './entries.ts';
import { RegistryError } from './entries.ts';

export * from './entries.ts';
export { describeSlotType, describeType } from './type-words.ts';

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
