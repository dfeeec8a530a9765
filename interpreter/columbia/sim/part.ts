/**
 * Columbia's part of a simulated game's record (the generic record keeps
 * seats, sides, winners, scores, length and bots): the leaders, the
 * timeline, where each faction's points came from, how each card type was
 * used and each world event drawn and passed. Plain JSON.
 */

/** How a card was used, by card type: counts over one game (or summed over many). */
export interface CardUse {
  drawn: number;
  /** Played face down into a combat. */
  combat: number;
  /** Played into a world event vote. */
  influence: number;
  /** Discarded for its Silver Eagles in the produce step. */
  eagles: number;
  /** Discarded for its discard effect. */
  discardEffect: number;
  /** Combats it was played in (once per combat side, however many copies). */
  combats: number;
  /** Of those, combats its side won. */
  combatsWon: number;
}

export interface EventUse {
  drawn: number;
  passed: number;
}

export function emptyCardUse(): CardUse {
  return { drawn: 0, combat: 0, influence: 0, eagles: 0, discardEffect: 0, combats: 0, combatsWon: 0 };
}

export interface ColumbiaPart {
  /** Winning faction id; null for a draw (or an unfinished game). */
  winner: string | null;
  /** Player -> faction id. */
  factions: Record<string, string>;
  /** Player -> leader id. */
  leaders: Record<string, string>;
  timeline: string;
  /** Faction -> final victory points. */
  vp: Record<string, number>;
  /** Faction -> points from held territories. */
  vpTerritories: Record<string, number>;
  /** Faction -> victory card id -> points claimed with it. */
  vpCards: Record<string, Record<string, number>>;
  cards: Record<string, CardUse>;
  events: Record<string, EventUse>;
}
