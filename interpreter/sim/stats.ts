/**
 * The simulator's statistics: per-game records, their aggregation into a
 * report, and the tests that say whether two reports differ.
 *
 * Pure (no Node APIs, no I/O): the editor can run it in a web worker. The
 * shells (cli/simulate.ts, sim/pool.ts) feed it records and print what it
 * returns.
 */

import { mcnemarExact, moments, pairedT, twoProportionZ, variance, welchT, wilson, type Interval, type Moments, type TestResult } from './significance.ts';

// The distributions and tests live in significance.ts; everything the reports import comes from here.
export * from './significance.ts';

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

/**
 * Something that takes a run's records one at a time, in game order, and
 * gives what it gathered: how a simulation of any number of games reports in
 * constant memory (the records are never all kept). Generic over the record,
 * so a game module's own records fold the same way.
 */
export interface RecordFold<R, S> {
  add(record: R): void;
  result(): S;
}

/** Errors listed in a summary (all are counted): enough to see what fails, bounded for a run of any size. */
export const MAX_LISTED_ERRORS = 100;

/** Running mean and sum of squared deviations (Welford), as `moments` computes over a list, one value at a time. */
function addMoment(m: Moments, x: number): void {
  m.n++;
  const d = x - m.mean;
  m.mean += d / m.n;
  m.m2 += d * (x - m.mean);
}

/**
 * Every statistic the reports show, folded record by record (errors counted
 * and listed up to MAX_LISTED_ERRORS, then left out). Fed the records in
 * game order it gives what `summarize` gives over the list, bit for bit:
 * the same sums, the same Welford steps in the same order.
 */
export class SummaryFold implements RecordFold<GameRecord, Summary> {
  private games = 0;
  private errors = 0;
  private readonly errorList: GameError[] = [];
  private readonly factionWins: Record<string, number> = {};
  private readonly factionGames: Record<string, number> = {};
  private readonly leaderWins: Record<string, number> = {};
  private readonly leaderGames: Record<string, number> = {};
  private readonly botWins: Record<string, number> = {};
  private readonly botGames: Record<string, number> = {};
  private readonly timelines: Record<string, { games: number; wins: Record<string, number>; factions: Set<string> }> = {};
  private readonly endReasons: Record<string, number> = {};
  private readonly histogram: Record<string, number> = {};
  private readonly vpMoments: Record<string, Moments> = {};
  private readonly vpTerr: Record<string, number> = {};
  private readonly vpCards: Record<string, Record<string, number>> = {};
  private readonly cards: Record<string, CardUse> = {};
  private readonly events: Record<string, EventUse> = {};
  private readonly rounds: Moments = { n: 0, mean: 0, m2: 0 };
  private readonly decisions: Moments = { n: 0, mean: 0, m2: 0 };
  private minRounds = Infinity;
  private maxRounds = -Infinity;
  private decisionTotal = 0;
  private finished = 0;
  private draws = 0;
  private playMs = 0;
  private fallbacks = 0;

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
    if (r.winner === null) this.draws++;
    const factions = [...new Set(Object.values(r.factions))].sort();
    for (const f of factions) {
      bump(this.factionGames, f);
      if (r.winner === f) bump(this.factionWins, f);
      addMoment((this.vpMoments[f] ??= { n: 0, mean: 0, m2: 0 }), r.vp[f] ?? 0);
      bump(this.vpTerr, f, r.vpTerritories[f] ?? 0);
      const vc = (this.vpCards[f] ??= {});
      for (const [card, pts] of Object.entries(r.vpCards[f] ?? {})) bump(vc, card, pts);
    }
    for (const p of r.players) {
      const leader = r.leaders[p];
      if (leader) {
        bump(this.leaderGames, leader);
        if (r.winner === r.factions[p]) bump(this.leaderWins, leader);
      }
      const bot = r.bots[p];
      if (bot) {
        bump(this.botGames, bot);
        if (r.winner === r.factions[p]) bump(this.botWins, bot);
      }
    }
    const tl = (this.timelines[r.timeline] ??= { games: 0, wins: {}, factions: new Set() });
    tl.games++;
    for (const f of factions) tl.factions.add(f);
    if (r.winner !== null) bump(tl.wins, r.winner);
    for (const [type, u] of Object.entries(r.cards)) {
      const c = (this.cards[type] ??= emptyCardUse());
      c.drawn += u.drawn;
      c.combat += u.combat;
      c.influence += u.influence;
      c.eagles += u.eagles;
      c.discardEffect += u.discardEffect;
      c.combats += u.combats;
      c.combatsWon += u.combatsWon;
    }
    for (const [ev, u] of Object.entries(r.events)) {
      const e = (this.events[ev] ??= { drawn: 0, passed: 0 });
      e.drawn += u.drawn;
      e.passed += u.passed;
    }
    addMoment(this.rounds, r.rounds);
    addMoment(this.decisions, r.decisions);
    this.minRounds = Math.min(this.minRounds, r.rounds);
    this.maxRounds = Math.max(this.maxRounds, r.rounds);
    this.decisionTotal += r.decisions;
  }

  result(): Summary {
    const n = this.finished;
    const rm = { ...this.rounds };
    const dm = { ...this.decisions };
    const out: Summary = {
      games: this.games,
      errors: this.errors,
      errorList: this.errorList.slice(),
      finished: n,
      draws: this.draws,
      winRate: {},
      byLeader: {},
      byTimeline: {},
      byBot: {},
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
      vp: {},
      cards: {},
      events: {},
      playMs: this.playMs,
      fallbacks: this.fallbacks,
    };
    for (const f of Object.keys(this.factionGames).sort()) out.winRate[f] = rate(this.factionWins[f] ?? 0, this.factionGames[f]!);
    for (const l of Object.keys(this.leaderGames).sort()) out.byLeader[l] = rate(this.leaderWins[l] ?? 0, this.leaderGames[l]!);
    for (const b of Object.keys(this.botGames).sort()) out.byBot[b] = rate(this.botWins[b] ?? 0, this.botGames[b]!);
    for (const t of Object.keys(this.timelines).sort()) {
      const tl = this.timelines[t]!;
      const wins: Record<string, RateStat> = {};
      for (const f of [...tl.factions].sort()) wins[f] = rate(tl.wins[f] ?? 0, tl.games);
      out.byTimeline[t] = { games: tl.games, wins };
    }
    for (const f of Object.keys(this.vpMoments).sort()) {
      const m = { ...this.vpMoments[f]! };
      const cardsMean: Record<string, number> = {};
      for (const [c, pts] of Object.entries(this.vpCards[f] ?? {}).sort()) cardsMean[c] = pts / n;
      out.vp[f] = { mean: m.mean, territories: (this.vpTerr[f] ?? 0) / n, cards: cardsMean, moments: m };
    }
    for (const t of Object.keys(this.cards).sort()) {
      const c = this.cards[t]!;
      out.cards[t] = { ...c, combatWinRate: wilson(c.combatsWon, c.combats) };
    }
    for (const e of Object.keys(this.events).sort()) {
      const u = this.events[e]!;
      out.events[e] = { ...u, passRate: wilson(u.passed, u.drawn) };
    }
    return out;
  }
}

/** Every statistic the reports show, from the games' records (errors counted, then left out): the fold over the list. */
export function summarize(records: readonly GameRecord[]): Summary {
  const fold = new SummaryFold();
  for (const r of records) fold.add(r);
  return fold.result();
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
  const fold = new PairedFold();
  for (const r of a) fold.first(r);
  for (const r of b) fold.add(r);
  return fold.result();
}

/** What pairing needs of one game of the first run: kept per game, a small part of its record. */
interface PairFacts {
  seed: string;
  ok: boolean;
  winner: string | null;
  factions: string[];
  vp: Record<string, number>;
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
  private readonly vp = new Map<string, Moments>();
  private readonly reasons = new Map<string, { onlyA: number; onlyB: number }>();
  private readonly rounds: Moments = { n: 0, mean: 0, m2: 0 };
  private readonly decisions: Moments = { n: 0, mean: 0, m2: 0 };

  first(r: GameRecord): void {
    const ok = r.error === null;
    this.firsts.push({
      seed: r.seed,
      ok,
      winner: r.winner,
      factions: ok ? [...new Set(Object.values(r.factions))] : [],
      vp: ok ? { ...r.vp } : {},
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
    const yFactions = new Set(Object.values(y.factions));
    for (const f of new Set([...x.factions, ...yFactions])) {
      // A figure a game does not have (a faction not seated in it) is left out of that figure's pairs.
      if (!x.factions.includes(f) || !yFactions.has(f)) continue;
      const w = this.wins.get(f) ?? { onlyA: 0, onlyB: 0, n: 0 };
      this.wins.set(f, w);
      w.n++;
      const u = x.winner === f;
      const v = y.winner === f;
      if (u && !v) w.onlyA++;
      if (v && !u) w.onlyB++;
      const m = this.vp.get(f) ?? { n: 0, mean: 0, m2: 0 };
      this.vp.set(f, m);
      addMoment(m, (y.vp[f] ?? 0) - (x.vp[f] ?? 0));
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
    for (const [f, w] of this.wins) if (w.n > 0) out[`win rate ${f}`] = { ...mcnemarExact(w.onlyA, w.onlyB), method: "McNemar's exact (paired)", pairs: w.n };
    for (const [f, m] of this.vp) if (m.n > 0) out[`victory points ${f}`] = { ...pairedT({ ...m }), method: 'paired t', pairs: m.n };
    for (const [reason, c] of this.reasons) out[`ends by ${reason}`] = { ...mcnemarExact(c.onlyA, c.onlyB), method: "McNemar's exact (paired)", pairs: this.pairs };
    out['rounds per game'] = { ...pairedT({ ...this.rounds }), method: 'paired t', pairs: this.rounds.n };
    out['decisions per game'] = { ...pairedT({ ...this.decisions }), method: 'paired t', pairs: this.decisions.n };
    return out;
  }
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
