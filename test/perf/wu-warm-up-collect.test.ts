/**
 * A benchmark's warm-up must run the code the measured games run. The
 * simulator's measured games count statistics from the log; a warm-up that
 * played without them left the stats log and the records uncompiled, and
 * the measured games paid V8's compiling of them (on two workers, each
 * worker's compiler threads taking CPU from the other: the scaling read
 * 1.57-1.77x instead of 1.90-1.98x, bench/README.md stop 20).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameStats } from '../../interpreter/sim/collector.ts';
import { warmUp } from '../../interpreter/sim/play.ts';
import { pack } from '../sim/helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the simulator workers\' warm-up', () => {
  it('with statistics, feeds the stats log as the measured games do', async () => {
    const { engine, two } = await pack();
    const feed = vi.spyOn(GameStats.prototype, 'feed');
    const games = warmUp(engine, 30, two, true);
    expect(games).toBeGreaterThan(0);
    // Once for the start's log, then once per decision of every game played.
    expect(feed.mock.calls.length).toBeGreaterThan(games * 20);
  });

  it('without statistics, plays the bare fast path (no stats log)', async () => {
    const { engine, two } = await pack();
    const feed = vi.spyOn(GameStats.prototype, 'feed');
    expect(warmUp(engine, 30, two, false)).toBeGreaterThan(0);
    expect(feed).not.toHaveBeenCalled();
  });
});
