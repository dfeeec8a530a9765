/**
 * The rulebook's combat example, step by step: the attacker moves 3 units
 * from #11 Hall of Heroes to #13 Battleship Bay and plays 3 cards, with Bold
 * Maneuver unlocked and used for +3; the defender's Bucking Bronco discards
 * the attacker's Boys of Silence before the dice. The attacker rolls 3 dice
 * (12), the defender 4, one per unit and structure (13). Cards 6 and 4:
 * 18 against 17, the attacker wins. The defender destroys his structure and
 * one unit (a common) and the rest flee to #12 Soldier's Field, where he
 * controls a stronghold.
 *
 * The example does not print the units or the dice faces; here the attacker
 * has a leader, a special and a common (Bold Maneuver needs a common) and the
 * defender two commons, a special and a stronghold, with faces that make the
 * printed sums.
 */
import { expect, it } from 'vitest';
import { cancelCard, loseAllCommonsInstead } from '../../../interpreter/columbia/combat-rules.ts';
import { cardOf } from '../../../interpreter/columbia/combat-cards.ts';
import { answer, build, cardsOf, decision, entries, loc, put, rules, setHand } from '../harness.ts';
import { emptyDuel, fight } from './helpers.ts';

it("the rulebook's combat example: 12 + 6 = 18 against 13 + 4 = 17", () => {
  const HALL = loc(11);
  const BAY = loc(13);
  const FIELD = loc(12);
  expect(rules.board.locations.find((l) => l.id === HALL)!.adjacentIds).toContain(BAY);

  const g = emptyDuel();
  for (const s of Object.values(g.structures)) if (s.owner === 'red') s.location = null;
  const fieldStronghold = build(g, 'red', 'stronghold', FIELD);
  // The attacker's 3 units, just moved in from Hall of Heroes.
  const attackers = [...put(g, 'blue', 'comstock', BAY), ...put(g, 'blue', 'handyman', BAY), ...put(g, 'blue', 'common', BAY)];
  const bayStronghold = build(g, 'red', 'stronghold', BAY);
  const [common1, common2] = put(g, 'red', 'common', BAY, 2);
  const [handyman] = put(g, 'red', 'handyman', BAY);

  g.factions['founders']!.upgrades['shotgunner']!.unlocked = true;
  const shotgunner = cardsOf('blue', 'shotgunner').find((c) => c.combat === 2)!;
  const boys = cardsOf('blue', 'boys-of-silence').find((c) => c.combat === 1)!;
  const patriot = cardsOf('blue', 'motorized-patriot').find((c) => c.combat === 1)!;
  const bronco = cardsOf('red', 'bucking-bronco').find((c) => c.combat === 1)!;
  const redHandyman = cardsOf('red', 'handyman')[0]!;
  setHand(g, 'blue', [shotgunner.id, boys.id, patriot.id]);
  setHand(g, 'red', [bronco.id, redHandyman.id]);

  const t = fight(g, [{ t: 'combat/at-location', location: BAY, player: 'blue' }], {
    // attacker: red 5 + blue 4 + white 3 = 12; defender: white 3 + 2, blue 3, red 5 (stronghold) = 13
    dice: { red: [5, 5], blue: [4, 3], white: [3, 3, 2] },
    abilities: {
      // Bold Maneuver, activated: +3, and all commons if he loses.
      shotgunner: (ctx, { card, player, side }) => {
        ctx.g.combat![side].cardCombat[card]! += 3;
        loseAllCommonsInstead(ctx.g, player);
      },
      // Vigor's random pick falls on the Boys of Silence.
      'bucking-bronco': (ctx) => {
        const target = ctx.g.combat!.attacker.played.find((c) => cardOf(rules, c).cardTypeId === 'boys-of-silence')!;
        cancelCard(ctx.g, target);
      },
    },
  });

  // 1. The attacker plays 3 cards face down; 2. the defender 2.
  expect(decision(t)).toMatchObject({ kind: 'combat-cards', player: 'blue' });
  answer(t, 'combat-cards', [shotgunner.id, boys.id, patriot.id]);
  expect(decision(t)).toMatchObject({ kind: 'combat-cards', player: 'red' });
  answer(t, 'combat-cards', [bronco.id, redHandyman.id]);

  // 3. Reveal; the red Handyman's Reckless Strength is still locked.
  expect(entries(t, 'combat-ability-locked').map((e) => e.values.card)).toEqual([redHandyman.id]);
  // 4. Dice: 3 for the attacker, 4 for the defender.
  const dice = entries(t, 'combat-dice');
  expect(dice.map((e) => [e.values.side, (e.values.dice as unknown[]).length, e.values.sum])).toEqual([
    ['attacker', 3, 12],
    ['defender', 4, 13],
  ]);
  // 5. Totals.
  expect(entries(t, 'combat-totals')[0]!.values).toEqual({
    location: BAY,
    attacker: { cards: 6, dice: 12, bonus: 0, total: 18 },
    defender: { cards: 4, dice: 13, bonus: 0, total: 17 },
    cancelled: [boys.id],
    winner: 'attacker',
  });

  // 6. The defender destroys his structure and chooses a common; the rest flee to Soldier's Field.
  expect(t.state.g.structures[bayStronghold]!.location).toBeNull();
  expect(decision(t)).toMatchObject({ kind: 'combat-destroy-unit', player: 'red' });
  expect(decision(t).options.map((o) => o.id).sort()).toEqual([common1, handyman].sort());
  answer(t, 'combat-destroy-unit', [common1!]);
  const units = t.state.g.units;
  expect(units[common1!]!.location).toBeNull();
  expect(units[common2!]!.location).toBe(FIELD);
  expect(units[handyman!]!.location).toBe(FIELD);
  expect(t.state.g.structures[fieldStronghold]!.location).toBe(FIELD);
  for (const u of attackers) expect(units[u]!.location).toBe(BAY);

  // The winner earns an upgrade; every card played is discarded, the Boys of Silence too.
  expect(decision(t)).toMatchObject({ kind: 'upgrade', player: 'blue' });
  answer(t, 'upgrade', ['none']);
  expect(t.state.g.players['blue']!.discard.sort()).toEqual([shotgunner.id, boys.id, patriot.id].sort());
  expect(t.state.g.players['red']!.discard.sort()).toEqual([bronco.id, redHandyman.id].sort());
  expect(t.state.g.combat).toBeNull();
  expect(t.state.over).toEqual({ stopped: true });
  expect(t.diceLeft()).toEqual({});
});
