/**
 * The simulator keeps only the log entries its statistics read
 * (`STATS_LOG`): the same games played with the whole log and with only
 * those kinds must give the same statistics and the same games.
 */
import { describe, expect, it } from 'vitest';
import type { GameState, LogEntry } from '../../interpreter/core/index.ts';
import { Playout } from '../../interpreter/core/playout.ts';
import type { ColumbiaG } from '../../interpreter/columbia/index.ts';
import { GameStats, STATS_LOG } from '../../interpreter/columbia/sim/counter.ts';
import { columbiaBot as makeBot } from './helpers.ts';
import { pack, type Pack } from './helpers.ts';

interface Played {
  stats: GameStats;
  state: GameState<ColumbiaG>;
  kinds: Set<string>;
  entries: number;
}

function playWith(p: Pack, seed: string, players: string[], bots: string[], log: true | typeof STATS_LOG): Played {
  const seats = Object.fromEntries(players.map((pl, i) => [pl, makeBot(bots[i % bots.length]!, seed, pl, p.library)]));
  const stats = new GameStats(p.engine.rules);
  const kinds = new Set<string>();
  let entries = 0;
  const feed = (log: readonly LogEntry[]) => {
    for (const e of log) kinds.add(e.kind);
    entries += log.length;
    stats.feed(log);
  };
  // As the simulator plays: in place (core/playout.ts).
  const first = Playout.start(p.engine, { seed, players }, { log });
  const state = first.playout.state;
  stats.begin(state);
  feed(first.log);
  while (state.over === null && state.decision !== null) {
    const r = first.playout.play(seats[state.decision.player]!.choose(p.engine, state), log);
    if (!r.ok) throw new Error(r.reason);
    feed(r.log);
  }
  return { stats, state, kinds, entries };
}

describe('statistics from the kinds the collector reads', () => {
  it('give the same card and event counts, and the same games, as the whole log', async () => {
    const p = await pack();
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const players = i % 2 === 0 ? p.two : p.four;
      const bots = i % 3 === 0 ? ['heuristic', 'aggressive'] : ['random'];
      const whole = playWith(p, `stats-log-${i}`, players, bots, true);
      const some = playWith(p, `stats-log-${i}`, players, bots, STATS_LOG);
      expect(some.state).toEqual(whole.state);
      expect(some.stats.cards).toEqual(whole.stats.cards);
      expect(some.stats.events).toEqual(whole.stats.events);
      expect([...some.kinds].every((k) => STATS_LOG.only.has(k))).toBe(true);
      expect(some.entries).toBeLessThan(whole.entries / 3);
      for (const k of whole.kinds) seen.add(k);
    }
    // The comparison means something only if the games used every kind the collector reads.
    for (const k of STATS_LOG.only) expect(seen, k).toContain(k);
  });
});
