/**
 * Evaluates a bot rule's `when:` condition (an effect-language condition,
 * checked in the `bot-condition` context) over the game state, with `I` =
 * the bot's player.
 *
 * It runs the core's own evaluator (compare, and/or/not, count, quantifiers)
 * through a read-only task context over the bot's own condition programs.
 * Leaves (values, sets, predicates) use the Columbia effect handlers where the
 * game registers them, and `vocabulary.ts` for the ids it does not.
 * Evaluation is pure: a condition that would need a decision or a die roll
 * (`I choose to ...`, `a random ...`) is an error, reported once and read as false.
 */
import { conditionReader, type ConditionReader, type EffectHandlers, type GameState, type PlayerId } from '../../core/index.ts';
import type { Program } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { ColumbiaG } from '../state.ts';
import type { Engine } from '../../core/index.ts';
import { conditionVocabulary } from './vocabulary.ts';

type ColumbiaEngine = Engine<ColumbiaG, Ruleset>;

/** The game's handlers first; ours for every id the game lacks. */
export function mergeHandlers(game: EffectHandlers<ColumbiaG, Ruleset> | undefined, ours: EffectHandlers<ColumbiaG, Ruleset>): EffectHandlers<ColumbiaG, Ruleset> {
  const g = game ?? {};
  return {
    ...g,
    nouns: { ...ours.nouns, ...g.nouns },
    values: { ...ours.values, ...g.values },
    predicates: { ...ours.predicates, ...g.predicates },
    subject: g.subject ?? ours.subject,
    name: g.name ?? ours.name,
  };
}

/** Which leaf ids of a program the game's own handlers answer, and which fall back to ours (for the report). */
export function handlerCoverage(game: EffectHandlers<ColumbiaG, Ruleset> | undefined): { game: string[]; fallback: string[] } {
  const ours = conditionVocabulary();
  const fromGame: string[] = [];
  const fallback: string[] = [];
  for (const kind of ['nouns', 'values', 'predicates'] as const) {
    for (const id of Object.keys(ours[kind] ?? {})) ((game?.[kind] ?? {})[id] ? fromGame : fallback).push(id);
  }
  return { game: fromGame.sort(), fallback: fallback.sort() };
}

export class ConditionEvaluator {
  private readonly reader: ConditionReader;

  constructor(
    engine: ColumbiaEngine,
    /** Condition programs by id, with their text for messages. */
    sources: Record<string, { program: Program; text: string }>,
  ) {
    const game = { ...engine.game, effects: mergeHandlers(engine.game.effects, conditionVocabulary()) };
    this.reader = conditionReader(engine, game, sources);
  }

  /**
   * Whether condition `id` holds for `player` now; false when it cannot be
   * evaluated, noted (the first why) in `failures`, the run's record: not
   * here, since this evaluator is kept in the engine's memo, which keeps
   * nothing when caches are off.
   */
  holds(state: GameState<ColumbiaG>, id: string, player: PlayerId, failures?: Record<string, string>): boolean {
    try {
      return this.reader.holds(state, id, { me: player });
    } catch (e) {
      if (failures !== undefined) failures[id] ??= (e as Error).message;
      return false;
    }
  }
}
