/**
 * Scenario tests: rule edge cases written as data (docs/SCENARIOS.md).
 * A layer above `columbia/` (it knows Columbia's names and options) and
 * below `cli/`. Everything here is pure except `node.ts`, the file-system
 * shell the CLI and the test suite use.
 */
export { compileScenario, scenarioValidator, stemOf, type CompiledScenario, type Step } from './compile.ts';
export { runScenario, scenarioEngineFor, scenarioOpening, scenarioPosition, leadingScript, invalidResult, type Failure, type Pack, type ScenarioResult, type Status } from './run.ts';
export { walkScript, decisionText, type ScriptAnswer, type ScriptPlayed, type ScriptStop, type WalkOptions } from './script-play.ts';
export { matchAnswer, matchingOptions, columbiaAliases, words, type Aliases, type Matched } from './match.ts';
export { Names, norm } from './names.ts';
export { SCENARIO_CODES, type ScenarioCode } from './report.ts';
export { GOLDEN_GAMES, recordGolden, compareGolden, firstDifference, diffJson, applyChanges, type GoldenGame, type GoldenCheck } from './golden.ts';
