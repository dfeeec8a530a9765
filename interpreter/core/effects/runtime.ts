/**
 * The effect-language interpreter as tasks. Every frame is a plain-JSON task
 * on the engine's stack that points into an effect's program by (effect id, path),
 * so an effect can stop at any Decision, be saved, and resume.
 *
 *   fx/run   start an effect: a run id with a step budget, then its body
 *   fx/seq   a block: statement i, then the rest of the block (the continuation)
 *   fx/exec  one statement (clause, may, if, timing, during, for each, choose)
 *   fx/each  the next iteration of a for each
 *   fx/done  the run is over: its budget is released
 *   fx/order, fx/fire   triggers answering an event (see events.ts)
 */
import type { ChooseStatement, Clause, DuringStatement, ForEachStatement, IfStatement, MayStatement, Program, Statement, Subject, TimingStatement } from '../../effect-ir/index.ts';
import { EngineError } from '../errors.ts';
import { shelf } from '../memo.ts';
import type { Json, JsonObject } from '../json.ts';
import type { TaskContext } from '../runner.ts';
import type { Ctx, DecisionSpec, PlayerId, Task, TaskHandler } from '../types.ts';
import { isNode, locOf, nodeAt, where } from './ast-shape.ts';
import { Evaluator, isMe } from './eval.ts';
import { addModifier, addTrigger, findActive, removeActive, triggerOption } from './events.ts';
import type { EffectHandlers, VerbHandler } from './handlers.ts';
import type { ActiveEffect, AstPath, EffectSource, Env, GameEvent } from './types.ts';

export type { EffectSource } from './types.ts';

/** `effectSource` may give a bare Program or `{ program, text }`. */
export function normalizeSources(raw: Record<string, unknown>): Record<string, EffectSource> {
  const out: Record<string, EffectSource> = {};
  for (const [id, v] of Object.entries(raw)) {
    if (isNode(v)) out[id] = { program: v as unknown as Program, text: null };
    else if (v && typeof v === 'object' && 'program' in v) {
      const s = v as { program: Program; text?: string | null };
      out[id] = { program: s.program, text: s.text ?? null };
    } else throw new Error(`effect source "${id}" is neither a program nor { program, text }`);
  }
  // Read by id at every effect step: a spread copy keeps it a fast object (grown key by key, it would be a hash table).
  return { ...out };
}

type Handler = TaskHandler<unknown, unknown>;
const inner = (ctx: Ctx<unknown, unknown>) => ctx as TaskContext;

/** Fields every frame carries: which effect, where in it, bindings, run id, scope of what it registers, trigger depth. */
interface Frame {
  src: string;
  at: AstPath;
  env: Env;
  r: string;
  scope: string;
  d: number;
}

/** The core vocabulary's durations as scopes (by registry id and by phrase). */
const DEFAULT_DURATIONS: Record<string, string> = {
  'duration.this-combat': 'combat',
  'duration.this-turn': 'turn',
  'duration.this-round': 'round',
  'duration.rest-of-game': 'game',
  'duration.until-end-of-round': 'round',
  'this combat': 'combat',
  'this turn': 'turn',
  'this round': 'round',
  'for the rest of the game': 'game',
};

export function source(c: TaskContext, src: string): EffectSource {
  const s = c.rt.sources.get(src);
  if (!s) throw new EngineError('RW-UNKNOWN-EFFECT', `no effect registered under "${src}"`, { src });
  return s;
}

export function handlersOf(c: TaskContext): EffectHandlers {
  return (c.rt.game.effects ?? {}) as EffectHandlers;
}

/** Counts one interpreter step against the run's budget. */
function step(c: TaskContext, f: Frame, node: unknown): void {
  const runs = c.state.fx.runs;
  const used = (runs[f.r] ?? 0) + 1;
  runs[f.r] = used;
  if (used > c.rt.limits.stepsPerEffect) {
    throw new EngineError(
      'RW-EFFECT-BUDGET',
      `effect "${f.src}" took more than ${c.rt.limits.stepsPerEffect} steps (last at ${where(node)}): does it loop?`,
      { src: f.src, loc: locOf(node) },
    );
  }
}

/**
 * `at` and one more step, made at its final size: `[...at, step]` copies
 * `at` into a list of exactly its length and then grows it for the step (a
 * second, larger allocation), at every statement an effect runs.
 */
function childPath(at: AstPath, step: string | number): AstPath {
  const n = at.length;
  const out = new Array<string | number>(n + 1);
  for (let i = 0; i < n; i++) out[i] = at[i]!;
  out[n] = step;
  return out;
}

function frameOf(task: Task): Frame {
  return task as unknown as Frame & Task;
}

function seq(f: Frame, at: AstPath, env: Env, scope = f.scope): Task {
  return { t: 'fx/seq', src: f.src, at, i: 0, env, r: f.r, scope, d: f.d };
}

function exec(f: Frame, at: AstPath, env: Env): Task {
  return { t: 'fx/exec', src: f.src, at, env, r: f.r, scope: f.scope, d: f.d };
}

/**
 * A copy of `env` for binding more names in (the caller sets them): the same
 * object `{ ...env }` makes, keys in the same order. Copied key by key: envs
 * come in many shapes, and for those V8's object spread takes its slow,
 * generic path, at every trigger firing and every iteration of a for each.
 * `env` is plain JSON (no enumerable inherited keys), as all bindings are.
 */
export function copyEnv(env: Env): Env {
  const out: Env = {};
  for (const k in env) {
    // An own "__proto__" (possible in parsed JSON) would set the copy's prototype if assigned: spread defines it.
    if (k === '__proto__') return { ...env };
    out[k] = env[k]!;
  }
  return out;
}

/** `{ ...env, [name]: value }`: `env` with `name` bound (or rebound, in its place) to `value`. */
function withBinding(env: Env, name: string, value: Json): Env {
  const out = copyEnv(env);
  out[name] = value;
  return out;
}

/** Starts a run of effect `src` at `at`: a run id with its step budget, the body, then fx/done. */
function startRun(c: TaskContext, src: string, at: AstPath, env: Env, scope: string, d: number): void {
  const s = source(c, src);
  const r = String(c.state.fx.nextId++);
  c.state.fx.runs[r] = 0;
  const f: Frame = { src, at, env, r, scope, d };
  const node = nodeAt(s.program, at);
  if (node === undefined) throw new EngineError('RW-EFFECT', `effect "${src}" has no node at ${at.join('.') || 'its root'}`, { src });
  if (Array.isArray(node)) c.push(body(f, at, node, env));
  else if ((node as { kind: string }).kind === 'program') c.push(body(f, childPath(at, 'body'), (node as Program).body, env));
  else c.push(exec(f, at, env));
  c.push({ t: 'fx/done', r });
}

/** A block's frame; a one-statement block is just that statement. */
function body(f: Frame, at: AstPath, stmts: readonly Statement[], env: Env, scope = f.scope): Task {
  if (stmts.length === 1) return { t: 'fx/exec', src: f.src, at: childPath(at, 0), env, r: f.r, scope, d: f.d };
  return seq(f, at, env, scope);
}

const run: Handler = (ctx, task) => {
  startRun(inner(ctx), task.src as string, task.at as AstPath, task.env as Env, task.scope as string, task.d as number);
};

const done: Handler = (ctx, task) => {
  delete inner(ctx).state.fx.runs[task.r as string];
};

const block: Handler = (ctx, task) => {
  const c = inner(ctx);
  const f = frameOf(task);
  const stmts = nodeAt(source(c, f.src).program, f.at) as Statement[];
  const i = task.i as number;
  if (i >= stmts.length) return;
  step(c, f, stmts[i]);
  ctx.push(exec(f, childPath(f.at, i), f.env));
  if (i + 1 < stmts.length) ctx.push({ ...task, i: i + 1 });
};

const each: Handler = (ctx, task) => {
  const c = inner(ctx);
  const f = frameOf(task);
  const items = task.items as JsonObject[];
  const i = task.i as number;
  if (i >= items.length) return;
  const program = source(c, f.src).program;
  step(c, f, nodeAt(program, f.at.slice(0, -1)));
  const item = items[i]!;
  const env = copyEnv(f.env);
  if (task.bind === 'me') env.me = item.id!;
  env.it = item;
  ctx.push(body(f, f.at, nodeAt(program, f.at) as Statement[], env));
  if (i + 1 < items.length) ctx.push({ ...task, i: i + 1 });
};

/** One statement. Evaluation goes through the task's tape, so a re-run after a decision replays it. */
const statement: Handler = (ctx, task) => {
  const c = inner(ctx);
  const f = frameOf(task);
  const s = source(c, f.src);
  const node = nodeAt(s.program, f.at) as Statement;
  if (!ctx.answer) step(c, f, node);
  if (readsNothing(c, f, node, task)) return;
  // Most statements neither decide nor draw: their tape is made only when something goes on it.
  let tape = (task.tape as Json[] | undefined) ?? null;
  if (ctx.answer) {
    if (tape === null) tape = [ctx.answer.ids];
    else tape.push(ctx.answer.ids);
  }
  const ev = new Evaluator(c, f.src, s.text, tape, true);
  try {
    runStatement(c, f, node, ev);
  } catch (e) {
    // Past its question the run reads empty answers: an error it meets there means nothing.
    if (ev.waiting === null) throw e;
  }
  if (ev.waiting !== null) ask(c, task, ev.recorded, ev.waiting);
};

/**
 * Runs the statements that read nothing of the game, without an evaluator
 * (true: done): a `may` asking its player or answered, a `timing`, a `during`.
 * Two in five statements a game runs are one of these.
 */
function readsNothing(c: TaskContext, f: Frame, node: Statement, task: Task): boolean {
  switch (node.kind) {
    case 'may':
      if (typeof task.who === 'string' || c.answer) mayAsked(c, f, node, (task.who as string | undefined) ?? (f.env.me as string));
      // `I may ...` (no subject, or `I`): I am asked, as `may` would after reading who "I" is (nobody: its error).
      else if (typeof f.env.me === 'string' && (node.subject === undefined || isMe(node.subject))) mayAsked(c, f, node, f.env.me);
      else return false;
      return true;
    case 'timing':
      timing(c, f, node);
      return true;
    case 'during':
      during(c, f, node);
      return true;
    default:
      return false;
  }
}

/** A statement by kind. Each asks `ev.waiting` after evaluating and changes nothing while a question is due. */
function runStatement(c: TaskContext, f: Frame, node: Statement, ev: Evaluator): void {
  switch (node.kind) {
    case 'clause':
      return clause(c, f, node, ev);
    case 'may':
      return may(c, f, node, ev);
    case 'if':
      return ifStatement(c, f, node, ev);
    case 'timing':
      return timing(c, f, node);
    case 'during':
      return during(c, f, node);
    case 'forEach':
      return forEach(c, f, node, ev);
    case 'choose':
      return choose(c, f, node, ev);
    default:
      throw new EngineError('RW-EFFECT', `effect "${f.src}" at ${where(node)}: cannot run a ${(node as { kind: string }).kind}`, { src: f.src });
  }
}

/** The statement stops at its question: the tape waits with it for the answer. */
function ask(c: TaskContext, task: Task, tape: Json[] | null, spec: DecisionSpec): void {
  if (tape !== null && tape.length > 0) task.tape = tape;
  c.ask(spec);
}

function clause(c: TaskContext, f: Frame, node: Clause, ev: Evaluator): void {
  if (node.role === 'modifier') {
    const owner = typeof f.env.me === 'string' ? f.env.me : null;
    addModifier(c.state.fx, { key: node.id, src: f.src, at: f.at, env: f.env, owner, until: f.scope });
    return;
  }
  if (node.role !== 'action') throw new EngineError('RW-EFFECT', `effect "${f.src}" at ${where(node)}: a condition ("${node.id}") used as a statement`, { src: f.src });
  const verb = handlersOf(c).verbs?.[node.id];
  if (!verb) throw new EngineError('RW-UNKNOWN-HANDLER', `effect "${f.src}" at ${where(node)}: no verb handler for ${node.id}`, { src: f.src, id: node.id });
  const actor = isActor(node.subject);
  // `gain 2 eagles` (no subject: I do it) and `it has no effect` (done by nobody in particular: I run it) have one actor, me.
  const it = node.subject === undefined || !actor ? myClause(c, f, node, ev, verb) : subjectsClause(c, f, node, ev, verb);
  // "it" is singular: one thing acted on is that thing, not a list of one.
  if (it !== undefined) bindInContinuation(c, f, 'it', Array.isArray(it) && it.length === 1 ? it[0]! : it);
}

/** A clause I do: its plan (pure; may decide), then, unless a question is due, its change. What it acted on, if it says. */
function myClause(c: TaskContext, f: Frame, node: Clause, ev: Evaluator, verb: VerbHandler): Json | undefined {
  // subjectPlayers's own failure when "I" is nobody (a clause with a subject that is not an actor runs as I, unchecked).
  if (node.subject === undefined && typeof f.env.me !== 'string') return ev.fail(null, '"I" is nobody here');
  const plan = planOf(verb, ev, node, f.env);
  if (ev.waiting !== null) return undefined;
  // void (nothing said) is undefined; null is a thing said.
  return verb.execute(c, plan, f.env, node) as Json | undefined;
}

/** A clause its subject's players do (`my opponent loses ...`, `each player gains ...`), each as I. */
function subjectsClause(c: TaskContext, f: Frame, node: Clause, ev: Evaluator, verb: VerbHandler): Json | undefined {
  // Every subject's plan first (decisions included), then the changes: a suspended frame never half-applies.
  const plans: { env: Env; plan: Json }[] = [];
  for (const p of ev.subjectPlayers(node.subject, f.env)) {
    const env = p === f.env.me ? f.env : withBinding(f.env, 'me', p);
    plans.push({ env, plan: planOf(verb, ev, node, env) });
    if (ev.waiting !== null) break;
  }
  if (ev.waiting !== null) return undefined;
  let it: Json | undefined;
  for (const { env, plan } of plans) {
    const out = verb.execute(c, plan, env, node);
    if (out !== undefined) it = out;
  }
  return it;
}

/** One actor's plan for a clause (pure; may decide). Not a closure made per run: a bundle keeping names would name each one. */
function planOf(verb: VerbHandler, ev: Evaluator, node: Clause, env: Env): Json {
  return verb.resolve ? verb.resolve(ev, node, env) : ev.slots(node, env, 'select');
}

/** Whether a clause's subject is who acts (of one of the language's actor types, as the checker marked it), rather than what the clause is about. */
function isActor(subject: Subject | undefined): boolean {
  if (subject === undefined) return true;
  if (subject.kind === 'pronoun') return /^(i|me|he|she|they|we)$/i.test(subject.word);
  return subject.actor === true || (subject.kind === 'phrase' && subject.id === 'subject.i');
}

/** `it` after an action refers to what it acted on, for the rest of the block. */
function bindInContinuation(c: TaskContext, f: Frame, name: string, value: Json): void {
  const top = c.state.stack[c.state.stack.length - 1];
  if (top && top.t === 'fx/seq' && top.r === f.r) top.env = withBinding(top.env as Env, name, value);
}

/** A `may` whose subject is read (`each player may ...`); `I may` is asked without a read (readsNothing). */
function may(c: TaskContext, f: Frame, node: MayStatement, ev: Evaluator): void {
  const players = ev.subjectPlayers(node.subject, f.env);
  if (ev.waiting !== null) return;
  if (players.length === 1 && players[0] === f.env.me) return mayAsked(c, f, node, players[0]);
  // Each player who may is asked in turn, with "I" bound to them.
  for (const p of players) {
    // Bound after it is made, not spread into a copy (V8's slow path for a name added after a spread).
    const t = exec(f, f.at, withBinding(f.env, 'me', p));
    t.who = p;
    c.push(t);
  }
}

/** Each `may` block's question, by its node (a program is frozen: its words never change). */
const MAY_QUESTIONS = shelf<string>('may questions');

/** A `may` block's question: its body's words cut from the effect's text (made once, then kept: asked at every `may`). */
function mayQuestion(c: TaskContext, f: Frame, node: MayStatement): string {
  const kept = c.memo.getFor(MAY_QUESTIONS, node);
  if (kept !== undefined) return kept;
  const text = source(c, f.src).text;
  const said = text === null ? '' : node.body.map((s) => text.slice(s.loc.offset, s.loc.endOffset)).join('; ');
  return c.memo.setFor(MAY_QUESTIONS, node, said ? `Do you want to ${said}?` : 'Do you want to?');
}

function mayAsked(c: TaskContext, f: Frame, node: MayStatement, who: PlayerId): void {
  if (!c.answer) {
    c.askYesNo(who, mayQuestion(c, f, node), 'effect-may', { src: f.src, loc: locOf(node) });
    return;
  }
  if (c.answer.id === 'yes') c.push(body(f, childPath(f.at, 'body'), node.body, f.env));
}

function ifStatement(c: TaskContext, f: Frame, node: IfStatement, ev: Evaluator): void {
  const holds = ev.test(node.condition, f.env);
  if (ev.waiting !== null) return;
  if (holds) c.push(body(f, childPath(f.at, 'then'), node.then, f.env));
  else if (node.otherwise) c.push(body(f, childPath(f.at, 'otherwise'), node.otherwise, f.env));
}

function timing(c: TaskContext, f: Frame, node: TimingStatement): void {
  const id = node.id;
  const on = handlersOf(c).timings?.[id] ?? id;
  const owner = typeof f.env.me === 'string' ? f.env.me : null;
  addTrigger(c.state.fx, { on, src: f.src, at: childPath(f.at, 'body'), env: f.env, owner, until: f.scope });
}

function during(c: TaskContext, f: Frame, node: DuringStatement): void {
  const id = node.id;
  const scope = handlersOf(c).durations?.[id] ?? DEFAULT_DURATIONS[id] ?? DEFAULT_DURATIONS[node.phrase] ?? id;
  c.push(body(f, childPath(f.at, 'body'), node.body, f.env, scope));
}

function forEach(c: TaskContext, f: Frame, node: ForEachStatement, ev: Evaluator): void {
  const items = ev.things(node.over, f.env);
  if (ev.waiting !== null || items.length === 0) return;
  c.push({ t: 'fx/each', src: f.src, at: childPath(f.at, 'body'), items: items as unknown as Json, i: 0, bind: node.form === 'each' ? 'me' : 'it', env: f.env, r: f.r, scope: f.scope, d: f.d });
}

function choose(c: TaskContext, f: Frame, node: ChooseStatement, ev: Evaluator): void {
  const picked = ev.select(node.choice, f.env);
  if (ev.waiting !== null) return;
  if (picked.length === 0) return; // nothing to choose: the block does not happen
  const value = (picked.length === 1 ? picked[0]! : picked) as unknown as Json;
  const env = withBinding(f.env, 'it', value);
  if (node.name !== undefined) env[`$${node.name}`] = value;
  c.push(body(f, childPath(f.at, 'body'), node.body, env));
}

// ------------------------------------------------------------------ triggers

/** fx/order: several triggers fire at once; the orderer picks which goes next. */
const order: Handler = (ctx, task) => {
  const c = inner(ctx);
  const ids = (task.ids as number[]).filter((id) => findActive(c.state.fx, id) !== undefined);
  if (ids.length <= 1) {
    if (ids.length === 1) ctx.push({ t: 'fx/fire', id: ids[0]!, event: task.event, d: task.d });
    return;
  }
  if (!ctx.answer) {
    return ctx.ask({
      player: task.by as string,
      kind: 'order-triggers',
      prompt: `Several effects answer "${(task.event as GameEvent).e}": which resolves first?`,
      options: ids.map((id) => triggerOption(c.rt.game, c.rt.rules, findActive(c.state.fx, id)!)),
      data: { event: task.event },
    });
  }
  const first = Number(ctx.answer.id);
  const rest = ids.filter((id) => id !== first);
  ctx.push({ t: 'fx/fire', id: first, event: task.event, d: task.d });
  ctx.push(rest.length === 1 ? { t: 'fx/fire', id: rest[0]!, event: task.event, d: task.d } : { ...task, ids: rest });
};

/** The log entry a trigger makes as it answers its event: `{ src }`, its owner the actor (none: an ownerless effect). */
export const EFFECT_FIRES = 'effect-fires';

/** fx/fire: one trigger answers its event (unless it ended in the meantime). */
const fire: Handler = (ctx, task) => {
  const c = inner(ctx);
  const a = findActive(c.state.fx, task.id as number);
  if (!a) return;
  // An earlier trigger of the same event may have changed whether this one applies (a card it cancelled).
  const applies = c.rt.game.triggerApplies;
  if (applies && !applies(a, task.event as GameEvent, c.state.g)) return;
  if (a.once) removeActive(c.state.fx, a.id);
  // Said before what it does, so the log tells why a player gained or rerolled (the game names the source).
  if (c.logs(EFFECT_FIRES)) c.log(EFFECT_FIRES, a.owner === null ? [] : [a.owner], { src: a.src });
  startRun(c, a.src, a.at, withBinding(a.env, 'event', task.event as Json), a.until, task.d as number);
};

export const effectTasks: Record<string, Handler> = {
  'fx/run': run,
  'fx/seq': block,
  'fx/exec': statement,
  'fx/each': each,
  'fx/done': done,
  'fx/order': order,
  'fx/fire': fire,
};

// ------------------------------------------------- pure reads for game code

/** An evaluator that may neither decide nor roll: for victory conditions, modifiers, bots. */
export function pureEvaluator(c: TaskContext, src: string): Evaluator {
  return new Evaluator(c, src, c.rt.sources.get(src)?.text ?? null, null);
}

/** A modifier's slots (or `only` these), evaluated against the current state (noun phrases as whole sets). */
export function modifierArgs(c: TaskContext, a: ActiveEffect, only?: readonly string[]): JsonObject {
  const node = nodeAt(source(c, a.src).program, a.at) as Clause;
  return pureEvaluator(c, a.src).slots(node, a.env, 'things', only);
}
