/** Every node of a program, in the order written: for the tools that list what a program uses. */
import type { Condition, Expr, Program, Referent, Slot, Statement, Subject } from './ir.ts';

export type Visited = Statement | Condition | Expr;

/** Calls `visit` on every statement, condition and expression of `program` (a phrase before the phrases inside it). */
export function walk(program: Program, visit: (n: Visited) => void): void {
  const stmt = (s: Statement): void => {
    visit(s);
    switch (s.kind) {
      case 'clause':
        return clauseParts(s.subject, s.slots);
      case 'may':
        if (s.subject !== undefined) expr(s.subject);
        return s.body.forEach(stmt);
      case 'if':
        cond(s.condition);
        s.then.forEach(stmt);
        return s.otherwise?.forEach(stmt);
      case 'timing':
      case 'during':
        return s.body.forEach(stmt);
      case 'forEach':
        expr(s.over);
        return s.body.forEach(stmt);
      case 'choose':
        expr(s.choice);
        return s.body.forEach(stmt);
    }
  };
  const clauseParts = (subject: Subject | undefined, slots: Readonly<Record<string, Slot>>): void => {
    if (subject !== undefined) expr(subject);
    for (const k in slots) {
      const v = slots[k]!;
      // The subject is its slot too: visited once.
      if (typeof v === 'boolean' || typeof v === 'string' || v === subject) continue;
      if (v.kind === 'or' || v.kind === 'and' || v.kind === 'not' || v.kind === 'compare' || v.kind === 'clause' || v.kind === 'choice') cond(v);
      else expr(v);
    }
  };
  const cond = (c: Condition): void => {
    if (c.kind === 'clause') return stmt(c);
    visit(c);
    switch (c.kind) {
      case 'and':
      case 'or':
        cond(c.left);
        return cond(c.right);
      case 'not':
        return cond(c.operand);
      case 'compare':
        expr(c.left);
        return expr(c.right);
      case 'choice':
        return expr(c.subject);
    }
  };
  const expr = (e: Expr | Referent): void => {
    visit(e);
    switch (e.kind) {
      case 'negate':
        return expr(e.operand);
      case 'binary':
        expr(e.left);
        return expr(e.right);
      case 'count':
        return expr(e.of);
      case 'phrase':
        if (e.possessor !== undefined) expr(e.possessor);
        if (e.relative !== undefined && typeof e.relative.subject !== 'string') expr(e.relative.subject);
        if (e.of !== undefined) expr(e.of);
        if (e.qualifier !== undefined) expr(e.qualifier.target);
        return;
      default:
        return;
    }
  };
  program.body.forEach(stmt);
  if (program.condition !== undefined) cond(program.condition);
}
