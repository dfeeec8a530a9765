/**
 * Putting vocabularies together, before a registry indexes them: entries
 * in registry order (a game's restatements of earlier entries in their
 * place), `actor` written out as the vocabularies' actor types, and the
 * contexts, world categories, type wording and hint examples they declare.
 */
import { ACTOR, RegistryError, type ClauseEntry, type ContextSpec, type Entry, type HintExamples, type SlotType, type TypeWords, type Vocabulary } from './entries.ts';

/** The hints the checker quotes when no vocabulary gives its own. */
const CORE_HINTS: HintExamples = { window: 'at the start of my turn:', count: 'count my cards >= 2' };

export interface Composed {
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
export function compose(vocabularies: readonly Vocabulary[]): Composed {
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
