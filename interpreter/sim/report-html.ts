/**
 * The `--report FILE.html` page: one self-contained file (chart.js inlined,
 * no network) with win rates and their intervals (by side, seat, bot and
 * label), game length, how games end, the scores and figures, the game's own
 * tables (its module's `sim.summary.tables`: points by source, cards,
 * events...), and, with `--against`, what changed. Pure: the caller
 * hands in chart.js's source.
 */
import type { AnyGameModule } from '../games/index.ts';
import { gameTables, reportWords, seatingsLine } from './report-text.ts';
import { HOW_CHANGES_ARE_TESTED, changeCells, formatInterval, pct, type Change, type Summary } from './stats.ts';
import { placeWords, seatOrSide, seatOrSideNotes } from './seat-side.ts';
import { trustNotes, type StrengthCheck } from './trust.ts';

export interface ReportMeta {
  title: string;
  content: string;
  against: string | null;
  seed: string;
  players: number;
  bots: string[];
  games: number;
  workers: number;
  gamesPerSecond: number;
  /** Display names by id (factions, leaders, cards, events, timelines, victory cards). */
  names: Record<string, string>;
  /** `simulate --vary`: the same seeds per value of one number, each side's win rate per value (drawn as a curve). */
  vary?: { path: string; current: unknown; rows: { value: string; games: number; winRate: Record<string, { rate: number; lo: number; hi: number }> }[] };
  /** `simulate --strength N`: a stronger bot's games against the run's bots. */
  strength?: StrengthCheck[];
  /** Seatings of the bots played on each seed (RunInfo.seatings). */
  seatings?: number;
}

const COLOURS = ['#1f4e9c', '#b03a2e', '#2e8b57', '#8e44ad', '#d68910', '#5d6d7e'];

/** The --vary rows as chart lines: per side its win rate, and its interval's ends dashed. */
function varyCurves(vary: NonNullable<ReportMeta['vary']>, name: (id: string) => string): { values: string[]; sides: Record<string, string>; lines: object[] } {
  const sides: Record<string, string> = {};
  for (const r of vary.rows) for (const side of Object.keys(r.winRate)) sides[side] = name(side);
  const lines: object[] = [];
  Object.keys(sides).forEach((side, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const of = (k: 'rate' | 'lo' | 'hi') => vary.rows.map((r) => r.winRate[side]?.[k] ?? null);
    lines.push({ label: sides[side], data: of('rate'), borderColor: colour, backgroundColor: colour });
    lines.push({ label: `${sides[side]} 95% low`, data: of('lo'), borderColor: colour, borderDash: [4, 4], pointRadius: 0, borderWidth: 1 });
    lines.push({ label: `${sides[side]} 95% high`, data: of('hi'), borderColor: colour, borderDash: [4, 4], pointRadius: 0, borderWidth: 1 });
  });
  return { values: vary.rows.map((r) => r.value), sides, lines };
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON for a <script> block: nothing in it may close the tag. */
function scriptJson(x: unknown): string {
  return JSON.stringify(x).replace(/</g, '\\u003c');
}

function table(head: string[], rows: (string | number)[][], cls = ''): string {
  const th = head.map((h) => `<th>${esc(h)}</th>`).join('');
  const tr = rows.map((r) => `<tr>${r.map((c) => `<td>${typeof c === 'number' ? c : esc(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table class="${cls}"><thead><tr>${th}</tr></thead><tbody>\n${tr}\n</tbody></table>`;
}

export function htmlReport(s: Summary, meta: ReportMeta, chartJs: string, against?: { summary: Summary; changes: Change[] }, module: AnyGameModule | null = null): string {
  const name = (id: string) => meta.names[id] ?? id;
  const words = reportWords(module);
  const winRows = Object.entries(s.winRate).map(([f, r]) => [name(f), r.wins, r.games, formatInterval(r.rate)]);
  const seatRows = Object.entries(s.bySeat).map(([p, r]) => [name(p), r.games, formatInterval(r.rate)]);
  const split = seatOrSide(s);
  const splitRows = split === null ? [] : Object.entries(s.bySideStart).map(([side, byPlace]) => [name(side), ...split.places.map((p) => (byPlace[p] ? `${byPlace[p]!.wins}/${byPlace[p]!.games} ${formatInterval(byPlace[p]!.rate)}` : '-')), split.sideAveraged[side] === null ? '-' : pct(split.sideAveraged[side]!)]);
  const seatings = seatingsLine({ seatings: meta.seatings ?? 1 }, s.games);
  const seatingsHtml = seatings === null ? '' : `<p class="meta">${esc(seatings.replace(/^seatings: e/, 'E'))}.</p>`;
  const splitHtml = split === null ? '' : `<h2>Seat or ${esc(words.side)}</h2><p>Its ${esc(words.side)} wins, by its place in the first round's turn order.</p>${table([words.side, ...split.places.map(placeWords), 'averaged over places'], splitRows)}${seatOrSideNotes(split, words.side, name).map((t) => `<p class="trust">${esc(t)}</p>`).join('')}`;
  const botRows = Object.entries(s.byBot).map(([b, r]) => [b, r.games, formatInterval(r.rate)]);
  const teamRows = Object.keys(s.byBot).length < 2 ? [] : Object.entries(s.byTeam).map(([b, r]) => [`${b} team`, r.games, formatInterval(r.rate)]);
  const labelTables = Object.entries(s.byLabel)
    .map(([label, byValue]) => `<h2>By ${esc(label)}</h2>${table([label, 'games', `its ${words.side} wins [95% CI]`], Object.entries(byValue).map(([v, r]) => [name(v), r.games, formatInterval(r.rate)]))}`)
    .join('\n');
  const endRows = Object.entries(s.endReasons).map(([k, n]) => [k, n, pct(n / Math.max(1, s.finished))]);
  const scoreRows = Object.entries(s.scores).map(([side, m]) => [name(side), m.mean.toFixed(2)]);
  const figureRows = Object.entries(s.figures).map(([f, m]) => [f, m.mean.toFixed(2)]);
  const own = gameTables(module, s, name)
    .map((t) => `<h2>${esc(t.title)}</h2>${t.note ? `<p>${esc(t.note)}</p>` : ''}${table(t.head, t.rows)}`)
    .join('\n');
  const errorRows = s.errorList.slice(0, 50).map((e) => [e.message, e.atDecision, e.replay]);
  const hist = Object.entries(s.rounds.histogram)
    .map(([k, n]) => [Number(k), n] as [number, number])
    .sort((a, b) => a[0] - b[0]);

  const data = {
    win: { labels: Object.keys(s.winRate).map(name), p: Object.values(s.winRate).map((r) => r.rate.p), lo: Object.values(s.winRate).map((r) => r.rate.lo), hi: Object.values(s.winRate).map((r) => r.rate.hi) },
    rounds: { labels: hist.map((h) => String(h[0])), n: hist.map((h) => h[1]) },
    vary: meta.vary ? varyCurves(meta.vary, name) : null,
  };
  const varyRows = meta.vary ? meta.vary.rows.map((r) => [r.value, r.games, ...Object.keys(data.vary!.sides).map((side) => (r.winRate[side] ? `${pct(r.winRate[side]!.rate)} [${pct(r.winRate[side]!.lo)}, ${pct(r.winRate[side]!.hi)}]` : '-'))]) : [];

  const changes = against
    ? table(
        ['', 'this content', 'against', 'change', 'p', 'q', 'significant'],
        against.changes.map((c) => [c.what, ...changeCells(c), c.test.significant ? 'yes' : '']),
        'changes',
      )
    : '';

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>${esc(meta.title)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#222}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.5rem 0}td,th{padding:.2rem .6rem;border-bottom:1px solid #eee;text-align:left}
th{background:#f6f6f6}.meta{color:#555}.charts{display:grid;grid-template-columns:1fr 1fr;gap:1.5rem}
.changes tr td:last-child{font-weight:bold;color:#b00}canvas{max-height:320px}
</style></head><body>
<h1>${esc(meta.title)}</h1>
<p class="meta">${meta.games} games, ${meta.players} players, bots ${esc(meta.bots.join(', '))}, seed "${esc(meta.seed)}", content ${esc(meta.content)}${meta.against ? ` against ${esc(meta.against)}` : ''}; ${meta.workers === 0 ? "in the main thread" : `${meta.workers} worker(s)`}, ${meta.gamesPerSecond.toFixed(1)} games/s. Errors: ${s.errors}. Win rates with 95% Wilson intervals.</p>
${seatingsHtml}
<div class="charts"><div><h2>Win rate by ${esc(words.side)}</h2><canvas id="win"></canvas></div><div><h2>Game length (rounds)</h2><canvas id="rounds"></canvas></div></div>
${table([words.side, 'wins', 'games', 'win rate [95% CI]'], winRows)}
<p>Draws: ${s.draws}. Mean length ${s.rounds.mean.toFixed(2)} rounds (sd ${s.rounds.sd.toFixed(2)}, ${s.rounds.min}-${s.rounds.max}); ${s.decisions.mean.toFixed(0)} decisions per game.</p>
<h2>How games end</h2>${table(['reason', 'games', 'share'], endRows)}
<h2>By seat</h2>${table(['seat', 'games', `its ${words.side} wins [95% CI]`], seatRows)}
${splitHtml}
<h2>By bot</h2>${table(['bot', 'seats', `bot's ${words.side} wins [95% CI]`], botRows)}
${teamRows.length ? `<h2>By team</h2><p>Every seat of a ${esc(words.side)} played one bot; a game counts once.</p>${table(['team', 'games', `its ${words.side} wins [95% CI]`], teamRows)}` : ''}
${trustNotes(s, meta.bots, meta.strength).map((t) => `<p class="trust">${esc(t)}</p>`).join('\n')}
${labelTables}
${scoreRows.length ? `<h2>Mean ${esc(words.score)} per game</h2>${table([words.side, words.score], scoreRows)}` : ''}
${figureRows.length ? `<h2>Figures (mean per game)</h2>${table(['figure', 'mean'], figureRows)}` : ''}
${own}
${against ? `<h2>What changed</h2><p>Same seeds on ${esc(meta.against ?? '')}. ${against.changes.length} figures compared. ${esc(HOW_CHANGES_ARE_TESTED)}</p>${changes}` : ''}
${meta.vary ? `<h2>Varying ${esc(meta.vary.path)} (now ${esc(String(meta.vary.current))})</h2><p>The same seeds for every value; each ${esc(words.side)}'s win rate with its 95% interval (dashed).</p><canvas id="vary"></canvas>${table([meta.vary.path, 'games', ...Object.values(data.vary!.sides)], varyRows)}` : ''}
<h2>Errors</h2>${s.errors ? table(['error', 'at decision', 'replay'], errorRows) : '<p>None.</p>'}
<script>${chartJs.replace(/<\/script/gi, '<\\/script')}</script>
<script>
const D = ${scriptJson(data)};
new Chart(document.getElementById('win'), { type: 'bar', data: { labels: D.win.labels, datasets: [
  { type: 'line', label: 'win rate', data: D.win.p, showLine: false, pointRadius: 7, pointStyle: 'rectRot', backgroundColor: '#1f4e9c', borderColor: '#1f4e9c' },
  { label: '95% interval', data: D.win.lo.map((lo, i) => [lo, D.win.hi[i]]), backgroundColor: '#b8c9ea' } ] },
  options: { scales: { y: { min: 0, max: 1 } } } });
if (D.vary) new Chart(document.getElementById('vary'), { type: 'line', data: { labels: D.vary.values, datasets: D.vary.lines },
  options: { scales: { y: { min: 0, max: 1, title: { display: true, text: 'win rate' } } } } });
new Chart(document.getElementById('rounds'), { type: 'bar', data: { labels: D.rounds.labels, datasets: [{ label: 'games', data: D.rounds.n, backgroundColor: '#6aa56a' }] } });
</script>
</body></html>
`;
}
