/**
 * The game state's shape across versions of rulewright. A state saved by an
 * earlier version (a scenario's `position`, a replay file's checkpoint
 * hashes) must still be read: `inCurrentShape` fills in what the state has
 * gained since, and `earlierShapes` gives the same state as earlier versions
 * kept it, for comparing with hashes they saved (a state that gained a field
 * hashes differently even when the game is the same). Each change of shape is
 * listed once, below, and serves both directions; add one whenever the state
 * gains a field.
 */
import type { GameState } from '../core/index.ts';
import type { ColumbiaG } from './state.ts';

/** Removed action and victory cards' piles (2026-11, stop 15): on each player and on the victory cards. */
const REMOVED_PILES = ['removed', 'removedUnseen'] as const;

/** The records that hold the removed piles: every player's, and the victory cards'. */
function pileHolders(g: ColumbiaG): Record<string, unknown>[] {
  const holders: unknown[] = [...Object.values(g.players ?? {}), g.victoryCards];
  return holders.filter((h): h is Record<string, unknown> => typeof h === 'object' && h !== null);
}

/**
 * `g` (saved by an earlier rulewright) with the fields the state gained
 * since, empty: nothing was removed then, and every reader of `g` may count
 * on the piles being there. Changes `g` in place and returns it.
 */
export function inCurrentShape(g: ColumbiaG): ColumbiaG {
  for (const h of pileHolders(g)) for (const f of REMOVED_PILES) h[f] ??= [];
  return g;
}

/** `state` as earlier versions kept it, newest first, where nothing is lost by it (the fields added since are empty). */
export function earlierShapes(state: GameState<ColumbiaG>): GameState<ColumbiaG>[] {
  const out: GameState<ColumbiaG>[] = [];
  const before = withoutRemovedPiles(state);
  if (before !== null) out.push(before);
  return out;
}

function withoutRemovedPiles(state: GameState<ColumbiaG>): GameState<ColumbiaG> | null {
  const g = state.g;
  for (const h of pileHolders(g)) for (const f of REMOVED_PILES) if (Array.isArray(h[f]) && (h[f] as unknown[]).length > 0) return null;
  // Key order kept: the hash reads the fields in the order they were written.
  const without = (h: object) => Object.fromEntries(Object.entries(h).filter(([k]) => !(REMOVED_PILES as readonly string[]).includes(k)));
  const players = Object.fromEntries(Object.entries(g.players).map(([id, p]) => [id, without(p)]));
  // An older shape is not a ColumbiaG of today: it is only hashed.
  return { ...state, g: { ...g, players, victoryCards: without(g.victoryCards) } as unknown as ColumbiaG };
}
