/**
 * The board's parts (`BoardPart`): what a kept answer of the effect
 * language may read of the board, each with a version the board keeps
 * (board.ts `Board.versionsFor`), and where each version is in its list.
 */
import type { StructureKind, UnitKind } from './state.ts';

/**
 * The parts of the board the effect language reads, each with a version
 * (`Board.version`): the units (where, whose), the structures, the locations
 * (destroyed or not), the territory tokens on them (a set of locations
 * outlives the tokens' coming and going), who controls what, who holds each
 * territory (it changes far less often than control), the turn (the first
 * player, the combat under way) and Booker's and Elizabeth's places. The
 * active player is in no part: no steady reading reads him (he decides
 * 4-player ties of control, and control has its own version), and he changes
 * at every turn. Finer parts, for what reads less than a whole part: the
 * units and structures of each kind; the roster (which units are on the
 * board, and whose: what counting units reads, not where each stands); "my
 * control" (what "I" and my faction control: it keeps its version for "I"
 * while control changes between others); "my roster" (which units of my
 * faction are on the board); "my unit count" (how many); "my eagles" (the
 * eagles of "I"); the upgrades made; "my upgrade count" (how many my faction
 * made): the last three no board's, versioned here.
 */
export type BoardPart = 'units' | 'structures' | 'locations' | 'tokens' | 'control' | 'holders' | 'turn' | 'figures' | UnitsOfKind | StructuresOfKind | 'roster' | 'my control' | 'my eagles' | 'my roster' | 'my unit count' | 'my upgrade count' | 'upgrades';

/**
 * The units, or structures, of one kind (where, whose): a phrase about
 * leaders (`3 locations with a leader`) reads only them, so its kept answer
 * outlives the moves of commons, the most frequent change of the board; one
 * about turrets outlives the building and razing of strongholds and alarms.
 */
export type UnitsOfKind = 'commons' | 'specials' | 'leaders';
export type StructuresOfKind = 'strongholds' | 'turrets' | 'alarms';

/** The part of each kind of unit, and of structure. */
export const UNITS_OF_KIND: Readonly<Record<UnitKind, UnitsOfKind>> = { common: 'commons', special: 'specials', leader: 'leaders' };
export const STRUCTURES_OF_KIND: Readonly<Record<StructureKind, StructuresOfKind>> = { stronghold: 'strongholds', turret: 'turrets', alarm: 'alarms' };

/** Where each part's version is kept (`Board.versions`). */
export const PART_INDEX: Readonly<Record<BoardPart, number>> = { units: 0, structures: 1, locations: 2, control: 3, turn: 4, figures: 5, commons: 6, specials: 7, leaders: 8, roster: 9, upgrades: 10, tokens: 11, holders: 12, strongholds: 13, turrets: 14, alarms: 15, 'my control': 16, 'my eagles': 17, 'my roster': 18, 'my unit count': 19, 'my upgrade count': 20 };

/** Every part, in the order of `Board.versionsFor`'s list (the effect runtime's `Steady.parts`). */
export const BOARD_PARTS: readonly BoardPart[] = Object.keys(PART_INDEX) as BoardPart[];

/** The parts whose version is their value (the core's `Steady.valued`; part-values.ts): which locations are destroyed, Booker's and Elizabeth's places, who holds each territory, what I and my faction control, the eagles of "I", how many units my faction has on the board, how many upgrades it has made (its `upgradeCount`, which invariants.ts ties to the marks on its sheets). */
export const VALUED_PARTS: readonly BoardPart[] = ['locations', 'figures', 'holders', 'my control', 'my eagles', 'my unit count', 'my upgrade count'];

/** The first of the parts versioned for each "I" apart (`Board.versionsFor`'s `me`): "my control" and the parts after it. */
export const PLAYERS_PARTS = PART_INDEX['my control'];
