/**
 * Test-play: a pack's game in the browser, on the content as saved. Any
 * pack with a `pack.yaml` can be picked; its game's module (pack.yaml's
 * `game:`) gives the seats, the board and table pictures (display hooks),
 * what a new game may fix instead of drawing, and a saved game's facts.
 *
 * New game from a seed (any player count the game offers) or from a
 * scenario; the board, the pending decision as controls, the table, the
 * players' cards, and the log, all as the selected viewer may see them
 * (`engine.view`); a game without display hooks shows the decision and the
 * log only. Step back, forward, or
 * jump to any earlier decision. When a content file is saved, the game is
 * replayed under the new content and the first place it plays differently
 * is shown (play-as-you-write). The game can be saved as a scenario, and
 * scenarios run here with pass/fail.
 *
 * The engine runs in the main thread: a whole game replays in a few hundred
 * milliseconds, and play is one decision at a time.
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';
import './rw-play-board.ts';
import './rw-play-decision.ts';
import './rw-play-log.ts';
import './rw-play-table.ts';
import '../play/play.css';
import type { RwPlayDecision } from './rw-play-decision.ts';
import type { LocationMark } from './rw-play-board.ts';
import type { LogStepHeader } from './rw-play-log.ts';
import type { Workspace } from '../workspace/workspace.ts';
import type { Choice, Decision, PlayerId, View } from '../../../interpreter/core/index.ts';
import type { BoardPicture, GameOutcome, TablePicture } from '../../../interpreter/game/index.ts';
import { describeErrors, fingerprint, loadGame, packFiles, packLabel, packOfPath, packPath, packsIn, type LoadedGame, type PlayableGame } from '../play/rules.ts';
import { PlaySession, seededGame, type LogLine } from '../play/session.ts';
import { replayUnder, type Difference, type ReplayReport } from '../play/replay-diff.ts';
import { layoutBoard, type BoardLayout } from '../play/layout.ts';
import { scenarioPath, scenarioText } from '../play/scenario-file.ts';
import { chosenSetupText, compileForPlay, playScript, runScenarioText, scenarioPaths, scenarioSource, scenarioTitle, type ScenarioResult } from '../play/scenarios.ts';
import { seatColours, type SeatColour } from '../play/colours.ts';

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
}

/** Whose eyes the view uses: the player to act (hot seat), nobody's (public only), or one player's. */
export type ViewerMode = 'acting' | 'spectator' | PlayerId;

type Tab = 'players' | 'log' | 'scenarios';

interface PanelNotice {
  text: string;
  level: 'info' | 'warning' | 'error';
}

interface ReloadReport {
  /** The files whose save triggered it. */
  files: string[];
  report: ReplayReport | null;
  /** The saved content has errors: the game stays on the previous content. */
  errors: string | null;
  /** The new content cannot start this game (setup refused): the game stays on the previous content. */
  failed: string | null;
}

export class RwTestPlayPanel extends LightElement {
  static override properties = {
    workspace: { attribute: false },
    active: { type: Boolean },
    activeFile: { attribute: false },
    pack: { state: true },
    game: { state: true },
    session: { state: true },
    version: { state: true },
    viewer: { state: true },
    playerCount: { state: true },
    seed: { state: true },
    tab: { state: true },
    notice: { state: true },
    reload: { state: true },
    filterLocation: { state: true },
    hoverOption: { state: true },
    scenarioName: { state: true },
    results: { state: true },
    running: { state: true },
    onlyFailed: { state: true },
    setupAnswers: { state: true },
  };

  declare workspace: Workspace | undefined;
  /** The panel is on screen (the pack is loaded the first time it is). */
  declare active: boolean;
  /** The file open in the editor: its pack is the one played until another is picked. */
  declare activeFile: string | undefined;
  /** The pack played (a top folder with a pack.yaml); '' until the panel first loads. */
  declare pack: string;
  declare game: LoadedGame | undefined;
  declare session: PlaySession | undefined;
  /** Bumped when the session changes in place (it is mutable). */
  declare version: number;
  declare viewer: ViewerMode;
  /** Players for the next new game; 0: the game's default. */
  declare playerCount: number;
  declare seed: string;
  declare tab: Tab;
  declare notice: PanelNotice | undefined;
  declare reload: ReloadReport | undefined;
  declare filterLocation: string | null;
  declare hoverOption: string | null;
  declare scenarioName: string;
  declare results: Map<string, ScenarioResult>;
  declare running: boolean;
  declare onlyFailed: boolean;
  /** What the next new game fixes instead of drawing (the module's `newGameChoices`): choice id -> option id. */
  declare setupAnswers: Record<string, string>;

  private layout: BoardLayout | undefined;
  private layoutFor: string | undefined;
  /** Rules files' texts as last loaded (to tell which files a save changed). */
  private loadedFiles: Record<string, string> = {};
  private listening: Workspace | undefined;
  private memo: Derived | undefined;
  /** The scenario files last drawn (the list is redrawn when files come or go). */
  private knownScenarios = '';

  constructor() {
    super();
    this.workspace = undefined;
    this.active = false;
    this.activeFile = undefined;
    this.pack = '';
    this.game = undefined;
    this.session = undefined;
    this.version = 0;
    this.viewer = 'acting';
    this.playerCount = 0;
    this.seed = '1';
    this.tab = 'log';
    this.notice = undefined;
    this.reload = undefined;
    this.filterLocation = null;
    this.hoverOption = null;
    this.scenarioName = '';
    this.results = new Map();
    this.running = false;
    this.onlyFailed = false;
    this.setupAnswers = {};
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.listening?.removeEventListener('files', this.onFiles);
    this.listening = undefined;
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('workspace') && this.workspace !== this.listening) {
      this.listening?.removeEventListener('files', this.onFiles);
      this.workspace?.addEventListener('files', this.onFiles);
      this.listening = this.workspace;
    }
    if ((changed.has('active') || changed.has('workspace')) && this.active && this.game === undefined) this.loadContent();
  }

  // ---------------------------------------------------------------- content

  /** The saved text of every content file (test-play runs on what is saved). */
  private savedTexts(): Map<string, string> {
    const out = new Map<string, string>();
    const ws = this.workspace;
    if (!ws) return out;
    for (const path of ws.paths()) {
      const e = ws.get(path);
      if (e && e.baseVersion !== null) out.set(path, e.savedText);
    }
    return out;
  }

  /** The packs the workspace holds (top folders with a pack.yaml). */
  packs(): string[] {
    return this.workspace ? packsIn(this.workspace.paths()) : [];
  }

  private loadContent(): void {
    if (!this.workspace || this.workspace.paths().length === 0) return;
    const packs = this.packs();
    if (!packs.includes(this.pack)) this.pack = packOfPath(this.activeFile, packs) ?? packs[0] ?? '';
    if (this.pack === '') return;
    const texts = this.savedTexts();
    this.loadedFiles = packFiles(texts, this.pack);
    this.game = loadGame(texts, this.pack);
  }

  /** Plays another pack: its game loads; the game on screen (of the other pack) is closed. */
  pickPack(pack: string): void {
    if (pack === this.pack) return;
    this.pack = pack;
    this.game = undefined;
    this.session = undefined;
    this.reload = undefined;
    this.results = new Map();
    this.setupAnswers = {};
    this.playerCount = 0;
    this.viewer = 'acting';
    this.filterLocation = null;
    this.loadContent();
    this.say(this.playable ? `Playing the ${this.playable.module.title} pack ${packLabel(pack, this.workspace?.folderName ?? 'content')}.` : `The pack ${packLabel(pack, this.workspace?.folderName ?? 'content')} has errors: fix them (see Problems) and save to play.`, this.playable ? 'info' : 'error');
  }

  /** A save (or a disk change followed) changed the rules files: reload, and replay the game under them. */
  private onFiles = (): void => {
    const scenarios = this.scenarioFiles().join('\n');
    if (scenarios !== this.knownScenarios) {
      this.knownScenarios = scenarios;
      this.requestUpdate();
    }
    if (this.game === undefined) {
      if (this.active) this.loadContent();
      return;
    }
    const files = packFiles(this.savedTexts(), this.pack);
    if (fingerprint(files) === this.game.fingerprint) return;
    const changed = [...new Set([...Object.keys(files), ...Object.keys(this.loadedFiles)])].filter((f) => files[f] !== this.loadedFiles[f]).map((f) => packPath(this.pack, f));
    this.reloadContent(changed);
  };

  private reloadContent(changedFiles: string[]): void {
    const texts = this.savedTexts();
    const next = loadGame(texts, this.pack);
    if (!next.ok) {
      // Keep playing on the last good content; say why the new one is not used.
      this.reload = { files: changedFiles, report: null, errors: describeErrors(next.errors), failed: null };
      if (!this.game?.ok) this.game = next;
      this.loadedFiles = packFiles(texts, this.pack);
      return;
    }
    this.loadedFiles = packFiles(texts, this.pack);
    const old = this.session;
    if (!old) {
      this.game = next;
      this.reload = undefined;
      return;
    }
    let report: ReplayReport;
    try {
      report = replayUnder(next, old);
    } catch (error) {
      this.game = next;
      this.reload = { files: changedFiles, report: null, errors: null, failed: error instanceof Error ? error.message : String(error) };
      return;
    }
    this.game = next;
    this.session = report.session;
    this.filterLocation = null;
    this.reload = { files: changedFiles, report, errors: null, failed: null };
    this.bump();
  }

  private get playable(): PlayableGame | undefined {
    return this.game?.ok ? this.game : undefined;
  }

  // ---------------------------------------------------------------- play

  private bump(): void {
    this.version++;
  }

  private say(text: string, level: PanelNotice['level'] = 'info'): void {
    this.notice = { text, level };
  }

  /** The seed typed: a whole number is a number (as the CLI reads it), anything else a text. */
  private seedValue(): string | number {
    const t = this.seed.trim();
    if (t === '') return Math.floor(Math.random() * 1_000_000);
    return /^-?\d+$/.test(t) ? Number(t) : t;
  }

  newGame(): void {
    if (!this.game) this.loadContent();
    const game = this.playable;
    if (!game) {
      this.say('The saved content has errors: fix them (see Problems) and save to play.', 'error');
      return;
    }
    const seed = this.seedValue();
    this.seed = String(seed);
    try {
      const players = safeSeats(game, this.players(game));
      if (players.length === 0) throw new Error(`the game has no ${this.players(game)}-player setup`);
      const answers = this.chosenAnswers(game, players);
      const position = Object.keys(answers).length > 0 ? (game.module.hooks.editor?.newGameScenario?.(game.rules, answers) ?? {}) : {};
      if (Object.keys(position).length === 0) {
        this.session = PlaySession.begin(seededGame(seed, players), game);
      } else {
        // The setup draws these; the game's position builder lays the chosen ones over the dealt game.
        const path = packPath(this.pack, 'scenarios/(new game).yaml');
        const text = chosenSetupText(players.length, seed, position);
        const c = compileForPlay(path, text, game.pack);
        if (!c.ok) throw new Error(c.diagnostics.map((d) => d.message).join('; ') || c.reason);
        const what = this.answerLabels(game, players, answers).join(', ');
        this.session = PlaySession.begin(scenarioSource(path, text, c.scenario, `seed ${seed}, ${players.length} players, with ${what}`), game);
      }
    } catch (error) {
      this.say(`The game cannot start: ${error instanceof Error ? error.message : String(error)}`, 'error');
      return;
    }
    this.reload = undefined;
    this.filterLocation = null;
    this.hoverOption = null;
    if (this.viewer !== 'acting' && this.viewer !== 'spectator' && !this.session.source.players.includes(this.viewer)) this.viewer = 'acting';
    this.say(`New game: ${this.session.source.label}.`);
    this.bump();
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
    if (this.viewer === 'acting') return this.session?.decision()?.player ?? null;
    return this.viewer;
  }

  setViewer(mode: ViewerMode): void {
    this.viewer = mode;
    this.filterLocation = null;
    this.hoverOption = null;
  }

  private answer(ids: string[]): void {
    const s = this.session;
    const d = s?.decision();
    if (!s || !d) return;
    const choice: Choice = { player: d.player, ids };
    const r = s.answer(choice);
    if (!r.ok) {
      this.say(`Not allowed: ${r.reason}`, 'error');
      return;
    }
    this.notice = undefined;
    this.filterLocation = null;
    this.hoverOption = null;
    this.bump();
  }

  back(): void {
    if (this.session?.back()) {
      this.filterLocation = null;
      this.notice = undefined;
      this.bump();
    }
  }

  forward(): void {
    const r = this.session?.forward();
    if (!r) return;
    if (!r.ok) this.say(`Cannot redo: ${r.reason}`, 'error');
    else this.notice = undefined;
    this.filterLocation = null;
    this.bump();
  }

  jumpTo(n: number): void {
    if (!this.session) return;
    this.session.jumpTo(n);
    this.filterLocation = null;
    this.say(`Back at decision ${n + 1}; forward redoes the rest.`);
    this.bump();
  }

  /** The seat whose Undo the history offers: the selected player, or in hot-seat view the player to act. */
  undoSeat(): PlayerId | null {
    if (this.viewer === 'spectator') return null;
    return this.viewerId();
  }

  /** A seat's undo: its own last choice, never across what it has seen (unlike Back, the designer's). */
  undo(): void {
    const s = this.session;
    const seat = this.undoSeat();
    if (!s || seat === null) return;
    const r = s.undo(seat);
    if (!r.ok) {
      this.say(`${this.playerName(seat)} cannot undo: ${r.reason}.`, 'warning');
      return;
    }
    this.filterLocation = null;
    this.say(`${this.playerName(seat)} took back their last choice: back at decision ${s.n + 1}.`);
    this.bump();
  }

  private playerName = (id: string): string => {
    const e = this.session?.engine ?? this.playable?.engine;
    return e?.game.playerName ? e.game.playerName(id) : id;
  };

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
  private chosenAnswers(game: PlayableGame, players: readonly string[]): Record<string, string> {
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
    // The layout depends on the board's shape only (its groups, nodes and edges), not on what is on it.
    const key = JSON.stringify([board.groups.map((g) => [g.id, g.nodes]), board.nodes.map((n) => [n.id, n.number ?? null]), board.edges.map((e) => [e.from, e.to])]);
    if (!this.layout || this.layoutFor !== key) {
      this.layout = layoutBoard(board);
      this.layoutFor = key;
    }
    return this.layout;
  }

  /** Option id -> the board nodes it is about (the module's `optionNodes`), for the decision on screen. */
  private optionLocations(d: Decision | null, game: PlayableGame): Map<string, string[]> {
    const out = new Map<string, string[]>();
    const about = game.module.hooks.display?.optionNodes;
    if (!d || !about) return out;
    for (const o of d.options) out.set(o.id, about(o, d, game.rules));
    return out;
  }

  private marks(d: Decision | null, where: Map<string, string[]>): Record<string, LocationMark> {
    const out: Record<string, LocationMark> = {};
    if (!d) return out;
    for (const locs of where.values()) for (const l of locs) out[l] = 'option';
    const hovered = this.hoverOption ? d.options.find((o) => o.id === this.hoverOption) : undefined;
    if (hovered) {
      const data = (hovered.data ?? null) as Record<string, unknown> | null;
      const locs = where.get(hovered.id) ?? [];
      // A move's `from` (in its data) is where it leaves; every other node it is about, where it goes.
      for (const l of locs) out[l] = data && data['from'] === l && locs.length > 1 ? 'from' : 'to';
    }
    return out;
  }

  private onLocation(id: string): void {
    const d = this.visibleDecision();
    const game = this.playable;
    if (!d || !game) {
      this.say(`${this.locationName(id)}: no decision of yours is about it.`);
      return;
    }
    const where = this.optionLocations(d, game);
    const any = [...where.values()].some((locs) => locs.includes(id));
    if (!any) {
      this.say(`No option of this decision is about ${this.locationName(id)}.`);
      return;
    }
    this.notice = undefined;
    this.filterLocation = this.filterLocation === id ? null : id;
    this.querySelector<RwPlayDecision>('rw-play-decision')?.focusSoon();
  }

  // ---------------------------------------------------------------- scenarios

  private scenarioFiles(): string[] {
    return this.workspace && this.pack ? scenarioPaths(this.workspace.paths(), this.pack) : [];
  }

  /** The scenario's text in the editor (unsaved edits included: run what you are writing). */
  private scenarioText(path: string): string {
    return this.workspace?.get(path)?.model.getValue() ?? '';
  }

  async saveScenario(): Promise<void> {
    const s = this.session;
    const game = this.playable;
    const ws = this.workspace;
    if (!s || !game || !ws) return;
    const name = this.scenarioName.trim();
    const path = scenarioPath(this.pack, name);
    if (!path) {
      this.say('Give the scenario a name (letters or digits) first.', 'warning');
      return;
    }
    if (ws.get(path)) {
      this.say(`${path} already exists: choose another name.`, 'warning');
      return;
    }
    const text = scenarioText(s, game, { name });
    const outcome = await ws.create(path, text);
    if (outcome.kind !== 'saved') {
      this.say(`Could not save the scenario: ${outcome.kind === 'failed' ? outcome.message : outcome.kind}`, 'error');
      return;
    }
    this.say(`Saved ${path}: add expectations in the editor, then run it here.`);
    if (this.scenarioName.trim() === name) this.scenarioName = '';
    this.tab = 'scenarios';
    const expectLine = text.split('\n').findIndex((l) => l === 'expect:') + 1;
    this.dispatchEvent(new CustomEvent('rw-open', { detail: { file: path, line: expectLine, col: 1 }, bubbles: true }));
  }

  async runScenarios(paths: string[]): Promise<void> {
    const game = this.playable ?? (this.loadContent(), this.playable);
    if (!game) {
      this.say('The saved content has errors: scenarios cannot run.', 'error');
      return;
    }
    this.running = true;
    const results = new Map(this.results);
    for (const path of paths) {
      results.set(path, runScenarioText(path, this.scenarioText(path), game));
      this.results = new Map(results);
      // Let the list repaint between scenarios: "run all" shows progress.
      await new Promise((r) => setTimeout(r, 0));
    }
    this.running = false;
    const failed = paths.filter((p) => results.get(p)?.status === 'failed').length;
    this.say(paths.length === 1 ? `${paths[0]}: ${results.get(paths[0]!)?.status}` : `${paths.length - failed} of ${paths.length} scenarios passed or pending; ${failed} failed.`, failed ? 'warning' : 'info');
  }

  playScenario(path: string): void {
    const game = this.playable ?? (this.loadContent(), this.playable);
    if (!game) return;
    const text = this.scenarioText(path);
    const c = compileForPlay(path, text, game.pack);
    if (!c.ok) {
      this.say(`${path} cannot be played: ${c.reason}`, 'error');
      return;
    }
    let session: PlaySession;
    try {
      session = PlaySession.begin(scenarioSource(path, text, c.scenario), game);
    } catch (error) {
      this.say(`${path} cannot be played: ${error instanceof Error ? error.message : String(error)}`, 'error');
      return;
    }
    const r = playScript(session, c.scenario, game.pack);
    this.session = session;
    this.reload = undefined;
    this.filterLocation = null;
    this.viewer = 'acting';
    this.say(r.stopped ? `Playing ${path}: its script stopped after ${r.played} answers (${r.stopped}).` : `Playing ${path}: its ${r.played} scripted answers are played; go on from here.`, r.stopped ? 'warning' : 'info');
    this.bump();
  }

  private open(file: string, line: number): void {
    this.dispatchEvent(new CustomEvent('rw-open', { detail: { file, line, col: 1 }, bubbles: true }));
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
      headers: s.steps.map((st, i) => ({ step: i, player: st.choice?.player ?? null, prompt: st.prompt, picked: st.picked })),
    };
    return this.memo;
  }

  /** A difference in what only some players may see (a hand, a private log line) shows only in their view. */
  private differenceVisible(d: Difference): boolean {
    if (d.to === null) return true;
    const v = this.viewerId();
    return v !== null && d.to.includes(v);
  }

  private renderDifference(d: Difference, label: string) {
    if (!this.differenceVisible(d)) {
      return html`<p class="rw-diff-hidden">${label}: at decision ${d.decision}, in what only ${d.to!.map(this.playerName).join(', ')} may see.
        <button class="rw-button rw-small rw-view-as" @click=${() => this.setViewer(d.to![0]!)}>View as ${this.playerName(d.to![0]!)}</button></p>`;
    }
    return html`<div class="rw-difference" data-kind=${d.kind} data-decision=${d.decision}>
      <p class="rw-difference-summary"><strong>${label}:</strong> ${d.summary}</p>
      <div class="rw-diff-cols">
        <div><h5>Before the edit</h5><pre>${d.before.join('\n')}</pre></div>
        <div><h5>After</h5><pre>${d.after.join('\n')}</pre></div>
      </div>
      <button class="rw-button rw-small rw-goto-difference" @click=${() => this.jumpTo(Math.max(0, d.kind === 'decision' ? d.decision - 1 : d.decision))}>Go to decision ${Math.max(1, d.kind === 'decision' ? d.decision : d.decision + 1)}</button>
    </div>`;
  }

  private renderReload() {
    const r = this.reload;
    if (!r) return nothing;
    const files = r.files.length ? r.files.join(', ') : 'the content';
    let body;
    let level = 'info';
    if (r.errors) {
      level = 'error';
      body = html`<p>The saved content has errors, so the game stays on the previous rules:</p><pre>${r.errors}</pre>`;
    } else if (r.failed) {
      level = 'error';
      body = html`<p>The new content cannot start this game (${r.failed}); it stays on the previous rules.</p>`;
    } else if (r.report) {
      const rep = r.report;
      const same = rep.first === null;
      level = rep.stopped ? 'error' : same ? 'ok' : 'warning';
      body = html`<p class="rw-replay-counts">Replayed ${rep.replayed} of ${rep.total} choices under the new content${same ? ': the game plays exactly as before.' : '.'}</p>
        ${rep.first ? this.renderDifference(rep.first, 'First difference') : nothing}
        ${rep.stopped && rep.stopped !== rep.first ? this.renderDifference(rep.stopped, 'Replay stopped') : nothing}
        ${rep.stopped ? html`<p class="rw-small">The game goes on from decision ${rep.replayed + 1}; the ${rep.total - rep.replayed} later choices were dropped.</p>` : nothing}`;
    } else {
      body = html`<p>Reloaded.</p>`;
    }
    return html`<section class="rw-replay-report rw-report-${level}" role="status" aria-label="Replay after save">
      <header><h4>Saved ${files}: the game was replayed</h4><button class="rw-button rw-quiet rw-small" aria-label="Dismiss" @click=${() => (this.reload = undefined)}>×</button></header>
      ${body}
    </section>`;
  }

  private renderToolbar(game: PlayableGame | undefined) {
    const count = game ? this.players(game) : 0;
    const players = this.session?.source.players ?? (game ? safeSeats(game, count) : []);
    const packs = this.packs();
    return html`<div class="rw-play-toolbar">
      <label class="rw-field">Pack
        <select class="rw-pack-select" @change=${(e: Event) => this.pickPack((e.target as HTMLSelectElement).value)}>
          ${packs.map((p) => html`<option value=${p} ?selected=${this.pack === p}>${packLabel(p, this.workspace?.folderName ?? 'content')}</option>`)}
        </select>
      </label>
      <label class="rw-field">Players
        <select class="rw-players-select" @change=${(e: Event) => (this.playerCount = Number((e.target as HTMLSelectElement).value))}>
          ${(game ? safeCounts(game) : []).map((n) => html`<option value=${String(n)} ?selected=${count === n}>${n}</option>`)}
        </select>
      </label>
      <label class="rw-field">Seed
        <input class="rw-seed" .value=${this.seed} size="8" @input=${(e: Event) => (this.seed = (e.target as HTMLInputElement).value)} @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && this.newGame()} />
      </label>
      ${game ? this.renderSetupChoices(game) : nothing}
      <button class="rw-button rw-primary rw-new-game" @click=${() => this.newGame()}>New game</button>
      <span class="rw-spacer"></span>
      <label class="rw-field">View
        <select class="rw-viewer-select" @change=${(e: Event) => this.setViewer((e.target as HTMLSelectElement).value)}>
          <option value="acting" ?selected=${this.viewer === 'acting'}>the player to act</option>
          <option value="spectator" ?selected=${this.viewer === 'spectator'}>spectator (public only)</option>
          ${players.map((p) => html`<option value=${p} ?selected=${this.viewer === p}>${this.playerName(p)}</option>`)}
        </select>
      </label>
    </div>`;
  }

  /** What the next new game fixes instead of drawing (the module's `newGameChoices`: a leader per player, say). */
  private renderSetupChoices(game: PlayableGame) {
    const seats = safeSeats(game, this.players(game));
    const choices = game.module.hooks.editor?.newGameChoices?.(game.rules, seats) ?? [];
    if (choices.length === 0) return nothing;
    const chosen = Object.keys(this.chosenAnswers(game, seats)).length;
    const title = [...new Set(choices.map((c) => c.label))].join(' & ');
    return html`<details class="rw-setup-choices">
      <summary>${title}${chosen ? html` <span class="rw-pill rw-pill-open">${chosen} chosen</span>` : html` <span class="rw-muted">(drawn)</span>`}</summary>
      <div class="rw-setup-choices-body">
        ${choices.map(
          (c) => html`<label class="rw-field">${c.player !== undefined ? this.playerName(c.player) : c.label}
            <select class="rw-setup-select" data-choice=${c.id} data-player=${c.player ?? nothing} @change=${(e: Event) => (this.setupAnswers = { ...this.setupAnswers, [c.id]: (e.target as HTMLSelectElement).value })}>
              <option value="" ?selected=${!this.setupAnswers[c.id]}>${c.label.toLowerCase()} drawn at random</option>
              ${c.options.map((o) => html`<option value=${o.id} ?selected=${this.setupAnswers[c.id] === o.id}>${o.label}</option>`)}
            </select>
          </label>`,
        )}
      </div>
    </details>`;
  }

  private renderStatus(s: PlaySession, derived: Derived) {
    const d = s.decision();
    const outcome = derived.outcome;
    const status = derived.table?.status ?? (outcome ? [`Round ${outcome.length.rounds}`] : []);
    const active = outcome?.active ?? null;
    return html`<div class="rw-play-status" role="status">
      ${status.map((t, i) => html`<span class="rw-status-item">${i === 0 ? html`<strong>${t}</strong>` : t}</span>`)}
      ${active && !outcome?.over ? html`<span class="rw-status-item">${possessive(this.playerName(active))} turn</span>` : nothing}
      <span class="rw-status-item rw-muted">${s.source.label}</span>
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
      .decisionKey=${s.n}
      .playerName=${this.playerName}
      .validate=${(ids: string[]) => s.validate({ player: visible.player, ids })}
      .filterLocation=${this.filterLocation}
      .filterLabel=${this.filterLocation ? this.locationName(this.filterLocation) : ''}
      .optionLocations=${where}
      @rw-play-answer=${(e: CustomEvent<{ ids: string[] }>) => this.answer(e.detail.ids)}
      @rw-play-hover=${(e: CustomEvent<{ id: string | null }>) => (this.hoverOption = e.detail.id)}
      @rw-play-clear-filter=${() => (this.filterLocation = null)}
    ></rw-play-decision>`;
  }

  private renderHistory(s: PlaySession) {
    const seat = this.undoSeat();
    const can = seat === null ? null : s.canUndo(seat);
    return html`<div class="rw-history" role="group" aria-label="History">
      <button class="rw-button rw-back" ?disabled=${!s.canBack()} @click=${() => this.back()} title="The designer's history: take back the last choice, whoever made it">◀ Back</button>
      <button class="rw-button rw-forward" ?disabled=${!s.canForward()} @click=${() => this.forward()} title="Redo the choice taken back">Forward ▶</button>
      <button class="rw-button rw-undo" ?disabled=${can === null || !can.ok} @click=${() => this.undo()}
        title=${seat === null ? 'Pick a player (or the player to act) to undo as a seat' : can && !can.ok ? `${this.playerName(seat)} cannot undo: ${can.reason}` : `Undo as ${this.playerName(seat)}: their own last choice, never across what they have seen`}>↶ Undo${seat === null ? '' : ` (${this.playerName(seat)})`}</button>
      <span class="rw-small rw-muted rw-history-count">${s.n} choice${s.n === 1 ? '' : 's'} made${s.redo.length ? ` · ${s.redo.length} to redo` : ''}</span>
    </div>
    ${this.renderHindsight(s)}`;
  }

  /** When Back or a jump crossed what a seat had seen: this position is the designer's, not one a seat could return to. */
  private renderHindsight(s: PlaySession) {
    const seen = s.source.players.map((p) => ({ p, h: s.hindsight(p) })).filter((x) => x.h.length > 0);
    if (seen.length === 0) return nothing;
    return html`<div class="rw-hindsight rw-report-warning" role="note" aria-label="What the seats had seen">
      <p><strong>Designer's view:</strong> the seats had already seen what comes after this position, so none of them could take their choices back to here:</p>
      <ul>
        ${seen.map(({ p, h }) => html`<li><strong>${this.playerName(p)}</strong>: at decision ${h[0]!.move}, ${h[0]!.lesson.what}${h.length > 1 ? ` (and ${h.length - 1} more later)` : ''}</li>`)}
      </ul>
    </div>`;
  }

  private renderScenarios(game: PlayableGame | undefined) {
    const files = this.scenarioFiles();
    const counts = { passed: 0, failed: 0, pending: 0, notRun: 0 };
    for (const p of files) {
      const st = this.results.get(p)?.status;
      if (st === 'passed') counts.passed++;
      else if (st === 'failed') counts.failed++;
      else if (st === 'pending') counts.pending++;
      else counts.notRun++;
    }
    const shown = this.onlyFailed ? files.filter((p) => this.results.get(p)?.status === 'failed') : files;
    return html`<div class="rw-scenarios">
      <section class="rw-scenario-save" aria-label="Save as scenario">
        <h4>Save this game as a scenario</h4>
        <p class="rw-small rw-muted">The start position and the choices so far go to <code>${packPath(this.pack, 'scenarios/')}&lt;name&gt;.yaml</code>; add expectations in the editor.</p>
        <div class="rw-row">
          <input class="rw-scenario-name" placeholder="Scenario name" aria-label="Scenario name" .value=${this.scenarioName} @input=${(e: Event) => (this.scenarioName = (e.target as HTMLInputElement).value)} @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && void this.saveScenario()} />
          <button class="rw-button rw-save-scenario" ?disabled=${!this.session || !game} @click=${() => void this.saveScenario()}>Save as scenario</button>
        </div>
      </section>
      <section aria-label="Scenarios">
        <div class="rw-row rw-scenario-bar">
          <h4>Scenarios <span class="rw-muted rw-small">${files.length}</span></h4>
          <span class="rw-scenario-counts rw-small" role="status">
            ${counts.passed ? html`<span class="rw-count-pass">${counts.passed} passed</span>` : nothing}
            ${counts.failed ? html`<span class="rw-count-fail">${counts.failed} failed</span>` : nothing}
            ${counts.pending ? html`<span class="rw-count-pending">${counts.pending} pending</span>` : nothing}
            ${counts.notRun && counts.notRun < files.length ? html`<span class="rw-muted">${counts.notRun} not run</span>` : nothing}
          </span>
          <span class="rw-spacer"></span>
          <label class="rw-small rw-only-failed"><input type="checkbox" .checked=${this.onlyFailed} @change=${(e: Event) => (this.onlyFailed = (e.target as HTMLInputElement).checked)} /> only failed</label>
          <button class="rw-button rw-run-all" ?disabled=${files.length === 0 || this.running || !game} @click=${() => void this.runScenarios(files)}>${this.running ? 'Running…' : 'Run all'}</button>
        </div>
        <p class="rw-small rw-muted">Scenarios run on the saved content; a scenario's own text is taken as it stands in the editor.</p>
        ${files.length === 0 ? html`<p class="rw-muted rw-small">No scenario files yet.</p>` : nothing}
        <ul class="rw-scenario-list">
          ${shown.map((path) => {
            const r = this.results.get(path);
            const status = r ? r.status : 'not run';
            // The folder it is filed in under scenarios/ (`combat/`), so two scenarios of one name in two folders tell apart.
            const folder = path.split('/').slice(2, -1).join('/');
            return html`<li class="rw-scenario rw-scenario-${status.replace(' ', '-')}" data-path=${path}>
              <div class="rw-row rw-scenario-row">
                <span class="rw-scenario-status" data-status=${status}>${status === 'passed' ? '✓ pass' : status === 'failed' ? '✗ fail' : status === 'pending' ? '… pending' : '·'}</span>
                ${folder ? html`<span class="rw-scenario-folder rw-small rw-muted">${folder}/</span>` : nothing}
                <button class="rw-link rw-scenario-title" title=${`Open ${path}${r ? ` (${r.decisions} decisions answered)` : ''}`} @click=${() => this.open(path, 1)}>${scenarioTitle(path, this.scenarioText(path))}</button>
                <span class="rw-spacer"></span>
                <button class="rw-button rw-small rw-run-scenario" ?disabled=${this.running || !game} @click=${() => void this.runScenarios([path])}>Run</button>
                <button class="rw-button rw-small rw-play-scenario" ?disabled=${!game} @click=${() => this.playScenario(path)}>Play</button>
              </div>
              ${r?.failure
                ? html`<div class="rw-scenario-failure">
                    <button class="rw-link rw-failure-line" @click=${() => this.open(path, r.failure!.line)}>${path.split('/').slice(2).join('/')}:${r.failure.line}</button>
                    ${r.failure.step ? html`<code>${r.failure.step}</code>` : nothing}
                    <pre class="rw-failure-message">${r.failure.message}</pre>
                    ${r.failure.expected !== undefined ? html`<p class="rw-small rw-expected"><strong>expected</strong> ${r.failure.expected}<br /><strong>actual</strong> ${r.failure.actual}</p>` : nothing}
                    ${r.diagnostics.slice(0, 4).map((d) => html`<p class="rw-small rw-error"><button class="rw-link" @click=${() => this.open(path, d.line)}>${d.line}:${d.col}</button> ${d.message}${d.hint ? html` <span class="rw-muted">(${d.hint})</span>` : nothing}</p>`)}
                  </div>`
                : nothing}
              ${r?.status === 'pending' ? html`<p class="rw-small rw-muted rw-scenario-note">Pending: ${r.pending}${r.passesAnyway ? ' — it passes now: remove `pending:`' : ''}</p>` : nothing}
            </li>`;
          })}
        </ul>
      </section>
    </div>`;
  }

  protected override render() {
    const game = this.playable;
    const s = this.session;
    void this.version; // the session is mutable: version tracks it
    const viewer = this.viewerId();
    const derived = s ? this.derive(s, viewer) : undefined;
    const view = derived?.view;
    const table = derived?.table ?? null;
    let body;
    if (!this.workspace || this.workspace.paths().length === 0) {
      body = html`<p class="rw-muted rw-empty">Loading content…</p>`;
    } else if (!s || !view || !derived) {
      body = html`<div class="rw-play-intro">
        ${this.game && !this.game.ok
          ? html`<p class="rw-error">The saved content has errors; fix them to play:</p><pre class="rw-small">${describeErrors(this.game.errors)}</pre>`
          : html`<p>Start a game from a seed, or play a scenario (Scenarios below). The game runs on the content as saved; saving a file replays it under the new content and shows where it first plays differently.</p>`}
      </div>`;
    } else {
      const d = this.visibleDecision();
      const where = game ? this.optionLocations(d, game) : new Map<string, string[]>();
      const board = derived.board;
      body = html`
        ${this.renderStatus(s, derived)}
        <p class="rw-viewing rw-small">
          ${viewer !== null ? html`<span class="rw-dot" style=${`--rw-dot:${this.colour(viewer).fill}`}></span>` : nothing}
          Showing what <strong>${viewer === null ? 'a spectator' : this.playerName(viewer)}</strong> may see
        </p>
        <div class="rw-play-main ${board ? '' : 'rw-play-no-board'}">
          ${board
            ? html`<rw-play-board
                .view=${board}
                .layout=${this.boardLayout(board)}
                .marks=${this.marks(d, where)}
                .selected=${this.filterLocation}
                .playerName=${this.playerName}
                .colour=${this.colour}
                @rw-play-location=${(e: CustomEvent<{ id: string }>) => this.onLocation(e.detail.id)}
              ></rw-play-board>`
            : nothing}
          <div class="rw-play-decision-col">
            ${game ? this.renderDecision(s, game) : nothing}
            ${this.renderHistory(s)}
          </div>
        </div>
        ${table ? html`<rw-play-table .model=${table} .colour=${this.colour} section="summary"></rw-play-table>` : nothing}
      `;
    }
    const lines = derived?.lines ?? [];
    const headers = derived?.headers ?? [];
    return html`<div class="rw-play">
      ${this.renderToolbar(game)}
      ${this.notice ? html`<p class="rw-play-notice rw-play-notice-${this.notice.level}" role="status">${this.notice.text}</p>` : nothing}
      ${this.renderReload()}
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
            : this.renderScenarios(game)}
      </div>
    </div>`;
  }
}

/** "Blue Founders'", "Red Vox Populi's". */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** The seats of a `count`-player game of this pack, or none when its game has no such setup. */
function safeSeats(game: PlayableGame, count: number): string[] {
  try {
    return game.module.seats.players(game.rules, count).slice();
  } catch {
    return [];
  }
}

/** The player counts the pack's game offers. */
function safeCounts(game: PlayableGame): number[] {
  try {
    return game.module.seats.counts(game.rules).slice();
  } catch {
    return [];
  }
}

customElements.define('rw-test-play-panel', RwTestPlayPanel);

declare global {
  interface HTMLElementTagNameMap {
    'rw-test-play-panel': RwTestPlayPanel;
  }
}
