/**
 * Test-play: a pack's game in the browser, on the content as saved. Any
 * pack with a `pack.yaml` can be picked; its game's module (pack.yaml's
 * `game:`) gives the seats, the board and table pictures (display hooks),
 * what a new game may fix instead of drawing, and a saved game's facts.
 *
 * This element draws: the toolbar (pack, players, seed, new game, view),
 * the status, the board, the pending decision, the history and the tabs
 * (log, players, scenarios), all as the selected viewer may see them
 * (`engine.view`). The game itself, its history and play-as-you-write live
 * in its controller (play/play-controller.ts); the Scenarios tab is
 * rw-play-scenarios, the replay report play-reload-report.ts.
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';
import './rw-play-board.ts';
import './rw-play-decision.ts';
import './rw-play-log.ts';
import './rw-play-table.ts';
import './rw-play-scenarios.ts';
import '../play/play.css';
import type { RwPlayDecision } from './rw-play-decision.ts';
import type { RwPlayBoard } from './rw-play-board.ts';
import type { LogStepHeader } from './rw-play-log.ts';
import type { RwPlayScenarios } from './rw-play-scenarios.ts';
import type { Workspace } from '../workspace/workspace.ts';
import type { Decision, PlayerId, View } from '../../../interpreter/core/index.ts';
import type { BoardPicture, GameOutcome, TablePicture } from '../../../interpreter/game/index.ts';
import { describeErrors, type LoadedGame, type PlayableGame } from '../play/rules.ts';
import { PlayController, type ReloadReport } from '../play/play-controller.ts';
import type { PlaySession, LogLine } from '../play/session.ts';
import { layoutBoard, PLACED_TYPE, type BoardLayout } from '../play/layout.ts';
import { canvasMeasure } from '../play/canvas-measure.ts';
import { withLines } from '../play/edge-routes.ts';
import { seatColours, type SeatColour } from '../play/colours.ts';
import { renderReloadReport } from './play-reload-report.ts';
import { renderToolbar, safeCounts, safeSeats } from './play-toolbar.ts';
import { decisionWords, type DecisionWords } from '../play/wording.ts';
import { boardMarks, boardMoves, canMove, destinations, optionsTo, type PickedPiece } from '../play/board-moves.ts';
import { renderBotDecision, renderSeatBots } from './play-bots.ts';
import { renderHistory } from './play-history.ts';
import { inlineThinker, workerThinker } from '../play/bot-thinker.ts';
import PlayBotWorker from '../play/play-bot.worker.ts?worker';

interface Derived {
  key: string;
  session: PlaySession;
  view: View;
  /** The module's pictures; null when the game has no such display hook. */
  table: TablePicture | null;
  board: BoardPicture | null;
  outcome: GameOutcome | null;
  lines: LogLine[];
  headers: LogStepHeader[];
  /** The pending decision in the module's words, when the viewer is the one deciding. */
  words: DecisionWords | null;
}

/** A board of more spaces than this (Baldur's Gate's city) takes the panel's whole width, the decision above it. */
const WIDE_BOARD = 40;

/** Whose eyes the view uses: the player to act (hot seat), nobody's (public only), or one player's. */
export type ViewerMode = 'acting' | 'spectator' | PlayerId;

type Tab = 'players' | 'log' | 'scenarios';

export class RwTestPlayPanel extends LightElement {
  static override properties = {
    workspace: { attribute: false },
    active: { type: Boolean },
    activeFile: { attribute: false },
    viewer: { state: true },
    playerCount: { state: true },
    seed: { state: true },
    tab: { state: true },
    filterLocation: { state: true },
    hoverOption: { state: true },
    moving: { state: true },
    onlyOptions: { state: true },
    setupAnswers: { state: true },
  };

  declare workspace: Workspace | undefined;
  /** The panel is on screen (the pack is loaded the first time it is). */
  declare active: boolean;
  /** The file open in the editor: its pack is the one played until another is picked. */
  declare activeFile: string | undefined;
  declare viewer: ViewerMode;
  /** Players for the next new game; 0: the game's default. */
  declare playerCount: number;
  declare seed: string;
  declare tab: Tab;
  declare filterLocation: string | null;
  declare hoverOption: string | null;
  /** A piece picked up on the board, to be moved by clicking where it goes. */
  declare moving: PickedPiece | null;
  /** The options a move on the board left to choose between (two ways to one place), or null. */
  declare onlyOptions: string[] | null;
  /** What the next new game fixes instead of drawing (the module's `newGameChoices`): choice id -> option id. */
  declare setupAnswers: Record<string, string>;

  /** The game, its history, the pack and play-as-you-write. */
  readonly play = new PlayController(this, () => (typeof Worker === 'undefined' ? inlineThinker() : workerThinker(() => new PlayBotWorker())));

  private layout: BoardLayout | undefined;
  private layoutFor: string | undefined;
  private memo: Derived | undefined;

  constructor() {
    super();
    this.workspace = undefined;
    this.active = false;
    this.activeFile = undefined;
    this.viewer = 'acting';
    this.playerCount = 0;
    this.seed = '1';
    this.tab = 'log';
    this.filterLocation = null;
    this.hoverOption = null;
    this.moving = null;
    this.onlyOptions = null;
    this.setupAnswers = {};
  }

  // What tests and the screenshot script read of the game (the controller holds it).
  // Saved files or unsaved edits: the controller decides and remembers; the toolbar shows and sets it.
  get followEdits(): boolean { return this.play.followEdits; }
  get unsaved(): number { return this.play.unsaved; }
  setFollowEdits(on: boolean): void { this.play.setFollowEdits(on); }
  get pack(): string {
    return this.play.pack;
  }
  get game(): LoadedGame | undefined {
    return this.play.game;
  }
  get session(): PlaySession | undefined {
    return this.play.session;
  }
  get reload(): ReloadReport | undefined {
    return this.play.reload;
  }
  set reload(r: ReloadReport | undefined) {
    this.play.reload = r;
    this.requestUpdate();
  }
  get version(): number {
    return this.play.version;
  }
  set version(v: number) {
    this.play.version = v;
    this.requestUpdate();
  }

  /** The controller's: the position changed, so the board's narrowing and the hovered option no longer apply. */
  positionChanged(): void {
    this.filterLocation = null;
    this.hoverOption = null;
    this.moving = null;
    this.onlyOptions = null;
  }

  packs(): string[] {
    return this.play.packs();
  }

  pickPack(pack: string): void {
    if (pack === this.play.pack) return;
    this.setupAnswers = {};
    this.playerCount = 0;
    this.viewer = 'acting';
    this.querySelector<RwPlayScenarios>('rw-play-scenarios')?.clear();
    this.play.pickPack(pack);
  }

  private get playable(): PlayableGame | undefined {
    return this.play.playable;
  }

  /** The seed typed: a whole number is a number (as the CLI reads it), anything else a text. */
  private seedValue(): string | number {
    const t = this.seed.trim();
    if (t === '') return Math.floor(Math.random() * 1_000_000);
    return /^-?\d+$/.test(t) ? Number(t) : t;
  }

  newGame(): void {
    const game = this.play.ensureGame();
    if (!game) {
      this.play.say(`The ${this.play.contentWord} content has errors: fix them (see Problems)${this.play.followEdits ? '' : ' and save'} to play.`, 'error');
      return;
    }
    const seed = this.seedValue();
    this.seed = String(seed);
    const players = safeSeats(game, this.players(game));
    const answers = this.chosenAnswers(game, players);
    this.play.newGame({ seed, players, answers, answerLabels: this.answerLabels(game, players, answers) });
    const s = this.play.session;
    if (s && this.viewer !== 'acting' && this.viewer !== 'spectator' && !s.source.players.includes(this.viewer)) this.viewer = 'acting';
  }

  /** The pending decision, in full, if the selected viewer may see it. */
  private visibleDecision(): Decision | null {
    const d = this.session?.decision() ?? null;
    if (!d) return null;
    return this.viewerId() === d.player ? d : null;
  }

  /** The viewer `engine.view` is asked for. */
  viewerId(): PlayerId | null {
    if (this.viewer === 'spectator') return null;
    if (this.viewer === 'acting') {
      // A bot's hand is not the designer's to see: while a bot decides, the view stays with the designer's seat.
      const s = this.session;
      const bot = this.play.bots.pending(s);
      return bot && s ? this.play.bots.watcher(s) : (s?.decision()?.player ?? null);
    }
    return this.viewer;
  }

  setViewer(mode: ViewerMode): void {
    this.viewer = mode;
    this.positionChanged();
  }

  jumpTo(n: number): void {
    this.play.jumpTo(n);
  }

  back(): void {
    this.play.back();
  }

  forward(): void {
    this.play.forward();
  }

  /** The seat whose Undo the history offers: the selected player, or in hot-seat view the player to act. */
  undoSeat(): PlayerId | null {
    if (this.viewer === 'spectator') return null;
    return this.viewerId();
  }

  /** A seat's undo: its own last choice, never across what it has seen (unlike Back, the designer's). */
  undo(): void {
    const seat = this.undoSeat();
    if (seat !== null) this.play.undo(seat, this.playerName(seat));
  }

  playerName = (id: string): string => this.play.playerName(id);

  get botsSeated(): boolean {
    return this.play.bots.any();
  }

  /** A player's or side's colour, as the game's module gives it (else the seats' palette). */
  colour = (id: string): SeatColour => {
    const game = this.playable;
    return seatColours(game?.module ?? null, game?.rules, this.session?.source.players ?? [])(id);
  };

  /** The player count the next new game has: the one picked when the game offers it, else 2 when offered, else its smallest. */
  players(game: PlayableGame): number {
    const counts = safeCounts(game);
    if (counts.includes(this.playerCount)) return this.playerCount;
    return counts.includes(2) ? 2 : (counts[0] ?? 2);
  }

  /** The answers given to the module's new-game choices that fit these seats. */
  chosenAnswers(game: PlayableGame, players: readonly string[]): Record<string, string> {
    const out: Record<string, string> = {};
    for (const c of game.module.hooks.editor?.newGameChoices?.(game.rules, players) ?? []) {
      const a = this.setupAnswers[c.id];
      if (a && c.options.some((o) => o.id === a)) out[c.id] = a;
    }
    return out;
  }

  private answerLabels(game: PlayableGame, players: readonly string[], answers: Record<string, string>): string[] {
    const choices = game.module.hooks.editor?.newGameChoices?.(game.rules, players) ?? [];
    return Object.entries(answers).map(([id, a]) => choices.find((c) => c.id === id)?.options.find((o) => o.id === a)?.label ?? a);
  }

  private locationName(id: string): string {
    return this.memo?.board?.nodes.find((l) => l.id === id)?.label ?? id;
  }

  private boardLayout(board: BoardPicture): BoardLayout {
    // The layout depends on the board's shape only (its groups, nodes and edges, and the nodes' names: a
    // board from printed places sizes its boxes to them), not on what is on it.
    const key = JSON.stringify([
      board.groups.map((g) => [g.id, g.nodes, g.label, g.note ?? '']),
      board.nodes.map((n) => [n.id, n.number ?? null, n.label]),
      board.edges.map((e) => [e.from, e.to]),
      (board.routes ?? []).map((r) => [r.id, r.nodes]),
    ]);
    if (!this.layout || this.layoutFor !== key) {
      // Boxes sized to their names as the browser draws them (`.rw-board-placed .rw-location-name`).
      const family = getComputedStyle(this).fontFamily || 'sans-serif';
      this.layout = withLines(layoutBoard(board, canvasMeasure(`500 ${PLACED_TYPE.name}px ${family}`)), board);
      this.layoutFor = key;
    }
    return this.layout;
  }

  /** The ids of the pieces this decision can move on the board (drawn as things to click). */
  private movablePieces(d: Decision | null): ReadonlySet<string> {
    return new Set(boardMoves(d, this.playable).map((m) => m.piece));
  }

  /** Option id -> the board nodes it is about (the module's `optionNodes`), for the decision on screen. */
  private optionLocations(d: Decision | null, game: PlayableGame): Map<string, string[]> {
    const out = new Map<string, string[]>();
    const about = game.module.hooks.display?.optionNodes;
    if (!d || !about) return out;
    for (const o of d.options) out.set(o.id, about(o, d, game.rules));
    return out;
  }

  /** A piece clicked on the board: picked up when it can move (again: put down). */
  private onPiece(piece: PickedPiece): void {
    const d = this.visibleDecision();
    if (this.moving && this.moving.node === piece.node && this.moving.ids.join() === piece.ids.join()) {
      this.moving = null;
      this.play.quiet();
      return;
    }
    if (!d || !canMove(boardMoves(d, this.playable), piece)) {
      if (this.moving) this.onLocation(piece.node);
      else this.play.say(`${piece.label} at ${this.locationName(piece.node)} cannot move in this decision.`);
      return;
    }
    this.moving = piece;
    // The option last focused in the list no longer speaks for the board: the piece in hand does.
    this.hoverOption = null;
    this.onlyOptions = null;
    this.filterLocation = null;
    const to = destinations(boardMoves(d, this.playable), piece);
    this.play.say(`${piece.label}: click where it goes (${to.length} place${to.length === 1 ? '' : 's'} marked; keys: Tab or arrows, Enter), or click it again or press Escape to put it down.`);
    // Once the board shows the marks (the panel draws it first).
    void this.updateComplete.then(() => this.querySelector<RwPlayBoard>('rw-play-board')?.focusDestination());
  }

  /** Escape with a piece in hand: put down where it was, the focus back on it. */
  private cancelMove(): void {
    const m = this.moving;
    this.moving = null;
    this.play.quiet();
    if (m) void this.updateComplete.then(() => this.querySelector<RwPlayBoard>('rw-play-board')?.focusPiece(m.node, m.ids));
  }

  /** A destination clicked with a piece in hand: the option that makes that move, as the list would send it. */
  private moveTo(piece: PickedPiece, to: string): void {
    const options = optionsTo(boardMoves(this.visibleDecision(), this.playable), piece, to);
    if (options.length === 0) {
      this.play.say(`${piece.label} cannot go to ${this.locationName(to)}; click a marked place, or the piece again to put it down.`, 'warning');
      return;
    }
    this.moving = null;
    if (options.length === 1) {
      this.play.answer(options);
      return;
    }
    this.onlyOptions = options;
    this.play.say(`${options.length} ways to take ${piece.label} to ${this.locationName(to)}: pick one.`);
    this.querySelector<RwPlayDecision>('rw-play-decision')?.focusSoon();
  }

  private onLocation(id: string): void {
    if (this.moving && this.moving.node !== id) {
      this.moveTo(this.moving, id);
      return;
    }
    this.moving = null;
    const d = this.visibleDecision();
    const game = this.playable;
    if (!d || !game) {
      this.play.say(`${this.locationName(id)}: no decision of yours is about it.`);
      return;
    }
    const where = this.optionLocations(d, game);
    const any = [...where.values()].some((locs) => locs.includes(id));
    if (!any) {
      this.play.say(`No option of this decision is about ${this.locationName(id)}.`);
      return;
    }
    this.play.quiet();
    this.filterLocation = this.filterLocation === id ? null : id;
    this.querySelector<RwPlayDecision>('rw-play-decision')?.focusSoon();
  }

  // ---------------------------------------------------------------- render

  /**
   * What one viewer sees of the game now, computed once per change: hovering
   * an option re-renders the panel, and rendering a long log each time would show.
   */
  private derive(s: PlaySession, viewer: PlayerId | null): Derived {
    const key = `${this.version}|${viewer ?? ''}`;
    if (this.memo && this.memo.key === key && this.memo.session === s) return this.memo;
    const view = s.view(viewer);
    const pending = s.decision();
    const rules = s.engine.rules;
    const module = this.playable?.module;
    const display = module?.hooks.display;
    const whole = view as unknown as Parameters<NonNullable<NonNullable<typeof display>['board']>>[0];
    let outcome: GameOutcome | null = null;
    try {
      outcome = module ? module.outcome(s.state, rules) : null;
    } catch {
      outcome = null;
    }
    this.memo = {
      key,
      session: s,
      view,
      table: display?.table ? display.table(whole, rules, this.playerName) : null,
      board: display?.board ? display.board(whole, rules) : null,
      outcome,
      lines: s.logFor(viewer),
      words: pending && viewer === pending.player ? decisionWords(this.playable, pending, view) : null,
      headers: s.steps.map((st, i) => {
        const w = st.worded();
        return { step: i, player: st.choice?.player ?? null, prompt: w.prompt, picked: w.picked };
      }),
    };
    return this.memo;
  }

  /** The status line: round, turn, the game's source, whose view is shown (`viewing`), the decision or the result. */
  private renderStatus(s: PlaySession, derived: Derived, viewing: unknown) {
    const d = s.decision();
    const outcome = derived.outcome;
    const status = derived.table?.status ?? (outcome ? [`Round ${outcome.length.rounds}`] : []);
    const active = outcome?.active ?? null;
    return html`<div class="rw-play-status" role="status">
      ${status.map((t, i) => html`<span class="rw-status-item">${i === 0 ? html`<strong>${t}</strong>` : t}</span>`)}
      ${active && !outcome?.over ? html`<span class="rw-status-item">${possessive(this.playerName(active))} turn</span>` : nothing}
      <span class="rw-status-item rw-muted">${s.source.label}</span>
      ${viewing}
      <span class="rw-spacer"></span>
      ${s.state.over !== null
        ? html`<span class="rw-status-item rw-game-over">Game over: ${outcome ? `${outcome.sentence}${outcome.reason ? ` (${outcome.reason})` : ''}` : 'the game has ended'}</span>`
        : d
          ? html`<span class="rw-status-item">Decision ${s.n + 1}: <span class="rw-player-chip" data-player=${d.player}>${this.playerName(d.player)}</span></span>`
          : html`<span class="rw-status-item rw-error">No decision pending</span>`}
    </div>`;
  }

  private renderDecision(s: PlaySession, game: PlayableGame) {
    const d = s.decision();
    if (!d) {
      const over = s.state.over;
      return html`<section class="rw-decision rw-decision-none"><p>${over ? 'The game is over.' : 'The engine waits for no decision (it stalled).'}</p></section>`;
    }
    const bot = renderBotDecision(this.play);
    if (bot) return bot;
    const visible = this.visibleDecision();
    if (!visible) {
      return html`<section class="rw-decision rw-decision-hidden" aria-label="Decision">
        <p><span class="rw-player-chip" data-player=${d.player}>${this.playerName(d.player)}</span> decides: ${d.prompt}</p>
        <p class="rw-small rw-muted">Their options are theirs to see.</p>
        <button class="rw-button rw-answer-as" @click=${() => this.setViewer(d.player)}>View as ${this.playerName(d.player)} to answer</button>
      </section>`;
    }
    const where = this.optionLocations(visible, game);
    return html`<rw-play-decision
      .decision=${visible}
      .words=${this.memo?.words ?? null}
      .decisionKey=${s.n}
      .playerName=${this.playerName}
      .validate=${(ids: string[]) => s.validate({ player: visible.player, ids })}
      .filterLocation=${this.filterLocation}
      .filterLabel=${this.filterLocation ? this.locationName(this.filterLocation) : ''}
      .onlyOptions=${this.onlyOptions}
      .optionLocations=${where}
      @rw-play-answer=${(e: CustomEvent<{ ids: string[] }>) => this.play.answer(e.detail.ids)}
      @rw-play-hover=${(e: CustomEvent<{ id: string | null }>) => (this.hoverOption = e.detail.id)}
      @rw-play-clear-filter=${() => ((this.filterLocation = null), (this.onlyOptions = null))}
    ></rw-play-decision>`;
  }

  protected override render() {
    const game = this.playable;
    const s = this.session;
    void this.version; // the session is mutable: version tracks it
    const viewer = this.viewerId();
    const notice = this.play.notice;
    const derived = s ? this.derive(s, viewer) : undefined;
    const view = derived?.view;
    const table = derived?.table ?? null;
    let body;
    if (!this.workspace || this.workspace.paths().length === 0) {
      body = html`<p class="rw-muted rw-empty">Loading content…</p>`;
    } else if (!s || !view || !derived) {
      body = html`<div class="rw-play-intro">
        ${this.game && !this.game.ok
          ? html`<p class="rw-error">The ${this.play.contentWord} content has errors; fix them to play:</p><pre class="rw-small">${describeErrors(this.game.errors)}</pre>`
          : html`<p>Start a game from a seed, or play a scenario (Scenarios below). The game runs on the content as saved; saving a file replays it under the new content and shows where it first plays differently.</p>`}
      </div>`;
    } else {
      const d = this.visibleDecision();
      const where = game ? this.optionLocations(d, game) : new Map<string, string[]>();
      const board = derived.board;
      body = html`
        ${this.renderStatus(s, derived, html`<span class="rw-viewing rw-status-item">
          ${viewer !== null ? html`<span class="rw-dot" style=${`--rw-dot:${this.colour(viewer).fill}`}></span>` : nothing}
          Showing what <strong>${viewer === null ? 'a spectator' : this.playerName(viewer)}</strong> may see
        </span>`)}
        <div class="rw-play-main ${board ? '' : 'rw-play-no-board'} ${board && board.nodes.length > WIDE_BOARD ? 'rw-play-wide-board' : ''}">
          ${board
            ? html`<rw-play-board
                .view=${board}
                .layout=${this.boardLayout(board)}
                .marks=${boardMarks(d, where, boardMoves(d, this.playable), this.moving, this.hoverOption)}
                .selected=${this.filterLocation}
                .playerName=${this.playerName}
                .colour=${this.colour}
                .movable=${this.movablePieces(d)}
                .holding=${this.moving?.label ?? null}
                @rw-play-cancel-move=${() => this.cancelMove()}
                @rw-play-location=${(e: CustomEvent<{ id: string }>) => this.onLocation(e.detail.id)}
                @rw-play-piece=${(e: CustomEvent<PickedPiece>) => this.onPiece(e.detail)}
              ></rw-play-board>`
            : nothing}
          <div class="rw-play-decision-col">
            ${game ? this.renderDecision(s, game) : nothing}
            ${renderHistory(this, s)}
          </div>
        </div>
        ${table ? html`<rw-play-table .model=${table} .colour=${this.colour} section="summary"></rw-play-table>` : nothing}
      `;
    }
    const lines = derived?.lines ?? [];
    const headers = derived?.headers ?? [];
    return html`<div class="rw-play">
      ${renderToolbar(this, game, game ? renderSeatBots(this.play, s?.source.players ?? safeSeats(game, this.players(game))) : nothing)}
      ${notice ? html`<p class="rw-play-notice rw-play-notice-${notice.level}" role="status">${notice.text}</p>` : nothing}
      ${renderReloadReport(this.play.reload, {
        viewer,
        playerName: this.playerName,
        viewAs: (p) => this.setViewer(p),
        jumpTo: (n) => this.play.jumpTo(n),
        dismiss: () => (this.reload = undefined),
      })}
      ${body}
      <nav class="rw-play-tabs" role="tablist">
        ${(['log', 'players', 'scenarios'] as Tab[]).map(
          (t) => html`<button role="tab" class="rw-play-tab ${this.tab === t ? 'rw-active' : ''}" data-tab=${t} aria-selected=${String(this.tab === t)} @click=${() => (this.tab = t)}>
            ${t === 'log' ? 'Log' : t === 'players' ? 'Players' : 'Scenarios'}
          </button>`,
        )}
      </nav>
      <div class="rw-play-tab-body">
        ${this.tab === 'log'
          ? s
            ? html`<rw-play-log .lines=${lines} .headers=${headers} .viewer=${viewer} .playerName=${this.playerName} @rw-play-jump=${(e: CustomEvent<{ n: number }>) => this.jumpTo(e.detail.n)}></rw-play-log>`
            : html`<p class="rw-muted rw-small">No game yet.</p>`
          : this.tab === 'players'
            ? table
              ? html`<rw-play-table .model=${table} .colour=${this.colour} section="players"></rw-play-table>`
              : html`<p class="rw-muted rw-small">${s ? 'This game draws no players table (its module has no display hooks): the decision and the log show the game.' : 'No game yet.'}</p>`
            : html`<rw-play-scenarios
                .play=${this.play}
                .filesKey=${`${this.play.pack}|${this.workspace?.paths().join('\n') ?? ''}`}
                .version=${this.play.version}
                @rw-play-saved-scenario=${() => (this.tab = 'scenarios')}
                @rw-play-scenario-started=${() => (this.viewer = 'acting')}
              ></rw-play-scenarios>`}
      </div>
    </div>`;
  }
}

/** "Blue Founders'", "Red Vox Populi's". */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

customElements.define('rw-test-play-panel', RwTestPlayPanel);

declare global {
  interface HTMLElementTagNameMap {
    'rw-test-play-panel': RwTestPlayPanel;
  }
}
