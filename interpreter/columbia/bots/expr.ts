/**
 * The little expression language of a YAML bot's `prefer.by` (a score) and
 * `prefer.if` (a filter) over an option's named numbers (FEATURES):
 *
 *   by: "odds * 10 + completes - leaves * 3"
 *   if: "hostile = 1 and enemies < mine + 1"
 *
 * Numbers, feature names, `+ - * /`, parentheses, comparisons
 * `< <= > >= = !=`, and `and`, `or`, `not`. Problems carry positions inside
 * the string shaped like the effect language's, so the same YAML position
 * mapper places them in the file.
 */
import type { EffectProblem } from '../../dsl/index.ts';
import type { Loc } from '../../effect-ir/index.ts';
import { didYouMean } from '../../diagnostics/index.ts';

export type Expr =
  | { k: 'num'; v: number }
  | { k: 'name'; name: string }
  | { k: 'neg'; e: Expr }
  | { k: 'bin'; op: '+' | '-' | '*' | '/'; l: Expr; r: Expr }
  | { k: 'cmp'; op: '<' | '<=' | '>' | '>=' | '=' | '!='; l: Expr; r: Expr }
  | { k: 'and' | 'or'; l: Expr; r: Expr }
  | { k: 'not'; e: Expr };

interface Token {
  t: 'num' | 'name' | 'op' | 'end';
  v: string;
  at: number;
  end: number;
}

function locOf(text: string, from: number, to: number): Loc {
  const pos = (o: number) => {
    let line = 1;
    let col = 1;
    for (let i = 0; i < o && i < text.length; i++) {
      if (text[i] === '\n') {
        line++;
        col = 1;
      } else col++;
    }
    return { line, col };
  };
  const a = pos(from);
  const b = pos(to);
  return { offset: from, endOffset: to, line: a.line, col: a.col, endLine: b.line, endCol: b.col };
}

class ParseError extends Error {
  constructor(
    message: string,
    readonly at: number,
    readonly end: number,
    readonly hint?: string,
  ) {
    super(message);
  }
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(text.slice(i));
    if (num) {
      out.push({ t: 'num', v: num[0], at: i, end: i + num[0].length });
      i += num[0].length;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(text.slice(i));
    if (name) {
      out.push({ t: 'name', v: name[0], at: i, end: i + name[0].length });
      i += name[0].length;
      continue;
    }
    const op = /^(<=|>=|!=|==|[-+*/()<>=])/.exec(text.slice(i));
    if (op) {
      out.push({ t: 'op', v: op[0] === '==' ? '=' : op[0], at: i, end: i + op[0].length });
      i += op[0].length;
      continue;
    }
    throw new ParseError(`unexpected character \`${c}\``, i, i + 1, 'use numbers, feature names, + - * / ( ), comparisons and `and`/`or`/`not`');
  }
  out.push({ t: 'end', v: '', at: text.length, end: text.length });
  return out;
}

/**
 * The longest expression and the deepest nesting (parentheses, `-`, `not`)
 * read. Parsing and evaluating recurse once per level: a 50,000-deep `by:`
 * overflowed the stack and broke every simulation of its pack, even with the
 * bot not seated. A score reads a handful of features; 64 levels and 2,000
 * characters are far past any real one.
 */
export const MAX_EXPR_DEPTH = 64;
export const MAX_EXPR_LENGTH = 2000;

/** Parses `text`; `names` are the features it may use. A problem list instead of an Expr when it is wrong. */
export function parseExpr(text: string, names: readonly string[]): { expr?: Expr; problems: EffectProblem[] } {
  const problems: EffectProblem[] = [];
  if (text.length > MAX_EXPR_LENGTH) {
    return { problems: [{ code: 'RW-BOT-EXPRESSION', severity: 'error', message: `the expression is ${text.length} characters long, more than the ${MAX_EXPR_LENGTH} an expression may be`, hint: 'a score or filter reads a few features: split the idea over several rules', loc: locOf(text, 0, Math.min(text.length, 1)) }] };
  }
  let toks: Token[];
  try {
    toks = tokenize(text);
  } catch (e) {
    const p = e as ParseError;
    return { problems: [{ code: 'RW-BOT-EXPRESSION', severity: 'error', message: p.message, ...(p.hint ? { hint: p.hint } : {}), loc: locOf(text, p.at, p.end) }] };
  }
  let i = 0;
  const peek = () => toks[i]!;
  const next = () => toks[i++]!;
  const isWord = (w: string) => peek().t === 'name' && peek().v.toLowerCase() === w;
  let depth = 0;
  /** One level deeper for `read`; refused past MAX_EXPR_DEPTH at the token `t` that opens it. */
  const deeper = <T>(t: Token, read: () => T): T => {
    if (++depth > MAX_EXPR_DEPTH) throw new ParseError(`the expression nests more than ${MAX_EXPR_DEPTH} levels deep`, t.at, Math.max(t.end, t.at + 1), 'parentheses, `-` and `not` inside each other: write it flatter');
    try {
      return read();
    } finally {
      depth--;
    }
  };

  const primary = (): Expr => {
    const t = next();
    if (t.t === 'num') return { k: 'num', v: Number(t.v) };
    if (t.t === 'name') {
      if (!names.includes(t.v)) {
        problems.push({
          code: 'RW-BOT-UNKNOWN-FEATURE',
          severity: 'error',
          message: `unknown feature \`${t.v}\``,
          hint: didYouMean(t.v, names) ?? `features: ${names.join(', ')}`,
          loc: locOf(text, t.at, t.end),
        });
      }
      return { k: 'name', name: t.v };
    }
    if (t.v === '(') {
      const e = deeper(t, orExpr);
      const close = next();
      if (close.v !== ')') throw new ParseError('missing `)`', close.at, Math.max(close.end, close.at + 1));
      return e;
    }
    if (t.v === '-') return { k: 'neg', e: deeper(t, primary) };
    throw new ParseError(t.t === 'end' ? 'the expression ends too early' : `unexpected \`${t.v}\``, t.at, Math.max(t.end, t.at + 1));
  };
  const product = (): Expr => {
    let l = primary();
    while (peek().v === '*' || peek().v === '/') {
      const op = next().v as '*' | '/';
      l = { k: 'bin', op, l, r: primary() };
    }
    return l;
  };
  const sum = (): Expr => {
    let l = product();
    while (peek().v === '+' || peek().v === '-') {
      const op = next().v as '+' | '-';
      l = { k: 'bin', op, l, r: product() };
    }
    return l;
  };
  const comparison = (): Expr => {
    if (isWord('not')) {
      const t = next();
      return { k: 'not', e: deeper(t, comparison) };
    }
    const l = sum();
    const t = peek();
    if (t.t === 'op' && ['<', '<=', '>', '>=', '=', '!='].includes(t.v)) {
      next();
      return { k: 'cmp', op: t.v as '<', l, r: sum() };
    }
    return l;
  };
  const andExpr = (): Expr => {
    let l = comparison();
    while (isWord('and')) {
      next();
      l = { k: 'and', l, r: comparison() };
    }
    return l;
  };
  const orExpr = (): Expr => {
    let l = andExpr();
    while (isWord('or')) {
      next();
      l = { k: 'or', l, r: andExpr() };
    }
    return l;
  };
  try {
    const expr = orExpr();
    const t = peek();
    if (t.t !== 'end') throw new ParseError(`unexpected \`${t.v}\` after the expression`, t.at, t.end);
    return problems.length ? { problems } : { expr, problems };
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    problems.push({ code: 'RW-BOT-EXPRESSION', severity: 'error', message: e.message, ...(e.hint ? { hint: e.hint } : {}), loc: locOf(text, e.at, e.end) });
    return { problems };
  }
}

/** The expression's value for one option (comparisons give 1 or 0). */
export function evalExpr(e: Expr, f: Readonly<Record<string, number>>): number {
  switch (e.k) {
    case 'num':
      return e.v;
    case 'name':
      return f[e.name] ?? 0;
    case 'neg':
      return -evalExpr(e.e, f);
    case 'bin': {
      const l = evalExpr(e.l, f);
      const r = evalExpr(e.r, f);
      return e.op === '+' ? l + r : e.op === '-' ? l - r : e.op === '*' ? l * r : r === 0 ? 0 : l / r;
    }
    case 'cmp': {
      const l = evalExpr(e.l, f);
      const r = evalExpr(e.r, f);
      const ok = e.op === '<' ? l < r : e.op === '<=' ? l <= r : e.op === '>' ? l > r : e.op === '>=' ? l >= r : e.op === '=' ? l === r : l !== r;
      return ok ? 1 : 0;
    }
    case 'and':
      return evalExpr(e.l, f) !== 0 && evalExpr(e.r, f) !== 0 ? 1 : 0;
    case 'or':
      return evalExpr(e.l, f) !== 0 || evalExpr(e.r, f) !== 0 ? 1 : 0;
    case 'not':
      return evalExpr(e.e, f) === 0 ? 1 : 0;
  }
}
