import { describe, expect, it } from 'vitest';
import { answer, decision, entries, newGame, table } from '../harness.ts';

describe('refresh phase', () => {
  it('refresh draws each player back up to five cards', () => {
    const g = newGame(2);
    const p = g.players['blue']!;
    p.discard.push(...p.hand.splice(0, 4));
    const t = table(g, [{ t: 'refresh/draw', player: 'blue' }]);
    expect(t.state.g.players['blue']!.hand).toHaveLength(5);
    expect(t.state.g.players['blue']!.deck).toHaveLength(21);
  });

  it('refresh reshuffles the discard when the deck runs out', () => {
    const g = newGame(2);
    const p = g.players['blue']!;
    // 2 cards in the deck, 20 in the discard pile, 1 in hand: draw 2, then reshuffle 20 and draw 2 more.
    const all = [...p.deck, ...p.hand];
    p.hand = all.slice(0, 1);
    p.deck = all.slice(1, 3);
    p.discard = all.slice(3, 23);
    const t = table(g, [{ t: 'refresh/draw', player: 'blue' }]);
    const after = t.state.g.players['blue']!;
    expect(after.hand).toHaveLength(5);
    expect(after.hand).toContain(all[1]);
    expect(after.hand).toContain(all[2]);
    expect(after.discard).toEqual([]);
    expect(after.deck).toHaveLength(18);
    expect(entries(t, 'deck-reshuffled')).toHaveLength(1);
  });

  it('a player with no deck and no discard draws what there is', () => {
    const g = newGame(2);
    const p = g.players['red']!;
    p.hand = p.hand.slice(0, 2);
    p.deck = [p.deck[0]!];
    p.discard = [];
    const t = table(g, [{ t: 'refresh/draw', player: 'red' }]);
    expect(t.state.g.players['red']!.hand).toHaveLength(3);
  });

  it('each player may discard any cards before drawing', () => {
    const g = newGame(2);
    const hand = g.players['blue']!.hand.slice();
    const t = table(g, [{ t: 'refresh/discard', player: 'blue' }, { t: 'refresh/draw', player: 'blue' }]);
    const d = decision(t);
    expect(d).toMatchObject({ kind: 'refresh-discard', player: 'blue', min: 0, max: 5 });
    answer(t, 'refresh-discard', hand.slice(0, 3));
    const after = t.state.g.players['blue']!;
    expect(after.discard).toEqual(hand.slice(0, 3));
    expect(after.hand).toHaveLength(5);
    expect(after.hand.slice(0, 2)).toEqual(hand.slice(3));
  });

  it('the refresh phase ends by revealing one victory card', () => {
    const g = newGame(2);
    const top = g.victoryCards.deck[g.victoryCards.deck.length - 1]!;
    const t = table(g, [{ t: 'refresh/victory-card' }]);
    expect(t.state.g.victoryCards.inPlay).toEqual([...g.victoryCards.inPlay, top]);
    expect(t.state.g.step).toBe('victory-card');
  });

  it('the refresh phase asks every player in turn order from the first player', () => {
    const g = newGame(4);
    g.firstPlayer = 'blue';
    const t = table(g, [{ t: 'round/refresh' }]);
    const asked: string[] = [];
    // The refresh phase is followed by the next round: stop at its first decision.
    while (t.state.decision !== null && t.state.decision.kind === 'refresh-discard') {
      const d = decision(t);
      asked.push(d.player);
      expect(t.state.g.phase).toBe('refresh');
      answer(t, 'refresh-discard', []);
    }
    expect(asked).toEqual(['blue', 'dark-red', 'light-blue', 'red']);
    expect(t.state.g.round).toBe(g.round + 1);
  });
});
