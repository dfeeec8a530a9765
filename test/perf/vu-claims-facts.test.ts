/**
 * What the claim offers and `victory/update` keep between decisions (stop 16):
 *
 * * the territory holders list (board.ts `territoryHolders`): the same list
 *   is handed out again while no holder changes, a new one when one does;
 *   only the territories of changed locations are worked out again. A list
 *   handed out is never changed, and whatever was kept, the holders are the
 *   ones a fresh game state (no memory) gives;
 * * the location-control counts (effects/compile.ts `LocationFacts`): stepped
 *   as each changed location is read again (no recount), a location's pieces
 *   read again only when its census entry is another one. A move and back,
 *   a location destroyed or its token laid (pieces the same, answers not)
 *   must all be seen;
 * * "I control Elizabeth" read straight from the game (`VictoryTest.direct`)
 *   rather than through the interpreter's sets.
 *
 * Each is checked against an answer worked out afresh (a copy of the state,
 * or the interpreter), at every decision of games played in place and after
 * changes made by hand.
 */
import { describe, expect, it } from 'vitest';
import { type Ctx, type GameState } from '../../interpreter/core/index.ts';
import { pureEvaluator } from '../../interpreter/core/effects/runtime.ts';
import type { TaskContext } from '../../interpreter/core/runner.ts';
import type { Program } from '../../interpreter/dsl/ast.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { victoryCardsMet, victoryCondition } from '../../interpreter/columbia/effects/index.ts';
import { claimableCards } from '../../interpreter/columbia/victory.ts';
import { placeElizabeth } from '../../interpreter/columbia/booker.ts';
import { placeStructure, placeUnit, rulesIndex, setDestroyed, setToken, territoryHolders } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG, FactionId } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

type C = Ctx<ColumbiaG, Ruleset>;

describe('claims and victory update: kept facts follow the board', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const hooks = { victoryCondition, victoryCardsMet };
  const programs = engine.game.effectSource!(rules) as Record<string, { program: Program }>;
  const allCards = rules.victoryCards.map((v) => v.id);
  const locations = rulesIndex(rules).locationIds;

  /** Every card of `cards` whose condition `me` meets, by the interpreter alone. */
  function interpreted(ctx: TaskContext, cards: readonly string[], me: string): string[] {
    return cards.filter((id) => pureEvaluator(ctx, `victory:${id}`).test(programs[`victory:${id}`]!.program.condition!, { me }));
  }

  /** The holders a copy of `g` (a new board index, nothing kept) gives. */
  function freshHolders(g: ColumbiaG): (FactionId | null)[] {
    return territoryHolders(structuredClone(g), rules).slice();
  }

  for (const players of [2, 4] as const) {
    it(`territory holders: the same list only while no holder changed, never changed in place (${players} players)`, () => {
      let last: readonly (FactionId | null)[] | null = null;
      let lastValues: (FactionId | null)[] = [];
      let kept = 0;
      let renewed = 0;
      for (let seed = 1; seed <= 3; seed++) {
        playInPlace(engine, { players, seed: `vu-holders-${players}-${seed}` }, (state) => {
          const g = state.g as ColumbiaG;
          const now = territoryHolders(g, rules);
          expect(now.slice(), `decision ${state.n}`).toEqual(freshHolders(g));
          if (now === last) {
            kept++;
            // A list handed out again: its holders are those it had when first handed out.
            expect(now.slice(), `decision ${state.n}: the list kept`).toEqual(lastValues);
          } else renewed++;
          last = now;
          lastValues = now.slice();
        });
      }
      expect(kept).toBeGreaterThan(100);
      expect(renewed).toBeGreaterThan(10);
    });
  }

  it('territory holders: a territory taken and given back by hand, its location destroyed, a token laid', () => {
    const state = structuredClone(playInPlace(engine, { players: 2, seed: 'vu-holders-hand', upTo: 120 })) as GameState;
    const g = state.g as ColumbiaG;
    const [first, second] = g.turnOrder as [string, string];
    const mine = Object.values(g.units).filter((u) => u.owner === first);
    const theirs = Object.values(g.units).filter((u) => u.owner === second);
    let changed = 0;
    for (const t of rules.board.territories) {
      // Every location of the territory filled with the first player's units alone, then an enemy unit into one, then out again.
      const homes = new Map(mine.concat(theirs).map((u) => [u, u.location]));
      for (const u of Object.values(g.units)) if (u.location !== null && t.locationIds.includes(u.location)) placeUnit(g, u, null);
      for (const x of Object.values(g.structures)) if (x.location !== null && t.locationIds.includes(x.location)) placeStructure(g, x, null);
      for (const loc of t.locationIds) {
        setDestroyed(g, loc, false);
        setToken(g, loc, null);
      }
      t.locationIds.forEach((loc, i) => placeUnit(g, mine[i]!, loc));
      const before = territoryHolders(g, rules);
      const beforeValues = before.slice();
      expect(before[rules.board.territories.indexOf(t)], `${t.id} taken`).toBe(g.players[first]!.factionId);
      expect(before.slice(), `${t.id} filled`).toEqual(freshHolders(g));
      placeUnit(g, theirs[0]!, t.locationIds[0]!);
      const contested = territoryHolders(g, rules);
      expect(contested.slice(), `${t.id} contested`).toEqual(freshHolders(g));
      if (contested !== before) changed++;
      // The list handed out before is as it was.
      expect(before.slice(), `${t.id}: the list handed out before`).toEqual(beforeValues);
      placeUnit(g, theirs[0]!, null);
      expect(territoryHolders(g, rules).slice(), `${t.id} enemy gone`).toEqual(freshHolders(g));
      setDestroyed(g, t.locationIds[0]!, true);
      expect(territoryHolders(g, rules).slice(), `${t.id} one location destroyed`).toEqual(freshHolders(g));
      setDestroyed(g, t.locationIds[0]!, false);
      setToken(g, t.locationIds[1] ?? t.locationIds[0]!, { id: 'vu-token', faceUp: true });
      expect(territoryHolders(g, rules).slice(), `${t.id} a token laid`).toEqual(freshHolders(g));
      setToken(g, t.locationIds[1] ?? t.locationIds[0]!, null);
      expect(territoryHolders(g, rules).slice(), `${t.id} the token taken`).toEqual(freshHolders(g));
      for (const [u, home] of homes) placeUnit(g, u, home);
      expect(territoryHolders(g, rules).slice(), `${t.id} pieces home`).toEqual(freshHolders(g));
    }
    expect(changed).toBe(rules.board.territories.length);
  });

  it('control counts stepped as locations change: a unit moved through every location and back, destroyed and token flips', () => {
    const ctx = readerContext(engine);
    const c = ctx as unknown as C;
    const state = structuredClone(playInPlace(engine, { players: 2, seed: 'vu-counts-hand', upTo: 150 })) as GameState;
    ctx.state = state;
    const g = state.g as ColumbiaG;
    g.victoryCards.inPlay = allCards.slice();
    const check = (what: string): void => {
      for (const me of g.turnOrder) expect(claimableCards(c, hooks, me), `${me}: ${what}`).toEqual(interpreted(ctx, allCards, me));
    };
    check('as played');
    for (const u of Object.values(g.units).filter((x) => x.location !== null).slice(0, 8)) {
      const home = u.location;
      for (const loc of locations) {
        placeUnit(g, u, loc);
        check(`${u.id} at ${loc}`);
      }
      placeUnit(g, u, home);
      check(`${u.id} home`);
    }
    for (const s of Object.values(g.structures).slice(0, 6)) {
      const home = s.location;
      for (const loc of locations) {
        placeStructure(g, s, loc);
        check(`${s.id} at ${loc}`);
      }
      placeStructure(g, s, home);
      check(`${s.id} home`);
    }
    for (const loc of locations) {
      // Pieces unchanged (the same census entry), but the location's answers are not.
      setDestroyed(g, loc, !g.locations[loc]!.destroyed);
      check(`${loc} destroyed flipped`);
      setDestroyed(g, loc, !g.locations[loc]!.destroyed);
      check(`${loc} destroyed flipped back`);
      const token = g.locations[loc]!.token;
      setToken(g, loc, token === null ? { id: 'vu-token', faceUp: true } : null);
      check(`${loc} token flipped`);
      setToken(g, loc, token);
      check(`${loc} token back`);
    }
  });

  it('"I control Elizabeth" read straight answers as the interpreter, wherever she is and whoever controls it', () => {
    const card = rules.victoryCards.find((v) => v.condition === 'I control Elizabeth')!.id;
    let held = 0;
    let notHeld = 0;
    for (const players of [2, 4] as const) {
      const ctx = readerContext(engine);
      const c = ctx as unknown as C;
      const state = structuredClone(playInPlace(engine, { players, seed: `vu-elizabeth-${players}`, upTo: 200 })) as GameState;
      ctx.state = state;
      const g = state.g as ColumbiaG;
      g.victoryCards.inPlay = [card];
      const booker = g.booker;
      for (const at of [null, ...locations]) {
        for (const withBooker of [false, true]) {
          // With Booker there she is with him (controlled by nobody); Booker put back where he was after.
          g.booker = withBooker ? at : booker;
          placeElizabeth(g, at);
          for (const me of state.players) {
            const got = claimableCards(c, hooks, me);
            expect(got, `${players} players, ${me}, Elizabeth at ${at}${withBooker ? ' with Booker' : ''}`).toEqual(interpreted(ctx, [card], me));
            if (got.length > 0) held++;
            else notHeld++;
          }
        }
      }
      g.booker = booker;
    }
    expect(held).toBeGreaterThan(5);
    expect(notHeld).toBeGreaterThan(5);
  });
});
