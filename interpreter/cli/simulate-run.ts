/**
 * `rulewright simulate` once its arguments are checked (simulate.ts): load
 * the content and the bots, play the games on the worker processes, fold
 * their records into the report, write what was asked for.
 */
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { formatDiagnostic, hasErrors } from '../diagnostics/index.ts';
import { didYouMean } from '../diagnostics/index.ts';
import { loadGamePackFromDir } from '../games/node.ts';
import type { PackEffects } from '../content/index.ts';
import { Session, type Choice, type Engine } from '../core/index.ts';
import { botNames, isBotName, isSearchBotName, parseSearchBot, strengthCheck, strongerThan, changesReport, compareSummaries, htmlReport, jsonReport, PairedFold, playGame, seatingsOf, seatsBySide, simTable, specAt, SummaryFold, textReport } from '../sim/index.ts';
import type { BotLibrary, GameRecord, PairedTests, RunInfo, StrengthCheck, Summary } from '../sim/index.ts';
import { compileBots, readBotFiles, runSimulation, startLines, startWorkers, type SimulationResult, type StartedWorkers } from '../sim/node.ts';
import { moduleOf, type AnyGameModule } from '../games/index.ts';
import { parseVary, variedPacks, varyRow, varyText, type Vary, type VaryRow } from './simulate-vary.ts';
import type { CliIO } from './io.ts';
import { defaultPlayers, logLine } from './play.ts';
import { CONTENT_HASH_VERSION } from './content-hash.ts';
import { CHECKPOINT_EVERY, savedGameOf, stateHash } from './saved-game.ts';
import type { Options } from './simulate-options.ts';

/** The options with what the pack decides filled in (players, bots). */
type Run = Omit<Options, 'players' | 'bots'> & { players: number; bots: string[]; sides: readonly string[] };

interface Loaded {
  dir: string;
  label: string;
  module: AnyGameModule;
  rules: unknown;
  effects: PackEffects | null;
  library: BotLibrary;
}

async function load(dir: string, io: CliIO, botTexts: Record<string, string>, botDir: string): Promise<Loaded | null> {
  const label = relative(io.cwd, dir) || dir;
  const result = await loadGamePackFromDir(dir, { relativeTo: io.cwd });
  if (!result.ruleset || hasErrors(result.diagnostics)) {
    for (const d of result.diagnostics) if (d.severity === 'error') io.err(formatDiagnostic(d));
    io.err(`the content in ${label} has errors: run "rulewright check ${label}"`);
    return null;
  }
  const module = moduleOf(result);
  const { library, diagnostics } = compileBots(module, botTexts, result.ruleset, (s) => relative(io.cwd, join(botDir, `${s}.yaml`)));
  for (const d of diagnostics) io.err(formatDiagnostic(d));
  return { dir, label, module, rules: result.ruleset, effects: result.effects ?? null, library };
}

/** Display names for the reports: the sides' (the module's seats), and whatever else the game names (`sim.names`). */
function namesOf(c: Loaded, players: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of players) {
    const side = c.module.seats.sideOf(c.rules, p);
    out[side] = c.module.seats.nameOf(c.rules, side);
  }
  return { ...out, ...(c.module.hooks.sim?.names?.(c.rules) ?? {}) };
}

/** The seats for `count` players of this pack's game, or why not. */
function seatsOf(c: Loaded, count: number): string[] | string {
  const counts = c.module.seats.counts(c.rules);
  if (!counts.includes(count)) return `${c.module.title} in ${c.label} is for ${counts.join(' or ')} players, not ${count}`;
  return c.module.seats.players(c.rules, count).slice();
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

async function simulateOn(c: Loaded, o: Run, botTexts: Record<string, string>, io: CliIO, players: string[], onRecord: (r: GameRecord) => void, started?: StartedWorkers): Promise<SimulationResult> {
  const bar = progress(io, c.label);
  const prefix = `npx rulewright simulate --content ${c.label} --players ${o.players}`;
  try {
    return await runSimulation({
      game: c.module.id,
      rules: c.rules,
      effects: c.effects,
      botTexts,
      games: o.games,
      seed: o.seed,
      players,
      bots: o.bots,
      sides: o.sides,
      workers: o.workers,
      maxDecisions: o.max,
      replayPrefix: prefix,
      onProgress: bar.update,
      onRecord,
      keepRecords: false,
      ...(io.signal ? { signal: io.signal } : {}),
      ...(started ? { started } : {}),
      ...(io.workerEntry ? { workerEntry: io.workerEntry } : {}),
    });
  } finally {
    bar.end();
  }
}

async function replayOne(c: Loaded, o: Run, players: string[], io: CliIO): Promise<number> {
  const table = simTable(c.module, c.rules, c.effects);
  const engine = table.engine;
  // The bots as the run's first seating gives them (one per seat, or one per side at a table of teams).
  const bots = specAt({ games: 1, seed: '', players, bots: o.bots, sides: o.sides, rotate: false }, 0).bots;
  const spec = { index: 0, seed: o.replay!, players, bots };
  const played = playGame(table, spec, { keepChoices: true, maxDecisions: o.max, library: c.library });
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
    const saved = savedGameOf(session, { game: c.module.id, contentHashVersion: CONTENT_HASH_VERSION, content: c.label, bots: players.map((p) => bots[p]!), checkpoints });
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

/** Runs the simulation `o` describes (its arguments already checked). */
export async function simulate(o: Options, io: CliIO): Promise<number> {
  // The workers start now: their code loads while this process loads the pack (they are then sent the compiled
  // pack). Every run of the command plays on them (--against, --vary, --strength: their JIT is warm by then);
  // stopped at the end.
  const started = o.replay === null && o.workers > 0 ? startWorkers(Math.max(1, Math.min(o.workers, o.games || 1)), io.signal, io.workerEntry) : undefined;
  try {
    return await simulateLoaded(o, io, started);
  } finally {
    await started?.stop();
  }
}

async function simulateLoaded(o: Options, io: CliIO, started: StartedWorkers | undefined): Promise<number> {
  const dir = resolve(io.cwd, o.content);
  const botDir = join(dir, 'bots');
  const botTexts = await readBotFiles(botDir);
  const main = await load(dir, io, botTexts, botDir);
  if (!main) return 1;
  const known = botNames(main.module, main.library);
  // Without --bots: the game's heuristic bot when it has one, else random play.
  const runBots = o.bots ?? [known.includes('heuristic') ? 'heuristic' : 'random'];
  const unknown = runBots.find((b) => !isBotName(main.module, main.library, b));
  if (unknown !== undefined) {
    const hint = didYouMean(unknown, known);
    io.err(`rulewright simulate: unknown bot "${unknown}"${hint ? ` (${hint})` : ''}; bots: ${known.join(', ')}`);
    return 2;
  }
  for (const b of runBots) {
    const search = isSearchBotName(b) ? parseSearchBot(b) : null;
    if (typeof search === 'string') {
      io.err(`rulewright simulate: ${search}`);
      return 2;
    }
  }
  const count = o.players ?? defaultPlayers(main.module, main.rules);
  const seats = seatsOf(main, count);
  if (typeof seats === 'string') {
    io.err(`rulewright simulate: ${seats}`);
    return 2;
  }
  const players = seats;
  const sides = players.map((p) => main.module.seats.sideOf(main.rules, p));
  const run: Run = { ...o, players: count, bots: runBots, sides };
  if (runBots.length !== 1 && runBots.length !== count && !seatsBySide({ bots: runBots, players, sides })) {
    const teams = new Set(sides).size;
    io.err(`rulewright simulate: --bots lists ${runBots.length} bots for ${count} players${teams < count ? ` (${teams} sides)` : ''}`);
    return 2;
  }
  if (o.replay !== null) return replayOne(main, run, players, io);

  // The second content is loaded before the first game: a mistake in it is found now, not after the first run.
  let other: { loaded: Loaded; players: string[] } | null = null;
  if (o.against !== null) {
    const loaded = await load(resolve(io.cwd, o.against), io, botTexts, botDir);
    if (!loaded) return 1;
    const otherPlayers = seatsOf(loaded, count);
    if (typeof otherPlayers === 'string') {
      io.err(`rulewright simulate: ${otherPlayers}`);
      return 1;
    }
    if (loaded.module.id !== main.module.id) {
      io.err(`rulewright simulate: --against ${loaded.label} is a ${loaded.module.id} pack, ${main.label} a ${main.module.id} pack: the same seeds play the same game only on packs of one game`);
      return 2;
    }
    other = { loaded, players: otherPlayers };
  }

  // --vary: its copies of the pack are made (and their problems found) before the first game.
  const vary = o.vary !== null ? parseVary(o.vary) : null;
  if (typeof vary === 'string') {
    io.err(`rulewright simulate: ${vary}`);
    return 2;
  }
  const varied = vary !== null ? await variedPacks(dir, vary) : null;
  if (typeof varied === 'string') {
    io.err(`rulewright simulate: ${varied}`);
    return 2;
  }
  try {
    return await simulateAll(o, io, { main, run, players, other, botTexts, count, runBots, dir, started }, vary !== null && varied !== null ? { vary, ...varied } : null);
  } finally {
    await varied?.dispose();
  }
}

/**
 * `--strength N`: N games of a stronger bot against each bot of the run
 * (its own seed, `<seed>:strength`), the stronger bot in every seat of one
 * side and the sides swapped from game to game.
 */
async function strengthChecks(main: Loaded, run: Run, botTexts: Record<string, string>, io: CliIO, players: string[], games: number, started: StartedWorkers | undefined): Promise<StrengthCheck[]> {
  const known = botNames(main.module, main.library);
  const sideOf = (p: string) => main.module.seats.sideOf(main.rules, p);
  const firstSide = sideOf(players[0]!);
  const out: StrengthCheck[] = [];
  for (const bot of [...new Set(run.bots)]) {
    const stronger = strongerThan(bot, known);
    if (stronger === null) continue;
    const fold = new SummaryFold(null);
    const bots = players.map((p) => (sideOf(p) === firstSide ? stronger : bot));
    await simulateOn({ ...main, label: `${main.label} (${stronger} against ${bot})` }, { ...run, games, seed: `${run.seed}:strength`, bots }, botTexts, io, players, (r) => fold.add(r), started);
    out.push(strengthCheck(bot, stronger, fold.result()));
  }
  return out;
}

interface Plan {
  main: Loaded;
  run: Run;
  players: string[];
  other: { loaded: Loaded; players: string[] } | null;
  botTexts: Record<string, string>;
  count: number;
  runBots: string[];
  dir: string;
  /** The command's workers: every run plays on them. */
  started: StartedWorkers | undefined;
}

async function simulateAll(o: Options, io: CliIO, plan: Plan, varied: { vary: Vary; dirs: string[]; current: unknown } | null): Promise<number> {
  const { main, run, players, other, botTexts, count, runBots, dir, started } = plan;
  const botDir = join(dir, 'bots');
  // The statistics are folded game by game: no run keeps its records (only, with --against, what pairing needs).
  const words = { score: main.module.hooks.sim?.words?.score ?? 'score' };
  const gameFold = () => main.module.hooks.sim?.summary?.fold() ?? null;
  const fold = new SummaryFold(gameFold());
  const pairing = other !== null ? new PairedFold(words) : null;
  const first = await simulateOn(
    main,
    run,
    botTexts,
    io,
    players,
    (r) => {
      fold.add(r);
      pairing?.first(r);
    },
    started,
  );
  // Where the time before the first game went (the workers' phases), for whoever is looking into it.
  if (process.env['RULEWRIGHT_DEBUG'] && first.start) for (const line of startLines(first.start)) io.err(line);
  const summary = fold.result();
  const strength = o.strength > 0 ? await strengthChecks(main, run, botTexts, io, players, o.strength, started) : undefined;
  const info: RunInfo = { seed: o.seed, players: count, bots: runBots, seatings: seatingsOf({ bots: runBots }), workers: first.workers, wallMs: first.wallMs, content: main.label, ...(strength !== undefined ? { strength } : {}) };
  const names = namesOf(main, players);

  let second: { label: string; summary: Summary; info: RunInfo; paired: PairedTests } | null = null;
  if (other !== null && pairing !== null) {
    const otherFold = new SummaryFold(gameFold());
    const res = await simulateOn(
      other.loaded,
      run,
      botTexts,
      io,
      other.players,
      (r) => {
        otherFold.add(r);
        pairing.add(r);
      },
      started,
    );
    // Same seeds, game for game: the per-game figures are tested pair by pair.
    second = { label: other.loaded.label, summary: otherFold.result(), info: { ...info, workers: res.workers, wallMs: res.wallMs, content: other.loaded.label }, paired: pairing.result() };
  }
  // --vary: the same seeds on each copy, a row per value.
  const varyRows: VaryRow[] = [];
  let varyFailed = 0;
  if (varied !== null) {
    for (let i = 0; i < varied.dirs.length; i++) {
      const value = varied.vary.values[i]!;
      const loaded = await load(varied.dirs[i]!, io, botTexts, botDir);
      if (!loaded) {
        io.err(`rulewright simulate: with ${varied.vary.path} = ${value} the pack does not load`);
        return 1;
      }
      const vFold = new SummaryFold(gameFold());
      await simulateOn({ ...loaded, label: `${main.label} (${varied.vary.path} = ${value})` }, run, botTexts, io, players, (r) => vFold.add(r), started);
      const s = vFold.result();
      varyFailed += s.errors;
      varyRows.push(varyRow(value, s));
    }
  }
  const compareGame = main.module.hooks.sim?.summary?.compare;
  const gameChanges = second && compareGame && summary.game !== null && second.summary.game !== null ? compareGame(summary.game, second.summary.game) : [];
  const changes = second ? compareSummaries(summary, second.summary, second.paired, words, gameChanges) : null;

  if (o.json) {
    const extra: Record<string, unknown> = { content: main.label, ruleHits: first.hits, conditionFailures: first.failures };
    if (second && changes) {
      extra['against'] = jsonReport(second.summary, second.info, { content: second.label }, main.module);
      extra['changes'] = changes;
      extra['significantChanges'] = changes.filter((c) => c.test.significant).map((c) => c.what);
    }
    if (varied !== null) extra['vary'] = { file: varied.vary.file, path: varied.vary.path, current: varied.current, values: varyRows };
    io.out(JSON.stringify(jsonReport(summary, info, extra, main.module), null, 2));
  } else {
    for (const line of textReport(summary, info, names, first.hits, main.module)) io.out(line);
    const failed = Object.entries(first.failures);
    if (failed.length) {
      io.out('\nBot conditions that could not be evaluated (read as false):');
      for (const [what, why] of failed) io.out(`  ${what}: ${why}`);
    }
    if (second && changes) {
      io.out(`\n${second.label}: ${second.summary.games} games, errors ${second.summary.errors}`);
      for (const line of changesReport(changes, names)) io.out(line);
    }
    if (varied !== null) for (const line of varyText(varied.vary, varied.current, varyRows, names)) io.out(line);
  }

  if (o.report !== null) {
    const html = htmlReport(
      summary,
      {
        title: `${main.module.title}: ${o.games} simulated games`,
        content: main.label,
        against: second?.label ?? null,
        seed: o.seed,
        players: count,
        bots: runBots,
        seatings: info.seatings ?? 1,
        games: o.games,
        workers: first.workers,
        gamesPerSecond: summary.games / Math.max(1e-9, first.wallMs / 1000),
        names,
        ...(strength !== undefined ? { strength } : {}),
        ...(varied !== null ? { vary: { path: `${varied.vary.file}:${varied.vary.path}`, current: varied.current, rows: varyRows } } : {}),
      },
      await chartSource(),
      second && changes ? { summary: second.summary, changes } : undefined,
      main.module,
    );
    await writeFile(resolve(io.cwd, o.report), html);
    io.err(`report written to ${o.report}`);
  }
  const errors = summary.errors + (second?.summary.errors ?? 0) + varyFailed;
  return errors > 0 ? 1 : 0;
}
