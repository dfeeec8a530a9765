/** Every position of many random and heuristic games keeps every component in one place (invariants.ts). */
import { describe, expect, it } from 'vitest';
import { randomBot, type Chooser } from '../../interpreter/core/index.ts';
import { invariantProblems } from '../../interpreter/baldurs-gate/invariants.ts';
import { heuristicBot } from '../../interpreter/baldurs-gate/bots/heuristic.ts';
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
          const r = engine.apply(state, bots[d.player]!.choose(engine, state), { mutate: true, log: false });
          if (!r.ok) throw new Error(r.reason);
          state = r.state;
        }
        expect(invariantProblems(state.g, rules, players)).toEqual([]);
        expect((state.over as { reason: string }).reason).toBe('final-scoring');
      }
    });
  }
});
