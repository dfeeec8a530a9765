/**
 * What an expression, a noun phrase or a quoted name denotes: its type, and
 * the registry entry it resolved to (kept in the findings).
 */
import type { Expr, NameRef, NounPhrase, Qualifier, Subject, Word } from './ast.ts';
import type { SubjectEntry, ValueEntry } from './registry.ts';
import { didYouMean } from '../diagnostics/index.ts';
import {
  accepts,
  contextAllows,
  describeTy,
  eachBlocks,
  isNumeric,
  listContexts,
  problem,
  UNKNOWN,
  type Ctx,
  type Resolution,
  type Scope,
  type Ty,
} from './check-scope.ts';
import { exprText, headText } from './text.ts';

export function typeOf(ctx: Ctx, e: Expr | Subject, scope: Scope): Ty {
  const cached = ctx.types.get(e);
  if (cached) return cached;
  const ty = computeType(ctx, e, scope);
  ctx.types.set(e, ty);
  if (e.kind === 'nounPhrase' || e.kind === 'name') {
    const r: Resolution = { type: ty.types[0] ?? 'unknown', many: ty.many };
    if (ty.id) r.id = ty.id;
    if (ctx.registry.actorTypes().some((a) => ctx.registry.isA(r.type, a))) r.actor = true;
    ctx.found.resolved.set(e, r);
  }
  return ty;
}

function computeType(ctx: Ctx, e: Expr | Subject, scope: Scope): Ty {
  switch (e.kind) {
    case 'number':
      return { types: ['number'], many: false };
    case 'negate':
    case 'binary': {
      const operands = e.kind === 'negate' ? [e.operand] : [e.left, e.right];
      for (const o of operands) {
        const ty = typeOf(ctx, o, scope);
        if (!isNumeric(ctx, ty)) {
          problem(ctx, 'RW-DSL-TYPE', o, `\`${e.kind === 'negate' ? '-' : e.op}\` works on numbers; got ${describeTy(ctx, ty)}`);
        }
      }
      return { types: ['number'], many: false };
    }
    case 'count': {
      const ty = typeOf(ctx, e.of, scope);
      if (ty.types.every((t) => t === 'number' || t === 'value-ref' || t === 'amount')) {
        problem(ctx, 'RW-DSL-TYPE', e.of, `\`count\` counts things; ${describeTy(ctx, ty)} is already a number`, 'drop `count`');
      }
      return { types: ['number'], many: false };
    }
    case 'name':
      return resolveName(ctx, e);
    case 'pronoun':
      if (e.word === 'it' || e.word === 'them' || e.word === 'they') {
        if (!scope.it) {
          problem(ctx, 'RW-DSL-UNBOUND', e, `\`${e.word}\` has nothing to refer to here`, 'name the thing instead, or refer back to something chosen or acted on just before', 'warning');
          return { types: ['any'], many: e.word !== 'it' };
        }
        return { ...scope.it, many: e.word !== 'it' };
      }
      return { types: ['piece', 'player'], many: false, desc: `\`${e.word}\`` };
    case 'nounPhrase':
      return resolvePhrase(ctx, e, scope);
  }
}

function resolveName(ctx: Ctx, e: NameRef): Ty {
  const found = ctx.names.get(e.name.toLowerCase());
  if (found && found.length) {
    return { types: found.map((f) => f.type), many: false, desc: `"${found[0]!.name}" (${ctx.registry.describeType(found[0]!.type, false)})` };
  }
  if (ctx.allNames.length === 0) return { types: ['any'], many: false, desc: `"${e.name}"` };
  problem(ctx, 'RW-DSL-UNKNOWN-NAME', e, `unknown name "${e.name}"`, didYouMean(e.name, ctx.allNames));
  return UNKNOWN;
}

function resolvePhrase(ctx: Ctx, np: NounPhrase, scope: Scope): Ty {
  if (np.relative) checkRelative(ctx, np, scope);
  if (np.qualifier) checkQualifier(ctx, np.qualifier, scope);
  if (np.possessor) return resolvePossessive(ctx, np, scope);

  const head = headText(np);
  // A fixed reference: `I`, `my opponent`, `the first player`, `this card`, `the Founders`...
  if (np.words.length > 0) {
    const subject = ctx.registry.subject(head);
    if (subject) {
      if (np.of) typeOf(ctx, np.of, scope);
      return subjectType(ctx, np, subject, scope);
    }
  }
  if (np.words.length === 0) {
    if (np.of) {
      const inner = typeOf(ctx, np.of, scope);
      const q = np.quantifier;
      const many = q ? q.kind === 'all' || (q.value ?? 1) > 1 : inner.many;
      return { ...inner, many };
    }
    const kind = np.quantifier?.kind ?? '';
    if (kind === 'more' || kind === 'less' || kind === 'fewer') return { types: ['delta'], many: false };
    return { types: ['count-constraint'], many: false };
  }
  if (np.words.length === 1 && !np.quantifier && !np.owner) {
    const bound = scope.names.get(np.words[0]!.text.toLowerCase());
    if (bound) return bound;
  }

  const names = np.words.filter((w) => /^[A-Z]/.test(w.text));
  if (names.length > 0) return resolveProperNoun(ctx, np, names);
  return resolveCommonNoun(ctx, np, scope);
}

function subjectType(ctx: Ctx, np: NounPhrase, entry: SubjectEntry, scope: Scope): Ty {
  if (entry.id === 'subject.i' && !scope.iBound) {
    problem(
      ctx,
      'RW-DSL-CONTEXT',
      np,
      `\`${headText(np)}\` has no one to refer to in ${scope.contextName}`,
      `use an ${eachBlocks(ctx)[0] ?? '`each player:`'}${eachBlocks(ctx).length > 1 ? ` (or ${eachBlocks(ctx).slice(1).join(', ')})` : ''} block, or name the player: \`the first player\``,
    );
  } else if (!contextAllows(scope, entry.contexts)) {
    problem(
      ctx,
      'RW-DSL-CONTEXT',
      np,
      `\`${entry.phrase}\` only means something in ${listContexts(ctx, entry.contexts!)}, not in ${scope.contextName}`,
    );
  }
  const ty: Ty = { types: [entry.type], many: entry.many ?? false, id: entry.id, desc: `\`${entry.phrase}\`` };
  return ty;
}

function resolveProperNoun(ctx: Ctx, np: NounPhrase, names: Word[]): Ty {
  const text = names.map((w) => w.text).join(' ');
  const inWorld = ctx.names.get(text.toLowerCase());
  if (inWorld?.length) {
    problem(ctx, 'RW-DSL-UNKNOWN-NAME', np, `\`${text}\` is a component name: write it in double quotes`, `"${inWorld[0]!.name}"`);
    return { types: inWorld.map((n) => n.type), many: false };
  }
  if (names.length !== np.words.length) {
    // `Booker units`: a proper noun inside a common noun phrase.
    problem(ctx, 'RW-DSL-UNKNOWN-WORD', np, `\`${headText(np)}\` mixes a name and words the language cannot read together`);
    return UNKNOWN;
  }
  const properNames = ctx.registry.spellings('subject').filter((s) => /^(the )?[A-Z]/.test(s));
  const lower = names.map((w) => w.text.toLowerCase()).join(' ');
  const keyword = ctx.registry.isVerbForm(lower) || ctx.registry.knownWords().has(lower);
  problem(
    ctx,
    'RW-DSL-UNKNOWN-NAME',
    np,
    `unknown name \`${headText(np)}\``,
    keyword
      ? `words of the language are lower case: write \`${lower}\``
      : didYouMean(text, [...properNames, ...ctx.allNames]) ?? `names of components are written in double quotes: "${ctx.allNames.find((n) => /^[A-Z]/.test(n)) ?? 'A Name'}"`,
  );
  return UNKNOWN;
}

const COUNTING: ReadonlySet<string> = new Set(['all', 'any', 'each', 'every', 'these', 'those', 'no', 'up to', 'the top', 'at least', 'at most', 'more than', 'fewer than', 'less than']);

function resolveCommonNoun(ctx: Ctx, np: NounPhrase, scope: Scope): Ty {
  const words = np.words.map((w) => w.text.toLowerCase());
  const n = words.length;
  for (let k = Math.min(3, n); k >= 1; k--) {
    const headWords = words.slice(n - k).join(' ');
    const noun = ctx.registry.nounForm(headWords);
    const values = ctx.registry.value(headWords);
    if (!noun && values.length === 0) continue;
    checkAdjectives(ctx, np, np.words.slice(0, n - k));
    const q = np.quantifier;
    const numeric = q !== undefined && (q.kind === 'number' || q.value !== undefined) && q.kind !== 'the top';
    const owned = np.owner !== undefined && ['my', 'their', 'his', 'its'].includes(np.owner.text);
    const wantValue = values.length > 0 && (owned || np.of !== undefined || (numeric && values.some((v) => v.resource)) || !noun);
    if (wantValue) return valueType(ctx, np, values, scope, numeric);
    if (np.of) typeOf(ctx, np.of, scope);
    const many = noun!.plural || (q !== undefined && (COUNTING.has(q.kind) || (q.value ?? 1) > 1));
    return { types: [noun!.entry.type], many, id: noun!.entry.id };
  }
  const last = np.words[n - 1]!;
  const known = [...ctx.registry.spellings('noun'), ...ctx.registry.spellings('value'), ...scope.names.keys()];
  if (np.of) typeOf(ctx, np.of, scope);
  problem(ctx, 'RW-DSL-UNKNOWN-WORD', last, `unknown noun \`${last.text}\``, didYouMean(last.text, known));
  return UNKNOWN;
}

function checkAdjectives(ctx: Ctx, np: NounPhrase, adjectives: Word[]): void {
  for (const w of adjectives) {
    const t = w.text.toLowerCase();
    if (ctx.registry.adjective(t) || ctx.registry.nounForm(t)) continue;
    problem(ctx, 'RW-DSL-UNKNOWN-WORD', w, `unknown word \`${w.text}\` in \`${headText(np)}\``, didYouMean(t, ctx.registry.spellings('adjective')));
  }
}

function valueType(ctx: Ctx, np: NounPhrase, values: ValueEntry[], scope: Scope, numeric: boolean): Ty {
  if (np.of) {
    const owner = typeOf(ctx, np.of, scope);
    const v = values.find((x) => owner.types.some((t) => x.of.some((o) => ctx.registry.isA(t, o)))) ?? values[0]!;
    if (!values.some((x) => owner.types.some((t) => x.of.some((o) => ctx.registry.isA(t, o))))) {
      problem(ctx, 'RW-DSL-TYPE', np.of, `${describeTy(ctx, owner)} has no ${v.name}`);
    }
    return { types: [v.modifiable ? 'value-ref' : v.type], many: owner.many, id: v.id };
  }
  if (numeric) {
    const v = values.find((x) => x.resource) ?? values[0]!;
    return { types: ['amount'], many: false, id: v.id, desc: `an amount of ${v.name}` };
  }
  if (np.owner) {
    const v = values.find((x) => x.of.includes('player')) ?? values[0]!;
    return { types: [v.modifiable ? 'value-ref' : v.type], many: false, id: v.id, desc: `\`${headText(np)}\`` };
  }
  const v = values[0]!;
  return { types: ['resource'], many: false, id: v.id, desc: `\`${v.name}\` without an amount` };
}

function resolvePossessive(ctx: Ctx, np: NounPhrase, scope: Scope): Ty {
  const owner = typeOf(ctx, np.possessor!, scope);
  // `"Nowhere" of turn`, `it of them`: a name or pronoun before `of` (build.ts ofPhrase), so no words name a property of it.
  if (np.words.length === 0) {
    if (np.of) typeOf(ctx, np.of, scope);
    problem(ctx, 'RW-DSL-TYPE', np, '`of` follows a noun (`the top card of my deck`), not a name or pronoun');
    return UNKNOWN;
  }
  const property = np.words.map((w) => w.text.toLowerCase()).join(' ');
  const values = ctx.registry.value(property);
  const fits = values.filter((v) => owner.types.some((t) => t === 'unknown' || t === 'any' || v.of.some((o) => ctx.registry.isA(t, o))));
  if (fits.length > 0) {
    const v = fits[0]!;
    return { types: [v.modifiable ? 'value-ref' : v.type], many: owner.many, id: v.id, desc: `\`${exprText(np)}\`` };
  }
  const noun = ctx.registry.nounForm(property) ?? ctx.registry.nounForm(np.words[np.words.length - 1]!.text);
  if (noun) {
    checkAdjectives(ctx, np, np.words.slice(0, -1));
    return { types: [noun.entry.type], many: noun.plural, id: noun.entry.id };
  }
  if (owner.types.includes('unknown')) return UNKNOWN;
  const forms = ctx.registry.spellings('value');
  problem(
    ctx,
    'RW-DSL-UNKNOWN-WORD',
    np,
    values.length > 0 ? `${describeTy(ctx, owner)} has no ${property}` : `unknown value \`${property}\``,
    didYouMean(property, forms),
  );
  return UNKNOWN;
}

function checkRelative(ctx: Ctx, np: NounPhrase, scope: Scope): void {
  const rel = np.relative!;
  if (!ctx.registry.isVerbForm(rel.verb.text)) {
    problem(ctx, 'RW-DSL-UNKNOWN-VERB', rel.verb, `unknown verb \`${rel.verb.text}\``, didYouMean(rel.verb.text, ctx.registry.verbForms()));
  }
  const s = rel.subject;
  if ('kind' in s) typeOf(ctx, s, scope);
  else if (s.text === 'I' && !scope.iBound) {
    problem(ctx, 'RW-DSL-CONTEXT', s, `\`I\` has no one to refer to in ${scope.contextName}`, 'use an `each player:` block');
  }
}

function checkQualifier(ctx: Ctx, q: Qualifier, scope: Scope): void {
  const ty = typeOf(ctx, q.target, scope);
  const entry = ctx.registry.qualifier(q.prep);
  if (entry && !accepts(ctx, entry.accepts, ty)) {
    problem(ctx, 'RW-DSL-TYPE', q.target, `\`${q.prep}\` expects ${ctx.registry.describeSlotType(entry.accepts)}, got ${describeTy(ctx, ty)}`);
  }
}
