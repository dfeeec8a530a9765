/**
 * The simulator's statistics for any game: per-game records, their
 * aggregation into a report, and the tests that say whether two runs differ.
 * The generic part of a record is what every game has (seats and their
 * sides, who won, the scores, how and when it ended, the bots); a game adds
 * named figures and labels, and its own part (`record.game`), which its
 * module's `SimHooks.summary` folds, reports and compares.
 *
 * Pure (no Node APIs, no I/O): the editor can run it in a web worker. The
 * shells (cli/simulate.ts, sim/pool.ts) feed it records and print what it
 * returns.
 */
import type { Json } from '../core/index.ts';
import {
  addMoment,
  mcnemarExact,
  pairedT,
  twoProportionZ,
  variance,
  welchT,
  wilson,
  type GameComparison,
  type Interval,
  type Moments,
  type RecordFold,
  type TestResult,
} from '../game/index.ts';

// The distributions and tests live in game/statistics.ts; everything the reports import comes from here.
export {
  addMoment,
  formatInterval,
  incompleteBeta,
  mcnemarExact,
  moments,
  normalCdf,
  pairedT,
  pct,
  studentTwoSidedP,
  twoProportionZ,
  variance,
  welchT,
  wilson,
  Z95,
  type Interval,
  type Moments,
  type RecordFold,
  type TestResult,
} from '../game/index.ts';

// ---------------------------------------------------------------------------
// Per-game records (what one game contributes)
// ---------------------------------------------------------------------------

/** How a game ended: the game's reason id (`victory-points`), or `unfinished`. */
export type EndReason = string;

/** What one simulated game reports. Plain JSON (it crosses worker boundaries). */
export interface GameRecord {
  /** Game number i of the run (its seed is `${seed}-${i}`). */
  index: number;
  seed: string;
  players: string[];
  /** The players in the order they took their first turns (module's `sim.startOrder`; absent in records made before it). */
  order?: string[];
  /** Player -> the side it plays for (a team, or the player itself). */
  sides: Record<string, string>;
  /** Player -> bot name. */
  bots: Record<string, string>;
  /** The winning side; null for nobody (or a shared win: see `winners`; or an error). */
  winner: string | null;
  /** Every winning side (several for a shared win). */
  winners: string[];
  reason: EndReason;
  rounds: number;
  decisions: number;
  /** Side -> final score (victory points, prestige...). */
  scores: Record<string, number>;
  /** The game's named figures (module's `SimHooks`). */
  figures: Record<string, number>;
  /** Player -> label name -> label (leader, headquarters...). */
  labels: Record<string, Record<string, string>>;
  /** The game's own part (folded by its module's summary hooks). */
  game?: Json;
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

export interface RateStat {
  wins: number;
  games: number;
  rate: Interval;
}

export interface Summary {
  games: number;
  /** Games that failed with an error (counted apart; not in the statistics below). */
  errors: number;
  errorList: GameError[];
  /** Games that ended (not errors). */
  finished: number;
  /** Games nobody won. */
  draws: number;
  /** By side (faction, or player). */
  winRate: Record<string, RateStat>;
  /** By seat (the player id: first seat, second...): whether its side won. */
  bySeat: Record<string, RateStat>;
  /** By bot name (the bot's side winning), counting seats: a team of two seats counts twice a game. */
  byBot: Record<string, RateStat>;
  /**
   * By bot name, a team of it (every seat of a side of several seats played
   * that bot) counted once a game: its side winning. Empty without teams.
   */
  byTeam: Record<string, RateStat>;
  /**
   * By side, then by its place in the first round's turn order ("1": one of
   * its players moved first of all; "2": its first player moved after one
   * other side's...): whether it won. Seat advantage apart from the side's
   * own (trust.ts `seatOrSide`).
   */
  bySideStart: Record<string, Record<string, RateStat>>;
  /** By label name, then label (a leader's side winning). */
  byLabel: Record<string, Record<string, RateStat>>;
  endReasons: Record<string, number>;
  rounds: { mean: number; min: number; max: number; sd: number; histogram: Record<string, number>; moments: Moments };
  decisions: { mean: number; total: number; moments: Moments };
  /** Mean final score by side. */
  scores: Record<string, { mean: number; moments: Moments }>;
  /** Mean of each named figure over the games that have it. */
  figures: Record<string, { mean: number; moments: Moments }>;
  /** The game's own summary (its module's fold), or null. */
  game: Json | null;
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

/** Errors listed in a summary (all are counted): enough to see what fails, bounded for a run of any size. */
export const MAX_LISTED_ERRORS = 100;

/** Wins and games by key. */
class Tally {
  readonly wins: Record<string, number> = {};
  readonly games: Record<string, number> = {};
  add(key: string, won: boolean): void {
    bump(this.games, key);
    if (won) bump(this.wins, key);
  }
  rates(): Record<string, RateStat> {
    const out: Record<string, RateStat> = {};
    for (const k of Object.keys(this.games).sort()) out[k] = rate(this.wins[k] ?? 0, this.games[k]!);
    return out;
  }
}

/** The winning sides of a record (a shared win: several). */
function winnersOf(r: GameRecord): string[] {
  return r.winners ?? (r.winner === null ? [] : [r.winner]);
}

/**
 * Every statistic the reports show, folded record by record (errors counted
 * and listed up to MAX_LISTED_ERRORS, then left out); the game's own part
 * goes to `gameFold` (its module's). Fed the records in game order it gives
 * what `summarize` gives over the list, bit for bit: the same sums, the same
 * Welford steps in the same order.
 */
export class SummaryFold implements RecordFold<GameRecord, Summary> {
  private games = 0;
  private errors = 0;
  private readonly errorList: GameError[] = [];
  private readonly sides = new Tally();
  private readonly seats = new Tally();
  private readonly bots = new Tally();
  private readonly teams = new Tally();
  private readonly sideStarts: Record<string, Tally> = {};
  private readonly labels: Record<string, Tally> = {};
  private readonly endReasons: Record<string, number> = {};
  private readonly histogram: Record<string, number> = {};
  private readonly scoreMoments: Record<string, Moments> = {};
  private readonly figureMoments: Record<string, Moments> = {};
  private readonly rounds: Moments = { n: 0, mean: 0, m2: 0 };
  private readonly decisions: Moments = { n: 0, mean: 0, m2: 0 };
  private minRounds = Infinity;
  private maxRounds = -Infinity;
  private decisionTotal = 0;
  private finished = 0;
  private draws = 0;
  private playMs = 0;
  private fallbacks = 0;

  constructor(private readonly gameFold: RecordFold<Json | undefined, Json> | null = null) {}

  add(r: GameRecord): void {
    this.games++;
    this.fallbacks += r.fallbacks ?? 0;
    if (r.error !== null) {
      this.errors++;
      if (this.errorList.length < MAX_LISTED_ERRORS) this.errorList.push(r.error);
      return;
    }
    this.finished++;
    this.playMs += r.ms;
    bump(this.endReasons, r.reason);
    bump(this.histogram, String(r.rounds));
    const winners = winnersOf(r);
    if (winners.length === 0) this.draws++;
    const sides = [...new Set(Object.values(r.sides))].sort();
    for (const s of sides) {
      this.sides.add(s, winners.includes(s));
      const team = r.players.filter((p) => r.sides[p] === s).map((p) => r.bots[p]);
      if (team.length > 1 && team[0] && team.every((b) => b === team[0])) this.teams.add(team[0], winners.includes(s));
      addMoment((this.scoreMoments[s] ??= { n: 0, mean: 0, m2: 0 }), r.scores[s] ?? 0);
    }
    if (r.order !== undefined) {
      // A side's place: how many other sides had a player move before its first one, plus one.
      const placed: string[] = [];
      for (const p of r.order) if (!placed.includes(r.sides[p]!)) placed.push(r.sides[p]!);
      placed.forEach((side, i) => (this.sideStarts[side] ??= new Tally()).add(String(i + 1), winners.includes(side)));
    }
    for (const p of r.players) {
      const won = winners.includes(r.sides[p]!);
      this.seats.add(p, won);
      const bot = r.bots[p];
      if (bot) this.bots.add(bot, won);
      for (const [name, label] of Object.entries(r.labels[p] ?? {})) (this.labels[name] ??= new Tally()).add(label, won);
    }
    for (const [f, x] of Object.entries(r.figures ?? {})) addMoment((this.figureMoments[f] ??= { n: 0, mean: 0, m2: 0 }), x);
    addMoment(this.rounds, r.rounds);
    addMoment(this.decisions, r.decisions);
    this.minRounds = Math.min(this.minRounds, r.rounds);
    this.maxRounds = Math.max(this.maxRounds, r.rounds);
    this.decisionTotal += r.decisions;
    this.gameFold?.add(r.game);
  }

  result(): Summary {
    const n = this.finished;
    const rm = { ...this.rounds };
    const dm = { ...this.decisions };
    const byLabel: Summary['byLabel'] = {};
    for (const name of Object.keys(this.labels).sort()) byLabel[name] = this.labels[name]!.rates();
    const bySideStart: Summary['bySideStart'] = {};
    for (const side of Object.keys(this.sideStarts).sort()) bySideStart[side] = this.sideStarts[side]!.rates();
    const meanOf = (ms: Record<string, Moments>) => {
      const out: Record<string, { mean: number; moments: Moments }> = {};
      for (const k of Object.keys(ms).sort()) out[k] = { mean: ms[k]!.mean, moments: { ...ms[k]! } };
      return out;
    };
    return {
      games: this.games,
      errors: this.errors,
      errorList: this.errorList.slice(),
      finished: n,
      draws: this.draws,
      winRate: this.sides.rates(),
      bySeat: this.seats.rates(),
      byBot: this.bots.rates(),
      byTeam: this.teams.rates(),
      bySideStart,
      byLabel,
      endReasons: { ...this.endReasons },
      rounds: {
        mean: rm.mean,
        min: n ? this.minRounds : 0,
        max: n ? this.maxRounds : 0,
        sd: Math.sqrt(variance(rm)),
        histogram: { ...this.histogram },
        moments: rm,
      },
      decisions: { mean: dm.mean, total: this.decisionTotal, moments: dm },
      scores: meanOf(this.scoreMoments),
      figures: meanOf(this.figureMoments),
      game: this.gameFold?.result() ?? null,
      playMs: this.playMs,
      fallbacks: this.fallbacks,
    };
  }
}

/** Every statistic the reports show, from the games' records (errors counted, then left out): the fold over the list. */
export function summarize(records: readonly GameRecord[], gameFold: RecordFold<Json | undefined, Json> | null = null): Summary {
  const fold = new SummaryFold(gameFold);
  for (const r of records) fold.add(r);
  return fold.result();
}

// ---------------------------------------------------------------------------
// Comparing two runs (--against)
// ---------------------------------------------------------------------------

/**
 * The false discovery rate `--against` holds its significant changes to. A
 * comparison tests many figures at once (dozens: each card's uses, each
 * event's pass rate): judged each at p < 0.05, two unchanged packs
 * showed 0-5 "significant" changes per comparison (6 seed pairs of 600
 * random games, stop 20).
 */
export const FALSE_DISCOVERY_RATE = 0.05;

/**
 * How a figure was tested. Games of the two runs pair by seed (`--against`
 * plays the same seeds): a small tweak leaves most games as they were (a
 * Handyman's combat value 3 -> 6 left 537 of 600 winners unchanged), so
 * what is measured game by game (who won, how it ended, its length, the
 * scores, the game's figures) is tested on the pairs, which sees a change
 * far smaller than the unpaired tests can. Rates per draw (a card's uses,
 * an event's pass rate) mix games of different draws: those stay unpaired.
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
  "Games pair seed for seed: who won, how games ended, their length, the scores and the game's figures are tested pair by pair (McNemar's exact test, paired t-test); " +
  "rates per draw (a card's uses, an event's pass rate) by the two-proportion z-test. " +
  `Significant: q < ${FALSE_DISCOVERY_RATE}, q being p adjusted for the number of figures compared (Benjamini-Hochberg), so chance alone rarely marks an unchanged figure.`;

/** Paired tests of the per-game figures, by the figure's name in a comparison (`win rate founders`). */
export type PairedTests = Record<string, TestResult & { method: TestMethod; pairs: number }>;

/** What the scores are called in comparisons (the module's `sim.words.score`, "victory points"; default "score"). */
export interface CompareWords {
  score: string;
}

const DEFAULT_WORDS: CompareWords = { score: 'score' };

/**
 * The per-game figures of two runs tested pair by pair: game i of each run,
 * when both played the same seed and finished. Empty when the runs do not
 * pair (other seeds or game counts): the comparison is then unpaired.
 */
export function pairedTests(a: readonly GameRecord[], b: readonly GameRecord[], words: CompareWords = DEFAULT_WORDS): PairedTests {
  const fold = new PairedFold(words);
  for (const r of a) fold.first(r);
  for (const r of b) fold.add(r);
  return fold.result();
}

/** What pairing needs of one game of the first run: kept per game, a small part of its record. */
interface PairFacts {
  seed: string;
  ok: boolean;
  winners: string[];
  sides: string[];
  scores: Record<string, number>;
  figures: Record<string, number>;
  reason: string;
  rounds: number;
  decisions: number;
}

/**
 * `pairedTests` as a fold: the first run's games are given with `first`
 * (what pairing needs of each is kept: a few numbers a game, not its
 * record), then the second run's records with `add`, in game order. The
 * same counts and the same Welford steps in the same order as over the two
 * lists.
 */
export class PairedFold implements RecordFold<GameRecord, PairedTests> {
  private readonly firsts: PairFacts[] = [];
  private seconds = 0;
  private broken = false;
  private pairs = 0;
  private readonly wins = new Map<string, { onlyA: number; onlyB: number; n: number }>();
  private readonly scores = new Map<string, Moments>();
  private readonly figures = new Map<string, Moments>();
  private readonly reasons = new Map<string, { onlyA: number; onlyB: number }>();
  private readonly rounds: Moments = { n: 0, mean: 0, m2: 0 };
  private readonly decisions: Moments = { n: 0, mean: 0, m2: 0 };

  constructor(private readonly words: CompareWords = DEFAULT_WORDS) {}

  first(r: GameRecord): void {
    const ok = r.error === null;
    this.firsts.push({
      seed: r.seed,
      ok,
      winners: winnersOf(r),
      sides: ok ? [...new Set(Object.values(r.sides))] : [],
      scores: ok ? { ...r.scores } : {},
      figures: ok ? { ...(r.figures ?? {}) } : {},
      reason: r.reason,
      rounds: r.rounds,
      decisions: r.decisions,
    });
  }

  add(y: GameRecord): void {
    const x = this.firsts[this.seconds++];
    if (x === undefined || x.seed !== y.seed) {
      this.broken = true;
      return;
    }
    if (this.broken || !x.ok || y.error !== null) return;
    this.pairs++;
    const ySides = new Set(Object.values(y.sides));
    const yWinners = winnersOf(y);
    for (const s of new Set([...x.sides, ...ySides])) {
      // A figure a game does not have (a side not seated in it) is left out of that figure's pairs.
      if (!x.sides.includes(s) || !ySides.has(s)) continue;
      const w = this.wins.get(s) ?? { onlyA: 0, onlyB: 0, n: 0 };
      this.wins.set(s, w);
      w.n++;
      const u = x.winners.includes(s);
      const v = yWinners.includes(s);
      if (u && !v) w.onlyA++;
      if (v && !u) w.onlyB++;
      const m = this.scores.get(s) ?? { n: 0, mean: 0, m2: 0 };
      this.scores.set(s, m);
      addMoment(m, (y.scores[s] ?? 0) - (x.scores[s] ?? 0));
    }
    const yFigures = y.figures ?? {};
    for (const f of Object.keys(x.figures)) {
      if (yFigures[f] === undefined) continue;
      const m = this.figures.get(f) ?? { n: 0, mean: 0, m2: 0 };
      this.figures.set(f, m);
      addMoment(m, yFigures[f] - x.figures[f]!);
    }
    for (const reason of [x.reason, y.reason]) if (!this.reasons.has(reason)) this.reasons.set(reason, { onlyA: 0, onlyB: 0 });
    if (x.reason !== y.reason) {
      this.reasons.get(x.reason)!.onlyA++;
      this.reasons.get(y.reason)!.onlyB++;
    }
    addMoment(this.rounds, y.rounds - x.rounds);
    addMoment(this.decisions, y.decisions - x.decisions);
  }

  /** The paired tests; empty when the runs do not pair (other seeds or game counts) or no pair finished. */
  result(): PairedTests {
    if (this.broken || this.seconds !== this.firsts.length || this.pairs === 0) return {};
    const out: PairedTests = {};
    for (const [s, w] of this.wins) if (w.n > 0) out[`win rate ${s}`] = { ...mcnemarExact(w.onlyA, w.onlyB), method: "McNemar's exact (paired)", pairs: w.n };
    for (const [s, m] of this.scores) if (m.n > 0) out[`${this.words.score} ${s}`] = { ...pairedT({ ...m }), method: 'paired t', pairs: m.n };
    for (const [f, m] of this.figures) if (m.n > 0) out[`figure ${f}`] = { ...pairedT({ ...m }), method: 'paired t', pairs: m.n };
    for (const [reason, c] of this.reasons) out[`ends by ${reason}`] = { ...mcnemarExact(c.onlyA, c.onlyB), method: "McNemar's exact (paired)", pairs: this.pairs };
    out['rounds per game'] = { ...pairedT({ ...this.rounds }), method: 'paired t', pairs: this.rounds.n };
    out['decisions per game'] = { ...pairedT({ ...this.decisions }), method: 'paired t', pairs: this.decisions.n };
    return out;
  }
}

export interface Change {
  /** What is compared: `win rate founders`, `pass rate power-outage`, `rounds per game`. */
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
  const value = (x: number) => (c.kind === 'proportion' ? `${(x * 100).toFixed(1)}%` : x.toFixed(2));
  const delta = c.kind === 'proportion' ? `${c.delta >= 0 ? '+' : ''}${(c.delta * 100).toFixed(1)} pts` : `${c.delta >= 0 ? '+' : ''}${c.delta.toFixed(2)}`;
  const p = (x: number) => (x < 0.001 ? '<0.001' : x.toFixed(3));
  return [value(c.a), value(c.b), delta, p(c.test.p), p(c.test.q)];
}

/**
 * Side by side: every rate and mean both runs have, each with its test (the
 * paired one where `paired` has it: `pairedTests` of the two runs' records),
 * then the game's own comparisons (`game`: its module's `summary.compare`),
 * the significance judged over all of them together (`benjaminiHochberg`).
 * Significant ones first.
 */
export function compareSummaries(a: Summary, b: Summary, paired: PairedTests = {}, words: CompareWords = DEFAULT_WORDS, game: readonly GameComparison[] = []): Change[] {
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
  for (const s of union(a.winRate, b.winRate)) {
    const x = a.winRate[s];
    const y = b.winRate[s];
    prop(`win rate ${s}`, x?.wins ?? 0, x?.games ?? 0, y?.wins ?? 0, y?.games ?? 0);
  }
  for (const r of union(a.endReasons, b.endReasons)) prop(`ends by ${r}`, a.endReasons[r] ?? 0, a.finished, b.endReasons[r] ?? 0, b.finished);
  mean('rounds per game', a.rounds.moments, b.rounds.moments);
  mean('decisions per game', a.decisions.moments, b.decisions.moments);
  for (const s of union(a.scores, b.scores)) {
    const x = a.scores[s];
    const y = b.scores[s];
    if (x && y) mean(`${words.score} ${s}`, x.moments, y.moments);
  }
  for (const f of union(a.figures, b.figures)) {
    const x = a.figures[f];
    const y = b.figures[f];
    if (x && y) mean(`figure ${f}`, x.moments, y.moments);
  }
  for (const c of game) {
    out.push({ what: c.what, kind: c.kind, a: c.a, b: c.b, delta: c.b - c.a });
    tests.push({ ...c.test, method: c.test.method as TestMethod });
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
