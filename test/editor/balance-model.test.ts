/**
 * The balance panel's glue between the workers and the statistics core:
 * which files and bots a run gets from the editor's texts, seeding exactly as
 * `rulewright simulate` does, records filed in game order whatever order the
 * workers return them in, and what the panel draws and compares.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import * as nodePath from 'node:path';
import { loadGame, type PlayableGame } from '../../editor/src/play/rules.ts';
import {
  batchSize,
  chartData,
  comparison,
  defaultWorkers,
  displayNames,
  outcomeTotal,
  packInputs,
  RecordBook,
  runSpecs,
  seatableBots,
  seatsFor,
  tables,
  workerCount,
} from '../../editor/src/balance/balance-model.ts';
import { compileBots } from '../../interpreter/sim/bots/index.ts';
import { gameSpecs as poolGameSpecs } from '../../interpreter/sim/pool.ts';
import { playGame, simTable, type SimTable } from '../../interpreter/sim/play.ts';
import { summarize as summarizeGeneric, type GameRecord } from '../../interpreter/sim/stats.ts';
import type { ColumbiaSummary } from '../../interpreter/columbia/sim/summary.ts';
import type { Ruleset } from '../../interpreter/columbia/index.ts';

const PACK_DIR = nodePath.resolve(import.meta.dirname, '../../content/columbia');

/** Every YAML file of the pack as the editor's workspace holds it (`columbia/...`), bots and scenarios included. */
function workspaceTexts(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(nodePath.join(dir, entry.name), `${rel}${entry.name}/`);
      else if (/\.ya?ml$/.test(entry.name)) out.set(`columbia/${rel}${entry.name}`, readFileSync(nodePath.join(dir, entry.name), 'utf8'));
    }
  };
  walk(PACK_DIR, '');
  return out;
}

const texts = workspaceTexts();
const game = loadGame(texts, 'columbia') as PlayableGame & { rules: Ruleset };
const module = game.module;
/** A run's statistics with Columbia's own part, as the panel makes them. */
const summarize = (records: readonly GameRecord[]) => summarizeGeneric(records, module.hooks.sim!.summary!.fold());
const table = simTable(module, game.rules, game.effects, game.engine as unknown as SimTable['engine']);

/** Plays a run's games in this thread, as a worker would. */
function play(games: number, seed: string, bots: string[]): GameRecord[] {
  const { botTexts } = packInputs(texts, 'columbia');
  const { library } = compileBots(module, botTexts, game.rules, (s) => s);
  return runSpecs({ games, seed, bots }, seatsFor(module, game.rules, 2)!).map((spec) => playGame(table, spec, { library }).record);
}

describe('what a run is made of', () => {
  it('hands the loader only the pack proper and the bots by stem', () => {
    const { files, botTexts } = packInputs(texts, 'columbia');
    expect(Object.keys(files)).toContain('board.yaml');
    expect(Object.keys(files).every((f) => !f.includes('/'))).toBe(true);
    expect(Object.keys(botTexts).sort()).toEqual(['aggressive', 'builder']);
    expect(botTexts['aggressive']).toBe(texts.get('columbia/bots/aggressive.yaml'));
  });

  it('offers the simulator\'s bots (random, mcts, heuristic) and the pack\'s YAML bots for every seat', () => {
    expect(seatableBots(texts.keys(), 'columbia', module)).toEqual(['random', 'mcts', 'heuristic', 'aggressive', 'builder']);
    // A bot filed in a sub-folder is named by its path under bots/, as the CLI names it; another pack's bots are not offered.
    expect(seatableBots(['other/bots/x.yaml', 'columbia/bots/deep/y.yaml', 'columbia/bots/.hidden/z.yaml'], 'columbia', module)).toEqual(['random', 'mcts', 'heuristic', 'deep/y']);
  });

  it('seeds games exactly as rulewright simulate does (bots that differ rotate, each seed in both seatings)', () => {
    const seats = seatsFor(module, game.rules, 2)!;
    expect(seats).toHaveLength(2);
    const mine = runSpecs({ games: 5, seed: 'sim', bots: ['heuristic', 'random'] }, seats);
    expect(mine).toEqual(poolGameSpecs({ games: 5, seed: 'sim', players: seats, bots: ['heuristic', 'random'] }));
    expect(mine.map((s) => s.seed)).toEqual(['sim-0', 'sim-0', 'sim-1', 'sim-1', 'sim-2']);
    expect(runSpecs({ games: 3, seed: 'sim', bots: ['heuristic'] }, seats).map((s) => s.seed)).toEqual(['sim-0', 'sim-1', 'sim-2']);
    expect(mine[0]!.bots[seats[0]!]).toBe('heuristic');
    expect(mine[1]!.bots[seats[0]!]).toBe('random');
    expect(seatsFor(module, game.rules, 3)).toBeNull();
  });

  it('uses at most 4 workers, at least 1, never more than games', () => {
    expect(defaultWorkers(16)).toBe(4);
    expect(defaultWorkers(undefined)).toBe(2);
    expect(workerCount(0, 200)).toBe(1);
    expect(workerCount(4, 3)).toBe(3);
    expect(batchSize(200, 4)).toBeGreaterThanOrEqual(1);
    expect(batchSize(20, 2)).toBeLessThanOrEqual(10);
  });
});

describe('records from the workers', () => {
  const records = play(6, 'unit', ['random']);

  it('give the same statistics whatever order the batches arrive in', () => {
    const book = new RecordBook(records.length);
    book.add(records.slice(4));
    book.add(records.slice(0, 2));
    expect(book.done).toBe(4);
    book.add(records.slice(2, 4));
    expect(book.done).toBe(6);
    expect(book.records().map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(book.summary(module)).toEqual(summarize(records));
  });

  it('account for every game: wins + ties + errors = games', () => {
    const t = outcomeTotal(summarize(records));
    expect(t.games).toBe(6);
    expect(t.errors).toBe(0);
    expect(t.wins + t.draws).toBe(6);
    expect(t.addsUp).toBe(true);
  });

  it('draw the report\'s charts: one interval per faction around its rate, one bar per game length', () => {
    const s = summarize(records);
    const names = displayNames(module, game.rules, ['blue', 'red']);
    const d = chartData(s, names);
    expect(d.win.labels).toEqual(Object.keys(s.winRate).map((f) => names[f]));
    d.win.p.forEach((p, i) => {
      expect(d.win.lo[i]!).toBeLessThanOrEqual(p);
      expect(d.win.hi[i]!).toBeGreaterThanOrEqual(p);
    });
    expect(d.rounds.n.reduce((a, n) => a + n, 0)).toBe(s.finished);
    expect(d.rounds.labels.map(Number)).toEqual([...d.rounds.labels.map(Number)].sort((a, b) => a - b));
    const t = tables(s, names, module);
    expect(t.side).toBe('faction');
    expect(t.win.map((r) => r[1])).toEqual(Object.values(s.winRate).map((r) => r.wins));
    expect(t.endReasons.reduce((a, r) => a + (r[1] as number), 0)).toBe(s.finished);
    // The game's own tables: Columbia's events and cards among them, one row each.
    const own = s.game as unknown as ColumbiaSummary;
    expect(t.game.find((x) => x.title === 'World events')!.rows.length).toBe(Object.keys(own.events).length);
    const cards = t.game.find((x) => x.title === 'Action cards')!;
    const card = Object.keys(own.cards)[0]!;
    expect(cards.rows[0]![0]).toBe(names[card] ?? card);
    expect(cards.rows[0]![2]).toBe(String(own.cards[card]!.combat));
  });
});

describe('compare with saved version', () => {
  it('reports edited minus saved and names factions, and finds nothing significant between identical runs', () => {
    const records = play(4, 'cmp', ['random']);
    const a = { summary: summarize(records), records };
    const same = comparison(a, a, displayNames(module, game.rules, ['blue', 'red']), module);
    expect(same.significant).toBe(0);
    expect(same.changes.every((c) => c.delta === 0)).toBe(true);
    // The games pair seed for seed: who won is tested pair by pair.
    expect(same.changes.find((c) => c.what.startsWith('win rate '))!.test.method).toBe("McNemar's exact (paired)");
    const faction = game.rules.pack.factions[0]!;
    expect(same.rows.some((r) => r[0] === `win rate ${faction.name}`)).toBe(true);
  });

  it('marks a large shift in a win rate as significant, in the direction of the edit', () => {
    const saved = summarize(play(4, 'cmp', ['random']));
    const edited = structuredClone(saved);
    const [f] = Object.keys(edited.winRate);
    // 100 games each: the edited pack wins 80 where the saved one won 40.
    saved.winRate[f!] = { wins: 40, games: 100, rate: saved.winRate[f!]!.rate };
    edited.winRate[f!] = { wins: 80, games: 100, rate: edited.winRate[f!]!.rate };
    // Summaries alone (no records to pair): the unpaired tests.
    const c = comparison({ summary: edited, records: [] }, { summary: saved, records: [] }, {});
    const row = c.changes.find((x) => x.what === `win rate ${f}`)!;
    expect(row.a).toBeCloseTo(0.4);
    expect(row.b).toBeCloseTo(0.8);
    expect(row.delta).toBeCloseTo(0.4);
    expect(row.test.significant).toBe(true);
    expect(row.test.method).toBe('two-proportion z');
    expect(c.changes[0]!.what).toBe(`win rate ${f}`);
  });
});
