/**
 * Audit: Booker's defeat and his return, through the real combat and the
 * real world event phase, with the core's scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { answer, clearBoard, decision, entries, loc, newGame, put, build } from '../harness.ts';
import { scripted } from './helpers.ts';

const BAY = loc(13);

describe('Booker', () => {
  it('a defeated Booker leaves the board and is placed back in the next world event phase', () => {
    const g = newGame(2, 'audit-booker');
    clearBoard(g);
    for (const p of Object.values(g.players)) p.hand = [];
    build(g, 'red', 'stronghold', loc(14));
    put(g, 'blue', 'common', BAY, 2);
    g.booker = BAY;
    g.elizabeth = { location: null, withBooker: false };
    g.worldEvents.current = 'conscription'; // aggressive: the fight is not a choice
    // Next round's event: Raffle Day, Booker to Raffle Square, not aggressive, no Elizabeth symbol.
    g.worldEvents.deck = [...g.worldEvents.deck.filter((e) => e !== 'raffle-day' && e !== 'conscription'), 'raffle-day'];
    g.phase = 'player-turns';
    g.activePlayer = 'blue';
    // Blue's two commons roll 4 + 4 = 8; Booker's three red dice 2 + 2 + 2 = 6.
    const t = scripted(g, [{ t: 'combat/at-location', location: BAY, player: 'blue' }, { t: 'we/phase' }], { rolls: [4, 4, 2, 2, 2] });
    expect(entries(t, 'combat-booker-defeated')).toHaveLength(1);
    expect(t.state.g.booker).toBeNull();
    expect(decision(t)).toMatchObject({ kind: 'upgrade', player: 'blue' });
    answer(t, 'upgrade', ['none']);
    // No cards in hand: nobody votes, the factions are level (Booker abstains), the event passes at 0.
    expect(t.state.over).toEqual({ stopped: true });
    expect(t.state.g.booker).toBe('raffle-square');
    expect(entries(t, 'we-booker-placed').map((e) => e.values)).toEqual([
      expect.objectContaining({ location: 'raffle-square', from: null, reason: 'event' }),
    ]);
    expect(t.state.script!.rolls).toEqual([]);
  });
});
