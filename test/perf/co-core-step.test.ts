/**
 * The core's step per decision without garbage (interpreter/core/bot.ts,
 * decision.ts, runner.ts): the random bot shuffles subset picks in a kept
 * scratch array, a valid choice is checked into a list made at its final
 * size, and a handler's pushes wait in a queue whose room is kept between
 * tasks. None of it may change what a game does: the bot must answer exactly
 * as the version that built fresh arrays (same ids, same generator state
 * after), pushes must run in call order after the asking task, and nothing a
 * task pushed may leak into the next advance.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, defineGame, type Choice, type Decision, type Engine, type GameState, type Option, type Task } from '../../interpreter/core/index.ts';
import { randomBot } from '../../interpreter/core/bot.ts';
import { intIn, nextU32, seedRng, type RngState } from '../../interpreter/core/rng.ts';

/** The bot's subset pick as it was written before (fresh index lists, a sort, a map): the reference. */
function referencePick(s: RngState, d: Decision, valid: (ids: string[]) => boolean): string[] {
  const opts = d.options;
  const n = opts.length;
  if (d.min === 1 && d.max === 1 && d.check === null) return [opts[intIn(s, 0, n - 1)]!.id];
  const weights: number[] = [];
  let total = 0;
  for (let k = d.min; k <= d.max; k++) {
    let w = 1;
    for (let i = 1; i <= k; i++) w = (w * (n - k + i)) / i;
    weights.push(w);
    total += w;
  }
  for (;;) {
    let r = (nextU32(s) / 4294967296) * total;
    let k = d.min;
    for (let i = 0; i < weights.length - 1 && r >= weights[i]!; i++) {
      r -= weights[i]!;
      k++;
    }
    const idx = opts.map((_, i) => i);
    for (let i = 0; i < k; i++) {
      const j = intIn(s, i, n - 1);
      const t = idx[i]!;
      idx[i] = idx[j]!;
      idx[j] = t;
    }
    const ids = idx.slice(0, k).sort((a, b) => a - b).map((i) => opts[i]!.id);
    if (d.check === null || valid(ids)) return ids;
  }
}

function decisionOf(n: number, min: number, max: number, check: string | null): Decision {
  const options: Option[] = [];
  for (let i = 0; i < n; i++) options.push({ id: `card-${(i * 7) % n}-${i}`, label: `Card ${i}` });
  return { player: 'p1', kind: 'cards', prompt: 'Pick', options, min, max: Math.min(max, n), check, data: null };
}

/** An engine stand-in for the bot: only `validate` (an even number of options picked, when checked). */
const evenOnly = (ids: string[]): boolean => ids.length % 2 === 0;
const fakeEngine = {
  validate: (_state: GameState, choice: Choice) => (evenOnly(choice.ids) ? { ok: true } : { ok: false, reason: 'odd' }),
} as unknown as Engine<unknown, unknown>;

describe('the random bot picks subsets as it always did', () => {
  it('answers every subset decision with the ids, in option order, that the fresh-array version picked, leaving the generator where it left it', () => {
    const bot = randomBot('co-subsets');
    const ref = seedRng('bot:co-subsets');
    let picks = 0;
    // Sizes past the scratch array's first room (64) too, and checked decisions (rejection draws more).
    for (const n of [1, 2, 3, 5, 9, 17, 40, 70, 130]) {
      for (const [min, max] of [[0, 1], [0, 3], [1, 2], [0, n], [2, 5]] as const) {
        if (min > Math.min(max, n)) continue;
        for (const check of [null, 'even'] as const) {
          const d = decisionOf(n, min, max, check);
          if (check !== null && d.min === d.max && d.min % 2 === 1) continue; // no even pick: nothing valid
          const state = { decision: d } as unknown as GameState;
          for (let rep = 0; rep < 6; rep++) {
            const got = bot.choose(fakeEngine, state);
            const want = referencePick(ref, d, evenOnly);
            expect(got).toEqual({ player: 'p1', ids: want });
            expect(bot.rng).toEqual(ref);
            picks++;
          }
        }
      }
    }
    expect(picks).toBeGreaterThan(400);
  });

  it('returns a fresh ids list each time (a kept answer never changes under a later pick)', () => {
    const bot = randomBot('co-fresh');
    const state = { decision: decisionOf(12, 3, 3, null) } as unknown as GameState;
    const first = bot.choose(fakeEngine, state);
    const copy = first.ids.slice();
    for (let i = 0; i < 20; i++) bot.choose(fakeEngine, state);
    expect(first.ids).toEqual(copy);
  });
});

/** A toy game whose tasks push what their arguments say: to see the order pushes run in. */
interface G {
  ran: string[];
}
const toy = defineGame<G>({
  id: 'co-queue',
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
    expect(() => engine.apply(state, { player: 'p1', ids: ['boom'] }, { mutate: true })).toThrow('boom');
    // Another game on the same engine (the same kept context): no `leaked` task runs in it.
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
        id: 'co-check',
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
