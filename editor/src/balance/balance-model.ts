/**
 * The balance panel's pure glue: what a run is made of (the pack's files,
 * its bots, the seats), putting the workers' records back in game order,
 * and turning the statistics core's Summary into what the panel draws: the
 * same charts and tables as `rulewright simulate --report`.
 */
import type { Ruleset } from '../../../interpreter/columbia/index.ts';
import { BUILT_IN_BOTS } from '../../../interpreter/sim/bots/index.ts';
import { gameSpecs, type GameSpec } from '../../../interpreter/sim/play.ts';
import { changeCells, compareSummaries, formatInterval, pairedTests, pct, summarize, type Change, type GameRecord, type Summary } from '../../../interpreter/sim/stats.ts';
import { packFiles } from '../play/rules.ts';

export interface BalanceSettings {
  games: number;
  players: 2 | 4;
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
  const prefix = `${pack}/bots/`;
  for (const [path, text] of texts) {
    const stem = path.startsWith(prefix) ? BOT_NAME.exec(path.slice(prefix.length))?.[1] : undefined;
    if (stem) botTexts[stem] = text;
  }
  return { files: packFiles(texts, pack), botTexts };
}

/** Bots a seat can be given: the built-in ones, then the pack's YAML bot files by name. */
export function seatableBots(paths: Iterable<string>, pack: string): string[] {
  const stems = new Set<string>();
  const prefix = `${pack}/bots/`;
  for (const p of paths) {
    const m = p.startsWith(prefix) ? BOT_NAME.exec(p.slice(prefix.length)) : null;
    if (m) stems.add(m[1]!);
  }
  return [...BUILT_IN_BOTS, ...[...stems].sort()];
}

/** The seats (colour ids) of the pack's setup for that many players; null when it has none. */
export function seatsFor(rules: Ruleset, players: number): string[] | null {
  const setup = rules.setups.find((s) => s.players === players);
  return setup ? setup.seats.map((s) => s.colourId) : null;
}

/** Display names by id (factions, leaders, card types, events, timelines, victory cards), as the report uses. */
export function displayNames(rules: Ruleset): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of rules.pack.factions) out[f.id] = f.name;
  for (const l of rules.leaders) out[l.id] = l.name;
  for (const c of rules.cardTypes) out[c.id] = c.name;
  for (const e of rules.worldEvents) out[e.id] = e.name;
  for (const t of rules.timelines) out[t.id] = t.name;
  for (const v of rules.victoryCards) out[v.id] = v.name;
  return out;
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

  summary(): Summary {
    return summarize(this.records());
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
  cards: { labels: string[]; combat: number[]; influence: number[]; eagles: number[]; discardEffect: number[] };
}

/** The report's three charts' data (the same shape report-html.ts builds). */
export function chartData(s: Summary, names: Readonly<Record<string, string>>): ChartData {
  const name = (id: string) => names[id] ?? id;
  const wins = Object.entries(s.winRate);
  const hist = Object.entries(s.rounds.histogram)
    .map(([k, n]) => [Number(k), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const cards = Object.entries(s.cards);
  return {
    win: { labels: wins.map(([f]) => name(f)), p: wins.map(([, r]) => r.rate.p), lo: wins.map(([, r]) => r.rate.lo), hi: wins.map(([, r]) => r.rate.hi) },
    rounds: { labels: hist.map(([k]) => String(k)), n: hist.map(([, n]) => n) },
    cards: {
      labels: cards.map(([t]) => name(t)),
      combat: cards.map(([, c]) => c.combat),
      influence: cards.map(([, c]) => c.influence),
      eagles: cards.map(([, c]) => c.eagles),
      discardEffect: cards.map(([, c]) => c.discardEffect),
    },
  };
}

export type Row = (string | number)[];

export interface BalanceTables {
  win: Row[];
  endReasons: Row[];
  events: Row[];
  cards: Row[];
}

/** The report's tables: win rates, how games end, world events' pass rates, card use. */
export function tables(s: Summary, names: Readonly<Record<string, string>>): BalanceTables {
  const name = (id: string) => names[id] ?? id;
  return {
    win: Object.entries(s.winRate).map(([f, r]) => [name(f), r.wins, r.games, formatInterval(r.rate)]),
    endReasons: Object.entries(s.endReasons)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => [k, n, pct(n / Math.max(1, s.finished))]),
    events: Object.entries(s.events).map(([e, x]) => [name(e), x.drawn, x.passed, x.drawn ? formatInterval(x.passRate) : '-']),
    cards: Object.entries(s.cards).map(([t, c]) => [name(t), c.drawn, c.combat, c.influence, c.eagles, c.discardEffect, c.combats ? formatInterval(c.combatWinRate) : '-']),
  };
}

/** The words compareSummaries writes around ids (never taken for an id). */
const CHANGE_WORDS = new Set(['win', 'rate', 'ends', 'by', 'rounds', 'per', 'game', 'decisions', 'victory', 'points', 'pass', 'combat', 'with', 'played', 'for', 'its', 'discard', 'effect', 'influence', 'eagles']);

/** A run as the comparison reads it: its summary, and its records in game order (for the tests pair by pair). */
export interface ComparedRun {
  summary: Summary;
  records: readonly GameRecord[];
}

/** `--against` for the editor: the edited pack (a) beside the saved one (b), each figure with its test; significant first. */
export function comparison(edited: ComparedRun, saved: ComparedRun, names: Readonly<Record<string, string>>): { changes: Change[]; rows: Row[]; significant: number } {
  // compareSummaries(a, b) reports b - a; the designer asks what the edit changed, so the saved run is a.
  const changes = compareSummaries(saved.summary, edited.summary, pairedTests(saved.records, edited.records));
  const label = (what: string) => what.split(' ').map((w) => (CHANGE_WORDS.has(w) ? w : (names[w] ?? w))).join(' ');
  const rows = changes.map((c) => [label(c.what), ...changeCells(c), c.test.significant ? 'yes' : '']);
  return { changes, rows, significant: changes.filter((c) => c.test.significant).length };
}
