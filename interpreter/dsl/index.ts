/**
 * The effect language: the public API the content loader, the editor and the
 * engine use. These exports are stable; everything else in this folder is an
 * implementation detail.
 *
 * For each effect/condition/ability string a content pack holds:
 *
 *   const parsed = parseEffect(text, { context, registry });
 *   //   -> { ast?: Program, diagnostics: EffectProblem[] }; never throws.
 *   //   `context` matters: victory and bot conditions are read as one condition.
 *   const checked = parsed.ast ? checkEffect(parsed.ast, { context, world, registry }) : { diagnostics: [] };
 *   //   -> { diagnostics: EffectProblem[] }; never throws. Fills `bound` on each
 *   //   clause/timing/duration and `resolved` on noun phrases, in place: the
 *   //   engine reads those (registry ids, slots).
 *   const diagnostics = effectDiagnostics(scalarNode, fileText, lineCounter,
 *     [...parsed.diagnostics, ...checked.diagnostics], { file, path });
 *   //   -> Diagnostic[] with file line/col/end, for plain, quoted and `|` block
 *   //   scalars (folded `>` and multi-line plain scalars: a warning and the
 *   //   scalar's start).
 *
 * `analyzeEffect(text, options)` does the first two steps at once.
 *
 * * `context`: `combat-ability` | `discard-ability` (an action card's ability,
 *   by its kind), `world-event`, `timeline-step`, `victory-condition`,
 *   `leader-ability`, `bot-condition`, or `any` (no placement rules).
 * * `world`: the pack's names as plain lists (`EffectWorld`: locations,
 *   territories, unit/structure/card types, world events, victory cards,
 *   leaders, factions, abilities). Without it, quoted names are not checked.
 * * `registry`: `defaultRegistry()` (core + Siege of Columbia) unless given;
 *   pass the same registry to `parseEffect` and `checkEffect`.
 *
 * `registryIds()` lists every id the interpreter must handle (actions,
 * modifiers, predicates, timings, durations, values).
 *
 * What the checker leaves on the AST for the interpreter:
 * * `clause.bound = { id, kind: 'action' | 'modifier' | 'predicate', slots }`:
 *   `slots.subject` (when written), the object under its slot name (`amount`,
 *   `what`, `cards`, `dice`, ...), each prepositional argument under its slot
 *   name (`to`, `from`, `on`, `at`, `each`, ...), `instead: true`, an option
 *   such as `'factions first': true`, and `while` (a Condition) on modifiers.
 *   Tails that are not the verb's own arguments have been moved into the
 *   noun phrase they qualify (`nounPhrase.qualifier`), so `clause.args`
 *   keeps only the verb's own.
 * * `timing.bound` / `during.bound`: the timing window's / duration's id.
 * * `nounPhrase.resolved` / `name.resolved = { type, many, id? , category? }`:
 *   `type` is `unit`, `location`, `amount`, `value-ref`, `number`, `delta`,
 *   `count-constraint`, ...; `id` the noun/value/subject entry it matched.
 * Entries of the registry list their slots (`ClauseEntry.object`/`slots`),
 * so a handler can be written against `registry.byId(id)`.
 */
export type * from './ast.ts';
export { parseEffect, type EffectProblem, type ParseOptions, type ParseResult } from './parse.ts';
export { checkEffect, exprText, WORLD_TYPES, type CheckOptions, type CheckResult, type EffectWorld } from './check.ts';
export { effectDiagnostics, mapScalar, sourceSpan, type EffectDiagnosticOptions, type OffsetMap, type ScalarMapping } from './position.ts';
export {
  createRegistry,
  idsOf,
  describeSlotType,
  describeType,
  CONDITION_CONTEXTS,
  CONTEXT_NAMES,
  EFFECT_CONTEXTS,
  EXECUTABLE_KINDS,
  RegistryError,
  type ClauseEntry,
  type EffectContextKind,
  type Entry,
  type EntryKind,
  type Registry,
  type Slot,
  type SlotType,
  type Vocabulary,
} from './registry.ts';
export { defaultRegistry, coreRegistry } from './default-registry.ts';
export { coreVocabulary } from './vocabulary/core.ts';
export { columbiaVocabulary } from './vocabulary/columbia.ts';

import type { Program } from './ast.ts';
import { parseEffect, type EffectProblem } from './parse.ts';
import { checkEffect, type EffectWorld } from './check.ts';
import { idsOf, EXECUTABLE_KINDS, type EffectContextKind, type EntryKind, type Registry } from './registry.ts';
import { defaultRegistry } from './default-registry.ts';

/**
 * Every registry id the interpreter must register a handler for (by default:
 * actions, modifiers, predicates, timings, durations and values), sorted.
 */
export function registryIds(registry: Registry = defaultRegistry(), kinds: readonly EntryKind[] = EXECUTABLE_KINDS): string[] {
  return idsOf(registry, kinds);
}

export interface AnalyzeOptions {
  context?: EffectContextKind;
  world?: EffectWorld;
  registry?: Registry;
}

/** Parse and check one string; the AST is present when it parsed (check problems do not remove it). */
export function analyzeEffect(text: string, options: AnalyzeOptions = {}): { ast?: Program; diagnostics: EffectProblem[] } {
  const parseOptions: { context?: EffectContextKind; registry?: Registry } = {};
  if (options.context) parseOptions.context = options.context;
  if (options.registry) parseOptions.registry = options.registry;
  const parsed = parseEffect(text, parseOptions);
  if (!parsed.ast) return parsed;
  const checked = checkEffect(parsed.ast, options);
  return { ast: parsed.ast, diagnostics: [...parsed.diagnostics, ...checked.diagnostics] };
}
