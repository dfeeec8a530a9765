/** `rulewright play`'s arguments (args.ts). */
import type { CommandSpec } from './args.ts';
import { DEFAULT_PACK } from './places.ts';

/** The longest seed taken (what a saved game's schema reads back). */
export const MAX_SEED_CHARS = 1000;

export const PLAY = {
  command: 'rulewright play',
  summary: 'play one game at the terminal: bots, or you against them',
  about: `Play one game of the game a pack's pack.yaml names (game:), with bots or against
them.`,
  options: {
    players: { type: 'int', value: 'N', min: 1, max: 99, help: `how many players: one of the counts the pack's game offers
(default: 2 when it offers 2, else its smallest)` },
    seed: { type: 'text', value: 'S', maxLength: MAX_SEED_CHARS, help: "the game's seed (default: a random one, printed)" },
    bots: { type: 'list', value: 'LIST', help: `one per player, comma-separated, or one for all (default random):
random, the game's own (heuristic, ...), a bot of the pack (bots/<name>.yaml; one
in a sub-folder by its path there: careful/builder), or human: you answer
that seat's decisions at the terminal ("help" tells how)` },
    log: { type: 'flag', help: `print the game's log as sentences (always on with a human seat,
showing only what the human seats may see)` },
    json: { type: 'flag', help: 'print {"seed","players","winner","reason","rounds","decisions"} and nothing else' },
    save: { type: 'text', value: 'FILE', help: `save the game (content hash, seed, players, choices; from a scenario
also its text and scripted dice) for "rulewright replay"` },
    content: { type: 'text', value: 'DIR', help: `the pack folder (default: the pack the current folder is in, else
${DEFAULT_PACK}; with --scenario, the pack whose scenarios/ folder holds the file)` },
    scenario: { type: 'text', value: 'FILE', help: `start from a scenario's position (its players, seed and dice) and play
its script's answers (marked [script] in the log), then the seats play on` },
    'no-script': { type: 'flag', help: "with --scenario: start at the position, before the script's answers" },
    max: { type: 'int', value: 'N', min: 1, help: 'stop after N decisions (default 100000)' },
  },
  exit: `Exit status: 0 when the game ended (or a human seat quit), 1 when it could not be played,
2 on a usage mistake, 130 on Ctrl-C.`,
} as const satisfies CommandSpec;
