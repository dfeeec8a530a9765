/**
 * The simulator's statistics against values computed independently
 * (SciPy 1.17: binomtest(...).proportion_ci(method='wilson'), ttest_ind(...,
 * equal_var=False); the z-test's square is R's prop.test(correct=FALSE)
 * chi-squared), so a balance report's "significant" means what it says.
 */
import { describe, expect, it } from 'vitest';
import { benjaminiHochberg, compareSummaries as compareGeneric, mcnemarExact, moments, pairedT, pairedTests as pairedGeneric, summarize as summarizeGeneric, twoProportionZ, welchT, wilson, type GameRecord, type PairedTests, type Summary } from '../../interpreter/sim/stats.ts';
import { columbiaSummary, type ColumbiaSummary } from '../../interpreter/columbia/sim/summary.ts';
import type { ColumbiaPart } from '../../interpreter/columbia/sim/part.ts';
import type { Json } from '../../interpreter/core/index.ts';

// Columbia's records and statistics: the generic ones, with Columbia's part folded and compared by its module's hooks.
const WORDS = { score: 'victory points' };
const summarize = (records: readonly GameRecord[]) => summarizeGeneric(records, columbiaSummary.fold());
const pairedTests = (a: readonly GameRecord[], b: readonly GameRecord[]) => pairedGeneric(a, b, WORDS);
const compareSummaries = (a: Summary, b: Summary, paired: PairedTests = {}) => compareGeneric(a, b, paired, WORDS, columbiaSummary.compare!(a.game!, b.game!));
const game = (s: Summary) => s.game as unknown as ColumbiaSummary;
type Events = ColumbiaPart['events'];

describe('Wilson score interval (95%)', () => {
  it('matches SciPy for 50 of 100', () => {
    const i = wilson(50, 100);
    expect(i.p).toBe(0.5);
    expect(i.lo).toBeCloseTo(0.4038315303659956, 9);
    expect(i.hi).toBeCloseTo(0.5961684696340044, 9);
  });
  it('matches SciPy for 81 of 263', () => {
    const i = wilson(81, 263);
    expect(i.lo).toBeCloseTo(0.2552885198782742, 9);
    expect(i.hi).toBeCloseTo(0.36620957698280004, 9);
  });
  it('never leaves [0, 1]: 0 of 10 gives [0, 0.2775]', () => {
    const i = wilson(0, 10);
    expect(i.lo).toBe(0);
    expect(i.hi).toBeCloseTo(0.27753279986288926, 9);
  });
  it('says nothing is known from no games', () => {
    expect(wilson(0, 0)).toEqual({ p: 0, lo: 0, hi: 1 });
  });
});

describe('two-proportion z-test', () => {
  it('50/100 against 65/100: z = -2.1456, p = 0.0319, significant', () => {
    const t = twoProportionZ(50, 100, 65, 100);
    expect(t.stat).toBeCloseTo(-2.145595619556455, 6);
    expect(t.p).toBeCloseTo(0.03190525523659651, 5);
    expect(t.significant).toBe(true);
  });
  it('50/100 against 55/100 is not significant', () => {
    expect(twoProportionZ(50, 100, 55, 100).significant).toBe(false);
  });
  it('identical all-or-nothing rates are not a difference; opposite ones are', () => {
    expect(twoProportionZ(10, 10, 10, 10).significant).toBe(false);
    expect(twoProportionZ(10, 10, 0, 10).significant).toBe(true);
  });
});

describe("Welch's t-test", () => {
  it('matches SciPy on 1..5 against 2,4,..,10', () => {
    const t = welchT(moments([1, 2, 3, 4, 5]), moments([2, 4, 6, 8, 10]));
    expect(t.stat).toBeCloseTo(-1.8973665961010275, 9);
    expect(t.df).toBeCloseTo(5.882352941176471, 9);
    expect(t.p).toBeCloseTo(0.10753119493062728, 6);
    expect(t.significant).toBe(false);
  });
  it('matches SciPy on samples of unequal size and spread', () => {
    const t = welchT(moments([12.1, 13.4, 11.8, 12.9, 13.0, 12.2]), moments([14.0, 13.1, 15.2, 14.4]));
    expect(t.stat).toBeCloseTo(-3.1845410012293396, 9);
    expect(t.df).toBeCloseTo(5.02659178293415, 9);
    expect(t.p).toBeCloseTo(0.02423360265916108, 6);
    expect(t.significant).toBe(true);
  });
});

function record(i: number, winner: string | null, rounds: number, extra: Partial<GameRecord> = {}, events?: Events): GameRecord {
  const vp = { founders: winner === 'founders' ? 10 : 4, 'vox-populi': winner === 'vox-populi' ? 10 : 4 };
  const part: ColumbiaPart = {
    winner,
    factions: { blue: 'founders', red: 'vox-populi' },
    leaders: { blue: 'fink', red: 'daisy' },
    timeline: 'timeline-1',
    vp,
    vpTerritories: { founders: 4, 'vox-populi': 4 },
    vpCards: { founders: winner === 'founders' ? { arsenal: 6 } : {}, 'vox-populi': winner === 'vox-populi' ? { arsenal: 6 } : {} },
    cards: { handyman: { drawn: 4, combat: 2, influence: 1, eagles: 1, discardEffect: 0, combats: 2, combatsWon: winner === 'founders' ? 2 : 1 } },
    events: events ?? { 'raffle-day': { drawn: 1, passed: winner === 'founders' ? 1 : 0 } },
  };
  return {
    index: i,
    seed: `s-${i}`,
    players: ['blue', 'red'],
    sides: { blue: 'founders', red: 'vox-populi' },
    bots: { blue: 'heuristic', red: 'random' },
    winner,
    winners: winner === null ? [] : [winner],
    reason: winner === null ? 'deck-exhausted' : 'victory-points',
    rounds,
    decisions: 100,
    scores: vp,
    figures: {},
    labels: {},
    game: part as unknown as Json,
    ms: 10,
    fallbacks: 0,
    error: null,
    ...extra,
  };
}

describe('aggregating game records', () => {
  const recs = [record(0, 'founders', 6), record(1, 'founders', 8), record(2, 'vox-populi', 7), record(3, null, 16)];
  const failed = record(4, null, 3, { error: { message: 'boom', code: 'RW-EFFECT', atDecision: 12, replay: 'npx rulewright simulate --replay "s-4"' } });
  const s = summarize([...recs, failed]);

  it('counts errors apart, with their replay command, and leaves them out of the rates', () => {
    expect(s.games).toBe(5);
    expect(s.errors).toBe(1);
    expect(s.errorList[0]!.replay).toContain('--replay "s-4"');
    expect(s.winRate['founders']!.games).toBe(4);
  });
  it('gives win rates per faction, leader and bot, and draws', () => {
    expect(s.winRate['founders']!.wins).toBe(2);
    expect(s.winRate['vox-populi']!.wins).toBe(1);
    expect(s.draws).toBe(1);
    expect(game(s).byLeader['fink']!.wins).toBe(2);
    expect(s.byBot['random']!.wins).toBe(1);
  });
  it('gives game length, end reasons, points by source, card and event use', () => {
    expect(s.rounds.mean).toBe((6 + 8 + 7 + 16) / 4);
    expect(s.rounds.histogram).toEqual({ '6': 1, '7': 1, '8': 1, '16': 1 });
    expect(s.endReasons).toEqual({ 'victory-points': 3, 'deck-exhausted': 1 });
    expect(game(s).vp['founders']!.cards['arsenal']).toBe(12 / 4);
    expect(s.scores['founders']!.mean).toBe((10 + 10 + 4 + 4) / 4);
    expect(game(s).cards['handyman']!.combats).toBe(8);
    expect(game(s).cards['handyman']!.combatsWon).toBe(2 + 2 + 1 + 1);
    expect(game(s).events['raffle-day']!.passed).toBe(2);
  });
  it('compares two runs and marks what changed significantly', () => {
    const a = summarize(Array.from({ length: 40 }, (_, i) => record(i, i % 2 ? 'founders' : 'vox-populi', 8)));
    const b = summarize(Array.from({ length: 40 }, (_, i) => record(i, i % 8 ? 'founders' : 'vox-populi', 8)));
    const changes = compareSummaries(a, b);
    const win = changes.find((c) => c.what === 'win rate founders')!;
    expect(win.a).toBe(0.5);
    expect(win.b).toBe(35 / 40);
    expect(win.test.significant).toBe(true);
    expect(changes.find((c) => c.what === 'rounds per game')!.test.significant).toBe(false);
    expect(changes[0]!.test.significant).toBe(true);
  });
});

describe('significance over many figures at once (Benjamini-Hochberg)', () => {
  it("adjusts p-values as R's p.adjust(p, 'BH') defines them, in the order given", () => {
    const p = [0.041, 0.001, 0.008, 0.039, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216];
    const q = benjaminiHochberg(p);
    const expected = [0.084, 0.01, 0.04, 0.084, 0.084, 0.1, 0.074 * (10 / 7), 0.216, 0.216, 0.216];
    q.forEach((x, i) => expect(x).toBeCloseTo(expected[i]!, 9));
    expect(benjaminiHochberg([])).toEqual([]);
    expect(benjaminiHochberg([0.9, 0.9])).toEqual([0.9, 0.9]);
  });

  // Twenty world events, every one passing half the time in both runs but one, which passes a little more often in
  // the second: on its own p < 0.05, which one unchanged figure in twenty reaches by chance.
  const events = (i: number, shifted: boolean) => {
    const out: Events = {};
    for (let e = 0; e < 20; e++) out[`event-${e}`] = { drawn: 1, passed: (e === 0 && shifted ? i % 200 < 122 : i % 2 === 0) ? 1 : 0 };
    return out;
  };
  const run = (winnerOf: (i: number) => string, shifted: boolean) =>
    summarize(Array.from({ length: 200 }, (_, i) => record(i, winnerOf(i), 8, {}, events(i, shifted))));

  it('does not call a lone p < 0.05 among many unchanged figures a change', () => {
    const changes = compareSummaries(run((i) => (i % 2 ? 'founders' : 'vox-populi'), false), run((i) => (i % 2 ? 'founders' : 'vox-populi'), true));
    const shifted = changes.find((c) => c.what === 'pass rate event-0')!;
    expect(shifted.test.p).toBeLessThan(0.05);
    expect(shifted.test.q).toBeGreaterThan(0.05);
    expect(shifted.test.significant).toBe(false);
    expect(changes.filter((c) => c.test.significant)).toEqual([]);
  });

  it('still marks a large change, and marks only what has q < 0.05', () => {
    const changes = compareSummaries(run((i) => (i % 2 ? 'founders' : 'vox-populi'), false), run((i) => (i % 5 ? 'founders' : 'vox-populi'), true));
    const win = changes.find((c) => c.what === 'win rate founders')!;
    expect(win.test.q).toBeLessThan(0.001);
    expect(win.test.significant).toBe(true);
    expect(changes[0]!.test.significant).toBe(true);
    for (const c of changes) expect(c.test.significant).toBe(c.test.q < 0.05);
  });
});

describe('paired tests (the same seeds on both packs)', () => {
  it("McNemar's exact test matches SciPy's binomtest on the disagreeing pairs", () => {
    expect(mcnemarExact(41, 21).p).toBeCloseTo(0.015134080997447081, 12);
    expect(mcnemarExact(8, 2).p).toBeCloseTo(0.109375, 12);
    expect(mcnemarExact(0, 7).p).toBeCloseTo(0.015625, 12);
    expect(mcnemarExact(520, 480).p).toBeCloseTo(0.2174482932041415, 9);
    expect(mcnemarExact(31, 31).p).toBe(1);
    expect(mcnemarExact(0, 0).p).toBe(1);
    expect(mcnemarExact(41, 21).stat).toBe(-20);
  });
  it("the paired t-test matches SciPy's ttest_rel", () => {
    const t = pairedT(moments([1, 2, 3, 4, 5]));
    expect(t.stat).toBeCloseTo(4.242640687119285, 9);
    expect(t.p).toBeCloseTo(0.01323559956368269, 6);
    const u = pairedT(moments([5.1 - 5.0, 6.0 - 6.2, 7.2 - 6.8, 6.6 - 6.1, 5.9 - 5.5, 6.1 - 6.0]));
    expect(u.stat).toBeCloseTo(2.0107367308916726, 9);
    expect(u.p).toBeCloseTo(0.10055172349863253, 6);
    expect(pairedT(moments([0, 0, 0])).p).toBe(1);
    expect(pairedT(moments([2, 2, 2])).significant).toBe(true);
  });

  // 400 seeds. The tweak changes the winner of 30 games, 24 of them to the Founders: too few to show unpaired
  // (win rate 50% -> 54.5%), plain game by game (24 against 6 among the games that changed).
  const before = Array.from({ length: 400 }, (_, i) => record(i, i % 2 ? 'founders' : 'vox-populi', 8));
  const after = before.map((r, i) => {
    if (i % 2 === 0 && i < 48) return record(i, 'founders', 9);
    if (i % 2 === 1 && i < 12) return record(i, 'vox-populi', 9);
    return r;
  });

  it('pairs game i with game i, and sees a change the unpaired test cannot', () => {
    const unpaired = compareSummaries(summarize(before), summarize(after)).find((c) => c.what === 'win rate founders')!;
    expect(unpaired.test.method).toBe('two-proportion z');
    expect(unpaired.test.p).toBeGreaterThan(0.2);
    const paired = pairedTests(before, after);
    expect(paired['win rate founders']).toMatchObject({ method: "McNemar's exact (paired)", pairs: 400, stat: 18 });
    const changes = compareSummaries(summarize(before), summarize(after), paired);
    const win = changes.find((c) => c.what === 'win rate founders')!;
    expect(win.b - win.a).toBeCloseTo(0.045);
    expect(win.test.p).toBeCloseTo(mcnemarExact(6, 24).p, 12);
    expect(win.test.p).toBeLessThan(0.002);
    expect(win.test.significant).toBe(true);
    // The games the tweak changed lasted one round longer: 30 of 400 pairs, all the same way.
    const rounds = changes.find((c) => c.what === 'rounds per game')!;
    expect(rounds.test.method).toBe('paired t');
    expect(rounds.test.significant).toBe(true);
    // Rates per draw stay unpaired.
    expect(changes.find((c) => c.what === 'pass rate raffle-day')!.test.method).toBe('two-proportion z');
  });

  it('does not pair runs of other seeds or other lengths, nor games that failed', () => {
    const shifted = after.map((r) => ({ ...r, seed: `other-${r.index}` }));
    expect(pairedTests(before, shifted)).toEqual({});
    expect(pairedTests(before, after.slice(1))).toEqual({});
    const failed = after.map((r, i) => (i < 100 ? { ...r, error: { message: 'boom', code: null, atDecision: 1, replay: 'x' } } : r));
    expect(pairedTests(before, failed)['win rate founders']!.pairs).toBe(300);
  });
});

