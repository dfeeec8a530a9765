/**
 * `rulewright bench --json` as a script reads it (issue 7: "prints a table and
 * `--json`"): every figure the targets are judged on is there and a number,
 * each target has its met/missed verdict, and the load it blames on other
 * work leaves out the bench's own threads.
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { run } from '../../interpreter/cli/bench.ts';
import { median, type Machine } from '../../interpreter/sim/bench.ts';
import { runCommand } from './helpers.ts';

/** A machine of 2 cores whose only work in the last minute was this process's one busy thread. */
const TWO_CORES_ONE_BUSY: Machine = { cores: () => 2, loadAverage: () => 1 };

/**
 * A fifth of a second of one-core play and no unmeasured warm-up (--quick alone: 1.5 s and 1 s); under a second the
 * statistics' cost and each other game play as briefly, and the load and the replay are timed in 5 rounds (--quick: 11, 15).
 */
const SHORT = ['--seconds', '0.2', '--warm', '0'];

/** The bench as the CLI runs it, on this machine (its cores and load average read from the OS), or on `machine`. */
function bench(args: string[], machine?: Machine): Promise<{ code: number; out: string; err: string }> {
  return runCommand((argv, io) => run(argv, io, machine), args);
}

describe('rulewright bench', () => {
  it('--quick --json gives every target figure, a verdict per target, and no load blamed on others for its own thread', async () => {
    // Short measuring windows (SHORT): the figures' presence and verdicts are the property, not their size.
    // No unrecorded warm-up of the simulator's worker either (1 s of play): the --rounds test below measures one.
    // A simulator run of 8 games (--games is that many; --quick alone: a second of play at least).
    const r = await bench(['--quick', '--json', '--workers', '1', ...SHORT, '--pool-warm', '0', '--games', '8'], TWO_CORES_ONE_BUSY);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as {
      play: { oneCore: { decisionsPerSecond: number; gamesPerSecond: number }; tenThousandGamesSeconds: number; loadPerCore: number; simulator: { scaling: number } };
      content: { loadCpuMs: number; bareParseCpuMs: number; ratio: number; roundRatios: number[] };
      replay: { cpuMsPer1000: number };
      targets: Record<string, number>;
      met: Record<string, boolean | null>;
      games: { game: string; decisionsPerSecond: number; met: boolean }[];
    };
    expect(j.play.oneCore.decisionsPerSecond).toBeGreaterThan(0);
    expect(j.play.oneCore.gamesPerSecond).toBeGreaterThan(0);
    expect(j.play.tenThousandGamesSeconds).toBeGreaterThan(0);
    // Load over bare parse: the median of rounds of one of each (under a second of play: 5), each round's two runs a moment apart.
    expect(j.content.roundRatios).toHaveLength(5);
    expect(j.content.ratio).toBe(median(j.content.roundRatios));
    expect(j.content.ratio).toBeGreaterThan(0);
    expect(j.replay.cpuMsPer1000).toBeGreaterThan(0);
    expect(Object.keys(j.met).sort()).toEqual(['decisionsPerSecond', 'defaultScaling', 'loadVsParse', 'replay', 'scaling', 'tenThousandGames']);
    // One worker: no scaling to judge; --quick runs no default run (the whole-process simulate runs), so none to judge either.
    expect(j.met.scaling).toBeNull();
    expect(j.met.defaultScaling).toBeNull();
    expect((j as unknown as { defaultRun: { runs: unknown[]; scaling: number | null } }).defaultRun).toEqual({ runs: [], scaling: null });
    expect(j.met.decisionsPerSecond).toBe(j.play.oneCore.decisionsPerSecond >= j.targets.decisionsPerSecond!);
    // Every other product game's random play, with its own verdict.
    const bg = j.games.find((g) => g.game === 'baldurs-gate');
    expect(bg?.decisionsPerSecond).toBeGreaterThan(0);
    expect(bg?.met).toBe(bg!.decisionsPerSecond >= j.targets.decisionsPerSecond!);
    // The search bot against the heuristic: 2 players, and Columbia's 4 (a faction's two seats).
    const search = (
      j as unknown as {
        search: { bot: string; against: string; players: number; games: number; rate: number; decisions: number; cpuMsPerDecision: number; decisionsPerSecond: number; errors: string[]; met: { winRate: boolean; msPerDecision: boolean | null } }[];
      }
    ).search;
    expect(search.map((b) => [b.bot, b.against, b.players, b.games])).toEqual([
      ['mcts:2:depth=2', 'heuristic', 2, 1],
      ['mcts:2:depth=2', 'heuristic', 4, 1],
    ]);
    for (const b of search) {
      expect(b.errors).toEqual([]);
      expect(b.decisions).toBeGreaterThan(0);
      expect(b.cpuMsPerDecision).toBeGreaterThan(0);
      expect(b.decisionsPerSecond).toBeCloseTo(1000 / b.cpuMsPerDecision, 6);
      // Issue 28's targets: 70% at 2 players, 60% for a team; at most 50 ms a decision, a bound of the 2-player line only.
      expect(b.met.winRate).toBe(b.rate >= (b.players > 2 ? 0.6 : 0.7));
      expect(b.met.msPerDecision).toBe(b.players > 2 ? null : b.cpuMsPerDecision <= 50);
    }
    // The load average of 1 is the bench's own thread: nothing left for other work; its cores are the given machine's.
    expect(j.play.loadPerCore).toBe(0);
    expect((j as unknown as { cores: number }).cores).toBe(2);
    // Generous: a loaded machine takes minutes over what an idle one does in under one.
  }, 300_000);

  it('--rounds takes the simulator runs of 1 and K workers in turn, and the scaling is the median of the rounds', async () => {
    // The simulator's figures only: no search bot games (the test above reads them). This machine's own readings.
    const r = await bench(['--quick', '--json', '--workers', '2', '--rounds', '2', '--games', '8', ...SHORT, '--pool-warm', '0.25', '--search-games', '0']);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { cores: number; play: { loadPerCore: number } };
    expect(j.cores).toBe(Math.max(1, availableParallelism()));
    expect(j.play.loadPerCore).toBeGreaterThanOrEqual(0);
    const sim = (
      j as unknown as {
        play: { simulator: { scaling: number; scalingRounds: number[]; warmUpSeconds: number; warmUpScaling: number; warmUpScalingRounds: number[]; oneWorker: { games: number; warmUpGames: number }; allWorkers: { games: number; warmUpGames: number } } };
      }
    ).play.simulator;
    // --games is each run's count, on 1 worker and on K.
    expect([sim.oneWorker.games, sim.allWorkers.games]).toEqual([8, 8]);
    expect(sim.scalingRounds).toHaveLength(2);
    expect(sim.scaling).toBe(median(sim.scalingRounds));
    // The warm-up is measured too (--pool-warm seconds a worker), and its scaling is shown apart, not judged.
    expect(sim.warmUpSeconds).toBe(0.25);
    expect(sim.oneWorker.warmUpGames).toBeGreaterThan(0);
    expect(sim.allWorkers.warmUpGames).toBeGreaterThan(0);
    expect(sim.warmUpScalingRounds).toHaveLength(2);
    expect(sim.warmUpScaling).toBe(median(sim.warmUpScalingRounds));
    expect((await bench(['--rounds', '0'])).code).toBe(2);
    expect((await bench(['--pool-warm', '-1'])).code).toBe(2);
    expect((await bench(['--search-bot', 'mcts:0'])).err).toMatch(/--search-bot: mcts:0: the playouts per decision must be/);
  }, 180_000);

  it('a median of an even count is the mean of the middle two, favouring neither side', () => {
    expect(median([1.2, 1.8])).toBeCloseTo(1.5, 12);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
