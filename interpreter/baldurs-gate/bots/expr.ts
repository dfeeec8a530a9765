/**
 * The `if:` and `by:` expressions of a YAML bot's rules, over an option's
 * features (`features.ts`): numbers, feature names, `+ - * /`, comparisons
 * (`= != < <= > >=`), `and`, `or`, `not`, parentheses. A comparison is 1 or
 * 0, so `if` is true when the value is not 0. Parsed once when the bot is
 * compiled; a feature the option does not have is 0.
 */

export type Expr =
  | { k: 'num'; v: number }
  | { k: 'name'; v: string }
  | { k: 'not'; a: Expr }
  | { k: 'neg'; a: Expr }
  | { k: 'bin'; op: string; a: Expr; b: Expr };

/** Parses an expression; throws an Error whose message says what is wrong and where (a column). */
export function parseExpr(text: string, known: ReadonlySet<string>): Expr {
  const tokens: { t: string; at: number }[] = [];
  const re = /\s*(\d+(?:\.\d+)?|[A-Za-z][A-Za-z0-9]*|<=|>=|!=|[-+*/()<>=])/y;
  let pos = 0;
  while (pos < text.length) {
    if (/^\s*$/.test(text.slice(pos))) break;
    re.lastIndex = pos;
    const m = re.exec(text);
    if (!m) throw new Error(`unexpected "${text.slice(pos).trim()[0]}" at column ${pos + 1}`);
    tokens.push({ t: m[1]!, at: pos + m[0].length - m[1]!.length });
    pos = re.lastIndex;
  }
  let i = 0;
  const peek = (): string | undefined => tokens[i]?.t;
  const take = (): { t: string; at: number } => {
    const tok = tokens[i++];
    if (!tok) throw new Error(`"${text}" ends too soon`);
    return tok;
  };
  const binary = (next: () => Expr, ops: string[]): (() => Expr) => () => {
    let a = next();
    while (peek() !== undefined && ops.includes(peek()!)) {
      const op = take().t;
      a = { k: 'bin', op, a, b: next() };
    }
    return a;
  };
  const atom = (): Expr => {
    const tok = take();
    if (tok.t === '(') {
      const e = or();
      if (take().t !== ')') throw new Error(`a "(" at column ${tok.at + 1} is not closed`);
      return e;
    }
    if (tok.t === '-') return { k: 'neg', a: atom() };
    if (tok.t === 'not') return { k: 'not', a: atom() };
    if (/^\d/.test(tok.t)) return { k: 'num', v: Number(tok.t) };
    if (/^[A-Za-z]/.test(tok.t)) {
      if (!known.has(tok.t)) throw new Error(`unknown feature "${tok.t}" at column ${tok.at + 1} (features: ${[...known].join(', ')})`);
      return { k: 'name', v: tok.t };
    }
    throw new Error(`unexpected "${tok.t}" at column ${tok.at + 1}`);
  };
  const mul = binary(atom, ['*', '/']);
  const add = binary(mul, ['+', '-']);
  const cmp = binary(add, ['=', '!=', '<', '<=', '>', '>=']);
  const and = binary(cmp, ['and']);
  const or = binary(and, ['or']);
  const e = or();
  if (i < tokens.length) throw new Error(`unexpected "${tokens[i]!.t}" at column ${tokens[i]!.at + 1}`);
  return e;
}

export function evalExpr(e: Expr, f: Readonly<Record<string, number>>): number {
  switch (e.k) {
    case 'num':
      return e.v;
    case 'name':
      return f[e.v] ?? 0;
    case 'not':
      return evalExpr(e.a, f) === 0 ? 1 : 0;
    case 'neg':
      return -evalExpr(e.a, f);
    case 'bin': {
      const a = evalExpr(e.a, f);
      if (e.op === 'and') return a !== 0 && evalExpr(e.b, f) !== 0 ? 1 : 0;
      if (e.op === 'or') return a !== 0 || evalExpr(e.b, f) !== 0 ? 1 : 0;
      const b = evalExpr(e.b, f);
      switch (e.op) {
        case '+': return a + b;
        case '-': return a - b;
        case '*': return a * b;
        case '/': return b === 0 ? 0 : a / b;
        case '=': return a === b ? 1 : 0;
        case '!=': return a !== b ? 1 : 0;
        case '<': return a < b ? 1 : 0;
        case '<=': return a <= b ? 1 : 0;
        case '>': return a > b ? 1 : 0;
        default: return a >= b ? 1 : 0;
      }
    }
  }
}
