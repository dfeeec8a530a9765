/**
 * `rulewright simulate`'s arguments: the usage text and the parser, which
 * checks every argument before anything is loaded (this module imports no
 * game, so a mistake is told in the time it takes to start).
 */
import { availableParallelism } from 'node:os';
import { parseCommand, usageText, type CommandSpec } from './args.ts';
import { DEFAULT_PACK, defaultPack } from './places.ts';

/** One worker process per core (as the simulator's pool starts by default). */
function cores(): number {
  return Math.max(1, availableParallelism());
}

/** The most worker processes a run may have, --oversubscribe or not. */
export const MAX_WORKERS = 64;

export const SIMULATE = {
  command: 'rulewright simulate',
  summary: 'play many bot games and report on balance',
  about: `Play N seeded bot games of the game a pack's pack.yaml names (game:) and report
on balance.
Game i plays seed "S-i", so a run is reproducible whatever the number of workers.`,
  options: {
    games: { type: 'int', value: 'N', min: 1, max: Number.MAX_SAFE_INTEGER, help: 'how many games (default 200)' },
    players: { type: 'int', value: 'N', min: 1, max: 99, help: `players per game: one of the counts the game offers (default 2
when it offers 2, else its smallest)` },
    seed: { type: 'text', value: 'S', help: 'the run\'s seed (default "sim")' },
    bots: { type: 'list', value: 'LIST', help: `one bot for every seat, or one per seat, comma-separated
(default the game's heuristic bot, else random); different bots
change seats from game to game, each seed played in every seating
(games 2k and 2k+1 of two bots: seed k, the bots swapped). Bots: random, the game's own
(heuristic, ...), a file in <content>/bots (aggressive, ...), or
the search bot: mcts, mcts:800 (playouts a decision), mcts:40ms.
At a table of teams (a side of two seats or more) one bot
per side seats a team of each (--players 4 --bots mcts,heuristic)` },
    workers: { type: 'int', value: 'K', min: 0, max: MAX_WORKERS, help: `worker processes (default and most: one per core; 0 plays in this
process)` },
    oversubscribe: { type: 'flag', help: `allow --workers above the number of cores (up to ${MAX_WORKERS}; slower,
and each worker holds its own engine, about 60 MB)` },
    content: { type: 'text', value: 'DIR', help: `the pack folder (default: the pack the current folder is in, else ${DEFAULT_PACK})` },
    against: { type: 'text', value: 'DIR', help: 'also play the same seeds on this pack folder and show what changed' },
    vary: { type: 'text', value: 'FILE:PATH=V1,V2,...', help: `also play the same seeds on copies of the pack with one value
changed, one copy per value (PATH: keys and positions joined by
dots; key[x] for the item of a list whose id, name or other text is x:
action-cards.yaml:decks[blue].cards.0.combat=1,2,3); each side's win rate per
value, with its interval` },
    strength: { type: 'int', value: 'N', min: 0, max: 100_000, help: `also play N games of a stronger bot (the search bot mcts; against
random, the game's heuristic) against each bot of the run, sides
swapped, and warn when it beats one easily (default 0: none)` },
    json: { type: 'flag', help: 'print one JSON object instead of the report, and nothing else' },
    report: { type: 'text', value: 'FILE', help: 'write a self-contained HTML report (charts included)' },
    max: { type: 'int', value: 'N', min: 1, help: 'a game that has not ended after N decisions is an error (default 20000)' },
    replay: { type: 'text', value: 'SEED', help: `rerun the game with this seed (as an error report names it) here,
printing its log; with --save FILE, save it for "rulewright replay"` },
    save: { type: 'text', value: 'FILE', help: 'with --replay: save the game for "rulewright replay"' },
  },
  exit: `Exit status: 0 when every game ended without error, 1 when some failed or the
content has errors, 2 on a usage mistake, 130 on Ctrl-C (nothing is written).`,
} as const satisfies CommandSpec;

/** The help page (generated from SIMULATE). */
export const USAGE = usageText(SIMULATE);

export interface Options {
  games: number;
  /** Null: the game's default (known once the pack is loaded). */
  players: number | null;
  seed: string;
  /** Null: the game's `heuristic` when it has one, else `random`. */
  bots: string[] | null;
  workers: number;
  content: string;
  against: string | null;
  /** --vary FILE:PATH=V1,V2,... as written (simulate-vary.ts reads it). */
  vary: string | null;
  /** Games of a stronger bot against each bot of the run (0: no check). */
  strength: number;
  json: boolean;
  report: string | null;
  max: number;
  replay: string | null;
  save: string | null;
  /** --workers above the cores, allowed. */
  oversubscribe: boolean;
  /** Said before the run: a --workers capped at the cores, or allowed above them. */
  notes: string[];
}

/** Reads simulate's arguments; `cwd` finds the default pack (places.ts). */
export function parse(argv: readonly string[], cwd: string = process.cwd()): Options | 'help' | string {
  const parsed = parseCommand(SIMULATE, argv);
  if (parsed.kind === 'help') return 'help';
  if (parsed.kind === 'usage') return parsed.message;
  const v = parsed.values;
  const o: Options = {
    games: v.games ?? 200,
    // Which counts the game offers is known once its pack is loaded (simulate-run.ts).
    players: v.players ?? null,
    seed: v.seed ?? 'sim',
    bots: v.bots ?? null,
    workers: v.workers ?? cores(),
    content: v.content ?? defaultPack(cwd),
    against: v.against ?? null,
    vary: v.vary ?? null,
    strength: v.strength ?? 0,
    json: v.json,
    report: v.report ?? null,
    max: v.max ?? 20_000,
    replay: v.replay ?? null,
    save: v.save ?? null,
    oversubscribe: v.oversubscribe,
    notes: [],
  };
  // Fewer bots than seats (one per side at a table of teams) is checked once the game says its sides.
  if (o.bots !== null && o.players !== null && o.bots.length > o.players) return `--bots lists ${o.bots.length} bots for ${o.players} players`;
  if (o.save !== null && o.replay === null) return '--save goes with --replay SEED';
  const machine = cores();
  if (o.workers > machine) {
    if (o.oversubscribe) o.notes.push(`--workers ${o.workers} is more than this machine's ${machine} cores (--oversubscribe): the games go slower, not faster, and each worker takes about 60 MB`);
    else {
      o.notes.push(`--workers ${o.workers} is more than this machine's ${machine} cores: using ${machine} (--oversubscribe to use more)`);
      o.workers = machine;
    }
  }
  return o;
}
