/**
 * The one shape every problem in a content pack takes, whatever found it:
 * YAML syntax, JSON Schema, the effect language, cross references, scenarios.
 * The CLI prints it, the editor turns it into Monaco markers, tests assert on it.
 */
import { escapeControls, safeMessage } from './quote.ts';

export type Severity = 'error' | 'warning' | 'info';

export interface Position {
  /** 1-based line, as YAML's LineCounter and moo count them. */
  line: number;
  /** 1-based column. */
  col: number;
}

export interface Diagnostic {
  /** Path relative to the content folder's parent (e.g. `<pack>/board.yaml`) or as given by the caller. */
  file: string;
  line: number;
  col: number;
  /** Where the offending text ends (exclusive column), for underlining. */
  end: Position;
  severity: Severity;
  /** Stable, documented code such as `RW-YAML-SYNTAX` or `RW-REF-UNKNOWN-LOCATION`. Tests and tools key on it. */
  code: string;
  message: string;
  /** Something the designer can do about it: usually "did you mean `Hall of Heroes`?". */
  hint?: string;
  /** JSON path of the offending value inside the file, when known (e.g. `/events/3/booker`). */
  path?: string;
}

/**
 * One diagnostic as a line of text. Its file name, message and hint may hold
 * text from the file (a name, a value): control characters are escaped so a
 * file cannot drive the terminal, and an overlong message is cut.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const hint = d.hint ? ` (${d.hint})` : '';
  return `${escapeControls(d.file)}:${d.line}:${d.col}: ${d.severity} ${d.code} ${safeMessage(d.message + hint)}`;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Stable ordering: by file, then position, then code, so output and snapshots never flap. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.file.localeCompare(b.file) ||
    a.line - b.line ||
    a.col - b.col ||
    a.code.localeCompare(b.code) ||
    a.message.localeCompare(b.message)
  );
}
