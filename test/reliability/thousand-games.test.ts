/**
 * A thousand seeded random-bot games (500 with 2 players, 500 with 4,
 * alternating): every one ends with a reason, none throws, none breaks an
 * invariant, and a seed always gives the same game.
 *
 * Checks: `checkInvariants` at every decision of the first `FULL_CHECK_GAMES`
 * games and at every `SPARSE_EVERY`-th decision (and the last) of the rest,
 * on the fast path (`engine.playout`, no log). Checking every decision of
 * every game would add about a third to a run whose cost is the engine's
 * (about 0.3 s a game here), for little: a broken invariant stays broken, so
 * a sparse check still sees it a few decisions later.
 *
 * Determinism: `SAMPLE` games are played a second time, each on another
 * thread than the first (the test's own, after the thousand played on the
 * pool's), and must end in the same state (hash of its canonical JSON),
 * after the same number of decisions.
 *
 * The same games also pin what two files of 100 + 100 random games each
 * pinned before (test/columbia/foundation/games.test.ts, effects/bot-games):
 * every ending has its reason's shape (a winner unless the deck ran out,
 * after a round at least), and the effects leave their marks.
 *
 * Time: the thousand on one worker thread (test/reliability/games.ts),
 * ~15-20 s of CPU. Not one a core: the suite keeps both cores busy with
 * other files, so a second thread bought no time and paid its own start
 * (tsx and the interpreter) and its own warm-up, ~15 s of CPU (session 40:
 * 30.6 s in two threads, 14.8 s in one, for the same games). The end
 * reasons are printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionBound, rules } from './helpers.ts';
import { GamePool, playHere, type GameSpec, type GameSummary, type PlayedGame } from './games.ts';

export const GAMES = 1000;
export const FULL_CHECK_GAMES = 100;
export const SPARSE_EVERY = 10;
export const SAMPLE = 40;

const specs: GameSpec[] = Array.from({ length: GAMES }, (_, i) => ({
  seed: i,
  players: i % 2 === 0 ? 2 : 4,
  checkEvery: i < FULL_CHECK_GAMES ? 1 : SPARSE_EVERY,
}));

/** The end reasons a Columbia game has. */
const REASONS = ['victory-points', 'deck-exhausted', 'eliminated'];

describe(`${GAMES} seeded random-bot games`, () => {
  // Played once for the file's tests (each reads another property of the same games).
  let results: PlayedGame[] = [];
  let wall = 0;
  // One worker thread plays the thousand; the determinism sample plays again on the test's own thread.
  let pool: GamePool;
  beforeAll(async () => {
    const t0 = performance.now();
    pool = new GamePool(1);
    results = await pool.play(specs);
    wall = performance.now() - t0;
  }, 30 * 60_000);
  afterAll(() => pool?.close());

  it('all end with a reason, throw nothing, break no invariant, and replay the same from their seed', { timeout: 10 * 60_000 }, async () => {
    const failed = results.filter((r) => r.error !== null || r.problems.length > 0 || r.reason === null);
    const explain = (r: GameSummary) => `seed ${r.seed} (${r.players} players): ${r.error ?? (r.problems.slice(0, 3).join('; ') || 'no end reason')}`;
    expect(failed.map(explain)).toEqual([]);
    for (const r of results) expect(r.decisions, `seed ${r.seed}`).toBeLessThan(decisionBound(rules, r.players));
    expect(results.filter((r) => r.players === 2)).toHaveLength(GAMES / 2);

    // The same seeds again, each on another thread than the one that played it first, in another order.
    const sample = Array.from({ length: SAMPLE }, (_, k) => specs[Math.floor((k * GAMES) / SAMPLE) + 3]!).reverse();
    const again = playHere(sample);
    sample.forEach((s, k) => {
      expect(again[k]!.thread, `seed ${s.seed}`).not.toBe(results[s.seed]!.thread);
      const first = results[s.seed]!;
      expect({ hash: again[k]!.hash, decisions: again[k]!.decisions, reason: again[k]!.reason }, `seed ${s.seed}`).toEqual({
        hash: first.hash,
        decisions: first.decisions,
        reason: first.reason,
      });
    });

    const reasons: Record<string, Record<string, number>> = { '2': {}, '4': {} };
    for (const r of results) reasons[r.players]![r.reason!] = (reasons[r.players]![r.reason!] ?? 0) + 1;
    const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
    const longest = results.reduce((a, b) => (b.decisions > a.decisions ? b : a));
    const decisions = results.reduce((n, r) => n + r.decisions, 0);
    console.log(
      [
        `${GAMES} games in ${(wall / 1000).toFixed(1)} s on ${pool.size} worker thread${pool.size === 1 ? '' : 's'}; ${decisions} decisions (${(decisions / GAMES).toFixed(0)} a game)`,
        `end reasons, 2 players: ${JSON.stringify(reasons['2'])}`,
        `end reasons, 4 players: ${JSON.stringify(reasons['4'])}`,
        `longest game: seed ${longest.seed} (${longest.players}p), ${longest.decisions} decisions, ${longest.rounds} rounds`,
        `slowest game: seed ${slowest.seed} (${slowest.players}p), ${slowest.ms.toFixed(0)} ms`,
      ].join('\n'),
    );
  });

  it('every ending has its reason: a winner unless the deck ran out, after a round at least', () => {
    expect(results).toHaveLength(GAMES);
    for (const r of results) {
      expect(REASONS, `seed ${r.seed}`).toContain(r.reason);
      expect(r.rounds, `seed ${r.seed}`).toBeGreaterThan(0);
      if (r.reason !== 'deck-exhausted') expect(r.winner, `seed ${r.seed}: a ${r.reason} ending has a winner`).not.toBeNull();
    }
  });

  it('the effects leave their marks: locations destroyed, world events removed by the timeline (2 and 4 players)', () => {
    for (const players of [2, 4]) {
      const mine = results.filter((r) => r.players === players);
      expect(mine.filter((r) => r.destroyed).length, `${players} players`).toBeGreaterThan(0);
      expect(mine.filter((r) => r.removedEvents).length, `${players} players`).toBeGreaterThan(0);
    }
  });
});
