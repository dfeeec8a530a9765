/**
 * The effect language's lexer: moo for the words, then a wrapper that turns
 * indentation into INDENT/DEDENT/NEWLINE tokens (Python-like blocks after a
 * trailing `:`) and tells verbs from other words using the registry's
 * vocabulary. It exposes nearley's lexer interface (reset/next/save/
 * formatError/has). It never throws on input: bad characters, tabs,
 * unterminated names and inconsistent dedents become `problems`.
 */
import moo from 'moo';
import type { Loc } from './ast.ts';
import { KEYWORD_CLASSES, KEYWORD_LIST, MULTIWORD_TOKENS, OPERATOR_CLASSES } from './keywords.ts';

export interface Token {
  /**
   * `word` (lower-case or Capitalised), `verb`, `number`, `string`, `poss`, a
   * keyword class (`article`, `owner`, `pronoun`, `qprep`, `aprep`, `bound`,
   * `moreless`, `each`, `when`, `timeprep`, `cmp`), `kw` for other keywords,
   * `op`, or `NEWLINE`/`INDENT`/`DEDENT`/`CONDITION`.
   */
  type: string;
  /** Canonical value: the word, the multiword phrase with single spaces, a string's unquoted content. */
  value: string;
  /** The source text; nearley matches literals against it. */
  text: string;
  offset: number;
  endOffset: number;
  line: number;
  col: number;
  endLine: number;
  endCol: number;
}

export interface LexProblem {
  code: string;
  message: string;
  hint?: string;
  loc: Loc;
}

/** What the lexer needs to know about the registry: which words are verbs. */
export interface LexVocabulary {
  isVerbForm(word: string): boolean;
  knownWords(): ReadonlySet<string>;
  verbForms(): readonly string[];
}

export interface LexOptions {
  /** Prepend a CONDITION token: the grammar then reads one condition instead of statements. */
  condition?: boolean;
}

/** First word -> second word -> the phrase they make together (`at` + `least`). */
const PAIRS: ReadonlyMap<string, ReadonlyMap<string, string>> = pairsOf(Object.values(MULTIWORD_TOKENS));

function pairsOf(phrases: readonly string[]): Map<string, Map<string, string>> {
  const pairs = new Map<string, Map<string, string>>();
  for (const phrase of phrases) {
    const [a, b] = phrase.split(' ') as [string, string];
    const m = pairs.get(a) ?? new Map<string, string>();
    m.set(b, phrase);
    pairs.set(a, m);
  }
  return pairs;
}

// Most common first: V8 tries the alternatives in order at each position.
const mooLexer = moo.compile({
  ws: /[ ]+/,
  word: { match: /[a-z][a-z0-9]*(?:-[a-z0-9]+)*/, type: moo.keywords({ kw: [...KEYWORD_LIST] }) },
  name: { match: /[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/, type: moo.keywords({ kw: ['I'] }) },
  nl: { match: /\r?\n/, lineBreaks: true },
  number: /[0-9]+/,
  string: /"(?:[^"\\\r\n]|\\[^\r\n])*"/,
  openString: /"(?:[^"\\\r\n]|\\[^\r\n])*\\?/,
  poss: /'s(?![A-Za-z0-9])/,
  op: ['<=', '>=', '!=', '<', '>', '=', '+', '-', '(', ')', ',', ':', ';'],
  tab: /\t+/,
  comment: /#[^\r\n]*/,
  cr: /\r/,
  invalid: /[^\n]/,
});

/** Tokens after which an unknown word is probably a (misspelt) verb: the start of a statement. */
const STATEMENT_START: ReadonlySet<string> = new Set([':', ';', 'may', 'I']);

export function locOf(offset: number, line: number, col: number, text: string): Loc {
  return { offset, endOffset: offset + text.length, line, col, endLine: line, endCol: col + text.length };
}

function unescapeName(raw: string): string {
  return raw.replace(/\\(.)/g, '$1');
}

/**
 * Tokenises an effect string into the token list the grammar reads.
 * Exported for tests and tools; the parser uses `EffectLexer`.
 */
export function tokenize(
  text: string,
  vocabulary: LexVocabulary,
  options: LexOptions = {},
): { tokens: Token[]; problems: LexProblem[] } {
  const problems: LexProblem[] = [];
  const raw: Token[] = [];
  mooLexer.reset(text);
  for (;;) {
    let t: moo.Token | undefined;
    try {
      t = mooLexer.next();
    } catch {
      // moo only throws on a rule set without a fallback; ours has one, but stay total.
      break;
    }
    if (!t) break;
    const type = t.type ?? 'invalid';
    const tok: Token = {
      type,
      value: t.value,
      text: t.text,
      ...locOf(t.offset, t.line, t.col, t.text),
    };
    if (type === 'nl') {
      tok.endLine = t.line + 1;
      tok.endCol = 1;
    }
    raw.push(tok);
  }

  mergePairs(raw);

  const out: Token[] = [];
  const synthetic = (type: string, at: { offset: number; line: number; col: number }): Token => ({
    type,
    value: '',
    text: '',
    offset: at.offset,
    endOffset: at.offset,
    line: at.line,
    col: at.col,
    endLine: at.line,
    endCol: at.col,
  });
  if (options.condition) out.push(synthetic('CONDITION', { offset: 0, line: 1, col: 1 }));

  const significant = raw.filter((t) => !['ws', 'tab', 'comment', 'nl', 'cr', 'invalid'].includes(t.type));
  const boundNames = new Set<string>();
  const known = vocabulary.knownWords();
  const verbForms = vocabulary.verbForms();

  const indents: number[] = [];
  let depth = 0;
  let lineHasTokens = false;
  let atLineStart = true;
  let lastSignificant: Token | undefined;
  let sigIndex = 0;

  for (const t of raw) {
    switch (t.type) {
      case 'ws':
      case 'comment':
      case 'cr':
        continue;
      case 'tab':
        problems.push({
          code: 'RW-DSL-TOKEN',
          message: 'a tab character: the effect language indents with spaces only',
          hint: 'replace the tab with spaces',
          loc: t,
        });
        continue;
      case 'invalid':
        problems.push({
          code: 'RW-DSL-TOKEN',
          message: `unexpected character \`${t.text}\``,
          hint: t.text === "'" ? 'write names with an apostrophe in double quotes, like "Soldier\'s Field"' : undefined,
          loc: t,
        });
        continue;
      case 'nl':
        if (depth > 0) continue;
        if (lineHasTokens) {
          const nl = synthetic('NEWLINE', t);
          nl.endOffset = t.offset + t.text.length;
          nl.endCol = t.col + 1;
          out.push(nl);
        }
        lineHasTokens = false;
        atLineStart = true;
        continue;
    }

    // A significant token.
    if (atLineStart && depth === 0) {
      const indent = t.col - 1;
      if (indents.length === 0) indents.push(indent);
      const top = indents[indents.length - 1]!;
      if (indent > top) {
        indents.push(indent);
        out.push(synthetic('INDENT', t));
      } else if (indent < top) {
        while (indents.length > 1 && indent < indents[indents.length - 1]!) {
          indents.pop();
          out.push(synthetic('DEDENT', t));
        }
        if (indent !== indents[indents.length - 1]) {
          problems.push({
            code: 'RW-DSL-INDENT',
            message: 'this line is indented less than its block but more than the block around it',
            hint: 'line it up with a line above',
            loc: locOf(t.offset - indent, t.line, 1, ' '.repeat(indent)),
          });
          indents[indents.length - 1] = indent;
        }
      }
      atLineStart = false;
    }
    lineHasTokens = true;

    const next = significant[sigIndex + 1];
    sigIndex++;
    if (t.type === 'op') {
      if (t.text === '(') depth++;
      if (t.text === ')') depth = Math.max(0, depth - 1);
      t.type = OPERATOR_CLASSES[t.text] ?? 'op';
    } else if (t.type === 'kw') {
      t.type = KEYWORD_CLASSES[t.text] ?? 'kw';
    } else if (t.type === 'string') {
      t.value = unescapeName(t.text.slice(1, -1));
    } else if (t.type === 'openString') {
      problems.push({
        code: 'RW-DSL-TOKEN',
        message: 'this quoted name has no closing `"`',
        hint: 'add a `"` at the end of the name',
        loc: t,
      });
      t.type = 'string';
      t.value = unescapeName(t.text.slice(1).replace(/\\$/, ''));
    } else if (t.type in MULTIWORD_TOKENS) {
      t.value = MULTIWORD_TOKENS[t.type as keyof typeof MULTIWORD_TOKENS];
      if (t.value in KEYWORD_CLASSES) t.type = KEYWORD_CLASSES[t.value]!;
    } else if (t.type === 'word') {
      t.type = classifyWord(t.value, lastSignificant, next, { vocabulary, known, verbForms, boundNames });
    } else if (t.type === 'name') {
      // Capitalised names read like words in the grammar; the checker tells them apart by case.
      t.type = 'word';
    }
    if (lastSignificant?.text === 'as' && t.type === 'word') boundNames.add(t.value);
    out.push(t);
    lastSignificant = t;
  }

  const end = endPosition(text);
  if (lineHasTokens) out.push(synthetic('NEWLINE', end));
  while (indents.length > 1) {
    indents.pop();
    out.push(synthetic('DEDENT', end));
  }
  return { tokens: out, problems };
}

/** Join `at least`, `up to`, `adjacent to`... (written on one line, spaces between) into one token. */
function mergePairs(raw: Token[]): void {
  for (let i = 0; i < raw.length; i++) {
    const a = raw[i]!;
    if (a.type !== 'kw' && a.type !== 'word') continue;
    const seconds = PAIRS.get(a.text);
    if (!seconds) continue;
    let j = i + 1;
    if (raw[j]?.type === 'ws') j++;
    const b = raw[j];
    if (!b || (b.type !== 'kw' && b.type !== 'word')) continue;
    const phrase = seconds.get(b.text);
    if (!phrase) continue;
    const type = (Object.entries(MULTIWORD_TOKENS).find(([, p]) => p === phrase) ?? [phrase])[0];
    const text = a.text + (j > i + 1 ? raw[i + 1]!.text : '') + b.text;
    raw.splice(i, j - i + 1, { ...a, type, text, value: phrase, endOffset: b.endOffset, endLine: b.endLine, endCol: b.endCol });
  }
}

function endPosition(text: string): { offset: number; line: number; col: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset: text.length, line, col: text.length - lineStart + 1 };
}

/**
 * A lower-case word is a verb when the registry says so. An unknown word
 * (a typo) is read as a verb where a statement's verb would be, so that
 * `gian 2 eagles` parses and the checker can say "did you mean `gain`?".
 */
function classifyWord(
  word: string,
  prev: Token | undefined,
  next: Token | undefined,
  ctx: { vocabulary: LexVocabulary; known: ReadonlySet<string>; verbForms: readonly string[]; boundNames: Set<string> },
): 'verb' | 'word' {
  if (ctx.vocabulary.isVerbForm(word)) return 'verb';
  if (ctx.known.has(word) || ctx.boundNames.has(word)) return 'word';
  if (next?.type === 'word' && ctx.vocabulary.isVerbForm(next.value)) return 'word';
  if (prev === undefined || ['NEWLINE', 'INDENT', 'DEDENT'].includes(prev.type) || STATEMENT_START.has(prev.text)) {
    return 'verb';
  }
  if (['word', 'name', 'string'].includes(prev.type) || ['it', 'them', 'they', ')'].includes(prev.text)) {
    return nearestIsVerb(word, ctx.known, ctx.verbForms) ? 'verb' : 'word';
  }
  return 'word';
}

function nearestIsVerb(word: string, known: ReadonlySet<string>, verbForms: readonly string[]): boolean {
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best = Infinity;
  let bestIsVerb = false;
  for (const v of verbForms) {
    const d = boundedDistance(word, v, limit);
    if (d < best) {
      best = d;
      bestIsVerb = true;
    }
  }
  for (const k of known) {
    const d = boundedDistance(word, k, limit);
    if (d <= best) {
      if (d < best || bestIsVerb) bestIsVerb = false;
      best = d;
    }
  }
  return best <= limit && bestIsVerb;
}

/** Edit distance, giving up (returning limit + 1) once it must exceed `limit`. */
function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * nearley's lexer interface over a pre-tokenised effect string. `reset`
 * tokenises the whole (small) string at once; problems are kept for the
 * parser to report.
 */
export class EffectLexer {
  private tokens: Token[] = [];
  private index = 0;
  problems: LexProblem[] = [];

  constructor(
    private readonly vocabulary: LexVocabulary,
    private readonly options: LexOptions = {},
  ) {}

  reset(chunk: string, _state?: unknown): void {
    const { tokens, problems } = tokenize(chunk, this.vocabulary, this.options);
    this.tokens = tokens;
    this.problems = problems;
    this.index = 0;
  }

  next(): Token | undefined {
    return this.tokens[this.index++];
  }

  save(): { index: number } {
    return { index: this.index };
  }

  formatError(token: Token | undefined, message = 'Syntax error'): string {
    return token ? `${message} at line ${token.line} col ${token.col}` : message;
  }

  has(_tokenType: string): boolean {
    return true;
  }

  /** All tokens of the last reset, for the parser's error reporting. */
  all(): readonly Token[] {
    return this.tokens;
  }
}

/** The default lexer the generated grammar names; the parser swaps in one with the right vocabulary. */
export const lexer = new EffectLexer({ isVerbForm: () => false, knownWords: () => new Set(), verbForms: () => [] });
