/**
 * Seat advantage apart from faction balance: every record says who moved
 * first, the summary gives each side's win rate by its place in the first
 * round, and the reports split the gap between the sides into the part the
 * side itself is worth and the part its seats were worth; when each side
 * always held the same place, they say the two cannot be told apart.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../interpreter/cli/simulate.ts';
import { gameSpecs, playGame, seatBots, type GameRecord } from '../../interpreter/sim/index.ts';
import { summarize } from '../../interpreter/sim/stats.ts';
import { seatOrSide } from '../../interpreter/sim/seat-side.ts';
import { pack, runCommand, ROOT } from './helpers.ts';

/** A two-player game's record: `first` moved first, `winner`'s side won. Sides: a plays for A, b for B. */
function record(i: number, first: 'a' | 'b', winner: 'A' | 'B'): GameRecord {
  return {
    index: i,
    seed: `s-${i}`,
    players: ['a', 'b'],
    order: first === 'a' ? ['a', 'b'] : ['b', 'a'],
    sides: { a: 'A', b: 'B' },
    bots: { a: 'x', b: 'x' },
    winner,
    winners: [winner],
    reason: 'end',
    rounds: 1,
    decisions: 1,
    scores: {},
    figures: {},
    labels: {},
    ms: 1,
    fallbacks: 0,
    error: null,
  };
}

/** `n` games of each kind: who moved first, who won. */
function games(counts: { aFirstAWins: number; aFirstBWins: number; bFirstAWins: number; bFirstBWins: number }): GameRecord[] {
  const out: GameRecord[] = [];
  const add = (n: number, first: 'a' | 'b', winner: 'A' | 'B') => {
    for (let k = 0; k < n; k++) out.push(record(out.length, first, winner));
  };
  add(counts.aFirstAWins, 'a', 'A');
  add(counts.aFirstBWins, 'a', 'B');
  add(counts.bFirstAWins, 'b', 'A');
  add(counts.bFirstBWins, 'b', 'B');
  return out;
}

describe('seat or side', () => {
  it('a first-mover advantage that fell to one side more often is seat, not side', () => {
    // Whoever moves first wins 3 games of 4; A moved first in 80 of 100 games.
    const s = summarize(games({ aFirstAWins: 60, aFirstBWins: 20, bFirstAWins: 5, bFirstBWins: 15 }));
    expect(s.bySideStart['A']!['1']).toMatchObject({ wins: 60, games: 80 });
    expect(s.bySideStart['A']!['2']).toMatchObject({ wins: 5, games: 20 });
    const a = seatOrSide(s)!;
    expect(a.confounded).toBe(false);
    expect(a.placeAveraged['1']).toBeCloseTo(0.75, 9);
    expect(a.sideAveraged['A']).toBeCloseTo(0.5, 9);
    expect(a.gap!.high).toBe('A');
    expect(a.gap!.points).toBeCloseTo(0.65 - 0.35, 9);
    expect(a.gap!.side).toBeCloseTo(0, 9);
    expect(a.gap!.seat).toBeCloseTo(0.3, 9);
  });

  it('a side that wins wherever it sits is side, not seat', () => {
    const s = summarize(games({ aFirstAWins: 35, aFirstBWins: 15, bFirstAWins: 35, bFirstBWins: 15 }));
    const a = seatOrSide(s)!;
    expect(a.placeAveraged['1']).toBeCloseTo(0.5, 9);
    expect(a.gap!.side).toBeCloseTo(0.4, 9);
    expect(a.gap!.seat).toBeCloseTo(0, 9);
  });

  it('sides that always held the same place cannot be told from their seats', () => {
    const s = summarize(games({ aFirstAWins: 60, aFirstBWins: 40, bFirstAWins: 0, bFirstBWins: 0 }));
    const a = seatOrSide(s)!;
    expect(a.confounded).toBe(true);
    expect(a.gap).toBeNull();
  });

  it("a Columbia game's record names its first player first", async () => {
    const p = await pack();
    const { record: r } = playGame(p.table, { index: 0, seed: 'order-1', players: p.two, bots: seatBots(p.two, ['random']) });
    const start = p.table.engine.start({ seed: 'order-1', players: p.two }, { log: false }).state as unknown as { g: { firstPlayer: string } };
    expect(r.order![0]).toBe(start.g.firstPlayer);
    expect([...r.order!].sort()).toEqual([...p.two].sort());
  });

  it('a report of heuristic mirror games says how much of the gap is seat and how much faction (text and --json)', async () => {
    const args = ['--content', `${ROOT}/content/columbia`, '--games', '24', '--bots', 'heuristic', '--workers', '0', '--seed', 'seat'];
    const text = await runCommand(run, args);
    expect(text.code, text.err).toBe(0);
    expect(text.out).toMatch(/Seat or faction \(its faction wins, by its place in the first round's turn order\):/);
    expect(text.out.replace(/\s+/g, ' ')).toMatch(/of the \d+\.\d points between .+ and .+, -?\d+\.\d points (is|are) the faction .* and -?\d+\.\d points the seat/);
    const json = JSON.parse((await runCommand(run, [...args, '--json'])).out) as {
      winRate: Record<string, { rate: number }>;
      bySideStart: Record<string, Record<string, { wins: number; games: number }>>;
      seatOrSide: { confounded: boolean; gap: { points: number; side: number; seat: number } };
    };
    // Every game counted once per faction, by the place that faction held.
    for (const byPlace of Object.values(json.bySideStart)) expect(Object.values(byPlace).reduce((n, r) => n + r.games, 0)).toBe(24);
    const g = json.seatOrSide.gap;
    expect(g.side + g.seat).toBeCloseTo(g.points, 9);
    const rates = Object.values(json.winRate).map((r) => r.rate);
    expect(g.points).toBeCloseTo(Math.max(...rates) - Math.min(...rates), 9);
  }, 120_000);

  it('two different bots play every seed in both seatings, and the report says so (text, --json)', async () => {
    const p = await pack();
    const specs = gameSpecs({ games: 4, seed: 'both', players: p.two, bots: ['heuristic', 'random'] });
    expect(specs.map((g) => g.seed)).toEqual(['both-0', 'both-0', 'both-1', 'both-1']);
    // The same seed, the bots swapped: each bot held each seat (and so each faction) once on it.
    for (const k of [0, 2]) for (const seat of p.two) expect(specs[k]!.bots[seat]).not.toBe(specs[k + 1]!.bots[seat]);
    const args = ['--content', `${ROOT}/content/columbia`, '--games', '4', '--bots', 'heuristic,random', '--workers', '0', '--seed', 'both'];
    const text = await runCommand(run, args);
    expect(text.code, text.err).toBe(0);
    expect(text.out).toMatch(/seatings: each of 2 seeds played in both seatings of the bots/);
    const json = JSON.parse((await runCommand(run, [...args, '--json'])).out) as { seatings: number; byBot: Record<string, unknown> };
    expect(json.seatings).toBe(2);
    const mirror = JSON.parse((await runCommand(run, ['--content', `${ROOT}/content/columbia`, '--games', '2', '--bots', 'random', '--workers', '0', '--json'])).out) as { seatings: number };
    expect(mirror.seatings).toBe(1);
  }, 120_000);

  it("Night Market's seat order decides who starts: seat and side are said to be inseparable", async () => {
    const r = await runCommand(run, ['--content', `${ROOT}/test/fixtures/packs/night-market`, '--games', '4', '--bots', 'random', '--workers', '0', '--seed', 'nm', '--json']);
    expect(r.code, r.err).toBe(0);
    const json = JSON.parse(r.out) as { seatOrSide: { confounded: boolean; gap: unknown } };
    expect(json.seatOrSide.confounded).toBe(true);
    expect(json.seatOrSide.gap).toBeNull();
  }, 120_000);
});
