import { describe, expect, it } from 'vitest';
import { randomBot, type LogEntry } from '../../../interpreter/core/index.ts';
import { endReasonWords } from '../../../interpreter/columbia/index.ts';
import { engine, seatIds } from '../harness.ts';

function gameLog(players: 2 | 4, seed: number): LogEntry[] {
  const e = engine();
  let { state, log } = e.start({ seed, players: seatIds(players) });
  const all = [...log];
  const bot = randomBot(seed);
  while (state.over === null) {
    const r = e.apply(state, bot.choose(e, state));
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
    all.push(...r.log);
  }
  return all;
}

describe('the game log', () => {
  it('every log kind written in seeded games has a Columbia sentence', () => {
    const e = engine();
    const missing = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      for (const entry of gameLog(seed % 2 ? 2 : 4, seed)) {
        if (!e.game.render?.[entry.kind]) missing.add(entry.kind);
        const text = e.render(entry);
        expect(text, entry.kind).not.toMatch(/undefined|\[object Object\]|NaN/);
        expect(text.charAt(0), entry.kind).toBe(text.charAt(0).toUpperCase());
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('a dice roll reads as a plain sentence with names, not ids', () => {
    const e = engine();
    expect(e.render({ kind: 'dice-rolled', actors: [], values: { side: 'vox-populi', die: 'white', count: 3, faces: [4, 1, 6] }, to: null })).toBe(
      'Vox Populi roll 3 white dice: 4, 1, 6',
    );
    expect(e.render({ kind: 'dice-rolled', actors: [], values: { side: 'booker', die: 'red', count: 3, faces: [2, 5, 6] }, to: null })).toBe(
      'Booker rolls 3 red dice: 2, 5, 6',
    );
    expect(e.render({ kind: 'territory-taken', actors: [], values: { territory: 'territory-c', faction: 'founders', points: 4 }, to: null })).toBe(
      'The Founders take Emporia (4 victory points)',
    );
  });

  it('a player who plays no cards plays "no cards", not "0 cards face down"', () => {
    const e = engine();
    const entry = (kind: string, values: LogEntry['values'], actors = ['blue']): LogEntry => ({ kind, actors, values, to: null });
    expect(e.render(entry('we-vote-played', { count: 0 }))).toBe('Blue Founders plays no cards into the vote');
    expect(e.render(entry('we-vote-played', { count: 1 }))).toBe('Blue Founders plays 1 card face down into the vote');
    expect(e.render(entry('combat-cards-played', { location: 'x', side: 'attacker', count: 0 }))).toBe('Blue Founders plays no cards as attacker');
    expect(e.render(entry('combat-cards-played', { location: 'x', side: 'defender', count: 2 }))).toBe('Blue Founders plays 2 cards face down as defender');
  });

  it('how a game ended reads as words, not as its code', () => {
    expect(['victory-points', 'eliminated', 'deck-exhausted'].map((r) => `The Founders win ${endReasonWords(r)}`)).toEqual([
      'The Founders win on victory points',
      'The Founders win by elimination',
      'The Founders win as the world event deck ran out',
    ]);
  });

  it('the cards a player draws are written for him alone', () => {
    const log = gameLog(2, 3);
    const drawn = log.filter((x) => x.kind === 'cards-drawn-private');
    expect(drawn.length).toBeGreaterThan(0);
    for (const x of drawn) expect(x.to).toEqual(x.actors);
    for (const x of log.filter((y) => y.kind === 'cards-drawn')) expect(x.to).toBeNull();
  });
});
