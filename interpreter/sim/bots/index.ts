/**
 * Every bot the simulator can seat, by the name `--bots` takes: `random`
 * (uniform over legal answers, any game), the game's own bots (its module's
 * `sim.bots`, e.g. a `heuristic`), the search bot (`mcts`, any game:
 * sim/search/), or a bot file of
 * the pack (`aggressive` for `bots/aggressive.yaml`, compiled by the
 * module's `sim.botFiles`). Each seat gets its own bot with its own random
 * stream from the game's seed and the seat.
 */
import { randomBot, type Chooser, type Engine } from '../../core/index.ts';
import type { PackBot } from '../../game/index.ts';
import type { AnyGameModule } from '../../games/index.ts';
import { searchBot } from '../search/bot.ts';
import { isSearchBotName, SEARCH_BOT } from '../search/options.ts';

/** A bot that also says how often it had to fall back to a random answer. */
export interface SimBot extends Chooser {
  /** Answers that were not legal and were replaced by a random one. */
  readonly fallbacks: number;
  /**
   * The bot answers in a few microseconds, less than a clock read costs: the
   * simulator does not time its answers and looks at the game's time budget
   * only now and then (sim/play.ts).
   */
  readonly instant?: boolean;
}

/** Rules of bot files that answered, by where they are (`aggressive.yaml#/decisions/move/0`). */
export type RuleHits = Record<string, number>;

/** A pack's compiled bot files by name. */
export type BotLibrary = Readonly<Record<string, PackBot<unknown, unknown>>>;

/** The bot every game has. */
export const RANDOM_BOT = 'random';

/** The core's random bot, uniform over legal answers, with the face of the others. */
export function uniformBot(seed: string | number): SimBot {
  // The core bot's own `choose` (it reads its generator from its closure, not `this`): no wrapper call per decision.
  return { fallbacks: 0, instant: true, choose: randomBot(seed).choose };
}

/** The game's own bots, by name. */
export function gameBotNames(module: AnyGameModule): string[] {
  return Object.keys(module.hooks.sim?.bots ?? {});
}

/**
 * Every name `--bots` takes for this game and these bot files: random, the
 * search bot (`mcts`; `mcts:800` and the like name it with a budget), the
 * game's bots, the files' (sorted).
 */
export function botNames(module: AnyGameModule, library: BotLibrary): string[] {
  return seatNames(module, Object.keys(library));
}

/**
 * `botNames` from the bot files' names alone (the editor lists a pack's
 * files before it compiles them): the one list every seat picker offers.
 */
export function seatNames(module: AnyGameModule, fileBots: Iterable<string>): string[] {
  return [RANDOM_BOT, SEARCH_BOT, ...gameBotNames(module), ...[...new Set(fileBots)].sort()];
}

/** Whether `name` is a bot of this game: one of `botNames`, or the search bot with a budget (`mcts:800`). */
export function isBotName(module: AnyGameModule, library: BotLibrary, name: string): boolean {
  return isSearchBotName(name) || botNames(module, library).includes(name);
}

/** The bot called `name` for one seat of one game. */
export function makeBot(module: AnyGameModule, rules: unknown, name: string, gameSeed: string | number, seat: string, library: BotLibrary = {}, hits?: RuleHits): SimBot {
  const seed = `${gameSeed}:${seat}`;
  if (name === RANDOM_BOT) return uniformBot(seed);
  if (isSearchBotName(name)) return searchBot(module, rules, name, seed);
  const own = module.hooks.sim?.bots?.[name];
  if (own !== undefined) {
    const bot = own(rules, seed, seat) as Chooser & { fallbacks?: number };
    return typeof bot.fallbacks === 'number' ? (bot as SimBot) : Object.assign(bot, { fallbacks: 0 });
  }
  const file = library[name];
  if (file) return file.make(seed, hits);
  throw new Error(`unknown bot "${name}" (bots: ${botNames(module, library).join(', ')})`);
}

/** Conditions of the pack's bot files that could not be read on this engine (read as false), by rule: why. */
export function conditionFailures(library: BotLibrary, engine: Engine<unknown, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const bot of Object.values(library)) Object.assign(out, bot.failures?.(engine) ?? {});
  return out;
}

/** Compiles a pack's bot files with its game's compiler (none: no bot files are read). */
export function compileBots(module: AnyGameModule, texts: Readonly<Record<string, string>>, rules: unknown, labelOf: (name: string) => string): { library: BotLibrary; diagnostics: import('../../diagnostics/index.ts').Diagnostic[] } {
  const files = module.hooks.sim?.botFiles;
  if (files === undefined || Object.keys(texts).length === 0) return { library: {}, diagnostics: [] };
  const { bots, diagnostics } = files.compile(texts, rules, labelOf);
  return { library: bots as BotLibrary, diagnostics };
}
