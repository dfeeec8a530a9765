/**
 * The game seam's public face: the interface a game module implements
 * (`module.ts`) and its optional hooks (`hooks.ts`). Types only, plus the
 * helpers every tool uses to drive a module.
 */
export type { GameModule, GameLanguage, GameOutcome, Seats } from './module.ts';
export type {
  BoardPicture,
  BoardTrack,
  GroupTrack,
  BoardNode,
  BoardPiece,
  CardPicture,
  TableBlock,
  TableSide,
  DisplayHooks,
  EditorHooks,
  CardPreview,
  PreviewValue,
  GameComparison,
  GameCounter,
  GameFigures,
  PackBot,
  ReportTable,
  SimSummaryHooks,
  GameHooks,
  NewGameChoice,
  GoldenGame,
  OutlineNode,
  PositionContext,
  PreparedPosition,
  SavedGameHooks,
  ScenarioHooks,
  SimHooks,
  TablePicture,
  TerminalHooks,
} from './hooks.ts';
export { engineFor } from './engine.ts';
export { dealInto, poolOf, reshuffleZones } from './hidden.ts';
export type { Check, CheckContext, CheckOutcome, ScenarioContext, ScenarioNames } from './scenario.ts';
export { equalCheck } from './scenario.ts';
export { GENERIC_NAME_KINDS, listOf, miss, norm, ptr, Reporter, SCENARIO_CODES, type Found, type Miss, type NameKind, type ScenarioCode } from './scenario-report.ts';
export * from './statistics.ts';
export { entry, field, itemsAt, listUnder, plainOutline, type OutlineItem } from './outline.ts';
export { entriesAt, mapsIn, numberOf, segmentsOf, textOf } from './preview.ts';
