/**
 * `npm run soak [-- --games N --workers K --seed S --check M]`: the long run
 * that is not in CI. N games (default 100,000), half with 2 players and half
 * with 4, spread over every bot the simulator has (random, heuristic and each
 * YAML bot in content/columbia/bots) alone and all mixed at one table, played
 * on the simulator's worker threads (interpreter/sim/pool.ts). It reports
 * every error with its seed and replay command (there must be none), the
 * slowest game, the longest game, the end reasons, and memory (heapUsed and
 * RSS of this process at start and end, and of each worker process when its
 * run ends). The records are folded as they come (nothing per game is kept),
 * so this process's memory does not grow with N.
 *
 * Beside the pool's games, `--check M` (default 100) games are played here
 * with `checkInvariants` and every player's view checked at every decision
 * (interpreter/columbia/checked-play.ts), cycling through the same line-ups.
 *
 * Exit status: 0 when nothing failed, 1 otherwise.
 */
import { fileURLToPath } from 'node:url';
import type { GameRecord } from '../interpreter/sim/index.ts';
import type { Chooser } from '../interpreter/core/index.ts';
import { scriptArgs, type CommandSpec } from '../interpreter/cli/index.ts';

interface Options {
  games: number;
  /** Undefined: one per core (the simulator's default, read once it is loaded). */
  workers: number | undefined;
  seed: string;
  check: number;
  max: number;
}

const SOAK = {
  command: 'npm run soak',
  summary: 'the long run that is not in CI',
  about: `The long run that is not in CI: N games, half with 2 players and half with 4, over every bot
the simulator has (alone and all mixed at one table), on the simulator's workers. It reports
every error with its seed and replay command (there must be none), the slowest and longest
game, the end reasons and memory. A default run (100,000 games) takes about 1.5 hours on a
shared 2-core machine (18 games a second measured: docs/RELIABILITY.md). Beside the pool's games, --check M games are played here with every invariant and
every player's view checked at every decision.`,
  options: {
    games: { type: 'int', value: 'N', min: 1, help: 'games (default 100000)' },
    workers: { type: 'int', value: 'K', min: 0, max: 64, help: 'worker processes (default one per core)' },
    seed: { type: 'text', value: 'S', help: 'the run\'s seed (default "soak")' },
    check: { type: 'int', value: 'M', min: 0, help: 'games played here with invariants checked (default 100)' },
    max: { type: 'int', value: 'N', min: 1, help: 'a game that has not ended after N decisions is an error (default 20000)' },
  },
  exit: 'Exit status: 0 when nothing failed, 1 otherwise, 2 on a usage mistake.',
} as const satisfies CommandSpec;

function parse(argv: string[]): Options {
  const { values: v } = scriptArgs(SOAK, argv);
  return { games: v.games ?? 100_000, workers: v.workers, seed: v.seed ?? 'soak', check: v.check ?? 100, max: v.max ?? 20_000 };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
function memory(): string {
  const m = process.memoryUsage();
  return `heapUsed ${mb(m.heapUsed)}, RSS ${mb(m.rss)}`;
}

async function main(): Promise<number> {
  const o = parse(process.argv.slice(2));
  // The interpreter only after the arguments: --help and a usage mistake answer without loading a game.
  const [{ loadGamePackFromDir: loadPackFromDir }, { engineFor, moduleOf }, { hasErrors, formatDiagnostic }, { botNames, makeBot }, { compileBots, defaultWorkers, readBotFiles, runSimulation }] = await Promise.all([
    import('../interpreter/games/node.ts'),
    import('../interpreter/games/index.ts'),
    import('../interpreter/diagnostics/index.ts'),
    import('../interpreter/sim/index.ts'),
    import('../interpreter/sim/node.ts'),
  ]);
  const workers = o.workers ?? defaultWorkers();
  const t0 = performance.now();
  const startMemory = memory();
  const packDir = fileURLToPath(new URL('../content/columbia/', import.meta.url));
  const loaded = await loadPackFromDir(packDir);
  if (!loaded.ruleset || hasErrors(loaded.diagnostics)) {
    for (const d of loaded.diagnostics) console.error(formatDiagnostic(d));
    return 1;
  }
  const rules = loaded.ruleset;
  const effects = loaded.effects ?? null;
  const botTexts = await readBotFiles(packDir + 'bots');
  const module = moduleOf(loaded);
  const { library, diagnostics } = compileBots(module, botTexts, rules, (s) => `bots/${s}.yaml`);
  for (const d of diagnostics) console.error(formatDiagnostic(d));
  const bots = botNames(module, library);
  // Each bot alone at the table, and all of them mixed (seats rotate from game to game).
  const lineUps: string[][] = [...bots.map((b) => [b]), bots];
  const runs: { players: number; bots: string[]; games: number }[] = [];
  for (const players of [2, 4]) for (const bs of lineUps) runs.push({ players, bots: bs, games: 0 });
  runs.forEach((r, i) => (r.games = Math.floor(o.games / runs.length) + (i < o.games % runs.length ? 1 : 0)));

  console.log(`soak: ${o.games} games on ${workers} worker processes; bots ${bots.join(', ')}; seed "${o.seed}"`);
  console.log(`memory at start: ${startMemory}`);
  // What the report needs, folded game by game: this process keeps no record.
  let games = 0;
  let decisions = 0;
  let fallbacks = 0;
  const errors: GameRecord[] = [];
  let errorCount = 0;
  let slowest: GameRecord | null = null;
  let longest: GameRecord | null = null;
  const reasons: Record<string, number> = {};
  const fold = (r: GameRecord): void => {
    games++;
    decisions += r.decisions;
    fallbacks += r.fallbacks;
    if (r.error !== null) {
      errorCount++;
      if (errors.length < 50) errors.push(r);
    } else reasons[`${r.players.length}p ${r.reason}`] = (reasons[`${r.players.length}p ${r.reason}`] ?? 0) + 1;
    if (slowest === null || r.ms > slowest.ms) slowest = r;
    if (longest === null || r.decisions > longest.decisions) longest = r;
  };
  // This process's own peak (the workers are processes of their own: each reports its memory when its run ends).
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
  sampler.unref();
  for (const [k, r] of runs.entries()) {
    if (r.games === 0) continue;
    const seats = module.seats.players(rules, r.players).slice();
    const t = performance.now();
    const errorsBefore = errorCount;
    const result = await runSimulation({
      game: module.id,
      rules,
      effects,
      botTexts,
      games: r.games,
      seed: `${o.seed}-${r.players}p-${r.bots.join('+')}`,
      players: seats,
      bots: r.bots,
      workers,
      collect: false,
      maxDecisions: o.max,
      replayPrefix: `npx rulewright simulate --players ${r.players} --seed ${o.seed}-${r.players}p-${r.bots.join('+')}`,
      onRecord: fold,
      keepRecords: false,
    });
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const runErrors = errorCount - errorsBefore;
    console.log(`  [${k + 1}/${runs.length}] ${r.players} players, ${r.bots.join('+')}: ${r.games} games in ${((performance.now() - t) / 1000).toFixed(1)} s, ${runErrors} errors; ${memory()}; workers at the end: ${result.workerMemory.map((m) => `heapUsed ${mb(m.heapUsed)}, RSS ${mb(m.rss)}`).join(' / ')}`);
  }

  // The checked sample: invariants and views at every decision, here in this thread.
  const engine = engineFor(module, rules, effects);
  const checkedGame = module.hooks.sim?.checkedGame;
  const checkProblems: string[] = [];
  const tc = performance.now();
  for (let i = 0; i < o.check; i++) {
    const players = i % 2 === 0 ? 2 : 4;
    const lineUp = lineUps[Math.floor(i / 2) % lineUps.length]!;
    const seats = module.seats.players(rules, players).slice();
    const seed = `${o.seed}-check-${i}`;
    if (!checkedGame) break;
    const seatBots: Record<string, Chooser> = {};
    seats.forEach((p, s) => (seatBots[p] = makeBot(module, rules, lineUp[(s + i) % lineUp.length]!, seed, p, library)));
    try {
      const g = checkedGame(engine, seed, seats, seatBots, { views: true });
      for (const m of g.problems) checkProblems.push(`seed ${seed} (${players}p, ${lineUp.join('+')}): ${m}`);
    } catch (e) {
      checkProblems.push(`seed ${seed} (${players}p, ${lineUp.join('+')}): ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const checkMs = performance.now() - tc;
  clearInterval(sampler);

  const wall = (performance.now() - t0) / 1000;

  console.log('');
  console.log(`games: ${games} in ${wall.toFixed(0)} s (${(games / wall).toFixed(1)} games/s), ${decisions} decisions`);
  console.log(`errors: ${errorCount}`);
  for (const e of errors) console.log(`  seed ${e.seed}: ${e.error!.code ?? ''} ${e.error!.message} (after ${e.error!.atDecision} decisions) -> ${e.error!.replay}`);
  if (errorCount > errors.length) console.log(`  ... and ${errorCount - errors.length} more`);
  console.log(`bot answers replaced by a random legal one (fallbacks): ${fallbacks}`);
  console.log(`end reasons: ${JSON.stringify(reasons)}`);
  const slow = slowest as GameRecord | null;
  const long = longest as GameRecord | null;
  if (slow) console.log(`slowest game: seed ${slow.seed} (${slow.players.length}p, ${Object.values(slow.bots).join('+')}), ${slow.ms.toFixed(0)} ms, ${slow.decisions} decisions`);
  if (long) console.log(`longest game: seed ${long.seed} (${long.players.length}p, ${Object.values(long.bots).join('+')}), ${long.decisions} decisions, ${long.rounds} rounds`);
  console.log(`checked sample: ${o.check} games with invariants and views at every decision in ${(checkMs / 1000).toFixed(0)} s: ${checkProblems.length} problems`);
  for (const p of checkProblems.slice(0, 20)) console.log(`  ${p}`);
  console.log(`memory at start: ${startMemory}`);
  console.log(`memory at end:   ${memory()} (this process's peak RSS: ${mb(peakRss)})`);
  return errorCount === 0 && checkProblems.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
