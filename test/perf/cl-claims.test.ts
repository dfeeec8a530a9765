/**
 * Location-control conditions ("I control 3 locations with a stronghold", "my
 * faction controls 10 locations": interpreter/columbia/effects/compile.ts)
 * read facts kept per game (each location's pieces by kind, its controller)
 * and one count per shape of phrase, brought up to date from the board's list
 * of changed locations. The claim offers must answer as the interpreter at
 * every decision and after any move made through the board; and with the
 * facts no longer following the changes (`followLocationChanges(false)`) the
 * same check must see them go wrong, so it can see them go stale.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Ctx, type GameState } from '../../interpreter/core/index.ts';
import { pureEvaluator } from '../../interpreter/core/effects/runtime.ts';
import { TaskContext } from '../../interpreter/core/runner.ts';
import type { Program } from '../../interpreter/dsl/ast.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { victoryCondition } from '../../interpreter/columbia/effects/index.ts';
import { followLocationChanges } from '../../interpreter/columbia/effects/compile.ts';
import { claimableCards } from '../../interpreter/columbia/victory.ts';
import { placeUnit, rulesIndex } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

type C = Ctx<ColumbiaG, Ruleset>;

describe('claim offers over kept location facts', async () => {
  const engine = await columbiaEngine();
  const allCards = engine.rules.victoryCards.map((v) => v.id);
  const hooks = { victoryCondition };

  afterEach(() => followLocationChanges(true));

  /** Every card for `me` by the interpreter alone. */
  function interpreted(ctx: TaskContext, cards: readonly string[], me: string): string[] {
    const program = (id: string) => (engine.game.effectSource!(engine.rules) as Record<string, { program: Program }>)[`victory:${id}`]!.program;
    return cards.filter((id) => pureEvaluator(ctx, `victory:${id}`).test(program(id).condition!, { me }));
  }

  for (const players of [2, 4] as const) {
    it(`the claim offers (cards in play, and every card) answer as the interpreter at every decision of games played in place (${players} players)`, () => {
      const ctx = readerContext(engine);
      const c = ctx as unknown as C;
      let checked = 0;
      let held = 0;
      for (let seed = 1; seed <= (players === 2 ? 2 : 1); seed++) {
        playInPlace(engine, { players, seed: `cl-list-${seed}` }, (state) => {
          ctx.state = state as GameState;
          const g = state.g as ColumbiaG;
          // The game's own cards in play, then every card of the pack.
          const lists = [g.victoryCards.inPlay.slice(), allCards];
          for (const list of lists) {
            const saved = g.victoryCards.inPlay;
            g.victoryCards.inPlay = list;
            for (const me of state.players) {
              const got = claimableCards(c, hooks, me);
              expect(got, `${me} at decision ${state.n} of seed ${seed}: the interpreter`).toEqual(interpreted(ctx, list, me));
              checked++;
              held += got.length;
            }
            g.victoryCards.inPlay = saved;
          }
        });
      }
      expect(checked).toBeGreaterThan(500);
      expect(held).toBeGreaterThan(50);
    });
  }

  it('location facts that stop following the board go wrong, and this check sees it (so it sees them go stale)', () => {
    const ctx = readerContext(engine);
    const c = ctx as unknown as C;
    const kernelCards = engine.rules.victoryCards.filter((v) => /controls? \d+ locations/.test(v.condition)).map((v) => v.id);
    expect(kernelCards.length).toBeGreaterThanOrEqual(5);
    /** Decisions where the compiled answers and the interpreter's differ, over a game played in place. */
    const disagreements = (): number => {
      let wrong = 0;
      playInPlace(engine, { players: 2, seed: 'cl-facts' }, (state) => {
        ctx.state = state as GameState;
        const g = state.g as ColumbiaG;
        const saved = g.victoryCards.inPlay;
        g.victoryCards.inPlay = kernelCards;
        for (const me of state.players) if (JSON.stringify(claimableCards(c, hooks, me)) !== JSON.stringify(interpreted(ctx, kernelCards, me))) wrong++;
        g.victoryCards.inPlay = saved;
      });
      return wrong;
    };
    expect(disagreements(), 'following the changes').toBe(0);
    followLocationChanges(false);
    expect(disagreements(), 'not following them').toBeGreaterThan(0);
  });

  it('a unit moved by hand through the board (placeUnit) between two lists is seen', () => {
    const ctx = readerContext(engine);
    const c = ctx as unknown as C;
    const state = structuredClone(playInPlace(engine, { players: 2, seed: 'cl-move', upTo: 150 })) as GameState;
    ctx.state = state;
    const g = state.g as ColumbiaG;
    g.victoryCards.inPlay = allCards.slice();
    const locations = rulesIndex(engine.rules).locationIds;
    let compared = 0;
    for (const u of Object.values(g.units).filter((x) => x.location !== null).slice(0, 8)) {
      const home = u.location;
      for (const to of locations) {
        placeUnit(g, u, to);
        for (const me of g.turnOrder) {
          expect(claimableCards(c, hooks, me), `${u.id} to ${to}, ${me}`).toEqual(interpreted(ctx, allCards, me));
          compared++;
        }
      }
      placeUnit(g, u, home);
    }
    expect(compared).toBeGreaterThan(100);
  });
});
