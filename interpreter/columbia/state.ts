/**
 * The Siege of Columbia's game data: the `g` of the core's GameState.
 *
 * Plain JSON at every decision (no undefined: absent is null). Every physical
 * piece that can move has an entry with a stable id, so "every card, unit,
 * structure and token is in exactly one place" is a check over these records,
 * not a guess. Ids of content (locations, cards, events...) are the Ruleset's.
 *
 * Player ids are colour ids: `blue`, `red` (2 players), plus `light-blue`,
 * `dark-red` (4 players). Faction ids: `founders`, `vox-populi`.
 */

export type PlayerId = string;
export type FactionId = string;
export type LocationId = string;
export type CardId = string;

export type Phase = 'world-event' | 'player-turns' | 'refresh' | 'over';

/**
 * The step a game is in, in the rulebook's words; scenarios start at one and
 * the editor shows it. World event: vote, elizabeth, booker. Player turn:
 * produce, recruit, move, combat. Refresh: discard, draw, victory-card.
 */
export type Step =
  | 'vote'
  | 'elizabeth'
  | 'booker'
  | 'produce'
  | 'recruit'
  | 'move'
  | 'combat'
  | 'discard'
  | 'draw'
  | 'victory-card';

export interface PlayerState {
  id: PlayerId;
  factionId: FactionId;
  /** The seat's colour id (= player id). */
  colourId: string;
  /** The leader card drawn at setup. */
  leaderId: string;
  /** Action card ids. Hidden from others. */
  hand: CardId[];
  /** Top of the deck is the LAST element. Hidden from everyone (order). */
  deck: CardId[];
  /** Face up; top is the last element. */
  discard: CardId[];
  /**
   * Removed from the game by an effect, face up (from the hand, the discard
   * pile, or the vote or a combat once revealed): public. Never comes back.
   */
  removed: CardId[];
  /**
   * Removed from the game unseen (from the face-down deck, or played face down
   * and not yet revealed): others, and for the deck even the owner, know only
   * how many (RULINGS "Removed action and victory cards").
   */
  removedUnseen: CardId[];
  eagles: number;
}

/** What a faction has done to one of its card types on the shared reference sheet. */
export interface CardTypeUpgrades {
  unlocked: boolean;
  /** +0, +1 or +2 on each of the three values. */
  combat: number;
  influence: number;
  eagles: number;
}

export interface FactionState {
  id: FactionId;
  /** By card type id. Teammates share these (4 players). */
  upgrades: Record<string, CardTypeUpgrades>;
  /** Upgrades made so far (the 3-upgrade gap compares these). */
  upgradeCount: number;
}

export type UnitKind = 'common' | 'special' | 'leader';

/** One figure of the box. `location` null: in its owner's pool. */
export interface UnitPiece {
  id: string;
  /** `common`, or a figure id (`comstock`, `songbird`, `handyman`...). */
  pieceId: string;
  kind: UnitKind;
  /** The colour set it comes from (`blue`, `light-blue` ...). */
  colourId: string;
  /** The player whose pool it belongs to and who controls it. */
  owner: PlayerId;
  /** Songbird and the Airship: controlled by both players of the faction (4 players). */
  shared: boolean;
  location: LocationId | null;
}

export type StructureKind = 'stronghold' | 'turret' | 'alarm';

export interface StructurePiece {
  id: string;
  kind: StructureKind;
  colourId: string;
  owner: PlayerId;
  location: LocationId | null;
}

export interface LocationState {
  id: LocationId;
  destroyed: boolean;
  /** Territory token lying here, or null. */
  token: { id: string; faceUp: boolean } | null;
}

export interface TerritoryTokensState {
  /** Tokens never placed (2 players: 16 tokens, 11 free locations): unseen by anyone. */
  unused: string[];
  /** Tokens defeated, with who defeated them. */
  defeated: { id: string; by: PlayerId }[];
}

export interface WorldEventsState {
  /** Top is the LAST element. */
  deck: string[];
  /** The event of this round, face up, or null before the first draw. */
  current: string | null;
  discard: string[];
  /** Removed from the game (timeline no. 1, step 6). */
  removed: string[];
  /** Whether this round's event passed (null before the vote is counted). */
  passed: boolean | null;
}

export interface VictoryCardsState {
  /** Top is the LAST element. */
  deck: string[];
  /** Face up and not yet claimed. */
  inPlay: string[];
  claimed: { id: string; by: PlayerId; factionId: FactionId }[];
  /** Removed from the game by an effect from play (face up): public. */
  removed: string[];
  /** Removed from the game from the face-down deck: only how many is known. */
  removedUnseen: string[];
}

export interface VoteState {
  eventId: string;
  /** Cards each player played face down, by player. Hidden until `revealed`. */
  played: Record<PlayerId, CardId[]>;
  revealed: boolean;
  /** +1 adds, -1 subtracts, by player (filled from the vote type, or chosen for `?`). */
  sign: Record<PlayerId, number>;
  /** Influence each player played, after upgrades. */
  influence: Record<PlayerId, number>;
  booker: { roll: number; sign: number } | null;
  total: number | null;
}

export type CombatantSide = 'attacker' | 'defender';

/** Who fights on one side: a player, Booker, or a territory token. */
export type Combatant =
  | { kind: 'player'; player: PlayerId }
  | { kind: 'booker' }
  | { kind: 'token'; tokenId: string };

export interface CombatSideState {
  combatant: Combatant;
  /** Cards played face down (hidden from the other side until revealed). */
  played: CardId[];
  /** Cards whose effect was cancelled (Vigor's random discard). */
  cancelled: CardId[];
  /** Per played card: its combat value after upgrades and effects. */
  cardCombat: Record<CardId, number>;
  dice: { dieId: string; value: number }[];
  /** Added to each of this side's dice (its alarms at the location); kept apart so rerolls keep it. */
  dieBonus: number;
  /** Flat additions from effects. */
  bonus: number;
  total: number | null;
}

export interface CombatState {
  location: LocationId;
  attacker: CombatSideState;
  defender: CombatSideState;
  revealed: boolean;
  winner: CombatantSide | null;
  /** Bold Maneuver: the loser destroys all its commons here instead of one unit. */
  loserDestroysAllCommons: CombatantSide | null;
  /** Factions fight first (timeline no. 1, step 2). */
  origin: 'move' | 'booker' | 'effect';
}

export interface TurnState {
  player: PlayerId;
  /** Unit moves left this turn. */
  movesLeft: number;
  /** Unit ids already moved this turn (each unit moves once). */
  moved: string[];
  /** Locations whose combat was already fought this turn. */
  fought: LocationId[];
}

export interface ColumbiaG {
  setupId: string;
  round: number;
  phase: Phase;
  step: Step;
  /** Player ids in turn order (4 players: the track's order). */
  turnOrder: PlayerId[];
  firstPlayer: PlayerId;
  /** Whose turn it is in the player turns phase, else null. */
  activePlayer: PlayerId | null;
  players: Record<PlayerId, PlayerState>;
  factions: Record<FactionId, FactionState>;
  locations: Record<LocationId, LocationState>;
  units: Record<string, UnitPiece>;
  structures: Record<string, StructurePiece>;
  /** Booker's location, or null when off the board (defeated, or before the first event). */
  booker: LocationId | null;
  elizabeth: {
    /** On the board at this location, or null when not in play. */
    location: LocationId | null;
    /**
     * She moves with Booker and no player controls her (timeline: "move her
     * with Booker"). False once Booker is defeated with her, or when she is
     * apart from him: then whoever controls her location controls her.
     * True with `location` null: she entered while Booker was off the board
     * and joins him where he is next placed. Absent counts as false
     * (booker.ts keeps it; setup should start it at false).
     */
    withBooker?: boolean;
  };
  timeline: { id: string; step: number };
  worldEvents: WorldEventsState;
  victoryCards: VictoryCardsState;
  territoryTokens: TerritoryTokensState;
  /** Territory id -> faction whose victory token is on it. */
  territoryHolders: Record<string, FactionId>;
  vote: VoteState | null;
  turn: TurnState | null;
  combat: CombatState | null;
  result: GameResult | null;
}

export type EndReason = 'victory-points' | 'deck-exhausted' | 'eliminated';

export interface GameResult {
  /** The winning faction id, or null for a tied hollow victory. */
  winner: FactionId | null;
  reason: EndReason;
  round: number;
  victoryPoints: Record<FactionId, number>;
}
