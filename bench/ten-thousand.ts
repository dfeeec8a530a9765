/**
 * The 10,000-game balance run the bench's target names (random bots,
 * 2 players, statistics on, one worker per core), with where its time goes:
 * start-up, each worker's summed game time, this process's CPU, and the mean
 * time of a game in each tenth of the run (the first tenth is V8 compiling the
 * rules code). Run an old and a new tree in turn to compare a change.
 *
 *   npx tsx bench/ten-thousand.ts [GAMES]
 */
import { scriptArgs } from '../interpreter/cli/index.ts';

const args = scriptArgs({
  command: 'npx tsx bench/ten-thousand.ts',
  summary: 'the 10,000-game balance run, timed',
  about: 'The 10,000-game balance run the bench names (random bots, 2 players, statistics on, one worker per core), with where its time goes.',
  positionals: [{ name: 'GAMES', help: 'how many games (default 10000)' }],
  options: {},
});
const games = Number(args.positionals[0] ?? 10_000);
if (!Number.isSafeInteger(games) || games < 1) {
  console.error(`npx tsx bench/ten-thousand.ts: GAMES is a whole number of at least 1 (got ${JSON.stringify(args.positionals[0])}); see npx tsx bench/ten-thousand.ts --help`);
  process.exit(2);
}
// The interpreter only after the arguments: --help and a usage mistake answer without loading a game.
const [{ defaultWorkers, readPack, runSimulation }, { loadGamePack: loadPack, moduleOf }] = await Promise.all([import('../interpreter/sim/node.ts'), import('../interpreter/games/index.ts')]);
const loaded = loadPack(await readPack('content/columbia'));
if (!loaded.ruleset) throw new Error('content/columbia does not load');
const workers = defaultWorkers();
const c0 = process.cpuUsage();
const r = await runSimulation({
  game: moduleOf(loaded).id,
  rules: loaded.ruleset,
  effects: loaded.effects ?? null,
  botTexts: {},
  games,
  seed: 'bench-10000',
  players: moduleOf(loaded).seats.players(loaded.ruleset, 2).slice(),
  bots: ['random'],
  workers,
  replayPrefix: 'bench',
});
const c = process.cpuUsage(c0);
const sum = (xs: readonly { ms: number }[]) => xs.reduce((a, x) => a + x.ms, 0);
const tenth = Math.max(1, Math.floor(games / 10));
const tenths: string[] = [];
for (let i = 0; i + tenth <= games; i += tenth) tenths.push((sum(r.records.slice(i, i + tenth)) / tenth).toFixed(2));
console.log(`${games} games on ${workers} workers: ${(r.wallMs / 1000).toFixed(1)} s (start-up ${(r.startupMs / 1000).toFixed(2)} s); each worker's games ${(sum(r.records) / workers / 1000).toFixed(1)} s; this process ${((c.user + c.system) / 1000).toFixed(0)} ms CPU`);
console.log(`ms a game, by tenth of the run: ${tenths.join(' ')}`);
