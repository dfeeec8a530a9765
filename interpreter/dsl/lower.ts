/**
 * Lowering: the parse tree and what the checker found about it (its
 * findings) become the executable form the core runs (effect-ir/): each
 * clause with its registry id and slots, each noun phrase with its type and
 * entry, each tail that qualifies a noun folded into that noun. The parse
 * tree is only read; the result is new and frozen.
 */
import type * as ast from './ast.ts';
import type * as ir from '../effect-ir/index.ts';
import type { Findings } from './check-scope.ts';
import type { Registry } from './registry.ts';

type Draft<T> = { -readonly [K in keyof T]: T[K] };
type PhraseDraft = Draft<ir.Phrase>;

/** The executable form of a checked program (no error): built from `program` and the checker's `found`, frozen. */
export function lower(program: ast.Program, found: Findings, registry: Registry): ir.Program {
  const out = new Lowering(found, registry).program(program);
  return freeze(out);
}

class Lowering {
  /** Each parse-tree node's executable node: a node met twice (a clause's subject is also its `subject` slot) is one node. */
  private readonly done = new Map<object, unknown>();
  /** Phrases made here, finished (`bindable`) once every tail is folded in. */
  private readonly phrases: PhraseDraft[] = [];

  constructor(
    private readonly found: Findings,
    private readonly registry: Registry,
  ) {}

  program(p: ast.Program): ir.Program {
    const out: Draft<ir.Program> = { kind: 'program', mode: p.mode, body: this.statements(p.body), loc: loc(p.loc) };
    if (p.condition !== undefined) out.condition = this.condition(p.condition);
    for (const np of this.phrases) finish(np);
    return out;
  }

  private statements(list: readonly ast.Statement[]): ir.Statement[] {
    return list.map((s) => this.statement(s));
  }

  private statement(s: ast.Statement): ir.Statement {
    switch (s.kind) {
      case 'clause':
        return this.clause(s);
      case 'may': {
        const out: Draft<ir.MayStatement> = { kind: 'may', body: this.statements(s.body), loc: loc(s.loc) };
        if (s.subject !== undefined) out.subject = this.subject(s.subject);
        return out;
      }
      case 'if': {
        const out: Draft<ir.IfStatement> = { kind: 'if', condition: this.condition(s.condition), then: this.statements(s.then), loc: loc(s.loc) };
        if (s.otherwise !== undefined) out.otherwise = this.statements(s.otherwise);
        return out;
      }
      case 'timing':
      case 'during':
        return { kind: s.kind, id: this.found.windows.get(s) ?? s.phrase, phrase: s.phrase, headerLoc: loc(s.headerLoc), body: this.statements(s.body), loc: loc(s.loc) };
      case 'forEach':
        return { kind: 'forEach', form: s.form, over: this.phrase(s.over), body: this.statements(s.body), loc: loc(s.loc) };
      case 'choose': {
        const out: Draft<ir.ChooseStatement> = { kind: 'choose', choice: this.phrase(s.choice), body: this.statements(s.body), loc: loc(s.loc) };
        if (s.name !== undefined) out.name = s.name.text;
        return out;
      }
    }
  }

  private clause(c: ast.Clause): ir.Clause {
    const known = this.done.get(c) as ir.Clause | undefined;
    if (known !== undefined) return known;
    const f = this.found.clauses.get(c);
    if (f === undefined) throw new Error(`\`${c.verb.text}\` was not bound to the registry`);
    const out: Draft<ir.Clause> = { kind: 'clause', role: f.kind, id: f.id, verb: c.verb.text, negated: c.negated, slots: {}, loc: loc(c.loc) };
    if (c.subject !== undefined) out.subject = this.subject(c.subject);
    const slots: Record<string, ir.Slot> = {};
    for (const k in f.slots) {
      const v = f.slots[k]!;
      slots[k] = typeof v === 'boolean' || typeof v === 'string' ? v : isCondition(v) ? this.condition(v) : this.expr(v);
    }
    out.slots = slots;
    // Tails the verb does not take qualify the noun on their left, in the order written.
    for (const { np, arg } of f.folds) this.fold(this.phrase(np), arg);
    this.done.set(c, out);
    return out;
  }

  private condition(c: ast.Condition): ir.Condition {
    switch (c.kind) {
      case 'or':
      case 'and':
        return { kind: c.kind, left: this.condition(c.left), right: this.condition(c.right), loc: loc(c.loc) };
      case 'not':
        return { kind: 'not', operand: this.condition(c.operand), loc: loc(c.loc) };
      case 'compare':
        return { kind: 'compare', op: c.op, left: this.expr(c.left), right: this.expr(c.right), loc: loc(c.loc) };
      case 'choice': {
        const out: Draft<ir.ChoiceCondition> = { kind: 'choice', subject: this.subject(c.subject), loc: loc(c.loc) };
        if (c.prompt !== undefined) out.prompt = c.prompt;
        return out;
      }
      case 'clause':
        return this.clause(c);
    }
  }

  private expr(e: ast.Expr): ir.Expr {
    switch (e.kind) {
      case 'number':
        return { kind: 'number', value: e.value, loc: loc(e.loc) };
      case 'negate':
        return { kind: 'negate', operand: this.expr(e.operand), loc: loc(e.loc) };
      case 'binary':
        return { kind: 'binary', op: e.op, left: this.expr(e.left), right: this.expr(e.right), loc: loc(e.loc) };
      case 'count':
        return { kind: 'count', of: this.referent(e.of), loc: loc(e.loc) };
      default:
        return this.referent(e);
    }
  }

  /** A subject: a phrase or pronoun, or (the parser allows it: `"Songbird" is controlled by ...`) a quoted name. */
  private subject(s: ast.Subject | ast.NameRef): ir.Subject {
    return this.referent(s);
  }

  private referent(x: ast.NounPhrase | ast.NameRef | ast.Pronoun): ir.Referent {
    switch (x.kind) {
      case 'nounPhrase':
        return this.phrase(x);
      case 'name':
        return this.name(x);
      case 'pronoun':
        return this.pronoun(x);
    }
  }

  private pronoun(p: ast.Pronoun): ir.Pronoun {
    const known = this.done.get(p) as ir.Pronoun | undefined;
    if (known !== undefined) return known;
    const out: ir.Pronoun = { kind: 'pronoun', word: p.word, loc: loc(p.loc) };
    this.done.set(p, out);
    return out;
  }

  private name(n: ast.NameRef): ir.NameRef {
    const known = this.done.get(n) as ir.NameRef | undefined;
    if (known !== undefined) return known;
    const r = this.found.resolved.get(n);
    const out: ir.NameRef = { kind: 'name', name: n.name, type: r?.type ?? 'unknown', many: r?.many ?? false, ...(r?.actor ? { actor: true as const } : {}), loc: loc(n.loc) };
    this.done.set(n, out);
    return out;
  }

  private phrase(np: ast.NounPhrase): PhraseDraft {
    const known = this.done.get(np) as PhraseDraft | undefined;
    if (known !== undefined) return known;
    const r = this.found.resolved.get(np);
    const words = np.words.map((w) => w.text);
    const out: PhraseDraft = {
      kind: 'phrase',
      // A phrase the checker did not resolve is read as a set, as one it made to carry a qualifier.
      type: r?.type ?? 'unknown',
      many: r?.many ?? true,
      words,
      adjectives: adjectivesOf(this.registry, words),
      me: r?.id === 'subject.i' || (words.length === 1 && words[0] === 'I' && np.quantifier === undefined),
      random: words.some((w) => w.toLowerCase() === 'random'),
      loc: loc(np.loc),
    };
    this.done.set(np, out);
    this.phrases.push(out);
    if (r?.id !== undefined) out.id = r.id;
    if (r?.actor) out.actor = true;
    if (np.quantifier !== undefined) out.quantifier = np.quantifier.value === undefined ? { kind: np.quantifier.kind } : { kind: np.quantifier.kind, value: np.quantifier.value };
    if (np.owner !== undefined) out.owner = np.owner.text;
    if (np.possessor !== undefined) out.possessor = this.referent(np.possessor);
    if (np.relative !== undefined) {
      const s = np.relative.subject;
      out.relative = { subject: 'kind' in s ? this.subject(s) : s.text, verb: np.relative.verb.text, loc: loc(np.relative.loc) };
    }
    if (np.of !== undefined) out.of = this.referent(np.of);
    if (np.qualifier !== undefined) out.qualifier = { prep: np.qualifier.prep, target: this.referent(np.qualifier.target), loc: loc(np.qualifier.prepLoc) };
    return out;
  }

  /** A tail as the qualifier of the innermost noun at `np`'s right edge; both phrases then end where the tail ends. */
  private fold(np: PhraseDraft, arg: ast.Arg): void {
    let cur = np;
    for (;;) {
      if (cur.qualifier?.target.kind === 'phrase') cur = cur.qualifier.target as PhraseDraft;
      else if (cur.qualifier === undefined && cur.of?.kind === 'phrase') cur = cur.of as PhraseDraft;
      else break;
    }
    const end = { endOffset: arg.loc.endOffset, endLine: arg.loc.endLine, endCol: arg.loc.endCol };
    const q: ir.Qualifier = { prep: arg.prep, target: this.referent(arg.value as ast.NounPhrase | ast.NameRef | ast.Pronoun), loc: loc(arg.prepLoc) };
    if (cur.qualifier !== undefined) {
      // The right edge is a name or pronoun: qualify it through a phrase of its own ("those of it that are ...").
      const inner: PhraseDraft = { kind: 'phrase', type: 'unknown', many: true, words: [], adjectives: [], of: cur.qualifier.target, qualifier: q, me: false, random: false, loc: { ...cur.qualifier.target.loc, ...end } };
      this.phrases.push(inner);
      cur.qualifier = { ...cur.qualifier, target: inner };
    } else {
      cur.qualifier = q;
    }
    for (const n of [np, cur]) n.loc = { ...n.loc, ...end };
  }
}

/** One plain word, nothing else: it may name a binding (`site` after `choose ... as site`). */
function finish(np: PhraseDraft): void {
  const plain = np.quantifier === undefined && np.owner === undefined && np.possessor === undefined && np.relative === undefined && np.of === undefined && np.qualifier === undefined;
  if (plain && np.words.length === 1) np.bindable = np.words[0]!;
}

function isCondition(x: ast.Expr | ast.Condition): x is ast.Condition {
  const k = x.kind;
  return k === 'or' || k === 'and' || k === 'not' || k === 'compare' || k === 'clause' || k === 'choice';
}

function loc(l: ast.Loc): ir.Loc {
  return { offset: l.offset, endOffset: l.endOffset, line: l.line, col: l.col, endLine: l.endLine, endCol: l.endCol };
}

/** Frozen through and through: the executable form is shared by every engine that runs it. */
function freeze<T>(x: T): T {
  if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return x;
  Object.freeze(x);
  for (const v of Object.values(x as object)) freeze(v);
  return x;
}

/** The words before the longest noun of the language that ends `words` (lower case); with none, all but the last word. */
function adjectivesOf(registry: Registry, written: readonly string[]): readonly string[] {
  const words = written.map((w) => w.toLowerCase());
  for (let k = Math.min(3, words.length); k >= 1; k--) {
    if (registry.nounForm(words.slice(words.length - k).join(' '))) return words.slice(0, words.length - k);
  }
  return words.slice(0, -1);
}
