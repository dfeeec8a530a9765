/**
 * Words of the vocabulary the bundled pack does not use yet, written as a
 * designer would and run on the Columbia board: paying and losing Silver
 * Eagles, conditions in words, becoming first player, claiming, removing,
 * moving several units, triggers owned by one player.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../interpreter/core/index.ts';
import { START_OF_TURN_EVENT } from '../../../interpreter/columbia/flow.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { answer, entries, loc, put, setEagles } from '../harness.ts';
import { emit, empty, run, withEffects } from './helpers.ts';

const BAY = loc(13);
const HALL = loc(11);
const GARDEN = loc(9);

const TEXTS: Record<string, string> = {
  pay: 'pay 3 eagles',
  'opponent-loses': 'my opponent loses 2 eagles',
  have: 'if I have 3 eagles: draw 1 card',
  compare: 'if my eagles are at least 4: gain 1 eagles',
  exists: 'if there is an enemy unit in "Battleship Bay": gain 1 eagles',
  destroyed: 'if "Our Lady Cemetery" is destroyed: gain 1 eagles',
  'controlled-by': 'if "Battleship Bay" is controlled by my opponent: gain 1 eagles',
  'is-in': 'if "Songbird" is in "Garden of New Eden": gain 1 eagles',
  'first-player': 'I become first player',
  claim: 'claim a victory card',
  remove: 'remove 1 enemy common from the game',
  'move-all': 'move all my commons in "Hall of Heroes" to "Battleship Bay"',
  'start-of-turn': 'at the start of my turn:\n  gain 1 eagles',
};

const extra = withEffects(TEXTS);
const ev = (key: string, owner = 'blue'): Task => ({ t: 'test/effect', src: `event:${key}`, owner, env: {}, scope: 'game' });
const go = (g: ColumbiaG, tasks: Task[]) => run(g, tasks, {}, 'beyond', extra);

describe('beyond the pack', () => {
  it('pay: the whole amount, or nothing when he has too little', () => {
    const g = empty();
    setEagles(g, 'blue', 2);
    expect(go(g, [ev('pay')]).state.g.players.blue!.eagles).toBe(2);
    setEagles(g, 'blue', 5);
    expect(go(g, [ev('pay')]).state.g.players.blue!.eagles).toBe(2);
  });

  it('my opponent loses 2 eagles: as many as he has', () => {
    const g = empty();
    setEagles(g, 'red', 1);
    expect(go(g, [ev('opponent-loses')]).state.g.players.red!.eagles).toBe(0);
  });

  it('conditions in words: have, at least, there is, is destroyed, is controlled by, is in', () => {
    const g = empty();
    setEagles(g, 'blue', 3);
    expect(go(g, [ev('have')]).state.g.players.blue!.hand).toHaveLength(1);
    expect(go(g, [ev('compare')]).state.g.players.blue!.eagles).toBe(3);
    setEagles(g, 'blue', 4);
    expect(go(g, [ev('compare')]).state.g.players.blue!.eagles).toBe(5);
    setEagles(g, 'blue', 0);
    expect(go(g, [ev('exists')]).state.g.players.blue!.eagles).toBe(0);
    put(g, 'red', 'common', BAY);
    expect(go(g, [ev('exists')]).state.g.players.blue!.eagles).toBe(1);
    expect(go(g, [ev('controlled-by')]).state.g.players.blue!.eagles).toBe(1);
    expect(go(g, [ev('destroyed')]).state.g.players.blue!.eagles).toBe(0);
    g.locations[loc(6)]!.destroyed = true;
    expect(go(g, [ev('destroyed')]).state.g.players.blue!.eagles).toBe(1);
    expect(go(g, [ev('is-in')]).state.g.players.blue!.eagles).toBe(0);
    put(g, 'blue', 'songbird', GARDEN);
    expect(go(g, [ev('is-in')]).state.g.players.blue!.eagles).toBe(1);
  });

  it('I become first player: the token, an upgrade, and the leader abilities waiting for it', () => {
    const g = empty();
    g.firstPlayer = 'red';
    const t = go(g, [{ t: 'test/effect', src: 'leader:zachary-hale-comstock', owner: 'blue', env: {}, scope: 'game' }, ev('first-player')]);
    expect(t.state.g.firstPlayer).toBe('blue');
    answer(t, 'upgrade', ['none']);
    expect(t.state.g.players.blue!.eagles).toBe(2);
  });

  it('claim a victory card: scored for his faction', () => {
    const g = empty();
    g.victoryCards.inPlay = [g.victoryCards.deck[0]!];
    const t = go(g, [ev('claim')]);
    expect(t.state.g.victoryCards.claimed.map((c) => [c.by, c.factionId])).toEqual([['blue', 'founders']]);
  });

  it('remove 1 enemy common from the game: back to its pool', () => {
    const g = empty();
    const [u] = put(g, 'red', 'common', BAY);
    expect(go(g, [ev('remove')]).state.g.units[u!]!.location).toBe(null);
  });

  it('move all my commons in a location: every one of them, without a choice', () => {
    const g = empty();
    const units = put(g, 'blue', 'common', HALL, 3);
    const t = go(g, [ev('move-all')]);
    expect(units.map((u) => t.state.g.units[u]!.location)).toEqual([BAY, BAY, BAY]);
    expect(entries(t, 'effect-moved')).toHaveLength(3);
  });

  it('at the start of my turn: only at its owner\'s turns', () => {
    const g = empty();
    const t = go(g, [ev('start-of-turn'), emit(START_OF_TURN_EVENT, { player: 'red' }), emit(START_OF_TURN_EVENT, { player: 'blue' })]);
    expect([t.state.g.players.blue!.eagles, t.state.g.players.red!.eagles]).toEqual([1, 0]);
  });
});
