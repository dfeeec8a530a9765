/**
 * Balance: many seeded bot games of the pack as it is being edited (unsaved
 * edits included), played in web workers, with the charts and tables of
 * `rulewright simulate --report`: win rate by faction with its 95% interval,
 * game length, card use, how games end, world events' pass rates.
 * Optionally the same seeds on the saved files, side by side with the
 * tests `simulate --against` uses.
 *
 * The pack is loaded with the pure loader inside each worker; a pack with
 * errors is refused and its errors listed. The main thread only hands out
 * batches, files records and draws, so typing never waits on a run.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { LightElement } from './light-element.ts';
import '../balance/balance.css';
import type { OpenRequest } from './rw-content-tree.ts';
import type { Workspace } from '../workspace/workspace.ts';
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import { formatDiagnostic } from '../../../interpreter/diagnostics/index.ts';
import { HOW_CHANGES_ARE_TESTED, type GameRecord, type Summary } from '../../../interpreter/sim/index.ts';
import { fingerprint, loadGame, packFiles, packLabel, packOfPath, packsIn } from '../play/rules.ts';
import { gameModule, type AnyGameModule } from '../../../interpreter/games/index.ts';
import {
  chartData,
  comparison,
  DEFAULT_GAMES,
  defaultWorkers,
  MAX_WORKERS,
  outcomeTotal,
  workerCount,
  packInputs,
  seatableBots,
  tables,
  type BalanceSettings,
  type Row,
} from '../balance/balance-model.ts';
import { BalanceRun, workerLoad, type RunOutcome } from '../balance/balance-runner.ts';
import { BalanceWorkers } from '../balance/balance-workers.ts';
import { destroyChart, drawChart, drawComparisonChart, drawVaryChart, type ChartName } from '../balance/balance-charts.ts';
import { withValue, type NumberAt } from '../balance/try-values.ts';

const CHANGE_HEAD = ['', 'saved', 'edited', 'change', 'p', 'q', 'significant'];

interface RunView {
  /** The pack's game (its module). */
  module: AnyGameModule | null;
  summary: Summary;
  /** In game order: the comparison pairs the two runs' games seed for seed. */
  records: GameRecord[];
  names: Record<string, string>;
  settings: BalanceSettings;
  stopped: boolean;
  wallMs: number;
  workers: number;
  botProblems: Diagnostic[];
}

interface VaryView {
  file: string;
  path: string;
  current: number;
  /** One run per value tried so far, in the order asked. */
  rows: { value: number; view: RunView }[];
}

interface Refusal {
  which: 'edited' | 'saved';
  reason: string;
  errors: Diagnostic[];
}

export class RwBalancePanel extends LightElement {
  static override properties = {
    workspace: { attribute: false },
    active: { type: Boolean },
    activeFile: { attribute: false },
    pack: { state: true },
    games: { state: true },
    players: { state: true },
    bots: { state: true },
    seed: { state: true },
    workers: { state: true },
    compare: { state: true },
    running: { state: true },
    phase: { state: true },
    done: { state: true },
    total: { state: true },
    result: { state: true },
    saved: { state: true },
    refusal: { state: true },
    failure: { state: true },
    vary: { state: true },
  };

  declare workspace: Workspace | undefined;
  declare active: boolean;
  /** The file open in the editor: its pack is the one simulated until another is picked. */
  declare activeFile: string | undefined;
  /** The pack simulated (a top folder with a pack.yaml); '' until first shown. */
  declare pack: string;
  declare games: number;
  /** Players a game; 0: the game's default (2 when offered, else its smallest). */
  declare players: number;
  /** Bot per seat; the first `players` are used. */
  declare bots: string[];
  declare seed: string;
  declare workers: number;
  declare compare: boolean;
  declare running: boolean;
  declare phase: string;
  declare done: number;
  declare total: number;
  declare result: RunView | undefined;
  declare saved: RunView | undefined;
  declare refusal: Refusal | undefined;
  declare failure: string | undefined;
  /** A "try values" run: the same seeds once per value of one number. */
  declare vary: VaryView | undefined;

  private current: BalanceRun | undefined;
  /** The saved pack's game (for its player counts and bots), by the saved files' fingerprint. */
  private known: { pack: string; print: string; module: AnyGameModule | null; counts: number[] } | undefined;
  private stopAsked = false;
  private started = 0;
  /** The simulation workers, kept between runs (warm, the pack loaded). */
  private readonly pool = new BalanceWorkers();

  constructor() {
    super();
    this.workspace = undefined;
    this.active = false;
    this.activeFile = undefined;
    this.pack = '';
    this.games = DEFAULT_GAMES;
    this.players = 0;
    this.bots = ['heuristic', 'heuristic', 'heuristic', 'heuristic'];
    this.seed = 'sim';
    this.workers = defaultWorkers(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency);
    this.compare = false;
    this.running = false;
    this.phase = '';
    this.done = 0;
    this.total = 0;
    this.result = undefined;
    this.saved = undefined;
    this.refusal = undefined;
    this.failure = undefined;
    this.vary = undefined;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
    this.pool.end();
  }

  /**
   * The workers of a run with the current settings, loading the pack as it
   * is now while the designer looks at the form: Run then finds them ready
   * (a later edit only means they load again).
   */
  private prepareWorkers(): void {
    if (this.running || !this.workspace || !this.pack) return;
    const settings = this.settings();
    try {
      this.pool.prepare(workerLoad({ pack: this.pack, ...packInputs(this.workspace.texts(), this.pack) }, settings), workerCount(settings.workers, settings.games));
    } catch {
      // No worker can be made here: Run will say so.
    }
  }

  // ------------------------------------------------------------------ run

  /** The packs the workspace holds; the one played picked from the open file when none is yet. */
  private packs(): string[] {
    const packs = this.workspace ? packsIn(this.workspace.paths()) : [];
    if (!packs.includes(this.pack)) this.pack = packOfPath(this.activeFile, packs) ?? packs[0] ?? '';
    return packs;
  }

  /** The pack's game as saved: its module and player counts (loaded again only when a saved file changed). */
  private game(): { module: AnyGameModule | null; counts: number[] } {
    const texts = this.savedTexts();
    const print = fingerprint(packFiles(texts, this.pack));
    if (this.known?.pack !== this.pack || this.known.print !== print) {
      const g = this.pack ? loadGame(texts, this.pack) : null;
      let counts: number[] = [];
      try {
        counts = g?.ok ? g.module.seats.counts(g.rules).slice() : [];
      } catch {
        counts = [];
      }
      this.known = { pack: this.pack, print, module: g?.ok ? g.module : null, counts };
    }
    return this.known;
  }

  /** Players a game: the count picked when the game offers it, else 2 when offered, else its smallest. */
  private playerCount(): number {
    const { counts } = this.game();
    if (counts.length === 0) return this.players || 2;
    if (counts.includes(this.players)) return this.players;
    return counts.includes(2) ? 2 : counts[0]!;
  }

  private botNames(): string[] {
    return this.workspace ? seatableBots(this.workspace.paths(), this.pack, this.result?.module ?? this.game().module) : ['random'];
  }

  /** The bot a seat plays: the one picked when this pack has it, else the game's heuristic, else random play. */
  private seatBot(seat: number, names: readonly string[]): string {
    const picked = this.bots[seat];
    if (picked !== undefined && names.includes(picked)) return picked;
    return names.includes('heuristic') ? 'heuristic' : 'random';
  }

  private settings(): BalanceSettings {
    const players = this.playerCount();
    const names = this.botNames();
    const seats = Array.from({ length: players }, (_, i) => this.seatBot(i, names));
    // One bot for every seat is `--bots heuristic`; different bots rotate seats between games, as in the CLI.
    const bots = new Set(seats).size === 1 ? [seats[0]!] : seats;
    return { games: this.games, players, bots, seed: this.seed.trim() || 'sim', workers: this.workers };
  }

  /** The saved text of every file that exists on disk. */
  private savedTexts(): Map<string, string> {
    const out = new Map<string, string>();
    const ws = this.workspace;
    if (!ws) return out;
    for (const path of ws.paths()) {
      const e = ws.get(path);
      if (e && e.baseVersion !== null) out.set(path, e.savedText);
    }
    return out;
  }

  async run(): Promise<void> {
    if (this.running || !this.workspace) return;
    const settings = this.settings();
    const texts = this.workspace.texts();
    await this.runAlone(async () => {
      const edited = await this.runOn('edited', texts, settings);
      if (!edited) return;
      this.result = edited;
      if (this.compare && !this.stopAsked && !edited.stopped) {
        const saved = await this.runOn('saved', this.savedTexts(), settings);
        if (saved) this.saved = saved;
      }
    });
  }

  /** One run of the panel (a run, a comparison, a try-values series): what the last one showed goes, and it ends idle whatever happens. */
  private async runAlone(work: () => Promise<void>): Promise<void> {
    this.running = true;
    this.stopAsked = false;
    this.refusal = undefined;
    this.failure = undefined;
    this.result = undefined;
    this.saved = undefined;
    this.vary = undefined;
    try {
      await work();
    } finally {
      this.running = false;
      this.current = undefined;
      this.phase = '';
    }
  }

  /**
   * Try values (issue 28): the same seeds and bots once per value of the
   * number at `at` in `file` (its text as in the editor, unsaved edits
   * included), each value written in its place in memory, then the win
   * rates per value with their intervals, as `simulate --vary` prints them.
   */
  async tryValues(file: string, at: NumberAt, values: readonly number[]): Promise<void> {
    if (this.running || !this.workspace) return;
    const texts = this.workspace.texts();
    const text = texts.get(file);
    if (text === undefined) return;
    this.pack = packOfPath(file, this.packs()) ?? this.pack;
    const settings = this.settings();
    await this.runAlone(async () => {
      let vary: VaryView = { file, path: at.path, current: at.value, rows: [] };
      this.vary = vary;
      for (const value of values) {
        if (this.stopAsked) break;
        const variant = new Map(texts);
        variant.set(file, withValue(text, at, value));
        const view = await this.runOn('edited', variant, settings);
        if (!view) break;
        vary = { ...vary, rows: [...vary.rows, { value, view }] };
        this.vary = vary;
      }
    });
  }

  private async runOn(which: 'edited' | 'saved', texts: ReadonlyMap<string, string>, settings: BalanceSettings): Promise<RunView | undefined> {
    this.phase = which === 'edited' ? 'Loading the edited pack…' : 'Loading the saved pack…';
    this.done = 0;
    this.total = settings.games;
    this.started = performance.now();
    const run = new BalanceRun(
      { pack: this.pack, ...packInputs(texts, this.pack) },
      settings,
      (done, total) => {
        this.phase = which === 'edited' ? 'Playing the edited pack' : 'Playing the saved files';
        this.done = done;
        this.total = total;
      },
      this.pool,
    );
    this.current = run;
    const outcome: RunOutcome = await run.start();
    if (outcome.kind === 'refused') {
      this.refusal = { which, reason: outcome.reason, errors: outcome.errors };
      return undefined;
    }
    if (outcome.kind === 'failed') {
      if (!this.stopAsked) this.failure = outcome.message;
      return undefined;
    }
    // Statistics over the games played, in game order (the same whatever the number of workers), with the game's own.
    const module = gameModule(outcome.game) ?? null;
    const summary = outcome.book.summary(module);
    return { module, summary, records: outcome.book.records(), names: outcome.names, settings, stopped: outcome.kind === 'stopped', wallMs: outcome.wallMs, workers: outcome.workers, botProblems: outcome.botProblems };
  }

  stop(): void {
    this.stopAsked = true;
    this.current?.stop();
  }

  // ------------------------------------------------------------------ charts

  protected override updated(changed: Map<string, unknown>): void {
    if (changed.has('active') && this.active) this.prepareWorkers();
    if (changed.has('vary')) {
      const canvas = this.querySelector<HTMLCanvasElement>('canvas[data-chart="vary"]');
      const rows = this.vary?.rows ?? [];
      if (canvas && rows.length > 0) drawVaryChart(canvas, rows.map((r) => ({ value: r.value, chart: chartData(r.view.summary, r.view.names) })));
    }
    if (!changed.has('result') && !changed.has('saved')) return;
    for (const canvas of this.querySelectorAll<HTMLCanvasElement>('canvas[data-chart]')) {
      const view = canvas.dataset['run'] === 'saved' ? this.saved : this.result;
      if (canvas.dataset['chart'] === 'compare') {
        if (this.result && this.saved) drawComparisonChart(canvas, chartData(this.saved.summary, this.saved.names), chartData(this.result.summary, this.result.names));
        else destroyChart(canvas);
      } else if (!view) destroyChart(canvas);
      else drawChart(canvas, canvas.dataset['chart'] as ChartName, chartData(view.summary, view.names));
    }
  }

  // ------------------------------------------------------------------ view

  private openDiagnostic(d: Diagnostic): void {
    this.dispatchEvent(new CustomEvent<OpenRequest>('rw-open', { detail: { file: d.file, line: d.line, col: d.col }, bubbles: true }));
  }

  /** Simulates another pack: the results shown (of the other pack) are cleared. */
  pickPack(pack: string): void {
    if (pack === this.pack) return;
    this.pack = pack;
    this.players = 0;
    this.result = undefined;
    this.saved = undefined;
    this.refusal = undefined;
    this.failure = undefined;
  }

  private setBot(seat: number, name: string): void {
    const bots = this.bots.slice();
    bots[seat] = name;
    this.bots = bots;
  }

  private renderForm(): TemplateResult {
    const packs = this.packs();
    const names = this.botNames();
    const players = this.playerCount();
    const counts = this.game().counts;
    const dirty = this.workspace?.dirtyPaths().length ?? 0;
    return html`<form class="rw-balance-form" @submit=${(e: Event) => (e.preventDefault(), void this.run())}>
      <label class="rw-field">Games <input class="rw-balance-games" type="number" min="1" max="100000" .value=${String(this.games)} ?disabled=${this.running}
        @change=${(e: Event) => (this.games = Math.max(1, Math.floor(Number((e.target as HTMLInputElement).value) || DEFAULT_GAMES)))} /></label>
      <label class="rw-field">Pack <select class="rw-balance-pack" ?disabled=${this.running} @change=${(e: Event) => this.pickPack((e.target as HTMLSelectElement).value)}>
        ${packs.map((p) => html`<option value=${p} ?selected=${p === this.pack}>${packLabel(p, this.workspace?.folderName ?? 'content')}</option>`)}
      </select></label>
      <label class="rw-field">Players <select class="rw-balance-players" ?disabled=${this.running} @change=${(e: Event) => (this.players = Number((e.target as HTMLSelectElement).value))}>
        ${(counts.length ? counts : [players]).map((n) => html`<option value=${n} ?selected=${n === players}>${n}</option>`)}
      </select></label>
      <label class="rw-field">Seed <input class="rw-balance-seed" size="8" .value=${this.seed} ?disabled=${this.running} @change=${(e: Event) => (this.seed = (e.target as HTMLInputElement).value)} /></label>
      <label class="rw-field">Workers <input class="rw-balance-workers" type="number" min="1" max=${MAX_WORKERS} .value=${String(this.workers)} ?disabled=${this.running}
        @change=${(e: Event) => (this.workers = Math.max(1, Math.min(MAX_WORKERS, Math.floor(Number((e.target as HTMLInputElement).value) || 1))))} /></label>
      <span class="rw-balance-seats">
        ${Array.from({ length: players }, (_, seat) => html`<label class="rw-field">Seat ${seat + 1}
          <select class="rw-balance-bot" data-seat=${seat} ?disabled=${this.running} @change=${(e: Event) => this.setBot(seat, (e.target as HTMLSelectElement).value)}>
            ${names.map((n) => html`<option value=${n} ?selected=${n === this.seatBot(seat, names)}>${n}</option>`)}
          </select></label>`)}
      </span>
      <label class="rw-field rw-balance-compare-field" title="Play the same seeds on the files as saved and show what your edits changed">
        <input type="checkbox" class="rw-balance-compare" .checked=${this.compare} ?disabled=${this.running} @change=${(e: Event) => (this.compare = (e.target as HTMLInputElement).checked)} />
        compare with saved version${dirty ? html` <span class="rw-muted">(${dirty} unsaved)</span>` : nothing}
      </label>
      <span class="rw-spacer"></span>
      ${this.running
        ? html`<button type="button" class="rw-button rw-balance-stop" @click=${() => this.stop()}>Stop</button>`
        : html`<button type="submit" class="rw-button rw-primary rw-balance-run">Run</button>`}
    </form>`;
  }

  private renderProgress(): TemplateResult | typeof nothing {
    if (!this.running) return nothing;
    const secs = (performance.now() - this.started) / 1000;
    const rate = this.done / Math.max(secs, 1e-3);
    return html`<div class="rw-balance-progress">
      <progress max=${this.total} .value=${this.done}></progress>
      <span>${this.phase}: ${this.done}/${this.total} games${this.done ? `, ${rate.toFixed(1)} games/s` : ''}</span>
    </div>`;
  }

  private renderRefusal(): TemplateResult | typeof nothing {
    const r = this.refusal;
    if (!r) return nothing;
    const shown = r.errors.slice(0, 30);
    return html`<div class="rw-balance-refusal" role="alert">
      <p><strong>Not run: ${r.which === 'edited' ? 'the edited pack' : 'the saved files'} cannot be simulated — ${r.reason}.</strong>${r.errors.length ? ' Fix these first:' : ''}</p>
      ${shown.length
        ? html`<ul>${shown.map((d) => html`<li><button class="rw-link" @click=${() => this.openDiagnostic(d)}>${formatDiagnostic(d)}</button></li>`)}</ul>`
        : nothing}
      ${r.errors.length > shown.length ? html`<p class="rw-muted">… and ${r.errors.length - shown.length} more (see Problems).</p>` : nothing}
    </div>`;
  }

  private table(head: string[], rows: Row[], cls: string): TemplateResult {
    // A column of numbers is right-aligned, its heading with it.
    const numeric = head.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
    // In a box that scrolls sideways: a narrow side panel never cuts a column off.
    return html`<div class="rw-table-box"><table class="rw-balance-table ${cls}"><thead><tr>${head.map((h, i) => html`<th class=${numeric[i] ? 'rw-num' : ''}>${h}</th>`)}</tr></thead>
      <tbody>${rows.map((r) => html`<tr>${r.map((c) => html`<td class=${typeof c === 'number' ? 'rw-num' : ''}>${c}</td>`)}</tr>`)}</tbody></table></div>`;
  }

  private renderRun(view: RunView, which: 'edited' | 'saved'): TemplateResult {
    const s = view.summary;
    const t = tables(s, view.names, view.module, view.settings.bots);
    const sum = outcomeTotal(s);
    const seconds = view.wallMs / 1000;
    return html`<section class="rw-balance-results" data-run=${which}>
      <p class="rw-balance-meta">
        ${which === 'saved' ? html`<strong>Saved files.</strong> ` : this.saved ? html`<strong>Edited pack.</strong> ` : nothing}
        ${view.stopped ? html`<strong>Stopped</strong> after ${s.games} of ${view.settings.games} games. ` : html`${s.games} games, `}
        ${view.settings.players} players, bots ${view.settings.bots.join(', ')}, seed "${view.settings.seed}";
        ${seconds.toFixed(1)} s on ${view.workers} worker${view.workers === 1 ? '' : 's'} (${(s.games / Math.max(seconds, 1e-3)).toFixed(1)} games/s).
      </p>
      <p class="rw-balance-outcomes ${sum.addsUp ? '' : 'rw-error'}" data-wins=${sum.wins} data-draws=${sum.draws} data-errors=${sum.errors} data-games=${sum.games}>
        Wins ${sum.wins} + ties ${sum.draws} + errors ${sum.errors} = ${sum.wins + sum.draws + sum.errors} of ${sum.games} games.
        Mean length ${s.rounds.mean.toFixed(2)} rounds (sd ${s.rounds.sd.toFixed(2)}, ${s.rounds.min}–${s.rounds.max}); ${s.decisions.mean.toFixed(0)} decisions per game.
      </p>
      ${view.botProblems.length ? html`<p class="rw-balance-warning">Bot files left out: ${view.botProblems.map((d) => formatDiagnostic(d)).join('; ')}</p>` : nothing}
      <div class="rw-balance-charts">
        <figure><figcaption>Win rate by ${t.side} (95% CI)</figcaption><div class="rw-chart-box"><canvas data-chart="win" data-run=${which} aria-label=${`win rate by ${t.side}`}></canvas></div></figure>
        <figure><figcaption>Game length (rounds)</figcaption><div class="rw-chart-box"><canvas data-chart="rounds" data-run=${which} aria-label="game length"></canvas></div></figure>
      </div>
      ${this.table([t.side, 'wins', 'games', 'win rate [95% CI]'], t.win, 'rw-balance-wins')}
      <div class="rw-balance-columns">
        <div><h4>How games end</h4>${this.table(['reason', 'games', 'share'], t.endReasons, 'rw-balance-ends')}</div>
        <div><h4>By seat</h4>${this.table(['seat', 'wins', 'games', `its ${t.side} wins [95% CI]`], t.seats, 'rw-balance-seats-table')}</div>
      </div>
      ${t.bots.length ? html`<h4>By bot</h4>${this.table(['bot', 'wins', 'seats', `its ${t.side} wins [95% CI]`], t.bots, 'rw-balance-bots')}` : nothing}
      ${t.trust.map((line) => html`<p class="rw-muted rw-balance-trust">${line}</p>`)}
      ${t.labels.map(
        (l) => html`<h4>By ${l.label}</h4>${this.table([l.label, 'wins', 'games', `its ${t.side} wins [95% CI]`], l.rows, `rw-balance-by-label rw-balance-by-${l.label.toLowerCase().replace(/[^a-z]+/g, '-')}`)}`,
      )}
      ${t.scores.length || t.figures.length
        ? html`<div class="rw-balance-columns">
            ${t.scores.length ? html`<div><h4>Mean ${t.score} per game</h4>${this.table([t.side, t.score], t.scores, 'rw-balance-scores')}</div>` : nothing}
            ${t.figures.length ? html`<div><h4>Figures (mean per game)</h4>${this.table(['figure', 'mean'], t.figures, 'rw-balance-figures')}</div>` : nothing}
          </div>`
        : nothing}
      ${t.game.map(
        (g) => html`<details class="rw-balance-game-table" open><summary>${g.title}</summary>${g.note ? html`<p class="rw-muted">${g.note}</p>` : nothing}
          ${this.table(g.head.length ? g.head : g.rows[0]?.map(() => '') ?? [], g.rows, `rw-balance-${g.title.toLowerCase().replace(/[^a-z]+/g, '-')}`)}</details>`,
      )}
      ${s.errors
        ? html`<h4 class="rw-error">Errors (${s.errors})</h4>${this.table(['error', 'at decision', 'replay'], s.errorList.slice(0, 20).map((e) => [e.message, e.atDecision, e.replay]), 'rw-balance-errors')}`
        : nothing}
    </section>`;
  }

  private renderComparison(): TemplateResult | typeof nothing {
    if (!this.result || !this.saved) return nothing;
    const c = comparison(this.result, this.saved, this.result.names, this.result.module);
    const top = c.headline[0];
    return html`<section class="rw-balance-compare-result">
      ${top
        ? html`<p class="rw-balance-headline ${top.change.test.significant ? 'rw-significant' : ''}" data-what=${top.change.what}>
            <strong>${top.row[0]}</strong>: ${top.row[1]} saved → <strong>${top.row[2]}</strong> edited (${top.row[3]}${top.change.test.significant ? ', significant' : ', within chance'})
          </p>`
        : nothing}
      <div class="rw-balance-charts rw-balance-chart-and-table">
        <figure><figcaption>Win rate, saved beside edited (95% CI)</figcaption><div class="rw-chart-box"><canvas data-chart="compare" aria-label="win rate saved beside edited"></canvas></div></figure>
        <div>${this.table(CHANGE_HEAD, c.headline.map((h) => h.row), 'rw-balance-changes rw-balance-headlines')}</div>
      </div>
      <h4>Edited vs saved: ${c.significant} significant change${c.significant === 1 ? '' : 's'}</h4>
      <p class="rw-muted">Same seeds and bots on both; ${c.rows.length} figures compared. ${HOW_CHANGES_ARE_TESTED}</p>
      ${c.significant ? this.table(CHANGE_HEAD, c.rows.slice(0, c.significant), 'rw-balance-changes rw-balance-significant') : html`<p>No figure changed significantly.</p>`}
      <details><summary>All ${c.rows.length} compared figures</summary>${this.table(CHANGE_HEAD, c.rows, 'rw-balance-changes rw-balance-all-changes')}</details>
    </section>`;
  }

  private renderVary(): TemplateResult | typeof nothing {
    const v = this.vary;
    if (!v) return nothing;
    const sides = v.rows[0] ? chartData(v.rows[0].view.summary, v.rows[0].view.names).win.labels : [];
    const rows = v.rows.map((r) => {
      const c = chartData(r.view.summary, r.view.names);
      const rates = sides.map((side) => {
        const i = c.win.labels.indexOf(side);
        return i < 0 ? '-' : `${(c.win.p[i]! * 100).toFixed(1)}% [${(c.win.lo[i]! * 100).toFixed(1)}, ${(c.win.hi[i]! * 100).toFixed(1)}]`;
      });
      return [r.value === v.current ? `${r.value} (now)` : String(r.value), r.view.summary.games, ...rates];
    });
    const s = v.rows[0]?.view.settings;
    return html`<section class="rw-balance-vary" data-path=${v.path}>
      <h4>Try values: <code>${v.path}</code> in ${v.file}</h4>
      <p class="rw-muted">${s ? `The same ${s.games} games (seed "${s.seed}", bots ${s.bots.join(', ')}) for each value, written in place in memory; nothing is saved.` : 'Starting…'}</p>
      <div class="rw-chart-box"><canvas data-chart="vary" aria-label="win rate by value"></canvas></div>
      ${this.table(['value', 'games', ...sides.map((x) => `${x} win rate [95% CI]`)], rows, 'rw-balance-vary-table')}
    </section>`;
  }

  /** Whether the panel has been shown: until then it draws nothing (its form loads the pack's game, which the page start cannot wait for). */
  private shown = false;

  protected override render(): TemplateResult {
    this.shown ||= this.active;
    if (!this.shown) return html``;
    return html`<div class="rw-balance">
      ${this.renderForm()}
      ${this.renderProgress()}
      ${this.failure ? html`<p class="rw-balance-refusal" role="alert">The simulation failed: ${this.failure}</p>` : nothing}
      ${this.renderRefusal()}
      ${!this.result && !this.vary && !this.running && !this.refusal && !this.failure
        ? html`<p class="rw-muted rw-balance-intro">Plays seeded bot games of the pack as it is in the editor, unsaved edits included, in ${this.workers} web worker${this.workers === 1 ? '' : 's'}, and shows what <code>rulewright simulate</code> reports.</p>`
        : nothing}
      ${this.renderVary()}
      ${this.renderComparison()}
      ${this.result ? this.renderRun(this.result, 'edited') : nothing}
      ${this.saved ? this.renderRun(this.saved, 'saved') : nothing}
    </div>`;
  }
}

customElements.define('rw-balance-panel', RwBalancePanel);

declare global {
  interface HTMLElementTagNameMap {
    'rw-balance-panel': RwBalancePanel;
  }
}
