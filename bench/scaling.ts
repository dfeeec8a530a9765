/**
 * The simulator's scaling alone, as `npm run bench` takes it: rounds of the
 * same games on 1 worker then on 2, each worker warmed up first (V8 compiles
 * the rules code in a process's first seconds). For an A/B of a change, run
 * it from two worktrees in turn: the bench's own figure needs ~3 minutes, a
 * round here ~30 s.
 *
 *   npx tsx bench/scaling.ts [--rounds N] [--warm SECONDS] [--games N] [--workers K]
 */
import { scriptArgs } from '../interpreter/cli/index.ts';

const { values: v } = scriptArgs({
  command: 'npx tsx bench/scaling.ts',
  summary: "the simulator's scaling alone",
  about: "The simulator's scaling alone, as `npm run bench` takes it: rounds of the same games on 1 worker then on K.",
  options: {
    rounds: { type: 'int', value: 'N', min: 1, help: 'rounds (default 3)' },
    warm: { type: 'number', value: 'SECONDS', min: 0, help: 'seconds each worker plays first, unrecorded (default 10)' },
    games: { type: 'int', value: 'N', min: 1, help: 'games per worker a round (default 1600)' },
    workers: { type: 'int', value: 'K', min: 1, max: 64, help: 'workers of the all-cores side (default 2)' },
  },
});
const arg = (name: 'rounds' | 'warm' | 'games' | 'workers', dflt: number): number => v[name] ?? dflt;

// The interpreter only after the arguments: --help and a usage mistake answer without loading a game.
const [{ benchPool, readPack }, { loadGamePack: loadPack, moduleOf }] = await Promise.all([import('../interpreter/sim/node.ts'), import('../interpreter/games/index.ts')]);

const result = loadPack(await readPack('content/columbia'));
if (!result.ruleset) throw new Error('content/columbia does not load');
const seats = moduleOf(result).seats.players(result.ruleset, 2).slice();
const workers = arg('workers', 2);
const games = arg('games', 1600);
for (let r = 0; r < arg('rounds', 3); r++) {
  const one = await benchPool(result, seats, 1, games, arg('warm', 10) * 1000);
  const all = await benchPool(result, seats, workers, games * workers, arg('warm', 10) * 1000);
  const ratio = all.gamesPerSecond / one.gamesPerSecond;
  console.log(`round ${r}: 1 worker ${one.gamesPerSecond.toFixed(0)} games/s, ${workers} workers ${all.gamesPerSecond.toFixed(0)} games/s, scaling ${ratio.toFixed(2)}x`);
}
