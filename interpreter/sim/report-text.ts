/**
 * The simulator's terminal report and its `--json` object, from a Summary.
 * Pure.
 */
import { safeMessage } from '../diagnostics/index.ts';
import { HOW_CHANGES_ARE_TESTED, changeCells, formatInterval, pct, type Change, type Summary } from './stats.ts';

export interface RunInfo {
  seed: string;
  players: number;
  bots: string[];
  workers: number;
  wallMs: number;
  content: string;
}

function pad(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows.map((r) => '  ' + r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  '));
}

export function rates(s: Summary, run: RunInfo): { gamesPerSecond: number; decisionsPerSecond: number } {
  const secs = Math.max(1e-9, run.wallMs / 1000);
  return { gamesPerSecond: s.games / secs, decisionsPerSecond: s.decisions.total / secs };
}

export function textReport(s: Summary, run: RunInfo, names: Record<string, string> = {}, hits: Record<string, number> = {}): string[] {
  const name = (id: string) => names[id] ?? id;
  const { gamesPerSecond, decisionsPerSecond } = rates(s, run);
  const out: string[] = [];
  out.push(
    `${s.games} games of ${run.players} players (${run.content}), bots ${run.bots.join(', ')}, seed "${run.seed}": ${(run.wallMs / 1000).toFixed(1)} s on ${run.workers || 1} ${run.workers === 0 ? 'thread' : 'worker(s)'}, ${gamesPerSecond.toFixed(1)} games/s, ${Math.round(decisionsPerSecond).toLocaleString('en')} decisions/s`,
  );
  out.push(`errors: ${s.errors}${s.fallbacks ? `; illegal bot answers replaced: ${s.fallbacks}` : ''}`);
  out.push('', 'Win rate by faction (95% Wilson interval):');
  out.push(...pad(Object.entries(s.winRate).map(([f, r]) => [name(f), `${r.wins}/${r.games}`, formatInterval(r.rate)])));
  if (s.draws) out.push(`  draws: ${s.draws}`);
  if (Object.keys(s.byBot).length > 1) {
    out.push('', 'By bot (its faction wins):');
    out.push(...pad(Object.entries(s.byBot).map(([b, r]) => [b, `${r.wins}/${r.games}`, formatInterval(r.rate)])));
  }
  out.push('', 'By leader (its faction wins):');
  out.push(...pad(Object.entries(s.byLeader).map(([l, r]) => [name(l), `${r.wins}/${r.games}`, formatInterval(r.rate)])));
  out.push('', 'By timeline:');
  out.push(
    ...pad(
      Object.entries(s.byTimeline).flatMap(([t, x]) =>
        Object.entries(x.wins).map(([f, r]) => [name(t), name(f), `${r.wins}/${x.games}`, formatInterval(r.rate)]),
      ),
    ),
  );
  out.push('', `Game length: ${s.rounds.mean.toFixed(2)} rounds on average (sd ${s.rounds.sd.toFixed(2)}, ${s.rounds.min}-${s.rounds.max}); ${s.decisions.mean.toFixed(0)} decisions per game`);
  const hist = Object.entries(s.rounds.histogram).sort((a, b) => Number(a[0]) - Number(b[0]));
  const most = Math.max(1, ...hist.map((h) => h[1]));
  for (const [r, n] of hist) out.push(`  ${r.padStart(3)} ${'#'.repeat(Math.max(1, Math.round((n / most) * 40)))} ${n}`);
  out.push('', 'How games end:');
  out.push(...pad(Object.entries(s.endReasons).map(([k, n]) => [k, String(n), pct(n / Math.max(1, s.finished))])));
  out.push('', 'Victory points by source (mean per game):');
  for (const [f, v] of Object.entries(s.vp)) {
    const cards = Object.entries(v.cards)
      .filter(([, p]) => p > 0)
      .map(([c, p]) => `${name(c)} ${p.toFixed(2)}`)
      .join(', ');
    out.push(`  ${name(f)}: ${v.mean.toFixed(2)} = territories ${v.territories.toFixed(2)}${cards ? ` + ${cards}` : ''}`);
  }
  out.push('', 'Action cards (per type: drawn; played for combat / influence / eagles / discard effect; combats played in, their win rate):');
  out.push(
    ...pad([
      ['card', 'drawn', 'combat', 'influence', 'eagles', 'discard', 'combats', 'combat win rate'],
      ...Object.entries(s.cards).map(([t, c]) => [name(t), String(c.drawn), String(c.combat), String(c.influence), String(c.eagles), String(c.discardEffect), String(c.combats), c.combats ? formatInterval(c.combatWinRate) : '-']),
    ]),
  );
  out.push('', 'World events (drawn, passed, pass rate):');
  out.push(...pad(Object.entries(s.events).map(([e, x]) => [name(e), String(x.drawn), String(x.passed), formatInterval(x.passRate)])));
  const hitList = Object.entries(hits).sort((a, b) => b[1] - a[1]);
  if (hitList.length) {
    out.push('', 'YAML bot rules that answered:');
    out.push(...pad(hitList.map(([at, n]) => [String(n), at])));
  }
  if (s.errors) {
    out.push('', 'Errors (each with its seed and the command that replays it):');
    // An error's message may quote the content (an effect's id, a name): shown cleaned and cut.
    for (const e of s.errorList.slice(0, 20)) out.push(`  ${e.code ? `${e.code} ` : ''}${safeMessage(e.message, 500)} (after ${e.atDecision} decisions)`, `    ${safeMessage(e.replay, 500)}`);
    if (s.errors > 20) out.push(`  ... and ${s.errors - 20} more`);
  }
  return out;
}

export function changesReport(changes: readonly Change[], names: Record<string, string> = {}, all = false): string[] {
  void names;
  // Side by side: the headline figures always, anything else when it changed significantly.
  const headline = (c: Change) => c.what.startsWith('win rate ') || c.what.startsWith('ends by ') || c.what === 'rounds per game' || c.what.startsWith('victory points ');
  const shown = all ? changes : changes.filter((c) => c.test.significant || headline(c));
  const out = ['', `Against the second content (same seeds): ${changes.filter((c) => c.test.significant).length} significant change(s) of ${changes.length} figures compared`, `  ${HOW_CHANGES_ARE_TESTED}`];
  out.push(...pad([['', 'this', 'against', 'change', 'p', 'q', ''], ...shown.map((c) => [c.what, ...changeCells(c), c.test.significant ? '*' : ''])]));
  out.push('  (* significant; --json lists every figure compared, with its test)');
  return out;
}

/** The `--json` object: the keys scripts rely on first, then the whole summary. */
export function jsonReport(s: Summary, run: RunInfo, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const { gamesPerSecond, decisionsPerSecond } = rates(s, run);
  const winRate: Record<string, { rate: number; lo: number; hi: number; wins: number; games: number }> = {};
  for (const [f, r] of Object.entries(s.winRate)) winRate[f] = { rate: r.rate.p, lo: r.rate.lo, hi: r.rate.hi, wins: r.wins, games: r.games };
  return {
    games: s.games,
    errors: s.errors,
    winRate,
    endReasons: s.endReasons,
    meanRounds: s.rounds.mean,
    gamesPerSecond,
    decisionsPerSecond,
    seed: run.seed,
    players: run.players,
    bots: run.bots,
    workers: run.workers,
    wallSeconds: run.wallMs / 1000,
    draws: s.draws,
    fallbacks: s.fallbacks,
    errorList: s.errorList,
    byLeader: s.byLeader,
    byTimeline: s.byTimeline,
    byBot: s.byBot,
    rounds: { mean: s.rounds.mean, sd: s.rounds.sd, min: s.rounds.min, max: s.rounds.max, histogram: s.rounds.histogram },
    decisions: { mean: s.decisions.mean, total: s.decisions.total },
    victoryPoints: Object.fromEntries(Object.entries(s.vp).map(([f, v]) => [f, { mean: v.mean, territories: v.territories, cards: v.cards }])),
    cards: s.cards,
    events: s.events,
    ...extra,
  };
}
