/**
 * `checkEffect`: type-checks a parsed effect against the registry, a world of
 * names and the context the string lives in. It binds every clause to a
 * registry entry (filling `clause.bound`), attaches each unclaimed
 * prepositional tail as a qualifier of the nearest noun on its left, resolves
 * noun phrases (filling `resolved`) and reports problems with stable codes:
 *
 * * `RW-DSL-UNKNOWN-VERB`   unknown verb (did you mean ...?)
 * * `RW-DSL-UNKNOWN-WORD`   unknown noun, adjective or value word
 * * `RW-DSL-UNKNOWN-NAME`   a quoted name (or proper noun) that the game does not have
 * * `RW-DSL-UNKNOWN-TIMING` / `RW-DSL-UNKNOWN-DURATION`  a block header the registry does not know
 * * `RW-DSL-TYPE`           an argument of the wrong kind
 * * `RW-DSL-ARG-MISSING` / `RW-DSL-ARG-EXTRA`  a part the verb needs / does not take
 * * `RW-DSL-CONTEXT`        a construct out of place (a timing window in a victory card, `this card` in a world event...)
 * * `RW-DSL-UNBOUND`        `it` with nothing to refer to
 *
 * It knows nothing of files or YAML: the world is plain lists of names.
 */
import type {
  Arg,
  Clause,
  Condition,
  Expr,
  NameRef,
  NounPhrase,
  NounResolution,
  Program,
  Pronoun,
  Qualifier,
  Statement,
  Subject,
  Word,
} from './ast.ts';
import type { EffectProblem } from './parse.ts';
import {
  type ClauseEntry,
  type ContextSpec,
  type EffectContextKind,
  type Registry,
  type SlotType,
  type SubjectEntry,
  type ValueEntry,
} from './registry.ts';
import { didYouMean } from '../diagnostics/index.ts';

/**
 * The names a content pack defines, as plain lists by category (no
 * dependency on the loader). The categories and the type each one's names
 * have are the registry's (`Registry.worldTypes()`, declared by the game's
 * vocabulary): Columbia's `locations`, `worldEvents`, `factions`...
 */
export type EffectWorld = Readonly<Record<string, readonly string[] | undefined>>;

export interface CheckOptions {
  /** The pack's registry: the core words plus its game's. Pass the one the string was parsed with. */
  registry: Registry;
  world?: EffectWorld;
  /** Where the string lives (a context the registry declares); `any` (the default) allows every construct. */
  context?: EffectContextKind;
}

export interface CheckResult {
  diagnostics: EffectProblem[];
}

/** A type as the checker sees it: one or more type names (a name can be a unit type and a card type). */
interface Ty {
  types: string[];
  many: boolean;
  id?: string;
  /** How to say it in a message when the type name alone would mislead. */
  desc?: string;
}

const UNKNOWN: Ty = { types: ['unknown'], many: false };

interface Scope {
  context: EffectContextKind;
  /** Plain words for the context in messages. */
  contextName: string;
  /** Contexts whose references (`this combat`...) are meaningful here. */
  refContexts: Set<EffectContextKind>;
  iBound: boolean;
  actionsOk: boolean;
  modifiersOk: boolean;
  names: Map<string, Ty>;
  it?: Ty;
}

interface NameInfo {
  name: string;
  type: string;
  category: string;
}

interface Ctx {
  registry: Registry;
  world: EffectWorld;
  names: Map<string, NameInfo[]>;
  allNames: string[];
  problems: EffectProblem[];
  types: Map<object, Ty>;
}

/** Check a parsed effect. Fills `bound`/`resolved` on the AST in place; never throws. */
export function checkEffect(program: Program, options: CheckOptions): CheckResult {
  const registry = options.registry;
  const world = options.world ?? {};
  const context = options.context ?? 'any';
  const { names, allNames } = indexWorld(world, registry);
  const ctx: Ctx = { registry, world, names, allNames, problems: [], types: new Map() };
  const spec = registry.context(context);
  if (spec === undefined) {
    const known = registry.contexts().map((c) => c.id).join(', ');
    return { diagnostics: [{ code: 'RW-DSL-INTERNAL', severity: 'error', message: `no context "${context}" in this game's effect language (contexts: ${known})`, loc: program.loc }] };
  }
  try {
    checkProgram(ctx, program, spec);
  } catch (err) {
    ctx.problems.push({
      code: 'RW-DSL-INTERNAL',
      severity: 'error',
      message: `the effect checker failed: ${(err as Error).message}`,
      loc: program.loc,
    });
  }
  return { diagnostics: ctx.problems };
}

interface WorldIndex {
  names: Map<string, NameInfo[]>;
  allNames: string[];
}

// The loader checks a few hundred strings against one world: index it once.
const worldIndexes = new WeakMap<EffectWorld, WorldIndex>();

function indexWorld(world: EffectWorld, registry: Registry): WorldIndex {
  const cached = worldIndexes.get(world);
  if (cached) return cached;
  const names = new Map<string, NameInfo[]>();
  const allNames: string[] = [];
  for (const [key, type] of Object.entries(registry.worldTypes())) {
    for (const name of world[key] ?? []) {
      const k = name.toLowerCase();
      const list = names.get(k) ?? [];
      list.push({ name, type, category: key });
      names.set(k, list);
      allNames.push(name);
    }
  }
  const index = { names, allNames };
  worldIndexes.set(world, index);
  return index;
}

function problem(ctx: Ctx, code: string, node: { loc: EffectProblem['loc'] }, message: string, hint?: string, severity: EffectProblem['severity'] = 'error'): void {
  const p: EffectProblem = { code, severity, message, loc: node.loc };
  if (hint) p.hint = hint;
  ctx.problems.push(p);
}

function topScope(spec: ContextSpec): Scope {
  return {
    context: spec.id,
    contextName: spec.name,
    refContexts: new Set([spec.id]),
    iBound: spec.iBound,
    actionsOk: spec.actionsOk,
    modifiersOk: spec.modifiersOk,
    names: new Map(),
  };
}

/** A nested scope. Names and contexts are shared; the blocks that add to them (`choose`, timing windows) copy first. */
function child(scope: Scope, patch: Partial<Scope> = {}): Scope {
  return { ...scope, ...patch };
}

function contextAllows(scope: Scope, contexts: readonly EffectContextKind[] | undefined): boolean {
  if (!contexts || scope.context === 'any') return true;
  return contexts.some((c) => scope.refContexts.has(c));
}

function listContexts(ctx: Ctx, contexts: readonly EffectContextKind[]): string {
  const named = contexts.filter((c) => c !== 'any').map((c) => ctx.registry.context(c)?.name ?? c);
  if (named.length <= 1) return named[0] ?? 'any effect';
  return named.slice(0, -1).join(', ') + ' or ' + named[named.length - 1];
}

// ------------------------------------------------------------------ program

function checkProgram(ctx: Ctx, program: Program, spec: ContextSpec): void {
  const scope = topScope(spec);
  const wantsCondition = spec.condition === true;
  if (program.mode === 'condition') {
    if (!wantsCondition && spec.id !== 'any') {
      problem(ctx, 'RW-DSL-CONTEXT', program, `${spec.name} is a list of effects, not a condition`);
    }
    if (program.condition) checkCondition(ctx, program.condition, scope);
    return;
  }
  if (wantsCondition) {
    for (const s of program.body) {
      problem(
        ctx,
        'RW-DSL-CONTEXT',
        s.kind === 'timing' || s.kind === 'during' ? { loc: s.headerLoc } : s,
        `${describeStatement(s)} cannot be part of ${spec.name}: it is one condition, like \`I control 3 locations\``,
      );
    }
    return;
  }
  if (program.body.length === 0) {
    problem(ctx, 'RW-DSL-EMPTY', program, 'the effect is empty', undefined, 'warning');
  }
  checkStatements(ctx, program.body, scope);
}

function describeStatement(s: Statement): string {
  switch (s.kind) {
    case 'timing':
      return `a timing window (\`${s.phrase}\`)`;
    case 'during':
      return `a duration (\`${s.phrase}\`)`;
    case 'clause':
      return `an action (\`${s.verb.text}\`)`;
    case 'may':
      return 'a choice (`may`)';
    case 'if':
      return 'an `if` block';
    case 'forEach':
      return 'a `for each` block';
    case 'choose':
      return 'a `choose` block';
  }
}

function checkStatements(ctx: Ctx, statements: readonly Statement[], scope: Scope): void {
  for (const s of statements) checkStatement(ctx, s, scope);
}

function checkStatement(ctx: Ctx, s: Statement, scope: Scope): void {
  switch (s.kind) {
    case 'clause': {
      const entry = bindClause(ctx, s, scope, 'statement');
      if (entry) {
        if (entry.kind === 'modifier' && !scope.modifiersOk) {
          problem(
            ctx,
            'RW-DSL-CONTEXT',
            s,
            `\`${entryName(entry, s)}\` here changes a rule, and in ${scope.contextName} a rule change needs a duration`,
            'put it in a block such as `this round:` or `for the rest of the game:`',
          );
        } else if (entry.kind === 'action' && !scope.actionsOk) {
          problem(
            ctx,
            'RW-DSL-CONTEXT',
            s,
            `${scope.contextName} is a standing rule: a one-off action like \`${s.verb.text}\` needs a timing window`,
            `put it under a window such as \`${ctx.registry.hintExamples().window}\``,
          );
        }
        if (entry.kind === 'action' && s.object) scope.it = { ...typeOf(ctx, s.object, scope), many: false };
      }
      return;
    }
    case 'may': {
      const inner = child(scope);
      if (s.subject) {
        const ty = typeOf(ctx, s.subject, scope);
        if (!accepts(ctx, { types: [...ctx.registry.actorTypes()], many: true }, ty)) {
          problem(ctx, 'RW-DSL-TYPE', s.subject, `only ${actorWords(ctx)} may choose; got ${describeTy(ctx, ty)}`);
        }
        inner.iBound = true;
      } else if (!scope.iBound) {
        problem(
          ctx,
          'RW-DSL-CONTEXT',
          s,
          `who may? ${scope.contextName} has no \`I\``,
          'write `each player may ...` or `the first player may ...`',
        );
      }
      checkStatements(ctx, s.body, inner);
      scope.it = inner.it;
      return;
    }
    case 'if':
      checkCondition(ctx, s.condition, scope);
      checkStatements(ctx, s.then, child(scope));
      if (s.otherwise) checkStatements(ctx, s.otherwise, child(scope));
      return;
    case 'timing': {
      const entry = ctx.registry.timing(s.phrase);
      const inner = child(scope, { actionsOk: true });
      if (!entry) {
        const asDuration = ctx.registry.duration(s.phrase);
        problem(
          ctx,
          'RW-DSL-UNKNOWN-TIMING',
          { loc: s.headerLoc },
          `unknown timing window \`${s.phrase}\``,
          asDuration ? undefined : didYouMean(s.phrase, ctx.registry.spellings('timing')) ?? timingList(ctx),
        );
      } else {
        s.bound = entry.id;
        if (!contextAllows(scope, entry.contexts)) {
          problem(
            ctx,
            'RW-DSL-CONTEXT',
            { loc: s.headerLoc },
            `\`${entry.phrase}\` only works in ${listContexts(ctx, entry.contexts!)}, not in ${scope.contextName}`,
          );
        }
        if (entry.implies?.length) inner.refContexts = new Set([...scope.refContexts, ...entry.implies]);
        // A window that stands for a context where rule changes hold (a combat's) lets them stand inside it.
        if (entry.implies?.some((c) => ctx.registry.context(c)?.modifiersOk)) inner.modifiersOk = true;
      }
      checkStatements(ctx, s.body, inner);
      return;
    }
    case 'during': {
      const entry = ctx.registry.duration(s.phrase);
      if (!entry) {
        problem(
          ctx,
          'RW-DSL-UNKNOWN-DURATION',
          { loc: s.headerLoc },
          `unknown block \`${s.phrase}:\``,
          didYouMean(s.phrase, [...ctx.registry.spellings('duration'), ...ctx.registry.spellings('timing')]) ??
            'a block header is a timing window (`before dice:`), a duration (`this round:`), `if`, `for each`, `each player:` or `choose`',
        );
      } else {
        s.bound = entry.id;
        if (!contextAllows(scope, entry.contexts)) {
          problem(
            ctx,
            'RW-DSL-CONTEXT',
            { loc: s.headerLoc },
            `\`${entry.phrase}\` only works in ${listContexts(ctx, entry.contexts!)}, not in ${scope.contextName}`,
          );
        }
      }
      checkStatements(ctx, s.body, child(scope, { modifiersOk: true }));
      return;
    }
    case 'forEach': {
      const ty = typeOf(ctx, s.over, scope);
      const inner = child(scope, { it: { ...ty, many: false } });
      if (s.form === 'each' && ty.types.some((t) => ctx.registry.actorTypes().some((a) => ctx.registry.isA(t, a)))) {
        inner.iBound = true;
      }
      checkStatements(ctx, s.body, inner);
      return;
    }
    case 'choose': {
      const ty = { ...typeOf(ctx, s.choice, scope), many: false };
      const inner = child(scope, { it: ty });
      if (s.name) inner.names = new Map([...scope.names, [s.name.text.toLowerCase(), ty]]);
      if (!scope.iBound) {
        problem(ctx, 'RW-DSL-CONTEXT', s, `who chooses? ${scope.contextName} has no \`I\``, `put it inside ${eachBlocks(ctx).join(' or ')}`);
      }
      checkStatements(ctx, s.body, inner);
      return;
    }
  }
}

function timingList(ctx: Ctx): string {
  return 'timing windows: ' + ctx.registry.timings().map((t) => `\`${t.phrase}\``).join(', ');
}

// ---------------------------------------------------------------- conditions

function checkCondition(ctx: Ctx, c: Condition, scope: Scope): void {
  switch (c.kind) {
    case 'or':
    case 'and':
      checkCondition(ctx, c.left, scope);
      checkCondition(ctx, c.right, scope);
      return;
    case 'not':
      checkCondition(ctx, c.operand, scope);
      return;
    case 'compare':
      for (const side of [c.left, c.right]) {
        const ty = typeOf(ctx, side, scope);
        if (!isNumeric(ctx, ty)) {
          problem(
            ctx,
            'RW-DSL-TYPE',
            side,
            `\`${c.op}\` compares numbers; got ${describeTy(ctx, ty)}`,
            ty.many ? `count them: \`${ctx.registry.hintExamples().count}\`` : undefined,
          );
        }
      }
      return;
    case 'choice': {
      const ty = typeOf(ctx, c.subject, scope);
      if (!accepts(ctx, { types: [...ctx.registry.actorTypes()] }, ty)) {
        problem(ctx, 'RW-DSL-TYPE', c.subject, `only ${actorWords(ctx)} can choose; got ${describeTy(ctx, ty)}`);
      }
      return;
    }
    case 'clause':
      bindClause(ctx, c, scope, 'condition');
      return;
  }
}

function isNumeric(ctx: Ctx, ty: Ty): boolean {
  return !ty.many && ty.types.some((t) => ctx.registry.isA(t, 'number'));
}

// ------------------------------------------------------------------- clauses

interface Attempt {
  entry: ClauseEntry;
  problems: EffectProblem[];
  slots: Record<string, Expr | Condition | boolean | string>;
  folds: { np: NounPhrase; arg: Arg }[];
  whileArg?: Arg;
  complement: boolean;
}

/** Bind a clause to the registry entry it fits best, report that entry's problems. */
function bindClause(ctx: Ctx, clause: Clause, scope: Scope, role: 'statement' | 'condition'): ClauseEntry | undefined {
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
    const a = attempt(ctx, clause, entry, scope);
    if (a) attempts.push(a);
  }
  if (attempts.length === 0) {
    // Every candidate has a fixed complement (`be the defender`) the clause does not match.
    const phrases = candidates.map((e) => `\`${e.phrase}\``).join(', ');
    problem(ctx, 'RW-DSL-TYPE', clause, `\`${clauseText(clause)}\` does not match any use of \`${clause.verb.text}\``, `known uses: ${phrases}`);
    checkLoose(ctx, clause, scope);
    return undefined;
  }
  attempts.sort(
    (a, b) =>
      errorCount(a) - errorCount(b) ||
      Number(b.complement) - Number(a.complement) ||
      candidates.indexOf(a.entry) - candidates.indexOf(b.entry),
  );
  const best = attempts[0]!;
  ctx.problems.push(...best.problems);
  for (const f of best.folds) foldQualifier(f.np, f.arg, clause);
  clause.bound = { id: best.entry.id, kind: best.entry.kind, slots: best.slots };
  if (!contextAllows(scope, best.entry.contexts)) {
    problem(
      ctx,
      'RW-DSL-CONTEXT',
      clause,
      `\`${best.entry.phrase}\` only means something in ${listContexts(ctx, best.entry.contexts!)}, not in ${scope.contextName}`,
    );
  }
  if (best.whileArg?.condition) checkCondition(ctx, best.whileArg.condition, scope);
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
    if (a.condition) checkCondition(ctx, a.condition, scope);
  }
}

const complements = new WeakMap<ClauseEntry, string>();

/** The fixed words after an entry's verb (`the defender` in `be the defender`), lower case. */
function complementOf(entry: ClauseEntry): string {
  let c = complements.get(entry);
  if (c === undefined) {
    c = entry.phrase.split(' ').slice(1).join(' ').toLowerCase();
    complements.set(entry, c);
  }
  return c;
}

const objectTexts = new WeakMap<Clause, string>();

function objectText(clause: Clause): string {
  let t = objectTexts.get(clause);
  if (t === undefined) {
    t = clause.object ? exprText(clause.object).toLowerCase() : '';
    objectTexts.set(clause, t);
  }
  return t;
}

function attempt(ctx: Ctx, clause: Clause, entry: ClauseEntry, scope: Scope): Attempt | undefined {
  const complementWords = complementOf(entry);
  let objectConsumed = false;
  if (complementWords) {
    if (!clause.object || objectText(clause) !== complementWords) return undefined;
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
function entryName(entry: ClauseEntry, clause: Clause): string {
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

/** Move a tail into the noun phrase it qualifies: the innermost noun at `np`'s right edge. */
function foldQualifier(np: NounPhrase, arg: Arg, clause: Clause): void {
  let cur = np;
  for (;;) {
    if (cur.qualifier?.target.kind === 'nounPhrase') cur = cur.qualifier.target;
    else if (!cur.qualifier && cur.of?.kind === 'nounPhrase') cur = cur.of;
    else break;
  }
  const target = arg.value as NounPhrase | NameRef | Pronoun;
  const q: Qualifier = { prep: arg.prep, prepLoc: arg.prepLoc, target, loc: arg.loc };
  if (cur.qualifier) {
    // The right edge is a name or pronoun: qualify through a wrapper phrase.
    const inner: NounPhrase = { kind: 'nounPhrase', words: [], of: cur.qualifier.target, qualifier: q, loc: { ...cur.qualifier.target.loc, endOffset: arg.loc.endOffset, endLine: arg.loc.endLine, endCol: arg.loc.endCol } };
    cur.qualifier = { ...cur.qualifier, target: inner };
  } else {
    cur.qualifier = q;
  }
  for (const n of [np, cur]) {
    n.loc = { ...n.loc, endOffset: arg.loc.endOffset, endLine: arg.loc.endLine, endCol: arg.loc.endCol };
  }
  clause.args = clause.args.filter((a) => a !== arg);
}

function clauseText(c: Clause): string {
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

// --------------------------------------------------------------- expressions

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
function headText(np: NounPhrase): string {
  const parts: string[] = [];
  if (np.quantifier) parts.push(quantifierText(np.quantifier));
  if (np.owner) parts.push(np.owner.text);
  for (const w of np.words) parts.push(w.text);
  return parts.join(' ');
}

function typeOf(ctx: Ctx, e: Expr | Subject, scope: Scope): Ty {
  const cached = ctx.types.get(e);
  if (cached) return cached;
  const ty = computeType(ctx, e, scope);
  ctx.types.set(e, ty);
  if (e.kind === 'nounPhrase' || e.kind === 'name') {
    const r: NounResolution = { type: ty.types[0] ?? 'unknown', many: ty.many };
    if (ty.id) r.id = ty.id;
    e.resolved = r;
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
    e.resolved = { type: found[0]!.type, many: false, category: found[0]!.category };
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
      : didYouMean(text, [...properNames, ...ctx.allNames]) ?? 'names of components are written in double quotes: "Hall of Heroes"',
  );
  return UNKNOWN;
}

const COUNTING = new Set(['all', 'any', 'each', 'every', 'these', 'those', 'no', 'up to', 'the top', 'at least', 'at most', 'more than', 'fewer than', 'less than']);

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

// --------------------------------------------------------------------- types

function accepts(ctx: Ctx, wanted: SlotType, actual: Ty): boolean {
  if (actual.types.includes('unknown')) return true;
  return actual.types.some((a) => wanted.types.some((w) => ctx.registry.isA(a, w)));
}

function describeTy(ctx: Ctx, ty: Ty): string {
  if (ty.desc) return ty.desc;
  const t = ty.types[0] ?? 'unknown';
  if (t === 'unknown') return 'something unknown';
  if (t === 'there') return '`there`';
  return ctx.registry.describeType(t, ty.many);
}

/** Who may choose, in words: "a player or a faction". */
function actorWords(ctx: Ctx): string {
  const words = ctx.registry.actorTypes().map((a) => ctx.registry.describeType(a, false));
  return words.length <= 1 ? (words[0] ?? 'a player') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The blocks that give `I` a referent: "`each player:`", "`each faction:`" (the distributive subjects over actors). */
function eachBlocks(ctx: Ctx): string[] {
  const actors = ctx.registry.actorTypes();
  return ctx.registry.entries
    .filter((e): e is SubjectEntry => e.kind === 'subject' && e.distributive === true && actors.includes(e.type))
    .map((e) => `\`${e.phrase}:\``);
}
