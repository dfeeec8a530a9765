/**
 * Card abilities in a combat, run through the effect language with the real
 * handlers: Bold Maneuver, Propaganda, Sound the Alarm, Reckless Strength,
 * Vigor. Dice are scripted (attacker's dice first, each side's units before
 * its structures).
 */
import { describe, expect, it } from 'vitest';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { answer, build, cardsOf, decision, entries, loc, passive, playUntil, put, setHand, type Table } from '../harness.ts';
import { empty, run, type Dice, type DiceTable } from './helpers.ts';

const BAY = loc(13);
const ORDER = loc(1);
const GARDEN = loc(9);

const card = (deck: string, type: string, combat?: number) => cardsOf(deck, type).find((c) => combat === undefined || c.combat === combat)!.id;

/** Blue attacks at Battleship Bay, both sides play the given cards. */
function fightAtBay(g: ColumbiaG, blueCards: string[], redCards: string[], dice: Dice): DiceTable {
  setHand(g, 'blue', blueCards);
  setHand(g, 'red', redCards);
  const t = run(g, [{ t: 'combat/fight', location: BAY, attacker: { kind: 'player', player: 'blue' }, defender: { kind: 'player', player: 'red' }, origin: 'move' }], dice);
  if (blueCards.length > 0) answer(t, 'combat-cards', blueCards);
  if (redCards.length > 0) answer(t, 'combat-cards', redCards);
  return t;
}

/** Answers whatever follows the combat (the winner's upgrade) the least way, to the end of the table. */
function finish(t: Table): void {
  playUntil(t, () => false, {}, passive);
  expect(t.state.over).toEqual({ stopped: true });
}

function totals(t: DiceTable): { attacker: { cards: number; total: number }; defender: { cards: number; total: number }; winner: string } {
  const e = entries(t, 'combat-totals')[0];
  if (e === undefined) throw new Error('no combat totals were logged');
  return e.values as never;
}

describe("Shotgunner's Bold Maneuver", () => {
  const shotgunner = card('blue', 'shotgunner', 2);

  function table(): ColumbiaG {
    const g = empty();
    g.factions.founders!.upgrades.shotgunner!.unlocked = true;
    put(g, 'blue', 'comstock', BAY);
    put(g, 'blue', 'common', BAY, 2);
    put(g, 'red', 'common', BAY);
    build(g, 'red', 'turret', BAY);
    return g;
  }

  it('adds 3 to the card, and a loss then destroys all his commons there instead of one unit', () => {
    // attacker: red 2 (Comstock) + white 1 + 1 (commons); defender: white 4 (common) + blue 5 (turret)
    const t = fightAtBay(table(), [shotgunner], [], { red: [2], white: [1, 1, 4], blue: [5] });
    const d = decision(t);
    expect([d.player, d.kind, d.prompt]).toEqual(['blue', 'effect-choice', 'Use Bold Maneuver?']);
    answer(t, 'effect-choice', ['yes']);
    finish(t);
    expect(totals(t).attacker).toMatchObject({ cards: 5, total: 9 });
    expect(totals(t).winner).toBe('defender');
    const lost = entries(t, 'combat-unit-destroyed').map((e) => [e.values.pieceId, e.values.reason]);
    expect(lost).toEqual([
      ['common', 'all-commons'],
      ['common', 'all-commons'],
    ]);
    const blue = Object.values(t.state.g.units).filter((u) => u.owner === 'blue' && u.location !== null);
    // Comstock survives and retreats to the stronghold at Order of the Raven.
    expect(blue.map((u) => [u.pieceId, u.location])).toEqual([['comstock', ORDER]]);
    expect(t.left()).toEqual({});
  });

  it('declined: the card keeps its value and a loss costs one unit of his choice', () => {
    const t = fightAtBay(table(), [shotgunner], [], { red: [2], white: [1, 1, 4], blue: [5] });
    answer(t, 'effect-choice', ['no']);
    expect(totals(t).attacker.cards).toBe(2);
    expect(decision(t).kind).toBe('combat-destroy-unit');
  });

  it('is not offered without a common of his in the combat', () => {
    const g = empty();
    g.factions.founders!.upgrades.shotgunner!.unlocked = true;
    put(g, 'blue', 'comstock', BAY);
    put(g, 'red', 'common', BAY);
    const t = fightAtBay(g, [shotgunner], [], { red: [6], white: [1] });
    finish(t);
    expect(totals(t).attacker.cards).toBe(2);
  });
});

describe("Motorized Patriot's Propaganda", () => {
  it('before the dice he may move one of his commons from anywhere onto the combat location, where it rolls', () => {
    const g = empty();
    put(g, 'blue', 'common', BAY);
    const [atGarden] = put(g, 'blue', 'common', GARDEN);
    const [atOrder] = put(g, 'blue', 'common', ORDER);
    put(g, 'red', 'common', BAY);
    const t = fightAtBay(g, [card('blue', 'motorized-patriot', 2)], [], { white: [3, 3, 1] });
    const may = decision(t);
    expect([may.player, may.kind]).toEqual(['blue', 'effect-may']);
    expect(may.prompt).toContain('move 1 common I control from any location to this location');
    answer(t, 'effect-may', ['yes']);
    const which = decision(t);
    expect(which.kind).toBe('effect-choose');
    expect(which.options.map((o) => o.id).sort()).toEqual([atGarden, atOrder].sort());
    answer(t, 'effect-choose', [atGarden!]);
    expect(t.state.g.units[atGarden!]!.location).toBe(BAY);
    expect(t.state.g.units[atOrder!]!.location).toBe(ORDER);
    const attackerDice = entries(t, 'combat-dice').find((e) => e.values.side === 'attacker')!;
    expect((attackerDice.values.dice as unknown[]).length).toBe(2);
    expect(totals(t).attacker.total).toBe(2 + 6);
  });

  it('declined, nothing moves', () => {
    const g = empty();
    put(g, 'blue', 'common', BAY);
    const [atGarden] = put(g, 'blue', 'common', GARDEN);
    put(g, 'red', 'common', BAY);
    const t = fightAtBay(g, [card('blue', 'motorized-patriot', 2)], [], { white: [3, 1] });
    answer(t, 'effect-may', ['no']);
    expect(t.state.g.units[atGarden!]!.location).toBe(GARDEN);
  });
});

describe("Boys of Silence's Sound the Alarm", () => {
  const boys = card('blue', 'boys-of-silence', 1);

  it('adds 3 to the card when its player defends', () => {
    const g = empty();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    setHand(g, 'blue', [boys]);
    const t = run(g, [{ t: 'combat/fight', location: BAY, attacker: { kind: 'player', player: 'red' }, defender: { kind: 'player', player: 'blue' }, origin: 'move' }], { white: [1, 1] });
    answer(t, 'combat-cards', [boys]);
    expect(totals(t).defender.cards).toBe(4);
  });

  it('does nothing when he attacks', () => {
    const g = empty();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const t = fightAtBay(g, [boys], [], { white: [1, 1] });
    expect(totals(t).attacker.cards).toBe(1);
    expect(entries(t, 'effect-card-value')).toEqual([]);
  });
});

describe("Handyman's Reckless Strength (locked)", () => {
  const handyman = cardsOf('blue', 'handyman')[0]!.id;
  const other = card('blue', 'boys-of-silence', 1);

  function table(): ColumbiaG {
    const g = empty();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    return g;
  }

  it('has no effect while locked: the Handyman keeps his combat value of 3', () => {
    const t = fightAtBay(table(), [handyman], [], { white: [1, 1] });
    expect(entries(t, 'combat-ability-locked').map((e) => e.values.cardType)).toEqual(['handyman']);
    expect(totals(t).attacker.cards).toBe(3);
  });

  it('unlocked and played alone, his combat value is 6, without his upgrades', () => {
    const g = table();
    g.factions.founders!.upgrades.handyman!.unlocked = true;
    g.factions.founders!.upgrades.handyman!.combat = 1;
    const t = fightAtBay(g, [handyman], [], { white: [1, 1] });
    expect(totals(t).attacker.cards).toBe(6);
  });

  it('unlocked but played with another card: no effect (3, plus his +1 upgrade)', () => {
    const g = table();
    g.factions.founders!.upgrades.handyman!.unlocked = true;
    g.factions.founders!.upgrades.handyman!.combat = 1;
    const t = fightAtBay(g, [handyman, other], [], { white: [1, 1] });
    expect(totals(t).attacker.cards).toBe(4 + 1);
  });
});

describe("Bucking Bronco's Vigor", () => {
  it('discards 1 random card the opponent played: it goes to his discard pile and its value no longer counts', () => {
    const g = empty();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const [h1, h2] = cardsOf('blue', 'handyman').map((c) => c.id);
    const bronco = card('red', 'bucking-bronco', 1);
    const t = fightAtBay(g, [h1!, h2!], [bronco], { white: [1, 1] });
    const may = decision(t);
    expect([may.player, may.kind]).toEqual(['red', 'effect-may']);
    answer(t, 'effect-may', ['yes']);
    finish(t);
    const cancelled = entries(t, 'effect-cancel').map((e) => e.values.card as string);
    expect(cancelled).toHaveLength(1);
    expect([h1, h2]).toContain(cancelled[0]);
    expect(entries(t, 'effect-discard').map((e) => [e.actors, e.values.card])).toEqual([[['blue'], cancelled[0]]]);
    // Two Handymen of 3, one cancelled: 3 counts; Bronco's 1 for the defender.
    expect(totals(t).attacker.cards).toBe(3);
    expect(totals(t).defender.cards).toBe(1);
    // Discarded once: the pile holds each played card exactly once after the combat.
    const pile = t.state.g.players.blue!.discard;
    expect(pile.filter((c) => c === cancelled[0])).toHaveLength(1);
    expect(pile).toContain(h1);
    expect(pile).toContain(h2);
  });

  it('declined: every card counts', () => {
    const g = empty();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const [h1, h2] = cardsOf('blue', 'handyman').map((c) => c.id);
    const t = fightAtBay(g, [h1!, h2!], [card('red', 'bucking-bronco', 1)], { white: [1, 1] });
    answer(t, 'effect-may', ['no']);
    expect(totals(t).attacker.cards).toBe(6);
  });

  it('the random pick replays: the same seed cancels the same card', () => {
    const pick = (seed: string) => {
      const g = empty();
      put(g, 'blue', 'common', BAY);
      put(g, 'red', 'common', BAY);
      const ids = cardsOf('blue', 'handyman').map((c) => c.id).slice(0, 3);
      setHand(g, 'blue', ids);
      setHand(g, 'red', [card('red', 'bucking-bronco', 1)]);
      const t = run(g, [{ t: 'combat/fight', location: BAY, attacker: { kind: 'player', player: 'blue' }, defender: { kind: 'player', player: 'red' }, origin: 'move' }], { white: [1, 1] }, seed);
      answer(t, 'combat-cards', ids);
      answer(t, 'combat-cards', [card('red', 'bucking-bronco', 1)]);
      answer(t, 'effect-may', ['yes']);
      return entries(t, 'effect-cancel')[0]!.values.card;
    };
    expect(pick('a')).toBe(pick('a'));
  });

  it("a card Vigor cancels before its own before-dice effect resolved has no effect at all: Propaganda's move never happens", () => {
    const g = empty();
    put(g, 'blue', 'common', BAY);
    const [atGarden] = put(g, 'blue', 'common', GARDEN);
    put(g, 'red', 'common', BAY);
    g.firstPlayer = 'red';
    const t = fightAtBay(g, [card('blue', 'motorized-patriot', 2)], [card('red', 'bucking-bronco', 1)], { white: [1, 1] });
    const order = decision(t);
    expect([order.player, order.kind]).toEqual(['red', 'order-triggers']);
    const vigor = order.options.find((o) => (o.data as { src: string }).src === 'card:bucking-bronco')!;
    answer(t, 'order-triggers', [vigor.id]);
    answer(t, 'effect-may', ['yes']);
    // Propaganda's trigger was already answering the same "before dice" event: it does not ask.
    expect(t.state.decision === null || t.state.decision.kind !== 'effect-may').toBe(true);
    finish(t);
    expect(entries(t, 'effect-cancel')).toHaveLength(1);
    expect(t.log.some((e) => e.kind === 'effect-moved')).toBe(false);
    expect(t.state.g.units[atGarden!]!.location).toBe(GARDEN);
    expect(totals(t).attacker.cards).toBe(0);
  });
});
