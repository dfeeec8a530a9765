/**
 * The pieces on the board: which units and structures stand on a location,
 * and who a unit fights for. Pure functions of `g`; the board (board.ts)
 * keeps what they give while the board stays as it is.
 */
import { emptyList } from '../core/index.ts';
import type { ColumbiaG, FactionId, LocationId, PlayerId, StructurePiece, UnitPiece } from './state.ts';

/** The units and structures on one location (or in one pool, or of one player on the board). */
export interface Pieces {
  units: UnitPiece[];
  structures: StructurePiece[];
}

/** Where everything is: location id -> its pieces (a location with none reads as undefined). */
export type Census = Record<LocationId, Pieces | undefined>;

/** No pieces (shared: never change it). Its lists are of V8's object kind, as every list of pieces is (`emptyList`). */
export const NO_PIECES: Readonly<Pieces> = Object.freeze(noPieces()) as unknown as Pieces;

/** A new, empty pair of lists, each of V8's object kind (`emptyList`): an empty `[]` read where a list of pieces was met deoptimized. */
export function noPieces(): Pieces {
  return { units: emptyList(), structures: emptyList() };
}

/**
 * Every piece on the board by location, each list in the game's piece order
 * (`g.units`, then `g.structures`, in their key order).
 */
export function censusOf(g: ColumbiaG): Census {
  // Every location's key first, in `g.locations`' order (undefined: no pieces), so that every census
  // has one shape: keys added in the order the pieces happen to stand gave V8 hundreds of shapes, and
  // every `census[loc]` read a megamorphic one (session 39, bench/HISTORY.md).
  const census: Census = {};
  for (const loc in g.locations) census[loc] = undefined;
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.location !== null) (census[u.location] ??= noPieces()).units.push(u);
  }
  for (const id in g.structures) {
    const s = g.structures[id]!;
    if (s.location !== null) (census[s.location] ??= noPieces()).structures.push(s);
  }
  return census;
}

/**
 * The faction a unit fights for: its owner's. (Timeline 1 step 4 can hand
 * Songbird to the Vox Populi for a round; the effect that does so changes
 * this piece's `owner` and changes it back at the end of the round.)
 */
export function unitFaction(g: ColumbiaG, unit: UnitPiece): FactionId {
  return g.players[unit.owner]!.factionId;
}

/** The faction of a structure's owner. */
export function structureFaction(g: ColumbiaG, structure: StructurePiece): FactionId {
  return g.players[structure.owner]!.factionId;
}

/** A player controls his own units, and (4 players) his faction's shared Songbird or Airship. */
export function controlsUnit(g: ColumbiaG, player: PlayerId, unit: UnitPiece): boolean {
  if (unit.owner === player) return true;
  return unit.shared && unitFaction(g, unit) === g.players[player]?.factionId;
}

/**
 * `list` with `piece` at its place in the game's piece order: a new list of just its length (one grown by `push`
 * reserves 17 places). The place is found by halving (the list is in that order): a player's pool and the units on
 * the board hold tens of pieces, each a look-up in `order`.
 */
export function withPiece<T extends UnitPiece | StructurePiece>(list: readonly T[], piece: T, order: Map<UnitPiece | StructurePiece, number>): T[] {
  const i = order.get(piece)!;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order.get(list[mid]!)! < i) lo = mid + 1;
    else hi = mid;
  }
  return list.toSpliced(lo, 0, piece);
}

/** `list` without `piece`: a new list of its length (the list itself when the piece is not in it: lists handed out are never changed). */
export function withoutPiece<T extends UnitPiece | StructurePiece>(list: T[], piece: T): T[] {
  const at = list.indexOf(piece);
  if (at < 0) return list;
  // An emptied list by `slice`, which keeps the list's kind: `toSpliced` made it a list of small integers (`emptyList`).
  return list.length === 1 ? list.slice(0, 0) : list.toSpliced(at, 1);
}
