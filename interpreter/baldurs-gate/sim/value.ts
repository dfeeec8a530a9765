/**
 * What a Baldur's Gate position is worth to each player, in Prestige
 * (`SimHooks.value`: the search bot scores a playout it stops early by
 * it): the Prestige scored so far plus what final scoring's leftovers step
 * would turn the player's resources and hand into now (one Prestige per
 * `leftoverDivisor` of gold, supplies, favor and cards). The hand is read
 * by its size only: what every seat sees.
 */
import type { Engine, GameState } from '../../core/index.ts';
import type { BgRules } from '../rules.ts';
import type { BgG } from '../state.ts';

export function baldursGateValue(engine: Engine<BgG, BgRules>, state: GameState<BgG>): Record<string, number> {
  const g = state.g;
  const divisor = Math.max(1, engine.rules.scoring.leftoverDivisor);
  const out: Record<string, number> = {};
  for (const p of state.players) {
    const r = g.res[p]!;
    out[p] = r.prestige + (r.gold + r.supplies + r.favor + (g.hand[p]?.length ?? 0)) / divisor;
  }
  return out;
}
