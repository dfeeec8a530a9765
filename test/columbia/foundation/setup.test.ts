import { describe, expect, it } from 'vitest';
import { newGame, loc, rules, seatIds, start } from '../harness.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';

/** What lies on a location: "owner:piece" for units and structures, sorted. */
function contents(g: ColumbiaG, location: string): string[] {
  return [
    ...Object.values(g.units).filter((u) => u.location === location).map((u) => `${u.owner}:${u.pieceId}`),
    ...Object.values(g.structures).filter((s) => s.location === location).map((s) => `${s.owner}:${s.kind}`),
  ].sort();
}

describe('setup', () => {
  it('places the 2-player start spaces exactly as the rulebook lists them', () => {
    const g = newGame(2);
    expect(contents(g, loc(9))).toEqual(['blue:comstock', 'blue:common', 'blue:common', 'blue:common', 'blue:songbird', 'blue:stronghold'].sort());
    expect(contents(g, loc(11))).toEqual(['blue:common', 'blue:common', 'blue:common', 'blue:common', 'blue:handyman', 'blue:turret'].sort());
    expect(contents(g, loc(14))).toEqual(['red:airship', 'red:common', 'red:common', 'red:common', 'red:daisy', 'red:stronghold'].sort());
    expect(contents(g, loc(5))).toEqual(['red:common', 'red:common', 'red:common', 'red:common', 'red:handyman', 'red:turret'].sort());
    const onBoard = Object.values(g.units).filter((u) => u.location !== null).length;
    expect(onBoard).toBe(6 + 6 + 6 + 6 - 4); // 20 units; structures are not units
  });

  it('places each 4-player seat on its own start space with its own colour', () => {
    const g = newGame(4);
    expect(contents(g, loc(9))).toEqual(['blue:comstock', 'blue:common', 'blue:common', 'blue:common', 'blue:songbird', 'blue:stronghold'].sort());
    expect(contents(g, loc(11))).toEqual(['light-blue:common', 'light-blue:common', 'light-blue:common', 'light-blue:handyman', 'light-blue:saltonstall', 'light-blue:stronghold'].sort());
    expect(contents(g, loc(14))).toEqual(['red:airship', 'red:common', 'red:common', 'red:common', 'red:daisy', 'red:stronghold'].sort());
    expect(contents(g, loc(5))).toEqual(['dark-red:common', 'dark-red:common', 'dark-red:common', 'dark-red:handyman', 'dark-red:herzog', 'dark-red:stronghold'].sort());
    for (const u of Object.values(g.units)) expect(u.colourId).toBe(u.owner);
  });

  it('gives the 2-player Founders the blue units and structures plus the light blue commons only', () => {
    const g = newGame(2);
    const blue = Object.values(g.units).filter((u) => u.owner === 'blue');
    expect(blue.filter((u) => u.colourId === 'blue')).toHaveLength(13);
    expect(blue.filter((u) => u.colourId === 'light-blue').every((u) => u.kind === 'common')).toBe(true);
    expect(blue.filter((u) => u.colourId === 'light-blue')).toHaveLength(10);
    expect(Object.values(g.structures).filter((s) => s.owner === 'blue').every((s) => s.colourId === 'blue')).toBe(true);
    expect(Object.values(g.structures).filter((s) => s.owner === 'blue')).toHaveLength(9);
  });

  it('marks Songbird and the Airship as shared by their faction', () => {
    const g = newGame(4);
    const shared = Object.values(g.units).filter((u) => u.shared).map((u) => u.pieceId).sort();
    expect(shared).toEqual(['airship', 'songbird']);
  });

  it('deals 5 cards to each player from his own action deck, the rest stay in it', () => {
    for (const n of [2, 4] as const) {
      const g = newGame(n);
      for (const p of Object.values(g.players)) {
        expect(p.hand).toHaveLength(5);
        expect(p.deck).toHaveLength(25);
        expect(p.discard).toHaveLength(0);
        for (const c of [...p.hand, ...p.deck]) expect(rules.actionCards.find((a) => a.id === c)!.deckId).toBe(p.colourId);
      }
    }
  });

  it('draws one leader of his faction for each seat, teammates drawing different leaders', () => {
    for (let seed = 0; seed < 20; seed++) {
      const g = newGame(4, seed);
      for (const p of Object.values(g.players)) {
        expect(rules.leaders.find((l) => l.id === p.leaderId)!.factionId).toBe(p.factionId);
      }
      expect(g.players['blue']!.leaderId).not.toBe(g.players['light-blue']!.leaderId);
      expect(g.players['red']!.leaderId).not.toBe(g.players['dark-red']!.leaderId);
    }
  });

  it('lays one face-down territory token on every location without units and keeps the rest unused', () => {
    for (const n of [2, 4] as const) {
      const g = newGame(n);
      const occupied = new Set(Object.values(g.units).map((u) => u.location).filter((l) => l !== null));
      for (const l of Object.values(g.locations)) {
        if (occupied.has(l.id)) expect(l.token).toBeNull();
        else expect(l.token).toMatchObject({ faceUp: false });
      }
      const placed = Object.values(g.locations).filter((l) => l.token !== null).map((l) => l.token!.id);
      expect(placed).toHaveLength(11);
      expect(g.territoryTokens.unused).toHaveLength(rules.territoryTokens.length - 11);
      expect(new Set([...placed, ...g.territoryTokens.unused]).size).toBe(rules.territoryTokens.length);
    }
  });

  it('shuffles the world event and victory decks and reveals the first victory card', () => {
    const g = newGame(2);
    expect(g.worldEvents.deck).toHaveLength(rules.worldEvents.length);
    expect(g.worldEvents.current).toBeNull();
    expect(g.victoryCards.inPlay).toHaveLength(1);
    expect(g.victoryCards.deck).toHaveLength(rules.victoryCards.length - 1);
    const orders = new Set([0, 1, 2, 3, 4].map((s) => newGame(2, s).worldEvents.deck.join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('chooses a random timeline with the Elizabeth marker on its start space', () => {
    const timelines = new Set<string>();
    for (let s = 0; s < 30; s++) {
      const g = newGame(2, s);
      expect(g.timeline.step).toBe(0);
      timelines.add(g.timeline.id);
    }
    expect(timelines.size).toBe(rules.timelines.length);
  });

  it('gives the first player token to a random seat', () => {
    const firsts = new Set<string>();
    for (let s = 0; s < 40; s++) firsts.add(newGame(4, s).firstPlayer);
    expect([...firsts].sort()).toEqual(seatIds(4).sort());
  });

  it('follows the 4-player turn order track', () => {
    expect(newGame(4).turnOrder).toEqual(['light-blue', 'red', 'blue', 'dark-red']);
    expect(newGame(2).turnOrder).toEqual(['blue', 'red']);
  });

  it('starts each player with the seat\'s Silver Eagles', () => {
    const g = newGame(4);
    for (const seat of rules.setups.find((s) => s.players === 4)!.seats) expect(g.players[seat.colourId]!.eagles).toBe(seat.startingEagles);
  });

  it('makes the same game from the same seed, with stable piece ids', () => {
    expect(JSON.stringify(newGame(4, 7))).toBe(JSON.stringify(newGame(4, 7)));
    const g = newGame(2);
    expect(g.units['blue-songbird-1']).toMatchObject({ pieceId: 'songbird', owner: 'blue', location: loc(9) });
    expect(g.structures['red-stronghold-1']).toMatchObject({ kind: 'stronghold', owner: 'red', location: loc(14) });
  });

  it('refuses player ids that are not the seat colours, and player counts without a setup', () => {
    expect(() => start(2, 1, {}).engine.start({ seed: 1, players: ['p1', 'p2'] })).toThrow(/seat colours/);
    expect(() => start(2).engine.start({ seed: 1, players: ['blue', 'red', 'light-blue'] })).toThrow(/2 or 4 players|not 3/);
  });
});
