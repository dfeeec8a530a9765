/**
 * The things Columbia effects talk about, as the core's `Thing`s (the shape
 * of a decision option): units, structures, locations, territories, players,
 * factions, action cards, card types' abilities, world events, victory cards,
 * combat dice, upgrades, Booker and Elizabeth. Each carries
 * `data.kind` so verbs and predicates can tell them apart, and the facts they
 * need (owner, location, ...). Pure reads of `g` and the Ruleset.
 */
import type { Ruleset } from '../content/types.ts';
import { shelf, type Memo, type Thing } from '../../core/index.ts';
import { factionOf, factionPlayers, turnOrderFrom } from '../players.ts';
import { perRuleset, rulesIndex } from '../rules-index.ts';
import { elizabethWithBooker } from '../booker.ts';
import { sidePlayer } from '../combat-rules.ts';
import type { CardTypeUpgrades, ColumbiaG, CombatantSide, FactionId, LocationId, PlayerId, StructurePiece, UnitPiece } from '../state.ts';
import { titleCase } from '../log.ts';
import { abilityId } from '../upgrades.ts';

export type ThingKind =
  | 'unit'
  | 'structure'
  | 'figure'
  | 'location'
  | 'territory'
  | 'sky-line'
  | 'player'
  | 'faction'
  | 'card'
  | 'ability'
  | 'world-event'
  | 'victory-card'
  | 'die'
  | 'upgrade'
  | 'hand'
  | 'deck'
  | 'token'
  | 'combat'
  | 'game'
  | 'turn'
  | 'round';

/** What every Columbia thing's `data` holds; the other fields depend on the kind. */
export interface ThingData {
  kind: ThingKind;
  [fact: string]: string | number | boolean | null | string[];
}

export function kindOf(t: Thing): ThingKind | null {
  const d = t.data as ThingData | undefined;
  return d !== null && typeof d === 'object' && typeof d.kind === 'string' ? d.kind : null;
}

export function dataOf(t: Thing): ThingData {
  return (t.data ?? { kind: 'game' }) as ThingData;
}


// ---------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------

export function locationName(rules: Ruleset, loc: LocationId): string {
  return rulesIndex(rules).location[loc]?.name ?? titleCase(loc);
}

export function figureName(rules: Ruleset, pieceId: string): string {
  return rules.pieces.figures.find((f) => f.id === pieceId)?.name ?? pieceId;
}

/** Names of players (by colour id) and factions, per Ruleset. */
const names = perRuleset((rules: Ruleset) => {
  const player = new Map<PlayerId, string>();
  for (const c of rules.pack.colours) {
    const f = rules.pack.factions.find((x) => x.id === c.factionId);
    player.set(c.id, `${titleCase(c.id)}${f ? ` ${f.name}` : ''}`);
  }
  const faction = new Map<FactionId, string>(rules.pack.factions.map((f) => [f.id, f.name]));
  return { player, faction };
});

export function playerName(rules: Ruleset, p: PlayerId): string {
  return names(rules).player.get(p) ?? titleCase(p);
}

export function factionName(rules: Ruleset, f: FactionId): string {
  return names(rules).faction.get(f) ?? titleCase(f);
}

// ---------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------

/** "Songbird (Blue) at Monument Island": `what` is a unit's figure ('' for a common) or a structure's kind. */
function pieceLabel(rules: Ruleset, p: UnitPiece | StructurePiece, what: string, isUnit: boolean): string {
  const where = p.location === null ? 'in the pool' : `at ${locationName(rules, p.location)}`;
  const name = isUnit ? (what === '' ? 'common' : figureName(rules, what)) : (rulesIndex(rules).structure[what]?.name ?? what);
  return `${name} (${titleCase(p.colourId)}) ${where}`;
}

/** What things are made with: the Ruleset (names), and the engine's memo (things kept to be handed out again). */
export interface ThingSource {
  readonly rules: Ruleset;
  readonly memo: Memo;
}

/**
 * A piece's things by where it stands, kept by the engine: sets of pieces are
 * made at every evaluation, and a piece's thing changes only with its place,
 * owner or kind. Things handed out are shared: frozen. Kept in a list by the
 * place's index (`placeIndex`), which needs no hash of the location's id.
 */
const PIECE_THINGS = shelf<(Thing | undefined)[]>('piece things');

function frozen(t: Thing): Thing {
  Object.freeze(t.data);
  return Object.freeze(t);
}

/** The things kept for a piece, by where it stood (made empty at its first ask). */
function keptFor(memo: Memo, id: string): (Thing | undefined)[] {
  return memo.get(PIECE_THINGS, id) ?? memo.set(PIECE_THINGS, id, []);
}

/** Where a piece's thing is kept in its list: its location's slot (`RulesIndex.locationSlot`), the pool after the last; undefined: a place not on the board (nothing kept). */
function placeIndex(rules: Ruleset, loc: LocationId | null): number | undefined {
  const ix = rulesIndex(rules);
  return loc === null ? ix.locationIds.length : ix.locationSlot[loc];
}

export function unitThing(src: ThingSource, u: UnitPiece): Thing {
  const byPlace = keptFor(src.memo, u.id);
  const at = placeIndex(src.rules, u.location);
  const kept = at === undefined ? undefined : byPlace[at];
  if (kept !== undefined) {
    const d = kept.data as ThingData;
    if (d.owner === u.owner && d.pieceId === u.pieceId && d.unitKind === u.kind) return kept;
  }
  const t = frozen({ id: u.id, label: pieceLabel(src.rules, u, u.kind === 'common' ? '' : u.pieceId, true), data: { kind: 'unit', unitKind: u.kind, pieceId: u.pieceId, owner: u.owner, location: u.location } });
  if (src.memo.on && at !== undefined) byPlace[at] = t;
  return t;
}

export function structureThing(src: ThingSource, s: StructurePiece): Thing {
  const byPlace = keptFor(src.memo, s.id);
  const at = placeIndex(src.rules, s.location);
  const kept = at === undefined ? undefined : byPlace[at];
  if (kept !== undefined) {
    const d = kept.data as ThingData;
    if (d.owner === s.owner && d.structureKind === s.kind) return kept;
  }
  const t = frozen({ id: s.id, label: pieceLabel(src.rules, s, s.kind, false), data: { kind: 'structure', structureKind: s.kind, owner: s.owner, location: s.location } });
  if (src.memo.on && at !== undefined) byPlace[at] = t;
  return t;
}

/** Every location's thing, per Ruleset (a location's thing never changes; shared, frozen). */
const locationThings = perRuleset((rules: Ruleset): Map<LocationId, Thing> => {
  const out = new Map<LocationId, Thing>();
  for (const l of rules.board.locations) out.set(l.id, frozen({ id: l.id, label: locationName(rules, l.id), data: { kind: 'location', location: l.id } }));
  return out;
});

export function locationThing(rules: Ruleset, loc: LocationId): Thing {
  return locationThings(rules).get(loc) ?? { id: loc, label: locationName(rules, loc), data: { kind: 'location', location: loc } };
}

export function territoryThing(rules: Ruleset, id: string): Thing {
  return { id, label: rulesIndex(rules).territory[id]?.name ?? titleCase(id), data: { kind: 'territory' } };
}

export function playerThing(rules: Ruleset, g: ColumbiaG, p: PlayerId): Thing {
  return { id: p, label: playerName(rules, p), data: { kind: 'player', faction: factionOf(g, p) } };
}

/**
 * A faction acts through one of its players: the first of them in turn order
 * from the first player (RULINGS "a faction acts through its first player").
 * Its id is that player's, so `each faction:` binds "I" to someone who can decide.
 */
export function factionThing(rules: Ruleset, g: ColumbiaG, f: FactionId): Thing {
  const order = turnOrderFrom(g, g.firstPlayer);
  const players = factionPlayers(g, f).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { id: players[0] ?? f, label: factionName(rules, f), data: { kind: 'faction', faction: f, players } };
}

/** Where an action card is now: in a hand, deck or discard pile, played into the combat or the vote. */
export type CardZone = 'hand' | 'deck' | 'discard' | 'combat' | 'vote';

export function cardThing(rules: Ruleset, card: string, holder: PlayerId, zone: CardZone): Thing {
  const c = rulesIndex(rules).card[card];
  return { id: card, label: c?.name ?? card, data: { kind: 'card', holder, zone, cardType: c?.cardTypeId ?? null } };
}

/** A card type's ability on one faction's reference sheet (unlocks are per faction and type). */
export function abilityThing(rules: Ruleset, faction: FactionId, cardType: string, sheet: CardTypeUpgrades | undefined): Thing {
  const ct = rulesIndex(rules).cardType[cardType];
  const locked = (ct?.ability.locked ?? false) && !(sheet?.unlocked ?? false);
  return {
    id: abilityId(faction, cardType),
    label: `${ct?.ability.name ?? cardType} (${ct?.name ?? cardType}, ${factionName(rules, faction)})`,
    data: { kind: 'ability', faction, cardType, locked, printedLocked: ct?.ability.locked ?? false },
  };
}

export function worldEventThing(rules: Ruleset, id: string, where: string): Thing {
  const e = rules.worldEvents.find((x) => x.id === id);
  return { id, label: e?.name ?? titleCase(id), data: { kind: 'world-event', where, aggressive: e?.aggressive ?? false } };
}

export function victoryCardThing(rules: Ruleset, id: string, where: string): Thing {
  return { id, label: rulesIndex(rules).victoryCard[id]?.name ?? titleCase(id), data: { kind: 'victory-card', where } };
}

export function dieThing(g: ColumbiaG, side: CombatantSide, index: number): Thing {
  const c = g.combat!;
  const d = c[side].dice[index]!;
  const owner = sidePlayer(c[side].combatant);
  return { id: `die:${side}:${index}`, label: `${d.dieId} die showing ${d.value} (${side})`, data: { kind: 'die', side, index, dieId: d.dieId, value: d.value, owner } };
}

export function figureThing(g: ColumbiaG, which: 'booker' | 'elizabeth'): Thing {
  const location = which === 'booker' ? g.booker : g.elizabeth.location;
  return { id: which, label: which === 'booker' ? 'Booker' : 'Elizabeth', data: { kind: 'figure', figure: which, location } };
}

// ---------------------------------------------------------------------------
// Facts about things
// ---------------------------------------------------------------------------

/** Where a thing is on the board (a location is where itself is), or null. */
export function thingLocation(g: ColumbiaG, t: Thing): LocationId | null {
  const d = dataOf(t);
  switch (d.kind) {
    case 'location':
      return t.id;
    case 'unit':
      return g.units[t.id]?.location ?? null;
    case 'structure':
      return g.structures[t.id]?.location ?? null;
    case 'figure':
      return t.id === 'booker' ? g.booker : (g.elizabeth.location ?? (elizabethWithBooker(g) ? g.booker : null));
    case 'token':
      return typeof d.location === 'string' ? d.location : null;
    default:
      return null;
  }
}

/** The player a thing belongs to (a unit's or structure's owner, a card's holder, a die's roller), or null. */
export function thingOwner(t: Thing): PlayerId | null {
  const d = dataOf(t);
  if (d.kind === 'player') return t.id;
  const o = d.owner ?? d.holder ?? null;
  return typeof o === 'string' ? o : null;
}

/** The players a thing stands for, when it is a player or a faction (else none). */
export function thingPlayers(g: ColumbiaG, t: Thing): PlayerId[] {
  const d = dataOf(t);
  if (d.kind === 'faction') return Array.isArray(d.players) ? d.players : [];
  if (d.kind === 'player' || g.players[t.id] !== undefined) return [t.id];
  return [];
}

/** The faction a thing stands for or belongs to, or null. */
export function thingFaction(g: ColumbiaG, t: Thing): FactionId | null {
  const d = dataOf(t);
  if (typeof d.faction === 'string') return d.faction;
  const owner = thingOwner(t);
  return owner !== null && g.players[owner] !== undefined ? factionOf(g, owner) : null;
}
