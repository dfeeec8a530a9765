/** The core engine's public surface. Game modules import from here only. */
export type { Json, JsonObject } from './json.ts';
export { clone, canonicalJson, doubleList, emptyList, fastCopy, findNonJson, sameItems } from './json.ts';
export { canonicalHash, contentHash, fnv1a64 } from './hash.ts';
export { Rng, createRng, seedRng, type RngScript, type RngState } from './rng.ts';
export { EngineError, type EngineErrorCode } from './errors.ts';
export { GAME_TIME_BUDGET_MS } from './runner.ts';
export type {
  Answer, AnyGameDef, ApplyOptions, Choice, Ctx, Decision, DecisionSpec, GameDef, GameState, Limits, LogEntry, LogKinds,
  LogRenderer, Option, PlayerId, Result, SetupCtx, Step, Task, TaskHandler, Validation, Validator,
} from './types.ts';
export { createEngine, defineGame, type Chooser, type Engine, type EngineOptions, type ReplayRecord, type StartOptions } from './engine.ts';
export { Session, addScripted, sameMove, type Hindsight, type MatchRecord, type Move, type Opening, type Scripted, type SessionOptions, type Undone } from './session.ts';
export type { Lesson, LessonKind } from './lesson.ts';
export { hidden, hideExcept, hideFields, type Hidden, type View } from './view.ts';
export { renderEntry, visibleLog } from './log.ts';
export { randomBot, type RandomBot } from './bot.ts';
export { takesOwnOptions } from './decision.ts'; // a bot's own-option answer needs no look-up to be legal
export type { ActiveEffect, AstPath, EffectSource, Env, GameEvent, ModifierSpec, RunEffectOptions, TriggerSpec } from './effects/types.ts';
export type { EffectHandlers } from './effects/handlers.ts'; // the handler table a game registers
export type { Thing, VerbHandler, PredicateHandler, NounHandler, ValueHandler, Steady } from './effects/handlers.ts';
export { countsIn, readsOwnSlots } from './effects/handlers.ts';
export { Evaluator } from './effects/eval.ts';
export { conditionReader, type ConditionReader } from './effects/reader.ts';
export { Memo, RECENT_OBJECTS, shelf, type Shelf } from './memo.ts';
export { partPlaces, sameVersions, versionsOf } from './effects/steady.ts'; // a kept answer's versions, for a game keeping its own
export { normalizeSources } from './effects/runtime.ts'; // a game's effect sources as programs, for tools reading them
export { copyEnv } from './effects/runtime.ts'; // `{ ...env }` without V8's slow spread, for a game binding more names
