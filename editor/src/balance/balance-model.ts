/**
 * The balance panel's pure glue: what a run is made of (the pack's files,
 * its bots, the seats), putting the workers' records back in game order,
 * and turning the statistics core's Summary into what the panel draws: the
 * same charts and tables as `rulewright simulate --report`.
 */
import type { AnyGameModule } from '../../../interpreter/games/index.ts';
import type { ReportTable } from '../../../interpreter/game/index.ts';
import { RANDOM_BOT, changeCells, compareSummaries, formatInterval, gameSpecs, gameTables, pairedTests, pct, reportWords, seatNames, summarize, trustNotes, type Change, type GameRecord, type GameSpec, type Summary } from '../../../interpreter/sim/index.ts';
import { packFiles, packPath } from '../play/rules.ts';

export interface BalanceSettings {
  games: number;
  players: number;
  /** One bot name per seat (seat order). */
  bots: string[];
  seed: string;
  workers: number;
}

export const DEFAULT_GAMES = 200;
export const MAX_WORKERS = 4;

/** Workers for a run: what was asked, at least 1, at most MAX_WORKERS and never more than there are games. */
export function workerCount(asked: number, games: number): number {
  const n = Number.isFinite(asked) ? Math.floor(asked) : 1;
  return Math.max(1, Math.min(MAX_WORKERS, n, Math.max(1, games)));
}

/** The default number of workers: one per core the browser reports, at most MAX_WORKERS. */
export function defaultWorkers(hardwareConcurrency: number | undefined): number {
  return workerCount(hardwareConcurrency ?? 2, MAX_WORKERS);
}

/** A bot file's name: its path under `bots/` without the extension (`careful/builder`). */
const BOT_NAME = /^((?:[^/.][^/]*\/)*[^/]+)\.ya?ml$/;

/** What a worker needs of a pack: its rules files (`board.yaml`) and its YAML bots by name (path under `bots/`, as the CLI names them). */
export function packInputs(texts: ReadonlyMap<string, string>, pack: string): { files: Record<string, string>; botTexts: Record<string, string> } {
  const botTexts: Record<string, string> = {};
  const prefix = packPath(pack, 'bots/');
  for (const [path, text] of texts) {
    const stem = path.startsWith(prefix) ? BOT_NAME.exec(path.slice(prefix.length))?.[1] : undefined;
    if (stem) botTexts[stem] = text;
  }
  return { files: packFiles(texts, pack), botTexts };
}

/** Bots a seat can be given: the simulator's list (random, the search bot, the game's own, then the pack's bot files by name when the game reads them). */
export function seatableBots(paths: Iterable<string>, pack: string, module: AnyGameModule | null): string[] {
  if (module !== null && module.hooks.sim?.botFiles === undefined) return seatNames(module, []);
  const stems = new Set<string>();
  const prefix = packPath(pack, 'bots/');
  for (const p of paths) {
    const m = p.startsWith(prefix) ? BOT_NAME.exec(p.slice(prefix.length)) : null;
    if (m) stems.add(m[1]!);
  }
  return module === null ? [RANDOM_BOT, ...[...stems].sort()] : seatNames(module, stems);
}

/** The seats (player ids) of the pack's game for that many players; null when it has no such count. */
export function seatsFor(module: AnyGameModule, rules: unknown, players: number): string[] | null {
  return module.seats.counts(rules).includes(players) ? module.seats.players(rules, players).slice() : null;
}

/** Display names by id (the sides', and what the game names for its reports), as the report uses. */
export function displayNames(module: AnyGameModule, rules: unknown, seats: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of seats) {
    const side = module.seats.sideOf(rules, p);
    out[side] = module.seats.nameOf(rules, side);
  }
  return { ...out, ...(module.hooks.sim?.names?.(rules) ?? {}) };
}

/** The run's games, exactly as `rulewright simulate` would play them (seed `S-i`, bots rotating between seats when they differ). */
export function runSpecs(settings: Pick<BalanceSettings, 'games' | 'seed' | 'bots'>, seats: string[]): GameSpec[] {
  return gameSpecs({ games: settings.games, seed: settings.seed, players: seats, bots: settings.bots });
}

/** Games per batch handed to a worker: small enough for a smooth progress bar and a prompt Stop. */
export function batchSize(games: number, workers: number): number {
  return Math.max(1, Math.min(10, Math.ceil(games / Math.max(1, workers) / 8)));
}

/**
 * Records as they come back from the workers, in whatever order, kept by
 * game index so the summary is the same whatever the number of workers.
 */
export class RecordBook {
  private readonly byIndex = new Map<number, GameRecord>();
  constructor(readonly total: number) {}

  add(records: readonly GameRecord[]): void {
    for (const r of records) this.byIndex.set(r.index, r);
  }

  get done(): number {
    return this.byIndex.size;
  }

  /** The records in game order. */
  records(): GameRecord[] {
    return [...this.byIndex.values()].sort((a, b) => a.index - b.index);
  }

  /** The run's statistics, with the game's own (its module's fold). */
  summary(module: AnyGameModule | null = null): Summary {
    return summarize(this.records(), module?.hooks.sim?.summary?.fold() ?? null);
  }
}

/** Every game is won by one faction, drawn, or failed: the panel shows this sum so a reader can check it. */
export function outcomeTotal(s: Summary): { wins: number; draws: number; errors: number; games: number; addsUp: boolean } {
  const wins = Object.values(s.winRate).reduce((a, r) => a + r.wins, 0);
  return { wins, draws: s.draws, errors: s.errors, games: s.games, addsUp: wins + s.draws + s.errors === s.games };
}

export interface ChartData {
  win: { labels: string[]; p: number[]; lo: number[]; hi: number[] };
  rounds: { labels: string[]; n: number[] };
}

/** The report's charts' data (the same shape report-html.ts builds). */
export function chartData(s: Summary, names: Readonly<Record<string, string>>): ChartData {
  const name = (id: string) => names[id] ?? id;
  const wins = Object.entries(s.winRate);
  const hist = Object.entries(s.rounds.histogram)
    .map(([k, n]) => [Number(k), n] as const)
    .sort((a, b) => a[0] - b[0]);
  return {
    win: { labels: wins.map(([f]) => name(f)), p: wins.map(([, r]) => r.rate.p), lo: wins.map(([, r]) => r.rate.lo), hi: wins.map(([, r]) => r.rate.hi) },
    rounds: { labels: hist.map(([k]) => String(k)), n: hist.map(([, n]) => n) },
  };
}

export type Row = (string | number)[];

export interface BalanceTables {
  /** What a side is called (the module's `sim.words.side`: "faction", "player"). */
  side: string;
  win: Row[];
  seats: Row[];
  endReasons: Row[];
  /** Win rate by bot, when the seats had different bots. */
  bots: Row[];
  /** The game's labels (Columbia: leader, timeline): one table each, its side's wins by value. */
  labels: { label: string; rows: Row[] }[];
  /** What the game scores (the module's `sim.words.score`: victory points) and its mean per game by side. */
  score: string;
  scores: Row[];
  /** The game's named figures (Columbia: where victory points came from), mean per game. */
  figures: Row[];
  /** How strong the bots were (sim/trust.ts), one sentence each. */
  trust: string[];
  /** The game's own tables (its module's `sim.summary.tables`). */
  game: ReportTable[];
}

/** The report's tables (the same as `rulewright simulate`'s text and --report): by side, seat, bot and the game's labels, how games end, scores, figures and the game's own. */
export function tables(s: Summary, names: Readonly<Record<string, string>>, module: AnyGameModule | null = null, bots: readonly string[] = []): BalanceTables {
  const name = (id: string) => names[id] ?? id;
  const words = reportWords(module);
  return {
    side: words.side,
    bots: Object.keys(s.byBot).length > 1 ? Object.entries(s.byBot).map(([b, r]) => [b, r.wins, r.games, formatInterval(r.rate)]) : [],
    labels: Object.entries(s.byLabel).map(([label, byValue]) => ({ label, rows: Object.entries(byValue).map(([v, r]) => [name(v), r.wins, r.games, formatInterval(r.rate)]) })),
    score: words.score,
    scores: Object.entries(s.scores).map(([side, m]) => [name(side), Number(m.mean.toFixed(2))]),
    figures: Object.entries(s.figures).map(([f, m]) => [f, Number(m.mean.toFixed(2))]),
    trust: trustNotes(s, bots),
    win: Object.entries(s.winRate).map(([f, r]) => [name(f), r.wins, r.games, formatInterval(r.rate)]),
    seats: Object.entries(s.bySeat).map(([p, r]) => [name(p), r.wins, r.games, formatInterval(r.rate)]),
    endReasons: Object.entries(s.endReasons)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => [k, n, pct(n / Math.max(1, s.finished))]),
    game: gameTables(module, s, name),
  };
}

/**
 * The figures a designer looks at first in a comparison, whether or not they
 * changed significantly (as `simulate --against` always prints them): win
 * rates, how games end, game length and scores.
 */
export function isHeadline(c: Change): boolean {
  return c.what.startsWith('win rate ') || c.what.startsWith('ends by ') || c.what === 'rounds per game' || /^(victory points|score) /.test(c.what);
}

/** Among headline figures: win rates first, then endings, length and scores. */
function headlineRank(c: Change): number {
  return c.what.startsWith('win rate ') ? 0 : c.what.startsWith('ends by ') ? 1 : c.what === 'rounds per game' ? 2 : 3;
}

/** The words compareSummaries writes around ids (never taken for an id). */
const CHANGE_WORDS = new Set(['win', 'rate', 'ends', 'by', 'rounds', 'per', 'game', 'decisions', 'victory', 'points', 'pass', 'combat', 'with', 'played', 'for', 'its', 'discard', 'effect', 'influence', 'eagles']);

/** A run as the comparison reads it: its summary, and its records in game order (for the tests pair by pair). */
export interface ComparedRun {
  summary: Summary;
  records: readonly GameRecord[];
}

/** `--against` for the editor: the edited pack (a) beside the saved one (b), each figure with its test; significant first. */
export function comparison(edited: ComparedRun, saved: ComparedRun, names: Readonly<Record<string, string>>, module: AnyGameModule | null = null): { changes: Change[]; rows: Row[]; significant: number; headline: { change: Change; row: Row }[] } {
  // compareSummaries(a, b) reports b - a; the designer asks what the edit changed, so the saved run is a.
  const words = { score: reportWords(module).score };
  const compareGame = module?.hooks.sim?.summary?.compare;
  const game = compareGame && saved.summary.game !== null && edited.summary.game !== null ? compareGame(saved.summary.game, edited.summary.game) : [];
  const changes = compareSummaries(saved.summary, edited.summary, pairedTests(saved.records, edited.records, words), words, game);
  const label = (what: string) => what.split(' ').map((w) => (CHANGE_WORDS.has(w) ? w : (names[w] ?? w))).join(' ');
  const rows = changes.map((c) => [label(c.what), ...changeCells(c), c.test.significant ? 'yes' : '']);
  // The headline first: among the figures everyone reads, a significant change before one within chance, a win rate before
  // an ending, the length or a score, then the biggest move.
  const headline = changes
    .map((c, i) => ({ c, row: rows[i]! }))
    .filter(({ c }) => isHeadline(c))
    .sort((x, y) => Number(y.c.test.significant) - Number(x.c.test.significant) || headlineRank(x.c) - headlineRank(y.c) || Math.abs(y.c.delta) - Math.abs(x.c.delta));
  return { changes, rows, significant: changes.filter((c) => c.test.significant).length, headline: headline.map(({ c, row }) => ({ change: c, row })) };
}
