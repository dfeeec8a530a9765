/**
 * Condition programs of a tool's own (a bot's `when:` rules) read over an
 * engine's game states: the core's evaluator with the engine's memo, pure
 * (a condition that would decide or roll is an error).
 */
import type { Engine } from '../engine.ts';
import { runtimeOf } from '../engine.ts';
import { TaskContext } from '../runner.ts';
import type { AnyGameDef, GameState } from '../types.ts';
import { holds } from './answers.ts';
import { normalizeSources } from './runtime.ts';
import type { Env } from './types.ts';

export interface ConditionReader {
  /** Whether the condition registered under `src` holds in `state` for `env` (`env.me`: who "I" is). */
  holds(state: GameState<unknown>, src: string, env: Env): boolean;
}

/**
 * A reader of `sources` (condition programs by id, as `GameDef.effectSource`
 * gives them) over `engine`'s states, with `game`'s handlers (the engine's
 * game, or one with handlers of the tool's own added).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any game's engine
export function conditionReader(engine: Engine<any, any>, game: AnyGameDef, sources: Record<string, unknown>): ConditionReader {
  const rt = runtimeOf({ ...game, tasks: {}, effectSource: () => normalizeSources(sources) }, engine.rules, engine.memo);
  return {
    holds(state, src, env) {
      return holds(new TaskContext(rt, state as GameState, null), src, env);
    },
  };
}
