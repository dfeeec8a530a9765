/**
 * Moves made on the board: click a piece, then where it goes. The game
 * module says which options move which piece from where to where
 * (`display.optionMove`); a piece on the board names the pieces it stands
 * for (`BoardPiece.ids`). What is sent is always one of the decision's own
 * options, the same the list would send.
 *
 * Pure: no DOM.
 */
import type { Decision } from '../../../interpreter/core/index.ts';
import type { PlayableGame } from './rules.ts';

export interface BoardMove {
  option: string;
  piece: string;
  from: string;
  to: string;
}

/** A piece picked up on the board: the node it is on, the ids it stands for, its name. */
export interface PickedPiece {
  node: string;
  ids: readonly string[];
  label: string;
}

/** The decision's options that move one piece, by the module's `optionMove`. */
export function boardMoves(d: Decision | null, game: PlayableGame | undefined): BoardMove[] {
  const hook = game?.module.hooks.display?.optionMove;
  if (!d || !hook) return [];
  const out: BoardMove[] = [];
  for (const o of d.options) {
    const m = hook(o, d, game.rules);
    if (m) out.push({ option: o.id, ...m });
  }
  return out;
}

/** The moves of `piece` (any of the ids it stands for) from its node. */
function movesOf(moves: readonly BoardMove[], piece: PickedPiece): BoardMove[] {
  return moves.filter((m) => m.from === piece.node && piece.ids.includes(m.piece));
}

/** Whether the piece can move now. */
export function canMove(moves: readonly BoardMove[], piece: PickedPiece): boolean {
  return movesOf(moves, piece).length > 0;
}

/** The nodes the piece can go to. */
export function destinations(moves: readonly BoardMove[], piece: PickedPiece): string[] {
  return [...new Set(movesOf(moves, piece).map((m) => m.to))];
}

/**
 * The options that take the piece to `to`: those of ONE of the pieces it
 * stands for (three commons on a disc are alike: the first that can go
 * there is the one moved). Several when there are several ways (a step, a
 * ride): the list then shows just those.
 */
export function optionsTo(moves: readonly BoardMove[], piece: PickedPiece, to: string): string[] {
  const here = movesOf(moves, piece).filter((m) => m.to === to);
  const first = here[0];
  return first ? here.filter((m) => m.piece === first.piece).map((m) => m.option) : [];
}

/** How a node relates to the pending decision, the option in focus or the piece in hand (rw-play-board draws it). */
export type NodeMark = 'option' | 'from' | 'to';

/**
 * The board's marks: every node an option is about; with a piece in hand,
 * where it is and where it may go (nothing else); else the hovered option's
 * nodes (its data's `from` is where it leaves, the others where it goes).
 */
export function boardMarks(d: Decision | null, where: ReadonlyMap<string, readonly string[]>, moves: readonly BoardMove[], moving: PickedPiece | null, hovered: string | null): Record<string, NodeMark> {
  const out: Record<string, NodeMark> = {};
  if (!d) return out;
  for (const locs of where.values()) for (const l of locs) out[l] = 'option';
  if (moving) {
    for (const l of destinations(moves, moving)) out[l] = 'to';
    out[moving.node] = 'from';
    return out;
  }
  const option = hovered ? d.options.find((o) => o.id === hovered) : undefined;
  if (option) {
    const data = (option.data ?? null) as Record<string, unknown> | null;
    const locs = where.get(option.id) ?? [];
    for (const l of locs) out[l] = data && data['from'] === l && locs.length > 1 ? 'from' : 'to';
  }
  return out;
}
