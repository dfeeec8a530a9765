/**
 * The Siege of Columbia as one GameDef: the task maps of every Columbia file
 * merged, plus setup, redact, renderers, validators, trigger rules and the
 * effect handlers.
 *
 * Each rules file exports `tasks` (a map kind -> handler; `make...Tasks(hooks)`
 * where it needs the hooks below); some also export `validators`. The effect
 * vocabulary is `effects/index.ts`; an effect without a program (a Ruleset
 * string that does not read) runs as an empty program and `game/start` logs
 * which.
 *
 * No rules file may import this file at run time (`import type` only): the
 * effects import the rules files, and this module imports both.
 */
import type { ActiveEffect, Ctx, GameDef, GameEvent, LogRenderer, TaskHandler, Validator } from '../core/index.ts';
import type { PackEffects } from '../content/index.ts';
import { packIdentity } from '../content/index.ts';
import type { Ruleset } from './content/types.ts';
import { tasks as bookerTasks } from './booker.ts';
import { boardCopied } from './board.ts';
import { copyColumbia } from './copy.ts';
import { combatTriggerApplies, makeCombatTasks, type CombatHooks } from './combat.ts';
import { EFFECT_PREFIX, effectIds, effectKey } from './rules-index.ts';
import * as effectsModule from './effects/index.ts';
import { makeFlowTasks } from './flow.ts';
import { makePlayerName, makeRenderers } from './log.ts';
import { tasks as movementTasks, validators as movementValidators } from './movement.ts';
import { tasks as refreshTasks } from './refresh.ts';
import { setup } from './setup.ts';
import type { ColumbiaHooks } from './hooks.ts';
import type { ColumbiaG, PlayerId } from './state.ts';
import { makeTurnTasks, validators as turnValidators } from './turn.ts';
import { tasks as upgradeTasks } from './upgrades.ts';
import { makeVictoryTasks } from './victory.ts';
import { redact } from './view.ts';
import { tasks as worldEventTasks } from './world-event.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

/** What a Columbia file may contribute to the assembly. */
export interface ColumbiaPart {
  tasks?: Record<string, H>;
  render?: Record<string, LogRenderer>;
  validators?: Record<string, Validator<ColumbiaG>>;
}

/** What `effects/index.ts` may export. */
export interface ColumbiaEffectsPart extends ColumbiaPart {
  effects?: GameDef<ColumbiaG, Ruleset>['effects'];
  /** Overrides the default condition check (`ctx.holds('victory:<card>', { me })` for each card). */
  victoryConditions?: (ctx: C, cards: readonly string[], player: PlayerId) => readonly string[];
  /**
   * The engine's effect sources from the loader's (`given`, possibly empty):
   * the effects files may parse what the loader did not, or rewrite programs.
   */
  effectSource?: (rules: Ruleset, given: Record<string, unknown> | null) => Record<string, unknown>;
  /** The effects' log sentences with names from the Ruleset (wins over `render`). */
  makeRender?: (rules: Ruleset | null) => Record<string, LogRenderer>;
  /** Extra trigger filtering, after combat's. */
  triggerApplies?: (trigger: ActiveEffect, event: GameEvent, g: ColumbiaG) => boolean;
  /** Dice a combatant rolls beyond its pieces' from modifiers (combat.ts's `extraDice` hook). */
  extraDice?: CombatHooks['extraDice'];
}

const effectsPart: ColumbiaEffectsPart = effectsModule;

/** Whether the effect vocabulary is present (without it every effect is inert and no victory condition holds). */
export const effectsAvailable: boolean = effectsPart.effects !== undefined;

const NO_LOC = { offset: 0, endOffset: 0, line: 1, col: 1, endLine: 1, endCol: 1 };
/** An effect that does nothing: what every effect runs while effects are inert. */
const EMPTY_PROGRAM = { kind: 'program', mode: 'effect', body: [], loc: NO_LOC };

export { EFFECT_PREFIX, effectIds, effectKey };
export type { ColumbiaHooks };

/** The loader's effects as the engine's sources: `<prefix>:<id>` -> { program, text } (parsed ones only). */
export function effectSources(effects: PackEffects | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!effects) return out;
  for (const kind of Object.keys(EFFECT_PREFIX) as (keyof typeof EFFECT_PREFIX)[]) {
    for (const [id, e] of Object.entries(effects[kind] ?? {})) {
      if (e.program !== undefined) out[effectKey(kind, id)] = { program: e.program, text: e.text };
    }
  }
  return out;
}

export interface ColumbiaOptions {
  /** The Ruleset, for names in the log (the engine gets it anyway). */
  rules?: Ruleset | null;
  /** The loader's effect strings with their ASTs (`LoadResult.effects`). */
  effects?: PackEffects | null;
}

export function createColumbiaGame(options: ColumbiaOptions = {}): GameDef<ColumbiaG, Ruleset> {
  const parsed = effectSources(options.effects);
  const live = effectsAvailable;
  // The programs that really run, once the engine has asked for them (the last Ruleset asked: one GameDef, one Ruleset).
  let built: Record<string, unknown> | null = null;
  const programs = (rules: Ruleset): Record<string, unknown> => {
    if (!live) return {};
    built = effectsPart.effectSource ? effectsPart.effectSource(rules, parsed) : parsed;
    return built;
  };
  if (options.rules) programs(options.rules);
  const canRun = (id: string): boolean => live && id in (built ?? parsed);
  const hooks: ColumbiaHooks = {
    victoryConditions: effectsPart.victoryConditions ?? (live ? (ctx, cards, player) => cards.filter((card) => canRun(`victory:${card}`) && ctx.holds(`victory:${card}`, { me: player })) : null),
    canRunEffect: canRun,
    effectsLive: live,
  };
  const parts: ColumbiaPart[] = [
    { tasks: makeFlowTasks(hooks) },
    { tasks: refreshTasks },
    { tasks: upgradeTasks },
    { tasks: makeVictoryTasks(hooks) },
    { tasks: worldEventTasks },
    { tasks: bookerTasks },
    { tasks: makeTurnTasks(hooks), validators: turnValidators },
    { tasks: movementTasks, validators: movementValidators },
    { tasks: makeCombatTasks({ canRunEffect: () => true, ...(live && effectsPart.extraDice ? { extraDice: effectsPart.extraDice } : {}) }) },
    ...(live ? [{ ...effectsPart, render: effectsPart.makeRender?.(options.rules ?? null) ?? effectsPart.render }] : []),
  ];
  const tasks: Record<string, H> = {};
  // log.ts renders every kind; a file's own renderer for one of its kinds wins.
  const render: Record<string, LogRenderer> = makeRenderers(options.rules ?? null);
  const validators: Record<string, Validator<ColumbiaG>> = {};
  for (const p of parts) {
    for (const [k, h] of Object.entries(p.tasks ?? {})) {
      if (k in tasks) throw new Error(`task kind "${k}" is defined by two Columbia files`);
      tasks[k] = h;
    }
    Object.assign(render, p.render ?? {});
    Object.assign(validators, p.validators ?? {});
  }

  const extraApplies = effectsPart.triggerApplies;
  const game: GameDef<ColumbiaG, Ruleset> = {
    id: 'columbia',
    setup,
    tasks,
    redact: (g, viewer) => redact(g, viewer),
    render,
    playerName: makePlayerName(options.rules ?? null),
    validators,
    // An effect without a program (its string does not read) runs the empty program: the rules flow on
    // without it, and game/start says how many are inert.
    effectSource: (rules) => ({ ...Object.fromEntries(effectIds(rules).map((id) => [id, EMPTY_PROGRAM])), ...programs(rules) }),
    // "If 2 game effects would ever seem to take place at the same time, the first player chooses."
    orderer: (g) => g.firstPlayer,
    triggerApplies: (t, e, g) => combatTriggerApplies(t, e, g) && (extraApplies ? extraApplies(t, e, g) : true),
    // Files named relative to the pack: a game saved in one folder replays from any other, and on any copy of the pack.
    contentIdentity: packIdentity,
    // A copy (a bot looking ahead) starts from its original's board, not from nothing.
    copied: boardCopied,
    // The look-ahead's copy and a playout's: the tables of pieces copied each at a spread of its own.
    copy: copyColumbia,
  };
  if (live && effectsPart.effects) game.effects = effectsPart.effects;
  return game;
}
