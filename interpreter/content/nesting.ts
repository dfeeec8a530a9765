/**
 * A cheap, linear look at a YAML text's nesting before the real parser sees
 * it. yaml's composer recurses once per level: a few thousand `[` exhaust the
 * stack, and a hundred thousand make it run out of memory building its error
 * message. This scan only has to be right enough to refuse such texts; the
 * exact depth check runs on the parsed tree (see yaml-file.ts).
 *
 * It counts block levels by indentation (and `- ` / `? ` / `: ` indicators that
 * open a level on the same line) and flow levels by brackets outside quotes,
 * comments and block scalars. Brackets inside a plain scalar are counted too,
 * which can only over-count by the number of unbalanced `[` in prose.
 */
export interface TooDeep {
  offset: number;
  depth: number;
}

const SPACE = 32;

export function scanNesting(text: string, maxDepth: number): TooDeep | undefined {
  const n = text.length;
  const stack: number[] = [];
  let flow = 0;
  let quote: '"' | "'" | '' = '';
  let blockScalarParent = -1; // indentation a block scalar's content lines must exceed
  let lineStart = 0;
  while (lineStart < n) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = n;
    let p = lineStart;
    while (p < lineEnd && text.charCodeAt(p) === SPACE) p++;
    const indent = p - lineStart;
    const blank = p >= lineEnd || text[p] === '\r';
    if (blockScalarParent >= 0) {
      if (blank || indent > blockScalarParent) {
        lineStart = lineEnd + 1;
        continue;
      }
      blockScalarParent = -1;
    }
    if (!quote && flow === 0 && !blank && text[p] !== '#') {
      // Block context: this line's indentation, then any `- ` indicators, each opens a level.
      while (stack.length && stack[stack.length - 1]! >= indent) stack.pop();
      stack.push(indent);
      while (p + 1 <= lineEnd && isIndicator(text, p, lineEnd)) {
        p++;
        while (p < lineEnd && text.charCodeAt(p) === SPACE) p++;
        if (p >= lineEnd) break;
        const col = p - lineStart;
        while (stack.length && stack[stack.length - 1]! >= col) stack.pop();
        stack.push(col);
        if (stack.length > maxDepth) return { offset: p, depth: stack.length };
      }
      if (stack.length > maxDepth) return { offset: p, depth: stack.length };
    }
    // Characters: quotes, comments, flow brackets, a block scalar header.
    let tokenStart = true;
    for (let i = p; i < lineEnd; i++) {
      const c = text[i]!;
      if (quote === '"') {
        if (c === '\\') i++;
        else if (c === '"') quote = '';
        tokenStart = false;
        continue;
      }
      if (quote === "'") {
        if (c === "'") {
          if (text[i + 1] === "'") i++;
          else quote = '';
        }
        tokenStart = false;
        continue;
      }
      if (c === ' ' || c === '\t' || c === ',') {
        tokenStart = true;
        continue;
      }
      if (c === '#' && (i === lineStart || text[i - 1] === ' ' || text[i - 1] === '\t')) break;
      if ((c === '"' || c === "'") && tokenStart) {
        quote = c;
        continue;
      }
      if (c === '[' || c === '{') {
        flow++;
        if (stack.length + flow > maxDepth) return { offset: i, depth: stack.length + flow };
        tokenStart = true;
        continue;
      }
      if (c === ']' || c === '}') {
        if (flow > 0) flow--;
        tokenStart = false;
        continue;
      }
      if ((c === '|' || c === '>') && tokenStart && flow === 0 && isBlockScalarHeader(text, i + 1, lineEnd)) {
        blockScalarParent = stack.length ? stack[stack.length - 1]! : indent;
        break;
      }
      tokenStart = c === ':' || c === '-' || c === '?';
    }
    lineStart = lineEnd + 1;
  }
  return undefined;
}

/** `-`, `?` or `:` followed by a space or the end of the line. */
function isIndicator(text: string, p: number, lineEnd: number): boolean {
  const c = text[p];
  if (c !== '-' && c !== '?' && c !== ':') return false;
  const next = p + 1;
  return next >= lineEnd || text.charCodeAt(next) === SPACE || text[next] === '\r';
}

/** After `|` or `>`: indentation/chomping indicators, then only a comment or nothing. */
function isBlockScalarHeader(text: string, from: number, lineEnd: number): boolean {
  let i = from;
  while (i < lineEnd && /[0-9+-]/.test(text[i]!)) i++;
  while (i < lineEnd && (text[i] === ' ' || text[i] === '\t')) i++;
  return i >= lineEnd || text[i] === '#' || text[i] === '\r';
}
