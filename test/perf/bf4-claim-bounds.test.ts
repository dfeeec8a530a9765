/**
 * Location-control conditions ("I control 3 locations with a stronghold",
 * "my faction controls 10 locations") are first bounded by what the board
 * index counts per faction as pieces move (board.ts `factionPieceCount`): a
 * controlled location holds only the controller's faction's pieces, so a
 * faction controls no more locations with a stronghold than it has
 * strongholds on the board, and no more locations at all than it has pieces
 * on. Under the fewest the quantifier asks for, effects/compile.ts answers no
 * without reading any location. Two things must hold:
 *
 * * the counts are the pieces as they are, at every decision of played games
 *   (2 and 4 players: a shared Songbird counts for its owner's faction), and
 *   after pieces are moved, stacked and taken off by hand;
 * * the bound never says no where the count says yes: at the very threshold
 *   (exactly as many strongholds, or occupied locations, as asked for) the
 *   compiled condition answers as the interpreter does.
 */
import { columbiaRegistry } from '../../interpreter/columbia/index.ts';
import { describe, expect, it } from 'vitest';
import type { Condition, Program } from '../../interpreter/dsl/ast.ts';
import { analyzeEffect } from '../../interpreter/dsl/index.ts';
import { type CompiledCondition, type EffectHandlers, type GameState } from '../../interpreter/core/index.ts';
import { DEFAULT_LIMITS, TaskContext, type Runtime } from '../../interpreter/core/runner.ts';
import { pureEvaluator } from '../../interpreter/core/effects/runtime.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { compileCondition } from '../../interpreter/columbia/effects/compile.ts';
import {
  ALL_STRUCTURES,
  ALL_UNITS,
  factionPieceCount,
  OCCUPIED_LOCATIONS,
  pieceKindNumber,
  placeStructure,
  placeUnit,
  rulesIndex,
  setToken,
} from '../../interpreter/columbia/board.ts';
import type { ColumbiaG, FactionId } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace } from './games.ts';

type H = EffectHandlers<ColumbiaG, Ruleset>;

/** What the index's counts must say for `faction`, counted afresh from every piece. */
function freshCounts(g: ColumbiaG, faction: FactionId): Record<string, number> {
  const factionOfOwner = (owner: string): string => g.players[owner]!.factionId;
  const units = Object.values(g.units).filter((u) => u.location !== null && factionOfOwner(u.owner) === faction);
  const structures = Object.values(g.structures).filter((s) => s.location !== null && factionOfOwner(s.owner) === faction);
  const out: Record<string, number> = { units: units.length, structures: structures.length };
  for (const u of units) out[`unit ${u.kind}`] = (out[`unit ${u.kind}`] ?? 0) + 1;
  for (const s of structures) out[`structure ${s.kind}`] = (out[`structure ${s.kind}`] ?? 0) + 1;
  out.occupied = new Set([...units, ...structures].map((p) => p.location)).size;
  return out;
}

/** The same, read from the index (every kind any piece of the game has). */
function indexCounts(g: ColumbiaG, faction: FactionId): Record<string, number> {
  const out: Record<string, number> = { units: factionPieceCount(g, faction, ALL_UNITS), structures: factionPieceCount(g, faction, ALL_STRUCTURES) };
  for (const kind of new Set(Object.values(g.units).map((u) => u.kind))) {
    const n = factionPieceCount(g, faction, pieceKindNumber(true, kind));
    if (n !== 0) out[`unit ${kind}`] = n;
  }
  for (const kind of new Set(Object.values(g.structures).map((s) => s.kind))) {
    const n = factionPieceCount(g, faction, pieceKindNumber(false, kind));
    if (n !== 0) out[`structure ${kind}`] = n;
  }
  out.occupied = factionPieceCount(g, faction, OCCUPIED_LOCATIONS);
  return out;
}

function factionsOf(g: ColumbiaG): FactionId[] {
  return [...new Set(Object.values(g.players).map((p) => p.factionId))];
}

describe('pieces on the board counted per faction, and the claim bound they give', async () => {
  const engine = await columbiaEngine();
  const h = engine.game.effects as H;
  const locations = rulesIndex(engine.rules).locationIds;

  for (const players of [2, 4] as const) {
    it(`counts the pieces as they are at every decision of games played in place (${players} players)`, () => {
      let checked = 0;
      for (let seed = 1; seed <= 2; seed++) {
        playInPlace(engine, { players, seed: `bf4-counts-${seed}` }, (state) => {
          const g = state.g as ColumbiaG;
          for (const f of factionsOf(g)) expect(indexCounts(g, f), `${f} at decision ${state.n} of seed ${seed}`).toEqual(freshCounts(g, f));
          checked++;
        });
      }
      expect(checked).toBeGreaterThan(200);
    });
  }

  it('counts pieces moved, stacked, and taken off the board by hand', () => {
    const state = playInPlace(engine, { players: 4, seed: 'bf4-by-hand', upTo: 200 });
    const g = state.g as ColumbiaG;
    const agree = (what: string): void => {
      for (const f of factionsOf(g)) expect(indexCounts(g, f), `${f}: ${what}`).toEqual(freshCounts(g, f));
    };
    agree('as played');
    for (const u of Object.values(g.units).slice(0, 8)) {
      const home = u.location;
      for (const to of locations) {
        placeUnit(g, u, to);
        agree(`${u.id} to ${to}`);
      }
      placeUnit(g, u, null);
      agree(`${u.id} off the board`);
      placeUnit(g, u, home);
      agree(`${u.id} home`);
    }
    for (const s of Object.values(g.structures).slice(0, 6)) {
      const home = s.location;
      placeStructure(g, s, locations[0]!);
      agree(`${s.id} stacked on ${locations[0]}`);
      placeStructure(g, s, null);
      agree(`${s.id} off the board`);
      placeStructure(g, s, home);
      agree(`${s.id} home`);
    }
  });

  /** Conditions at and around the thresholds a position below is built to meet exactly. */
  const texts = [
    ...[1, 2, 3, 4].flatMap((n) => [
      `I control ${n} locations with a stronghold`,
      `my faction controls ${n} locations with a structure`,
      `I control ${n} locations with a common`,
      `my faction controls ${n} locations`,
      `I control ${n} locations without a turret`,
      `I control at least ${n} locations with a stronghold`,
      `my faction controls at most ${n} locations`,
    ]),
    // The quantifiers whose fewest is not their number: "more than N" asks for N + 1; "a", "no" (read as "at least one" by `enough`).
    ...[0, 1, 2, 3].flatMap((n) => [`I control more than ${n} locations with a stronghold`, `my faction controls more than ${n} locations`]),
    'I control a location with a stronghold',
    'I control no locations with a stronghold',
    'my faction controls all locations with a structure',
  ];
  const conditions = texts.map((text) => {
    const cond = (analyzeEffect(text, { registry: columbiaRegistry, context: 'victory-condition' }).ast as Program | undefined)?.condition as Condition | undefined;
    if (cond === undefined) throw new Error(`"${text}" does not parse`);
    const fast = compileCondition(cond, h) as CompiledCondition<ColumbiaG, Ruleset> | null;
    if (fast === null) throw new Error(`"${text}" is not compiled`);
    return { text, cond, fast };
  });

  it('answers as the interpreter when a faction has exactly as many pieces, or occupied locations, as a card asks for', () => {
    const state = playInPlace(engine, { players: 2, seed: 'bf4-threshold', upTo: 0 });
    const g = state.g as ColumbiaG;
    const sources = engine.game.effectSource!(engine.rules) as Record<string, { program: Program; text: string | null }>;
    const rt: Runtime = { game: engine.game, rules: engine.rules, limits: DEFAULT_LIMITS, handlers: {}, sources };
    const ctx = new TaskContext(rt, state as GameState, null);
    const [me, them] = g.turnOrder as [string, string];
    // An empty board, no territory tokens, but for one enemy unit far away (conditions only read: nobody's elimination matters here).
    for (const u of Object.values(g.units)) if (u.location !== null) placeUnit(g, u, null);
    for (const s of Object.values(g.structures)) if (s.location !== null) placeStructure(g, s, null);
    for (const l of locations) if (g.locations[l]!.token !== null) setToken(g, l, null);
    const free = locations.filter((l) => !g.locations[l]!.destroyed && g.locations[l]!.token === null);
    expect(free.length).toBeGreaterThan(6);
    placeUnit(g, Object.values(g.units).find((u) => u.owner === them)!, free[free.length - 1]!);
    const strongholds = Object.values(g.structures).filter((s) => s.owner === me && s.kind === 'stronghold');
    const commons = Object.values(g.units).filter((u) => u.owner === me && u.kind === 'common');
    let met = 0;
    let unmet = 0;
    const check = (what: string): void => {
      const ev = pureEvaluator(ctx, 'victory:test');
      for (const { text, cond, fast } of conditions) {
        const want = ev.test(cond, { me });
        expect(fast(ev as Parameters<typeof fast>[0], { me }), `"${text}" with ${what}`).toBe(want);
        if (want) met++;
        else unmet++;
      }
    };
    check('nothing of mine on the board');
    // Strongholds one by one, each alone on its own location: with k of them, "k locations with a stronghold" is met at the edge.
    for (let k = 0; k < strongholds.length; k++) {
      placeStructure(g, strongholds[k]!, free[k]!);
      check(`${k + 1} strongholds, each on its own location`);
    }
    // Commons on locations of their own, then stacked two to a location: occupied locations step up, then stay.
    for (let k = 0; k < 3; k++) {
      placeUnit(g, commons[k]!, free[strongholds.length + k]!);
      check(`${k + 1} commons beside the strongholds`);
    }
    for (let k = 3; k < 6; k++) {
      placeUnit(g, commons[k]!, free[strongholds.length + k - 3]!);
      check(`${k + 1} commons, stacked`);
    }
    // One common leaves a stacked location (still occupied), then its partner leaves it too (no longer).
    placeUnit(g, commons[3]!, null);
    check('a stacked common taken off');
    placeUnit(g, commons[0]!, null);
    check('the last common of a location taken off');
    // A location shared with the enemy is contested: occupied by both, controlled by neither.
    placeUnit(g, commons[1]!, free[free.length - 1]!);
    check('a common moved onto the enemy unit');
    expect(met).toBeGreaterThan(50);
    expect(unmet).toBeGreaterThan(50);
  });
});
