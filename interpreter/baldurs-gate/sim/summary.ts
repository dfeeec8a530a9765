/**
 * Baldur's Gate's statistics over a simulated run, beside the generic ones
 * (win rate by seat, bot and HQ card, length, Prestige): where the
 * Prestige came from, attacks defended and failed, each Building card
 * (how often built, its Income used), and the
 * deals made at each Special Location. Folded one game at a time (constant
 * memory) and shown as report tables; compared between runs as rates
 * (unpaired): each HQ card's win rate, how often each card is built.
 */
import type { Json } from '../../core/index.ts';
import { twoProportionZ, type GameComparison } from '../../game/index.ts';
import type { BgPart } from './record.ts';

export interface BgSummary {
  games: number;
  /** HQ card -> [games its holder won, games held]. */
  byHq: Record<string, [number, number]>;
  /** Source -> Prestige per player per game. */
  prestige: Record<string, number>;
  attacks: { defended: number; failed: number; finalDefended: number };
  /** Card -> [built, income uses]. */
  cards: Record<string, [number, number]>;
  deals: Record<string, number>;
}

export interface ReportTableBg {
  title: string;
  head: string[];
  rows: string[][];
  note?: string;
}

/** The run's Baldur's Gate statistics, game by game. */
export class BgFold {
  private games = 0;
  private seats = 0;
  private readonly byHq: Record<string, [number, number]> = {};
  private readonly prestige: Record<string, number> = {};
  private readonly attacks = { defended: 0, failed: 0, finalDefended: 0 };
  private readonly cards: Record<string, [number, number]> = {};
  private readonly deals: Record<string, number> = {};

  add(raw: Json | undefined): void {
    if (raw === undefined || raw === null) return;
    const part = raw as unknown as BgPart;
    this.games++;
    for (const [p, hq] of Object.entries(part.hq)) {
      const row = (this.byHq[hq] ??= [0, 0]);
      row[1]++;
      if (part.winners.length === 1 && part.winners[0] === p) row[0]++;
    }
    for (const by of Object.values(part.prestigeBy)) {
      this.seats++;
      for (const [source, n] of Object.entries(by)) this.prestige[source] = (this.prestige[source] ?? 0) + n;
    }
    this.attacks.defended += part.attacks.defended;
    this.attacks.failed += part.attacks.failed;
    this.attacks.finalDefended += part.attacks.finalDefended;
    for (const [c, [built, income]] of Object.entries(part.cards)) {
      const row = (this.cards[c] ??= [0, 0]);
      row[0] += built;
      row[1] += income;
    }
    for (const [k, n] of Object.entries(part.deals)) this.deals[k] = (this.deals[k] ?? 0) + n;
  }

  result(): Json {
    const perSeat: Record<string, number> = {};
    for (const [s, n] of Object.entries(this.prestige)) perSeat[s] = this.seats === 0 ? 0 : n / this.seats;
    const summary: BgSummary = { games: this.games, byHq: this.byHq, prestige: perSeat, attacks: this.attacks, cards: this.cards, deals: this.deals };
    return summary as unknown as Json;
  }
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const per = (n: number, games: number): string => (games === 0 ? '-' : (n / games).toFixed(2));

/** The report's tables for this game (`name`: ids to names, from the module's `sim.names`). */
export function summaryTables(raw: Json, name: (id: string) => string): ReportTableBg[] {
  const s = raw as unknown as BgSummary;
  const g = s.games;
  const tables: ReportTableBg[] = [];
  tables.push({
    title: 'Prestige by source',
    note: 'mean per player per game',
    head: ['source', 'Prestige'],
    rows: Object.entries(s.prestige)
      .sort((a, b) => b[1] - a[1])
      .map(([source, n]) => [source, n.toFixed(2)]),
  });
  const attacks = s.attacks.defended + s.attacks.failed;
  tables.push({
    title: 'Attacks',
    head: ['', 'per game', 'share'],
    rows: [
      ['defended', per(s.attacks.defended, g), pct(s.attacks.defended, attacks)],
      ['failed', per(s.attacks.failed, g), pct(s.attacks.failed, attacks)],
      ['final attack defended', per(s.attacks.finalDefended, g), pct(s.attacks.finalDefended, g)],
    ],
  });
  tables.push({
    title: 'Building cards',
    note: 'per game, the most built first',
    head: ['card', 'built', 'income used'],
    rows: Object.entries(s.cards)
      .sort((a, b) => b[1][0] - a[1][0] || a[0].localeCompare(b[0]))
      .map(([c, [built, income]]) => [name(`card:${c}`), per(built, g), per(income, g)]),
  });
  const locations = [...new Set(Object.keys(s.deals).map((k) => k.split(':')[0]!))].sort();
  tables.push({
    title: 'Deals',
    note: 'made per game',
    head: ['Special Location', 'free deal', 'paid deal'],
    rows: locations.map((l) => [name(`location:${l}`), per(s.deals[`${l}:0`] ?? 0, g), per(s.deals[`${l}:1`] ?? 0, g)]),
  });
  return tables;
}

function union(a: object, b: object): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

/**
 * Rates of two runs (`--against`), unpaired: each HQ card's win rate (games
 * won of games held) and the share of games each Building card is built in
 * (the deck holds one of each, so a card is built at most once a game).
 */
export function compareSummaries(aJson: Json, bJson: Json): GameComparison[] {
  const a = aJson as unknown as BgSummary;
  const b = bJson as unknown as BgSummary;
  const out: GameComparison[] = [];
  const prop = (what: string, x1: number, n1: number, x2: number, n2: number): void => {
    if (n1 === 0 || n2 === 0) return;
    out.push({ what, kind: 'proportion', a: x1 / n1, b: x2 / n2, test: { ...twoProportionZ(x1, n1, x2, n2), method: 'two-proportion z' } });
  };
  for (const hq of union(a.byHq, b.byHq)) {
    const [w1, n1] = a.byHq[hq] ?? [0, 0];
    const [w2, n2] = b.byHq[hq] ?? [0, 0];
    prop(`win rate with hq ${hq}`, w1, n1, w2, n2);
  }
  for (const c of union(a.cards, b.cards)) prop(`games ${c} is built in`, a.cards[c]?.[0] ?? 0, a.games, b.cards[c]?.[0] ?? 0, b.games);
  return out;
}
