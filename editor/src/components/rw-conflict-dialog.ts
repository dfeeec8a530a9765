/**
 * Asked when a save finds the file changed on disk since it was opened.
 * Nothing is written until the designer chooses: keep mine (overwrite the
 * disk), take theirs (load the disk text; mine stays reachable with undo),
 * or look at the difference first.
 */
import { html, nothing } from 'lit';
import type * as Monaco from 'monaco-editor';
import { LightElement } from './light-element.ts';
import type { DiskState } from '../api/content-client.ts';

export type ConflictChoice = 'mine' | 'theirs' | 'cancel';

export class RwConflictDialog extends LightElement {
  static override properties = {
    path: { state: true },
    theirs: { state: true },
    showingDiff: { state: true },
  };

  declare path: string;
  declare theirs: DiskState | undefined;
  declare showingDiff: boolean;
  /** Set by the app: the Monaco API, for the diff view. */
  monaco: typeof Monaco | undefined;
  private mine = '';
  private resolveChoice: ((choice: ConflictChoice) => void) | undefined;
  private diffEditor: Monaco.editor.IStandaloneDiffEditor | undefined;
  private diffModels: Monaco.editor.ITextModel[] = [];

  constructor() {
    super();
    this.path = '';
    this.theirs = undefined;
    this.showingDiff = false;
  }

  ask(path: string, mine: string, theirs: DiskState): Promise<ConflictChoice> {
    this.path = path;
    this.mine = mine;
    this.theirs = theirs;
    this.showingDiff = false;
    return new Promise((resolve) => {
      this.resolveChoice = resolve;
      void this.updateComplete.then(() => {
        const dialog = this.querySelector('dialog');
        if (dialog && !dialog.open) dialog.showModal();
      });
    });
  }

  private choose(choice: ConflictChoice): void {
    this.disposeDiff();
    this.querySelector('dialog')?.close();
    const resolve = this.resolveChoice;
    this.resolveChoice = undefined;
    resolve?.(choice);
  }

  private disposeDiff(): void {
    this.diffEditor?.dispose();
    this.diffEditor = undefined;
    for (const m of this.diffModels) m.dispose();
    this.diffModels = [];
  }

  private async toggleDiff(): Promise<void> {
    this.showingDiff = !this.showingDiff;
    await this.updateComplete;
    if (!this.showingDiff) {
      this.disposeDiff();
      return;
    }
    const host = this.querySelector<HTMLElement>('.rw-diff');
    if (!host || !this.monaco) return;
    const original = this.monaco.editor.createModel(this.theirs?.text ?? '', 'yaml');
    const modified = this.monaco.editor.createModel(this.mine, 'yaml');
    this.diffModels = [original, modified];
    this.diffEditor = this.monaco.editor.createDiffEditor(host, {
      readOnly: true,
      originalEditable: false,
      automaticLayout: true,
      renderSideBySide: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
    });
    this.diffEditor.setModel({ original, modified });
  }

  protected override render() {
    const deleted = this.theirs !== undefined && this.theirs.text === null;
    return html`<dialog class="rw-conflict" aria-labelledby="rw-conflict-title" @cancel=${(e: Event) => {
      e.preventDefault();
      this.choose('cancel');
    }}>
      <h2 id="rw-conflict-title">${this.path} changed on disk</h2>
      <p>
        ${deleted
          ? 'The file was deleted on disk after you opened it.'
          : 'Someone (or something: git, another editor) changed this file after you opened it. Nothing has been written yet.'}
      </p>
      <div class="rw-conflict-actions">
        <button class="rw-button rw-primary" data-choice="mine" @click=${() => this.choose('mine')}>Keep mine</button>
        <button class="rw-button" data-choice="theirs" ?disabled=${deleted} @click=${() => this.choose('theirs')}>Take theirs</button>
        <button class="rw-button" data-choice="diff" ?disabled=${deleted} @click=${() => void this.toggleDiff()}>${this.showingDiff ? 'Hide diff' : 'Show diff'}</button>
        <button class="rw-button rw-quiet" data-choice="cancel" @click=${() => this.choose('cancel')}>Decide later</button>
      </div>
      <p class="rw-muted rw-small">Keep mine writes your text over theirs. Take theirs loads the disk version; Ctrl+Z brings yours back.</p>
      ${this.showingDiff
        ? html`<div class="rw-diff-legend"><span>on disk (theirs)</span><span>yours</span></div>
            <div class="rw-diff"></div>`
        : nothing}
    </dialog>`;
  }
}

customElements.define('rw-conflict-dialog', RwConflictDialog);

declare global {
  interface HTMLElementTagNameMap {
    'rw-conflict-dialog': RwConflictDialog;
  }
}
