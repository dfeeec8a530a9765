/**
 * Every diagnostic of the pack, whatever produced it, sorted by file and
 * place. Clicking one asks the app to open the file there (`rw-open`).
 * Folded, only its header (the counts and the check's status) shows; its
 * fold button asks the app to fold or unfold it (`rw-fold`, detail: folded).
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import { producerLabel, producerOf } from '../pack/producers.ts';
import type { OpenRequest } from './rw-content-tree.ts';

/** "1 error", "2 errors". */
function counted(n: number, one: string): string {
  return `${n} ${one}${n === 1 ? '' : 's'}`;
}

export class RwProblemsPanel extends LightElement {
  static override properties = {
    diagnostics: { attribute: false },
    status: { attribute: false },
    folded: { attribute: false },
    filter: { state: true },
  };

  declare diagnostics: Diagnostic[];
  /** One line about the last check: how long it took, or why it could not run. */
  declare status: string;
  declare filter: 'all' | 'error' | 'warning';
  declare folded: boolean;

  constructor() {
    super();
    this.diagnostics = [];
    this.status = '';
    this.filter = 'all';
    this.folded = false;
  }

  private open(d: Diagnostic): void {
    this.dispatchEvent(new CustomEvent<OpenRequest>('rw-open', { detail: { file: d.file, line: d.line, col: d.col }, bubbles: true }));
  }

  protected override render() {
    const errors = this.diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = this.diagnostics.filter((d) => d.severity === 'warning').length;
    const infos = this.diagnostics.length - errors - warnings;
    const shown = this.diagnostics.filter((d) => this.filter === 'all' || d.severity === this.filter);
    return html`<div class="rw-problems">
      <div class="rw-panel-header">
        <h2>Problems</h2>
        <span class="rw-count rw-count-error" title="errors">${counted(errors, 'error')}</span>
        <span class="rw-count rw-count-warning" title="warnings">${counted(warnings, 'warning')}</span>
        ${infos > 0 ? html`<span class="rw-count">${counted(infos, 'note')}</span>` : nothing}
        <select aria-label="Show" @change=${(e: Event) => (this.filter = (e.target as HTMLSelectElement).value as 'all' | 'error' | 'warning')}>
          <option value="all">all</option>
          <option value="error">errors</option>
          <option value="warning">warnings</option>
        </select>
        <span class="rw-muted rw-check-status" title=${this.status}>${this.status}</span>
        <button
          class="rw-fold rw-fold-problems"
          aria-expanded=${String(!this.folded)}
          title=${this.folded ? 'Show the problems' : 'Fold the problems (their counts stay in view)'}
          @click=${() => this.dispatchEvent(new CustomEvent<boolean>('rw-fold', { detail: !this.folded, bubbles: true }))}
        >${this.folded ? '▴' : '▾'}</button>
      </div>
      ${this.folded ? nothing : shown.length === 0
        ? html`<p class="rw-muted rw-empty">${this.diagnostics.length === 0 ? 'No problems in the pack.' : 'None of this kind.'}</p>`
        : html`<ol class="rw-problem-list">
            ${shown.map(
              (d) => html`<li>
                <button class="rw-problem rw-sev-${d.severity}" data-code=${d.code} @click=${() => this.open(d)}>
                  <span class="rw-sev-icon" aria-label=${d.severity}>${d.severity === 'error' ? '✖' : d.severity === 'warning' ? '▲' : 'ℹ'}</span>
                  <span class="rw-problem-message">${d.message}${d.hint ? html` <em class="rw-hint">— ${d.hint}</em>` : nothing}</span>
                  <span class="rw-problem-where">${d.file}:${d.line}:${d.col}</span>
                  <span class="rw-problem-code" title=${producerLabel(producerOf(d.code))}>${d.code}</span>
                </button>
              </li>`,
            )}
          </ol>`}
    </div>`;
  }
}

customElements.define('rw-problems-panel', RwProblemsPanel);

declare global {
  interface HTMLElementTagNameMap {
    'rw-problems-panel': RwProblemsPanel;
  }
}
