/**
 * The combat path's kept tables (interpreter/columbia/upgrades.ts,
 * combat-rules.ts) answer what the Ruleset and the board say now:
 *
 * - a card's values are read from rows made once per Ruleset, and the last
 *   Ruleset's rows are kept at hand: a second Ruleset (another pack, a test's
 *   variant) must get its own cards' values, not the last one's;
 * - whether upgrades count is worked out once per board read (`readSerial`):
 *   a later read, after "upgrades have no effect" began, must see it;
 * - a side's card values start as a prototype-less record (a hash table for
 *   V8) that is still plain JSON data.
 */
import { describe, expect, it } from 'vitest';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import type { ActiveEffect } from '../../interpreter/core/index.ts';
import { clone, findNonJson } from '../../interpreter/core/json.ts';
import { readingBoard } from '../../interpreter/columbia/board.ts';
import { newSide } from '../../interpreter/columbia/combat-rules.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { abilityActive, cardValue, type ModifierSource } from '../../interpreter/columbia/upgrades.ts';
import { columbiaEngine, seatsOf } from './games.ts';

const engine = await columbiaEngine();
const rules = engine.rules;

function freshG(): ColumbiaG {
  return engine.start({ seed: 'cb-values', players: seatsOf(engine, 2) }, { log: false }).state.g as ColumbiaG;
}

/** The same pack with every card 10 combat stronger and every ability printed locked. */
const stronger: Ruleset = {
  ...rules,
  actionCards: rules.actionCards.map((c) => ({ ...c, combat: c.combat + 10, ability: { ...c.ability, locked: true } })),
};

describe('card values per Ruleset', () => {
  it('each Ruleset gets its own cards, asked in turn', () => {
    const g = freshG();
    const card = rules.actionCards.find((c) => !c.ability.locked)!;
    g.factions[card.factionId]!.upgrades[card.cardTypeId]!.unlocked = false;
    for (let i = 0; i < 3; i++) {
      expect(cardValue(g, rules, card.id, 'combat')).toBe(card.combat);
      expect(cardValue(g, stronger, card.id, 'combat')).toBe(card.combat + 10);
      expect(abilityActive(g, rules, card.id)).toBe(true);
      expect(abilityActive(g, stronger, card.id)).toBe(false);
    }
  });

  it('reads each of the three values by name, with the faction sheet', () => {
    const g = freshG();
    const card = rules.actionCards[0]!;
    const sheet = g.factions[card.factionId]!.upgrades[card.cardTypeId]!;
    sheet.influence = 2;
    expect(cardValue(g, rules, card.id, 'combat')).toBe(card.combat);
    expect(cardValue(g, rules, card.id, 'influence')).toBe(card.influence + 2);
    expect(cardValue(g, rules, card.id, 'eagles')).toBe(card.eagles);
  });
});

describe('whether upgrades count, once per board read', () => {
  it('a later read sees "upgrades have no effect" begin and end', () => {
    const g = freshG();
    const card = rules.actionCards[0]!;
    g.factions[card.factionId]!.upgrades[card.cardTypeId]!.combat = 1;
    // One source for every read (as a task's ctx is): only the read number tells the reads apart.
    let outage = false;
    const powerOutage = {} as ActiveEffect;
    const mods: ModifierSource = { modifiers: () => (outage ? [powerOutage] : []) };
    const valueInRead = () => readingBoard(g, () => cardValue(g, rules, card.id, 'combat', mods));
    expect(valueInRead()).toBe(card.combat + 1);
    outage = true;
    expect(valueInRead()).toBe(card.combat);
    outage = false;
    expect(valueInRead()).toBe(card.combat + 1);
    // Outside a read: asked afresh each time.
    outage = true;
    expect(cardValue(g, rules, card.id, 'combat', mods)).toBe(card.combat);
  });
});

describe("a side's card values", () => {
  it('are plain JSON data, and copy to an equal record', () => {
    const side = newSide({ kind: 'player', player: 'blue' });
    side.cardCombat['card-1'] = 3;
    side.cardCombat['card-2'] = 0;
    expect(findNonJson(side)).toBeNull();
    expect(JSON.stringify(side.cardCombat)).toBe('{"card-1":3,"card-2":0}');
    expect(clone(side.cardCombat)).toEqual({ 'card-1': 3, 'card-2': 0 });
  });
});
