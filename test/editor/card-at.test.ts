/**
 * The card preview shows the card under the cursor as players see it, as
 * the pack's game module reads it (EditorHooks.preview): Columbia joins a
 * deck entry's values with its card type's ability; Baldur's Gate a building
 * card with its type's benefit; Night Market a lantern.
 */
import { describe, expect, it } from 'vitest';
import { cardAt, pointerAt } from '../../editor/src/preview/card-at.ts';
import { parseDocument } from 'yaml';

const CARDS = `cardTypes:
  - name: Handyman
    factions: [Founders, Vox Populi]
    ability:
      name: Reckless Strength
      kind: combat
      locked: true
      text: His combat value is now 6.
      effect: "set this card's combat to 6 without upgrades"
    provenance: rulebook
decks:
  - colour: blue
    faction: Founders
    provenance: rulebook
    cards:
      - { type: Handyman, count: 3, combat: 3, influence: 1, eagles: 2, provenance: rulebook }
      - { type: Handyman, count: 2, combat: 3, influence: 2, eagles: 0, provenance: reconstructed }
`;

const at = (needle: string, text = CARDS) => text.indexOf(needle) + 1;

describe('the value under the cursor, as a JSON pointer', () => {
  it('names the innermost field of the innermost entry', () => {
    const doc = parseDocument(CARDS);
    expect(pointerAt(doc.contents, at('combat: 3, influence: 1'))).toBe('/decks/0/cards/0/combat');
    expect(pointerAt(doc.contents, at('Reckless'))).toBe('/cardTypes/0/ability/name');
    expect(pointerAt(doc.contents, 0)).toBe('/cardTypes');
  });
});

describe('the action card under the cursor (Columbia)', () => {
  it('on a deck entry: the entry’s values with its type’s ability, lock and text', () => {
    const card = cardAt('columbia', 'columbia/action-cards.yaml', CARDS, at('count: 3'));
    expect(card).toMatchObject({
      title: 'Handyman',
      subtitle: 'Action card · Founders',
      chips: ['blue', '×3'],
      values: [
        { label: 'combat', value: 3, field: 'combat' },
        { label: 'influence', value: 1, field: 'influence' },
        { label: 'eagles', value: 2, field: 'eagles' },
      ],
      ability: { name: 'Reckless Strength', kind: 'Combat effect', locked: true, text: 'His combat value is now 6.' },
      effects: [{ label: 'Effect', source: "set this card's combat to 6 without upgrades" }],
      reconstructed: false,
    });
  });

  it('on a card type: its ability and every deck entry that prints it', () => {
    const card = cardAt('columbia', 'columbia/action-cards.yaml', CARDS, at('Reckless'));
    expect(card).toMatchObject({ title: 'Handyman', subtitle: 'Action card · Founders / Vox Populi', ability: { locked: true } });
    expect(card?.table?.rows.map((r) => r[1])).toEqual([3, 2]);
  });

  it('follows an edit: a renamed type loses its ability rather than showing a stale one', () => {
    const edited = CARDS.replace('- { type: Handyman, count: 3', '- { type: Handymen, count: 3');
    const card = cardAt('columbia', 'columbia/action-cards.yaml', edited, at('count: 3', edited));
    expect(card).toMatchObject({ title: 'Handymen', note: 'No card type named “Handymen”.' });
    expect(card?.ability).toBeUndefined();
  });

  it('is nothing outside a card, or for a game the editor does not know', () => {
    expect(cardAt('columbia', 'columbia/action-cards.yaml', CARDS, 0)).toBeUndefined();
    expect(cardAt('columbia', 'columbia/board.yaml', 'locations: []\n', 3)).toBeUndefined();
    expect(cardAt(undefined, 'columbia/action-cards.yaml', CARDS, at('count: 3'))).toBeUndefined();
  });
});

describe('other cards under the cursor (Columbia)', () => {
  it('a world event with its votes and Booker', () => {
    const text = 'events:\n  - name: Power Outage\n    vote: { founders: "-", voxPopuli: "+" }\n    text: Upgrades have no effect.\n    effect: |\n      this round:\n        upgrades have no effect\n    booker: Fink MFG\n    aggressive: false\n    elizabeth: true\n    provenance: rulebook\n';
    const card = cardAt('columbia', 'columbia/world-events.yaml', text, text.indexOf('Fink'));
    expect(card).toMatchObject({ title: 'Power Outage', subtitle: 'World event · Booker → Fink MFG', effects: [{ source: 'this round:\n  upgrades have no effect' }] });
    expect(card?.chips).toEqual(['Founders -', 'Vox Populi +', 'Elizabeth']);
  });

  it('a timeline step by its number', () => {
    const text = 'timelines:\n  - number: 1\n    name: First\n    start: x\n    steps:\n      - { text: one, effect: "gain 1 eagles", provenance: rulebook }\n      - { text: two, effect: "draw 1 card", provenance: rulebook }\n';
    expect(cardAt('columbia', 'columbia/timelines.yaml', text, text.indexOf('two'))).toMatchObject({ title: 'Step 2', effects: [{ source: 'draw 1 card' }] });
  });
});

describe('other games’ cards under the cursor', () => {
  it("a Baldur's Gate building card: its type, cost, benefit, when built and income", () => {
    const text = [
      'types:',
      '  - { id: market, name: Market, tiles: 15, benefit: "gain 1 gold", provenance: rulebook }',
      'cards:',
      '  - id: factory',
      '    name: Factory',
      '    type: market',
      '    cost: 5',
      '    whenBuilt: "gain 1 prestige"',
      '    income: { cost: { supplies: 1 }, effect: "gain 4 gold" }',
      '    provenance: rulebook',
      '',
    ].join('\n');
    const card = cardAt('baldurs-gate', 'bg/buildings.yaml', text, text.indexOf('cost: 5'));
    expect(card).toMatchObject({
      title: 'Factory',
      subtitle: 'Building · Market',
      values: [{ label: 'cost', value: 5, field: 'cost' }],
      ability: { name: 'Market benefit', text: 'gain 1 gold' },
      effects: [
        { label: 'When built', source: 'gain 1 prestige' },
        { label: 'Income (pay 1 supply)', source: 'gain 4 gold' },
      ],
    });
    expect(cardAt('baldurs-gate', 'bg/buildings.yaml', text, text.indexOf('tiles'))).toMatchObject({ title: 'Market', subtitle: 'Building type', table: { rows: [['Factory', 5]] } });
  });

  it('a Night Market lantern with its value and copies', () => {
    const text = 'lanterns:\n  - name: Coin Purse\n    value: 1\n    count: 3\n    text: Gain 2 coins.\n    effect: "gain 2 coins"\n    provenance: reconstructed\n';
    expect(cardAt('night-market', 'nm/lanterns.yaml', text, text.indexOf('value'))).toMatchObject({ title: 'Coin Purse', chips: ['×3'], values: [{ label: 'value', value: 1 }], reconstructed: true });
  });
});
