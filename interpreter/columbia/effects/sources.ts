/**
 * The effect programs an engine runs, by source id: `card:<cardTypeId>`,
 * `event:<eventId>`, `timeline:<stepId>`, `leader:<leaderId>`,
 * `victory:<cardId>` (the ids game.ts and the rules files use).
 *
 * The loader has usually parsed and checked every string already
 * (`LoadResult.effects`, turned into sources by game.ts); when it has not, the
 * Ruleset's strings are parsed and checked here, once per Ruleset. Either way
 * the engine keeps them, and the modifier readers (`modifiers.ts`) find
 * the clause behind a registered modifier there (`ctx.effect`).
 *
 * Two additions to what the strings say:
 * - after every `... is controlled by ...` modifier clause, a clause of the
 *   private action `columbia.hand-over` (same slots) is inserted: the core
 *   registers the modifier, and this action makes the change real on the
 *   board (the piece's `owner`), to be undone when the duration ends (see
 *   `verbs-board.ts`). Rewritten programs are copies: the loader's ASTs are
 *   shared and never mutated.
 * - `columbia:hand-back`, a one-clause program of the private action
 *   `columbia.hand-back`, which the end-of-duration trigger runs.
 */
import { checkEffect, parseEffect, type EffectContextKind, type EffectWorld } from '../../dsl/index.ts';
import type { Clause, Program, Statement } from '../../effect-ir/index.ts';
import { columbiaRegistry as registry } from '../language/vocabulary.ts';
import type { Ruleset } from '../content/types.ts';

/** An effect as the engine keeps it (the core's `{ program, text }` form). */
export interface SourceEntry {
  program: Program;
  text: string | null;
}

export type Sources = Record<string, SourceEntry>;

/** Registry-less ids of the two private actions (handled in verbs-board.ts). */
export const HAND_OVER = 'columbia.hand-over';
export const HAND_BACK = 'columbia.hand-back';
/** The source id of the program that hands pieces back. */
export const HAND_BACK_SRC = 'columbia:hand-back';

const NO_LOC = { offset: 0, endOffset: 0, line: 1, col: 1, endLine: 1, endCol: 1 };

/** The names effect strings may use, from the Ruleset (as the loader builds them from the pack files). */
export function rulesWorld(rules: Ruleset): EffectWorld {
  return {
    locations: rules.board.locations.map((l) => l.name),
    territories: rules.board.territories.map((t) => t.name),
    unitTypes: rules.pieces.figures.map((f) => f.name),
    structureTypes: rules.pieces.structures.map((s) => s.name),
    cardTypes: rules.cardTypes.map((c) => c.name),
    worldEvents: rules.worldEvents.map((e) => e.name),
    victoryCards: rules.victoryCards.map((v) => v.name),
    leaders: rules.leaders.map((l) => l.name),
    factions: rules.pack.factions.map((f) => f.name),
    abilities: [...rules.cardTypes.map((c) => c.ability.name), ...rules.leaders.map((l) => l.abilityName)],
  };
}

interface Site {
  id: string;
  text: string;
  context: EffectContextKind;
}

/** Every effect string of the Ruleset under its source id, with the context it is checked in. */
export function effectSites(rules: Ruleset): Site[] {
  const sites: Site[] = [];
  for (const c of rules.cardTypes) {
    sites.push({ id: `card:${c.id}`, text: c.ability.effect, context: c.ability.kind === 'discard' ? 'discard-ability' : 'combat-ability' });
  }
  for (const e of rules.worldEvents) sites.push({ id: `event:${e.id}`, text: e.effect, context: 'world-event' });
  for (const t of rules.timelines) for (const s of t.steps) sites.push({ id: `timeline:${s.id}`, text: s.effect, context: 'timeline-step' });
  for (const l of rules.leaders) sites.push({ id: `leader:${l.id}`, text: l.ability, context: 'leader-ability' });
  for (const v of rules.victoryCards) sites.push({ id: `victory:${v.id}`, text: v.condition, context: 'victory-condition' });
  return sites;
}

/** Parse and check the Ruleset's strings; those with errors are left out (nothing runs for them). */
export function parseRuleset(rules: Ruleset): Sources {
  const world = rulesWorld(rules);
  const out: Sources = {};
  for (const site of effectSites(rules)) {
    if (typeof site.text !== 'string') continue;
    const parsed = parseEffect(site.text, { context: site.context, registry });
    if (!parsed.ast || parsed.diagnostics.some((d) => d.severity === 'error')) continue;
    const checked = checkEffect(parsed.ast, { world, context: site.context, registry });
    if (checked.program === undefined) continue;
    out[site.id] = { program: checked.program, text: site.text };
  }
  return out;
}

function asEntry(id: string, v: unknown): SourceEntry {
  if (v !== null && typeof v === 'object' && 'program' in v) {
    const s = v as { program: Program; text?: string | null };
    return { program: s.program, text: s.text ?? null };
  }
  if (v !== null && typeof v === 'object' && (v as { kind?: unknown }).kind === 'program') return { program: v as Program, text: null };
  throw new Error(`effect source "${id}" is neither a program nor { program, text }`);
}

/** Whether a statement list holds, at any depth, a clause bound to one of `ids` (a `controlled by` modifier; a verb). */
export function holdsClause(stmts: readonly Statement[], ids: ReadonlySet<string>): boolean {
  for (const s of stmts) {
    if (s.kind === 'clause' && ids.has(s.id)) return true;
    if (s.kind === 'if' && (holdsClause(s.then, ids) || (s.otherwise !== undefined && holdsClause(s.otherwise, ids)))) return true;
    if ((s.kind === 'may' || s.kind === 'timing' || s.kind === 'during' || s.kind === 'forEach' || s.kind === 'choose') && holdsClause(s.body, ids)) return true;
  }
  return false;
}

const CONTROLLED_BY: ReadonlySet<string> = new Set(['modifier.controlled-by']);

/** Inserts the hand-over action after each `controlled by` clause; `scope` is the enclosing duration's registry id. */
function insertHandOver(stmts: readonly Statement[], scope: string): Statement[] {
  const out: Statement[] = [];
  for (const s of stmts) {
    switch (s.kind) {
      case 'clause':
        out.push(s);
        if (s.id === 'modifier.controlled-by') {
          const slots = { ...s.slots, scope };
          const act: Clause = { kind: 'clause', role: 'action', id: HAND_OVER, verb: 'hand over', negated: false, slots, loc: s.loc, ...(s.subject ? { subject: s.subject } : {}) };
          out.push(act);
        }
        break;
      case 'if':
        out.push({ ...s, then: insertHandOver(s.then, scope), ...(s.otherwise ? { otherwise: insertHandOver(s.otherwise, scope) } : {}) });
        break;
      case 'during':
        out.push({ ...s, body: insertHandOver(s.body, s.id) });
        break;
      case 'may':
      case 'timing':
      case 'forEach':
      case 'choose':
        out.push({ ...s, body: insertHandOver(s.body, scope) } as Statement);
        break;
    }
  }
  return out;
}

/** The program that hands lent pieces back (run by the trigger the hand-over registers). */
function handBackProgram(): Program {
  const c: Clause = { kind: 'clause', role: 'action', id: HAND_BACK, verb: 'hand back', negated: false, slots: {}, loc: NO_LOC };
  return { kind: 'program', mode: 'effect', body: [c], loc: NO_LOC };
}

/**
 * The engine's effect sources for this Ruleset: `given` (the loader's, as
 * game.ts passes them) when there are any, else the Ruleset's own strings
 * parsed here; plus the private programs.
 */
export function effectSource(rules: Ruleset, given?: Record<string, unknown> | null): Sources {
  const base: Sources = {};
  const raw = given && Object.keys(given).length > 0 ? given : null;
  if (raw) for (const [id, v] of Object.entries(raw)) base[id] = asEntry(id, v);
  else Object.assign(base, parseRuleset(rules));
  const out: Sources = {};
  for (const [id, s] of Object.entries(base)) {
    if (s.program.mode === 'effect' && holdsClause(s.program.body, CONTROLLED_BY)) {
      // The enclosing duration decides when the piece goes back; a bare one lasts as long as the run's scope ("game").
      const program: Program = { ...s.program, body: insertHandOver(s.program.body, 'duration.rest-of-game') };
      out[id] = { program, text: s.text };
    } else out[id] = s;
  }
  out[HAND_BACK_SRC] = { program: handBackProgram(), text: null };
  return out;
}
