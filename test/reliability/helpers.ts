/**
 * Shared by the reliability tests: whole Columbia games played by bots with
 * every check a player or a designer relies on at every decision (the
 * invariants, hidden information in the views), and the bound a game must
 * end within (interpreter/columbia/checked-play.ts, which the soak run
 * plays through too).
 */
import { randomBot, type Chooser } from '../../interpreter/core/index.ts';
import { checkInvariants } from '../../interpreter/columbia/invariants.ts';
import type { PlayerId } from '../../interpreter/columbia/state.ts';
import { makeBot } from '../../interpreter/sim/bots/index.ts';
import { columbiaModule } from '../../interpreter/columbia/index.ts';
import { engine as columbiaEngine, rules, seatIds, type ColumbiaEngine } from '../columbia/harness.ts';

export { rules, seatIds };

/** One engine for the bundled pack, built once per test file (its content hash is costly). */
let shared: ColumbiaEngine | null = null;
export function engine(): ColumbiaEngine {
  return (shared ??= columbiaEngine());
}

/** A bot for one seat by name: `random` (the core's uniform bot) or any bot the simulator knows. */
export function botFor(name: string, seed: string | number, seat: PlayerId): Chooser {
  if (name === 'random') return randomBot(`${seed}:${seat}`);
  return makeBot(columbiaModule, rules, name, seed, seat);
}

/** Bots the simulator offers beside the random one (the heuristic bot once it exists). */
export const SMART_BOTS: readonly string[] = ['heuristic'];

export { decisionBound, DECISIONS_PER_PLAYER_ROUND, endReason, playChecked, secretsFor, viewLeaks, type CheckedGame, type CheckOptions } from '../../interpreter/columbia/checked-play.ts';

export { checkInvariants };
