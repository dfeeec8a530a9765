/**
 * Whole games of a variant whose effects remove action and victory cards from
 * the game, made by editing YAML only: a Founder discard card that removes a
 * random card from the opponent's hand (face up), Extra Edition removing the
 * top card of each player's deck (unseen), Raffle Day removing a victory card
 * in play (face up). At every decision the invariants hold (every card once:
 * the removed piles count) and no view shows a card removed unseen
 * (RULINGS "Removed action and victory cards"). The games must really remove
 * cards of each kind, or the test says so instead of passing on nothing.
 */
import { describe, expect, it } from 'vitest';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { randomBot } from '../../interpreter/core/index.ts';
import { loadFiles, packFiles, replaceOnce, withCardType } from './custom-pack.ts';
import { playChecked } from './helpers.ts';

function variant() {
  let files = withCardType(packFiles(), 'Saboteur', "remove 1 random card in my opponent's hand from the game");
  files = {
    ...files,
    'world-events.yaml': replaceOnce(
      replaceOnce(files['world-events.yaml']!, 'effect: "each player draws 2 cards"', 'effect: "each player removes the top 1 cards in his deck from the game"'),
      'effect: "each player gains 3 eagles"',
      'effect: "remove a victory card from the game"',
    ),
  };
  return loadFiles(files);
}

/** Games played (docs/RELIABILITY.md counts them). */
export const REMOVAL_GAMES = 4;

const GAMES: { players: 2 | 4; seed: number }[] = [
  { players: 2, seed: 1 },
  { players: 2, seed: 4 },
  { players: 2, seed: 7 },
  { players: 4, seed: 2 },
];

describe('games whose effects remove cards from the game', () => {
  const { engine } = variant();
  // Each game is played once, by whichever test asks first (the last test reads them all, even run alone).
  const played = new Map<number, ReturnType<typeof playChecked>>();
  const playedGame = (i: number) => {
    const game = GAMES[i]!;
    if (!played.has(i)) played.set(i, playChecked(engine, game.seed, game.players, randomBot(game.seed), { views: true }));
    return played.get(i)!;
  };

  GAMES.forEach((game, i) => {
    it(`${game.players} players, seed ${game.seed}: invariants and views hold at every decision`, () => {
      const p = playedGame(i);
      expect(p.problems).toEqual([]);
      expect(p.state.over).not.toBeNull();
    });
  });

  it('the games removed cards of every kind: from hands (face up), from decks (unseen), victory cards in play', () => {
    expect(GAMES).toHaveLength(REMOVAL_GAMES);
    const finals: ColumbiaG[] = GAMES.map((_, i) => playedGame(i).state.g);
    const seats = finals.flatMap((g) => Object.values(g.players));
    expect(seats.reduce((n, p) => n + p.removed.length, 0)).toBeGreaterThan(0);
    expect(seats.reduce((n, p) => n + p.removedUnseen.length, 0)).toBeGreaterThan(0);
    expect(finals.reduce((n, g) => n + g.victoryCards.removed.length, 0)).toBeGreaterThan(0);
  });
});
