/**
 * The effect language's meaning in the Siege of Columbia: the handler table
 * the GameDef registers (`effects`), the effect programs by source id
 * (`effectSource`), and what the rules files need from it (victory card
 * conditions, trigger filtering, extra combat dice, the `effects/combat` task,
 * log sentences). game.ts imports this module.
 *
 * Files: `sources.ts` (programs per Ruleset), `things.ts` (what effects talk
 * about), `nouns.ts` (noun phrases, subjects, values, names), `pick.ts`
 * (quantifiers over a narrowed set), `verbs-cards.ts`, `verbs-board.ts`,
 * `verbs-combat.ts`, `predicates.ts`, `modifiers.ts` (reading registered
 * rule changes), `log.ts`.
 */
import { faceDown } from './face-down.ts';
import type { ChoiceCondition } from '../../effect-ir/index.ts';
import { columbiaRegistry } from '../language/vocabulary.ts';
import type { Ruleset } from '../content/types.ts';
import { sameItems, shelf, type ActiveEffect, type Ctx, type EffectHandlers, type GameEvent, type NounHandler, type ValueHandler } from '../../core/index.ts';
import { COMBAT_EVENTS } from '../combat.ts';
import { triggerName } from '../log.ts';
import { END_OF_ROUND_EVENT, START_OF_TURN_EVENT } from '../flow.ts';
import { boardOf } from '../board.ts';
import { BOARD_PARTS, VALUED_PARTS } from '../board-parts.ts';
import { effectKey } from '../rules-index.ts';
import type { ColumbiaG, PlayerId } from '../state.ts';
import { CLAIMED_CARD_EVENT } from '../victory.ts';
import { BECAME_FIRST_PLAYER } from '../world-event.ts';
import { MODIFIER_READERS } from './modifiers.ts';
import { steadyForAnyone, steadyReads } from './steady.ts';
import { ADJECTIVE_WORDS, nounSet, QUALIFIER_PREPS, subjectSet } from './nouns.ts';
import { named, pronoun, referenceOf, valueOf } from './values.ts';
import { FACTION_SUBJECTS, subjectPlayers } from './who.ts';
import { predicates } from './predicates.ts';
import { boardTasks, boardVerbs } from './verbs-board.ts';
import { cardVerbs } from './verbs-cards.ts';
import { combatVerbs } from './verbs-combat.ts';

export { makeRender, render } from './log.ts';
export { effectSource } from './sources.ts';
export { describeModifier, extraDice, skyLineDiceWaived, MODIFIER_READERS } from './modifiers.ts';

type G = ColumbiaG;
type R = Ruleset;

/** Timing windows -> the events the rules files emit (combat.ts names its events by the timing ids). */
export const TIMINGS: Record<string, string> = {
  'timing.before-dice': COMBAT_EVENTS.beforeDice,
  'timing.after-dice': COMBAT_EVENTS.afterDice,
  'timing.win-combat': COMBAT_EVENTS.won,
  'timing.lose-combat': COMBAT_EVENTS.lost,
  'timing.become-first-player': BECAME_FIRST_PLAYER,
  'timing.claim-card': CLAIMED_CARD_EVENT,
  'timing.start-of-turn': START_OF_TURN_EVENT,
  'timing.end-of-round': END_OF_ROUND_EVENT,
};

/** Durations -> the scopes the rules files end (`ctx.endScope`): combat.ts, flow.ts (turn, round). */
export const DURATIONS: Record<string, string> = {
  'duration.this-combat': 'combat',
  'duration.this-turn': 'turn',
  'duration.this-round': 'round',
  'duration.until-end-of-round': 'round',
  'duration.rest-of-game': 'game',
};

/** Subjects that stand for players (the core's `subject` handler; `I` is the core's own). */
const PLAYER_SUBJECTS = [
  'subject.my-opponent',
  'subject.each-player',
  'subject.each-faction',
  'subject.first-player',
  'subject.defender',
  'subject.attacker',
  ...FACTION_SUBJECTS,
];

/** Subjects that stand for one thing: `this card`, `this combat`, `this location`, `the game`, Booker, Elizabeth, `there`. */
const THING_SUBJECTS = ['subject.this-card', 'subject.this-combat', 'subject.this-location', 'subject.the-game', 'subject.booker', 'subject.elizabeth'];

const registry = columbiaRegistry;

const nouns: Record<string, NounHandler<G, R>> = {};
for (const e of registry.entries) if (e.kind === 'noun') nouns[e.id] = nounSet;
for (const id of PLAYER_SUBJECTS) nouns[id] = subjectSet;

const values: Record<string, ValueHandler<G, R>> = {};
for (const e of registry.entries) if (e.kind === 'value') values[e.id] = valueOf;
for (const id of THING_SUBJECTS) values[id] = referenceOf;
values['subject.there'] = () => null;


export const effects: EffectHandlers<G, R> = {
  verbs: { ...cardVerbs, ...boardVerbs, ...combatVerbs },
  predicates,
  nouns,
  values,
  subject: subjectPlayers,
  pronoun,
  name: named,
  timings: TIMINGS,
  durations: DURATIONS,
  describe: (a: ActiveEffect, rules: R) => triggerName(rules, a.src, a.owner),
  choicePrompt: (c: ChoiceCondition) => (c.prompt ? `${c.prompt.charAt(0).toUpperCase()}${c.prompt.slice(1)}?` : 'Do you choose to?'),
  faceDown,
  steady: { reads: steadyReads, parts: BOARD_PARTS, valued: VALUED_PARTS, versions: (game, me) => boardOf(game).versionsFor(me), forAnyone: steadyForAnyone },
};

/** Every registry id (and private id) this module gives a meaning, by kind of entry. */
export function handledIds(): Record<string, string[]> {
  return {
    action: Object.keys(effects.verbs ?? {}),
    modifier: Object.keys(MODIFIER_READERS),
    predicate: Object.keys(predicates),
    timing: Object.keys(TIMINGS),
    duration: Object.keys(DURATIONS),
    value: Object.keys(values).filter((id) => id.startsWith('value.')),
    noun: Object.keys(nouns).filter((id) => id.startsWith('noun.')),
    subject: ['subject.i', ...PLAYER_SUBJECTS, ...THING_SUBJECTS, 'subject.there'],
    adjective: ADJECTIVE_WORDS.map((w) => `adjective.${w}`),
    qualifier: QUALIFIER_PREPS.map((p) => `qualifier.${p.replace(/ /g, '-')}`),
  };
}


/**
 * The cards among `cards` whose condition `player` meets now, in their
 * order; "my faction" conditions read his faction. The engine keeps the
 * answer of a condition read only from versioned parts (`steady`) while they
 * stay as they are, and asks them all at once (`ctx.holdsEach`) as one list
 * while the cards asked stay the same (it answers a list unchanged in one
 * look). The list answered is shared: read it, never change it.
 */
export function victoryConditions(ctx: Ctx<G, R>, cards: readonly string[], player: PlayerId): readonly string[] {
  const asked = askedCards(ctx, cards);
  const met = ctx.holdsEach(asked.srcs, player);
  let out: string[] | null = null;
  for (let i = 0; i < met.length; i++) if (met[i]) (out ??= []).push(asked.cards[i]!);
  return out ?? NONE_MET;
}

/** What `victoryConditions` answers when no card is met (nearly every ask): one list, frozen. */
const NONE_MET: readonly string[] = Object.freeze([]);

/** The cards last asked (a copy of the cards in play), those with a condition, and their programs: one list while the cards stay the same. */
interface AskedCards {
  inPlay: string[];
  cards: string[];
  srcs: string[];
}
const ASKED_CARDS = shelf<AskedCards>('victory cards asked');

function askedCards(ctx: Ctx<G, R>, inPlay: readonly string[]): AskedCards {
  const kept = ctx.memo.get(ASKED_CARDS, 0);
  if (kept !== undefined && sameItems(kept.inPlay, inPlay)) return kept;
  const cards: string[] = [];
  const srcs: string[] = [];
  for (let i = 0; i < inPlay.length; i++) {
    const cardId = inPlay[i]!;
    const card = ctx.memo.get(VICTORY_SOURCES, cardId) ?? ctx.memo.set(VICTORY_SOURCES, cardId, victorySource(ctx, cardId));
    if (card.src === null) continue;
    srcs.push(card.src);
    cards.push(cardId);
  }
  return ctx.memo.set(ASKED_CARDS, 0, { inPlay: inPlay.slice(), cards, srcs });
}

/** Each victory card's condition program id (null: its condition did not load: an empty program, game.ts), kept by the engine. */
const VICTORY_SOURCES = shelf<{ src: string | null }>('victory card sources');

function victorySource(ctx: Ctx<G, R>, cardId: string): { src: string | null } {
  const src = effectKey('victoryCards', cardId);
  return { src: ctx.effect(src)?.program.condition !== undefined ? src : null };
}

/** Events that concern one player: only his own triggers answer them (after combat.ts's own filtering). */
const OWNED_EVENTS: ReadonlySet<string> = new Set([BECAME_FIRST_PLAYER, CLAIMED_CARD_EVENT, START_OF_TURN_EVENT]);

export function triggerApplies(trigger: ActiveEffect, event: GameEvent, _g: G): boolean {
  if (OWNED_EVENTS.has(event.e)) return trigger.owner === null || trigger.owner === event.player;
  return true;
}

/** Tasks the effects add to the game: `effects/combat` (a combat an effect resolves). */
export const tasks = boardTasks;
