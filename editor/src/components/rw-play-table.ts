/**
 * What lies beside the board, for the selected viewer: `section="summary"`
 * shows the round, the world event and its vote, victory cards in play,
 * each faction's victory points and Elizabeth's timeline; `section="players"`
 * shows each player's leader, Silver Eagles, hand (or its size), deck,
 * discard, cards removed from the game and pool, and each faction's upgrades.
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';
import type { CardChip, RemovedPile, TableModel } from '../../../interpreter/columbia/display/table-model.ts';
import { factionColour, playerColour } from '../play/colours.ts';

function card(c: CardChip) {
  return html`<li class="rw-hand-card" data-card=${c.id} title=${`${c.name}: combat ${c.combat}, influence ${c.influence}, eagles ${c.eagles}${c.abilityName ? ` — ${c.abilityName}${c.locked ? ' (locked)' : ''}` : ''}`}>
    <span class="rw-hand-card-name">${c.name}</span>
    <span class="rw-hand-card-values"><span class="rw-v rw-v-c">${c.combat}</span><span class="rw-v rw-v-i">${c.influence}</span><span class="rw-v rw-v-e">${c.eagles}</span></span>
    ${c.locked ? html`<span class="rw-hand-card-lock" title="ability locked">locked</span>` : nothing}
  </li>`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** ` · removed: Name, 2 unseen` for cards out of the game (names only of those removed face up); '' when none. */
function removedText(r: RemovedPile): string {
  const parts = [...r.seen, ...(r.unseen > 0 ? [`${r.unseen} unseen`] : [])];
  return parts.length > 0 ? ` · removed: ${parts.join(', ')}` : '';
}

export class RwPlayTable extends LightElement {
  static override properties = {
    model: { attribute: false },
    section: { type: String },
  };

  declare model: TableModel | undefined;
  declare section: 'summary' | 'players';

  constructor() {
    super();
    this.model = undefined;
    this.section = 'summary';
  }

  private summary(m: TableModel) {
    const name = (id: string) => m.players.find((p) => p.id === id)?.name ?? id;
    return html`<div class="rw-table-summary">
      <section class="rw-table-block rw-world-event-block" aria-label="World event">
        <h4>World event <span class="rw-muted rw-small">${plural(m.eventsLeft, 'card')} left</span></h4>
        ${m.event
          ? html`<p class="rw-event-name">${m.event.name}
                ${m.event.passed === true ? html`<span class="rw-pill rw-pill-ok">passed</span>` : m.event.passed === false ? html`<span class="rw-pill">failed</span>` : html`<span class="rw-pill rw-pill-open">voting</span>`}
                ${m.event.aggressive ? html`<span class="rw-pill rw-pill-warn">aggressive</span>` : nothing}
              </p>
              <p class="rw-small rw-muted">Vote: ${m.event.vote} · Booker to ${m.event.booker}${m.event.elizabeth ? ' · Elizabeth' : ''}</p>
              <p class="rw-event-text">${m.event.text}</p>`
          : html`<p class="rw-muted rw-small">None drawn yet.</p>`}
        ${m.vote
          ? html`<p class="rw-small rw-vote">
              ${Object.entries(m.vote.played).map(
                ([p, v]) => html`<span class="rw-vote-entry"><span class="rw-dot" style=${`--rw-dot:${playerColour(p).fill}`}></span>${name(p)}: ${typeof v === 'number' ? `${plural(v, 'card')} face down` : v.length ? v.join(', ') : 'nothing'}</span>`,
              )}
              ${m.vote.total !== null ? html`<span class="rw-vote-entry">total ${m.vote.total}</span>` : nothing}
            </p>`
          : nothing}
      </section>
      <section class="rw-table-block" aria-label="Victory cards">
        <h4>Victory cards <span class="rw-muted rw-small">${plural(m.victoryDeckLeft, 'card')} left${removedText(m.victoryRemoved)}</span></h4>
        ${m.victoryInPlay.length === 0 ? html`<p class="rw-muted rw-small">None in play.</p>` : nothing}
        <ul class="rw-victory-list">
          ${m.victoryInPlay.map((v) => html`<li title=${v.text}><span class="rw-vp-badge">${v.points}</span> <strong>${v.name}</strong> <span class="rw-small rw-muted">${v.text}</span></li>`)}
        </ul>
      </section>
      <section class="rw-table-block" aria-label="Victory points">
        <h4>Victory points</h4>
        <ul class="rw-faction-vp">
          ${m.factions.map(
            (f) => html`<li data-faction=${f.id}>
              <span class="rw-dot" style=${`--rw-dot:${factionColour(f.id)}`}></span>
              <strong>${f.name}</strong> <span class="rw-vp-number">${f.victoryPoints} VP</span>
              <span class="rw-small rw-muted">${[...f.territories, ...f.claimed.map((c) => `${c.name} (${c.points})`)].join(', ')}</span>
            </li>`,
          )}
        </ul>
        ${m.timeline
          ? html`<p class="rw-small"><strong>Timeline:</strong> ${m.timeline.name}, step ${m.timeline.step} of ${m.timeline.steps}${m.timeline.next ? html` <span class="rw-muted">— next: ${m.timeline.next}</span>` : nothing}</p>`
          : nothing}
      </section>
    </div>`;
  }

  private players(m: TableModel) {
    return html`<div class="rw-table-players">
      ${m.players.map(
        (p) => html`<section class="rw-player-card" data-player=${p.id} style=${`--rw-seat:${playerColour(p.colourId).fill}`} aria-label=${p.name}>
          <header>
            <span class="rw-player-chip" data-player=${p.id}>${p.name}</span>
            ${m.firstPlayer === p.id ? html`<span class="rw-pill">first player</span>` : nothing}
            ${m.activePlayer === p.id ? html`<span class="rw-pill rw-pill-open">his turn</span>` : nothing}
            <span class="rw-eagles" title="Silver Eagles">$${p.eagles}</span>
          </header>
          ${p.leader ? html`<p class="rw-small"><strong>Leader:</strong> ${p.leader.name} — <em>${p.leader.abilityName}</em></p>` : nothing}
          <div class="rw-hand">
            <strong class="rw-small">Hand</strong>
            ${Array.isArray(p.hand)
              ? p.hand.length
                ? html`<ul class="rw-hand-cards">${p.hand.map(card)}</ul>`
                : html`<span class="rw-muted rw-small">empty</span>`
              : html`<span class="rw-hidden-hand rw-small">${plural(p.hand.hidden, 'card')}, hidden</span>`}
          </div>
          <p class="rw-small rw-muted">
            Deck ${p.deck} · discard ${p.discard.count}${p.discard.top ? ` (top: ${p.discard.top})` : ''}${removedText(p.removed)} · pool: ${p.pool.commons} common${p.pool.commons === 1 ? '' : 's'}${p.pool.figures.length ? `, ${p.pool.figures.join(', ')}` : ''}${p.pool.structures.length ? `, ${p.pool.structures.join(', ')}` : ''}
          </p>
        </section>`,
      )}
      ${m.factions.map(
        (f) => html`<section class="rw-faction-card" data-faction=${f.id} aria-label=${`${f.name} upgrades`}>
          <h4><span class="rw-dot" style=${`--rw-dot:${factionColour(f.id)}`}></span>${f.name}: ${plural(f.upgradeCount, 'upgrade')}</h4>
          ${f.upgrades.length === 0
            ? html`<p class="rw-muted rw-small">No upgrades yet.</p>`
            : html`<table class="rw-upgrades">
                <thead><tr><th>card type</th><th>combat</th><th>influence</th><th>eagles</th><th>ability</th></tr></thead>
                <tbody>
                  ${f.upgrades.map(
                    (u) => html`<tr>
                      <td>${u.cardType}</td>
                      <td>${u.combat ? `+${u.combat}` : ''}</td>
                      <td>${u.influence ? `+${u.influence}` : ''}</td>
                      <td>${u.eagles ? `+${u.eagles}` : ''}</td>
                      <td>${u.printedLocked ? (u.unlocked ? 'unlocked' : 'locked') : ''}</td>
                    </tr>`,
                  )}
                </tbody>
              </table>`}
        </section>`,
      )}
    </div>`;
  }

  protected override render() {
    const m = this.model;
    if (!m) return nothing;
    return this.section === 'players' ? this.players(m) : this.summary(m);
  }
}

customElements.define('rw-play-table', RwPlayTable);

declare global {
  interface HTMLElementTagNameMap {
    'rw-play-table': RwPlayTable;
  }
}
