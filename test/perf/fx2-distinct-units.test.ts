/**
 * `distinctUnits` (effects/pick.ts: alike units offered once, the first of
 * each) compares units field by field instead of by a key string per unit:
 * checked against the key-string reading on the sets a move or destroy
 * offers (every unit on the board, mine, enemy commons), at every decision of
 * seeded random games of 2 and 4 players.
 */
import { describe, expect, it } from 'vitest';
import { distinctUnits } from '../../interpreter/columbia/effects/pick.ts';
import { kindOf } from '../../interpreter/columbia/effects/things.ts';
import type { UnitPiece } from '../../interpreter/columbia/state.ts';
import type { GameState, Thing } from '../../interpreter/core/index.ts';
import { columbiaEngine, phraseOf, playInPlace, readerAt } from './games.ts';

/** The reading before: one key string per unit (owner, figure, colour, location), the first of each kept. */
function byKey(units: Record<string, UnitPiece>, things: Thing[]): Thing[] {
  const seen = new Set<string>();
  const out: Thing[] = [];
  for (const t of things) {
    if (kindOf(t) !== 'unit') {
      out.push(t);
      continue;
    }
    const u = units[t.id];
    const key = u ? `${u.owner}|${u.pieceId}|${u.colourId}|${u.location}` : t.id;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

describe('distinct units', async () => {
  const engine = await columbiaEngine();
  const phrases = ['destroy all units', 'destroy all my units', 'destroy all enemy commons', 'destroy all pieces'].map((t) => phraseOf(t, 'what'));

  it.each([2, 4])('offers the same units as the key-string reading (%i players)', (players) => {
    let checked = 0;
    let merged = 0;
    for (let i = 1; i <= 2; i++) {
      playInPlace(engine, { players, seed: `fx2-distinct-${players}-${i}` }, (state) => {
        const ev = readerAt(engine, state as GameState);
        for (const me of state.players) {
          for (const np of phrases) {
            const all = ev.things(np, { me });
            // An unknown unit id too (a thing whose piece is gone), twice: kept once, as before.
            const ghost: Thing = { id: 'ghost', label: 'ghost', data: { kind: 'unit' } };
            const set = [...all, ghost, ghost];
            const got = distinctUnits(state.g.units, set);
            expect(got).toEqual(byKey(state.g.units, set));
            checked++;
            if (got.length < set.length - 1) merged++;
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(200);
    expect(merged).toBeGreaterThan(0);
  });
});
