/**
 * The executable form compiled to closures: each node of a program becomes
 * a function of (evaluator, bindings) with what its node fixes worked out
 * once (which handler gives a phrase its meaning, how its quantifier picks,
 * which slots a clause evaluates and how), its inner nodes' functions called
 * directly. For every game and every phrase: the game's handlers are looked
 * up by registry id, never by what a phrase says.
 *
 * Compiled once per engine and node (the engine's memo keeps them, so with
 * caches off every evaluation compiles afresh: what a closure computes never
 * depends on an earlier run). Evaluation itself (decisions, random draws,
 * the waiting question, kept sets) is the evaluator's (eval.ts): a closure
 * only calls it back.
 */
import type { Clause, Condition, Expr, NameRef, Phrase, Pronoun, Referent, Subject } from '../../effect-ir/index.ts';
import { isCondition } from '../../effect-ir/index.ts';
import type { Json, JsonObject } from '../json.ts';
import type { PlayerId } from '../types.ts';
import { shelf, type Memo } from '../memo.ts';
import { locOf } from './ast-shape.ts';
import type { Evaluator } from './eval.ts';
import type { EffectHandlers, Thing } from './handlers.ts';
import type { Env } from './types.ts';

export type Mode = 'things' | 'select';
export type ValueFn = (ev: Evaluator, env: Env) => Json;
export type TestFn = (ev: Evaluator, env: Env) => boolean;
export type ThingsFn = (ev: Evaluator, env: Env) => Thing[];
export type SelectFn = (ev: Evaluator, env: Env, chooser?: PlayerId) => Thing[];
export type SlotsFn = (ev: Evaluator, env: Env, mode: Mode, only?: readonly string[]) => JsonObject;
type ModeFn = (ev: Evaluator, env: Env, mode: Mode) => Json;

/** A node's functions, each compiled when first asked for. */
export interface Compiled {
  value?: ValueFn;
  number?: ValueFn;
  things?: ThingsFn;
  /** A phrase's set before any kept set is looked for (`Evaluator.things` keeps them). */
  thingsNow?: ThingsFn;
  select?: SelectFn;
  test?: TestFn;
  slots?: SlotsFn;
  npValue?: ModeFn;
  reference?: ModeFn;
  /** A steady phrase's sets kept by "I" (`Evaluator.keptThings`), with what it reads (null: not steady). */
  kept?: KeptSets;
}

/**
 * Where the parts a steady phrase reads are in `Steady.parts` (undefined:
 * not worked out yet; null: not steady), and its sets by "I" with the
 * versions they were found at: under null for every player when its set is
 * the same whoever "I" is (`forAnyone`, steady.ts `phraseForAnyone`).
 */
export interface KeptSets {
  places: number[] | null | undefined;
  forAnyone: boolean;
  byPlayer: Map<string | null, { versions: number[]; set: Thing[] }>;
}

/** The set of a phrase kept for `me` (or for everyone), whatever versions it was found at. */
export function keptSetFor(kept: KeptSets, me: string): { versions: number[]; set: Thing[] } | undefined {
  return kept.byPlayer.get(kept.forAnyone ? null : me);
}

/** Each node's compiled functions, by node (the executable form is frozen: a node always compiles the same). */
export const COMPILED = shelf<Compiled>('compiled effect nodes');

/** A node's record on the engine's memo (`COMPILED`): made empty at the first ask. */
export function compiledOf(memo: Memo, node: object): Compiled {
  return memo.getFor(COMPILED, node) ?? memo.setFor(COMPILED, node, {});
}

/** The kept sets in a phrase's record (`Compiled.kept`): made empty at the first ask. */
function keptSetsIn(c: Compiled): KeptSets {
  return (c.kept ??= { places: undefined, forAnyone: false, byPlayer: new Map() });
}

/** A phrase's kept sets, the record its compiled `things` keeps them in. */
export function keptSetsOf(memo: Memo, np: Phrase): KeptSets {
  return keptSetsIn(compiledOf(memo, np));
}

/** What a predicate that reads its own slots gets as `args`. */
const NO_ARGS: JsonObject = Object.freeze({}) as JsonObject;

/** Whether a subject is `I` (`I`, `me`): it stands for `env.me` alone, nothing of the game read. */
export function isMe(s: Subject): boolean {
  if (s.kind === 'pronoun') return s.word === 'I' || s.word === 'i' || s.word.toLowerCase() === 'me';
  return s.kind === 'phrase' && s.me;
}

/**
 * Compiles nodes for one game's handlers. `of` gives the functions of a node
 * (from the engine's memo, compiling the missing ones), so inner nodes are
 * compiled once and shared.
 */
export class Compiler {
  constructor(
    private readonly h: EffectHandlers,
    readonly of: (node: object) => Compiled,
  ) {}

  value(e: Expr): ValueFn {
    const c = this.of(e);
    return (c.value ??= this.compileValue(e));
  }

  number(e: Expr): ValueFn {
    const c = this.of(e);
    return (c.number ??= this.compileNumber(e));
  }

  things(x: Referent): ThingsFn {
    const c = this.of(x);
    return (c.things ??= this.compileThings(x));
  }

  thingsNow(x: Referent): ThingsFn {
    const c = this.of(x);
    return (c.thingsNow ??= this.compileThingsNow(x));
  }

  select(np: Phrase): SelectFn {
    const c = this.of(np);
    return (c.select ??= this.compileSelect(np));
  }

  test(cond: Condition): TestFn {
    const c = this.of(cond);
    return (c.test ??= this.compileTest(cond));
  }

  slots(clause: Clause): SlotsFn {
    const c = this.of(clause);
    return (c.slots ??= this.compileSlots(clause));
  }

  npValue(np: Phrase): ModeFn {
    const c = this.of(np);
    return (c.npValue ??= this.compileNpValue(np));
  }

  reference(np: Phrase): ModeFn {
    const c = this.of(np);
    return (c.reference ??= this.compileReference(np));
  }

  // ------------------------------------------------------------ expressions

  private compileValue(e: Expr): ValueFn {
    switch (e.kind) {
      case 'number': {
        const v = e.value;
        return () => v;
      }
      case 'negate': {
        const n = this.number(e.operand);
        return (ev, env) => -(n(ev, env) as number);
      }
      case 'binary': {
        const l = this.number(e.left);
        const r = this.number(e.right);
        return e.op === '+' ? (ev, env) => (l(ev, env) as number) + (r(ev, env) as number) : (ev, env) => (l(ev, env) as number) - (r(ev, env) as number);
      }
      case 'count': {
        const t = this.things(e.of);
        return (ev, env) => t(ev, env).length;
      }
      case 'phrase': {
        const v = this.npValue(e);
        return (ev, env) => v(ev, env, 'things');
      }
      case 'name':
        return this.nameValue(e);
      case 'pronoun':
        return this.pronounValue(e);
      default:
        return (ev) => ev.fail(e, `cannot evaluate a ${(e as { kind: string }).kind}`);
    }
  }

  /** A number; a set counts as its size (`if my commons in this combat >= 1`). */
  private compileNumber(e: Expr): ValueFn {
    const v = this.value(e);
    return (ev, env) => {
      const x = v(ev, env);
      if (typeof x === 'number') return x;
      if (Array.isArray(x)) return x.length;
      if (x !== null && typeof x === 'object' && typeof x.amount === 'number') return x.amount;
      return ev.fail(e, `expected a number, got ${JSON.stringify(x)}`);
    };
  }

  /** A phrase's value: a bound name, an amount, "I", a registered value, its set (narrowed by its quantifier in `select` mode), or its players. */
  private compileNpValue(np: Phrase): ModeFn {
    const meaning = this.meaning(np);
    const name = np.bindable === undefined ? null : `$${np.bindable}`;
    if (name === null) return meaning;
    return (ev, env, mode) => {
      const bound = env[name];
      return bound !== undefined ? bound : meaning(ev, env, mode);
    };
  }

  private meaning(np: Phrase): ModeFn {
    const id = np.id;
    switch (np.type) {
      case 'amount':
        return (ev) => amount(ev, np);
      case 'delta':
        return (ev) => delta(ev, np);
      case 'count-constraint':
        return (ev) => constraint(ev, np);
    }
    if (np.me) return (ev, env) => env.me ?? ev.fail(np, '"I" is nobody here');
    const vh = id !== undefined ? this.h.values?.[id] : undefined;
    if (vh) return (ev, env) => vh(ev, np, env);
    if (id !== undefined && this.h.nouns?.[id]) {
      const select = this.select(np);
      const things = this.things(np);
      return (ev, env, mode) => (mode === 'select' ? select(ev, env) : things(ev, env)) as unknown as Json;
    }
    const subject = this.h.subject;
    if (id !== undefined && id.startsWith('subject.') && subject) {
      return np.many ? (ev, env) => subject(ev, np, env) : (ev, env) => subject(ev, np, env)[0] ?? null;
    }
    return (ev) => ev.fail(np, `no value or noun handler for "${ev.source(np) || np.words.join(' ')}" (${id ?? 'unresolved'})`);
  }

  private nameValue(ref: NameRef): ValueFn {
    const name = this.h.name;
    if (!name) return (ev) => ev.fail(ref, `no handler for names ("${ref.name}")`);
    return (ev, env) => name(ev, ref, env);
  }

  private pronounValue(p: Pronoun): ValueFn {
    const w = p.word.toLowerCase();
    if (w === 'i' || w === 'me') return (ev, env) => env.me ?? ev.fail(p, '"I" is nobody here');
    if (w === 'it') return (ev, env) => env.it ?? ev.fail(p, '"it" refers to nothing here');
    const pronoun = this.h.pronoun;
    if (pronoun) return (ev, env) => pronoun(ev, p, env);
    return (ev) => ev.fail(p, `no handler for the pronoun "${p.word}"`);
  }

  // ----------------------------------------------------------- noun phrases

  /** The whole set (ignoring the quantifier); nothing past the question a run stops at; kept sets inside a steady condition. */
  private compileThings(x: Referent): ThingsFn {
    const now = this.thingsNow(x);
    if (x.kind !== 'phrase') return (ev, env) => (ev.waiting !== null ? [] : now(ev, env));
    // The node's own record (kept with its closures): no look-up of the node at every evaluation.
    const kept = keptSetsIn(this.of(x));
    return (ev, env) => {
      if (ev.waiting !== null) return [];
      return ev.keptFor !== null && env.me === ev.keptFor ? ev.keptThings(x, env, now, kept) : now(ev, env);
    };
  }

  private compileThingsNow(x: Referent): ThingsFn {
    if (x.kind === 'name') {
      const v = this.nameValue(x);
      return (ev, env) => toThings(v(ev, env));
    }
    if (x.kind === 'pronoun') {
      const v = this.pronounValue(x);
      return (ev, env) => toThings(v(ev, env));
    }
    const id = x.id;
    const nh = id !== undefined ? this.h.nouns?.[id] : undefined;
    const subject = this.h.subject;
    let set: ThingsFn;
    if (nh) set = (ev, env) => nh(ev, x, env);
    else if (id !== undefined && id.startsWith('subject.') && !x.me && subject && !this.h.values?.[id]) set = (ev, env) => toThings(subject(ev, x, env));
    else {
      const v = this.npValue(x);
      set = (ev, env) => toThings(v(ev, env, 'things'));
    }
    const name = x.bindable === undefined ? null : `$${x.bindable}`;
    if (name === null) return set;
    return (ev, env) => {
      const bound = env[name];
      return bound !== undefined ? toThings(bound) : set(ev, env);
    };
  }

  /**
   * The members a phrase's quantifier picks: all of them (`all`, `each`, no
   * quantifier on a plural), a decision by `chooser` (`1`, `a`, `the`, `any`,
   * `up to 2`), the first ones (`the top 5`), or random ones (`random`).
   */
  private compileSelect(np: Phrase): SelectFn {
    const all = this.things(np);
    const q = np.quantifier;
    const kind = np.random ? 'random' : (q?.kind ?? (np.many === false ? 'the' : 'all'));
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
      case 'the top': {
        const k = n ?? 1;
        return (ev, env) => all(ev, env).slice(0, k);
      }
      case 'random': {
        const k = n ?? 1;
        return (ev, env) => ev.sample(all(ev, env), k);
      }
      case 'up to': {
        const k = n ?? 1;
        return (ev, env, chooser) => {
          const set = all(ev, env);
          return pick(ev, np, env, set, 0, Math.min(k, set.length), chooser);
        };
      }
      default: {
        // a, an, the, this, that, any, one, a number: exactly that many (fewer only if fewer exist)
        const k = typeof n === 'number' ? n : 1;
        return (ev, env, chooser) => {
          const set = all(ev, env);
          return set.length <= k ? set : pick(ev, np, env, set, k, k, chooser);
        };
      }
    }
  }

  /** A value-ref phrase as `{ value: 'value.combat', of: <holder> }`. */
  private compileReference(np: Phrase): ModeFn {
    const value = np.id ?? np.words.join(' ');
    const holder = np.possessor ?? np.of;
    let of: ModeFn;
    if (holder === undefined) of = () => null;
    else if (holder.kind === 'phrase') {
      const v = this.npValue(holder);
      if (np.possessor !== undefined) of = v;
      else {
        const select = this.select(holder);
        of = (ev, env, mode) => (mode === 'select' ? (select(ev, env) as unknown as Json) : v(ev, env, mode));
      }
    } else {
      const v = this.value(holder);
      of = (ev, env) => v(ev, env);
    }
    return (ev, env, mode) => ({ value, of: of(ev, env, mode) }) as unknown as Json;
  }

  // ------------------------------------------------------------- conditions

  private compileTest(c: Condition): TestFn {
    switch (c.kind) {
      case 'or': {
        const l = this.test(c.left);
        const r = this.test(c.right);
        return (ev, env) => l(ev, env) || r(ev, env);
      }
      case 'and': {
        const l = this.test(c.left);
        const r = this.test(c.right);
        return (ev, env) => l(ev, env) && r(ev, env);
      }
      case 'not': {
        const o = this.test(c.operand);
        return (ev, env) => !o(ev, env);
      }
      case 'compare': {
        const l = this.value(c.left);
        const r = this.value(c.right);
        const op = c.op;
        return (ev, env) => compare(op, l(ev, env), r(ev, env));
      }
      case 'choice': {
        const choicePrompt = this.h.choicePrompt;
        return (ev, env) => {
          const [player] = ev.subjectPlayers(c.subject, env);
          const prompt = choicePrompt?.(c, env) ?? (c.prompt ? `${c.prompt}?` : `${ev.source(c) || 'Do you choose to'}?`);
          const a = ev.decide({
            player: player!,
            kind: 'effect-choice',
            prompt,
            options: [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }],
            data: { src: ev.src, loc: locOf(c) },
          });
          return a.id === 'yes';
        };
      }
      case 'clause':
        return this.predicate(c);
      default:
        return (ev) => ev.fail(c, `cannot test a ${(c as { kind: string }).kind}`);
    }
  }

  private predicate(c: Clause): TestFn {
    if (c.role !== 'predicate') return (ev) => ev.fail(c, `"${c.verb}" is not a condition the checker recognised`);
    const p = this.h.predicates?.[c.id];
    if (!p) return (ev) => ev.fail(c, `no predicate handler for ${c.id}`);
    const negated = c.negated;
    if (p.ownSlots === true) return negated ? (ev, env) => !p(ev, NO_ARGS, env, c) : (ev, env) => p(ev, NO_ARGS, env, c);
    const slots = this.slots(c);
    return negated ? (ev, env) => !p(ev, slots(ev, env, 'things'), env, c) : (ev, env) => p(ev, slots(ev, env, 'things'), env, c);
  }

  /**
   * A clause's slots, evaluated: conditions to booleans, expressions to values,
   * noun phrases to their sets (`things`) or to the members their quantifier
   * picks (`select`, which may decide). `only`: just these slots.
   */
  private compileSlots(clause: Clause): SlotsFn {
    const keys: string[] = [];
    const fns: ModeFn[] = [];
    for (const k in clause.slots) {
      const v = clause.slots[k]!;
      keys.push(k);
      if (typeof v === 'boolean' || typeof v === 'string') fns.push(() => v);
      else if (isCondition(v)) {
        const t = this.test(v);
        fns.push((ev, env) => t(ev, env));
      } else if (v.kind === 'phrase' && v.type === 'value-ref') fns.push(this.reference(v));
      else if (v.kind === 'phrase') fns.push(this.npValue(v));
      else {
        const f = this.value(v);
        fns.push((ev, env) => f(ev, env));
      }
    }
    const n = keys.length;
    return (ev, env, mode, only) => {
      const out: JsonObject = {};
      for (let i = 0; i < n; i++) {
        const k = keys[i]!;
        if (only !== undefined && !only.includes(k)) continue;
        out[k] = fns[i]!(ev, env, mode);
      }
      return out;
    };
  }
}

/** `2 eagles` as `{ amount: 2, of: 'value.eagles' }`: how much of which resource. */
function amount(ev: Evaluator, np: Phrase): Json {
  const q = np.quantifier;
  const n = q?.kind === 'number' ? q.value : q && /^(a|an|one)$/.test(q.kind) ? 1 : undefined;
  if (typeof n !== 'number') return ev.fail(np, `"${ev.source(np)}" is not an amount this runtime can count`);
  return { amount: n, of: np.id ?? null };
}

/** `2 less` / `1 more` (a cost or count change) as `{ amount: 2, less: true }`. */
function delta(ev: Evaluator, np: Phrase): Json {
  const q = np.quantifier;
  if (typeof q?.value !== 'number') return ev.fail(np, `"${ev.source(np)}" is not a change this runtime can read`);
  return { amount: q.value, less: q.kind === 'less' || q.kind === 'fewer' };
}

/** `at least 5` (a bound in words) as `{ amount: 5, bound: 'at least' }`. */
function constraint(ev: Evaluator, np: Phrase): Json {
  const q = np.quantifier;
  if (typeof q?.value !== 'number') return ev.fail(np, `"${ev.source(np)}" is not a bound this runtime can read`);
  return { amount: q.value, bound: q.kind };
}

function pick(ev: Evaluator, np: Phrase, env: Env, all: Thing[], min: number, max: number, chooser?: PlayerId): Thing[] {
  if (all.length === 0) return [];
  const player = chooser ?? (typeof env.me === 'string' ? env.me : null);
  if (player === null) return ev.fail(np, 'a choice with nobody to make it');
  const text = ev.source(np);
  return ev.chooseAmong(all, min, max, player, `Choose ${min === max ? min : `up to ${max}`}${text ? `: ${text}` : ''}`, { src: ev.src, loc: locOf(np) });
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
