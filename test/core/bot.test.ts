import { describe, expect, it } from 'vitest';
import { createEngine, defineGame, randomBot } from '../../interpreter/core/index.ts';
import { race } from './helpers.ts';

describe('the random bot', () => {
  it('finishes 1,000 games with only legal choices', () => {
    const bot = randomBot('thousand');
    const winners: Record<string, number> = {};
    for (let i = 0; i < 1000; i++) {
      const { state } = race.start({ seed: i, players: ['p1', 'p2'] }, { log: false });
      const out = race.playout(state, bot); // throws on an illegal choice
      expect(out.state.over).not.toBeNull();
      const w = (out.state.over as { winner: string }).winner;
      winners[w] = (winners[w] ?? 0) + 1;
    }
    expect(Object.keys(winners).sort()).toEqual(['p1', 'p2']);
  });

  it("uses its own random stream: choosing never touches the game's dice", () => {
    const { state } = race.start({ seed: 'dice', players: ['p1', 'p2'] });
    const before = JSON.stringify(state);
    const bot = randomBot('own');
    const picks = new Set<string>();
    for (let i = 0; i < 50; i++) picks.add(bot.choose(race, state).ids[0]!);
    expect(picks.size).toBeGreaterThan(1); // it really is drawing random numbers...
    expect(JSON.stringify(state)).toBe(before); // ...but not from the game's generator
  });

  it('picks uniformly among the valid subsets of an open-ended pick', () => {
    // Pick 0..2 of four cards, never both "a" and "b": 1 + 4 + 5 = 10 valid subsets.
    const picky = defineGame({
      id: 'picky',
      setup: (s) => (s.push({ t: 'pick' }), {}),
      tasks: {
        pick: (ctx) => {
          if (!ctx.answer) {
            return ctx.ask({
              player: 'x', kind: 'pick', prompt: 'Pick up to two', min: 0, max: 2, check: 'not-a-and-b',
              options: ['a', 'b', 'c', 'd'].map((id) => ({ id, label: id })),
            });
          }
          ctx.end({ picked: ctx.answer.ids });
        },
      },
      validators: { 'not-a-and-b': (_g, _d, picked) => (picked.length === 2 && picked.every((o) => 'ab'.includes(o.id)) ? 'not a and b together' : null) },
    });
    const engine = createEngine(picky, {});
    const { state } = engine.start({ seed: 1, players: ['x'] });
    expect(engine.legalChoices(state)).toHaveLength(10);
    const bot = randomBot(5);
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      const c = bot.choose(engine, state);
      expect(engine.validate(state, c).ok).toBe(true);
      const k = [...c.ids].sort().join('+');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(counts.size).toBe(10);
    for (const n of counts.values()) expect(Math.abs(n - 2000)).toBeLessThan(250);
  });
});
