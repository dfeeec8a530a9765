/**
 * A game state as earlier versions of rulewright kept it, so replay files
 * they saved still check: a file's checkpoints are hashes of whole states,
 * and a state that gained a field hashes differently even when the game is
 * the same. Each shape undoes one change of the state's shape, newest first,
 * and only where nothing is lost by it (the fields it added are empty).
 * Whenever the state gains a field, add its shape here.
 */
import type { GameState } from '../core/index.ts';
import type { ColumbiaG, PlayerState } from './state.ts';

export function earlierShapes(state: GameState<ColumbiaG>): GameState<ColumbiaG>[] {
  const out: GameState<ColumbiaG>[] = [];
  const before = withoutRemovedPiles(state);
  if (before !== null) out.push(before);
  return out;
}

/** Before removed action and victory cards had piles (2026-11, stop 15): the state without the four removed lists, when all are empty. */
function withoutRemovedPiles(state: GameState<ColumbiaG>): GameState<ColumbiaG> | null {
  const g = state.g;
  const vc = g.victoryCards;
  if (vc.removed.length > 0 || vc.removedUnseen.length > 0) return null;
  const players: Record<string, Omit<PlayerState, 'removed' | 'removedUnseen'>> = {};
  for (const [id, p] of Object.entries(g.players)) {
    if (p.removed.length > 0 || p.removedUnseen.length > 0) return null;
    const { removed: _seen, removedUnseen: _unseen, ...rest } = p;
    players[id] = rest;
  }
  const { removed: _seen, removedUnseen: _unseen, ...victoryCards } = vc;
  // An older shape is not a ColumbiaG of today: it is only hashed.
  return { ...state, g: { ...g, players, victoryCards } as unknown as ColumbiaG };
}
