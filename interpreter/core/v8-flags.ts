/**
 * V8 settings for processes that play games (the simulator's workers, the
 * `rulewright` command). Node only.
 *
 * Why: V8's optimizing compiler spent ~6.7 s of CPU compiling the rules code
 * in a player process's first seconds, and 15-30% of a core in steady play
 * after that (functions re-optimized after a deopt, each compiled with all
 * it inlines; measured with `--trace-opt`, bench/HISTORY.md). On a 2-core
 * machine running 2 workers that compile time is taken from the other
 * worker. A smaller inlining budget halves the compile time and, measured
 * side by side, plays as fast or faster once warm (the rules code is many
 * mid-sized functions; inlining them all made large optimized code for
 * little gain). These flags change how fast the code runs, never what it
 * computes.
 */
import { setFlagsFromString } from 'node:v8';

export const PLAY_V8_FLAGS: readonly string[] = ['--max-inlined-bytecode-size-cumulative=200'];

/**
 * For a process already running (the CLI): V8 reads these flags each time it
 * optimizes a function, so setting them before any game is played has the
 * effect of giving them on the command line. A forked worker gets them in
 * its `execArgv` instead (the documented way).
 */
export function applyPlayV8Flags(given: readonly string[] = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)]): void {
  for (const f of PLAY_V8_FLAGS) {
    // One the user gave (`node --max-inlined-bytecode-size-cumulative=460 ...`) is theirs to keep.
    const name = f.split('=')[0]!;
    if (!given.some((g) => g === name || g.startsWith(`${name}=`))) setFlagsFromString(f);
  }
}
