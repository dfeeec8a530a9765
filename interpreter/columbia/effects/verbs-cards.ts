/**
 * Verbs about Silver Eagles, action cards, upgrades and the first player
 * token: gain, lose, pay, draw, discard, `it has no effect`, upgrade,
 * unlock, become first player, claim.
 *
 * Upgrades go through the foundation's `upgrade/earn` task (which asks which
 * upgrade, and refuses one beyond the 3-upgrade gap); `upgrade the combat of
 * 2 action cards` is two such upgrades limited to combat values.
 */
import type { Clause, Phrase } from '../../effect-ir/index.ts';
import type { Json, Thing } from '../../core/index.ts';
import { factionOf } from '../players.ts';
import { rulesIndex } from '../rules-index.ts';
import { cancelCard } from '../combat-rules.ts';
import { drawCards } from '../refresh.ts';
import { CLAIMED_CARD_EVENT } from '../victory.ts';
import { BECAME_FIRST_PLAYER } from '../world-event.ts';
import type { CardValue } from '../upgrades.ts';
import { isIn } from './nouns.ts';
import { VALUE_OF_CARD } from './values.ts';
import type { Ev } from './who.ts';
import { countOf, pickFrom } from './pick.ts';
import { dataOf, kindOf } from './things.ts';
import { type C, meOf, phrase, slot, subjectSlot, thingSlot, type Verb } from './util.ts';

// ---------------------------------------------------------------------------
// Silver Eagles
// ---------------------------------------------------------------------------

interface Amount {
  n: number;
  of: string | null;
}

function amountPlan(ev: Ev, clause: Clause, env: Parameters<NonNullable<Verb['resolve']>>[2]): Json {
  const x = slot(clause, 'amount');
  if (x === undefined) return ev.fail(clause, 'how much?');
  const v = ev.value(x, env);
  if (v !== null && typeof v === 'object' && !Array.isArray(v) && typeof v.amount === 'number') return { n: v.amount, of: (v.of as string | null) ?? null };
  if (typeof v === 'number') return { n: v, of: 'value.eagles' };
  return ev.fail(x, `"${ev.source(x)}" is not an amount`);
}

/** Only Silver Eagles are a store a player holds; victory points come from territories and claimed cards. */
function eaglesOnly(plan: Amount, verb: string): true {
  if (plan.of === 'value.eagles') return true;
  throw new Error(`"${verb}" of ${plan.of ?? 'nothing'}: in Columbia only Silver Eagles are gained, lost or paid (victory points come from territories and victory cards)`);
}

const gain: Verb = {
  resolve: amountPlan,
  execute(ctx, plan, env) {
    const a = plan as unknown as Amount;
    if (!eaglesOnly(a, 'gain') || a.n <= 0) return;
    const p = meOf(env);
    ctx.g.players[p]!.eagles += a.n;
    ctx.log('effect-eagles', [p], { change: a.n, eagles: ctx.g.players[p]!.eagles });
  },
};

const lose: Verb = {
  resolve: amountPlan,
  execute(ctx, plan, env) {
    const a = plan as unknown as Amount;
    eaglesOnly(a, 'lose');
    const p = meOf(env);
    const seat = ctx.g.players[p]!;
    const n = Math.min(seat.eagles, Math.max(0, a.n));
    seat.eagles -= n;
    ctx.log('effect-eagles', [p], { change: -n, eagles: seat.eagles });
  },
};

/** Paying needs the whole amount: with too little, nothing is paid (`effect-cannot-pay`). */
const pay: Verb = {
  resolve: amountPlan,
  execute(ctx, plan, env) {
    const a = plan as unknown as Amount;
    eaglesOnly(a, 'pay');
    const p = meOf(env);
    const seat = ctx.g.players[p]!;
    if (seat.eagles < a.n) {
      ctx.log('effect-cannot-pay', [p], { amount: a.n, eagles: seat.eagles });
      return;
    }
    seat.eagles -= a.n;
    ctx.log('effect-eagles', [p], { change: -a.n, eagles: seat.eagles });
  },
};

// ---------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------

const draw: Verb = {
  resolve: (_ev, clause) => ({ n: countOf(phrase(thingSlot(clause, 'cards'))) }),
  execute(ctx, plan, env) {
    drawCards(ctx, meOf(env), (plan as { n: number }).n);
  },
};

/** Takes `card` out of `list` (when there). A function, not a closure per discard: a bundle keeping names names each closure made. */
function takeOut(list: string[], card: string): void {
  const i = list.indexOf(card);
  if (i >= 0) list.splice(i, 1);
}

/**
 * Put a card on its holder's discard pile from wherever it is: hand, deck, the
 * combat or the vote. False: the card was removed from the game (`this card`
 * after its own removal) and stays out: nothing brings a removed card back.
 */
export function discardCard(ctx: C, t: Thing): boolean {
  const g = ctx.g;
  const d = dataOf(t);
  const holder = d.holder as string;
  const p = g.players[holder];
  if (p === undefined) return true;
  if (p.removed.includes(t.id) || p.removedUnseen.includes(t.id)) return false;
  switch (d.zone) {
    case 'hand':
      takeOut(p.hand, t.id);
      break;
    case 'deck':
      takeOut(p.deck, t.id);
      break;
    case 'vote':
      if (g.vote?.played[holder]) takeOut(g.vote.played[holder]!, t.id);
      break;
    // A card played into the combat stays among the cards played (its value is void once cancelled);
    // combat/end puts on the pile only what is not there yet.
    default:
      break;
  }
  if (!p.discard.includes(t.id)) p.discard.push(t.id);
  return true;
}

const discard: Verb = {
  resolve(ev, clause, env) {
    const what = thingSlot(clause, 'cards');
    if (what === undefined) return ev.fail(clause, 'discard what?');
    let all = ev.things(what, env).filter((t) => kindOf(t) === 'card');
    const from = thingSlot(clause, 'from');
    if (from !== undefined) {
      const where = ev.things(from, env);
      all = all.filter((t) => where.some((x) => isIn(ev, t, x)));
    }
    return { cards: pickFrom(ev, phrase(what), env, all) as unknown as Json };
  },
  execute(ctx, plan) {
    const cards = (plan as unknown as { cards: Thing[] }).cards;
    for (const t of cards) {
      if (!discardCard(ctx, t)) continue;
      ctx.log('effect-discard', [dataOf(t).holder as string], { card: t.id, from: dataOf(t).zone as string });
    }
    return cards as unknown as Json;
  },
};

/** `it has no effect`: a card played into this combat stops counting, and its triggers no longer fire. */
const cancel: Verb = {
  resolve(ev, clause, env) {
    const s = subjectSlot(clause);
    if (s === undefined) return ev.fail(clause, 'what has no effect?');
    return { cards: ev.things(s, env).map((t) => t.id) };
  },
  execute(ctx, plan) {
    for (const card of (plan as { cards: string[] }).cards) {
      const side = cancelCard(ctx.g, card);
      if (side !== null) ctx.log('effect-cancel', [], { card, side });
    }
  },
};

// ---------------------------------------------------------------------------
// Upgrades
// ---------------------------------------------------------------------------

interface UpgradePlan {
  n: number;
  values: CardValue[] | null;
  unlock: boolean;
}

/**
 * `upgrade 1 action card`: one upgrade of any kind; `upgrade the combat of 2
 * action cards`: two upgrades, combat values only, no unlocking.
 */
const upgrade: Verb = {
  resolve(_ev, clause) {
    const np = phrase(thingSlot(clause, 'what'));
    if (np !== null && np.type === 'value-ref') {
      const v = VALUE_OF_CARD[np.id ?? ''];
      const of = np.of && np.of.kind === 'phrase' ? (np.of as Phrase) : null;
      return { n: countOf(of), values: v ? [v] : null, unlock: false } satisfies UpgradePlan as unknown as Json;
    }
    return { n: countOf(np), values: null, unlock: true } satisfies UpgradePlan as unknown as Json;
  },
  execute(ctx, plan, env) {
    const p = plan as unknown as UpgradePlan;
    const player = meOf(env);
    for (let i = 0; i < p.n; i++) {
      const task: Record<string, Json> = { t: 'upgrade/earn', player, reason: 'effect' };
      if (p.values !== null) task.values = p.values;
      if (!p.unlock) task.unlock = false;
      ctx.push(task as { t: string });
    }
  },
};

/** `unlock a locked ability`: an upgrade that can only be an unlock. */
const unlock: Verb = {
  resolve: (_ev, clause) => ({ n: countOf(phrase(thingSlot(clause, 'what'))) }),
  execute(ctx, plan, env) {
    const player = meOf(env);
    for (let i = 0; i < (plan as { n: number }).n; i++) ctx.push({ t: 'upgrade/earn', player, reason: 'effect', values: [] });
  },
};

// ---------------------------------------------------------------------------
// The first player token, claims
// ---------------------------------------------------------------------------

/** Taking the token is "becoming first player": an upgrade is earned and `when I become first player` fires. */
const becomeFirstPlayer: Verb = {
  execute(ctx, _plan, env) {
    const g = ctx.g;
    const player = meOf(env);
    const previous = g.firstPlayer;
    if (previous === player) return;
    g.firstPlayer = player;
    ctx.log('effect-first-player', [player], { player, previous });
    ctx.push({ t: 'upgrade/earn', player, reason: 'first-player' });
    ctx.emit({ e: BECAME_FIRST_PLAYER, player, previous });
  },
};

/** `claim a victory card`: one in play, for my faction, whatever its condition; it earns an upgrade as any claim does. */
const claim: Verb = {
  resolve(ev, clause, env) {
    const what = thingSlot(clause, 'what');
    if (what === undefined) return ev.fail(clause, 'claim what?');
    const all = ev.things(what, env).filter((t) => kindOf(t) === 'victory-card' && ev.g.victoryCards.inPlay.includes(t.id));
    return { cards: pickFrom(ev, phrase(what), env, all).map((t) => t.id) };
  },
  execute(ctx, plan, env) {
    const g = ctx.g;
    const player = meOf(env);
    for (const card of (plan as { cards: string[] }).cards) {
      const i = g.victoryCards.inPlay.indexOf(card);
      if (i < 0) continue;
      g.victoryCards.inPlay.splice(i, 1);
      g.victoryCards.claimed.push({ id: card, by: player, factionId: factionOf(g, player) });
      ctx.log('victory-card-claimed', [player], { card, points: rulesIndex(ctx.rules).victoryCard[card]?.points ?? 0 });
      ctx.emit({ e: CLAIMED_CARD_EVENT, player, card });
      ctx.push({ t: 'upgrade/earn', player, reason: 'claim' }, { t: 'victory/update' });
    }
  },
};

export const cardVerbs: Record<string, Verb> = {
  'verb.gain': gain,
  'verb.lose': lose,
  'verb.pay': pay,
  'verb.draw': draw,
  'verb.discard': discard,
  'verb.cancel': cancel,
  'verb.upgrade': upgrade,
  'verb.unlock': unlock,
  'verb.become-first-player': becomeFirstPlayer,
  'verb.claim': claim,
};
