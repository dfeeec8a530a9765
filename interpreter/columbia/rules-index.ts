/**
 * Lookups into the Ruleset by id, and the effect ids the engine knows the
 * components' effects by. The Ruleset is read-only content: a table derived
 * from it alone never goes stale, so each is made once per Ruleset
 * (`perRuleset`: the one memo of the Columbia module kept outside an engine,
 * documented in README "State kept outside the game"). Answers that depend
 * on a game are kept by the engine (`ctx.memo`), never here.
 */
import type { ActionCard, CardType, Die, Location, Ruleset, Structure, Territory, UnitKind, VictoryCard, WorldEvent } from './content/types.ts';
import type { FactionId, LocationId } from './state.ts';

/**
 * `make(rules)`, made once per Ruleset and shared: `make` must read nothing
 * but the Ruleset, and what it makes must never change afterwards. The last
 * Ruleset asked and its table are at hand (a game asks about one Ruleset,
 * many times per decision).
 */
export function perRuleset<T>(make: (rules: Ruleset) => T): (rules: Ruleset) => T {
  const made = new WeakMap<Ruleset, T>();
  let lastRules: Ruleset | null = null;
  let last: T | undefined;
  return (rules) => {
    if (rules === lastRules) return last!;
    let t = made.get(rules);
    if (t === undefined) made.set(rules, (t = make(rules)));
    lastRules = rules;
    last = t;
    return t;
  };
}

export interface RulesIndex {
  location: Record<string, Location>;
  territory: Record<string, Territory>;
  unitKind: Record<string, UnitKind>;
  structure: Record<string, Structure>;
  die: Record<string, Die>;
  card: Record<string, ActionCard>;
  cardType: Record<string, CardType>;
  victoryCard: Record<string, VictoryCard>;
  worldEvent: Record<string, WorldEvent>;
  /** Location ids in number order (Booker's "descending order" walks this backwards). */
  locationIds: string[];
  /** Location id -> its place in `locationIds`: what is read of every location at once is kept in a list by it. */
  locationSlot: Record<LocationId, number | undefined>;
  /** By slot: the slots of the adjacent locations, in `adjacentIds`' order. */
  adjacentSlots: number[][];
  /** Territory id -> the slots of its `locationIds`, in their order (-1: a location with no slot). */
  territorySlots: Record<string, number[]>;
  /** Faction ids in the pack's order: the same in every game of a Ruleset (board.ts numbers the territories' holders by it). */
  factionIds: FactionId[];
  /** Card type id -> its number, in the order the action cards first name them: what is counted by type is counted in a list. */
  cardTypeNumber: Map<string, number>;
  /** Action card id -> the number of its type (`cardTypeNumber`). */
  cardTypeOf: Map<string, number>;
}

function byId<T extends { id: string }>(items: readonly T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const x of items) out[x.id] = x;
  return out;
}

/** Lookups by id. */
export const rulesIndex = perRuleset((rules: Ruleset): RulesIndex => {
  const unitKind: Record<string, UnitKind> = {};
  for (const k of rules.pieces.unitKinds) unitKind[k.kind] = k;
  const location = byId(rules.board.locations);
  const locationIds = rules.board.locations.slice().sort((a, b) => a.number - b.number).map((l) => l.id);
  const locationSlot: Record<LocationId, number> = {};
  locationIds.forEach((id, i) => (locationSlot[id] = i));
  // An adjacent id that names no location has no slot: left out (nothing is kept of it).
  const adjacentSlots = locationIds.map((id) => (location[id]?.adjacentIds ?? []).map((a) => locationSlot[a]).filter((n): n is number => n !== undefined));
  const territorySlots: Record<string, number[]> = {};
  for (const t of rules.board.territories) territorySlots[t.id] = t.locationIds.map((l) => locationSlot[l] ?? -1);
  const cardTypeNumber = new Map<string, number>();
  const cardTypeOf = new Map<string, number>();
  for (const c of rules.actionCards) {
    let t = cardTypeNumber.get(c.cardTypeId);
    if (t === undefined) cardTypeNumber.set(c.cardTypeId, (t = cardTypeNumber.size));
    cardTypeOf.set(c.id, t); // the last card of an id, as `card` keeps it
  }
  return {
    location,
    territory: byId(rules.board.territories),
    unitKind,
    structure: byId(rules.pieces.structures),
    die: byId(rules.dice),
    card: byId(rules.actionCards),
    cardType: byId(rules.cardTypes),
    victoryCard: byId(rules.victoryCards),
    worldEvent: byId(rules.worldEvents),
    locationIds,
    locationSlot,
    adjacentSlots,
    territorySlots,
    factionIds: rules.pack.factions.map((f) => f.id),
    cardTypeNumber,
    cardTypeOf,
  };
});

/** The Ruleset's territories numbered in their order, with their locations. */
export interface TerritoryTable {
  /** Territory id -> its number. */
  number: Record<string, number | undefined>;
  /** By number: its locations. */
  locations: LocationId[][];
  /** Location id -> its territory's number. */
  ofLocation: Record<LocationId, number | undefined>;
}

export const territoryTable = perRuleset((rules: Ruleset): TerritoryTable => {
  const number: Record<string, number> = {};
  const ofLocation: Record<LocationId, number> = {};
  const ts = rules.board.territories;
  ts.forEach((t, i) => (number[t.id] = i));
  for (const l of rules.board.locations) {
    const t = number[l.territoryId];
    if (t !== undefined) ofLocation[l.id] = t;
  }
  return { number, locations: ts.map((t) => t.locationIds.slice()), ofLocation };
});

/** Effect ids in the engine's sources: the component id with its kind's prefix (`card:shotgunner`, `event:power-outage`). */
export const EFFECT_PREFIX = {
  cardTypes: 'card',
  worldEvents: 'event',
  timelineSteps: 'timeline',
  leaders: 'leader',
  victoryCards: 'victory',
} as const;

export function effectKey(kind: keyof typeof EFFECT_PREFIX, id: string): string {
  return `${EFFECT_PREFIX[kind]}:${id}`;
}

/** Each effect id the Ruleset has, by kind and component id (`keptEffectKey`). */
const effectKeys = perRuleset((rules: Ruleset): Record<keyof typeof EFFECT_PREFIX, Map<string, string>> => {
  const keys = (kind: keyof typeof EFFECT_PREFIX, ids: readonly string[]) => new Map(ids.map((id) => [id, effectKey(kind, id)]));
  return {
    cardTypes: keys('cardTypes', rules.cardTypes.map((x) => x.id)),
    worldEvents: keys('worldEvents', rules.worldEvents.map((x) => x.id)),
    timelineSteps: keys('timelineSteps', rules.timelines.flatMap((t) => t.steps.map((x) => x.id))),
    leaders: keys('leaders', rules.leaders.map((x) => x.id)),
    victoryCards: keys('victoryCards', rules.victoryCards.map((x) => x.id)),
  };
});

/**
 * `effectKey`, the one string kept per Ruleset: an effect run started with
 * an id made afresh has that string hashed at its first look-up (the
 * engine's sources), ~0.2 us; a kept one was hashed once. (An id the
 * Ruleset does not have is made afresh.)
 */
export function keptEffectKey(rules: Ruleset, kind: keyof typeof EFFECT_PREFIX, id: string): string {
  return effectKeys(rules)[kind].get(id) ?? effectKey(kind, id);
}

/** Every effect id the Ruleset has (card abilities, events, timeline steps, leaders, victory conditions). */
export function effectIds(rules: Ruleset): string[] {
  return [
    ...rules.cardTypes.map((x) => effectKey('cardTypes', x.id)),
    ...rules.worldEvents.map((x) => effectKey('worldEvents', x.id)),
    ...rules.timelines.flatMap((t) => t.steps.map((x) => effectKey('timelineSteps', x.id))),
    ...rules.leaders.map((x) => effectKey('leaders', x.id)),
    ...rules.victoryCards.map((x) => effectKey('victoryCards', x.id)),
  ];
}
