/**
 * Single values (`my eagles`, `this card's combat`, `Booker's location`),
 * quoted names and pronouns, as Columbia reads them.
 */
import type { NameRef, Phrase, Pronoun } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { Env, Json, Thing } from '../../core/index.ts';
import { factionOf } from '../players.ts';
import { perRuleset } from '../rules-index.ts';
import { victoryPoints } from '../victory-points.ts';
import { sidePlayer } from '../combat-rules.ts';
import type { ColumbiaG, PlayerId } from '../state.ts';
import { cardValue, type CardValue } from '../upgrades.ts';
import { cardThing, dataOf, factionThing, figureThing, kindOf, locationThing, playerThing, territoryThing, thingLocation, unitThing, victoryCardThing, worldEventThing } from './things.ts';
import { abilities, boardStructures } from './base-sets.ts';
import { type Ev, me, whoOfThings } from './who.ts';

// ---------------------------------------------------------------------------
// Single values
// ---------------------------------------------------------------------------

/** What a value phrase is a value of: its possessor, its `of` phrase, or (with `my`) me. */
export function holderOf(ev: Ev, np: Phrase, env: Env): Thing[] {
  if (np.possessor) return ev.things(np.possessor, env);
  if (np.of) return ev.things(np.of, env);
  if (np.owner && /^my$/i.test(np.owner)) return [playerThing(ev.rules, ev.g, me(ev, env, np))];
  return [];
}

/** A card's value now: in the combat it was played into, its combat value there; else printed plus upgrades. */
export function cardValueNow(ev: Ev, card: string, value: CardValue): number {
  const g = ev.g;
  const c = g.combat;
  if (value === 'combat' && c !== null) {
    for (const side of ['attacker', 'defender'] as const) if (c[side].played.includes(card)) return c[side].cardCombat[card] ?? 0;
  }
  return cardValue(g, ev.rules, card, value, ev);
}

function playersOfHolder(ev: Ev, holders: Thing[]): PlayerId[] {
  return whoOfThings(ev.g, holders).players;
}

export const VALUE_OF_CARD: Record<string, CardValue> = { 'value.combat': 'combat', 'value.influence': 'influence', 'value.card-eagles': 'eagles' };

export function valueOf(ev: Ev, np: Phrase, env: Env): Json {
  const g = ev.g;
  const id = np.id ?? '';
  const holders = holderOf(ev, np, env);
  switch (id) {
    case 'value.eagles': {
      const ps = holders.length > 0 ? playersOfHolder(ev, holders) : [me(ev, env, np)];
      return ps.reduce((n, p) => n + (g.players[p]?.eagles ?? 0), 0);
    }
    case 'value.victory-points': {
      const ps = holders.length > 0 ? playersOfHolder(ev, holders) : [me(ev, env, np)];
      const fs = [...new Set(ps.map((p) => factionOf(g, p)))];
      return fs.reduce((n, f) => n + victoryPoints(g, ev.rules, f), 0);
    }
    case 'value.combat':
    case 'value.influence':
    case 'value.card-eagles': {
      const card = holders.find((t) => kindOf(t) === 'card');
      if (card === undefined) return ev.fail(np, `"${ev.source(np)}": no action card to read a value of`);
      return cardValueNow(ev, card.id, VALUE_OF_CARD[id]!);
    }
    case 'value.location': {
      const h = holders[0];
      if (h === undefined) return null;
      const loc = thingLocation(g, h);
      return loc === null ? null : (locationThing(ev.rules, loc) as unknown as Json);
    }
    default:
      return ev.fail(np, `no Columbia meaning for the value ${id}`);
  }
}

/** `this card`, `this combat`, `this location`, `the game`, Booker, Elizabeth: the thing meant. */
export function referenceOf(ev: Ev, np: Phrase, env: Env): Json {
  const g = ev.g;
  switch (np.id) {
    case 'subject.this-card': {
      const card = env.card;
      if (typeof card !== 'string') return ev.fail(np, '"this card" means nothing here');
      const holder = Object.keys(g.players).find((p) => cardZoneOf(g, p, card) !== null) ?? me(ev, env, np);
      return cardThing(ev.rules, card, holder, cardZoneOf(g, holder, card) ?? 'discard') as unknown as Json;
    }
    case 'subject.this-combat':
      return g.combat === null ? null : ({ id: 'combat', label: 'this combat', data: { kind: 'combat', location: g.combat.location } } as unknown as Json);
    case 'subject.this-location': {
      const loc = typeof env.location === 'string' ? env.location : (g.combat?.location ?? null);
      return loc === null ? null : (locationThing(ev.rules, loc) as unknown as Json);
    }
    case 'subject.the-game':
      return { id: 'game', label: 'the game', data: { kind: 'game' } };
    case 'subject.booker':
      return figureThing(g, 'booker') as unknown as Json;
    case 'subject.elizabeth':
      return figureThing(g, 'elizabeth') as unknown as Json;
    default:
      return ev.fail(np, `no Columbia meaning for ${np.id ?? 'this phrase'}`);
  }
}

function cardZoneOf(g: ColumbiaG, p: PlayerId, card: string): 'hand' | 'deck' | 'discard' | 'combat' | 'vote' | null {
  const ps = g.players[p]!;
  const c = g.combat;
  if (c !== null && [c.attacker, c.defender].some((s) => sidePlayer(s.combatant) === p && s.played.includes(card))) return 'combat';
  if (g.vote?.played[p]?.includes(card)) return 'vote';
  if (ps.hand.includes(card)) return 'hand';
  if (ps.discard.includes(card)) return 'discard';
  if (ps.deck.includes(card)) return 'deck';
  return null;
}

// ---------------------------------------------------------------------------
// Names and pronouns
// ---------------------------------------------------------------------------

const lower = (s: string) => s.trim().toLowerCase();

/** What a quoted name names in a Ruleset (looked up in this order), null: nothing. */
export type Referent =
  | { kind: 'location' | 'territory' | 'figure' | 'structure' | 'faction' | 'world-event' | 'victory-card' | 'card-type'; id: string }
  | null;

/**
 * Every name the Ruleset gives, lower-cased, and what it names: looked up
 * in this order (a location before a territory of the same name, ...).
 */
const referents = perRuleset((rules: Ruleset): Map<string, NonNullable<Referent>> => {
  const out = new Map<string, NonNullable<Referent>>();
  const add = (name: string, r: NonNullable<Referent>) => {
    if (!out.has(lower(name))) out.set(lower(name), r);
  };
  for (const l of rules.board.locations) add(l.name, { kind: 'location', id: l.id });
  for (const t of rules.board.territories) add(t.name, { kind: 'territory', id: t.id });
  for (const f of rules.pieces.figures) add(f.name, { kind: 'figure', id: f.id });
  for (const x of rules.pieces.structures) add(x.name, { kind: 'structure', id: x.id });
  for (const f of rules.pack.factions) add(f.name, { kind: 'faction', id: f.id });
  for (const e of rules.worldEvents) add(e.name, { kind: 'world-event', id: e.id });
  for (const v of rules.victoryCards) add(v.name, { kind: 'victory-card', id: v.id });
  for (const c of rules.cardTypes) {
    add(c.name, { kind: 'card-type', id: c.id });
    add(c.ability.name, { kind: 'card-type', id: c.id });
  }
  return out;
});

/** What a quoted name names in the Ruleset, or null. */
export function referentOf(rules: Ruleset, name: string): Referent {
  return referents(rules).get(lower(name)) ?? null;
}

/** A quoted name: a location, territory, figure (its pieces, those on the board first), structure, faction, world event, victory card or ability. */
export function named(ev: Ev, ref: NameRef, _env: Env): Json {
  const g = ev.g;
  const rules = ev.rules;
  const r = referentOf(rules, ref.name);
  if (r === null) return ev.fail(ref, `"${ref.name}" names nothing in this game`);
  switch (r.kind) {
    case 'location':
      return locationThing(rules, r.id) as unknown as Json;
    case 'territory':
      return territoryThing(rules, r.id) as unknown as Json;
    case 'figure': {
      const pieces = Object.values(g.units).filter((u) => u.pieceId === r.id);
      const onBoard = pieces.filter((u) => u.location !== null);
      const list = onBoard.length > 0 ? onBoard : pieces;
      return (list.length === 1 ? unitThing(ev, list[0]!) : list.map((u) => unitThing(ev, u))) as unknown as Json;
    }
    case 'structure':
      return boardStructures(ev, r.id) as unknown as Json;
    case 'faction':
      return factionThing(rules, g, r.id) as unknown as Json;
    case 'world-event':
      return worldEventThing(rules, r.id, 'named') as unknown as Json;
    case 'victory-card':
      return victoryCardThing(rules, r.id, 'named') as unknown as Json;
    case 'card-type':
      return abilities(ev).filter((a) => dataOf(a).cardType === r.id) as unknown as Json;
  }
}

/** `him` (Booker, unless bound), `her` (Elizabeth, unless bound), `they`/`them` (bound only). */
export function pronoun(ev: Ev, p: Pronoun, env: Env): Json {
  const w = p.word.toLowerCase();
  const bound = env[`$${w}`];
  if (bound !== undefined) return bound;
  if (w === 'him' || w === 'he') return figureThing(ev.g, 'booker') as unknown as Json;
  if (w === 'her' || w === 'she') return figureThing(ev.g, 'elizabeth') as unknown as Json;
  return ev.fail(p, `"${p.word}" refers to nothing here`);
}

