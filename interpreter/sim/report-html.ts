/**
 * The `--report FILE.html` page: one self-contained file (chart.js inlined,
 * no network) with win rates and their intervals, game length, how games
 * end, victory points by source, card usage and world events, and, with
 * `--against`, what changed. Pure: the caller hands in chart.js's source.
 */
import { HOW_CHANGES_ARE_TESTED, changeCells, formatInterval, pct, type Change, type Summary } from './stats.ts';

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

export function htmlReport(s: Summary, meta: ReportMeta, chartJs: string, against?: { summary: Summary; changes: Change[] }): string {
  const name = (id: string) => meta.names[id] ?? id;
  const winRows = Object.entries(s.winRate).map(([f, r]) => [name(f), r.wins, r.games, formatInterval(r.rate)]);
  const leaderRows = Object.entries(s.byLeader).map(([l, r]) => [name(l), r.games, formatInterval(r.rate)]);
  const timelineRows = Object.entries(s.byTimeline).flatMap(([t, x]) => Object.entries(x.wins).map(([f, r]) => [name(t), name(f), x.games, formatInterval(r.rate)]));
  const botRows = Object.entries(s.byBot).map(([b, r]) => [b, r.games, formatInterval(r.rate)]);
  const endRows = Object.entries(s.endReasons).map(([k, n]) => [k, n, pct(n / Math.max(1, s.finished))]);
  const vpRows = Object.entries(s.vp).flatMap(([f, v]) => [
    [name(f), 'all sources', v.mean.toFixed(2)],
    [name(f), 'territories', v.territories.toFixed(2)],
    ...Object.entries(v.cards).map(([c, pts]) => [name(f), name(c), pts.toFixed(2)]),
  ]);
  const cardRows = Object.entries(s.cards).map(([t, c]) => [
    name(t),
    c.drawn,
    c.combat,
    c.influence,
    c.eagles,
    c.discardEffect,
    c.combats,
    c.combats ? formatInterval(c.combatWinRate) : '-',
  ]);
  const eventRows = Object.entries(s.events).map(([e, x]) => [name(e), x.drawn, x.passed, formatInterval(x.passRate)]);
  const errorRows = s.errorList.slice(0, 50).map((e) => [e.message, e.atDecision, e.replay]);
  const hist = Object.entries(s.rounds.histogram)
    .map(([k, n]) => [Number(k), n] as [number, number])
    .sort((a, b) => a[0] - b[0]);

  const data = {
    win: { labels: Object.keys(s.winRate).map(name), p: Object.values(s.winRate).map((r) => r.rate.p), lo: Object.values(s.winRate).map((r) => r.rate.lo), hi: Object.values(s.winRate).map((r) => r.rate.hi) },
    rounds: { labels: hist.map((h) => String(h[0])), n: hist.map((h) => h[1]) },
    cards: {
      labels: Object.keys(s.cards).map(name),
      combat: Object.values(s.cards).map((c) => c.combat),
      influence: Object.values(s.cards).map((c) => c.influence),
      eagles: Object.values(s.cards).map((c) => c.eagles),
      discardEffect: Object.values(s.cards).map((c) => c.discardEffect),
    },
  };

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
<div class="charts"><div><h2>Win rate by faction</h2><canvas id="win"></canvas></div><div><h2>Game length (rounds)</h2><canvas id="rounds"></canvas></div></div>
${table(['faction', 'wins', 'games', 'win rate [95% CI]'], winRows)}
<p>Draws: ${s.draws}. Mean length ${s.rounds.mean.toFixed(2)} rounds (sd ${s.rounds.sd.toFixed(2)}, ${s.rounds.min}-${s.rounds.max}); ${s.decisions.mean.toFixed(0)} decisions per game.</p>
<h2>How games end</h2>${table(['reason', 'games', 'share'], endRows)}
<h2>By leader</h2>${table(['leader', 'games', "leader's faction wins [95% CI]"], leaderRows)}
<h2>By timeline</h2>${table(['timeline', 'faction', 'games', 'win rate [95% CI]'], timelineRows)}
<h2>By bot</h2>${table(['bot', 'seats', "bot's faction wins [95% CI]"], botRows)}
<h2>Victory points by source (mean per game)</h2>${table(['faction', 'source', 'points'], vpRows)}
<h2>Action cards</h2><canvas id="cards"></canvas>
${table(['card', 'drawn', 'combat', 'influence', 'eagles', 'discard effect', 'combats', 'combat win rate [95% CI]'], cardRows)}
<h2>World events</h2>${table(['event', 'drawn', 'passed', 'pass rate [95% CI]'], eventRows)}
${against ? `<h2>What changed</h2><p>Same seeds on ${esc(meta.against ?? '')}. ${against.changes.length} figures compared. ${esc(HOW_CHANGES_ARE_TESTED)}</p>${changes}` : ''}
<h2>Errors</h2>${s.errors ? table(['error', 'at decision', 'replay'], errorRows) : '<p>None.</p>'}
<script>${chartJs.replace(/<\/script/gi, '<\\/script')}</script>
<script>
const D = ${scriptJson(data)};
new Chart(document.getElementById('win'), { type: 'bar', data: { labels: D.win.labels, datasets: [
  { type: 'line', label: 'win rate', data: D.win.p, showLine: false, pointRadius: 7, pointStyle: 'rectRot', backgroundColor: '#1f4e9c', borderColor: '#1f4e9c' },
  { label: '95% interval', data: D.win.lo.map((lo, i) => [lo, D.win.hi[i]]), backgroundColor: '#b8c9ea' } ] },
  options: { scales: { y: { min: 0, max: 1 } } } });
new Chart(document.getElementById('rounds'), { type: 'bar', data: { labels: D.rounds.labels, datasets: [{ label: 'games', data: D.rounds.n, backgroundColor: '#6aa56a' }] } });
new Chart(document.getElementById('cards'), { type: 'bar', data: { labels: D.cards.labels, datasets: [
  { label: 'combat', data: D.cards.combat, backgroundColor: '#c0504d' },
  { label: 'influence', data: D.cards.influence, backgroundColor: '#8064a2' },
  { label: 'eagles', data: D.cards.eagles, backgroundColor: '#9bbb59' },
  { label: 'discard effect', data: D.cards.discardEffect, backgroundColor: '#f79646' } ] },
  options: { scales: { x: { stacked: true }, y: { stacked: true } } } });
</script>
</body></html>
`;
}
