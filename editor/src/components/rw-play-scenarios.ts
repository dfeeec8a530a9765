/**
 * The test-play Scenarios tab: save the game on the table as a scenario
 * file, and the pack's scenarios with Run, Run all (pass, fail with the
 * failing step and expected/actual, pending) and Play (the game starts from
 * the scenario's position and plays its script, through the controller).
 * Scenarios run on the saved rules and on the scenario's own text as it
 * stands in the editor. Fires `rw-open` `{ file, line, col }`.
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';
import type { PlayController } from '../play/play-controller.ts';
import { packPath } from '../play/rules.ts';
import { PlaySession } from '../play/session.ts';
import { scenarioPath, scenarioText } from '../play/scenario-file.ts';
import { compileForPlay, playScript, runScenarioText, scenarioPaths, scenarioSource, scenarioTitle, type ScenarioResult } from '../play/scenarios.ts';

export class RwPlayScenarios extends LightElement {
  static override properties = {
    play: { attribute: false },
    /** The workspace's file list and the pack, joined: the list is drawn again when files come or go. */
    filesKey: { attribute: false },
    version: { attribute: false },
    scenarioName: { state: true },
    results: { state: true },
    running: { state: true },
    onlyFailed: { state: true },
  };

  declare play: PlayController | undefined;
  declare filesKey: string;
  declare version: number;
  declare scenarioName: string;
  declare results: Map<string, ScenarioResult>;
  declare running: boolean;
  declare onlyFailed: boolean;

  constructor() {
    super();
    this.play = undefined;
    this.filesKey = '';
    this.version = 0;
    this.scenarioName = '';
    this.results = new Map();
    this.running = false;
    this.onlyFailed = false;
  }

  private ws() {
    return this.play?.workspace;
  }

  private scenarioFiles(): string[] {
    const ws = this.ws();
    const pack = this.play?.pack ?? '';
    return ws && pack ? scenarioPaths(ws.paths(), pack) : [];
  }

  /** The scenario's text in the editor (unsaved edits included: run what you are writing). */
  private scenarioText(path: string): string {
    return this.ws()?.get(path)?.model.getValue() ?? '';
  }

  /** Forgets the results (another pack is played). */
  clear(): void {
    this.results = new Map();
  }

  async saveScenario(): Promise<void> {
    const play = this.play;
    const s = play?.session;
    const game = play?.playable;
    const ws = this.ws();
    if (!play || !s || !game || !ws) return;
    const name = this.scenarioName.trim();
    const path = scenarioPath(play.pack, name);
    if (!path) {
      play.say('Give the scenario a name (letters or digits) first.', 'warning');
      return;
    }
    if (ws.get(path)) {
      play.say(`${path} already exists: choose another name.`, 'warning');
      return;
    }
    const text = scenarioText(s, game, { name });
    const outcome = await ws.create(path, text);
    if (outcome.kind !== 'saved') {
      play.say(`Could not save the scenario: ${outcome.kind === 'failed' ? outcome.message : outcome.kind}`, 'error');
      return;
    }
    play.say(`Saved ${path}: add expectations in the editor, then run it here.`);
    if (this.scenarioName.trim() === name) this.scenarioName = '';
    this.dispatchEvent(new CustomEvent('rw-play-saved-scenario', { detail: { path }, bubbles: true }));
    const expectLine = text.split('\n').findIndex((l) => l === 'expect:') + 1;
    this.open(path, expectLine);
  }

  async runScenarios(paths: string[]): Promise<void> {
    const play = this.play;
    const game = play?.ensureGame();
    if (!play || !game) {
      play?.say('The saved content has errors: scenarios cannot run.', 'error');
      return;
    }
    this.running = true;
    const results = new Map(this.results);
    for (const path of paths) {
      results.set(path, runScenarioText(path, this.scenarioText(path), game));
      this.results = new Map(results);
      // Let the list repaint between scenarios: "run all" shows progress.
      await new Promise((r) => setTimeout(r, 0));
    }
    this.running = false;
    const failed = paths.filter((p) => results.get(p)?.status === 'failed').length;
    play.say(paths.length === 1 ? `${paths[0]}: ${results.get(paths[0]!)?.status}` : `${paths.length - failed} of ${paths.length} scenarios passed or pending; ${failed} failed.`, failed ? 'warning' : 'info');
  }

  playScenario(path: string): void {
    const play = this.play;
    const game = play?.ensureGame();
    if (!play || !game) return;
    const text = this.scenarioText(path);
    const c = compileForPlay(path, text, game.pack);
    if (!c.ok) {
      play.say(`${path} cannot be played: ${c.reason}`, 'error');
      return;
    }
    let session: PlaySession;
    try {
      session = PlaySession.begin(scenarioSource(path, text, c.scenario), game);
    } catch (error) {
      play.say(`${path} cannot be played: ${error instanceof Error ? error.message : String(error)}`, 'error');
      return;
    }
    const r = playScript(session, c.scenario, game.pack);
    play.begin(session, {
      text: r.stopped ? `Playing ${path}: its script stopped after ${r.played} answers (${r.stopped}).` : `Playing ${path}: its ${r.played} scripted answers are played; go on from here.`,
      level: r.stopped ? 'warning' : 'info',
    });
    this.dispatchEvent(new CustomEvent('rw-play-scenario-started', { bubbles: true }));
  }

  private open(file: string, line: number): void {
    this.dispatchEvent(new CustomEvent('rw-open', { detail: { file, line, col: 1 }, bubbles: true }));
  }

  protected override render() {
    const play = this.play;
    const game = play?.playable;
    const pack = play?.pack ?? '';
    const files = this.scenarioFiles();
    const counts = { passed: 0, failed: 0, pending: 0, notRun: 0 };
    for (const p of files) {
      const st = this.results.get(p)?.status;
      if (st === 'passed') counts.passed++;
      else if (st === 'failed') counts.failed++;
      else if (st === 'pending') counts.pending++;
      else counts.notRun++;
    }
    const shown = this.onlyFailed ? files.filter((p) => this.results.get(p)?.status === 'failed') : files;
    return html`<div class="rw-scenarios">
      <section class="rw-scenario-save" aria-label="Save as scenario">
        <h4>Save this game as a scenario</h4>
        <p class="rw-small rw-muted">The start position and the choices so far go to <code>${packPath(pack, 'scenarios/')}&lt;name&gt;.yaml</code>; add expectations in the editor.</p>
        <div class="rw-row">
          <input class="rw-scenario-name" placeholder="Scenario name" aria-label="Scenario name" .value=${this.scenarioName} @input=${(e: Event) => (this.scenarioName = (e.target as HTMLInputElement).value)} @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && void this.saveScenario()} />
          <button class="rw-button rw-save-scenario" ?disabled=${!play?.session || !game} @click=${() => void this.saveScenario()}>Save as scenario</button>
        </div>
      </section>
      <section aria-label="Scenarios">
        <div class="rw-row rw-scenario-bar">
          <h4>Scenarios <span class="rw-muted rw-small">${files.length}</span></h4>
          <span class="rw-scenario-counts rw-small" role="status">
            ${counts.passed ? html`<span class="rw-count-pass">${counts.passed} passed</span>` : nothing}
            ${counts.failed ? html`<span class="rw-count-fail">${counts.failed} failed</span>` : nothing}
            ${counts.pending ? html`<span class="rw-count-pending">${counts.pending} pending</span>` : nothing}
            ${counts.notRun && counts.notRun < files.length ? html`<span class="rw-muted">${counts.notRun} not run</span>` : nothing}
          </span>
          <span class="rw-spacer"></span>
          <label class="rw-small rw-only-failed"><input type="checkbox" .checked=${this.onlyFailed} @change=${(e: Event) => (this.onlyFailed = (e.target as HTMLInputElement).checked)} /> only failed</label>
          <button class="rw-button rw-run-all" ?disabled=${files.length === 0 || this.running || !game} @click=${() => void this.runScenarios(files)}>${this.running ? 'Running…' : 'Run all'}</button>
        </div>
        <p class="rw-small rw-muted">Scenarios run on the saved content; a scenario's own text is taken as it stands in the editor.</p>
        ${files.length === 0 ? html`<p class="rw-muted rw-small">No scenario files yet.</p>` : nothing}
        <ul class="rw-scenario-list">
          ${shown.map((path) => {
            const r = this.results.get(path);
            const status = r ? r.status : 'not run';
            // The folder it is filed in under scenarios/ (`combat/`), so two scenarios of one name in two folders tell apart.
            const folder = path.split('/').slice(2, -1).join('/');
            return html`<li class="rw-scenario rw-scenario-${status.replace(' ', '-')}" data-path=${path}>
              <div class="rw-row rw-scenario-row">
                <span class="rw-scenario-status" data-status=${status}>${status === 'passed' ? '✓ pass' : status === 'failed' ? '✗ fail' : status === 'pending' ? '… pending' : '·'}</span>
                ${folder ? html`<span class="rw-scenario-folder rw-small rw-muted">${folder}/</span>` : nothing}
                <button class="rw-link rw-scenario-title" title=${`Open ${path}${r ? ` (${r.decisions} decisions answered)` : ''}`} @click=${() => this.open(path, 1)}>${scenarioTitle(path, this.scenarioText(path))}</button>
                <span class="rw-spacer"></span>
                <button class="rw-button rw-small rw-run-scenario" ?disabled=${this.running || !game} @click=${() => void this.runScenarios([path])}>Run</button>
                <button class="rw-button rw-small rw-play-scenario" ?disabled=${!game} @click=${() => this.playScenario(path)}>Play</button>
              </div>
              ${r?.failure
                ? html`<div class="rw-scenario-failure">
                    <button class="rw-link rw-failure-line" @click=${() => this.open(path, r.failure!.line)}>${path.split('/').slice(2).join('/')}:${r.failure.line}</button>
                    ${r.failure.step ? html`<code>${r.failure.step}</code>` : nothing}
                    <pre class="rw-failure-message">${r.failure.message}</pre>
                    ${r.failure.expected !== undefined ? html`<p class="rw-small rw-expected"><strong>expected</strong> ${r.failure.expected}<br /><strong>actual</strong> ${r.failure.actual}</p>` : nothing}
                    ${r.diagnostics.slice(0, 4).map((d) => html`<p class="rw-small rw-error"><button class="rw-link" @click=${() => this.open(path, d.line)}>${d.line}:${d.col}</button> ${d.message}${d.hint ? html` <span class="rw-muted">(${d.hint})</span>` : nothing}</p>`)}
                  </div>`
                : nothing}
              ${r?.status === 'pending' ? html`<p class="rw-small rw-muted rw-scenario-note">Pending: ${r.pending}${r.passesAnyway ? ' — it passes now: remove `pending:`' : ''}</p>` : nothing}
            </li>`;
          })}
        </ul>
      </section>
    </div>`;
  }
}

customElements.define('rw-play-scenarios', RwPlayScenarios);

declare global {
  interface HTMLElementTagNameMap {
    'rw-play-scenarios': RwPlayScenarios;
  }
}
