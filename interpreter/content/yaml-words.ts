/**
 * A YAML syntax error told the way a designer would want it: one problem,
 * at the character to fix, in plain words. One slip (`x: [` typed at the
 * start of a row) makes the YAML parser report a cascade of follow-on
 * errors in its own terms ("unexpected seq-item-ind at node end"); the file
 * cannot be read past the first, so the loader reports only that one
 * (`RW-YAML-SYNTAX`), traced back to its cause when it is an unclosed
 * bracket or quote. Pure.
 */
import type { YAMLError } from 'yaml';

export interface SyntaxProblem {
  /** Offsets of what to underline. */
  start: number;
  end: number;
  message: string;
  hint: string;
}

interface Open {
  char: '[' | '{';
  at: number;
}

const BLOCK_HEADER = /^[|>][-+0-9]*\s*(#.*)?$/;

/**
 * The lines of YAML (not of block scalars' text) that start before `until`,
 * with their offsets: the text of a `key: |` block may hold any character.
 */
function yamlLines(text: string, until: number): { at: number; line: string }[] {
  const out: { at: number; line: string }[] = [];
  let blockIndent = -1;
  for (let at = 0; at < Math.min(until, text.length); ) {
    const nl = text.indexOf('\n', at);
    const end = nl === -1 ? text.length : nl;
    const line = text.slice(at, end);
    const indent = line.length - line.trimStart().length;
    if (blockIndent >= 0 && (line.trim() === '' || indent > blockIndent)) {
      at = end + 1;
      continue;
    }
    blockIndent = -1;
    out.push({ at, line });
    const header = /(?:^\s*-\s+|:\s+)([|>][-+0-9]*\s*(#.*)?)$/.exec(line);
    if (header && BLOCK_HEADER.test(header[1]!)) blockIndent = indent;
    at = end + 1;
  }
  return out;
}

/** Steps over one line's quoted text and comment, calling `code` for each other character. */
function scanLine(line: string, code: (c: string, i: number) => void): { openQuote: number | null } {
  let quote: { char: string; at: number } | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote !== null) {
      if (quote.char === '"' && c === '\\') i++;
      else if (quote.char === "'" && c === "'" && line[i + 1] === "'") i++;
      else if (c === quote.char) quote = null;
      continue;
    }
    const before = i === 0 ? ' ' : line[i - 1]!;
    if (c === '#' && /\s/.test(before)) break;
    if ((c === '"' || c === "'") && /[\s[{,:-]/.test(before)) quote = { char: c, at: i };
    else code(c, i);
  }
  return { openQuote: quote?.at ?? null };
}

/**
 * The flow bracket (`[` or `{`) still open at `until`, scanning from the file's
 * start. YAML allows a flow list over several lines, so an open bracket is the
 * cause only when the parser's error comes after it.
 */
export function openBracketAt(text: string, until: number): Open | undefined {
  const stack: Open[] = [];
  for (const { at, line } of yamlLines(text, until)) {
    scanLine(line.slice(0, Math.max(0, until - at)), (c, i) => {
      if (c === '[' || c === '{') stack.push({ char: c, at: at + i });
      // A closer of the other kind closes nothing (the parser reports it on its own).
      else if ((c === ']' && stack[stack.length - 1]?.char === '[') || (c === '}' && stack[stack.length - 1]?.char === '{')) stack.pop();
    });
  }
  return stack[stack.length - 1];
}

/**
 * The first quote before `until` that is still open at the end of its line.
 * YAML lets quoted text run over lines, but content files never need it: a
 * quote left open there is the slip the parser trips over much later.
 */
export function openQuoteBefore(text: string, until: number): number | undefined {
  for (const { at, line } of yamlLines(text, until)) {
    const { openQuote } = scanLine(line, () => {});
    if (openQuote !== null && at + openQuote < until) return at + openQuote;
  }
  return undefined;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The word or character at an offset, quoted for a message. */
function tokenAt(text: string, offset: number): string {
  const m = /^[^\s,[\]{}]+/.exec(text.slice(offset, offset + 40));
  return m ? m[0] : text.charAt(offset) || 'the end of the file';
}

/** The first of the parser's errors (by place in the file), told plainly; undefined when there are none. */
export function firstSyntaxProblem(text: string, errors: readonly YAMLError[]): SyntaxProblem | undefined {
  if (errors.length === 0) return undefined;
  const first = [...errors].sort((a, b) => a.pos[0] - b.pos[0])[0]!;
  const [start, end] = first.pos;
  const raw = first.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  const flowTrouble = first.code === 'BLOCK_IN_FLOW' || first.code === 'MULTILINE_IMPLICIT_KEY' || /flow (sequence|mapping|collection)/i.test(raw) || first.code === 'MISSING_CHAR' || first.code === 'UNEXPECTED_TOKEN' || first.code === 'BAD_INDENT';
  const open = flowTrouble ? openBracketAt(text, start + 1) : undefined;
  if (open !== undefined && !/quote/i.test(raw)) {
    const close = open.char === '[' ? ']' : '}';
    const what = open.char === '[' ? 'list' : 'set of fields';
    return {
      start: open.at,
      end: open.at + 1,
      message: `this \`${open.char}\` (line ${lineOf(text, open.at)}) starts a ${what} that is never closed`,
      hint: `close it with \`${close}\` on the same line, or remove the \`${open.char}\`; the rest of the file is checked once it reads`,
    };
  }
  const at = { start, end: Math.max(end, start + 1) };
  if (/missing closing "?quote|missing closing ['"]/i.test(raw) || (first.code === 'MISSING_CHAR' && /quote/i.test(raw)) || openQuoteBefore(text, start) !== undefined) {
    const opened = openQuoteBefore(text, start + 1) ?? start;
    return { start: opened, end: opened + 1, message: `this quote (line ${lineOf(text, opened)}) is not closed on its line`, hint: 'end the text with the same quote it starts with; write `\\"` for a `"` inside double quotes, `\'\'` for a `\'` inside single ones' };
  }
  const token = tokenAt(text, start);
  switch (first.code) {
    case 'BAD_DQ_ESCAPE':
      return { ...at, message: `\`${text.slice(start, end) || '\\'}\` is not an escape double-quoted text knows`, hint: 'write `\\\\` for a backslash, or use single quotes' };
    case 'BAD_SCALAR_START':
      return { ...at, message: `a value cannot start with \`${text.charAt(start)}\``, hint: 'put the value in quotes' };
    case 'BAD_INDENT':
      return { ...at, message: 'this line is indented differently from the entries around it', hint: 'line its key up with the keys of the same entry (spaces, not tabs)' };
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return { ...at, message: 'a key must be written on one line, followed by `:`', hint: 'is a `:` missing on the line above, or a quote left open?' };
    case 'MISSING_CHAR':
      if (/map values|followed by map values/i.test(raw)) return { ...at, message: `\`${token}\` needs a \`:\` after it`, hint: 'a field is written `name: value`; a list item starts with `- `' };
      return { ...at, message: `something is missing here: ${lowerFirst(raw)}`, hint: 'check the brackets and quotes of this line' };
    case 'UNEXPECTED_TOKEN':
      return { ...at, message: `\`${token}\` is not expected here`, hint: 'check the indentation and the `:` and `- ` of this line and the one above' };
    case 'BAD_ALIAS':
    case 'ALIAS_PROPS':
      return { ...at, message: `\`${token}\` is read as a reference to an \`&anchor\`, which it is not`, hint: 'put text starting with `*` or `&` in quotes' };
    case 'BAD_DIRECTIVE':
      return { ...at, message: `\`${token}\` is read as a YAML directive`, hint: 'put text starting with `%` in quotes' };
    case 'NON_STRING_KEY':
      return { ...at, message: 'a key must be a plain word', hint: 'write the key as text: `name: value`' };
    case 'KEY_OVER_1024_CHARS':
      return { ...at, message: 'this key is longer than YAML allows (1024 characters)', hint: 'is a `:` missing after a shorter key?' };
    default:
      return { ...at, message: `this cannot be read as YAML: ${lowerFirst(raw)}`, hint: 'check the indentation, quotes and brackets here and on the line above' };
  }
}

function lowerFirst(s: string): string {
  return s.length > 1 && /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}
