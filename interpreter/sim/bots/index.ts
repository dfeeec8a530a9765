/**
 * Every bot the simulator can seat, by the name `--bots` takes: `random`
 * (uniform over legal answers), `heuristic` (built in), or the stem of a
 * YAML bot file (`aggressive` for `bots/aggressive.yaml`). Each seat gets its
 * own bot with its own random stream from the game's seed and the seat.
 */
import { heuristicBot, uniformBot, type SimBot } from './heuristic.ts';
import { yamlBot, type CompiledBot, type RuleHits } from './yaml-bot.ts';

export type { SimBot } from './heuristic.ts';
export { heuristicBot, uniformBot } from './heuristic.ts';
export { compileBot, conditionFailures, yamlBot, worldOf, type CompiledBot, type BotCompileResult, type RuleHits } from './yaml-bot.ts';

export const BUILT_IN_BOTS: readonly string[] = ['random', 'heuristic'];

/** Compiled YAML bots by file stem. */
export type BotLibrary = Readonly<Record<string, CompiledBot>>;

export function botNames(library: BotLibrary): string[] {
  return [...BUILT_IN_BOTS, ...Object.keys(library).sort()];
}

/** The bot called `name` for one seat of one game. */
export function makeBot(name: string, gameSeed: string | number, seat: string, library: BotLibrary = {}, hits?: RuleHits): SimBot {
  const seed = `${gameSeed}:${seat}`;
  if (name === 'random') return uniformBot(seed);
  if (name === 'heuristic') return heuristicBot(seed);
  const compiled = library[name];
  if (compiled) return yamlBot(compiled, seed, hits);
  throw new Error(`unknown bot "${name}" (bots: ${botNames(library).join(', ')})`);
}
