/**
 * Pure queries over the Columbia board: who is where, who controls what, how
 * many victory points a faction holds, which dice a side rolls. No query here
 * changes `g`, asks a decision or rolls a die, so every other Columbia file
 * (and the effect handlers) may call them freely.
 *
 * And the only changes of the board: where a piece is, a unit's owner, a
 * location's `destroyed` and `token` change through the functions below (a
 * repository test, test/perf/board-mutations.test.ts, finds any other
 * assignment in interpreter/), which keep the board index up to date: the
 * queries answer from it, so a read between two changes costs a lookup and
 * a change costs work for the locations it touches.
 *
 * Changing the board:
 *   placeUnit(g, unit, loc | null) / placeStructure(g, structure, loc | null)   -> on a location, or back to the pool
 *   setUnitOwner(g, unit, player)            -> a unit handed over (and back)
 *   setDestroyed(g, loc, destroyed) / setToken(g, loc, token | null)
 *   boardChanged(g)                          -> after arranging any of those by hand (tests)
 *   checkBoardIndex(on)                      -> every read checks the index first (the node test suite)
 *   locationsChanged(g, watch)               -> locations changed since a reader last looked (answers kept per location)
 *
 * Index of the queries (by topic):
 *
 * Ruleset lookups (cached per Ruleset object):
 *   rulesIndex(rules)                        -> RulesIndex (maps by id of locations, territories, cards ...)
 *   effectIds(rules), effectKey(kind, id)    -> effect ids as the engine's sources name them (`card:<type>`, `event:<id>`,
 *                                               `timeline:<step>`, `leader:<id>`, `victory:<id>`)
 *   effectSrc(kind, id)                      -> effectKey's id, one kept string per id (what effect starts pass)
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
 *   unitsToControl(g, player)                -> his own units on the board with no teammate, else every unit on it
 *                                               (the index's list, read only; filter with controlsUnit)
 *   factionUnitsAt / factionStructuresAt(g, faction, loc)
 *   poolUnits(g, player) / poolStructures(g, player)   -> pieces with location null
 *   poolOf(g, player)                        -> both, the index's lists (read only)
 *   onBoardOf(g, player)                     -> his pieces on the board, the index's lists (read only)
 *   factionPieceCount(g, faction, kind)      -> how many pieces of a kind (pieceKindNumber) the faction has on the board (kept with the index)
 *   unitsOnBoard(g, player) / structuresOnBoard(g, player)
 *   boardUnits(g)                            -> every unit on the board, game order (the index's list: read only)
 *   isEliminated(g, player)                  -> no units and no structures of his own on the board
 *   anyEliminated(g)                         -> isEliminated for some player of the turn order
 *   destroyedLocations(g)                    -> the destroyed locations as a sum of locationBit(loc) (kept with the index)
 *
 * Presence and control (each takes an optional `census`: the current one, boardCensus(g), or none, answers from
 * the index; an older one, or another game's, is read as it is):
 *   boardCensus(g) / piecesAt(g, loc)        -> pieces by location (the census a copy, kept until the next change)
 *   currentCensus(g)                         -> the index's own census, no copy: read it now, never keep it
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
 *   territoryHolders(g, rules)               -> every territory's holder, in the Ruleset's order
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
import type { ActionCard, CardType, Die, Location, Ruleset, Structure, Territory, UnitKind, VictoryCard } from './content/types.ts';
import type { ColumbiaG, FactionId, LocationId, LocationState, PlayerId, StructurePiece, UnitPiece } from './state.ts';

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

/**
 * `make(rules)`, made once per Ruleset and remembered (the Ruleset is
 * read-only): for tables and caches of texts derived from the content.
 */
export function perRuleset<T>(make: (rules: Ruleset) => T): (rules: Ruleset) => T {
  const made = new WeakMap<Ruleset, T>();
  // The last Ruleset asked about and its table: a game asks about one Ruleset, many times per decision (a compare
  // where the map hashes). Keeps that one Ruleset alive, as a running game does anyway.
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

function byId<T extends { id: string }>(items: readonly T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const x of items) out[x.id] = x;
  // Grown key by key, a wide record (120 action cards) becomes a hash table; a spread copy reads fast (see core fastCopy).
  return { ...out };
}

/** Lookups by id, built once per Ruleset (the Ruleset is read-only, so caching is safe). */
export function rulesIndex(rules: Ruleset): RulesIndex {
  // As `perRuleset`: the last Ruleset's index without a map look-up.
  if (rules === lastIndexed) return lastIndex!;
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
  lastIndexed = rules;
  lastIndex = ix;
  return ix;
}

let lastIndexed: Ruleset | null = null;
let lastIndex: RulesIndex | null = null;

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

/** Per kind of component: its id -> its effect id, made once (`effectSrc`). */
const keptEffectIds: Record<keyof typeof EFFECT_PREFIX, Map<string, string>> = {
  cardTypes: new Map(),
  worldEvents: new Map(),
  timelineSteps: new Map(),
  leaders: new Map(),
  victoryCards: new Map(),
};

/**
 * `effectKey(kind, id)`, the same string object at every call: the effect
 * runtime looks a run's source up by it, and a string made afresh at every
 * effect start is hashed and compared character by character there, where a
 * kept one (made a property name, so the very string the sources' keys are)
 * is found by its kept hash and one pointer compare. Keyed by the text
 * alone, so it holds whatever the Ruleset.
 */
export function effectSrc(kind: keyof typeof EFFECT_PREFIX, id: string): string {
  const kept = keptEffectIds[kind];
  let key = kept.get(id);
  if (key === undefined) {
    key = asPropertyName(effectKey(kind, id));
    kept.set(id, key);
  }
  return key;
}

/** `s` as the engine keeps it as a property name (one copy per text: the one the effect sources' keys are). */
function asPropertyName(s: string): string {
  return Object.keys({ [s]: true })[0]!;
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
  const order = g.turnOrder;
  const i = order.indexOf(first);
  if (i < 0) return order.slice();
  // One list, filled in a loop (two slices spread into a third cost three; the effect nouns ask this often).
  const out: PlayerId[] = [];
  for (let k = 0; k < order.length; k++) out.push(order[(i + k) % order.length]!);
  return out;
}

// ---------------------------------------------------------------------------
// Changing the board
// ---------------------------------------------------------------------------
//
// Every change of where a piece is, of a unit's owner, of a location's
// `destroyed` or `token` goes through one of these functions (a repository
// test fails on a direct assignment anywhere else in interpreter/): each
// brings the board index below up to date (a move or a location's change is
// patched in; a new owner has the index rebuilt at the next read). Code that
// arranges a board by hand outside interpreter/ (tests) calls `boardChanged`.

/** Puts a unit on `loc`, or back in its owner's pool (null). */
export function placeUnit(g: ColumbiaG, unit: UnitPiece, loc: LocationId | null): void {
  if (checking) checkBeforeChange(g);
  const from = unit.location;
  unit.location = loc;
  moved(g, unit, true, from, loc);
}

/** Puts a structure on `loc`, or back in its owner's pool (null). */
export function placeStructure(g: ColumbiaG, structure: StructurePiece, loc: LocationId | null): void {
  if (checking) checkBeforeChange(g);
  const from = structure.location;
  structure.location = loc;
  moved(g, structure, false, from, loc);
}

/** Hands a unit to another player (Songbird lent to the Vox Populi for a round, and back). */
export function setUnitOwner(g: ColumbiaG, unit: UnitPiece, owner: PlayerId): void {
  if (checking) checkBeforeChange(g);
  unit.owner = owner;
  boardChanged(g);
}

/** Marks a location destroyed (or, arranging a position, not). Its structures are the caller's business. */
export function setDestroyed(g: ColumbiaG, loc: LocationId, destroyed: boolean): void {
  const l = g.locations[loc];
  if (l === undefined) throw new Error(`no location "${loc}"`);
  if (checking) checkBeforeChange(g);
  l.destroyed = destroyed;
  locationChanged(g, loc, l);
}

/** Lays a territory token on `loc`, or takes it away (null). */
export function setToken(g: ColumbiaG, loc: LocationId, token: LocationState['token']): void {
  const l = g.locations[loc];
  if (l === undefined) throw new Error(`no location "${loc}"`);
  if (checking) checkBeforeChange(g);
  l.token = token;
  locationChanged(g, loc, l);
}

/**
 * The board of `g` changed: the next read builds the index again. Call it
 * after arranging pieces, owners, tokens or destroyed locations by hand.
 */
export function boardChanged(g: ColumbiaG): void {
  const ix = storedIndex(g);
  if (ix !== undefined) ix.stale = true;
}

// ---------------------------------------------------------------------------
// The board index
// ---------------------------------------------------------------------------

/** The units and structures on one location (or in one pool, or of one player on the board). */
export interface Pieces {
  units: UnitPiece[];
  structures: StructurePiece[];
}

/** Where everything is: location id -> its pieces (locations with none read as undefined). */
export type Census = Record<LocationId, Pieces>;

const NO_PIECES: Pieces = Object.freeze({ units: [], structures: [] }) as unknown as Pieces;

/**
 * An answer per location, undefined while not known: made from the census
 * template (every location's key, in one order), so reads stay fast property
 * reads where a map would hash the id at every question.
 */
type PerLocation<T> = Record<LocationId, T | undefined>;

/**
 * Everything the board queries answer from, for one `g` as it is now: built
 * at the first read after a change (one pass over the pieces), then every
 * read is a lookup until the next change (`boardChanged`). Who controls each
 * location and who holds each territory are kept too, worked out at the build
 * and patched at every change of a location (`relearn`), so that every "who
 * controls X" read and the victory tokens' update after every step are
 * lookups. Never stored in `g` (`g` stays plain
 * JSON); a cloned `g` is another key and gets its own. Besides the board,
 * answers depend on the players' factions and the turn order, which never
 * change after setup, and (4-player ties) the active and first player, which
 * are kept with them.
 *
 * Stale answers are the one way this can go wrong, so: every change in
 * interpreter/ goes through the functions above (test/perf/board-mutations
 * checks the source), the index is rebuilt when `g.units`, `g.structures` or
 * `g.locations` is another object than it was built from, and with
 * `checkBoardIndex(true)` (the whole node test suite) every read first
 * compares the index with the pieces, and every control read the kept
 * controllers and holders with ones worked out afresh, and throws on a
 * difference.
 */
interface BoardIndex {
  stale: boolean;
  /** The records it was built from. */
  units: Record<string, UnitPiece>;
  structures: Record<string, StructurePiece>;
  locations: Record<LocationId, LocationState>;
  /**
   * The index's own census: patched in place at every move (two keyed stores, where copying a record of every
   * location cost more than the rest of a move's bookkeeping), so never handed out. Its Pieces are never changed
   * (a move makes new ones for the two locations), so a snapshot may share them.
   */
  census: Census;
  /** The census as handed out (`boardCensus`): a copy of `census` made at the first ask after a change, then kept (null: none since). */
  snapshot: Census | null;
  /** Units on the board, in the game's order (shared ones under their owner). */
  unitsOnBoard: UnitPiece[];
  /** By owner: pieces in his pool, and his pieces on the board (game order). */
  pool: Map<PlayerId, Pieces>;
  onBoard: Map<PlayerId, Pieces>;
  /** `anyEliminated`'s answer (null: not asked since the build or since a piece last entered or left the board). */
  anyOut: boolean | null;
  /** By faction: its pieces on the board counted by kind number (`factionPieceCount`; null: not asked for since the build). */
  onBoardCounts: Map<FactionId, number[]> | null;
  /**
   * Who controls each location of `g.locations` (worked out at the build, patched at every change of the location);
   * 4-player ties depend on the active and first player, kept with them.
   */
  controller: PerLocation<PlayerId | null>;
  /** Locations whose kept controller broke a teammates' tie (worked out again when the active or first player changes). */
  tied: LocationId[];
  active: PlayerId | null;
  first: PlayerId;
  /** Who holds each territory of `rules` (by its place in the Ruleset, and as one list once asked for all). */
  rules: Ruleset | null;
  /** Each faction's one player (null: several), for `findController`. */
  sole: Map<FactionId, PlayerId | null>;
  /** `territoryTable(rules)`, for `relearn` (a location's territory) and the holders. */
  territories: TerritoryTable | null;
  /**
   * Who holds each territory of `rules`, by its place in `territories` (null:
   * no Ruleset asked about yet): worked out at the first ask, then patched as
   * controllers change. A list handed out is never changed: a change of a
   * holder makes a new one, so the same list means the same holders (a
   * reader may keep an answer per list).
   */
  holders: (FactionId | null)[] | null;
  /** What it was built from, for `checkBoardIndex`: every piece (units then structures), its location and owner, each location's state. */
  pieces: (UnitPiece | StructurePiece)[];
  locs: (LocationId | null)[];
  owners: PlayerId[];
  places: { l: LocationState; destroyed: boolean; token: boolean; bit: number }[];
  /** The destroyed `places` as their `locationBit`s (kept with them), and how many destroyed ones have no bit: what `destroyedLocations` says. */
  destroyedBits: number;
  destroyedUnbitten: number;
  /** Each piece's place in `pieces` (the game's order), for patching. */
  order: Map<UnitPiece | StructurePiece, number>;
  /** Board version (`boardVersion`): new at every build and every change patched in. */
  version: number;
  /**
   * Every location whose answers were worked out again (`relearn`: its pieces, controller, `destroyed` or token may
   * have changed), in order, repeats and all: what `locationsChanged` reads. A new list when this one grows long.
   */
  changes: LocationId[];
}

const boardIndexes = new WeakMap<ColumbiaG, BoardIndex>();
/** The last game whose index was looked up or stored, and that index: board reads come in runs about one game (a compare where the map hashes; keeps at most that game alive). */
let lastIndexedGame: ColumbiaG | null = null;
let lastBoardIndex: BoardIndex | undefined;

/** `g`'s index as stored (maybe stale), or undefined. */
function storedIndex(g: ColumbiaG): BoardIndex | undefined {
  if (g === lastIndexedGame) return lastBoardIndex;
  const ix = boardIndexes.get(g);
  lastIndexedGame = g;
  lastBoardIndex = ix;
  return ix;
}

function storeIndex(g: ColumbiaG, ix: BoardIndex): void {
  boardIndexes.set(g, ix);
  lastIndexedGame = g;
  lastBoardIndex = ix;
}

let checking = false;

/**
 * On: every board read first checks the index against the pieces and throws
 * when a change did not go through `boardChanged` (a stale answer). Costs
 * about a pass over the pieces per read: for tests, not for play.
 */
export function checkBoardIndex(on: boolean): void {
  checking = on;
}

/**
 * A census with every location's key present (undefined: no pieces), in the
 * order of `g.locations`: every census then has the same shape, which keeps
 * `census[loc]` a fast property read (objects keyed in ever-different orders
 * make it a slow one). One template, the last made, with its keys in order
 * and the locations record it was last asked for: every game of a Ruleset
 * has its locations in one order, so a new game's build compares its keys
 * with these rather than making a template of its own (keeps one game's
 * locations record alive).
 */
let censusTemplate: Census = {};
let censusKeys: LocationId[] = [];
let censusLocations: object | null = null;

function emptyCensus(g: ColumbiaG): Census {
  const locations = g.locations;
  if (locations !== censusLocations) {
    let i = 0;
    let same = true;
    for (const loc in locations) {
      if (i === censusKeys.length || censusKeys[i] !== loc) {
        same = false;
        break;
      }
      i++;
    }
    if (!same || i !== censusKeys.length) {
      const t: Record<string, Pieces | undefined> = {};
      const keys: LocationId[] = [];
      for (const loc in locations) {
        t[loc] = undefined;
        keys.push(loc);
      }
      censusTemplate = t as Census;
      censusKeys = keys;
    }
    censusLocations = locations;
  }
  return { ...censusTemplate };
}

function piecesOf(m: Map<PlayerId, Pieces>, p: PlayerId): Pieces {
  let x = m.get(p);
  if (x === undefined) m.set(p, (x = { units: [], structures: [] }));
  return x;
}

/**
 * Kinds of piece numbered for `factionPieceCount`: `ALL_UNITS`, `ALL_STRUCTURES`,
 * then a number per unit kind and per structure kind at its first sight (the
 * same kind has the same number in every game and Ruleset). A reader asks
 * for its kind's number once and counts by it: an array read per question.
 * `OCCUPIED_LOCATIONS` counts locations, not pieces: those where the faction
 * has at least one piece.
 */
export const ALL_UNITS = 0;
export const ALL_STRUCTURES = 1;
export const OCCUPIED_LOCATIONS = 2;
const unitKindNumbers = new Map<string, number>();
const structureKindNumbers = new Map<string, number>();
let pieceKinds = 3;

/** The number of a kind of unit (`isUnit`) or structure, for `factionPieceCount`. */
export function pieceKindNumber(isUnit: boolean, kind: string): number {
  const numbers = isUnit ? unitKindNumbers : structureKindNumbers;
  let n = numbers.get(kind);
  if (n === undefined) numbers.set(kind, (n = pieceKinds++));
  return n;
}

/** The faction's counts (made at its first piece). */
function countsOf(counts: Map<FactionId, number[]>, f: FactionId): number[] {
  let c = counts.get(f);
  if (c === undefined) counts.set(f, (c = []));
  // Filled in order (no holes: an array of small numbers stays fast).
  while (c.length < pieceKinds) c.push(0);
  return c;
}

/** A piece entering (`step` 1) or leaving (-1) the board, counted for its faction (a unit's by `unitFaction`, a structure's by its owner's). */
function countOnBoard(g: ColumbiaG, counts: Map<FactionId, number[]>, piece: UnitPiece | StructurePiece, isUnit: boolean, step: number): void {
  countPiece(countsOf(counts, g.players[piece.owner]!.factionId), piece, isUnit, step);
}

/** `countOnBoard` into its faction's counts `c`. */
function countPiece(c: number[], piece: UnitPiece | StructurePiece, isUnit: boolean, step: number): void {
  const kind = pieceKindNumber(isUnit, piece.kind);
  // A kind first seen now has its number past the end of `c`.
  while (c.length <= kind) c.push(0);
  c[isUnit ? ALL_UNITS : ALL_STRUCTURES]! += step;
  c[kind]! += step;
}

/**
 * Whether `here` holds a unit or structure of `faction`, whose player `owner`
 * is (loops, no closures: asked twice per move; pieces side by side are
 * mostly one owner's, so his are known without a look-up of their faction).
 */
function hasFactionPiece(g: ColumbiaG, owner: PlayerId, faction: FactionId, here: Pieces | undefined): boolean {
  if (here === undefined) return false;
  const units = here.units;
  for (let i = 0; i < units.length; i++) {
    const o = units[i]!.owner;
    if (o === owner || g.players[o]!.factionId === faction) return true;
  }
  const structures = here.structures;
  for (let i = 0; i < structures.length; i++) {
    const o = structures[i]!.owner;
    if (o === owner || g.players[o]!.factionId === faction) return true;
  }
  return false;
}

/** The index's counts of pieces on the board, made at the first ask from its lists (then patched as pieces enter and leave the board). */
function onBoardCountsOf(g: ColumbiaG, ix: BoardIndex): Map<FactionId, number[]> {
  let counts = ix.onBoardCounts;
  if (counts === null) {
    counts = new Map();
    for (const mine of ix.onBoard.values()) {
      for (const u of mine.units) countOnBoard(g, counts, u, true, 1);
      for (const s of mine.structures) countOnBoard(g, counts, s, false, 1);
    }
    // Every faction with a piece on the board has its counts now: its occupied locations counted.
    for (const [f, c] of counts) for (const loc in ix.census) if (hasFactionPiece(g, '', f, ix.census[loc])) c[OCCUPIED_LOCATIONS]!++;
    ix.onBoardCounts = counts;
  }
  return counts;
}

/**
 * How many pieces of kind number `kind` (`pieceKindNumber`, `ALL_UNITS`,
 * `ALL_STRUCTURES`) the faction has on the board, kept with the index. A
 * location a faction controls holds only its pieces (a mixed one is
 * contested), so readers that count locations by the pieces on them may
 * take it as a bound.
 */
export function factionPieceCount(g: ColumbiaG, faction: FactionId, kind: number): number {
  const ix = boardIndex(g);
  return onBoardCountsOf(g, ix).get(faction)?.[kind] ?? 0;
}

/** The index of `g` as it is now. */
function boardIndex(g: ColumbiaG): BoardIndex {
  const ix = storedIndex(g);
  if (ix === undefined || ix.stale || ix.units !== g.units || ix.structures !== g.structures || ix.locations !== g.locations) return buildIndex(g);
  if (checking) verifyIndex(g, ix);
  return ix;
}

function buildIndex(g: ColumbiaG): BoardIndex {
  const ix = collect(g);
  storeIndex(g, ix);
  // Stored first: `findController` asks the faction's sole player of this index.
  const controller = ix.controller;
  for (const loc in g.locations) {
    controller[loc] = findController(g, loc, ix.census);
    if (tieBroken) ix.tied.push(loc);
  }
  return ix;
}

/** A new index of `g`, from one pass over its pieces. */
function collect(g: ColumbiaG): BoardIndex {
  const census = emptyCensus(g);
  const unitsOnBoard: UnitPiece[] = [];
  const pool = new Map<PlayerId, Pieces>();
  const onBoard = new Map<PlayerId, Pieces>();
  const pieces: (UnitPiece | StructurePiece)[] = [];
  const locs: (LocationId | null)[] = [];
  const owners: PlayerId[] = [];
  // Read from locals: a for-in whose keyed reads are of the object walked reads them by the walk's own layout.
  const units = g.units;
  for (const id in units) {
    const u = units[id]!;
    pieces.push(u);
    locs.push(u.location);
    owners.push(u.owner);
    if (u.location === null) piecesOf(pool, u.owner).units.push(u);
    else {
      (census[u.location] ??= { units: [], structures: [] }).units.push(u);
      unitsOnBoard.push(u);
      piecesOf(onBoard, u.owner).units.push(u);
    }
  }
  const structures = g.structures;
  for (const id in structures) {
    const s = structures[id]!;
    pieces.push(s);
    locs.push(s.location);
    owners.push(s.owner);
    if (s.location === null) piecesOf(pool, s.owner).structures.push(s);
    else {
      (census[s.location] ??= { units: [], structures: [] }).structures.push(s);
      piecesOf(onBoard, s.owner).structures.push(s);
    }
  }
  const places: BoardIndex['places'] = [];
  let destroyedBits = 0;
  let destroyedUnbitten = 0;
  const locations = g.locations;
  for (const loc in locations) {
    const l = locations[loc]!;
    const bit = locationBit(loc);
    places.push({ l, destroyed: l.destroyed, token: l.token !== null, bit });
    if (l.destroyed && bit !== 0) destroyedBits |= bit;
    else if (l.destroyed) destroyedUnbitten++;
  }
  const ix: BoardIndex = {
    stale: false,
    units: g.units,
    structures: g.structures,
    locations: g.locations,
    census,
    snapshot: null,
    unitsOnBoard,
    pool,
    onBoard,
    onBoardCounts: null,
    anyOut: null,
    controller: emptyCensus(g) as unknown as PerLocation<PlayerId | null>,
    tied: [],
    active: g.activePlayer,
    first: g.firstPlayer,
    rules: null,
    territories: null,
    sole: new Map(),
    holders: null,
    pieces,
    locs,
    owners,
    places,
    destroyedBits,
    destroyedUnbitten,
    order: new Map(),
    version: ++boardVersions,
    changes: [],
  };
  for (let i = 0; i < pieces.length; i++) ix.order.set(pieces[i]!, i);
  return ix;
}

/** `checkBoardIndex`, after a change was patched in: the patched lists are those a new index lists. */
function checkPatch(g: ColumbiaG, ix: BoardIndex): void {
  const fresh = collect(g);
  const same = (a: readonly object[] | undefined, b: readonly object[] | undefined, what: string): void => {
    const x = a ?? [];
    const y = b ?? [];
    if (x.length !== y.length || x.some((p, i) => p !== y[i])) throw new Error(`board index patched wrong: ${what}`);
  };
  for (const loc in g.locations) {
    same(ix.census[loc]?.units, fresh.census[loc]?.units, `units at ${loc}`);
    same(ix.census[loc]?.structures, fresh.census[loc]?.structures, `structures at ${loc}`);
  }
  same(ix.unitsOnBoard, fresh.unitsOnBoard, 'units on the board');
  for (const [name, mine, theirs] of [['pool', ix.pool, fresh.pool], ['on board', ix.onBoard, fresh.onBoard]] as const) {
    for (const p of new Set([...mine.keys(), ...theirs.keys()])) {
      same(mine.get(p)?.units, theirs.get(p)?.units, `${name} units of ${p}`);
      same(mine.get(p)?.structures, theirs.get(p)?.structures, `${name} structures of ${p}`);
    }
  }
  if (ix.onBoardCounts === null) return;
  const counted = onBoardCountsOf(g, fresh);
  for (const f of new Set([...ix.onBoardCounts.keys(), ...counted.keys()])) {
    const a = ix.onBoardCounts.get(f) ?? [];
    const b = counted.get(f) ?? [];
    for (let k = 0; k < Math.max(a.length, b.length); k++) {
      if ((a[k] ?? 0) !== (b[k] ?? 0)) throw new Error(`board index patched wrong: pieces on the board of kind number ${k} counted for ${f}`);
    }
  }
}

/**
 * A piece went from `from` to `to` (null: its owner's pool): the index, if
 * up to date, is patched (only those two locations' lists are made anew and
 * only their answers forgotten), else left to be rebuilt.
 */
function moved(g: ColumbiaG, piece: UnitPiece | StructurePiece, isUnit: boolean, from: LocationId | null, to: LocationId | null): void {
  const ix = storedIndex(g);
  if (ix === undefined || ix.stale || from === to) return;
  const i = ix.order.get(piece);
  // Not a piece the index was built from (another game's, a replaced object): build it anew.
  if (i === undefined || ix.units !== g.units || ix.structures !== g.structures || ix.locs[i] !== from) {
    ix.stale = true;
    return;
  }
  ix.locs[i] = to;
  ix.version = ++boardVersions;
  // The index's census, patched in place with new lists for the two locations (a snapshot handed out keeps the old ones).
  const census = ix.census;
  const owner = piece.owner;
  // Counted as its faction's occupied locations (once asked for): `to` if it had no piece there yet, `from` if it has none left.
  const faction = ix.onBoardCounts !== null ? g.players[owner]!.factionId : null;
  const counts = faction !== null ? countsOf(ix.onBoardCounts!, faction) : null;
  if (to !== null && counts !== null && !hasFactionPiece(g, owner, faction!, census[to])) counts[OCCUPIED_LOCATIONS]!++;
  // What is left at `from` and now at `to`, kept for working out their controllers (a keyed read less each).
  const left = from !== null ? without(census[from], piece, isUnit) : undefined;
  const there = to !== null ? including(census[to], piece, isUnit, i, ix.order) : undefined;
  if (from !== null) (census as Record<LocationId, Pieces | undefined>)[from] = left;
  if (to !== null) census[to] = there!;
  if (from !== null && counts !== null && !hasFactionPiece(g, owner, faction!, census[from])) counts[OCCUPIED_LOCATIONS]!--;
  ix.snapshot = null;
  // The owner's pool and pieces on the board (the index's own lists: patched in place).
  if (from === null || to === null) {
    ix.anyOut = null;
    const was = piecesOf(from === null ? ix.pool : ix.onBoard, owner);
    const entered = piecesOf(to === null ? ix.pool : ix.onBoard, owner);
    if (isUnit) {
      remove(was.units, piece as UnitPiece);
      insert(entered.units, piece as UnitPiece, i, ix.order);
      if (to === null) remove(ix.unitsOnBoard, piece as UnitPiece);
      else insert(ix.unitsOnBoard, piece as UnitPiece, i, ix.order);
    } else {
      remove(was.structures, piece as StructurePiece);
      insert(entered.structures, piece as StructurePiece, i, ix.order);
    }
    if (counts !== null) countPiece(counts, piece, isUnit, to === null ? -1 : 1);
  }
  // Its faction's one player (null: several), with whom most moves leave both controllers as they were.
  const sole = soleMember(g, faction ?? g.players[owner]!.factionId, ix);
  if (from !== null) relearn(g, ix, from, sole !== null ? controllerAfterMove(g, ix, from, left, sole, false) : findController(g, from, census), false);
  if (to !== null) relearn(g, ix, to, sole !== null ? controllerAfterMove(g, ix, to, there, sole, true) : findController(g, to, census), false);
  if (checking) checkPatch(g, ix);
}

/** A location's `destroyed` or `token` changed: its controller and its territory's holder are worked out again (`relearn`). */
function locationChanged(g: ColumbiaG, loc: LocationId, l: LocationState): void {
  const ix = storedIndex(g);
  if (ix === undefined || ix.stale) return;
  if (ix.locations !== g.locations) {
    ix.stale = true;
    return;
  }
  ix.version = ++boardVersions;
  for (const p of ix.places) {
    if (p.l !== l) continue;
    if (p.destroyed !== l.destroyed && p.bit !== 0) ix.destroyedBits ^= p.bit;
    else if (p.destroyed !== l.destroyed) ix.destroyedUnbitten += l.destroyed ? 1 : -1;
    p.destroyed = l.destroyed;
    p.token = l.token !== null;
  }
  relearn(g, ix, loc, findController(g, loc, ix.census), true);
}

/**
 * Who controls `loc` (2 players: whose faction has one player, `sole`) now
 * that one of `sole`'s pieces entered it (`entered`) or left it (`here`: its
 * pieces now, from the census), read from
 * the controller kept from before where that says it (sets `tieBroken`, as
 * `findController` would: no tie with one player a faction):
 * a piece entering a location another faction controls contests it, and one
 * entering one that is already contested, destroyed or under a token (nobody
 * controls it, though pieces are there) changes none of that; a piece
 * leaving its faction's location leaves it to its own, or to nobody once
 * empty. Else (an empty location entered, a contested one left) worked out
 * afresh.
 */
function controllerAfterMove(g: ColumbiaG, ix: BoardIndex, loc: LocationId, here: Pieces | undefined, sole: PlayerId, entered: boolean): PlayerId | null {
  const before = ix.controller[loc];
  if (before === undefined) return findController(g, loc, ix.census);
  tieBroken = false;
  if (entered) {
    if (before !== null) return before === sole ? before : null;
    // The piece alone there: the location was empty.
    if (here!.units.length + here!.structures.length === 1) return findController(g, loc, ix.census);
    return null;
  }
  if (before !== null) return here === undefined ? null : before;
  return findController(g, loc, ix.census);
}

/**
 * Keeps `now` (`findController`'s answer, or `controllerAfterMove`'s, which
 * set `tieBroken`) as who controls `loc` (its pieces, `destroyed` or token
 * may have changed) and, when the controlling faction changed or `destroyedToo`
 * (a destroyed location counts for no territory), who holds its territory;
 * notes the change for `locationsChanged`. A move costs this for its two
 * locations, where keeping the answers lazily cost a search at the next read
 * (the victory tokens' update reads them after nearly every move).
 */
function relearn(g: ColumbiaG, ix: BoardIndex, loc: LocationId, now: PlayerId | null, destroyedToo: boolean): void {
  // A long list restarts: its readers read every location once (15 on the board) rather than the list growing all game.
  if (ix.changes.length >= MAX_CHANGES) ix.changes = [];
  ix.changes.push(loc);
  const controller = ix.controller;
  const before = controller[loc] ?? null;
  if (tieBroken) {
    if (!ix.tied.includes(loc)) ix.tied.push(loc);
  } else if (ix.tied.length > 0) remove(ix.tied, loc);
  if (now === before && !destroyedToo) return;
  controller[loc] = now;
  if (!destroyedToo && (before === null ? null : g.players[before]!.factionId) === (now === null ? null : g.players[now]!.factionId)) return;
  const table = ix.territories;
  if (table === null) return;
  // A location of no territory holds none.
  const t = table.ofLocation[loc];
  if (t === undefined) return;
  const holders = ix.holders!;
  const h = findHolder(g, table.locations[t], undefined, ix);
  if (h === holders[t]) return;
  const out = holders.slice();
  out[t] = h;
  ix.holders = out;
}

/** `here` without `piece`: a new Pieces (undefined when nothing is left). */
function without(here: Pieces | undefined, piece: UnitPiece | StructurePiece, isUnit: boolean): Pieces | undefined {
  if (here === undefined) return undefined;
  const units = isUnit ? allBut(here.units, piece) : here.units;
  const structures = isUnit ? here.structures : allBut(here.structures, piece);
  return units.length === 0 && structures.length === 0 ? undefined : { units, structures };
}

/**
 * A new list of `list`'s pieces but `x`, made at its length (one `slice`: a
 * list grown push by push reserves room for 16 pieces where a location holds
 * one to three).
 */
function allBut<T>(list: readonly T[], x: unknown): T[] {
  const k = list.indexOf(x as T);
  if (k < 0) return list.slice();
  const out = list.slice(0, list.length - 1);
  for (let j = k; j < out.length; j++) out[j] = list[j + 1]!;
  return out;
}

/** `here` with `piece` at its place in the game's order: a new Pieces. */
function including(here: Pieces | undefined, piece: UnitPiece | StructurePiece, isUnit: boolean, i: number, order: BoardIndex['order']): Pieces {
  if (here === undefined) return isUnit ? { units: [piece as UnitPiece], structures: [] } : { units: [], structures: [piece as StructurePiece] };
  const units = isUnit ? withAdded(here.units, piece as UnitPiece, i, order) : here.units;
  const structures = isUnit ? here.structures : withAdded(here.structures, piece as StructurePiece, i, order);
  return { units, structures };
}

/**
 * A new list of `list` with `x` (at `i` in the game's order) at its place: one
 * pass of pushes (a copy then a `splice` allocated the copy, a larger store
 * for it and the list of what `splice` took out).
 */
function withAdded<T extends UnitPiece | StructurePiece>(list: readonly T[], x: T, i: number, order: BoardIndex['order']): T[] {
  const out: T[] = [];
  let k = 0;
  while (k < list.length && order.get(list[k]!)! < i) out.push(list[k++]!);
  out.push(x);
  while (k < list.length) out.push(list[k++]!);
  return out;
}

/** Takes `x` out of `list` in place (a shift: `splice` would allocate the list of what it took out). */
function remove<T>(list: T[], x: T): void {
  const k = list.indexOf(x);
  if (k < 0) return;
  for (let j = k + 1; j < list.length; j++) list[j - 1] = list[j]!;
  list.pop();
}

/** Puts `x` (at `i` in the game's order) into the ordered `list` in place: a binary search, each step a lookup in `order`, then a shift. */
function insert<T extends UnitPiece | StructurePiece>(list: T[], x: T, i: number, order: BoardIndex['order']): void {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order.get(list[mid]!)! > i) hi = mid;
    else lo = mid + 1;
  }
  list.push(x);
  for (let j = list.length - 1; j > lo; j--) list[j] = list[j - 1]!;
  list[lo] = x;
}

/**
 * `checkBoardIndex`, before a change is patched in: the index was right until
 * now (an earlier change untold would otherwise be carried along by the patch,
 * or hidden by a rebuild).
 */
function checkBeforeChange(g: ColumbiaG): void {
  const ix = storedIndex(g);
  if (ix !== undefined && !ix.stale && ix.units === g.units && ix.structures === g.structures && ix.locations === g.locations) verifyIndex(g, ix);
}

/** `checkBoardIndex`'s check: the same piece objects, at the same places, with the same owners; the same location states. */
function verifyIndex(g: ColumbiaG, ix: BoardIndex): void {
  const stale = (what: string): never => {
    throw new Error(`board index out of date: ${what} changed without boardChanged(g) (use placeUnit, placeStructure, setUnitOwner, setDestroyed, setToken)`);
  };
  let i = 0;
  const n = ix.pieces.length;
  for (const id in g.units) {
    const u = g.units[id]!;
    if (i === n || ix.pieces[i] !== u) stale(`the units (${id})`);
    if (ix.locs[i] !== u.location) stale(`unit ${id}'s location`);
    if (ix.owners[i] !== u.owner) stale(`unit ${id}'s owner`);
    i++;
  }
  for (const id in g.structures) {
    const s = g.structures[id]!;
    if (i === n || ix.pieces[i] !== s) stale(`the structures (${id})`);
    if (ix.locs[i] !== s.location) stale(`structure ${id}'s location`);
    if (ix.owners[i] !== s.owner) stale(`structure ${id}'s owner`);
    i++;
  }
  if (i !== n) stale('the set of pieces');
  let k = 0;
  let bits = 0;
  let unbitten = 0;
  for (const loc in g.locations) {
    const l = g.locations[loc]!;
    const p = ix.places[k++];
    if (p === undefined || p.l !== l) stale('the locations');
    if (p!.destroyed !== l.destroyed) stale(`location ${loc}'s destroyed`);
    if (p!.token !== (l.token !== null)) stale(`location ${loc}'s token`);
    if (p!.bit !== locationBit(loc)) stale(`location ${loc}'s place`);
    if (l.destroyed && p!.bit !== 0) bits |= p!.bit;
    else if (l.destroyed) unbitten++;
  }
  if (k !== ix.places.length) stale('the locations');
  if (ix.destroyedBits !== bits || ix.destroyedUnbitten !== unbitten) stale('the destroyed locations kept as bits');
}

/** The index's controllers, those that broke a teammates' tie worked out again when the active or first player changed (4 players). */
function controllersOf(g: ColumbiaG, ix: BoardIndex): PerLocation<PlayerId | null> {
  if (ix.active !== g.activePlayer || ix.first !== g.firstPlayer) {
    ix.active = g.activePlayer;
    ix.first = g.firstPlayer;
    // Only answers that broke a tie between teammates depend on them: those worked out again are a change of the board's answers (`boardVersion`).
    if (ix.tied.length > 0) {
      ix.version = ++boardVersions;
      // `relearn` lists the locations still tied anew.
      const tied = ix.tied;
      ix.tied = [];
      for (const loc of tied) relearn(g, ix, loc, findController(g, loc, ix.census), false);
    }
  }
  if (checking) verifyControl(g, ix);
  return ix.controller;
}

/** `checkBoardIndex`'s check of the kept controllers and holders: each the one worked out afresh from the pieces. */
function verifyControl(g: ColumbiaG, ix: BoardIndex): void {
  const tied = tieBroken;
  for (const loc in g.locations) {
    const fresh = findController(g, loc, ix.census);
    if ((ix.controller[loc] ?? null) !== fresh) throw new Error(`board index out of date: the controller of ${loc} is kept as ${ix.controller[loc]}, not ${fresh}`);
  }
  const table = ix.territories;
  if (table !== null) {
    for (let t = 0; t < table.locations.length; t++) {
      const fresh = findHolder(g, table.locations[t], ix.census, null);
      if (ix.holders![t] !== fresh) throw new Error(`board index out of date: the holder of territory number ${t} is kept as ${ix.holders![t]}, not ${fresh}`);
    }
  }
  tieBroken = tied;
}

/** The index's territory holders for `rules`, after `controllersOf` (holders follow controllers). */
function holdersOf(g: ColumbiaG, ix: BoardIndex, rules: Ruleset): TerritoryTable {
  controllersOf(g, ix);
  if (ix.rules !== rules) {
    const table = territoryTable(rules);
    ix.rules = rules;
    ix.territories = table;
    const out: (FactionId | null)[] = [];
    for (let t = 0; t < table.locations.length; t++) out.push(findHolder(g, table.locations[t], undefined, ix));
    ix.holders = out;
  }
  return ix.territories!;
}

/** The Ruleset's territories numbered (their order in the Ruleset): what a holder is kept by. */
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
  // Spread copies: records grown key by key read slower (see `byId`).
  return { number: { ...number }, locations: ts.map((t) => t.locationIds.slice()), ofLocation: { ...ofLocation } };
});

/**
 * What pure reads of one `g` share while `g` cannot change (an effect
 * condition, a decision's options): a memo for derived reads of other
 * modules (`readMemo`). Board queries need no read: the index answers them.
 */
interface Reading {
  g: ColumbiaG;
  /** Derived reads, by whoever derives them (keys are their own objects). */
  memo: Map<object, unknown>;
  /** This read's number (`readSerial`). */
  serial: number;
}

/** The last read's number: each read gets a new one, unique in the process. */
let readSerials = 0;

let reading: Reading | null = null;

/**
 * Runs `read`, which must not change `g`, with one `readMemo` for all its
 * derived reads. Nested reads of the same `g` share the outer one.
 */
export function readingBoard<T>(g: ColumbiaG, read: () => T): T {
  const outer = reading;
  if (outer !== null && outer.g === g) return read();
  const r = spareReadings.pop() ?? { g, memo: new Map(), serial: 0 };
  r.g = g;
  r.serial = ++readSerials;
  reading = r;
  try {
    return read();
  } finally {
    reading = outer;
    // Emptying a map allocates its table anew, even an empty one: most reads remember nothing.
    if (r.memo.size !== 0) r.memo.clear();
    r.g = NO_GAME;
    spareReadings.push(r);
  }
}

/** Finished reads, emptied, for the next ones (a read is begun at nearly every decision). */
const spareReadings: Reading[] = [];
/** What a spare read points at (no game kept alive by it). */
const NO_GAME = Object.freeze({}) as ColumbiaG;

/**
 * Inside `readingBoard(g, ...)`: a map for derived reads of `g` to remember
 * until the read ends (key: an object of the caller's); null outside one.
 */
export function readMemo(g: ColumbiaG): Map<object, unknown> | null {
  return reading !== null && reading.g === g ? reading.memo : null;
}

/**
 * Inside `readingBoard(g, ...)`: the read's number, new at each read (0
 * outside one). A derived read kept with its number holds for the rest of
 * that read: a compare where a `readMemo` entry would cost a map's upkeep.
 */
export function readSerial(g: ColumbiaG): number {
  return reading !== null && reading.g === g ? reading.serial : 0;
}

// ---------------------------------------------------------------------------
// Board version (added for the victory-card claim offers, victory.ts / effects/index.ts)
// ---------------------------------------------------------------------------

/** The last board version handed out (versions are unique across every game of the process). */
let boardVersions = 0;

/**
 * A number that changes whenever anything the board index answers from may
 * have changed (a piece moved or changed hands, a location destroyed or its
 * token laid or taken, the records replaced, `boardChanged`), and whenever a
 * remembered control answer that broke a 4-player tie is dropped because the
 * active or first player changed: an answer that reads only the board's
 * queries may be kept while this stays the same. With
 * `checkBoardIndex(true)` it checks the index against the pieces first, like
 * every board read.
 */
export function boardVersion(g: ColumbiaG): number {
  const ix = boardIndex(g);
  controllersOf(g, ix);
  return ix.version;
}

/** Changes listed before `BoardIndex.changes` starts anew (a few turns of moves). */
const MAX_CHANGES = 256;

/**
 * How far a reader that keeps an answer per location (effects/compile.ts's
 * control counts) has followed the changes of one `g`: `locationsChanged`
 * moves it on. One per reader and game; start it with `newLocationWatch()`.
 */
export interface LocationWatch {
  /** The index's list of changes it last read (null: none yet). */
  changes: readonly LocationId[] | null;
  /** How many of them it has read. */
  read: number;
  /** Where the last `changedLocations` began in `changes` (what it listed: `changes[from]` up to `changes[read]`). */
  from: number;
}

export function newLocationWatch(): LocationWatch {
  return { changes: null, read: 0, from: 0 };
}

const NO_CHANGES: readonly LocationId[] = Object.freeze([]);

/**
 * The locations of `g` whose pieces, controller, `destroyed` or token may have
 * changed since `watch` last looked (repeats possible; a 4-player control tie
 * broken anew because the active or first player changed counts), or null
 * when every location must be read again: the watch's first look, or the
 * index was built anew (`boardChanged`, records replaced) or its list of
 * changes restarted. Afterwards the watch stands at now. The list is the
 * caller's.
 */
export function locationsChanged(g: ColumbiaG, watch: LocationWatch): readonly LocationId[] | null {
  const changes = changedLocations(g, watch);
  if (changes === null) return null;
  return watch.from === watch.read ? NO_CHANGES : changes.slice(watch.from, watch.read);
}

/**
 * `locationsChanged` without the copy: the index's own list of changes
 * (read it, never keep or change it), of which `watch.from` up to
 * `watch.read` are the locations changed since the watch last looked; null
 * when every location must be read again. Asked at nearly every claim offer.
 */
export function changedLocations(g: ColumbiaG, watch: LocationWatch): readonly LocationId[] | null {
  const ix = boardIndex(g);
  // Ties between teammates follow the active and first player: forgotten (so listed) here, as before any controller read.
  controllersOf(g, ix);
  const changes = ix.changes;
  watch.from = watch.changes === changes ? watch.read : 0;
  watch.read = changes.length;
  if (watch.changes !== changes) {
    watch.changes = changes;
    return null;
  }
  return changes;
}

/**
 * Every piece on the board by location: for queries over many locations.
 * Shared until the board changes: read it, never change it.
 */
export function boardCensus(g: ColumbiaG): Census {
  const ix = boardIndex(g);
  return (ix.snapshot ??= { ...ix.census });
}

/**
 * The index's own census, without the copy `boardCensus` makes after a
 * change: for a walk over many locations that ends before the board next
 * changes. Never keep it (it is patched at every move), nor change it.
 */
export function currentCensus(g: ColumbiaG): Readonly<Census> {
  return boardIndex(g).census;
}

// ---------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------

// The lists returned are the caller's own (copies of the index's).

export function unitsAt(g: ColumbiaG, loc: LocationId): UnitPiece[] {
  const here = boardIndex(g).census[loc];
  return here === undefined ? [] : here.units.slice();
}

export function structuresAt(g: ColumbiaG, loc: LocationId): StructurePiece[] {
  const here = boardIndex(g).census[loc];
  return here === undefined ? [] : here.structures.slice();
}

export function unitsOwnedAt(g: ColumbiaG, player: PlayerId, loc: LocationId): UnitPiece[] {
  return piecesAt(g, loc).units.filter((u) => u.owner === player);
}

export function structuresOwnedAt(g: ColumbiaG, player: PlayerId, loc: LocationId): StructurePiece[] {
  return piecesAt(g, loc).structures.filter((s) => s.owner === player);
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
  return piecesAt(g, loc).units.filter((u) => controlsUnit(g, player, u));
}

/**
 * Every unit on the board, in the game's piece order (`g.units`' key order):
 * the index's own list, for walks that read it before the board next
 * changes; never change it, nor keep it across a change.
 */
export function boardUnits(g: ColumbiaG): readonly UnitPiece[] {
  return boardIndex(g).unitsOnBoard;
}

/** Every unit of `player` on the board (own and shared), wherever it is. */
export function unitsControlled(g: ColumbiaG, player: PlayerId): UnitPiece[] {
  return boardIndex(g).unitsOnBoard.filter((u) => controlsUnit(g, player, u));
}

/**
 * The units `player` may use on the board (`controlsUnit`), in the game's
 * piece order: with no teammate, his own units (the index's own list, no
 * filter); else every unit on the board, for the caller to filter with
 * `controlsUnit`. Read it before the board next changes; never change it.
 */
export function unitsToControl(g: ColumbiaG, player: PlayerId): readonly UnitPiece[] {
  const ix = boardIndex(g);
  if (soleMember(g, factionOf(g, player), ix) === player) return (ix.onBoard.get(player) ?? NO_PIECES).units;
  return ix.unitsOnBoard;
}

export function factionUnitsAt(g: ColumbiaG, faction: FactionId, loc: LocationId): UnitPiece[] {
  return piecesAt(g, loc).units.filter((u) => unitFaction(g, u) === faction);
}

export function factionStructuresAt(g: ColumbiaG, faction: FactionId, loc: LocationId): StructurePiece[] {
  return piecesAt(g, loc).structures.filter((s) => g.players[s.owner]!.factionId === faction);
}

/** `player`'s pool, units and structures in the game's order: the index's own lists (read them, never change them, nor keep them across a change). */
export function poolOf(g: ColumbiaG, player: PlayerId): Readonly<Pieces> {
  return boardIndex(g).pool.get(player) ?? NO_PIECES;
}

/** `player`'s own pieces on the board, units and structures in the game's order: the index's own lists (read them, never change them, nor keep them across a change). */
export function onBoardOf(g: ColumbiaG, player: PlayerId): Readonly<Pieces> {
  return boardIndex(g).onBoard.get(player) ?? NO_PIECES;
}

export function poolUnits(g: ColumbiaG, player: PlayerId): UnitPiece[] {
  return (boardIndex(g).pool.get(player) ?? NO_PIECES).units.slice();
}

export function poolStructures(g: ColumbiaG, player: PlayerId): StructurePiece[] {
  return (boardIndex(g).pool.get(player) ?? NO_PIECES).structures.slice();
}

export function unitsOnBoard(g: ColumbiaG, player: PlayerId): UnitPiece[] {
  return (boardIndex(g).onBoard.get(player) ?? NO_PIECES).units.slice();
}

export function structuresOnBoard(g: ColumbiaG, player: PlayerId): StructurePiece[] {
  return (boardIndex(g).onBoard.get(player) ?? NO_PIECES).structures.slice();
}

/**
 * "No units and no structures on the board": only pieces from the player's
 * own pool count (a shared Songbird belongs to the blue player's pool; see
 * RULINGS "elimination counts owned pieces").
 */
export function isEliminated(g: ColumbiaG, player: PlayerId): boolean {
  return noneOnBoard(boardIndex(g).onBoard.get(player));
}

/** A player's pieces on the board (the index's `onBoard` entry) are none: he is eliminated. */
function noneOnBoard(mine: Pieces | undefined): boolean {
  return mine === undefined || (mine.units.length === 0 && mine.structures.length === 0);
}

/** Whether any player of the turn order is eliminated (`isEliminated`): one look at the index for them all (asked after every step). */
export function anyEliminated(g: ColumbiaG): boolean {
  const ix = boardIndex(g);
  // Kept until a piece enters or leaves the board (the turn order never changes after setup; a new owner rebuilds the index).
  if (ix.anyOut !== null && !checking) return ix.anyOut;
  const onBoard = ix.onBoard;
  const order = g.turnOrder;
  let out = false;
  for (let i = 0; i < order.length; i++) if (noneOnBoard(onBoard.get(order[i]!))) out = true;
  if (checking && ix.anyOut !== null && ix.anyOut !== out) throw new Error(`board index out of date: whether a player is eliminated is kept as ${ix.anyOut}, not ${out}`);
  return (ix.anyOut = out);
}

/**
 * Which locations of `g` are destroyed now, as the sum of their `locationBit`s
 * (kept with the board index): 0 when none is, -1 when one without a bit is.
 * The same set of destroyed locations gives the same number in every game, so
 * a reader may keep what it worked out from that set under it (movement.ts).
 */
export function destroyedLocations(g: ColumbiaG): number {
  const ix = boardIndex(g);
  return ix.destroyedUnbitten > 0 ? -1 : ix.destroyedBits;
}

/** A bit per location id, given at its first sight (the same id has the same bit in every game and Ruleset); 0 past the 30th id. */
const locationBits = new Map<LocationId, number>();

export function locationBit(loc: LocationId): number {
  let bit = locationBits.get(loc);
  if (bit === undefined) {
    bit = locationBits.size < 30 ? 1 << locationBits.size : 0;
    locationBits.set(loc, bit);
  }
  return bit;
}

// ---------------------------------------------------------------------------
// Presence and control
// ---------------------------------------------------------------------------

/** The pieces on `loc` (from `census` when given, else from the shared census: read them, never change them). */
export function piecesAt(g: ColumbiaG, loc: LocationId, census?: Census): Pieces {
  return (census !== undefined ? census[loc] : boardIndex(g).census[loc]) ?? NO_PIECES;
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
  return hasEnemyPieces(g, factionOf(g, player), piecesAt(g, loc, census));
}

/** Whether `here` holds a unit or structure of a faction other than `faction` (loops, no closures: asked at every combat step). */
export function hasEnemyPieces(g: ColumbiaG, faction: FactionId, here: Pieces | undefined): boolean {
  if (here === undefined) return false;
  const units = here.units;
  for (let i = 0; i < units.length; i++) if (unitFaction(g, units[i]!) !== faction) return true;
  const structures = here.structures;
  for (let i = 0; i < structures.length; i++) if (g.players[structures[i]!.owner]!.factionId !== faction) return true;
  return false;
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
  const ix = boardIndex(g);
  // Another census (one taken before a change, or of a copy of `g`): worked out from it, not remembered.
  if (!isCurrent(ix, census)) return findController(g, loc, census);
  // Undefined: no location of `g`.
  return controllersOf(g, ix)[loc] ?? null;
}

/** Whether `census` is none, or the index's own (as handed out): the index answers. */
function isCurrent(ix: BoardIndex, census: Census | undefined): boolean {
  return census === undefined || census === ix.snapshot || census === ix.census;
}

function findController(g: ColumbiaG, loc: LocationId, census?: Census): PlayerId | null {
  tieBroken = false;
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
  const only = soleMember(g, faction!);
  if (only !== null) return only;
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
    } else if (n === bestN && n > 0) tieBroken = true;
  }
  return best;
}

/**
 * The faction's one player, or null when it has several (or none). Factions
 * and the turn order never change after setup (see BoardIndex): kept with
 * the index, so `boardChanged` forgets it too.
 */
function soleMember(g: ColumbiaG, faction: FactionId, ix: BoardIndex | undefined = storedIndex(g)): PlayerId | null {
  let p = ix?.sole.get(faction);
  if (p === undefined) {
    let only: PlayerId | null = null;
    let players = 0;
    for (const q of g.turnOrder) {
      if (g.players[q]!.factionId === faction) {
        only = q;
        players++;
      }
    }
    p = players === 1 ? only : null;
    if (ix !== undefined && !ix.stale) ix.sole.set(faction, p);
  }
  return p;
}

/**
 * Set by `findController`: the answer it just gave broke a tie between
 * teammates, so it depends on the active and first player (a flag rather
 * than a second result: this runs at nearly every change of the board).
 */
let tieBroken = false;

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

/** The locations `player` controls, in `g.locations`' order. */
export function locationsControlledBy(g: ColumbiaG, player: PlayerId, census?: Census): LocationId[] {
  const ix = boardIndex(g);
  if (!isCurrent(ix, census)) return Object.keys(g.locations).filter((loc) => findController(g, loc, census) === player);
  // From the index: its controllers read once, the locations walked without a closure (asked at every recruit decision).
  const known = controllersOf(g, ix);
  const out: LocationId[] = [];
  for (const loc in g.locations) if (known[loc] === player) out.push(loc);
  return out;
}

export function locationsControlledByFaction(g: ColumbiaG, faction: FactionId, census?: Census): LocationId[] {
  return Object.keys(g.locations).filter((loc) => controllingFaction(g, loc, census) === faction);
}

/**
 * The faction that controls every undestroyed location of the territory
 * (4 players: any mix of its players), or null. A territory whose locations
 * are all destroyed is held by nobody (RULINGS "fully destroyed territory").
 */
export function territoryHolder(g: ColumbiaG, rules: Ruleset, territoryId: string, census?: Census): FactionId | null {
  const ix = boardIndex(g);
  if (!isCurrent(ix, census)) return findHolder(g, rules.board.territories.find((t) => t.id === territoryId)?.locationIds, census, null);
  const t = holdersOf(g, ix, rules).number[territoryId];
  return t === undefined ? null : ix.holders![t]!;
}

/**
 * Who holds each territory of the Ruleset now, in its order (what the victory
 * tokens must follow): the index's list, a new one whenever a holder changed.
 * Shared: read it, never change it.
 */
export function territoryHolders(g: ColumbiaG, rules: Ruleset): readonly (FactionId | null)[] {
  const ix = boardIndex(g);
  holdersOf(g, ix, rules);
  return ix.holders!;
}

/**
 * Who holds the territory of `locations` (undefined: no such territory), from `census` (undefined with `ix`: the
 * index's kept controllers).
 */
function findHolder(g: ColumbiaG, locations: readonly LocationId[] | undefined, census: Census | undefined, ix: BoardIndex | null): FactionId | null {
  if (locations === undefined) return null;
  let holder: FactionId | null = null;
  let any = false;
  for (let i = 0; i < locations.length; i++) {
    const loc = locations[i]!;
    if (g.locations[loc]?.destroyed) continue;
    any = true;
    const p = ix !== null ? (ix.controller[loc] ?? null) : findController(g, loc, census);
    const f = p === null ? null : g.players[p]!.factionId;
    if (f === null) return null;
    if (holder === null) holder = f;
    else if (holder !== f) return null;
  }
  return any ? holder : null;
}

/** Territories the faction holds right now (what its victory tokens must follow). */
export function territoriesHeldBy(g: ColumbiaG, rules: Ruleset, faction: FactionId, census?: Census): string[] {
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

/** A claimed victory card (`g.victoryCards.claimed`). */
type ClaimedCard = ColumbiaG['victoryCards']['claimed'][number];

/**
 * The points of every claimed card, as last added up for one game: the cards
 * they were read from (the record, and each entry as it was) and the Ruleset.
 * The 10-VP check runs after every step of a turn and a claim is rare, where
 * adding up looks each card up by id (a hash per card, per check).
 */
interface KeptCardPoints {
  rules: Ruleset;
  claimed: readonly ClaimedCard[];
  /** The entries added up, in order (an entry replaced or one added, removed or moved is a difference). */
  cards: ClaimedCard[];
  /** Each entry's points, by its place in `cards`. */
  points: number[];
}

const keptCardPoints = new WeakMap<ColumbiaG, KeptCardPoints>();

/** Turned off by tests only: the kept points are then never checked against the claimed cards (to see the tests catch it). */
let checkClaimed = true;

/** For tests: whether kept card points are checked against the claimed cards at every ask (on, always, in play). */
export function checkKeptCardPoints(on: boolean): void {
  checkClaimed = on;
}

/** Whether `k` was added up from `claimed` as it is now (the same entries in the same order; an entry is never changed in place). */
function sameCards(k: KeptCardPoints, claimed: readonly ClaimedCard[]): boolean {
  if (!checkClaimed) return true;
  if (k.claimed !== claimed || k.cards.length !== claimed.length) return false;
  for (let i = 0; i < claimed.length; i++) if (k.cards[i] !== claimed[i]) return false;
  return true;
}

/** `g`'s claimed cards with their points, added up again when they or the Ruleset changed. */
function keptPoints(g: ColumbiaG, rules: Ruleset): KeptCardPoints {
  const claimed = g.victoryCards.claimed;
  // The last game asked about first (a compare where the map hashes: the 10-VP check asks after every step).
  const k = g === lastPointsGame ? lastPoints : keptCardPoints.get(g);
  if (k !== undefined && k.rules === rules && sameCards(k, claimed)) {
    lastPointsGame = g;
    lastPoints = k;
    return k;
  }
  const ix = rulesIndex(rules);
  const fresh: KeptCardPoints = { rules, claimed, cards: claimed.slice(), points: claimed.map((c) => ix.victoryCard[c.id]?.points ?? 0) };
  keptCardPoints.set(g, fresh);
  lastPointsGame = g;
  lastPoints = fresh;
  return fresh;
}

/** `keptPoints`' last game and its points (keeps at most that game alive, as a running game is anyway). */
let lastPointsGame: ColumbiaG | null = null;
let lastPoints: KeptCardPoints | undefined;

/** Points of the victory cards the faction claimed. */
export function cardPoints(g: ColumbiaG, rules: Ruleset, faction: FactionId): number {
  const k = keptPoints(g, rules);
  let n = 0;
  for (let i = 0; i < k.cards.length; i++) if (k.cards[i]!.factionId === faction) n += k.points[i]!;
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
  const dice: SideDie[] = [];
  const bonus = eachCombatDie(g, rules, faction, loc, {
    add: (dieId, pieceId, source) => {
      dice.push({ dieId, pieceId, source, bonus: 0 });
    },
  });
  if (bonus !== 0) for (const d of dice) d.bonus = bonus;
  return dice;
}

/** Takes the dice `eachCombatDie` finds, one by one (an object, so the roll makes no closure per die). */
export interface CombatDieSink {
  add(dieId: string, pieceId: string, source: SideDie['source']): void;
}

/**
 * Gives `sink` each die of `combatDice`, in its order, as it is found (no
 * list made: the roll without the log wants none); returns the alarms' bonus
 * on each die.
 */
export function eachCombatDie(g: ColumbiaG, rules: Ruleset, faction: FactionId, loc: LocationId, sink: CombatDieSink): number {
  const ix = rulesIndex(rules);
  let bonus = 0;
  // The index's lists read in place (each combat round asks this for both sides: no filtered copies).
  const here = piecesAt(g, loc);
  for (const u of here.units) {
    if (unitFaction(g, u) !== faction) continue;
    const kind = ix.unitKind[u.kind];
    if (kind === undefined) throw new Error(`unit ${u.id}: no unit kind "${u.kind}" in the ruleset`);
    sink.add(kind.combatDieId, u.id, 'unit');
  }
  for (const s of here.structures) {
    if (g.players[s.owner]!.factionId !== faction) continue;
    const st = ix.structure[s.kind];
    if (st === undefined) throw new Error(`structure ${s.id}: no structure "${s.kind}" in the ruleset`);
    sink.add(st.combatDieId, s.id, 'structure');
    bonus += st.ownerDiceBonus;
  }
  for (const adj of adjacentLocations(rules, loc)) {
    for (const s of piecesAt(g, adj).structures) {
      if (g.players[s.owner]!.factionId !== faction) continue;
      const st = ix.structure[s.kind];
      if (st?.countsInAdjacentLocations) sink.add(st.combatDieId, s.id, 'adjacent-structure');
    }
  }
  return bonus;
}
