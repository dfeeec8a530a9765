/**
 * A game's position value (`sim.value`): every game module gives one, in its
 * score units, for every side of a game under way, from what the seats see
 * (twins that differ only in hidden cards and dice to come are worth the
 * same); and the search bot scores a rollout it stops early by it.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../interpreter/core/index.ts';
import type { AnyGameModule } from '../../interpreter/games/index.ts';
import { rewardsOf } from '../../interpreter/sim/search/evaluate.ts';
import { load, positionAfter, type GameName } from './helpers.ts';
import { nimEngine, nimModule } from './nim.ts';
import { twin } from './twins.ts';

const GAMES: GameName[] = ['columbia', 'baldurs-gate', 'night-market'];

describe("a game's position value", () => {
  for (const name of GAMES) {
    it(`${name}: a number for every side, at least the score so far, the same for positions no seat can tell apart`, async () => {
      const game = await load(name);
      const value = game.module.hooks.sim?.value;
      expect(value).toBeDefined();
      const sides = [...new Set(game.players.map((p) => game.module.seats.sideOf(game.rules, p)))];
      for (const seed of ['a', 'b', 'c']) {
        const real = positionAfter(game, `value-${seed}`, name === 'night-market' ? 6 : 30);
        const v = value!(game.engine, real);
        const scores = game.module.outcome(real, game.rules).scores;
        for (const side of sides) {
          expect(Number.isFinite(v[side]), `${side}: ${v[side]}`).toBe(true);
          expect(v[side]!).toBeGreaterThanOrEqual((scores[side] ?? 0) - 1e-9);
        }
        const viewer = real.decision!.player;
        expect(value!(game.engine, twin(name, game, real, viewer))).toEqual(v);
      }
    });
  }

  it('scores a rollout stopped before the end (the lead it gives, squashed to 0..1), and the outcome scores without it', () => {
    const engine = nimEngine(9);
    const s = engine.start({ seed: 1, players: ['p1', 'p2'] }, { log: false }).state as GameState;
    const sides = { p1: 'p1', p2: 'p2' };
    const valued = { ...nimModule, hooks: { sim: { value: () => ({ p1: 3, p2: 0 }) } } } as unknown as AnyGameModule;
    const r = rewardsOf(valued, engine as never, s, sides, 3);
    expect(r['p1']).toBeGreaterThan(0.5);
    expect(r['p1']! + r['p2']!).toBeCloseTo(1, 9);
    // `value=0` (or a game without the hook): the outcome's scores, none in Nim: even.
    expect(rewardsOf(valued, engine as never, s, sides, 3, false)).toEqual({ p1: 0.5, p2: 0.5 });
    expect(rewardsOf(nimModule, engine as never, s, sides, 3)).toEqual({ p1: 0.5, p2: 0.5 });
  });
});
