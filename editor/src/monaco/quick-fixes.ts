/**
 * Quick fixes for the pack check's problems, offered as Monaco code actions
 * (the light bulb, Ctrl+.): a "did you mean X?" replaces the misspelt text
 * with X (keeping its quotes), a missing required field is added under its
 * entry, and a number or yes/no where text is wanted is put in quotes.
 *
 * Pure: it reads a problem's code, message, range and the lines around it,
 * and answers edits; editor/src/monaco/code-actions.ts hands them to Monaco.
 */

/** A problem as a Monaco marker carries it (1-based lines and columns, end column exclusive). */
export interface FixableProblem {
  code: string;
  /** The marker's message: the diagnostic's message, then its hint in parentheses. */
  message: string;
  startLine: number;
  startCol: number;
  endLine: number;
  endCol: number;
}

export interface TextEdit {
  startLine: number;
  startCol: number;
  endLine: number;
  endCol: number;
  text: string;
}

export interface QuickFix {
  title: string;
  edit: TextEdit;
  /** The one obvious fix (Monaco offers it first and on Shift+Alt+.). */
  preferred: boolean;
}

/** The lines of the file the fix may read (1-based line numbers). */
export interface LineReader {
  line(n: number): string | undefined;
}

const DID_YOU_MEAN = /did you mean [`"]([^`"]+)[`"]\?/;
const MISSING_FIELD = /^missing required field "([^"]+)"/;
const QUOTE_IT = /put it in quotes to make it text: "(.*)"\)?$/;

/** The fixes for one problem (none when it has no obvious one). */
export function quickFixesFor(problem: FixableProblem, lines: LineReader): QuickFix[] {
  const near = DID_YOU_MEAN.exec(problem.message)?.[1];
  if (near !== undefined) {
    const edit = replaceMisspelt(problem, near, lines);
    return edit ? [{ title: `Change to "${near}"`, edit, preferred: true }] : [];
  }
  const field = MISSING_FIELD.exec(problem.message)?.[1];
  if (field !== undefined) {
    const edit = addFieldEdit(problem.startLine, field, lines);
    return edit ? [{ title: `Add the missing field "${field}"`, edit, preferred: true }] : [];
  }
  const quoted = QUOTE_IT.exec(problem.message)?.[1];
  if (quoted !== undefined && problem.startLine === problem.endLine) {
    const line = lines.line(problem.startLine) ?? '';
    const at = line.indexOf(quoted, problem.startCol - 1);
    if (at >= 0) {
      const edit = { startLine: problem.startLine, startCol: at + 1, endLine: problem.startLine, endCol: at + 1 + quoted.length, text: JSON.stringify(quoted) };
      return [{ title: `Put ${quoted} in quotes (make it text)`, edit, preferred: true }];
    }
  }
  return [];
}

/**
 * The edit that puts `near` in place of the misspelt text. The marker may
 * cover more than the word (a point problem is underlined to the end of its
 * line), so the word is the one the message quotes (`unknown verb \`gian\``,
 * `unknown field "nmae"`, `(got "Hal")`) found inside the marked text; a
 * marked text that is just a word (or a quoted name) is replaced whole,
 * keeping its quotes.
 */
function replaceMisspelt(problem: FixableProblem, near: string, lines: LineReader): TextEdit | undefined {
  if (problem.startLine !== problem.endLine) return undefined;
  const text = lines.line(problem.startLine)?.slice(problem.startCol - 1, problem.endCol - 1);
  if (!text) return undefined;
  const said = problem.message.split(/ \(did you mean/)[0]!;
  const quoted = [...said.matchAll(/[`"]([^`"]+)[`"]/g)].map((m) => m[1]!);
  const bare = unquoted(text);
  const at = (from: number, length: number, replacement: string): TextEdit => ({
    startLine: problem.startLine,
    startCol: problem.startCol + from,
    endLine: problem.startLine,
    endCol: problem.startCol + from + length,
    text: replacement,
  });
  if (quoted.includes(bare)) return at(text.indexOf(bare), bare.length, near);
  for (const wrong of quoted) {
    const i = text.indexOf(wrong);
    if (i >= 0) return at(i, wrong.length, near);
  }
  return /^\S+$/.test(bare) ? at(text.indexOf(bare), bare.length, near) : undefined;
}

/** `"Hal of Heroes"` -> `Hal of Heroes`; `gian` -> `gian`. */
function unquoted(text: string): string {
  const q = text[0];
  return (q === '"' || q === "'") && text.length >= 2 && text.endsWith(q) ? text.slice(1, -1) : text;
}

const indentOf = (s: string): number => s.length - s.trimStart().length;

/**
 * The line that adds `field:` to the entry whose key (or list dash) is on
 * `keyLine`: at the indentation of the entry's other fields, right after the
 * key line. `- id: x` -> under `id`; `booker:` with fields below -> at their
 * indentation; an entry with nothing below -> two spaces deeper.
 */
export function addFieldEdit(keyLine: number, field: string, lines: LineReader): TextEdit | undefined {
  const line = lines.line(keyLine);
  if (line === undefined) return undefined;
  const dash = /^(\s*)-\s+(?=\S)/.exec(line);
  let indent: number;
  if (dash) indent = dash[0].length;
  else if (line.trimEnd().endsWith(':')) {
    const next = lines.line(keyLine + 1);
    const below = next !== undefined && next.trim() !== '' ? indentOf(next) : -1;
    indent = below > indentOf(line) ? below : indentOf(line) + 2;
  } else indent = indentOf(line); // the file's top: a field beside the others
  return { startLine: keyLine, startCol: line.length + 1, endLine: keyLine, endCol: line.length + 1, text: `\n${' '.repeat(indent)}${field}: ` };
}
