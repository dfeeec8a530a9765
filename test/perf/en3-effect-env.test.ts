/**
 * Names an effect binds as it runs (core/effects/runtime.ts `copyEnv`,
 * `withBinding`): a trigger answering its event sees its registration's
 * bindings plus `event`; each iteration of a `for each` sees the effect's
 * bindings plus `it` (and `me` for `each X:`). The runtime copies the
 * bindings key by key rather than with object spread, so what a handler sees
 * must be exactly what `{ ...env, name: value }` gave: the same keys in the
 * same order (numeric-looking keys first), a name already bound rebound in its
 * place, and an own `"__proto__"` key (parsed JSON can hold one) kept as a key.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineGame, type EffectHandlers, type Json, type JsonObject } from '../../interpreter/core/index.ts';
import { clause, forEach, np, program, timing } from '../core/toy/ast.ts';

interface G {
  seen: string[];
}
interface R {
  env: JsonObject;
}

const ITEMS = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
];

const handlers: EffectHandlers<G, R> = {
  verbs: {
    'verb.test-note': {
      resolve: (_ev, _node, env) => ({ env: env as Json }),
      execute(ctx, plan) {
        ctx.g.seen.push(JSON.stringify((plan as { env: Json }).env));
      },
    },
  },
  nouns: { 'noun.test-item': () => ITEMS.map((t) => ({ ...t })) },
};

const note = () => clause('note', 'verb.test-note', 'action', {});
const sources = {
  'test.env': program(
    timing('timing.poke', 'when poked', [note()]),
    forEach('for each', np('noun.test-item', 'items', { many: true }), [note()]),
    forEach('each', np('noun.test-item', 'items', { many: true }), [note()]),
  ),
};

const game = defineGame<G, R>({
  id: 'en3-env',
  setup: (s) => {
    s.push({ t: 'start' });
    return { seen: [] };
  },
  tasks: {
    start(ctx) {
      ctx.runEffect('test.env', { owner: 'p1', env: ctx.rules.env });
      ctx.push({ t: 'poke' });
    },
    poke(ctx) {
      ctx.emit({ e: 'timing.poke', strength: 3 });
      ctx.push({ t: 'wait' });
    },
    wait(ctx) {
      if (!ctx.answer) return ctx.ask({ player: 'p1', kind: 'end', prompt: 'End?', options: [{ id: 'end', label: 'End' }] });
      ctx.end({});
    },
  },
  effects: handlers,
  effectSource: () => sources,
});

describe('effect bindings', () => {
  it('a trigger and each iteration see the bindings object spread would give, in the same order', () => {
    // Parsed JSON: an own "__proto__" key, a numeric-looking key, and "it"/"event" already bound.
    const env = JSON.parse('{"card":"c1","7":1,"__proto__":{"x":1},"it":"old-it","event":"old-event"}') as JsonObject;
    expect(Object.keys(env)).toContain('__proto__');
    const engine = createEngine(game, { env });
    const { state } = engine.start({ seed: 'env', players: ['p1', 'p2'] });
    const base: JsonObject = { ...env };
    base.me = 'p1';
    const expected = [
      // The for each and the each run first (they were pushed by the run); then the trigger answers the poke.
      ...ITEMS.map((item) => JSON.stringify({ ...base, it: item })),
      ...ITEMS.map((item) => JSON.stringify({ ...base, me: item.id, it: item })),
      JSON.stringify({ ...base, event: { e: 'timing.poke', strength: 3 } }),
    ];
    expect(state.g.seen).toEqual(expected);
    expect(state.g.seen[0]).toContain('"__proto__":{"x":1}');
    // The game's own object is copied, never bound into.
    expect(Object.keys(env)).toEqual(['7', 'card', '__proto__', 'it', 'event']);
  });
});
