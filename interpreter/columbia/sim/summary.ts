/**
 * Columbia's statistics over a simulated run (`SimHooks.summary`), beside
 * the generic ones (win rate by faction, seat and bot; length; how games
 * end; points): win rates by leader and by timeline, where the points came
 * from, what each card type was played for, how often each world event
 * passed. Folded one game at a time (constant memory); shown in the text
 * report, the --report page and the editor's balance panel as tables;
 * added to `simulate --json` under the names it always had (byLeader,
 * byTimeline, victoryPoints, cards, events); compared between runs as rates
 * per draw (unpaired).
 */
import type { Json } from '../../core/index.ts';
import { addMoment, formatInterval, twoProportionZ, wilson, type GameComparison, type Interval, type Moments, type RecordFold, type ReportTable, type SimSummaryHooks } from '../../game/index.ts';
import { emptyCardUse, type CardUse, type ColumbiaPart, type EventUse } from './part.ts';

interface RateStat {
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

/** Columbia's summary of a run. */
export interface ColumbiaSummary {
  /** By leader id (a leader's faction winning). */
  byLeader: Record<string, RateStat>;
  /** By timeline id: each faction's wins. */
  byTimeline: Record<string, { games: number; wins: Record<string, RateStat> }>;
  /** Mean final VP by faction, and where it came from. */
  vp: Record<string, { mean: number; territories: number; cards: Record<string, number>; moments: Moments }>;
  cards: Record<string, CardSummary>;
  events: Record<string, EventSummary>;
}

function bump(map: Record<string, number>, key: string, by = 1): void {
  map[key] = (map[key] ?? 0) + by;
}

function rate(wins: number, games: number): RateStat {
  return { wins, games, rate: wilson(wins, games) };
}

/** The run's Columbia statistics, game by game (only finished games' parts are given). */
export class ColumbiaFold implements RecordFold<Json | undefined, Json> {
  private n = 0;
  private readonly leaderWins: Record<string, number> = {};
  private readonly leaderGames: Record<string, number> = {};
  private readonly timelines: Record<string, { games: number; wins: Record<string, number>; factions: Set<string> }> = {};
  private readonly vpMoments: Record<string, Moments> = {};
  private readonly vpTerr: Record<string, number> = {};
  private readonly vpCards: Record<string, Record<string, number>> = {};
  private readonly cards: Record<string, CardUse> = {};
  private readonly events: Record<string, EventUse> = {};

  add(part: Json | undefined): void {
    if (part === undefined || part === null) return;
    const r = part as unknown as ColumbiaPart;
    this.n++;
    const factions = [...new Set(Object.values(r.factions))].sort();
    for (const f of factions) {
      addMoment((this.vpMoments[f] ??= { n: 0, mean: 0, m2: 0 }), r.vp[f] ?? 0);
      bump(this.vpTerr, f, r.vpTerritories[f] ?? 0);
      const vc = (this.vpCards[f] ??= {});
      for (const [card, pts] of Object.entries(r.vpCards[f] ?? {})) bump(vc, card, pts);
    }
    for (const [p, leader] of Object.entries(r.leaders)) {
      if (!leader) continue;
      bump(this.leaderGames, leader);
      if (r.winner === r.factions[p]) bump(this.leaderWins, leader);
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
  }

  result(): Json {
    const n = this.n;
    const out: ColumbiaSummary = { byLeader: {}, byTimeline: {}, vp: {}, cards: {}, events: {} };
    for (const l of Object.keys(this.leaderGames).sort()) out.byLeader[l] = rate(this.leaderWins[l] ?? 0, this.leaderGames[l]!);
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
    return out as unknown as Json;
  }
}

const asSummary = (s: Json): ColumbiaSummary => s as unknown as ColumbiaSummary;

function tables(json: Json, name: (id: string) => string): ReportTable[] {
  const s = asSummary(json);
  const out: ReportTable[] = [];
  out.push({ title: 'By leader (its faction wins)', head: [], rows: Object.entries(s.byLeader).map(([l, r]) => [name(l), `${r.wins}/${r.games}`, formatInterval(r.rate)]) });
  out.push({
    title: 'By timeline',
    head: [],
    rows: Object.entries(s.byTimeline).flatMap(([t, x]) => Object.entries(x.wins).map(([f, r]) => [name(t), name(f), `${r.wins}/${x.games}`, formatInterval(r.rate)])),
  });
  out.push({
    title: 'Victory points by source (mean per game)',
    head: [],
    rows: Object.entries(s.vp).map(([f, v]) => {
      const cards = Object.entries(v.cards)
        .filter(([, p]) => p > 0)
        .map(([c, p]) => `${name(c)} ${p.toFixed(2)}`)
        .join(', ');
      return [`${name(f)}: ${v.mean.toFixed(2)} = territories ${v.territories.toFixed(2)}${cards ? ` + ${cards}` : ''}`];
    }),
  });
  out.push({
    title: 'Action cards',
    note: 'per type: drawn; played for combat / influence / eagles / discard effect; combats played in, their win rate',
    head: ['card', 'drawn', 'combat', 'influence', 'eagles', 'discard', 'combats', 'combat win rate'],
    rows: Object.entries(s.cards).map(([t, c]) => [name(t), String(c.drawn), String(c.combat), String(c.influence), String(c.eagles), String(c.discardEffect), String(c.combats), c.combats ? formatInterval(c.combatWinRate) : '-']),
  });
  out.push({ title: 'World events', note: 'drawn, passed, pass rate', head: [], rows: Object.entries(s.events).map(([e, x]) => [name(e), String(x.drawn), String(x.passed), formatInterval(x.passRate)]) });
  return out;
}

function union(a: object, b: object): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

/** Rates per draw, unpaired (they mix games of different draws): event pass rates, each card type's uses and combat wins. */
function compare(aJson: Json, bJson: Json): GameComparison[] {
  const a = asSummary(aJson);
  const b = asSummary(bJson);
  const out: GameComparison[] = [];
  const prop = (what: string, x1: number, n1: number, x2: number, n2: number) => {
    if (n1 === 0 && n2 === 0) return;
    out.push({ what, kind: 'proportion', a: n1 ? x1 / n1 : 0, b: n2 ? x2 / n2 : 0, test: { ...twoProportionZ(x1, n1, x2, n2), method: 'two-proportion z' } });
  };
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
  return out;
}

export const columbiaSummary: SimSummaryHooks = {
  fold: () => new ColumbiaFold(),
  json: (json) => {
    const s = asSummary(json);
    return {
      byLeader: s.byLeader,
      byTimeline: s.byTimeline,
      victoryPoints: Object.fromEntries(Object.entries(s.vp).map(([f, v]) => [f, { mean: v.mean, territories: v.territories, cards: v.cards }])),
      cards: s.cards,
      events: s.events,
    } as unknown as Record<string, Json>;
  },
  tables,
  compare,
};
