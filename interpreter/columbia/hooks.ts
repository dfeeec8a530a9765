/**
 * What the rules files need from the effect runtime, filled by the game's
 * assembly (game.ts): the rules files read these, and never the effects
 * files themselves (which read the rules files).
 */
import type { Ctx } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import type { ColumbiaG, PlayerId } from './state.ts';

type C = Ctx<ColumbiaG, Ruleset>;

export interface ColumbiaHooks {
  /** The victory cards among `cards` whose condition holds for `player` now, in their order; null: conditions cannot be evaluated. */
  victoryConditions: ((ctx: C, cards: readonly string[], player: PlayerId) => readonly string[]) | null;
  /** Whether the effect registered under this id does something (its program is loaded and effect handlers exist). */
  canRunEffect(id: string): boolean;
  /** Whether effects run at all in this game (false: inert, every effect does nothing). */
  effectsLive: boolean;
}
