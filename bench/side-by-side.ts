/**
 * Two trees' engines in one process, random-bot Columbia games played in
 * small batches, the trees taking turns (which goes first alternates by
 * round): the CPU time of each tree's batches. On a machine shared with
 * other work both trees meet the same load, batch by batch, where two
 * processes run minutes apart meet different loads.
 *
 *   npx tsx bench/side-by-side.ts --a DIR --b DIR [--players N] [--rounds N] [--games N] [--bots heuristic]
 *
 * Each tree is a checkout of the repository (its own sources and content,
 * run through tsx). Which tree is loaded first still tilts the figure (one
 * tree against a copy of itself, session 34 at load 12-16: b/a 1.02 one way
 * round, 1.075 the other): run the pair both ways round and take the
 * geometric mean of `b/a` one way and `a/b` the other; differences under
 * ~5% are not resolved. Both trees must play the same games (`decisions
 * equal`).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyPlayV8Flags } from '../interpreter/core/node.ts';
import { scriptArgs } from '../interpreter/cli/index.ts';

applyPlayV8Flags();

const { values: v } = scriptArgs({
  command: 'npx tsx bench/side-by-side.ts',
  summary: "two trees' engines in one process",
  about: 'Random-bot games of two checkouts in one process, batches taking turns: the CPU time of each.',
  options: {
    a: { type: 'text', value: 'DIR', help: 'the first tree (a checkout of this repository)' },
    b: { type: 'text', value: 'DIR', help: 'the second tree' },
    players: { type: 'int', value: 'N', min: 1, max: 99, help: 'players a game (default 2)' },
    rounds: { type: 'int', value: 'N', min: 1, help: 'rounds, each one batch of each tree (default 30)' },
    games: { type: 'int', value: 'N', min: 1, help: 'games a batch (default 15)' },
    bots: { type: 'text', value: 'BOT', help: 'the bot on every seat: random (default) or heuristic (the default bot: the bot and the engine paths its games take)' },
  },
});

interface Tree {
  dir: string;
  /** Plays games `from`..`from + n - 1` (seeded by number): their decisions. */
  play(from: number, n: number): number;
}

async function tree(dir: string, players: number, bot: string): Promise<Tree> {
  const at = (path: string) => pathToFileURL(resolve(dir, path)).href;
  const { shippedPack } = (await import(at('bench/shipped-pack.ts'))) as typeof import('./shipped-pack.ts');
  const { playGame, simTable } = (await import(at('interpreter/sim/index.ts'))) as typeof import('../interpreter/sim/index.ts');
  const pack = shippedPack(resolve(dir, 'content/columbia'), players);
  const table = simTable(pack.module, pack.rules, null, pack.engine);
  const bots: Record<string, string> = {};
  for (const p of pack.players) bots[p] = bot;
  return {
    dir,
    play(from, n) {
      let decisions = 0;
      for (let i = from; i < from + n; i++) {
        // The simulator's own game (its fast path, no statistics): the state it plays is its own, not a copy.
        const { record } = playGame(table, { index: i, seed: `side-${i}`, players: pack.players, bots }, { collect: false });
        if (record.error !== null) throw new Error(`${dir}: game ${i}: ${record.error.message}`);
        decisions += record.decisions;
      }
      return decisions;
    },
  };
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

async function main(): Promise<void> {
  if (v.a === undefined || v.b === undefined) {
    console.error('npx tsx bench/side-by-side.ts: name both trees: --a DIR --b DIR');
    process.exit(2);
  }
  const players = v.players ?? 2;
  const rounds = v.rounds ?? 30;
  const games = v.games ?? 15;
  const bot = v.bots ?? 'random';
  if (bot !== 'random' && bot !== 'heuristic') {
    console.error(`npx tsx bench/side-by-side.ts: --bots is random or heuristic, not "${bot}"`);
    process.exit(2);
  }
  const trees = [await tree(v.a, players, bot), await tree(v.b, players, bot)];
  // Both warmed, in turn, before any round is timed.
  for (let w = 0; w < 3; w++) for (const t of trees) t.play(1_000_000 + w * 100, 100);
  const cpu = [0, 0];
  const decisions = [0, 0];
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const ms = [0, 0];
    for (const k of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const c0 = cpuMs();
      decisions[k]! += trees[k]!.play(r * games, games);
      ms[k] = cpuMs() - c0;
      cpu[k]! += ms[k]!;
    }
    ratios.push(ms[1]! / ms[0]!);
  }
  ratios.sort((x, y) => x - y);
  const rate = (k: number) => Math.round((decisions[k]! / cpu[k]!) * 1000);
  console.log(`a ${trees[0]!.dir}: ${rate(0)} decisions/s CPU`);
  console.log(`b ${trees[1]!.dir}: ${rate(1)} decisions/s CPU`);
  console.log(`b/a CPU: ${(cpu[1]! / cpu[0]!).toFixed(3)} in all, ${ratios[Math.floor(ratios.length / 2)]!.toFixed(3)} the median round; decisions equal: ${decisions[0] === decisions[1]}`);
}

await main();
