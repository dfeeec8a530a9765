/**
 * `checkEffect`: type-checks a parsed effect against the registry, a world of
 * names and the context the string lives in. It binds every clause to a
 * registry entry, attaches each unclaimed prepositional tail as a qualifier
 * of the nearest noun on its left, resolves noun phrases, and reports
 * problems with stable codes:
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
 * What it finds is kept beside the parse tree (check-scope.ts `Findings`),
 * never written into it; when there is no error, lower.ts builds from the
 * two the executable form the core runs (effect-ir/).
 *
 * It knows nothing of files or YAML: the world is plain lists of names.
 */
import type { Condition, Program, Statement } from './ast.ts';
import type { Program as Executable } from '../effect-ir/index.ts';
import type { EffectProblem } from './parse.ts';
import type { ContextSpec, EffectContextKind, Registry } from './registry.ts';
import { didYouMean } from '../diagnostics/index.ts';
import {
  accepts,
  actorWords,
  child,
  contextAllows,
  describeTy,
  eachBlocks,
  isNumeric,
  listContexts,
  problem,
  topScope,
  type Ctx,
  type EffectWorld,
  type NameInfo,
  type Scope,
} from './check-scope.ts';
import { bindClause, entryName } from './check-clause.ts';
import { typeOf } from './check-phrase.ts';
import { lower } from './lower.ts';

export type { EffectWorld } from './check-scope.ts';

export interface CheckOptions {
  /** The pack's registry: the core words plus its game's. Pass the one the string was parsed with. */
  registry: Registry;
  world?: EffectWorld;
  /** Where the string lives (a context the registry declares); `any` (the default) allows every construct. */
  context?: EffectContextKind;
  /**
   * `worldIndex(world, registry)` of this very world and registry, made once
   * by a caller that checks many strings against them (a pack's load);
   * without it each check indexes the world anew.
   */
  index?: WorldIndex;
}

export interface CheckResult {
  diagnostics: EffectProblem[];
  /** The executable form, when the string has no error (warnings allowed). */
  program?: Executable;
}

/** Check a parsed effect (never changed, never throws); with no error, its executable form too. */
export function checkEffect(program: Program, options: CheckOptions): CheckResult {
  const registry = options.registry;
  const world = options.world ?? {};
  const context = options.context ?? 'any';
  const { names, allNames } = options.index ?? worldIndex(world, registry);
  const found = { clauses: new Map(), resolved: new Map(), windows: new Map() };
  const ctx: Ctx = { registry, world, names, allNames, problems: [], types: new Map(), found, checkCondition };
  const spec = registry.context(context);
  if (spec === undefined) {
    const known = registry.contexts().map((c) => c.id).join(', ');
    return { diagnostics: [{ code: 'RW-DSL-INTERNAL', severity: 'error', message: `no context "${context}" in this game's effect language (contexts: ${known})`, loc: program.loc }] };
  }
  try {
    checkProgram(ctx, program, spec);
    if (ctx.problems.some((p) => p.severity === 'error')) return { diagnostics: ctx.problems };
    return { diagnostics: ctx.problems, program: lower(program, found, registry) };
  } catch (err) {
    ctx.problems.push({
      code: 'RW-DSL-INTERNAL',
      severity: 'error',
      message: `the effect checker failed: ${(err as Error).message}`,
      loc: program.loc,
    });
    return { diagnostics: ctx.problems };
  }
}

/** The world's names by lower-case spelling, and all of them: what checking reads of the world (never changed). */
export interface WorldIndex {
  readonly names: ReadonlyMap<string, readonly NameInfo[]>;
  readonly allNames: readonly string[];
}

/**
 * The world's names indexed (a few hundred): kept by the caller for the strings
 * it checks against one world (a pack's load: ~9% of checking its strings when
 * made at each), never by this module.
 */
export function worldIndex(world: EffectWorld, registry: Registry): WorldIndex {
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
  return { names, allNames };
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
      const inner = child(scope, { actionsOk: true, ruleChanges: false });
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
        windowFound(ctx, s, entry, scope);
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
        windowFound(ctx, s, entry, scope);
      }
      checkStatements(ctx, s.body, child(scope, { modifiersOk: true, ruleChanges: true }));
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

/** A timing window's or a duration's header, found: kept in the findings, and refused where its entry's contexts do not reach. */
function windowFound(ctx: Ctx, s: Extract<Statement, { kind: 'timing' | 'during' }>, entry: { id: string; phrase: string; contexts?: readonly string[] }, scope: Scope): void {
  ctx.found.windows.set(s, entry.id);
  if (!contextAllows(scope, entry.contexts)) {
    problem(ctx, 'RW-DSL-CONTEXT', { loc: s.headerLoc }, `\`${entry.phrase}\` only works in ${listContexts(ctx, entry.contexts!)}, not in ${scope.contextName}`);
  }
}
