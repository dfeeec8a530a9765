/**
 * The simulator's Node face for other layers (the CLI, bench/): reading and
 * compiling a pack's YAML bots from disk, the worker pool, and the benchmarks.
 */
export { compileBots, loadBots, readBotFiles } from './bots/node.ts';
export { defaultWorkers, runSimulation, windowOf, batchSize, bundledWorker, startWorkers, startLines, type RunStart, type SimulationOptions, type StartedWorkers, type SimulationResult } from './pool.ts';
export * from './bench.ts';
export { benchGamePlay, type GamePlayBench } from './bench-games.ts';
export { benchSearch, type SearchBench } from './bench-search.ts';
