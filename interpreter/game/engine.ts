/**
 * An engine for a game module's pack: the module's rules on the core
 * engine. Every shell builds its engine here (never from a game's own
 * factory), so a pack of any game plays the same way.
 */
import type { PackEffects } from '../content/index.ts';
import { createEngine, type Engine, type EngineOptions } from '../core/index.ts';
import type { GameModule } from './module.ts';

/** `caches: false` turns every cache of the engine off (core/memo.ts): the same games, worked out afresh. */
export function engineFor<G, R>(module: GameModule<G, R>, rules: R, effects: PackEffects | null, options: EngineOptions = {}): Engine<G, R> {
  return createEngine(module.createGame(rules, effects), rules, options);
}
