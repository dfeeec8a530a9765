/**
 * The Monaco editor for content YAML. Renders in light DOM (see
 * light-element.ts); its MonacoEditorController creates the editor once and
 * disposes it with the element; it swaps models as the designer switches
 * files, keeping each file's cursor and scroll.
 *
 * Events: `rw-save` (Ctrl/Cmd+S), `rw-cursor` ({ path, offset }),
 * `rw-same-rows` (the "change in every row like it" action: Ctrl/Cmd+Shift+E),
 * `rw-try-values` (the "try values" action on a number: balance runs per value).
 */
import { html } from 'lit';
import type * as Monaco from 'monaco-editor';
import { LightElement } from './light-element.ts';
import { pathOfModel } from '../workspace/workspace.ts';
import { MonacoEditorController } from '../monaco/monaco-controller.ts';

export interface CursorDetail {
  path: string;
  offset: number;
}

export class RwYamlEditor extends LightElement {
  monaco: typeof Monaco | undefined;
  /** Test mode: no auto-closing, auto-indent or automatic suggestions, so typed text arrives as typed. */
  testMode = false;
  private viewStates = new Map<string, Monaco.editor.ICodeEditorViewState | null>();
  private readonly monacoEditor = new MonacoEditorController(this, {
    monaco: () => this.monaco,
    container: () => this.querySelector<HTMLElement>('.rw-monaco-host'),
    options: () => this.options(),
    wire: (editor, monaco) => {
      editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.KeyS, () => {
        this.dispatchEvent(new CustomEvent('rw-save', { bubbles: true }));
      });
      const sameRows = editor.addAction({
        id: 'rulewright.changeInSameRows',
        label: 'Change This Value in Every Row Like It…',
        keybindings: [monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.KeyE],
        contextMenuGroupId: '1_modification',
        run: () => {
          this.dispatchEvent(new CustomEvent('rw-same-rows', { bubbles: true }));
        },
      });
      const tryValues = editor.addAction({
        id: 'rulewright.tryValues',
        label: 'Try Values for This Number (Balance)…',
        contextMenuGroupId: '1_modification',
        run: () => {
          this.dispatchEvent(new CustomEvent('rw-try-values', { bubbles: true, detail: {} }));
        },
      });
      return [sameRows, tryValues, editor.onDidChangeCursorPosition(() => this.emitCursor()), editor.onDidChangeModelContent(() => this.emitCursor())];
    },
  });

  /** The Monaco editor, once the element has rendered (undefined off the page). */
  get editor(): Monaco.editor.IStandaloneCodeEditor | undefined {
    return this.monacoEditor.editor;
  }

  protected override render() {
    return html`<div class="rw-monaco-host"></div>`;
  }

  private options(): Monaco.editor.IStandaloneEditorConstructionOptions {
    const quiet: Monaco.editor.IStandaloneEditorConstructionOptions = this.testMode
      ? {
          autoClosingBrackets: 'never',
          autoClosingQuotes: 'never',
          autoClosingOvertype: 'never',
          autoSurround: 'never',
          autoIndent: 'none',
          formatOnType: false,
          quickSuggestions: false,
          suggestOnTriggerCharacters: false,
          acceptSuggestionOnEnter: 'off',
          wordBasedSuggestions: 'off',
          tabCompletion: 'off',
        }
      : {};
    return {
      model: null,
      theme: 'rulewright',
      automaticLayout: true,
      fixedOverflowWidgets: true,
      minimap: { enabled: false },
      fontSize: 13,
      tabSize: 2,
      insertSpaces: true,
      detectIndentation: false,
      renderWhitespace: 'selection',
      scrollBeyondLastLine: false,
      wordWrap: 'off',
      hover: { enabled: true, delay: 300 },
      quickSuggestions: { other: true, comments: false, strings: true },
      ...quiet,
    };
  }

  private emitCursor(): void {
    const model = this.editor?.getModel();
    const position = this.editor?.getPosition();
    if (!model || !position) return;
    const path = pathOfModel(model);
    if (path === undefined) return;
    this.dispatchEvent(new CustomEvent<CursorDetail>('rw-cursor', { detail: { path, offset: model.getOffsetAt(position) }, bubbles: true }));
  }

  /** Shows a model, remembering where the designer was in the previous one. */
  show(model: Monaco.editor.ITextModel): void {
    const editor = this.editor;
    if (!editor) return;
    const current = editor.getModel();
    if (current === model) return;
    if (current) this.viewStates.set(current.uri.toString(), editor.saveViewState());
    editor.setModel(model);
    const state = this.viewStates.get(model.uri.toString());
    if (state) editor.restoreViewState(state);
    this.emitCursor();
  }

  reveal(line: number, col: number): void {
    const editor = this.editor;
    if (!editor) return;
    const position = { lineNumber: Math.max(1, line), column: Math.max(1, col) };
    editor.setPosition(position);
    editor.revealPositionInCenter(position);
    editor.focus();
  }
}

customElements.define('rw-yaml-editor', RwYamlEditor);

declare global {
  interface HTMLElementTagNameMap {
    'rw-yaml-editor': RwYamlEditor;
  }
}
