/**
 * `rulewright bench` (`npm run bench`): how fast the interpreter plays, loads
 * and replays, each figure beside its target. `--profile` adds the hot spots
 * of the fast path (file:function, self and total time).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSearchBot, playGame, seatBots, simTable } from '../sim/index.ts';
import { TARGETS, THIS_MACHINE, benchContent, benchPlay, benchPool, benchReplay, benchStatsCost, loadPerCore, median, poolMean, profile, readPack, type HotSpot, type Machine, type PoolBench } from '../sim/node.ts';
import { benchGamePlay, benchSearch, type GamePlayBench, type SearchBench } from '../sim/node.ts';
import { GAMES, moduleOf } from '../games/index.ts';
import { EXIT, readArgs, usageLine, type Run } from './args.ts';
import { benchDefaultRun, type DefaultRun } from './bench-default-run.ts';
import { BENCH } from './bench-options.ts';
import type { CliIO } from './io.ts';
import { processIO } from './io.ts';
import { defaultPack, packFolderProblem, shownPath } from './places.ts';

/** Issue 28's win rate for the search bot's side: at 2 players, and at a table of teams. */
function searchTarget(b: SearchBench): number {
  return b.players > 2 ? TARGETS.searchWinRateTeams : TARGETS.searchWinRate2;
}

/**
 * The search bot's verdicts: its win rate and its CPU time a decision against
 * issue 28's targets (a shared machine inflates the time). The time bound is
 * the 2-player line's ("70% of 200 seeded 2-player games, at no more than
 * 50 ms a decision"); the team line sets none, and a table of four asks
 * longer rollouts of each decision, so there the time is shown, not judged (null).
 */
function searchMet(b: SearchBench): { winRate: boolean; msPerDecision: boolean | null } {
  return {
    winRate: b.games > 0 && b.rate >= searchTarget(b),
    msPerDecision: b.players > 2 ? null : b.decisions > 0 && b.cpuMsPerDecision <= TARGETS.searchMsPerDecision,
  };
}

interface Options {
  json: boolean;
  seconds: number;
  warm: number;
  /** Games per simulator run: at least this many (the default), or exactly this many when given. */
  games: number;
  gamesGiven: boolean;
  workers: number;
  profile: boolean;
  content: string;
  tenThousand: boolean;
  /** Seconds each simulator worker plays before its measured games. */
  poolWarm: number;
  /** Seconds of play per worker in each simulator run (the games are sized from the one-core rate). */
  poolSeconds: number;
  /** Rounds of a 1-worker then a K-worker simulator run. */
  rounds: number;
  /** Games of the search bot against the heuristic (0: none), and which search bot. */
  searchGames: number;
  searchBot: string;
  /** Games of the default run (`simulate`, default bots, whole process) on 1 and K workers (0: none). */
  defaultGames: number;
}

function options(args: Run<typeof BENCH.options>, cwd: string, machine: Machine): Options {
  const v = args.values;
  const quick = v.quick;
  return {
    json: v.json,
    seconds: v.seconds ?? (quick ? 1.5 : 8),
    warm: v.warm ?? (quick ? 1 : 4),
    games: v.games ?? (quick ? 24 : 160),
    gamesGiven: v.games !== undefined,
    workers: v.workers ?? machine.cores(),
    profile: v.profile,
    content: v.content ?? defaultPack(cwd),
    tenThousand: v['ten-thousand'],
    poolWarm: v['pool-warm'] ?? (quick ? 1 : 10),
    poolSeconds: quick ? 1 : 3,
    rounds: v.rounds ?? (quick ? 1 : 5),
    searchGames: v['search-games'] ?? (quick ? 1 : 20),
    // --quick: a token budget, so that the figures are there (a check of the bench, not of the bot).
    searchBot: v['search-bot'] ?? (quick ? 'mcts:2:depth=2' : 'mcts'),
    defaultGames: v['default-games'] ?? (quick ? 0 : 2000),
  };
}

/**
 * Rounds of a timed part (the load against the bare parse, the replay): 25,
 * `short` for a short run (--quick's 1.5 s of one-core play). Under a second
 * (`--seconds 0.2`: a check of the bench itself, whose figures' presence
 * matters, not their size) the fewest that still make a median.
 */
function roundsFor(seconds: number, short: number): number {
  return seconds < 1 ? 5 : seconds < 3 ? short : 25;
}

/**
 * CPU seconds of play for a part measured beside the one-core figure: `share`
 * of --seconds, at least a second (shorter windows time V8's compiler as much
 * as the game), unless --seconds itself asks for less.
 */
function playSeconds(seconds: number, share: number): number {
  return Math.max(Math.min(1, seconds), seconds * share);
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** `machine`: the cores and the load average the bench reads (the CLI: this machine's, from the OS). */
export async function run(argv: readonly string[], io: CliIO = processIO(), machine: Machine = THIS_MACHINE): Promise<number> {
  const args = readArgs(BENCH, argv, io);
  if (typeof args === 'number') return args;
  const o = options(args, io.cwd, machine);
  const dir = resolve(io.cwd, o.content);
  const folder = packFolderProblem(dir, io.cwd, 'rulewright bench --content %');
  if (folder !== null) {
    io.err(usageLine(BENCH, `--content: ${folder}`));
    return EXIT.usage;
  }
  const searchProblem = parseSearchBot(o.searchBot);
  if (typeof searchProblem === 'string') {
    io.err(usageLine(BENCH, `--search-bot: ${searchProblem}`));
    return EXIT.usage;
  }
  const label = shownPath(io.cwd, dir);
  const note = (s: string) => {
    if (!o.json) io.err(s);
  };

  note('content: loading, validating, compiling ...');
  const files = await readPack(dir);
  const { bench: content, result } = benchContent(files, roundsFor(o.seconds, 11));
  if (!result.ruleset) {
    io.err(`rulewright bench: the content in ${label} has errors: run "rulewright check ${label}"`);
    return 1;
  }
  const rules = result.ruleset;
  const module = moduleOf(result);
  const engine = simTable(module, rules, result.effects ?? null);
  const counts = module.seats.counts(rules);
  if (!counts.includes(2)) {
    io.err('rulewright bench: the content has no 2-player setup');
    return 1;
  }
  const two = module.seats.players(rules, 2).slice();
  // The longest games the pack has (Columbia: 4 players) for the replay timing.
  const most = counts[counts.length - 1]!;
  const four = module.seats.players(rules, most).slice();

  note('play: one core (warm-up, then measured) ...');
  // The first seconds of a process are mostly the JIT compiling the rules code: a long simulation's rate is the one after.
  const warm = benchPlay(engine, two, o.warm, false, 2, 'bench-warm-up');
  const bare = benchPlay(engine, two, o.seconds, false);
  const cost = benchStatsCost(engine, two, Math.max(4, Math.round(bare.gamesPerSecond * playSeconds(o.seconds, 1 / 4))));
  const statsCost = cost.cost;
  const countedRate = bare.decisionsPerSecond / (1 + statsCost);
  // Taken now, after seconds of this thread alone: later the simulator's own workers would weigh in the average.
  const load = loadPerCore(1, machine);

  note(`play: simulator, 1 and ${o.workers} workers ...`);
  // Each worker warms up as this thread did; then enough games for a few seconds of play per worker (--games: that many).
  const poolGames = (k: number) => (o.gamesGiven ? o.games : Math.max(o.games, Math.round(bare.gamesPerSecond * o.poolSeconds * k)));
  // In turn, 1 then K workers, round after round: this VM's speed drifts by a third within an hour, so each
  // round's ratio compares runs a few seconds apart, and the median of the rounds' ratios is the figure
  // (the rates shown are the rounds' means).
  const ones: PoolBench[] = [];
  const alls: PoolBench[] = [];
  const ratios: number[] = [];
  // The same ratio over the warm-up: games all workers finished in it against one worker's (equal windows).
  const warmRatios: number[] = [];
  for (let r = 0; r < o.rounds; r++) {
    const one = await benchPool(result, two, 1, poolGames(1), o.poolWarm * 1000);
    const all = o.workers > 1 ? await benchPool(result, two, o.workers, poolGames(o.workers), o.poolWarm * 1000) : one;
    ones.push(one);
    alls.push(all);
    ratios.push(all.gamesPerSecond / one.gamesPerSecond);
    if (one.warmUpGames > 0) warmRatios.push(all.warmUpGames / one.warmUpGames);
  }
  const one = poolMean(ones);
  const all = poolMean(alls);
  const scaling = median(ratios);
  const warmUpScaling = warmRatios.length ? median(warmRatios) : null;
  // Projected: start-up and warm-up as measured (its games count: a real run plays the same ones while V8 compiles),
  // the rest at the steady rate; or, with --ten-thousand, the real run.
  let tenThousandMeasured = false;
  let tenThousand = Math.max(0, 10_000 - all.warmUpGames) / all.gamesPerSecond + all.startupMs / 1000;
  if (o.tenThousand) {
    note(`play: 10,000 2-player games on ${o.workers} workers ...`);
    const real = await benchPool(result, two, o.workers, 10_000, 0, 'bench-10000');
    tenThousand = real.wallMs / 1000;
    tenThousandMeasured = true;
  }
  // What an idle machine would do: the one-core CPU rate on every core, perfect scaling.
  const tenThousandIdle = Math.max(0, 10_000 - all.warmUpGames) / (bare.gamesPerSecond * o.workers) + all.startupMs / 1000;

  note('replay ...');
  // Its own warm-up, by CPU: the 4-player replay's code compiles for ~2 s of it (sim/bench.ts); --warm 0 (the tests) skips it.
  const replay = benchReplay(engine.engine, four, roundsFor(o.seconds, 15), o.warm > 0 ? Math.max(3000, o.warm * 1000) : 0);

  // The search bot against the game's heuristic (random play when it has none), at 2 players and at a table of teams.
  const searches: SearchBench[] = [];
  if (o.searchGames > 0) {
    const against = module.hooks.sim?.bots?.heuristic !== undefined ? 'heuristic' : 'random';
    note(`search bot: ${o.searchGames} games of ${o.searchBot} against ${against}, 2 players ...`);
    searches.push(benchSearch(engine, two, o.searchBot, against, o.searchGames));
    const sides = new Set(four.map((p) => module.seats.sideOf(rules, p))).size;
    if (sides < four.length) {
      note(`search bot: ${o.searchGames} games, ${four.length} players, ${o.searchBot} for every seat of one side ...`);
      searches.push(benchSearch(engine, four, o.searchBot, against, o.searchGames));
    }
  }

  let hot: HotSpot[] = [];
  let hotHeuristic: HotSpot[] = [];
  if (o.profile) {
    note('profile: the fast path ...');
    const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
    const prof = await profile(() => {
      for (let i = 0; i < Math.max(10, Math.round(bare.gamesPerSecond * 3)); i++) {
        playGame(engine, { index: i, seed: `prof-${i}`, players: two, bots: seatBots(two, ['random']) }, { collect: false });
      }
    }, root);
    hot = prof.spots;
    note('profile: heuristic games with statistics (the simulator\'s own code) ...');
    const simProf = await profile(() => {
      for (let i = 0; i < 12; i++) playGame(engine, { index: i, seed: `prof-h-${i}`, players: two, bots: seatBots(two, ['heuristic']) }, { collect: true });
    }, root, 200);
    hotHeuristic = simProf.spots.filter((h) => h.where.startsWith('interpreter/sim/')).slice(0, 10);
  }

  // Every other product game's reference pack: random play on one core, against the same target.
  const others: GamePlayBench[] = [];
  for (const game of GAMES) {
    const pack = game.language.docs.examplesFrom;
    if (game.fixture || game.id === result.game) continue;
    note(`play: ${game.title} (${pack}), random bots ...`);
    const b = await benchGamePlay(resolve(io.cwd, pack), pack, playSeconds(o.seconds, 1 / 2), Math.min(o.warm, 2));
    if (b !== null) others.push(b);
  }

  // Issue 28's default run as the user runs it: one process per run, 1 worker then K.
  const defaultRuns: DefaultRun[] = [];
  if (o.defaultGames > 0) {
    for (const k of o.workers > 1 ? [1, o.workers] : [1]) {
      note(`default run: simulate --games ${o.defaultGames} --players 2 --workers ${k} ...`);
      defaultRuns.push(await benchDefaultRun(dir, o.defaultGames, k));
    }
  }
  const defaultScaling = defaultRuns.length === 2 ? defaultRuns[0]!.wallSeconds / defaultRuns[1]!.wallSeconds : null;

  const met = {
    defaultScaling: defaultScaling === null ? null : defaultScaling >= TARGETS.defaultRunScaling,
    decisionsPerSecond: bare.decisionsPerSecond >= TARGETS.decisionsPerSecond,
    tenThousandGames: tenThousand < TARGETS.tenThousandGamesSeconds,
    scaling: o.workers < 2 ? null : scaling >= TARGETS.scaling,
    loadVsParse: content.ratio < TARGETS.loadVsParse,
    replay: replay.cpuMsPer1000 < TARGETS.replayMs,
  };

  if (o.json) {
    io.out(
      JSON.stringify(
        {
          pack: label,
          node: process.version,
          cores: machine.cores(),
          play: {
            oneCore: { decisionsPerSecond: bare.decisionsPerSecond, gamesPerSecond: bare.gamesPerSecond, games: bare.games, decisions: bare.decisions, wallMs: bare.timing.ms, cpuMs: bare.timing.cpuMs },
            warmUp: { cpuMs: warm.timing.cpuMs, games: warm.games, decisionsPerSecond: warm.decisionsPerSecond },
            withStatistics: { decisionsPerSecond: countedRate, cost: statsCost, bareCpuMs: cost.bareCpuMs, countedCpuMs: cost.countedCpuMs },
            simulator: { oneWorker: one, allWorkers: all, scaling, scalingRounds: ratios, warmUpSeconds: o.poolWarm, warmUpScaling, warmUpScalingRounds: warmRatios },
            tenThousandGamesSeconds: tenThousand,
            tenThousandGamesMeasured: tenThousandMeasured,
            tenThousandGamesSecondsIdle: tenThousandIdle,
            loadPerCore: load,
          },
          content: {
            files: content.files,
            chars: content.chars,
            firstLoadMs: content.firstLoad.ms,
            loadMs: content.load.ms,
            loadCpuMs: content.load.cpuMs,
            bareParseMs: content.bareParse.ms,
            bareParseCpuMs: content.bareParse.cpuMs,
            ratio: content.ratio,
            roundRatios: content.roundRatios,
            effectStrings: content.effects.strings,
            effectParseCheckMs: content.effects.parseCheck.ms,
          },
          replay,
          // simulate as the user runs it (default bots, whole process): 1 worker, then K; scaling = wall 1 / wall K.
          defaultRun: { runs: defaultRuns, scaling: defaultScaling },
          // Each other game's random play, with its verdict against the same decisions/s target.
          games: others.map((b) => ({ ...b, met: b.decisionsPerSecond >= TARGETS.decisionsPerSecond })),
          // The search bot's games against the heuristic bot: its win rate (Wilson 95%) and CPU ms a decision.
          search: searches.map((b) => ({ ...b, met: searchMet(b) })),
          targets: TARGETS,
          met,
          hotSpots: hot,
          hotSpotsSimulator: hotHeuristic,
        },
        null,
        2,
      ),
    );
    return 0;
  }

  const rounds = (xs: readonly number[]) => (xs.length > 1 ? ` (median of ${xs.length} rounds: ${xs.map((x) => `${fmt(x, 2)}x`).join(', ')})` : '');
  const mark = (ok: boolean | null) => (ok === null ? '' : ok ? 'met' : 'MISSED');
  const rows: [string, string, string, string][] = [
    ['Interpreted play (random bots, 2 players, fast path)', '', '', ''],
    ['  decisions/s, one core', `${fmt(bare.decisionsPerSecond)} (wall ${fmt((bare.decisions / bare.timing.ms) * 1000)})`, `>= ${fmt(TARGETS.decisionsPerSecond)}`, mark(met.decisionsPerSecond)],
    [`  the same in the first ${fmt(warm.timing.cpuMs / 1000, 1)} s of the process (JIT warm-up, unmeasured above)`, `${fmt(warm.decisionsPerSecond)}`, '', ''],
    ['  complete games/s, one core', `${fmt(bare.gamesPerSecond, 1)} (${fmt(bare.decisions / bare.games)} decisions/game)`, '', ''],
    ['  with statistics from the log', `${fmt(countedRate)} decisions/s (cost ${fmt(statsCost * 100, 1)}%, same games A/B)`, '', ''],
    ['  games/s, simulator, 1 worker', `${fmt(one.gamesPerSecond, 1)} (${fmt(one.games)} games after start-up and warm-up ${fmt(one.startupMs / 1000, 1)} s)`, '', ''],
    [`  games/s, simulator, ${all.workers} workers`, `${fmt(all.gamesPerSecond, 1)} (${fmt(all.games)} games after start-up and warm-up ${fmt(all.startupMs / 1000, 1)} s)`, '', ''],
    [`  scaling 1 -> ${all.workers} workers, after ${fmt(o.poolWarm, 0)} s of warm-up`, `${fmt(scaling, 2)}x` + rounds(ratios), `>= ${TARGETS.scaling}x`, mark(met.scaling)],
    ...(warmUpScaling === null || all.workers < 2
      ? []
      : [[`  the same during the warm-up (V8 compiling in every worker at once)`, `${fmt(warmUpScaling, 2)}x` + rounds(warmRatios), '', ''] as [string, string, string, string]]),
    ['  10,000 2-player games, all cores', tenThousandMeasured ? `${fmt(tenThousand, 1)} s (measured, start-up included)` : `${fmt(tenThousand, 1)} s (projected; idle machine ${fmt(tenThousandIdle, 1)} s)`, `< ${TARGETS.tenThousandGamesSeconds} s`, mark(met.tenThousandGames)],
    ['Content', '', '', ''],
    [`  load + validate + compile (${content.files} files)`, `${fmt(content.load.cpuMs, 1)} ms (first in process ${fmt(content.firstLoad.ms, 0)} ms)`, '', ''],
    ['  bare YAML parse of the same files', `${fmt(content.bareParse.cpuMs, 1)} ms`, '', ''],
    [`  load / bare parse (median of ${content.roundRatios.length} rounds)`, `${fmt(content.ratio, 2)}x`, `< ${TARGETS.loadVsParse}x`, mark(met.loadVsParse)],
    [`  parse + check of ${content.effects.strings} effect strings`, `${fmt(content.effects.parseCheck.cpuMs, 1)} ms`, '', ''],
    ...(defaultRuns.length
      ? [
          ['Default run as the user runs it (simulate, default bots, 2 players, whole process)', '', '', ''] as [string, string, string, string],
          ...defaultRuns.map((r): [string, string, string, string] => [
            `  ${fmt(r.games)} games, --workers ${r.workers}`,
            `${fmt(r.wallSeconds, 1)} s wall${r.cpuSeconds === null ? '' : `, ${fmt(r.cpuSeconds, 1)} s CPU`}${r.errors ? `, ${r.errors} errors` : ''}`,
            '',
            '',
          ]),
          ...(defaultScaling === null ? [] : [[`  scaling 1 -> ${defaultRuns[1]!.workers} workers (wall)`, `${fmt(defaultScaling, 2)}x`, `>= ${TARGETS.defaultRunScaling}x`, mark(met.defaultScaling)] as [string, string, string, string]]),
        ]
      : []),
    ['Replay', '', '', ''],
    [`  1,000 decisions (of ${replay.games} recorded 4-player games), log off`, `${fmt(replay.cpuMsPer1000, 1)} ms CPU (${replay.threadCpuMsPer1000 === null ? '' : `this thread ${fmt(replay.threadCpuMsPer1000, 1)} ms; `}wall ${fmt(replay.msPer1000, 1)} ms; log on ${fmt(replay.withLogMsPer1000, 1)} ms)`, `< ${TARGETS.replayMs} ms`, mark(met.replay)],
    ...(others.length ? [['Other games (random bots, most players, fast path, one core)', '', '', ''] as [string, string, string, string]] : []),
    ...others.map((b): [string, string, string, string] => [
      `  ${b.title} (${b.pack}, ${b.players} players): decisions/s`,
      `${fmt(b.decisionsPerSecond)} (${fmt(b.decisionsPerGame)} decisions/game, ${fmt(b.games)} games)`,
      `>= ${fmt(TARGETS.decisionsPerSecond)}`,
      mark(b.decisionsPerSecond >= TARGETS.decisionsPerSecond),
    ]),
    ...(searches.length ? [['Search bot (CPU time of its own answers)', '', '', ''] as [string, string, string, string]] : []),
    ...searches.flatMap((b): [string, string, string, string][] => {
      const met = searchMet(b);
      return [
        [
          `  ${b.bot} vs ${b.against}, ${b.players} players${b.players > 2 ? ' (every seat of one side)' : ''}: its side wins`,
          `${fmt(b.rate * 100, 1)}% [${fmt(b.lo * 100, 1)}, ${fmt(b.hi * 100, 1)}] of ${b.games} games, each seed from both sides${b.errors.length ? ` (${b.errors.length} errors)` : ''}`,
          `>= ${fmt(searchTarget(b) * 100)}%`,
          mark(met.winRate),
        ],
        [
          `  ${b.bot}: CPU ms a decision (a searched one); decisions/s, playouts/s`,
          `${fmt(b.cpuMsPerDecision, 1)} (${fmt(b.cpuMsPerSearched, 1)}); ${fmt(b.decisionsPerSecond, 1)} decisions/s, ${fmt(b.playoutsPerSecond)} playouts/s, slowest ${fmt(b.slowestMs)} ms`,
          met.msPerDecision === null ? '(2 players only)' : `<= ${fmt(TARGETS.searchMsPerDecision)} ms`,
          mark(met.msPerDecision),
        ],
      ];
    }),
  ];
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  const w2 = Math.max(...rows.map((r) => r[2].length));
  io.out(`rulewright bench: ${label}, Node ${process.version}, ${machine.cores()} cores. Rates per CPU second of this process (wall in brackets): the machine may be shared.`);
  io.out('');
  io.out(`${''.padEnd(w0)}  ${'measured'.padEnd(w1)}  ${'target'.padEnd(w2)}`);
  for (const r of rows) io.out(r[1] === '' ? r[0] : `${r[0].padEnd(w0)}  ${r[1].padEnd(w1)}  ${r[2].padEnd(w2)}  ${r[3]}`.trimEnd());
  if (load > 1) io.out(`\nOther work kept the load average at ${fmt(load, 1)} per core: it competed for the CPUs, so the wall-time figures (simulator rates, scaling, projection) understate an idle machine.`);
  if (hot.length) {
    io.out('\nHot spots of the fast path, random games (self time; total includes callees):');
    for (const h of hot) io.out(`  ${fmt(h.selfPct, 1).padStart(5)}%  ${fmt(h.totalPct, 1).padStart(5)}%  ${h.where}`);
  }
  if (hotHeuristic.length) {
    io.out('\nThe simulator\'s own code in heuristic games with statistics (share of all CPU):');
    for (const h of hotHeuristic) io.out(`  ${fmt(h.selfPct, 1).padStart(5)}%  ${fmt(h.totalPct, 1).padStart(5)}%  ${h.where}`);
  }
  return 0;
}
