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
  /** Whether the victory card's condition holds for `player` now; null: conditions cannot be evaluated. */
  victoryCondition: ((ctx: C, cardId: string, player: PlayerId) => boolean) | null;
  /** Whether the effect registered under this id does something (its program is loaded and effect handlers exist). */
  canRunEffect(id: string): boolean;
  /** Whether effects run at all in this game (false: inert, every effect does nothing). */
  effectsLive: boolean;
}
