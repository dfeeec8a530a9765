/**
 * The simulator's terminal report and its `--json` object, from a Summary.
 * Pure.
 */
import { fillText, safeMessage } from '../diagnostics/index.ts';
import type { Json } from '../core/index.ts';
import type { ReportTable } from '../game/index.ts';
import type { AnyGameModule } from '../games/index.ts';
import { HOW_CHANGES_ARE_TESTED, changeCells, formatInterval, pct, type Change, type Summary } from './stats.ts';
import { placeWords, seatOrSide, seatOrSideNotes } from './seat-side.ts';
import { trustNotes, type StrengthCheck } from './trust.ts';

/** How the reports word a game's sides and scores (its module's `sim.words`). */
export function reportWords(module: AnyGameModule | null): { side: string; score: string } {
  const w = module?.hooks.sim?.words;
  return { side: w?.side ?? 'side', score: w?.score ?? 'score' };
}

/** The game's own report tables for this summary (none without its `sim.summary.tables`). */
export function gameTables(module: AnyGameModule | null, s: Summary, name: (id: string) => string): ReportTable[] {
  const tables = module?.hooks.sim?.summary?.tables;
  return tables === undefined || s.game === null ? [] : tables(s.game, name);
}

export interface RunInfo {
  seed: string;
  players: number;
  bots: string[];
  workers: number;
  wallMs: number;
  content: string;
  /** A stronger bot's games against the run's bots (`--strength N`). */
  strength?: StrengthCheck[];
  /** Seatings of the bots played on each seed (play.ts `seatingsOf`); absent or 1: one game a seed. */
  seatings?: number;
}

/** The run's seatings in words, or null for one game a seed. */
export function seatingsLine(run: Pick<RunInfo, 'seatings'>, games: number): string | null {
  const n = run.seatings ?? 1;
  if (n <= 1) return null;
  const seeds = Math.ceil(games / n);
  const all = games % n === 0 ? '' : ` (the last seed in ${games % n} of them)`;
  return `seatings: each of ${seeds} seeds played in ${n === 2 ? 'both' : `all ${n}`} seatings of the bots${all}, so every bot's win rate is seat-balanced`;
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

/** A sentence under a table, filled to a terminal's width. */
function note(text: string): string[] {
  return fillText(text, '  ', '    ');
}

export function textReport(s: Summary, run: RunInfo, names: Record<string, string> = {}, hits: Record<string, number> = {}, module: AnyGameModule | null = null): string[] {
  const name = (id: string) => names[id] ?? id;
  const words = reportWords(module);
  const { gamesPerSecond, decisionsPerSecond } = rates(s, run);
  const out: string[] = [];
  out.push(
    `${s.games} games of ${run.players} players (${run.content}), bots ${run.bots.join(', ')}, seed "${run.seed}": ${(run.wallMs / 1000).toFixed(1)} s on ${run.workers || 1} ${run.workers === 0 ? 'thread' : 'worker(s)'}, ${gamesPerSecond.toFixed(1)} games/s, ${Math.round(decisionsPerSecond).toLocaleString('en')} decisions/s`,
  );
  const seatings = seatingsLine(run, s.games);
  if (seatings !== null) out.push(seatings);
  out.push(`errors: ${s.errors}${s.fallbacks ? `; illegal bot answers replaced: ${s.fallbacks}` : ''}`);
  out.push('', `Win rate by ${words.side} (95% Wilson interval):`);
  out.push(...pad(Object.entries(s.winRate).map(([f, r]) => [name(f), `${r.wins}/${r.games}`, formatInterval(r.rate)])));
  if (s.draws) out.push(`  draws: ${s.draws}`);
  if (Object.keys(s.bySeat).length > 1) {
    out.push('', `By seat (its ${words.side} wins):`);
    out.push(...pad(Object.entries(s.bySeat).map(([p, r]) => [name(p), `${r.wins}/${r.games}`, formatInterval(r.rate)])));
  }
  const split = seatOrSide(s);
  if (split !== null) {
    out.push('', `Seat or ${words.side} (its ${words.side} wins, by its place in the first round's turn order):`);
    const head = ['', ...split.places.map(placeWords), 'averaged over places'];
    const rows = Object.entries(s.bySideStart).map(([side, byPlace]) => [
      name(side),
      ...split.places.map((p) => (byPlace[p] ? `${byPlace[p]!.wins}/${byPlace[p]!.games} ${formatInterval(byPlace[p]!.rate)}` : '-')),
      split.sideAveraged[side] === null ? '-' : pct(split.sideAveraged[side]!),
    ]);
    out.push(...pad([head, ...rows]), ...seatOrSideNotes(split, words.side, name).flatMap(note));
  }
  if (Object.keys(s.byBot).length > 1) {
    out.push('', `By bot (its ${words.side} wins):`);
    out.push(...pad(Object.entries(s.byBot).map(([b, r]) => [b, `${r.wins}/${r.games}`, formatInterval(r.rate)])));
  }
  if (Object.keys(s.byTeam).length > 0 && Object.keys(s.byBot).length > 1) {
    out.push('', `By team (every seat of a ${words.side} played one bot; a game counts once):`);
    out.push(...pad(Object.entries(s.byTeam).map(([b, r]) => [`${b} team`, `${r.wins}/${r.games}`, formatInterval(r.rate)])));
  }
  const trust = trustNotes(s, run.bots, run.strength);
  if (trust.length) out.push('', 'How strong the bots were:', ...trust.flatMap(note));
  for (const [label, byValue] of Object.entries(s.byLabel)) {
    out.push('', `By ${label} (its ${words.side} wins):`);
    out.push(...pad(Object.entries(byValue).map(([v, r]) => [name(v), `${r.wins}/${r.games}`, formatInterval(r.rate)])));
  }
  out.push('', `Game length: ${s.rounds.mean.toFixed(2)} rounds on average (sd ${s.rounds.sd.toFixed(2)}, ${s.rounds.min}-${s.rounds.max}); ${s.decisions.mean.toFixed(0)} decisions per game`);
  const hist = Object.entries(s.rounds.histogram).sort((a, b) => Number(a[0]) - Number(b[0]));
  const most = Math.max(1, ...hist.map((h) => h[1]));
  for (const [r, n] of hist) out.push(`  ${r.padStart(3)} ${'#'.repeat(Math.max(1, Math.round((n / most) * 40)))} ${n}`);
  out.push('', 'How games end:');
  out.push(...pad(Object.entries(s.endReasons).map(([k, n]) => [k, String(n), pct(n / Math.max(1, s.finished))])));
  if (Object.keys(s.scores).length > 0) {
    out.push('', `Mean ${words.score} per game:`);
    out.push(...pad(Object.entries(s.scores).map(([side, m]) => [name(side), m.mean.toFixed(2)])));
  }
  if (Object.keys(s.figures).length > 0) {
    out.push('', 'Figures (mean per game):');
    out.push(...pad(Object.entries(s.figures).map(([f, m]) => [f, m.mean.toFixed(2)])));
  }
  for (const t of gameTables(module, s, name)) {
    out.push('', `${t.title}${t.note ? ` (${t.note})` : ''}:`);
    out.push(...pad(t.head.length > 0 ? [t.head, ...t.rows] : t.rows));
  }
  const hitList = Object.entries(hits).sort((a, b) => b[1] - a[1]);
  if (hitList.length) {
    out.push('', 'Bot file rules that answered:');
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
  const headline = (c: Change) => c.what.startsWith('win rate ') || c.what.startsWith('ends by ') || c.what === 'rounds per game' || /^(victory points|score) /.test(c.what);
  const shown = all ? changes : changes.filter((c) => c.test.significant || headline(c));
  const out = ['', `Against the second content (same seeds): ${changes.filter((c) => c.test.significant).length} significant change(s) of ${changes.length} figures compared`, `  ${HOW_CHANGES_ARE_TESTED}`];
  out.push(...pad([['', 'this', 'against', 'change', 'p', 'q', ''], ...shown.map((c) => [c.what, ...changeCells(c), c.test.significant ? '*' : ''])]));
  out.push('  (* significant; --json lists every figure compared, with its test)');
  return out;
}

/** The `--json` object: the keys scripts rely on first, then the whole summary. */
export function jsonReport(s: Summary, run: RunInfo, extra: Record<string, unknown> = {}, module: AnyGameModule | null = null): Record<string, unknown> {
  const { gamesPerSecond, decisionsPerSecond } = rates(s, run);
  const rateJson = (rs: Record<string, { rate: { p: number; lo: number; hi: number }; wins: number; games: number }>) => {
    const out: Record<string, { rate: number; lo: number; hi: number; wins: number; games: number }> = {};
    for (const [k, r] of Object.entries(rs)) out[k] = { rate: r.rate.p, lo: r.rate.lo, hi: r.rate.hi, wins: r.wins, games: r.games };
    return out;
  };
  const game = module?.hooks.sim?.summary?.json;
  return {
    games: s.games,
    errors: s.errors,
    winRate: rateJson(s.winRate),
    endReasons: s.endReasons,
    meanRounds: s.rounds.mean,
    gamesPerSecond,
    decisionsPerSecond,
    seed: run.seed,
    players: run.players,
    bots: run.bots,
    // Seatings of the bots played on each seed (1: one game a seed).
    seatings: run.seatings ?? 1,
    workers: run.workers,
    wallSeconds: run.wallMs / 1000,
    draws: s.draws,
    fallbacks: s.fallbacks,
    errorList: s.errorList,
    bySeat: rateJson(s.bySeat),
    byBot: s.byBot,
    // A team of one bot (every seat of a side), a game counted once: empty without teams.
    byTeam: rateJson(s.byTeam),
    // What the bots' strength says of the figures above (trust.ts).
    trust: trustNotes(s, run.bots, run.strength),
    ...(run.strength !== undefined ? { strength: run.strength } : {}),
    // Seat advantage apart from the sides' own (seat-side.ts): rates by each side's place in the first round.
    bySideStart: Object.fromEntries(Object.entries(s.bySideStart).map(([side, byPlace]) => [side, rateJson(byPlace)])),
    seatOrSide: seatOrSide(s),
    byLabel: s.byLabel,
    rounds: { mean: s.rounds.mean, sd: s.rounds.sd, min: s.rounds.min, max: s.rounds.max, histogram: s.rounds.histogram },
    decisions: { mean: s.decisions.mean, total: s.decisions.total },
    scores: Object.fromEntries(Object.entries(s.scores).map(([k, v]) => [k, v.mean])),
    figures: Object.fromEntries(Object.entries(s.figures).map(([k, v]) => [k, v.mean])),
    // The game's own figures, under the names its module's `summary.json` gives them.
    ...(game !== undefined && s.game !== null ? game(s.game as Json) : {}),
    ...extra,
  };
}
