/**
 * The move step's options as movement.ts now makes them (each unit's kept list
 * handed out while none of the locations its moves need is destroyed, the
 * moved units and twins told apart by identity, the list made at its length)
 * against a plain reading of the rules done here from the Ruleset and the
 * board: which units may move (his own or his faction's shared ones, on the
 * board, not moved this turn, one per owner, figure and location: the first in
 * piece order), and for each its steps to undestroyed adjacent locations and
 * its Sky-Line rides (a rolling ride while a space ahead can be stopped on; a
 * no-roll ride to each undestroyed space within reach). At every move decision
 * of seeded games, then again with locations destroyed by hand: one his units
 * need, every space ahead of a ride but the last, one far away, and back.
 */
import { describe, expect, it } from 'vitest';
import { controlsUnit, setDestroyed } from '../../interpreter/columbia/board.ts';
import { moveOptions } from '../../interpreter/columbia/movement.ts';
import type { ColumbiaG, LocationId, PlayerId, UnitPiece } from '../../interpreter/columbia/state.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import type { Option } from '../../interpreter/core/index.ts';
import { columbiaEngine, playInPlace } from './games.ts';

/** The units `player` may move, by the rules: the first of each owner, figure and location in piece order. */
function movable(g: ColumbiaG, player: PlayerId, moved: readonly string[]): UnitPiece[] {
  const out: UnitPiece[] = [];
  for (const u of Object.values(g.units)) {
    if (u.location === null || moved.includes(u.id) || !controlsUnit(g, player, u)) continue;
    if (out.some((o) => o.location === u.location && o.pieceId === u.pieceId && o.owner === u.owner)) continue;
    out.push(u);
  }
  return out;
}

/** A unit's move ids offered now, by the rules. */
function unitMoves(g: ColumbiaG, rules: Ruleset, u: UnitPiece): string[] {
  const from = u.location!;
  const destroyed = (loc: LocationId): boolean => g.locations[loc]?.destroyed === true;
  const out: string[] = [];
  const here = rules.board.locations.find((l) => l.id === from);
  for (const to of here?.adjacentIds ?? []) if (!destroyed(to)) out.push(`move:${u.id}:${to}`);
  const rule = rules.pieces.figures.find((f) => f.id === u.pieceId)?.skyLine ?? { maxSpaces: Infinity, roll: true };
  for (const route of rules.board.skyLines) {
    route.spaceLocationIds.forEach((loc, index) => {
      if (loc !== from) return;
      for (const dir of [1, -1]) {
        const ahead: number[] = [];
        for (let i = index + dir; i >= 0 && i < route.spaceLocationIds.length && ahead.length < rule.maxSpaces; i += dir) ahead.push(i);
        const open = ahead.filter((i) => !destroyed(route.spaceLocationIds[i]!));
        if (rule.roll) {
          if (open.length > 0) out.push(`ride:${u.id}:${route.id}:${index}:${dir === 1 ? 'up' : 'down'}`);
        } else {
          for (const i of open) out.push(`ride:${u.id}:${route.id}:${index}:${i}`);
        }
      }
    });
  }
  return out;
}

/** Every move `player` may make now, by the rules (none once his moves are used up). */
function plainMoves(g: ColumbiaG, rules: Ruleset, player: PlayerId, moved: readonly string[], movesLeft: number): string[] {
  return movesLeft <= 0 ? [] : movable(g, player, moved).flatMap((u) => unitMoves(g, rules, u));
}

const EXTRA: Option = { id: 'extra', label: 'Extra' };
const LAST: Option = { id: 'done', label: 'Done' };

/** `moveOptions` with an extra option and a last one: the moves first, then those two, nothing missing. */
function offered(g: ColumbiaG, rules: Ruleset, player: PlayerId, moved: readonly string[], movesLeft: number): string[] {
  const list = moveOptions(g, rules, player, moved, movesLeft, [EXTRA], LAST);
  expect(list.slice(-2)).toEqual([EXTRA, LAST]);
  expect(list.every((o) => o !== undefined)).toBe(true);
  return list.slice(0, -2).map((o) => o.id);
}

/** The locations a unit's moves need: its adjacent ones and the spaces of its routes (where destroying one matters). */
function neededBy(rules: Ruleset, u: UnitPiece): LocationId[] {
  const here = rules.board.locations.find((l) => l.id === u.location);
  const spaces = rules.board.skyLines.filter((r) => r.spaceLocationIds.includes(u.location!)).flatMap((r) => r.spaceLocationIds);
  return [...(here?.adjacentIds ?? []), ...spaces].filter((l) => l !== u.location);
}

describe('move offers (mv3)', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const locations = rules.board.locations.map((l) => l.id);

  for (const players of [2, 4] as const) {
    it(`are the moves the rules allow, in order, at every move decision and with locations destroyed by hand (${players} players)`, () => {
      let decisions = 0;
      let twins = 0;
      let afterAMove = 0;
      let narrowed = 0;
      for (let seed = 1; seed <= 3; seed++) {
        playInPlace(engine, { players, seed: `mv3-moves-${seed}`, upTo: 600 }, (state) => {
          if (state.decision.kind !== 'move') return;
          const g = state.g;
          const player = state.decision.player;
          const moved = g.turn!.moved;
          const left = g.turn!.movesLeft;
          const at = `seed ${seed}, decision ${state.n}`;
          decisions++;
          if (moved.length > 0) afterAMove++;
          const units = Object.values(g.units).filter((u) => u.location !== null && !moved.includes(u.id) && controlsUnit(g, player, u));
          if (units.some((u) => units.some((o) => o !== u && o.location === u.location && o.pieceId === u.pieceId && o.owner === u.owner))) twins++;
          const plain = plainMoves(g, rules, player, moved, left);
          // The decision itself offers exactly these moves, first.
          expect(state.decision.options.slice(0, plain.length).map((o) => o.id), at).toEqual(plain);
          expect(offered(g, rules, player, moved, left), at).toEqual(plain);
          // One location a unit's moves need, every space but the last of one of its routes, one far away: destroyed, then put back.
          const unit = movable(g, player, moved)[state.n % Math.max(1, movable(g, player, moved).length)];
          const sets: LocationId[][] = [[locations[state.n % locations.length]!]];
          if (unit !== undefined) {
            const needs = neededBy(rules, unit);
            if (needs.length > 0) sets.push([needs[state.n % needs.length]!]);
            const route = rules.board.skyLines.find((r) => r.spaceLocationIds.includes(unit.location!));
            if (route !== undefined) sets.push(route.spaceLocationIds.slice(0, -1).filter((l) => l !== unit.location));
          }
          for (const set of sets) {
            const was = set.map((l) => g.locations[l]!.destroyed);
            set.forEach((l) => setDestroyed(g, l, true));
            try {
              const broken = plainMoves(g, rules, player, moved, left);
              if (broken.length !== plain.length) narrowed++;
              expect(offered(g, rules, player, moved, left), `${at}, ${set.join(' ')} destroyed`).toEqual(broken);
            } finally {
              set.forEach((l, i) => setDestroyed(g, l, was[i]!));
            }
            expect(offered(g, rules, player, moved, left), `${at}, ${set.join(' ')} back`).toEqual(plain);
          }
        });
      }
      expect(decisions, 'move decisions').toBeGreaterThan(200);
      expect(afterAMove, 'decisions after a move this turn').toBeGreaterThan(50);
      expect(twins, 'decisions with two units of one kind together').toBeGreaterThan(20);
      expect(narrowed, 'positions where a destroyed location took moves away').toBeGreaterThan(100);
    });
  }
});
