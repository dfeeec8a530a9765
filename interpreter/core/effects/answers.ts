/**
 * Conditions asked by game code (`ctx.holds`, `ctx.holdsEach`: a victory
 * card's condition), their answers kept: a steady condition (steady.ts)
 * asked for one "I" keeps its answer, and the sets its phrases denote,
 * while the versions of what it reads (`Steady.versions`) stay the same; a
 * list of conditions asked together keeps its answers while none of what
 * any of them reads has changed. With the engine's caches off every answer
 * is worked out afresh.
 */
import { EngineError } from '../errors.ts';
import { doubleList, sameItems } from '../json.ts';
import { shelf } from '../memo.ts';
import type { TaskContext } from '../runner.ts';
import type { Condition } from '../../effect-ir/index.ts';
import { isCondition } from '../../effect-ir/index.ts';
import { keptSetFor, keptSetsOf, type KeptSets } from './compiled.ts';
import { Evaluator } from './eval.ts';
import type { Steady } from './handlers.ts';
import { handlersOf, source } from './runtime.ts';
import { conditionReads, noteVersions, partPlaces, sameVersions, versionsOf } from './steady.ts';
import type { Env } from './types.ts';

/**
 * Each condition program, read once: its condition and text, and when it is
 * steady (steady.ts), where the parts it reads are among the game's parts;
 * its answers kept by "I" with the versions they were found at.
 */
interface KnownCondition {
  cond: Condition;
  text: string | null;
  /** Where the parts it reads are in `Steady.parts` (null: not steady). */
  places: number[] | null;
  byPlayer: Map<string, { versions: number[]; holds: boolean }>;
  /** When it is one clause counting a phrase's things against a number (`countsIn`): that phrase's kept sets and the number. */
  counted: CountedPhrase | null;
  /**
   * When every part it reads has its value for version (`Steady.valued`:
   * `my eagles >= 15`): every answer found, by "I" and those values (one
   * level of `ValuedAnswers` a part). Null for any other condition.
   */
  byValue: Map<string, ValuedAnswers> | null;
}

/**
 * A condition's answers by the values of the parts it reads (`heldByValue`),
 * one level a part in the order it reads them: at the last part's value the
 * answer. Levels, not the numbers joined in one string: a joined key is a
 * new string, and its numbers' digits written out, at every look.
 */
type ByValue = Map<number, ByValue | boolean>;
interface ValuedAnswers {
  byValue: ByValue;
  /** How many answers it holds (bounded: `VALUES_KEPT`). */
  size: number;
}
const CONDITIONS = shelf<KnownCondition>('condition answers');

/** Whether `env` binds "I" to a player and nothing else (what a kept answer is kept by). */
function onlyMe(env: Env): env is { me: string } {
  let n = 0;
  for (const k in env) if (k !== 'me' || ++n > 1) return false;
  return typeof env.me === 'string';
}

/** A program's condition and text; a program that is no condition is an engine error. */
function conditionOf(c: TaskContext, src: string): { cond: Condition; text: string | null } {
  const s = source(c, src);
  const cond = s.program.condition;
  if (!cond) throw new EngineError('RW-EFFECT', `effect "${src}" is not a condition`, { src });
  return { cond, text: s.text };
}

function knownCondition(c: TaskContext, src: string, steady: Steady): KnownCondition {
  const { cond, text } = conditionOf(c, src);
  const reads = conditionReads(cond, steady, c.rt.rules);
  const places = reads === null ? null : partPlaces(reads, steady.parts);
  const valued = places !== null && places.length > 0 && places.every((p) => steady.valued?.includes(steady.parts[p]!) === true);
  return { cond, text, places, byPlayer: new Map(), counted: places === null ? null : countedPhrase(c, cond), byValue: valued ? new Map() : null };
}

/**
 * The phrase a condition of one clause counts (`I control 3 locations with
 * a stronghold`: a predicate marked `countsIn`), with the number it asks
 * for: while the phrase's set, as kept, holds fewer things, the condition is
 * no (`fallsShort`). Null for any other condition.
 */
interface CountedPhrase {
  kept: KeptSets;
  need: number;
}

function countedPhrase(c: TaskContext, cond: Condition): CountedPhrase | null {
  if (cond.kind !== 'clause' || cond.role !== 'predicate' || cond.negated) return null;
  const slot = handlersOf(c).predicates?.[cond.id]?.countsIn;
  const what = slot === undefined ? undefined : cond.slots[slot];
  if (what === undefined || typeof what !== 'object' || isCondition(what) || what.kind !== 'phrase') return null;
  const q = what.quantifier;
  if (q === undefined || (q.kind !== 'number' && q.kind !== 'at least') || typeof q.value !== 'number' || q.value < 1) return null;
  return { kept: keptSetsOf(c.rt.memo, what), need: q.value };
}

/**
 * Whether the phrase a condition counts (`CountedPhrase`) holds fewer things
 * than it asks for, by its set kept for `me` while what the phrase reads is
 * as it was (`now`): the set the condition would count, worked out no more.
 */
function fallsShort(counted: CountedPhrase, me: string, now: ArrayLike<number>): boolean {
  const places = counted.kept.places;
  if (places === undefined || places === null) return false;
  const kept = keptSetFor(counted.kept, me);
  return kept !== undefined && kept.set.length < counted.need && sameVersions(now, places, kept.versions);
}

/**
 * Whether a condition program (`condition: I control 3 locations with a
 * stronghold`) holds. A steady one (steady.ts) asked for a player keeps its
 * answer, and the sets its phrases denote, until what it reads changes.
 */
export function holds(c: TaskContext, src: string, env: Env): boolean {
  const steady = handlersOf(c).steady as Steady | undefined;
  const memo = c.rt.memo;
  if (steady === undefined || !memo.on || !onlyMe(env)) return holdsNow(c, src, env);
  const known = knownOf(c, src, steady);
  return heldFor(c, src, known, env.me, known.places === null ? null : steady.versions(c, env.me));
}

/**
 * A list of condition programs asked together (`holdsEach`), the last one
 * asked kept: the programs (a copy, to see the list is still the same),
 * where the parts any of them reads are (null: one is not steady), and per
 * "I" the versions of those parts and the answers last worked out. A turn asks the same victory cards at each decision, and at
 * most decisions none of what they read has changed: then one comparison
 * of versions answers them all.
 */
interface KnownList {
  srcs: string[];
  /** Each program's condition as known (`knownOf`), in the list's order: no look-up by program at each ask. */
  known: KnownCondition[];
  places: number[] | null;
  /** By the place of a part in `places`: the programs (their places in the list) that read that part. */
  readers: number[][];
  byPlayer: Map<string, ListAnswers>;
}

/**
 * A list's answers for one "I": each program's answer, found at the
 * versions `versions` of the parts at the list's `places`; `stale`: the
 * programs not asked yet (new to the list since the last ask: `carryAnswers`),
 * whose parts no other program reads have the version NaN until then.
 */
interface ListAnswers {
  versions: number[];
  answers: boolean[];
  stale: number[] | null;
}
const LISTS = shelf<KnownList>('condition lists asked together');

/**
 * Which of the condition programs `srcs` hold for "I" = `me`, in their
 * order: `holds` for each, the versions of the game's parts read once for
 * them all (a turn asks every victory card in play at each decision); while
 * none of the parts any of them reads has changed, the list's answers as
 * last worked out. The list answered is shared and rewritten at the next
 * ask that finds a change: read it at once, never change it.
 */
export function holdsEach(c: TaskContext, srcs: readonly string[], me: string): readonly boolean[] {
  const steady = handlersOf(c).steady as Steady | undefined;
  const memo = c.rt.memo;
  if (steady === undefined || !memo.on) {
    const out: boolean[] = [];
    for (let i = 0; i < srcs.length; i++) out.push(holdsNow(c, srcs[i]!, { me }));
    return out;
  }
  const list = knownList(c, srcs, steady);
  if (list.places === null) return eachHolds(c, list, me, steady, null, []);
  // Read once for every card: working an answer out only reads the game, so no version moves meanwhile.
  const now = steady.versions(c, me);
  const kept = list.byPlayer.get(me);
  if (kept === undefined) {
    const answers = eachHolds(c, list, me, steady, now, []);
    list.byPlayer.set(me, { versions: versionsOf(now, list.places), answers, stale: null });
    return answers;
  }
  if (kept.stale !== null) askStale(c, list, me, now, kept);
  if (sameVersions(now, list.places, kept.versions)) return kept.answers;
  return changedHold(c, list, me, now, list.places, kept);
}

/**
 * The programs new to a list since `me` was last asked (`ListAnswers.stale`)
 * asked at the versions `now`, and the parts only they read versioned at
 * them; the others' answers stand at their versions.
 */
function askStale(c: TaskContext, list: KnownList, me: string, now: ArrayLike<number>, kept: ListAnswers): void {
  const stale = kept.stale!;
  for (let k = 0; k < stale.length; k++) {
    const i = stale[k]!;
    kept.answers[i] = heldFor(c, list.srcs[i]!, list.known[i]!, me, now);
  }
  const places = list.places!;
  const versions = kept.versions;
  for (let j = 0; j < places.length; j++) if (Number.isNaN(versions[j])) versions[j] = now[places[j]!]!;
  kept.stale = null;
}

/**
 * A list's answers for `me` after some of what it reads changed (`kept`: as
 * last worked out, at its versions): only the programs that read a part
 * that changed are asked again (`heldFor`), the others' answers stand (each
 * was found at versions its parts still have); written in place.
 */
function changedHold(c: TaskContext, list: KnownList, me: string, now: ArrayLike<number>, places: readonly number[], kept: ListAnswers): boolean[] {
  const versions = kept.versions;
  const answers = kept.answers;
  for (let j = 0; j < places.length; j++) {
    const v = now[places[j]!]!;
    if (v === versions[j]) continue;
    versions[j] = v;
    // A program reading two parts that changed is asked twice: its own kept answer answers the second time.
    const readers = list.readers[j]!;
    for (let k = 0; k < readers.length; k++) {
      const i = readers[k]!;
      answers[i] = heldFor(c, list.srcs[i]!, list.known[i]!, me, now);
    }
  }
  return answers;
}

/**
 * The list `srcs` as kept (`KnownList`): the last list asked, made again
 * when other programs are asked, with the answers of the list before it
 * that still stand (`carryAnswers`). One list, not one per list object: the
 * cards in play change a few times a game, each time a new list, and a
 * table of them by object grew at every change (its entries dropped only
 * by the garbage collector) and cost more to add to than the list itself.
 */
function knownList(c: TaskContext, srcs: readonly string[], steady: Steady): KnownList {
  const memo = c.rt.memo;
  const kept = memo.get(LISTS, 0);
  if (kept !== undefined && sameItems(kept.srcs, srcs)) return kept;
  // Plain loops, no set or closures: a card revealed or claimed makes a new list some thirteen times a random game.
  const known: KnownCondition[] = [];
  const all: number[] = [];
  const readers: number[][] = [];
  let steadyAll = true;
  for (let i = 0; i < srcs.length; i++) {
    const k = knownOf(c, srcs[i]!, steady);
    known.push(k);
    const places = k.places;
    if (places === null) {
      steadyAll = false;
      continue;
    }
    for (let q = 0; q < places.length; q++) {
      let j = all.indexOf(places[q]!);
      if (j < 0) {
        j = all.length;
        all.push(places[q]!);
        readers.push([]);
      }
      readers[j]!.push(i);
    }
  }
  const list: KnownList = { srcs: srcs.slice(), known, places: steadyAll ? all : null, readers, byPlayer: new Map() };
  if (kept !== undefined) carryAnswers(kept, list);
  return memo.set(LISTS, 0, list);
}

/**
 * The answers of the list asked before (`was`) that stand in `list` (a card
 * revealed or claimed, some eight times a game: most of the list stays; a
 * list grown in place instead saved no time that could be read, session
 * 44): per "I", a program in both
 * keeps its answer, a part read in both its version; a program new to the
 * list is asked at that player's next ask (`ListAnswers.stale`), not every
 * program of the list again.
 */
function carryAnswers(was: KnownList, list: KnownList): void {
  const wasPlaces = was.places;
  const places = list.places;
  if (wasPlaces === null || places === null) return;
  const srcs = list.srcs;
  const at: number[] = [];
  for (let i = 0; i < srcs.length; i++) at.push(was.srcs.indexOf(srcs[i]!));
  const from: number[] = [];
  for (let j = 0; j < places.length; j++) from.push(wasPlaces.indexOf(places[j]!));
  for (const [me, kept] of was.byPlayer) {
    const answers: boolean[] = [];
    let stale: number[] | null = null;
    for (let i = 0; i < at.length; i++) {
      const j = at[i]!;
      const fresh = j >= 0 && (kept.stale === null || !kept.stale.includes(j));
      answers.push(fresh ? kept.answers[j]! : false);
      if (!fresh) (stale ??= []).push(i);
    }
    const versions = doubleList(); // of one kind with `versionsOf`'s lists
    for (let j = 0; j < from.length; j++) versions.push(from[j]! >= 0 ? kept.versions[from[j]!]! : NaN);
    list.byPlayer.set(me, { versions, answers, stale });
  }
}

function knownOf(c: TaskContext, src: string, steady: Steady): KnownCondition {
  const memo = c.rt.memo;
  return memo.get(CONDITIONS, src) ?? memo.set(CONDITIONS, src, knownCondition(c, src, steady));
}

/**
 * `holds` for each of the list's programs, each by its own kept answer,
 * written into `out` (the list's answers as last kept for `me`: rewritten in
 * place, not made again at each change); `now`: the versions for `me`, read
 * once (null: read at the first steady one).
 */
function eachHolds(c: TaskContext, list: KnownList, me: string, steady: Steady, now: ArrayLike<number> | null, out: boolean[]): boolean[] {
  const srcs = list.srcs;
  for (let i = 0; i < srcs.length; i++) {
    const known = list.known[i]!;
    if (known.places !== null) now ??= steady.versions(c, me);
    out[i] = heldFor(c, srcs[i]!, known, me, now);
  }
  return out;
}

/**
 * One condition's answer for "I" = `me`: a steady one's as kept while what
 * it reads stays as it was (`now`: the versions for `me`, read when it is
 * steady), else worked out and kept; one that is not steady worked out.
 */
function heldFor(c: TaskContext, src: string, known: KnownCondition, me: string, now: ArrayLike<number> | null): boolean {
  const places = known.places;
  if (places === null) return new Evaluator(c, src, known.text, null).test(known.cond, { me });
  const kept = known.byPlayer.get(me);
  if (kept !== undefined && sameVersions(now!, places, kept.versions)) return kept.holds;
  // What it counts falls short: no, whatever else it reads (what I control) has done; kept as if worked out.
  if (known.counted !== null && fallsShort(known.counted, me, now!)) return noteAnswer(known, now!, me, false);
  if (known.byValue !== null) return heldByValue(c, src, known, known.byValue, me, now!);
  return keepAnswer(c, src, known, now!, me, { me });
}

/**
 * A condition that reads only valued parts (`KnownCondition.byValue`): the
 * answer found before at their values now, else worked out; kept as the
 * last answer either way.
 */
function heldByValue(c: TaskContext, src: string, known: KnownCondition, byValue: Map<string, ValuedAnswers>, me: string, now: ArrayLike<number>): boolean {
  const places = known.places!;
  let mine = byValue.get(me);
  if (mine === undefined) byValue.set(me, (mine = { byValue: new Map(), size: 0 }));
  const last = now[places[places.length - 1]!]!;
  let level = levelOf(mine.byValue, places, now);
  const found = level.get(last);
  if (found !== undefined) return noteAnswer(known, now, me, found as boolean);
  const holds = keepAnswer(c, src, known, now, me, { me });
  // A part of many values (what I control, a digit a location) is bounded here: past so many, found afresh.
  if (mine.size >= VALUES_KEPT) {
    mine.byValue.clear();
    mine.size = 0;
    level = levelOf(mine.byValue, places, now);
  }
  level.set(last, holds);
  mine.size++;
  return holds;
}

/** The level of `answers` that holds the answers at the values `now` gives the parts at `places` but the last (made where missing). */
function levelOf(answers: ByValue, places: readonly number[], now: ArrayLike<number>): ByValue {
  let level = answers;
  for (let i = 0; i < places.length - 1; i++) {
    const v = now[places[i]!]!;
    let next = level.get(v) as ByValue | undefined;
    if (next === undefined) level.set(v, (next = new Map()));
    level = next;
  }
  return level;
}

/** The most answers a condition keeps by value for one "I" (`heldByValue`). */
const VALUES_KEPT = 10_000;

/** A condition worked out afresh, nothing kept (caches off, or `env` binds more than "I"). */
function holdsNow(c: TaskContext, src: string, env: Env): boolean {
  const { cond, text } = conditionOf(c, src);
  return new Evaluator(c, src, text, null).test(cond, env);
}

/**
 * A steady condition's answer for "I" = `me`, worked out and kept with the
 * versions `now` of what it read (`Steady.versions` for `me`, read before:
 * working it out only reads the game, and nothing in it asks the versions
 * again, so the list stays as it was read).
 */
function keepAnswer(c: TaskContext, src: string, known: KnownCondition, now: ArrayLike<number>, me: string, env: Env): boolean {
  const ev = new Evaluator(c, src, known.text, null);
  ev.keepSets(me, now);
  return noteAnswer(known, now, me, ev.test(known.cond, env));
}

/** Keeps `answer` as a steady condition's answer for `me` at the versions `now`; returns it. */
function noteAnswer(known: KnownCondition, now: ArrayLike<number>, me: string, answer: boolean): boolean {
  const places = known.places!;
  const kept = known.byPlayer.get(me);
  if (kept === undefined) known.byPlayer.set(me, { versions: versionsOf(now, places), holds: answer });
  else {
    noteVersions(now, places, kept.versions);
    kept.holds = answer;
  }
  return answer;
}
