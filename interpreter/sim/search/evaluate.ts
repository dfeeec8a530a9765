/**
 * What a playout is worth to each player, from the game's own outcome
 * (`module.outcome`: winners and scores by side), in 0..1. A finished game:
 * 1 to the winning sides' players (shared by several winning sides), 0 to
 * the others. A playout stopped early: the lead of the player's side over
 * the best other side in what the position is worth (the module's
 * `sim.value`, in score units; without it, the outcome's scores), squashed
 * to 0..1 (`0.5 + 0.5 tanh(lead / s)`),
 * where `s` grows with the scores themselves (so a game counting in tens of
 * points and one counting in ones are judged alike). Teammates share their
 * side's reward.
 */
import type { Engine, GameState, PlayerId } from '../../core/index.ts';
import type { AnyGameModule } from '../../games/index.ts';

export type Rewards = Record<PlayerId, number>;

/** A position's rewards by player. `sides`: each player's side (module.seats.sideOf). */
export function rewardsOf(module: AnyGameModule, engine: Engine<unknown, unknown>, state: GameState, sides: Readonly<Record<PlayerId, string>>, scale: number, byValue = true): Rewards {
  const out: Rewards = {};
  const value = byValue ? module.hooks.sim?.value : undefined;
  if (state.over !== null || value === undefined) {
    const o = module.outcome(state, engine.rules);
    if (o.over) {
      const share = o.winners.length > 0 ? 1 / o.winners.length : 0;
      for (const p of state.players) out[p] = o.winners.includes(sides[p]!) ? share : 0;
      return out;
    }
    return squashed(state, o.scores, sides, scale);
  }
  return squashed(state, value(engine, state), sides, scale);
}

/** Each player's side's lead in `scores` over the best other side, squashed to 0..1 (the squash widens as the scores grow). */
function squashed(state: GameState, scores: Readonly<Record<string, number>>, sides: Readonly<Record<PlayerId, string>>, scale: number): Rewards {
  const out: Rewards = {};
  let spread = 0;
  let n = 0;
  for (const side of Object.keys(scores)) {
    spread += Math.abs(scores[side]!);
    n++;
  }
  const s = scale * (1 + (n > 0 ? spread / n : 0) / 8);
  for (const p of state.players) {
    const mine = scores[sides[p]!] ?? 0;
    let best = -Infinity;
    for (const side of Object.keys(scores)) if (side !== sides[p]) best = Math.max(best, scores[side]!);
    const lead = best === -Infinity ? 0 : mine - best;
    out[p] = 0.5 + 0.5 * Math.tanh(lead / s);
  }
  return out;
}
