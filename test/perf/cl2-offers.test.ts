/**
 * The claim offers' batch hook (interpreter/columbia/effects/index.ts
 * `victoryCardsMet`, wired by game.ts as `ColumbiaHooks.victoryCardsMet`):
 * once per offer it plans the cards in play, reads the conditions that read
 * only the game straight (`VictoryTest.direct`), and keeps the answers of the
 * board-only conditions for the next offer to the same player on the same
 * board version. Whatever it keeps, an offer must answer as the interpreter
 * asked card by card; and with the board version no longer checked
 * (`checkClaimOffers(false)`) the same check must see the kept answers go
 * wrong, so it can see them go stale.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type Ctx, type GameState } from '../../interpreter/core/index.ts';
import { pureEvaluator } from '../../interpreter/core/effects/runtime.ts';
import { TaskContext } from '../../interpreter/core/runner.ts';
import type { Program } from '../../interpreter/dsl/ast.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { checkClaimOffers, victoryCardsMet, victoryCondition } from '../../interpreter/columbia/effects/index.ts';
import { claimableCards } from '../../interpreter/columbia/victory.ts';
import { placeStructure, placeUnit, rulesIndex } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

type C = Ctx<ColumbiaG, Ruleset>;

describe('claim offers asked once per offer, with kept answers', async () => {
  const engine = await columbiaEngine();
  const allCards = engine.rules.victoryCards.map((v) => v.id);
  const hooks = { victoryCondition, victoryCardsMet };

  afterEach(() => checkClaimOffers(true));

  // Built once: building the sources again (effectSource) starts the offers' plans anew, and the stale check below needs them kept.
  const programs = engine.game.effectSource!(engine.rules) as Record<string, { program: Program }>;

  /** Every card of `cards` whose condition `me` meets, by the interpreter alone. */
  function interpreted(ctx: TaskContext, cards: readonly string[], me: string): string[] {
    return cards.filter((id) => pureEvaluator(ctx, `victory:${id}`).test(programs[`victory:${id}`]!.program.condition!, { me }));
  }

  for (const players of [2, 4] as const) {
    it(`answers as the interpreter at every decision, for the player to act and the others, as the cards in play change (${players} players)`, () => {
      const ctx = readerContext(engine);
      const c = ctx as unknown as C;
      let checked = 0;
      let held = 0;
      playInPlace(engine, { players, seed: `cl2-offers-${players}` }, (state) => {
        ctx.state = state as GameState;
        const g = state.g as ColumbiaG;
        const saved = g.victoryCards.inPlay;
        // The game's own cards, every card, then a few: the offer is planned anew at each change of the list.
        for (const list of [saved.slice(), allCards, allCards.slice(0, 5)]) {
          g.victoryCards.inPlay = list;
          // The same player twice (the second offer reads kept answers), then every player.
          const first = g.activePlayer ?? g.turnOrder[0]!;
          for (const me of [first, first, ...state.players]) {
            const got = claimableCards(c, hooks, me);
            expect(got, `${me} at decision ${state.n}`).toEqual(interpreted(ctx, list, me));
            checked++;
            held += got.length;
          }
        }
        g.victoryCards.inPlay = saved;
      });
      expect(checked).toBeGreaterThan(1000);
      expect(held).toBeGreaterThan(50);
    });
  }

  /**
   * A game under way where `me` controls three locations with a stronghold
   * (a unit and a stronghold of his moved by hand onto three empty standing
   * locations), the card in play alone, and the stronghold of the first of
   * them, to take off and put back.
   */
  function threeStrongholds(): { ctx: TaskContext; me: string; card: string; take: () => void; putBack: () => void } {
    const ctx = readerContext(engine);
    const state = structuredClone(playInPlace(engine, { players: 2, seed: 'fx-claims-3', upTo: 200 })) as GameState;
    ctx.state = state;
    const g = state.g as ColumbiaG;
    const me = g.turnOrder[0]!;
    const card = engine.rules.victoryCards.find((v) => v.condition === 'I control 3 locations with a stronghold')!.id;
    g.victoryCards.inPlay = [card];
    const empty = rulesIndex(engine.rules).locationIds.filter(
      (l) => !g.locations[l]!.destroyed && g.locations[l]!.token == null && !Object.values(g.units).some((u) => u.location === l) && !Object.values(g.structures).some((s) => s.location === l),
    );
    const units = Object.values(g.units).filter((u) => u.owner === me);
    const strongholds = Object.values(g.structures).filter((s) => s.owner === me && s.kind === 'stronghold');
    expect(empty.length).toBeGreaterThanOrEqual(3);
    expect(strongholds.length).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 3; i++) {
      placeUnit(g, units[i]!, empty[i]!);
      placeStructure(g, strongholds[i]!, empty[i]!);
    }
    return { ctx, me, card, take: () => placeStructure(g, strongholds[0]!, null), putBack: () => placeStructure(g, strongholds[0]!, empty[0]!) };
  }

  it('a stronghold taken off and put back by hand between two offers is seen', () => {
    const { ctx, me, card, take, putBack } = threeStrongholds();
    const c = ctx as unknown as C;
    expect(claimableCards(c, hooks, me), 'three locations with a stronghold').toEqual([card]);
    expect(claimableCards(c, hooks, me), 'asked again, nothing changed').toEqual([card]);
    for (let round = 0; round < 3; round++) {
      take();
      expect(claimableCards(c, hooks, me), `round ${round}: a stronghold taken off`).toEqual([]);
      putBack();
      expect(claimableCards(c, hooks, me), `round ${round}: put back`).toEqual([card]);
    }
  });

  it('kept answers that stop following the board version go wrong, and this check sees it (so it sees them go stale)', () => {
    /** Offers, over three rounds of taking the stronghold off and putting it back, that differ from the interpreter's answer. */
    const wrongOffers = (): number => {
      const { ctx, me, card, take, putBack } = threeStrongholds();
      const c = ctx as unknown as C;
      let wrong = 0;
      const offer = (): void => {
        if (JSON.stringify(claimableCards(c, hooks, me)) !== JSON.stringify(interpreted(ctx, [card], me))) wrong++;
      };
      offer();
      for (let round = 0; round < 3; round++) {
        take();
        offer();
        putBack();
        offer();
      }
      return wrong;
    };
    expect(wrongOffers(), 'checked against the board version').toBe(0);
    checkClaimOffers(false);
    expect(wrongOffers(), 'not checked').toBeGreaterThan(0);
  });

  it('a card asked again on a kept board reads what is not the board anew: eagles changed in place', () => {
    const ctx = readerContext(engine);
    const c = ctx as unknown as C;
    const state = structuredClone(playInPlace(engine, { players: 2, seed: 'cl2-eagles', upTo: 120 })) as GameState;
    ctx.state = state;
    const g = state.g as ColumbiaG;
    const me = g.turnOrder[1]!;
    const eagles = engine.rules.victoryCards.find((v) => /eagles >= 15/.test(v.condition))!.id;
    g.victoryCards.inPlay = [eagles];
    for (let round = 0; round < 3; round++) {
      g.players[me]!.eagles = 14;
      expect(claimableCards(c, hooks, me), `round ${round}: 14 eagles`).toEqual([]);
      g.players[me]!.eagles = 15;
      expect(claimableCards(c, hooks, me), `round ${round}: 15 eagles, the board untouched`).toEqual([eagles]);
    }
  });
});
