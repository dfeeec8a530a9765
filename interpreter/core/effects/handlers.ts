import type { ChoiceCondition, Clause, NameRef, Phrase, Pronoun, Subject } from '../../effect-ir/index.ts';
import type { Json, JsonObject } from '../json.ts';
import type { Ctx, Option, PlayerId } from '../types.ts';
import type { Evaluator } from './eval.ts';
import type { Memo } from '../memo.ts';
import type { ActiveEffect, Env } from './types.ts';

/** A member of a set an effect talks about (a unit, a location, a card): shaped like a decision option so it can be offered as one. */
export type Thing = Option;

/**
 * An effect verb. `resolve` is pure: it turns the clause into a plan (plain
 * JSON), asking decisions with `ev.decide`/`ev.select` and drawing randomness
 * with `ev.random`, which the runtime records so a re-run after a decision
 * reaches the same point. `execute` then changes the game, once.
 */
export interface VerbHandler<G = unknown, R = unknown> {
  /** Default: every slot evaluated, noun phrases narrowed by their quantifier (`1 unit` -> a decision). */
  resolve?(ev: Evaluator<G, R>, clause: Clause, env: Env): Json;
  /** Returns what `it` refers to in the statements after this one (optional). */
  execute(ctx: Ctx<G, R>, plan: Json, env: Env, clause: Clause): Json | void;
}

/** Whether a condition clause holds. `args`: slots evaluated without any decision (noun phrases give their whole set). */
export type PredicateHandler<G = unknown, R = unknown> = ((ev: Evaluator<G, R>, args: JsonObject, env: Env, clause: Clause) => boolean) & {
  /** Set by `readsOwnSlots`: the handler reads the clause's slots itself, so `args` is `{}` (not evaluated). */
  ownSlots?: true;
  /** Set by `countsIn`: the slot whose things the predicate counts against that slot's quantifier. */
  countsIn?: string;
};

/**
 * Marks a predicate that reads its clause's slots itself (`ev.things(slot)`)
 * and ignores `args`: the runtime then does not evaluate every slot for
 * nothing before calling it (each would be evaluated twice). It gets `{}`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a predicate of any game
export function readsOwnSlots<P extends PredicateHandler<any, any>>(p: P): P {
  p.ownSlots = true;
  return p;
}

/**
 * Marks a predicate that counts the things of its clause's `slot` (`I
 * control 3 locations with a stronghold`: how many of the locations with a
 * stronghold are mine) and holds only if as many pass as the slot's
 * quantifier asks (`3 locations`, `at least 3`): it cannot hold while the
 * slot's set holds fewer. A condition of one such clause is then no without
 * working it out while that set, kept, falls short (answers.ts), whatever
 * else it reads (what I control) has done.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a predicate of any game
export function countsIn<P extends PredicateHandler<any, any>>(slot: string, p: P): P {
  p.countsIn = slot;
  return p;
}

/** The set a noun phrase denotes (before its quantifier picks from it): `my commons in this combat`. */
export type NounHandler<G = unknown, R = unknown> = (ev: Evaluator<G, R>, np: Phrase, env: Env) => Thing[];

/** The value a noun phrase denotes: `my eagles`, `this card's combat`. */
export type ValueHandler<G = unknown, R = unknown> = (ev: Evaluator<G, R>, np: Phrase, env: Env) => Json;

/**
 * What the game versions of its state, in its own words for the parts
 * ("units", "control", ...), and what each handler reads of them. A condition
 * (and a phrase in it) read only from versioned parts keeps its answer for
 * each "I" while their versions stay the same (steady.ts, `ctx.holds`).
 */
export interface Steady<G = unknown, R = unknown> {
  /**
   * What the handler of a predicate clause, a noun phrase or a quoted name
   * reads, with the node's own words (a phrase's adjectives, owner word,
   * relative, qualifier), not counting the phrases inside it; null: not steady.
   * With `counted`, the phrase is only counted (`count my units`): what
   * decides how many things it holds may be less than what its things say
   * (where each unit stands).
   */
  reads(node: Clause | Phrase | NameRef, rules: R, counted?: boolean): readonly string[] | null;
  /** Every part the game versions, by name: a part's place here is its place in `versions`. */
  readonly parts: readonly string[];
  /**
   * The version of every part now, by its place in `parts`, for answers
   * kept for "I" = `me`: a number that changes whenever the part may have
   * changed (never the same for two game states, but a `valued` part's); a part about "me" (what I
   * control) may keep its number while the same part of others changes.
   * Read it at once: the game may reuse the list at the next call.
   */
  versions(game: { readonly g: G; readonly rules: R; readonly memo: Memo }, me: string): ArrayLike<number>;
  /**
   * The parts whose version is their value (the eagles of "I"): a number
   * that is the same whenever, in any game of the engine, what the part says
   * is the same, so a version comes back where another part's never does. A
   * condition that reads only such parts keeps every answer it found by
   * their values (`ctx.holds`). Absent: none.
   */
  readonly valued?: readonly string[];
  /**
   * Whether a steady phrase's own words (or a quoted name) denote the same
   * whoever "I" is, reading no part about "I" (no owner word, relative or
   * subject about "I": `locations with a stronghold`, not `my units`): its
   * set, when its inner phrases are so too, is then kept once for every
   * player (steady.ts `phraseForAnyone`). Absent: never.
   */
  forAnyone?(node: Phrase | NameRef, rules: R): boolean;
}

/** What a game registers so the runtime can give the effect language's leaves their meaning. Keys are registry ids. */
export interface EffectHandlers<G = unknown, R = unknown> {
  /** By clause registry id (`verb.gain`). */
  verbs?: Record<string, VerbHandler<G, R>>;
  /** By clause registry id (`predicate.control`). */
  predicates?: Record<string, PredicateHandler<G, R>>;
  /** By noun-phrase resolution id: sets of things. */
  nouns?: Record<string, NounHandler<G, R>>;
  /** By noun-phrase resolution id: single values. Looked up before `nouns`. */
  values?: Record<string, ValueHandler<G, R>>;
  /** The players a subject stands for (`my opponent`, `each player`, `the first player`). `I` is built in (`env.me`). */
  subject?(ev: Evaluator<G, R>, subject: Subject, env: Env): PlayerId[];
  /** A pronoun other than `I`/`me`/`it` (`they`, `him`). */
  pronoun?(ev: Evaluator<G, R>, p: Pronoun, env: Env): Json;
  /** A quoted component name (`"Songbird"`): a thing or a value. */
  name?(ev: Evaluator<G, R>, ref: NameRef, env: Env): Json;
  /** Scope a `during` block lasts for, by its registry id (default: `this combat` -> `combat`, ..., `for the rest of the game` -> `game`). */
  durations?: Record<string, string>;
  /** Event kind a `timing` block waits for, by its registry id (default: the id itself). */
  timings?: Record<string, string>;
  /**
   * What `viewer` sees of `thing` when it is hidden from him (a card in
   * another player's hand: "a face-down card from Red Vox Populi's hand"), or
   * null when he sees it. A choice he makes among things offers these face
   * down and draws the ones picked at random (`Evaluator.chooseAmong`).
   */
  faceDown?(ev: Evaluator<G, R>, thing: Thing, viewer: PlayerId): string | null;
  /** Label for a trigger in the "which resolves first?" decision (the rules: to name it as the game's log does). */
  describe?(effect: ActiveEffect, rules: R): string;
  /** Prompt for a yes/no `I choose to` condition (default: its quoted text or "Do you choose to?"). */
  choicePrompt?(c: ChoiceCondition, env: Env): string;
  /** What stays steady between two versions of the game: conditions read only from it keep their answers (`ctx.holds`). */
  steady?: Steady<G, R>;
}
