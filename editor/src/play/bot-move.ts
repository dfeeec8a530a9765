/**
 * A bot's answer to one test-play decision: the simulator's bots (random,
 * the search bot with its budget, the game's own, the pack's YAML bots)
 * seated at a seat of the designer's game. Deterministic from the game's
 * seed and the decision's number: each decision gets a fresh bot whose
 * random stream is `<seed>:d<n>` (and the seat, as `makeBot` adds it), so
 * going back and playing the same position again gives the same answer,
 * whatever was played and taken back in between.
 *
 * Pure: the bot worker (play-bot.worker.ts) runs it; Node tests call it
 * directly.
 */
import type { Choice, GameState, PlayerId } from '../../../interpreter/core/index.ts';
import { compileBots, makeBot, type BotLibrary } from '../../../interpreter/sim/index.ts';
import { scenarioEngineFor } from '../../../interpreter/scenario/index.ts';
import { loadGame, packPath, type PlayableGame, type PlayEngine } from './rules.ts';
import { compileForPlay } from './scenarios.ts';

/** A seat the designer plays themselves (every other value names a bot). */
export const HUMAN = 'me';

/** Which seats bots play: seat -> bot name (`heuristic`, `mcts:400`...); a seat not named is the designer's. */
export type SeatBots = Readonly<Record<PlayerId, string>>;

/** A scenario the game began from: bots answer under the engine it lays out (its lasting effects included). */
export interface ScenarioOrigin {
  path: string;
  text: string;
}

/** What a bot is asked: one position of one game. Plain data (sent to the bot worker). */
export interface BotQuestion {
  bot: string;
  /** The game's seed and the number of decisions answered before this one: the bot's random stream. */
  seed: string | number;
  n: number;
  state: GameState<unknown>;
  scenario: ScenarioOrigin | null;
}

/** The random stream of the bot that answers decision n + 1 of the game of `seed`. */
export function botSeed(seed: string | number, n: number): string {
  return `${seed}:d${n}`;
}

/** A pack loaded for bots: the game, its compiled YAML bots, and engines by scenario (a table, not a cache: one per bot worker). */
export class BotTable {
  private readonly engines = new Map<string, PlayEngine>();

  private constructor(
    readonly game: PlayableGame,
    readonly library: BotLibrary,
  ) {}

  /** The pack from its files (`board.yaml` -> text) and YAML bots (stem -> text); throws with the pack's first errors. */
  static load(pack: string, files: Readonly<Record<string, string>>, botTexts: Readonly<Record<string, string>>): BotTable {
    const game = loadGame(new Map(Object.entries(files).map(([p, t]) => [packPath(pack, p), t])), pack);
    if (!game.ok) throw new Error(`the pack does not load: ${game.errors.slice(0, 3).map((e) => e.message).join('; ')}`);
    const { library } = compileBots(game.module, botTexts, game.rules, (stem) => packPath(pack, `bots/${stem}.yaml`));
    return new BotTable(game, library);
  }

  /** From a game already loaded (Node tests, or a page without workers). */
  static of(game: PlayableGame, library: BotLibrary = {}): BotTable {
    return new BotTable(game, library);
  }

  private engineFor(scenario: ScenarioOrigin | null): PlayEngine {
    if (scenario === null) return this.game.engine;
    const key = `${scenario.path}\u0000${scenario.text}`;
    let engine = this.engines.get(key);
    if (!engine) {
      const c = compileForPlay(scenario.path, scenario.text, this.game.pack);
      if (!c.ok) throw new Error(c.reason);
      engine = scenarioEngineFor(c.scenario, this.game.pack) as PlayEngine;
      this.engines.set(key, engine);
    }
    return engine;
  }

  /** The bot's answer to the position's pending decision; throws when there is none or the bot is unknown. */
  answer(q: BotQuestion): Choice {
    const engine = this.engineFor(q.scenario);
    const d = engine.decision(q.state);
    if (!d) throw new Error('no decision is pending');
    const bot = makeBot(this.game.module, this.game.rules, q.bot, botSeed(q.seed, q.n), d.player, this.library);
    const c = bot.choose(engine, q.state);
    return { player: d.player, ids: c.ids.slice() };
  }
}
