/**
 * Board parts whose version is their value (board.ts VALUED_PARTS, the
 * core's `Steady.valued`): "my eagles" is versioned by the eagles of "I"
 * themselves, "my unit count" by how many units of his faction are on the
 * board, "holders" by who holds each territory, "my control" by what he and
 * his faction control, "locations" and "figures" by which are destroyed and
 * where Booker and Elizabeth stand, "my upgrade count" by how many upgrades
 * his faction has made, so the same value gives the same version on any board of an
 * engine, and a condition that reads one alone (`my eagles >= 15`, Deep
 * Pockets; `count my faction's units >= 15`) keeps every answer it found by
 * player and value. The answers stay each player's own, right as the
 * eagles come and go.
 */
import { describe, expect, it } from 'vitest';
import { Memo, type Ctx, type TaskHandler } from '../../../interpreter/core/index.ts';
import type { Ruleset } from '../../../interpreter/columbia/content/types.ts';
import { boardOf } from '../../../interpreter/columbia/board.ts';
import { destroyedValue, figuresValue, holdersValue, myControlValue } from '../../../interpreter/columbia/part-values.ts';
import { applyUpgrade } from '../../../interpreter/columbia/upgrades.ts';
import { victoryConditions } from '../../../interpreter/columbia/effects/index.ts';
import type { ColumbiaG, PlayerId } from '../../../interpreter/columbia/state.ts';
import { clearBoard, loc, newGame, put, rules, setEagles, table } from '../harness.ts';

type H = TaskHandler<ColumbiaG, Ruleset>;

const DEEP_POCKETS = rules.victoryCards.find((v) => v.name === 'Deep Pockets')!.id;

describe('"my eagles" is versioned by its value', () => {
  it('the same eagles, the same version, on two games of one engine; other eagles, another', () => {
    const memo = new Memo(true);
    const a = newGame(2, 'value-a');
    const b = newGame(2, 'value-b');
    setEagles(a, 'blue', 7);
    setEagles(b, 'blue', 7);
    const eagles = (g: ColumbiaG) => boardOf({ g, rules, memo }).version('my eagles', 'blue');
    expect(eagles(a)).toBe(eagles(b));
    setEagles(b, 'blue', 8);
    expect(eagles(a)).not.toBe(eagles(b));
  });
});

describe('"holders" is versioned by who holds each territory', () => {
  it('one number a list of holders: the same holders the same number, any other holder another, an unknown faction none', () => {
    const factions = rules.pack.factions.map((f) => f.id);
    const [f1, f2] = factions as [string, string];
    const lists: (string | null)[][] = [[null, null, null], [f1, null, null], [null, f1, null], [f2, null, null], [f1, f2, f1], [f2, f1, f1]];
    const values = lists.map((l) => holdersValue(factions, l));
    expect(new Set(values).size).toBe(lists.length);
    expect(values.every((v) => v !== null && v > 0)).toBe(true);
    expect(holdersValue(factions, [f1, f2, f1])).toBe(values[4]);
    expect(holdersValue(factions, [f1, 'no-such-faction'])).toBeNull();
  });
});

describe('"my control" is versioned by what I and my faction control', () => {
  it('one number: a digit a location, mine, my teammate\'s or neither; the same control the same number on two games', () => {
    const locations = ['x', 'y'];
    const g = newGame(4, 'control-value');
    const [me, mate] = ['blue', 'light-blue'];
    const enemy = Object.keys(g.players).find((p) => g.players[p]!.factionId !== g.players[me]!.factionId)!;
    const value = (x: string | null, y: string | null) => myControlValue(g, me, locations, (l) => (l === 'x' ? x : y));
    const all = [value(null, null), value(me, null), value(mate, null), value(null, me), value(me, mate)];
    expect(new Set(all).size).toBe(all.length);
    expect(value(enemy, null)).toBe(value(null, null));
    expect(myControlValue(newGame(4, 'another'), me, locations, (l) => (l === 'x' ? me : mate))).toBe(value(me, mate));
  });
});

describe('"locations" and "figures" are versioned by which are destroyed and where Booker and Elizabeth are', () => {
  it('the same destruction or places, the same number; another, another; a place off the list, none', () => {
    const locations = ['x', 'y', 'z'];
    const g = newGame(2, 'figures-value');
    g.locations = { x: { destroyed: false }, y: { destroyed: true }, z: {} } as unknown as ColumbiaG['locations'];
    const destroyed = destroyedValue(g, locations);
    g.locations.x!.destroyed = true;
    expect(destroyedValue(g, locations)).not.toBe(destroyed);
    g.locations.x!.destroyed = false;
    expect(destroyedValue(g, locations)).toBe(destroyed);
    const at = (booker: string | null, elizabeth: string | null, withBooker?: boolean) => {
      g.booker = booker;
      g.elizabeth = { ...g.elizabeth, location: elizabeth, withBooker };
      return figuresValue(g, locations);
    };
    const all = [at(null, null), at('x', null), at(null, 'x'), at('x', 'y'), at('y', 'x'), at('x', 'x', true), at('x', 'x', false), at('x', 'x')];
    expect(new Set(all).size).toBe(all.length);
    expect(at('y', 'x')).toBe(all[4]);
    expect(at('somewhere-else', 'x')).toBeNull();
  });
});

describe('"my unit count" is versioned by how many units of my faction are on the board', () => {
  it('the same count on two games, another when a unit of his faction comes onto the board, not when an enemy does', () => {
    const memo = new Memo(true);
    const a = newGame(2, 'count-a');
    const b = newGame(2, 'count-b');
    clearBoard(a);
    clearBoard(b);
    put(a, 'blue', 'common', loc(1), 2);
    put(b, 'blue', 'common', loc(9), 2);
    const inEngine = (g: ColumbiaG) => boardOf({ g, rules, memo }).version('my unit count', 'blue');
    expect(inEngine(a)).toBe(2);
    expect(inEngine(b)).toBe(inEngine(a));
    // `g` changed by hand from here: a board of another engine at each read.
    const count = (g: ColumbiaG) => boardOf({ g, rules, memo: new Memo(true) }).version('my unit count', 'blue');
    put(b, 'red', 'common', loc(9));
    expect(count(b)).toBe(2);
    put(b, 'blue', 'common', loc(11));
    expect(count(b)).toBe(3);
  });
});

describe('"my upgrade count" is versioned by how many upgrades my faction has made', () => {
  it('the same count on two games, another when his faction makes an upgrade, not when the enemy does', () => {
    const memo = new Memo(true);
    const a = newGame(2, 'upgrades-a');
    const b = newGame(2, 'upgrades-b');
    const faction = (g: ColumbiaG, p: PlayerId) => g.players[p]!.factionId;
    const boost = (g: ColumbiaG, p: PlayerId) => applyUpgrade(g, faction(g, p), { boost: Object.keys(g.factions[faction(g, p)]!.upgrades)[0]!, value: 'combat' });
    boost(a, 'blue');
    boost(b, 'blue');
    const inEngine = (g: ColumbiaG) => boardOf({ g, rules, memo }).version('my upgrade count', 'blue');
    expect(inEngine(a)).toBe(1);
    expect(inEngine(b)).toBe(inEngine(a));
    // `g` changed by hand from here: a board of another engine at each read.
    const count = (g: ColumbiaG) => boardOf({ g, rules, memo: new Memo(true) }).version('my upgrade count', 'blue');
    boost(b, 'red');
    expect(count(b)).toBe(1);
    boost(b, 'blue');
    expect(count(b)).toBe(2);
  });
});

describe('a condition reading "my eagles" alone, answered by value within one engine', () => {
  it('Deep Pockets holds at 15 eagles and not at 14, for each player apart, as the eagles come back', () => {
    const g = newGame(2, 'by-value');
    g.victoryCards.inPlay = [DEEP_POCKETS];
    // Each step sets both players' eagles, then asks both: one engine, so the answers found are kept between steps.
    const steps: [number, number][] = [
      [15, 3],
      [3, 15],
      [15, 15],
      [14, 15],
      [15, 14],
    ];
    const asked: string[][] = [];
    const ask: H = (ctx: Ctx<ColumbiaG, Ruleset>, task) => {
      const [blue, red] = task.eagles as [number, number];
      setEagles(ctx.g, 'blue', blue);
      setEagles(ctx.g, 'red', red);
      for (const p of ['blue', 'red'] as PlayerId[]) asked.push(victoryConditions(ctx, ctx.g.victoryCards.inPlay, p).slice());
    };
    table(g, steps.map((eagles) => ({ t: 'test/ask', eagles })), { overrides: { 'test/ask': ask } });
    const met = [DEEP_POCKETS];
    expect(asked).toEqual([met, [], [], met, met, met, [], met, met, []]);
  });
});
