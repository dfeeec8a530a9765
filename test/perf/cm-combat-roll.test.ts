/**
 * The combat roll without the log (interpreter/columbia/combat.ts `rollSide`)
 * rolls each die as it finds it instead of listing the pool first; what it
 * finds must be what the listed pool holds:
 *
 * - `eachPoolDie` (combat-rules.ts, behind both `dicePool` and the roll)
 *   gives a player's dice at a location in the order of board.ts
 *   `combatDice` (units, structures, turrets next door) with its largest
 *   bonus per die, at every decision of seeded games, for every faction and
 *   location, and Booker his printed dice;
 * - `extraDice` (effects/modifiers.ts) skips evaluating `my leaders roll ...`
 *   for a side without a leader of its faction at the location, or of the
 *   other faction: with the skip switched off it answers the same, for every
 *   player at every location, and the skip is really taken.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx, GameState } from '../../interpreter/core/index.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { combatDice, factionOf } from '../../interpreter/columbia/board.ts';
import { eachPoolDie } from '../../interpreter/columbia/combat-rules.ts';
import { extraDice, rollMoreReading, skipSidesWithoutUnits } from '../../interpreter/columbia/effects/modifiers.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

describe('the roll without lists', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const locations = rules.board.locations.map((l) => l.id);

  for (const players of [2, 4] as const) {
    it(`finds each board die of combatDice, in order, with dicePool's bonus (${players} players)`, () => {
      let withDice = 0;
      for (let seed = 1; seed <= 3; seed++) {
        playInPlace(engine, { players, seed: `cm-roll-${seed}`, upTo: 250 }, (state) => {
          const g = state.g;
          for (const faction in g.factions) {
            for (const loc of locations) {
              const got: string[] = [];
              const player = Object.keys(g.players).find((p) => factionOf(g, p) === faction)!;
              const bonus = eachPoolDie(g, rules, { kind: 'player', player }, loc, [], { add: (dieId) => got.push(dieId) });
              const listed = combatDice(g, rules, faction, loc);
              expect(got, `${faction} at ${loc}, decision ${state.n}`).toEqual(listed.map((d) => d.dieId));
              expect(bonus).toBe(Math.max(0, ...listed.map((d) => d.bonus)));
              if (got.length > 0) withDice++;
            }
          }
        });
      }
      expect(withDice).toBeGreaterThan(100);
    });
  }

  it('reads `my leaders roll ...` for every side as the full evaluation does', () => {
    const ctx = readerContext(engine);
    const c = ctx as unknown as Ctx<ColumbiaG, Ruleset>;
    let skipped = 0;
    try {
      for (let seed = 1; seed <= 8; seed++) {
        playInPlace(engine, { players: 2, seed: `cm-extra-${seed}`, upTo: 300 }, (state) => {
          ctx.state = state as GameState;
          const g = state.g;
          const mine = ctx.modifiers('modifier.roll-more').filter((m) => rollMoreReading(rules, m)?.units?.mine === true);
          for (const player in g.players) {
            for (const loc of locations) {
              skipSidesWithoutUnits(true);
              const fast = extraDice(c, { kind: 'player', player }, loc);
              skipSidesWithoutUnits(false);
              const full = extraDice(c, { kind: 'player', player }, loc);
              expect(fast, `${player} at ${loc}, decision ${state.n}`).toEqual(full);
              for (const m of mine) if (factionOf(g, m.env.me as string) !== factionOf(g, player)) skipped++;
            }
          }
        });
      }
    } finally {
      skipSidesWithoutUnits(true);
    }
    // `my leaders roll 1 more red die` came into play and the skip was taken.
    expect(skipped).toBeGreaterThan(100);
  });

  it('counts a leader of the modifier owner at the location, and none of the other side', () => {
    // Found in play: a state where the owner's leader stands at a location, so its side gets the extra die.
    let checked = 0;
    const ctx = readerContext(engine);
    const c = ctx as unknown as Ctx<ColumbiaG, Ruleset>;
    for (let seed = 1; seed <= 8 && checked === 0; seed++) {
      playInPlace(engine, { players: 2, seed: `cm-extra-${seed}`, upTo: 300 }, (state) => {
        if (checked > 0) return;
        ctx.state = state as GameState;
        const g = state.g;
        for (const m of ctx.modifiers('modifier.roll-more')) {
          if (rollMoreReading(rules, m)?.units?.mine !== true) continue;
          const me = m.env.me as string;
          const leader = Object.values(g.units).find((u) => u.owner === me && u.kind === 'leader' && u.location !== null);
          if (leader === undefined) continue;
          const other = Object.keys(g.players).find((p) => factionOf(g, p) !== factionOf(g, me))!;
          expect(extraDice(c, { kind: 'player', player: me }, leader.location!).length).toBeGreaterThan(0);
          expect(extraDice(c, { kind: 'player', player: other }, leader.location!)).toEqual([]);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});
