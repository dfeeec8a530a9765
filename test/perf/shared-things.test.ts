/**
 * The things effects talk about (effects/things.ts) are made once and shared:
 * a location's thing per Ruleset, a piece's per location it has been at,
 * remade when its owner (or what names it) changed. A kept thing must be
 * exactly the one a first making gives: checked for every unit, structure and
 * location at every decision of seeded random games played in place (the same
 * `g` all game long, so kept things must follow every move, destruction and
 * change of owner), against things made for a fresh copy of the Ruleset (no
 * kept things at all). And a kept thing cannot be changed by whoever got it.
 */
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { rulesIndex, setUnitOwner } from '../../interpreter/columbia/board.ts';
import { locationThing, structureThing, unitThing } from '../../interpreter/columbia/effects/things.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, seatsOf } from './games.ts';

/** Every piece and location of `g` as things made with `rules` (kept or not, as things.ts decides). */
function thingsOf(rules: Ruleset, g: ColumbiaG): unknown[] {
  return [
    ...Object.values(g.units).map((u) => unitThing(rules, u)),
    ...Object.values(g.structures).map((s) => structureThing(rules, s)),
    ...rulesIndex(rules).locationIds.map((l) => locationThing(rules, l)),
  ];
}

describe('shared piece and location things', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;

  for (const players of [2, 4] as const) {
    it(`kept things are those a first making gives, at every decision of random games (${players} players)`, () => {
      let checked = 0;
      for (let seed = 1; seed <= 3; seed++) {
        playInPlace(engine, { players, seed: `shared-things-${seed}` }, (state) => {
          const g = state.g as ColumbiaG;
          // A shallow copy of the Ruleset is another Ruleset to every per-Ruleset table: nothing kept for it yet.
          const fresh = { ...rules };
          expect(thingsOf(rules, g)).toEqual(thingsOf(fresh, g));
          checked++;
        });
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it("a unit's thing follows a change of owner at the same location, and cannot be changed", () => {
    const state = engine.start({ seed: 'shared-things-owner', players: seatsOf(engine, 2) }, { log: false }).state;
    const g = state.g as ColumbiaG;
    const u = Object.values(g.units).find((x) => x.kind === 'common')!;
    const other = g.turnOrder.find((p) => p !== u.owner)!;
    const before = unitThing(rules, u);
    expect(unitThing(rules, u)).toBe(before);
    setUnitOwner(g, u, other);
    const after = unitThing(rules, u);
    expect((after.data as { owner: string }).owner).toBe(other);
    expect(() => {
      (after as { label: string }).label = 'changed';
    }).toThrow();
  });
});
