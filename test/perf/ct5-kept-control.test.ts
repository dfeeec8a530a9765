/**
 * Who controls each location and who holds each territory are kept in the
 * board index (interpreter/columbia/board.ts) and patched at every change of
 * a location (a move's two locations: from the controller kept before where
 * that says it, else worked out afresh; a location destroyed or its token
 * changed; a teammates' tie when the active or first player changes), not
 * searched for at the next read. Whatever changed, the kept answers must be
 * those worked out afresh from the pieces (`controllerOf` / `territoryHolder`
 * given another census work them out and keep nothing).
 *
 * The victory tokens' update (victory.ts) reads the tokens laid by walking
 * the record, and takes a token away by making the record anew without it:
 * the tokens must end as the old way (a read per territory, `delete`) left
 * them, key order and all (the game state is compared as JSON).
 *
 * The index's own check (`checkBoardIndex`, on in the node project) is off
 * in the comparisons here, so that they, not the check, see a wrong answer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Program } from '../../interpreter/dsl/ast.ts';
import type { GameState, LogEntry } from '../../interpreter/core/index.ts';
import { DEFAULT_LIMITS, TaskContext, type Runtime } from '../../interpreter/core/runner.ts';
import {
  anyEliminated,
  boardCensus,
  checkBoardIndex,
  controllerOf,
  isEliminated,
  locationsControlledBy,
  placeStructure,
  placeUnit,
  rulesIndex,
  setDestroyed,
  setToken,
  territoryHolder,
  territoryHolders,
} from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, seatsOf } from './games.ts';

describe('controllers and territory holders kept as the board changes', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const locations = rulesIndex(rules).locationIds;

  beforeEach(() => checkBoardIndex(false));
  afterEach(() => checkBoardIndex(true));

  /** The kept answers against fresh ones (from a copy of the census: worked out, not kept). */
  function agree(g: ColumbiaG, what: string): void {
    const copy = { ...boardCensus(g) };
    for (const loc of locations) expect(controllerOf(g, loc), `controller of ${loc}, ${what}`).toBe(controllerOf(g, loc, copy));
    const fresh = rules.board.territories.map((t) => territoryHolder(g, rules, t.id, copy));
    expect(territoryHolders(g, rules), `holders, ${what}`).toEqual(fresh);
    expect(rules.board.territories.map((t) => territoryHolder(g, rules, t.id)), `holder by id, ${what}`).toEqual(fresh);
    for (const p of g.turnOrder) {
      expect(locationsControlledBy(g, p), `locations of ${p}, ${what}`).toEqual(locations.filter((l) => controllerOf(g, l, copy) === p).sort((a, b) => Object.keys(g.locations).indexOf(a) - Object.keys(g.locations).indexOf(b)));
    }
    expect(anyEliminated(g), `anyone eliminated, ${what}`).toBe(g.turnOrder.some((p) => isEliminated(g, p)));
  }

  for (const players of [2, 4] as const) {
    it(`answers as a fresh look at every decision of games played in place (${players} players)`, () => {
      let held = 0;
      for (let seed = 1; seed <= 3; seed++) {
        playInPlace(engine, { players, seed: `ct5-${seed}` }, (state) => {
          agree(state.g, `decision ${state.n} of seed ${seed}`);
          if (territoryHolders(state.g, rules).some((h) => h !== null)) held++;
        });
      }
      expect(held, 'some territory held in play').toBeGreaterThan(50);
    });

    it(`follows pieces moved by hand everywhere, into and out of the pool, tokens and destroyed locations (${players} players)`, () => {
      const state = playInPlace(engine, { players, seed: `ct5-hand-${players}`, upTo: 120 });
      const g = state.g;
      agree(g, 'settled');
      // Each of a few units of every player through every location (contesting, joining, emptying) and home.
      for (const p of g.turnOrder) {
        for (const u of Object.values(g.units).filter((x) => x.owner === p && x.location !== null).slice(0, 3)) {
          const home = u.location;
          for (const to of locations) {
            placeUnit(g, u, to);
            agree(g, `${u.id} to ${to}`);
          }
          placeUnit(g, u, null);
          agree(g, `${u.id} to the pool`);
          placeUnit(g, u, home);
          agree(g, `${u.id} home`);
        }
      }
      // Tokens laid and taken, locations destroyed and rebuilt, with a unit walking in between.
      const walker = Object.values(g.units).find((x) => x.location !== null)!;
      const home = walker.location;
      for (const loc of locations) {
        const token = g.locations[loc]!.token;
        setToken(g, loc, token === null ? { id: 'ct5-token', faceUp: false } : null);
        agree(g, `token flipped at ${loc}`);
        placeUnit(g, walker, loc);
        agree(g, `${walker.id} onto the token flipped at ${loc}`);
        setDestroyed(g, loc, !g.locations[loc]!.destroyed);
        agree(g, `${loc} destroyed flipped`);
        placeUnit(g, walker, home);
        agree(g, `${walker.id} home from ${loc}`);
        setDestroyed(g, loc, !g.locations[loc]!.destroyed);
        setToken(g, loc, token);
        agree(g, `${loc} as it was`);
      }
      // Teammates tied (4 players): the active and first player break it.
      for (const active of [...g.turnOrder, null]) {
        g.activePlayer = active;
        agree(g, `${active} active`);
        for (const first of g.turnOrder) {
          g.firstPlayer = first;
          agree(g, `${active} active, ${first} first`);
        }
      }
      // A player's pieces all taken off: he is eliminated, and his locations nobody's or the enemy's.
      const out = g.turnOrder[g.turnOrder.length - 1]!;
      for (const u of Object.values(g.units)) if (u.owner === out && u.location !== null) placeUnit(g, u, null);
      for (const s of Object.values(g.structures)) if (s.owner === out && s.location !== null) placeStructure(g, s, null);
      agree(g, `${out} wiped out`);
      expect(anyEliminated(g)).toBe(true);
    });
  }

  it('4 players: a teammates\' tie is broken anew when the active or first player changes', () => {
    const state = playInPlace(engine, { players: 4, seed: 'ct5-tie', upTo: 60 });
    const g = state.g;
    const [a, b] = g.turnOrder.filter((p) => g.players[p]!.factionId === g.players[g.turnOrder[0]!]!.factionId) as [string, string];
    // One unit of each teammate alone on one undestroyed location, cleared of pieces and token first: a tie.
    const loc = locations.find((l) => !g.locations[l]!.destroyed)!;
    for (const u of Object.values(g.units)) if (u.location === loc) placeUnit(g, u, null);
    for (const s of Object.values(g.structures)) if (s.location === loc) placeStructure(g, s, null);
    setToken(g, loc, null);
    const ua = Object.values(g.units).find((u) => u.owner === a && !u.shared)!;
    const ub = Object.values(g.units).find((u) => u.owner === b && !u.shared)!;
    placeUnit(g, ua, loc);
    placeUnit(g, ub, loc);
    const seen = new Set<string | null>();
    for (const active of [a, b, null]) {
      g.activePlayer = active;
      for (const first of g.turnOrder) {
        g.firstPlayer = first;
        agree(g, `${active} active, ${first} first`);
        seen.add(controllerOf(g, loc));
      }
    }
    expect([...seen].sort()).toEqual([a, b].sort());
  });
});

describe('victory tokens as the update leaves them', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const sources = engine.game.effectSource!(rules) as Record<string, { program: Program; text: string | null }>;
  const rt: Runtime = { game: engine.game, rules, limits: DEFAULT_LIMITS, handlers: {}, sources };
  const handler = engine.game.tasks['victory/update']!;
  const ctx = new TaskContext(rt, engine.start({ seed: 'ct5-tokens', players: seatsOf(engine, 2) }, { log: false }).state as GameState, null);

  /** The tokens as the update used to leave them: each territory's read from the record, a token taken with `delete`. */
  function followedTheOldWay(tokens: Record<string, string>, holders: readonly (string | null)[]): Record<string, string> {
    const out = { ...tokens };
    rules.board.territories.forEach((t, i) => {
      const now = holders[i] ?? null;
      const before = out[t.id] ?? null;
      if (now === before) return;
      if (before !== null) delete out[t.id];
      if (now !== null) out[t.id] = now;
    });
    return out;
  }

  it('leaves the tokens, key order and all, as reading each territory and deleting did: tokens turned, odd keys, null tokens', () => {
    let acted = 0;
    let taken = 0;
    for (const players of [2, 4] as const) {
      playInPlace(engine, { players, seed: `ct5-tokens-${players}` }, (state) => {
        const g = state.g;
        const ts = rules.board.territories;
        const t = ts[state.n % ts.length]!.id;
        // Tokens disturbed by hand in one of several ways, in turn (and put back afterwards: one way at a time).
        const asPlayed = { ...g.territoryHolders };
        const way = state.n % 5;
        if (way === 1) g.territoryHolders[t] === undefined ? (g.territoryHolders[t] = g.players[g.turnOrder[0]!]!.factionId) : delete g.territoryHolders[t];
        if (way === 2) g.territoryHolders = { 'no-such-territory': g.players[g.turnOrder[0]!]!.factionId, ...g.territoryHolders };
        if (way === 3) (g.territoryHolders as Record<string, string | null>)[t] = null;
        // The token of a territory held taken away, and a null one laid on a territory nobody holds (as many entries as
        // territories held, the others as they should be): the update lays the token again, and leaves the null.
        const held = ts.find((x, i) => territoryHolders(g, rules)[i] !== null && g.territoryHolders[x.id] !== undefined);
        const free = ts.find((x, i) => territoryHolders(g, rules)[i] === null && g.territoryHolders[x.id] === undefined);
        if (way === 4 && held !== undefined) {
          delete g.territoryHolders[held.id];
          if (free !== undefined) (g.territoryHolders as Record<string, string | null>)[free.id] = null;
          taken++;
        }
        const expected = followedTheOldWay(g.territoryHolders, territoryHolders(g, rules));
        const log: LogEntry[] = [];
        ctx.reset(state as GameState, log);
        handler(ctx as never, { t: 'victory/update' });
        if (log.length > 0) acted++;
        expect(JSON.stringify(g.territoryHolders), `decision ${state.n}, way ${way}`).toBe(JSON.stringify(expected));
        g.territoryHolders = asPlayed;
      });
    }
    expect(acted).toBeGreaterThan(30);
    expect(taken).toBeGreaterThan(5);
  });
});
