/**
 * Postprocessors for `grammar.ne`: turn nearley's match arrays into the
 * plain-data AST of `ast.ts`, with a location on every node. Kept out of the
 * grammar file so they are type-checked and the generated file stays small.
 */
import type {
  Arg,
  ChoiceCondition,
  Clause,
  Compare,
  Condition,
  Expr,
  ForEachStatement,
  IfStatement,
  Loc,
  MayStatement,
  NameRef,
  NounPhrase,
  Program,
  Pronoun,
  Quantifier,
  Qualifier,
  Relative,
  Statement,
  Subject,
  Word,
} from './ast.ts';
import type { Token } from './lexer.ts';

// nearley hands postprocessors an untyped array of matches; each function below
// knows its rule's shape and casts the elements it reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type D = any[];

type Located = Token | { loc: Loc };

function locOf(x: Located): Loc {
  if ('loc' in x) return x.loc;
  return { offset: x.offset, endOffset: x.endOffset, line: x.line, col: x.col, endLine: x.endLine, endCol: x.endCol };
}

/** First located thing in `x` (depth-first, left to right), skipping nulls and empty arrays. */
function firstLocated(x: unknown): Located | undefined {
  if (x === null || x === undefined || typeof x !== 'object') return undefined;
  if (Array.isArray(x)) {
    for (let i = 0; i < x.length; i++) {
      const f = firstLocated(x[i]);
      if (f) return f;
    }
    return undefined;
  }
  return 'loc' in x || 'offset' in x ? (x as Located) : undefined;
}

function lastLocated(x: unknown): Located | undefined {
  if (x === null || x === undefined || typeof x !== 'object') return undefined;
  if (Array.isArray(x)) {
    for (let i = x.length - 1; i >= 0; i--) {
      const f = lastLocated(x[i]);
      if (f) return f;
    }
    return undefined;
  }
  return 'loc' in x || 'offset' in x ? (x as Located) : undefined;
}

/** The span from the first to the last located thing among `items` (nulls and arrays allowed). */
export function span(...items: unknown[]): Loc {
  const first = firstLocated(items);
  const last = lastLocated(items);
  if (!first || !last) return { offset: 0, endOffset: 0, line: 1, col: 1, endLine: 1, endCol: 1 };
  const a = locOf(first);
  const b = locOf(last);
  return { offset: a.offset, line: a.line, col: a.col, endOffset: b.endOffset, endLine: b.endLine, endCol: b.endCol };
}

export function word(t: Token): Word {
  return { text: t.value, loc: locOf(t) };
}

// ------------------------------------------------------------- deferral

/**
 * nearley runs a rule's postprocessor for every completed item, including the
 * many that end up in no parse. So the grammar's postprocessors only record
 * what to build (`lazy`), and `force` builds the AST once, from the one parse
 * that completed: about half the parse time otherwise.
 */
class Deferred {
  value: unknown = undefined;
  built = false;
  constructor(
    readonly build: (d: D) => unknown,
    readonly data: D,
  ) {}
}

export function lazy(build: (d: D) => unknown): (d: D) => Deferred {
  return (d) => new Deferred(build, d);
}

/** Build the AST a parse result describes. */
export function force(x: unknown): unknown {
  if (x instanceof Deferred) {
    if (!x.built) {
      x.value = x.build(x.data.map(force));
      x.built = true;
    }
    return x.value;
  }
  if (Array.isArray(x)) return x.map(force);
  return x;
}

// ------------------------------------------------------------------ program

export function program(d: D): Program {
  const body = (d[0] ?? []) as Statement[];
  return { kind: 'program', mode: 'effect', body, loc: span(body) };
}

export function conditionProgram(d: D): Program {
  const condition = d[1] as Condition;
  return { kind: 'program', mode: 'condition', body: [], condition, loc: condition.loc };
}

export function concat(d: D): Statement[] {
  return [...(d[0] as Statement[]), ...(d[1] as Statement[])];
}

/** `Chain NEWLINE`: a line of statements. */
export function chainStmt(d: D): Statement[] {
  return d[0] as Statement[];
}

export function single(d: D): Statement[] {
  return [d[0] as Statement];
}

export function firstHead(d: D): Statement[] {
  return [d[0] as Statement];
}

export function nextHead(d: D): Statement[] {
  return [...(d[0] as Statement[]), d[1] as Statement];
}

export function chainLast(d: D): Statement[] {
  return [d[0] as Statement];
}

export function chain(d: D): Statement[] {
  return [...(d[0] as Statement[]), d[1] as Statement];
}

export function may(d: D): MayStatement {
  const body = d[1] as Statement[];
  return { kind: 'may', body, loc: span(d) };
}

export function subjectMay(d: D): MayStatement {
  const body = d[2] as Statement[];
  return { kind: 'may', subject: d[0] as Subject, body, loc: span(d) };
}

export function suiteInline(d: D): Statement[] {
  return d[0] as Statement[];
}

export function suiteBlock(d: D): Statement[] {
  return d[2] as Statement[];
}

// ----------------------------------------------------------------- compound

type Header =
  | { kind: 'timing'; phrase: string; headerLoc: Loc }
  | { kind: 'during'; phrase: string; headerLoc: Loc }
  | { kind: 'forEach'; form: 'for each' | 'each'; over: NounPhrase; headerLoc: Loc }
  | { kind: 'choose'; choice: NounPhrase; name?: Word; headerLoc: Loc };

export function timingHeader(d: D): Header {
  return { kind: 'timing', phrase: '', headerLoc: span(d) };
}

export function duringHeader(d: D): Header {
  return { kind: 'during', phrase: '', headerLoc: span(d) };
}

/** `for each X:` iterates; `for the rest of the game:` is a duration. */
export function forHeader(d: D): Header {
  const np = d[1] as NounPhrase | NameRef | Pronoun;
  if (np.kind === 'nounPhrase' && (np.quantifier?.kind === 'each' || np.quantifier?.kind === 'every')) {
    return { kind: 'forEach', form: 'for each', over: np, headerLoc: span(d) };
  }
  return duringHeader(d);
}

/** `each faction:` runs the block once per faction (binding `I`); `this round:` is a duration. */
export function npHeader(d: D): Header {
  const np = d[0] as NounPhrase | NameRef | Pronoun;
  if (np.kind === 'nounPhrase' && (np.quantifier?.kind === 'each' || np.quantifier?.kind === 'every')) {
    return { kind: 'forEach', form: 'each', over: np, headerLoc: span(d) };
  }
  return duringHeader(d);
}

export function chooseHeader(d: D): Header {
  const np = d[1] as NounPhrase | NameRef | Pronoun;
  const choice: NounPhrase =
    np.kind === 'nounPhrase' ? np : { kind: 'nounPhrase', words: [], of: np, loc: np.loc };
  const h: Header = { kind: 'choose', choice, headerLoc: span(d) };
  if (d[3]) h.name = word(d[3] as Token);
  return h;
}

export function headerStmt(d: D): Statement {
  const h = d[0] as Header;
  const body = d[2] as Statement[];
  const loc = span(h.headerLoc, body);
  switch (h.kind) {
    case 'timing':
      return { kind: 'timing', phrase: h.phrase, headerLoc: h.headerLoc, body, loc };
    case 'during':
      return { kind: 'during', phrase: h.phrase, headerLoc: h.headerLoc, body, loc };
    case 'forEach': {
      const s: ForEachStatement = { kind: 'forEach', form: h.form, over: h.over, body, loc };
      return s;
    }
    case 'choose': {
      const s: Statement = { kind: 'choose', choice: h.choice, body, loc };
      if (h.name) s.name = h.name;
      return s;
    }
  }
}

export function ifStmt(d: D): IfStatement {
  return { kind: 'if', condition: d[1] as Condition, then: d[3] as Statement[], loc: span(d) };
}

export function ifElse(d: D): IfStatement {
  return {
    kind: 'if',
    condition: d[1] as Condition,
    then: d[3] as Statement[],
    otherwise: d[6] as Statement[],
    loc: span(d),
  };
}

export function ifElseIf(d: D): IfStatement {
  return {
    kind: 'if',
    condition: d[1] as Condition,
    then: d[3] as Statement[],
    otherwise: [d[5] as IfStatement],
    loc: span(d),
  };
}

// ------------------------------------------------------------------- clauses

interface Args {
  object?: Expr;
  args: Arg[];
  negated: boolean;
}

function makeClause(subject: Subject | undefined, verbTok: Token, a: Args, whileTok?: Token, condition?: Condition): Clause {
  const verb = word(verbTok);
  const args = [...a.args];
  if (whileTok && condition) {
    args.push({ kind: 'arg', prep: 'while', prepLoc: locOf(whileTok), condition, loc: span(whileTok, condition) });
  }
  const node: Clause = { kind: 'clause', verb, negated: a.negated, args, loc: span(subject, verbTok, a.object, args) };
  if (subject) node.subject = subject;
  if (a.object) node.object = a.object;
  return node;
}

export function clause(d: D): Clause {
  return makeClause(undefined, d[0] as Token, d[1] as Args);
}

export function subjectClause(d: D): Clause {
  return makeClause(d[0] as Subject, d[1] as Token, d[2] as Args);
}

export function clauseWhile(d: D): Clause {
  return makeClause(undefined, d[0] as Token, d[1] as Args, d[2] as Token, d[3] as Condition);
}

export function subjectClauseWhile(d: D): Clause {
  return makeClause(d[0] as Subject, d[1] as Token, d[2] as Args, d[3] as Token, d[4] as Condition);
}

export function thereClause(d: D): Clause {
  return makeClause(iSubject([d[0]]), d[1] as Token, d[2] as Args);
}

/** `I` (and `there`) as a subject: a noun phrase of one word, resolved by the registry. */
export function iSubject(d: D): NounPhrase {
  const t = d[0] as Token;
  return { kind: 'nounPhrase', words: [word(t)], loc: locOf(t) };
}

export function noArgs(): Args {
  return { args: [], negated: false };
}

export function negated(d: D): Args {
  return { ...(d[1] as Args), negated: true };
}

export function argsObject(d: D): Args {
  return { object: d[0] as Expr, args: [], negated: false };
}

export function argsTail(d: D): Args {
  return { args: [d[0] as Arg], negated: false };
}

export function argsMore(d: D): Args {
  const a = d[0] as Args;
  return { ...a, args: [...a.args, d[1] as Arg] };
}

export function argsEach(d: D): Args {
  const a = d[0] as Args;
  const np = d[1] as NounPhrase;
  const arg: Arg = { kind: 'arg', prep: 'each', prepLoc: np.quantifier?.loc ?? np.loc, value: np, loc: np.loc };
  return { ...a, args: [...a.args, arg] };
}

export function prepArg(d: D): Arg {
  const p = d[0] as Token;
  const value = d[1] as Expr;
  return { kind: 'arg', prep: p.value, prepLoc: locOf(p), value, loc: span(d) };
}

export function flagArg(d: D): Arg {
  const p = d[0] as Token;
  return { kind: 'arg', prep: p.value, prepLoc: locOf(p), loc: locOf(p) };
}

// ---------------------------------------------------------------- conditions

export function or(d: D): Condition {
  return { kind: 'or', left: d[0] as Condition, right: d[2] as Condition, loc: span(d) };
}

export function and(d: D): Condition {
  return { kind: 'and', left: d[0] as Condition, right: d[2] as Condition, loc: span(d) };
}

export function not(d: D): Condition {
  return { kind: 'not', operand: d[1] as Condition, loc: span(d) };
}

export function compare(d: D): Compare {
  return { kind: 'compare', op: (d[1] as Token).text as Compare['op'], left: d[0] as Expr, right: d[2] as Expr, loc: span(d) };
}

export function parenthesised(d: D): unknown {
  return d[1];
}

export function choice(d: D): ChoiceCondition {
  const node: ChoiceCondition = { kind: 'choice', subject: d[0] as Subject, loc: span(d) };
  if (d[3]) node.prompt = (d[3] as Token).value;
  return node;
}

// --------------------------------------------------------------- expressions

export function number(d: D): Expr {
  const t = d[0] as Token;
  return { kind: 'number', value: Number(t.value), loc: locOf(t) };
}

export function negate(d: D): Expr {
  return { kind: 'negate', operand: d[1] as Expr, loc: span(d) };
}

export function binary(d: D): Expr {
  return { kind: 'binary', op: (d[1] as Token).text as '+' | '-', left: d[0] as Expr, right: d[2] as Expr, loc: span(d) };
}

export function count(d: D): Expr {
  return { kind: 'count', of: d[1] as NounPhrase, loc: span(d) };
}

// -------------------------------------------------------------- noun phrases

export function quantifier(d: D): Quantifier {
  const toks = d as Token[];
  const num = toks.find((t) => t.type === 'number');
  const loc = span(d);
  const first = toks[0]!;
  let kind: string;
  if (first.type === 'number') kind = toks.length > 1 ? toks[1]!.value : 'number';
  else if (first.text === 'the' && toks.length > 1) kind = 'the top';
  else kind = first.value;
  const q: Quantifier = { kind, loc };
  if (num) q.value = Number(num.value);
  return q;
}

interface Det {
  quantifier?: Quantifier;
  owner?: Word;
  loc: Loc;
}

export function det(d: D): Det {
  const q = (d[0] ?? undefined) as Quantifier | undefined;
  const o = (d[1] ?? undefined) as Token | undefined;
  const out: Det = { loc: span(d) };
  if (q) out.quantifier = q;
  if (o) out.owner = word(o);
  return out;
}

export function detOwner(d: D): Det {
  return { owner: word(d[0] as Token), loc: locOf(d[0] as Token) };
}

export function detQuant(d: D): Det {
  const q = d[0] as Quantifier;
  return { quantifier: q, loc: q.loc };
}

export function words(d: D): Word[] {
  if (d.length === 1) return [word(d[0] as Token)];
  return [...(d[0] as Word[]), word(d[1] as Token)];
}

export function np(d: D): NounPhrase {
  const dt = (d[0] ?? undefined) as Det | undefined;
  const ws = d[1] as Word[];
  const node: NounPhrase = { kind: 'nounPhrase', words: ws, loc: span(dt?.loc ? { loc: dt.loc } : null, ws) };
  if (dt?.quantifier) node.quantifier = dt.quantifier;
  if (dt?.owner) node.owner = dt.owner;
  return node;
}

export function eachPhrase(d: D): NounPhrase {
  const q = quantifier([d[0]]);
  const ws = d[1] as Word[];
  return { kind: 'nounPhrase', quantifier: q, words: ws, loc: span(q, ws) };
}

/** `my opponent`, `the Founders` before a relative's verb. */
export function relSubject(d: D): NounPhrase {
  const t = d[0] as Token;
  const dt: Det = t.type === 'owner' ? { owner: word(t), loc: locOf(t) } : { quantifier: quantifier([t]), loc: locOf(t) };
  return np([dt, d[1]]);
}

export function npBare(d: D): NounPhrase {
  const ws = d[0] as Word[];
  return { kind: 'nounPhrase', words: ws, loc: span(ws) };
}

export function withRelative(d: D): NounPhrase {
  const head = d[0] as NounPhrase;
  const rel = (d[1] ?? undefined) as Relative | undefined;
  if (!rel) return head;
  return { ...head, relative: rel, loc: span(head, rel) };
}

export function npCountOnly(d: D): NounPhrase {
  const q = d[0] as Quantifier;
  return { kind: 'nounPhrase', quantifier: q, words: [], loc: q.loc };
}

export function possessive(d: D): NounPhrase {
  const possessor = d[0] as NounPhrase | NameRef | Pronoun;
  const ws = d[2] as Word[];
  return { kind: 'nounPhrase', possessor, words: ws, loc: span(possessor, ws) };
}

export function namePossessive(d: D): NounPhrase {
  return possessive([nameRef([d[0]]), d[1], d[2]]);
}

export function nameRef(d: D): NameRef {
  const t = d[0] as Token;
  return { kind: 'name', name: t.value, loc: locOf(t) };
}

export function pronoun(d: D): Pronoun {
  const t = d[0] as Token;
  return { kind: 'pronoun', word: t.value, loc: locOf(t) };
}

export function relative(d: D): Relative {
  const s = d[0] as Subject | Token;
  const subject: Subject | Word = 'kind' in s ? s : word(s);
  return { subject, verb: word(d[1] as Token), loc: span(d) };
}

export function ofPhrase(d: D): NounPhrase {
  const head = d[0] as NounPhrase | NameRef | Pronoun;
  const of = d[2] as NounPhrase | NameRef | Pronoun;
  const base: NounPhrase =
    head.kind === 'nounPhrase' ? { ...head } : { kind: 'nounPhrase', words: [], possessor: head, loc: head.loc };
  base.of = of;
  base.loc = span(head, of);
  return base;
}

export function partitive(d: D): NounPhrase {
  const q = d[0] as Quantifier;
  const of = d[2] as NounPhrase | NameRef | Pronoun;
  return { kind: 'nounPhrase', quantifier: q, words: [], of, loc: span(d) };
}

/** `NP prep NPQ`: the qualifier attaches to the nearest noun on its left (the end of any `of` chain). */
export function qualify(d: D): NounPhrase | NameRef | Pronoun {
  const head = d[0] as NounPhrase | NameRef | Pronoun;
  const p = d[1] as Token;
  const target = d[2] as NounPhrase | NameRef | Pronoun;
  const q: Qualifier = { prep: p.value, prepLoc: locOf(p), target, loc: span(p, target) };
  const whole = span(head, target);
  const base: NounPhrase =
    head.kind === 'nounPhrase' ? { ...head } : { kind: 'nounPhrase', words: [], of: head, loc: head.loc };
  attachQualifier(base, q);
  base.loc = whole;
  return base;
}

/** Attach `q` to the innermost noun at the right edge of `np` (its `of` chain, then its qualifier chain). */
export function attachQualifier(np: NounPhrase, q: Qualifier): void {
  let cur: NounPhrase = np;
  for (;;) {
    if (cur.qualifier && cur.qualifier.target.kind === 'nounPhrase') {
      const copy = { ...cur.qualifier.target };
      cur.qualifier = { ...cur.qualifier, target: copy };
      cur = copy;
      continue;
    }
    if (cur.qualifier) {
      const inner: NounPhrase = { kind: 'nounPhrase', words: [], of: cur.qualifier.target, loc: cur.qualifier.target.loc };
      cur.qualifier = { ...cur.qualifier, target: inner };
      cur = inner;
      break;
    }
    if (cur.of && cur.of.kind === 'nounPhrase') {
      const copy = { ...cur.of };
      cur.of = copy;
      cur = copy;
      continue;
    }
    break;
  }
  cur.qualifier = q;
  cur.loc = span(cur.loc.offset <= q.loc.offset ? { loc: cur.loc } : null, { loc: q.loc });
}
