/**
 * Scenario tests: rule edge cases written as data (docs/SCENARIOS.md), for
 * any game: the generic format and runner here, the game's position fields
 * and expectation keys from its module's scenario hooks. A layer above the
 * games registry and below `cli/`. Everything here is pure except `node.ts`,
 * the file-system shell the CLI and the test suite use.
 */
export { compileScenario, stemOf, type CompiledScenario, type Step } from './compile.ts';
export { ScenarioPack } from './pack.ts';
export { scenarioSchemaFor } from './schema.ts';
export { runScenario, scenarioEngineFor, scenarioOpening, scenarioPosition, leadingScript, invalidResult, type Failure, type Pack, type ScenarioResult, type Status } from './run.ts';
export { walkScript, decisionText, type ScriptAnswer, type ScriptPlayed, type ScriptStop, type WalkOptions } from './script-play.ts';
export { matchAnswer, matchingOptions, words, type Aliases, type Matched } from './match.ts';
export { compileExpect, firstFailure, GENERIC_EXPECT_KEYS, type ExpectContext } from './expect.ts';
export { seatNames } from './names.ts';
export { SCENARIO_CODES, norm, type ScenarioCode } from '../game/index.ts';
export { recordGolden, compareGolden, firstDifference, diffJson, applyChanges, type GoldenGame, type GoldenCheck } from './golden.ts';
