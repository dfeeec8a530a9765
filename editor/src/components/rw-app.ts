/**
 * The editor's shell: lays out the panels and wires them to the workspace.
 *
 *   content tree ┆ welcome, tabs + Monaco ┆ card preview / test-play / balance
 *                ┆┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┆
 *                ┆ problems               ┆
 *
 * The ┆ and ┄ are splitters: every panel but the editor resizes and folds,
 * and each side panel remembers its own layout (PanelLayoutController).
 * Every element on the path from `document` to Monaco renders in light DOM
 * (see light-element.ts).
 */
import { html, nothing } from 'lit';
import type * as Monaco from 'monaco-editor';
import { LightElement } from './light-element.ts';
import './rw-content-tree.ts';
import './rw-problems-panel.ts';
import './rw-card-preview.ts';
import './rw-conflict-dialog.ts';
import './rw-yaml-editor.ts';
import './rw-test-play-panel.ts';
import './rw-balance-panel.ts';
import './rw-welcome.ts';
import './rw-same-rows-dialog.ts';
import type { RwBalancePanel } from './rw-balance-panel.ts';
import { fieldNumberAt, numberAt, valuesAround } from '../balance/try-values.ts';
import type { RwWelcome } from './rw-welcome.ts';
import type { FileActions, OpenRequest } from './rw-content-tree.ts';
import type { RwYamlEditor, CursorDetail } from './rw-yaml-editor.ts';
import type { RwConflictDialog } from './rw-conflict-dialog.ts';
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import { httpContentClient, runToken } from '../api/content-client.ts';
import { Workspace, pathOfModel } from '../workspace/workspace.ts';
import { LastGoodTexts } from '../workspace/last-good.ts';
import { keepSession, restoredSession } from '../workspace/session.ts';
import { fileTitles, firstFileOf, outlinePacks, type OutlineNode } from '../outline/outline.ts';
import { cardAt, type CardView } from '../preview/card-at.ts';
import { PackCheckClient } from '../pack/pack-check-client.ts';
import { packHolding } from '../workspace/packs.ts';
import type { PageStart } from '../page-start.ts';
import type { PackSummary, StageReport } from '../pack/pack-checker.ts';
import { compareDiagnostics } from '../../../interpreter/diagnostics/index.ts';
import { checkStatusOf } from '../pack/check-status.ts';
import { AfterCheck, debounce } from '../workspace/debounce.ts';
import { MarkerBoard } from '../pack/marker-board.ts';
import { registerQuickFixes } from '../monaco/code-actions.ts';
import { associatePackSchemas } from '../monaco/setup.ts';
import { PanelLayoutController } from '../layout/panel-layout-controller.ts';
import type { SideMode } from '../layout/panel-sizes.ts';
import { EffectLanguage } from '../effect-language/monaco-effects.ts';
import { loadLanguageWords } from '../effect-language/registry-bridge.ts';

type SidePanel = SideMode;

interface Notice {
  message: string;
  level: 'info' | 'warning' | 'error';
}

/** Short: the check itself is incremental and off the main thread; markers are due 150 ms after the last key. */
const CHECK_DEBOUNCE_MS = 30;

export class RwApp extends LightElement {
  static override properties = {
    loading: { state: true },
    loadError: { state: true },
    outline: { state: true },
    tabs: { state: true },
    active: { state: true },
    diagnostics: { state: true },
    checkStatus: { state: true },
    preview: { state: true },
    side: { state: true },
    notice: { state: true },
    dirty: { state: true },
    changedOnDisk: { state: true },
    saving: { state: true },
  };

  declare loading: boolean;
  declare loadError: string | undefined;
  declare outline: OutlineNode[];
  declare tabs: string[];
  declare active: string | undefined;
  declare diagnostics: Diagnostic[];
  declare checkStatus: string;
  declare preview: CardView | undefined;
  declare side: SidePanel;
  declare notice: Notice | undefined;
  declare dirty: Set<string>;
  declare changedOnDisk: Set<string>;
  declare saving: boolean;

  /** Set by app-mount.ts before the element connects. */
  monaco!: typeof Monaco;
  testMode = false;
  /** The content request and the pack check the page started before the app loaded (page-start.ts). */
  pageStart: PageStart | undefined;
  workspace!: Workspace;
  effects: EffectLanguage | undefined;
  /** The packs of the content folder as the last check saw them (name, game, whether playable, scenario runs). */
  packs: PackSummary[] = [];
  /** Resolves when files are loaded and the first pack check has been applied (the browser tests wait on it). */
  readonly ready: Promise<void>;
  private resolveReady!: () => void;
  private checker: PackCheckClient | undefined;
  /** Each file's problems, as the last report covering it said. */
  private problems = new Map<string, Diagnostic[]>();
  private firstReport!: () => void;
  private markers: MarkerBoard | undefined;
  private quickFixes: Monaco.IDisposable | undefined;
  /** The panels' sizes, folds and splitters, one layout per side panel. */
  private readonly layout = new PanelLayoutController(this, () => this.side);
  /** What the tree and the preview show of a file that does not read as YAML just now. */
  private lastGood = new LastGoodTexts();
  private lastCursor: CursorDetail | undefined;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.loading = true;
    this.loadError = undefined;
    this.outline = [];
    this.tabs = [];
    this.active = undefined;
    this.diagnostics = [];
    this.checkStatus = '';
    this.preview = undefined;
    this.side = 'card';
    this.notice = undefined;
    this.dirty = new Set();
    this.changedOnDisk = new Set();
    this.saving = false;
    this.ready = new Promise((resolve) => (this.resolveReady = resolve));
  }

  private get editorElement(): RwYamlEditor | null {
    return this.querySelector('rw-yaml-editor');
  }

  private get conflictDialog(): RwConflictDialog | null {
    return this.querySelector('rw-conflict-dialog');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The run's key from the editor's link (or kept from it): every call to the content server carries it.
    const client = this.pageStart?.client ?? httpContentClient('', runToken(window.location, window.history, window.localStorage));
    this.workspace = new Workspace(this.monaco, client, window.localStorage);
    this.workspace.addEventListener('notice', (e) => this.showNotice((e as CustomEvent<Notice>).detail));
    this.workspace.addEventListener('files', () => this.syncFileState());
    this.workspace.addEventListener('content', (e) => this.onContent((e as CustomEvent<{ path: string }>).detail.path));
    this.markers = new MarkerBoard(this.monaco, (path) => this.workspace.get(path)?.model);
    this.quickFixes = registerQuickFixes(this.monaco);
    this.effects = new EffectLanguage(this.monaco, {
      world: (path) => packHolding(this.packs, path)?.world,
      pathOf: (model) => pathOfModel(model),
    });
    window.addEventListener('focus', this.onWindowFocus);
    window.addEventListener('keydown', this.onKeydown);
    void this.start();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('focus', this.onWindowFocus);
    window.removeEventListener('keydown', this.onKeydown);
    this.checker?.dispose();
    this.effects?.dispose();
    this.quickFixes?.dispose();
  }

  private onWindowFocus = () => {
    void this.workspace.refreshFromDisk();
  };

  private onKeydown = (e: KeyboardEvent) => {
    // Monaco handles Ctrl+S itself while it has focus; this covers the rest of the page.
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void this.saveActive();
    }
  };

  private async start(): Promise<void> {
    // The check's worker started with the page (page-start.ts), or starts now, while the files come.
    const reported = new Promise<void>((resolve) => (this.firstReport = resolve));
    const started = this.pageStart?.checker;
    try {
      if (started instanceof Error) throw started;
      this.checker = started ?? new PackCheckClient();
    } catch (error) {
      this.checkStatus = `The pack check could not start: ${error instanceof Error ? error.message : String(error)}`;
      this.firstReport();
    }
    try {
      await this.workspace.load(this.pageStart?.listing);
    } catch (error) {
      this.loading = false;
      this.loadError = error instanceof Error ? error.message : String(error);
      this.resolveReady();
      return;
    }
    performance.mark('rw:files-loaded');
    const texts = this.workspace.texts();
    this.lastGood.seed(texts);
    this.loading = false;
    this.syncFileState();
    await this.updateComplete;
    // The file first, then its pack's check, then the tree: the designer can read and type while the rest comes.
    this.restoreSession();
    performance.mark('rw:editor-shown');
    if (this.checker) {
      // Started early, the check has the files on disk: it is given the unsaved drafts only.
      if (this.checker.hasFiles) this.checker.update(texts);
      else this.checker.setFiles(texts, this.workspace.folderName, this.active);
      this.checkStatus = 'checking…';
      // Now that every file has its model, the reports (those that came while Monaco loaded first) can be marked.
      this.checker.listen({
        report: (report, packs, busy) => this.onReport(report, packs, busy),
        failed: (error) => {
          this.checkStatus = `The pack check failed: ${error.message}`;
          this.firstReport();
        },
      });
    }
    this.rebuildOutline();
    performance.mark('rw:tree-built');
    await reported;
    // The effect language's words (completion, hover, colours) of the shown file's game.
    if (this.active) await this.useWordsOf(this.active);
    performance.mark('rw:ready');
    this.resolveReady();
  }

  /** The game of the pack `path` is in, as the last check read its pack.yaml. */
  private gameOf(path: string): string | undefined {
    return packHolding(this.packs, path)?.game;
  }

  /** The game whose effect-language words the editor offers now. */
  private wordsGame: string | undefined;

  /** Offers the words of the game of `path`'s pack (completion, hover, colours), loading them when the game changes. */
  private async useWordsOf(path: string): Promise<void> {
    const game = this.gameOf(path);
    if (game === undefined || game === this.wordsGame) return;
    this.wordsGame = game;
    try {
      this.effects?.setWords(await loadLanguageWords(game));
      // Colours come a moment later: the first problems (the page's ready) do not wait for a parse of the file.
      this.highlightSoon();
    } catch (error) {
      this.showNotice({ message: `The effect language registry did not load: ${error instanceof Error ? error.message : String(error)}`, level: 'warning' });
    }
  }

  private restoreSession(): void {
    const { tabs, active } = restoredSession(this.workspace.paths(), location.hash, localStorage, (paths) => firstFileOf(paths, this.workspace.texts(), this.workspace.folderName));
    // Unsaved work is always in a tab, so it is never out of sight.
    for (const p of this.workspace.dirtyPaths()) if (!tabs.includes(p)) tabs.push(p);
    this.tabs = tabs;
    if (active) this.open({ file: active, line: Number(new URLSearchParams(location.hash.slice(1)).get('line') ?? 0), col: 1 });
  }

  private saveSession(): void {
    keepSession(localStorage, { tabs: this.tabs, active: this.active });
  }

  private showNotice(n: Notice): void {
    this.notice = n;
    if (this.noticeTimer !== undefined) clearTimeout(this.noticeTimer);
    if (n.level === 'info') this.noticeTimer = setTimeout(() => (this.notice = undefined), 4000);
  }

  private syncFileState(): void {
    this.dirty = new Set(this.workspace.dirtyPaths());
    this.changedOnDisk = new Set(this.workspace.paths().filter((p) => this.workspace.get(p)?.changedOnDisk));
  }

  private rebuildOutline = () => {
    this.outline = outlinePacks(
      [...this.lastGood.all(this.workspace.texts())].map(([path, text]) => ({ path, text })),
      this.workspace.folderName,
    );
  };
  private rebuildOutlineSoon = debounce(this.rebuildOutline, 400);
  private checkSoon = debounce(() => void this.runCheck(), CHECK_DEBOUNCE_MS);
  private highlightSoon = debounce(() => this.highlightActive(), 120);
  private previewSoon = debounce(() => this.updatePreview(), 80);
  /** The tree, the colours and the preview of an edit wait for the check's answer to it (or 300 ms). */
  private afterCheck = new AfterCheck(300);

  private onContent(path: string): void {
    this.checkSoon();
    this.afterCheck.schedule(this.rebuildOutlineSoon);
    if (path === this.active) {
      this.afterCheck.schedule(this.highlightSoon);
      this.afterCheck.schedule(this.previewSoon);
    }
  }

  private runCheck(): void {
    this.checker?.update(this.workspace.texts());
  }

  /** A stage's findings replace what was said before about the files it covers. */
  private onReport(report: StageReport, packs: PackSummary[], busy: boolean): void {
    const touched = new Set(report.files);
    for (const d of report.diagnostics) touched.add(d.file);
    for (const file of touched) this.problems.delete(file);
    for (const d of report.diagnostics) {
      const list = this.problems.get(d.file) ?? [];
      list.push(d);
      this.problems.set(d.file, list);
    }
    this.packs = packs;
    this.followPackGames(packs);
    this.diagnostics = [...this.problems.values()].flat().sort(compareDiagnostics);
    this.markers?.apply(this.diagnostics, touched);
    this.checkStatus = checkStatusOf(report, packs, busy);
    if (report.stage === 'rules') this.afterCheck.answered();
    if (report.stage === 'rules') {
      performance.mark('rw:first-report');
      this.firstReport();
    }
  }

  /** Which game each pack is, as monaco-yaml last heard it. */
  private packGames = '';

  /** Gives each pack's files its own game's schemas (completion, hover) when the packs or their games change. */
  private followPackGames(packs: readonly PackSummary[]): void {
    const games = packs.flatMap((p) => (p.game === undefined ? [] : [{ root: p.root, game: p.game }]));
    const key = JSON.stringify(games);
    if (key === this.packGames) return;
    this.packGames = key;
    associatePackSchemas(games);
    // The card under the cursor, and the effect words of the file shown, once its pack's game is known.
    this.previewSoon();
    if (this.active) void this.useWordsOf(this.active);
  }

  private highlightActive(): void {
    const entry = this.active ? this.workspace.get(this.active) : undefined;
    if (entry) this.effects?.highlight(entry.model);
  }

  private updatePreview(): void {
    const c = this.lastCursor;
    if (!c || c.path !== this.active) return;
    const entry = this.workspace.get(c.path);
    if (!entry) return;
    const text = entry.model.getValue();
    // Half-typed YAML: the preview keeps the card as it last read until the file reads again.
    if (!this.lastGood.reads(c.path, text)) return;
    try {
      this.preview = cardAt(this.gameOf(c.path), c.path, text, c.offset);
    } catch {
      this.preview = undefined;
    }
  }

  open(request: OpenRequest): void {
    const entry = this.workspace.get(request.file);
    if (!entry) {
      this.showNotice({ message: `${request.file} is not in the content folder.`, level: 'warning' });
      return;
    }
    if (!this.tabs.includes(request.file)) this.tabs = [...this.tabs, request.file];
    this.active = request.file;
    const editor = this.editorElement;
    editor?.show(entry.model);
    if (request.line > 0) editor?.reveal(request.line, request.col);
    this.highlightActive();
    void this.useWordsOf(request.file);
    this.saveSession();
  }

  private closeTab(path: string, e?: Event): void {
    e?.stopPropagation();
    const i = this.tabs.indexOf(path);
    const tabs = this.tabs.filter((p) => p !== path);
    this.tabs = tabs;
    if (this.active === path) {
      const next = tabs[Math.min(i, tabs.length - 1)];
      if (next) this.open({ file: next, line: 0, col: 1 });
      else {
        this.active = undefined;
        this.editorElement?.editor?.setModel(null);
      }
    }
    this.saveSession();
  }

  /** Create, rename and delete for the content tree: the workspace does the work, the tabs follow. */
  readonly fileActions: FileActions = {
    create: async (path, text) => {
      const outcome = await this.workspace.create(path, text);
      if (outcome.kind !== 'saved') return outcome.kind === 'failed' ? outcome.message : `${path} was not created.`;
      this.rebuildOutline();
      this.open({ file: path, line: 1, col: 1 });
      return null;
    },
    rename: async (from, to) => {
      this.clearMarkers(from);
      const outcome = await this.workspace.rename(from, to);
      this.checkSoon();
      if (outcome.kind !== 'done') return outcome.message;
      this.tabs = this.tabs.map((p) => (p === from ? to : p));
      this.rebuildOutline();
      if (this.active === from) this.open({ file: to, line: 0, col: 1 });
      this.syncFileState();
      this.saveSession();
      return null;
    },
    remove: async (path) => {
      this.clearMarkers(path);
      const outcome = await this.workspace.remove(path);
      this.checkSoon();
      if (outcome.kind !== 'done') return outcome.message;
      this.rebuildOutline();
      if (this.tabs.includes(path)) this.closeTab(path);
      this.syncFileState();
      return null;
    },
  };

  private clearMarkers(path: string): void {
    this.markers?.clear(path);
    this.problems.delete(path);
  }

  async saveActive(): Promise<void> {
    if (this.active) await this.save(this.active);
  }

  /** Saves one file; on a conflict asks the designer and acts on the answer. */
  async save(path: string): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    try {
      let outcome = await this.workspace.save(path);
      while (outcome.kind === 'conflict') {
        const dialog = this.conflictDialog;
        if (!dialog) return;
        const choice = await dialog.ask(path, outcome.mine, outcome.theirs);
        if (choice === 'mine') {
          outcome = await this.workspace.keepMine(path, outcome.theirs);
        } else {
          if (choice === 'theirs') this.workspace.takeTheirs(path, outcome.theirs);
          else this.showNotice({ message: `${path} is not saved: it changed on disk. Save again to decide.`, level: 'warning' });
          break;
        }
      }
      if (outcome.kind === 'unchanged') this.showNotice({ message: `${path} has no unsaved changes.`, level: 'info' });
    } finally {
      this.saving = false;
      this.syncFileState();
    }
  }

  private tabLabel(path: string): string {
    const name = path.split('/').pop()!;
    const stem = name.replace(/\.ya?ml$/i, '');
    const game = this.gameOf(path);
    return (game === undefined ? undefined : fileTitles(game)[stem]) ?? name;
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    // The active tab in view: with many tabs open, the one being edited is never scrolled off the strip.
    if (changed.has('active') || changed.has('tabs')) this.querySelector('.rw-tab.rw-active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  /**
   * Try values (issue 28): the number at the cursor (or, from the card
   * preview, the field it shows in the row at the cursor) played at a few
   * values around it in the Balance panel, the same seeds for each.
   */
  private async tryValues(field?: string): Promise<void> {
    const editor = this.editorElement?.editor;
    const model = editor?.getModel();
    const position = editor?.getPosition();
    if (!model || !position || !this.active) return;
    const offset = model.getOffsetAt(position);
    const at = field === undefined ? numberAt(model.getValue(), offset) : fieldNumberAt(model.getValue(), offset, field);
    if (!at) {
      this.showNotice({ message: field === undefined ? 'Put the cursor on a number to try values for it.' : `No ${field} number in the row at the cursor (try it on a deck row).`, level: 'warning' });
      return;
    }
    this.side = 'balance';
    await this.updateComplete;
    await this.querySelector<RwBalancePanel>('rw-balance-panel')?.tryValues(this.active, at, valuesAround(at.value));
  }

  private showWelcome(): void {
    this.querySelector<RwWelcome>('rw-welcome')?.show();
  }

  protected override render() {
    const problemCounts = new Map<string, number>();
    for (const d of this.diagnostics) if (d.severity !== 'info') problemCounts.set(d.file, (problemCounts.get(d.file) ?? 0) + 1);
    const activeDirty = this.active !== undefined && this.dirty.has(this.active);
    const layout = this.layout;
    const treeFolded = layout.collapsed('tree');
    const sideFolded = layout.collapsed('side');
    const openHere = (e: CustomEvent<OpenRequest>) => this.open(e.detail);
    const sideTab = (mode: SidePanel, label: string) =>
      html`<button role="tab" aria-selected=${String(this.side === mode)} class=${this.side === mode ? 'rw-active' : ''} @click=${() => (this.side = mode)}>${label}</button>`;
    return html`<div class="rw-shell ${this.side === 'test-play' ? 'rw-playing' : this.side === 'balance' ? 'rw-balancing' : ''}" style=${layout.gridStyle()}>
      <header class="rw-header">
        <span class="rw-logo">rulewright</span>
        <span class="rw-subtitle">content editor</span>
        ${this.active ? html`<span class="rw-active-path" title="the file being edited">${this.active}</span>` : nothing}
        <span class="rw-notice rw-notice-${this.notice?.level ?? 'none'}" role="status" aria-live="polite">${this.notice?.message ?? ''}</span>
        <span class="rw-spacer"></span>
        ${this.dirty.size > 0 ? html`<span class="rw-unsaved" title=${[...this.dirty].join('\n')}>${this.dirty.size} unsaved</span>` : nothing}
        ${activeDirty || this.saving
          ? html`<button class="rw-button rw-primary rw-save" ?disabled=${this.saving} @click=${() => void this.saveActive()} title="Save (Ctrl+S)">${this.saving ? 'Saving…' : 'Save'}</button>`
          : // Nothing to save: a quiet status, not a button that looks pressable.
            html`<span class="rw-saved-status" role="status" title="this file is as it is on disk">${this.active ? '✓ Saved' : ''}</span>`}
        <button class="rw-button rw-help" title="What this editor is for, and the guides" aria-label="Welcome and guides" @click=${() => this.showWelcome()}>?</button>
      </header>
      <aside class="rw-left ${treeFolded ? 'rw-folded' : ''}" @rw-open=${openHere}>
        ${treeFolded
          ? html`<button class="rw-rail rw-unfold-tree" title="Show the content tree" aria-label="Show the content tree" @click=${() => layout.toggle('tree', false)}><span>Files</span></button>`
          : html`<div class="rw-panel-bar"><span class="rw-panel-title">Files</span><button class="rw-fold rw-fold-tree" title="Fold the content tree" aria-label="Fold the content tree" @click=${() => layout.toggle('tree', true)}>«</button></div>`}
        ${this.loading ? html`<p class="rw-muted rw-empty">Loading content…</p>` : nothing}
        ${this.loadError ? html`<p class="rw-error rw-empty">Could not load the content: ${this.loadError}</p>` : nothing}
        <rw-content-tree
          ?hidden=${treeFolded}
          .nodes=${this.outline}
          .activeFile=${this.active}
          .dirty=${this.dirty}
          .problemCounts=${problemCounts}
          .fileActions=${this.fileActions}
        ></rw-content-tree>
      </aside>
      ${layout.splitter('tree')}
      <main class="rw-center">
        <rw-welcome></rw-welcome>
        <nav class="rw-tabs" role="tablist">
          ${this.tabs.map(
            (p) => html`<div role="tab" aria-selected=${String(p === this.active)} class="rw-tab ${p === this.active ? 'rw-active' : ''}" title=${p} data-path=${p} @click=${() => this.open({ file: p, line: 0, col: 1 })}>
              <span>${this.tabLabel(p)}</span>
              ${this.changedOnDisk.has(p) ? html`<span class="rw-disk-flag" title="changed on disk since you opened it">⚠</span>` : nothing}
              ${this.dirty.has(p) ? html`<span class="rw-dirty-dot" title="unsaved changes">●</span>` : nothing}
              <button class="rw-tab-close" aria-label=${`close ${p}`} @click=${(e: Event) => this.closeTab(p, e)}>×</button>
            </div>`,
          )}
        </nav>
        <rw-yaml-editor
          .monaco=${this.monaco}
          .testMode=${this.testMode}
          @rw-save=${() => void this.saveActive()}
          @rw-try-values=${() => void this.tryValues()}
          @rw-same-rows=${() => {
            const editor = this.editorElement?.editor;
            if (editor) void this.querySelector('rw-same-rows-dialog')?.openAt(editor);
          }}
          @rw-cursor=${(e: CustomEvent<CursorDetail>) => {
            this.lastCursor = e.detail;
            this.previewSoon();
          }}
        ></rw-yaml-editor>
      </main>
      ${layout.splitter('side')}
      <aside class="rw-right ${sideFolded ? 'rw-folded' : ''}" @rw-open=${openHere}>
        ${sideFolded
          ? html`<button class="rw-rail rw-unfold-side" title="Show the side panel" aria-label="Show the side panel" @click=${() => layout.toggle('side', false)}><span>${{ card: 'Card', 'test-play': 'Test-play', balance: 'Balance' }[this.side]}</span></button>`
          : html`<nav class="rw-side-tabs" role="tablist">
              ${sideTab('card', 'Card')} ${sideTab('test-play', 'Test-play')} ${sideTab('balance', 'Balance')}
              <button class="rw-fold rw-fold-side" title="Fold the side panel" aria-label="Fold the side panel" @click=${() => layout.toggle('side', true)}>»</button>
            </nav>`}
        <rw-card-preview .view=${this.preview} ?hidden=${sideFolded || this.side !== 'card'} @rw-try-values=${(e: CustomEvent<{ field?: string }>) => void this.tryValues(e.detail.field)}></rw-card-preview>
        <rw-test-play-panel ?hidden=${sideFolded || this.side !== 'test-play'} .workspace=${this.workspace} .activeFile=${this.active} .active=${this.side === 'test-play'}></rw-test-play-panel>
        <rw-balance-panel ?hidden=${sideFolded || this.side !== 'balance'} .workspace=${this.workspace} .activeFile=${this.active} .active=${this.side === 'balance'}></rw-balance-panel>
      </aside>
      ${layout.splitter('problems')}
      <section class="rw-bottom" @rw-open=${openHere}>
        <rw-problems-panel
          .diagnostics=${this.diagnostics}
          .status=${this.checkStatus}
          .folded=${layout.collapsed('problems')}
          @rw-fold=${(e: CustomEvent<boolean>) => layout.toggle('problems', e.detail)}
        ></rw-problems-panel>
      </section>
      <rw-conflict-dialog .monaco=${this.monaco}></rw-conflict-dialog>
      <rw-same-rows-dialog></rw-same-rows-dialog>
    </div>`;
  }
}

customElements.define('rw-app', RwApp);

declare global {
  interface HTMLElementTagNameMap {
    'rw-app': RwApp;
  }
}
