/**
 * How a handler's ask becomes the stored decision (interpreter/core/decision.ts
 * toDecision, runner.ts ask): specs come in as many shapes as there are
 * handlers writing them, so each of their fields is read once (every read a
 * megamorphic look-up), and the asking task's kind only when the ask is
 * refused. None of it may change what is stored or what is refused: every
 * field with its default, the player checked before the bounds, the same
 * errors.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineGame, type DecisionSpec, type Task } from '../../interpreter/core/index.ts';

const options = [
  { id: 'x', label: 'X' },
  { id: 'y', label: 'Y', data: { n: 1 } },
  { id: 'z', label: 'Z' },
];

/** A game whose one task asks `spec` (as the test hands it over) and reports what it saw. */
function askingGame(spec: () => DecisionSpec, task: () => Task = () => ({ t: 'ask' })) {
  return defineGame<{ reads: number }>({
    id: 'co5-ask',
    setup: ({ push }) => {
      push(task());
      return { reads: 0 };
    },
    tasks: {
      ask(ctx) {
        if (!ctx.answer) return ctx.ask(spec());
        ctx.end({ id: ctx.answer.id });
      },
    },
    validators: { even: () => null },
  });
}

/** `spec` behind a proxy that counts the reads of each field. */
function counted(spec: DecisionSpec, reads: Map<string, number>): DecisionSpec {
  return new Proxy(spec, {
    get(target, key, receiver) {
      if (typeof key === 'string') reads.set(key, (reads.get(key) ?? 0) + 1);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

describe('an asked decision', () => {
  it('is stored with every field, defaults filled in, whatever shape the spec has', () => {
    const specs: [DecisionSpec, object][] = [
      [{ player: 'p2', kind: 'k', prompt: 'P', options }, { min: 1, max: 1, check: null, data: null }],
      // Fields in another order, bounds past the options, a check and data.
      [{ options, max: 9, data: { a: [1] }, check: 'even', prompt: 'P', min: 0, kind: 'k', player: 'p2' }, { min: 0, max: 3, check: 'even', data: { a: [1] } }],
      [{ player: 'p2', prompt: 'P', kind: 'k', options, max: 2 }, { min: 1, max: 2, check: null, data: null }],
    ];
    for (const [spec, rest] of specs) {
      const engine = createEngine(askingGame(() => spec), null);
      const { state } = engine.start({ seed: 1, players: ['p1', 'p2'] });
      expect(state.decision).toEqual({ player: 'p2', kind: 'k', prompt: 'P', options, ...rest });
      // The options are the spec's own list, not a copy (answers carry the decision's option objects).
      expect(state.decision!.options).toBe(options);
      expect(Object.keys(state.decision!)).toEqual(['player', 'kind', 'prompt', 'options', 'min', 'max', 'check', 'data']);
    }
  });

  it("reads each of the spec's fields once, and not the asking task's kind", () => {
    const reads = new Map<string, number>();
    let kindReads = 0;
    let asking = false;
    const spec = counted({ player: 'p1', kind: 'k', prompt: 'P', options, min: 1, max: 2, check: 'even', data: 3 }, reads);
    const task = (): Task =>
      new Proxy({ t: 'ask' } as Task, {
        get(target, key, receiver) {
          if (key === 't' && asking) kindReads++;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    const game = askingGame(() => {
      // The dispatch reads the kind: only the ask is watched.
      asking = true;
      return spec;
    }, task);
    const engine = createEngine(game, null);
    const { state } = engine.start({ seed: 1, players: ['p1'] });
    expect(state.decision?.kind).toBe('k');
    expect(Object.fromEntries(reads)).toEqual({ player: 1, kind: 1, prompt: 1, options: 1, min: 1, max: 1, check: 1, data: 1 });
    expect(kindReads).toBe(0);
  });

  it('is refused as before: the player first, then the bounds, naming the task', () => {
    const start = (spec: DecisionSpec) => () =>
      createEngine(askingGame(() => spec), null).start({ seed: 1, players: ['p1'] });
    // Both wrong: the player is what is reported.
    expect(start({ player: 'p9', kind: 'k', prompt: 'P', options, min: 4, max: 5 })).toThrow('task ask asked "p9", who is not a player');
    expect(start({ player: 'p1', kind: 'k', prompt: 'P', options, min: 4, max: 5 })).toThrow(
      'task ask asked p1 to pick 4..5 of 3 option(s) for "k": nobody can answer that',
    );
    expect(start({ player: 'p1', kind: 'k', prompt: 'P', options: [] })).toThrow('task ask asked p1 to pick 1..1 of 0 option(s) for "k"');
    expect(start({ player: 'p1', kind: 'k', prompt: 'P', options, min: -1 })).toThrow('to pick -1..1 of 3 option(s)');
    let code: unknown = null;
    try {
      start({ player: 'p1', kind: 'k', prompt: 'P', options, min: 4, max: 5 })();
    } catch (e) {
      code = (e as { code?: unknown }).code;
    }
    expect(code).toBe('RW-BAD-DECISION');
  });

  it('is answered as before', () => {
    const engine = createEngine(askingGame(() => ({ player: 'p2', kind: 'k', prompt: 'P', options })), null);
    const { state } = engine.start({ seed: 1, players: ['p1', 'p2'] });
    const r = engine.apply(state, { player: 'p2', ids: ['y'] });
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.over).toEqual({ id: 'y' });
  });
});
