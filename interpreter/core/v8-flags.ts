/**
 * V8 settings for processes that play games (the simulator's workers, the
 * `rulewright` command). Node only.
 *
 * Why: V8's optimizing compiler spends seconds of CPU compiling the rules
 * code in a player process's first thousand games (~650 functions, each
 * once; bench/HISTORY.md). On a 2-core machine running 2 workers that
 * compile time is taken from the other worker, so a cheaper compile is a
 * shorter run. Both settings make each compile cheaper and, measured side by
 * side, play as fast or faster once warm:
 *
 * - A smaller inlining budget halves the compile time: the rules code is
 *   many mid-sized functions, and inlining them all made large optimized
 *   code for little gain.
 * - No loop peeling (compiling a loop's first pass apart from the rest): the
 *   rules code is full of short loops over a few pieces or places, where a
 *   peeled copy doubles the loop's code for checks that cost little to
 *   repeat. It cut the compile time by ~30% (`--turbo-stats`) and the
 *   default 10,000-game run by ~5%.
 *
 * These flags change how fast the code runs, never what it computes.
 */
import { setFlagsFromString } from 'node:v8';

export const PLAY_V8_FLAGS: readonly string[] = ['--max-inlined-bytecode-size-cumulative=200', '--no-turbo-loop-peeling'];

/**
 * A simulator worker's: the play flags, and V8's optimizing compiler called
 * in after half the usual run of a function (its interrupt budget, 66 KB of
 * bytecode by default). A worker plays thousands of games, so code optimized
 * sooner pays for the few more functions it optimizes: the default
 * 10,000-game run read lower in 10 of 12 alternated pairs, and never as slow
 * as the default's worst readings. A command that loads and checks a pack
 * (the CLI process) compiles more for nothing (`check` +15% CPU): it keeps
 * the default.
 */
export const WORKER_V8_FLAGS: readonly string[] = [...PLAY_V8_FLAGS, '--interrupt-budget=33792'];

/** A flag's name without its value or its `no-`: `--no-turbo-loop-peeling` and `--turbo-loop-peeling` name one setting. */
function settingOf(flag: string): string {
  return flag.split('=')[0]!.replace(/^--no-/, '--').replace(/_/g, '-');
}

/** The flags the user gave this process: on the command line, and in `NODE_OPTIONS` (which a forked worker inherits). */
export function givenFlags(): string[] {
  return [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
}

/**
 * Of `flags` (the play flags unless said), those a process should get: the
 * ones whose setting the user did not give (`node
 * --max-inlined-bytecode-size-cumulative=460 ...`, or `--turbo-loop-peeling`
 * on the command line or in `NODE_OPTIONS`, are theirs to keep).
 */
export function playFlagsToSet(given: readonly string[], flags: readonly string[] = PLAY_V8_FLAGS): string[] {
  const theirs = new Set(given.filter((g) => g.startsWith('--')).map(settingOf));
  return flags.filter((f) => !theirs.has(settingOf(f)));
}

/**
 * For a process already running (the CLI): V8 reads these flags each time it
 * optimizes a function, so setting them before any game is played has the
 * effect of giving them on the command line. A forked worker gets them in
 * its `execArgv` instead (the documented way): those the user did not give.
 */
export function applyPlayV8Flags(given: readonly string[] = givenFlags()): void {
  for (const f of playFlagsToSet(given)) setFlagsFromString(f);
}
