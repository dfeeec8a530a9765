/**
 * Control counts kept per game (interpreter/columbia/effects/compile.ts's
 * `LocationFacts` and its `ShapeCount`s: "I control 3 locations with a
 * stronghold", "my faction controls 10 locations") read again only the
 * locations the board index lists as changed (`locationsChanged` in board.ts). Two things can go stale:
 *
 * * the list of changes: every location whose pieces, controller, `destroyed`
 *   or token changed between two looks must be listed (or "read them all"),
 *   whatever changed it: a move, a location destroyed or its token laid, the
 *   active or first player breaking a 4-player tie anew, a board arranged by
 *   hand and told with `boardChanged`;
 * * the counts built on it: a compiled condition kept all game long on one
 *   game state (played in place) must answer as the interpreter does at every
 *   decision, for a range of quantities (which pins the count itself, not only
 *   the pack's thresholds).
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
  boardChanged,
  boardVersion,
  controllerOf,
  locationsChanged,
  newLocationWatch,
  placeStructure,
  placeUnit,
  rulesIndex,
  setDestroyed,
  setToken,
  type LocationWatch,
} from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace } from './games.ts';

type H = EffectHandlers<ColumbiaG, Ruleset>;

/** What a location is, read afresh from the pieces: what a control count's part of it may depend on. */
function looks(g: ColumbiaG, loc: string): string {
  const units = Object.values(g.units).filter((u) => u.location === loc).map((u) => `${u.id}/${u.owner}`);
  const structures = Object.values(g.structures).filter((s) => s.location === loc).map((s) => `${s.id}/${s.owner}`);
  const l = g.locations[loc]!;
  return JSON.stringify([units, structures, l.destroyed, l.token !== null, controllerOf(g, loc)]);
}

function snapshot(g: ColumbiaG, locations: readonly string[]): Map<string, string> {
  return new Map(locations.map((loc) => [loc, looks(g, loc)]));
}

describe('control counts kept per game', async () => {
  const engine = await columbiaEngine();
  const h = engine.game.effects as H;
  const locations = rulesIndex(engine.rules).locationIds;

  /**
   * Follows one game with a watch: at each look, every location that looks
   * different from the last look must be among those listed (null: all).
   * Returns how many changed locations it saw listed.
   */
  function follower(g: ColumbiaG): { look(what: string): void; listed: number } {
    const watch: LocationWatch = newLocationWatch();
    let before = snapshot(g, locations);
    locationsChanged(g, watch);
    const out = {
      listed: 0,
      look(what: string): void {
        const changed = locationsChanged(g, watch);
        const now = snapshot(g, locations);
        // What the snapshot's own reads listed (a tie forgotten at its first read since the active player changed) was due at the look above.
        locationsChanged(g, watch);
        for (const loc of locations) {
          if (now.get(loc) === before.get(loc)) continue;
          if (changed !== null) expect(changed, `${loc} changed (${what}) but is not listed`).toContain(loc);
          out.listed++;
        }
        before = now;
      },
    };
    return out;
  }

  for (const players of [2, 4] as const) {
    it(`lists every location that changed between two decisions (${players} players, played in place)`, () => {
      let seen = 0;
      for (let seed = 1; seed <= 3; seed++) {
        // A look after every answer: the follower starts at the first decision, looks at each next one and at the end.
        let f: ReturnType<typeof follower> | undefined;
        const end = playInPlace(engine, { players, seed: `changes-${seed}` }, (state) => {
          if (f === undefined) f = follower(state.g as ColumbiaG);
          else f.look(`decision ${state.n} of seed ${seed}`);
        });
        f!.look(`decision ${end.n} of seed ${seed}`);
        seen += f!.listed;
      }
      expect(seen).toBeGreaterThan(100);
    });
  }

  it('lists the locations a move, a destroyed location, a token, a tie broken anew, or a board arranged by hand changed', () => {
    const state = playInPlace(engine, { players: 4, seed: 'changes-by-hand', upTo: 300 });
    const g = state.g as ColumbiaG;
    const f = follower(g);
    for (const u of Object.values(g.units)) {
      if (u.location === null) continue;
      const home = u.location;
      for (const to of locations) {
        placeUnit(g, u, to);
        f.look(`${u.id} to ${to}`);
      }
      placeUnit(g, u, home);
      f.look(`${u.id} home`);
    }
    const s = Object.values(g.structures).find((x) => x.location !== null)!;
    const site = s.location;
    placeStructure(g, s, null);
    f.look(`${s.id} off the board`);
    placeStructure(g, s, site);
    f.look(`${s.id} back`);
    for (const loc of locations) {
      setDestroyed(g, loc, !g.locations[loc]!.destroyed);
      f.look(`${loc} destroyed flipped`);
      setDestroyed(g, loc, !g.locations[loc]!.destroyed);
      f.look(`${loc} destroyed flipped back`);
      const token = g.locations[loc]!.token;
      setToken(g, loc, token === null ? { id: 'test-token', faceUp: false } : null);
      f.look(`${loc} token changed`);
      setToken(g, loc, token);
      f.look(`${loc} token back`);
    }
    // Teammates tied on one location: who controls it follows the active and first player.
    const [a, b] = g.turnOrder.filter((p) => g.players[p]!.factionId === g.players[g.turnOrder[0]!]!.factionId);
    const free = locations.find((loc) => !g.locations[loc]!.destroyed && g.locations[loc]!.token === null)!;
    for (const u of Object.values(g.units)) if (u.location === free) placeUnit(g, u, null);
    for (const s2 of Object.values(g.structures)) if (s2.location === free) placeStructure(g, s2, null);
    const ua = Object.values(g.units).find((u) => u.owner === a && !u.shared && u.location === null)!;
    const ub = Object.values(g.units).find((u) => u.owner === b && !u.shared && u.location === null)!;
    placeUnit(g, ua, free);
    placeUnit(g, ub, free);
    f.look('teammates tied');
    const tieWinners = new Set<string | null>();
    let last = { version: boardVersion(g), winner: controllerOf(g, free) };
    for (const active of [a!, b!, null]) {
      for (const first of g.turnOrder) {
        g.activePlayer = active;
        g.firstPlayer = first;
        // Answers kept by board version (the claim offers') must see the tie decided anew.
        const now = { version: boardVersion(g), winner: controllerOf(g, free) };
        if (now.winner !== last.winner) expect(now.version, `the board version after the tie went to ${now.winner}`).not.toBe(last.version);
        last = now;
        f.look(`active ${active}, first ${first}`);
        tieWinners.add(now.winner);
      }
    }
    // The tie was really broken both ways (else the changes above prove little).
    expect([...tieWinners].sort()).toEqual([a, b].sort());
    // Arranged by hand, then told.
    const u = Object.values(g.units).find((x) => x.location !== null && x.location !== free)!;
    u.location = free;
    boardChanged(g);
    f.look('a unit moved by hand and boardChanged');
    expect(f.listed).toBeGreaterThan(50);
  });

  /** Control phrases over a range of quantities: together they pin each count, not only the pack's thresholds. */
  const phrases = [
    'I control {n} locations with a stronghold',
    'I control {n} locations with a unit',
    'I control {n} locations without a structure',
    'my faction controls {n} locations',
    'my faction controls {n} locations with a common',
    'my faction controls {n} locations with a turret',
  ];
  const texts = [...phrases.flatMap((p) => [1, 2, 3, 4, 6, 9].map((n) => p.replace('{n}', String(n)))), 'my faction controls all locations with a structure', 'I control each location with a unit'];
  const conditions = texts.map((text) => {
    const cond = (analyzeEffect(text, { registry: columbiaRegistry, context: 'victory-condition' }).ast as Program | undefined)?.condition as Condition | undefined;
    if (cond === undefined) throw new Error(`"${text}" does not parse`);
    return { text, cond };
  });

  for (const players of [2, 4] as const) {
    it(`kept counts answer as the interpreter at every decision of games played in place (${players} players)`, () => {
      const sources = engine.game.effectSource!(engine.rules) as Record<string, { program: Program; text: string | null }>;
      const rt: Runtime = { game: engine.game, rules: engine.rules, limits: DEFAULT_LIMITS, handlers: {}, sources };
      let held = 0;
      let checked = 0;
      for (let seed = 1; seed <= 2; seed++) {
        let ctx: TaskContext | undefined;
        // Compiled once for the whole game: each keeps its counts on this game state from decision to decision.
        const compiled = conditions.map(({ text, cond }) => {
          const fast = compileCondition(cond, h) as CompiledCondition<ColumbiaG, Ruleset> | null;
          if (fast === null) throw new Error(`"${text}" is not compiled`);
          return { text, cond, fast };
        });
        playInPlace(engine, { players, seed: `counts-${seed}` }, (state) => {
          ctx ??= new TaskContext(rt, state as GameState, null);
          ctx.state = state as GameState;
          const ev = pureEvaluator(ctx, 'victory:test');
          for (const { text, cond, fast } of compiled) {
            for (const me of state.players) {
              const want = ev.test(cond, { me });
              expect(fast(ev as Parameters<typeof fast>[0], { me }), `"${text}" for ${me} at decision ${state.n} of seed ${seed}`).toBe(want);
              checked++;
              if (want) held++;
            }
          }
        });
      }
      expect(held).toBeGreaterThan(100);
      expect(checked - held).toBeGreaterThan(100);
    });
  }
});
