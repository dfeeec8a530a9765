import { describe, expect, it } from 'vitest';
import { cardsOf, deal, emptyTable, put, rules, Turn, withSkyLineFaces } from './table.ts';

// The Battleship Bay Line: five spaces over five locations, in riding order.
const line = rules.board.skyLines.find((l) => l.id === 'battleship-bay-line')!;
const S = line.spaceLocationIds;
const SAFE = withSkyLineFaces(['success']);
const ONES = withSkyLineFaces([1]); // three dice, no success: a penalty of 3

describe('Sky-Line rides', () => {
  it('a Sky-Line space is one entry of a route; a ride starts at the space over the unit, either way', () => {
    expect(rules.pack.rules.skyLineDicePerSpace).toBe(3);
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[2]!);
    const t = new Turn(g, 'blue');
    expect(t.idsStarting(`ride:${u}:`)).toEqual([`ride:${u}:${line.id}:2:up`, `ride:${u}:${line.id}:2:down`]);
    // At the end of a route only one way leads on.
    const g2 = emptyTable();
    const [v] = put(g2, 'blue', 'common', S[0]!);
    expect(new Turn(g2, 'blue').idsStarting(`ride:${v}:${line.id}`)).toEqual([`ride:${v}:${line.id}:0:up`]);
  });

  it('a safe Sky-Line roll lets the unit stop or ride on; a whole ride is one unit move', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[0]!);
    put(g, 'blue', 'common', 'hall-of-heroes');
    const t = new Turn(g, 'blue', { rules: SAFE });
    t.choose(`ride:${u}:${line.id}:0:up`);
    expect(t.kind).toBe('sky-line-continue');
    expect(t.ids()).toEqual(['stop', 'continue']);
    t.choose('continue').choose('continue');
    t.choose('stop');
    expect(t.g.units[u!]!.location).toBe(S[3]);
    const rolls = t.entries('sky-line-roll');
    expect(rolls.map((e) => e.values.at)).toEqual([S[1], S[2], S[3]]);
    expect(rolls.every((e) => (e.values.faces as unknown[]).length === 3 && e.values.safe === true)).toBe(true);
    expect(t.kind).toBe('move');
    expect(t.decision.data).toEqual({ movesLeft: 3 });
    expect(t.ids().some((id) => id.split(':')[1] === u)).toBe(false);
  });

  it('at the end of the route the rider stops without being asked', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[3]!);
    const t = new Turn(g, 'blue', { rules: SAFE }).choose(`ride:${u}:${line.id}:3:up`);
    expect(t.g.units[u!]!.location).toBe(S[4]);
    expect(t.entries('sky-line-roll')).toHaveLength(1);
  });

  it('a Sky-Line roll without a success symbol forces a discard or the unit\'s loss', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[0]!);
    put(g, 'blue', 'common', 'hall-of-heroes');
    const hand = cardsOf(g, 'blue', 4);
    deal(g, 'blue', hand);
    const t = new Turn(g, 'blue', { rules: ONES }).choose().choose(`ride:${u}:${line.id}:0:up`);
    expect(t.kind).toBe('sky-line-penalty');
    expect(t.decision.data).toEqual({ total: 3, unit: u, at: S[1] });
    expect(t.ids()).toEqual([...hand.map((c) => `card:${c}`), 'destroy']);
    // Exactly the roll's total in cards, or the unit: nothing in between.
    expect(t.accepts(`card:${hand[0]}`, `card:${hand[1]}`)).toBe(false);
    expect(t.accepts(`card:${hand[0]}`, 'destroy')).toBe(false);
    expect(t.accepts('destroy')).toBe(true);
    t.choose(`card:${hand[0]}`, `card:${hand[1]}`, `card:${hand[3]}`);
    expect(t.g.players.blue!.hand).toEqual([hand[2]]);
    expect(t.g.players.blue!.discard).toEqual([hand[0], hand[1], hand[3]]);
    // Paid: the unit is over the space and may stop or ride on.
    expect(t.kind).toBe('sky-line-continue');
    t.choose('stop');
    expect(t.g.units[u!]!.location).toBe(S[1]);
  });

  it('choosing to lose the unit ends the ride and returns it to the pool', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[0]!);
    put(g, 'blue', 'common', 'hall-of-heroes');
    deal(g, 'blue', cardsOf(g, 'blue', 3));
    const t = new Turn(g, 'blue', { rules: ONES }).choose().choose(`ride:${u}:${line.id}:0:up`).choose('destroy');
    expect(t.g.units[u!]!.location).toBe(null);
    expect(t.g.players.blue!.hand).toHaveLength(3);
    expect(t.entries('sky-line-lost')).toHaveLength(1);
    expect(t.entries('stub-victory-update')).toHaveLength(1);
    expect(t.decision.data).toEqual({ movesLeft: 3 });
  });

  it('a rider who cannot discard that many cards loses the unit', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[0]!);
    put(g, 'blue', 'common', 'hall-of-heroes');
    deal(g, 'blue', cardsOf(g, 'blue', 2));
    const t = new Turn(g, 'blue', { rules: ONES }).choose().choose(`ride:${u}:${line.id}:0:up`);
    expect(t.g.units[u!]!.location).toBe(null);
    expect(t.g.players.blue!.hand).toHaveLength(2);
    expect(t.kind).toBe('move');
  });

  it('a destroyed location can be passed over but not stopped on', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[0]!);
    put(g, 'blue', 'common', 'hall-of-heroes');
    g.locations[S[1]!]!.destroyed = true;
    const t = new Turn(g, 'blue', { rules: SAFE }).choose(`ride:${u}:${line.id}:0:up`);
    // Over the destroyed space there is no stopping: the ride goes on (and rolls) at once.
    expect(t.entries('sky-line-roll').map((e) => e.values.at)).toEqual([S[1], S[2]]);
    expect(t.decision.data).toMatchObject({ at: S[2] });
    t.choose('stop');
    expect(t.g.units[u!]!.location).toBe(S[2]);
  });

  it('a ride is not offered towards spaces that are all destroyed', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[2]!);
    g.locations[S[0]!]!.destroyed = true;
    g.locations[S[1]!]!.destroyed = true;
    const t = new Turn(g, 'blue');
    expect(t.idsStarting(`ride:${u}:`)).toEqual([`ride:${u}:${line.id}:2:up`]);
  });

  it('riding on is offered only while a space ahead can still be stopped on', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[0]!);
    put(g, 'blue', 'common', 'hall-of-heroes');
    g.locations[S[3]!]!.destroyed = true;
    g.locations[S[4]!]!.destroyed = true;
    const t = new Turn(g, 'blue', { rules: SAFE }).choose(`ride:${u}:${line.id}:0:up`).choose('continue');
    // Over S[2]: the rest of the route is destroyed, so he stops here without a choice.
    expect(t.g.units[u!]!.location).toBe(S[2]);
  });

  it('a ride may end on a location with enemies: the combat step fights there', () => {
    const g = emptyTable();
    const [u] = put(g, 'blue', 'common', S[0]!);
    put(g, 'red', 'common', S[2]!);
    const t = new Turn(g, 'blue', { rules: SAFE }).choose(`ride:${u}:${line.id}:0:up`);
    // Passing over an enemy is harmless; stopping on one is a combat.
    t.choose('continue').choose('stop');
    expect(t.g.units[u!]!.location).toBe(S[2]);
    // His only unit has moved: no move decision is left, and the combat step follows.
    expect(t.entries('stub-combat').map((e) => e.values)).toEqual([{ location: S[2], player: 'blue' }]);
  });
});

describe('Songbird and the Airship', () => {
  it('Songbird rides 2 spaces without rolling', () => {
    const g = emptyTable();
    const [bird] = put(g, 'blue', 'songbird', S[1]!);
    const t = new Turn(g, 'blue', { rules: withSkyLineFaces([1]) });
    const rides = t.idsStarting(`ride:${bird}:`);
    expect(rides).toEqual([`ride:${bird}:${line.id}:1:2`, `ride:${bird}:${line.id}:1:3`, `ride:${bird}:${line.id}:1:0`]);
    t.choose(`ride:${bird}:${line.id}:1:3`);
    expect(t.g.units[bird!]!.location).toBe(S[3]);
    expect(t.entries('sky-line-roll')).toEqual([]);
    expect(t.g.turn!.moved).toEqual([bird]);
  });

  it('Songbird may pass over a destroyed location to the space beyond', () => {
    const g = emptyTable();
    const [bird] = put(g, 'blue', 'songbird', S[1]!);
    g.locations[S[2]!]!.destroyed = true;
    expect(new Turn(g, 'blue').idsStarting(`ride:${bird}:${line.id}:1:`).filter((id) => !id.endsWith(':0'))).toEqual([`ride:${bird}:${line.id}:1:3`]);
  });

  it('Songbird cannot ride where it could not stop', () => {
    const g = emptyTable();
    const [bird] = put(g, 'blue', 'songbird', S[1]!);
    g.locations[S[2]!]!.destroyed = true;
    g.locations[S[3]!]!.destroyed = true;
    g.locations[S[0]!]!.destroyed = true;
    // Up: both spaces within reach are destroyed (S[4] is 3 spaces away); down: the only space is destroyed.
    expect(new Turn(g, 'blue').idsStarting(`ride:${bird}:`)).toEqual([]);
  });

  it('the Airship follows the same rule for the Vox Populi', () => {
    const g = emptyTable();
    const [ship] = put(g, 'red', 'airship', S[4]!);
    expect(new Turn(g, 'red').idsStarting(`ride:${ship}:`)).toEqual([`ride:${ship}:${line.id}:4:3`, `ride:${ship}:${line.id}:4:2`]);
  });
});
