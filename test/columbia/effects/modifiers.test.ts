/**
 * Rule changes (modifiers) registered by leader abilities and world events,
 * read where the rule lives: prices and unit moves (economy.ts), card values
 * and locks (upgrades.ts), combat dice (combat.ts), Sky-Line rolls
 * (movement.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Decision, Task } from '../../../interpreter/core/index.ts';
import type { ColumbiaG, PlayerId } from '../../../interpreter/columbia/state.ts';
import { answer, cardsOf, decision, entries, loc, passive, playUntil, put, setEagles, setHand, type Table } from '../harness.ts';
import { effect, empty, endScope, run, withEffects } from './helpers.ts';

const GARDEN = loc(9);
const BAY = loc(13);


/** The prices of the recruit decision, by option id. */
function prices(d: Decision): Record<string, number> {
  expect(d.kind).toBe('recruit');
  return Object.fromEntries(d.options.filter((o) => o.id !== 'done' && o.id !== 'upgrade').map((o) => [o.id, (o.data as { price: number }).price]));
}

/** A turn of `player` after the given effects ran; stops at his first decision. */
function turnAfter(g: ColumbiaG, player: PlayerId, before: Task[]): Table {
  return run(g, [...before, { t: 'turn/play', player }]);
}

function board(): ColumbiaG {
  const g = empty();
  put(g, 'blue', 'common', GARDEN);
  put(g, 'red', 'common', BAY);
  setEagles(g, 'blue', 20);
  setEagles(g, 'red', 20);
  return g;
}

describe('cost modifiers (leader abilities)', () => {
  it("Jeremiah Fink: his player's structures cost 2 less; his opponent pays full price", () => {
    const fink = turnAfter(board(), 'blue', [effect('leader:jeremiah-fink', 'blue')]);
    const p = prices(decision(fink));
    expect(p[`build:stronghold:${GARDEN}`]).toBe(4);
    expect(p[`build:turret:${GARDEN}`]).toBe(2);
    expect(p[`build:alarm:${GARDEN}`]).toBe(1);
    expect(p[`recruit:common:${GARDEN}`]).toBe(3);
    const other = turnAfter(board(), 'red', [effect('leader:jeremiah-fink', 'blue')]);
    expect(prices(decision(other))[`build:stronghold:${BAY}`]).toBe(6);
  });

  it("Daisy Fitzroy: her player's units cost 1 less, structures do not", () => {
    const daisy = turnAfter(board(), 'red', [effect('leader:daisy-fitzroy', 'red')]);
    const p = prices(decision(daisy));
    expect(p[`recruit:common:${BAY}`]).toBe(2);
    expect(p[`recruit:handyman:${BAY}`]).toBe(3);
    expect(p[`recruit:daisy:${BAY}`]).toBe(5);
    expect(p[`build:stronghold:${BAY}`]).toBe(6);
    const other = turnAfter(board(), 'blue', [effect('leader:daisy-fitzroy', 'red')]);
    expect(prices(decision(other))[`recruit:common:${GARDEN}`]).toBe(3);
  });

  it('Chen Lin: upgrades he buys cost 1 less', () => {
    const t = turnAfter(board(), 'red', [effect('leader:chen-lin', 'red')]);
    const up = decision(t).options.find((o) => o.id === 'upgrade')!;
    expect((up.data as { price: number }).price).toBe(2);
  });
});

describe('move modifiers', () => {
  const movesLeft = (t: Table) => (decision(t).data as { movesLeft: number }).movesLeft;
  const toMove = (t: Table) => playUntil(t, (x) => decision(x).kind === 'move', {}, passive);

  it('Rosalind Lutece: her player moves 5 units a turn, his opponent 4', () => {
    const mine = turnAfter(board(), 'blue', [effect('leader:rosalind-lutece', 'blue')]);
    toMove(mine);
    expect(movesLeft(mine)).toBe(5);
    const theirs = turnAfter(board(), 'red', [effect('leader:rosalind-lutece', 'blue')]);
    toMove(theirs);
    expect(movesLeft(theirs)).toBe(4);
  });

  it('Forced March: this round, each player moves one more unit, whoever resolved the event', () => {
    for (const p of ['blue', 'red']) {
      const t = turnAfter(board(), p, [effect('event:forced-march', 'red', {}, 'round')]);
      toMove(t);
      expect(movesLeft(t)).toBe(5);
    }
    const next = turnAfter(board(), 'blue', [effect('event:forced-march', 'red', {}, 'round'), endScope('round')]);
    toMove(next);
    expect(movesLeft(next)).toBe(4);
  });
});

describe('Power Outage: upgrades have no effect this round', () => {
  const handyman = cardsOf('blue', 'handyman')[0]!.id;

  function duel(before: Task[]): Table {
    const g = empty();
    g.factions.founders!.upgrades.handyman!.combat = 2;
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    setHand(g, 'blue', [handyman]);
    const t = run(g, [...before, { t: 'combat/fight', location: BAY, attacker: { kind: 'player', player: 'blue' }, defender: { kind: 'player', player: 'red' }, origin: 'move' }], {
      white: [1, 1],
    });
    answer(t, 'combat-cards', [handyman]);
    return t;
  }
  const cards = (t: Table) => (entries(t, 'combat-totals')[0]!.values.attacker as { cards: number }).cards;

  it('a card enters the combat at its printed value during the round', () => {
    expect(cards(duel([]))).toBe(5);
    expect(cards(duel([effect('event:power-outage', 'red', {}, 'round')]))).toBe(3);
  });

  it('the round over, upgrades count again', () => {
    expect(cards(duel([effect('event:power-outage', 'red', {}, 'round'), endScope('round')]))).toBe(5);
  });

  it('an unlocked ability is locked again while it holds (unlocking is an upgrade)', () => {
    const g = empty();
    g.factions.founders!.upgrades.handyman!.unlocked = true;
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    setHand(g, 'blue', [handyman]);
    const t = run(g, [effect('event:power-outage', 'red', {}, 'round'), { t: 'combat/fight', location: BAY, attacker: { kind: 'player', player: 'blue' }, defender: { kind: 'player', player: 'red' }, origin: 'move' }], {
      white: [1, 1],
    });
    answer(t, 'combat-cards', [handyman]);
    expect(entries(t, 'combat-ability-locked')).toHaveLength(1);
    expect(cards(t)).toBe(3);
  });
});

describe('"X have no effect" for whatever the phrase names: upgrades, cards, abilities', () => {
  const handyman = cardsOf('blue', 'handyman')[0]!.id;
  const boys = cardsOf('blue', 'boys-of-silence')[0]!.id;
  const texts = withEffects({
    'cards-off': 'this round:\n  cards have no effect',
    'their-cards-off': "this round:\n  my opponent's cards have no effect",
    'abilities-off': 'this round:\n  abilities have no effect',
  });
  const side = (t: Table, s: 'attacker' | 'defender') => (entries(t, 'combat-totals')[0]!.values[s] as { cards: number }).cards;

  /** Blue plays `card` attacking (or defending against) red at the Bay, after `before`. */
  function fight(card: string, blueAttacks: boolean, before: Task[]): Table {
    const g = empty();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    setHand(g, 'blue', [card]);
    setHand(g, 'red', []);
    const blue = { kind: 'player', player: 'blue' };
    const red = { kind: 'player', player: 'red' };
    const t = run(g, [...before, { t: 'combat/fight', location: BAY, attacker: blueAttacks ? blue : red, defender: blueAttacks ? red : blue, origin: 'move' }], { white: [1, 1] }, 'effects', texts);
    const played = (x: Table) => entries(x, 'combat-totals').length > 0;
    playUntil(t, played, { 'combat-cards': (d) => (d.player === 'blue' ? [card] : []) });
    return t;
  }

  it('a card that has no effect counts nothing', () => {
    expect(side(fight(handyman, true, []), 'attacker')).toBe(3);
    expect(side(fight(handyman, true, [effect('event:cards-off', 'red', {}, 'round')]), 'attacker')).toBe(0);
  });

  it("whose cards: the phrase's owner decides (my opponent's cards: not mine)", () => {
    expect(side(fight(handyman, true, [effect('event:their-cards-off', 'red', {}, 'round')]), 'attacker')).toBe(0);
    expect(side(fight(handyman, true, [effect('event:their-cards-off', 'blue', {}, 'round')]), 'attacker')).toBe(3);
  });

  it('an ability that has no effect does not run; the card still counts', () => {
    const on = fight(boys, false, []);
    const off = fight(boys, false, [effect('event:abilities-off', 'red', {}, 'round')]);
    expect(side(off, 'defender')).toBe(side(on, 'defender') - 3);
    expect(entries(off, 'combat-ability-locked')).toHaveLength(1);
  });
});

describe('extra dice', () => {
  it('Cornelius Slate: each of his leaders in a combat rolls 1 more red die', () => {
    const g = empty();
    put(g, 'red', 'daisy', BAY);
    put(g, 'red', 'common', BAY);
    put(g, 'blue', 'common', BAY);
    const t = run(
      g,
      [effect('leader:cornelius-slate', 'red'), { t: 'combat/fight', location: BAY, attacker: { kind: 'player', player: 'red' }, defender: { kind: 'player', player: 'blue' }, origin: 'move' }],
      { red: [2, 3], white: [1, 1] },
    );
    const dice = entries(t, 'combat-dice').find((e) => e.values.side === 'attacker')!.values.dice as { dieId: string; from: string }[];
    expect(dice.map((d) => d.dieId).sort()).toEqual(['red', 'red', 'white']);
    expect(dice.filter((d) => d.from === 'leader:cornelius-slate')).toHaveLength(1);
    // The defender (no Slate) rolls his common's die only.
    expect((entries(t, 'combat-dice').find((e) => e.values.side === 'defender')!.values.dice as unknown[]).length).toBe(1);
  });
});

describe('Clear Skies: units riding a Sky-Line roll no Sky-Line dice this round', () => {
  it('a ride goes on to the next space without a roll', () => {
    const g = empty();
    const [rider] = put(g, 'blue', 'common', GARDEN);
    const t = run(g, [effect('event:clear-skies', 'blue', {}, 'round'), { t: 'turn/play', player: 'blue' }]);
    playUntil(t, (x) => decision(x).kind === 'move', {}, passive);
    const ride = decision(t).options.find((o) => o.id.startsWith(`ride:${rider}:monument-line:0:`))!;
    answer(t, 'move', [ride.id]);
    expect(entries(t, 'sky-line-no-roll').map((e) => e.values.at)).toEqual([loc(1)]);
    expect(entries(t, 'sky-line-roll')).toEqual([]);
  });
});


