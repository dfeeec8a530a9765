/**
 * The game seam's public face: the interface a game module implements
 * (`module.ts`) and its optional hooks (`hooks.ts`). Types only, plus the
 * helpers every tool uses to drive a module.
 */
export type { GameModule, GameLanguage, GameOptions, GameOutcome, Seats } from './module.ts';
export type {
  BoardPicture,
  DisplayHooks,
  EditorHooks,
  ExpectationResult,
  GameFigures,
  GameHooks,
  NewGameChoice,
  OutlineNode,
  PreparedPosition,
  SavedGameHooks,
  ScenarioHooks,
  ScenarioReporter,
  SimHooks,
  TablePicture,
} from './hooks.ts';
export { engineFor } from './engine.ts';
