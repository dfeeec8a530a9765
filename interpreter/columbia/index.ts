/**
 * The Columbia rules module's public face: the GameDef, an engine factory,
 * the data shape, and the pure board queries other tools (editor, simulator)
 * read.
 */
import { createEngine, type Engine, type EngineOptions } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { createColumbiaGame, type ColumbiaOptions } from './game.ts';
import type { ColumbiaG } from './state.ts';

export { createColumbiaGame, effectsAvailable, effectIds, effectKey, effectSources, EFFECT_PREFIX, type ColumbiaHooks, type ColumbiaOptions, type ColumbiaPart } from './game.ts';
export { setup, setupFor, seatPlayers } from './setup.ts';
export { redact } from './view.ts';
export { endReasonWords, makeRenderers, makeNamer } from './log.ts';
export { boardOf, freshBoard, type Board as GameBoard } from './board.ts';
export type { BoardPart } from './board-parts.ts';
export { controlsUnit, unitFaction, type Census, type Pieces } from './pieces.ts';
export { rulesIndex } from './rules-index.ts';
export { victoryPoints, victoryPointsByFaction } from './victory-points.ts';
export { cardValue, abilityActive, canUpgrade, upgradeChoices, applyUpgrade } from './upgrades.ts';
export { NO_EFFECT_MODIFIER } from './no-effect.ts';
export { drawCards, discardCards, handSize } from './refresh.ts';
export { rollDice, rollAndLog, rollNumbers, sumFaces } from './dice.ts';
export { hollowWinner, eliminatedPlayers, claimableCards } from './victory.ts';
export type * from './state.ts';
// The Ruleset's shapes (the state's `UnitKind` is the piece kind; the Ruleset's is `UnitKindEntry`'s component).
export type { ActionCard, Board, CardType, Faction, Leader, Location, Pack, PlayerColour, Ruleset, Setup, Timeline, TimelineStep, VictoryCard, VoteType, WorldEvent } from './content/types.ts';
export { componentId } from './content/types.ts';
export { columbiaModule } from './module.ts';
export { checkInvariants } from './invariants.ts';
export { decisionBound, playChecked, viewLeaks, type CheckedGame, type CheckOptions } from './checked-play.ts';
export { columbiaRegistry, columbiaVocabulary } from './language/vocabulary.ts';
export { COLUMBIA_SCHEMAS } from './content/spec.ts';
export { RULEBOOK_COUNTS } from './content/rulebook-counts.ts';

/** The Columbia GameDef without a Ruleset bound (log names are title-cased ids; no effect ASTs). */
export const columbia = createColumbiaGame();

export type ColumbiaEngine = Engine<ColumbiaG, Ruleset>;

/**
 * An engine for this Ruleset: log sentences use its names, and when the
 * loader's effects (with ASTs) are given, card, event and leader effects run.
 * `caches: false` turns every cache off (see core/memo.ts).
 */
export function createColumbiaEngine(rules: Ruleset, options: Omit<ColumbiaOptions, 'rules'> & EngineOptions = {}): ColumbiaEngine {
  const { caches, ...game } = options;
  return createEngine(createColumbiaGame({ ...game, rules }), rules, { caches });
}
