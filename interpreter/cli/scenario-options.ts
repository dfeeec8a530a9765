/** `rulewright scenario`'s arguments (args.ts). */
import type { CommandSpec } from './args.ts';
import { DEFAULT_PACK } from './places.ts';

export const SCENARIO = {
  command: 'rulewright scenario',
  summary: 'run rule scenarios and golden playthroughs',
  about: `Run rules scenarios: each starts from a position, plays a script of answers
and dice, and checks what must then hold (docs/SCENARIOS.md).`,
  positionals: [
    {
      name: 'PATHS...',
      max: Infinity,
      help: `scenario files or folders (a folder: its .yaml files at any depth).
Default: the scenarios of the pack the current folder is in; outside any
pack, every pack's scenarios under this project's content/ and their golden
playthroughs. scenarios/golden/ is never read as scenarios`,
    },
  ],
  options: {
    content: { type: 'text', value: 'DIR', help: `the pack the scenarios run on (default: the pack whose scenarios/
folder holds each file; a loose file outside any pack runs on
${DEFAULT_PACK}); with no PATHS, that pack's scenarios` },
    golden: { type: 'flag', help: 'also check the golden playthroughs when PATHS are given' },
    'update-golden': { type: 'flag', help: "rewrite the golden playthroughs (each player's view, step by step)" },
    log: { type: 'flag', help: 'print the log of passing scenarios too' },
  },
  exit: `Exit status: 0 when every scenario passed (pending ones are not failures),
1 when one failed or there was none to run, 2 on a usage mistake.`,
} as const satisfies CommandSpec;
