/**
 * Pure queries over the Columbia board: who is where, who controls what, how
 * many victory points a faction holds, which dice a side rolls. No query here
 * changes `g`, asks a decision or rolls a die, so every other Columbia file
 * (and the effect handlers) may call them freely.
 *
 * Index of the queries (by topic):
 *
 * Ruleset lookups (cached per Ruleset object):
 *   rulesIndex(rules)                        -> RulesIndex (maps by id of locations, territories, cards ...)
 *   effectIds(rules), effectKey(kind, id)    -> effect ids as the engine's sources name them (`card:<type>`, `event:<id>`,
 *                                               `timeline:<step>`, `leader:<id>`, `victory:<id>`)
 *
 * Players and factions:
 *   factionOf(g, player)                     -> FactionId
 *   factionPlayers(g, faction)               -> PlayerId[] (turn order)
 *   teammates(g, player)                     -> PlayerId[] (same faction, not `player`)
 *   opponents(g, player)                     -> PlayerId[] (the other faction's players)
 *   opposingFaction(g, faction)              -> FactionId
 *   turnOrderFrom(g, first)                  -> PlayerId[] (the round's turn order, starting with `first`)
 *
 * Pieces:
 *   unitsAt(g, loc)                          -> every unit on that location
 *   structuresAt(g, loc)                     -> every structure on that location
 *   unitsOwnedAt(g, player, loc)             -> units from `player`'s pool there
 *   structuresOwnedAt(g, player, loc)        -> structures from `player`'s pool there
 *   unitFaction(g, unit)                     -> the faction that controls a unit
 *   controlsUnit(g, player, unit)            -> own unit, or a faction-shared one (Songbird, Airship)
 *   unitsControlledAt(g, player, loc)        -> units `player` may use there (own + shared)
 *   factionUnitsAt / factionStructuresAt(g, faction, loc)
 *   poolUnits(g, player) / poolStructures(g, player)   -> pieces with location null
 *   unitsOnBoard(g, player) / structuresOnBoard(g, player)
 *   isEliminated(g, player)                  -> no units and no structures of his own on the board
 *
 * Presence and control (each takes an optional `census` = boardCensus(g), to share one pass over the pieces):
 *   boardCensus(g) / piecesAt(g, loc)        -> pieces by location
 *   presence(g, player, loc)                 -> count of units (incl. shared) + structures he has there
 *   hasPresence(g, player, loc)              -> presence > 0
 *   factionsPresent(g, loc)                  -> factions with pieces there
 *   enemyPiecesAt(g, player, loc)            -> other factions' units and structures there
 *   hasEnemyPresence(g, player, loc)         -> enemy pieces there
 *   hasHostiles(g, player, loc)              -> enemy pieces or a territory token there (combat needed)
 *   isContested(g, loc)                      -> two factions, or a faction and a token
 *   controllerOf(g, loc)                     -> the one controlling player or null (4p tie-break: RULINGS)
 *   controls(g, player, loc)                 -> controllerOf(g, loc) === player
 *   controllingFaction(g, loc)               -> faction of the controller, or null
 *   factionControls(g, faction, loc)
 *   locationsControlledBy(g, player) / locationsControlledByFaction(g, faction)
 *   territoryHolder(g, rules, territoryId)   -> faction controlling all its undestroyed locations, or null
 *   territoriesHeldBy(g, rules, faction)     -> live territory ids (what the victory tokens must follow)
 *
 * Victory points:
 *   territoryPoints(g, rules, faction)       -> points of territories carrying the faction's victory token
 *   cardPoints(g, rules, faction)            -> points of claimed victory cards
 *   victoryPoints(g, rules, faction)         -> both
 *   victoryPointsByFaction(g, rules)         -> Record<FactionId, number>
 *
 * Geography:
 *   adjacentLocations(rules, loc) / isAdjacent(rules, a, b)
 *   skyLineRides(rules, loc)                 -> every direction of every Sky-Line through loc, as the
 *                                               locations of the spaces after it, in riding order
 *   territoryOf(rules, loc)
 *
 * Combat dice:
 *   combatDice(g, rules, faction, loc)       -> the dice one side rolls in a combat there: each unit by its
 *                                               kind's die, each structure's die, the side's turrets in
 *                                               adjacent locations, with every alarm's bonus on each die
 *
 * "Side" in combat is a faction: in the 4-player game the controlling player
 * uses his teammate's units as his own (rulebook, "Teammates Sharing a Location").
 */
import type { ActionCard, CardType, Die, Location, Ruleset, Structure, Territory, UnitKind, VictoryCard } from '../content/types.ts';
import type { ColumbiaG, FactionId, LocationId, PlayerId, StructurePiece, UnitPiece } from './state.ts';

// ---------------------------------------------------------------------------
// Ruleset index
// ---------------------------------------------------------------------------

export interface RulesIndex {
  location: Record<string, Location>;
  territory: Record<string, Territory>;
  unitKind: Record<string, UnitKind>;
  structure: Record<string, Structure>;
  die: Record<string, Die>;
  card: Record<string, ActionCard>;
  cardType: Record<string, CardType>;
  victoryCard: Record<string, VictoryCard>;
  /** Location ids in number order (Booker's "descending order" walks this backwards). */
  locationIds: string[];
}

const indexes = new WeakMap<Ruleset, RulesIndex>();

function byId<T extends { id: string }>(items: readonly T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const x of items) out[x.id] = x;
  return out;
}

/** Lookups by id, built once per Ruleset (the Ruleset is read-only, so caching is safe). */
export function rulesIndex(rules: Ruleset): RulesIndex {
  let ix = indexes.get(rules);
  if (ix === undefined) {
    const unitKind: Record<string, UnitKind> = {};
    for (const k of rules.pieces.unitKinds) unitKind[k.kind] = k;
    ix = {
      location: byId(rules.board.locations),
      territory: byId(rules.board.territories),
      unitKind,
      structure: byId(rules.pieces.structures),
      die: byId(rules.dice),
      card: byId(rules.actionCards),
      cardType: byId(rules.cardTypes),
      victoryCard: byId(rules.victoryCards),
      locationIds: rules.board.locations.slice().sort((a, b) => a.number - b.number).map((l) => l.id),
    };
    indexes.set(rules, ix);
  }
  return ix;
}

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

// ---------------------------------------------------------------------------
// Players and factions
// ---------------------------------------------------------------------------

export function factionOf(g: ColumbiaG, player: PlayerId): FactionId {
  const p = g.players[player];
  if (p === undefined) throw new Error(`no player "${player}" in this game`);
  return p.factionId;
}

/** The faction's players, in the track's turn order. */
export function factionPlayers(g: ColumbiaG, faction: FactionId): PlayerId[] {
  return g.turnOrder.filter((p) => g.players[p]!.factionId === faction);
}

export function teammates(g: ColumbiaG, player: PlayerId): PlayerId[] {
  const f = factionOf(g, player);
  return g.turnOrder.filter((p) => p !== player && g.players[p]!.factionId === f);
}

export function opponents(g: ColumbiaG, player: PlayerId): PlayerId[] {
  const f = factionOf(g, player);
  return g.turnOrder.filter((p) => g.players[p]!.factionId !== f);
}

/** The other faction (the game has exactly two). */
export function opposingFaction(g: ColumbiaG, faction: FactionId): FactionId {
  for (const f of Object.keys(g.factions)) if (f !== faction) return f;
  throw new Error(`no faction opposes "${faction}"`);
}

/** This round's turn order: the track's order, starting with `first`. */
export function turnOrderFrom(g: ColumbiaG, first: PlayerId): PlayerId[] {
  const i = g.turnOrder.indexOf(first);
  if (i < 0) return g.turnOrder.slice();
  return [...g.turnOrder.slice(i), ...g.turnOrder.slice(0, i)];
}

// ---------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------

export function unitsAt(g: ColumbiaG, loc: LocationId): UnitPiece[] {
  const out: UnitPiece[] = [];
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.location === loc) out.push(u);
  }
  return out;
}

export function structuresAt(g: ColumbiaG, loc: LocationId): StructurePiece[] {
  const out: StructurePiece[] = [];
  for (const id in g.structures) {
    const s = g.structures[id]!;
    if (s.location === loc) out.push(s);
  }
  return out;
}

export function unitsOwnedAt(g: ColumbiaG, player: PlayerId, loc: LocationId): UnitPiece[] {
  return unitsAt(g, loc).filter((u) => u.owner === player);
}

export function structuresOwnedAt(g: ColumbiaG, player: PlayerId, loc: LocationId): StructurePiece[] {
  return structuresAt(g, loc).filter((s) => s.owner === player);
}

/**
 * The faction a unit fights for: its owner's. (Timeline 1 step 4 can hand
 * Songbird to the Vox Populi for a round; the effect that does so changes
 * this piece's `owner` and changes it back at the end of the round.)
 */
export function unitFaction(g: ColumbiaG, unit: UnitPiece): FactionId {
  return g.players[unit.owner]!.factionId;
}

/** A player controls his own units, and (4 players) his faction's shared Songbird or Airship. */
export function controlsUnit(g: ColumbiaG, player: PlayerId, unit: UnitPiece): boolean {
  if (unit.owner === player) return true;
  return unit.shared && unitFaction(g, unit) === factionOf(g, player);
}

export function unitsControlledAt(g: ColumbiaG, player: PlayerId, loc: LocationId): UnitPiece[] {
  return unitsAt(g, loc).filter((u) => controlsUnit(g, player, u));
}

/** Every unit of `player` on the board (own and shared), wherever it is. */
export function unitsControlled(g: ColumbiaG, player: PlayerId): UnitPiece[] {
  const out: UnitPiece[] = [];
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.location !== null && controlsUnit(g, player, u)) out.push(u);
  }
  return out;
}

export function factionUnitsAt(g: ColumbiaG, faction: FactionId, loc: LocationId): UnitPiece[] {
  return unitsAt(g, loc).filter((u) => unitFaction(g, u) === faction);
}

export function factionStructuresAt(g: ColumbiaG, faction: FactionId, loc: LocationId): StructurePiece[] {
  return structuresAt(g, loc).filter((s) => g.players[s.owner]!.factionId === faction);
}

export function poolUnits(g: ColumbiaG, player: PlayerId): UnitPiece[] {
  const out: UnitPiece[] = [];
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.location === null && u.owner === player) out.push(u);
  }
  return out;
}

export function poolStructures(g: ColumbiaG, player: PlayerId): StructurePiece[] {
  const out: StructurePiece[] = [];
  for (const id in g.structures) {
    const s = g.structures[id]!;
    if (s.location === null && s.owner === player) out.push(s);
  }
  return out;
}

export function unitsOnBoard(g: ColumbiaG, player: PlayerId): UnitPiece[] {
  const out: UnitPiece[] = [];
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.location !== null && u.owner === player) out.push(u);
  }
  return out;
}

export function structuresOnBoard(g: ColumbiaG, player: PlayerId): StructurePiece[] {
  const out: StructurePiece[] = [];
  for (const id in g.structures) {
    const s = g.structures[id]!;
    if (s.location !== null && s.owner === player) out.push(s);
  }
  return out;
}

/**
 * "No units and no structures on the board": only pieces from the player's
 * own pool count (a shared Songbird belongs to the blue player's pool; see
 * RULINGS "elimination counts owned pieces").
 */
export function isEliminated(g: ColumbiaG, player: PlayerId): boolean {
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.owner === player && u.location !== null) return false;
  }
  for (const id in g.structures) {
    const s = g.structures[id]!;
    if (s.owner === player && s.location !== null) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------
// Presence and control
// ---------------------------------------------------------------------------

/** The units and structures on one location. */
export interface Pieces {
  units: UnitPiece[];
  structures: StructurePiece[];
}

/** Where everything is: location id -> its pieces (locations with none are absent). One pass over `g`. */
export type Census = Record<LocationId, Pieces>;

const NO_PIECES: Pieces = Object.freeze({ units: [], structures: [] }) as unknown as Pieces;

/**
 * The last census of a `g`, with what it was read from: every piece object in
 * `g.units` then `g.structures` order and its location then. It is still right
 * while the same objects sit at the same locations (checked before reuse: a
 * few dozen comparisons, against rebuilding dozens of arrays). Never stored in
 * `g`; a cloned `g` is another key and starts afresh.
 */
interface CensusMemo {
  census: Census;
  /** The units, then the structures, in the game's order. */
  pieces: (UnitPiece | StructurePiece)[];
  /** How many of `pieces` are units. */
  units: number;
  locs: (LocationId | null)[];
}

const censusMemos = new WeakMap<ColumbiaG, CensusMemo>();

/**
 * A census with every location's key present (undefined: no pieces), in the
 * order of `g.locations`: every census then has the same shape, which keeps
 * `census[loc]` a fast property read (objects keyed in ever-different orders
 * make it a slow one). Empty locations still read as undefined.
 */
const censusTemplates = new WeakMap<object, Census>();

function emptyCensus(g: ColumbiaG): Census {
  let t = censusTemplates.get(g.locations);
  if (t === undefined) {
    t = {};
    for (const loc in g.locations) (t as Record<string, Pieces | undefined>)[loc] = undefined;
    censusTemplates.set(g.locations, t);
  }
  return { ...t };
}

/** At most this many pieces moved since the last census: patch it (a move, a recruit, a combat), else build it anew. */
const PATCH_LIMIT = 4;

/**
 * The census for `g` from its last one: the same object while every piece is
 * where it was; a patched copy when the same pieces are there and a few moved
 * (only their old and new locations are listed again); null when it must be
 * built anew (pieces added, removed or replaced, or many moved).
 */
function fromMemo(g: ColumbiaG, m: CensusMemo): Census | null {
  const pieces = m.pieces;
  const locs = m.locs;
  const n = pieces.length;
  let moved: number[] | null = null;
  // Walked key by key (no copy of the maps: this runs at nearly every board read).
  let i = 0;
  const units = g.units;
  for (const id in units) {
    const u = units[id]!;
    if (i === n || pieces[i] !== u) return null;
    if (locs[i] !== u.location) {
      if ((moved ??= []).length === PATCH_LIMIT) return null;
      moved.push(i);
    }
    i++;
  }
  const structures = g.structures;
  for (const id in structures) {
    const s = structures[id]!;
    if (i === n || pieces[i] !== s) return null;
    if (locs[i] !== s.location) {
      if ((moved ??= []).length === PATCH_LIMIT) return null;
      moved.push(i);
    }
    i++;
  }
  if (i !== n) return null;
  if (moved === null) return m.census;
  // The census is shared (read, never changed): the patch is a copy, listing again only the locations left and entered.
  const out: Census = { ...m.census };
  const again: LocationId[] = [];
  for (const j of moved) {
    const before = locs[j]!;
    const now = pieces[j]!.location;
    if (before !== null && !again.includes(before)) again.push(before);
    if (now !== null && !again.includes(now)) again.push(now);
    locs[j] = now;
  }
  for (const loc of again) {
    let here: Pieces | undefined;
    // The pieces are those of the memo, in the game's order: units first, then structures.
    for (let j = 0; j < n; j++) {
      const x = pieces[j]!;
      if (x.location !== loc) continue;
      here ??= { units: [], structures: [] };
      if (j < m.units) here.units.push(x as UnitPiece);
      else here.structures.push(x as StructurePiece);
    }
    out[loc] = here as Pieces;
  }
  m.census = out;
  return out;
}

/**
 * What pure reads of one `g` share while `g` cannot change (an effect
 * condition, a decision's options): its census, unchecked, and who controls
 * each location and holds each territory, each worked out once. Set by
 * `readingBoard`; null outside one.
 */
interface Reading {
  g: ColumbiaG;
  /** Taken at the read's first board query (many reads, a modifier's amount, never look at the board). */
  census: Census | null;
  controller: Map<LocationId, PlayerId | null>;
  rules: Ruleset | null;
  holder: Map<string, FactionId | null>;
  /** Other derived reads, by whoever derives them (keys are their own objects). */
  memo: Map<object, unknown>;
}

let reading: Reading | null = null;

/**
 * Runs `read`, which must not change `g`, with one census and one answer per
 * location to "who controls it?" (and per territory to "who holds it?") for
 * all its board queries that use the shared census (no census given, or this
 * one). Nested reads of the same `g` share the outer one.
 */
export function readingBoard<T>(g: ColumbiaG, read: () => T): T {
  const outer = reading;
  if (outer !== null && outer.g === g) return read();
  const r = spareReadings.pop() ?? { g, census: {}, controller: new Map(), rules: null, holder: new Map(), memo: new Map() };
  r.g = g;
  r.census = null;
  reading = r;
  try {
    return read();
  } finally {
    reading = outer;
    r.controller.clear();
    r.holder.clear();
    r.memo.clear();
    r.rules = null;
    r.g = NO_GAME;
    r.census = null;
    spareReadings.push(r);
  }
}

/** Finished reads, emptied, for the next ones (a read is begun at nearly every decision). */
const spareReadings: Reading[] = [];
/** What a spare read points at (no game kept alive by it). */
const NO_GAME = Object.freeze({}) as ColumbiaG;

/** The read's census, taken now if it was not yet. */
function readCensus(r: Reading): Census {
  return (r.census ??= censusOf(r.g));
}

/**
 * Inside `readingBoard(g, ...)`: a map for derived reads of `g` to remember
 * until the read ends (key: an object of the caller's); null outside one.
 */
export function readMemo(g: ColumbiaG): Map<object, unknown> | null {
  return reading !== null && reading.g === g ? reading.memo : null;
}

/** The read in progress over `g` with this census (or the shared one), or null. */
function readingWith(g: ColumbiaG, census: Census | undefined): Reading | null {
  const r = reading;
  return r !== null && r.g === g && (census === undefined || census === readCensus(r)) ? r : null;
}

/**
 * Every piece on the board by location, in one pass: for queries over many
 * locations. Shared and reused while the pieces stay where they are: read it,
 * never change it.
 */
export function boardCensus(g: ColumbiaG): Census {
  if (reading !== null && reading.g === g) return readCensus(reading);
  return censusOf(g);
}

/** The census of `g`: the remembered one while it holds, else patched or built anew. */
function censusOf(g: ColumbiaG): Census {
  const memo = censusMemos.get(g);
  if (memo !== undefined) {
    const known = fromMemo(g, memo);
    if (known !== null) return known;
  }
  const out = emptyCensus(g);
  const pieces: (UnitPiece | StructurePiece)[] = [];
  const locs: (LocationId | null)[] = [];
  for (const u of Object.values(g.units)) {
    pieces.push(u);
    locs.push(u.location);
    if (u.location !== null) (out[u.location] ??= { units: [], structures: [] }).units.push(u);
  }
  const units = pieces.length;
  for (const s of Object.values(g.structures)) {
    pieces.push(s);
    locs.push(s.location);
    if (s.location !== null) (out[s.location] ??= { units: [], structures: [] }).structures.push(s);
  }
  censusMemos.set(g, { census: out, pieces, units, locs });
  return out;
}

/** The pieces on `loc` (from `census` when given, else from the shared census: read them, never change them). */
export function piecesAt(g: ColumbiaG, loc: LocationId, census?: Census): Pieces {
  return (census ?? boardCensus(g))[loc] ?? NO_PIECES;
}

function countFor(g: ColumbiaG, player: PlayerId, here: Pieces): number {
  let n = 0;
  for (const u of here.units) if (controlsUnit(g, player, u)) n++;
  for (const s of here.structures) if (s.owner === player) n++;
  return n;
}

/** Units (own and shared) plus own structures `player` has at `loc`: the 4-player control count. */
export function presence(g: ColumbiaG, player: PlayerId, loc: LocationId, census?: Census): number {
  return countFor(g, player, piecesAt(g, loc, census));
}

export function hasPresence(g: ColumbiaG, player: PlayerId, loc: LocationId, census?: Census): boolean {
  return presence(g, player, loc, census) > 0;
}

function factionsIn(g: ColumbiaG, here: Pieces): FactionId[] {
  const out: FactionId[] = [];
  for (const u of here.units) {
    const f = unitFaction(g, u);
    if (!out.includes(f)) out.push(f);
  }
  for (const s of here.structures) {
    const f = g.players[s.owner]!.factionId;
    if (!out.includes(f)) out.push(f);
  }
  return out;
}

/** Factions with at least one unit or structure at `loc`. */
export function factionsPresent(g: ColumbiaG, loc: LocationId, census?: Census): FactionId[] {
  return factionsIn(g, piecesAt(g, loc, census));
}

export function enemyPiecesAt(g: ColumbiaG, player: PlayerId, loc: LocationId, census?: Census): Pieces {
  const f = factionOf(g, player);
  const here = piecesAt(g, loc, census);
  return {
    units: here.units.filter((u) => unitFaction(g, u) !== f),
    structures: here.structures.filter((s) => g.players[s.owner]!.factionId !== f),
  };
}

export function hasEnemyPresence(g: ColumbiaG, player: PlayerId, loc: LocationId, census?: Census): boolean {
  const f = factionOf(g, player);
  const here = piecesAt(g, loc, census);
  return here.units.some((u) => unitFaction(g, u) !== f) || here.structures.some((s) => g.players[s.owner]!.factionId !== f);
}

/** Enemy pieces or a territory token: something `player`'s units there must fight. Booker is asked about separately. */
export function hasHostiles(g: ColumbiaG, player: PlayerId, loc: LocationId, census?: Census): boolean {
  return g.locations[loc]?.token != null || hasEnemyPresence(g, player, loc, census);
}

/**
 * A location is contested while pieces of both factions, or pieces and a
 * territory token, share it (between a move and its combat). Nobody controls
 * a contested location (RULINGS "contested locations").
 */
export function isContested(g: ColumbiaG, loc: LocationId, census?: Census): boolean {
  const fs = factionsPresent(g, loc, census);
  return fs.length > 1 || (fs.length === 1 && g.locations[loc]?.token != null);
}

/**
 * The player who controls `loc`, or null. You control a location with one of
 * your units or structures there; destroyed and contested locations are
 * controlled by nobody. 4 players: teammates sharing a location -> the one
 * with more units and structures (Songbird/Airship count for both); a tie ->
 * the player whose turn it is, else the one earlier in the round's turn
 * order (RULINGS "teammates tied for control").
 */
export function controllerOf(g: ColumbiaG, loc: LocationId, census?: Census): PlayerId | null {
  const r = readingWith(g, census);
  if (r === null) return findController(g, loc, census);
  let c = r.controller.get(loc);
  if (c === undefined) {
    c = findController(g, loc, readCensus(r));
    r.controller.set(loc, c);
  }
  return c;
}

function findController(g: ColumbiaG, loc: LocationId, census?: Census): PlayerId | null {
  const l = g.locations[loc];
  if (l === undefined || l.destroyed) return null;
  const here = piecesAt(g, loc, census);
  if (here.units.length === 0 && here.structures.length === 0) return null;
  // The one faction present (factionsIn without the list: this runs for every location at every decision).
  let faction: FactionId | null = null;
  let mixed = false;
  // Pieces side by side are mostly one owner's: his faction is looked up once.
  let owner: PlayerId | null = null;
  let ownerFaction: FactionId = '';
  for (const u of here.units) {
    if (u.owner !== owner) ownerFaction = unitFaction(g, u);
    owner = u.owner;
    if (faction === null) faction = ownerFaction;
    else if (ownerFaction !== faction) mixed = true;
  }
  for (const s of here.structures) {
    if (s.owner !== owner) ownerFaction = g.players[s.owner]!.factionId;
    owner = s.owner;
    if (faction === null) faction = ownerFaction;
    else if (ownerFaction !== faction) mixed = true;
  }
  if (mixed || l.token !== null) return null;
  // Its only player (2 players), else the teammates' count below.
  let only: PlayerId | null = null;
  let players = 0;
  for (const p of g.turnOrder) {
    if (g.players[p]!.factionId === faction) {
      only = p;
      players++;
    }
  }
  if (players === 1) return only;
  const candidates = factionPlayers(g, faction!);
  // Ties go to the active player, then to the earlier in this round's turn order.
  const order = turnOrderFrom(g, g.firstPlayer).filter((p) => candidates.includes(p));
  if (g.activePlayer !== null && order.includes(g.activePlayer)) {
    order.splice(order.indexOf(g.activePlayer), 1);
    order.unshift(g.activePlayer);
  }
  let best: PlayerId | null = null;
  let bestN = 0;
  for (const p of order) {
    const n = countFor(g, p, here);
    if (n > bestN) {
      best = p;
      bestN = n;
    }
  }
  return best;
}

export function controls(g: ColumbiaG, player: PlayerId, loc: LocationId, census?: Census): boolean {
  return controllerOf(g, loc, census) === player;
}

export function controllingFaction(g: ColumbiaG, loc: LocationId, census?: Census): FactionId | null {
  const p = controllerOf(g, loc, census);
  return p === null ? null : g.players[p]!.factionId;
}

export function factionControls(g: ColumbiaG, faction: FactionId, loc: LocationId, census?: Census): boolean {
  return controllingFaction(g, loc, census) === faction;
}

export function locationsControlledBy(g: ColumbiaG, player: PlayerId, census: Census = boardCensus(g)): LocationId[] {
  return Object.keys(g.locations).filter((loc) => controllerOf(g, loc, census) === player);
}

export function locationsControlledByFaction(g: ColumbiaG, faction: FactionId, census: Census = boardCensus(g)): LocationId[] {
  return Object.keys(g.locations).filter((loc) => controllingFaction(g, loc, census) === faction);
}

/**
 * The faction that controls every undestroyed location of the territory
 * (4 players: any mix of its players), or null. A territory whose locations
 * are all destroyed is held by nobody (RULINGS "fully destroyed territory").
 */
export function territoryHolder(g: ColumbiaG, rules: Ruleset, territoryId: string, census?: Census): FactionId | null {
  const r = readingWith(g, census);
  if (r === null) return findHolder(g, rules, territoryId, census ?? boardCensus(g));
  if (r.rules !== rules) {
    r.rules = rules;
    r.holder.clear();
  }
  let h = r.holder.get(territoryId);
  if (h === undefined) {
    h = findHolder(g, rules, territoryId, readCensus(r));
    r.holder.set(territoryId, h);
  }
  return h;
}

function findHolder(g: ColumbiaG, rules: Ruleset, territoryId: string, census: Census): FactionId | null {
  const t = rulesIndex(rules).territory[territoryId];
  if (t === undefined) return null;
  let holder: FactionId | null = null;
  let any = false;
  for (const loc of t.locationIds) {
    if (g.locations[loc]?.destroyed) continue;
    any = true;
    const f = controllingFaction(g, loc, census);
    if (f === null) return null;
    if (holder === null) holder = f;
    else if (holder !== f) return null;
  }
  return any ? holder : null;
}

/** Territories the faction holds right now (what its victory tokens must follow). */
export function territoriesHeldBy(g: ColumbiaG, rules: Ruleset, faction: FactionId, census: Census = boardCensus(g)): string[] {
  return rules.board.territories.filter((t) => territoryHolder(g, rules, t.id, census) === faction).map((t) => t.id);
}

// ---------------------------------------------------------------------------
// Victory points
// ---------------------------------------------------------------------------

/** Points of the territories carrying the faction's victory token (`g.territoryHolders`). */
export function territoryPoints(g: ColumbiaG, rules: Ruleset, faction: FactionId): number {
  const ix = rulesIndex(rules);
  let n = 0;
  for (const tid in g.territoryHolders) if (g.territoryHolders[tid] === faction) n += ix.territory[tid]?.victoryPoints ?? 0;
  return n;
}

export function cardPoints(g: ColumbiaG, rules: Ruleset, faction: FactionId): number {
  const ix = rulesIndex(rules);
  let n = 0;
  for (const c of g.victoryCards.claimed) if (c.factionId === faction) n += ix.victoryCard[c.id]?.points ?? 0;
  return n;
}

export function victoryPoints(g: ColumbiaG, rules: Ruleset, faction: FactionId): number {
  return territoryPoints(g, rules, faction) + cardPoints(g, rules, faction);
}

export function victoryPointsByFaction(g: ColumbiaG, rules: Ruleset): Record<FactionId, number> {
  const out: Record<FactionId, number> = {};
  for (const f of Object.keys(g.factions)) out[f] = victoryPoints(g, rules, f);
  return out;
}

// ---------------------------------------------------------------------------
// Geography
// ---------------------------------------------------------------------------

export function adjacentLocations(rules: Ruleset, loc: LocationId): string[] {
  return rulesIndex(rules).location[loc]?.adjacentIds ?? [];
}

export function isAdjacent(rules: Ruleset, a: LocationId, b: LocationId): boolean {
  return adjacentLocations(rules, a).includes(b);
}

export function territoryOf(rules: Ruleset, loc: LocationId): string {
  const l = rulesIndex(rules).location[loc];
  if (l === undefined) throw new Error(`no location "${loc}"`);
  return l.territoryId;
}

/** One direction of one Sky-Line from a location: the locations of the following spaces, nearest first. */
export interface SkyLineRide {
  skyLineId: string;
  /** +1: along the route's listed order; -1: against it. */
  direction: 1 | -1;
  path: LocationId[];
}

/**
 * Every way to ride a Sky-Line from `loc`: for each route passing through it,
 * each direction that has a next space. Destroyed locations stay in the path
 * (a rider passes over them but may not stop there: movement's job).
 */
export function skyLineRides(rules: Ruleset, loc: LocationId): SkyLineRide[] {
  const out: SkyLineRide[] = [];
  for (const line of rules.board.skyLines) {
    const spaces = line.spaceLocationIds;
    for (let i = 0; i < spaces.length; i++) {
      if (spaces[i] !== loc) continue;
      if (i + 1 < spaces.length) out.push({ skyLineId: line.id, direction: 1, path: spaces.slice(i + 1) });
      if (i > 0) out.push({ skyLineId: line.id, direction: -1, path: spaces.slice(0, i).reverse() });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Combat dice
// ---------------------------------------------------------------------------

/** One combat die a side rolls, and why. `bonus` is added to its face (alarms). */
export interface SideDie {
  dieId: string;
  /** The unit or structure id that brings it. */
  pieceId: string;
  source: 'unit' | 'structure' | 'adjacent-structure';
  bonus: number;
}

/**
 * The dice a faction's side rolls in a combat at `loc`: one die per unit
 * there (its kind's die), per structure there (its die), per structure of the
 * side in an adjacent location that counts there (turrets); every alarm of the
 * side at `loc` adds its bonus to each of the side's dice. Modifiers from
 * cards and leaders (extra dice) are combat's business, not this query's.
 */
export function combatDice(g: ColumbiaG, rules: Ruleset, faction: FactionId, loc: LocationId): SideDie[] {
  const ix = rulesIndex(rules);
  const dice: SideDie[] = [];
  let bonus = 0;
  for (const u of factionUnitsAt(g, faction, loc)) {
    const kind = ix.unitKind[u.kind];
    if (kind === undefined) throw new Error(`unit ${u.id}: no unit kind "${u.kind}" in the ruleset`);
    dice.push({ dieId: kind.combatDieId, pieceId: u.id, source: 'unit', bonus: 0 });
  }
  for (const s of factionStructuresAt(g, faction, loc)) {
    const st = ix.structure[s.kind];
    if (st === undefined) throw new Error(`structure ${s.id}: no structure "${s.kind}" in the ruleset`);
    dice.push({ dieId: st.combatDieId, pieceId: s.id, source: 'structure', bonus: 0 });
    bonus += st.ownerDiceBonus;
  }
  for (const adj of adjacentLocations(rules, loc)) {
    for (const s of factionStructuresAt(g, faction, adj)) {
      const st = ix.structure[s.kind];
      if (st?.countsInAdjacentLocations) dice.push({ dieId: st.combatDieId, pieceId: s.id, source: 'adjacent-structure', bonus: 0 });
    }
  }
  if (bonus !== 0) for (const d of dice) d.bonus = bonus;
  return dice;
}
