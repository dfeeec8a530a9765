/**
 * `rulewright simulate`: many seeded bot games in parallel on worker processes,
 * and what they say about balance: win rates with 95% intervals (by faction,
 * leader, timeline, bot), game length, how games end, victory points by
 * source, what each card type is played for, how often each world event
 * passes, errors with a replay command each. `--against DIR` plays the same
 * seeds on a second content folder and marks the significant differences.
 * `--replay SEED` reruns one game of a run in this thread with its log.
 *
 * Every argument, and every file the run will write, is checked here before
 * anything heavy is imported or loaded (a `--report` in a folder that does
 * not exist is told at once, not after the games); the run itself is
 * simulate-run.ts.
 */
import { resolve } from 'node:path';
import { EXIT, usageLine } from './args.ts';
import { outputProblem } from './output-path.ts';
import type { CliIO } from './io.ts';
import { processIO } from './io.ts';
import { packFolderProblem } from './places.ts';
import { parse, SIMULATE, USAGE } from './simulate-options.ts';

export { MAX_WORKERS } from './simulate-options.ts';

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const o = parse(argv, io.cwd);
  if (o === 'help') {
    io.out(USAGE);
    return EXIT.ok;
  }
  if (typeof o === 'string') {
    io.err(usageLine(SIMULATE, o));
    return EXIT.usage;
  }
  for (const note of o.notes) io.err(`rulewright simulate: ${note}`);
  // The packs, then every file the run will write: checked before anything is loaded or played.
  for (const [flag, dir] of [['--content', o.content], ['--against', o.against]] as const) {
    if (dir === null) continue;
    const problem = packFolderProblem(resolve(io.cwd, dir), io.cwd, `rulewright simulate ${flag} %`);
    if (problem !== null) {
      io.err(`rulewright simulate: ${flag}: ${problem}`);
      return EXIT.usage;
    }
  }
  for (const [flag, path] of [['--report', o.report], ['--save', o.save]] as const) {
    if (path === null) continue;
    const problem = await outputProblem(resolve(io.cwd, path));
    if (problem !== null) {
      io.err(`rulewright simulate: ${flag} ${path}: ${problem}; nothing was played`);
      return EXIT.usage;
    }
  }
  const { simulate } = await import('./simulate-run.ts');
  return simulate(o, io);
}
