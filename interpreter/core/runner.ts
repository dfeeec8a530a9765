import { toDecision } from './decision.ts';
import { EngineError } from './errors.ts';
import { addTrigger, collectTriggers, endScope, fireTasks, modifiersOf } from './effects/events.ts';
import type { ActiveEffect, Env, GameEvent, RunEffectOptions, TriggerSpec } from './effects/types.ts';
import type { Evaluator } from './effects/eval.ts';
import { copyEnv, modifierArgs, pureEvaluator, type EffectSource } from './effects/runtime.ts';
import { holds, holdsEach } from './effects/answers.ts';
import type { Json, JsonObject } from './json.ts';
import type { Memo } from './memo.ts';
import { Rng } from './rng.ts';
import type { AnyGameDef, Answer, Ctx, Decision, DecisionSpec, GameState, Limits, LogEntry, PlayerId, Task, TaskHandler } from './types.ts';

/** What the runner needs that does not change during a game: built once per engine. */
export interface Runtime {
  game: AnyGameDef;
  rules: unknown;
  limits: Limits;
  /** Game task handlers plus the core's own (`fx/...`), by task kind. */
  handlers: ReadonlyMap<string, TaskHandler<any, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any -- handlers of any game
  /** Effects by id. */
  sources: ReadonlyMap<string, EffectSource>;
  /**
   * Each effect id as `sources` holds it. A run started with an id made
   * afresh (a game's `card:${type}`, a new string at each call) carries
   * this one instead, so the look-ups of its program on the way (each
   * statement, each trigger it registers) find the very key, not an equal
   * string to hash and compare again.
   */
  effectIds: ReadonlyMap<string, string>;
  /** What the engine keeps between questions (its caches). */
  memo: Memo;
}

export const DEFAULT_LIMITS: Limits = { stepsPerAdvance: 50_000, stepsPerEffect: 1_000, triggerDepth: 20, msPerAdvance: 10_000 };

/**
 * The time a whole game may take when no person is thinking (bots and rules
 * only), for the shells that play games to the end (play with bots, the
 * simulator). A game plays in well under a second (the slowest in the soaks,
 * 5.7 s on a machine loaded 9 times over): past this, content or a bot is
 * making it crawl.
 */
export const GAME_TIME_BUDGET_MS = 60_000;

/** Steps between two looks at the clock (a look costs far more than a step). */
const CLOCK_EVERY = 1024;

const NO_TASK: Task = Object.freeze({ t: '' });

/**
 * The `ctx` handed to task handlers: one per advance (an engine's `apply`
 * makes one), `begin` readies it for each task.
 */
export class TaskContext implements Ctx<unknown, unknown> {
  state: GameState;
  answer: Answer | null = null;
  task: Task = NO_TASK;
  readonly rng: Rng;
  /**
   * Tasks pushed by the current handler, in call order: `queue[0..queued)`.
   * Slots past `queued` are left as they are (emptying the list would make
   * V8 trim its room, and the next task's pushes grow it again: an
   * allocation and a copy for most tasks).
   */
  private readonly queue: Task[] = [];
  private queued = 0;
  asked: Decision | null = null;
  ended = false;
  /** Where log entries go; null when logging is off. */
  entries: LogEntry[] | null;
  /** Whether log entries are kept (`entries` is not null): handlers can skip building entries nobody keeps. */
  logging: boolean;
  /** The only kinds kept, or null for every kind. */
  only: ReadonlySet<string> | null;

  constructor(
    readonly rt: Runtime,
    state: GameState,
    entries: LogEntry[] | null,
    only: ReadonlySet<string> | null = null,
  ) {
    this.state = state;
    this.entries = entries;
    this.logging = entries !== null;
    this.only = only;
    this.rng = new Rng(
      () => this.state.rng,
      () => {
        this.state.final = this.state.n;
      },
      () => this.state.script ?? null,
    );
  }

  /**
   * Readies this context for another advance (`state`: NO_STATE once done, so
   * an idle context keeps no game alive): an engine keeps one spare context
   * in its memo (engine.ts `advance`) instead of making one per decision.
   */
  reset(state: GameState, entries: LogEntry[] | null, only: ReadonlySet<string> | null = null): void {
    this.state = state;
    this.entries = entries;
    this.logging = entries !== null;
    this.only = only;
    this.answer = null;
    this.task = NO_TASK;
    this.asked = null;
    this.ended = false;
    // An advance that threw may have left pushed tasks: they must not outlive it.
    for (let i = 0; i < this.queued; i++) this.queue[i] = NO_TASK;
    this.queued = 0;
  }

  /** The tasks the current handler has pushed so far, in call order (a copy: for tests and tools). */
  get pushed(): Task[] {
    return this.queue.slice(0, this.queued);
  }

  get g(): unknown {
    return this.state.g;
  }
  get rules(): unknown {
    return this.rt.rules;
  }
  get players(): readonly PlayerId[] {
    return this.state.players;
  }
  get memo(): Memo {
    return this.rt.memo;
  }

  begin(task: Task, answer: Answer | null): void {
    this.task = task;
    this.answer = answer;
    this.asked = null;
    // drain has moved the last task's pushes onto the stack.
    this.queued = 0;
  }

  push(...tasks: Task[]): void {
    for (let i = 0; i < tasks.length; i++) this.enqueue(tasks[i]!);
  }

  private enqueue(task: Task): void {
    this.queue[this.queued++] = task;
  }

  /**
   * Moves the pushed tasks onto `stack` so that the first pushed runs first
   * (last-first: the top is the end), and forgets them.
   */
  flushTo(stack: Task[]): void {
    const q = this.queue;
    const n = this.queued;
    for (let i = n - 1; i >= 0; i--) {
      stack.push(q[i]!);
      q[i] = NO_TASK; // do not keep a finished task alive
    }
    this.queued = 0;
  }

  ask(spec: DecisionSpec): void {
    if (this.asked !== null) {
      throw new EngineError('RW-BAD-DECISION', `task ${this.task.t} asked two decisions in one step`, { task: this.task.t });
    }
    this.asked = toDecision(spec, this.task, this.state.players);
  }

  askYesNo(player: PlayerId, prompt: string, kind = 'yes-no', data: Json = null): void {
    this.ask({ player, kind, prompt, data, options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }] });
  }

  logs(kind: string): boolean {
    return this.entries !== null && (this.only === null || this.only.has(kind));
  }

  log(kind: string, actors: PlayerId[], values: JsonObject = {}, options?: { to?: PlayerId[] }): void {
    if (this.entries === null || (this.only !== null && !this.only.has(kind))) return;
    this.entries.push({ kind, actors, values, to: options?.to ?? null });
  }

  reveal(): void {
    this.state.final = this.state.n;
  }

  end(result: Json): void {
    this.state.over = result === null ? {} : result;
    this.ended = true;
  }

  next(player: PlayerId): PlayerId {
    const ps = this.state.players;
    return ps[(ps.indexOf(player) + 1) % ps.length]!;
  }

  /** How deep in a chain of triggers the running task is (0 outside effects). */
  depth(): number {
    const d = this.task.t.startsWith('fx/') ? this.task.d : 0;
    return typeof d === 'number' ? d : 0;
  }

  emit(event: GameEvent): void {
    const triggers = collectTriggers(this.rt.game, this.state, event);
    if (triggers.length === 0) return;
    const depth = this.depth() + 1;
    if (depth > this.rt.limits.triggerDepth) {
      throw new EngineError(
        'RW-TRIGGER-DEPTH',
        `triggers kept firing triggers (${depth} deep) on event "${event.e}": ${triggers.map((t) => t.src).join(', ')}`,
        { event: event.e, effects: triggers.map((t) => t.src) },
      );
    }
    for (const t of fireTasks(this.rt.game, this.state, event, triggers, depth)) this.enqueue(t);
  }

  runEffect(src: string, options: RunEffectOptions): void {
    const owner = options.owner ?? null;
    // The game's bindings, copied (copyEnv: as spread would, without V8's slow spread of many shapes).
    const env: JsonObject = options.env ? copyEnv(options.env) : {};
    if (owner !== null && env.me === undefined) env.me = owner;
    this.enqueue({ t: 'fx/run', src: this.rt.effectIds.get(src) ?? src, at: options.at ?? [], env, owner, scope: options.scope ?? 'game', d: this.depth() });
  }

  addTrigger(spec: TriggerSpec): number {
    return addTrigger(this.state.fx, spec);
  }

  endScope(scope: string): void {
    endScope(this.state.fx, scope);
  }

  modifiers(key?: string): readonly ActiveEffect[] {
    return modifiersOf(this.state.fx, key);
  }

  modifierArgs(effect: ActiveEffect, only?: readonly string[]): JsonObject {
    return modifierArgs(this, effect, only);
  }

  holds(src: string, env: Env = {}): boolean {
    return holds(this, src, env);
  }

  holdsEach(srcs: readonly string[], me: PlayerId): readonly boolean[] {
    return holdsEach(this, srcs, me);
  }

  effect(src: string): EffectSource | null {
    return this.rt.sources.get(src) ?? null;
  }

  evaluator(src: string): Evaluator<unknown, unknown> {
    return pureEvaluator(this, src);
  }
}

/**
 * Drains the task stack until a decision is pending or the game ends.
 * `answer` goes to the first task run (the one that asked). Returns nothing:
 * the state is updated in place, log entries appended to the context's list.
 */
export function drain(ctx: TaskContext, answer: Answer | null): void {
  const { rt, state } = ctx;
  const stack = state.stack;
  const handlers = rt.handlers;
  const limit = rt.limits.stepsPerAdvance;
  // Set at the first look at the clock (step CLOCK_EVERY), the budget counted from there: most advances
  // take a few steps and never read the clock (a read per decision cost more than the steps themselves).
  let deadline = 0;
  let steps = 0;
  let seen: Map<string, number> | null = null;
  while (state.decision === null && state.over === null) {
    const task = stack.pop();
    if (task === undefined) {
      throw new EngineError('RW-STALLED', 'no task left to run, no decision pending, and the game has not ended (call ctx.end)');
    }
    if (++steps > limit) {
      // Past the limit: watch a little longer to name what is looping, then stop.
      seen ??= new Map();
      seen.set(task.t, (seen.get(task.t) ?? 0) + 1);
      if (steps > limit + 500) throw runaway(limit, seen);
    }
    if (steps % CLOCK_EVERY === 0) {
      const now = performance.now();
      if (deadline === 0) deadline = now + rt.limits.msPerAdvance;
      else if (now > deadline) throw tooSlow(rt.limits.msPerAdvance, steps, task);
    }
    const handler = handlers.get(task.t);
    if (handler === undefined) {
      throw new EngineError('RW-UNKNOWN-TASK', `no handler for task kind "${task.t}"`, { task: task.t });
    }
    ctx.begin(task, answer);
    answer = null;
    handler(ctx, task);
    if (ctx.ended) {
      stack.length = 0;
      state.decision = null;
      return;
    }
    ctx.flushTo(stack);
    if (ctx.asked !== null) {
      stack.push(task);
      state.decision = ctx.asked;
    }
  }
}

/** The advance ran out of time: what it was running names the content (an effect's id, a task kind). */
function tooSlow(ms: number, steps: number, task: Task): EngineError {
  const effect = typeof task.src === 'string' ? ` in effect "${task.src}"` : '';
  return new EngineError(
    'RW-TIME-BUDGET',
    `more than ${ms / 1000} s between two decisions (${steps} tasks), last task "${task.t}"${effect}: content that makes the game this slow is at fault`,
    { task: task.t, ...(typeof task.src === 'string' ? { src: task.src } : {}) },
  );
}

function runaway(limit: number, seen: Map<string, number>): EngineError {
  const kinds = [...seen.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  return new EngineError(
    'RW-RUNAWAY',
    `more than ${limit} tasks without a decision: a loop among task kinds ${kinds.join(', ')}`,
    { kinds },
  );
}
