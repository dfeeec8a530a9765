/**
 * The game data `g` of a Builders of Baldur's Gate game: plain JSON, kept in
 * the shape the rules read most (resources by player, the board by space id,
 * the bag, the attack tracks). Hidden parts (hands, agendas, decks, the bag,
 * the face-down token) are redacted by `view.ts`.
 */
export type PlayerId = string;

export interface Resources {
  gold: number;
  supplies: number;
  favor: number;
  prestige: number;
  reserveTokens: number;
}

/** Something on a space of the board. */
export interface Piece {
  kind: 'building' | 'hq' | 'watchtower' | 'keep' | 'gate';
  /** Whose cube is on it; null once damaged (its cube removed). */
  owner: PlayerId | null;
  /** Who built it (stays when it is damaged). */
  builder: PlayerId;
  /** Building type (buildings), HQ card (HQ tiles), gate card (gates); '' for a taken-over HQ space. */
  what: string;
  /** The Building card (buildings), else ''. */
  card: string;
  damaged: boolean;
}

/** One resolved attack (for the log's reader, the display and the simulator). */
export interface AttackRecord {
  district: string;
  strength: number;
  defense: number;
  defended: boolean;
  final: boolean;
  /** Defense by contributing player. */
  contributions: Record<PlayerId, number>;
}

/** Final scoring by step, per player. */
export interface FinalScore {
  agendas: number;
  agendasScored: string[];
  group: number;
  groupSize: number;
  districts: number;
  districtCount: number;
  leftovers: number;
}

export type Phase = 'setup' | 'play' | 'last-turns' | 'final-attack' | 'over';

export interface BgG {
  advanced: boolean;
  res: Record<PlayerId, Resources>;
  /** Influence by player, one number per faction track (in the tracks' order). */
  influence: Record<PlayerId, number[]>;
  hand: Record<PlayerId, string[]>;
  agendas: Record<PlayerId, string[]>;
  /** Building cards built, in order (damaged ones included). */
  portfolio: Record<PlayerId, string[]>;
  gateCards: Record<PlayerId, string[]>;
  hq: Record<PlayerId, string>;
  /** Each worker's Special Location, or null while in its owner's supply. */
  workers: Record<PlayerId, (string | null)[]>;
  /** Marker cubes in each player's supply. */
  cubes: Record<PlayerId, number>;
  board: Record<string, Piece>;
  /** Plots with an Available Plot Marker, in the order they became available. */
  available: number[];
  prohibited: number[];
  /** The Plot Tokens on each district's Attack Track. */
  tracks: Record<string, number[]>;
  /** Districts whose Special Location has a Damage Marker. */
  damaged: string[];
  /** The Attack Marker's space (index into the strength track). */
  attackAt: number;
  bag: number[];
  /** The face-down token on the last space of the Attack Strength Track (hidden from everyone until the final attack). */
  finalToken: number | null;
  /** The final token once revealed. */
  revealed: number | null;
  deck: string[];
  display: string[];
  discard: string[];
  agendaDeck: string[];
  gateStack: string[];
  /** Advanced HQ cards dealt face up for the players to choose from (advanced setup). */
  hqOffer: string[];
  active: PlayerId;
  /** Turns begun so far. */
  turn: number;
  phase: Phase;
  /** Last turns still to play once the bag is empty (null: the end is not triggered yet). */
  lastTurns: number | null;
  /** Who drew the last token (the end's trigger). */
  endTriggeredBy: PlayerId | null;
  attacks: AttackRecord[];
  /** Prestige gained by source (`build`, `benefit`, `attack`, `gate`, `track`, `agenda`, ...). */
  prestigeBy: Record<PlayerId, Record<string, number>>;
  /** Agenda values worked out at final scoring, before the best are chosen. */
  agendaValues: Record<PlayerId, Record<string, number>>;
  final: Record<PlayerId, FinalScore> | null;
  winners: PlayerId[];
}

export function emptyResources(): Resources {
  return { gold: 0, supplies: 0, favor: 0, prestige: 0, reserveTokens: 0 };
}

/** Seats starting with `first`, clockwise. */
export function seatsFrom(players: readonly PlayerId[], first: PlayerId): PlayerId[] {
  const i = Math.max(0, players.indexOf(first));
  return [...players.slice(i), ...players.slice(0, i)];
}

/** Adds Prestige to a player and to its source's tally. */
export function addPrestige(g: BgG, p: PlayerId, n: number, source: string): void {
  if (n === 0) return;
  g.res[p]!.prestige += n;
  const by = g.prestigeBy[p]!;
  by[source] = (by[source] ?? 0) + n;
}
