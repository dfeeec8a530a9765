/**
 * The card under the cursor, drawn as a player would see it: for an action
 * card its name, type, combat / influence / eagles values, ability name,
 * lock and text. Updated live as the YAML changes.
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';
import type { ActionCardView, CardView, TextCardView } from '../preview/card-at.ts';

const LOCK_ICON = html`<svg viewBox="0 0 16 16" aria-hidden="true"><path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4zm2 0h4V5a2 2 0 1 0-4 0v2z"/></svg>`;

const FACTION_CLASS: Record<string, string> = { Founders: 'rw-founders', 'Vox Populi': 'rw-vox' };

export class RwCardPreview extends LightElement {
  static override properties = { view: { attribute: false } };
  declare view: CardView | undefined;

  constructor() {
    super();
    this.view = undefined;
  }

  private actionCard(c: ActionCardView) {
    const faction = FACTION_CLASS[c.faction] ?? 'rw-neutral';
    // A value of a deck row is a number the designer can try others for (Balance plays each): issue 28's "try values".
    const value = (label: string, v: number | undefined, cls: string) =>
      html`<div class="rw-card-value ${cls}" title=${label}>
        <span class="rw-card-value-number">${v ?? '–'}</span><span class="rw-card-value-label">${label}</span>
        ${v !== undefined && c.deck
          ? html`<button class="rw-try-values" data-field=${label} title=${`Try values around ${v} for ${label} (Balance plays the same games for each)`} @click=${() => this.dispatchEvent(new CustomEvent('rw-try-values', { detail: { field: label }, bubbles: true }))}>try values</button>`
          : nothing}
      </div>`;
    return html`<article class="rw-card rw-action-card ${faction}" aria-label="card preview">
      <header class="rw-card-head">
        <h3 class="rw-card-name">${c.name || '(no name)'}</h3>
        <div class="rw-card-sub">Action card · ${c.faction || 'no faction'}${c.deck ? html` · <span class="rw-deck-chip rw-deck-${c.deck.replace(/\s+/g, '-')}">${c.deck}</span>` : nothing}${c.count !== undefined ? html` · ×${c.count}` : nothing}</div>
      </header>
      <div class="rw-card-values">
        ${value('combat', c.combat, 'rw-v-combat')} ${value('influence', c.influence, 'rw-v-influence')} ${value('eagles', c.eagles, 'rw-v-eagles')}
      </div>
      ${c.ability
        ? html`<section class="rw-card-ability ${c.ability.locked ? 'rw-locked' : ''}">
            <h4>
              ${c.ability.locked ? html`<span class="rw-lock" title="starts locked: no effect until unlocked">${LOCK_ICON}</span>` : nothing}
              <span class="rw-ability-name">${c.ability.name}</span>
              <span class="rw-ability-kind">${c.ability.kind === 'discard' ? 'Discard effect' : 'Combat effect'}</span>
            </h4>
            <p class="rw-card-text">${c.ability.text}</p>
            ${c.ability.locked ? html`<p class="rw-locked-note">Locked</p>` : nothing}
          </section>`
        : html`<p class="rw-muted">No card type named “${c.name}”.</p>`}
      <footer class="rw-card-foot">
        ${c.reconstructed ? html`<span class="rw-badge rw-badge-reconstructed">reconstructed</span>` : html`<span class="rw-badge rw-badge-rulebook">rulebook</span>`}
      </footer>
    </article>
    ${c.printings.length > 0
      ? html`<table class="rw-printings">
          <caption>In the decks</caption>
          <thead><tr><th>deck</th><th>×</th><th>combat</th><th>influence</th><th>eagles</th></tr></thead>
          <tbody>
            ${c.printings.map((p) => html`<tr><td>${p.deck}</td><td>${p.count}</td><td>${p.combat}</td><td>${p.influence}</td><td>${p.eagles}</td></tr>`)}
          </tbody>
        </table>`
      : nothing}
    ${c.ability?.effect ? html`<details class="rw-effect-source"><summary>Effect</summary><pre>${c.ability.effect}</pre></details>` : nothing}`;
  }

  private textCard(c: TextCardView) {
    return html`<article class="rw-card rw-text-card rw-${c.kind}" aria-label="card preview">
        <header class="rw-card-head">
          <h3 class="rw-card-name">${c.name}</h3>
          <div class="rw-card-sub">${c.subtitle}</div>
        </header>
        ${c.badges.length > 0 ? html`<div class="rw-card-badges">${c.badges.map((b) => html`<span class="rw-chip">${b}</span>`)}</div>` : nothing}
        <p class="rw-card-text">${c.text}</p>
        <footer class="rw-card-foot">
          ${c.reconstructed ? html`<span class="rw-badge rw-badge-reconstructed">reconstructed</span>` : html`<span class="rw-badge rw-badge-rulebook">rulebook</span>`}
        </footer>
      </article>
      ${c.effect ? html`<details class="rw-effect-source" open><summary>Effect</summary><pre>${c.effect}</pre></details>` : nothing}`;
  }

  protected override render() {
    const v = this.view;
    return html`<div class="rw-preview">
      ${v === undefined
        ? html`<p class="rw-muted rw-empty">Put the cursor on a card, event, leader, victory card or timeline step to see it as players will.</p>`
        : v.kind === 'action-card'
          ? this.actionCard(v)
          : this.textCard(v)}
    </div>`;
  }
}

customElements.define('rw-card-preview', RwCardPreview);

declare global {
  interface HTMLElementTagNameMap {
    'rw-card-preview': RwCardPreview;
  }
}
