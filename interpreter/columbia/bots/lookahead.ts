/**
 * One-step look-ahead for the bots: what an answer would do, found by
 * applying it to a copy of the game (the engine's own rules, so it is right
 * for any card a designer writes). The effect's checked program is read to
 * skip the copy for effects that cannot come to nothing, and for an effect
 * that is one `destroy` and nothing else, to read what it would destroy on
 * the board as it stands instead (`liveVerdict`).
 */
import type { ConditionReader, Engine, GameState } from '../../core/index.ts';
import type { Clause, Condition, Phrase, Program, Statement } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { ColumbiaG } from '../state.ts';
import { render as effectSentences } from '../effects/log.ts';
import { conditionReader, normalizeSources, partPlaces, sameVersions, shelf, versionsOf } from '../../core/index.ts';
import { boardOf } from '../board.ts';
import { BOARD_PARTS } from '../board-parts.ts';
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
  if (card === undefined) return false;
  const finds = findsNothing(engine, card.cardTypeId);
  if (!finds.may) return false;
  // What such an effect finds is on the board: a verdict holds while the board is unchanged (a step asks again and again).
  const key = `${card.cardTypeId}|${d.player}`;
  // Every part's version from one reading (`version` of each part read them all again, seven times an ask).
  const now = boardOf({ g: state.g, rules: engine.rules, memo: engine.memo }).versionsFor('');
  const kept = engine.memo.get(VERDICTS, key);
  if (kept !== undefined && sameVersions(now, VERDICT_PARTS, kept.versions)) return kept.wasted;
  const versions = versionsOf(now, VERDICT_PARTS);
  const wasted = finds.reader !== null ? liveVerdict(finds.reader, state, d.player, card.id) : lookAhead(engine, state, optionId);
  engine.memo.set(VERDICTS, key, { versions, wasted });
  return wasted;
}

/** The last verdict per card type and player, with the versions of `VERDICT_PARTS` it was found at (the engine keeps them). */
const VERDICTS = shelf<{ versions: number[]; wasted: boolean }>('discard effect verdicts');

/** The board parts a verdict holds while unchanged, by their places in `Board.versionsFor`'s list. */
const VERDICT_PARTS: readonly number[] = partPlaces(['units', 'structures', 'locations', 'tokens', 'control', 'turn', 'figures'], BOARD_PARTS);

/** `wastedDiscardEffect` found on a copy of the game: the discard made and the turn run on to its next decision. */
export function lookAhead(engine: CEngine, state: GameState<ColumbiaG>, optionId: string): boolean {
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

/**
 * Per card type: whether its effect has a clause of a verb in REPORTS_NOTHING,
 * and for an effect that is one such clause, a reader of whether it finds
 * something now (`liveVerdict`; null: the copy decides). The engine keeps them.
 */
const FINDS_NOTHING = shelf<FindsNothing>('effects that may find nothing');

interface FindsNothing {
  may: boolean;
  reader: ConditionReader | null;
}

/** The id of `liveVerdict`'s condition in its reader. */
const FINDS_SOMETHING = 'finds something';

function findsNothing(engine: CEngine, cardTypeId: string): FindsNothing {
  const known = engine.memo.get(FINDS_NOTHING, cardTypeId);
  if (known !== undefined) return known;
  const source = normalizeSources(engine.game.effectSource?.(engine.rules) ?? {})[effectKey('cardTypes', cardTypeId)];
  const may = source !== undefined && holdsClause(source.program.body, REPORTS_NOTHING);
  const target = may ? onlyDestroys(source!.program.body) : null;
  const reader = target === null ? null : conditionReader(engine, engine.game, { [FINDS_SOMETHING]: { program: findsSomething(target), text: source!.text } });
  return engine.memo.set(FINDS_NOTHING, cardTypeId, { may, reader });
}

/**
 * What an effect destroys when that is all it does: one `destroy` clause (no
 * subject: I do it; not `... instead`) of a phrase (`1 enemy common in ...`).
 * Run, such a clause reads the phrase's whole set on the board and picks from
 * it (effects/pick.ts `pickFrom`): nothing in the set, it logs that it found
 * nothing and stops; anything, it destroys or asks which. Null for any other
 * effect.
 */
function onlyDestroys(body: readonly Statement[]): Phrase | null {
  if (body.length !== 1) return null;
  const s = body[0]!;
  if (s.kind !== 'clause' || s.role !== 'action' || s.id !== 'verb.destroy' || s.subject !== undefined || s.slots.instead === true) return null;
  const what = (s as Clause).slots.what;
  // `destroy Elizabeth's location` reads a value, not a set.
  if (typeof what !== 'object' || what.kind !== 'phrase' || what.id === 'value.location') return null;
  return what;
}

/** A condition program "count of `what` >= 1", at the phrase's place in its effect's text. */
function findsSomething(what: Phrase): Program {
  const loc = what.loc;
  const cond: Condition = { kind: 'compare', op: '>=', left: { kind: 'count', of: what, loc }, right: { kind: 'number', value: 1, loc }, loc };
  return { kind: 'program', mode: 'condition', body: [], condition: cond, loc };
}

/**
 * `lookAhead`'s verdict for an effect that only destroys (`onlyDestroys`),
 * read on the live game: wasted when its phrase's set is empty now. The
 * discard moves the card from hand to discard pile before the effect runs,
 * which a board phrase does not read (nor do the verdicts kept by board
 * versions above); with nothing found the effect changes nothing, asks
 * nothing and puts nothing in force, and the turn asks its step again, as the
 * copy finds (test/sim/lookahead.test.ts compares the two over seeded games).
 * The phrase is read with the run's bindings: this card and me.
 */
export function liveVerdict(reader: ConditionReader, state: GameState<ColumbiaG>, player: string, card: string): boolean {
  return !reader.holds(state, FINDS_SOMETHING, { card, me: player });
}

/** The live reader of a card type's effect (null: the copy decides), for the test that holds it to the copy. */
export function liveReaderFor(engine: CEngine, cardTypeId: string): ConditionReader | null {
  return findsNothing(engine, cardTypeId).reader;
}
