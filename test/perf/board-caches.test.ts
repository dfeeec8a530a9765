/**
 * The board index (interpreter/columbia/board.ts) gives what a fresh look at
 * the pieces gives: the census, pieces per location, pool and player, who is
 * eliminated, "who controls it?" per location and "who holds it?" per
 * territory. Checked at every decision of seeded random games, and after
 * pieces are moved, swapped out and added by hand (as tests and scenarios
 * arrange a board, then calling `boardChanged`). A change the index is not
 * told of throws at the next read while `checkBoardIndex` is on (the node
 * suite's setup turns it on).
 */
import { describe, expect, it } from 'vitest';
import {
  boardCensus,
  boardChanged,
  checkBoardIndex,
  controllerOf,
  isEliminated,
  placeUnit,
  poolStructures,
  poolUnits,
  readingBoard,
  structuresAt,
  structuresOnBoard,
  territoryHolder,
  territoryHolders,
  unitsAt,
  unitsControlled,
  unitsOnBoard,
  type Census,
} from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, seatsOf } from './games.ts';

/** The census as a fresh walk over the pieces lists it: locations with pieces only, pieces in the game's order. */
function freshCensus(g: ColumbiaG): Record<string, { units: string[]; structures: string[] }> {
  const out: Record<string, { units: string[]; structures: string[] }> = {};
  for (const u of Object.values(g.units)) if (u.location !== null) (out[u.location] ??= { units: [], structures: [] }).units.push(u.id);
  for (const s of Object.values(g.structures)) if (s.location !== null) (out[s.location] ??= { units: [], structures: [] }).structures.push(s.id);
  return out;
}

function listed(c: Census): Record<string, { units: string[]; structures: string[] }> {
  const out: Record<string, { units: string[]; structures: string[] }> = {};
  for (const [loc, here] of Object.entries(c)) if (here !== undefined) out[loc] = { units: here.units.map((u) => u.id), structures: here.structures.map((s) => s.id) };
  return out;
}

describe('remembered board reads', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;

  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

  /** The piece queries, each a fresh walk over `g`'s pieces in the game's order. */
  function freshPieces(g: ColumbiaG) {
    const units = Object.values(g.units);
    const structures = Object.values(g.structures);
    const out: Record<string, unknown> = {};
    for (const loc of Object.keys(g.locations)) {
      out[`units at ${loc}`] = ids(units.filter((u) => u.location === loc));
      out[`structures at ${loc}`] = ids(structures.filter((s) => s.location === loc));
    }
    for (const p of Object.keys(g.players)) {
      out[`pool units of ${p}`] = ids(units.filter((u) => u.location === null && u.owner === p));
      out[`pool structures of ${p}`] = ids(structures.filter((s) => s.location === null && s.owner === p));
      out[`units on board of ${p}`] = ids(units.filter((u) => u.location !== null && u.owner === p));
      out[`structures on board of ${p}`] = ids(structures.filter((s) => s.location !== null && s.owner === p));
      out[`units controlled by ${p}`] = ids(
        units.filter((u) => u.location !== null && (u.owner === p || (u.shared && g.players[u.owner]!.factionId === g.players[p]!.factionId))),
      );
      out[`${p} eliminated`] = !units.some((u) => u.owner === p && u.location !== null) && !structures.some((s) => s.owner === p && s.location !== null);
    }
    return out;
  }

  function indexedPieces(g: ColumbiaG) {
    const out: Record<string, unknown> = {};
    for (const loc of Object.keys(g.locations)) {
      out[`units at ${loc}`] = ids(unitsAt(g, loc));
      out[`structures at ${loc}`] = ids(structuresAt(g, loc));
    }
    for (const p of Object.keys(g.players)) {
      out[`pool units of ${p}`] = ids(poolUnits(g, p));
      out[`pool structures of ${p}`] = ids(poolStructures(g, p));
      out[`units on board of ${p}`] = ids(unitsOnBoard(g, p));
      out[`structures on board of ${p}`] = ids(structuresOnBoard(g, p));
      out[`units controlled by ${p}`] = ids(unitsControlled(g, p));
      out[`${p} eliminated`] = isEliminated(g, p);
    }
    return out;
  }

  function check(g: ColumbiaG, where: string): void {
    expect(listed(boardCensus(g)), `census ${where}`).toEqual(freshCensus(g));
    expect(indexedPieces(g), `pieces ${where}`).toEqual(freshPieces(g));
    const fresh = Object.keys(g.locations).map((l) => controllerOf(g, l, boardCensus(structuredClone(g))));
    const holders = rules.board.territories.map((t) => territoryHolder(g, rules, t.id, boardCensus(structuredClone(g))));
    readingBoard(g, () => {
      // Asked twice: the second answer is the remembered one.
      for (let i = 0; i < 2; i++) {
        expect(Object.keys(g.locations).map((l) => controllerOf(g, l)), `controllers ${where}`).toEqual(fresh);
        expect(rules.board.territories.map((t) => territoryHolder(g, rules, t.id)), `holders ${where}`).toEqual(holders);
        expect(territoryHolders(g, rules), `all holders ${where}`).toEqual(holders);
      }
    });
    // Outside a read too: the index answers (the same answers).
    expect(Object.keys(g.locations).map((l) => controllerOf(g, l)), `controllers outside a read ${where}`).toEqual(fresh);
    expect(territoryHolders(g, rules), `all holders outside a read ${where}`).toEqual(holders);
  }

  for (const players of [2, 4] as const) {
    it(`match a fresh look at every decision of random games (${players} players)`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        playInPlace(engine, { players, seed: `caches-${seed}` }, (state) => check(state.g, `at decision ${state.n} of seed ${seed}`));
      }
    });
  }

  it('follow pieces moved, swapped out or added by hand (then boardChanged)', () => {
    const { state } = engine.start({ seed: 'caches-by-hand', players: seatsOf(engine, 2) }, { log: false });
    const g = state.g;
    const locs = Object.keys(g.locations);
    const onBoard = Object.values(g.units).filter((u) => u.location !== null);
    check(g, 'at the start');
    // One piece moves through board.ts, then several by hand, then one leaves the board.
    placeUnit(g, onBoard[0]!, locs[3]!);
    check(g, 'after one move');
    for (const [i, u] of onBoard.slice(1, 7).entries()) u.location = locs[(i * 5) % locs.length]!;
    boardChanged(g);
    check(g, 'after six moves');
    placeUnit(g, onBoard[1]!, null);
    check(g, 'after a piece leaves');
    // A piece object replaced, and one added: the index notices another piece object even untold, but is told anyway.
    const id = onBoard[2]!.id;
    g.units[id] = { ...g.units[id]!, location: locs[0]! };
    boardChanged(g);
    check(g, 'after a piece is replaced');
    g.units['extra-common-1'] = { ...g.units[id]!, id: 'extra-common-1', location: locs[1]! };
    boardChanged(g);
    check(g, 'after a piece is added');
    // Control also follows owners and tokens.
    const s = Object.values(g.structures).find((x) => x.location !== null)!;
    s.owner = Object.keys(g.players).find((p) => p !== s.owner)!;
    boardChanged(g);
    check(g, 'after a structure changes hands');
    g.locations[s.location!]!.token = { id: 'token-by-hand', faceUp: true };
    boardChanged(g);
    check(g, 'after a token is put down');
    // Whole records swapped (a scenario rebuilding them): a new index without being told.
    g.units = structuredClone(g.units);
    check(g, 'after the units record is replaced');
  });

  it('throw at the next read when a change was not told (checked mode), and answer from the index when not checked', () => {
    const { state } = engine.start({ seed: 'caches-untold', players: seatsOf(engine, 2) }, { log: false });
    const g = state.g;
    const u = Object.values(g.units).find((x) => x.location !== null)!;
    const from = u.location!;
    const to = Object.keys(g.locations).find((l) => l !== from)!;
    expect(unitsAt(g, from).map((x) => x.id)).toContain(u.id);
    const untold: [string, () => void, () => void][] = [
      ['a location', () => (u.location = to), () => (u.location = from)],
      ['an owner', () => (u.owner = 'nobody'), () => (u.owner = Object.values(g.units).find((x) => x !== u)!.owner)],
      ['a destroyed location', () => (g.locations[to]!.destroyed = true), () => (g.locations[to]!.destroyed = false)],
      ['a token', () => (g.locations[from]!.token = { id: 'untold', faceUp: true }), () => (g.locations[from]!.token = null)],
    ];
    for (const [what, change, undo] of untold) {
      const owner = u.owner;
      change();
      expect(() => controllerOf(g, from), what).toThrow(/board index out of date/);
      undo();
      u.owner = owner;
      expect(() => controllerOf(g, from), `${what} undone`).not.toThrow();
    }
    // Unchecked (as in play), an untold change is not seen: why every change in interpreter/ goes through board.ts.
    checkBoardIndex(false);
    try {
      u.location = to;
      expect(unitsAt(g, from).map((x) => x.id)).toContain(u.id);
      boardChanged(g);
      expect(unitsAt(g, from).map((x) => x.id)).not.toContain(u.id);
      expect(unitsAt(g, to).map((x) => x.id)).toContain(u.id);
    } finally {
      checkBoardIndex(true);
    }
  });
});
