/**
 * The simulator's statistics: per-game records, their aggregation into a
 * report, and the tests that say whether two reports differ.
 *
 * Pure (no Node APIs, no I/O): the editor can run it in a web worker. The
 * shells (cli/simulate.ts, sim/pool.ts) feed it records and print what it
 * returns.
 */

// ---------------------------------------------------------------------------
// Per-game records (what one game contributes)
// ---------------------------------------------------------------------------

/** How a card was used, by card type: counts over one game (or summed over many). */
export interface CardUse {
  drawn: number;
  /** Played face down into a combat. */
  combat: number;
  /** Played into a world event vote. */
  influence: number;
  /** Discarded for its Silver Eagles in the produce step. */
  eagles: number;
  /** Discarded for its discard effect. */
  discardEffect: number;
  /** Combats it was played in (once per combat side, however many copies). */
  combats: number;
  /** Of those, combats its side won. */
  combatsWon: number;
}

export interface EventUse {
  drawn: number;
  passed: number;
}

export type EndReason = 'victory-points' | 'deck-exhausted' | 'eliminated' | 'unfinished';

/** What one simulated game reports. Plain JSON (it crosses worker boundaries). */
export interface GameRecord {
  /** Game number i of the run (its seed is `${seed}-${i}`). */
  index: number;
  seed: string;
  players: string[];
  /** Player -> faction id. */
  factions: Record<string, string>;
  /** Player -> leader id. */
  leaders: Record<string, string>;
  /** Player -> bot name. */
  bots: Record<string, string>;
  timeline: string;
  /** Winning faction id; null for a draw (or an error). */
  winner: string | null;
  reason: EndReason;
  rounds: number;
  decisions: number;
  /** Faction -> final victory points. */
  vp: Record<string, number>;
  /** Faction -> points from held territories. */
  vpTerritories: Record<string, number>;
  /** Faction -> victory card id -> points claimed with it. */
  vpCards: Record<string, Record<string, number>>;
  cards: Record<string, CardUse>;
  events: Record<string, EventUse>;
  /** Milliseconds of play (not setup of the engine). */
  ms: number;
  /** Bot answers that were illegal and replaced by a random legal one (should stay 0). */
  fallbacks: number;
  error: GameError | null;
}

export interface GameError {
  message: string;
  code: string | null;
  /** Decisions made before it failed. */
  atDecision: number;
  /** The shell's command that replays this game. */
  replay: string;
}

export function emptyCardUse(): CardUse {
  return { drawn: 0, combat: 0, influence: 0, eagles: 0, discardEffect: 0, combats: 0, combatsWon: 0 };
}

// ---------------------------------------------------------------------------
// Distributions
// ---------------------------------------------------------------------------

/** The standard normal CDF. */
export function normalCdf(x: number): number {
  // erfc by Numerical Recipes' Chebyshev-fitted `erfcc`: 1.2e-7 relative accuracy, far finer than a 95% decision needs.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  const erfcHalf = r / 2; // P(Z > |x|)
  return x >= 0 ? 1 - erfcHalf : erfcHalf;
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction for the regularized incomplete beta (Numerical Recipes' betacf). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 3e-16) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaContinuedFraction(a, b, x)) / a : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** Two-sided p-value of Student's t with `df` degrees of freedom. */
export function studentTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  if (!(df > 0)) return NaN;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

// ---------------------------------------------------------------------------
// Intervals and tests
// ---------------------------------------------------------------------------

export const Z95 = 1.959963984540054;

export interface Interval {
  /** The observed proportion (0 when n = 0). */
  p: number;
  lo: number;
  hi: number;
}

/** Wilson score interval for `successes` out of `n` (95% by default). */
export function wilson(successes: number, n: number, z = Z95): Interval {
  if (n === 0) return { p: 0, lo: 0, hi: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

export interface TestResult {
  /** The statistic (z or t). */
  stat: number;
  /** Two-sided p-value. */
  p: number;
  /** p < 0.05. */
  significant: boolean;
}

/** Pooled two-proportion z-test: is x1/n1 different from x2/n2? */
export function twoProportionZ(x1: number, n1: number, x2: number, n2: number): TestResult {
  if (n1 === 0 || n2 === 0) return { stat: 0, p: 1, significant: false };
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { stat: 0, p: p1 === p2 ? 1 : 0, significant: p1 !== p2 };
  const z = (p1 - p2) / se;
  const p = 2 * (1 - normalCdf(Math.abs(z)));
  return { stat: z, p, significant: p < 0.05 };
}

/** Mean, sample variance and count: what Welch's test needs (mergeable). */
export interface Moments {
  n: number;
  mean: number;
  /** Sum of squared deviations (Welford's M2). */
  m2: number;
}

export function moments(xs: readonly number[]): Moments {
  let n = 0;
  let mean = 0;
  let m2 = 0;
  for (const x of xs) {
    n++;
    const d = x - mean;
    mean += d / n;
    m2 += d * (x - mean);
  }
  return { n, mean, m2 };
}

export function variance(m: Moments): number {
  return m.n > 1 ? m.m2 / (m.n - 1) : 0;
}

/** Welch's unequal-variances t-test on two samples' moments. */
export function welchT(a: Moments, b: Moments): TestResult & { df: number } {
  if (a.n < 2 || b.n < 2) return { stat: 0, p: 1, significant: false, df: 0 };
  const va = variance(a) / a.n;
  const vb = variance(b) / b.n;
  const se = Math.sqrt(va + vb);
  if (se === 0) {
    const differ = a.mean !== b.mean;
    return { stat: 0, p: differ ? 0 : 1, significant: differ, df: a.n + b.n - 2 };
  }
  const t = (a.mean - b.mean) / se;
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const p = studentTwoSidedP(t, df);
  return { stat: t, p, significant: p < 0.05, df };
}

/**
 * McNemar's exact test on paired yes/no outcomes: of the pairs that
 * disagree, `onlyA` said yes in the first run only and `onlyB` in the second
 * only. Two-sided binomial test of onlyB against onlyA + onlyB at 1/2 (as
 * SciPy's binomtest), summed in logarithms so thousands of pairs do not
 * underflow. `stat` is onlyB - onlyA.
 */
export function mcnemarExact(onlyA: number, onlyB: number): TestResult {
  const n = onlyA + onlyB;
  if (n === 0) return { stat: 0, p: 1, significant: false };
  const k = Math.min(onlyA, onlyB);
  // log C(n, i) / 2^n for i = 0..k, added up with the largest term factored out.
  const logs: number[] = [];
  let logC = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log((n - i + 1) / i);
    logs.push(logC - n * Math.LN2);
  }
  const top = Math.max(...logs);
  const tail = Math.exp(top) * logs.reduce((a, l) => a + Math.exp(l - top), 0);
  const p = Math.min(1, 2 * tail);
  return { stat: onlyB - onlyA, p, significant: p < 0.05 };
}

/** The paired t-test on the differences of paired values (second minus first), given as their moments. */
export function pairedT(differences: Moments): TestResult & { df: number } {
  const { n, mean } = differences;
  if (n < 2) return { stat: 0, p: 1, significant: false, df: 0 };
  const se = Math.sqrt(variance(differences) / n);
  if (se === 0) return { stat: 0, p: mean === 0 ? 1 : 0, significant: mean !== 0, df: n - 1 };
  const t = mean / se;
  const p = studentTwoSidedP(t, n - 1);
  return { stat: t, p, significant: p < 0.05, df: n - 1 };
}

// ---------------------------------------------------------------------------
// Aggregation
// ---------------------------------------------------------------------------

export interface RateStat {
  wins: number;
  games: number;
  rate: Interval;
}

export interface CardSummary extends CardUse {
  /** Win rate of the combats it was played in. */
  combatWinRate: Interval;
}

export interface EventSummary extends EventUse {
  passRate: Interval;
}

export interface Summary {
  games: number;
  /** Games that failed with an error (counted apart; not in the statistics below). */
  errors: number;
  errorList: GameError[];
  /** Games that ended (not errors). */
  finished: number;
  draws: number;
  /** By faction id. */
  winRate: Record<string, RateStat>;
  /** By leader id (a leader's faction winning). */
  byLeader: Record<string, RateStat>;
  /** By timeline id: each faction's wins. */
  byTimeline: Record<string, { games: number; wins: Record<string, RateStat> }>;
  /** By bot name (the bot's faction winning). */
  byBot: Record<string, RateStat>;
  endReasons: Record<string, number>;
  rounds: { mean: number; min: number; max: number; sd: number; histogram: Record<string, number>; moments: Moments };
  decisions: { mean: number; total: number; moments: Moments };
  /** Mean final VP by faction, and where it came from. */
  vp: Record<string, { mean: number; territories: number; cards: Record<string, number>; moments: Moments }>;
  cards: Record<string, CardSummary>;
  events: Record<string, EventSummary>;
  /** Sum of game play time (ms), for per-game cost. */
  playMs: number;
  /** Illegal bot answers replaced by random ones, over all games. */
  fallbacks: number;
}

function bump(map: Record<string, number>, key: string, by = 1): void {
  map[key] = (map[key] ?? 0) + by;
}

function rate(wins: number, games: number): RateStat {
  return { wins, games, rate: wilson(wins, games) };
}

/** Every statistic the reports show, from the games' records (errors counted, then left out). */
export function summarize(records: readonly GameRecord[]): Summary {
  const ok = records.filter((r) => r.error === null);
  const errs = records.filter((r) => r.error !== null);
  const factionWins: Record<string, number> = {};
  const factionGames: Record<string, number> = {};
  const leaderWins: Record<string, number> = {};
  const leaderGames: Record<string, number> = {};
  const botWins: Record<string, number> = {};
  const botGames: Record<string, number> = {};
  const timelines: Record<string, { games: number; wins: Record<string, number>; factions: Set<string> }> = {};
  const endReasons: Record<string, number> = {};
  const histogram: Record<string, number> = {};
  const vpSum: Record<string, number[]> = {};
  const vpTerr: Record<string, number> = {};
  const vpCards: Record<string, Record<string, number>> = {};
  const cards: Record<string, CardUse> = {};
  const events: Record<string, EventUse> = {};
  let draws = 0;
  let playMs = 0;
  let fallbacks = 0;

  for (const r of records) fallbacks += r.fallbacks ?? 0;
  for (const r of ok) {
    playMs += r.ms;
    bump(endReasons, r.reason);
    bump(histogram, String(r.rounds));
    if (r.winner === null) draws++;
    const factions = [...new Set(Object.values(r.factions))].sort();
    for (const f of factions) {
      bump(factionGames, f);
      if (r.winner === f) bump(factionWins, f);
      (vpSum[f] ??= []).push(r.vp[f] ?? 0);
      bump(vpTerr, f, r.vpTerritories[f] ?? 0);
      const vc = (vpCards[f] ??= {});
      for (const [card, pts] of Object.entries(r.vpCards[f] ?? {})) bump(vc, card, pts);
    }
    for (const p of r.players) {
      const leader = r.leaders[p];
      if (leader) {
        bump(leaderGames, leader);
        if (r.winner === r.factions[p]) bump(leaderWins, leader);
      }
      const bot = r.bots[p];
      if (bot) {
        bump(botGames, bot);
        if (r.winner === r.factions[p]) bump(botWins, bot);
      }
    }
    const tl = (timelines[r.timeline] ??= { games: 0, wins: {}, factions: new Set() });
    tl.games++;
    for (const f of factions) tl.factions.add(f);
    if (r.winner !== null) bump(tl.wins, r.winner);
    for (const [type, u] of Object.entries(r.cards)) {
      const c = (cards[type] ??= emptyCardUse());
      c.drawn += u.drawn;
      c.combat += u.combat;
      c.influence += u.influence;
      c.eagles += u.eagles;
      c.discardEffect += u.discardEffect;
      c.combats += u.combats;
      c.combatsWon += u.combatsWon;
    }
    for (const [ev, u] of Object.entries(r.events)) {
      const e = (events[ev] ??= { drawn: 0, passed: 0 });
      e.drawn += u.drawn;
      e.passed += u.passed;
    }
  }

  const rounds = ok.map((r) => r.rounds);
  const rm = moments(rounds);
  const dm = moments(ok.map((r) => r.decisions));
  const n = ok.length;
  const out: Summary = {
    games: records.length,
    errors: errs.length,
    errorList: errs.map((r) => r.error!),
    finished: n,
    draws,
    winRate: {},
    byLeader: {},
    byTimeline: {},
    byBot: {},
    endReasons,
    rounds: {
      mean: rm.mean,
      min: rounds.length ? Math.min(...rounds) : 0,
      max: rounds.length ? Math.max(...rounds) : 0,
      sd: Math.sqrt(variance(rm)),
      histogram,
      moments: rm,
    },
    decisions: { mean: dm.mean, total: ok.reduce((a, r) => a + r.decisions, 0), moments: dm },
    vp: {},
    cards: {},
    events: {},
    playMs,
    fallbacks,
  };
  for (const f of Object.keys(factionGames).sort()) out.winRate[f] = rate(factionWins[f] ?? 0, factionGames[f]!);
  for (const l of Object.keys(leaderGames).sort()) out.byLeader[l] = rate(leaderWins[l] ?? 0, leaderGames[l]!);
  for (const b of Object.keys(botGames).sort()) out.byBot[b] = rate(botWins[b] ?? 0, botGames[b]!);
  for (const t of Object.keys(timelines).sort()) {
    const tl = timelines[t]!;
    const wins: Record<string, RateStat> = {};
    for (const f of [...tl.factions].sort()) wins[f] = rate(tl.wins[f] ?? 0, tl.games);
    out.byTimeline[t] = { games: tl.games, wins };
  }
  for (const f of Object.keys(vpSum).sort()) {
    const m = moments(vpSum[f]!);
    const cardsMean: Record<string, number> = {};
    for (const [c, pts] of Object.entries(vpCards[f] ?? {}).sort()) cardsMean[c] = pts / n;
    out.vp[f] = { mean: m.mean, territories: (vpTerr[f] ?? 0) / n, cards: cardsMean, moments: m };
  }
  for (const t of Object.keys(cards).sort()) {
    const c = cards[t]!;
    out.cards[t] = { ...c, combatWinRate: wilson(c.combatsWon, c.combats) };
  }
  for (const e of Object.keys(events).sort()) {
    const u = events[e]!;
    out.events[e] = { ...u, passRate: wilson(u.passed, u.drawn) };
  }
  return out;
}

// ---------------------------------------------------------------------------
// Comparing two runs (--against)
// ---------------------------------------------------------------------------

/**
 * The false discovery rate `--against` holds its significant changes to. A
 * comparison tests ~70 figures at once (each card's uses, each event's pass
 * rate): judged each at p < 0.05, two unchanged packs showed 0-5 "significant"
 * changes per comparison (6 seed pairs of 600 random games, stop 20).
 */
export const FALSE_DISCOVERY_RATE = 0.05;

/**
 * How a figure was tested. Games of the two runs pair by seed (`--against`
 * plays the same seeds): a small tweak leaves most games as they were (a
 * Handyman's combat value 3 -> 6 left 537 of 600 winners unchanged), so
 * what is measured game by game (who won, how it ended, its length, the
 * points) is tested on the pairs, which sees a change far smaller than the
 * unpaired tests can. Rates per draw (card uses, pass rates, combat wins per
 * card) mix games of different draws: those stay unpaired.
 */
export type TestMethod = 'two-proportion z' | "Welch's t" | "McNemar's exact (paired)" | 'paired t';

/** A figure's test within a comparison: `significant` is q < FALSE_DISCOVERY_RATE, not p < 0.05. */
export interface ComparedTest extends TestResult {
  /** The Benjamini-Hochberg adjusted p-value over every figure of the comparison. */
  q: number;
  method: TestMethod;
  /** Paired tests: the games compared (both runs finished them, seed for seed). */
  pairs?: number;
}

/** How a comparison tests its figures, in words for the reports (the CLI, the `--report` page, the editor's panel). */
export const HOW_CHANGES_ARE_TESTED =
  "Games pair seed for seed: who won, how games ended, their length and the points are tested pair by pair (McNemar's exact test, paired t-test); " +
  'rates per draw (card uses, event pass rates, combat wins per card) by the two-proportion z-test. ' +
  `Significant: q < ${FALSE_DISCOVERY_RATE}, q being p adjusted for the number of figures compared (Benjamini-Hochberg), so chance alone rarely marks an unchanged figure.`;

/** Paired tests of the per-game figures, by the figure's name in a comparison (`win rate founders`). */
export type PairedTests = Record<string, TestResult & { method: TestMethod; pairs: number }>;

/**
 * The per-game figures of two runs tested pair by pair: game i of each run,
 * when both played the same seed and finished. Empty when the runs do not
 * pair (other seeds or game counts): the comparison is then unpaired.
 */
export function pairedTests(a: readonly GameRecord[], b: readonly GameRecord[]): PairedTests {
  if (a.length !== b.length) return {};
  const pairs: [GameRecord, GameRecord][] = [];
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.seed !== y.seed) return {};
    if (x.error === null && y.error === null) pairs.push([x, y]);
  }
  if (pairs.length === 0) return {};
  const out: PairedTests = {};
  const yesNo = (what: string, of: (r: GameRecord) => boolean | null) => {
    let onlyA = 0;
    let onlyB = 0;
    let n = 0;
    for (const [x, y] of pairs) {
      const u = of(x);
      const v = of(y);
      // A figure a game does not have (a faction not seated in it) is left out of that figure's pairs.
      if (u === null || v === null) continue;
      n++;
      if (u && !v) onlyA++;
      if (v && !u) onlyB++;
    }
    if (n > 0) out[what] = { ...mcnemarExact(onlyA, onlyB), method: "McNemar's exact (paired)", pairs: n };
  };
  const amount = (what: string, of: (r: GameRecord) => number | null) => {
    const diffs: number[] = [];
    for (const [x, y] of pairs) {
      const u = of(x);
      const v = of(y);
      if (u !== null && v !== null) diffs.push(v - u);
    }
    if (diffs.length > 0) out[what] = { ...pairedT(moments(diffs)), method: 'paired t', pairs: diffs.length };
  };
  const seated = (r: GameRecord, f: string) => Object.values(r.factions).includes(f);
  const factions = new Set(pairs.flatMap(([x, y]) => [...Object.values(x.factions), ...Object.values(y.factions)]));
  for (const f of factions) {
    yesNo(`win rate ${f}`, (r) => (seated(r, f) ? r.winner === f : null));
    amount(`victory points ${f}`, (r) => (seated(r, f) ? (r.vp[f] ?? 0) : null));
  }
  for (const reason of new Set(pairs.flatMap(([x, y]) => [x.reason, y.reason]))) yesNo(`ends by ${reason}`, (r) => r.reason === reason);
  amount('rounds per game', (r) => r.rounds);
  amount('decisions per game', (r) => r.decisions);
  return out;
}

export interface Change {
  /** What is compared: `win rate founders`, `pass rate power-outage`, `mean rounds`. */
  what: string;
  kind: 'proportion' | 'mean';
  a: number;
  b: number;
  /** b - a. */
  delta: number;
  test: ComparedTest;
}

/**
 * Benjamini-Hochberg adjusted p-values (q), in the order given: the smallest
 * false discovery rate at which each test would be called significant, so
 * that of the figures with q < 0.05 about 5% at most are chance, however many
 * figures are compared.
 */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((_, i) => i).sort((i, j) => ps[i]! - ps[j]!);
  const q = new Array<number>(m);
  let running = 1;
  for (let k = m - 1; k >= 0; k--) {
    const i = order[k]!;
    running = Math.min(running, (ps[i]! * m) / (k + 1));
    q[i] = running;
  }
  return q;
}

/** A change's figures as the reports print them: this, against, change, p, q. */
export function changeCells(c: Change): [string, string, string, string, string] {
  const value = (x: number) => (c.kind === 'proportion' ? pct(x) : x.toFixed(2));
  const delta = c.kind === 'proportion' ? `${c.delta >= 0 ? '+' : ''}${(c.delta * 100).toFixed(1)} pts` : `${c.delta >= 0 ? '+' : ''}${c.delta.toFixed(2)}`;
  const p = (x: number) => (x < 0.001 ? '<0.001' : x.toFixed(3));
  return [value(c.a), value(c.b), delta, p(c.test.p), p(c.test.q)];
}

/**
 * Side by side: every rate and mean both runs have, each with its test (the
 * paired one where `paired` has it: `pairedTests` of the two runs' records),
 * the significance judged over all of them together (`benjaminiHochberg`).
 * Significant ones first.
 */
export function compareSummaries(a: Summary, b: Summary, paired: PairedTests = {}): Change[] {
  const out: Omit<Change, 'test'>[] = [];
  const tests: (TestResult & { method: TestMethod; pairs?: number })[] = [];
  const prop = (what: string, x1: number, n1: number, x2: number, n2: number) => {
    if (n1 === 0 && n2 === 0) return;
    const pa = n1 ? x1 / n1 : 0;
    const pb = n2 ? x2 / n2 : 0;
    out.push({ what, kind: 'proportion', a: pa, b: pb, delta: pb - pa });
    tests.push(paired[what] ?? { ...twoProportionZ(x1, n1, x2, n2), method: 'two-proportion z' });
  };
  const mean = (what: string, ma: Moments, mb: Moments) => {
    if (ma.n === 0 && mb.n === 0) return;
    out.push({ what, kind: 'mean', a: ma.mean, b: mb.mean, delta: mb.mean - ma.mean });
    tests.push(paired[what] ?? { ...welchT(ma, mb), method: "Welch's t" });
  };
  for (const f of union(a.winRate, b.winRate)) {
    const x = a.winRate[f];
    const y = b.winRate[f];
    prop(`win rate ${f}`, x?.wins ?? 0, x?.games ?? 0, y?.wins ?? 0, y?.games ?? 0);
  }
  for (const r of union(a.endReasons, b.endReasons)) prop(`ends by ${r}`, a.endReasons[r] ?? 0, a.finished, b.endReasons[r] ?? 0, b.finished);
  mean('rounds per game', a.rounds.moments, b.rounds.moments);
  mean('decisions per game', a.decisions.moments, b.decisions.moments);
  for (const f of union(a.vp, b.vp)) {
    const x = a.vp[f];
    const y = b.vp[f];
    if (x && y) mean(`victory points ${f}`, x.moments, y.moments);
  }
  for (const e of union(a.events, b.events)) {
    const x = a.events[e];
    const y = b.events[e];
    prop(`pass rate ${e}`, x?.passed ?? 0, x?.drawn ?? 0, y?.passed ?? 0, y?.drawn ?? 0);
  }
  for (const c of union(a.cards, b.cards)) {
    const x = a.cards[c];
    const y = b.cards[c];
    prop(`combat win rate with ${c}`, x?.combatsWon ?? 0, x?.combats ?? 0, y?.combatsWon ?? 0, y?.combats ?? 0);
    // How often a drawn card is put to each use: a proportion of draws.
    for (const use of ['combat', 'influence', 'eagles', 'discardEffect'] as const) {
      prop(`${c} played for ${use === 'discardEffect' ? 'its discard effect' : use}`, x?.[use] ?? 0, x?.drawn ?? 0, y?.[use] ?? 0, y?.drawn ?? 0);
    }
  }
  const qs = benjaminiHochberg(tests.map((t) => t.p));
  const changes: Change[] = out.map((c, i) => {
    // Spread: a mean's test keeps its degrees of freedom for --json.
    return { ...c, test: { ...tests[i]!, q: qs[i]!, significant: qs[i]! < FALSE_DISCOVERY_RATE } };
  });
  return changes.sort((x, y) => Number(y.test.significant) - Number(x.test.significant) || x.test.p - y.test.p);
}

function union(a: object, b: object): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

// ---------------------------------------------------------------------------
// Formatting helpers shared by the text and HTML reports
// ---------------------------------------------------------------------------

export function pct(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

export function formatInterval(i: Interval): string {
  return `${pct(i.p)} [${pct(i.lo)}, ${pct(i.hi)}]`;
}
