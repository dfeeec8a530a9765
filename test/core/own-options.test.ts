/**
 * `takesOwnOptions`: a bot's answer made of the decision's own options is
 * legal without a look-up only when `validate` would say so, and always
 * when validate does and no game validator applies (with one, it never
 * vouches).
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineGame, randomBot, takesOwnOptions, type Engine, type GameState } from '../../interpreter/core/index.ts';
import { race } from './helpers.ts';

/** Every count of the decision's first options, 0 to all of them, with `validate`'s verdict and `takesOwnOptions`'. */
function verdicts(engine: Engine<unknown, unknown>, state: GameState): { n: number; valid: boolean; vouched: boolean }[] {
  const d = state.decision!;
  const out = [];
  for (let n = 0; n <= d.options.length; n++) {
    const choice = { player: d.player, ids: d.options.slice(0, n).map((o) => o.id) };
    out.push({ n, valid: engine.validate(state, choice).ok, vouched: takesOwnOptions(state, n) });
  }
  return out;
}

describe('a choice of the decision\'s own options', () => {
  it('is vouched for only when validate accepts it, and always when it does and no validator applies, at every decision of seeded games', () => {
    const bot = randomBot('own-options');
    let vouched = 0;
    for (let seed = 0; seed < 20; seed++) {
      let state = race.start({ seed, players: ['p1', 'p2'] }, { log: false }).state;
      while (state.over === null && state.decision !== null) {
        const checked = state.decision.check !== null;
        for (const v of verdicts(race as Engine<unknown, unknown>, state)) {
          if (v.vouched) expect(v.valid, `seed ${seed}, ${v.n} options`).toBe(true);
          if (!checked) expect(v.vouched, `seed ${seed}, ${v.n} options`).toBe(v.valid);
          if (v.vouched) vouched++;
        }
        const next = race.apply(state, bot.choose(race, state));
        if (!next.ok) throw new Error(next.reason);
        state = next.state;
      }
      expect(takesOwnOptions(state, 1)).toBe(false); // the game is over
    }
    expect(vouched).toBeGreaterThan(0);
  });

  it('is never vouched for when a game validator applies, even where validate accepts it', () => {
    const picky = defineGame({
      id: 'picky',
      setup: (s) => (s.push({ t: 'pick' }), {}),
      tasks: {
        pick: (ctx) => {
          if (!ctx.answer) return ctx.ask({ player: 'x', kind: 'pick', prompt: 'Pick one', min: 1, max: 1, check: 'any', options: [{ id: 'a', label: 'a' }] });
          ctx.end({ picked: ctx.answer.ids });
        },
      },
      validators: { any: () => null },
    });
    const engine = createEngine(picky, {});
    const { state } = engine.start({ seed: 1, players: ['x'] });
    expect(engine.validate(state, { player: 'x', ids: ['a'] }).ok).toBe(true);
    expect(takesOwnOptions(state, 1)).toBe(false);
  });
});
