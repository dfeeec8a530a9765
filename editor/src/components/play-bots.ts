/**
 * Test-play's bot opponents, drawn: the seats row (each seat "me" or a bot
 * the simulator offers: random, the search bot at its default budget and a
 * bigger one, the game's own, the pack's YAML bots) and the decision area
 * while a bot decides ("thinks…", or waiting while the designer browses
 * history, or why it could not answer).
 */
import { html, nothing } from 'lit';
import type { PlayerId } from '../../../interpreter/core/index.ts';
import { HUMAN } from '../play/bot-move.ts';
import type { PlayController } from '../play/play-controller.ts';
import { seatableBots } from '../balance/balance-model.ts';

/** The search bot with a bigger budget than its default (playouts a decision): stronger, slower, still reproducible. */
const DEEP_SEARCH = 'mcts:200';

/** The bots a seat can be given for the pack played. */
export function botChoices(play: PlayController): string[] {
  const game = play.playable;
  if (!game) return [];
  const names = seatableBots(play.workspace?.paths() ?? [], play.pack, game.module);
  const at = names.indexOf('mcts');
  if (at >= 0 && !names.includes(DEEP_SEARCH)) names.splice(at + 1, 0, DEEP_SEARCH);
  return names;
}

/** One select per seat: the designer, or a bot. */
export function renderSeatBots(play: PlayController, seats: readonly PlayerId[]) {
  const bots = botChoices(play);
  if (seats.length === 0 || bots.length === 0) return nothing;
  return html`<div class="rw-play-seats" role="group" aria-label="Who plays each seat">
    <span class="rw-small rw-muted">Seats:</span>
    ${seats.map((p) => {
      const at = play.bots.botAt(p) ?? HUMAN;
      return html`<label class="rw-field rw-seat-field">${play.playerName(p)}
        <select class="rw-seat-bot" data-seat=${p} aria-label=${`Who plays ${play.playerName(p)}`} @change=${(e: Event) => play.bots.set(p, (e.target as HTMLSelectElement).value)}>
          <option value=${HUMAN} .selected=${at === HUMAN}>me</option>
          ${bots.map((b) => html`<option value=${b} .selected=${at === b} title=${b === DEEP_SEARCH ? "the search bot with 200 playouts a decision: stronger, slower" : nothing}>${b}</option>`)}
        </select>
      </label>`;
    })}
  </div>`;
}

/** The decision area when a bot decides; nothing when the pending decision is the designer's. */
export function renderBotDecision(play: PlayController) {
  const p = play.bots.pending();
  if (!p) return null;
  const who = play.playerName(p.decision.player);
  const failure = play.bots.failure();
  if (play.bots.thinking) {
    return html`<section class="rw-decision rw-decision-bot" aria-label="Decision" aria-busy="true">
      <p role="status" class="rw-bot-thinks"><span class="rw-bot-spinner" aria-hidden="true"></span>
        <span class="rw-player-chip" data-player=${p.decision.player}>${who}</span> (${p.bot}) thinks… <span class="rw-muted rw-small">${p.decision.prompt}</span></p>
    </section>`;
  }
  return html`<section class="rw-decision rw-decision-bot rw-decision-hidden" aria-label="Decision">
    <p><span class="rw-player-chip" data-player=${p.decision.player}>${who}</span> (${p.bot}) decides: ${p.decision.prompt}</p>
    <p class="rw-small rw-muted">${failure !== null ? `It could not answer: ${failure}.` : play.bots.paused() ? 'Waiting while you look back: Forward redoes what it chose, or let it answer again.' : ''}</p>
    <button class="rw-button rw-bot-go" @click=${() => play.bots.turn(true)}>Let ${p.bot} answer</button>
  </section>`;
}
