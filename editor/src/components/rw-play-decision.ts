/**
 * The pending decision as controls: one button per option for a plain pick;
 * a checkbox list with a Confirm button for a pick of several (or none),
 * checked against the engine's own validator before it is sent.
 *
 * Keyboard: every control is focusable; arrow keys (and Home/End) move
 * between options; Enter or Space picks a button or toggles a checkbox;
 * Ctrl+Enter confirms a multi-pick. Fires `rw-play-answer` `{ ids }`, and
 * `rw-play-hover` `{ id }` (null when none) as options gain focus or the
 * pointer, so the board can show where an option is about.
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';
import type { Decision, Validation } from '../../../interpreter/core/index.ts';
import type { DecisionWords } from '../play/wording.ts';

export function isMultiPick(d: Decision): boolean {
  return d.max > 1 || d.min === 0;
}

export class RwPlayDecision extends LightElement {
  static override properties = {
    decision: { attribute: false },
    decisionKey: { attribute: false },
    words: { attribute: false },
    playerName: { attribute: false },
    validate: { attribute: false },
    /** Only options about this location (from the board), or null. */
    filterLocation: { attribute: false },
    filterLabel: { attribute: false },
    optionLocations: { attribute: false },
    /** Only these options (a move made on the board that has several ways), or null. */
    onlyOptions: { attribute: false },
    picked: { state: true },
    text: { state: true },
  };

  declare decision: Decision | null;
  declare decisionKey: number;
  /** The decision as a person reads it (play/wording.ts); null: the engine's labels. */
  declare words: DecisionWords | null;
  declare playerName: (id: string) => string;
  declare validate: (ids: string[]) => Validation;
  declare filterLocation: string | null;
  declare filterLabel: string;
  declare optionLocations: ReadonlyMap<string, readonly string[]>;
  declare onlyOptions: readonly string[] | null;
  declare picked: string[];
  declare text: string;

  private focusAfterUpdate = false;

  constructor() {
    super();
    this.decision = null;
    this.decisionKey = -1;
    this.words = null;
    this.playerName = (id) => id;
    this.validate = () => ({ ok: true });
    this.filterLocation = null;
    this.filterLabel = '';
    this.optionLocations = new Map();
    this.onlyOptions = null;
    this.picked = [];
    this.text = '';
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('decisionKey') || changed.has('decision')) {
      this.picked = [];
      this.text = '';
    }
  }

  protected override updated(changed: Map<string, unknown>): void {
    if (this.focusAfterUpdate && (changed.has('decisionKey') || changed.has('filterLocation') || changed.has('onlyOptions'))) {
      this.focusAfterUpdate = false;
      this.focusFirst();
    }
  }

  /** Puts the keyboard on the first option (after the board narrowed the list, or a new decision came). */
  focusFirst(): void {
    const first = this.querySelector<HTMLElement>('.rw-option-control');
    if (first) first.focus();
    else this.querySelector<HTMLElement>('.rw-confirm')?.focus();
  }

  /** Focus the first option once the next render is done. */
  focusSoon(): void {
    this.focusAfterUpdate = true;
    this.requestUpdate();
  }

  private visibleOptions() {
    const d = this.decision!;
    const words = this.text.toLowerCase().split(/\s+/).filter(Boolean);
    return d.options.filter((o) => {
      if (this.onlyOptions && !this.onlyOptions.includes(o.id)) return false;
      if (this.filterLocation && !(this.optionLocations.get(o.id) ?? []).includes(this.filterLocation)) return false;
      const label = this.labelOf(o).toLowerCase();
      return words.every((w) => label.includes(w));
    });
  }

  private labelOf(o: { id: string; label: string }): string {
    return this.words?.options.get(o.id) ?? o.label;
  }

  private answer(ids: string[]): void {
    this.focusAfterUpdate = this.contains(document.activeElement);
    this.dispatchEvent(new CustomEvent('rw-play-answer', { detail: { ids }, bubbles: true, composed: true }));
  }

  private hover(id: string | null): void {
    this.dispatchEvent(new CustomEvent('rw-play-hover', { detail: { id }, bubbles: true, composed: true }));
  }

  private toggle(id: string): void {
    this.picked = this.picked.includes(id) ? this.picked.filter((x) => x !== id) : [...this.picked, id];
  }

  private onListKey(e: KeyboardEvent): void {
    const controls = [...this.querySelectorAll<HTMLElement>('.rw-option-control')];
    const i = controls.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && isMultiPick(this.decision!)) {
      e.preventDefault();
      this.confirm();
      return;
    }
    if (i < 0) return;
    let next = -1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') next = Math.min(i + 1, controls.length - 1);
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') next = Math.max(i - 1, 0);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = controls.length - 1;
    else if (e.key === 'Enter' && controls[i] instanceof HTMLInputElement) {
      // Enter toggles a checkbox like Space does (a form would submit; here nothing else should happen).
      e.preventDefault();
      controls[i].click();
      return;
    }
    if (next < 0) return;
    e.preventDefault();
    controls[next]!.focus();
  }

  private confirm(): void {
    const d = this.decision!;
    // Options keep the decision's order, whatever order they were ticked in.
    const ids = d.options.map((o) => o.id).filter((id) => this.picked.includes(id));
    if (!this.check(ids).ok) return;
    this.answer(ids);
  }

  private check(ids: string[]): Validation {
    const d = this.decision!;
    if (ids.length < d.min) return { ok: false, reason: `pick at least ${d.min}` };
    if (ids.length > d.max) return { ok: false, reason: `pick at most ${d.max}` };
    return this.validate(ids);
  }

  protected override render() {
    const d = this.decision;
    if (!d) return nothing;
    const options = this.visibleOptions();
    const multi = isMultiPick(d);
    const range = d.min === d.max ? `pick ${d.min}` : `pick ${d.min} to ${d.max}`;
    const ids = d.options.map((o) => o.id).filter((id) => this.picked.includes(id));
    const verdict = multi ? this.check(ids) : { ok: true as const };
    return html`<section class="rw-decision" aria-label="Decision" data-kind=${d.kind}>
      <header class="rw-decision-head">
        <span class="rw-player-chip" data-player=${d.player}>${this.playerName(d.player)}</span>
        <span class="rw-decision-range">${range}</span>
      </header>
      <p class="rw-decision-prompt">${this.words?.prompt ?? d.prompt}</p>
      ${this.onlyOptions
        ? html`<p class="rw-decision-filter">
            <span>The ways to make the move picked on the board (${options.length} of ${d.options.length})</span>
            <button class="rw-button rw-quiet rw-small rw-clear-filter" @click=${() => this.dispatchEvent(new CustomEvent('rw-play-clear-filter', { bubbles: true }))}>Show all</button>
          </p>`
        : nothing}
      ${this.filterLocation
        ? html`<p class="rw-decision-filter">
            <span>Options at <strong>${this.filterLabel}</strong> (${options.length} of ${d.options.length})</span>
            <button class="rw-button rw-quiet rw-small rw-clear-filter" @click=${() => this.dispatchEvent(new CustomEvent('rw-play-clear-filter', { bubbles: true }))}>Show all</button>
          </p>`
        : nothing}
      ${d.options.length > 10
        ? html`<input class="rw-option-search" type="search" placeholder="Filter options…" aria-label="Filter options" .value=${this.text} @input=${(e: Event) => (this.text = (e.target as HTMLInputElement).value)} />`
        : nothing}
      <div class="rw-options ${multi ? 'rw-options-multi' : ''}" role="group" aria-label=${this.words?.prompt ?? d.prompt} @keydown=${(e: KeyboardEvent) => this.onListKey(e)} @mouseleave=${() => this.hover(null)}>
        ${options.length === 0 ? html`<p class="rw-muted rw-small">No option here.</p>` : nothing}
        ${options.map((o) =>
          multi
            ? html`<label class="rw-option rw-option-check" @mouseenter=${() => this.hover(o.id)}>
                <input
                  class="rw-option-control"
                  type="checkbox"
                  data-option=${o.id}
                  .checked=${this.picked.includes(o.id)}
                  @change=${() => this.toggle(o.id)}
                  @focus=${() => this.hover(o.id)}
                />
                <span>${this.labelOf(o)}</span>
              </label>`
            : html`<button
                class="rw-option rw-option-control rw-option-button"
                data-option=${o.id}
                @click=${() => this.answer([o.id])}
                @mouseenter=${() => this.hover(o.id)}
                @focus=${() => this.hover(o.id)}
              >
                ${this.labelOf(o)}
              </button>`,
        )}
      </div>
      ${multi
        ? html`<div class="rw-decision-confirm">
            <button class="rw-button rw-primary rw-confirm" ?disabled=${!verdict.ok} @click=${() => this.confirm()}>
              ${ids.length === 0 ? 'Confirm: nothing' : `Confirm ${ids.length}`}
            </button>
            <span class="rw-small ${verdict.ok ? 'rw-muted' : 'rw-error'}" role="status">${verdict.ok ? `${ids.length} picked` : verdict.reason}</span>
          </div>`
        : nothing}
    </section>`;
  }
}

customElements.define('rw-play-decision', RwPlayDecision);

declare global {
  interface HTMLElementTagNameMap {
    'rw-play-decision': RwPlayDecision;
  }
}
