/**
 * The pack check's problems as Monaco markers: one marker owner per producer
 * (producers.ts), set only for the files a report covered (the others keep
 * theirs), and taken away with a file that goes.
 */
import type * as Monaco from 'monaco-editor';
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import { groupForMarkers, markerOwner, PRODUCERS } from './producers.ts';

export class MarkerBoard {
  /** `path\0producer` of every (file, producer) that has markers now: only those need clearing. */
  private readonly keys = new Set<string>();

  constructor(
    private readonly monaco: typeof Monaco,
    private readonly modelOf: (path: string) => Monaco.editor.ITextModel | undefined,
  ) {}

  /** Sets the markers of the files a report covered. */
  apply(diagnostics: readonly Diagnostic[], files: ReadonlySet<string>): void {
    const grouped = groupForMarkers(diagnostics.filter((d) => files.has(d.file)));
    for (const path of files) {
      const model = this.modelOf(path);
      if (!model) continue;
      const byProducer = grouped.get(path);
      for (const producer of PRODUCERS) {
        const key = `${path}\u0000${producer}`;
        const list = byProducer?.get(producer) ?? [];
        if (list.length === 0 && !this.keys.has(key)) continue;
        if (list.length > 0) this.keys.add(key);
        else this.keys.delete(key);
        this.monaco.editor.setModelMarkers(model, markerOwner(producer), list.map((d) => toMarker(this.monaco, model, d)));
      }
    }
  }

  /**
   * Monaco keeps markers by file name even after the model is gone, so a file
   * that goes away takes its markers with it (the next check puts them back
   * if it stays after all).
   */
  clear(path: string): void {
    const model = this.modelOf(path);
    if (!model) return;
    for (const producer of PRODUCERS) this.monaco.editor.setModelMarkers(model, markerOwner(producer), []);
    for (const key of [...this.keys]) if (key.startsWith(`${path}\u0000`)) this.keys.delete(key);
  }
}

/** One diagnostic as a marker; its hint rides in the message, where the quick fixes (monaco/quick-fixes.ts) read it. */
export function toMarker(monaco: typeof Monaco, model: Monaco.editor.ITextModel, d: Diagnostic): Monaco.editor.IMarkerData {
  const severity = d.severity === 'error' ? monaco.MarkerSeverity.Error : d.severity === 'warning' ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Info;
  const line = Math.min(Math.max(1, d.line), model.getLineCount());
  let endLine = Math.min(Math.max(line, d.end?.line ?? line), model.getLineCount());
  let endCol = d.end?.col ?? d.col;
  if (endLine === line && endCol <= d.col) {
    // A point diagnostic: underline to the end of the line's text so it can be seen and hovered.
    endLine = line;
    endCol = Math.max(d.col + 1, model.getLineMaxColumn(line));
  }
  return {
    severity,
    message: d.hint ? `${d.message} (${d.hint})` : d.message,
    code: d.code,
    source: 'rulewright',
    startLineNumber: line,
    startColumn: Math.max(1, d.col),
    endLineNumber: endLine,
    endColumn: Math.max(1, endCol),
  };
}
