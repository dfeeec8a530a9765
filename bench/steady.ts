/**
 * Steady-state play speed: random-bot games on this thread, measured after
 * the JIT has warmed up, in batches, so an engine change can be judged by its
 * own cost rather than by V8's warm-up. What the performance work compares
 * before and after a change (CPU time of this process; the machine may be
 * shared).
 *
 *   npx tsx bench/steady.ts [--players 2|4] [--warm GAMES] [--games GAMES] [--batches N]
 */
import { scriptArgs } from '../interpreter/cli/index.ts';

const { values: v } = scriptArgs({
  command: 'npx tsx bench/steady.ts',
  summary: 'steady-state play speed',
  about: 'Steady-state play speed: random-bot games on this thread, in batches, after the JIT has warmed up.',
  options: {
    players: { type: 'int', value: 'N', min: 1, max: 99, help: 'players a game (default 2)' },
    warm: { type: 'int', value: 'GAMES', min: 0, help: 'games played first, unmeasured (default 400)' },
    games: { type: 'int', value: 'GAMES', min: 1, help: 'games a batch (default 200)' },
    batches: { type: 'int', value: 'N', min: 1, help: 'batches (default 5)' },
  },
});
const arg = (name: 'players' | 'warm' | 'games' | 'batches', dflt: number): number => v[name] ?? dflt;

// The interpreter only after the arguments: --help and a usage mistake answer without loading a game.
const { applyPlayV8Flags } = await import('../interpreter/core/node.ts');
// As the simulator's workers and the CLI play (v8-flags.ts), before any game code is compiled; `node --max-inlined-bytecode-size-cumulative=460 ...` measures V8's default.
applyPlayV8Flags();
const [{ shippedPack }, { playGame, RANDOM_BOT, simTable }] = await Promise.all([import('./shipped-pack.ts'), import('../interpreter/sim/index.ts')]);

const { rules, module, engine, players } = shippedPack('content/columbia', arg('players', 2));
const table = simTable(module, rules, null, engine);
const bots: Record<string, string> = {};
for (const p of players) bots[p] = RANDOM_BOT;

function play(games: number, from: number): number {
  let decisions = 0;
  for (let i = from; i < from + games; i++) {
    // The simulator's own game (its fast path, no statistics): the state it plays is its own, not a copy.
    const { record } = playGame(table, { index: i, seed: `steady-${i}`, players, bots }, { collect: false });
    if (record.error !== null) throw new Error(`game ${i}: ${record.error.message}`);
    decisions += record.decisions;
  }
  return decisions;
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
play(arg('warm', 400), 1_000_000);
const games = arg('games', 200);
const rates: number[] = [];
for (let b = 0; b < arg('batches', 5); b++) {
  const c0 = cpu();
  const t0 = performance.now();
  const d = play(games, b * games);
  const c = cpu() - c0;
  const w = performance.now() - t0;
  rates.push((d / c) * 1000);
  console.log(`batch ${b}: ${d} decisions, ${Math.round((d / c) * 1000)} decisions/s CPU (${Math.round((d / w) * 1000)} wall)`);
}
rates.sort((a, b) => a - b);
console.log(`median ${Math.round(rates[Math.floor(rates.length / 2)]!)} decisions/s CPU, ${players.length} players`);
