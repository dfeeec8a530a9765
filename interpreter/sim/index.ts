/**
 * The simulator's public face (pure: runs in a browser worker too): one
 * game played on the fast path for any game (`playGame` over a `SimTable`),
 * the bots (`makeBot`, `compileBots`), the statistics and their reports.
 * The worker pool and reading bot files from disk are Node's: pool.ts and
 * node.ts.
 */
export { gameSeed, gameSpecs, playGame, replayCommandFor, seatBots, seatingsOf, seatsBySide, simTable, specAt, warmUp, type GameSpec, type PlayedGame, type PlayOptions, type RunShape, type SimTable } from './play.ts';
export { botNames, isBotName, seatNames, compileBots, conditionFailures, gameBotNames, makeBot, RANDOM_BOT, uniformBot, type BotLibrary, type RuleHits, type SimBot } from './bots/index.ts';
export * from './stats.ts';
export { changesReport, gameTables, jsonReport, rates, reportWords, textReport, type RunInfo } from './report-text.ts';
export { htmlReport, type ReportMeta } from './report-html.ts';
export { searchBot, type SearchBot, type SearchStats } from './search/bot.ts';
export { DEFAULT_SEARCH, isSearchBotName, parseSearchBot, SEARCH_BOT, type RolloutPolicy, type SearchOptions } from './search/options.ts';
export { guesser, hiddenArrays, type Guess } from './search/determinize.ts';
export type { SearchReport } from './search/search.ts';
export { strengthCheck, strongerThan, trustNotes, type StrengthCheck } from './trust.ts';
