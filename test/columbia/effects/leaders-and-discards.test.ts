/**
 * Leader abilities (registered at the start of the game for their owner, for
 * the whole game) and discard abilities (run when a card is discarded for
 * its effect on its player's turn).
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../interpreter/core/index.ts';
import { BECAME_FIRST_PLAYER } from '../../../interpreter/columbia/world-event.ts';
import { answer, cardsOf, decision, entries, loc, passive, playUntil, put, setEagles, setHand, start } from '../harness.ts';
import { effect, emit, empty, run } from './helpers.ts';

const HALL = loc(11);
const SOLDIERS = loc(12);
const BAY = loc(13);

const fightAt = (location: string, attacker: string, defender: string): Task => ({
  t: 'combat/fight',
  location,
  attacker: { kind: 'player', player: attacker },
  defender: { kind: 'player', player: defender },
  origin: 'move',
});

describe('leader abilities', () => {
  it('come into force at the start of the game, for their owner, for the whole game', () => {
    const t = start(2, 'leaders');
    const g = t.state.g;
    const active = t.state.fx.active;
    for (const p of g.turnOrder) {
      const src = `leader:${g.players[p]!.leaderId}`;
      const mine = active.filter((a) => a.src === src);
      expect(mine.length, src).toBeGreaterThan(0);
      for (const a of mine) expect([a.owner, a.until]).toEqual([p, 'game']);
    }
  });

  it('Zachary Hale Comstock: 2 Silver Eagles each time his player becomes first player, none when another does', () => {
    const g = empty();
    const t = run(g, [
      effect('leader:zachary-hale-comstock', 'blue'),
      emit(BECAME_FIRST_PLAYER, { player: 'red', previous: 'blue' }),
      emit(BECAME_FIRST_PLAYER, { player: 'blue', previous: 'red' }),
    ]);
    expect([t.state.g.players.blue!.eagles, t.state.g.players.red!.eagles]).toEqual([2, 0]);
  });

  it('Preston E. Downs: 1 Silver Eagle when his player wins a combat, not when he loses', () => {
    const win = (dice: Record<string, number[]>) => {
      const g = empty();
      put(g, 'blue', 'common', BAY);
      put(g, 'red', 'common', BAY);
      const t = run(g, [effect('leader:preston-e-downs', 'blue'), fightAt(BAY, 'blue', 'red')], dice);
      playUntil(t, () => false, {}, passive);
      return t.state.g.players.blue!.eagles;
    };
    expect(win({ white: [4, 1] })).toBe(1);
    expect(win({ white: [1, 4] })).toBe(0);
  });

  it('Robert Lutece: after the dice, his player may reroll 1 of his dice', () => {
    const g = empty();
    put(g, 'red', 'common', BAY, 2);
    put(g, 'blue', 'common', BAY);
    const t = run(g, [effect('leader:robert-lutece', 'red'), fightAt(BAY, 'red', 'blue')], { white: [1, 2, 3] });
    const may = decision(t);
    expect([may.player, may.kind]).toEqual(['red', 'effect-may']);
    answer(t, 'effect-may', ['yes']);
    const which = decision(t);
    expect(which.kind).toBe('effect-choose');
    expect(which.options.map((o) => o.id)).toEqual(['die:attacker:0', 'die:attacker:1']);
    answer(t, 'effect-choose', ['die:attacker:0']);
    expect(entries(t, 'effect-reroll').map((e) => [e.values.side, e.values.from])).toEqual([['attacker', 1]]);
  });

  it("Robert Lutece's reroll is not offered in a combat his player is not in (4 players: his teammate's)", () => {
    const g = empty(4);
    put(g, 'red', 'common', BAY);
    put(g, 'blue', 'common', BAY);
    const t = run(g, [effect('leader:robert-lutece', 'dark-red'), fightAt(BAY, 'red', 'blue')], { white: [4, 1] });
    playUntil(t, () => false, {}, passive);
    expect(entries(t, 'effect-reroll')).toEqual([]);
  });
});

describe('discard abilities', () => {
  it('Rebel, Looting: gain 2 Silver Eagles and draw 1 card', () => {
    const g = empty();
    setEagles(g, 'red', 1);
    const card = cardsOf('red', 'rebel')[0]!.id;
    const t = run(g, [effect('card:rebel', 'red', { card })]);
    expect(t.state.g.players.red!.eagles).toBe(3);
    expect(t.state.g.players.red!.hand).toHaveLength(1);
  });

  it('Red Hood, Take Up Arms: a common from his pool onto a location he controls, his choice', () => {
    const g = empty();
    put(g, 'red', 'common', BAY);
    const card = cardsOf('red', 'red-hood')[0]!.id;
    const t = run(g, [effect('card:red-hood', 'red', { card })]);
    const d = decision(t);
    expect(d.options.map((o) => o.id).sort()).toEqual([loc(14), BAY].sort());
    answer(t, 'effect-choose', [BAY]);
    expect(Object.values(t.state.g.units).filter((u) => u.owner === 'red' && u.location === BAY)).toHaveLength(2);
  });

  it('Flak Man, Flak Barrage: destroys 1 enemy common in a location next to one he controls', () => {
    const g = empty();
    put(g, 'blue', 'common', HALL);
    const [near] = put(g, 'red', 'common', SOLDIERS);
    const [far] = put(g, 'red', 'common', loc(6));
    const card = cardsOf('blue', 'flak-man')[0]!.id;
    const t = run(g, [effect('card:flak-man', 'blue', { card })]);
    expect(t.state.g.units[near!]!.location).toBe(null);
    expect(t.state.g.units[far!]!.location).toBe(loc(6));
    expect(entries(t, 'effect-destroyed').map((e) => e.values.unit)).toEqual([near]);
  });

  it('Sky Rider, Death From Above: the reroll is offered to the attacker only', () => {
    const rider = cardsOf('red', 'sky-rider')[0]!.id;
    const asAttacker = (() => {
      const g = empty();
      put(g, 'red', 'common', BAY);
      put(g, 'blue', 'common', BAY);
      setHand(g, 'red', [rider]);
      const t = run(g, [fightAt(BAY, 'red', 'blue')], { white: [1, 4] });
      answer(t, 'combat-cards', [rider]);
      return decision(t);
    })();
    expect([asAttacker.player, asAttacker.kind]).toEqual(['red', 'effect-may']);
    const g = empty();
    put(g, 'red', 'common', BAY);
    put(g, 'blue', 'common', BAY);
    setHand(g, 'red', [rider]);
    const t = run(g, [fightAt(BAY, 'blue', 'red')], { white: [4, 1] });
    answer(t, 'combat-cards', [rider]);
    playUntil(t, () => false, {}, passive);
    expect(t.log.some((e) => e.kind === 'effect-reroll')).toBe(false);
  });
});
