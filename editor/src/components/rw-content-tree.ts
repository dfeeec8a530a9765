/**
 * The content tree: packs, files and the components inside them, with a
 * search box. Clicking a node asks the app to open its file at its place
 * (`rw-open` event); the tree itself never touches Monaco.
 *
 * Scenario and bot files (one file each) can be created, renamed or moved
 * (button or F2) and deleted (button or Delete) here: the tree asks for the
 * name or the confirmation in a small form at its top and hands the change to
 * the app through `fileActions`, keeping the form open with the reason when it
 * is refused. The name is a path under the kind folder (`combat/my-case`), so
 * the one field renames, files into a folder (made as needed) or moves out.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { LightElement } from './light-element.ts';
import { filterOutline, type OutlineNode } from '../outline/outline.ts';
import { folderInKind, kindOfPath, movedPath, nameInKind, newFileText, placeFile, type NewFileKind, type Placement } from '../workspace/new-file.ts';

/** What the app does for the tree; each answers null when done, or the sentence saying why not. */
export interface FileActions {
  create(path: string, text: string): Promise<string | null>;
  rename(from: string, to: string): Promise<string | null>;
  remove(path: string): Promise<string | null>;
}

type Pending =
  | { kind: 'create'; fileKind: NewFileKind; pack: string }
  | { kind: 'rename'; path: string }
  | { kind: 'delete'; path: string };

export interface OpenRequest {
  file: string;
  line: number;
  col: number;
}

export class RwContentTree extends LightElement {
  static override properties = {
    nodes: { attribute: false },
    activeFile: { attribute: false },
    dirty: { attribute: false },
    problemCounts: { attribute: false },
    fileActions: { attribute: false },
    query: { state: true },
    collapsed: { state: true },
    pending: { state: true },
    fileName: { state: true },
    fileError: { state: true },
    busy: { state: true },
  };

  declare nodes: OutlineNode[];
  declare activeFile: string | undefined;
  declare dirty: ReadonlySet<string>;
  declare problemCounts: ReadonlyMap<string, number>;
  declare query: string;
  declare collapsed: Set<string>;
  declare fileActions: FileActions | undefined;
  declare pending: Pending | undefined;
  declare fileName: string;
  declare fileError: string;
  declare busy: boolean;
  private expanded = new Set<string>();
  /** Where focus goes back to when the form closes. */
  private returnFocus: HTMLElement | null = null;

  constructor() {
    super();
    this.nodes = [];
    this.activeFile = undefined;
    this.dirty = new Set();
    this.problemCounts = new Map();
    this.query = '';
    this.collapsed = new Set();
    this.fileActions = undefined;
    this.pending = undefined;
    this.fileName = '';
    this.fileError = '';
    this.busy = false;
  }

  // ---------------------------------------------------------------- file actions

  private packs(): string[] {
    return this.nodes.filter((n) => n.kind === 'pack').map((n) => n.label);
  }

  private async begin(pending: Pending, name: string): Promise<void> {
    this.returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    this.pending = pending;
    this.fileName = name;
    this.fileError = '';
    await this.updateComplete;
    const target = this.querySelector<HTMLElement>(pending.kind === 'delete' ? '.rw-file-form .rw-file-cancel' : '.rw-file-form input');
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
  }

  private startCreate(fileKind: NewFileKind): void {
    // The pack of the file being edited: with several packs open, a new file
    // belongs with the one the designer is working on.
    const packs = this.packs();
    const current = this.activeFile?.split('/')[0];
    const pack = current !== undefined && packs.includes(current) ? current : packs[0];
    if (pack) void this.begin({ kind: 'create', fileKind, pack }, '');
  }

  private startRename(path: string): void {
    // The path under scenarios/ (or bots/): edit the last part to rename, the folders to move.
    void this.begin({ kind: 'rename', path }, nameInKind(path));
  }

  private startDelete(path: string): void {
    void this.begin({ kind: 'delete', path }, '');
  }

  private cancel(): void {
    this.pending = undefined;
    this.fileError = '';
    const back = this.returnFocus;
    this.returnFocus = null;
    if (back?.isConnected) back.focus();
    else this.querySelector<HTMLElement>('.rw-search')?.focus();
  }

  /** Where the form would put the file, or why it cannot (nothing typed yet, golden/). */
  private placement(): Placement | null {
    const p = this.pending;
    if (!p || p.kind === 'delete') return null;
    return p.kind === 'create' ? placeFile(p.pack, p.fileKind, this.fileName) : movedPath(p.path, this.fileName);
  }

  /** The file the form would make, or null (with nothing to make yet). */
  private target(): string | null {
    const placed = this.placement();
    return placed && 'path' in placed ? placed.path : null;
  }

  /** Opens the folders down to `path`, so its row can be seen and focused after a move into a closed folder. */
  private reveal(path: string): void {
    const parts = path.split('/');
    const collapsed = new Set(this.collapsed);
    collapsed.delete(`pack:${parts[0]}`);
    for (let i = 2; i < parts.length; i++) {
      const id = parts.slice(0, i).join('/');
      collapsed.delete(id);
      this.expanded.add(id);
    }
    this.collapsed = collapsed;
  }

  private async submit(e: Event): Promise<void> {
    e.preventDefault();
    const p = this.pending;
    const actions = this.fileActions;
    if (!p || !actions || this.busy) return;
    const target = this.target();
    if (p.kind !== 'delete' && !target) {
      const placed = this.placement();
      this.fileError = placed && 'problem' in placed ? placed.problem : 'Type a name with at least one letter or digit.';
      return;
    }
    if (p.kind === 'rename' && target === p.path) {
      this.cancel();
      return;
    }
    this.busy = true;
    let refused: string | null;
    try {
      refused =
        p.kind === 'create'
          ? await actions.create(target!, newFileText(p.fileKind, this.fileName, target!))
          : p.kind === 'rename'
            ? await actions.rename(p.path, target!)
            : await actions.remove(p.path);
    } finally {
      this.busy = false;
    }
    if (refused !== null) {
      this.fileError = refused;
      return;
    }
    this.pending = undefined;
    this.fileError = '';
    this.returnFocus = null;
    if (target) this.reveal(target);
    // Focus follows the file: the new or renamed file's row, or the search box after a delete.
    await this.updateComplete;
    const row = target ? this.querySelector<HTMLElement>(`li[data-id="${CSS.escape(target)}"] .rw-tree-label`) : null;
    (row ?? this.querySelector<HTMLElement>('.rw-search'))?.focus();
  }

  private renderForm(): TemplateResult | typeof nothing {
    const p = this.pending;
    if (!p) return nothing;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        this.cancel();
      }
    };
    const error = this.fileError ? html`<p class="rw-error rw-file-error" role="alert">${this.fileError}</p>` : nothing;
    if (p.kind === 'delete') {
      const unsaved = this.dirty.has(p.path);
      return html`<form class="rw-file-form" role="alertdialog" aria-labelledby="rw-file-form-title" aria-describedby="rw-file-form-detail" @submit=${(e: Event) => void this.submit(e)} @keydown=${onKey}>
        <p id="rw-file-form-title" class="rw-file-form-title">Delete <code>${p.path}</code>?</p>
        <p id="rw-file-form-detail" class="rw-file-form-detail ${unsaved ? 'rw-error' : 'rw-muted'}">
          ${unsaved ? 'It has unsaved changes: they will be lost with the file.' : 'The file is removed from the content folder.'}
        </p>
        ${error}
        <div class="rw-file-form-buttons">
          <button type="submit" class="rw-button rw-primary rw-file-confirm" ?disabled=${this.busy}>${unsaved ? 'Delete with unsaved changes' : 'Delete'}</button>
          <button type="button" class="rw-button rw-file-cancel" @click=${() => this.cancel()}>Cancel</button>
        </div>
      </form>`;
    }
    const target = this.target();
    const placed = this.placement();
    const moving = p.kind === 'rename' && target !== null && folderInKind(target) !== folderInKind(p.path);
    const verb = p.kind === 'create' ? 'Create' : moving ? 'Move' : 'Rename';
    const what = p.kind === 'create' ? `New ${p.fileKind}` : `Rename or move ${p.path}`;
    const folderWord = p.kind === 'create' ? (p.fileKind === 'scenario' ? 'scenarios' : 'bots') : p.path.split('/')[1];
    return html`<form class="rw-file-form" aria-label=${what} @submit=${(e: Event) => void this.submit(e)} @keydown=${onKey}>
      <label class="rw-file-form-title">
        ${p.kind === 'create' ? `New ${p.fileKind} name` : html`New name for <code>${p.path}</code>`}
        <input
          class="rw-file-name"
          type="text"
          autocomplete="off"
          spellcheck="false"
          aria-describedby="rw-file-form-hint"
          .value=${this.fileName}
          @input=${(e: Event) => {
            this.fileName = (e.target as HTMLInputElement).value;
            this.fileError = '';
          }}
        />
      </label>
      <p id="rw-file-form-hint" class="rw-muted rw-file-form-hint">folder/name files it in a folder under ${folderWord}/ (made if new)</p>
      <p class="rw-muted rw-file-form-detail" aria-live="polite">
        ${target ? html`→ <code>${target}</code>` : placed && 'problem' in placed && this.fileName.trim() !== '' ? placed.problem : 'letters and digits; spaces become -'}
      </p>
      ${error}
      <div class="rw-file-form-buttons">
        <button type="submit" class="rw-button rw-primary rw-file-confirm" ?disabled=${this.busy || !target}>${verb}</button>
        <button type="button" class="rw-button rw-file-cancel" @click=${() => this.cancel()}>Cancel</button>
      </div>
    </form>`;
  }

  private isOpen(node: OutlineNode, depth: number): boolean {
    if (this.query.trim() !== '') return true;
    // Packs and files start open, components start closed: the first view is the pack's table of contents.
    if (depth < 2) return !this.collapsed.has(node.id);
    return this.expanded.has(node.id);
  }

  private toggle(node: OutlineNode, depth: number): void {
    if (depth < 2) {
      const next = new Set(this.collapsed);
      if (next.has(node.id)) next.delete(node.id);
      else next.add(node.id);
      this.collapsed = next;
    } else {
      if (this.expanded.has(node.id)) this.expanded.delete(node.id);
      else this.expanded.add(node.id);
      this.requestUpdate();
    }
  }

  private open(node: OutlineNode): void {
    this.dispatchEvent(new CustomEvent<OpenRequest>('rw-open', { detail: { file: node.file, line: node.line, col: node.col }, bubbles: true }));
  }

  private renderNode(node: OutlineNode, depth: number): TemplateResult {
    const hasKids = !!node.children && node.children.length > 0;
    const open = hasKids && this.isOpen(node, depth);
    const active = node.kind === 'file' && node.file === this.activeFile;
    const problems = node.kind === 'file' ? this.problemCounts.get(node.file) ?? 0 : 0;
    // Only one-file-each scenarios and bots are created, renamed and deleted here; the pack's rules files stay put.
    // A pack or a folder is a place to go into, not a file: its name opens and closes it like its ▸.
    const folderLike = hasKids && (node.kind === 'pack' || node.folder === true);
    const managed = node.kind === 'file' && node.id === node.file && kindOfPath(node.file) !== undefined && this.fileActions !== undefined;
    return html`<li class="rw-tree-item" role="treeitem" aria-expanded=${hasKids ? String(open) : nothing} data-id=${node.id}>
      <div class="rw-tree-row rw-kind-${node.kind} ${active ? 'rw-active' : ''}" style="padding-left:${0.4 + depth * 0.9}rem">
        ${hasKids
          ? html`<button class="rw-twisty" aria-label=${open ? 'collapse' : 'expand'} @click=${() => this.toggle(node, depth)}>${open ? '▾' : '▸'}</button>`
          : html`<span class="rw-twisty-space"></span>`}
        <button
          class="rw-tree-label"
          title=${`${node.file}:${node.line}`}
          @click=${() => (folderLike ? this.toggle(node, depth) : this.open(node))}
          @dblclick=${() => hasKids && !folderLike && this.toggle(node, depth)}
          @keydown=${(e: KeyboardEvent) => managed && this.onFileKey(e, node.file)}
          aria-keyshortcuts=${managed ? 'F2 Delete' : nothing}
        >
          <span class="rw-tree-name">${node.label}</span>
          ${node.reconstructed ? html`<span class="rw-badge rw-badge-reconstructed" title="reconstructed: authored to fill a gap in the printed components">R</span>` : nothing}
          ${node.kind === 'file' && this.dirty.has(node.file) ? html`<span class="rw-dirty-dot" title="unsaved changes">●</span>` : nothing}
          ${problems > 0 ? html`<span class="rw-problem-count" title="problems">${problems}</span>` : nothing}
          ${node.detail ? html`<span class="rw-tree-detail">${node.detail}</span>` : nothing}
        </button>
        ${managed
          ? html`<span class="rw-file-actions">
              <button class="rw-file-action rw-file-rename" title="Rename or move (F2)" aria-label=${`Rename or move ${node.file}`} @click=${() => this.startRename(node.file)}>✎</button>
              <button class="rw-file-action rw-file-delete" title="Delete (Delete)" aria-label=${`Delete ${node.file}`} @click=${() => this.startDelete(node.file)}>🗑</button>
            </span>`
          : nothing}
      </div>
      ${open ? html`<ul role="group">${node.children!.map((c) => this.renderNode(c, depth + 1))}</ul>` : nothing}
    </li>`;
  }

  private onFileKey(e: KeyboardEvent, path: string): void {
    if (e.key === 'F2') {
      e.preventDefault();
      this.startRename(path);
    } else if (e.key === 'Delete') {
      e.preventDefault();
      this.startDelete(path);
    }
  }

  protected override render() {
    const shown = filterOutline(this.nodes, this.query);
    const canCreate = this.fileActions !== undefined && this.packs().length > 0;
    return html`<div class="rw-tree">
      ${canCreate
        ? html`<div class="rw-file-toolbar" role="toolbar" aria-label="Content files">
            <button class="rw-button rw-quiet rw-new-scenario" @click=${() => this.startCreate('scenario')}>+ Scenario</button>
            <button class="rw-button rw-quiet rw-new-bot" @click=${() => this.startCreate('bot')}>+ Bot</button>
          </div>`
        : nothing}
      ${this.renderForm()}
      <input
        class="rw-search"
        type="search"
        placeholder="Search cards, events, locations…"
        aria-label="Search the content"
        .value=${this.query}
        @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)}
      />
      <ul class="rw-tree-root" role="tree">
        ${shown.map((n) => this.renderNode(n, 0))}
      </ul>
      ${shown.length === 0 ? html`<p class="rw-muted rw-empty">${this.nodes.length === 0 ? 'No content files.' : 'Nothing matches.'}</p>` : nothing}
    </div>`;
  }
}

customElements.define('rw-content-tree', RwContentTree);

declare global {
  interface HTMLElementTagNameMap {
    'rw-content-tree': RwContentTree;
  }
}
