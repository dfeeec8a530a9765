/** `rulewright bench`'s arguments (args.ts). */
import type { CommandSpec } from './args.ts';
import { DEFAULT_PACK } from './places.ts';

export const BENCH = {
  command: 'rulewright bench',
  summary: 'measure the engine, the simulator and the loader against the targets',
  about: `Measure the interpreter: decisions/s and games/s (one core, all cores), pack
loading against a bare YAML parse, effect-string parsing, replay speed; each
figure beside its target; the search bot's speed and strength.`,
  options: {
    json: { type: 'flag', help: 'print one JSON object and nothing else' },
    quick: { type: 'flag', help: 'a short run (for checks; noisier figures)' },
    seconds: { type: 'number', value: 'S', min: 0.001, help: `CPU seconds of single-core play to measure (default 8); under 1
(a check of the bench, not a reading) the other parts play as
briefly and time 5 rounds` },
    warm: { type: 'number', value: 'S', min: 0, help: `CPU seconds of play first, unmeasured, so the JIT has compiled
the hot code as in a long simulation (default 4; its rate is shown apart); the
replay then warms up for as long, 3 s of CPU at least (none with 0)` },
    'pool-warm': { type: 'number', value: 'S', min: 0, help: `seconds each simulator worker plays, unrecorded, before the
games that give the simulator rates and the scaling (default 10: V8's
optimizing compiler works in the background for seconds, on the core a
lone worker leaves idle but a second worker needs)` },
    games: { type: 'int', value: 'N', min: 1, help: `games per simulator run for the scaling figure (default: about
3 s of play per worker at the one-core rate, at least 160)` },
    workers: { type: 'int', value: 'K', min: 1, max: 64, help: 'workers for the all-cores figure (default: one per core)' },
    rounds: { type: 'int', value: 'R', min: 1, help: `simulator runs of 1 and of K workers, taken in turn (default 5):
the scaling is the median of each round's ratio` },
    'ten-thousand': { type: 'flag', help: `also run the 10,000-game 2-player simulation for real (random
bots, statistics counted, every core) instead of projecting it` },
    'search-games': { type: 'int', value: 'N', min: 0, help: `games of the search bot against the game's heuristic bot, sides
swapped game by game, for its win rate and its CPU time a decision
(default 20, --quick 1; 0: none); as many again at the largest
table when it seats teams (a side of two seats or more)` },
    'search-bot': { type: 'text', value: 'BOT', help: 'the search bot measured (default mcts, its default budget;\n--quick mcts:2:depth=2)' },
    'default-games': { type: 'int', value: 'N', min: 0, help: `games of the default run as the user runs it (\`simulate --games N
--players 2 --json\`, default bots, a process of its own, start-up
included) on 1 worker then on K: wall, CPU, scaling (default 2000,
--quick 0: none)` },
    profile: { type: 'flag', help: 'also CPU-profile the fast path and list its hot spots' },
    content: { type: 'text', value: 'DIR', help: `the pack folder (default ${DEFAULT_PACK})` },
  },
  exit: 'Exit status: 0 when measured (a missed target is reported, not a failure), 1 when the\npack cannot load, 2 on a usage mistake.',
} as const satisfies CommandSpec;
