import { describe, expect, it } from 'vitest';
import { emptyTable, number, oneClause, put, rules, Turn } from './table.ts';

const adjacent = (loc: string) => rules.board.locations.find((l) => l.id === loc)!.adjacentIds;
const HALL = 'hall-of-heroes';
const FINK = 'fink-mfg';

/** Move option ids (steps only) for one unit. */
const stepsOf = (t: Turn, unit: string) => t.idsStarting(`move:${unit}:`).map((id) => id.split(':')[2]).sort();

describe('moving units', () => {
  it('a unit moves only to an adjacent location', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', HALL);
    const t = new Turn(g, 'blue');
    expect(t.kind).toBe('move');
    expect(stepsOf(t, u!)).toEqual(adjacent(HALL).slice().sort());
    const to = adjacent(HALL)[0]!;
    t.choose(`move:${u}:${to}`);
    expect(t.g.units[u!]!.location).toBe(to);
    expect(t.entries('unit-moved').map((e) => e.values)).toEqual([{ unit: u, piece: 'common', from: HALL, to, how: 'step' }]);
  });

  it('a unit cannot move onto a destroyed location', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', HALL);
    const [gone, ...rest] = adjacent(HALL);
    g.locations[gone!]!.destroyed = true;
    expect(stepsOf(new Turn(g, 'blue'), u!)).toEqual(rest.slice().sort());
  });

  it('a unit moves at most once per turn', () => {
    const g = emptyTable();
    const [a] = put(g, 'blue', 'common', HALL);
    put(g, 'blue', 'handyman', FINK);
    const t = new Turn(g, 'blue');
    const to = adjacent(HALL)[0]!;
    t.choose(`move:${a}:${to}`);
    expect(t.kind).toBe('move');
    expect(t.ids().filter((id) => id.split(':')[1] === a)).toEqual([]);
    expect(t.g.turn!.moved).toEqual([a]);
  });

  it('a fifth unit move is not offered', () => {
    expect(rules.pack.rules.unitMovesPerTurn).toBe(4);
    const g = emptyTable();
    const units = put(g, 'blue', 'common', HALL, 5);
    const t = new Turn(g, 'blue');
    const to = adjacent(HALL)[0]!;
    for (let i = 0; i < 4; i++) {
      expect(t.decision.data).toEqual({ movesLeft: 4 - i });
      // Five commons on one location are one kind of piece: one of them is offered, the first not yet moved.
      expect(t.idsStarting('move:').map((id) => id.split(':')[1])).toEqual(adjacent(HALL).map(() => units[i]));
      t.choose(`move:${units[i]}:${to}`);
    }
    // No moves left and nothing else to do: the move step ends without asking.
    expect(t.kind).toBe(null);
    expect(t.over).toBe(true);
    expect(t.g.units[units[4]!]!.location).toBe(HALL);
  });

  it('a move modifier grants a fifth move', () => {
    const g = emptyTable();
    const units = put(g, 'blue', 'common', HALL, 5);
    const moreMoves = oneClause('modifier.move-more', 'modifier', { change: number(1) });
    const t = new Turn(g, 'blue', { effects: { 'leader:test': moreMoves }, before: [{ owner: 'blue', src: 'leader:test' }] });
    const to = adjacent(HALL)[0]!;
    for (let i = 0; i < 5; i++) t.choose(`move:${units[i]}:${to}`);
    expect(t.over).toBe(true);
    expect(Object.values(t.g.units).filter((u) => u.location === to)).toHaveLength(5);
  });

  it("he moves only units he controls: not the enemy's", () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    const [theirs] = put(g, 'red', 'common', FINK);
    const t = new Turn(g, 'blue');
    expect(t.ids().some((id) => id.split(':')[1] === theirs)).toBe(false);
  });

  it('entering a location with enemies, a territory token or Booker is allowed and leads to combat there', () => {
    const g = emptyTable();
    const [near1, near2, near3] = adjacent(HALL);
    const units = put(g, 'blue', 'common', HALL, 3);
    put(g, 'red', 'common', near1!);
    g.locations[near2!]!.token = { id: rules.territoryTokens[0]!.id, faceUp: false };
    g.booker = near3!;
    const t = new Turn(g, 'blue');
    t.choose(`move:${units[0]}:${near1}`).choose(`move:${units[1]}:${near2}`).choose(`move:${units[2]}:${near3}`);
    // Several combats: he picks the order (RULINGS), one location at a time.
    expect(t.kind).toBe('combat-order');
    const order = rules.board.locations.filter((l) => [near1, near2, near3].includes(l.id)).map((l) => `combat:${l.id}`);
    expect(t.ids()).toEqual(order);
    t.choose(`combat:${near3}`);
    expect(t.entries('stub-combat').map((e) => e.values)).toEqual([{ location: near3, player: 'blue' }]);
    expect(t.ids()).toEqual(order.filter((id) => id !== `combat:${near3}`));
    t.choose(`combat:${near1}`);
    // The last one needs no choice.
    expect(t.over).toBe(true);
    expect(t.entries('stub-combat').map((e) => e.values.location)).toEqual([near3, near1, near2]);
  });

  it('units that already share a location with enemies fight there even without moving', () => {
    const g = emptyTable();
    const [near] = adjacent(HALL);
    put(g, 'blue', 'common', near!);
    put(g, 'red', 'common', near!);
    const t = new Turn(g, 'blue').choose('done');
    expect(t.entries('stub-combat').map((e) => e.values)).toEqual([{ location: near, player: 'blue' }]);
  });

  it('every move is followed by a victory update (control may change)', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', HALL);
    put(g, 'blue', 'handyman', FINK);
    const t = new Turn(g, 'blue').choose(`move:${u}:${adjacent(HALL)[0]}`);
    expect(t.entries('stub-victory-update')).toHaveLength(1);
  });

  it("4 players: he may move his teammate's shared Songbird, not his teammate's other units", () => {
    const g = emptyTable(4);
    const [songbird] = put(g, 'blue', 'songbird', HALL);
    const [comstock] = put(g, 'blue', 'comstock', HALL);
    put(g, 'light-blue', 'common', FINK);
    const t = new Turn(g, 'light-blue');
    const units = new Set(t.idsStarting('move:').map((id) => id.split(':')[1]));
    expect(units.has(songbird!)).toBe(true);
    expect(units.has(comstock!)).toBe(false);
    t.choose(`move:${songbird}:${adjacent(HALL)[0]}`);
    expect(t.g.units[songbird!]!.location).toBe(adjacent(HALL)[0]);
  });
});
