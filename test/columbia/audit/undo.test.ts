/**
 * Audit: undo in Columbia games (the core's rule: "Undo returns to the
 * previous decision of the same player and never lets anyone take back a
 * choice after hidden information was revealed or dice were rolled").
 * The core's own tests pin the mechanism on a toy game; these pin that
 * Columbia's rules tell the core about every die and every reveal.
 */
import { describe, expect, it } from 'vitest';
import type { Match } from '../../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { cardsOf, clearBoard, loc, newGame, put, build, setHand } from '../harness.ts';
import { play, scriptedMatch } from './helpers.ts';

const BAY = loc(13);

/** Whose decision, of what kind. */
const asked = (engine: { decision: (s: Match<ColumbiaG>['state']) => { player: string; kind: string } | null }, m: Match<ColumbiaG>) => {
  const d = engine.decision(m.state);
  return d === null ? null : { player: d.player, kind: d.kind };
};

describe('undo', () => {
  it('returns a player to his own previous decision, taking the later choices of others with it, until the votes are revealed', () => {
    const g = newGame(4, 'audit-undo-vote');
    g.firstPlayer = 'light-blue'; // the track: light blue, red, blue, dark red
    g.worldEvents.deck = [...g.worldEvents.deck.filter((e) => e !== 'raffle-day'), 'raffle-day'];
    const { engine, match } = scriptedMatch(g, [{ t: 'we/phase' }], { strict: false });
    const lb = g.players['light-blue']!.hand;
    let m = play(engine, match, 'vote-cards', [lb[0]!]);
    m = play(engine, m, 'vote-cards', []); // red
    expect(asked(engine, m)).toEqual({ player: 'blue', kind: 'vote-cards' });
    const u = engine.undo(m, 'light-blue');
    if (!u.ok) throw new Error(u.reason);
    expect(u.undone.map((c) => c.player)).toEqual(['light-blue', 'red']);
    expect(asked(engine, u.match)).toEqual({ player: 'light-blue', kind: 'vote-cards' });
    expect(u.match.state.g.players['light-blue']!.hand).toEqual(lb);
    // Everyone votes: the reveal makes every vote final.
    m = play(engine, u.match, 'vote-cards', []);
    m = play(engine, m, 'vote-cards', []);
    m = play(engine, m, 'vote-cards', []);
    m = play(engine, m, 'vote-cards', [g.players['dark-red']!.hand[0]!]);
    expect(m.state.g.vote?.revealed ?? true).toBe(true);
    for (const p of ['light-blue', 'red', 'blue', 'dark-red']) expect(engine.canUndo(m, p).ok, p).toBe(false);
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
    const { engine, match } = scriptedMatch(g, [{ t: 'combat/at-location', location: BAY, player: 'blue' }], { rolls: [4, 1] });
    // Both play nothing: no card is revealed, so only the dice seal the choices.
    let m = play(engine, match, 'combat-cards', []);
    expect(engine.canUndo(m, 'blue').ok).toBe(true);
    m = play(engine, m, 'combat-cards', []);
    expect(asked(engine, m)).toEqual({ player: 'blue', kind: 'upgrade' });
    expect(engine.canUndo(m, 'blue').ok).toBe(false);
    expect(engine.canUndo(m, 'red').ok).toBe(false);
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
    const { engine, match } = scriptedMatch(g, [{ t: 'turn/play', player: 'red' }]);
    const m = play(engine, match, 'produce', [`discard-effect:${rebel}`]); // Looting: gain 2 eagles, draw 1 card
    expect(m.state.g.players['red']!.hand).toHaveLength(1);
    expect(m.state.g.players['red']!.hand[0]).not.toBe(rebel);
    expect(asked(engine, m)).toEqual({ player: 'red', kind: 'produce' });
    // He has seen the top card of his deck: taking the choice back would let him choose again knowing it.
    expect(engine.canUndo(m, 'red')).toMatchObject({ ok: false });
  });

  it('cannot take back a refresh discard once the next world event is revealed', () => {
    const g = newGame(2, 'audit-undo-event');
    g.firstPlayer = 'blue';
    g.victoryCards.deck = []; // no victory card left to reveal at the end of the refresh
    const { engine, match } = scriptedMatch(g, [{ t: 'round/refresh' }]);
    let m = play(engine, match, 'refresh-discard', []); // blue keeps his 5 cards: nothing to draw
    m = play(engine, m, 'refresh-discard', []); // red too
    expect(asked(engine, m)).toEqual({ player: 'blue', kind: 'vote-cards' });
    expect(m.state.g.worldEvents.current).not.toBeNull();
    expect(engine.canUndo(m, 'red')).toMatchObject({ ok: false });
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
    const { engine, match } = scriptedMatch(g, [{ t: 'combat/at-location', location: BAY, player: 'blue' }], { rolls: [4, 1] });
    expect(asked(engine, match)).toEqual({ player: 'blue', kind: 'upgrade' });
    const m = play(engine, match, 'upgrade', ['boost:handyman:combat']);
    const u = engine.undo(m, 'blue');
    if (!u.ok) throw new Error(u.reason);
    expect(JSON.stringify(u.match.state)).toBe(JSON.stringify(match.state));
  });
});
