/**
 * The card under the cursor, drawn as players see it, as the pack's game
 * module describes it (`EditorHooks.preview`, editor/src/preview/card-at.ts):
 * a head in the card's colour, its printed values as discs (each a number
 * "try values" can play at other values), an ability, its text, the effect
 * sources behind it and a table under it. Updated live as the YAML changes.
 */
import { html, nothing } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { LightElement } from './light-element.ts';
import type { CardView } from '../preview/card-at.ts';

const LOCK_ICON = html`<svg viewBox="0 0 16 16" aria-hidden="true"><path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4zm2 0h4V5a2 2 0 1 0-4 0v2z"/></svg>`;

/** A class name from a label (`rw-v-combat`): tests and styles find a value by what it is called. */
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export class RwCardPreview extends LightElement {
  static override properties = { view: { attribute: false } };
  declare view: CardView | undefined;

  constructor() {
    super();
    this.view = undefined;
  }

  private card(c: CardView) {
    const value = (v: NonNullable<CardView['values']>[number]) =>
      html`<div class="rw-card-value rw-v-${slug(v.label)}" title=${v.label}>
        <span class="rw-card-value-number" style=${styleMap(v.colour ? { background: v.colour } : {})}>${v.value ?? '–'}</span><span class="rw-card-value-label">${v.label}</span>
        ${v.field !== undefined && v.value !== null
          ? html`<button class="rw-try-values" data-field=${v.field} title=${`Try values around ${v.value} for ${v.label} (Balance plays the same games for each)`} @click=${() => this.dispatchEvent(new CustomEvent('rw-try-values', { detail: { field: v.field }, bubbles: true }))}>try values</button>`
          : nothing}
      </div>`;
    const chips = c.chips ?? [];
    return html`<article class="rw-card" style=${styleMap(c.colour ? { '--rw-faction': c.colour } : {})} aria-label="card preview">
        <header class="rw-card-head">
          <h3 class="rw-card-name">${c.title || '(no name)'}</h3>
          <div class="rw-card-sub">${c.subtitle}</div>
        </header>
        ${chips.length > 0 ? html`<div class="rw-card-badges">${chips.map((b) => html`<span class="rw-chip">${b}</span>`)}</div>` : nothing}
        ${c.values?.length ? html`<div class="rw-card-values">${c.values.map(value)}</div>` : nothing}
        ${c.ability
          ? html`<section class="rw-card-ability ${c.ability.locked ? 'rw-locked' : ''}">
              <h4>
                ${c.ability.locked ? html`<span class="rw-lock" title="starts locked: no effect until unlocked">${LOCK_ICON}</span>` : nothing}
                <span class="rw-ability-name">${c.ability.name}</span>
                ${c.ability.kind ? html`<span class="rw-ability-kind">${c.ability.kind}</span>` : nothing}
              </h4>
              <p class="rw-card-text">${c.ability.text}</p>
              ${c.ability.locked ? html`<p class="rw-locked-note">Locked</p>` : nothing}
            </section>`
          : nothing}
        ${c.text ? html`<p class="rw-card-text rw-card-own-text">${c.text}</p>` : nothing}
        ${c.note ? html`<p class="rw-muted rw-card-note">${c.note}</p>` : nothing}
        <footer class="rw-card-foot">
          ${c.reconstructed ? html`<span class="rw-badge rw-badge-reconstructed">reconstructed</span>` : html`<span class="rw-badge rw-badge-rulebook">rulebook</span>`}
        </footer>
      </article>
      ${c.table && c.table.rows.length > 0
        ? html`<table class="rw-printings">
            <caption>${c.table.caption}</caption>
            <thead><tr>${c.table.head.map((h) => html`<th>${h}</th>`)}</tr></thead>
            <tbody>${c.table.rows.map((r) => html`<tr>${r.map((cell) => html`<td>${cell}</td>`)}</tr>`)}</tbody>
          </table>`
        : nothing}
      ${(c.effects ?? []).map((e) => html`<details class="rw-effect-source" open><summary>${e.label}</summary><pre>${e.source}</pre></details>`)}`;
  }

  protected override render() {
    const v = this.view;
    return html`<div class="rw-preview">
      ${v === undefined ? html`<p class="rw-muted rw-empty">Put the cursor on a card (or another component the game draws as one) to see it as players will.</p>` : this.card(v)}
    </div>`;
  }
}

customElements.define('rw-card-preview', RwCardPreview);

declare global {
  interface HTMLElementTagNameMap {
    'rw-card-preview': RwCardPreview;
  }
}
