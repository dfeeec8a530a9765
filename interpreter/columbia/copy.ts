/**
 * Columbia's copy of its game data (`GameDef.copy`): key for key what the
 * core's `clone` makes, sharing no object with the original, its tables of
 * records copied record by record at spreads of their own.
 *
 * Why: `clone` copies every object at one spread, which meets every shape of
 * the game; past a few shapes V8 copies each object there through its
 * runtime (~0.4 us a unit record). A table's records share one shape, so at
 * a spread of the table's own each is a plain copy: a live state's copy (the
 * look-ahead's, a playout's start) in about half the time. Each table has its
 * own record function below, the same text each: one function shared by the
 * tables would meet all their shapes again. A value that is itself an object
 * (a location's token, a faction's upgrade sheets) is copied as `clone` would.
 */
import { clone } from '../core/index.ts';
import type { ColumbiaG, UnitPiece } from './state.ts';

type Plain = Record<string, unknown>;

export function copyColumbia(g: ColumbiaG): ColumbiaG {
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
  if (!setupsUnit(u)) return clone(u);
  return { id: u.id, pieceId: u.pieceId, kind: u.kind, colourId: u.colourId, owner: u.owner, shared: u.shared, location: u.location };
}

/** A unit's keys as setup writes them, in its order. */
const UNIT_KEYS = ['id', 'pieceId', 'kind', 'colourId', 'owner', 'shared', 'location'];

/**
 * Whether `u` holds exactly setup's keys in setup's order: only then is the literal above its copy key for
 * key. Anything else (a field a later rule adds, a unit read from elsewhere in another order) is copied as
 * `clone` would copy it, so no key is dropped or moved.
 */
function setupsUnit(u: UnitPiece): boolean {
  let i = 0;
  for (const k in u) if (k !== UNIT_KEYS[i++]) return false;
  return i === UNIT_KEYS.length;
}

function structure(r: Plain): Plain {
  const out = { ...r };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = clone(x);
  }
  return out;
}

function location(r: Plain): Plain {
  const out = { ...r };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = clone(x);
  }
  return out;
}

function player(r: Plain): Plain {
  const out = { ...r };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = clone(x);
  }
  return out;
}

/** A faction, its upgrade sheets (one a card type) as a table of their own. */
function faction(r: Plain): Plain {
  const out = { ...r };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = k === 'upgrades' && !Array.isArray(x) ? table(x as Plain, sheet) : clone(x);
  }
  return out;
}

function sheet(r: Plain): Plain {
  const out = { ...r };
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = clone(x);
  }
  return out;
}
