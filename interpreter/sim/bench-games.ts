/**
 * Random play of any game's pack, through its module: the one-core
 * decisions/s figure `rulewright bench` gives every game beside the pack it
 * measures in full. The same fast path the simulator uses (a `Playout`: its state changed in
 * place, no log), random bots, seeded games one after another, a warm-up
 * first so V8 has compiled the rules code.
 */
import { randomBot } from '../core/index.ts';
import { Playout } from '../core/playout.ts';
import { engineFor, moduleOf } from '../games/index.ts';
import { loadGamePackFromDir } from '../games/node.ts';

export interface GamePlayBench {
  game: string;
  title: string;
  pack: string;
  players: number;
  games: number;
  decisions: number;
  cpuMs: number;
  decisionsPerSecond: number;
  decisionsPerGame: number;
}

function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Random games of the pack in `dir` (its game's largest player count) for `seconds` of CPU after `warm` seconds unmeasured; null when it has errors. */
export async function benchGamePlay(dir: string, label: string, seconds: number, warm: number): Promise<GamePlayBench | null> {
  const result = await loadGamePackFromDir(dir);
  if (!result.ruleset) return null;
  const module = moduleOf(result);
  const rules = result.ruleset;
  const engine = engineFor(module, rules, result.effects ?? null);
  const counts = module.seats.counts(rules);
  const n = counts[counts.length - 1]!;
  const players = [...module.seats.players(rules, n)];
  const bot = randomBot('bench-games');
  const play = (secs: number, seed: string): { games: number; decisions: number; cpuMs: number } => {
    let games = 0;
    let decisions = 0;
    const c0 = cpuNow();
    while (games < 3 || cpuNow() - c0 < secs * 1000) {
      const { playout } = Playout.start(engine, { seed: `${seed}-${games}`, players }, { log: false });
      const state = playout.state;
      while (state.over === null && state.decision !== null) {
        const r = playout.play(bot.choose(engine, state));
        if (!r.ok) throw new Error(r.reason);
        decisions++;
      }
      games++;
    }
    return { games, decisions, cpuMs: cpuNow() - c0 };
  };
  play(warm, 'bench-games-warm');
  const r = play(seconds, 'bench-games');
  return {
    game: module.id,
    title: module.title,
    pack: label,
    players: n,
    games: r.games,
    decisions: r.decisions,
    cpuMs: r.cpuMs,
    decisionsPerSecond: (r.decisions / r.cpuMs) * 1000,
    decisionsPerGame: r.decisions / r.games,
  };
}
