/**
 * Binding a clause to the registry entry it fits best: its subject, object
 * and tails to the entry's slots, each tail that is not the verb's own to the
 * noun on its left (as a qualifier), with the problems of the best fit.
 */
import type { Arg, Clause, Condition, Expr, NounPhrase } from './ast.ts';
import type { EffectProblem } from './parse.ts';
import type { ClauseEntry } from './registry.ts';
import { didYouMean } from '../diagnostics/index.ts';
import { accepts, contextAllows, describeTy, listContexts, problem, type Ctx, type Scope } from './check-scope.ts';
import { typeOf } from './check-phrase.ts';
import { clauseText, exprText } from './text.ts';

interface Attempt {
  entry: ClauseEntry;
  problems: EffectProblem[];
  slots: Record<string, Expr | Condition | boolean | string>;
  folds: { np: NounPhrase; arg: Arg }[];
  whileArg?: Arg;
  complement: boolean;
}

/** Bind a clause to the registry entry it fits best, report that entry's problems. */
export function bindClause(ctx: Ctx, clause: Clause, scope: Scope, role: 'statement' | 'condition'): ClauseEntry | undefined {
  const verb = clause.verb.text.toLowerCase();
  const all = ctx.registry.clausesForVerb(verb);
  const kinds = role === 'statement' ? ['action', 'modifier'] : ['predicate'];
  const candidates = all.filter((e) => kinds.includes(e.kind));
  if (candidates.length === 0) {
    if (all.length > 0) {
      problem(
        ctx,
        'RW-DSL-CONTEXT',
        clause.verb,
        role === 'statement'
          ? `\`${clause.verb.text}\` states a condition; use it after \`if\` (or as a victory card condition)`
          : `\`${clause.verb.text}\` is an action, not something true or false`,
        role === 'statement' ? `write \`if ${clauseText(clause)}:\` and a block` : undefined,
      );
    } else {
      const forms = ctx.registry.entries
        .filter((e): e is ClauseEntry => kinds.includes(e.kind))
        .flatMap((e) => e.forms);
      problem(ctx, 'RW-DSL-UNKNOWN-VERB', clause.verb, `unknown verb \`${clause.verb.text}\``, didYouMean(verb, forms));
    }
    checkLoose(ctx, clause, scope);
    return undefined;
  }

  // A fixed phrase (`be the defender`, `have no effect`) that matches wins over the bare verb;
  // the others are not even tried, so their reading of the object reports nothing.
  const text = objectText(clause);
  const fixed = candidates.filter((e) => complementOf(e) !== '' && text === complementOf(e));
  const pool = fixed.length > 0 ? fixed : candidates.filter((e) => complementOf(e) === '');
  const attempts: Attempt[] = [];
  for (const entry of pool) {
    const a = attempt(ctx, clause, entry, scope, text);
    if (a) attempts.push(a);
  }
  if (attempts.length === 0) {
    // Every candidate has a fixed complement (`be the defender`) the clause does not match.
    const phrases = candidates.map((e) => `\`${e.phrase}\``).join(', ');
    problem(ctx, 'RW-DSL-TYPE', clause, `\`${clauseText(clause)}\` does not match any use of \`${clause.verb.text}\``, `known uses: ${phrases}`);
    checkLoose(ctx, clause, scope);
    return undefined;
  }
  const ruleChange = (a: Attempt): number => (scope.ruleChanges === true && a.entry.kind === 'modifier' ? 1 : 0);
  attempts.sort(
    (a, b) =>
      errorCount(a) - errorCount(b) ||
      ruleChange(b) - ruleChange(a) ||
      Number(b.complement) - Number(a.complement) ||
      candidates.indexOf(a.entry) - candidates.indexOf(b.entry),
  );
  const best = attempts[0]!;
  ctx.problems.push(...best.problems);
  ctx.found.clauses.set(clause, { id: best.entry.id, kind: best.entry.kind, slots: best.slots, folds: best.folds });
  if (!contextAllows(scope, best.entry.contexts)) {
    problem(
      ctx,
      'RW-DSL-CONTEXT',
      clause,
      `\`${best.entry.phrase}\` only means something in ${listContexts(ctx, best.entry.contexts!)}, not in ${scope.contextName}`,
    );
  }
  if (best.whileArg?.condition) ctx.checkCondition(ctx, best.whileArg.condition, scope);
  return best.entry;
}

function errorCount(a: Attempt): number {
  return a.problems.filter((p) => p.severity === 'error').length;
}

/** When no entry fits, still report unknown names and words inside the clause. */
function checkLoose(ctx: Ctx, clause: Clause, scope: Scope): void {
  if (clause.subject) typeOf(ctx, clause.subject, scope);
  if (clause.object) typeOf(ctx, clause.object, scope);
  for (const a of clause.args) {
    if (a.value) typeOf(ctx, a.value, scope);
    if (a.condition) ctx.checkCondition(ctx, a.condition, scope);
  }
}

/** The fixed words after an entry's verb (`the defender` in `be the defender`), lower case. */
function complementOf(entry: ClauseEntry): string {
  return entry.phrase.split(' ').slice(1).join(' ').toLowerCase();
}

/** The object's words, lower case: what a fixed phrase is matched against. */
function objectText(clause: Clause): string {
  return clause.object ? exprText(clause.object).toLowerCase() : '';
}

function attempt(ctx: Ctx, clause: Clause, entry: ClauseEntry, scope: Scope, text: string): Attempt | undefined {
  const complementWords = complementOf(entry);
  let objectConsumed = false;
  if (complementWords) {
    if (!clause.object || text !== complementWords) return undefined;
    objectConsumed = true;
  }
  const out: Attempt = { entry, problems: [], slots: {}, folds: [], complement: objectConsumed };
  const local = (code: string, node: { loc: EffectProblem['loc'] }, message: string, hint?: string): void => {
    const p: EffectProblem = { code, severity: 'error', message, loc: node.loc };
    if (hint) p.hint = hint;
    out.problems.push(p);
  };
  let cachedName: string | undefined;
  const nm = (): string => (cachedName ??= entryName(entry, clause));

  // Subject.
  if (entry.subject === 'none') {
    if (clause.subject) local('RW-DSL-ARG-EXTRA', clause.subject, `\`${nm()}\` takes no subject`);
  } else if (clause.subject) {
    const ty = typeOf(ctx, clause.subject, scope);
    if (!accepts(ctx, entry.subject.accepts, ty)) {
      local('RW-DSL-TYPE', clause.subject, `\`${nm()}\` needs ${ctx.registry.describeSlotType(entry.subject.accepts)} as its subject, got ${describeTy(ctx, ty)}`, exampleHint(entry));
    }
    out.slots['subject'] = clause.subject;
  } else if (entry.subject.required) {
    local('RW-DSL-ARG-MISSING', clause.verb, `\`${nm()}\` needs a subject: ${ctx.registry.describeSlotType(entry.subject.accepts)}`, exampleHint(entry));
  } else if (entry.actor && !scope.iBound) {
    local(
      'RW-DSL-CONTEXT',
      clause.verb,
      `who does \`${clause.verb.text}\`? ${scope.contextName} has no \`I\``,
      `write \`each player ${thirdPerson(clause.verb.text)} ...\`, or put it in an \`each player:\` block`,
    );
  }

  // Object.
  let last: NounPhrase | undefined;
  if (!objectConsumed) {
    if (clause.object) {
      if (entry.object) {
        const ty = typeOf(ctx, clause.object, scope);
        if (!accepts(ctx, entry.object.accepts, ty)) {
          local('RW-DSL-TYPE', clause.object, `\`${nm()}\` expects ${ctx.registry.describeSlotType(entry.object.accepts)}, got ${describeTy(ctx, ty)}`, exampleHint(entry));
        }
        out.slots[entry.object.name] = clause.object;
        last = rightmostPhrase(clause.object);
      } else {
        typeOf(ctx, clause.object, scope);
        local('RW-DSL-ARG-EXTRA', clause.object, `\`${nm()}\` takes nothing right after it`, exampleHint(entry));
      }
    } else if (entry.object && !entry.object.optional) {
      local('RW-DSL-ARG-MISSING', clause.verb, `\`${nm()}\` needs ${ctx.registry.describeSlotType(entry.object.accepts)} (${entry.object.role})`, exampleHint(entry));
    }
  }

  // Tails: a slot of the verb if it has one, else a qualifier of the nearest noun.
  for (const arg of clause.args) {
    switch (arg.prep) {
      case 'while':
        if (entry.kind === 'modifier') {
          out.slots['while'] = arg.condition!;
          out.whileArg = arg;
        } else {
          local('RW-DSL-ARG-EXTRA', arg, `\`while\` limits a rule change; \`${nm()}\` here is not one`);
        }
        continue;
      case 'instead':
        if (entry.flags?.includes('instead')) out.slots['instead'] = true;
        else local('RW-DSL-ARG-EXTRA', arg, `\`${nm()}\` does not take \`instead\``);
        continue;
      case ',': {
        const opt = exprText(arg.value!).toLowerCase();
        if (entry.options?.includes(opt)) out.slots[opt] = true;
        else {
          local(
            'RW-DSL-ARG-EXTRA',
            arg,
            `\`${nm()}\` has no option \`${opt}\``,
            entry.options?.length ? didYouMean(opt, entry.options) ?? `its options: ${entry.options.map((o) => `\`${o}\``).join(', ')}` : undefined,
          );
        }
        continue;
      }
    }
    const slot = entry.slots?.find((s) => s.prep === arg.prep && !(s.name in out.slots));
    const value = arg.value!;
    if (slot) {
      const ty = typeOf(ctx, value, scope);
      if (!accepts(ctx, slot.accepts, ty)) {
        local('RW-DSL-TYPE', value, `\`${nm()} … ${arg.prep}\` expects ${ctx.registry.describeSlotType(slot.accepts)}, got ${describeTy(ctx, ty)}`, exampleHint(entry));
      }
      out.slots[slot.name] = value;
      last = rightmostPhrase(value);
      continue;
    }
    const q = ctx.registry.qualifier(arg.prep);
    if (q && last) {
      const ty = typeOf(ctx, value, scope);
      if (!accepts(ctx, q.accepts, ty)) {
        local('RW-DSL-TYPE', value, `\`${arg.prep}\` expects ${ctx.registry.describeSlotType(q.accepts)}, got ${describeTy(ctx, ty)}`);
      }
      out.folds.push({ np: last, arg });
      last = rightmostPhrase(value) ?? last;
      continue;
    }
    typeOf(ctx, value, scope);
    const parts = (entry.slots ?? []).map((s) => `\`${s.prep} …\` (${s.role})`);
    const perEach = arg.prep === 'for' && value.kind === 'nounPhrase' && value.quantifier?.kind === 'each';
    local(
      'RW-DSL-ARG-EXTRA',
      arg,
      `\`${nm()}\` has no \`${arg.prep} …\` part`,
      perEach
        ? `repeat it with a block: \`for ${exprText(value)}:\` on its own line, then the action indented under it`
        : parts.length
          ? `its parts: ${parts.join(', ')}`
          : exampleHint(entry),
    );
  }
  for (const s of entry.slots ?? []) {
    if (!s.optional && !(s.name in out.slots)) {
      local('RW-DSL-ARG-MISSING', clause, `\`${nm()}\` needs \`${s.prep} …\` (${s.role})`, exampleHint(entry));
    }
  }
  return out;
}

/** How to name an entry in a message about this clause: `gain`, `is controlled`, `has no effect`. */
export function entryName(entry: ClauseEntry, clause: Clause): string {
  const [lemma, ...rest] = entry.phrase.split(' ');
  return lemma === 'be' || lemma === 'have' ? [clause.verb.text, ...rest].join(' ') : entry.phrase;
}

function exampleHint(entry: ClauseEntry): string | undefined {
  return entry.example ? `for example \`${entry.example.split('\n').pop()!.trim()}\`` : undefined;
}

function thirdPerson(verb: string): string {
  if (verb.endsWith('s')) return verb;
  return /(?:sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`;
}

/** The noun phrase at the right edge of an argument, where a following qualifier would attach. */
function rightmostPhrase(e: Expr): NounPhrase | undefined {
  switch (e.kind) {
    case 'nounPhrase':
      return e;
    case 'count':
      return e.of.kind === 'nounPhrase' ? e.of : undefined;
    case 'binary':
      return rightmostPhrase(e.right);
    case 'negate':
      return rightmostPhrase(e.operand);
    default:
      return undefined;
  }
}
