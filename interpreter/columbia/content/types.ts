/**
 * The shape of a content pack, twice over:
 *
 * 1. `*File` types (file-types.ts): exactly what each YAML file in
 *    `content/<pack>/` holds, as its JSON Schema in
 *    `schemas/columbia/<file-stem>.schema.json` describes it. The loader parses
 *    YAML into these and validates them with ajv.
 * 2. `Ruleset`: the loaded, cross-checked and expanded pack the engine reads.
 *    Every component has a stable `id`; every reference to another component
 *    is that component's id (fields named `...Id` / `...Ids`); action decks are
 *    expanded to one `ActionCard` per physical card.
 *
 * Effect strings (`effect`, `condition`, a leader's `ability`) stay strings
 * here: the loader parses them with the effect language and keeps the AST
 * beside the ruleset, keyed by the component's id, so these types do not
 * depend on `dsl/`.
 *
 * Ids: `componentId(name)` below is the one rule. Ids are unique within their
 * kind (a location and a figure may share an id; two locations may not).
 */

// ---------------------------------------------------------------------------
// Shared vocabulary
// ---------------------------------------------------------------------------

/** Where a fact comes from: printed in the rules texts, or authored to fill a gap. */
export type Provenance = 'rulebook' | 'reconstructed';

/**
 * Provenance fields every component entry carries, in the YAML and in the
 * Ruleset. `reconstructed` lists the fields of a `rulebook` entry that were
 * nevertheless authored (e.g. Power Outage's Booker location), so nothing
 * invented passes for printed.
 */
export interface Sourced {
  provenance: Provenance;
  /** Field names of this entry that are authored although the entry itself is printed. */
  reconstructed?: string[];
  /** Free text for the designer: doubts, sources, why a value was chosen. */
  note?: string;
}

/** The two faction names exactly as the rulebook writes them. */
export type FactionName = 'Founders' | 'Vox Populi';

/** The four player colours. Each colour is one unit set, one structure set and one action deck. */
export type PlayerColourName = 'blue' | 'light blue' | 'red' | 'dark red';

export type UnitKindName = 'common' | 'special' | 'leader';
export type CombatDieColour = 'white' | 'blue' | 'red';
export type StructureName = 'Stronghold' | 'Turret' | 'Alarm';

/** A world event's vote type for one faction: add, subtract, or each player chooses. */
export type VoteType = '+' | '-' | '?';

/** When an action card's ability works: when played into combat, or when discarded on your turn instead of played. */
export type AbilityKind = 'combat' | 'discard';

/** An effect-language string (see docs/design/effect-language-spec.md). Never prose. */
export type EffectText = string;

/**
 * Where an entry came from, filled by the loader so the engine and the editor
 * can point back at the YAML (e.g. a runtime error in a card's effect).
 */
export interface SourceRef {
  /** Pack-relative file, e.g. `columbia/action-cards.yaml`. */
  file: string;
  /** JSON pointer of the entry in that file, e.g. `/cardTypes/3`. */
  path: string;
}

export { componentId } from '../../content/index.ts';

// The YAML files (what a designer writes): file-types.ts.
export type * from './file-types.ts';
import type { DieFace, RuleConstantsEntry, SkyLineRule } from './file-types.ts';

// ---------------------------------------------------------------------------
// The loaded Ruleset (what the engine reads). References are ids.
// ---------------------------------------------------------------------------

interface Component extends Sourced {
  /** Stable kebab-case id, `componentId(name)` unless said otherwise; unique within its kind. */
  id: string;
  source?: SourceRef;
}

export interface Ruleset {
  pack: Pack;
  board: Board;
  pieces: Pieces;
  /** Every die kind by id: `white`, `blue`, `red`, `sky-line`. */
  dice: Die[];
  cardTypes: CardType[];
  /** The 4 decks, in pack order, each with exactly its cards. */
  decks: Deck[];
  /** All action cards, expanded: 120 for Columbia (30 per deck). */
  actionCards: ActionCard[];
  worldEvents: WorldEvent[];
  victoryCards: VictoryCard[];
  leaders: Leader[];
  timelines: Timeline[];
  /** Expanded: one per physical token (16 for Columbia). */
  territoryTokens: TerritoryToken[];
  setups: Setup[];
}

export interface Pack {
  id: string;
  name: string;
  version: string;
  description?: string;
  factions: Faction[];
  colours: PlayerColour[];
  rules: RuleConstants;
  /** Colour ids, top of the 4-player track first. */
  fourPlayerTurnOrder: string[];
}

export interface Faction extends Component {
  name: FactionName;
  /** Colour ids, main colour first. */
  colourIds: [string, string];
}

export interface PlayerColour {
  /** `blue`, `light-blue`, `red`, `dark-red`. */
  id: string;
  name: PlayerColourName;
  factionId: string;
  /** Main colour (13 units) or second colour (12 units). */
  rank: 'main' | 'second';
}

export type RuleConstants = Omit<RuleConstantsEntry, keyof Sourced> & Sourced;

export interface Board {
  territories: Territory[];
  /** In number order. */
  locations: Location[];
  skyLines: SkyLine[];
}

export interface Territory extends Component {
  /** `territory-a` ... (id from the letter, so renaming never breaks references). */
  letter: string;
  name: string;
  victoryPoints: number;
  locationIds: string[];
}

export interface Location extends Component {
  number: number;
  name: string;
  territoryId: string;
  /** Location ids sharing a blue border, sorted by location number. */
  adjacentIds: string[];
  /** Provenance of each adjacency, keyed by the other location's id. */
  adjacencyProvenance: Record<string, Provenance>;
}

export interface SkyLine extends Component {
  name: string;
  /** Location ids under the route's spaces, in order. */
  spaceLocationIds: string[];
}

export interface Pieces {
  unitKinds: UnitKind[];
  figures: Figure[];
  structures: Structure[];
  colourSets: ColourSet[];
  booker: Booker;
  elizabeth: Elizabeth;
}

export interface UnitKind extends Component {
  /** `common`, `special`, `leader`. */
  kind: UnitKindName;
  base: 'square' | 'circle' | 'star';
  cost: number;
  combatDieId: string;
}

export interface Figure extends Component {
  name: string;
  kind: UnitKindName;
  factionIds: string[];
  skyLine?: SkyLineRule;
  sharedByFaction: boolean;
  text?: string;
}

export interface Structure extends Component {
  /** `stronghold`, `turret`, `alarm`. */
  name: StructureName;
  cost: number;
  combatDieId: string;
  retreatDestination: boolean;
  countsInAdjacentLocations: boolean;
  ownerDiceBonus: number;
  text: string;
}

export interface ColourSet extends Component {
  /** The colour's id. */
  colourId: string;
  factionId: string;
  /** `pieceId` is a figure id, or a unit kind id for generic units (`common`). */
  units: { pieceId: string; count: number }[];
  /** `pieceId` is a structure id. */
  structures: { pieceId: string; count: number }[];
}

export interface Booker extends Component {
  combatDice: { dieId: string; count: number };
  voteDieId: string;
}

export type Elizabeth = Component & { text?: string };

export interface Die extends Component {
  name: string;
  colour: string;
  use: 'combat' | 'sky-line';
  inBox?: number;
  faces: DieFace[];
}

export interface Ability {
  name: string;
  kind: AbilityKind;
  locked: boolean;
  text: string;
  effect: EffectText;
}

export interface CardType extends Component {
  name: string;
  factionIds: string[];
  ability: Ability;
}

export interface Deck extends Component {
  /** Same as the colour id: `blue`, `light-blue`, `red`, `dark-red`. */
  colourId: string;
  factionId: string;
  /** Ids of its expanded cards, in file order. */
  cardIds: string[];
}

/** One physical action card. Its ability is its card type's (copied here for convenience). */
export interface ActionCard extends Component {
  /** `<deck id>-<card type id>-<n>`, n counting from 1 within deck and type: `light-blue-shotgunner-2`. */
  id: string;
  name: string;
  deckId: string;
  factionId: string;
  cardTypeId: string;
  combat: number;
  influence: number;
  eagles: number;
  ability: Ability;
}

export interface WorldEvent extends Component {
  name: string;
  vote: { founders: VoteType; voxPopuli: VoteType };
  text: string;
  effect: EffectText;
  bookerLocationId: string;
  aggressive: boolean;
  elizabeth: boolean;
}

export interface VictoryCard extends Component {
  name: string;
  points: number;
  scope: 'you' | 'your faction';
  text: string;
  condition: EffectText;
}

export interface Leader extends Component {
  name: string;
  factionId: string;
  abilityName: string;
  text: string;
  ability: EffectText;
}

export interface Timeline extends Component {
  /** `timeline-1` ... */
  number: number;
  name: string;
  start: string;
  steps: TimelineStep[];
}

export interface TimelineStep extends Component {
  /** `timeline-<n>-step-<k>`, k from 1 (the first space after the start). */
  step: number;
  text: string;
  effect: EffectText;
}

export interface TerritoryToken extends Component {
  /** `territory-token-<combat>-<eagles>-<n>`: stable under reordering. */
  combat: number;
  eagles: number;
}

export interface Setup extends Component {
  /** `2-players`, `4-players` (from the name). */
  name: string;
  players: number;
  handSize: number;
  victoryCardsRevealed: number;
  leadersPerSeat: number;
  territoryTokens: 'every-unoccupied-location';
  seats: Seat[];
}

export interface Seat extends Sourced {
  colourId: string;
  factionId: string;
  actionDeckId: string;
  startingEagles: number;
  supply: { colourId: string; unitKinds?: UnitKindName[]; structures: boolean }[];
  start: StartSpace[];
}

export interface StartSpace extends Sourced {
  locationId: string;
  /** `pieceId` is a figure id, structure id, or unit kind id; `colourId` defaults to the seat's. */
  pieces: { pieceId: string; count: number; colourId: string }[];
}
