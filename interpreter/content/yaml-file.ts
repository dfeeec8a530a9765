/**
 * One content file: its text parsed into a YAML document that keeps source
 * positions, and the plain data the schema and the Ruleset builder read.
 * Every way the text can be wrong becomes a Diagnostic with a position; the
 * file is then marked unusable so later stages do not pile guesses on it.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Document, Node as YamlNode, YAMLError } from 'yaml';
import type { Diagnostic } from '../diagnostics/index.ts';
import { diagnose } from './codes.ts';
import type { LoaderCode } from './codes.ts';
import type { LoadLimits } from './limits.ts';
import { scanNesting } from './nesting.ts';
import { firstSyntaxProblem } from './yaml-words.ts';

export interface SourceFile {
  /** The key the caller gave, e.g. `board.yaml`. */
  path: string;
  /** What diagnostics print as the file, e.g. `content/<pack>/board.yaml`. */
  label: string;
  text: string;
  lines: LineCounter;
  doc?: Document.Parsed;
  /** The file as plain data; set only when `ok`. */
  data?: unknown;
  /** True when the YAML is sound, so schema and reference checks may read `data`. */
  ok: boolean;
}

/** A span in a file, as a Diagnostic's position fields. */
export interface Span {
  file: string;
  line: number;
  col: number;
  end: { line: number; col: number };
}

export function spanOf(file: SourceFile, start: number, end: number): Span {
  const s = file.lines.linePos(Math.max(0, Math.min(start, file.text.length)));
  const e = file.lines.linePos(Math.max(start, Math.min(end, file.text.length)));
  return { file: file.label, line: s.line, col: s.col, end: { line: e.line, col: e.col } };
}

/** Line counting without parsing, for files refused before the parser runs. */
function countLines(text: string): LineCounter {
  const lc = new LineCounter();
  lc.addNewLine(0);
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lc.addNewLine(i + 1);
  return lc;
}

export function parseYamlFile(
  path: string,
  label: string,
  text: string,
  limits: LoadLimits,
  out: Diagnostic[],
): SourceFile {
  if (text.length > limits.maxFileChars) {
    const file: SourceFile = { path, label, text: '', lines: countLines(''), ok: false };
    out.push(
      diagnose(
        'RW-FILE-TOO-LARGE',
        { file: label, line: 1, col: 1, end: { line: 1, col: 1 } },
        `file is ${formatSize(text.length)}, more than the ${formatSize(limits.maxFileChars)} a content file may be`,
        'split it into smaller files or remove generated data',
      ),
    );
    return file;
  }

  const tooDeep = scanNesting(text, limits.maxDepth * 4);
  if (tooDeep) {
    const file: SourceFile = { path, label, text, lines: countLines(text), ok: false };
    out.push(tooDeepDiagnostic(file, tooDeep.offset, tooDeep.offset + 1, limits.maxDepth));
    return file;
  }

  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  const file: SourceFile = { path, label, text, lines, doc, ok: false };
  const before = out.length;
  // Errors with a cause of their own are told each; the rest are the parser losing its way after one slip,
  // so only the first of those is told, traced back to its cause (yaml-words.ts).
  const own = new Set(['DUPLICATE_KEY', 'TAB_AS_INDENT', 'MULTIPLE_DOCS', 'TAG_RESOLVE_FAILED', 'RESOURCE_EXHAUSTION']);
  const syntax = doc.errors.filter((e) => !own.has(e.code));
  const slip = firstSyntaxProblem(text, syntax);
  const firstSlipAt = syntax.length > 0 ? Math.min(...syntax.map((e) => e.pos[0])) : Infinity;
  for (const error of doc.errors) if (own.has(error.code) && error.pos[0] < firstSlipAt) out.push(yamlErrorDiagnostic(file, error, limits));
  if (slip !== undefined) out.push(diagnose('RW-YAML-SYNTAX', spanOf(file, slip.start, slip.end), slip.message, slip.hint));
  if (slip === undefined) for (const warning of doc.warnings) out.push(yamlErrorDiagnostic(file, warning, limits, true));
  if (out.length > before && out.slice(before).some((d) => d.severity === 'error')) return file;

  if (doc.contents === null) {
    out.push(
      diagnose('RW-YAML-EMPTY', spanOf(file, 0, 0), 'file has no content', 'every content file starts with its top-level fields'),
    );
    return file;
  }

  const shape = measure(doc.contents as YamlNode, limits);
  if (shape.tooDeepAt) {
    out.push(tooDeepDiagnostic(file, shape.tooDeepAt[0], shape.tooDeepAt[1], limits.maxDepth));
    return file;
  }
  if (shape.bombAt) {
    out.push(aliasBombDiagnostic(file, shape.bombAt[0], shape.bombAt[1], limits));
    return file;
  }

  try {
    file.data = doc.toJS({ maxAliasCount: limits.maxAliases });
  } catch (e) {
    // yaml throws a ReferenceError for alias expansion past maxAliasCount; anything else is ours to report too.
    const anchor = shape.firstAlias ?? [0, 0];
    out.push(
      e instanceof ReferenceError
        ? aliasBombDiagnostic(file, anchor[0], anchor[1], limits)
        : diagnose('RW-YAML-SYNTAX', spanOf(file, 0, 0), `cannot read this file: ${(e as Error).message}`),
    );
    return file;
  }
  file.ok = true;
  return file;
}

function formatSize(chars: number): string {
  return chars >= 1024 * 1024 ? `${(chars / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(chars / 1024)} KB`;
}

function tooDeepDiagnostic(file: SourceFile, start: number, end: number, maxDepth: number): Diagnostic {
  return diagnose(
    'RW-YAML-TOO-DEEP',
    spanOf(file, start, end),
    `nesting is deeper than ${maxDepth} levels`,
    'content files need only a few levels: flatten this structure',
  );
}

function aliasBombDiagnostic(file: SourceFile, start: number, end: number, limits: LoadLimits): Diagnostic {
  return diagnose(
    'RW-YAML-ALIAS-BOMB',
    spanOf(file, start, end),
    `aliases here expand to more than ${limits.maxExpandedNodes} values (or are used more than ${limits.maxAliases} times)`,
    'write the repeated values out, or use fewer nested `*alias` references',
  );
}

const YAML_CODES: Record<string, LoaderCode> = {
  DUPLICATE_KEY: 'RW-YAML-DUPLICATE-KEY',
  TAB_AS_INDENT: 'RW-YAML-TAB-INDENT',
  MULTIPLE_DOCS: 'RW-YAML-MULTIPLE-DOCUMENTS',
  TAG_RESOLVE_FAILED: 'RW-YAML-TAG',
  BAD_ALIAS: 'RW-YAML-SYNTAX',
};

function yamlErrorDiagnostic(file: SourceFile, error: YAMLError, limits: LoadLimits, warning = false): Diagnostic {
  const [start, end] = error.pos;
  let code: LoaderCode = YAML_CODES[error.code] ?? 'RW-YAML-SYNTAX';
  if (error.code === 'RESOURCE_EXHAUSTION') code = /alias/i.test(error.message) ? 'RW-YAML-ALIAS-BOMB' : 'RW-YAML-TOO-DEEP';
  if (warning && code === 'RW-YAML-SYNTAX') code = 'RW-YAML-TAG';
  const raw = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  let message = lowerFirst(raw);
  let hint: string | undefined;
  switch (code) {
    case 'RW-YAML-DUPLICATE-KEY': {
      const dup = duplicateKeyAt(file, start);
      const key = dup?.key ?? file.text.slice(start, end);
      message = dup?.firstLine ? `duplicate key "${key}" (already set on line ${dup.firstLine})` : `duplicate key "${key}"`;
      hint = 'remove one of them or rename it';
      break;
    }
    case 'RW-YAML-TAB-INDENT':
      message = 'tab used for indentation';
      hint = 'indent with spaces only';
      break;
    case 'RW-YAML-MULTIPLE-DOCUMENTS':
      message = 'file holds more than one YAML document (a `---` line in the middle)';
      hint = 'keep one document per file';
      break;
    case 'RW-YAML-TOO-DEEP':
      message = `nesting is deeper than ${limits.maxDepth} levels`;
      break;
    case 'RW-YAML-ALIAS-BOMB':
      message = `aliases here expand to too many values`;
      break;
    default:
      if (/tag/i.test(raw)) hint = 'rulewright content uses plain YAML without custom `!tags`';
  }
  // yaml points at an empty range for "missing" things; underline one character so editors show it.
  return diagnose(code, spanOf(file, start, Math.max(end, start + 1)), message, hint);
}

function lowerFirst(s: string): string {
  return s.length > 1 && /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}

/** The key of the mapping entry starting at `offset`, and the line of the first entry with the same key. */
function duplicateKeyAt(file: SourceFile, offset: number): { key: string; firstLine?: number } | undefined {
  const todo: unknown[] = [file.doc?.contents];
  while (todo.length) {
    const node = todo.pop();
    if (isMap(node)) {
      const dup = node.items.find((p) => (p.key as YamlNode | null)?.range?.[0] === offset);
      if (dup && isScalar(dup.key)) {
        const key = String(dup.key.value);
        const first = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
        const firstStart = (first?.key as YamlNode | undefined)?.range?.[0];
        return firstStart !== undefined && first !== dup ? { key, firstLine: file.lines.linePos(firstStart).line } : { key };
      }
      for (const p of node.items) todo.push(p.value);
    } else if (isSeq(node)) {
      for (const item of node.items) todo.push(item);
    }
  }
  return undefined;
}

interface Shape {
  tooDeepAt?: [number, number];
  bombAt?: [number, number];
  firstAlias?: [number, number];
}

/**
 * Depth of the real tree, and how big it becomes once aliases are expanded
 * (each alias costs the size of what its anchor names, memoised per node), so
 * a billion-laughs file is refused before anything expands it.
 */
function measure(root: YamlNode, limits: LoadLimits): Shape {
  const shape: Shape = {};
  const anchors = new Map<string, YamlNode>();
  const sizes = new Map<unknown, number>();
  let aliases = 0;
  // Values the aliases add once expanded: what a bomb multiplies. The file's own values are bounded by its size.
  let expanded = 0;
  const rangeOf = (n: unknown): [number, number] => {
    const r = (n as YamlNode | null)?.range;
    return r ? [r[0], r[1]] : [0, 0];
  };

  // Depth-first, in document order, so each alias sees the anchors defined before it (as YAML says).
  // Recursion is safe: the nesting scan already refused anything deeper than 4 * maxDepth.
  const size = (node: unknown, depth: number): number => {
    if (shape.tooDeepAt || shape.bombAt) return 0;
    if (node === null || node === undefined) return 1;
    if (depth > limits.maxDepth) {
      shape.tooDeepAt = rangeOf(node);
      return 0;
    }
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor) anchors.set(anchor, node as YamlNode);
    if (isAlias(node)) {
      aliases++;
      shape.firstAlias ??= rangeOf(node);
      const target = anchors.get(node.source);
      const s = target ? sizes.get(target) : undefined;
      // No size yet means the alias sits inside its own anchor: it would expand forever.
      if (target && s === undefined) shape.bombAt = rangeOf(node);
      if (aliases > limits.maxAliases) shape.bombAt = rangeOf(node);
      expanded += s ?? 1;
      if (expanded > limits.maxExpandedNodes && !shape.bombAt) shape.bombAt = rangeOf(node);
      return s ?? 1;
    }
    let total = 1;
    if (isMap(node) || isSeq(node)) {
      for (const item of node.items) {
        if (isPair(item)) total += size(item.key, depth + 1) + size(item.value, depth + 1);
        else total += size(item, depth + 1);
      }
    }
    sizes.set(node, total);
    return total;
  };
  size(root, 1);
  return shape;
}
