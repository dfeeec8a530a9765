/**
 * `rulewright simulate`'s arguments: the usage text and the parser, which
 * checks every argument before anything is loaded (this module imports no
 * game, so a mistake is told in the time it takes to start).
 */
import { availableParallelism } from 'node:os';

/** One worker process per core (as the simulator's pool starts by default). */
function cores(): number {
  return Math.max(1, availableParallelism());
}

/** The most worker processes a run may have, --oversubscribe or not. */
export const MAX_WORKERS = 64;

export const USAGE = `usage: rulewright simulate [--games N] [--players N] [--seed S] [--bots a,b] [--workers K]
                          [--content DIR] [--against DIR] [--json] [--report FILE.html]

Play N seeded bot games of a pack's game (pack.yaml's game:; default The Siege of
Columbia) and report on balance.
Game i plays seed "S-i", so a run is reproducible whatever the number of workers.

  --games N         how many games (default 200)
  --players N       players per game: one of the counts the game offers (default 2
                    when it offers 2, else its smallest)
  --seed S          the run's seed (default "sim")
  --bots LIST       one bot for every seat, or one per seat, comma-separated
                    (default the game's heuristic bot, else random); different bots
                    change seats from game to game. Bots: random, the game's own
                    (heuristic, ...), or a file in <content>/bots (aggressive, ...)
  --workers K       worker processes (default and most: one per core; 0 plays in this
                    process)
  --oversubscribe   allow --workers above the number of cores (up to ${MAX_WORKERS}; slower,
                    and each worker holds its own engine, about 60 MB)
  --content DIR     the content pack folder (default content/columbia)
  --against DIR     also play the same seeds on this content and show what changed
  --json            print one JSON object instead of the report
  --report FILE     write a self-contained HTML report (charts included)
  --max N           a game that has not ended after N decisions is an error (default 20000)
  --replay SEED     rerun the game with this seed (as an error report names it) here,
                    printing its log; with --save FILE, save it for "rulewright replay"
  --help            show this help

Exit status: 0 when every game ended without error, 1 when some failed or the
content has errors, 2 on a usage mistake.`;

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

export function parse(argv: readonly string[]): Options | 'help' | string {
  const o: Options = {
    games: 200,
    players: null,
    seed: 'sim',
    bots: null,
    workers: cores(),
    content: 'content/columbia',
    against: null,
    json: false,
    report: null,
    max: 20_000,
    replay: null,
    save: null,
    oversubscribe: false,
    notes: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string | null => {
      const v = argv[i + 1];
      if (v === undefined || (v.startsWith('--') && v.length > 2)) return null;
      i++;
      // An empty value ("") is no value: `--save ""` must not be silently ignored.
      return v.trim() === '' ? null : v;
    };
    const int = (min: number): number | null => {
      const v = value();
      const n = Number(v);
      return v !== null && Number.isInteger(n) && n >= min ? n : null;
    };
    if (a === '--help' || a === '-h') return 'help';
    else if (a === '--json') o.json = true;
    else if (a === '--oversubscribe') o.oversubscribe = true;
    else if (a === '--games') {
      const n = int(1);
      if (n === null || n > Number.MAX_SAFE_INTEGER) return '--games takes a whole number of at least 1';
      o.games = n;
    } else if (a === '--players') {
      const v = value();
      // Which counts the game offers is known once its pack is loaded (simulate-run.ts).
      if (v === null || !/^\d{1,2}$/.test(v) || Number(v) < 1) return `--players takes a number of players (got ${v ?? 'nothing'})`;
      o.players = Number(v);
    } else if (a === '--seed') {
      const v = value();
      if (v === null) return '--seed takes a value';
      o.seed = v;
    } else if (a === '--bots') {
      const v = value();
      if (v === null) return '--bots takes a comma-separated list';
      o.bots = v.split(',').map((b) => b.trim()).filter(Boolean);
    } else if (a === '--workers') {
      const n = int(0);
      if (n === null) return '--workers takes a whole number (0: no worker processes)';
      if (n > MAX_WORKERS) return `--workers takes at most ${MAX_WORKERS} (got ${n})`;
      o.workers = n;
    } else if (a === '--content') {
      const v = value();
      if (v === null) return '--content takes a folder';
      o.content = v;
    } else if (a === '--against') {
      const v = value();
      if (v === null) return '--against takes a folder';
      o.against = v;
    } else if (a === '--report') {
      const v = value();
      if (v === null) return '--report takes a file name';
      o.report = v;
    } else if (a === '--max') {
      const n = int(1);
      if (n === null) return '--max takes a whole number of at least 1';
      o.max = n;
    } else if (a === '--replay') {
      const v = value();
      if (v === null) return '--replay takes a game seed';
      o.replay = v;
    } else if (a === '--save') {
      const v = value();
      if (v === null) return '--save takes a file name';
      o.save = v;
    } else return `unknown option "${a}"`;
  }
  if (o.bots !== null && o.players !== null && o.bots.length !== 1 && o.bots.length !== o.players) return `--bots lists ${o.bots.length} bots for ${o.players} players`;
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

