/**
 * The one games registry: `pack.yaml` `game:` -> the game module that reads,
 * checks and plays the pack. This file is the only code outside a game
 * module (and the module's own tests) that imports one; every tool asks it.
 *
 * A pack without `game:` is read as Columbia, with a warning
 * (`RW-PACK-NO-GAME`): packs written before games were named, and variants
 * copied from them, keep loading. A name no module has is an error at the
 * `game:` line with did-you-mean and the list of games (`RW-PACK-UNKNOWN-GAME`).
 */
import type { GameCatalogue, LoadOptions, LoadResult } from '../content/index.ts';
import { effectCache, loadPack } from '../content/index.ts';
import type { Registry } from '../dsl/index.ts';
import type { GameModule } from '../game/index.ts';
import { columbiaModule } from '../columbia/module.ts';
import { baldursGateModule } from '../baldurs-gate/module.ts';
import { nightMarketModule } from '../night-market/module.ts';

/**
 * A module whatever its state and Ruleset types: each module is typed
 * inside; tools hold it through this registry.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds every game's module; see above
export type AnyGameModule = GameModule<any, any>;

/**
 * Every game rulewright has, products first. Night Market is a test fixture
 * (`fixture: true`): registered so every tool runs its pack, never offered
 * as a product game.
 */
export const GAMES: readonly AnyGameModule[] = [columbiaModule, baldursGateModule, nightMarketModule];

/** What a pack without `game:` is read as (and the game of every saved game before saved games named one). */
export const FALLBACK_GAME = 'columbia';

/** The games as the loader sees them, with the process's cache of checked effect strings. */
export const GAME_CATALOGUE: GameCatalogue = { games: GAMES, fallback: FALLBACK_GAME, effectCache: effectCache() };

/** The module a pack's `game:` names; undefined for a name rulewright does not have. */
export function gameModule(id: string): AnyGameModule | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The module of a loaded pack (the game it was read as). Throws for a result that names no game (it has errors). */
export function moduleOf(result: Pick<LoadResult, 'game'>): AnyGameModule {
  const module = result.game === undefined ? undefined : gameModule(result.game);
  if (module === undefined) throw new Error(`the pack names no game rulewright has (${result.game ?? 'none'})`);
  return module;
}

/** Game ids; `products` leaves out the test fixtures (what a designer is offered). */
export function gameIds(options: { products?: boolean } = {}): string[] {
  return GAMES.filter((g) => !(options.products && g.fixture)).map((g) => g.id);
}

/** The effect-language registry of a game: the words its packs are read in. */
export function registryFor(game: string): Registry {
  const module = gameModule(game);
  if (module === undefined) throw new Error(`no game "${game}" (games: ${gameIds().join(', ')})`);
  return module.language.registry;
}

/** Load a pack from its files' texts, as whatever game its `pack.yaml` names. */
export function loadGamePack<R = unknown>(files: Readonly<Record<string, string>>, options: Omit<LoadOptions, 'games'> = {}): LoadResult<R> {
  return loadPack<R>(files, { ...options, games: GAME_CATALOGUE });
}
