/**
 * Conditions: `I control 3 locations with a stronghold`, `my faction controls
 * 4 territories`, `the Founders control Elizabeth`, `I am the defender`,
 * `this card is the only card I played`, `Elizabeth is with him`, ...
 *
 * Each reads the clause's own phrases (the core's pre-evaluated `args` give
 * whole sets too, but a count like `3 locations` lives on the phrase's
 * quantifier, and faction-wide control needs to know a faction was named).
 */
import type { Clause, Expr, Phrase } from '../../effect-ir/index.ts';
import { countsIn, readsOwnSlots, type Env, type PredicateHandler, type Thing } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import { elizabethWithBooker } from '../booker.ts';
import { sideOf } from '../combat-rules.ts';
import { factionOf } from '../players.ts';
import { victoryPoints } from '../victory-points.ts';
import type { ColumbiaG, PlayerId } from '../state.ts';
import { isIn } from './nouns.ts';
import { belongsTo, type Ev, who, type Who } from './who.ts';
import { kindOf, thingLocation } from './things.ts';
import { slot, thingSlot } from './util.ts';

type P = PredicateHandler<ColumbiaG, Ruleset>;

function subjectWho(ev: Ev, clause: Clause, env: Env): Who {
  return who(ev, clause.subject ?? 'I', env);
}

function subjectThings(ev: Ev, clause: Clause, env: Env): Thing[] {
  const s = clause.subject;
  if (s === undefined) return [];
  if (s.kind === 'phrase' && s.type === 'location' && s.id === 'value.location') {
    const v = ev.value(s, env);
    return v === null ? [] : [v as unknown as Thing];
  }
  return ev.things(s, env);
}

/**
 * Whether `have` of `total` things meet the phrase's count: `3 locations` and
 * `at least 3` mean 3 or more, `all` every one of them, a name or `the` the
 * one named, `a`/none at least one.
 */
export function enough(np: Phrase | null, have: number, total: number): boolean {
  const q = np?.quantifier;
  const v = q?.value;
  switch (q?.kind) {
    case 'number':
    case 'at least':
      return have >= (v ?? 1);
    case 'more than':
      return have > (v ?? 0);
    case 'at most':
      return have <= (v ?? 0);
    case 'fewer than':
    case 'less than':
      return have < (v ?? 0);
    case 'all':
    case 'each':
    case 'every':
    case 'the':
      return total > 0 && have === total;
    default:
      return np === null ? total > 0 && have === total : have >= 1;
  }
}

const control: P = (ev, _args, env, clause) => {
  const what = thingSlot(clause, 'what');
  if (what === undefined) return false;
  const w = subjectWho(ev, clause, env);
  const all = what.kind === 'phrase' && what.id === 'value.location' ? subjectValueThings(ev, what, env) : ev.things(what, env);
  return enoughBelonging(ev, what.kind === 'phrase' ? what : null, all, w);
};

/**
 * `enough` of `all` belong to `w` for the phrase's count, counted only until
 * the answer is known when the count asks for a number (`3 locations`, `at
 * least 3`): as soon as that many belong, or too few are left to reach it.
 */
function enoughBelonging(ev: Ev, np: Phrase | null, all: readonly Thing[], w: Who): boolean {
  const q = np?.quantifier;
  if (q === undefined || (q.kind !== 'number' && q.kind !== 'at least')) return enough(np, countBelonging(ev, all, w), all.length);
  const need = q.value ?? 1;
  let n = 0;
  for (let i = 0; i < all.length && n < need; i++) {
    if (n + (all.length - i) < need) return false;
    if (belongsTo(ev, all[i]!, w)) n++;
  }
  return n >= need;
}

/** How many of `all` belong to `w` (counted, not collected: a victory card asks at every change of control). */
function countBelonging(ev: Ev, all: readonly Thing[], w: Who): number {
  let n = 0;
  for (let i = 0; i < all.length; i++) if (belongsTo(ev, all[i]!, w)) n++;
  return n;
}

function subjectValueThings(ev: Ev, np: Phrase, env: Env): Thing[] {
  const v = ev.value(np, env);
  return v === null ? [] : [v as unknown as Thing];
}

function combatSide(ev: Ev, p: PlayerId): 'attacker' | 'defender' | null {
  const c = ev.g.combat;
  return c === null ? null : sideOf(c, p);
}

const isSide =
  (side: 'attacker' | 'defender'): P =>
  (ev, _args, env, clause) => {
    const s = clause.subject;
    // Booker fights for no player: he is the side whose combatant he is.
    if (s !== undefined && s.kind === 'phrase' && s.id === 'subject.booker') return ev.g.combat?.[side].combatant.kind === 'booker';
    const w = subjectWho(ev, clause, env);
    return w.players.length > 0 && w.players.every((p) => combatSide(ev, p) === side);
  };

const outcome =
  (won: boolean): P =>
  (ev, _args, env, clause) => {
    const c = ev.g.combat;
    if (c === null || c.winner === null) return false;
    const w = subjectWho(ev, clause, env);
    return w.players.some((p) => {
      const side = sideOf(c, p);
      return side !== null && (side === c.winner) === won;
    });
  };

/** `I have 3 eagles` (an amount), `I have at least 2 cards` (things I hold). */
const have: P = (ev, _args, env, clause) => {
  const x = slot(clause, 'amount');
  if (x === undefined) return false;
  const w = subjectWho(ev, clause, env);
  if (x.kind === 'phrase' && x.type === 'amount') {
    const a = ev.value(x, env) as { amount: number; of: string };
    if (a.of === 'value.eagles') return w.players.reduce((n, p) => n + (ev.g.players[p]?.eagles ?? 0), 0) >= a.amount;
    const factions = [...new Set(w.players.map((p) => factionOf(ev.g, p)))];
    return factions.reduce((n, f) => n + victoryPoints(ev.g, ev.rules, f), 0) >= a.amount;
  }
  if (x.kind !== 'phrase' && x.kind !== 'name' && x.kind !== 'pronoun') return false;
  const all = ev.things(x, env);
  return enough(x.kind === 'phrase' ? x : null, countBelonging(ev, all, w), all.length);
};

const destroyed: P = (ev, _args, env, clause) => {
  const things = subjectThings(ev, clause, env);
  return (
    things.length > 0 &&
    things.every((t) => {
      if (kindOf(t) === 'location') return ev.g.locations[t.id]?.destroyed === true;
      return thingLocation(ev.g, t) === null;
    })
  );
};

/** `this card is the only card I played`: the card's player played no other card into this combat. */
const onlyCard: P = (ev, _args, env, clause) => {
  const c = ev.g.combat;
  const cards = subjectThings(ev, clause, env).filter((t) => kindOf(t) === 'card');
  if (c === null || cards.length !== 1 || typeof env.me !== 'string') return false;
  const side = sideOf(c, env.me);
  return side !== null && c[side].played.length === 1 && c[side].played[0] === cards[0]!.id;
};

/**
 * `X is with Y`: they share a location. Elizabeth is with Booker only while
 * she travels with him (not merely standing where he attacks: "Elizabeth is
 * not under the control of another player").
 */
const isWith: P = (ev, _args, env, clause) => {
  const g = ev.g;
  const other = thingSlot(clause, 'with');
  if (other === undefined) return false;
  const xs = subjectThings(ev, clause, env);
  const ys = ev.things(other, env);
  if (xs.length === 0 || ys.length === 0) return false;
  return xs.every((x) => ys.some((y) => together(g, x, y)));
};

/** Whether `x` is with `y`: Elizabeth and Booker while she travels with him; others when they share a location. */
function together(g: ColumbiaG, x: Thing, y: Thing): boolean {
  if ((x.id === 'booker' && y.id === 'elizabeth') || (x.id === 'elizabeth' && y.id === 'booker')) return elizabethWithBooker(g);
  const a = thingLocation(g, x);
  return a !== null && a === thingLocation(g, y);
}

const isIn_: P = (ev, _args, env, clause) => {
  const where = thingSlot(clause, 'in');
  if (where === undefined) return false;
  const xs = subjectThings(ev, clause, env);
  const targets = ev.things(where, env);
  return xs.length > 0 && xs.every((x) => targets.some((t) => isIn(ev, x, t)));
};

const controlledBy: P = (ev, _args, env, clause) => {
  const by = thingSlot(clause, 'by');
  if (by === undefined) return false;
  const w = who(ev, by, env);
  const xs = subjectThings(ev, clause, env);
  return xs.length > 0 && xs.every((t) => belongsTo(ev, t, w));
};

/** `my victory points are at least 5`: a number against a bound in words (or a number: equality). */
const compare: P = (ev, _args, env, clause) => {
  const s = clause.subject;
  if (s === undefined) return false;
  const left = ev.number(s as Expr, env);
  const bound = slot(clause, 'bound');
  if (bound === undefined) return false;
  if (bound.kind === 'phrase' && bound.words.length === 0 && bound.quantifier) {
    const v = bound.quantifier.value ?? 0;
    switch (bound.quantifier.kind) {
      case 'at least':
        return left >= v;
      case 'at most':
        return left <= v;
      case 'more than':
        return left > v;
      case 'fewer than':
      case 'less than':
        return left < v;
      default:
        return left === v;
    }
  }
  return left === ev.number(bound, env);
};

/** `there is an enemy unit in this location`, `there are 3 ...`. */
const exists: P = (ev, _args, env, clause) => {
  const what = thingSlot(clause, 'what');
  if (what === undefined) return false;
  const n = ev.things(what, env).length;
  const q = what.kind === 'phrase' ? what.quantifier : undefined;
  return n >= (typeof q?.value === 'number' ? q.value : 1);
};

// Each reads its own slots from the clause (a count lives on the phrase's quantifier): the runtime need not evaluate them first.
export const predicates: Record<string, P> = {
  'predicate.control': countsIn('what', readsOwnSlots(control)),
  'predicate.win': readsOwnSlots(outcome(true)),
  'predicate.lose': readsOwnSlots(outcome(false)),
  'predicate.have': readsOwnSlots(have),
  'predicate.is-defender': readsOwnSlots(isSide('defender')),
  'predicate.is-attacker': readsOwnSlots(isSide('attacker')),
  'predicate.is-destroyed': readsOwnSlots(destroyed),
  'predicate.is-only-card': readsOwnSlots(onlyCard),
  'predicate.is-with': readsOwnSlots(isWith),
  'predicate.is-in': readsOwnSlots(isIn_),
  'predicate.is-controlled-by': readsOwnSlots(controlledBy),
  'predicate.compare': readsOwnSlots(compare),
  'predicate.exists': readsOwnSlots(exists),
};
