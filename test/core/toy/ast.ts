/**
 * Builders for effect programs in the executable form (effect-ir/), so the
 * toy game's effects can be written without the parser. Each builder's comment shows the effect-language text it
 * stands for; `text()` on a program rebuilds that text, and every node's loc
 * points at its own words in it, so prompts read like the card.
 */
import type {
  ChoiceCondition, Clause, Compare, Condition, Expr, ForEachStatement, IfStatement, Loc, MayStatement,
  Phrase, Program, Statement, Subject, TimingStatement, DuringStatement, ChooseStatement,
} from '../../../interpreter/effect-ir/index.ts';

/** Built step by step here; the engine gets them as plain JSON. */
type Draft<T> = { -readonly [K in keyof T]: T[K] };

/** Nodes are built with their text; `locate` later assigns offsets over the full effect text. */
type Located = { loc: Loc };
const at = (): Loc => ({ offset: 0, endOffset: 0, line: 1, col: 1, endLine: 1, endCol: 1 });
const TEXT = new WeakMap<object, string>();
function withText<T extends object>(node: T, text: string): T {
  TEXT.set(node, text);
  return node;
}

export function np(
  id: string,
  text: string,
  opts: { q?: string; n?: number; many?: boolean; type?: string } = {},
): Phrase {
  const words = text.split(' ');
  const node: Draft<Phrase> = { kind: 'phrase', type: opts.type ?? 'thing', many: opts.many ?? false, id, words, adjectives: words.slice(0, -1), me: false, random: words.includes('random'), loc: at() };
  // As the checker marks it: a player is of the core vocabulary's actor type.
  if (opts.type === 'player') node.actor = true;
  if (opts.q) node.quantifier = opts.n === undefined ? { kind: opts.q } : { kind: opts.q, value: opts.n };
  else if (words.length === 1) node.bindable = words[0]!;
  return withText(node, text);
}

/** A bound name (`site`): a one-word phrase with no quantifier. */
export const nameRef = (name: string): Phrase => {
  const node: Phrase = { kind: 'phrase', type: 'unknown', many: true, words: [name], adjectives: [], bindable: name, me: false, random: false, loc: at() };
  return withText(node, name);
};

export const amount = (n: number, id: string, text: string): Phrase => np(id, text, { q: 'number', n, type: 'amount' });
export const num = (value: number): Expr => withText({ kind: 'number', value, loc: at() }, String(value));
export const pronoun = (word: string): Subject => withText({ kind: 'pronoun', word, loc: at() }, word);

export function clause(
  text: string,
  id: string,
  kind: 'action' | 'modifier' | 'predicate',
  slots: Record<string, Expr | Condition | boolean | string> = {},
  subject?: Subject,
): Clause {
  const node: Draft<Clause> = { kind: 'clause', role: kind, id, verb: text.split(' ')[0]!, negated: false, slots, loc: at() };
  if (subject) node.subject = subject;
  return withText(node, text);
}

export const cmp = (op: Compare['op'], left: Expr, right: Expr, text: string): Compare =>
  withText({ kind: 'compare', op, left, right, loc: at() }, text);
export const choice = (prompt: string): ChoiceCondition =>
  withText({ kind: 'choice', subject: pronoun('I'), prompt, loc: at() }, `I choose to "${prompt}"`);

export const ifS = (condition: Condition, then: Statement[], otherwise?: Statement[]): IfStatement => {
  const node: Draft<IfStatement> = { kind: 'if', condition, then, loc: at() };
  if (otherwise) node.otherwise = otherwise;
  return withText(node, 'if');
};
export const may = (body: Statement[], subject?: Subject): MayStatement => {
  const node: Draft<MayStatement> = { kind: 'may', body, loc: at() };
  if (subject) node.subject = subject;
  return withText(node, 'may');
};
export const timing = (id: string, phrase: string, body: Statement[]): TimingStatement =>
  withText({ kind: 'timing', id, phrase, headerLoc: at(), body, loc: at() }, phrase);
export const during = (id: string, phrase: string, body: Statement[]): DuringStatement =>
  withText({ kind: 'during', id, phrase, headerLoc: at(), body, loc: at() }, phrase);
export const forEach = (form: 'for each' | 'each', over: Phrase, body: Statement[]): ForEachStatement =>
  withText({ kind: 'forEach', form, over, body, loc: at() }, form);
export const choose = (what: Phrase, name: string | null, body: Statement[]): ChooseStatement => {
  const node: Draft<ChooseStatement> = { kind: 'choose', choice: what, body, loc: at() };
  if (name) node.name = name;
  return withText(node, 'choose');
};

/**
 * A program, with its text: each node's words written out in order and its
 * loc set to where they landed, so `ev.source(node)` gives the node's words.
 */
export function program(...body: Statement[]): { program: Program; text: string } {
  let text = '';
  const setLoc = (node: Draft<Located>, start: number, end: number): void => {
    node.loc = { offset: start, endOffset: end, line: 1, col: start + 1, endLine: 1, endCol: end + 1 };
  };
  // A node's words go inside its parent's words when they appear there, else at the end of the text.
  const walk = (x: unknown, from: number, to: number): void => {
    if (x === null || typeof x !== 'object') return;
    if (Array.isArray(x)) return x.forEach((y) => walk(y, from, to));
    let [f, t] = [from, to];
    const words = TEXT.get(x);
    if (words !== undefined && 'loc' in x) {
      const inside = to > from ? text.slice(from, to).indexOf(words) : -1;
      if (inside >= 0) [f, t] = [from + inside, from + inside + words.length];
      else {
        if (text) text += '\n';
        [f, t] = [text.length, text.length + words.length];
        text += words;
      }
      setLoc(x as Located, f, t);
    }
    for (const [k, v] of Object.entries(x)) if (k !== 'loc' && k !== 'headerLoc' && k !== 'prepLoc') walk(v, f, t);
  };
  walk(body, 0, 0);
  // Plain JSON: the ruleset must survive a round trip like any content.
  const whole = { offset: 0, endOffset: text.length, line: 1, col: 1, endLine: 1, endCol: text.length + 1 };
  const prog: Program = JSON.parse(JSON.stringify({ kind: 'program', mode: 'effect', body, loc: whole }));
  return { program: prog, text };
}

/** A condition program (`condition: I am ahead`). */
export function conditionProgram(condition: Condition): { program: Program; text: string } {
  const p = program();
  return { program: { ...p.program, mode: 'condition', condition: JSON.parse(JSON.stringify(condition)) }, text: p.text };
}
