/**
 * The board index's lists as a move patches them (board.ts `moved`: a
 * location's lists made anew at their length, a pool's and the pieces on the
 * board shifted in place, no `splice`) against the pieces themselves: at every
 * decision of seeded games, each location's units and structures, each
 * player's pool and pieces on the board, and every unit on the board, in the
 * game's piece order. The index's own check (`checkBoardIndex`) is off here, so
 * this compares on its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardUnits, checkBoardIndex, onBoardOf, poolOf, structuresAt, unitsAt } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace } from './games.ts';

const ids = (xs: readonly { id: string }[]): string[] => xs.map((x) => x.id);

/** Every list the index gives, as the index gives it and as the pieces say it. */
function lists(g: ColumbiaG): { indexed: string[][]; plain: string[][] } {
  const units = Object.values(g.units);
  const structures = Object.values(g.structures);
  const indexed: string[][] = [ids(boardUnits(g))];
  const plain: string[][] = [ids(units.filter((u) => u.location !== null))];
  for (const loc in g.locations) {
    indexed.push(ids(unitsAt(g, loc)), ids(structuresAt(g, loc)));
    plain.push(ids(units.filter((u) => u.location === loc)), ids(structures.filter((s) => s.location === loc)));
  }
  for (const p in g.players) {
    indexed.push(ids(poolOf(g, p).units), ids(poolOf(g, p).structures), ids(onBoardOf(g, p).units), ids(onBoardOf(g, p).structures));
    plain.push(
      ids(units.filter((u) => u.owner === p && u.location === null)),
      ids(structures.filter((s) => s.owner === p && s.location === null)),
      ids(units.filter((u) => u.owner === p && u.location !== null)),
      ids(structures.filter((s) => s.owner === p && s.location !== null)),
    );
  }
  return { indexed, plain };
}

describe('board lists patched at each move (mv3)', async () => {
  const engine = await columbiaEngine();
  beforeAll(() => checkBoardIndex(false));
  afterAll(() => checkBoardIndex(true));

  for (const players of [2, 4] as const) {
    it(`are the pieces' own lists in piece order at every decision (${players} players)`, () => {
      let crowded = 0;
      for (let seed = 1; seed <= 3; seed++) {
        playInPlace(engine, { players, seed: `mv3-lists-${seed}`, upTo: 500 }, (state) => {
          const { indexed, plain } = lists(state.g);
          expect(indexed, `seed ${seed}, decision ${state.n}`).toEqual(plain);
          if (plain.some((l) => l.length >= 3)) crowded++;
        });
      }
      expect(crowded, 'decisions with three pieces or more in one list').toBeGreaterThan(100);
    });
  }
});
