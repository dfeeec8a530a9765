/**
 * `remove ... from the game` on action cards and victory cards, written as a
 * designer would and run with the real handlers: the card goes to a removed
 * pile (never lost: checkInvariants counts it), the views show what the table
 * saw (RULINGS "Removed action and victory cards": face up from a hand, a
 * discard pile, play or a revealed combat; unseen from a face-down deck, only
 * how many), the log names only what the views show, and nothing brings a
 * removed card back (a reshuffle of the discard pile, "discard this card").
 */
import { columbiaRegistry } from '../../../interpreter/columbia/index.ts';
import { describe, expect, it } from 'vitest';
import type { GameState, Task } from '../../../interpreter/core/index.ts';
import { checkInvariants } from '../../../interpreter/columbia/invariants.ts';
import { makeRender } from '../../../interpreter/columbia/effects/log.ts';
import { removeActionCard } from '../../../interpreter/columbia/removal.ts';
import { newSide } from '../../../interpreter/columbia/combat-rules.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { redact } from '../../../interpreter/columbia/view.ts';
import { asViewG } from '../../../interpreter/columbia/display/board-model.ts';
import { tableModel } from '../../../interpreter/columbia/display/table-model.ts';
import { tableText } from '../../../interpreter/columbia/display/text.ts';
import type { PackEffects } from '../../../interpreter/content/index.ts';
import { analyzeEffect } from '../../../interpreter/dsl/index.ts';
import { rulesWorld } from '../../../interpreter/columbia/effects/sources.ts';
import { viewLeaks } from '../../reliability/helpers.ts';
import { answer, cardsOf, decision, entries, loc, playUntil, passive, put, rules, setHand, type Table } from '../harness.ts';
import { empty, run, withEffects } from './helpers.ts';

const TEXTS: Record<string, string> = {
  'from-hand': "remove 1 random card in my opponent's hand from the game",
  'from-deck': 'remove the top 2 cards in my deck from the game',
  'this-card': 'remove this card from the game',
  'discard-this-card': 'discard this card',
  draw: 'draw 5 cards',
  'victory-in-play': 'remove a victory card from the game',
  'victory-named': 'remove "Dominion" from the game',
};

const extra = withEffects(TEXTS);
const ev = (key: string, owner = 'blue', env: Record<string, string> = {}): Task => ({ t: 'test/effect', src: `event:${key}`, owner, env, scope: 'game' });
const go = (g: ColumbiaG, tasks: Task[], effects: PackEffects = extra) => run(g, tasks, {}, 'removed', effects);

/** What the invariants say about cards (the table stops without a result, which they would report too). */
function cardProblems(state: GameState<ColumbiaG>): string[] {
  return checkInvariants(state, rules).filter((m) => /card/.test(m));
}

type Seen = { players: Record<string, { removed: unknown; removedUnseen: unknown }>; victoryCards: { removed: unknown; removedUnseen: unknown } };
const seenBy = (g: ColumbiaG, viewer: string | null) => redact(g, viewer) as unknown as Seen;

const sentences = makeRender(rules);
function said(t: Table, kind: string, viewer: string | null): string[] {
  return entries(t, kind)
    .filter((e) => e.to === null || (viewer !== null && e.to.includes(viewer)))
    .map((e) => sentences[kind]!(e, (p) => p));
}

describe('action cards removed from the game', () => {
  it('from a hand: into its owner\'s removed pile, face up for everyone, every card still accounted for', () => {
    const g = empty();
    const card = cardsOf('red', 'rebel')[0]!.id;
    setHand(g, 'red', [card]);
    const t = go(g, [ev('from-hand')]);
    const red = t.state.g.players.red!;
    expect(red.hand).toEqual([]);
    expect(red.removed).toEqual([card]);
    expect(red.removedUnseen).toEqual([]);
    expect(cardProblems(t.state)).toEqual([]);
    for (const viewer of ['blue', 'red', null]) expect(seenBy(t.state.g, viewer).players.red!.removed).toEqual([card]);
    expect(said(t, 'effect-removed', 'blue')).toEqual(['Rebel is removed from the game']);
    expect(viewLeaks(t.engine, t.state, ['blue', 'red', null])).toEqual([]);
  });

  it('from the face-down deck: unseen, a count for every viewer (even the owner), and the log does not name them', () => {
    const g = empty();
    const top2 = g.players.blue!.deck.slice(-2);
    const t = go(g, [ev('from-deck')]);
    const blue = t.state.g.players.blue!;
    expect(blue.removedUnseen.slice().sort()).toEqual(top2.slice().sort());
    expect(blue.removed).toEqual([]);
    expect(blue.deck).not.toContain(top2[0]);
    expect(cardProblems(t.state)).toEqual([]);
    for (const viewer of ['blue', 'red', null]) {
      const v = seenBy(t.state.g, viewer);
      expect(v.players.blue!.removedUnseen).toEqual({ hidden: 2 });
      expect(v.players.blue!.removed).toEqual([]);
    }
    expect(viewLeaks(t.engine, t.state, ['blue', 'red', null])).toEqual([]);
    const line = said(t, 'effect-removed', 'red');
    expect(line).toEqual(['2 action cards of blue (unseen) are removed from the game']);
    for (const id of top2) expect(JSON.stringify(entries(t, 'effect-removed'))).not.toContain(id);
  });

  it('from the discard pile: face up, and the pile reshuffled into a new deck does not bring it back', () => {
    const g = empty();
    const blue = g.players.blue!;
    const pile = blue.deck.splice(0, 4);
    blue.discard = pile.slice();
    // The deck is empty: the next draw reshuffles the pile (the rest of the cards wait in the hand).
    blue.hand = blue.deck;
    blue.deck = [];
    const held = blue.hand.slice();
    const gone = pile[1]!;
    const t = go(g, [ev('this-card', 'blue', { card: gone }), ev('draw')]);
    const after = t.state.g.players.blue!;
    expect(after.removed).toEqual([gone]);
    // The three cards left on the pile became the deck and were drawn; the removed one is nowhere else.
    expect(after.hand.filter((c) => !held.includes(c)).sort()).toEqual(pile.filter((c) => c !== gone).sort());
    expect([...after.hand, ...after.deck, ...after.discard]).not.toContain(gone);
    expect(entries(t, 'deck-reshuffled')).toHaveLength(1);
    expect(cardProblems(t.state)).toEqual([]);
  });

  it('"discard this card" after its removal leaves it out of the game', () => {
    const g = empty();
    const card = g.players.blue!.deck[0]!;
    setHand(g, 'blue', [card]);
    const t = go(g, [ev('this-card', 'blue', { card }), ev('discard-this-card', 'blue', { card })]);
    const blue = t.state.g.players.blue!;
    expect(blue.removed).toEqual([card]);
    expect(blue.discard).not.toContain(card);
    expect(entries(t, 'effect-discard')).toEqual([]);
    expect(cardProblems(t.state)).toEqual([]);
  });

  it('from a combat: no longer counts, and does not go to the discard pile when the combat ends', () => {
    const BAY = loc(13);
    const g = empty();
    g.factions.founders!.upgrades.handyman!.unlocked = true;
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    // Blue's Handyman, for this test only, removes the card his opponent played.
    const handyman = extra.cardTypes.handyman!;
    const text = 'remove 1 card my opponent played from the game';
    const program = analyzeEffect(text, { registry: columbiaRegistry, context: 'any', world: rulesWorld(rules) }).program!;
    const effects: PackEffects = { ...extra, cardTypes: { ...extra.cardTypes, handyman: { ...handyman, text, program } } };
    const blueCard = cardsOf('blue', 'handyman')[0]!.id;
    const redCard = cardsOf('red', 'rebel').find((c) => c.combat > 0)!;
    setHand(g, 'blue', [blueCard]);
    setHand(g, 'red', [redCard.id]);
    const t = run(g, [{ t: 'combat/fight', location: BAY, attacker: { kind: 'player', player: 'blue' }, defender: { kind: 'player', player: 'red' }, origin: 'move' }], { white: [1, 1] }, 'removed', effects);
    answer(t, 'combat-cards', [blueCard]);
    answer(t, 'combat-cards', [redCard.id]);
    playUntil(t, () => false, {}, passive);
    const totals = entries(t, 'combat-totals')[0]!.values as { defender: { cards: number } };
    expect(totals.defender.cards).toBe(0);
    const red = t.state.g.players.red!;
    // Revealed before it went: face up.
    expect(red.removed).toEqual([redCard.id]);
    expect(red.discard).not.toContain(redCard.id);
    expect(t.state.g.players.blue!.discard).toContain(blueCard);
    expect(cardProblems(t.state)).toEqual([]);
  });

  it('played face down and not yet revealed: unseen, named to its owner alone', () => {
    const g = empty();
    const [a, b] = g.players.red!.deck.slice(0, 2);
    setHand(g, 'red', [b!]);
    g.combat = { location: loc(13), attacker: newSide({ kind: 'player', player: 'blue' }), defender: newSide({ kind: 'player', player: 'red' }), revealed: false, winner: null, loserDestroysAllCommons: null, origin: 'move' };
    g.combat.defender.played.push(a!);
    g.players.red!.deck = g.players.red!.deck.filter((c) => c !== a);
    const t = go(g, [ev('this-card', 'red', { card: a! })]);
    const red = t.state.g.players.red!;
    expect(red.removedUnseen).toEqual([a]);
    expect(t.state.g.combat!.defender.played).toEqual([]);
    expect(said(t, 'effect-removed', 'blue')).toEqual(['An action card of red (unseen) is removed from the game']);
    expect(said(t, 'effect-removed-own', 'blue')).toEqual([]);
    expect(said(t, 'effect-removed-own', 'red')).toHaveLength(1);
    expect(said(t, 'effect-removed-own', 'red')[0]).toMatch(/played face down by red, is removed from the game/);
    expect(cardProblems(t.state)).toEqual([]);
  });

  it('a card Vigor discarded during the combat (on the pile and still among the cards played) leaves both, face up', () => {
    const g = empty();
    const card = g.players.blue!.deck.pop()!;
    g.combat = { location: loc(13), attacker: newSide({ kind: 'player', player: 'blue' }), defender: newSide({ kind: 'player', player: 'red' }), revealed: true, winner: null, loserDestroysAllCommons: null, origin: 'move' };
    g.combat.attacker.played.push(card);
    g.combat.attacker.cancelled.push(card);
    g.combat.attacker.cardCombat[card] = 3;
    g.players.blue!.discard.push(card);
    expect(removeActionCard(g, 'blue', card)).toEqual({ from: 'discard', seen: true });
    expect(g.players.blue!.discard).toEqual([]);
    expect(g.combat.attacker).toMatchObject({ played: [], cancelled: [] });
    expect(g.combat.attacker.cardCombat[card]).toBeUndefined();
    expect(g.players.blue!.removed).toEqual([card]);
    // Removed once: a second removal finds it nowhere.
    expect(removeActionCard(g, 'blue', card)).toBeNull();
  });
});

describe('victory cards removed from the game', () => {
  it('from play: face up, out of reach of claims', () => {
    const g = empty();
    // One card in play (the setup's goes back to the deck): nothing to choose.
    g.victoryCards.deck.unshift(...g.victoryCards.inPlay);
    const card = g.victoryCards.deck.pop()!;
    g.victoryCards.inPlay = [card];
    const t = go(g, [ev('victory-in-play')]);
    const vc = t.state.g.victoryCards;
    expect(vc.inPlay).toEqual([]);
    expect(vc.removed).toEqual([card]);
    expect(cardProblems(t.state)).toEqual([]);
    for (const viewer of ['blue', 'red', null]) expect(seenBy(t.state.g, viewer).victoryCards.removed).toEqual([card]);
  });

  it('from the face-down deck by name: unseen (a count), the log does not name it', () => {
    const g = empty();
    const dominion = rules.victoryCards.find((v) => v.name === 'Dominion')!.id;
    if (g.victoryCards.inPlay.includes(dominion)) {
      g.victoryCards.inPlay = g.victoryCards.inPlay.filter((c) => c !== dominion);
      g.victoryCards.deck.push(dominion);
    }
    const t = go(g, [ev('victory-named')]);
    const vc = t.state.g.victoryCards;
    expect(vc.deck).not.toContain(dominion);
    expect(vc.removedUnseen).toEqual([dominion]);
    expect(cardProblems(t.state)).toEqual([]);
    for (const viewer of ['blue', 'red', null]) expect(seenBy(t.state.g, viewer).victoryCards.removedUnseen).toEqual({ hidden: 1 });
    expect(viewLeaks(t.engine, t.state, ['blue', 'red', null])).toEqual([]);
    expect(said(t, 'effect-removed', 'blue')).toEqual(['A victory card from the victory deck (unseen) is removed from the game']);
  });

  it('a claimed card stays claimed: its points are kept', () => {
    const g = empty();
    const dominion = rules.victoryCards.find((v) => v.name === 'Dominion')!.id;
    g.victoryCards.deck = g.victoryCards.deck.filter((c) => c !== dominion);
    g.victoryCards.inPlay = g.victoryCards.inPlay.filter((c) => c !== dominion);
    g.victoryCards.claimed = [{ id: dominion, by: 'red', factionId: 'vox-populi' }];
    const t = go(g, [ev('victory-named')]);
    expect(t.state.g.victoryCards.claimed.map((c) => c.id)).toEqual([dominion]);
    expect(t.state.g.victoryCards.removed).toEqual([]);
    expect(said(t, 'effect-removed', null)).toEqual(['Nothing is removed from the game']);
  });
});

describe('the table beside the board', () => {
  it('lists removed cards as the viewer may know them: face up by name, unseen as a count', () => {
    const g = empty();
    const rebel = cardsOf('red', 'rebel')[0]!.id;
    setHand(g, 'red', [rebel]);
    // Blue removes red's hand card (face up), then the top 2 of his own deck (unseen).
    const t = go(g, [ev('from-hand'), ev('from-deck')]);
    const name = (p: string) => p;
    for (const viewer of ['blue', 'red', null]) {
      const table = tableModel(asViewG(redact(t.state.g, viewer)), rules, name);
      expect(table.players.find((p) => p.id === 'red')!.removed).toEqual({ seen: ['Rebel'], unseen: 0 });
      expect(table.players.find((p) => p.id === 'blue')!.removed).toEqual({ seen: [], unseen: 2 });
      const lines = tableText(table, name);
      expect(lines.find((l) => l.startsWith('red:'))).toMatch(/removed from the game: Rebel$/);
      expect(lines.find((l) => l.startsWith('blue:'))).toMatch(/removed from the game: 2 cards unseen$/);
    }
  });
});

describe('a decision about the removal', () => {
  it('choosing among several victory cards in play is asked of the effect\'s owner', () => {
    const g = empty();
    g.victoryCards.deck.unshift(...g.victoryCards.inPlay);
    g.victoryCards.inPlay = g.victoryCards.deck.splice(-2, 2);
    const t = go(g, [ev('victory-in-play')]);
    const d = decision(t);
    expect([d.player, d.kind, d.options.length]).toEqual(['blue', 'effect-choose', 2]);
    const chosen = d.options[1]!.id;
    answer(t, 'effect-choose', [chosen]);
    expect(t.state.g.victoryCards.removed).toEqual([chosen]);
    expect(cardProblems(t.state)).toEqual([]);
  });
});
