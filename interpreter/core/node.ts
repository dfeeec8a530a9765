/**
 * The core's Node face: V8's settings for processes that play games (the
 * `rulewright` command, the simulator's workers, the benchmarks). Kept apart
 * from index.ts, which runs in a browser too, and light: the command applies
 * these before it loads anything else.
 */
export { applyPlayV8Flags, givenFlags, PLAY_V8_FLAGS, playFlagsToSet, WORKER_V8_FLAGS } from './v8-flags.ts';
