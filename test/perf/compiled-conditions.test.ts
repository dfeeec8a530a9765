/**
 * Compiled conditions (interpreter/columbia/effects/compile.ts) answer exactly
 * as the effect interpreter does: every victory card's condition, for every
 * player, at every decision of seeded random games (2 and 4 players), compiled
 * and interpreted side by side. And every card of the pack does compile (so
 * the fast path is really taken), while a shape the compiler does not know is
 * left to the interpreter.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Condition, Program } from '../../interpreter/dsl/ast.ts';
import { analyzeEffect } from '../../interpreter/dsl/index.ts';
import { randomBot, type EffectHandlers, type GameState } from '../../interpreter/core/index.ts';
import { DEFAULT_LIMITS, TaskContext, type Runtime } from '../../interpreter/core/runner.ts';
import { pureEvaluator } from '../../interpreter/core/effects/runtime.ts';
import { loadPackFromDir } from '../../interpreter/content/node.ts';
import type { Ruleset } from '../../interpreter/content/types.ts';
import { createColumbiaEngine, type ColumbiaEngine } from '../../interpreter/columbia/index.ts';
import { compileCondition } from '../../interpreter/columbia/effects/compile.ts';
import { readingBoard } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { seatsOf } from './games.ts';

type H = EffectHandlers<ColumbiaG, Ruleset>;

async function columbia(): Promise<ColumbiaEngine> {
  const result = await loadPackFromDir(fileURLToPath(new URL('../../content/columbia', import.meta.url)));
  if (!result.ruleset) throw new Error('the Columbia pack does not load');
  return createColumbiaEngine(result.ruleset, { effects: result.effects ?? null });
}

/** A read-only context over the engine's own effect programs, for evaluating conditions on any state. */
function reader(engine: ColumbiaEngine): { ctx: TaskContext; program(src: string): Program } {
  const sources = engine.game.effectSource!(engine.rules) as Record<string, { program: Program; text: string | null }>;
  const rt: Runtime = { game: engine.game, rules: engine.rules, limits: DEFAULT_LIMITS, handlers: {}, sources };
  const start = engine.start({ seed: 'reader', players: seatsOf(engine, 2) }, { log: false }).state;
  return { ctx: new TaskContext(rt, start as GameState, null), program: (src) => sources[src]!.program };
}

describe('compiled conditions', async () => {
  const engine = await columbia();
  const h = engine.game.effects as H;
  const { ctx, program } = reader(engine);
  const cards = engine.rules.victoryCards.map((v) => ({ id: v.id, cond: program(`victory:${v.id}`).condition! }));

  it('compiles every victory card of the pack', () => {
    const left = cards.filter((c) => compileCondition(c.cond, h) === null).map((c) => c.id);
    expect(left).toEqual([]);
  });

  it('leaves shapes it does not know to the interpreter', () => {
    const unknown = analyzeEffect('I control 2 locations adjacent to Booker', { context: 'victory-condition' });
    const cond = (unknown.ast as Program | undefined)?.condition;
    expect(cond).toBeDefined();
    expect(compileCondition(cond as Condition, h)).toBeNull();
  });

  for (const players of [2, 4] as const) {
    it(`agrees with the interpreter on every card, for every player, at every decision (${players} players)`, () => {
      let checked = 0;
      let held = 0;
      for (let seed = 1; seed <= (players === 2 ? 12 : 5); seed++) {
        const bot = randomBot(`compiled-${seed}`);
        let { state } = engine.start({ seed: `compiled-${seed}`, players: seatsOf(engine, players) }, { log: false });
        while (state.over === null && state.decision !== null) {
          ctx.state = state as GameState;
          // The interpreter alone, outside any shared board read...
          const want = cards.map(({ id, cond }) => state.players.map((me) => pureEvaluator(ctx, `victory:${id}`).test(cond, { me })));
          // ...against the compiled conditions as the game runs them: all cards in one board read (sharing what they derive).
          const got = readingBoard(state.g, () =>
            cards.map(({ id, cond }) => {
              const fast = compileCondition(cond, h)!;
              const ev = pureEvaluator(ctx, `victory:${id}`) as Parameters<typeof fast>[0];
              return state.players.map((me) => fast(ev, { me }));
            }),
          );
          cards.forEach(({ id }, i) =>
            state.players.forEach((me, j) => {
              expect(got[i]![j], `${id} for ${me} at decision ${state.n} of seed ${seed}`).toBe(want[i]![j]);
              checked++;
              if (want[i]![j]) held++;
            }),
          );
          const r = engine.apply(state, bot.choose(engine, state), { mutate: true, log: false });
          if (!r.ok) throw new Error(r.reason);
          state = r.state;
        }
      }
      // Both answers occur (a test that only ever saw "false" would prove little).
      expect(held).toBeGreaterThan(50);
      expect(checked - held).toBeGreaterThan(50);
    });
  }
});
