/**
 * Night Market's data: the pack's files as written (`*File`), the Ruleset
 * the engine reads, and the game state. Night Market is a test fixture: a
 * small second game that proves the game seam (interpreter/game/), not a
 * product game.
 */
import type { Sourced } from './sourced.ts';

export type { Sourced };

// --------------------------------------------------------------- files

export interface PackFile extends Partial<Sourced> {
  game: string;
  id: string;
  name: string;
  version: string;
  description?: string;
  /** Seat colours in seat order; a game of N players uses the first N. */
  seats: string[];
  /** How many players may play. */
  players: number[];
  rules: { handSize: number };
}

export interface StallEntry extends Partial<Sourced> {
  name: string;
  points: number;
}

export interface LanternEntry extends Partial<Sourced> {
  name: string;
  value: number;
  count: number;
  text?: string;
  effect?: string;
}

export interface GoalEntry extends Partial<Sourced> {
  name: string;
  text?: string;
  condition: string;
  points: number;
}

export interface Files {
  pack: PackFile;
  board: { stalls: StallEntry[] };
  lanterns: { lanterns: LanternEntry[] };
  goals: { goals: GoalEntry[] };
}

// --------------------------------------------------------------- Ruleset

export interface Stall {
  id: string;
  name: string;
  points: number;
}

export interface LanternType {
  id: string;
  name: string;
  value: number;
  count: number;
  text: string | null;
  /** Effect-language text run when the lantern is hung (context `lantern`), or null. */
  effect: string | null;
}

export interface Goal {
  id: string;
  name: string;
  /** Effect-language condition (context `goal`): met by a player at the end, worth `points`. */
  condition: string;
  points: number;
}

export interface MarketRules {
  pack: { id: string; name: string; version: string };
  seats: { id: string; name: string }[];
  players: number[];
  handSize: number;
  stalls: Stall[];
  lanterns: LanternType[];
  goals: Goal[];
}

// --------------------------------------------------------------- state

/** One physical lantern card: `<type id>-<n>`. */
export type CardId = string;

export interface MarketG {
  /** Each stall's hung lanterns (card ids, in order) and who hung each. */
  stalls: Record<string, { lanterns: { card: CardId; by: string }[]; closed: boolean }>;
  /** Top is the LAST element; hidden from everyone. */
  deck: CardId[];
  hands: Record<string, CardId[]>;
  discard: CardId[];
  coins: Record<string, number>;
  round: number;
  /** The final result, once scored. */
  result: MarketResult | null;
}

export interface MarketResult {
  winners: string[];
  scores: Record<string, number>;
  reason: 'lanterns-out';
  round: number;
}
