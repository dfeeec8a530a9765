/**
 * The search bot's figures for `rulewright bench`: how fast it answers (CPU
 * milliseconds a decision, playouts a second) and how strong it is against
 * another bot (the game's heuristic), in seeded games with the sides
 * swapped from game to game, every seed played once from each side (as
 * `simulate` plays two bots: both seatings), so that neither bot always has
 * the same seat or faction, nor a seed's luck on one side only. At a table with teams (Columbia's 4-player game: two players a
 * faction) the search bot plays every seat of one side. CPU time, not wall
 * time: the machine may be shared. Node only (process.cpuUsage).
 */
import type { Chooser, GameState } from '../core/index.ts';
import { Playout } from '../core/playout.ts';
import { wilson } from '../game/index.ts';
import { makeBot } from './bots/index.ts';
import type { SimTable } from './play.ts';
import type { SearchBot } from './search/bot.ts';
import { isSearchBotName } from './search/options.ts';

export interface SearchBench {
  bot: string;
  against: string;
  players: number;
  games: number;
  /** Games the search bot's side won (a shared win counts its share); errors are not games. */
  wins: number;
  rate: number;
  lo: number;
  hi: number;
  /** The same by the side it played (Columbia: faction), so a side's own advantage shows. */
  bySide: Record<string, { games: number; wins: number }>;
  /** The search bot's decisions, and those with more than one answer (searched). */
  decisions: number;
  searched: number;
  playouts: number;
  /** CPU milliseconds of the search bot per decision, and per searched decision. */
  cpuMsPerDecision: number;
  cpuMsPerSearched: number;
  /** Decisions a second of the search bot's CPU time (1000 / cpuMsPerDecision). */
  decisionsPerSecond: number;
  playoutsPerSecond: number;
  /** The slowest single decision (CPU ms). */
  slowestMs: number;
  errors: string[];
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** `games` seeded games of `bot` (a search bot name) against `against` on `players`' table. */
export function benchSearch(table: SimTable, players: readonly string[], bot: string, against: string, games: number, seed = 'bench-search'): SearchBench {
  if (!isSearchBotName(bot)) throw new Error(`${bot} is not a search bot`);
  const { module, rules, engine } = table;
  const sideOf = (p: string) => module.seats.sideOf(rules, p);
  const sides = [...new Set(players.map(sideOf))];
  const out: SearchBench = { bot, against, players: players.length, games: 0, wins: 0, rate: 0, lo: 0, hi: 0, bySide: {}, decisions: 0, searched: 0, playouts: 0, cpuMsPerDecision: 0, cpuMsPerSearched: 0, decisionsPerSecond: 0, playoutsPerSecond: 0, slowestMs: 0, errors: [] };
  let searchCpu = 0;
  for (let i = 0; i < games; i++) {
    // Games k*n .. k*n+n-1 (n sides) play seed k, the search bot on side i mod n: each side in turn on every seed.
    const gameSeed = `${seed}-${Math.floor(i / sides.length)}`;
    const mine = sides[i % sides.length]!;
    const bots: Record<string, Chooser> = {};
    const searchers: SearchBot[] = [];
    for (const p of players) {
      const b = makeBot(module, rules, sideOf(p) === mine ? bot : against, gameSeed, p);
      bots[p] = b;
      if (sideOf(p) === mine) searchers.push(b as unknown as SearchBot);
    }
    const { playout } = Playout.start(engine, { seed: gameSeed, players: [...players] }, { log: false });
    const s: GameState = playout.state;
    try {
      for (let n = 0; s.over === null && s.decision !== null; n++) {
        if (n > 20_000) throw new Error('no end after 20,000 decisions');
        const p = s.decision.player;
        const searching = sideOf(p) === mine;
        const t0 = searching ? cpuMs() : 0;
        const choice = bots[p]!.choose(engine, s);
        if (searching) {
          const took = cpuMs() - t0;
          searchCpu += took;
          out.slowestMs = Math.max(out.slowestMs, took);
        }
        const r = playout.play(choice);
        if (!r.ok) throw new Error(`${searching ? bot : against} chose illegally: ${r.reason}`);
      }
    } catch (e) {
      out.errors.push(`${gameSeed}: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const o = module.outcome(s, rules);
    const won = o.winners.includes(mine) ? 1 / o.winners.length : 0;
    out.games++;
    out.wins += won;
    const by = (out.bySide[mine] ??= { games: 0, wins: 0 });
    by.games++;
    by.wins += won;
    for (const b of searchers) {
      out.decisions += b.stats.decisions;
      out.searched += b.stats.searched;
      out.playouts += b.stats.playouts;
    }
  }
  out.rate = out.games > 0 ? out.wins / out.games : 0;
  const ci = wilson(Math.round(out.wins), Math.max(out.games, 1));
  out.lo = ci.lo;
  out.hi = ci.hi;
  out.cpuMsPerDecision = out.decisions > 0 ? searchCpu / out.decisions : 0;
  out.cpuMsPerSearched = out.searched > 0 ? searchCpu / out.searched : 0;
  out.decisionsPerSecond = searchCpu > 0 ? (out.decisions / searchCpu) * 1000 : 0;
  out.playoutsPerSecond = searchCpu > 0 ? (out.playouts / searchCpu) * 1000 : 0;
  return out;
}
