/** Every position of many random and heuristic games keeps every component in one place (invariants.ts). */
import { describe, expect, it } from 'vitest';
import { randomBot, type Chooser } from '../../interpreter/core/index.ts';
import { invariantProblems } from '../../interpreter/baldurs-gate/invariants.ts';
import { heuristicBot } from '../../interpreter/baldurs-gate/bots/heuristic.ts';
import { baldursGateModule } from '../../interpreter/baldurs-gate/module.ts';
import { COLOURS, engineFor, packRules } from './helpers.ts';

const rules = packRules();

describe('invariants hold at every decision', () => {
  for (const advanced of [false, true]) {
    it(`random and heuristic games, 2-4 players${advanced ? ', advanced setup' : ''}`, () => {
      const engine = engineFor(rules, advanced);
      for (let seed = 1; seed <= 12; seed++) {
        const players = COLOURS.slice(0, 2 + (seed % 3));
        const bots: Record<string, Chooser> = Object.fromEntries(players.map((p, i) => [p, i === 0 && seed % 2 === 0 ? heuristicBot(rules, seed) : randomBot(seed * 7 + i)]));
        let { state } = engine.start({ seed, players }, { log: false });
        while (state.over === null) {
          const problems = invariantProblems(state.g, rules, players);
          expect(problems, `seed ${seed}, decision ${state.n}`).toEqual([]);
          const d = state.decision!;
          const r = engine.apply(state, bots[d.player]!.choose(engine, state), { log: false });
          if (!r.ok) throw new Error(r.reason);
          state = r.state;
        }
        expect(invariantProblems(state.g, rules, players)).toEqual([]);
        expect((state.over as { reason: string }).reason).toBe('final-scoring');
      }
    });
  }
});

describe('the soak bench\'s checked game (sim.checkedGame)', () => {
  it('plays heuristic and random games to the end with every invariant and every view checked, and finds nothing', () => {
    const engine = engineFor(rules);
    const checked = baldursGateModule.hooks.sim!.checkedGame!;
    for (const n of [2, 4]) {
      const players = COLOURS.slice(0, n);
      const bots: Record<string, Chooser> = Object.fromEntries(players.map((p, i) => [p, i % 2 === 0 ? heuristicBot(rules, `c${n}`) : randomBot(n * 10 + i)]));
      const { decisions, problems } = checked(engine, `checked-${n}`, players, bots, { views: true });
      expect(problems).toEqual([]);
      expect(decisions).toBeGreaterThan(50);
    }
  });

  it('reports a broken invariant at its decision', () => {
    const engine = engineFor(rules);
    const checked = baldursGateModule.hooks.sim!.checkedGame!;
    const players = COLOURS.slice(0, 2);
    // A bot that loses a cube from the supply: the cube count no longer adds up.
    const cheat: Chooser = {
      choose(e, state) {
        const g = state.g as { cubes: Record<string, number> };
        g.cubes[players[0]!]! -= 1;
        return randomBot(1).choose(e, state);
      },
    };
    const { problems } = checked(engine, 'checked-cheat', players, { [players[0]!]: cheat, [players[1]!]: randomBot(2) }, {});
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^decision \d+: /);
  });
});
