/**
 * A Lit ReactiveController for one Monaco editor's lifecycle: created once
 * the host has rendered its container (Monaco needs it in the document),
 * given the host's listeners, and disposed with them when the host leaves
 * the page (a Monaco editor left behind keeps its DOM listeners, its
 * services' subscriptions and its model bindings alive).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type * as Monaco from 'monaco-editor';

export interface MonacoEditorSpec {
  monaco: () => typeof Monaco | undefined;
  /** The element Monaco draws into (in light DOM: see light-element.ts). */
  container: () => HTMLElement | null;
  options: () => Monaco.editor.IStandaloneEditorConstructionOptions;
  /** Called once the editor exists: the host's commands and listeners, disposed with the editor. */
  wire?: (editor: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco) => Monaco.IDisposable[];
}

export class MonacoEditorController implements ReactiveController {
  editor: Monaco.editor.IStandaloneCodeEditor | undefined;
  private disposables: Monaco.IDisposable[] = [];

  constructor(
    host: ReactiveControllerHost,
    private readonly spec: MonacoEditorSpec,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.editor) return;
    const monaco = this.spec.monaco();
    const container = this.spec.container();
    if (!container) return;
    if (!monaco) throw new Error('a Monaco editor needs the monaco module before it is connected');
    this.editor = monaco.editor.create(container, this.spec.options());
    this.disposables = this.spec.wire?.(this.editor, monaco) ?? [];
  }

  hostDisconnected(): void {
    for (const d of this.disposables) d.dispose();
    this.disposables = [];
    // The editor lets go of its model (the workspace owns models); it does not dispose them.
    this.editor?.dispose();
    this.editor = undefined;
  }
}
