/**
 * The census a board keeps (board.ts): where the pieces are, by location id
 * and by location slot, whose pools hold what, which units are on the board.
 * Made from one pass over the pieces (`censusNow`), then kept by the board's
 * own changes (`placeIn`), which put each moved piece in new lists.
 */
import { censusOf, NO_PIECES, noPieces, withoutPiece, withPiece, type Census as PiecesByLocation, type Pieces } from './pieces.ts';
import { emptyList } from '../core/index.ts';
import type { ColumbiaG, LocationId, PlayerId, StructurePiece, UnitPiece } from './state.ts';

/**
 * Where the pieces are, as the rules read them. Lists are never changed in
 * place (a change makes new ones), so a reader may hold one across a change.
 */
export interface KeptCensus {
  byLocation: PiecesByLocation;
  /** `byLocation` by location slot (`RulesIndex.locationSlot`): read for every place a bot weighs, a list needs no hash of the id. */
  bySlot: (Pieces | undefined)[];
  /** Units on the board, in the game's piece order. */
  unitsOnBoard: UnitPiece[];
  /** By owner: the pieces in his pool, and his pieces on the board (game order). */
  pool: Map<PlayerId, Pieces>;
  onBoard: Map<PlayerId, Pieces>;
  /**
   * Each piece's place in the game's piece order (`g.units`, then `g.structures`), made at the first move
   * (`orderOf`): a census of a copy of the game (a bot's look-ahead) mostly sees none, and a Map keyed by
   * pieces new to it was a third of the census's cost.
   */
  order: Map<UnitPiece | StructurePiece, number> | null;
  /** The game this census is of (what `order` is made from). */
  readonly g: ColumbiaG;
}

/** Location ids and their slots (the Ruleset's index, rules-index.ts). */
interface Slots {
  readonly locationIds: readonly LocationId[];
  readonly locationSlot: Readonly<Record<LocationId, number | undefined>>;
}

/** `piece` moved from `from` to `to` (null: its owner's pool): its lists by location, its owner's pool and pieces on the board. */
export function placeIn(census: KeptCensus, slots: Slots, piece: UnitPiece | StructurePiece, isUnit: boolean, from: LocationId | null, to: LocationId | null): void {
  moveIn(census, slots, piece, isUnit, from, to);
  if ((from === null) === (to === null)) return;
  const inPool = census.pool.get(piece.owner) ?? noPieces();
  const onBoard = census.onBoard.get(piece.owner) ?? noPieces();
  census.pool.set(piece.owner, inPool);
  census.onBoard.set(piece.owner, onBoard);
  const [into, away] = to === null ? [inPool, onBoard] : [onBoard, inPool];
  if (isUnit) {
    const unit = piece as UnitPiece;
    into.units = withPiece(into.units, unit, orderOf(census));
    away.units = withoutPiece(away.units, unit);
    census.unitsOnBoard = to === null ? withoutPiece(census.unitsOnBoard, unit) : withPiece(census.unitsOnBoard, unit, orderOf(census));
  } else {
    into.structures = withPiece(into.structures, piece as StructurePiece, orderOf(census));
    away.structures = withoutPiece(away.structures, piece as StructurePiece);
  }
}

/** Moves `piece` from the pieces of `from` to those of `to` (null: off the board), each a new list, by id and by slot. */
function moveIn(census: KeptCensus, slots: Slots, piece: UnitPiece | StructurePiece, isUnit: boolean, from: LocationId | null, to: LocationId | null): void {
  const at = census.byLocation;
  if (from !== null) {
    const here = at[from]!;
    const rest = isUnit ? { units: withoutPiece(here.units, piece as UnitPiece), structures: here.structures } : { units: here.units, structures: withoutPiece(here.structures, piece as StructurePiece) };
    const now = rest.units.length === 0 && rest.structures.length === 0 ? undefined : rest;
    at[from] = now;
    const slot = slots.locationSlot[from];
    if (slot !== undefined) census.bySlot[slot] = now;
  }
  if (to !== null) {
    const here = at[to] ?? NO_PIECES;
    const now = isUnit ? { units: withPiece(here.units, piece as UnitPiece, orderOf(census)), structures: here.structures } : { units: here.units, structures: withPiece(here.structures, piece as StructurePiece, orderOf(census)) };
    at[to] = now;
    const slot = slots.locationSlot[to];
    if (slot !== undefined) census.bySlot[slot] = now;
  }
}

/** The census of `g`, from one pass over its pieces. */
export function censusNow(g: ColumbiaG, slots: Slots): KeptCensus {
  const unitsOnBoard: UnitPiece[] = emptyList();
  const pool = new Map<PlayerId, Pieces>();
  const onBoard = new Map<PlayerId, Pieces>();
  const piecesOf = (m: Map<PlayerId, Pieces>, p: PlayerId): Pieces => {
    let x = m.get(p);
    if (x === undefined) m.set(p, (x = noPieces()));
    return x;
  };
  for (const id in g.units) {
    const u = g.units[id]!;
    if (u.location === null) piecesOf(pool, u.owner).units.push(u);
    else {
      unitsOnBoard.push(u);
      piecesOf(onBoard, u.owner).units.push(u);
    }
  }
  for (const id in g.structures) {
    const s = g.structures[id]!;
    piecesOf(s.location === null ? pool : onBoard, s.owner).structures.push(s);
  }
  const byLocation = censusOf(g);
  // Pushed, not mapped: V8's optimized `map` makes a holey list where the unoptimized one made a packed
  // one, and every reader by slot (the bots' board view, control) deopted when the second kind came.
  const bySlot: (Pieces | undefined)[] = [];
  for (const id of slots.locationIds) bySlot.push(byLocation[id]);
  return { byLocation, bySlot, unitsOnBoard, pool, onBoard, order: null, g };
}

/** The census's piece order (`KeptCensus.order`), made at its first ask. */
function orderOf(census: KeptCensus): Map<UnitPiece | StructurePiece, number> {
  if (census.order !== null) return census.order;
  const order = new Map<UnitPiece | StructurePiece, number>();
  const g = census.g;
  for (const id in g.units) order.set(g.units[id]!, order.size);
  for (const id in g.structures) order.set(g.structures[id]!, order.size);
  return (census.order = order);
}
