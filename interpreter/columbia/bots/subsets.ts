/**
 * The heuristic bot's answers to pick-many decisions: the cards to produce
 * from, to vote with, to fight with, to discard at a refresh, to pay a
 * Sky-Line penalty with.
 */
import type { Decision } from '../../core/index.ts';
import type { BoardView } from './board-view.ts';
import { winChance, type Spread } from './odds.ts';
import { eventValue, values, voteEvent, voteFavours, type CardValues } from './worth.ts';

/** A hand card offered by a pick-many decision, with its values now. */
interface HandCard {
  id: string;
  card: string;
  v: CardValues;
}

/** The hand cards a decision offers (ids `<prefix><card>`; not the any-time options), in its order, with their values. */
function handCards(view: BoardView, d: Decision, prefix = ''): HandCard[] {
  const out: HandCard[] = [];
  for (const o of d.options) {
    const id = o.id;
    if (!id.startsWith(prefix) || id.startsWith('discard-effect:') || id.startsWith('claim-victory-card:') || id === 'destroy') continue;
    // A produce option names its card in its data (turn.ts): the Ruleset's own string, where a cut one is new at
    // each decision and hashed again by every look-up of it.
    const named = (o.data as { card?: unknown } | null | undefined)?.card;
    const card = prefix !== '' && typeof named === 'string' ? named : id.slice(prefix.length);
    out.push({ id, card, v: values(view, card) });
  }
  return out;
}

function wantsToFight(view: BoardView): boolean {
  // Walked by key: `Object.values` made a list of every unit at every produce decision.
  const units = view.g.units;
  for (const id in units) {
    const u = units[id]!;
    if (u.location === null || u.owner !== view.player) continue;
    for (const a of view.adjacent(u.location)) if (view.hostile(a)) return true;
  }
  return false;
}

/**
 * Sorts a few cards in place, stably (equals keep their order), as `Array.prototype.sort` does with the same
 * comparison: a hand is a few cards, and the built-in sort's setup costs more than the sorting (a decision or two of
 * every turn sorts one).
 */
function sortFew<T>(list: T[], before: (a: T, b: T) => number): T[] {
  for (let i = 1; i < list.length; i++) {
    const x = list[i]!;
    let j = i;
    for (; j > 0 && before(list[j - 1]!, x) > 0; j--) list[j] = list[j - 1]!;
    list[j] = x;
  }
  return list;
}

/** Comparisons of hand cards for `sortFew` (functions of their own: no closure made at each sort). */
function byCombat(a: HandCard, b: HandCard): number {
  return b.v.combat - a.v.combat;
}

function byEagles(a: HandCard, b: HandCard): number {
  return b.v.eagles - a.v.eagles;
}

/** The first option claiming a victory card, or undefined. */
function claimOption(d: Decision): Decision['options'][number] | undefined {
  for (const o of d.options) if (o.id.startsWith('claim-victory-card:')) return o;
  return undefined;
}

function producePick(view: BoardView, d: Decision): string[] {
  const claim = claimOption(d);
  if (claim) return [claim.id];
  const cards = handCards(view, d, 'card:');
  const keep = wantsToFight(view) ? 2 : 1;
  // Keep the best fighters; produce from the rest, best earners first.
  const byFight = sortFew(cards.slice(), byCombat);
  const fighters: string[] = [];
  for (let i = 0; i < keep && i < byFight.length; i++) fighters.push(byFight[i]!.id);
  const eagles = view.g.players[view.player]!.eagles;
  const out: string[] = [];
  for (const c of sortFew(cards, byEagles)) {
    if (fighters.includes(c.id) || c.v.eagles <= 0) continue;
    if (c.v.eagles >= 2 || c.v.combat <= 1 || eagles < 3) out.push(c.id);
  }
  return out.slice(0, d.max);
}


function votePick(view: BoardView, d: Decision): string[] {
  const ev = voteEvent(view);
  if (!ev || !voteFavours(view)) return [];
  const value = eventValue(view, ev);
  // Pushed, not mapped (as `out` below): the list from an optimized `map` is holey, and the reads below, fed
  // packed ones while unoptimized, deopted at the first.
  const hand = handCards(view, d);
  const cards: { id: string; card: (typeof hand)[number]['card']; v: (typeof hand)[number]['v']; worth: number }[] = [];
  for (const c of hand) cards.push({ id: c.id, card: c.card, v: c.v, worth: c.v.influence - 0.5 * Math.max(c.v.combat - 1, c.v.eagles) });
  sortFew(cards, byWorth);
  const limit = Math.abs(value) >= 2 ? 3 : 2;
  // Pushed, not mapped: an optimized `map` makes a holey list, the rules' vote tasks met it and packed ones (deopts).
  const out: string[] = [];
  for (const c of cards) if (out.length < limit && c.v.influence >= 2 && c.worth >= 0.5) out.push(c.id);
  if (out.length === 0 && Math.abs(value) >= 1 && cards.length >= 4 && (cards[0]?.v.influence ?? 0) >= 2) out.push(cards[0]!.id);
  return out;
}

/** A vote's cards by worth, then influence (`sortFew`). */
function byWorth(a: { worth: number; v: CardValues }, b: { worth: number; v: CardValues }): number {
  return b.worth - a.worth || b.v.influence - a.v.influence;
}

/** The other side of the combat I am asked to play cards into, as a strength. */
function opponentStrength(view: BoardView, side: 'attacker' | 'defender'): Spread | null {
  const c = view.g.combat;
  if (c === null) return null;
  const other = side === 'attacker' ? c.defender : c.attacker;
  const who = other.combatant;
  if (who.kind === 'token') {
    const t = view.rules.territoryTokens.find((x) => x.id === who.tokenId);
    return { mean: t?.combat ?? 7, variance: 0 };
  }
  if (who.kind === 'booker') return view.bookerStrength();
  const f = view.g.players[who.player]!.factionId;
  const s = view.sideStrength(f, c.location);
  // Cards the other side played face down (attacker first): a typical card each.
  const played = other.played.length;
  const guess = side === 'defender' ? played * 2 : view.enemyCardGuess(f);
  return { mean: s.mean + guess, variance: s.variance + 1 + played };
}

function combatPick(view: BoardView, d: Decision): string[] {
  const data = (d.data ?? {}) as { side?: 'attacker' | 'defender'; location?: string };
  const side = data.side ?? 'attacker';
  const loc = data.location ?? view.g.combat?.location;
  const them = opponentStrength(view, side);
  if (loc === undefined || them === null) return [];
  const me = view.sideStrength(view.faction, loc);
  const cards = sortFew(handCards(view, d), byCombat);
  const all = winChance(withBest(me, cards, cards.length), them);
  // Hopeless: keep the cards. Otherwise add cards until the fight looks won.
  if (all < 0.2) return [];
  let k = 0;
  while (k < cards.length && winChance(withBest(me, cards, k), them) < 0.85) k++;
  return cards.slice(0, Math.max(k, 0)).map((c) => c.id);
}

/** My side's strength with the first `k` cards of `cards` played. */
function withBest(me: Spread, cards: readonly HandCard[], k: number): Spread {
  let sum = 0;
  for (let i = 0; i < k; i++) sum += cards[i]!.v.combat;
  return { mean: me.mean + sum, variance: me.variance };
}

function refreshPick(view: BoardView, d: Decision): string[] {
  const out: string[] = [];
  for (const c of handCards(view, d)) if (Math.max(c.v.combat, c.v.influence, c.v.eagles) <= 1) out.push(c.id);
  return out.slice(0, d.max);
}

function penaltyPick(view: BoardView, d: Decision): string[] {
  const data = (d.data ?? {}) as { total?: number; unit?: string };
  const total = data.total ?? 1;
  const cards = handCards(view, d, 'card:').sort((a, b) => a.v.combat + a.v.influence + a.v.eagles - (b.v.combat + b.v.influence + b.v.eagles));
  const unit = data.unit ? view.g.units[data.unit] : undefined;
  if (cards.length >= total && (total <= 2 || unit?.kind !== 'common')) return cards.slice(0, total).map((c) => c.id);
  return ['destroy'];
}

/** The heuristic's answer to a pick-many decision, or null to score options one by one. */
export function pickSubset(view: BoardView, d: Decision): string[] | null {
  switch (d.kind) {
    case 'produce':
      return producePick(view, d);
    case 'vote-cards':
      return votePick(view, d);
    case 'combat-cards':
      return combatPick(view, d);
    case 'refresh-discard':
      return refreshPick(view, d);
    case 'sky-line-penalty':
      return penaltyPick(view, d);
    default:
      return null;
  }
}
