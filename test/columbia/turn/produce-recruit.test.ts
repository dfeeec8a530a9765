import { describe, expect, it } from 'vitest';
import { cardsOf, deal, emptyTable, number, oneClause, put, rules, Turn } from './table.ts';

const card = (id: string) => rules.actionCards.find((c) => c.id === id)!;
const [HALL, GARDEN, FINK] = ['hall-of-heroes', 'garden-of-new-eden', 'fink-mfg'];
const unitCost = (kind: string) => rules.pieces.unitKinds.find((k) => k.kind === kind)!.cost;
const structureCost = (kind: string) => rules.pieces.structures.find((s) => s.id === kind)!.cost;

describe('produce', () => {
  it("produce pays the cards' Silver Eagles values", () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    const hand = cardsOf(g, 'blue', 3);
    deal(g, 'blue', hand);
    g.players.blue!.eagles = 1;
    const t = new Turn(g, 'blue');
    expect(t.kind).toBe('produce');
    expect(t.ids()).toEqual(hand.map((c) => `card:${c}`));
    t.choose(`card:${hand[0]}`, `card:${hand[2]}`);
    const p = t.g.players.blue!;
    expect(p.eagles).toBe(1 + card(hand[0]!).eagles + card(hand[2]!).eagles);
    expect(p.hand).toEqual([hand[1]]);
    expect(p.discard).toEqual([hand[0], hand[2]]);
  });

  it("produce counts the faction's upgrades to the Silver Eagles value", () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    const [c] = cardsOf(g, 'blue', 1);
    deal(g, 'blue', [c!]);
    g.factions.founders!.upgrades[card(c!).cardTypeId]!.eagles = 2;
    const t = new Turn(g, 'blue').choose(`card:${c}`);
    expect(t.g.players.blue!.eagles).toBe(card(c!).eagles + 2);
  });

  it('producing nothing keeps the hand and the eagles', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    const hand = cardsOf(g, 'blue', 2);
    deal(g, 'blue', hand);
    const t = new Turn(g, 'blue').choose();
    expect(t.g.players.blue!.hand).toEqual(hand);
    expect(t.g.players.blue!.eagles).toBe(0);
  });
});

describe('recruit and build', () => {
  it('a unit costs its kind: leader $6, special $4, common $3', () => {
    expect([unitCost('leader'), unitCost('special'), unitCost('common')]).toEqual([6, 4, 3]);
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    g.players.blue!.eagles = 6;
    const t = new Turn(g, 'blue');
    expect(t.kind).toBe('recruit');
    const price = (id: string) => (t.decision.options.find((o) => o.id === id)!.data as { price: number }).price;
    expect(price(`recruit:comstock:${HALL}`)).toBe(6);
    expect(price(`recruit:handyman:${HALL}`)).toBe(4);
    expect(price(`recruit:common:${HALL}`)).toBe(3);
    t.choose(`recruit:common:${HALL}`);
    expect(t.g.players.blue!.eagles).toBe(3);
    expect(Object.values(t.g.units).filter((u) => u.owner === 'blue' && u.location === HALL)).toHaveLength(2);
    // Recruiting goes on until done: $3 left buys one more common.
    expect(t.kind).toBe('recruit');
    expect(t.ids()).toContain(`recruit:common:${HALL}`);
    expect(t.ids()).not.toContain(`recruit:handyman:${HALL}`);
  });

  it('recruiting needs a location you control', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    put(g, 'blue', 'stronghold', GARDEN);
    put(g, 'red', 'common', FINK);
    // Contested: his unit and an enemy's share Battleship Bay (before the combat), so nobody controls it.
    put(g, 'blue', 'common', 'battleship-bay');
    put(g, 'red', 'common', 'battleship-bay');
    g.players.blue!.eagles = 3;
    const t = new Turn(g, 'blue');
    const where = t.idsStarting('recruit:common:').map((id) => id.split(':')[2]).sort();
    expect(where).toEqual([GARDEN, HALL].sort());
  });

  it("4 players: a location his teammate controls is not his to recruit on", () => {
    const g = emptyTable(4);
    put(g, 'light-blue', 'common', HALL);
    put(g, 'blue', 'common', HALL, 2);
    put(g, 'light-blue', 'common', GARDEN);
    g.players['light-blue']!.eagles = 3;
    const t = new Turn(g, 'light-blue');
    expect(t.idsStarting('recruit:common:')).toEqual([`recruit:common:${GARDEN}`]);
  });

  it('nothing is recruited or built on a destroyed location', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    put(g, 'blue', 'common', GARDEN);
    g.locations[GARDEN]!.destroyed = true;
    g.players.blue!.eagles = 6;
    const t = new Turn(g, 'blue');
    expect(t.ids().filter((id) => id.endsWith(`:${GARDEN}`))).toEqual([]);
    expect(t.ids()).toContain(`recruit:common:${HALL}`);
  });

  it('a piece he cannot afford is not offered', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    g.players.blue!.eagles = 3;
    const t = new Turn(g, 'blue');
    expect(t.ids().sort()).toEqual([`build:alarm:${HALL}`, `recruit:common:${HALL}`, 'done', 'upgrade'].sort());
    // The label a player reads: "Build an Alarm", not "Build a Alarm".
    expect(t.decision.options.find((o) => o.id === `build:alarm:${HALL}`)?.label).toMatch(/^Build an Alarm at /);
  });

  it('with nothing to buy, no recruit decision is asked', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    const t = new Turn(g, 'blue');
    expect(t.kind).toBe('move');
  });

  it('a structure costs $6 stronghold, $4 turret, $3 alarm', () => {
    expect([structureCost('stronghold'), structureCost('turret'), structureCost('alarm')]).toEqual([6, 4, 3]);
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    g.players.blue!.eagles = 10;
    const t = new Turn(g, 'blue');
    t.choose(`build:turret:${HALL}`);
    expect(t.g.players.blue!.eagles).toBe(6);
    const built = Object.values(t.g.structures).filter((s) => s.location === HALL);
    expect(built.map((s) => [s.kind, s.owner])).toEqual([['turret', 'blue']]);
  });

  it('a second structure cannot be built on a location', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    put(g, 'blue', 'common', GARDEN);
    put(g, 'blue', 'alarm', GARDEN);
    g.players.blue!.eagles = 20;
    const t = new Turn(g, 'blue');
    expect(t.idsStarting('build:').filter((id) => id.endsWith(`:${GARDEN}`))).toEqual([]);
    t.choose(`build:stronghold:${HALL}`);
    expect(t.idsStarting('build:').filter((id) => id.endsWith(`:${HALL}`))).toEqual([]);
    // Units may still be recruited there.
    expect(t.ids()).toContain(`recruit:common:${HALL}`);
  });

  it('only pieces left in his pool are offered', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    put(g, 'blue', 'comstock', GARDEN);
    put(g, 'blue', 'turret', GARDEN);
    put(g, 'blue', 'turret', 'comstock-center');
    put(g, 'blue', 'turret', 'soldiers-field');
    g.players.blue!.eagles = 20;
    const t = new Turn(g, 'blue');
    expect(t.idsStarting('recruit:comstock:')).toEqual([]);
    expect(t.idsStarting('build:turret:')).toEqual([]);
  });

  it('an upgrade costs 3 Silver Eagles', () => {
    expect(rules.pack.rules.upgradeCost).toBe(3);
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    g.players.blue!.eagles = 3;
    const t = new Turn(g, 'blue').choose('upgrade');
    expect(t.g.players.blue!.eagles).toBe(0);
    expect(t.entries('stub-upgrade-earn').map((e) => e.values)).toEqual([{ player: 'blue', reason: 'purchase' }]);
  });

  it('no upgrade is sold when his faction is 3 upgrades ahead', () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    g.players.blue!.eagles = 3;
    g.factions.founders!.upgradeCount = 3;
    expect(new Turn(g, 'blue').ids()).not.toContain('upgrade');
    g.factions['vox-populi']!.upgradeCount = 1;
    expect(new Turn(g, 'blue').ids()).toContain('upgrade');
  });

  it("a cost modifier changes its owner's prices only for what it names", () => {
    const g = emptyTable();
    put(g, 'blue', 'common', HALL);
    g.players.blue!.eagles = 2;
    // "my units cost 1 less", as the effect runtime registers it: a signed change and what it applies to.
    const cheaperUnits = oneClause('modifier.cost', 'modifier', { change: number(-1), applies: 'unit' });
    const t = new Turn(g, 'blue', { effects: { 'leader:test': cheaperUnits }, before: [{ owner: 'blue', src: 'leader:test' }] });
    expect(t.ids()).toContain(`recruit:common:${HALL}`);
    expect(t.ids()).not.toContain(`build:alarm:${HALL}`);
    t.choose(`recruit:common:${HALL}`);
    expect(t.g.players.blue!.eagles).toBe(0);
    const theirs = new Turn(g, 'blue', { effects: { 'leader:test': cheaperUnits }, before: [{ owner: 'red', src: 'leader:test' }] });
    expect(theirs.kind).toBe('move');
  });
});
