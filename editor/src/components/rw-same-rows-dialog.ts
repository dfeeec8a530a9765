/**
 * "Change this value in every row like it" (editor action, Ctrl+Shift+E or
 * the editor's context menu): asks for the new value of the field under the
 * cursor and writes it into every row of the same kind in the file (all of
 * Handyman's deck rows), as one edit that one Ctrl+Z takes back.
 */
import { html, nothing } from 'lit';
import type * as Monaco from 'monaco-editor';
import { LightElement } from './light-element.ts';
import { sameRowsAt, sameRowsEdits, type SameRows } from '../workspace/same-rows.ts';

export class RwSameRowsDialog extends LightElement {
  static override properties = { rows: { state: true }, value: { state: true }, problem: { state: true } };
  declare rows: SameRows | undefined;
  declare value: string;
  declare problem: string;
  private model: Monaco.editor.ITextModel | undefined;
  private editor: Monaco.editor.ICodeEditor | undefined;

  constructor() {
    super();
    this.rows = undefined;
    this.value = '';
    this.problem = '';
  }

  /** Opens for the field at the editor's cursor; says why not when the cursor is on no field of a row. */
  async openAt(editor: Monaco.editor.ICodeEditor): Promise<void> {
    const model = editor.getModel();
    const position = editor.getPosition();
    if (!model || !position) return;
    this.model = model;
    this.editor = editor;
    this.rows = sameRowsAt(model.getValue(), model.getOffsetAt(position));
    this.problem = this.rows ? '' : 'Put the cursor on a field of a row (a deck row’s combat, say) to change it in every row like it.';
    this.value = this.rows?.rows[0]?.value ?? '';
    await this.updateComplete;
    const dialog = this.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    this.querySelector<HTMLInputElement>('.rw-same-rows-value')?.select();
  }

  private close(): void {
    this.querySelector('dialog')?.close();
    this.editor?.focus();
  }

  private apply(e: Event): void {
    e.preventDefault();
    const model = this.model;
    const rows = this.rows;
    if (!model || !rows) return this.close();
    const edits = sameRowsEdits(rows, this.value);
    if (edits.length > 0) {
      const range = (start: number, end: number) => {
        const a = model.getPositionAt(start);
        const b = model.getPositionAt(end);
        return { startLineNumber: a.lineNumber, startColumn: a.column, endLineNumber: b.lineNumber, endColumn: b.column };
      };
      // One undo stop around all of them: one Ctrl+Z takes the whole change back.
      model.pushStackElement();
      model.pushEditOperations([], edits.map((x) => ({ range: range(x.start, x.end), text: x.text })), () => null);
      model.pushStackElement();
    }
    this.close();
  }

  protected override render() {
    const rows = this.rows;
    const values = new Map<string, number>();
    for (const r of rows?.rows ?? []) values.set(r.value, (values.get(r.value) ?? 0) + 1);
    return html`<dialog class="rw-dialog rw-same-rows" aria-labelledby="rw-same-rows-title" @close=${() => this.editor?.focus()}>
      <form method="dialog" @submit=${(e: Event) => this.apply(e)}>
        <h3 id="rw-same-rows-title">Change a value in every row like it</h3>
        ${rows
          ? html`<p>
                <code>${rows.field}</code> in the ${rows.rows.length} row${rows.rows.length === 1 ? '' : 's'} with <code>${rows.by.key}: ${rows.by.value}</code>
                <span class="rw-muted">(now ${[...values].map(([v, n]) => `${v} ×${n}`).join(', ')})</span>
              </p>
              <label>New value <input class="rw-same-rows-value" .value=${this.value} @input=${(e: Event) => (this.value = (e.target as HTMLInputElement).value)} /></label>`
          : html`<p class="rw-muted">${this.problem}</p>`}
        <div class="rw-dialog-buttons">
          ${rows ? html`<button type="submit" class="rw-button rw-primary rw-same-rows-apply">Change ${rows.rows.length} rows</button>` : nothing}
          <button type="button" class="rw-button" @click=${() => this.close()}>${rows ? 'Cancel' : 'Close'}</button>
        </div>
      </form>
    </dialog>`;
  }
}

customElements.define('rw-same-rows-dialog', RwSameRowsDialog);

declare global {
  interface HTMLElementTagNameMap {
    'rw-same-rows-dialog': RwSameRowsDialog;
  }
}
