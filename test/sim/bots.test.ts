/**
 * The bots play by the rules and the heuristic one plays well: every answer
 * a bot gives of its own is legal (the guard that would replace an illegal
 * one with a random answer never has to), and the heuristic bot beats the
 * random one by a margin a broken heuristic could not reach.
 */
import { describe, expect, it } from 'vitest';
import type { Choice } from '../../interpreter/core/index.ts';
import { columbiaBot as makeBot } from './helpers.ts';
import { playGame, seatBots } from '../../interpreter/sim/play.ts';
import { pack } from './helpers.ts';

describe('bots only make legal choices', () => {
  for (const bot of ['heuristic', 'aggressive', 'builder']) {
    it(`${bot}: every own answer over seeded 2- and 4-player games is legal`, async () => {
      const { engine, library, two, four } = await pack();
      for (const [players, seed] of [[two, `${bot}-legal-2`], [four, `${bot}-legal-4`]] as const) {
        // Check each answer before it is applied, against the engine itself.
        const bots = Object.fromEntries(players.map((p) => [p, makeBot(bot, seed, p, library)]));
        let { state } = engine.start({ seed, players: players.slice() }, { log: false });
        let n = 0;
        while (state.over === null && state.decision !== null && n < 5000) {
          const d = state.decision;
          const choice: Choice = bots[d.player]!.choose(engine, state);
          const v = engine.validate(state, choice);
          expect(v.ok, `${bot} at "${d.kind}" (decision ${n}): ${v.ok ? '' : v.reason}`).toBe(true);
          const r = engine.apply(state, choice, { log: false });
          if (!r.ok) throw new Error(r.reason);
          state = r.state;
          n++;
        }
        expect(state.over, `${seed} ended`).not.toBeNull();
        for (const b of Object.values(bots)) expect(b.fallbacks, `${seed}: illegal answers replaced by random ones`).toBe(0);
      }
    });
  }
});

describe('the heuristic bot against the random bot', () => {
  it('wins at least 14 of 16 fixed-seed 2-player games, seats alternating', async () => {
    const { table, library, two } = await pack();
    let wins = 0;
    const games = 16;
    for (let i = 0; i < games; i++) {
      const names = i % 2 === 0 ? ['heuristic', 'random'] : ['random', 'heuristic'];
      const spec = { index: i, seed: `margin-${i}`, players: two, bots: seatBots(two, names) };
      const { record } = playGame(table, spec, { library, collect: false });
      expect(record.error).toBeNull();
      const seat = two.find((p) => spec.bots[p] === 'heuristic')!;
      if (record.winner === record.sides[seat]) wins++;
    }
    // Random against random wins about half; a heuristic that did nothing useful would not get near 14/16.
    expect(wins).toBeGreaterThanOrEqual(14);
  });
});
