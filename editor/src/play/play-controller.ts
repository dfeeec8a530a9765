/**
 * The test-play session as a Lit ReactiveController: which pack is played,
 * its rules as saved, the game on the table and its history, and
 * play-as-you-write (a save of a rules file reloads the pack and replays the
 * game under it, keeping the report of the first difference). The panel
 * that hosts it draws; this holds the game and changes it, and asks the host
 * to draw again after each change.
 *
 * By default it plays the saved files; the designer may have it follow unsaved
 * edits too (`followEdits`, remembered in the browser), reloading a moment
 * after the typing stops.
 *
 * It follows the workspace's `files` event while the host is connected
 * (hostConnected / hostDisconnected), and loads the pack the first time the
 * host is on screen (hostUpdate).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Workspace } from '../workspace/workspace.ts';
import type { Choice, PlayerId } from '../../../interpreter/core/index.ts';
import { describeErrors, fingerprint, loadGame, packFiles, packLabel, packOfPath, packPath, packsIn, type LoadedGame, type PlayableGame } from './rules.ts';
import { PlaySession, seededGame, type GameSource } from './session.ts';
import { replayUnder, type ReplayReport } from './replay-diff.ts';
import { chosenSetupText, compileForPlay, scenarioSource } from './scenarios.ts';
import { BotSeats } from './bot-seats.ts';
import { inlineThinker, type BotPack, type BotThinker } from './bot-thinker.ts';
import { packInputs } from '../balance/balance-model.ts';

export interface PanelNotice {
  text: string;
  level: 'info' | 'warning' | 'error';
}

/** What a save did to the game on the table. */
export interface ReloadReport {
  /** The files whose save triggered it. */
  files: string[];
  report: ReplayReport | null;
  /** The saved content has errors: the game stays on the previous content. */
  errors: string | null;
  /** The new content cannot start this game (setup refused): the game stays on the previous content. */
  failed: string | null;
}

/** What the controller reads of its host: the workspace, whether it is on screen, the open file. */
export interface PlayHost extends ReactiveControllerHost {
  workspace: Workspace | undefined;
  active: boolean;
  activeFile: string | undefined;
  /** The position on the table changed (a move, a jump, a new game, a reload): what was narrowed to a board node no longer applies. */
  positionChanged(): void;
}

/** What a new game is asked for: seed, seats, and what the module lets it fix instead of drawing. */
export interface NewGameRequest {
  seed: string | number;
  players: PlayerId[];
  /** The module's `newGameChoices` answered (choice id -> option id), with their labels for the game's name. */
  answers: Record<string, string>;
  answerLabels: string[];
}

export class PlayController implements ReactiveController {
  /** The pack played (a folder with a pack.yaml); '' until first loaded. */
  pack = '';
  game: LoadedGame | undefined = undefined;
  session: PlaySession | undefined = undefined;
  /** Bumped when the session changes in place (it is mutable): what the host's memo keys on. */
  version = 0;
  reload: ReloadReport | undefined = undefined;
  notice: PanelNotice | undefined = undefined;

  /** Plays unsaved edits too, not only what is saved (the designer's choice, remembered). */
  followEdits = readFollowEdits();
  /** The pack's files with unsaved edits, as last counted (the host says how many are not in play). */
  unsaved = 0;
  private followTimer: ReturnType<typeof setTimeout> | undefined;

  /** Rules files' texts as last loaded (to tell which files a save changed). */
  private loadedFiles: Record<string, string> = {};
  private listening: Workspace | undefined;
  /** The scenario files last seen (the host redraws its list when files come or go). */
  private knownFiles = '';
  /** The texts the playable game was loaded from (what the bot worker loads), with their key. */
  private botInputs: BotPack | undefined;

  /** Bots at seats: which, and their answers as their decisions come up. */
  readonly bots: BotSeats;

  /** `thinker`: where bots think (the panel gives a Web Worker; by default they answer in this thread). */
  constructor(
    private readonly host: PlayHost,
    thinker: () => BotThinker = inlineThinker,
  ) {
    host.addController(this);
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the bots read the session as it is when they look, through a getter
    const play = this;
    this.bots = new BotSeats(
      {
        get session() {
          return play.session;
        },
        botPack: () => this.botPack(),
        answerFor: (choice) => this.answerFor(choice),
        say: (text, level) => this.say(text, level),
        playerName: (id) => this.playerName(id),
        redraw: () => this.host.requestUpdate(),
      },
      thinker,
    );
  }

  hostConnected(): void {
    this.listen();
  }

  hostDisconnected(): void {
    clearTimeout(this.followTimer);
    this.listening?.removeEventListener('files', this.onFiles);
    this.listening = undefined;
    this.bots.dispose();
  }

  hostUpdate(): void {
    this.listen();
    if (this.host.active && this.game === undefined) this.loadContent();
  }

  private listen(): void {
    const ws = this.host.workspace;
    if (ws === this.listening) return;
    this.listening?.removeEventListener('files', this.onFiles);
    ws?.addEventListener('files', this.onFiles);
    this.listening = ws;
  }

  get playable(): PlayableGame | undefined {
    return this.game?.ok ? this.game : undefined;
  }

  /** Draw again: the session changed in place. */
  changed(): void {
    this.version++;
    this.bots.turn();
    this.host.requestUpdate();
  }

  /** The pack as loaded for the bots (its rules files and YAML bots, keyed by their fingerprints). */
  botPack(): BotPack | undefined {
    const game = this.playable;
    return game && this.botInputs?.game === game ? this.botInputs : undefined;
  }

  /** Notes what the playable game was loaded from, for the bot worker. */
  private loadedFrom(texts: ReadonlyMap<string, string>): void {
    const game = this.playable;
    if (!game) return;
    const { files, botTexts } = packInputs(texts, this.pack);
    this.botInputs = { key: `${fingerprint(files)}/${fingerprint(botTexts)}`, pack: this.pack, files, botTexts, game };
  }

  say(text: string, level: PanelNotice['level'] = 'info'): void {
    this.notice = { text, level };
    this.host.requestUpdate();
  }

  quiet(): void {
    this.notice = undefined;
    this.host.requestUpdate();
  }

  get workspace(): Workspace | undefined {
    return this.host.workspace;
  }

  folderName(): string {
    return this.host.workspace?.folderName ?? 'content';
  }

  // ---------------------------------------------------------------- content

  /** The saved text of every content file (test-play runs on what is saved). */
  private savedTexts(): Map<string, string> {
    const out = new Map<string, string>();
    const ws = this.host.workspace;
    if (!ws) return out;
    for (const path of ws.paths()) {
      const e = ws.get(path);
      if (e && e.baseVersion !== null) out.set(path, e.savedText);
    }
    return out;
  }

  /** What test-play plays: the saved files, or with `followEdits` the files as edited. */
  private contentTexts(): Map<string, string> {
    return this.followEdits ? (this.host.workspace?.texts() ?? new Map<string, string>()) : this.savedTexts();
  }

  /** 'saved' or 'edited': the words for the content played, in messages. */
  get contentWord(): string {
    return this.followEdits ? 'edited' : 'saved';
  }

  /** Follow unsaved edits, or go back to the saved files: the game on the table replays under what is now played. */
  setFollowEdits(on: boolean): void {
    this.followEdits = on;
    writeFollowEdits(on);
    clearTimeout(this.followTimer);
    if (this.game !== undefined) this.reloadIfChanged();
    this.host.requestUpdate();
  }

  /** The packs the workspace holds (folders with a pack.yaml). */
  packs(): string[] {
    return this.host.workspace ? packsIn(this.host.workspace.paths()) : [];
  }

  loadContent(): void {
    const ws = this.host.workspace;
    if (!ws || ws.paths().length === 0) return;
    const packs = this.packs();
    if (!packs.includes(this.pack)) this.pack = packOfPath(this.host.activeFile, packs) ?? packs[0] ?? '';
    if (this.pack === '') return;
    const texts = this.contentTexts();
    this.loadedFiles = packFiles(texts, this.pack);
    this.game = loadGame(texts, this.pack);
    this.loadedFrom(texts);
    this.host.requestUpdate();
  }

  /** The game, loading the pack first when it is not loaded yet. */
  ensureGame(): PlayableGame | undefined {
    if (!this.game) this.loadContent();
    return this.playable;
  }

  /** Plays another pack: its game loads; the game on screen (of the other pack) is closed. */
  pickPack(pack: string): void {
    if (pack === this.pack) return;
    this.pack = pack;
    this.game = undefined;
    this.session = undefined;
    this.bots.clear();
    this.reload = undefined;
    this.loadContent();
    const label = packLabel(pack, this.folderName());
    this.say(this.playable ? `Playing the ${this.playable.module.title} pack ${label}.` : `The pack ${label} has errors: fix them (see Problems)${this.followEdits ? '' : ' and save'} to play.`, this.playable ? 'info' : 'error');
    this.host.positionChanged();
  }

  /** A save, an edit (when following edits) or a disk change: reload what changed, and replay the game under it. */
  private onFiles = (): void => {
    const ws = this.host.workspace;
    const all = ws?.paths().join('\n') ?? '';
    const unsaved = ws?.dirtyPaths().filter((p) => packOfPath(p, this.packs()) === this.pack).length ?? 0;
    if (all !== this.knownFiles || unsaved !== this.unsaved) {
      this.knownFiles = all;
      this.unsaved = unsaved;
      this.host.requestUpdate();
    }
    if (this.game === undefined) {
      if (this.host.active) this.loadContent();
      return;
    }
    if (this.followEdits) {
      // Every keystroke is an edit: reload once the typing pauses, not at each key.
      clearTimeout(this.followTimer);
      this.followTimer = setTimeout(() => this.reloadIfChanged(), FOLLOW_PAUSE_MS);
      return;
    }
    this.reloadIfChanged();
  };

  private reloadIfChanged(): void {
    if (this.game === undefined) return;
    const files = packFiles(this.contentTexts(), this.pack);
    if (fingerprint(files) === this.game.fingerprint) return;
    const changed = [...new Set([...Object.keys(files), ...Object.keys(this.loadedFiles)])].filter((f) => files[f] !== this.loadedFiles[f]).map((f) => packPath(this.pack, f));
    this.reloadContent(changed);
  };

  private reloadContent(changedFiles: string[]): void {
    const texts = this.contentTexts();
    const next = loadGame(texts, this.pack);
    this.loadedFiles = packFiles(texts, this.pack);
    if (!next.ok) {
      // Keep playing on the last good content; say why the new one is not used.
      this.reload = { files: changedFiles, report: null, errors: describeErrors(next.errors), failed: null };
      if (!this.game?.ok) this.game = next;
      this.host.requestUpdate();
      return;
    }
    const old = this.session;
    if (!old) {
      this.game = next;
      this.loadedFrom(texts);
      this.reload = undefined;
      this.host.requestUpdate();
      return;
    }
    let report: ReplayReport;
    try {
      report = replayUnder(next, old);
    } catch (error) {
      this.game = next;
      this.loadedFrom(texts);
      this.reload = { files: changedFiles, report: null, errors: null, failed: messageOf(error) };
      this.host.requestUpdate();
      return;
    }
    this.game = next;
    this.loadedFrom(texts);
    this.session = report.session;
    this.reload = { files: changedFiles, report, errors: null, failed: null };
    this.host.positionChanged();
    this.changed();
  }

  // ---------------------------------------------------------------- games

  /** Puts a game on the table (a new game, a scenario played), with a notice or none. */
  begin(session: PlaySession, notice?: PanelNotice): void {
    this.session = session;
    this.reload = undefined;
    this.notice = notice;
    this.host.positionChanged();
    this.changed();
  }

  /** A new game from a seed, with what the module lets it fix laid over the deal (by the scenario layer's position builder). */
  newGame(req: NewGameRequest): void {
    const game = this.ensureGame();
    if (!game) {
      this.say(`The ${this.contentWord} content has errors: fix them (see Problems)${this.followEdits ? '' : ' and save'} to play.`, 'error');
      return;
    }
    let session: PlaySession;
    try {
      if (req.players.length === 0) throw new Error('the game has no setup for that many players');
      const { answers, players, seed } = req;
      const position = Object.keys(answers).length > 0 ? (game.module.hooks.editor?.newGameScenario?.(game.rules, answers) ?? {}) : {};
      let source: GameSource;
      if (Object.keys(position).length === 0) source = seededGame(seed, players);
      else {
        // The setup draws these; the game's position builder lays the chosen ones over the dealt game.
        const path = packPath(this.pack, 'scenarios/(new game).yaml');
        const text = chosenSetupText(players.length, seed, position);
        const c = compileForPlay(path, text, game.pack);
        if (!c.ok) throw new Error(c.diagnostics.map((d) => d.message).join('; ') || c.reason);
        source = scenarioSource(path, text, c.scenario, `seed ${seed}, ${players.length} players, with ${req.answerLabels.join(', ')}`);
      }
      session = PlaySession.begin(source, game);
    } catch (error) {
      this.say(`The game cannot start: ${messageOf(error)}`, 'error');
      return;
    }
    // No notice: the status line names the new game (its seed, players and choices), and a line fewer
    // above a wide board keeps it whole in view.
    this.begin(session);
  }

  answer(ids: string[]): void {
    const d = this.session?.decision();
    if (d) this.answerFor({ player: d.player, ids });
  }

  /** Plays a choice (the designer's or a bot's); false, saying why, when the engine refuses it. */
  answerFor(choice: Choice): boolean {
    const s = this.session;
    if (!s || !s.decision()) return false;
    const r = s.answer(choice);
    if (!r.ok) {
      this.say(`Not allowed: ${r.reason}`, 'error');
      return false;
    }
    this.notice = undefined;
    this.host.positionChanged();
    this.changed();
    return true;
  }

  /** The designer's Back: the last choice; with bots seated, back to the designer's own last decision (over the bots' answers). */
  back(): void {
    const s = this.session;
    if (!s || !s.canBack()) return;
    if (this.bots.any()) s.jumpTo(this.bots.backTarget(s));
    else s.back();
    this.notice = undefined;
    this.host.positionChanged();
    this.changed();
  }

  forward(): void {
    const r = this.session?.forward();
    if (!r) return;
    if (!r.ok) this.notice = { text: `Cannot redo: ${r.reason}`, level: 'error' };
    else this.notice = undefined;
    this.host.positionChanged();
    this.changed();
  }

  /** Goes back to just before decision `n + 1`, and says where it landed (the history may be shorter than asked). */
  jumpTo(n: number): void {
    const s = this.session;
    if (!s) return;
    s.jumpTo(Math.max(0, Math.min(n, s.n)));
    this.notice = { text: `Back at decision ${s.n + 1}; forward redoes the rest.`, level: 'info' };
    this.host.positionChanged();
    this.changed();
  }

  /** A seat's undo: its own last choice, never across what it has seen (unlike Back, the designer's). */
  undo(seat: PlayerId, name: string): void {
    const s = this.session;
    if (!s) return;
    const r = s.undo(seat);
    if (!r.ok) {
      this.say(`${name} cannot undo: ${r.reason}.`, 'warning');
      return;
    }
    this.notice = { text: `${name} took back their last choice: back at decision ${s.n + 1}.`, level: 'info' };
    this.host.positionChanged();
    this.changed();
  }

  /** A player's name as the game says it. */
  playerName = (id: string): string => {
    const e = this.session?.engine ?? this.playable?.engine;
    return e?.game.playerName ? e.game.playerName(id) : id;
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** How long the typing must pause before test-play follows an edit. */
const FOLLOW_PAUSE_MS = 500;
const FOLLOW_KEY = 'rulewright.play.follow-edits';

function readFollowEdits(): boolean {
  try {
    return globalThis.localStorage?.getItem(FOLLOW_KEY) === 'yes';
  } catch {
    return false;
  }
}

function writeFollowEdits(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(FOLLOW_KEY, on ? 'yes' : 'no');
  } catch {
    // A browser that stores nothing forgets the choice at the next page; the game still follows it now.
  }
}
