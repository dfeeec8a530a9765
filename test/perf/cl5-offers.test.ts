/**
 * The claim offers (effects/index.ts `victoryCardsMet`) made cheaper in three
 * ways, each checked against the interpreter asked card by card:
 *
 * * a card's piece bound (compile.ts `VictoryTest.bound`, asked by the offer
 *   before the condition: `tooFewPieces`) is exactly the fewest pieces the
 *   condition can hold with, and never says no where the condition holds;
 * * "my faction controls N territories" keeps its answer with the board
 *   index's list of holders: a holder changed by hand between two offers is
 *   seen;
 * * a card revealed between two offers is planned alone and asked anew, the
 *   others' answers kept (per card, by board version).
 */
import { describe, expect, it } from 'vitest';
import { type Ctx, type GameState } from '../../interpreter/core/index.ts';
import { pureEvaluator } from '../../interpreter/core/effects/runtime.ts';
import type { TaskContext } from '../../interpreter/core/runner.ts';
import type { Program } from '../../interpreter/dsl/ast.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { effects, victoryCardsMet, victoryCondition } from '../../interpreter/columbia/effects/index.ts';
import { compileVictoryTest, tooFewPieces, type PieceBound } from '../../interpreter/columbia/effects/compile.ts';
import { claimableCards } from '../../interpreter/columbia/victory.ts';
import { factionPieceCount, placeStructure, placeUnit, rulesIndex, setDestroyed, setToken } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

type C = Ctx<ColumbiaG, Ruleset>;

describe('claim offers: piece bounds, kept territory counts, cards revealed', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const hooks = { victoryCondition, victoryCardsMet };
  const programs = engine.game.effectSource!(rules) as Record<string, { program: Program }>;
  const conditionOf = (card: string) => programs[`victory:${card}`]!.program.condition!;
  const cardWith = (text: string): string => rules.victoryCards.find((v) => v.condition === text)!.id;

  function interpreted(ctx: TaskContext, cards: readonly string[], me: string): string[] {
    return cards.filter((id) => pureEvaluator(ctx, `victory:${id}`).test(conditionOf(id), { me }));
  }

  /** Each card's bound, as the offers read it (null: none). */
  const bounds = new Map<string, PieceBound | null>(rules.victoryCards.map((v) => [v.id, compileVictoryTest(conditionOf(v.id), effects, rules)?.bound ?? null]));

  /** Whether each card's answer is kept while the board version stays (`VictoryTest.kept`). */
  const kept = new Map(rules.victoryCards.map((v) => [v.id, compileVictoryTest(conditionOf(v.id), effects, rules)?.kept === true]));

  it('bounds exactly the cards that count pieces, at the fewest their conditions ask for', () => {
    const least = Object.fromEntries([...bounds].filter(([, b]) => b !== null).map(([id, b]) => [rules.victoryCards.find((v) => v.id === id)!.condition, b!.least]));
    expect(least).toEqual({
      'I control 3 locations with a stronghold': 3,
      'I control 2 locations with a turret': 2,
      'I control 3 locations with an alarm': 3,
      "count my faction's units >= 15": 15,
      'my faction controls 10 locations': 10,
      'I control 3 locations with a leader': 3,
      'my faction controls 5 locations with a structure': 5,
      'I control 2 locations with a special': 2,
    });
  });

  for (const players of [2, 4] as const) {
    it(`a bound never says no where the condition holds, and cards at their very bound are met (${players} players)`, () => {
      const ctx = readerContext(engine);
      let held = 0;
      let atBound = 0;
      playInPlace(engine, { players, seed: `cl5-bounds-${players}` }, (state) => {
        ctx.state = state as GameState;
        const g = state.g as ColumbiaG;
        for (const me of state.players) {
          const f = g.players[me]!.factionId;
          for (const [card, b] of bounds) {
            if (b === null || interpreted(ctx, [card], me).length === 0) continue;
            held++;
            expect(tooFewPieces(g, f, b), `${card} holds for ${me} at decision ${state.n}`).toBe(false);
            if (factionPieceCount(g, f, b.piece) === b.least) atBound++;
          }
        }
      });
      // Few cards are met in 4-player games: the 2-player ones hold the counts.
      if (players === 2) {
        expect(held).toBeGreaterThan(20);
        // With the bound one too many, these would be answered no (what a wrong bound looks like).
        expect(atBound).toBeGreaterThan(0);
      }
    });
  }

  it('"my faction controls N territories": territories taken one by one by hand, then given up, are seen at each offer', () => {
    const ctx = readerContext(engine);
    const c = ctx as unknown as C;
    const state = structuredClone(playInPlace(engine, { players: 2, seed: 'cl5-territories', upTo: 150 })) as GameState;
    ctx.state = state;
    const g = state.g as ColumbiaG;
    const cards = [cardWith('my faction controls 4 territories'), cardWith('my faction controls 3 territories')];
    g.victoryCards.inPlay = cards.slice();
    const [me, them] = g.turnOrder as [string, string];
    // Every unit of `me` free to place (off the board first), his opponent's off the board: nobody contests.
    const mine = Object.values(g.units).filter((u) => u.owner === me);
    for (const u of Object.values(g.units)) if (u.location !== null) placeUnit(g, u, null);
    for (const x of Object.values(g.structures)) if (x.location !== null) placeStructure(g, x, null);
    // No token anywhere (a location under one is controlled by nobody).
    for (const l of Object.keys(g.locations)) if (g.locations[l]!.token != null) setToken(g, l, null);
    const answers = new Set<string>();
    // Asked for `me` alone: the kept count is per card, and a question for the other faction would count anew anyway.
    const ask = (where: string): void => {
      const got = claimableCards(c, hooks, me);
      expect(got, where).toEqual(interpreted(ctx, cards, me));
      answers.add(got.join());
    };
    ask('nothing placed');
    const placed: { u: (typeof mine)[number]; t: string }[] = [];
    for (const t of rules.board.territories) {
      const locs = t.locationIds.filter((l) => !g.locations[l]!.destroyed);
      if (locs.length === 0 || placed.length + locs.length > mine.length) continue;
      for (const l of locs) {
        const u = mine[placed.length]!;
        placeUnit(g, u, l);
        placed.push({ u, t: t.id });
      }
      ask(`${t.id} taken`);
    }
    for (const { u, t } of placed.reverse()) {
      placeUnit(g, u, null);
      ask(`a unit of ${t} taken off`);
    }
    // None, one, then both met, and back: the kept counts followed the holders both ways.
    expect([...answers].sort()).toEqual(['', cards[1], cards.join()].sort());
    expect(claimableCards(c, hooks, them)).toEqual(interpreted(ctx, cards, them));
  });

  it('a card revealed between two offers is asked anew (met at once), the others answered as the interpreter', () => {
    const ctx = readerContext(engine);
    const c = ctx as unknown as C;
    const state = structuredClone(playInPlace(engine, { players: 2, seed: 'cl5-reveal', upTo: 120 })) as GameState;
    ctx.state = state;
    const g = state.g as ColumbiaG;
    const me = g.turnOrder[0]!;
    // `me` alone on Monument Island (no token): "I control \"Monument Island\"" holds, its answer kept by board version.
    const island = rules.board.locations.find((l) => l.name === 'Monument Island')!.id;
    for (const u of Object.values(g.units)) if (u.location === island) placeUnit(g, u, null);
    for (const x of Object.values(g.structures)) if (x.location === island) placeStructure(g, x, null);
    if (g.locations[island]!.token != null) setToken(g, island, null);
    if (g.locations[island]!.destroyed) setDestroyed(g, island, false);
    placeUnit(g, Object.values(g.units).find((u) => u.owner === me && u.location === null)!, island);
    const card = cardWith('I control "Monument Island"');
    expect(kept.get(card)).toBe(true);
    const others = rules.victoryCards.map((v) => v.id).filter((id) => id !== card);
    for (let k = 1; k <= others.length; k++) {
      const list = others.slice(0, k);
      g.victoryCards.inPlay = list;
      expect(claimableCards(c, hooks, me), `${k} cards`).toEqual(interpreted(ctx, list, me));
      // Revealed on the same board: no kept answer of its own yet.
      list.push(card);
      const got = claimableCards(c, hooks, me);
      expect(got, `${k} cards, then ${card}`).toContain(card);
      expect(got).toEqual(interpreted(ctx, list, me));
    }
  });

  it('the rules index still names every card the bounds were read for', () => {
    for (const id of bounds.keys()) expect(rulesIndex(rules).victoryCard[id]).toBeDefined();
  });
});
