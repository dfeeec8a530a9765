/**
 * The game's log as sentences, as the selected viewer may read it, grouped
 * by decision: each group starts with who answered (and, to that player
 * only, what he picked) and a button that goes back to just before that
 * decision. Fires `rw-play-jump` with `{ n }` (choices to keep).
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';
import type { LogLine } from '../play/session.ts';

export interface LogStepHeader {
  step: number;
  player: string | null;
  prompt: string | null;
  picked: string[];
}

export class RwPlayLog extends LightElement {
  static override properties = {
    lines: { attribute: false },
    headers: { attribute: false },
    viewer: { attribute: false },
    playerName: { attribute: false },
  };

  declare lines: LogLine[];
  declare headers: LogStepHeader[];
  /** Who reads the log (null: a spectator). */
  declare viewer: string | null;
  declare playerName: (id: string) => string;

  private lastCount = 0;

  constructor() {
    super();
    this.lines = [];
    this.headers = [];
    this.viewer = null;
    this.playerName = (id) => id;
  }

  protected override updated(): void {
    // Follow the game as it grows; leave the scroll alone when it shrinks (a jump back).
    const list = this.querySelector('.rw-log');
    if (list && this.lines.length > this.lastCount) list.scrollTop = list.scrollHeight;
    this.lastCount = this.lines.length;
  }

  private jump(n: number): void {
    this.dispatchEvent(new CustomEvent('rw-play-jump', { detail: { n }, bubbles: true, composed: true }));
  }

  protected override render() {
    const byStep = new Map<number, LogLine[]>();
    for (const l of this.lines) {
      const list = byStep.get(l.step) ?? [];
      list.push(l);
      byStep.set(l.step, list);
    }
    return html`<ol class="rw-log" aria-label="Game log">
      ${this.headers.map((h) => {
        const lines = byStep.get(h.step) ?? [];
        const mine = h.player !== null && h.player === this.viewer;
        return html`<li class="rw-log-step" data-step=${h.step}>
          <div class="rw-log-head">
            ${h.step === 0
              ? html`<span class="rw-log-title">Setup</span>`
              : html`<button class="rw-button rw-quiet rw-small rw-jump" data-jump=${h.step - 1} title=${`Go back to decision ${h.step}: undo it and everything after`} @click=${() => this.jump(h.step - 1)}>
                    ↶ ${h.step}
                  </button>
                  <span class="rw-log-title">${this.playerName(h.player!)}${mine ? html`: <span class="rw-log-picked">${h.picked.length ? h.picked.join(', ') : 'nothing'}</span>` : html` <span class="rw-muted">answered “${h.prompt}”</span>`}</span>`}
          </div>
          ${lines.length
            ? html`<ul class="rw-log-lines">
                ${lines.map((l) => html`<li class=${l.to ? 'rw-log-private' : ''}>${l.to ? html`<span class="rw-log-to">${l.to.map(this.playerName).join(', ')} only</span> ` : nothing}${l.text}</li>`)}
              </ul>`
            : nothing}
        </li>`;
      })}
    </ol>`;
  }
}

customElements.define('rw-play-log', RwPlayLog);

declare global {
  interface HTMLElementTagNameMap {
    'rw-play-log': RwPlayLog;
  }
}
