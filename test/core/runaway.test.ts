import { describe, expect, it } from 'vitest';
import { createEngine, defineGame, EngineError } from '../../interpreter/core/index.ts';

// A broken game module: after the first choice, ping and pong push each other forever.
const looping = defineGame<{ n: number }>({
  id: 'looping',
  setup: (s) => {
    s.push({ t: 'start' });
    return { n: 0 };
  },
  tasks: {
    start: (ctx) => {
      if (!ctx.answer) return ctx.askYesNo('a', 'Start the loop?');
      ctx.push({ t: 'ping' });
    },
    ping: (ctx) => {
      ctx.g.n++;
      ctx.push({ t: 'pong' });
    },
    pong: (ctx) => ctx.push({ t: 'ping' }),
  },
  limits: { stepsPerAdvance: 10_000 },
});

describe('runaway protection', () => {
  it('stops a loop of tasks with an error naming the task kinds, instead of hanging', () => {
    const engine = createEngine(looping, {});
    const { state } = engine.start({ seed: 1, players: ['a'] });
    let err: unknown;
    try {
      engine.apply(state, { player: 'a', ids: ['yes'] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('RW-RUNAWAY');
    expect((err as EngineError).message).toMatch(/loop among task kinds (ping, pong|pong, ping)/);
  });

  it('names a task kind that has no handler', () => {
    const broken = defineGame({ id: 'broken', setup: (s) => (s.push({ t: 'nowhere' }), {}), tasks: {} });
    expect(() => createEngine(broken, {}).start({ seed: 1, players: ['a'] })).toThrow(/no handler for task kind "nowhere"/);
  });

  it('reports a game that runs out of work without ending', () => {
    const stalls = defineGame({ id: 'stalls', setup: () => ({}), tasks: {} });
    expect(() => createEngine(stalls, {}).start({ seed: 1, players: ['a'] })).toThrow(/RW-STALLED/);
  });
});

describe('decisions nobody can answer', () => {
  it('are reported at once, naming the task', () => {
    const empty = defineGame({
      id: 'empty',
      setup: (s) => (s.push({ t: 'pick-from-nothing' }), {}),
      tasks: { 'pick-from-nothing': (ctx) => ctx.ask({ player: 'a', kind: 'pick', prompt: 'Pick one', options: [] }) },
    });
    expect(() => createEngine(empty, {}).start({ seed: 1, players: ['a'] })).toThrow(/task pick-from-nothing asked a to pick 1\.\.1 of 0 option/);
  });
});
