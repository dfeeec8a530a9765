/** Effect text from the parse tree, normalised: for messages and fixed-phrase matching. */
import type { Clause, Expr, NounPhrase, Subject } from './ast.ts';

/** The words of an expression, normalised (lower-case keywords, names as written). */
export function exprText(e: Expr | Subject): string {
  switch (e.kind) {
    case 'number':
      return String(e.value);
    case 'negate':
      return `-${exprText(e.operand)}`;
    case 'binary':
      return `${exprText(e.left)} ${e.op} ${exprText(e.right)}`;
    case 'count':
      return `count ${exprText(e.of)}`;
    case 'name':
      return `"${e.name}"`;
    case 'pronoun':
      return e.word;
    case 'nounPhrase': {
      const parts: string[] = [];
      const head = headText(e);
      if (e.possessor) parts.push(`${exprText(e.possessor)}'s`);
      if (head) parts.push(head);
      if (e.relative) {
        const s = e.relative.subject;
        parts.push('kind' in s ? exprText(s) : s.text, e.relative.verb.text);
      }
      if (e.of) parts.push('of', exprText(e.of));
      if (e.qualifier) parts.push(e.qualifier.prep, exprText(e.qualifier.target));
      return parts.join(' ');
    }
  }
}

function quantifierText(q: NonNullable<NounPhrase['quantifier']>): string {
  switch (q.kind) {
    case 'number':
      return String(q.value);
    case 'more':
    case 'less':
    case 'fewer':
      return `${q.value} ${q.kind}`;
    default:
      return q.value === undefined ? q.kind : `${q.kind} ${q.value}`;
  }
}

/** Quantifier, owner and words: what a fixed phrase like `the first player` is matched against. */
export function headText(np: NounPhrase): string {
  const parts: string[] = [];
  if (np.quantifier) parts.push(quantifierText(np.quantifier));
  if (np.owner) parts.push(np.owner.text);
  for (const w of np.words) parts.push(w.text);
  return parts.join(' ');
}

export function clauseText(c: Clause): string {
  const parts: string[] = [];
  if (c.subject) parts.push(exprText(c.subject));
  parts.push(c.verb.text);
  if (c.negated) parts.push('not');
  if (c.object) parts.push(exprText(c.object));
  for (const a of c.args) {
    if (a.prep === ',') parts[parts.length - 1] += ',';
    else if (a.prep !== 'each') parts.push(a.prep);
    if (a.value) parts.push(exprText(a.value));
  }
  return parts.join(' ');
}
