import { describe, expect, it } from 'vitest';
import { randomBot } from '../../interpreter/core/index.ts';
import { COLOURS, engineFor, packRules } from './helpers.ts';

const rules = packRules();
const engine = engineFor(rules);
const advancedEngine = engineFor(rules, true);

function play(e: typeof engine, players: string[], seed: number): { over: unknown; decisions: number } {
  const { state } = e.start({ seed, players });
  const r = e.playout(state, randomBot(seed));
  return { over: r.state.over, decisions: r.decisions };
}

describe('random games run to final scoring', () => {
  for (const n of [2, 3, 4]) {
    it(`${n} players, several seeds, the same result twice`, () => {
      for (let seed = 1; seed <= 5; seed++) {
        const a = play(engine, COLOURS.slice(0, n), seed);
        const b = play(engine, COLOURS.slice(0, n), seed);
        expect(a).toEqual(b);
        expect((a.over as { reason: string }).reason).toBe('final-scoring');
      }
    });
  }
  it('the advanced setup too', () => {
    for (const n of [2, 3, 4]) {
      const a = play(advancedEngine, COLOURS.slice(0, n), 11);
      expect((a.over as { reason: string }).reason).toBe('final-scoring');
    }
  });
});
