/**
 * The simulator's workers run a bundle built with esbuild's keep-names (pool.ts
 * `bundledWorker`), which renames every function written as a variable or an
 * object's property by a runtime call (`__name`) where it is made. Nothing
 * made once per game on the way into a game may be such a function: the
 * engine's `start` (setup's `push`, made by `pushInto`) is checked here in
 * the bundle the workers run. And a board index's census (board.ts
 * `emptyCensus`, one template shared while games' locations come in one
 * order) has its own game's locations as keys, in their order.
 */
import { readFileSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bundledWorker } from '../../interpreter/sim/pool.ts';
import { boardCensus, boardUnits } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, seatsOf } from './games.ts';

/** The text of the bundle's top-level or nested function `head` (from its header to the first line closing at its indent). */
function functionText(bundle: string, head: RegExp): string {
  const m = head.exec(bundle);
  if (m === null) throw new Error(`no ${head} in the bundle`);
  const indent = /^[ \t]*/.exec(m[0])![0];
  const end = bundle.indexOf(`\n${indent}}\n`, m.index);
  return bundle.slice(m.index, end);
}

describe('what a game makes on its way in, in the keep-names bundle', () => {
  it('has no function renamed at run time', async () => {
    const file = await bundledWorker();
    expect(file).not.toBeNull();
    const bundle = readFileSync(file!, 'utf8');
    await unlink(file!);
    const start = functionText(bundle, /^[ \t]*function start\(options[^\n]*\n/m);
    expect(start).toContain('game.setup(');
    expect(start).not.toContain('__name(');
  }, 60_000);
});

describe("a board index's census", () => {
  it("has its own game's locations as keys, in their order, after a game with another order", async () => {
    const engine = await columbiaEngine();
    const g = engine.start({ seed: 'gs5-census', players: seatsOf(engine, 2) }, { log: false }).state.g;
    const ids = Object.keys(g.locations);
    expect(Object.keys(boardCensus(g))).toEqual(ids);
    // One location fewer (a board of another Ruleset): no key left over from the template before. The last
    // location without pieces is, with the bundled board, the last of all: the keys left are the template's first ones.
    const bare = ids.findLast((id) => !boardUnits(g).some((u) => u.location === id) && !Object.values(g.structures).some((s) => s.location === id))!;
    expect(bare).toBe(ids[ids.length - 1]);
    const fewer: ColumbiaG = { ...g, locations: { ...g.locations } };
    delete fewer.locations[bare];
    expect(Object.keys(boardCensus(fewer))).toEqual(ids.filter((id) => id !== bare));
    // The same board with its locations keyed in reverse: a game of its own, whose census follows its order.
    const reversed: Record<string, ColumbiaG['locations'][string]> = {};
    for (const id of ids.slice().reverse()) reversed[id] = g.locations[id]!;
    const other: ColumbiaG = { ...g, locations: reversed };
    expect(Object.keys(boardCensus(other))).toEqual(ids.slice().reverse());
    // And back: the first game's order again, in a game of its own.
    const again = engine.start({ seed: 'gs5-census-2', players: seatsOf(engine, 2) }, { log: false }).state.g;
    expect(Object.keys(boardCensus(again))).toEqual(ids);
    expect(Object.keys(boardCensus(g))).toEqual(ids);
  });
});
