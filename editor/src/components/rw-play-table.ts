/**
 * What lies beside the board, for the selected viewer, from the module's
 * table picture (game/hooks.ts `TablePicture`): `section="summary"` shows
 * its blocks (what all players share: an event, a market, the scores)
 * and its shared rows; `section="players"`
 * shows a card per player or side: its rows, its hand card by card (or only
 * how many, when the viewer may not see it), a note and a small grid.
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';
import type { CardPicture, TablePicture, TableSide } from '../../../interpreter/game/index.ts';
import type { SeatColour } from '../play/colours.ts';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function card(c: CardPicture) {
  return html`<li class="rw-hand-card" data-card=${c.id} title=${c.title ?? c.name}>
    <span class="rw-hand-card-name">${c.name}</span>
    ${c.values?.length ? html`<span class="rw-hand-card-values">${c.values.map((v, i) => html`<span class=${`rw-v rw-v-${i}`} title=${v.label}>${v.value}</span>`)}</span>` : nothing}
    ${(c.tags ?? []).map((t) => html`<span class="rw-hand-card-lock" title=${t}>${t}</span>`)}
  </li>`;
}

export class RwPlayTable extends LightElement {
  static override properties = {
    model: { attribute: false },
    section: { type: String },
    colour: { attribute: false },
  };

  declare model: TablePicture | undefined;
  declare section: 'summary' | 'players';
  /** A player's or side's colour (play/colours.ts `seatColours`). */
  declare colour: (id: string) => SeatColour;

  constructor() {
    super();
    this.model = undefined;
    this.section = 'summary';
    this.colour = () => ({ fill: '#6b7280', ink: '#ffffff' });
  }

  private dot(id: string | undefined) {
    return id === undefined ? nothing : html`<span class="rw-dot" style=${`--rw-dot:${this.colour(id).fill}`}></span>`;
  }

  private summary(m: TablePicture) {
    return html`<div class="rw-table-summary">
      ${(m.blocks ?? []).map(
        (b) => html`<section class="rw-table-block" data-block=${b.id} aria-label=${b.title}>
          <h4>${b.title}${b.note ? html` <span class="rw-muted rw-small">${b.note}</span>` : nothing}</h4>
          ${b.lines.map(
            (l) => html`<p class="rw-small ${l.muted ? 'rw-muted' : ''}" title=${l.title ?? nothing}>
              ${this.dot(l.player)}${l.badge !== undefined ? html`<span class="rw-vp-badge">${l.badge}</span> ` : nothing}${l.strong ? html`<strong>${l.strong}</strong> ` : nothing}${l.text}
              ${(l.pills ?? []).map((p) => html` <span class="rw-pill">${p}</span>`)}
            </p>`,
          )}
        </section>`,
      )}
      ${m.shared?.length
        ? html`<section class="rw-table-block" data-block="shared" aria-label="On the table">
            <ul class="rw-table-rows">${m.shared.map((r) => html`<li><span class="rw-muted">${r.label}</span> ${r.value}</li>`)}</ul>
          </section>`
        : nothing}
    </div>`;
  }

  private side(p: TableSide) {
    const cards = p.cards;
    return html`<section class="rw-player-card" data-player=${p.player ?? nothing} data-side=${p.id} style=${p.player !== undefined ? `--rw-seat:${this.colour(p.player).fill}` : nothing} aria-label=${p.label}>
      <header>
        ${p.player !== undefined ? html`<span class="rw-player-chip" data-player=${p.player}>${p.label}</span>` : html`<h4>${this.dot(p.id)}${p.label}</h4>`}
        ${(p.pills ?? []).map((t) => html`<span class="rw-pill">${t}</span>`)}
      </header>
      ${p.rows.length ? html`<ul class="rw-table-rows rw-small">${p.rows.map((r) => html`<li><strong>${r.label}:</strong> ${r.value}</li>`)}</ul>` : nothing}
      ${cards
        ? html`<div class="rw-hand">
            <strong class="rw-small">${cards.label}</strong>
            ${Array.isArray(cards.cards)
              ? cards.cards.length
                ? html`<ul class="rw-hand-cards">${cards.cards.map(card)}</ul>`
                : html`<span class="rw-muted rw-small">empty</span>`
              : html`<span class="rw-hidden-hand rw-small">${plural(cards.cards.hidden, 'card')}, hidden</span>`}
          </div>`
        : nothing}
      ${p.note ? html`<p class="rw-small rw-muted">${p.note}</p>` : nothing}
      ${p.grid
        ? html`<table class="rw-upgrades">
            <thead><tr>${p.grid.head.map((h) => html`<th>${h}</th>`)}</tr></thead>
            <tbody>${p.grid.rows.map((r) => html`<tr>${r.map((c) => html`<td>${c}</td>`)}</tr>`)}</tbody>
          </table>`
        : nothing}
    </section>`;
  }

  protected override render() {
    const m = this.model;
    if (!m) return nothing;
    return this.section === 'players' ? html`<div class="rw-table-players">${m.sides.map((p) => this.side(p))}</div>` : this.summary(m);
  }
}

customElements.define('rw-play-table', RwPlayTable);

declare global {
  interface HTMLElementTagNameMap {
    'rw-play-table': RwPlayTable;
  }
}
