/**
 * Combat rules, one named test per rule, each a real combat through the
 * engine (combat.ts with the real upgrade and victory tasks) on an arranged
 * board, with every die scripted.
 */
import { describe, expect, it } from 'vitest';
import { cancelCard, loseAllCommonsInstead, otherSide } from '../../../interpreter/columbia/combat-rules.ts';
import { cardOf } from '../../../interpreter/columbia/combat-cards.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { answer, build, cardsOf, clearBoard, decision, engine, entries, loc, newGame, put, rules, setHand } from '../harness.ts';
import { attack, emptyDuel, fight, type AbilityStandIn, type CombatTable } from './helpers.ts';

const BAY = loc(13); // Battleship Bay: next to Hall of Heroes (#11) and Soldier's Field (#12)

/** Where a piece is now. */
const at = (t: CombatTable, id: string) => (id in t.state.g.units ? t.state.g.units[id]! : t.state.g.structures[id]!).location;
const totals = (t: CombatTable, n = 0) => entries(t, 'combat-totals')[n]!.values;
/** Answers the winner's upgrade decision with "no upgrade" (and checks it is his). */
const noUpgrade = (t: CombatTable, player: string) => {
  expect(decision(t)).toMatchObject({ kind: 'upgrade', player });
  answer(t, 'upgrade', ['none']);
};

/** Bold Maneuver, as the effect handlers will do it: +3 now, all commons if he loses. */
const boldManeuver: AbilityStandIn = (ctx, { card, player, side }) => {
  ctx.g.combat![side].cardCombat[card]! += 3;
  loseAllCommonsInstead(ctx.g, player);
};
/** Vigor landing on the opponent's card of this type (the random pick, fixed for the test). */
const vigorOn =
  (cardType: string): AbilityStandIn =>
  (ctx, { side }) => {
    const target = ctx.g.combat![otherSide(side)].played.find((c) => cardOf(rules, c).cardTypeId === cardType);
    if (target !== undefined) cancelCard(ctx.g, target);
  };

function aggressiveEvent(aggressive: boolean): string {
  return rules.worldEvents.find((e) => e.aggressive === aggressive)!.id;
}

describe('resolving a combat', () => {
  it('the defender wins ties', () => {
    const g = emptyDuel();
    put(g, 'blue', 'common', BAY, 2);
    put(g, 'red', 'common', BAY, 2);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [2, 3, 3, 2] } });
    expect(totals(t)).toMatchObject({ attacker: { total: 5 }, defender: { total: 5 }, winner: 'defender' });
    noUpgrade(t, 'red');
    expect(t.state.over).toEqual({ stopped: true });
    expect(t.diceLeft()).toEqual({});
  });

  it('the attacker plays his cards face down first, then the defender', () => {
    const g = emptyDuel();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const [patriot] = cardsOf('blue', 'motorized-patriot');
    const [rebel] = cardsOf('red', 'rebel');
    setHand(g, 'blue', [patriot!.id]);
    setHand(g, 'red', [rebel!.id]);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [1, 1] } });
    expect(decision(t)).toMatchObject({ kind: 'combat-cards', player: 'blue', min: 0, max: 1 });
    answer(t, 'combat-cards', [patriot!.id]);
    expect(decision(t)).toMatchObject({ kind: 'combat-cards', player: 'red' });
    // Face down: the defender's view does not show what the attacker played.
    expect(entries(t, 'combat-cards-played')[0]).toMatchObject({ to: null, values: { count: 1 } });
    expect(entries(t, 'combat-cards-chosen')[0]).toMatchObject({ to: ['blue'] });
    answer(t, 'combat-cards', []);
    expect(entries(t, 'combat-cards-revealed')[0]!.values).toMatchObject({ attacker: [patriot!.id], defender: [] });
  });

  it('a turret adds a blue die in adjacent locations', () => {
    const g = emptyDuel();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const turret = build(g, 'red', 'turret', loc(12));
    build(g, 'red', 'turret', loc(15)); // Shanty Town is not next to Battleship Bay
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [4, 1], blue: [2] } });
    const dice = entries(t, 'combat-dice').find((e) => e.values.side === 'defender')!.values;
    expect(dice.dice).toEqual([
      { dieId: 'white', value: 1, from: expect.any(String) },
      { dieId: 'blue', value: 2, from: turret },
    ]);
    expect(totals(t)).toMatchObject({ attacker: { total: 4 }, defender: { total: 3 }, winner: 'attacker' });
    // Red lost, but only structures in the combat's location go: the turret next door stays.
    expect(at(t, turret)).toBe(loc(12));
  });

  it("an alarm adds 1 to each of its owner's dice", () => {
    const g = emptyDuel();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    build(g, 'red', 'alarm', BAY);
    // blue rolls 4; red rolls 1 (common) and 2 (the alarm's own white die), each +1
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [4, 1, 2] } });
    const red = entries(t, 'combat-dice').find((e) => e.values.side === 'defender')!.values;
    expect(red).toMatchObject({ dieBonus: 1, sum: 5 });
    const blue = entries(t, 'combat-dice').find((e) => e.values.side === 'attacker')!.values;
    expect(blue).toMatchObject({ dieBonus: 0, sum: 4 });
    expect(totals(t)).toMatchObject({ winner: 'defender' });
  });

  it('the loser loses his structures and one unit', () => {
    const g = emptyDuel();
    put(g, 'blue', 'comstock', BAY);
    const stronghold = build(g, 'red', 'stronghold', BAY);
    const turret = build(g, 'red', 'turret', BAY);
    const [common] = put(g, 'red', 'common', BAY);
    const [handyman] = put(g, 'red', 'handyman', BAY);
    // blue: red 6; red: white 1, blue 1, red 2 (stronghold), blue 1 (turret) = 5
    const t = fight(g, [attack(BAY, 'blue')], { dice: { red: [6, 2], white: [1], blue: [1, 1] } });
    expect(totals(t)).toMatchObject({ attacker: { total: 6 }, defender: { total: 5 }, winner: 'attacker' });
    expect(at(t, stronghold)).toBeNull();
    expect(at(t, turret)).toBeNull();
    expect(decision(t)).toMatchObject({ kind: 'combat-destroy-unit', player: 'red' });
    expect(decision(t).options.map((o) => o.id).sort()).toEqual([common, handyman].sort());
    answer(t, 'combat-destroy-unit', [handyman!]);
    expect(at(t, handyman!)).toBeNull();
    expect(at(t, common!)).toBe(loc(14)); // the rest retreat to his stronghold
    noUpgrade(t, 'blue');
  });

  it('the rest retreat to a stronghold he controls', () => {
    const g = emptyDuel(); // red: stronghold at #14 (Fink MFG)
    build(g, 'red', 'stronghold', loc(15)); // Shanty Town: his too
    build(g, 'red', 'stronghold', loc(5)); // Bank of the Prophet: contested, so nobody controls it
    put(g, 'blue', 'common', loc(5));
    put(g, 'blue', 'comstock', BAY);
    const survivors = put(g, 'red', 'common', BAY, 3);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { red: [6], white: [1, 1, 2] } });
    expect(totals(t)).toMatchObject({ winner: 'attacker' });
    expect(decision(t)).toMatchObject({ kind: 'retreat', player: 'red' });
    expect(decision(t).options.map((o) => o.id)).toEqual([loc(14), loc(15)]);
    answer(t, 'retreat', [loc(15)]);
    const where = survivors.map((u) => at(t, u));
    expect(where.filter((l) => l === null)).toHaveLength(1); // one destroyed (identical commons: no choice to make)
    expect(where.filter((l) => l === loc(15))).toHaveLength(2);
    expect(entries(t, 'combat-retreat')[0]!.values).toMatchObject({ from: BAY, to: loc(15) });
    // The loser retreats, not both sides ("Blue Founders and Red Vox Populi retreats" before).
    expect(entries(t, 'combat-retreat')[0]!.actors).toEqual(['red']);
  });

  it('with no stronghold the rest are destroyed', () => {
    const g = emptyDuel();
    for (const s of Object.values(g.structures)) if (s.owner === 'red') s.location = null;
    build(g, 'red', 'turret', loc(15)); // something on the board, so red is not eliminated
    put(g, 'blue', 'comstock', BAY);
    const reds = [...put(g, 'red', 'common', BAY, 2), ...put(g, 'red', 'handyman', BAY)];
    const t = fight(g, [attack(BAY, 'blue')], { dice: { red: [6], white: [1, 1], blue: [1] } });
    answer(t, 'combat-destroy-unit', (d) => [d.options.find((o) => o.id.includes('handyman'))!.id]);
    for (const u of reds) expect(at(t, u)).toBeNull();
    expect(entries(t, 'combat-unit-destroyed').map((e) => e.values.reason)).toEqual(['loss', 'no-retreat', 'no-retreat']);
    noUpgrade(t, 'blue');
  });

  it('enemy structures alone defend their location (ruling)', () => {
    const g = emptyDuel();
    put(g, 'blue', 'common', BAY, 2);
    const turret = build(g, 'red', 'turret', BAY);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [2, 2], blue: [3] } });
    expect(entries(t, 'combat-start')[0]!.values.defender).toEqual({ kind: 'player', player: 'red' });
    expect(totals(t)).toMatchObject({ attacker: { total: 4 }, defender: { total: 3 }, winner: 'attacker' });
    expect(at(t, turret)).toBeNull();
    noUpgrade(t, 'blue');
  });

  it('winning a combat earns an upgrade', () => {
    const g = emptyDuel();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [3, 1] } });
    expect(decision(t)).toMatchObject({ kind: 'upgrade', player: 'blue', prompt: 'You earned an upgrade for winning the combat: which one?', data: { reason: 'combat' } });
    answer(t, 'upgrade', (d) => [d.options.find((o) => o.id === 'boost:shotgunner:combat')!.id]);
    expect(t.state.g.factions['founders']!.upgrades['shotgunner']!.combat).toBe(1);
    expect(t.state.g.combat).toBeNull();
  });

  it("the cards played go to their owners' discard piles", () => {
    const g = emptyDuel();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const blueCards = cardsOf('blue', 'boys-of-silence').slice(0, 2).map((c) => c.id);
    const redCards = cardsOf('red', 'rebel').slice(0, 1).map((c) => c.id);
    setHand(g, 'blue', [...blueCards, cardsOf('blue', 'flak-man')[0]!.id]);
    setHand(g, 'red', redCards);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [1, 4] } });
    answer(t, 'combat-cards', blueCards);
    answer(t, 'combat-cards', redCards);
    noUpgrade(t, 'red');
    expect(t.state.g.players['blue']!.discard).toEqual(blueCards);
    expect(t.state.g.players['blue']!.hand).toEqual([cardsOf('blue', 'flak-man')[0]!.id]);
    expect(t.state.g.players['red']!.discard).toEqual(redCards);
  });
});

describe('card abilities in a combat', () => {
  it('Bold Maneuver makes the loser destroy all his commons', () => {
    const g = emptyDuel();
    g.factions['founders']!.upgrades['shotgunner']!.unlocked = true;
    const [comstock] = put(g, 'blue', 'comstock', BAY);
    const commons = put(g, 'blue', 'common', BAY, 2);
    put(g, 'red', 'airship', BAY);
    put(g, 'red', 'daisy', BAY);
    const [shotgunner] = cardsOf('blue', 'shotgunner');
    setHand(g, 'blue', [shotgunner!.id]);
    // blue: 2 + 3 (card) + 2 + 1 + 1 = 9; red: 6 + 6 = 12
    const t = fight(g, [attack(BAY, 'blue')], { dice: { red: [2, 6, 6], white: [1, 1] }, abilities: { shotgunner: boldManeuver } });
    answer(t, 'combat-cards', [shotgunner!.id]);
    expect(totals(t)).toMatchObject({ attacker: { cards: shotgunner!.combat + 3, total: 9 }, defender: { total: 12 }, winner: 'defender' });
    // No choice of one unit: both commons go, Comstock retreats.
    for (const u of commons) expect(at(t, u)).toBeNull();
    expect(at(t, comstock!)).toBe(loc(1));
    expect(entries(t, 'combat-unit-destroyed').map((e) => e.values.reason)).toEqual(['all-commons', 'all-commons']);
    noUpgrade(t, 'red');
  });

  it("Vigor's discarded card has no effect", () => {
    const g = emptyDuel();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const [handyman] = cardsOf('blue', 'handyman'); // combat 3
    const patriot = cardsOf('blue', 'motorized-patriot').find((c) => c.combat === 1)!;
    const bronco = cardsOf('red', 'bucking-bronco').find((c) => c.combat === 2)!;
    setHand(g, 'blue', [handyman!.id, patriot.id]);
    setHand(g, 'red', [bronco.id]);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [3, 2] }, abilities: { 'bucking-bronco': vigorOn('handyman') } });
    answer(t, 'combat-cards', [handyman!.id, patriot.id]);
    answer(t, 'combat-cards', [bronco.id]);
    // Without Vigor blue would have 3 + 1 + 3 = 7 against 4; the Handyman no longer counts.
    expect(totals(t)).toMatchObject({ attacker: { cards: 1, total: 4 }, defender: { cards: 2, total: 4 }, cancelled: [handyman!.id], winner: 'defender' });
    noUpgrade(t, 'red');
    expect(t.state.g.players['blue']!.discard).toEqual([handyman!.id, patriot.id]);
  });

  it('a locked ability has no effect', () => {
    const g = emptyDuel();
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const [handyman] = cardsOf('blue', 'handyman');
    const [patriot] = cardsOf('blue', 'motorized-patriot');
    setHand(g, 'blue', [handyman!.id, patriot!.id]);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [3, 1] } });
    answer(t, 'combat-cards', [handyman!.id, patriot!.id]);
    expect(entries(t, 'combat-ability-locked').map((e) => e.values.card)).toEqual([handyman!.id]);
    expect(entries(t, 'test-ability').map((e) => e.values.card)).toEqual([patriot!.id]);

    const unlocked: ColumbiaG = emptyDuel();
    unlocked.factions['founders']!.upgrades['handyman']!.unlocked = true;
    put(unlocked, 'blue', 'common', BAY);
    put(unlocked, 'red', 'common', BAY);
    setHand(unlocked, 'blue', [handyman!.id]);
    const u = fight(unlocked, [attack(BAY, 'blue')], { dice: { white: [3, 1] } });
    answer(u, 'combat-cards', [handyman!.id]);
    expect(entries(u, 'test-ability').map((e) => e.values.card)).toEqual([handyman!.id]);
  });

  it('a card enters the combat with its upgraded combat value', () => {
    const g = emptyDuel();
    g.factions['founders']!.upgrades['boys-of-silence']!.combat = 2;
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    const boys = cardsOf('blue', 'boys-of-silence').find((c) => c.combat === 1)!;
    setHand(g, 'blue', [boys.id]);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [1, 4] } });
    answer(t, 'combat-cards', [boys.id]);
    expect(totals(t)).toMatchObject({ attacker: { cards: 3, total: 4 } });
  });
});

describe('territory tokens', () => {
  const tokenWith = (eagles: number) => rules.territoryTokens.find((x) => x.eagles === eagles)!;

  it('a territory token is revealed and fought before enemy units', () => {
    const g = emptyDuel();
    const tok = tokenWith(1); // combat 4 or 5
    g.locations[BAY]!.token = { id: tok.id, faceUp: false };
    put(g, 'blue', 'comstock', BAY);
    put(g, 'blue', 'common', BAY, 2);
    put(g, 'red', 'common', BAY);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { red: [6, 6], white: [4, 4, 4, 4, 1] } });
    expect(entries(t, 'combat-token-revealed')[0]!.values).toMatchObject({ token: tok.id, combat: tok.combat });
    const starts = () => entries(t, 'combat-start').map((e) => (e.values.defender as { kind: string }).kind);
    expect(starts()).toEqual(['token']);
    noUpgrade(t, 'blue'); // the token fight is won
    expect(starts()).toEqual(['token', 'player']);
    expect(entries(t, 'combat-start')[1]!.values.defender).toEqual({ kind: 'player', player: 'red' });
    noUpgrade(t, 'blue');
    expect(t.state.over).toEqual({ stopped: true });
  });

  it('a defeated token pays its Silver Eagles', () => {
    const g = emptyDuel();
    const tok = tokenWith(2);
    g.locations[BAY]!.token = { id: tok.id, faceUp: false };
    g.players['blue']!.eagles = 5;
    put(g, 'blue', 'comstock', BAY);
    put(g, 'blue', 'common', BAY);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { red: [6], white: [4] } });
    expect(totals(t)).toMatchObject({ defender: { total: tok.combat }, winner: 'attacker' });
    // The token rolls nothing: the log gives its printed combat, never "dice N".
    const line = engine().render(entries(t, 'combat-totals')[0]!);
    expect(line).toContain(`defender ${tok.combat} (the token's combat ${tok.combat})`);
    expect(t.state.g.players['blue']!.eagles).toBe(5 + tok.eagles);
    expect(t.state.g.locations[BAY]!.token).toBeNull();
    expect(t.state.g.territoryTokens.defeated).toEqual([{ id: tok.id, by: 'blue' }]);
    noUpgrade(t, 'blue');
  });

  it("a tie with a token is the token's win: the attacker must beat its total", () => {
    const g = emptyDuel();
    const tok = rules.territoryTokens.find((x) => x.combat === 6)!;
    g.locations[BAY]!.token = { id: tok.id, faceUp: false };
    const [comstock] = put(g, 'blue', 'comstock', BAY);
    const [common] = put(g, 'blue', 'common', BAY);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { red: [4], white: [2] } });
    expect(totals(t)).toMatchObject({ attacker: { total: 6 }, defender: { total: 6 }, winner: 'defender' });
    answer(t, 'combat-destroy-unit', [common!]);
    expect(at(t, comstock!)).toBe(loc(1));
    expect(t.state.g.locations[BAY]!.token).toEqual({ id: tok.id, faceUp: true });
    expect(t.state.over).toEqual({ stopped: true }); // nobody to upgrade, nothing more to fight
  });

  it('a lost token fight ends the attack: Booker is not offered', () => {
    const g = emptyDuel();
    const tok = rules.territoryTokens.find((x) => x.combat === 6)!;
    g.locations[BAY]!.token = { id: tok.id, faceUp: true };
    g.booker = BAY;
    g.worldEvents.current = aggressiveEvent(false);
    put(g, 'blue', 'common', BAY, 2);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [1, 1] } });
    expect(entries(t, 'combat-token-revealed')).toEqual([]); // already face up
    expect(entries(t, 'combat-token-holds')).toHaveLength(1);
    expect(entries(t, 'combat-start')).toHaveLength(1);
    expect(t.state.over).toEqual({ stopped: true });
  });
});

describe('Booker', () => {
  function bookerAt(g: ColumbiaG, aggressive: boolean): void {
    g.booker = BAY;
    g.worldEvents.current = aggressiveEvent(aggressive);
  }

  it('Booker rolls 3 red dice', () => {
    const g = emptyDuel();
    bookerAt(g, true);
    const [common] = put(g, 'red', 'common', BAY);
    const t = fight(g, [{ t: 'combat/fight', location: BAY, attacker: { kind: 'booker' }, defender: { kind: 'player', player: 'red' }, origin: 'booker' }], {
      dice: { red: [2, 3, 4], white: [4] },
    });
    const booker = entries(t, 'combat-dice').find((e) => e.values.side === 'attacker')!.values;
    expect((booker.dice as { dieId: string }[]).map((d) => d.dieId)).toEqual(['red', 'red', 'red']);
    expect(totals(t)).toMatchObject({ attacker: { total: 9 }, defender: { total: 4 }, winner: 'attacker' });
    expect(at(t, common!)).toBeNull();
    expect(t.state.g.booker).toBe(BAY);
    expect(t.state.over).toEqual({ stopped: true }); // Booker earns no upgrade
  });

  it('Booker defeated leaves the board', () => {
    const g = emptyDuel();
    bookerAt(g, true);
    g.elizabeth = { location: BAY, withBooker: true };
    put(g, 'blue', 'common', BAY, 2);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [4, 4], red: [2, 2, 2] } });
    expect(entries(t, 'combat-start')[0]!.values.defender).toEqual({ kind: 'booker' });
    expect(totals(t)).toMatchObject({ attacker: { total: 8 }, defender: { total: 6 }, winner: 'attacker' });
    expect(t.state.g.booker).toBeNull();
    expect(t.state.g.elizabeth).toEqual({ location: BAY, withBooker: false });
    noUpgrade(t, 'blue');
  });

  it('the moving player may choose not to fight Booker when the event is not aggressive', () => {
    const g = emptyDuel();
    bookerAt(g, false);
    put(g, 'blue', 'common', BAY);
    const t = fight(g, [attack(BAY, 'blue')]);
    expect(decision(t)).toMatchObject({ kind: 'fight-booker', player: 'blue' });
    answer(t, 'fight-booker', ['no']);
    expect(entries(t, 'combat-start')).toEqual([]);
    expect(t.state.over).toEqual({ stopped: true });
  });

  it('Booker is fought only after the enemy units are defeated', () => {
    const lose = emptyDuel();
    bookerAt(lose, false);
    put(lose, 'blue', 'common', BAY);
    put(lose, 'red', 'common', BAY);
    const t = fight(lose, [attack(BAY, 'blue')], { dice: { white: [1, 1] } });
    noUpgrade(t, 'red'); // blue lost to red: no question about Booker
    expect(t.state.over).toEqual({ stopped: true });

    const win = emptyDuel();
    bookerAt(win, false);
    put(win, 'blue', 'common', BAY);
    put(win, 'red', 'common', BAY);
    const w = fight(win, [attack(BAY, 'blue')], { dice: { white: [2, 1] } });
    noUpgrade(w, 'blue');
    expect(decision(w)).toMatchObject({ kind: 'fight-booker', player: 'blue' });
  });

  it('an aggressive event forces the fight with Booker', () => {
    const g = emptyDuel();
    bookerAt(g, true);
    const commons = put(g, 'blue', 'common', BAY, 2);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { white: [1, 1], red: [2, 2, 2] } });
    expect(entries(t, 'combat-start')[0]!.values.defender).toEqual({ kind: 'booker' });
    expect(totals(t)).toMatchObject({ attacker: { total: 2 }, defender: { total: 6 }, winner: 'defender' });
    expect(commons.map((u) => at(t, u)).sort()).toEqual([null, loc(1)].sort());
    expect(t.state.g.booker).toBe(BAY);
    expect(t.state.over).toEqual({ stopped: true });
  });
});

describe('4 players', () => {
  it("the location's controlling enemy defends with both players' units, and only his own cards", () => {
    const g = newGame(4, 'combat-4p');
    clearBoard(g);
    for (const p of Object.values(g.players)) p.hand = [];
    build(g, 'blue', 'stronghold', loc(1));
    build(g, 'light-blue', 'stronghold', loc(2));
    build(g, 'red', 'stronghold', loc(14));
    build(g, 'dark-red', 'stronghold', loc(15));
    put(g, 'blue', 'comstock', BAY);
    const reds = put(g, 'red', 'common', BAY, 2);
    const [darkRed] = put(g, 'dark-red', 'common', BAY);
    setHand(g, 'red', [cardsOf('red', 'rebel')[0]!.id]);
    setHand(g, 'dark-red', [cardsOf('dark-red', 'rebel')[0]!.id]);
    const t = fight(g, [attack(BAY, 'blue')], { dice: { red: [6], white: [3, 3, 3] } });
    expect(entries(t, 'combat-start')[0]!.values.defender).toEqual({ kind: 'player', player: 'red' });
    expect(decision(t)).toMatchObject({ kind: 'combat-cards', player: 'red' });
    answer(t, 'combat-cards', []);
    const red = entries(t, 'combat-dice').find((e) => e.values.side === 'defender')!.values;
    expect((red.dice as { from: string }[]).map((d) => d.from).sort()).toEqual([...reds, darkRed].sort());
    expect(totals(t)).toMatchObject({ defender: { total: 9 }, winner: 'defender' });
  });
});
