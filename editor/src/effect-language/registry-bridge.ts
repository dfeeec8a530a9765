/**
 * The effect language's registry (interpreter/dsl/registry.ts), seen from
 * the editor: the words a designer can write, each with its one-line
 * description and example, for completion, hover and colouring. The same
 * entries the checker and the generated reference read, so the editor can
 * never offer a word the language does not know. Pure.
 */
import type { ClauseEntry, Entry, Registry, Slot } from '../../../interpreter/dsl/index.ts';

export interface VerbInfo {
  id: string;
  /** The phrase as the docs write it: `gain`, `resolve combat`, `before dice`. */
  name: string;
  /** Every other written form: `gains`, `gained`. */
  aliases: string[];
  description: string;
  example?: string;
  /** One line showing the arguments: `move units [from a location] to a location`. */
  shape?: string;
  kind: Entry['kind'];
}

function slotText(registry: Registry, slot: Slot): string {
  const words = `${slot.prep ? `${slot.prep} ` : ''}${registry.describeSlotType(slot.accepts)}`;
  return slot.optional ? `[${words}]` : words;
}

/** `move units [from a location] to a location`, from a clause's signature. */
export function clauseShape(registry: Registry, entry: ClauseEntry): string {
  const parts: string[] = [];
  if (entry.subject !== 'none' && entry.subject.required) parts.push(registry.describeSlotType(entry.subject.accepts));
  parts.push(entry.phrase);
  if (entry.object) parts.push(slotText(registry, entry.object));
  for (const s of entry.slots ?? []) parts.push(slotText(registry, s));
  for (const f of entry.flags ?? []) parts.push(`[${f}]`);
  for (const o of entry.options ?? []) parts.push(`[, ${o}]`);
  return parts.join(' ');
}

function info(registry: Registry, entry: Entry): VerbInfo | undefined {
  const base = { id: entry.id, kind: entry.kind, description: entry.description };
  const withExample = <T extends VerbInfo>(v: T): T => (entry.example !== undefined ? { ...v, example: entry.example } : v);
  switch (entry.kind) {
    case 'action':
    case 'modifier':
    case 'predicate':
      return withExample({ ...base, name: entry.phrase, aliases: entry.forms.filter((f) => f !== entry.phrase), shape: clauseShape(registry, entry) });
    case 'timing':
    case 'duration':
    case 'subject':
      return withExample({ ...base, name: entry.phrase, aliases: entry.aliases ?? [] });
    default:
      return undefined;
  }
}

export interface LanguageWords {
  /** Actions and modifiers: what completion offers as verbs. */
  verbs: VerbInfo[];
  predicates: VerbInfo[];
  /** Timing windows and durations (`before dice`, `this round`). */
  timings: VerbInfo[];
  /** Fixed references (`I`, `my opponent`, and the game's own). */
  subjects: VerbInfo[];
  /** The game's world categories -> the type their names have (`locations` -> `location`). */
  worldTypes: Readonly<Record<string, string>>;
}

export function languageWords(registry: Registry): LanguageWords {
  const out: LanguageWords = { verbs: [], predicates: [], timings: [], subjects: [], worldTypes: registry.worldTypes() };
  for (const entry of registry.entries) {
    const v = info(registry, entry);
    if (!v) continue;
    if (entry.kind === 'action' || entry.kind === 'modifier') out.verbs.push(v);
    else if (entry.kind === 'predicate') out.predicates.push(v);
    else if (entry.kind === 'timing' || entry.kind === 'duration') out.timings.push(v);
    else if (entry.kind === 'subject') out.subjects.push(v);
  }
  return out;
}

/**
 * The editor's language words for a game's packs, from the registry the
 * loader checks that game's effects with. Loaded lazily: the games (and
 * their vocabularies) are not needed for first paint.
 */
export function loadLanguageWords(game: string): Promise<LanguageWords> {
  return import('../../../interpreter/games/index.ts').then((m) => languageWords(m.registryFor(game)));
}
