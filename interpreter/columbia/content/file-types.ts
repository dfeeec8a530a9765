/**
 * The YAML files of a Columbia content pack, exactly as a designer writes
 * them (each as its JSON Schema in `schemas/columbia/<file-stem>.schema.json`
 * describes it): references by name, as printed. The loader parses YAML into
 * these and validates them with ajv; types.ts has the loaded Ruleset.
 */
import type { Sourced, FactionName, PlayerColourName, UnitKindName, CombatDieColour, StructureName, VoteType, AbilityKind, EffectText } from './types.ts';

// ---------------------------------------------------------------------------
// YAML files (what a designer writes). References are by name, as printed.
// ---------------------------------------------------------------------------

/** pack.yaml */
export interface PackFile {
  id: string;
  name: string;
  version: string;
  description?: string;
  factions: FactionEntry[];
  rules: RuleConstantsEntry;
  /** The 4-player turn order track, top to bottom. */
  fourPlayerTurnOrder: PlayerColourName[];
}

export interface FactionEntry extends Sourced {
  name: FactionName;
  /** Main colour first (13 units), second colour next (12 units). */
  colours: [PlayerColourName, PlayerColourName];
}

export interface RuleConstantsEntry extends Sourced {
  /** Cards in hand after the refresh phase's draw. */
  handSize: number;
  /** A faction with at least this many victory points during one of its turns wins. */
  victoryPointsToWin: number;
  /** Units a player may move on his turn (a whole Sky-Line ride is one move). */
  unitMovesPerTurn: number;
  /** Silver Eagles paid to purchase one upgrade. */
  upgradeCost: number;
  /** No upgrade while your faction already has at least this many more upgrades than the other. */
  upgradeGap: number;
  /** Highest boost one value of a card type can get (a +1 marker flipped to +2). */
  maxValueBoost: number;
  /** A world event passes when the vote total is at least this. */
  votePassesAt: number;
  /** Sky-Line dice rolled for each new Sky-Line space. */
  skyLineDicePerSpace: number;
}

/** board.yaml */
export interface BoardFile {
  territories: TerritoryEntry[];
  locations: LocationEntry[];
  adjacency: AdjacencyEntry[];
  skyLines: SkyLineEntry[];
}

export interface TerritoryEntry extends Sourced {
  letter: string;
  name: string;
  victoryPoints: number;
}

export interface LocationEntry extends Sourced {
  number: number;
  name: string;
  /** Territory letter. */
  territory: string;
}

export interface AdjacencyEntry extends Sourced {
  /** Two location names sharing a blue border. */
  between: [string, string];
}

export interface SkyLineEntry extends Sourced {
  name: string;
  /** Location names under the route's spaces, in riding order (ridable both ways). */
  spaces: string[];
}

/** pieces.yaml */
export interface PiecesFile {
  unitKinds: UnitKindEntry[];
  figures: FigureEntry[];
  structures: StructureEntry[];
  colourSets: ColourSetEntry[];
  booker: BookerEntry;
  elizabeth: ElizabethEntry;
}

export interface UnitKindEntry extends Sourced {
  kind: UnitKindName;
  /** Base shape on the figure: square, circle, star. */
  base: 'square' | 'circle' | 'star';
  cost: number;
  combatDie: CombatDieColour;
}

export interface SkyLineRule {
  /** Most Sky-Line spaces this piece rides in one move. */
  maxSpaces: number;
  /** Whether each new space needs a Sky-Line roll. */
  roll: boolean;
}

export interface FigureEntry extends Sourced {
  name: string;
  kind: UnitKindName;
  factions: FactionName[];
  /** Special Sky-Line movement (Songbird, Airship). Absent: the normal rule. */
  skyLine?: SkyLineRule;
  /** 4-player: both players of the faction control it (and count it for location control). */
  sharedByFaction?: boolean;
  text?: string;
}

export interface StructureEntry extends Sourced {
  name: StructureName;
  cost: number;
  combatDie: CombatDieColour;
  /** Losers' surviving units retreat to a location holding one of these they control. */
  retreatDestination?: boolean;
  /** Its die also counts in combats at every location adjacent to it. */
  countsInAdjacentLocations?: boolean;
  /** Added to each of its owner's combat dice in combats at its location. */
  ownerDiceBonus?: number;
  text: string;
}

export interface PieceCount {
  /** A figure name ("Comstock", "Handyman") or a unit kind ("common"). */
  piece: string;
  count: number;
}

export interface ColourSetEntry extends Sourced {
  colour: PlayerColourName;
  faction: FactionName;
  units: PieceCount[];
  /** Structure name -> count, as a list. */
  structures: PieceCount[];
}

export interface BookerEntry extends Sourced {
  combatDice: { die: CombatDieColour; count: number };
  voteDie: CombatDieColour;
}

export interface ElizabethEntry extends Sourced {
  text?: string;
}

/** dice.yaml */
export interface DiceFile {
  dice: DieEntry[];
}

/** A die face: a number, or the Sky-Line die's success symbol. */
export type DieFace = number | 'success';

export interface DieEntry extends Sourced {
  /** white / blue / red combat dice; "Sky-Line" for the yellow die. */
  name: string;
  colour: string;
  use: 'combat' | 'sky-line';
  /** Dice of this kind in the box, when known. The rules never cap a roll by it. */
  inBox?: number;
  faces: DieFace[];
}

/** action-cards.yaml */
export interface ActionCardsFile {
  cardTypes: CardTypeEntry[];
  decks: DeckEntry[];
}

export interface AbilityEntry {
  name: string;
  kind: AbilityKind;
  /** Starts the game locked: no effect until a key token unlocks it (per faction, per card type). */
  locked: boolean;
  /** Text as printed (rulebook) or written in the card's style (reconstructed). */
  text: string;
  effect: EffectText;
}

export interface CardTypeEntry extends Sourced {
  name: string;
  /** Factions whose decks hold this type (Handyman: both). Upgrades are tracked per faction per type. */
  factions: FactionName[];
  ability: AbilityEntry;
}

export interface DeckCardEntry extends Sourced {
  /** Card type name; the card's name is its type's name. */
  type: string;
  /** Identical copies of this card in the deck. */
  count: number;
  combat: number;
  influence: number;
  eagles: number;
}

export interface DeckEntry extends Sourced {
  colour: PlayerColourName;
  faction: FactionName;
  cards: DeckCardEntry[];
}

/** world-events.yaml */
export interface WorldEventsFile {
  events: WorldEventEntry[];
}

export interface WorldEventEntry extends Sourced {
  name: string;
  vote: { founders: VoteType; voxPopuli: VoteType };
  text: string;
  effect: EffectText;
  /** Location name Booker moves to. */
  booker: string;
  aggressive: boolean;
  elizabeth: boolean;
}

/** victory-cards.yaml */
export interface VictoryCardsFile {
  cards: VictoryCardEntry[];
}

export interface VictoryCardEntry extends Sourced {
  name: string;
  points: number;
  /** 'you': one player alone; 'your faction': teammates together (4-player). Must match the condition's subject. */
  scope: 'you' | 'your faction';
  text: string;
  condition: EffectText;
}

/** leaders.yaml */
export interface LeadersFile {
  leaders: LeaderEntry[];
}

export interface LeaderEntry extends Sourced {
  name: string;
  faction: FactionName;
  abilityName: string;
  text: string;
  ability: EffectText;
}

/** timelines.yaml */
export interface TimelinesFile {
  timelines: TimelineEntry[];
}

export interface TimelineEntry extends Sourced {
  number: number;
  name: string;
  /** Text of the start space, where the Elizabeth marker begins. */
  start: string;
  steps: TimelineStepEntry[];
}

export interface TimelineStepEntry extends Sourced {
  text: string;
  effect: EffectText;
}

/** territory-tokens.yaml */
export interface TerritoryTokensFile {
  tokens: TerritoryTokenEntry[];
}

export interface TerritoryTokenEntry extends Sourced {
  /** The total an attacker must beat. */
  combat: number;
  /** Silver Eagles to whoever defeats it. */
  eagles: number;
  /** Identical tokens with these values. */
  count: number;
}

/** setup.yaml */
export interface SetupFile {
  setups: SetupEntry[];
}

export interface SetupEntry extends Sourced {
  name: string;
  players: number;
  handSize: number;
  /** Victory point cards face up at the start. */
  victoryCardsRevealed: number;
  /** Leader cards each seat draws from its faction's leaders. */
  leadersPerSeat: number;
  /** Where territory tokens go: one random face-down token on each location without units. */
  territoryTokens: 'every-unoccupied-location';
  seats: SeatEntry[];
}

export interface SupplyEntry {
  colour: PlayerColourName;
  /** Unit kinds taken from this colour; absent means every unit of the colour. */
  unitKinds?: UnitKindName[];
  /** Whether this colour's structures are taken too. */
  structures: boolean;
}

export interface PlacedPiece {
  /** A figure name, a structure name, or a unit kind ("common"). */
  piece: string;
  count?: number;
  /** Colour the piece is taken from; absent means the seat's colour. */
  colour?: PlayerColourName;
}

export interface StartSpaceEntry extends Sourced {
  location: string;
  pieces: PlacedPiece[];
}

export interface SeatEntry extends Sourced {
  colour: PlayerColourName;
  faction: FactionName;
  /** Colour of the action deck this seat draws from. */
  actionDeck: PlayerColourName;
  startingEagles: number;
  supply: SupplyEntry[];
  start: StartSpaceEntry[];
}
