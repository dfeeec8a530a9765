/**
 * The test-play toolbar: the pack, the player count, the seed, what the
 * module lets a new game fix instead of drawing (a leader per seat, the
 * timeline), New game, whose view is shown, and whether the game plays the
 * saved files or follows unsaved edits. Options bind `.selected`
 * (a property): once a person has picked an option the `selected`
 * attribute no longer moves the selection, and the View label must always
 * say whose view is shown.
 */
import { html, nothing } from 'lit';
import type { PlayableGame } from '../play/rules.ts';
import { packLabel } from '../play/rules.ts';
import type { PlayerId } from '../../../interpreter/core/index.ts';
import type { PlaySession } from '../play/session.ts';
import type { Workspace } from '../workspace/workspace.ts';

/** What the toolbar reads and sets of the test-play panel. */
export interface ToolbarHost {
  readonly pack: string;
  readonly session: PlaySession | undefined;
  readonly workspace: Workspace | undefined;
  viewer: string;
  playerCount: number;
  /** Test-play follows unsaved edits (else only saved files); how many of the pack's files have unsaved edits. */
  readonly followEdits: boolean;
  readonly unsaved: number;
  setFollowEdits(on: boolean): void;
  seed: string;
  setupAnswers: Record<string, string>;
  packs(): string[];
  pickPack(pack: string): void;
  newGame(): void;
  setViewer(mode: string): void;
  players(game: PlayableGame): number;
  playerName(id: PlayerId): string;
  chosenAnswers(game: PlayableGame, players: readonly string[]): Record<string, string>;
}

/** `seats`: the seats row (who plays each seat), drawn on the line under the toolbar, after what is played. */
export function renderToolbar(panel: ToolbarHost, game: PlayableGame | undefined, seats: unknown = nothing) {
  const count = game ? panel.players(game) : 0;
  const players = panel.session?.source.players ?? (game ? safeSeats(game, count) : []);
  const packs = panel.packs();
  return html`<div class="rw-play-toolbar">
    <label class="rw-field">Pack
      <select class="rw-pack-select" @change=${(e: Event) => panel.pickPack((e.target as HTMLSelectElement).value)}>
        ${packs.map((p) => html`<option value=${p} .selected=${panel.pack === p}>${packLabel(p, panel.workspace?.folderName ?? 'content')}</option>`)}
      </select>
    </label>
    <label class="rw-field">Players
      <select class="rw-players-select" @change=${(e: Event) => (panel.playerCount = Number((e.target as HTMLSelectElement).value))}>
        ${(game ? safeCounts(game) : []).map((n) => html`<option value=${String(n)} .selected=${count === n}>${n}</option>`)}
      </select>
    </label>
    <label class="rw-field">Seed
      <input class="rw-seed" .value=${panel.seed} size="8" @input=${(e: Event) => (panel.seed = (e.target as HTMLInputElement).value)} @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && panel.newGame()} />
    </label>
    ${game ? renderSetupChoices(panel, game) : nothing}
    <button class="rw-button rw-primary rw-new-game" @click=${() => panel.newGame()}>New game</button>
    <span class="rw-spacer"></span>
    <label class="rw-field">View
      <select class="rw-viewer-select" @change=${(e: Event) => panel.setViewer((e.target as HTMLSelectElement).value)}>
        <option value="acting" .selected=${panel.viewer === 'acting'}>the player to act</option>
        <option value="spectator" .selected=${panel.viewer === 'spectator'}>spectator (public only)</option>
        ${players.map((p) => html`<option value=${p} .selected=${panel.viewer === p}>${panel.playerName(p)}</option>`)}
      </select>
    </label>
  </div>
  <div class="rw-play-subbar"><div class="rw-play-content" role="status">
    <span class="rw-plays-what">${panel.followEdits
      ? 'Plays the files as edited: unsaved edits included.'
      : `Plays the saved files${panel.unsaved > 0 ? `: ${panel.unsaved} file${panel.unsaved === 1 ? ' has' : 's have'} unsaved edits not in play` : ''}.`}</span>
    <label class="rw-follow-edits" title="Reload the game a moment after you stop typing, replaying it under the edited rules">
      <input type="checkbox" class="rw-follow-edits-toggle" .checked=${panel.followEdits} @change=${(e: Event) => panel.setFollowEdits((e.target as HTMLInputElement).checked)} />
      follow unsaved edits
    </label>
  </div>${seats}</div>`;
}

/**
 * The open choices drop down from their summary, which may sit at the panel's
 * right end (a narrow window): moved left by as much as they would run past
 * the panel (they were cut off at 1280x800), never past its left side.
 */
function keepInsidePanel(e: Event): void {
  const details = e.currentTarget as HTMLDetailsElement;
  const body = details.querySelector<HTMLElement>('.rw-setup-choices-body');
  if (!body) return;
  body.style.left = '';
  if (!details.open) return;
  const panel = (details.closest('rw-test-play-panel') ?? document.documentElement).getBoundingClientRect();
  const margin = 8;
  const over = body.getBoundingClientRect().right - (Math.min(panel.right, window.innerWidth) - margin);
  const room = details.getBoundingClientRect().left - (panel.left + margin);
  if (over > 0) body.style.left = `${-Math.max(0, Math.min(over, room))}px`;
}

/** What the next new game fixes instead of drawing (the module's `newGameChoices`: a leader per player, say). */
function renderSetupChoices(panel: ToolbarHost, game: PlayableGame) {
  const seats = safeSeats(game, panel.players(game));
  const choices = game.module.hooks.editor?.newGameChoices?.(game.rules, seats) ?? [];
  if (choices.length === 0) return nothing;
  const chosen = Object.keys(panel.chosenAnswers(game, seats)).length;
  const title = [...new Set(choices.map((c) => c.label))].join(' & ');
  return html`<details class="rw-setup-choices" @toggle=${keepInsidePanel}>
    <summary>${title}${chosen ? html` <span class="rw-pill rw-pill-open">${chosen} chosen</span>` : html` <span class="rw-muted">(drawn)</span>`}</summary>
    <div class="rw-setup-choices-body">
      ${choices.map(
        (c) => html`<label class="rw-field">${c.player !== undefined ? panel.playerName(c.player) : c.label}
          <select class="rw-setup-select" data-choice=${c.id} data-player=${c.player ?? nothing} @change=${(e: Event) => (panel.setupAnswers = { ...panel.setupAnswers, [c.id]: (e.target as HTMLSelectElement).value })}>
            <option value="" .selected=${!panel.setupAnswers[c.id]}>${c.label.toLowerCase()} drawn at random</option>
            ${c.options.map((o) => html`<option value=${o.id} .selected=${panel.setupAnswers[c.id] === o.id}>${o.label}</option>`)}
          </select>
        </label>`,
      )}
    </div>
  </details>`;
}


/** The seats of a `count`-player game of this pack, or none when its game has no such setup. */
export function safeSeats(game: PlayableGame, count: number): string[] {
  try {
    return game.module.seats.players(game.rules, count).slice();
  } catch {
    return [];
  }
}

/** The player counts the pack's game offers. */
export function safeCounts(game: PlayableGame): number[] {
  try {
    return game.module.seats.counts(game.rules).slice();
  } catch {
    return [];
  }
}

