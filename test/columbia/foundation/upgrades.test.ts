import { describe, expect, it } from 'vitest';
import type { ActiveEffect } from '../../../interpreter/core/index.ts';
import { abilityActive, abilityId, canUpgrade, cardValue, upgradeChoices, upgradeId } from '../../../interpreter/columbia/upgrades.ts';
import { NO_EFFECT_MODIFIER } from '../../../interpreter/columbia/no-effect.ts';
import { answer, cardsOf, decision, entries, newGame, rules, table } from '../harness.ts';

const lockedType = rules.cardTypes.find((c) => c.ability.locked && c.factionIds.includes('founders'))!;
const anyType = rules.cardTypes.find((c) => c.factionIds.includes('founders'))!;

describe('upgrades', () => {
  it('an earned upgrade offers unlocking locked abilities and +1 on any value, or none', () => {
    const g = newGame(2);
    const t = table(g, [{ t: 'upgrade/earn', player: 'blue', reason: 'combat' }]);
    const d = decision(t);
    expect(d.kind).toBe('upgrade');
    const ids = d.options.map((o) => o.id);
    expect(ids).toContain(`unlock:${lockedType.id}`);
    expect(ids).toContain(`boost:${anyType.id}:combat`);
    expect(ids).toContain(`boost:${anyType.id}:influence`);
    expect(ids).toContain(`boost:${anyType.id}:eagles`);
    expect(ids).toContain('none');
    expect(ids.some((id) => id.startsWith('unlock:') && !rules.cardTypes.find((c) => `unlock:${c.id}` === id)!.ability.locked)).toBe(false);
  });

  it('unlocking a locked ability makes it work on every card of that type', () => {
    const g = newGame(2);
    const card = cardsOf('blue', lockedType.id)[0]!;
    expect(abilityActive(g, rules, card.id)).toBe(false);
    const t = table(g, [{ t: 'upgrade/earn', player: 'blue', reason: 'purchase' }]);
    answer(t, 'upgrade', [`unlock:${lockedType.id}`]);
    expect(abilityActive(t.state.g, rules, card.id)).toBe(true);
    expect(t.state.g.factions['founders']!.upgradeCount).toBe(1);
  });

  it('a value goes +1, then flips to +2, and no further', () => {
    const g = newGame(2);
    const card = cardsOf('blue', anyType.id)[0]!;
    const t = table(g, [
      { t: 'upgrade/earn', player: 'blue', reason: 'combat' },
      { t: 'upgrade/earn', player: 'blue', reason: 'combat' },
      { t: 'upgrade/earn', player: 'blue', reason: 'combat' },
    ]);
    answer(t, 'upgrade', [`boost:${anyType.id}:combat`]);
    expect(cardValue(t.state.g, rules, card.id, 'combat')).toBe(card.combat + 1);
    answer(t, 'upgrade', [`boost:${anyType.id}:combat`]);
    expect(cardValue(t.state.g, rules, card.id, 'combat')).toBe(card.combat + 2);
    expect(decision(t).options.map((o) => o.id)).not.toContain(`boost:${anyType.id}:combat`);
  });

  it('the upgrade gap forbids a fourth upgrade ahead', () => {
    const g = newGame(2);
    g.factions['founders']!.upgradeCount = 3;
    g.factions['vox-populi']!.upgradeCount = 0;
    expect(canUpgrade(g, rules, 'blue')).toBe(false);
    expect(canUpgrade(g, rules, 'red')).toBe(true);
    const t = table(g, [{ t: 'upgrade/earn', player: 'blue', reason: 'first-player' }]);
    expect(t.state.decision).toBeNull();
    expect(entries(t, 'upgrade-blocked')).toHaveLength(1);
    expect(t.state.g.factions['founders']!.upgradeCount).toBe(3);
  });

  it('two upgrades ahead still allows a third', () => {
    const g = newGame(2);
    g.factions['founders']!.upgradeCount = 2;
    const t = table(g, [{ t: 'upgrade/earn', player: 'blue', reason: 'combat' }]);
    expect(decision(t).kind).toBe('upgrade');
  });

  it('teammates share upgrades: one player\'s upgrade raises his teammate\'s cards', () => {
    const g = newGame(4);
    const mine = cardsOf('light-blue', anyType.id)[0]!;
    const teammate = cardsOf('blue', anyType.id)[0]!;
    const t = table(g, [{ t: 'upgrade/earn', player: 'light-blue', reason: 'claim' }]);
    answer(t, 'upgrade', [`boost:${anyType.id}:eagles`]);
    expect(cardValue(t.state.g, rules, mine.id, 'eagles')).toBe(mine.eagles + 1);
    expect(cardValue(t.state.g, rules, teammate.id, 'eagles')).toBe(teammate.eagles + 1);
    const enemy = rules.actionCards.find((c) => c.factionId === 'vox-populi' && c.cardTypeId === anyType.id);
    if (enemy) expect(cardValue(t.state.g, rules, enemy.id, 'eagles')).toBe(enemy.eagles);
  });

  it('a player may decline an upgrade', () => {
    const g = newGame(2);
    const t = table(g, [{ t: 'upgrade/earn', player: 'red', reason: 'combat' }]);
    answer(t, 'upgrade', ['none']);
    expect(t.state.g.factions['vox-populi']!.upgradeCount).toBe(0);
  });

  it('the upgrades a "have no effect" modifier names do not count while it holds (Power Outage: all of them)', () => {
    const g = newGame(2);
    const card = cardsOf('blue', lockedType.id)[0]!;
    const type = lockedType.id;
    g.factions['founders']!.upgrades[type] = { unlocked: true, combat: 2, influence: 1, eagles: 0 };
    const outage: ActiveEffect = { id: 1, type: 'modifier', on: null, key: NO_EFFECT_MODIFIER, src: 'event:power-outage', at: [], env: {}, owner: null, until: 'round', once: false };
    // What the modifier's subject denotes, as the effect language reads it (`upgrades`: every upgrade made).
    const naming = (ids: string[]) => ({ modifiers: (key?: string) => (key === undefined || key === NO_EFFECT_MODIFIER ? [outage] : []), modifierArgs: () => ({ subject: ids.map((id) => ({ id, label: id })) }) });
    const every = naming([upgradeId('founders', type, 'unlock'), upgradeId('founders', type, 'combat', 1), upgradeId('founders', type, 'combat', 2), upgradeId('founders', type, 'influence', 1)]);
    expect(cardValue(g, rules, card.id, 'combat')).toBe(card.combat + 2);
    expect(cardValue(g, rules, card.id, 'combat', every)).toBe(card.combat);
    expect(cardValue(g, rules, card.id, 'influence', every)).toBe(card.influence);
    expect(abilityActive(g, rules, card.id, every)).toBe(false);
    // Only what is named: the second combat step alone off, the unlock and influence still count.
    const one = naming([upgradeId('founders', type, 'combat', 2)]);
    expect(cardValue(g, rules, card.id, 'combat', one)).toBe(card.combat + 1);
    expect(cardValue(g, rules, card.id, 'influence', one)).toBe(card.influence + 1);
    expect(abilityActive(g, rules, card.id, one)).toBe(true);
    // Naming the card: the card has no effect at all (worth nothing, its ability off).
    expect(cardValue(g, rules, card.id, 'combat', naming([card.id]))).toBe(0);
    expect(abilityActive(g, rules, card.id, naming([card.id]))).toBe(false);
    // Naming its ability: the ability is off, the card and its upgrades still count.
    const ability = naming([abilityId('founders', type)]);
    expect(abilityActive(g, rules, card.id, ability)).toBe(false);
    expect(cardValue(g, rules, card.id, 'combat', ability)).toBe(card.combat + 2);
    // Naming something else (another card) changes nothing.
    const other = cardsOf('blue').find((c) => c.cardTypeId !== type)!;
    expect(cardValue(g, rules, card.id, 'combat', naming([other.id]))).toBe(card.combat + 2);
  });

  it('an effect may limit the upgrade to one value (timeline: "the combat of ...")', () => {
    const g = newGame(2);
    const choices = upgradeChoices(g, rules, 'founders', { values: ['combat'], unlock: false });
    expect(choices.every((c) => 'boost' in c && c.value === 'combat')).toBe(true);
    const t = table(g, [{ t: 'upgrade/earn', player: 'blue', reason: 'effect', values: ['combat'], unlock: false }]);
    expect(decision(t).options.filter((o) => o.id !== 'none').every((o) => o.id.endsWith(':combat'))).toBe(true);
  });
});
