/**
 * Maps positions inside an effect string back to the YAML file it came from.
 * The effect string is a YAML scalar's *value*; its characters sit in the
 * file at offsets that depend on the scalar's style: plain (as is),
 * double-quoted (escapes, folded line breaks), single-quoted (`''`), or a
 * `|` / `|-` / `|+` literal block (indentation stripped per line). Folded `>`
 * blocks and multi-line plain scalars join lines, so a position inside them
 * cannot be recovered: problems then point at the scalar's start, with a
 * warning that suggests `|`.
 *
 * Every mapping is verified: the characters read back from the source must
 * equal the parsed value, or the mapper falls back to the scalar's start
 * rather than point at the wrong place.
 */
import type { LineCounter, Scalar } from 'yaml';
import type { Diagnostic } from '../diagnostics/index.ts';
import type { EffectProblem } from './parse.ts';

/** For each character of the value: where it starts and ends in the source. */
export interface OffsetMap {
  start: number[];
  end: number[];
  /** Source offset just after the value (for positions at the very end). */
  valueEnd: number;
}

export type ScalarMapping = { exact: true; map: OffsetMap } | { exact: false; reason: string; at: number };

/** Build the character map for a scalar, or say why positions inside it are lost. */
export function mapScalar(node: Scalar, source: string): ScalarMapping {
  const range = node.range;
  const value = node.value;
  if (!range) return { exact: false, reason: 'the scalar has no source range', at: 0 };
  const at = range[0];
  if (typeof value !== 'string') return { exact: false, reason: 'the value is not a string', at };
  let map: OffsetMap | undefined;
  switch (node.type) {
    case 'PLAIN':
      map = mapPlain(source, range[0], range[1], value);
      if (!map) return { exact: false, reason: 'a plain scalar over several lines joins them', at };
      break;
    case 'QUOTE_DOUBLE':
      map = mapQuoted(source, range[0], range[1], value, 'double');
      break;
    case 'QUOTE_SINGLE':
      map = mapQuoted(source, range[0], range[1], value, 'single');
      break;
    case 'BLOCK_LITERAL':
      map = mapLiteral(source, range[0], value);
      break;
    case 'BLOCK_FOLDED':
      return { exact: false, reason: 'a folded (`>`) block joins its lines', at };
    default:
      break;
  }
  if (!map) return { exact: false, reason: 'its source could not be matched to its value', at };
  return { exact: true, map };
}

function identity(from: number, length: number): OffsetMap {
  const start: number[] = new Array(length);
  const end: number[] = new Array(length);
  for (let i = 0; i < length; i++) {
    start[i] = from + i;
    end[i] = from + i + 1;
  }
  return { start, end, valueEnd: from + length };
}

function mapPlain(source: string, from: number, to: number, value: string): OffsetMap | undefined {
  const raw = source.slice(from, to);
  if (raw !== value) return undefined;
  return identity(from, value.length);
}

function isBreak(source: string, i: number): number {
  if (source[i] === '\n') return 1;
  if (source[i] === '\r' && source[i + 1] === '\n') return 2;
  return 0;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};
const HEX_ESCAPES: Record<string, number> = { x: 2, u: 4, U: 8 };

/**
 * Reads a quoted scalar's source the way YAML does (escapes, `''`, line
 * folding), recording where each produced character came from.
 */
function mapQuoted(source: string, from: number, to: number, value: string, style: 'double' | 'single'): OffsetMap | undefined {
  const out: string[] = [];
  const start: number[] = [];
  const end: number[] = [];
  const push = (text: string, s: number, e: number): void => {
    for (const ch of text.split('')) {
      out.push(ch);
      start.push(s);
      end.push(e);
    }
  };
  let i = from + 1;
  const close = to - 1;
  while (i < close) {
    const ch = source[i]!;
    if (style === 'single' && ch === "'" && source[i + 1] === "'") {
      push("'", i, i + 2);
      i += 2;
      continue;
    }
    if (style === 'double' && ch === '\\') {
      const c = source[i + 1] ?? '';
      const br = isBreak(source, i + 1);
      if (br) {
        // An escaped line break: nothing, and the next line's indentation goes too.
        i += 1 + br;
        while (i < close && (source[i] === ' ' || source[i] === '\t')) i++;
        continue;
      }
      const hex = HEX_ESCAPES[c];
      if (hex) {
        const code = parseInt(source.slice(i + 2, i + 2 + hex), 16);
        if (Number.isNaN(code)) return undefined;
        push(String.fromCodePoint(code), i, i + 2 + hex);
        i += 2 + hex;
        continue;
      }
      const simple = SIMPLE_ESCAPES[c];
      if (simple === undefined) return undefined;
      push(simple, i, i + 2);
      i += 2;
      continue;
    }
    const br = isBreak(source, i);
    if (br) {
      // Line folding: trailing blanks go, one break is a space, n+1 breaks are n newlines.
      while (out.length > 0 && (out[out.length - 1] === ' ' || out[out.length - 1] === '\t') && start[start.length - 1]! >= lineStartOf(source, i)) {
        out.pop();
        start.pop();
        end.pop();
      }
      let j = i + br;
      let breaks = 0;
      const breakAt = i;
      for (;;) {
        while (j < close && (source[j] === ' ' || source[j] === '\t')) j++;
        const b = isBreak(source, j);
        if (!b) break;
        breaks++;
        j += b;
      }
      if (breaks === 0) push(' ', breakAt, breakAt + br);
      else push('\n'.repeat(breaks), breakAt, breakAt + br);
      i = j;
      continue;
    }
    push(ch, i, i + 1);
    i++;
  }
  if (out.join('') !== value) return undefined;
  return { start, end, valueEnd: close };
}

function lineStartOf(source: string, i: number): number {
  const nl = source.lastIndexOf('\n', i - 1);
  return nl + 1;
}

/**
 * A `|` block: the value's lines are the source lines after the header with
 * their indentation removed, one for one. Each value line must end its source
 * line (chomping only changes what follows the last line).
 */
function mapLiteral(source: string, from: number, value: string): OffsetMap | undefined {
  const headerEnd = source.indexOf('\n', from);
  if (headerEnd < 0) return value === '' ? { start: [], end: [], valueEnd: from } : undefined;
  const start: number[] = [];
  const end: number[] = [];
  const lines = value.split('\n');
  let lineStart = headerEnd + 1;
  for (let k = 0; k < lines.length; k++) {
    const valueLine = lines[k]!;
    const isLast = k === lines.length - 1;
    if (isLast && valueLine === '') break; // the text after the value's last newline
    if (lineStart > source.length) return undefined;
    let lineEnd = source.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = source.length;
    let contentEnd = lineEnd;
    if (source[contentEnd - 1] === '\r') contentEnd--;
    const sourceLine = source.slice(lineStart, contentEnd);
    if (!sourceLine.endsWith(valueLine)) return undefined;
    const indent = sourceLine.length - valueLine.length;
    if (valueLine !== '' && sourceLine.slice(0, indent).trim() !== '') return undefined;
    for (let c = 0; c < valueLine.length; c++) {
      start.push(lineStart + indent + c);
      end.push(lineStart + indent + c + 1);
    }
    if (!isLast) {
      // The value's newline stands for the source line's break.
      start.push(contentEnd);
      end.push(lineEnd + 1);
    }
    lineStart = lineEnd + 1;
  }
  if (start.length !== value.length) return undefined;
  const valueEnd = start.length ? end[end.length - 1]! : headerEnd + 1;
  return { start, end, valueEnd };
}

/** Source offsets of a span of the value, [start, end); a span ending on a line break stops at the end of its line. */
export function sourceSpan(map: OffsetMap, source: string, offset: number, endOffset: number): [number, number] {
  const n = map.start.length;
  const from = offset < n ? map.start[offset]! : map.valueEnd;
  if (endOffset <= offset || offset >= n) return [from, from];
  const last = Math.min(endOffset, n) - 1;
  let to = map.end[last]!;
  const at = map.start[last]!;
  if (source[at] === '\n' || source[at] === '\r') to = at;
  return [from, Math.max(from, to)];
}

export interface EffectDiagnosticOptions {
  /** The file name to put in each diagnostic. */
  file: string;
  /** JSON path of the scalar inside the file (e.g. `/cardTypes/3/ability/effect`). */
  path?: string;
}

/**
 * Turn an effect string's problems into file diagnostics. `node` is the YAML
 * Scalar the string was read from, `source` the file's text and
 * `lineCounter` the one the document was parsed with.
 */
export function effectDiagnostics(
  node: Scalar,
  source: string,
  lineCounter: LineCounter,
  problems: readonly EffectProblem[],
  options: EffectDiagnosticOptions,
): Diagnostic[] {
  if (problems.length === 0) return [];
  const mapping = mapScalar(node, source);
  const out: Diagnostic[] = [];
  const make = (p: { code: string; severity: Diagnostic['severity']; message: string; hint?: string }, from: number, to: number): Diagnostic => {
    const a = lineCounter.linePos(from);
    const b = lineCounter.linePos(to);
    const d: Diagnostic = {
      file: options.file,
      line: a.line,
      col: a.col,
      end: { line: b.line, col: b.col },
      severity: p.severity,
      code: p.code,
      message: p.message,
    };
    if (p.hint) d.hint = p.hint;
    if (options.path) d.path = options.path;
    return d;
  };
  if (!mapping.exact) {
    const firstLineEnd = lineEnd(source, mapping.at);
    out.push(
      make(
        {
          code: 'RW-DSL-POSITION',
          severity: 'warning',
          message: `positions inside this effect are lost: ${mapping.reason}`,
          hint: 'write the effect as a `|` block scalar so problems point at the exact word',
        },
        mapping.at,
        firstLineEnd,
      ),
    );
    for (const p of problems) {
      const where = p.loc.line > 1 || p.loc.col > 1 ? ` (at line ${p.loc.line}, column ${p.loc.col} of the effect)` : '';
      out.push(make({ ...p, message: p.message + where }, mapping.at, firstLineEnd));
    }
    return out;
  }
  for (const p of problems) {
    const [from, to] = sourceSpan(mapping.map, source, p.loc.offset, p.loc.endOffset);
    out.push(make(p, from, to));
  }
  return out;
}

function lineEnd(source: string, at: number): number {
  const nl = source.indexOf('\n', at);
  const end = nl < 0 ? source.length : nl;
  return source[end - 1] === '\r' ? end - 1 : end;
}
