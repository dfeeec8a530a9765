/**
 * The board index's numbered and patched parts (interpreter/columbia/board.ts)
 * answer what a fresh look at the pieces answers:
 *
 * - the census is patched in place at every move, so the one handed out
 *   (`boardCensus`) is a copy made at the first ask after a change: a census
 *   taken before a move still shows the board as it was, one taken after shows
 *   the move, and `currentCensus` always shows the board now;
 * - territory holders are kept by the territory's number and forgotten for the
 *   territory of each location a move touches;
 * - `locationsControlledBy` walks the index's controllers;
 * - `unitsToControl` (a player's own list when he has no teammate) lists every
 *   unit he may move;
 * - a move is carried out from its option's data (movement.ts `performMove`),
 *   so that data must say what the option's id says.
 */
import { describe, expect, it } from 'vitest';
import {
  boardCensus,
  boardUnits,
  controllerOf,
  controlsUnit,
  currentCensus,
  locationsControlledBy,
  placeUnit,
  setToken,
  territoryHolder,
  territoryHolders,
  unitsToControl,
  type Census,
} from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, seatsOf } from './games.ts';

/** A census as unit and structure ids per location (locations with pieces only). */
function listed(c: Readonly<Census>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [loc, here] of Object.entries(c)) if (here !== undefined) out[loc] = [...here.units.map((u) => u.id), ...here.structures.map((s) => s.id)];
  return out;
}

/** The same from the pieces themselves. */
function fresh(g: ColumbiaG): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const u of Object.values(g.units)) if (u.location !== null) (out[u.location] ??= []).push(u.id);
  for (const s of Object.values(g.structures)) if (s.location !== null) (out[s.location] ??= []).push(s.id);
  return out;
}

describe('the board index, numbered and patched in place', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;

  it('hands out a census that stays as it was when taken, and a new one after each move', () => {
    const { state } = engine.start({ seed: 'bd-census', players: seatsOf(engine, 2) }, { log: false });
    const g = state.g;
    const u = boardUnits(g)[0]!;
    const from = u.location!;
    const to = Object.keys(g.locations).find((l) => l !== from && !g.locations[l]!.destroyed)!;
    const before = boardCensus(g);
    const seen = listed(before);
    const controllerBefore = controllerOf(g, from, before);
    expect(boardCensus(g), 'asked again with no change: the same census').toBe(before);

    placeUnit(g, u, to);
    expect(listed(before), 'the census taken before the move').toEqual(seen);
    expect(controllerOf(g, from, before), 'answered from the old census').toBe(controllerBefore);
    const after = boardCensus(g);
    expect(after).not.toBe(before);
    expect(listed(after), 'a census taken after the move').toEqual(fresh(g));
    expect(listed(currentCensus(g)), 'the index census').toEqual(fresh(g));
    expect(after[to]!.units.map((x) => x.id)).toContain(u.id);
    const seenAfter = listed(after);

    placeUnit(g, u, null);
    expect(listed(boardCensus(g)), 'after the unit leaves the board').toEqual(fresh(g));
    expect(listed(after), 'the census taken after the first move').toEqual(seenAfter);
  });

  it('forgets a territory holder when a move changes it', () => {
    const { state } = engine.start({ seed: 'bd-holders', players: seatsOf(engine, 2) }, { log: false });
    const g = state.g;
    const holdersNow = () => rules.board.territories.map((t) => territoryHolder(g, rules, t.id, boardCensus(structuredClone(g))));
    expect(territoryHolders(g, rules)).toEqual(holdersNow());
    // One player's units spread over each territory in turn, its tokens taken away first: holders change and change back.
    const player = state.players[0]!;
    const mine = boardUnits(g).filter((x) => x.owner === player);
    const homes = mine.map((x) => x.location);
    let changed = 0;
    for (const t of rules.board.territories) {
      const before = territoryHolders(g, rules).slice();
      const tokens = t.locationIds.map((l) => g.locations[l]!.token);
      for (const l of t.locationIds) setToken(g, l, null);
      expect(territoryHolders(g, rules), `tokens taken from ${t.id}`).toEqual(holdersNow());
      mine.forEach((x, i) => placeUnit(g, x, t.locationIds[i % t.locationIds.length]!));
      const now = territoryHolders(g, rules);
      expect(now, `after a march on ${t.id}`).toEqual(holdersNow());
      expect(rules.board.territories.map((x) => territoryHolder(g, rules, x.id))).toEqual(holdersNow());
      if (now.some((h, i) => h !== before[i])) changed++;
      mine.forEach((x, i) => placeUnit(g, x, homes[i]!));
      t.locationIds.forEach((l, i) => setToken(g, l, tokens[i]!));
      expect(territoryHolders(g, rules), `back home from ${t.id}`).toEqual(holdersNow());
    }
    expect(changed, 'some march changed a holder').toBeGreaterThan(0);
  });

  for (const players of [2, 4] as const) {
    it(`answers control and movable units as a fresh look does, at every decision (${players} players)`, () => {
      for (let seed = 1; seed <= 3; seed++) {
        playInPlace(engine, { players, seed: `bd-index-${seed}` }, (state) => {
          const g = state.g;
          const copy = boardCensus(structuredClone(g));
          for (const p of state.players) {
            const controlled = Object.keys(g.locations).filter((l) => controllerOf(g, l, copy) === p);
            expect(locationsControlledBy(g, p), `locations of ${p} at decision ${state.n}`).toEqual(controlled);
            const usable = Object.values(g.units).filter((u) => u.location !== null && controlsUnit(g, p, u));
            expect(unitsToControl(g, p).filter((u) => controlsUnit(g, p, u)), `units of ${p} at decision ${state.n}`).toEqual(usable);
          }
          expect(listed(currentCensus(g))).toEqual(fresh(g));
          expect(listed(boardCensus(g))).toEqual(fresh(g));
        });
      }
    });
  }

  it("offers move options whose data says what their id says (a move is made from the data)", () => {
    let moves = 0;
    let rides = 0;
    for (const players of [2, 4] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        playInPlace(engine, { players, seed: `bd-moves-${seed}` }, (state) => {
          if (state.decision?.kind !== 'move') return;
          for (const o of state.decision.options) {
            const parts = o.id.split(':');
            const d = o.data as Record<string, unknown>;
            if (parts[0] === 'move') {
              moves++;
              expect(d, o.id).toMatchObject({ unit: parts[1], to: parts[2] });
              expect(d.skyLine, o.id).toBeUndefined();
            } else if (parts[0] === 'ride') {
              rides++;
              const route = rules.board.skyLines.find((l) => l.id === parts[2])!;
              expect(d, o.id).toMatchObject({ unit: parts[1], skyLine: parts[2], space: Number(parts[3]) });
              if (parts[4] === 'up' || parts[4] === 'down') {
                expect(d.direction, o.id).toBe(parts[4] === 'up' ? 1 : -1);
                expect(d.toSpace, o.id).toBeUndefined();
              } else {
                expect(d, o.id).toMatchObject({ toSpace: Number(parts[4]), to: route.spaceLocationIds[Number(parts[4])] });
              }
            }
          }
        });
      }
    }
    expect(moves).toBeGreaterThan(0);
    expect(rides).toBeGreaterThan(0);
  });
});
