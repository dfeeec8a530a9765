/**
 * Audit: undo in Columbia games (the session's rule: a seat takes back its
 * own last choice, never across dice, a reveal, another player's hidden
 * decision, or a change to what it cannot see: core/lesson.ts). The core's
 * own tests pin the mechanism on a toy game; these pin that Columbia's rules
 * and view tell the session about every die, reveal and draw.
 */
import { describe, expect, it } from 'vitest';
import { cardsOf, clearBoard, loc, newGame, put, build, setHand } from '../harness.ts';
import { play, scriptedSession } from './helpers.ts';

const BAY = loc(13);

describe('undo', () => {
  it("takes back a player's own face-down vote, but not once another player has voted after it", () => {
    const g = newGame(4, 'audit-undo-vote');
    g.firstPlayer = 'light-blue'; // the track: light blue, red, blue, dark red
    g.worldEvents.deck = [...g.worldEvents.deck.filter((e) => e !== 'raffle-day'), 'raffle-day'];
    const s = scriptedSession(g, [{ t: 'we/phase' }], { strict: false });
    const lb = g.players['light-blue']!.hand;
    const start = JSON.stringify(s.state);
    play(s, 'vote-cards', [lb[0]!]);
    expect(s.decision()).toMatchObject({ player: 'red', kind: 'vote-cards' });
    const u = s.undo('light-blue');
    if (!u.ok) throw new Error(u.reason);
    expect(u.undone.map((c) => c.player)).toEqual(['light-blue']);
    expect(JSON.stringify(s.state)).toBe(start);
    expect(s.state.g.players['light-blue']!.hand).toEqual(lb);
    play(s, 'vote-cards', [lb[0]!]);
    play(s, 'vote-cards', []); // red: light blue sees only that red decided
    expect(s.decision()).toMatchObject({ player: 'blue', kind: 'vote-cards' });
    expect(s.canUndo('light-blue')).toEqual({ ok: false, reason: expect.stringMatching(/Red Vox Populi answered a "vote-cards" decision/) });
    // Everyone votes: the reveal makes every vote final.
    play(s, 'vote-cards', []);
    play(s, 'vote-cards', [g.players['dark-red']!.hand[0]!]);
    expect(s.state.g.vote?.revealed ?? true).toBe(true);
    for (const p of ['light-blue', 'red', 'blue', 'dark-red']) expect(s.canUndo(p).ok, p).toBe(false);
  });

  it('cannot take back a choice once combat dice were rolled after it', () => {
    const g = newGame(2, 'audit-undo-dice');
    clearBoard(g);
    build(g, 'blue', 'stronghold', loc(9));
    build(g, 'red', 'stronghold', loc(14));
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    setHand(g, 'blue', [cardsOf('blue', 'flak-man')[0]!.id]);
    setHand(g, 'red', [cardsOf('red', 'rebel')[0]!.id]);
    g.phase = 'player-turns';
    g.activePlayer = 'blue';
    const s = scriptedSession(g, [{ t: 'combat/at-location', location: BAY, player: 'blue' }], { rolls: [4, 1] });
    // Both play nothing: no card is revealed, so only the dice seal the choices.
    play(s, 'combat-cards', []);
    expect(s.canUndo('blue').ok).toBe(true);
    play(s, 'combat-cards', []);
    expect(s.decision()).toMatchObject({ player: 'blue', kind: 'upgrade' });
    expect(s.canUndo('blue').ok).toBe(false);
    expect(s.canUndo('red').ok).toBe(false);
  });

  it('cannot take back a discard effect once it drew him a card from his deck', () => {
    const g = newGame(2, 'audit-undo-draw');
    clearBoard(g);
    build(g, 'blue', 'stronghold', loc(9));
    put(g, 'red', 'common', loc(14));
    const rebel = cardsOf('red', 'rebel')[0]!.id;
    setHand(g, 'red', [rebel]);
    g.phase = 'player-turns';
    g.activePlayer = 'red';
    const s = scriptedSession(g, [{ t: 'turn/play', player: 'red' }]);
    play(s, 'produce', [`discard-effect:${rebel}`]); // Looting: gain 2 eagles, draw 1 card
    expect(s.state.g.players['red']!.hand).toHaveLength(1);
    expect(s.state.g.players['red']!.hand[0]).not.toBe(rebel);
    expect(s.decision()).toMatchObject({ player: 'red', kind: 'produce' });
    // He has seen the top card of his deck: taking the choice back would let him choose again knowing it.
    expect(s.canUndo('red')).toMatchObject({ ok: false });
  });

  it('cannot take back a refresh discard once the next world event is revealed', () => {
    const g = newGame(2, 'audit-undo-event');
    g.firstPlayer = 'blue';
    g.victoryCards.deck = []; // no victory card left to reveal at the end of the refresh
    const s = scriptedSession(g, [{ t: 'round/refresh' }]);
    play(s, 'refresh-discard', []); // blue keeps his 5 cards: nothing to draw
    play(s, 'refresh-discard', []); // red too
    expect(s.decision()).toMatchObject({ player: 'blue', kind: 'vote-cards' });
    expect(s.state.g.worldEvents.current).not.toBeNull();
    expect(s.canUndo('red')).toMatchObject({ ok: false });
  });

  it('in a game with scripted dice, undo lands on the very state before the undone choice', () => {
    const g = newGame(2, 'audit-undo-script');
    clearBoard(g);
    build(g, 'blue', 'stronghold', loc(9));
    build(g, 'red', 'stronghold', loc(14));
    put(g, 'blue', 'common', BAY);
    put(g, 'red', 'common', BAY);
    setHand(g, 'blue', []);
    setHand(g, 'red', []);
    // The dice are rolled before blue's first choice (his upgrade for winning 4 to 1), so that choice may be taken back.
    const s = scriptedSession(g, [{ t: 'combat/at-location', location: BAY, player: 'blue' }], { rolls: [4, 1] });
    expect(s.decision()).toMatchObject({ player: 'blue', kind: 'upgrade' });
    const start = JSON.stringify(s.state);
    play(s, 'upgrade', ['boost:handyman:combat']);
    const u = s.undo('blue');
    if (!u.ok) throw new Error(u.reason);
    expect(JSON.stringify(s.state)).toBe(start);
  });
});
