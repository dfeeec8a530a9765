/** `rulewright replay`'s arguments (args.ts). */
import type { CommandSpec } from './args.ts';

export const REPLAY = {
  command: 'rulewright replay',
  summary: 'replay a saved game and check it reaches the same final state',
  about: `Replay a game saved with "rulewright play --save FILE" and check that it
reaches the same final state. A game played from a scenario replays from the
scenario text saved in the file (the scenario file itself is not read).`,
  positionals: [{ name: 'FILE', help: 'the saved game', min: 1 }],
  options: {
    content: { type: 'text', value: 'DIR', help: 'the pack folder (default: the one the file names)' },
    log: { type: 'flag', help: "print the replayed game's log as sentences" },
  },
  exit: 'Exit status: 0 when the replay matches, 1 when it diverges or cannot run, 2 on a usage mistake.',
} as const satisfies CommandSpec;
