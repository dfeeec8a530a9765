/**
 * Columbia's copy of its game data (`GameDef.copy`, interpreter/columbia/copy.ts): what `engine.apply` and a
 * playout's start copy a state's data with. It must be `clone`'s copy key for key, and share no object with the
 * original (the copy goes on in place).
 */
import { describe, expect, it } from 'vitest';
import { clone, randomBot } from '../../../interpreter/core/index.ts';
import { copyColumbia } from '../../../interpreter/columbia/copy.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { engine, newGame, seatIds } from '../harness.ts';

/** The first object of `copy` that is also `original`'s at the same place, as a path; null when none is. */
function sharedObject(copy: unknown, original: unknown, path = 'g'): string | null {
  if (typeof copy !== 'object' || copy === null) return null;
  if (copy === original) return path;
  for (const k of Object.keys(copy)) {
    const found = sharedObject((copy as Record<string, unknown>)[k], (original as Record<string, unknown>)[k], `${path}.${k}`);
    if (found !== null) return found;
  }
  return null;
}

function expectCloneCopy(g: ColumbiaG): void {
  const copy = copyColumbia(g);
  expect(JSON.stringify(copy)).toBe(JSON.stringify(clone(g)));
  expect(sharedObject(copy, g)).toBeNull();
}

describe("Columbia's copy of its game data", () => {
  it('is clone\'s copy key for key and shares no object, at every tenth decision of seeded 2- and 4-player games', () => {
    for (const players of [2, 4] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        const e = engine();
        const { state } = e.start({ seed, players: seatIds(players) }, { log: false });
        let checked = 0;
        e.playout(state, randomBot(seed), {
          each: (s, n) => {
            if (n % 10 === 0) {
              expectCloneCopy(s.g);
              checked++;
            }
            return true;
          },
        });
        expect(checked).toBeGreaterThan(5);
      }
    }
  });

  it('copies a value nested in a record (a token, a sheet, anything a record holds) as clone does, not shared', () => {
    const g = newGame(2);
    const unit = Object.keys(g.units)[0]!;
    (g.units[unit] as unknown as Record<string, unknown>).extra = { seen: [1, 2] };
    // A unit whose keys come in another order than setup's (read from elsewhere) keeps its order.
    const other = Object.keys(g.units)[1]!;
    const { location: at, ...rest } = g.units[other]!;
    g.units[other] = { location: at, ...rest };
    const structure = Object.keys(g.structures)[0]!;
    (g.structures[structure] as unknown as Record<string, unknown>).extra = [{ n: 1 }];
    const location = Object.keys(g.locations)[0]!;
    g.locations[location]!.token = { id: 't', faceUp: false };
    expectCloneCopy(g);
  });

  it('copies a game, location, player, faction or sheet with a field setup does not write, or in another order, as clone does', () => {
    const g = newGame(2);
    (g as unknown as Record<string, unknown>).extra = { n: [1] };
    const [first, second] = Object.keys(g.locations);
    (g.locations[first!] as unknown as Record<string, unknown>).extra = 1;
    const { id, ...rest } = g.locations[second!]!;
    g.locations[second!] = { ...rest, id };
    const player = Object.keys(g.players)[0]!;
    (g.players[player] as unknown as Record<string, unknown>).extra = ['x'];
    const faction = Object.keys(g.factions)[0]!;
    const { upgradeCount, ...f } = g.factions[faction]!;
    g.factions[faction] = { upgradeCount, ...f };
    const sheets = g.factions[Object.keys(g.factions)[1]!]!.upgrades;
    (sheets[Object.keys(sheets)[0]!] as unknown as Record<string, unknown>).extra = { deep: true };
    expectCloneCopy(g);
    expectCloneCopy(copyColumbia(g));
  });

  it("is what the engine copies a state's data with: a state applied to is left as it was", () => {
    const e = engine();
    const { state } = e.start({ seed: 7, players: seatIds(2) }, { log: false });
    const before = JSON.stringify(state);
    const d = state.decision!;
    const r = e.apply(state, { player: d.player, ids: [d.options[0]!.id] });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
  });
});
