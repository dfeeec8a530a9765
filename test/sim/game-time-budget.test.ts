/**
 * A simulated game that runs past its time budget stops with an error that
 * says whose answer was slowest, so a designer can tell a slow bot from slow
 * rules. A bot that says its answers are instant is not timed (a clock read
 * would cost more than its answer); its game still stops at the budget.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type Chooser } from '../../interpreter/core/index.ts';
import { playGame, seatBots, uniformBot, type BotLibrary } from '../../interpreter/sim/index.ts';
import { pack } from './helpers.ts';

/** A bot file that answers like the random bot after `ms` of busy work; `instant` says whether it claims to be instant. */
function slowFile(ms: number, instant: boolean): BotLibrary[string] {
  return {
    make(seed: string) {
      const inner = randomBot(seed);
      const bot: Chooser & { fallbacks: number; instant: boolean } = {
        fallbacks: 0,
        instant,
        choose(engine, state) {
          const until = performance.now() + ms;
          while (performance.now() < until) {
            // Busy: the answer's time is what the budget reads.
          }
          return inner.choose(engine, state);
        },
      };
      return bot;
    },
  };
}

describe('a game past its time budget', () => {
  it('stops with an error naming the slowest timed answer', async () => {
    const { table, two } = await pack();
    const library = { slow: slowFile(250, false) };
    const spec = { index: 0, seed: 'budget-slow', players: two, bots: seatBots(two, ['slow', 'slow']) };
    const { record } = playGame(table, spec, { library, collect: false, maxMs: 200 });
    expect(record.error?.message).toMatch(/took more than 0\.2 s \(1 decisions, seed budget-slow\); the slowest answer: the slow bot for \S+ at "[^"]+" \(\d+ ms\)/);
  });

  it("leaves an instant bot's answers untimed and still stops", async () => {
    const { table, two } = await pack();
    // Instant by its own word, slow in fact: the budget is looked at every 16th of its decisions, and no answer is named.
    const library = { quick: slowFile(15, true) };
    const spec = { index: 0, seed: 'budget-instant', players: two, bots: seatBots(two, ['quick', 'quick']) };
    const { record } = playGame(table, spec, { library, collect: false, maxMs: 100 });
    expect(record.error?.message).toMatch(/^the game took more than 0\.1 s \(16 decisions, seed budget-instant\)$/);
  });

  it('the random bot says it is instant', () => {
    expect(uniformBot('any').instant).toBe(true);
  });
});
