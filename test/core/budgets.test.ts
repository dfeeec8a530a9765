/**
 * Every game is under a time budget between two decisions and a bound on the
 * dice one roll may have: content that makes each step slow, or asks for a
 * billion dice, ends the game with an error naming what ran, instead of
 * hanging or killing the process.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineGame, EngineError } from '../../interpreter/core/index.ts';
import { MAX_DICE_PER_ROLL } from '../../interpreter/core/rng.ts';

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* a slow step */
  }
}

// Each step is slow, and few: the step budget never sees a loop.
const slow = defineGame<{ n: number }>({
  id: 'slow',
  setup: (s) => {
    s.push({ t: 'start' });
    return { n: 0 };
  },
  tasks: {
    start: (ctx) => {
      if (!ctx.answer) return ctx.askYesNo('a', 'Start?');
      ctx.push({ t: 'slow-card', src: 'card:slow-card' });
    },
    'slow-card': (ctx, task) => {
      busy(1);
      ctx.push({ ...task });
    },
  },
  limits: { stepsPerAdvance: 1_000_000, msPerAdvance: 300 },
});

const rolling = defineGame<{ faces: number[] }>({
  id: 'rolling',
  setup: (s) => {
    s.push({ t: 'roll' });
    return { faces: [] };
  },
  tasks: {
    roll: (ctx) => {
      if (!ctx.answer) return ctx.askYesNo('a', 'Roll?');
      ctx.g.faces = ctx.rng.dice(1_000_000_000, [1, 2, 3, 4, 5, 6], 'sky-line');
      ctx.end(null);
    },
  },
});

describe('budgets', () => {
  it('stops an advance that runs past its time, naming the task and the effect running', () => {
    const engine = createEngine(slow, {});
    const { state } = engine.start({ seed: 1, players: ['a'] });
    const t0 = performance.now();
    let err: unknown;
    try {
      engine.apply(state, { player: 'a', ids: ['yes'] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('RW-TIME-BUDGET');
    expect((err as EngineError).message).toMatch(/last task "slow-card" in effect "card:slow-card"/);
    // A generous guard: the budget is 0.3 s, the clock is read every 1,024 steps of 1 ms.
    expect(performance.now() - t0).toBeLessThan(30_000);
  });

  it('refuses a roll of more dice than a game can roll, instead of filling the memory', () => {
    const engine = createEngine(rolling, {});
    const { state } = engine.start({ seed: 1, players: ['a'] });
    expect(() => engine.apply(state, { player: 'a', ids: ['yes'] })).toThrow(new RegExp(`RW-DICE-LIMIT: 1000000000 sky-line dice rolled at once, more than the ${MAX_DICE_PER_ROLL}`));
  });
});
