/**
 * Whole seeded games with random players: every combat they fight follows
 * the combat's rules as the log tells them (the defender wins ties, the
 * loser's pieces leave the location, the combat is cleared and its effects
 * end).
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type LogEntry } from '../../../interpreter/core/index.ts';
import { unitFaction } from '../../../interpreter/columbia/pieces.ts';
import { boardNow, start } from '../harness.ts';

function play(players: 2 | 4, seed: string): { log: LogEntry[]; checks: number } {
  const t = start(players, seed);
  const bot = randomBot(seed);
  let checks = 0;
  for (let n = 0; t.state.over === null && n < 4000; n++) {
    const r = t.engine.apply(t.state, bot.choose(t.engine, t.state));
    if (!r.ok) throw new Error(r.reason);
    t.state = r.state;
    t.log.push(...r.log);
    const g = t.state.g;
    for (const e of r.log) {
      if (e.kind !== 'combat-end') continue;
      checks++;
      // A combat is over when its step is: nothing of it is left behind.
      if (g.combat === null) expect(t.state.fx.active.filter((a) => a.until === 'combat')).toEqual([]);
      const loser = e.values.loser as { kind: string; player?: string };
      if (loser.kind === 'player' && g.combat === null) {
        expect(boardNow(g).piecesAt(e.values.location as string).units.filter((u) => unitFaction(g, u) === g.players[loser.player!]!.factionId)).toEqual([]);
      }
    }
  }
  return { log: t.log, checks };
}

describe('seeded games', () => {
  for (const [players, seed] of [
    [2, 'combat-1'],
    [2, 'combat-2'],
    [4, 'combat-3'],
  ] as const) {
    it(`${players} players, seed ${seed}: every combat is fought by the rules`, () => {
      const { log, checks } = play(players, seed);
      const starts = log.filter((e) => e.kind === 'combat-start').length;
      const ends = log.filter((e) => e.kind === 'combat-end').length;
      expect(checks).toBe(ends);
      expect(starts - ends).toBeLessThanOrEqual(1); // the game may end during a combat's win
      expect(ends).toBeGreaterThan(0);
      for (const e of log.filter((x) => x.kind === 'combat-totals')) {
        const a = (e.values.attacker as { total: number }).total;
        const d = (e.values.defender as { total: number }).total;
        expect(e.values.winner).toBe(a > d ? 'attacker' : 'defender');
      }
    });
  }
});
