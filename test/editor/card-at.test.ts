/**
 * The card preview shows the card under the cursor as a player sees it,
 * joining a deck entry's values with its card type's ability.
 */
import { describe, expect, it } from 'vitest';
import { cardAt } from '../../editor/src/preview/card-at.ts';

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

describe('the action card under the cursor', () => {
  it('on a deck entry: the entry’s values with its type’s ability, lock and text', () => {
    const card = cardAt('columbia/action-cards.yaml', CARDS, at('count: 3'));
    expect(card).toMatchObject({
      kind: 'action-card',
      name: 'Handyman',
      faction: 'Founders',
      deck: 'blue',
      count: 3,
      combat: 3,
      influence: 1,
      eagles: 2,
      ability: { name: 'Reckless Strength', kind: 'combat', locked: true, text: 'His combat value is now 6.' },
    });
  });

  it('on a card type: its ability and every deck entry that prints it', () => {
    const card = cardAt('columbia/action-cards.yaml', CARDS, at('Reckless'));
    expect(card).toMatchObject({ name: 'Handyman', faction: 'Founders / Vox Populi', ability: { locked: true } });
    expect(card?.kind === 'action-card' && card.printings.map((p) => p.count)).toEqual([3, 2]);
  });

  it('follows an edit: a renamed type loses its ability rather than showing a stale one', () => {
    const edited = CARDS.replace('- { type: Handyman, count: 3', '- { type: Handymen, count: 3');
    const card = cardAt('columbia/action-cards.yaml', edited, at('count: 3', edited));
    expect(card).toMatchObject({ name: 'Handymen' });
    expect(card?.kind === 'action-card' && card.ability).toBeUndefined();
  });

  it('is nothing outside a card', () => {
    expect(cardAt('columbia/action-cards.yaml', CARDS, 0)).toBeUndefined();
    expect(cardAt('columbia/board.yaml', 'locations: []\n', 3)).toBeUndefined();
  });
});

describe('other cards under the cursor', () => {
  it('a world event with its votes and Booker', () => {
    const text = 'events:\n  - name: Power Outage\n    vote: { founders: "-", voxPopuli: "+" }\n    text: Upgrades have no effect.\n    effect: |\n      this round:\n        upgrades have no effect\n    booker: Fink MFG\n    aggressive: false\n    elizabeth: true\n    provenance: rulebook\n';
    const card = cardAt('columbia/world-events.yaml', text, text.indexOf('Fink'));
    expect(card).toMatchObject({ kind: 'world-event', name: 'Power Outage', subtitle: 'World event · Booker → Fink MFG', effect: 'this round:\n  upgrades have no effect' });
    expect(card?.kind === 'world-event' && card.badges).toEqual(['Founders -', 'Vox Populi +', 'Elizabeth']);
  });

  it('a timeline step by its number', () => {
    const text = 'timelines:\n  - number: 1\n    name: First\n    start: x\n    steps:\n      - { text: one, effect: "gain 1 eagles", provenance: rulebook }\n      - { text: two, effect: "draw 1 card", provenance: rulebook }\n';
    expect(cardAt('columbia/timelines.yaml', text, text.indexOf('two'))).toMatchObject({ kind: 'timeline-step', name: 'Step 2', effect: 'draw 1 card' });
  });
});
