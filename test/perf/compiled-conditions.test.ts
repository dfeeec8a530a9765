/**
 * Compiled conditions (interpreter/columbia/effects/compile.ts) answer exactly
 * as the effect interpreter does: every victory card's condition, for every
 * player, at every decision of seeded random games (2 and 4 players), compiled
 * and interpreted side by side. And every card of the pack does compile (so
 * the fast path is really taken), while a shape the compiler does not know is
 * left to the interpreter.
 */
import { columbiaRegistry } from '../../interpreter/columbia/index.ts';
import { describe, expect, it } from 'vitest';
import type { Condition, Program } from '../../interpreter/dsl/ast.ts';
import { analyzeEffect } from '../../interpreter/dsl/index.ts';
import { type EffectHandlers, type GameState } from '../../interpreter/core/index.ts';
import { DEFAULT_LIMITS, TaskContext, type Runtime } from '../../interpreter/core/runner.ts';
import { pureEvaluator } from '../../interpreter/core/effects/runtime.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { type ColumbiaEngine } from '../../interpreter/columbia/index.ts';
import { compileCondition } from '../../interpreter/columbia/effects/compile.ts';
import { victoryCondition } from '../../interpreter/columbia/effects/index.ts';
import { boardChanged, placeUnit, readingBoard, rulesIndex, setDestroyed } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, seatsOf } from './games.ts';

type H = EffectHandlers<ColumbiaG, Ruleset>;

/** A read-only context over the engine's own effect programs, for evaluating conditions on any state. */
function reader(engine: ColumbiaEngine): { ctx: TaskContext; program(src: string): Program } {
  const sources = engine.game.effectSource!(engine.rules) as Record<string, { program: Program; text: string | null }>;
  const rt: Runtime = { game: engine.game, rules: engine.rules, limits: DEFAULT_LIMITS, handlers: {}, sources };
  const start = engine.start({ seed: 'reader', players: seatsOf(engine, 2) }, { log: false }).state;
  return { ctx: new TaskContext(rt, start as GameState, null), program: (src) => sources[src]!.program };
}

describe('compiled conditions', async () => {
  const engine = await columbiaEngine();
  const h = engine.game.effects as H;
  const { ctx, program } = reader(engine);
  const cards = engine.rules.victoryCards.map((v) => ({ id: v.id, cond: program(`victory:${v.id}`).condition! }));

  /** Every card's answer for every player, `got` against `want` (cards x players), counted in `tally`. */
  function agree(got: boolean[][], want: boolean[][], players: readonly string[], at: string, tally: { checked: number; held: number }): void {
    cards.forEach(({ id }, i) =>
      players.forEach((me, j) => {
        expect(got[i]![j], `${id} for ${me} at ${at}`).toBe(want[i]![j]);
        tally.checked++;
        if (want[i]![j]) tally.held++;
      }),
    );
  }

  it('compiles every victory card of the pack', () => {
    const left = cards.filter((c) => compileCondition(c.cond, h) === null).map((c) => c.id);
    expect(left).toEqual([]);
  });

  it('leaves shapes it does not know to the interpreter', () => {
    const unknown = analyzeEffect('I control 2 locations adjacent to Booker', { registry: columbiaRegistry, context: 'victory-condition' });
    const cond = (unknown.ast as Program | undefined)?.condition;
    expect(cond).toBeDefined();
    expect(compileCondition(cond as Condition, h)).toBeNull();
  });

  /** Every card for every player by the interpreter alone, outside any shared board read. */
  const interpreted = (state: GameState): boolean[][] => cards.map(({ id, cond }) => state.players.map((me) => pureEvaluator(ctx, `victory:${id}`).test(cond, { me })));
  /** Every card for every player as the claim offers ask (effects/index.ts: compiled, called directly, answers kept per board version). */
  const offered = (state: GameState): boolean[][] => cards.map(({ id }) => state.players.map((me) => victoryCondition(ctx as unknown as Parameters<typeof victoryCondition>[0], id, me)));

  for (const players of [2, 4] as const) {
    it(`the claim offers' answers (kept while the board stays) agree with the interpreter at every decision (${players} players)`, () => {
      const tally = { checked: 0, held: 0 };
      for (let seed = 1; seed <= (players === 2 ? 8 : 4); seed++) {
        // Played in place: the same game state object all game long, so kept answers are reused and must follow every change.
        playInPlace(engine, { players, seed: `offered-${seed}` }, (state) => {
          ctx.state = state as GameState;
          const want = interpreted(state as GameState);
          // Asked twice: the second time from the kept answers.
          for (let round = 0; round < 2; round++) {
            agree(offered(state as GameState), want, state.players, `decision ${state.n} of seed ${seed}`, tally);
          }
        });
      }
      expect(tally.held).toBeGreaterThan(50);
      expect(tally.checked - tally.held).toBeGreaterThan(50);
    });
  }

  it('kept answers follow every change of what they read: a piece moved and back, a location destroyed, the active and first player, eagles', () => {
    // A 4-player game well under way (teammates' control ties depend on the active and first player).
    const state = playInPlace(engine, { players: 4, seed: 'stale-1', upTo: 300 });
    expect(state.over).toBeNull();
    ctx.state = state as GameState;
    const g = state.g as ColumbiaG;
    let compared = 0;
    let changed = 0;
    const agree = (what: string): void => {
      const want = interpreted(state as GameState);
      // Twice: answers kept by the first ask must still be right at the second.
      for (let round = 0; round < 2; round++) expect(offered(state as GameState), what).toEqual(want);
      compared++;
    };
    const before = offered(state as GameState);
    agree('at the start');
    const locations = rulesIndex(engine.rules).locationIds;
    // Every unit on the board moved to every other location (through the board's own function), and back.
    for (const u of Object.values(g.units)) {
      if (u.location === null) continue;
      const home = u.location;
      for (const to of locations) {
        if (to === home) continue;
        placeUnit(g, u, to);
        if (JSON.stringify(interpreted(state as GameState)) !== JSON.stringify(before)) changed++;
        agree(`${u.id} moved from ${home} to ${to}`);
      }
      placeUnit(g, u, null);
      agree(`${u.id} taken off the board`);
      placeUnit(g, u, home);
      agree(`${u.id} back on ${home}`);
    }
    expect(offered(state as GameState)).toEqual(before);
    // A location destroyed and rebuilt.
    for (const loc of locations.slice(0, 5)) {
      setDestroyed(g, loc, !g.locations[loc]!.destroyed);
      agree(`${loc} destroyed flipped`);
      setDestroyed(g, loc, !g.locations[loc]!.destroyed);
      agree(`${loc} destroyed flipped back`);
    }
    // Arranged by hand, then told (what tests and position setups do).
    const u = Object.values(g.units).find((x) => x.location !== null)!;
    const home = u.location;
    u.location = locations.find((l) => l !== home)!;
    boardChanged(g);
    agree('a unit moved by hand and boardChanged');
    u.location = home;
    boardChanged(g);
    agree('moved back by hand');
    // The active and the first player (ties between teammates), every combination.
    const active = g.activePlayer;
    const first = g.firstPlayer;
    for (const a of g.turnOrder) {
      for (const f of g.turnOrder) {
        g.activePlayer = a;
        g.firstPlayer = f;
        agree(`active ${a}, first ${f}`);
      }
    }
    g.activePlayer = active;
    g.firstPlayer = first;
    // Eagles and upgrades are not board: never kept, always read.
    for (const p of g.turnOrder) {
      const e = g.players[p]!.eagles;
      g.players[p]!.eagles = 15;
      agree(`${p} with 15 eagles`);
      g.players[p]!.eagles = e;
      agree(`${p} with his eagles back`);
    }
    expect(compared).toBeGreaterThan(100);
    // The moves did change some answers (else this would prove little).
    expect(changed).toBeGreaterThan(0);
  });

  for (const players of [2, 4] as const) {
    it(`agrees with the interpreter on every card, for every player, at every decision (${players} players)`, () => {
      const tally = { checked: 0, held: 0 };
      for (let seed = 1; seed <= (players === 2 ? 12 : 5); seed++) {
        playInPlace(engine, { players, seed: `compiled-${seed}` }, (state) => {
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
          agree(got, want, state.players, `decision ${state.n} of seed ${seed}`, tally);
        });
      }
      // Both answers occur (a test that only ever saw "false" would prove little).
      expect(tally.held).toBeGreaterThan(50);
      expect(tally.checked - tally.held).toBeGreaterThan(50);
    });
  }
});
