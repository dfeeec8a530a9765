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
import type { Clause, Condition, Expr, Phrase, Referent, Subject } from '../../effect-ir/index.ts';
import { EngineError } from '../errors.ts';
import type { Json, JsonObject } from '../json.ts';
import type { Answer, DecisionSpec, GameState, PlayerId } from '../types.ts';
import type { Memo } from '../memo.ts';
import type { TaskContext } from '../runner.ts';
import { locOf, where } from './ast-shape.ts';
import { compiledOf, Compiler, isMe, keptSetFor, type KeptSets, type ThingsFn } from './compiled.ts';
import type { EffectHandlers, Steady, Thing } from './handlers.ts';
import { shelf } from '../memo.ts';
import { noteVersions, partPlaces, phraseForAnyone, phraseReads, sameVersions, versionsOf } from './steady.ts';
import type { ActiveEffect, EffectSource, Env } from './types.ts';

export { isMe, toThings } from './compiled.ts';

/** The engine's compiler (one per engine: it compiles each node once, into the engine's memo). */
const COMPILER = shelf<Compiler>('effect compiler');

function compilerOf(memo: Memo, h: EffectHandlers): Compiler {
  return memo.get(COMPILER, 0) ?? memo.set(COMPILER, 0, new Compiler(h, (node) => compiledOf(memo, node)));
}

/** What a decision gets once evaluation is waiting for another: nothing (the run is thrown away). */
function noAnswer(): Answer {
  return { ids: [], options: [], id: null };
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
  keptFor: string | null = null;
  /** The versions of the game's parts for `keptFor` (`Steady.versions`), read once by the condition's ask. */
  private keptAt: ArrayLike<number> | null = null;
  /** The engine's compiled closures for the nodes this evaluator is asked about. */
  private readonly c: Compiler;
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
    this.c = compilerOf(ctx.rt.memo, this.h as EffectHandlers);
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
  modifiers(key?: string): readonly ActiveEffect[] {
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

  // ------------------------------------------------ evaluation, compiled

  value(e: Expr, env: Env): Json {
    return this.c.value(e)(this, env);
  }

  /** A number; a set counts as its size (`if my commons in this combat >= 1`). */
  number(e: Expr, env: Env): number {
    return this.c.number(e)(this, env) as number;
  }

  /** A noun phrase's value: a bound name, a registered value, or its set (narrowed by its quantifier in `select` mode). */
  npValue(np: Phrase, env: Env, mode: 'things' | 'select'): Json {
    return this.c.npValue(np)(this, env, mode);
  }

  /** The whole set a phrase denotes, ignoring its quantifier. */
  things(x: Referent, env: Env): Thing[] {
    return this.c.things(x)(this, env);
  }

  /**
   * The members a phrase's quantifier picks: all of them (`all`, `each`, no
   * quantifier on a plural), a decision by `chooser` (`1`, `a`, `the`, `any`,
   * `up to 2`), the first ones (`the top 5`), or random ones (`random`).
   */
  select(np: Phrase, env: Env, chooser?: PlayerId): Thing[] {
    return this.c.select(np)(this, env, chooser);
  }

  /** A value-ref noun phrase as `{ value: 'value.combat', of: <holder> }`. */
  reference(np: Phrase, env: Env, mode: 'things' | 'select'): Json {
    return this.c.reference(np)(this, env, mode);
  }

  test(c: Condition, env: Env): boolean {
    return this.c.test(c)(this, env);
  }

  /**
   * A clause's slots, evaluated: conditions to booleans, expressions to values,
   * noun phrases to their sets (`things`) or to the members their quantifier
   * picks (`select`, which may decide). `only`: just these slots.
   */
  slots(clause: Clause, env: Env, mode: 'things' | 'select', only?: readonly string[]): JsonObject {
    return this.c.slots(clause)(this, env, mode, only);
  }

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
   * Keep the sets of steady phrases read from now on (`ctx.holds`, for "I" =
   * `me`), `versions` being the game's parts' versions for him now
   * (`Steady.versions`): evaluating only reads the game, so they hold for
   * the whole evaluation.
   */
  keepSets(me: string, versions: ArrayLike<number>): void {
    this.keptFor = me;
    this.keptAt = versions;
  }

  /** A phrase's set inside a steady condition (`now` works it out): kept while what it reads stays the same. */
  keptThings(np: Phrase, env: Env, now: ThingsFn, known: KeptSets): Thing[] {
    const steady = this.h.steady as Steady | undefined;
    if (steady === undefined || !this.ctx.rt.memo.on) return now(this, env);
    let places = known.places;
    if (places === undefined) {
      const rules = this.ctx.rt.rules;
      const reads = phraseReads(np, steady, rules);
      places = known.places = reads === null ? null : partPlaces(reads, steady.parts);
      known.forAnyone = places !== null && phraseForAnyone(np, steady, rules);
    }
    if (places === null) return now(this, env);
    const versions = this.keptAt!;
    const kept = keptSetFor(known, this.keptFor!);
    if (kept !== undefined && sameVersions(versions, places, kept.versions)) return kept.set;
    const set = now(this, env);
    if (kept === undefined) known.byPlayer.set(known.forAnyone ? null : this.keptFor!, { versions: versionsOf(versions, places), set });
    else {
      noteVersions(versions, places, kept.versions);
      kept.set = set;
    }
    return set;
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

  /** `k` of `all` drawn at random (each draw recorded on the tape). */
  sample(all: Thing[], k: number): Thing[] {
    const pool = all.slice();
    const out: Thing[] = [];
    for (let i = 0; i < k && pool.length > 0; i++) out.push(pool.splice(this.random(0, pool.length - 1), 1)[0]!);
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
