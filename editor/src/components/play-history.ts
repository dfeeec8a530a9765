/**
 * Test-play's history row: Back (the designer's: the last choice, or with
 * bots seated back to the designer's own last decision), Forward, a seat's
 * Undo, the count; and the note shown when the position is one no seat
 * could return to (it had seen what came after).
 */
import { html, nothing } from 'lit';
import type { PlayerId } from '../../../interpreter/core/index.ts';
import type { PlaySession } from '../play/session.ts';

/** What the history row reads and calls of the test-play panel. */
export interface HistoryHost {
  undoSeat(): PlayerId | null;
  playerName(id: PlayerId): string;
  back(): void;
  forward(): void;
  undo(): void;
  /** Whether bots sit at some seats (Back then skips their answers). */
  readonly botsSeated: boolean;
}

export function renderHistory(host: HistoryHost, s: PlaySession) {
  const seat = host.undoSeat();
  const can = seat === null ? null : s.canUndo(seat);
  const backTitle = host.botsSeated ? "The designer's history: back to your own last decision (over the bots' answers after it)" : "The designer's history: take back the last choice, whoever made it";
  return html`<div class="rw-history" role="group" aria-label="History">
      <button class="rw-button rw-back" ?disabled=${!s.canBack()} @click=${() => host.back()} title=${backTitle}>◀ Back</button>
      <button class="rw-button rw-forward" ?disabled=${!s.canForward()} @click=${() => host.forward()} title="Redo the choice taken back">Forward ▶</button>
      <button class="rw-button rw-undo" ?disabled=${can === null || !can.ok} @click=${() => host.undo()}
        title=${seat === null ? 'Pick a player (or the player to act) to undo as a seat' : can && !can.ok ? `${host.playerName(seat)} cannot undo: ${can.reason}` : `Undo as ${host.playerName(seat)}: their own last choice, never across what they have seen`}>↶ Undo${seat === null ? '' : ` (${host.playerName(seat)})`}</button>
      <span class="rw-small rw-muted rw-history-count">${s.n} choice${s.n === 1 ? '' : 's'} made${s.redo.length ? ` · ${s.redo.length} to redo` : ''}</span>
    </div>
    ${renderHindsight(host, s)}`;
}

/** When Back or a jump crossed what a seat had seen: this position is the designer's, not one a seat could return to. */
function renderHindsight(host: HistoryHost, s: PlaySession) {
  const seen = s.source.players.map((p) => ({ p, h: s.hindsight(p) })).filter((x) => x.h.length > 0);
  if (seen.length === 0) return nothing;
  return html`<div class="rw-hindsight rw-report-warning" role="note" aria-label="What the seats had seen">
    <p><strong>Designer's view:</strong> the seats had already seen what comes after this position, so none of them could take their choices back to here:</p>
    <ul>
      ${seen.map(({ p, h }) => html`<li><strong>${host.playerName(p)}</strong>: at decision ${h[0]!.move}, ${h[0]!.lesson.what}${h.length > 1 ? ` (and ${h.length - 1} more later)` : ''}</li>`)}
    </ul>
  </div>`;
}
