/**
 * What the checker's parts share: the types it infers, the scope a string is
 * read in, what it found (kept beside the parse tree, never written into it:
 * lower.ts builds the executable form from them) and its problems.
 */
import type { Arg, Clause, Condition, DuringStatement, Expr, NameRef, NounPhrase, TimingStatement } from './ast.ts';
import type { EffectProblem } from './parse.ts';
import type { ContextSpec, EffectContextKind, Registry, SlotType, SubjectEntry } from './registry.ts';

/** A type as the checker sees it: one or more type names (a name can be a unit type and a card type). */
export interface Ty {
  types: string[];
  many: boolean;
  id?: string;
  /** How to say it in a message when the type name alone would mislead. */
  desc?: string;
}

export const UNKNOWN: Ty = Object.freeze({ types: ['unknown'], many: false }) as Ty;

export interface Scope {
  context: EffectContextKind;
  /** Plain words for the context in messages. */
  contextName: string;
  /** Contexts whose references (`this combat`...) are meaningful here. */
  refContexts: Set<EffectContextKind>;
  iBound: boolean;
  actionsOk: boolean;
  modifiersOk: boolean;
  /**
   * Inside a duration (`this round:`): a clause that reads both as an action
   * and as a rule change (`cards have no effect`) is the rule change, for as
   * long as the duration lasts. A timing window inside it turns this off.
   */
  ruleChanges?: boolean;
  names: Map<string, Ty>;
  it?: Ty;
}

export interface NameInfo {
  name: string;
  type: string;
  category: string;
}

/**
 * The names a content pack defines, as plain lists by category (no
 * dependency on the loader). The categories and the type each one's names
 * have are the registry's (`Registry.worldTypes()`, declared by the game's
 * vocabulary): Columbia's `locations`, `worldEvents`, `factions`...
 */
export type EffectWorld = Readonly<Record<string, readonly string[] | undefined>>;

/** What the checker found a clause to mean: the registry entry, its slots, and the tails that qualify a noun instead. */
export interface ClauseFinding {
  id: string;
  kind: 'action' | 'modifier' | 'predicate';
  /** Slot name -> the argument that fills it, in the order written. */
  slots: Record<string, Expr | Condition | boolean | string>;
  /** Tails that are not the verb's own arguments: each qualifies the noun phrase at `np`'s right edge. */
  folds: { np: NounPhrase; arg: Arg }[];
}

/** What the checker found a noun phrase or name to denote. */
export interface Resolution {
  type: string;
  many: boolean;
  id?: string;
  /** Of one of the language's actor types (`player`, and what a game adds): as a subject, it does the action. */
  actor?: true;
}

/** Everything the checker found, by parse-tree node: what lower.ts reads. */
export interface Findings {
  clauses: Map<Clause, ClauseFinding>;
  resolved: Map<NounPhrase | NameRef, Resolution>;
  /** Registry id of each timing window and duration header. */
  windows: Map<TimingStatement | DuringStatement, string>;
}

export interface Ctx {
  registry: Registry;
  world: EffectWorld;
  names: ReadonlyMap<string, readonly NameInfo[]>;
  allNames: readonly string[];
  problems: EffectProblem[];
  types: Map<object, Ty>;
  found: Findings;
  /** The condition checker (check.ts), for the conditions inside a clause (`while ...`). */
  checkCondition(ctx: Ctx, c: Condition, scope: Scope): void;
}

export function problem(ctx: Ctx, code: string, node: { loc: EffectProblem['loc'] }, message: string, hint?: string, severity: EffectProblem['severity'] = 'error'): void {
  const p: EffectProblem = { code, severity, message, loc: node.loc };
  if (hint) p.hint = hint;
  ctx.problems.push(p);
}

export function topScope(spec: ContextSpec): Scope {
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
export function child(scope: Scope, patch: Partial<Scope> = {}): Scope {
  return { ...scope, ...patch };
}

export function contextAllows(scope: Scope, contexts: readonly EffectContextKind[] | undefined): boolean {
  if (!contexts || scope.context === 'any') return true;
  return contexts.some((c) => scope.refContexts.has(c));
}

export function listContexts(ctx: Ctx, contexts: readonly EffectContextKind[]): string {
  const named = contexts.filter((c) => c !== 'any').map((c) => ctx.registry.context(c)?.name ?? c);
  if (named.length <= 1) return named[0] ?? 'any effect';
  return named.slice(0, -1).join(', ') + ' or ' + named[named.length - 1];
}

export function isNumeric(ctx: Ctx, ty: Ty): boolean {
  return !ty.many && ty.types.some((t) => ctx.registry.isA(t, 'number'));
}

// --------------------------------------------------------------------- types

export function accepts(ctx: Ctx, wanted: SlotType, actual: Ty): boolean {
  if (actual.types.includes('unknown')) return true;
  return actual.types.some((a) => wanted.types.some((w) => ctx.registry.isA(a, w)));
}

export function describeTy(ctx: Ctx, ty: Ty): string {
  if (ty.desc) return ty.desc;
  const t = ty.types[0] ?? 'unknown';
  if (t === 'unknown') return 'something unknown';
  if (t === 'there') return '`there`';
  return ctx.registry.describeType(t, ty.many);
}

/** Who may choose, in words: "a player or a faction". */
export function actorWords(ctx: Ctx): string {
  const words = ctx.registry.actorTypes().map((a) => ctx.registry.describeType(a, false));
  return words.length <= 1 ? (words[0] ?? 'a player') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The blocks that give `I` a referent: "`each player:`", "`each faction:`" (the distributive subjects over actors). */
export function eachBlocks(ctx: Ctx): string[] {
  const actors = ctx.registry.actorTypes();
  return ctx.registry.entries
    .filter((e): e is SubjectEntry => e.kind === 'subject' && e.distributive === true && actors.includes(e.type))
    .map((e) => `\`${e.phrase}:\``);
}

