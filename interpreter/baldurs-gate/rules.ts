/**
 * The Baldur's Gate Ruleset: what the rules read from the pack, built once by
 * `content/build.ts` and never changed during a game (never copied into the
 * state). Effects are referred to by key (`card:factory:income`); their
 * strings are in `effects`, their checked ASTs go to the engine.
 */

export type ResourceName = 'gold' | 'supplies' | 'favor' | 'prestige' | 'reserveTokens';

/** What something costs, by resource (absent: 0). */
export type Cost = Partial<Record<ResourceName, number>>;

export type SpaceKind = 'plot' | 'hq' | 'keep' | 'watchtower' | 'gate';
export type FortificationKind = 'watchtower' | 'keep' | 'gate';

export interface District {
  id: string;
  name: string;
  city: 'upper' | 'lower';
  colour: string;
  plots: number[];
  /** Column and row of its cell on the display grid. */
  area: [number, number];
  /** Its Special Location's id. */
  location: string;
}

export interface Space {
  id: string;
  kind: SpaceKind;
  /** The district(s) it lies in: two for a Watchtower or Gate on a border. */
  districts: string[];
  at: [number, number];
  /** Prestige printed on a Watchtower space. */
  prestige: number;
  /** A plot's number (0 for other spaces). */
  plot: number;
}

export interface BuildingType {
  id: string;
  name: string;
  tiles: number;
  /** Effect key of the connection benefit. */
  benefit: string;
}

export interface IncomeBenefit {
  cost: Cost;
  /** Effect key. */
  effect: string;
  text: string;
}

export interface BuildingCard {
  id: string;
  name: string;
  type: string;
  cost: number;
  /** Effect key of its "When built" effect, or null. */
  whenBuilt: string | null;
  income: IncomeBenefit | null;
}

export interface Agenda {
  id: string;
  name: string;
  /** Effect key of its scoring. */
  score: string;
}

export interface HqSide {
  /** Effect key of the income gained first. */
  income: string;
  /** `one`: a single option per Collect Income; `each`: every option once. */
  choose: 'one' | 'each';
  options: IncomeBenefit[];
  /** Effect key run when the card is chosen (advanced sides), or null. */
  ability: string | null;
  component: string | null;
}

export interface HqCard {
  id: string;
  name: string;
  district: string;
  basic: HqSide;
  advanced: HqSide;
}

export interface GateCard {
  id: string;
  name: string;
  districts: [string, string];
  prestigePerBuilding: number;
  /** The oval Gate space on their border. */
  space: string;
}

export interface Deal {
  /** In Favor, before a damage marker's +1. */
  cost: number;
  effect: string;
  text: string;
}

export interface SpecialLocation {
  id: string;
  name: string;
  district: string;
  at: [number, number];
  /** [the free deal, the paid deal]. */
  deals: Deal[];
}

export interface FactionTrack {
  id: string;
  name: string;
  /** Effect key of each space's reward, from the first space up. */
  spaces: string[];
}

export interface SetupRules {
  players: number[];
  /** Whether games of this pack use the optional advanced setup. */
  advancedSetup: boolean;
  start: { gold: number; supplies: number; favor: number };
  buildingCards: number;
  agendas: number;
  display: number;
  availablePlots: number;
  /** Prohibited plots by player count. */
  prohibited: Record<string, number>;
  advanced: { buildingCards: { deal: number; keep: number }; agendas: { deal: number; keep: number } };
}

export interface ScoringRules {
  groupPrestige: number;
  /** Prestige by number of districts (index = districts). */
  districts: number[];
  leftoverDivisor: number;
  tieBreakers: string[];
}

export interface Colour {
  id: string;
  name: string;
}

export interface BgRules {
  game: 'baldurs-gate';
  name: string;
  version: string;
  districts: District[];
  districtById: Record<string, District>;
  /** Every space by id; plots are `plot-<n>`. */
  spaces: Record<string, Space>;
  /** Space ids in board order (plots by number, then HQ, Keep, Watchtower and Gate spaces). */
  spaceOrder: string[];
  /** The spaces joined to each space by a solid line. */
  neighbours: Record<string, string[]>;
  /** The district of each plot number (index = plot number; index 0 unused). */
  plotDistrict: string[];
  /** How a plot reads in a decision: `Plot 24 (The Steeps)` (index = plot number). */
  plotLabels: string[];
  /** Space ids of each kind, in board order. */
  spacesOfKind: Record<SpaceKind, string[]>;
  /** The Watchtower and Keep spaces that defend each district. */
  defenders: Record<string, string[]>;
  buildingTypes: Record<string, BuildingType>;
  typeOrder: string[];
  cards: Record<string, BuildingCard>;
  cardOrder: string[];
  agendas: Record<string, Agenda>;
  agendaOrder: string[];
  hqCards: Record<string, HqCard>;
  hqOrder: string[];
  gates: Record<string, GateCard>;
  gateOrder: string[];
  gateIncome: IncomeBenefit;
  locations: Record<string, SpecialLocation>;
  locationOrder: string[];
  tracks: FactionTrack[];
  agendaThreshold: number;
  attackStrength: number[];
  defense: Record<FortificationKind, number>;
  colours: Colour[];
  cubes: number;
  benefits: { hq: string; fortification: string };
  setup: SetupRules;
  scoring: ScoringRules;
  /** Every effect string by key. */
  effects: Record<string, string>;
  /** Each effect key's context (where it lives). */
  effectContexts: Record<string, string>;
}

export const RESOURCES: readonly ResourceName[] = ['gold', 'supplies', 'favor', 'prestige', 'reserveTokens'];

/** A plot's space id. */
export function plotSpace(n: number): string {
  return `plot-${n}`;
}
