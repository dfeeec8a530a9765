/**
 * The victory cards in play are asked together (`ctx.holdsEach`), and the
 * list changes a few times a game: a card revealed, a card claimed. A new
 * list keeps the answers of the list before it that still stand and asks
 * each player about a card new to it at his next ask, even when the card
 * reads nothing the others do not (Seat of Power beside Heart in Hand: what
 * I control): the answers stay each player's own and right, whether or not
 * he was asked between the changes.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx, TaskHandler } from '../../../interpreter/core/index.ts';
import type { Ruleset } from '../../../interpreter/columbia/content/types.ts';
import { victoryConditions } from '../../../interpreter/columbia/effects/index.ts';
import type { ColumbiaG, PlayerId } from '../../../interpreter/columbia/state.ts';
import { clearBoard, newGame, put, rules, setEagles, table } from '../harness.ts';

type H = TaskHandler<ColumbiaG, Ruleset>;

const card = (name: string) => rules.victoryCards.find((v) => v.name === name)!.id;
const place = (name: string) => rules.board.locations.find((l) => l.name === name)!.id;
const HEART_IN_HAND = card('Heart in Hand');
const SEAT_OF_POWER = card('Seat of Power');
const DEEP_POCKETS = card('Deep Pockets');

describe('victory cards asked together, as cards are revealed and claimed', () => {
  it('each player meets the cards he meets, asked after every change or only after several', () => {
    const g = newGame(2, 'asked-together');
    clearBoard(g);
    // Blue controls Monument Island (Heart in Hand), red Comstock Center and Fink MFG (Seat of Power).
    expect(put(g, 'blue', 'common', place('Monument Island'))).toHaveLength(1);
    expect(put(g, 'red', 'common', place('Comstock Center'))).toHaveLength(1);
    expect(put(g, 'red', 'common', place('Fink MFG'))).toHaveLength(1);
    // Each step: the cards in play, both players' eagles (Deep Pockets at 15), who is asked.
    const steps: { inPlay: string[]; eagles: [number, number]; asked: PlayerId[] }[] = [
      { inPlay: [HEART_IN_HAND], eagles: [3, 3], asked: ['blue', 'red'] },
      { inPlay: [HEART_IN_HAND, SEAT_OF_POWER], eagles: [3, 3], asked: ['blue'] },
      { inPlay: [SEAT_OF_POWER], eagles: [3, 3], asked: ['red'] },
      { inPlay: [SEAT_OF_POWER, HEART_IN_HAND], eagles: [3, 3], asked: ['blue', 'red'] },
      { inPlay: [SEAT_OF_POWER, HEART_IN_HAND, DEEP_POCKETS], eagles: [15, 3], asked: ['red'] },
      { inPlay: [HEART_IN_HAND, DEEP_POCKETS], eagles: [15, 15], asked: ['blue', 'red'] },
    ];
    const answers: string[][] = [];
    const ask: H = (ctx: Ctx<ColumbiaG, Ruleset>, task) => {
      const step = steps[task.step as number]!;
      ctx.g.victoryCards.inPlay = step.inPlay.slice();
      setEagles(ctx.g, 'blue', step.eagles[0]);
      setEagles(ctx.g, 'red', step.eagles[1]);
      for (const p of step.asked) answers.push(victoryConditions(ctx, ctx.g.victoryCards.inPlay, p).slice());
    };
    table(g, steps.map((_, step) => ({ t: 'test/ask', step })), { overrides: { 'test/ask': ask } });
    expect(answers).toEqual([
      [HEART_IN_HAND],
      [],
      [HEART_IN_HAND],
      [SEAT_OF_POWER],
      [HEART_IN_HAND],
      [SEAT_OF_POWER],
      [SEAT_OF_POWER],
      [HEART_IN_HAND, DEEP_POCKETS],
      [DEEP_POCKETS],
    ]);
  });
});
