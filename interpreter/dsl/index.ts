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
 *   //   -> { diagnostics: EffectProblem[], program?: effect-ir Program }; never
 *   //   throws, never changes the parsed tree. `program`, present when the
 *   //   string has no error, is what the engine runs: frozen, shared.
 *   const diagnostics = effectDiagnostics(scalarNode, fileText, lineCounter,
 *     [...parsed.diagnostics, ...checked.diagnostics], { file, path });
 *   //   -> Diagnostic[] with file line/col/end, for plain, quoted and `|` block
 *   //   scalars (folded `>` and multi-line plain scalars: a warning and the
 *   //   scalar's start).
 *
 * `analyzeEffect(text, options)` does the first two steps at once.
 *
 * * `registry`: the pack's registry, `createRegistry(coreVocabulary, gameVocabulary)`
 *   (a game module builds its own once). There is no default: a string is
 *   always read in one game's words. Pass the same registry to `parseEffect`
 *   and `checkEffect`.
 * * `context`: where the string lives, a context the registry declares
 *   (`ContextSpec`: a game's `combat-ability`, `world-event`...; the core's
 *   `bot-condition`, and `any`, the default, with no placement rules).
 * * `world`: the pack's names as plain lists by the registry's world
 *   categories (`EffectWorld`). Without it, quoted names are not checked.
 *
 * `registryIds()` lists every id the interpreter must handle (actions,
 * modifiers, predicates, timings, durations, values).
 *
 * What the engine runs (effect-ir/ir.ts, the executable form):
 * * each clause as `{ kind: 'clause', role: 'action' | 'modifier' | 'predicate', id, slots }`:
 *   `slots.subject` (when written), the object under its slot name (`amount`,
 *   `what`, `cards`, `dice`, ...), each prepositional argument under its slot
 *   name (`to`, `from`, `on`, `at`, `each`, ...), `instead: true`, an option
 *   such as `'factions first': true`, and `while` (a condition) on modifiers.
 *   Tails that are not the verb's own arguments are folded into the noun
 *   phrase they qualify (`phrase.qualifier`).
 * * timing / during blocks with their window's / duration's registry `id`.
 * * each noun phrase as `{ kind: 'phrase', type, many, id?, words, ... }`:
 *   `type` is `unit`, `location`, `amount`, `value-ref`, `number`, `delta`,
 *   `count-constraint`, ...; `id` the noun/value/subject entry it matched.
 * Entries of the registry list their slots (`ClauseEntry.object`/`slots`),
 * so a handler can be written against `registry.byId(id)`.
 */
export type * from './ast.ts';
export { parseEffect, countParses, type EffectProblem, type ParseOptions, type ParseResult } from './parse.ts';
export { checkEffect, worldIndex, type CheckOptions, type CheckResult, type EffectWorld, type WorldIndex } from './check.ts';
export { effectDiagnostics, mapScalar, sourceSpan, type EffectDiagnosticOptions, type OffsetMap, type ScalarMapping } from './position.ts';
export {
  ACTOR,
  createRegistry,
  idsOf,
  describeSlotType,
  describeType,
  EXECUTABLE_KINDS,
  RegistryError,
  type ClauseEntry,
  type ContextSpec,
  type EffectContextKind,
  type Entry,
  type EntryKind,
  type EntryPatch,
  type HintExamples,
  type PhraseEntry,
  type Registry,
  type Slot,
  type SlotType,
  type SubjectEntry,
  type TypeWords,
  type Vocabulary,
} from './registry.ts';
export { coreVocabulary, coreRegistry } from './vocabulary/core.ts';
export { actionsWith, adjective, noun, slot, type ActionSpec } from './vocabulary/entries.ts';
export { wordsUsed, type WordUse } from './uses.ts';
export { exprText } from './text.ts';
export { collectExamples, idsUsed, renderEffectLanguageDoc, signature, PROBLEM_CODES, type DocExample, type LanguageDocs } from './docs.ts';
export { tokenize } from './lexer.ts';

import type { Program } from './ast.ts';
import type { Program as Executable } from '../effect-ir/index.ts';
import { parseEffect, type EffectProblem } from './parse.ts';
import { checkEffect, type EffectWorld } from './check.ts';
import { idsOf, EXECUTABLE_KINDS, type EffectContextKind, type EntryKind, type Registry } from './registry.ts';

/**
 * Every registry id the interpreter must register a handler for (by default:
 * actions, modifiers, predicates, timings, durations and values), sorted.
 */
export function registryIds(registry: Registry, kinds: readonly EntryKind[] = EXECUTABLE_KINDS): string[] {
  return idsOf(registry, kinds);
}

export interface AnalyzeOptions {
  registry: Registry;
  context?: EffectContextKind;
  world?: EffectWorld;
}

/** What `analyzeEffect` finds: the parse tree when it parsed, the executable form when it has no error. */
export interface Analysis {
  ast?: Program;
  program?: Executable;
  diagnostics: EffectProblem[];
}

/** Parse and check one string; the parse tree is present when it parsed (check problems do not remove it). */
export function analyzeEffect(text: string, options: AnalyzeOptions): Analysis {
  const parseOptions: { context?: EffectContextKind; registry: Registry } = { registry: options.registry };
  if (options.context) parseOptions.context = options.context;
  const parsed = parseEffect(text, parseOptions);
  if (!parsed.ast) return parsed;
  const checked = checkEffect(parsed.ast, options);
  const out: Analysis = { ast: parsed.ast, diagnostics: [...parsed.diagnostics, ...checked.diagnostics] };
  if (checked.program !== undefined && !parsed.diagnostics.some((d) => d.severity === 'error')) out.program = checked.program;
  return out;
}
