/**
 * The runner's task order and a choice's checks: what a handler pushes runs
 * after it, first pushed first (and, when it asked, after its own answer);
 * nothing pushed by a handler that threw reaches another advance; a choice
 * is refused when it names an option not offered, picks one twice, or is not
 * its player's, and is answered with the options in the order picked.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineGame, type Task } from '../../interpreter/core/index.ts';

interface G {
  ran: string[];
}
const toy = defineGame<G>({
  id: 'task-order',
  setup: ({ push }) => {
    push({ t: 'spawn', name: 'a', kids: ['a1', 'a2', 'a3'] }, { t: 'spawn', name: 'b', kids: ['b1'] }, { t: 'ask', name: 'q' });
    return { ran: [] };
  },
  tasks: {
    spawn(ctx, task) {
      ctx.g.ran.push(task.name as string);
      // One push per call and several in one call: both in call order.
      const kids = task.kids as string[];
      if (kids.length > 0) ctx.push({ t: 'spawn', name: kids[0]!, kids: [] });
      if (kids.length > 1) ctx.push(...kids.slice(1).map((k): Task => ({ t: 'spawn', name: k, kids: [] })));
    },
    ask(ctx, task) {
      if (!ctx.answer) {
        // Pushed before asking: runs after this task has had its answer.
        ctx.push({ t: 'spawn', name: `after-${task.name as string}`, kids: [] });
        return ctx.ask({ player: 'p1', kind: 'go', prompt: 'Go on?', options: [{ id: 'go', label: 'Go' }, { id: 'boom', label: 'Boom' }] });
      }
      ctx.g.ran.push(`${task.name as string}=${ctx.answer.id!}`);
      if (ctx.answer.id === 'boom') {
        ctx.push({ t: 'spawn', name: 'leaked', kids: [] });
        throw new Error('boom');
      }
      ctx.push({ t: 'ask', name: `${task.name as string}'` });
    },
  },
});

describe("a handler's pushes", () => {
  it('run after it, first pushed first, and after its own answer when it asked', () => {
    const engine = createEngine(toy, null);
    let state = engine.start({ seed: 1, players: ['p1'] }).state;
    expect(state.g.ran).toEqual(['a', 'a1', 'a2', 'a3', 'b', 'b1']);
    const r = engine.apply(state, { player: 'p1', ids: ['go'] });
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
    // q' (pushed by the answered q) runs before after-q, which q pushed before it asked.
    expect(state.g.ran.slice(6)).toEqual(['q=go']);
    expect(state.stack.map((t) => t.name)).toEqual(['after-q', "after-q'", "q'"]);
  });

  it('of a handler that threw never reach the next advance', () => {
    const engine = createEngine(toy, null);
    const state = engine.start({ seed: 1, players: ['p1'] }).state;
    expect(() => engine.apply(state, { player: 'p1', ids: ['boom'] })).toThrow('boom');
    // Another game on the same engine (a context of its own): no `leaked` task runs in it.
    const other = engine.start({ seed: 2, players: ['p1'] }).state;
    const r = engine.apply(other, { player: 'p1', ids: ['go'] });
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.g.ran).toEqual(['a', 'a1', 'a2', 'a3', 'b', 'b1', 'q=go']);
    expect(r.state.stack.map((t) => t.name)).toEqual(['after-q', "after-q'", "q'"]);
  });
});

describe('checking a choice', () => {
  it('answers with the picked options in the order picked, and still refuses what is not offered or picked twice', () => {
    const engine = createEngine(
      defineGame<null>({
        id: 'choice-check',
        setup: ({ push }) => {
          push({ t: 'pick' });
          return null;
        },
        tasks: {
          pick(ctx) {
            if (!ctx.answer) {
              const options = ['x', 'y', 'z'].map((id) => ({ id, label: id.toUpperCase(), data: id }));
              return ctx.ask({ player: 'p1', kind: 'pick', prompt: 'Pick', options, min: 0, max: 3 });
            }
            ctx.end({ ids: ctx.answer.ids, data: ctx.answer.options.map((o) => o.data ?? null), first: ctx.answer.id });
          },
        },
      }),
      null,
    );
    const { state } = engine.start({ seed: 1, players: ['p1'] });
    expect(engine.validate(state, { player: 'p1', ids: ['z', 'x'] })).toEqual({ ok: true });
    expect(engine.validate(state, { player: 'p1', ids: ['w'] })).toEqual({ ok: false, reason: '"w" is not one of the options (x, y, z)' });
    expect(engine.validate(state, { player: 'p1', ids: ['x', 'x'] })).toEqual({ ok: false, reason: '"x" is picked twice' });
    expect(engine.validate(state, { player: 'p2', ids: [] })).toEqual({ ok: false, reason: "it is p1's decision, not p2's" });
    const r = engine.apply(state, { player: 'p1', ids: ['z', 'x'] });
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.over).toEqual({ ids: ['z', 'x'], data: ['z', 'x'], first: 'z' });
    const none = engine.apply(state, { player: 'p1', ids: [] });
    if (!none.ok) throw new Error(none.reason);
    expect(none.state.over).toEqual({ ids: [], data: [], first: null });
  });
});
