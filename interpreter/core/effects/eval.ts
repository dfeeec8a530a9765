/**
 * Evaluation of effect-language expressions, conditions and noun phrases.
 *
 * Pure with respect to the game data: it reads `g`, never writes it. A
 * decision or a random draw met during evaluation goes through the frame's
 * *tape*: the first time, a decision suspends the frame (the runtime asks it)
 * and a random draw is taken from the game's generator and recorded; when the
 * frame is re-run after the answer, the tape replays both, so evaluation
 * reaches the same point and goes one step further. Without a tape (checking
 * a victory condition, reading a modifier) decisions and randomness are errors.
 *
 * Suspending does not throw (a throw costs about a microsecond, at every
 * question an effect asks): the evaluator notes the question (`waiting`) and
 * lets the handler finish on empty answers: every later decision gets no
 * option, every set is empty, every draw is `lo` (no draw taken, nothing
 * recorded). What it works out after that is thrown away by the runtime, which
 * asks the question instead, as is any error it meets on the way.
 */
import type { Clause, Condition, Expr, NameRef, NounPhrase, Pronoun, Subject } from '../../dsl/index.ts';
import { EngineError } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import type { Answer, DecisionSpec, GameState, PlayerId } from '../types.ts';
import type { Memo } from '../memo.ts';
import type { TaskContext } from '../runner.ts';
import { locOf, where } from './ast-shape.ts';
import type { EffectHandlers, Steady, Thing } from './handlers.ts';
import { shelf } from '../memo.ts';
import { phraseReads, sameVersions, versionsOf } from './steady.ts';
import type { ActiveEffect, EffectSource, Env } from './types.ts';

/** What each steady phrase reads, and its sets kept by "I" with the versions they were found at. */
const PHRASE_READS = shelf<{ reads: string[] | null; byPlayer: Map<string, { versions: number[]; set: Thing[] }> }>('phrase sets');

/** What a decision gets once evaluation is waiting for another: nothing (the run is thrown away). */
function noAnswer(): Answer {
  return { ids: [], options: [], id: null };
}

const CONDITION_KINDS = new Set(['or', 'and', 'not', 'compare', 'clause', 'choice']);
/** What a predicate that reads its own slots gets as `args`. */
const NO_ARGS: JsonObject = Object.freeze({}) as JsonObject;
/** `I` as the checker writes it: the noun phrase `subject.i`. */
function isI(np: NounPhrase): boolean {
  return np.resolved?.id === 'subject.i' || (np.words.length === 1 && np.words[0]!.text === 'I' && !np.quantifier);
}

/** isMe per subject: checked ASTs never change, and a `may` asks at every run. */
const meSubjects = new WeakMap<Subject, boolean>();

/**
 * Whether a subject is `I` as `subjectPlayers` reads it (`I`, `me`; as is
 * no subject): it then stands for `env.me` alone, nothing of the game read.
 */
export function isMe(s: Subject): boolean {
  let r = meSubjects.get(s);
  if (r === undefined) {
    r = (s.kind === 'pronoun' && /^(i|me)$/i.test(s.word)) || (s.kind === 'nounPhrase' && isI(s));
    meSubjects.set(s, r);
  }
  return r;
}

/** isRandom per phrase: checked ASTs never change, and `select` asks at every evaluation. */
const randomPhrases = new WeakMap<NounPhrase, boolean>();

function isRandom(np: NounPhrase): boolean {
  let r = randomPhrases.get(np);
  if (r === undefined) {
    r = np.words.some((w) => w.text.toLowerCase() === 'random') || (np.resolved?.adjectives ?? []).some((a) => /(^|\.)random$/.test(a));
    randomPhrases.set(np, r);
  }
  return r;
}

/** Option ids of things offered face down (`chooseAmong`): `face-down:1`, `face-down:2`, ... */
export const FACE_DOWN = 'face-down:';

export class Evaluator<G = unknown, R = unknown> {
  private pos = 0;
  /** The game's handlers, read once (asked at nearly every node evaluated). */
  private readonly h: EffectHandlers<G, R>;
  /**
   * Inside a steady condition (`ctx.holds`): who "I" is, and the sets of its
   * steady phrases are kept by the engine while what they read stays the same.
   */
  private keptFor: string | null = null;
  /** The decision this run stopped at (null: none yet); the runtime asks it and throws the rest of the run away. */
  waiting: DecisionSpec | null = null;

  constructor(
    private readonly ctx: TaskContext,
    /** Which effect is being evaluated (for prompts and error messages). */
    readonly src: string,
    private readonly text: string | null,
    /**
     * The frame's tape: its answers and draws so far, replayed in order (null:
     * none yet, or, unless `records`, decisions and randomness are not allowed).
     */
    private tape: Json[] | null,
    /**
     * A statement's run: it may decide and draw (recorded on the tape; the tape
     * is made only when first needed: most statements neither decide nor stop).
     */
    private readonly records: boolean = tape !== null,
  ) {
    this.h = (ctx.rt.game.effects ?? {}) as EffectHandlers<G, R>;
  }

  /** The tape as it stands after this run (null: nothing on it). */
  get recorded(): Json[] | null {
    return this.tape;
  }

  get g(): G {
    return this.ctx.state.g as G;
  }
  get rules(): R {
    return this.ctx.rt.rules as R;
  }
  get state(): GameState<G> {
    return this.ctx.state as GameState<G>;
  }
  get players(): readonly PlayerId[] {
    return this.ctx.state.players;
  }
  /** What the engine keeps between questions (see core/memo.ts). */
  get memo(): Memo {
    return this.ctx.rt.memo;
  }

  /** The effect registered under `src` (its program and text), or null, as `ctx.effect`. */
  effect(src: string): EffectSource | null {
    return this.ctx.effect(src);
  }

  /** The active modifiers (optionally only those with this registry id), as `ctx.modifiers`. */
  modifiers(key?: string): ActiveEffect[] {
    return this.ctx.modifiers(key);
  }

  /** A modifier's slots (or `only` these) evaluated now, as `ctx.modifierArgs`. */
  modifierArgs(effect: ActiveEffect, only?: readonly string[]): JsonObject {
    return this.ctx.modifierArgs(effect, only);
  }

  /** The source text of a node, when the effect's text is known ("" otherwise). */
  source(node: { loc?: { offset?: number; endOffset?: number } }): string {
    const loc = node.loc;
    if (this.text === null || !loc || loc.offset === undefined || loc.endOffset === undefined) return '';
    return this.text.slice(loc.offset, loc.endOffset);
  }

  fail(node: unknown, message: string): never {
    throw new EngineError('RW-EFFECT', `effect "${this.src}" at ${where(node)}: ${message}`, { src: this.src, loc: locOf(node) });
  }

  /** A decision inside evaluation: the recorded answer, or (noted as `waiting`) none, so the runtime asks it. */
  decide(spec: DecisionSpec): Answer {
    if (!this.records) this.fail(null, `"${spec.prompt}" needs a decision, which is not allowed here`);
    if (this.waiting !== null) return noAnswer();
    const tape = this.tape;
    if (tape !== null && this.pos < tape.length) {
      const ids = tape[this.pos++] as string[];
      // Plain loops: a re-run after every answer replays its decisions here.
      const options: Thing[] = [];
      for (let i = 0; i < ids.length; i++) {
        const o = optionWithId(spec.options, ids[i]!);
        // Evaluation is pure, so this means a handler read something that changed between runs.
        if (o === undefined) this.fail(null, `the recorded answer ${JSON.stringify(ids)} no longer fits "${spec.prompt}": is a handler impure?`);
        options.push(o);
      }
      return { ids, options, id: ids.length > 0 ? ids[0]! : null };
    }
    this.waiting = spec;
    return noAnswer();
  }

  /** A random integer in lo..hi from the game's generator, recorded on the tape. */
  random(lo: number, hi: number): number {
    if (!this.records) this.fail(null, 'randomness is not allowed here');
    // Past the question the run stops at: no draw (the game's generator is not touched), nothing recorded.
    if (this.waiting !== null) return lo;
    const tape = this.tape;
    if (tape !== null && this.pos < tape.length) return tape[this.pos++] as number;
    const x = this.ctx.rng.int(lo, hi);
    if (tape === null) this.tape = [x];
    else tape.push(x);
    this.pos++;
    return x;
  }

  // ------------------------------------------------------------ expressions

  value(e: Expr, env: Env): Json {
    switch (e.kind) {
      case 'number':
        return e.value;
      case 'negate':
        return -this.number(e.operand, env);
      case 'binary': {
        const l = this.number(e.left, env);
        const r = this.number(e.right, env);
        return e.op === '+' ? l + r : l - r;
      }
      case 'count':
        return this.things(e.of, env).length;
      case 'nounPhrase':
        return this.npValue(e, env, 'things');
      case 'name':
        return this.nameValue(e, env);
      case 'pronoun':
        return this.pronounValue(e, env);
      default:
        return this.fail(e, `cannot evaluate a ${(e as { kind: string }).kind}`);
    }
  }

  /** A number; a set counts as its size (`if my commons in this combat >= 1`). */
  number(e: Expr, env: Env): number {
    const v = this.value(e, env);
    if (typeof v === 'number') return v;
    if (Array.isArray(v)) return v.length;
    if (v !== null && typeof v === 'object' && typeof v.amount === 'number') return v.amount;
    return this.fail(e, `expected a number, got ${JSON.stringify(v)}`);
  }

  /** A noun phrase's value: a bound name, a registered value, or its set (narrowed by its quantifier in `select` mode). */
  npValue(np: NounPhrase, env: Env, mode: 'things' | 'select'): Json {
    const bound = this.boundName(np, env);
    if (bound !== undefined) return bound;
    const id = np.resolved?.id;
    if (np.resolved?.type === 'amount') return this.amount(np);
    if (np.resolved?.type === 'delta') return this.delta(np);
    if (np.resolved?.type === 'count-constraint') return this.constraint(np);
    if (isI(np)) return env.me ?? this.fail(np, '"I" is nobody here');
    const vh = id !== undefined ? this.h.values?.[id] : undefined;
    if (vh) return vh(this, np, env);
    if (id !== undefined && this.h.nouns?.[id]) return (mode === 'select' ? this.select(np, env) : this.things(np, env)) as unknown as Json;
    if (id !== undefined && id.startsWith('subject.') && this.h.subject) {
      const players = this.h.subject(this, np, env);
      return np.resolved?.many ? players : (players[0] ?? null);
    }
    return this.fail(np, `no value or noun handler for "${this.source(np) || np.words.map((w) => w.text).join(' ')}" (${id ?? 'unresolved'})`);
  }

  /** `2 eagles` as `{ amount: 2, of: 'value.eagles' }`: how much of which resource. */
  private amount(np: NounPhrase): Json {
    const q = np.quantifier;
    const n = q?.kind === 'number' ? q.value : q && /^(a|an|one)$/.test(q.kind) ? 1 : undefined;
    if (typeof n !== 'number') return this.fail(np, `"${this.source(np)}" is not an amount this runtime can count`);
    return { amount: n, of: np.resolved?.id ?? null };
  }

  /** `2 less` / `1 more` (a cost or count change) as `{ amount: 2, less: true }`. */
  private delta(np: NounPhrase): Json {
    const q = np.quantifier;
    if (typeof q?.value !== 'number') return this.fail(np, `"${this.source(np)}" is not a change this runtime can read`);
    return { amount: q.value, less: q.kind === 'less' || q.kind === 'fewer' };
  }

  /** `at least 5` (a bound in words) as `{ amount: 5, bound: 'at least' }`. */
  private constraint(np: NounPhrase): Json {
    const q = np.quantifier;
    if (typeof q?.value !== 'number') return this.fail(np, `"${this.source(np)}" is not a bound this runtime can read`);
    return { amount: q.value, bound: q.kind };
  }

  /** `site` after `choose ... as site`: bindings live in env as `$site`. */
  private boundName(np: NounPhrase, env: Env): Json | undefined {
    if (np.quantifier || np.owner || np.possessor || np.relative || np.of || np.qualifier || np.words.length !== 1) return undefined;
    return env[`$${np.words[0]!.text}`];
  }

  private nameValue(ref: NameRef, env: Env): Json {
    if (!this.h.name) return this.fail(ref, `no handler for names ("${ref.name}")`);
    return this.h.name(this, ref, env);
  }

  private pronounValue(p: Pronoun, env: Env): Json {
    const w = p.word.toLowerCase();
    if (w === 'i' || w === 'me') return env.me ?? this.fail(p, '"I" is nobody here');
    if (w === 'it') return env.it ?? this.fail(p, '"it" refers to nothing here');
    if (this.h.pronoun) return this.h.pronoun(this, p, env);
    return this.fail(p, `no handler for the pronoun "${p.word}"`);
  }

  // ----------------------------------------------------------- noun phrases

  /** The whole set a phrase denotes, ignoring its quantifier. */
  things(x: NounPhrase | NameRef | Pronoun, env: Env): Thing[] {
    // Past the question the run stops at, nothing it reads is used: no set is worked out.
    if (this.waiting !== null) return [];
    if (this.keptFor !== null && x.kind === 'nounPhrase' && env.me === this.keptFor) return this.keptThings(x, env);
    return this.thingsNow(x, env);
  }

  /** Keep the sets of steady phrases read from now on (`ctx.holds`, for "I" = `me`). */
  keepSets(me: string): void {
    this.keptFor = me;
  }

  /** `thingsNow` of a phrase inside a steady condition: kept while what it reads stays the same. */
  private keptThings(np: NounPhrase, env: Env): Thing[] {
    const steady = this.h.steady as Steady | undefined;
    const memo = this.ctx.rt.memo;
    if (steady === undefined) return this.thingsNow(np, env);
    const known = memo.getFor(PHRASE_READS, np) ?? memo.setFor(PHRASE_READS, np, { reads: phraseReads(np, steady, this.ctx.rt.rules), byPlayer: new Map() });
    if (known.reads === null) return this.thingsNow(np, env);
    const game = this.ctx;
    const kept = known.byPlayer.get(this.keptFor!);
    if (kept !== undefined && sameVersions(steady, game, known.reads, kept.versions)) return kept.set;
    const set = this.thingsNow(np, env);
    known.byPlayer.set(this.keptFor!, { versions: versionsOf(steady, game, known.reads), set });
    return set;
  }

  private thingsNow(x: NounPhrase | NameRef | Pronoun, env: Env): Thing[] {
    let v: Json;
    if (x.kind === 'nounPhrase') {
      const bound = this.boundName(x, env);
      const id = x.resolved?.id;
      const nh = id !== undefined ? this.h.nouns?.[id] : undefined;
      if (bound !== undefined) v = bound;
      else if (nh) return nh(this, x, env);
      else if (id !== undefined && id.startsWith('subject.') && !isI(x) && this.h.subject && !this.h.values?.[id]) {
        return toThings(this.h.subject(this, x, env));
      } else v = this.npValue(x, env, 'things');
    } else if (x.kind === 'name') v = this.nameValue(x, env);
    else v = this.pronounValue(x, env);
    return toThings(v);
  }

  /**
   * The members a phrase's quantifier picks: all of them (`all`, `each`, no
   * quantifier on a plural), a decision by `chooser` (`1`, `a`, `the`, `any`,
   * `up to 2`), the first ones (`the top 5`), or random ones (`random`).
   */
  select(np: NounPhrase, env: Env, chooser?: PlayerId): Thing[] {
    const all = this.things(np, env);
    const q = np.quantifier;
    const kind = isRandom(np) ? 'random' : (q?.kind ?? (np.resolved?.many === false ? 'the' : 'all'));
    const n = q?.value;
    switch (kind) {
      case 'all':
      case 'each':
      case 'every':
      case 'at least':
      case 'at most':
      case 'more than':
      case 'fewer than':
      case 'less than':
        return all;
      case 'the top':
        return all.slice(0, n ?? 1);
      case 'random':
        return this.sample(all, n ?? 1);
      case 'up to':
        return this.pick(np, env, all, 0, Math.min(n ?? 1, all.length), chooser);
      default: {
        // a, an, the, this, that, any, one, a number: exactly that many (fewer only if fewer exist)
        const k = typeof n === 'number' ? n : 1;
        if (all.length <= k) return all;
        return this.pick(np, env, all, k, k, chooser);
      }
    }
  }

  private pick(np: NounPhrase, env: Env, all: Thing[], min: number, max: number, chooser?: PlayerId): Thing[] {
    if (all.length === 0) return [];
    const player = chooser ?? (typeof env.me === 'string' ? env.me : null);
    if (player === null) return this.fail(np, 'a choice with nobody to make it');
    const text = this.source(np);
    return this.chooseAmong(all, min, max, player, `Choose ${min === max ? min : `up to ${max}`}${text ? `: ${text}` : ''}`, { src: this.src, loc: locOf(np) });
  }

  /**
   * `player` picks `min`..`max` of `all` (an `effect-choose` decision). What
   * he cannot see (the game's `faceDown`: a card in another player's hand) is
   * offered face down, one option per thing, all alike; the ones he picks
   * face down are drawn at random from those things, so the choice tells him
   * nothing he could not see. With nothing to see and no count to choose,
   * nobody is asked: the draw is the whole choice.
   */
  chooseAmong(all: Thing[], min: number, max: number, player: PlayerId, prompt: string, data: Json): Thing[] {
    const faceDown = this.h.faceDown;
    let hidden: Thing[] | null = null;
    let options = all;
    if (faceDown !== undefined) {
      const shown: Thing[] = [];
      const faces: Thing[] = [];
      const unseen: Thing[] = [];
      for (const t of all) {
        const label = faceDown(this, t, player);
        if (label === null) shown.push(t);
        else {
          unseen.push(t);
          faces.push({ id: `${FACE_DOWN}${unseen.length}`, label, data: { kind: 'face-down' } });
        }
      }
      if (unseen.length > 0) {
        if (shown.length === 0 && min === max) return this.sample(unseen, min);
        hidden = unseen;
        options = [...shown, ...faces];
      }
    }
    const a = this.decide({ player, kind: 'effect-choose', prompt, options, min, max, data });
    if (hidden === null) return a.options;
    const seen = a.options.filter((o) => !o.id.startsWith(FACE_DOWN));
    const blind = a.options.length - seen.length;
    return blind === 0 ? seen : [...seen, ...this.sample(hidden, blind)];
  }

  private sample(all: Thing[], k: number): Thing[] {
    const pool = all.slice();
    const out: Thing[] = [];
    for (let i = 0; i < k && pool.length > 0; i++) out.push(pool.splice(this.random(0, pool.length - 1), 1)[0]!);
    return out;
  }

  /** A value-ref noun phrase as `{ value: 'value.combat', of: <holder> }`. */
  reference(np: NounPhrase, env: Env, mode: 'things' | 'select'): Json {
    const holder = np.possessor ?? np.of;
    let of: Json = null;
    if (holder) {
      if (holder.kind === 'nounPhrase') of = mode === 'select' && !np.possessor ? (this.select(holder, env) as unknown as Json) : this.npValue(holder, env, mode);
      else of = this.value(holder, env);
    }
    const ref: ValueRef = { value: np.resolved?.id ?? np.words.map((w) => w.text).join(' '), of };
    return ref as unknown as Json;
  }

  // ------------------------------------------------------------- conditions

  test(c: Condition, env: Env): boolean {
    switch (c.kind) {
      case 'or':
        return this.test(c.left, env) || this.test(c.right, env);
      case 'and':
        return this.test(c.left, env) && this.test(c.right, env);
      case 'not':
        return !this.test(c.operand, env);
      case 'compare':
        return compare(c.op, this.value(c.left, env), this.value(c.right, env));
      case 'choice': {
        const [player] = this.subjectPlayers(c.subject, env);
        const prompt = this.h.choicePrompt?.(c, env) ?? (c.prompt ? `${c.prompt}?` : `${this.source(c) || 'Do you choose to'}?`);
        const a = this.decide({
          player: player!,
          kind: 'effect-choice',
          prompt,
          options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }],
          data: { src: this.src, loc: locOf(c) },
        });
        return a.id === 'yes';
      }
      case 'clause': {
        const b = c.bound;
        if (!b || b.kind !== 'predicate') return this.fail(c, `"${c.verb.text}" is not a condition the checker recognised`);
        const p = this.h.predicates?.[b.id];
        if (!p) return this.fail(c, `no predicate handler for ${b.id}`);
        const holds = p(this, p.ownSlots === true ? NO_ARGS : this.slots(c, env, 'things'), env, c);
        return c.negated ? !holds : holds;
      }
      default:
        return this.fail(c, `cannot test a ${(c as { kind: string }).kind}`);
    }
  }

  // ------------------------------------------------------- subjects, clauses

  /** The players a subject stands for; no subject means `I`. */
  subjectPlayers(s: Subject | undefined, env: Env): PlayerId[] {
    if (s === undefined || isMe(s)) {
      if (typeof env.me !== 'string') return this.fail(s ?? null, '"I" is nobody here');
      return [env.me];
    }
    if (!this.h.subject) return this.fail(s, `no subject handler for "${this.source(s)}"`);
    return this.h.subject(this, s, env);
  }

  /**
   * A clause's slots, evaluated: conditions to booleans, expressions to values,
   * noun phrases to their sets (`things`) or to the members their quantifier
   * picks (`select`, which may decide). `only`: just these slots.
   */
  slots(clause: Clause, env: Env, mode: 'things' | 'select', only?: readonly string[]): JsonObject {
    const out: JsonObject = {};
    const slots = clause.bound?.slots;
    // for-in walks a plain object's own keys in Object.keys order, without a list of them made at every clause.
    for (const k in slots) {
      if (only !== undefined && !only.includes(k)) continue;
      const v = slots[k]!;
      if (typeof v === 'boolean' || typeof v === 'string') out[k] = v;
      else if (CONDITION_KINDS.has(v.kind)) out[k] = this.test(v as Condition, env);
      else if (v.kind === 'nounPhrase' && (v as NounPhrase).resolved?.type === 'value-ref') out[k] = this.reference(v as NounPhrase, env, mode);
      else if (v.kind === 'nounPhrase') out[k] = this.npValue(v as NounPhrase, env, mode);
      else out[k] = this.value(v as Expr, env);
    }
    return out;
  }
}

/**
 * What a value-ref slot (`add 3 to this card's combat`, `upgrade the combat of
 * 2 action cards`) needs: which value of what, not its current number.
 */
export interface ValueRef {
  value: string;
  /** The holder(s): the possessor (`this card`) or the `of` phrase (`2 action cards`, selected by its quantifier in select mode). */
  of: Json;
}

/** The first option with this id, or undefined. */
function optionWithId(options: readonly Thing[], id: string): Thing | undefined {
  for (let i = 0; i < options.length; i++) if (options[i]!.id === id) return options[i];
  return undefined;
}

/** Sets as things: a thing stays a thing, a plain string becomes one (`{ id: 'p1', label: 'p1' }`). */
export function toThings(v: Json): Thing[] {
  if (v === null || v === undefined) return [];
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) =>
    x !== null && typeof x === 'object' && !Array.isArray(x) && typeof x.id === 'string'
      ? (x as unknown as Thing)
      : { id: String(x), label: String(x), data: x },
  );
}

function compare(op: string, l: Json, r: Json): boolean {
  // A set against a number compares its size.
  const ln = Array.isArray(l) && typeof r === 'number' ? l.length : l;
  const rn = Array.isArray(r) && typeof l === 'number' ? r.length : r;
  if (typeof ln === 'number' && typeof rn === 'number') {
    switch (op) {
      case '=': return ln === rn;
      case '!=': return ln !== rn;
      case '<': return ln < rn;
      case '<=': return ln <= rn;
      case '>': return ln > rn;
      case '>=': return ln >= rn;
    }
  }
  const same = JSON.stringify(l) === JSON.stringify(r);
  if (op === '=') return same;
  if (op === '!=') return !same;
  return false;
}
