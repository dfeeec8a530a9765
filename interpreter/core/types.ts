import type { Json, JsonObject } from './json.ts';
import type { Rng, RngScript, RngState } from './rng.ts';
import type { EffectHandlers, ActiveEffect, EffectSource, Env, FxState, RunEffectOptions, TriggerSpec, GameEvent } from './effects/types.ts';
import type { Evaluator } from './effects/eval.ts';
import type { Memo } from './memo.ts';

export type PlayerId = string;

/** One unit of pending work: a kind `t` (`'round/vote'`) and plain-JSON arguments. */
export interface Task {
  t: string;
  [arg: string]: Json;
}

/** One thing a player may pick. `id` is stable (replays and bots refer to it). */
export interface Option {
  id: string;
  label: string;
  data?: Json;
}

/** What a handler asks; `min`/`max` default to 1 (pick exactly one). */
export interface DecisionSpec {
  player: PlayerId;
  kind: string;
  prompt: string;
  options: Option[];
  min?: number;
  max?: number;
  /** Name of a validator in `GameDef.validators`, for picks the bounds alone do not capture. */
  check?: string;
  /** Anything the UI or the validator needs (plain JSON). */
  data?: Json;
}

/** A pending decision as stored in the state: every field present. */
export interface Decision {
  player: PlayerId;
  kind: string;
  prompt: string;
  options: Option[];
  min: number;
  max: number;
  check: string | null;
  data: Json;
}

/** A player's answer: the ids of the options picked (one for a plain choice). */
export interface Choice {
  player: PlayerId;
  ids: string[];
}

/** The answer as a handler sees it when its task is re-run. */
export interface Answer {
  ids: string[];
  options: Option[];
  /** The first id, or null for an empty pick: `ctx.answer.id === 'yes'`. */
  id: string | null;
}

export interface LogEntry {
  kind: string;
  actors: PlayerId[];
  values: JsonObject;
  /** Who may see it; null: everyone. */
  to: PlayerId[] | null;
}

export interface GameState<G = unknown> {
  /** The game module's own data. */
  g: G;
  players: PlayerId[];
  rng: RngState;
  /** Pending work; the top is the last element. */
  stack: Task[];
  decision: Decision | null;
  /** The result once the game has ended (whatever `ctx.end` was given), else null. */
  over: Json | null;
  /** Choices applied so far. */
  n: number;
  /** Choices [0, final) can no longer be undone: dice were rolled or something was revealed after them. */
  final: number;
  /** Active triggers and modifiers, effect runs in progress. */
  fx: FxState;
  /** Randomness decided in advance (scenarios), drawn before the generator; null in an ordinary game. */
  script: RngScript | null;
}

export type Result<T> = ({ ok: true } & T) | { ok: false; reason: string };
export type Validation = { ok: true } | { ok: false; reason: string };

export interface ApplyOptions {
  /**
   * Keep log entries (default true). `{ only }`: keep only entries of these
   * kinds, and handlers skip building the others (`ctx.logs`): what a
   * statistics collector reads, at a fraction of the whole log's cost.
   */
  log?: boolean | LogKinds;
}

/** The kinds of log entry a caller wants kept. */
export interface LogKinds {
  only: ReadonlySet<string>;
}

export interface Step<G = unknown> {
  state: GameState<G>;
  /** Entries logged by this step (empty when `log: false`). */
  log: LogEntry[];
}

/** What a task handler works with. One per advance, reset for each task. */
export interface Ctx<G = unknown, R = unknown> {
  /** The game data, to mutate in place (it is already a private copy). */
  readonly g: G;
  readonly rules: R;
  readonly players: readonly PlayerId[];
  /** The state being advanced (read it; change it only through these methods). */
  readonly state: GameState<G>;
  /** Set when this task is re-run with the answer to the decision it asked. */
  readonly answer: Answer | null;
  /** The task being run. Fields you change on it persist while it waits for its answer. */
  readonly task: Task;
  readonly rng: Rng;
  /** What the engine keeps between questions (its caches; keeps nothing when they are off). */
  readonly memo: Memo;
  /** Run these tasks next, in the order given, after the current task (and any decision it asks). */
  push(...tasks: Task[]): void;
  /** Stop and wait for this decision; the current task stays and is re-run with `answer`. */
  ask(decision: DecisionSpec): void;
  /** A yes/no decision: options `yes` and `no`. */
  askYesNo(player: PlayerId, prompt: string, kind?: string, data?: Json): void;
  log(kind: string, actors: PlayerId[], values?: JsonObject, options?: { to?: PlayerId[] }): void;
  /** Whether `log` keeps any entries (false in fast playouts). */
  readonly logging: boolean;
  /** Whether `log` keeps an entry of this kind: build its values only then. */
  logs(kind: string): boolean;
  /** Hidden information became public: every choice so far is final. */
  reveal(): void;
  /** The game is over; the stack is cleared. */
  end(result: Json): void;
  /** The player after `player` in seating order (wraps around). */
  next(player: PlayerId): PlayerId;
  /** Fire the triggers registered for this event (they run after the current task). */
  emit(event: GameEvent): void;
  /** Start interpreting the effect registered under `src`. */
  runEffect(src: string, options: RunEffectOptions): void;
  addTrigger(trigger: TriggerSpec): number;
  /** Remove every trigger and modifier that lasts until the end of this scope. */
  endScope(scope: string): void;
  /** Active modifiers, optionally only those with this registry id. */
  modifiers(key?: string): readonly ActiveEffect[];
  /** An active modifier's slots evaluated now (noun phrases as whole sets). */
  /** `only`: just these slots (a reader that needs one slot need not build the others' sets). */
  modifierArgs(effect: ActiveEffect, only?: readonly string[]): JsonObject;
  /** Whether the condition program registered under `src` holds (a victory card). Pure: no decisions, no dice. */
  holds(src: string, env?: Env): boolean;
  /** `holds` for each of `srcs` with "I" = `me`, in their order (conditions asked together: the game's versions read once); a shared list, rewritten by the next ask: read it at once. */
  holdsEach(srcs: readonly string[], me: PlayerId): readonly boolean[];
  /** The effect registered under `src` (its program and text), or null. */
  effect(src: string): EffectSource | null;
  /** A pure evaluator over effect `src`, for game code that reads effect expressions. */
  evaluator(src: string): Evaluator<G, R>;
}

export type TaskHandler<G = unknown, R = unknown> = (ctx: Ctx<G, R>, task: Task) => void;

export interface SetupCtx<R = unknown> {
  readonly rules: R;
  readonly players: readonly PlayerId[];
  readonly rng: Rng;
  /** The first tasks, run in the order given. */
  push(...tasks: Task[]): void;
}

export type Validator<G = unknown> = (g: G, decision: Decision, picked: Option[]) => string | null;
export type LogRenderer = (entry: LogEntry, name: (player: PlayerId) => string) => string;

export interface Limits {
  /** Tasks run between two decisions before the runner calls it a loop. */
  stepsPerAdvance: number;
  /** Interpreter steps one effect (and what it triggers directly) may take. */
  stepsPerEffect: number;
  /** Triggers fired by effects started by triggers ... */
  triggerDepth: number;
  /**
   * Wall-clock milliseconds between two decisions before the runner stops
   * the game (RW-TIME-BUDGET), whatever the step count says: the last guard
   * against content that makes each step slow rather than many. Counted from
   * the runner's first look at the clock, 1,024 steps into an advance (a
   * shorter advance never reads it).
   */
  msPerAdvance: number;
}

/**
 * A game definition whatever its data types: the engine's internals work over any
 * game's G and R, and handler parameters are contravariant, so `unknown` would not fit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyGameDef = GameDef<any, any>;

export interface GameDef<G = unknown, R = unknown> {
  id: string;
  setup(s: SetupCtx<R>): G;
  tasks: Record<string, TaskHandler<G, R>>;
  /** What `viewer` may see of `g` (null: a spectator). Default: everything. */
  redact?(g: G, viewer: PlayerId | null, state: GameState<G>): Json;
  render?: Record<string, LogRenderer>;
  playerName?(player: PlayerId): string;
  validators?: Record<string, Validator<G>>;
  effects?: EffectHandlers<G, R>;
  /**
   * Effect ASTs by id (card ids, event ids ...), built once per engine: each a
   * checked `Program` from interpreter/dsl/, or `{ program, text }` (the text makes prompts readable).
   */
  effectSource?(rules: R): Record<string, unknown>;
  /** Who orders simultaneous triggers (Columbia: the first player). Default: the first seat. */
  orderer?(g: G, event: GameEvent, state: GameState<G>): PlayerId;
  /** Whether a trigger registered for `event.e` applies to this occurrence (e.g. only its owner's combat). */
  triggerApplies?(trigger: ActiveEffect, event: GameEvent, g: G): boolean;
  limits?: Partial<Limits>;
  /**
   * `engine.apply` has copied a state: `to` is `from`'s copy, equal to it
   * now. What the game keeps about `from` in the engine's memo (answers
   * worked out from it) may be given to `to`, which would work out the same.
   * Asked only with the engine's caches on.
   */
  copied?(from: G, to: G, memo: Memo): void;
  /**
   * A deep copy of the game's data, equal to `clone(g)` key for key and
   * sharing no object with it: what the engine copies a state's data with
   * when the game has one (`engine.apply`, a playout's start). A game knows
   * its tables of records (pieces by id) and can copy each table's records
   * at a spread of their own, where `clone`'s one spread meets every shape
   * of the game and V8 copies each object through its runtime.
   */
  copy?(g: G): G;
  /**
   * What of the rules a replay depends on, hashed as the content's identity
   * (`engine.contentHash`). Default: the rules as given. It must not depend
   * on where the content was read from (a file name as a command showed it),
   * or a game saved in one folder would not replay from another.
   */
  contentIdentity?(rules: R): unknown;
}
