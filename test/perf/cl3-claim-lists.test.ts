/**
 * The claim offers' lists (stop 18, interpreter/columbia/effects/index.ts
 * `victoryCardsMet`, victory.ts `claimableCards`):
 *
 * * the offer's plan of the cards in play is written over in place and cut to
 *   the new number of cards, so when the cards in play change (a claim takes
 *   one, a refresh reveals one) the offer must name exactly the cards now in
 *   play that are met: never one planned for a longer list before;
 * * an offer meeting no card answers one shared, frozen empty list, and an
 *   offer meeting some gets a list of its own: what a caller does with one
 *   answer never shows in another;
 * * asked outside a board read (the claim offered at the end of a turn)
 *   or inside one (the turn's options), the answer is the same.
 *
 * Each answer is checked against the interpreter asked card by card.
 */
import { describe, expect, it } from 'vitest';
import { type Ctx, type GameState } from '../../interpreter/core/index.ts';
import { pureEvaluator } from '../../interpreter/core/effects/runtime.ts';
import type { TaskContext } from '../../interpreter/core/runner.ts';
import type { Program } from '../../interpreter/dsl/ast.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { victoryCardsMet, victoryCondition } from '../../interpreter/columbia/effects/index.ts';
import { claimableCards } from '../../interpreter/columbia/victory.ts';
import { readingBoard } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

type C = Ctx<ColumbiaG, Ruleset>;

describe('claim offers: the lists they plan and answer', async () => {
  const engine = await columbiaEngine();
  const allCards = engine.rules.victoryCards.map((v) => v.id);
  const hooks = { victoryCondition, victoryCardsMet };
  const programs = engine.game.effectSource!(engine.rules) as Record<string, { program: Program }>;

  /** Every card of `cards` whose condition `me` meets, by the interpreter alone. */
  function interpreted(ctx: TaskContext, cards: readonly string[], me: string): string[] {
    return cards.filter((id) => pureEvaluator(ctx, `victory:${id}`).test(programs[`victory:${id}`]!.program.condition!, { me }));
  }

  /** Cards in play one after another at a decision: every card, fewer, the game's own, the same ones in another order, the last few. */
  function listsAt(g: ColumbiaG, n: number): string[][] {
    return [allCards, allCards.slice(0, 3 + (n % 5)), g.victoryCards.inPlay.slice(), allCards.slice().reverse(), allCards.slice(allCards.length - 4), []];
  }

  for (const players of [2, 4] as const) {
    it(`cards in play changing between offers: exactly the cards now in play that are met, inside a board read or not (${players} players)`, () => {
      const ctx = readerContext(engine);
      const c = ctx as unknown as C;
      let checked = 0;
      let held = 0;
      playInPlace(engine, { players, seed: `cl3-lists-${players}` }, (state) => {
        ctx.state = state as GameState;
        const g = state.g as ColumbiaG;
        const saved = g.victoryCards.inPlay;
        for (const list of listsAt(g, state.n)) {
          g.victoryCards.inPlay = list;
          for (const me of state.players) {
            const want = interpreted(ctx, list, me);
            const outside = claimableCards(c, hooks, me);
            expect(outside, `${me} at decision ${state.n}, ${list.length} cards, outside a read`).toEqual(want);
            const inside = readingBoard(g, () => claimableCards(c, hooks, me));
            expect(inside, `${me} at decision ${state.n}, ${list.length} cards, inside a read`).toEqual(want);
            checked++;
            held += want.length;
          }
        }
        g.victoryCards.inPlay = saved;
      });
      expect(checked).toBeGreaterThan(1000);
      expect(held).toBeGreaterThan(100);
    });
  }

  it('no card met: one frozen list shared by every such offer; a card met: a list of its own, whose changes show nowhere else', () => {
    const ctx = readerContext(engine);
    const c = ctx as unknown as C;
    let none: readonly string[] | null = null;
    let met = 0;
    let empty = 0;
    playInPlace(engine, { players: 2, seed: 'cl3-shared' }, (state) => {
      ctx.state = state as GameState;
      const g = state.g as ColumbiaG;
      const saved = g.victoryCards.inPlay;
      g.victoryCards.inPlay = allCards;
      for (const me of state.players) {
        const got = claimableCards(c, hooks, me);
        if (got.length === 0) {
          expect(Object.isFrozen(got), `${me} at decision ${state.n}: the empty answer is frozen`).toBe(true);
          none ??= got;
          expect(got, `${me} at decision ${state.n}: the one empty answer`).toBe(none);
          empty++;
        } else {
          expect(got, `${me} at decision ${state.n}: not the shared empty answer`).not.toBe(none);
          // A caller's own list: changing it changes no later answer (checked at the next offers against the interpreter).
          // (Typed read-only for callers; a non-empty answer is a fresh list this test may write into.)
          (got as string[]).push('not-a-card');
          expect(claimableCards(c, hooks, me), `${me} at decision ${state.n}, asked again`).toEqual(interpreted(ctx, allCards, me));
          met++;
        }
      }
      g.victoryCards.inPlay = saved;
    });
    expect(none).not.toBeNull();
    expect(none).toEqual([]);
    expect(met).toBeGreaterThan(20);
    expect(empty).toBeGreaterThan(20);
  });
});
