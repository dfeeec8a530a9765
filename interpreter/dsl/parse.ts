/**
 * `parseEffect`: effect string -> AST plus problems, never throwing. Lexer
 * problems, unexpected tokens (with what was expected, in plain words), an
 * early end and an ambiguous reading all come back as `EffectProblem`s with
 * a position inside the string.
 */
import nearley from 'nearley';
import type { Loc, Program, Statement } from './ast.ts';
import type { Severity } from '../diagnostics/index.ts';
import compiledGrammar from './grammar.ts';
import { force } from './build.ts';
import { EffectLexer, type LexVocabulary, type Token } from './lexer.ts';
import { KEYWORDS, ARG_PREPOSITIONS } from './keywords.ts';
import type { EffectContextKind, Registry } from './registry.ts';

/** A problem inside one effect string; `position.ts` maps it into the YAML file. */
export interface EffectProblem {
  /** Stable code: `RW-DSL-SYNTAX`, `RW-DSL-UNKNOWN-VERB`, ... */
  code: string;
  severity: Severity;
  message: string;
  hint?: string;
  loc: Loc;
}

export interface ParseOptions {
  /** Which words are verbs: the pack's registry (core words plus its game's). Pass the same one to `checkEffect`. */
  registry: Registry;
  /** Where the string lives; victory and bot conditions are read as one condition. */
  context?: EffectContextKind;
  /** Force a mode instead of deriving it from `context`. */
  mode?: 'effect' | 'condition';
}

export interface ParseResult {
  /** Present when the string parsed without errors. */
  ast?: Program;
  diagnostics: EffectProblem[];
}

const grammar = nearley.Grammar.fromCompiled(compiledGrammar as unknown as nearley.CompiledRules);

/**
 * The start column (every prediction from the start symbol, the same for
 * every input), worked out once and shared by every parser: nearley never
 * changes a column once it has moved past it, and making it reads no input.
 */
const START_COLUMN: unknown = (new nearley.Parser(grammar) as unknown as { table: unknown[] }).table[0];

/** A parser that starts from the shared start column. */
function freshParser(lexer: EffectLexer): nearley.Parser {
  const nearleyLexer = lexer as unknown as nearley.Lexer;
  const p = Object.create(nearley.Parser.prototype) as nearley.Parser & { table: unknown[] };
  p.grammar = grammar;
  p.options = { keepHistory: false, lexer: nearleyLexer };
  p.lexer = nearleyLexer;
  p.lexerState = undefined;
  p.table = [START_COLUMN];
  p.current = 0;
  return p;
}

interface Attempt {
  ast?: Program;
  problems: EffectProblem[];
  tokens: readonly Token[];
}

/** Whether the string is read as one condition: asked for, or its context (a victory card, a bot rule) is one. */
function readsAsCondition(options: ParseOptions): boolean {
  if (options.mode !== undefined) return options.mode === 'condition';
  return options.context !== undefined && options.registry.context(options.context)?.condition === true;
}

/** Parse an effect (or, for condition contexts, a condition). Never throws. */
export function parseEffect(text: string, options: ParseOptions): ParseResult {
  try {
    const registry = options.registry;
    const conditionMode = readsAsCondition(options);
    const first = attempt(text, registry, conditionMode);
    if (first.ast || !conditionMode) return finish(first);
    // A condition that reads as effects (say, with a timing window) parses in
    // effect mode so the checker can say what is out of place, instead of a
    // bare "unexpected `before`".
    const second = attempt(text, registry, false);
    if (second.ast && second.ast.body.length > 0 && second.problems.length === 0) return finish(second);
    return finish(first);
  } catch (err) {
    // Defence in depth: a bug in a postprocessor must not take the loader down.
    return {
      diagnostics: [
        {
          code: 'RW-DSL-INTERNAL',
          severity: 'error',
          message: `the effect parser failed: ${(err as Error).message}`,
          loc: { offset: 0, endOffset: text.length, line: 1, col: 1, endLine: 1, endCol: 1 },
        },
      ],
    };
  }
}

function finish(a: Attempt): ParseResult {
  const result: ParseResult = { diagnostics: a.problems };
  if (a.ast && !a.problems.some((p) => p.severity === 'error')) result.ast = a.ast;
  return result;
}

function attempt(text: string, vocabulary: LexVocabulary, condition: boolean): Attempt {
  const lexer = new EffectLexer(vocabulary, { condition });
  const parser = freshParser(lexer);
  // nearley's own error report walks the whole chart and is slow; we describe errors ourselves.
  const p = parser as unknown as { reportError: () => string; reportLexerError: () => string; table: Column[] };
  p.reportError = () => '';
  p.reportLexerError = () => '';

  const problems: EffectProblem[] = [];
  let results: unknown[] = [];
  try {
    parser.feed(text);
    results = parser.results as unknown[];
  } catch (err) {
    problems.push(...lexer.problems.map(lexProblem));
    const token = (err as { token?: Token }).token;
    const column = p.table[p.table.length - 2];
    if (token) problems.push(unexpected(token, column, lexer.all(), vocabulary));
    return { problems, tokens: lexer.all() };
  }
  problems.push(...lexer.problems.map(lexProblem));
  const tokens = lexer.all();
  if (results.length === 0) {
    problems.push(earlyEnd(text, p.table[p.table.length - 1], tokens, vocabulary));
    return { problems, tokens };
  }
  if (results.length > 1) {
    problems.push({
      code: 'RW-DSL-AMBIGUOUS',
      severity: 'error',
      message: `this effect reads ${results.length} ways; the grammar should allow only one (please report it)`,
      hint: 'rephrase it, for example with parentheses around a condition',
      loc: wholeLoc(text),
    });
  }
  const built = force(results[0]) as Program;
  // An empty program is built once, in the shared start column: hand out a copy.
  const ast = built.body.length === 0 ? { ...built, body: [] } : built;
  fillPhrases(ast, tokens);
  problems.push(...numberProblems(tokens));
  return { ast, problems, tokens };
}

/**
 * The largest number an effect may write. Numbers drive loops and lists
 * (`roll 1000000000 more red dice` would make a billion dice and crash the
 * game): a board game's effects count a few things; 1,000 is far past any.
 */
export const MAX_EFFECT_NUMBER = 1000;

function numberProblems(tokens: readonly Token[]): EffectProblem[] {
  const out: EffectProblem[] = [];
  for (const t of tokens) {
    if (t.type !== 'number' || Number(t.value) <= MAX_EFFECT_NUMBER) continue;
    out.push({
      code: 'RW-DSL-NUMBER',
      severity: 'error',
      message: `${t.value.length > 12 ? `${t.value.slice(0, 12)}…` : t.value} is more than ${MAX_EFFECT_NUMBER}, the largest number an effect may use`,
      hint: 'an effect counts a few things: a number this large would stall or crash the game',
      loc: tokenLoc(t),
    });
  }
  return out;
}

function lexProblem(p: { code: string; message: string; hint?: string; loc: Loc }): EffectProblem {
  const out: EffectProblem = { code: p.code, severity: 'error', message: p.message, loc: p.loc };
  if (p.hint) out.hint = p.hint;
  return out;
}

function wholeLoc(text: string): Loc {
  const lines = text.split('\n');
  const last = lines[lines.length - 1] ?? '';
  return { offset: 0, endOffset: text.length, line: 1, col: 1, endLine: lines.length, endCol: last.length + 1 };
}

function tokenLoc(t: Token): Loc {
  return { offset: t.offset, endOffset: t.endOffset, line: t.line, col: t.col, endLine: t.endLine, endCol: t.endCol };
}

// -------------------------------------------------------- error messages

interface GrammarSymbol {
  literal?: string;
  type?: string;
  test?: unknown;
}
interface State {
  rule: { symbols: (string | GrammarSymbol)[]; name: string };
  dot: number;
}
interface Column {
  states: State[];
}

const DETERMINERS: ReadonlySet<string> = new Set([
  'a', 'an', 'all', 'any', 'each', 'every', 'no', 'the', 'this', 'that', 'these', 'those', 'another',
  'my', 'their', 'his', 'its', 'it', 'them', 'him', 'her', 'they', 'I',
]);
const PREPOSITIONS: ReadonlySet<string> = new Set<string>(ARG_PREPOSITIONS);

/** Describe what the parser could have accepted next, grouped into plain words. */
export function expectedIn(column: Column | undefined): string[] {
  if (!column) return [];
  const literals = new Set<string>();
  const types = new Set<string>();
  for (const st of column.states) {
    const sym = st.rule.symbols[st.dot];
    if (!sym || typeof sym === 'string') continue;
    if (sym.literal !== undefined) literals.add(sym.literal);
    else if (sym.type) types.add(sym.type);
  }
  const out: string[] = [];
  const nounish =
    ['word', 'string', 'article', 'owner', 'pronoun', 'each'].some((t) => types.has(t)) ||
    [...literals].some((l) => DETERMINERS.has(l));
  const numberish = types.has('number') || literals.has('count');
  if (types.has('verb')) out.push('a verb');
  if (nounish && numberish) out.push('a number or a noun phrase');
  else if (nounish) out.push('a noun phrase');
  else if (numberish) out.push('a number');
  if (types.has('aprep')) out.push('a preposition (`to`, `from`, `on`, ...)');
  else if (types.has('qprep')) out.push('a qualifier (`in`, `on`, `with`, `adjacent to`, ...)');
  else for (const l of [...literals].filter((l) => PREPOSITIONS.has(l)).sort()) out.push(`\`${l}\``);
  if (types.has('cmp')) out.push('a comparison (`>=`, `=`, ...)');
  const rest = [...literals].filter(
    (l) =>
      !DETERMINERS.has(l) &&
      !PREPOSITIONS.has(l) &&
      l !== 'count' &&
      !((nounish || numberish) && (l === '-' || l === '(')),
  );
  for (const l of rest.sort()) out.push(`\`${l}\``);
  if (types.has('bound') && !nounish) out.push('`at least`, `up to`, ...');
  if (types.has('moreless')) out.push('`more`, `less` or `fewer`');
  if (types.has('when')) out.push('`when`');
  if (types.has('timeprep')) out.push('`before` or `after`');
  if (types.has('poss')) out.push("`'s`");
  if (types.has('NEWLINE')) out.push('the end of the line');
  if (types.has('INDENT')) out.push('an indented block');
  if (types.has('DEDENT')) out.push('the end of the block');
  return out;
}

function oneOf(items: string[]): string {
  if (items.length === 0) return 'nothing more';
  if (items.length === 1) return items[0]!;
  return items.slice(0, -1).join(', ') + ' or ' + items[items.length - 1];
}

export function describeToken(t: Token): string {
  switch (t.type) {
    case 'NEWLINE':
      return 'end of the line';
    case 'INDENT':
      return 'indented line';
    case 'DEDENT':
      return 'end of the block';
    case 'string':
      return `name "${t.value}"`;
    case 'number':
      return `number ${t.text}`;
    case 'verb':
      return `verb \`${t.text}\``;
    case 'word':
      return `word \`${t.text}\``;
    default:
      return `\`${t.text}\``;
  }
}

function unexpected(token: Token, column: Column | undefined, tokens: readonly Token[], vocabulary: LexVocabulary): EffectProblem {
  const expected = expectedIn(column);
  const problem: EffectProblem = {
    code: 'RW-DSL-SYNTAX',
    severity: 'error',
    message: `unexpected ${describeToken(token)}; expected ${oneOf(expected)}`,
    loc: tokenLoc(token),
  };
  const hint = capitalised(tokens, token, vocabulary) ?? hintFor(token, expected, tokens);
  if (hint) problem.hint = hint;
  return problem;
}

/** A Capitalised keyword or verb on the line before the error (`If ...`, `Gain ...`): the likely cause. */
function capitalised(tokens: readonly Token[], upTo: Token, vocabulary: LexVocabulary): string | undefined {
  for (const t of tokens) {
    if (t.offset > upTo.offset) break;
    if (t.line !== upTo.line || t.type !== 'word' || !/^[A-Z][a-z]+$/.test(t.text)) continue;
    const lower = t.text.toLowerCase();
    if (KEYWORDS.has(lower) || vocabulary.isVerbForm(lower)) return `keywords and verbs are lower case: write \`${lower}\``;
  }
  return undefined;
}

function hintFor(token: Token, expected: string[], tokens: readonly Token[]): string | undefined {
  const lower = token.text.toLowerCase();
  if (token.type === 'word' && /^[A-Z]/.test(token.text) && KEYWORDS.has(lower)) {
    return `keywords are lower case: write \`${lower}\``;
  }
  if (token.type === 'INDENT') return 'only a line ending in `:` is followed by an indented block';
  if (token.type === 'NEWLINE' && expected.includes('`:`')) {
    const i = tokens.indexOf(token);
    const lineStart = [...tokens.slice(0, i)].reverse().find((t) => ['NEWLINE', 'INDENT', 'DEDENT'].includes(t.type));
    const first = tokens[lineStart ? tokens.indexOf(lineStart) + 1 : 0];
    if (first && first.type !== 'verb') return `a line starting with \`${first.text}\` ends with \`:\` and a block`;
  }
  if (token.type === 'word' && expected.includes('a verb')) {
    return `\`${token.text}\` is not a verb the language knows; see docs/EFFECT-LANGUAGE.md for the verbs`;
  }
  if (token.type === 'verb' && expected.includes('a noun phrase')) {
    return `\`${token.text}\` is a verb; a clause has one verb, after its subject`;
  }
  return undefined;
}

function earlyEnd(text: string, column: Column | undefined, tokens: readonly Token[], vocabulary: LexVocabulary): EffectProblem {
  const expected = expectedIn(column);
  const last = [...tokens].reverse().find((t) => t.text !== '');
  const at = text.length;
  const lines = text.split('\n');
  const loc: Loc = {
    offset: at,
    endOffset: at,
    line: lines.length,
    col: (lines[lines.length - 1] ?? '').length + 1,
    endLine: lines.length,
    endCol: (lines[lines.length - 1] ?? '').length + 1,
  };
  const problem: EffectProblem = {
    code: 'RW-DSL-SYNTAX',
    severity: 'error',
    message:
      text.trim() === ''
        ? `the text is empty; expected ${oneOf(expected)}`
        : `the effect ends too early${last ? ` after \`${last.text}\`` : ''}; expected ${oneOf(expected)}`,
    loc,
  };
  if (last?.text === ':') problem.hint = 'put the block on the following lines, indented, or on the same line after `:`';
  const caps = last ? capitalised(tokens, last, vocabulary) : undefined;
  if (caps) problem.hint = caps;
  return problem;
}

// -------------------------------------------------------- header phrases

function fillPhrases(program: Program, tokens: readonly Token[]): void {
  const visit = (stmts: Statement[]): void => {
    for (const s of stmts) {
      switch (s.kind) {
        case 'timing':
        case 'during':
          s.phrase = phraseBetween(tokens, s.headerLoc);
          visit(s.body);
          break;
        case 'if':
          visit(s.then);
          if (s.otherwise) visit(s.otherwise);
          break;
        case 'may':
        case 'forEach':
        case 'choose':
          visit(s.body);
          break;
        case 'clause':
          break;
      }
    }
  };
  visit(program.body);
}

/** The normalised words between two offsets: lower case, single spaces, names as written. */
export function phraseBetween(tokens: readonly Token[], loc: Loc): string {
  const words: string[] = [];
  for (const t of tokens) {
    if (t.text === '' || t.offset < loc.offset || t.endOffset > loc.endOffset) continue;
    if (t.type === 'string') words.push(`"${t.value}"`);
    else if (/^[A-Z]/.test(t.text)) words.push(t.text);
    else if (t.type === 'poss') words.push("'s");
    else words.push(t.value.toLowerCase());
  }
  return words.join(' ').replace(/ 's\b/g, "'s");
}

/**
 * How many complete parses the grammar finds for `text` (0 when it does not
 * parse). The grammar is meant to be unambiguous: tests assert this is 1.
 */
export function countParses(text: string, options: ParseOptions): number {
  const registry = options.registry;
  const condition = readsAsCondition(options);
  const lexer = new EffectLexer(registry, { condition });
  const parser = freshParser(lexer);
  (parser as unknown as { reportError: () => string }).reportError = () => '';
  try {
    parser.feed(text);
  } catch {
    return 0;
  }
  return parser.results.length;
}
