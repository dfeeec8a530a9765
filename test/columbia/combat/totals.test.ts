/**
 * The arithmetic of a combat as pure functions: totals, ties, cancelled
 * cards, tokens, dice pools (turrets next door, alarms, Booker).
 */
import { describe, expect, it } from 'vitest';
import { combatTriggerApplies, COMBAT_EVENTS } from '../../../interpreter/columbia/combat.ts';
import { cancelCard, combatTotal, combatWinner, dicePool, newSide, retreatDestinations } from '../../../interpreter/columbia/combat-rules.ts';
import type { ActiveEffect } from '../../../interpreter/core/index.ts';
import { boardNow, build, cardsOf, loc, put, rules } from '../harness.ts';
import { emptyDuel } from './helpers.ts';

const BAY = loc(13); // Battleship Bay: next to Hall of Heroes (#11) and Soldier's Field (#12)

describe('combat totals', () => {
  it('the defender wins ties', () => {
    expect(combatWinner(7, 7)).toBe('defender');
    expect(combatWinner(8, 7)).toBe('attacker');
    expect(combatWinner(6, 7)).toBe('defender');
  });

  it('a total is the cards that count, the dice with their bonus, and flat bonuses', () => {
    const side = newSide({ kind: 'player', player: 'blue' });
    side.played = ['a', 'b', 'c'];
    side.cardCombat = { a: 5, b: 1, c: 1 };
    side.cancelled = ['c'];
    side.dice = [
      { dieId: 'white', value: 3 },
      { dieId: 'red', value: 5 },
    ];
    side.dieBonus = 1;
    side.bonus = 2;
    expect(combatTotal(side)).toEqual({ cards: 6, dice: 10, bonus: 2, total: 18 });
  });

  it("a territory token's total is its printed combat value", () => {
    const side = newSide({ kind: 'token', tokenId: 'x' });
    expect(combatTotal(side, 7).total).toBe(7);
    // the token defends: matching its value is not enough
    expect(combatWinner(7, combatTotal(side, 7).total)).toBe('defender');
  });
});

describe('combat dice', () => {
  it('one die per unit and structure, by colour', () => {
    const g = emptyDuel();
    put(g, 'blue', 'comstock', BAY);
    put(g, 'blue', 'handyman', BAY);
    put(g, 'blue', 'common', BAY, 2);
    build(g, 'blue', 'alarm', BAY);
    const pool = dicePool(boardNow(g), { kind: 'player', player: 'blue' }, BAY);
    expect(pool.dice.map((d) => d.dieId).sort()).toEqual(['blue', 'red', 'white', 'white', 'white']);
  });

  it('a turret adds a blue die in adjacent locations', () => {
    const g = emptyDuel();
    put(g, 'red', 'common', BAY);
    const turret = build(g, 'red', 'turret', loc(12));
    build(g, 'red', 'turret', loc(15)); // Shanty Town is not next to Battleship Bay
    const pool = dicePool(boardNow(g), { kind: 'player', player: 'red' }, BAY);
    expect(pool.dice).toEqual([
      { dieId: 'white', from: expect.any(String), source: 'unit' },
      { dieId: 'blue', from: turret, source: 'adjacent-structure' },
    ]);
  });

  it("an alarm adds 1 to each of its owner's dice", () => {
    const g = emptyDuel();
    put(g, 'red', 'common', BAY, 2);
    build(g, 'red', 'alarm', BAY);
    put(g, 'blue', 'common', BAY);
    expect(dicePool(boardNow(g), { kind: 'player', player: 'red' }, BAY).dieBonus).toBe(1);
    expect(dicePool(boardNow(g), { kind: 'player', player: 'blue' }, BAY).dieBonus).toBe(0);
  });

  it('Booker rolls 3 red dice', () => {
    const g = emptyDuel();
    const pool = dicePool(boardNow(g), { kind: 'booker' }, BAY);
    expect(pool.dice.map((d) => d.dieId)).toEqual(['red', 'red', 'red']);
    const withElizabeth = dicePool(boardNow(g), { kind: 'booker' }, BAY, [{ dieId: 'white', count: 1, from: 'timeline:timeline-1-step-1' }]);
    expect(withElizabeth.dice.map((d) => d.dieId)).toEqual(['red', 'red', 'red', 'white']);
  });

  it('a territory token rolls no dice', () => {
    expect(dicePool(boardNow(emptyDuel()), { kind: 'token', tokenId: rules.territoryTokens[0]!.id }, BAY).dice).toEqual([]);
  });
});

describe('retreat destinations', () => {
  it('a location he controls with his stronghold, never the combat location', () => {
    const g = emptyDuel(); // red: stronghold at #14
    build(g, 'red', 'stronghold', BAY); // red alone there: he controls it, but it is where he lost
    build(g, 'red', 'stronghold', loc(5));
    put(g, 'blue', 'common', loc(5)); // contested: nobody controls Bank of the Prophet
    put(g, 'red', 'common', BAY);
    expect(retreatDestinations(boardNow(g), 'vox-populi', BAY)).toEqual([loc(14)]);
    expect(retreatDestinations(boardNow(g), 'vox-populi', loc(14))).toEqual([BAY]);
  });
});

describe('triggers in a combat', () => {
  const trigger = (on: string, owner: string, card: string | null): ActiveEffect => ({
    id: 1,
    type: 'trigger',
    on,
    key: null,
    src: 'card:x',
    at: [],
    env: card === null ? {} : { card },
    owner,
    until: 'combat',
    once: false,
  });

  it("Vigor's discarded card has no effect: its triggers do not fire", () => {
    const g = emptyDuel();
    const [shotgunner] = cardsOf('blue', 'shotgunner');
    g.combat = {
      location: BAY,
      attacker: newSide({ kind: 'player', player: 'blue' }),
      defender: newSide({ kind: 'player', player: 'red' }),
      revealed: true,
      winner: null,
      loserDestroysAllCommons: null,
      origin: 'move',
    };
    g.combat.attacker.played = [shotgunner!.id];
    const event = { e: COMBAT_EVENTS.beforeDice, location: BAY, attacker: 'blue', defender: 'red' };
    expect(combatTriggerApplies(trigger(COMBAT_EVENTS.beforeDice, 'blue', shotgunner!.id), event, g)).toBe(true);
    expect(cancelCard(g, shotgunner!.id)).toBe('attacker');
    expect(combatTriggerApplies(trigger(COMBAT_EVENTS.beforeDice, 'blue', shotgunner!.id), event, g)).toBe(false);
  });

  it('a win or loss window answers only its owner', () => {
    const g = emptyDuel();
    const lost = { e: COMBAT_EVENTS.lost, player: 'red', side: 'defender' };
    expect(combatTriggerApplies(trigger(COMBAT_EVENTS.lost, 'red', null), lost, g)).toBe(true);
    expect(combatTriggerApplies(trigger(COMBAT_EVENTS.lost, 'blue', null), lost, g)).toBe(false);
  });
});
