/**
 * One-step look-ahead for the bots: what an answer would do, found by
 * applying it to a copy of the game (the engine's own rules, so it is right
 * for any card a designer writes). The effect's checked program is read only
 * to skip the copy for effects that cannot come to nothing.
 */
import type { Engine, GameState } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { ColumbiaG } from '../state.ts';
import { render as effectSentences } from '../effects/log.ts';
import { normalizeSources, partPlaces, sameVersions, shelf, versionsOf } from '../../core/index.ts';
import { BOARD_PARTS, boardOf } from '../board.ts';
import { effectKey } from '../game.ts';
import { rulesIndex } from '../rules-index.ts';
import { holdsClause } from '../effects/sources.ts';

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
  const card = rulesIndex(engine.rules).card[optionId.slice(DISCARD_EFFECT.length)];
  // Most effects cannot find nothing ("gain 2 eagles"): no copy of the game for them (a copy costs ~0.4 ms).
  if (card === undefined || !mayFindNothing(engine, card.cardTypeId)) return false;
  // What such an effect finds is on the board: a verdict holds while the board is unchanged (a step asks again and again).
  const key = `${card.cardTypeId}|${d.player}`;
  // Every part's version from one reading (`version` of each part read them all again, seven times an ask).
  const now = boardOf({ g: state.g, rules: engine.rules, memo: engine.memo }).versionsFor('');
  const kept = engine.memo.get(VERDICTS, key);
  if (kept !== undefined && sameVersions(now, VERDICT_PARTS, kept.versions)) return kept.wasted;
  const versions = versionsOf(now, VERDICT_PARTS);
  const wasted = lookAhead(engine, state, optionId);
  engine.memo.set(VERDICTS, key, { versions, wasted });
  return wasted;
}

/** The last verdict per card type and player, with the versions of `VERDICT_PARTS` it was found at (the engine keeps them). */
const VERDICTS = shelf<{ versions: number[]; wasted: boolean }>('discard effect verdicts');

/** The board parts a verdict holds while unchanged, by their places in `Board.versionsFor`'s list. */
const VERDICT_PARTS: readonly number[] = partPlaces(['units', 'structures', 'locations', 'tokens', 'control', 'turn', 'figures'], BOARD_PARTS);

function lookAhead(engine: CEngine, state: GameState<ColumbiaG>, optionId: string): boolean {
  const d = state.decision!;
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

/** The verbs that say when they find nothing to act on (verbs-board.ts `destroy`): only their effects can be wasted. */
const REPORTS_NOTHING: ReadonlySet<string> = new Set(['verb.destroy']);

/** Per card type: whether its effect has a clause of a verb in REPORTS_NOTHING (the engine keeps the answers). */
const FINDS_NOTHING = shelf<{ may: boolean }>('effects that may find nothing');

function mayFindNothing(engine: CEngine, cardTypeId: string): boolean {
  const known = engine.memo.get(FINDS_NOTHING, cardTypeId);
  if (known !== undefined) return known.may;
  const source = normalizeSources(engine.game.effectSource?.(engine.rules) ?? {})[effectKey('cardTypes', cardTypeId)];
  const may = source !== undefined && holdsClause(source.program.body, REPORTS_NOTHING);
  engine.memo.set(FINDS_NOTHING, cardTypeId, { may });
  return may;
}
