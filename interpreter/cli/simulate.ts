/**
 * `rulewright simulate`: many seeded bot games in parallel on worker processes,
 * and what they say about balance: win rates with 95% intervals (by faction,
 * leader, timeline, bot), game length, how games end, victory points by
 * source, what each card type is played for, how often each world event
 * passes, errors with a replay command each. `--against DIR` plays the same
 * seeds on a second content folder and marks the significant differences.
 * `--replay SEED` reruns one game of a run in this thread with its log.
 */
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { formatDiagnostic, hasErrors } from '../diagnostics/index.ts';
import { didYouMean } from '../diagnostics/index.ts';
import { loadGamePackFromDir } from '../games/node.ts';
import type { PackEffects } from '../content/index.ts';
import type { Ruleset } from '../columbia/index.ts';
import { createColumbiaEngine } from '../columbia/index.ts';
import { Session, type Choice, type Engine } from '../core/index.ts';
import { botNames, type BotLibrary } from '../sim/bots/index.ts';
import { compileBots, readBotFiles } from '../sim/bots/node.ts';
import { playGame } from '../sim/play.ts';
import { defaultWorkers, runSimulation, type SimulationResult } from '../sim/pool.ts';
import { htmlReport } from '../sim/report-html.ts';
import { changesReport, jsonReport, textReport, type RunInfo } from '../sim/report-text.ts';
import { compareSummaries, PairedFold, SummaryFold, type GameRecord, type PairedTests, type Summary } from '../sim/stats.ts';
import { outputProblem } from './output-path.ts';
import type { CliIO } from './main.ts';
import { processIO } from './main.ts';
import { logLine } from './play.ts';
import { CONTENT_HASH_VERSION } from './content-hash.ts';
import { CHECKPOINT_EVERY, savedGameOf, stateHash } from './saved-game.ts';

/** The most worker processes a run may have, --oversubscribe or not. */
export const MAX_WORKERS = 64;

const USAGE = `usage: rulewright simulate [--games N] [--players 2|4] [--seed S] [--bots a,b] [--workers K]
                          [--content DIR] [--against DIR] [--json] [--report FILE.html]

Play N seeded bot games of The Siege of Columbia and report on balance.
Game i plays seed "S-i", so a run is reproducible whatever the number of workers.

  --games N         how many games (default 200)
  --players 2|4     players per game (default 2)
  --seed S          the run's seed (default "sim")
  --bots LIST       one bot for every seat, or one per seat, comma-separated
                    (default heuristic); different bots change seats from game
                    to game. Bots: random, heuristic, or a file in <content>/bots
                    (aggressive, builder, ...)
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

interface Options {
  games: number;
  players: 2 | 4;
  seed: string;
  bots: string[];
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

function parse(argv: readonly string[]): Options | 'help' | string {
  const o: Options = {
    games: 200,
    players: 2,
    seed: 'sim',
    bots: ['heuristic'],
    workers: defaultWorkers(),
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
      if (v !== '2' && v !== '4') return `--players takes 2 or 4 (got ${v ?? 'nothing'})`;
      o.players = Number(v) as 2 | 4;
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
  if (o.bots.length !== 1 && o.bots.length !== o.players) return `--bots lists ${o.bots.length} bots for ${o.players} players`;
  if (o.save !== null && o.replay === null) return '--save goes with --replay SEED';
  const cores = defaultWorkers();
  if (o.workers > cores) {
    if (o.oversubscribe) o.notes.push(`--workers ${o.workers} is more than this machine's ${cores} cores (--oversubscribe): the games go slower, not faster, and each worker takes about 60 MB`);
    else {
      o.notes.push(`--workers ${o.workers} is more than this machine's ${cores} cores: using ${cores} (--oversubscribe to use more)`);
      o.workers = cores;
    }
  }
  return o;
}

interface Loaded {
  dir: string;
  label: string;
  rules: Ruleset;
  effects: PackEffects | null;
  library: BotLibrary;
}

async function load(dir: string, io: CliIO, botTexts: Record<string, string>, botDir: string): Promise<Loaded | null> {
  const label = relative(io.cwd, dir) || dir;
  const result = await loadGamePackFromDir<Ruleset>(dir, { relativeTo: io.cwd });
  if (!result.ruleset || hasErrors(result.diagnostics)) {
    for (const d of result.diagnostics) if (d.severity === 'error') io.err(formatDiagnostic(d));
    io.err(`the content in ${label} has errors: run "rulewright check ${label}"`);
    return null;
  }
  const { library, diagnostics } = compileBots(botTexts, result.ruleset, (s) => relative(io.cwd, join(botDir, `${s}.yaml`)));
  for (const d of diagnostics) io.err(formatDiagnostic(d));
  return { dir, label, rules: result.ruleset, effects: result.effects ?? null, library };
}

function namesOf(rules: Ruleset): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of rules.pack.factions) out[f.id] = f.name;
  for (const l of rules.leaders) out[l.id] = l.name;
  for (const c of rules.cardTypes) out[c.id] = c.name;
  for (const e of rules.worldEvents) out[e.id] = e.name;
  for (const t of rules.timelines) out[t.id] = t.name;
  for (const v of rules.victoryCards) out[v.id] = v.name;
  return out;
}

function seatsOf(rules: Ruleset, players: number): string[] | null {
  const setup = rules.setups.find((s) => s.players === players);
  return setup ? setup.seats.map((s) => s.colourId) : null;
}

/** A progress bar on a terminal, a line every 10% (or 5 s) otherwise; both on stderr. */
function progress(io: CliIO, label: string): { update: (done: number, total: number) => void; end: () => void } {
  // A bar redrawn in place only on a real terminal (io.color: the shell's own stdout is one too).
  const tty = Boolean(process.stderr.isTTY) && io.color;
  const t0 = performance.now();
  let lastLine = 0;
  let lastPct = -1;
  return {
    update(done, total) {
      const secs = (performance.now() - t0) / 1000;
      const rate = done / Math.max(secs, 1e-3);
      if (tty) {
        const width = 30;
        const filled = Math.round((done / total) * width);
        const eta = rate > 0 ? Math.max(0, (total - done) / rate) : 0;
        process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games, ${rate.toFixed(1)}/s, ${eta.toFixed(0)} s left  `);
        return;
      }
      const p = Math.floor((done / total) * 10);
      if (p > lastPct || performance.now() - lastLine > 5000 || done === total) {
        lastPct = p;
        lastLine = performance.now();
        io.err(`${label}: ${done}/${total} games (${rate.toFixed(1)} games/s)`);
      }
    },
    end() {
      if (tty) process.stderr.write('\n');
    },
  };
}

async function simulateOn(c: Loaded, o: Options, botTexts: Record<string, string>, io: CliIO, players: string[], onRecord: (r: GameRecord) => void): Promise<SimulationResult> {
  const bar = progress(io, c.label);
  const prefix = `npx rulewright simulate --content ${c.label} --players ${o.players}`;
  try {
    return await runSimulation({
      rules: c.rules,
      effects: c.effects,
      botTexts,
      games: o.games,
      seed: o.seed,
      players,
      bots: o.bots,
      workers: o.workers,
      maxDecisions: o.max,
      replayPrefix: prefix,
      onProgress: bar.update,
      onRecord,
      keepRecords: false,
    });
  } finally {
    bar.end();
  }
}

async function replayOne(c: Loaded, o: Options, players: string[], io: CliIO): Promise<number> {
  const engine = createColumbiaEngine(c.rules, { effects: c.effects });
  const bots: Record<string, string> = {};
  players.forEach((p, i) => (bots[p] = o.bots.length === 1 ? o.bots[0]! : o.bots[i]!));
  const spec = { index: 0, seed: o.replay!, players, bots };
  const played = playGame(engine, spec, { keepChoices: true, maxDecisions: o.max, library: c.library });
  // Rerun the same choices as a session with the log on, to print what happened (and save it).
  const choices: Choice[] = played.choices ?? [];
  const session = Session.start(engine, { seed: spec.seed, players }, { seats: [] });
  const anyEngine = engine as unknown as Engine<unknown, unknown>;
  for (const e of session.logOf(0)) io.out(logLine(anyEngine, e));
  const checkpoints = [{ n: 0, hash: stateHash(session.state) }];
  for (const choice of choices) {
    const r = session.play(choice);
    if (!r.ok) break;
    for (const e of r.log) io.out(logLine(anyEngine, e));
    if (session.n % CHECKPOINT_EVERY === 0) checkpoints.push({ n: session.n, hash: stateHash(session.state) });
  }
  const state = session.state;
  const rec = played.record;
  if (rec.error) {
    io.err(`game ${spec.seed} failed after ${rec.error.atDecision} decisions: ${rec.error.code ? `${rec.error.code} ` : ''}${rec.error.message}`);
    if (state.decision) io.err(`pending decision: ${state.decision.kind} for ${state.decision.player}: ${state.decision.options.map((x) => x.id).join(', ')}`);
  } else {
    io.out(`game ${spec.seed}: ${rec.winner ?? 'nobody'} wins by ${rec.reason} in round ${rec.rounds}, ${rec.decisions} decisions`);
  }
  if (o.save) {
    const saved = savedGameOf(session, { game: engine.game.id, contentHashVersion: CONTENT_HASH_VERSION, content: c.label, bots: players.map((p) => bots[p]!), checkpoints });
    await writeFile(resolve(io.cwd, o.save), JSON.stringify(saved, null, 1) + '\n');
    io.err(`saved to ${o.save}: "rulewright replay ${o.save}" replays it`);
  }
  return rec.error ? 1 : 0;
}

async function chartSource(): Promise<string> {
  const require = createRequire(import.meta.url);
  const main = require.resolve('chart.js');
  return readFile(join(dirname(main), 'chart.umd.min.js'), 'utf8');
}

export async function run(argv: readonly string[], io: CliIO = processIO()): Promise<number> {
  const o = parse(argv);
  if (o === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (typeof o === 'string') {
    io.err(`rulewright simulate: ${o}\n${USAGE}`);
    return 2;
  }
  for (const note of o.notes) io.err(`rulewright simulate: ${note}`);
  // Every file the run will write, checked before anything is loaded or played.
  for (const [flag, path] of [['--report', o.report], ['--save', o.save]] as const) {
    if (path === null) continue;
    const problem = await outputProblem(resolve(io.cwd, path));
    if (problem !== null) {
      io.err(`rulewright simulate: ${flag} ${path}: ${problem}; nothing was played`);
      return 2;
    }
  }
  const dir = resolve(io.cwd, o.content);
  const botDir = join(dir, 'bots');
  const botTexts = await readBotFiles(botDir);
  const main = await load(dir, io, botTexts, botDir);
  if (!main) return 1;
  const known = botNames(main.library);
  const unknown = o.bots.find((b) => !known.includes(b));
  if (unknown !== undefined) {
    const hint = didYouMean(unknown, known);
    io.err(`rulewright simulate: unknown bot "${unknown}"${hint ? ` (${hint})` : ''}; bots: ${known.join(', ')}`);
    return 2;
  }
  const players = seatsOf(main.rules, o.players);
  if (!players) {
    io.err(`rulewright simulate: the content has no ${o.players}-player setup`);
    return 1;
  }
  if (o.replay !== null) return replayOne(main, o, players, io);

  // The second content is loaded before the first game: a mistake in it is found now, not after the first run.
  let other: { loaded: Loaded; players: string[] } | null = null;
  if (o.against !== null) {
    const loaded = await load(resolve(io.cwd, o.against), io, botTexts, botDir);
    if (!loaded) return 1;
    const otherPlayers = seatsOf(loaded.rules, o.players);
    if (!otherPlayers) {
      io.err(`rulewright simulate: ${loaded.label} has no ${o.players}-player setup`);
      return 1;
    }
    other = { loaded, players: otherPlayers };
  }

  // The statistics are folded game by game: no run keeps its records (only, with --against, what pairing needs).
  const fold = new SummaryFold();
  const pairing = other !== null ? new PairedFold() : null;
  const first = await simulateOn(main, o, botTexts, io, players, (r) => {
    fold.add(r);
    pairing?.first(r);
  });
  const summary = fold.result();
  const info: RunInfo = { seed: o.seed, players: o.players, bots: o.bots, workers: first.workers, wallMs: first.wallMs, content: main.label };
  const names = namesOf(main.rules);

  let second: { label: string; summary: Summary; info: RunInfo; paired: PairedTests } | null = null;
  if (other !== null && pairing !== null) {
    const otherFold = new SummaryFold();
    const res = await simulateOn(other.loaded, o, botTexts, io, other.players, (r) => {
      otherFold.add(r);
      pairing.add(r);
    });
    // Same seeds, game for game: the per-game figures are tested pair by pair.
    second = { label: other.loaded.label, summary: otherFold.result(), info: { ...info, workers: res.workers, wallMs: res.wallMs, content: other.loaded.label }, paired: pairing.result() };
  }
  const changes = second ? compareSummaries(summary, second.summary, second.paired) : null;

  if (o.json) {
    const extra: Record<string, unknown> = { content: main.label, ruleHits: first.hits, conditionFailures: first.failures };
    if (second && changes) {
      extra['against'] = jsonReport(second.summary, second.info, { content: second.label });
      extra['changes'] = changes;
      extra['significantChanges'] = changes.filter((c) => c.test.significant).map((c) => c.what);
    }
    io.out(JSON.stringify(jsonReport(summary, info, extra), null, 2));
  } else {
    for (const line of textReport(summary, info, names, first.hits)) io.out(line);
    const failed = Object.entries(first.failures);
    if (failed.length) {
      io.out('\nBot conditions that could not be evaluated (read as false):');
      for (const [what, why] of failed) io.out(`  ${what}: ${why}`);
    }
    if (second && changes) {
      io.out(`\n${second.label}: ${second.summary.games} games, errors ${second.summary.errors}`);
      for (const line of changesReport(changes, names)) io.out(line);
    }
  }

  if (o.report !== null) {
    const html = htmlReport(
      summary,
      {
        title: `Siege of Columbia: ${o.games} simulated games`,
        content: main.label,
        against: second?.label ?? null,
        seed: o.seed,
        players: o.players,
        bots: o.bots,
        games: o.games,
        workers: first.workers,
        gamesPerSecond: summary.games / Math.max(1e-9, first.wallMs / 1000),
        names,
      },
      await chartSource(),
      second && changes ? { summary: second.summary, changes } : undefined,
    );
    await writeFile(resolve(io.cwd, o.report), html);
    io.err(`report written to ${o.report}`);
  }
  const errors = summary.errors + (second?.summary.errors ?? 0);
  return errors > 0 ? 1 : 0;
}
