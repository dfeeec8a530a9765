/**
 * One-step look-ahead for the bots: what an answer would do, found by
 * applying it to a copy of the game (the engine's own rules, so it is right
 * for any card a designer writes), never by reading its effect text.
 */
import type { Engine, GameState } from '../../core/index.ts';
import type { Ruleset } from '../../content/types.ts';
import type { ColumbiaG } from '../../columbia/state.ts';
import { render as effectSentences } from '../../columbia/effects/log.ts';

type CEngine = Engine<ColumbiaG, Ruleset>;

const DISCARD_EFFECT = 'discard-effect:';
const FOUND_NOTHING = 'effect-found-nothing';
/** The log kinds the effect verbs write (the rest is the turn going on). */
const EFFECT_KINDS: ReadonlySet<string> = new Set(Object.keys(effectSentences));

/**
 * Whether discarding a card for its effect (the any-time option `optionId`)
 * would do nothing but spend the card ("Flak Barrage finds no target"): on
 * a copy of the game, what the effect logs right after the discard is only
 * that it found nothing, it asks no question of its own (a target to pick, a
 * "may"), and it puts nothing in force. An effect that logs nothing at all
 * counts as not wasted (nothing tells it apart from one that changed the game
 * quietly): the bot then discards, as it would without the look-ahead.
 */
export function wastedDiscardEffect(engine: CEngine, state: GameState<ColumbiaG>, optionId: string): boolean {
  const d = state.decision;
  if (d === null || !optionId.startsWith(DISCARD_EFFECT)) return false;
  // The whole log: the turn's own entries are what mark where the effect's end.
  const r = engine.apply(state, { player: d.player, ids: [optionId] }, { log: true });
  if (!r.ok || r.state.over !== null) return false;
  if (r.state.decision !== null && r.state.decision.kind.startsWith('effect')) return false;
  const at = r.log.findIndex((e) => e.kind === 'discard-effect');
  if (at < 0) return false;
  // The effect's own entries: the run of effect kinds right after the discard (the turn's later steps log other kinds).
  let found = 0;
  for (let i = at + 1; i < r.log.length && EFFECT_KINDS.has(r.log[i]!.kind); i++) {
    if (r.log[i]!.kind !== FOUND_NOTHING) return false;
    found++;
  }
  if (found === 0) return false;
  const before = new Set(state.fx.active.map((a) => a.id));
  return r.state.fx.active.every((a) => before.has(a.id));
}
