/**
 * Kept move offers (interpreter/columbia/movement.ts `offerMoves`): each
 * unit's candidates on the location he last stood on are kept with him, and his
 * options on a location are kept per set of destroyed locations (board.ts
 * `destroyedLocations`, bits kept with the board index) and handed out again
 * without looking at any destination while the set stays the same. They must
 * be the options the look at every destination offers, at every decision of
 * seeded games, and again with one more location destroyed through
 * `setDestroyed` (the set must follow it, then follow it back).
 */
import { describe, expect, it } from 'vitest';
import { boardUnits, destroyedLocations, locationBit, setDestroyed } from '../../interpreter/columbia/board.ts';
import { keepMoveOffers, moveOptions, unitMoveOptions } from '../../interpreter/columbia/movement.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { columbiaEngine, playInPlace } from './games.ts';

/** Every unit's offers and each player's, as option ids. */
function offers(g: ColumbiaG, rules: Ruleset): string[][] {
  const out = boardUnits(g).map((u) => unitMoveOptions(g, rules, u).map((o) => o.id));
  for (const p in g.players) out.push(moveOptions(g, rules, p, g.turn?.moved ?? [], 1).map((o) => o.id));
  return out;
}

/** The offers kept and worked out afresh. */
function bothWays(g: ColumbiaG, rules: Ruleset): { fast: string[][]; checked: string[][] } {
  const fast = offers(g, rules);
  keepMoveOffers(false);
  try {
    return { fast, checked: offers(g, rules) };
  } finally {
    keepMoveOffers(true);
  }
}

/** The destroyed locations of `g` as `destroyedLocations` should say them. */
function destroyedPlainly(g: ColumbiaG): number {
  let bits = 0;
  for (const loc in g.locations) if (g.locations[loc]!.destroyed) bits |= locationBit(loc);
  return bits;
}

describe('kept move offers', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const locations = rules.board.locations.map((l) => l.id);

  for (const players of [2, 4] as const) {
    it(`are the options checked destination by destination (${players} players)`, () => {
      let intact = 0;
      let damaged = 0;
      let offered = 0;
      for (let seed = 1; seed <= 3; seed++) {
        playInPlace(engine, { players, seed: `id-moves-${seed}`, upTo: 200 }, (state) => {
          const g = state.g;
          const now = bothWays(g, rules);
          expect(now.fast, `decision ${state.n}`).toEqual(now.checked);
          expect(destroyedLocations(g), `decision ${state.n}`).toBe(destroyedPlainly(g));
          if (destroyedLocations(g) !== 0) damaged++;
          else intact++;
          offered += now.fast.flat().length;
          // One location destroyed by hand (then put back): the count follows, and its steps and rides are no longer offered.
          const loc = locations[state.n % locations.length]!;
          const was = g.locations[loc]!.destroyed;
          setDestroyed(g, loc, true);
          try {
            expect(destroyedLocations(g), `decision ${state.n}, ${loc} destroyed`).toBe(destroyedPlainly(g));
            const broken = bothWays(g, rules);
            expect(broken.fast, `decision ${state.n}, ${loc} destroyed`).toEqual(broken.checked);
            expect(broken.fast.flat().some((id) => id.endsWith(`:${loc}`)), `no step into ${loc}`).toBe(false);
          } finally {
            setDestroyed(g, loc, was);
          }
          expect(destroyedLocations(g), `decision ${state.n}, ${loc} back`).toBe(destroyedPlainly(g));
        });
      }
      expect(offered).toBeGreaterThan(1000);
      expect(intact, 'decisions on an intact board').toBeGreaterThan(50);
      expect(damaged, 'decisions with a location destroyed in play').toBeGreaterThan(50);
    });
  }
});
