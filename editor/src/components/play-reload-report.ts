/**
 * What a save did to the game on the table, drawn above it: the game
 * replayed under the new rules and where it first plays differently (and
 * where it stopped), or why the save could not be used (errors, a setup the
 * new rules refuse), in which case the game was NOT replayed and says so.
 * A difference in what only some players may see is shown in their view
 * only, with a button to view as one of them.
 */
import { html, nothing } from 'lit';
import type { PlayerId } from '../../../interpreter/core/index.ts';
import type { ReloadReport } from '../play/play-controller.ts';
import { differenceAt, type Difference } from '../play/replay-diff.ts';

export interface ReportContext {
  /** The viewer on screen (null: a spectator). */
  viewer: PlayerId | null;
  playerName: (id: PlayerId) => string;
  viewAs: (player: PlayerId) => void;
  /** Go to the position after `n` choices. */
  jumpTo: (n: number) => void;
  dismiss: () => void;
}

/** A difference in what only some players may see (a hand, a private log line) shows only in their view. */
function visibleTo(d: Difference, viewer: PlayerId | null): boolean {
  return d.to === null || (viewer !== null && d.to.includes(viewer));
}

function renderDifference(d: Difference, label: string, ctx: ReportContext) {
  const at = differenceAt(d);
  if (!visibleTo(d, ctx.viewer)) {
    const who = d.to![0]!;
    return html`<p class="rw-diff-hidden">${label}: at decision ${at + 1}, in what only ${d.to!.map(ctx.playerName).join(', ')} may see.
      <button class="rw-button rw-small rw-view-as" @click=${() => ctx.viewAs(who)}>View as ${ctx.playerName(who)}</button></p>`;
  }
  return html`<div class="rw-difference" data-kind=${d.kind} data-decision=${d.decision}>
    <p class="rw-difference-summary"><strong>${label}:</strong> ${d.summary}</p>
    <div class="rw-diff-cols">
      <div><h5>Before the edit</h5><pre>${d.before.join('\n')}</pre></div>
      <div><h5>After</h5><pre>${d.after.join('\n')}</pre></div>
    </div>
    <button class="rw-button rw-small rw-goto-difference" data-at=${at} @click=${() => ctx.jumpTo(at)}>Go to decision ${at + 1}</button>
  </div>`;
}

export function renderReloadReport(r: ReloadReport | undefined, ctx: ReportContext) {
  if (!r) return nothing;
  const files = r.files.length ? r.files.join(', ') : 'the content';
  let title: string;
  let body;
  let level = 'info';
  if (r.errors) {
    level = 'error';
    title = `Saved ${files}: it has errors, so the game was not replayed`;
    body = html`<p>The game stays on the previous rules until the errors are fixed:</p><pre>${r.errors}</pre>`;
  } else if (r.failed) {
    level = 'error';
    title = `Saved ${files}: the new rules cannot start this game`;
    body = html`<p>${r.failed}. The game stays on the previous rules.</p>`;
  } else if (r.report) {
    const rep = r.report;
    const same = rep.first === null;
    level = rep.stopped ? 'error' : same ? 'ok' : 'warning';
    title = `Saved ${files}: the game was replayed`;
    body = html`<p class="rw-replay-counts">Replayed ${rep.replayed} of ${rep.total} choices under the new rules${same ? ': the game plays exactly as before.' : '.'}</p>
      ${rep.first ? renderDifference(rep.first, 'First difference', ctx) : nothing}
      ${rep.stopped && rep.stopped !== rep.first ? renderDifference(rep.stopped, 'Replay stopped', ctx) : nothing}
      ${rep.stopped ? html`<p class="rw-small">The game goes on from decision ${rep.replayed + 1}; the ${rep.total - rep.replayed} later choices were dropped.</p>` : nothing}`;
  } else {
    title = `Saved ${files}`;
    body = html`<p>Reloaded.</p>`;
  }
  return html`<section class="rw-replay-report rw-report-${level}" role="status" aria-label="Replay after save">
    <header><h4>${title}</h4><button class="rw-button rw-quiet rw-small" aria-label="Dismiss" @click=${ctx.dismiss}>×</button></header>
    ${body}
  </section>`;
}
