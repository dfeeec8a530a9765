/**
 * Columbia's copy of its game data (`GameDef.copy`): key for key what the
 * core's `clone` makes, sharing no object with the original, its tables of
 * records copied record by record, each record written out as a literal in
 * setup's keys and order.
 *
 * Why: `clone` copies every object at one spread, which meets every shape of
 * the game; past a few shapes V8 copies each object there through its
 * runtime (~0.4 us a unit record). A literal makes a plain copy with setup's
 * own shape, so a live state's copy (the look-ahead's, a playout's start) is
 * about half the time, and the rules reading copies meet the shapes they met
 * in the live game. A record in other keys or order (none in a seeded game)
 * is copied at a spread. A value that is itself an object (a location's
 * token, a faction's upgrade sheets) is copied as `clone` would.
 */
import { clone } from '../core/index.ts';
import type { CardTypeUpgrades, ColumbiaG, FactionState, LocationState, PlayerState, StructurePiece, UnitPiece } from './state.ts';

type Plain = Record<string, unknown>;

export function copyColumbia(g: ColumbiaG): ColumbiaG {
  if (hasKeys(g, G_KEYS)) return copyG(g);
  const out = { ...g } as unknown as Plain;
  for (const k in out) {
    const x = out[k];
    if (typeof x !== 'object' || x === null) continue;
    if (Array.isArray(x)) out[k] = clone(x);
    else if (k === 'units') out[k] = table(x as Plain, unit);
    else if (k === 'structures') out[k] = table(x as Plain, structure);
    else if (k === 'locations') out[k] = table(x as Plain, location);
    else if (k === 'players') out[k] = table(x as Plain, player);
    else if (k === 'factions') out[k] = table(x as Plain, faction);
    else out[k] = clone(x);
  }
  return out as unknown as ColumbiaG;
}

/**
 * The game's data as setup writes it, key by key in its order (see `copyUnit`): a spread's copy takes a shape
 * of its own, a new one at each generation of copies (a look-ahead's copy of a copy), so every rule reading
 * `g`, its locations, players and factions deoptimized as each new shape came (bench/HISTORY.md, session 46).
 * Each value is copied as the loop above copies it (`clone` gives a plain value back as it is).
 */
function copyG(g: ColumbiaG): ColumbiaG {
  return {
    setupId: clone(g.setupId),
    round: clone(g.round),
    phase: clone(g.phase),
    step: clone(g.step),
    turnOrder: clone(g.turnOrder),
    firstPlayer: clone(g.firstPlayer),
    activePlayer: clone(g.activePlayer),
    players: tableOr(g.players, player),
    factions: tableOr(g.factions, faction),
    locations: tableOr(g.locations, location),
    units: tableOr(g.units, unit),
    structures: tableOr(g.structures, structure),
    booker: clone(g.booker),
    elizabeth: clone(g.elizabeth),
    timeline: clone(g.timeline),
    worldEvents: clone(g.worldEvents),
    victoryCards: clone(g.victoryCards),
    territoryTokens: clone(g.territoryTokens),
    territoryHolders: clone(g.territoryHolders),
    vote: clone(g.vote),
    turn: clone(g.turn),
    combat: clone(g.combat),
    result: clone(g.result),
  } as ColumbiaG;
}

/** `g`'s keys as setup writes them, in its order (setup.ts). */
const G_KEYS = ['setupId', 'round', 'phase', 'step', 'turnOrder', 'firstPlayer', 'activePlayer', 'players', 'factions', 'locations', 'units', 'structures', 'booker', 'elizabeth', 'timeline', 'worldEvents', 'victoryCards', 'territoryTokens', 'territoryHolders', 'vote', 'turn', 'combat', 'result'];

/** A table (an object, not a list) by `table`, anything else as `clone` copies it: what the loop above does with it. */
function tableOr<T>(t: T, record: (r: Plain) => Plain): T {
  return typeof t === 'object' && t !== null && !Array.isArray(t) ? (table(t as Plain, record) as T) : clone(t);
}

/**
 * Whether `r` holds exactly `keys` in their order: only then is a record's literal its copy key for key.
 * Anything else (a field a later rule adds, a record read from elsewhere in another order) is copied as
 * `clone` would copy it, so no key is dropped or moved.
 */
function hasKeys(r: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in r) if (k !== keys[i++]) return false;
  return i === keys.length;
}

/** A table of records by id, each record (a plain object) by `record`; anything else in it as `clone` copies it. */
function table(t: Plain, record: (r: Plain) => Plain): Plain {
  const out = { ...t };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = Array.isArray(x) ? clone(x) : record(x as Plain);
  }
  return out;
}

function unit(r: Plain): Plain {
  return copyUnit(r as unknown as UnitPiece) as unknown as Plain;
}

/**
 * A unit's copy, written out key by key in setup's order (every field a plain value): a spread's copy took a
 * shape of its own, so the game's units came in several shapes (setup's, its template's, each copy's) and the
 * rules reading them deopted as each new one came. Literals with the same keys in the same order share one.
 */
export function copyUnit(u: UnitPiece): UnitPiece {
  if (!hasKeys(u, UNIT_KEYS)) return clone(u);
  return { id: u.id, pieceId: u.pieceId, kind: u.kind, colourId: u.colourId, owner: u.owner, shared: u.shared, location: u.location };
}

/** A unit's keys as setup writes them, in its order. */
const UNIT_KEYS = ['id', 'pieceId', 'kind', 'colourId', 'owner', 'shared', 'location'];

function structure(r: Plain): Plain {
  return copyStructure(r as unknown as StructurePiece) as unknown as Plain;
}

/** A structure's copy, key by key in setup's order (see `copyUnit`). */
export function copyStructure(s: StructurePiece): StructurePiece {
  if (!hasKeys(s, STRUCTURE_KEYS)) return clone(s);
  return { id: clone(s.id), kind: clone(s.kind), colourId: clone(s.colourId), owner: clone(s.owner), location: clone(s.location) };
}

const STRUCTURE_KEYS = ['id', 'kind', 'colourId', 'owner', 'location'];

function location(r: Plain): Plain {
  if (!hasKeys(r, LOCATION_KEYS)) return spreadRecord(r);
  const l = r as unknown as LocationState;
  return { id: clone(l.id), destroyed: clone(l.destroyed), token: clone(l.token) } satisfies LocationState as unknown as Plain;
}

const LOCATION_KEYS = ['id', 'destroyed', 'token'];

function player(r: Plain): Plain {
  if (!hasKeys(r, PLAYER_KEYS)) return spreadRecord(r);
  const p = r as unknown as PlayerState;
  return {
    id: clone(p.id),
    factionId: clone(p.factionId),
    colourId: clone(p.colourId),
    leaderId: clone(p.leaderId),
    hand: clone(p.hand),
    deck: clone(p.deck),
    discard: clone(p.discard),
    removed: clone(p.removed),
    removedUnseen: clone(p.removedUnseen),
    eagles: clone(p.eagles),
  } satisfies PlayerState as unknown as Plain;
}

const PLAYER_KEYS = ['id', 'factionId', 'colourId', 'leaderId', 'hand', 'deck', 'discard', 'removed', 'removedUnseen', 'eagles'];

/** A faction, its upgrade sheets (one a card type) as a table of their own. */
function faction(r: Plain): Plain {
  if (!hasKeys(r, FACTION_KEYS)) return spreadFaction(r);
  const f = r as unknown as FactionState;
  return { id: clone(f.id), upgrades: tableOr(f.upgrades, sheet), upgradeCount: clone(f.upgradeCount) } satisfies FactionState as unknown as Plain;
}

const FACTION_KEYS = ['id', 'upgrades', 'upgradeCount'];

function sheet(r: Plain): Plain {
  if (!hasKeys(r, SHEET_KEYS)) return spreadRecord(r);
  const u = r as unknown as CardTypeUpgrades;
  return { unlocked: clone(u.unlocked), combat: clone(u.combat), influence: clone(u.influence), eagles: clone(u.eagles) } satisfies CardTypeUpgrades as unknown as Plain;
}

const SHEET_KEYS = ['unlocked', 'combat', 'influence', 'eagles'];

// A record not in setup's keys and order (no seeded game makes one): a spread, its objects cloned.

function spreadRecord(r: Plain): Plain {
  const out = { ...r };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = clone(x);
  }
  return out;
}

function spreadFaction(r: Plain): Plain {
  const out = { ...r };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = k === 'upgrades' && !Array.isArray(x) ? table(x as Plain, sheet) : clone(x);
  }
  return out;
}
