/**
 * A game with a search bot seated may take ten times the engine's time
 * budget before it is stopped as stuck: its bot spends seconds of CPU a game
 * by design, which a loaded machine stretches (a 4-player Columbia game of
 * `mcts:screen=1` was stopped at 60 s on a machine loaded 20 times over).
 */
import { describe, expect, it } from 'vitest';
import { GAME_TIME_BUDGET_MS } from '../../interpreter/core/index.ts';
import { gameBudgetMs } from '../../interpreter/sim/play.ts';

describe('the time a simulated game may take', () => {
  it('is the engine budget for cheap bots and ten times that with a search bot seated', () => {
    expect(gameBudgetMs({ bots: { blue: 'heuristic', red: 'random' } })).toBe(GAME_TIME_BUDGET_MS);
    expect(gameBudgetMs({ bots: { blue: 'mcts:40ms', red: 'heuristic' } })).toBe(GAME_TIME_BUDGET_MS * 10);
    expect(gameBudgetMs({ bots: { blue: 'mcts', red: 'mcts' } })).toBe(GAME_TIME_BUDGET_MS * 10);
  });
});
