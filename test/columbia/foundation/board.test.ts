import { describe, expect, it } from 'vitest';
import { combatDice } from '../../../interpreter/columbia/combat-dice.ts';
import { presenceIn } from '../../../interpreter/columbia/control.ts';
import { adjacentLocations, skyLineRides } from '../../../interpreter/columbia/geography.ts';
import { opponents, teammates } from '../../../interpreter/columbia/players.ts';
import { victoryPoints } from '../../../interpreter/columbia/victory-points.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { boardNow, build, clearBoard, loc, newGame, put, rules, territory, token } from '../harness.ts';

const controllerOf = (g: ColumbiaG, l: string) => boardNow(g).controllerOf(l);
const presence = (g: ColumbiaG, p: string, l: string) => presenceIn(g, p, boardNow(g).piecesAt(l));

describe('board: control', () => {
  it('a location with one of your units or structures is yours', () => {
    const g = newGame(2);
    clearBoard(g);
    put(g, 'blue', 'common', loc(1));
    build(g, 'red', 'alarm', loc(2));
    expect(controllerOf(g, loc(1))).toBe('blue');
    expect(controllerOf(g, loc(2))).toBe('red');
    expect(controllerOf(g, loc(3))).toBeNull();
  });

  it('a location with units of both teammates is controlled by the one with more pieces', () => {
    const g = newGame(4);
    clearBoard(g);
    put(g, 'blue', 'common', loc(6), 2);
    put(g, 'light-blue', 'common', loc(6), 1);
    build(g, 'light-blue', 'turret', loc(6));
    put(g, 'light-blue', 'handyman', loc(6));
    expect(presence(g, 'light-blue', loc(6))).toBe(3);
    expect(controllerOf(g, loc(6))).toBe('light-blue');
    expect(boardNow(g).controllingFaction(loc(6))).toBe('founders');
  });

  it('Songbird counts for both Founder players when deciding who controls a location', () => {
    const g = newGame(4);
    clearBoard(g);
    g.firstPlayer = 'light-blue';
    put(g, 'blue', 'songbird', loc(6));
    put(g, 'light-blue', 'common', loc(6), 2);
    // light blue: 2 commons + Songbird = 3; blue: Songbird = 1.
    expect(presence(g, 'light-blue', loc(6))).toBe(3);
    expect(presence(g, 'blue', loc(6))).toBe(1);
    expect(controllerOf(g, loc(6))).toBe('light-blue');
    put(g, 'blue', 'common', loc(6), 2);
    // 3 each: a tie (see the next test)
    expect(presence(g, 'blue', loc(6))).toBe(3);
  });

  it('teammates tied for a location: the player whose turn it is controls it, else the earlier in this round\'s turn order', () => {
    const g = newGame(4);
    clearBoard(g);
    put(g, 'blue', 'common', loc(6));
    put(g, 'light-blue', 'common', loc(6));
    g.firstPlayer = 'red'; // this round: red, blue, dark-red, light-blue
    g.activePlayer = null;
    expect(controllerOf(g, loc(6))).toBe('blue');
    g.firstPlayer = 'light-blue';
    expect(controllerOf(g, loc(6))).toBe('light-blue');
    g.activePlayer = 'blue';
    expect(controllerOf(g, loc(6))).toBe('blue');
  });

  it('nobody controls a location shared with enemy pieces or a territory token', () => {
    const g = newGame(2);
    clearBoard(g);
    put(g, 'blue', 'common', loc(6));
    put(g, 'red', 'common', loc(6));
    put(g, 'blue', 'common', loc(7));
    token(g, loc(7));
    expect(controllerOf(g, loc(6))).toBeNull();
    expect(controllerOf(g, loc(7))).toBeNull();
  });

  it('nobody controls a destroyed location', () => {
    const g = newGame(2);
    clearBoard(g);
    put(g, 'blue', 'common', loc(6));
    boardNow(g).setDestroyed(loc(6), true);
    expect(controllerOf(g, loc(6))).toBeNull();
  });
});

describe('board: territories and victory points', () => {
  it('a faction holds a territory when its players together control every location in it', () => {
    const g = newGame(4);
    clearBoard(g);
    // Rulebook example: two locations of C held by red, the third by dark red.
    put(g, 'red', 'common', loc(6));
    put(g, 'red', 'common', loc(7));
    put(g, 'dark-red', 'common', loc(8));
    expect(boardNow(g).territoryHolder(territory('C'))).toBe('vox-populi');
    put(g, 'blue', 'common', loc(8));
    expect(boardNow(g).territoryHolder(territory('C'))).toBeNull();
  });

  it('a destroyed location need not be controlled to hold its territory', () => {
    const g = newGame(2);
    clearBoard(g);
    put(g, 'blue', 'common', loc(14));
    expect(boardNow(g).territoryHolder(territory('F'))).toBeNull();
    boardNow(g).setDestroyed(loc(15), true);
    expect(boardNow(g).territoryHolder(territory('F'))).toBe('founders');
  });

  it('a territory whose every location is destroyed is held by nobody', () => {
    const g = newGame(2);
    clearBoard(g);
    boardNow(g).setDestroyed(loc(14), true);
    boardNow(g).setDestroyed(loc(15), true);
    expect(boardNow(g).territoryHolder(territory('F'))).toBeNull();
  });

  it('victory points are the territories carrying the faction\'s token plus its claimed cards', () => {
    const g = newGame(4);
    const c = rules.board.territories.find((t) => t.letter === 'C')!;
    const card = rules.victoryCards[0]!;
    g.territoryHolders = { [c.id]: 'founders' };
    g.victoryCards.claimed = [{ id: card.id, by: 'light-blue', factionId: 'founders' }];
    expect(victoryPoints(g, rules, 'founders')).toBe(c.victoryPoints + card.points);
    expect(victoryPoints(g, rules, 'vox-populi')).toBe(0);
  });
});

describe('board: pieces and players', () => {
  it('a player with no units and no structures of his own on the board is eliminated', () => {
    const g = newGame(4);
    clearBoard(g);
    put(g, 'blue', 'songbird', loc(6));
    expect(boardNow(g).isEliminated('light-blue')).toBe(true); // the shared Songbird is blue's piece
    expect(boardNow(g).isEliminated('blue')).toBe(false);
    build(g, 'light-blue', 'alarm', loc(7));
    expect(boardNow(g).isEliminated('light-blue')).toBe(false);
  });

  it('pools hold the pieces with no location', () => {
    const g = newGame(2);
    const pool = boardNow(g).pool('blue').units;
    expect(pool.every((u) => u.location === null && u.owner === 'blue')).toBe(true);
    expect(pool).toHaveLength(23 - 10);
  });

  it('teammates and opponents follow the factions', () => {
    const g = newGame(4);
    expect(teammates(g, 'blue')).toEqual(['light-blue']);
    expect(opponents(g, 'blue').sort()).toEqual(['dark-red', 'red']);
  });
});

describe('board: geography', () => {
  it('adjacency comes from the ruleset, both ways (#11 and #13 share a border)', () => {
    expect(adjacentLocations(rules, loc(11))).toContain(loc(13));
    expect(adjacentLocations(rules, loc(13))).toContain(loc(11));
  });

  it('a Sky-Line can be ridden both ways from a space in its middle', () => {
    const line = rules.board.skyLines[0]!;
    const mid = line.spaceLocationIds[2]!;
    const rides = skyLineRides(rules, mid).filter((r) => r.skyLineId === line.id);
    expect(rides).toHaveLength(2);
    expect(rides.find((r) => r.direction === 1)!.path).toEqual(line.spaceLocationIds.slice(3));
    expect(rides.find((r) => r.direction === -1)!.path).toEqual(line.spaceLocationIds.slice(0, 2).reverse());
  });
});

describe('board: combat dice', () => {
  const die = (kind: string) => rules.pieces.unitKinds.find((k) => k.kind === kind)!.combatDieId;
  const sdie = (id: string) => rules.pieces.structures.find((s) => s.id === id)!.combatDieId;

  it('each unit rolls its kind\'s die and each structure its own', () => {
    const g = newGame(2);
    clearBoard(g);
    put(g, 'red', 'common', loc(13), 2);
    put(g, 'red', 'handyman', loc(13));
    put(g, 'red', 'daisy', loc(13));
    build(g, 'red', 'stronghold', loc(13));
    const dice = combatDice(boardNow(g), 'vox-populi', loc(13)).map((d) => d.dieId).sort();
    expect(dice).toEqual([die('common'), die('common'), die('special'), die('leader'), sdie('stronghold')].sort());
  });

  it('a turret adds its blue die in every adjacent location', () => {
    const g = newGame(2);
    clearBoard(g);
    put(g, 'blue', 'common', loc(13));
    build(g, 'blue', 'turret', loc(11));
    const dice = combatDice(boardNow(g), 'founders', loc(13));
    expect(dice.map((d) => [d.dieId, d.source])).toContainEqual([sdie('turret'), 'adjacent-structure']);
    expect(dice).toHaveLength(2);
  });

  it('an alarm adds 1 to each of its owner\'s dice at its location', () => {
    const g = newGame(2);
    clearBoard(g);
    put(g, 'blue', 'common', loc(13), 2);
    build(g, 'blue', 'alarm', loc(13));
    const dice = combatDice(boardNow(g), 'founders', loc(13));
    expect(dice).toHaveLength(3);
    expect(dice.every((d) => d.bonus === 1)).toBe(true);
    expect(combatDice(boardNow(g), 'vox-populi', loc(13))).toEqual([]);
  });
});
