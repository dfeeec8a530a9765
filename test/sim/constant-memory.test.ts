/**
 * A simulation of any size keeps no list of its games and, asked not to, no
 * record: records are folded one at a time, in game order whatever order the
 * workers finish them in (issue 27, finding 6: `--games 1e12` built every game
 * spec first and died out of memory; the main process kept every record).
 */
import { describe, expect, it } from 'vitest';
import { runSimulation, windowOf } from '../../interpreter/sim/pool.ts';
import { summarize, SummaryFold, type GameRecord } from '../../interpreter/sim/stats.ts';
import { pack } from './helpers.ts';

describe('a simulation', () => {
  it('of 10^12 games starts playing at once: no list of its games is made first', async () => {
    const p = await pack();
    const seen: number[] = [];
    const stop = new Error('seen enough');
    const run = runSimulation({
      game: 'columbia',
      rules: p.result.ruleset!,
      effects: p.result.effects ?? null,
      botTexts: {},
      games: 1e12,
      seed: 'huge',
      players: p.two,
      bots: ['random'],
      workers: 0,
      replayPrefix: 'x',
      keepRecords: false,
      onRecord: (r) => {
        seen.push(r.index);
        if (seen.length === 3) throw stop;
      },
    });
    await expect(run).rejects.toBe(stop);
    expect(seen).toEqual([0, 1, 2]);
  }, 60_000);

  it('hands its records on in game order from two workers finishing out of order, and keeps none when asked', async () => {
    const p = await pack();
    const order: number[] = [];
    const fold = new SummaryFold();
    const records: GameRecord[] = [];
    const streamed = await runSimulation({
      game: 'columbia',
      rules: p.result.ruleset!,
      effects: p.result.effects ?? null,
      botTexts: {},
      games: 24,
      seed: 'order',
      players: p.two,
      bots: ['random'],
      workers: 2,
      batch: 1,
      replayPrefix: 'x',
      keepRecords: false,
      onRecord: (r) => {
        order.push(r.index);
        records.push(r);
        fold.add(r);
      },
    });
    expect(order).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(streamed.records).toEqual([]);
    // The fold gives what the list gives, bit for bit.
    expect(fold.result()).toEqual(summarize(records));
  }, 120_000);

  it('holds at most a window of records early, however many games it plays', () => {
    expect(windowOf(2)).toBe(1000);
    expect(windowOf(64)).toBe(12_800);
  });
});
