/**
 * board.ts answers the last game's board index and the last Ruleset's tables
 * without a map look-up (`storedIndex`, `perRuleset`, `rulesIndex`: reads come
 * in runs about one game and one Ruleset). Reads that go back and forth
 * between two games, and between two Rulesets, must each get their own
 * answers, as a fresh copy (no index kept) gives them. Forcing the "is it the
 * last Ruleset?" compares to say yes turns the Ruleset check red. The last
 * game's index is only a faster way to the stored one: `boardIndex` still
 * checks it is this game's (its records) and not stale, so a wrong one is
 * built anew; with that check off the game checks below go red (both seen
 * when the caches were added).
 */
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { boardCensus, boardChanged, controllerOf, perRuleset, rulesIndex, territoryHolders, unitsOnBoard } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace } from './games.ts';

describe('the last game and Ruleset asked about', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;

  /** What the board index answers of `g`, in one plain record (locations in `g`'s order). */
  function readings(g: ColumbiaG, r: Ruleset): unknown {
    const census = boardCensus(g);
    const locs = Object.keys(g.locations);
    return {
      controllers: locs.map((l) => controllerOf(g, l)),
      pieces: locs.map((l) => [census[l]?.units.map((u) => u.id) ?? [], census[l]?.structures.map((s) => s.id) ?? []]),
      holders: territoryHolders(g, r),
      onBoard: g.turnOrder.map((p) => unitsOnBoard(g, p).map((u) => u.id)),
    };
  }

  it('two games read in turn each get their own board answers', () => {
    const early = playInPlace(engine, { players: 2, seed: 'cl-last-1', upTo: 40 }).g;
    const late = playInPlace(engine, { players: 4, seed: 'cl-last-2', upTo: 200 }).g;
    const fresh = (g: ColumbiaG) => readings(structuredClone(g), rules);
    const want = [fresh(early), fresh(late)];
    // The two differ (else a mix-up could not show).
    expect(want[0]).not.toEqual(want[1]);
    for (let i = 0; i < 6; i++) {
      const g = i % 2 === 0 ? early : late;
      expect(readings(g, rules), `read ${i}`).toEqual(want[i % 2]);
      // One read of the other game's index between two of this one's.
      expect(controllerOf(i % 2 === 0 ? late : early, Object.keys(g.locations)[0]!)).toBe(
        (want[(i + 1) % 2] as { controllers: (string | null)[] }).controllers[0],
      );
    }
  });

  it('a change told of one game (`boardChanged`) right after a read of another is not lost', () => {
    const one = playInPlace(engine, { players: 2, seed: 'cl-last-4', upTo: 80 }).g;
    const two = playInPlace(engine, { players: 2, seed: 'cl-last-5', upTo: 80 }).g;
    readings(one, rules);
    for (let i = 0; i < 4; i++) {
      // Read the other game, then change this one by hand (as a test or a loaded position does) and tell the board.
      readings(two, rules);
      const unit = Object.values(one.units).find((u) => u.location !== null)!;
      const to = Object.keys(one.locations).find((l) => l !== unit.location && !one.locations[l]!.destroyed)!;
      unit.location = to;
      boardChanged(one);
      expect(readings(one, rules), `change ${i}`).toEqual(readings(structuredClone(one), rules));
    }
  });

  it('two Rulesets read in turn each get their own tables', () => {
    // Another Ruleset: a copy whose first victory card scores differently and whose territories come in another order.
    const other = structuredClone(rules) as Ruleset;
    other.victoryCards[0]!.points += 5;
    other.board.territories.reverse();
    const card = rules.victoryCards[0]!.id;
    const points = perRuleset((r: Ruleset) => r.victoryCards.map((v) => v.points));
    const g = playInPlace(engine, { players: 2, seed: 'cl-last-3', upTo: 60 }).g;
    for (let i = 0; i < 6; i++) {
      const r = i % 2 === 0 ? rules : other;
      expect(rulesIndex(r).victoryCard[card]!.points, `index ${i}`).toBe(r.victoryCards[0]!.points);
      expect(points(r)[0], `table ${i}`).toBe(r.victoryCards[0]!.points);
      // The board's own per-Ruleset table (territories by number): holders in each Ruleset's order.
      const holders = territoryHolders(g, r);
      const byId = new Map(rules.board.territories.map((t, k) => [t.id, territoryHolders(g, rules)[k]]));
      expect(holders, `holders ${i}`).toEqual(r.board.territories.map((t) => byId.get(t.id)));
    }
  });
});
