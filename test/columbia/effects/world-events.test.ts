/**
 * World event effects, run as world-event.ts runs them (`event:<id>`, owner
 * the first player, lasting the round).
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { answer, boardNow, build, decision, entries, loc, passive, playUntil, put, setEagles, setHand, cardsOf } from '../harness.ts';
import { effect, empty, run } from './helpers.ts';

const ev = (id: string): Task => ({ t: 'we/event-effect', eventId: id });

const ORDER = loc(1);
const BANK = loc(5);
const CEMETERY = loc(6);
const GARDEN = loc(9);
const BAY = loc(13);
const FINK = loc(14);

function table(): ColumbiaG {
  const g = empty();
  g.firstPlayer = 'blue';
  setEagles(g, 'blue', 1);
  setEagles(g, 'red', 2);
  return g;
}

describe('world events', () => {
  it('Raffle Day: each player gains 3 Silver Eagles', () => {
    const t = run(table(), [ev('raffle-day')]);
    expect([t.state.g.players.blue!.eagles, t.state.g.players.red!.eagles]).toEqual([4, 5]);
  });

  it("The Prophet's Favor: only the first player gains 4", () => {
    const t = run(table(), [ev('the-prophets-favor')]);
    expect([t.state.g.players.blue!.eagles, t.state.g.players.red!.eagles]).toEqual([5, 2]);
  });

  it('Extra Edition: each player draws 2 cards', () => {
    const t = run(table(), [ev('extra-edition')]);
    expect([t.state.g.players.blue!.hand.length, t.state.g.players.red!.hand.length]).toEqual([2, 2]);
  });

  it('Tax Day: each player gains 1 for each location he controls', () => {
    const g = table();
    put(g, 'blue', 'common', GARDEN);
    put(g, 'red', 'common', BAY);
    // blue: Order of the Raven (stronghold) and the Garden; red: Fink MFG (stronghold) and the Bay.
    const t = run(g, [ev('tax-day')]);
    expect([t.state.g.players.blue!.eagles, t.state.g.players.red!.eagles]).toEqual([3, 4]);
  });

  it('Ration Cuts: each player discards 1 random card from his hand', () => {
    const g = table();
    setHand(g, 'blue', cardsOf('blue').slice(0, 3).map((c) => c.id));
    setHand(g, 'red', cardsOf('red').slice(0, 1).map((c) => c.id));
    const t = run(g, [ev('ration-cuts')]);
    expect([t.state.g.players.blue!.hand.length, t.state.g.players.red!.hand.length]).toEqual([2, 0]);
    expect([t.state.g.players.blue!.discard.length, t.state.g.players.red!.discard.length]).toEqual([1, 1]);
  });

  it('Zeppelin Crash: Our Lady Cemetery is destroyed, with its structures; its units stay, and nobody controls it', () => {
    const g = table();
    const [unit] = put(g, 'red', 'common', CEMETERY);
    const alarm = build(g, 'red', 'alarm', CEMETERY);
    const t = run(g, [ev('zeppelin-crash')]);
    const after = t.state.g;
    expect(after.locations[CEMETERY]!.destroyed).toBe(true);
    expect(after.structures[alarm]!.location).toBe(null);
    expect(after.units[unit!]!.location).toBe(CEMETERY);
    expect(boardNow(after).controllerOf(CEMETERY)).toBe(null);
    expect(entries(t, 'location-destroyed').map((e) => e.values)).toEqual([{ location: CEMETERY, structures: [alarm] }]);
  });

  it('Riot at the Bank: every structure in Bank of the Prophet is destroyed, whoever owns it', () => {
    const g = table();
    const turret = build(g, 'red', 'turret', BANK);
    const [unit] = put(g, 'red', 'common', BANK);
    const t = run(g, [ev('riot-at-the-bank')]);
    expect(t.state.g.structures[turret]!.location).toBe(null);
    expect(t.state.g.units[unit!]!.location).toBe(BANK);
    expect(t.state.g.locations[BANK]!.destroyed).toBe(false);
  });

  it('Sound the Sirens: each faction places an alarm on a location it controls, offered only locations without a structure', () => {
    const g = table();
    // blue: Order of the Raven (stronghold), the Garden and the Cemetery; red: Fink MFG (stronghold) and the Bay.
    put(g, 'blue', 'common', GARDEN);
    put(g, 'blue', 'common', CEMETERY);
    put(g, 'red', 'common', BAY);
    const t = run(g, [ev('sound-the-sirens')]);
    const blue = decision(t);
    expect([blue.player, blue.kind]).toEqual(['blue', 'effect-choose']);
    expect(blue.options.map((o) => o.id).sort()).toEqual([CEMETERY, GARDEN].sort());
    answer(t, 'effect-choose', [GARDEN]);
    // Red's one location without a structure is the Bay: a choice of one is made without asking.
    expect(t.state.decision).toBe(null);
    const alarms = Object.values(t.state.g.structures).filter((s) => s.kind === 'alarm' && s.location !== null);
    expect(alarms.map((s) => [s.owner, s.location]).sort()).toEqual([['blue', GARDEN], ['red', BAY]]);
    expect(entries(t, 'effect-place-blocked')).toEqual([]);
  });

  it('Sound the Sirens: a faction whose every location has a structure places no alarm', () => {
    const g = table();
    put(g, 'blue', 'common', GARDEN);
    // red controls Fink MFG only, where his stronghold stands.
    const t = run(g, [ev('sound-the-sirens')]);
    // Blue's only location without a structure is the Garden (no question); red has none to choose.
    expect(t.state.decision).toBe(null);
    const alarms = Object.values(t.state.g.structures).filter((s) => s.kind === 'alarm' && s.location !== null);
    expect(alarms.map((s) => [s.owner, s.location])).toEqual([['blue', GARDEN]]);
    expect(entries(t, 'effect-place-blocked')).toEqual([]);
  });

  it('Conscription: each player may place a common from his pool on a location he controls', () => {
    const g = table();
    const t = run(g, [ev('conscription')]);
    answer(t, 'effect-may', ['yes']);
    answer(t, 'effect-may', ['no']);
    expect(Object.values(t.state.g.units).filter((u) => u.location !== null).map((u) => [u.owner, u.kind, u.location])).toEqual([['blue', 'common', ORDER]]);
  });

  it('Arms Shipment: each player may upgrade 1 action card', () => {
    const t = run(table(), [ev('arms-shipment')]);
    answer(t, 'effect-may', ['yes']);
    const d = decision(t);
    expect([d.player, d.kind]).toEqual(['blue', 'upgrade']);
    answer(t, 'upgrade', ['boost:shotgunner:combat']);
    expect(decision(t).player).toBe('red');
    answer(t, 'effect-may', ['yes']);
    answer(t, 'upgrade', ['unlock:handyman']);
    expect(t.state.g.factions.founders!.upgrades.shotgunner!.combat).toBe(1);
    expect(t.state.g.factions['vox-populi']!.upgrades.handyman!.unlocked).toBe(true);
  });

  it('A Tear in the Sky: an upgrade for the first player only, within the 3-upgrade gap', () => {
    const g = table();
    g.factions.founders!.upgradeCount = 3;
    const t = run(g, [ev('a-tear-in-the-sky')]);
    answer(t, 'effect-may', ['yes']);
    expect(t.state.over).toEqual({ stopped: true });
    expect(entries(t, 'upgrade-blocked')).toHaveLength(1);
  });

  it('Manhunt: this round Booker rolls a fourth, red die', () => {
    const g = table();
    g.booker = CEMETERY;
    put(g, 'red', 'common', CEMETERY);
    const t = run(g, [effect('event:manhunt', 'blue', {}, 'round'), { t: 'combat/fight', location: CEMETERY, attacker: { kind: 'booker' }, defender: { kind: 'player', player: 'red' }, origin: 'booker' }], {
      red: [2, 2, 2, 2],
      white: [1],
    });
    playUntil(t, () => false, {}, passive);
    expect((entries(t, 'combat-dice')[0]!.values.dice as { dieId: string }[]).map((d) => d.dieId)).toEqual(['red', 'red', 'red', 'red']);
  });
});
