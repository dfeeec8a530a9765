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
import type { ChoiceCondition } from '../../dsl/index.ts';
import { columbiaRegistry } from '../language/vocabulary.ts';
import type { Ruleset } from '../content/types.ts';
import type { ActiveEffect, Ctx, EffectHandlers, GameEvent, NounHandler, ValueHandler } from '../../core/index.ts';
import { COMBAT_EVENTS } from '../combat.ts';
import { triggerName } from '../log.ts';
import { END_OF_ROUND_EVENT, START_OF_TURN_EVENT } from '../flow.ts';
import { boardVersion, readingBoard, readSerial } from '../board.ts';
import type { ColumbiaG, PlayerId } from '../state.ts';
import { CLAIMED_CARD_EVENT } from '../victory.ts';
import { BECAME_FIRST_PLAYER } from '../world-event.ts';
import { compileCondition, compileVictoryTest, tooFewPieces, type VictoryTest } from './compile.ts';
import { MODIFIER_READERS } from './modifiers.ts';
import { ADJECTIVE_WORDS, named, nounSet, type Ev, pronoun, QUALIFIER_PREPS, referenceOf, subjectPlayers, subjectSet, valueOf } from './nouns.ts';
import { predicates } from './predicates.ts';
import { sourcesFor } from './sources.ts';
import { boardTasks, boardVerbs } from './verbs-board.ts';
import { cardVerbs } from './verbs-cards.ts';
import { combatVerbs } from './verbs-combat.ts';

export { makeRender, render } from './log.ts';
export { effectSource, sourcesFor } from './sources.ts';
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
  'subject.my-faction',
  'subject.founders',
  'subject.vox-populi',
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
  compileCondition,
  faceDown,
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

/** Whether the Ruleset's sources (as last built) have `src`, remembered per sources object. */
const known = new WeakMap<object, Map<string, boolean>>();

function hasSource(rules: R, src: string): boolean {
  const sources = sourcesFor(rules);
  if (sources === null) return false;
  let m = known.get(sources);
  if (m === undefined) known.set(sources, (m = new Map()));
  let has = m.get(src);
  if (has === undefined) m.set(src, (has = !!sources[src]));
  return has;
}

/** `victory:<card>`, made once per card (asked for every card in play at every decision of a turn). */
const victorySrcs = new Map<string, string>();

function victorySrc(cardId: string): string {
  let src = victorySrcs.get(cardId);
  if (src === undefined) victorySrcs.set(cardId, (src = `victory:${cardId}`));
  return src;
}

/** A victory card as the claim offers read it: its source id, its condition compiled (null: the interpreter's), its place among the kept answers. */
interface VictoryEntry {
  src: string;
  compiled: VictoryTest | null;
  slot: number;
  /**
   * The pure evaluator last made for this card (`ctx.evaluator`) and the
   * context it reads through: an engine keeps one context for all its
   * advances, and a pure evaluator keeps nothing of its own (it reads the
   * state through the context at every question), so it serves every test
   * made through that context rather than being made anew for each one.
   */
  ev: Ev | null;
  evCtx: Ctx<G, R> | null;
}

/** Per sources object (one per Ruleset as built): each card's entry, null for a card with no program. */
const victoryEntries = new WeakMap<object, Map<string, VictoryEntry | null>>();

/** The entries of the Ruleset's sources as last built (null: no sources, no card can be claimed). */
function entriesOf(rules: R): Map<string, VictoryEntry | null> | null {
  const sources = sourcesFor(rules);
  if (sources === null) return null;
  // Asked at every claim offer, nearly always about the same sources.
  if (sources === lastSources) return lastEntries!;
  let byCard = victoryEntries.get(sources);
  if (byCard === undefined) victoryEntries.set(sources, (byCard = new Map()));
  lastSources = sources;
  lastEntries = byCard;
  return byCard;
}

/** The sources `entriesOf` last answered for, and their entries (keeps at most those alive). */
let lastSources: object | null = null;
let lastEntries: Map<string, VictoryEntry | null> | null = null;

function victoryEntry(rules: R, byCard: Map<string, VictoryEntry | null>, cardId: string): VictoryEntry | null {
  let e = byCard.get(cardId);
  if (e === undefined) {
    const src = victorySrc(cardId);
    const has = hasSource(rules, src);
    const cond = has ? sourcesFor(rules)![src]!.program.condition : undefined;
    e = !has ? null : { src, compiled: cond ? compileVictoryTest(cond, effects, rules) : null, slot: byCard.size, ev: null, evCtx: null };
    byCard.set(cardId, e);
  }
  return e;
}

/**
 * Answers of kept conditions (`VictoryTest.kept`) for one game state, valid
 * while its board version (which also moves when the active or first player
 * decides a 4-player control tie anew) and Ruleset (and its sources) are
 * those noted: the claims are offered at every decision of a turn, and many
 * decisions change nothing a condition reads. By card slot, then player (his
 * place in the turn order).
 */
interface KeptAnswers {
  rules: R;
  entries: Map<string, VictoryEntry | null> | null;
  board: number;
  answers: boolean[];
  /**
   * The board version each answer was found at: one is kept only while it is
   * `board` (versions are never handed out twice), so a new version needs no
   * sweep through the answers.
   */
  at: number[];
}

const keptAnswers = new WeakMap<G, KeptAnswers>();

/** The kept answers of `g` as it is now (emptied when what they read changed). */
function keptFor(g: G, rules: R): KeptAnswers {
  const board = boardVersion(g);
  const entries = entriesOf(rules);
  let k = keptAnswers.get(g);
  if (k === undefined) {
    k = { rules, entries, board, answers: [], at: [] };
    keptAnswers.set(g, k);
  } else if (k.rules !== rules || k.entries !== entries) {
    k.rules = rules;
    k.entries = entries;
    k.board = board;
    // Slots are numbered per entries: none of the answers is about the same card any more.
    k.answers.length = 0;
    k.at.length = 0;
  } else k.board = board;
  return k;
}

/**
 * The kept answers last checked, and in which board read (`readSerial`): a
 * read changes nothing, so they are checked once per read (claimableCards
 * asks every card in one).
 */
const keptInRead: { serial: number; rules: R | null; k: KeptAnswers | null } = { serial: 0, rules: null, k: null };

function keptNow(g: G, rules: R): KeptAnswers {
  const serial = readSerial(g);
  if (serial !== 0 && keptInRead.serial === serial && keptInRead.rules === rules) return keptInRead.k!;
  const k = keptFor(g, rules);
  if (serial !== 0) {
    keptInRead.serial = serial;
    keptInRead.rules = rules;
    keptInRead.k = k;
  }
  return k;
}

/** The card's pure evaluator for `ctx` (see `VictoryEntry.ev`). */
function evaluatorOf(ctx: Ctx<G, R>, e: VictoryEntry): Ev {
  if (e.evCtx !== ctx || e.ev === null) {
    e.ev = ctx.evaluator(e.src) as Ev;
    e.evCtx = ctx;
  }
  return e.ev;
}

/** A compiled condition run now, as `ctx.holds` would run it (an evaluator over its source, inside a board read: claimableCards's own, when it asks). */
function testNow(ctx: Ctx<G, R>, e: VictoryEntry, test: VictoryTest, player: PlayerId): boolean {
  const ev = evaluatorOf(ctx, e);
  if (readSerial(ctx.g) !== 0) return test.test(ev, player);
  return readingBoard(ctx.g, () => test.test(ev, player));
}

/**
 * Whether `player` meets the victory card's condition now; "my faction"
 * conditions read his faction. A compiled condition is called directly (its
 * answer kept while the board version stays the same, when it reads nothing
 * else); any other goes to the interpreter.
 */
export function victoryCondition(ctx: Ctx<G, R>, cardId: string, player: PlayerId): boolean {
  const g = ctx.g;
  const k = keptNow(g, ctx.rules);
  if (k.entries === null) return false;
  const e = victoryEntry(ctx.rules, k.entries, cardId);
  if (e === null) return false;
  const c = e.compiled;
  // Not compiled, or "I" not a player (the interpreter then says what is wrong): as the runtime always has.
  if (c === null || g.players[player] === undefined) return ctx.holds(e.src, { me: player });
  const seat = c.kept ? g.turnOrder.indexOf(player) : -1;
  if (seat < 0) return testNow(ctx, e, c, player);
  const at = e.slot * g.turnOrder.length + seat;
  if (k.at[at] === k.board) return k.answers[at]!;
  const holds = testNow(ctx, e, c, player);
  // Filled in order (no holes: arrays of one kind stay fast).
  while (k.at.length < at) {
    k.at.push(-1);
    k.answers.push(false);
  }
  k.at[at] = k.board;
  k.answers[at] = holds;
  return holds;
}

/**
 * One game's last claim offer (`victoryCardsMet`): the cards in play it was
 * for and their entries (planned again only when the cards, the Ruleset or
 * its sources change: a card claimed; a card revealed is planned alone), and
 * for whom and on which board version each answer was found. The claims are
 * offered at nearly every decision of the player to act; an offer on the same board for the same
 * player keeps the answers of the cards whose condition reads only the board
 * (`VictoryTest.kept`) and asks again the others (eagles, upgrades,
 * Elizabeth).
 */
interface Offer {
  rules: R | null;
  entries: Map<string, VictoryEntry | null> | null;
  /** The cards in play it was planned for (a copy: the game's list changes in place when a card is claimed). */
  cards: string[];
  /** Per card of `cards`: its entry (null: no program, never met). */
  plan: (VictoryEntry | null)[];
  /** Per card of `cards`: its answer at `at` for `player`. */
  met: boolean[];
  /**
   * Per card of `cards`: the board version its answer was found at (-1: not
   * asked since planned). Per card, not per offer: a card revealed (planned
   * alone, asked anew) leaves the others' answers standing.
   */
  at: number[];
  player: PlayerId;
}

const offers = new WeakMap<G, Offer>();
/** The last game offered claims and its offer (offers come in runs about one game). */
let lastOfferGame: G | null = null;
let lastOffer: Offer | null = null;

/** Turned off by tests only: kept answers are then reused whatever the board version (to see the tests catch it). */
let checkOfferBoard = true;

/** For tests: whether a claim offer's kept answers are checked against the board version (on, always, in play). */
export function checkClaimOffers(on: boolean): void {
  checkOfferBoard = on;
}

function offerOf(g: G): Offer {
  if (lastOfferGame === g) return lastOffer!;
  let o = offers.get(g);
  if (o === undefined) offers.set(g, (o = { rules: null, entries: null, cards: [], plan: [], met: [], at: [], player: '' }));
  lastOfferGame = g;
  lastOffer = o;
  return o;
}

/** Whether `inPlay` holds the same cards in the same order as `kept`. */
function sameCards(inPlay: readonly string[], kept: readonly string[]): boolean {
  if (inPlay.length !== kept.length) return false;
  for (let i = 0; i < kept.length; i++) if (inPlay[i] !== kept[i]) return false;
  return true;
}

/** Whether `inPlay` is the cards of `kept`, in their order, and one more after them (a card revealed). */
function oneRevealed(inPlay: readonly string[], kept: readonly string[]): boolean {
  if (inPlay.length !== kept.length + 1) return false;
  for (let i = 0; i < kept.length; i++) if (inPlay[i] !== kept[i]) return false;
  return true;
}

/**
 * The offer planned for `inPlay` (its entries looked up once), with no answers
 * kept; or, one card revealed since on the same Ruleset and sources, only
 * that card planned (asked anew at the next offer) and the others' answers
 * kept: a card is revealed about once a round, and planning every card over
 * again measured some 650 ns (1 offer in 14, whose offers, every card asked
 * anew, took a quarter of the offers' time).
 */
function plan(o: Offer, rules: R, entries: Map<string, VictoryEntry | null>, inPlay: readonly string[]): void {
  if (o.rules === rules && o.entries === entries && oneRevealed(inPlay, o.cards)) {
    const card = inPlay[inPlay.length - 1]!;
    o.cards.push(card);
    o.plan.push(victoryEntry(rules, entries, card));
    o.met.push(false);
    o.at.push(-1);
    return;
  }
  o.rules = rules;
  o.entries = entries;
  // Written over in place, then cut to length (emptied first, the lists would be grown anew at every change of the cards).
  const n = inPlay.length;
  for (let i = 0; i < n; i++) {
    o.cards[i] = inPlay[i]!;
    o.plan[i] = victoryEntry(rules, entries, inPlay[i]!);
    o.met[i] = false;
    o.at[i] = -1;
  }
  o.cards.length = n;
  o.plan.length = n;
  o.met.length = n;
  o.at.length = n;
  o.player = '';
}

/**
 * The cards of `inPlay` whose condition `player` meets now: the same answer
 * as `victoryCondition` asked card by card (the claim offers' batch hook,
 * victory.ts `claimableCards`), with the sources and entries looked up once
 * per change of the cards in play, a condition that reads only the game
 * called straight (`VictoryTest.direct`: no evaluator) after its piece bound
 * (`VictoryTest.bound`: no without a look at the condition), and kept answers
 * reused on the board and for the player of the last offer.
 */
export function victoryCardsMet(ctx: Ctx<G, R>, inPlay: readonly string[], player: PlayerId): readonly string[] {
  const g = ctx.g;
  const rules = ctx.rules;
  const entries = entriesOf(rules);
  if (entries === null || inPlay.length === 0) return [];
  // Conditions only read: one board read for every card (claimableCards has begun it).
  if (readSerial(g) === 0) return cardsMetInRead(ctx, inPlay, player);
  const o = offerOf(g);
  if (o.rules !== rules || o.entries !== entries || !sameCards(inPlay, o.cards)) plan(o, rules, entries, inPlay);
  const board = boardVersion(g);
  // "I" not a player: the interpreter for every card (it says what is wrong), as `victoryCondition`.
  const me = g.players[player];
  const isPlayer = me !== undefined;
  // His faction, for the cards' piece bounds (read once: every bound is about it).
  const faction = isPlayer ? me.factionId : '';
  const samePlayer = isPlayer && o.player === player;
  // Made only for a card met (nearly every offer meets none).
  let out: string[] | null = null;
  for (let i = 0; i < o.plan.length; i++) {
    const e = o.plan[i]!;
    if (e === null) continue;
    const c = e.compiled;
    let met: boolean;
    if (c === null || !isPlayer) met = ctx.holds(e.src, { me: player });
    else if (c.kept && samePlayer && (o.at[i] === board || (!checkOfferBoard && o.at[i] !== -1))) met = o.met[i]!;
    else if (c.bound !== null && tooFewPieces(g, faction, c.bound)) met = false;
    else met = c.direct !== null ? c.direct(g, rules, player) : testNow(ctx, e, c, player);
    o.met[i] = met;
    o.at[i] = board;
    if (met) (out ??= []).push(o.cards[i]!);
  }
  o.player = player;
  return out ?? NONE_MET;
}

/** What `victoryCardsMet` answers when no card is met: one list for every such offer (its callers only read it), frozen so none can change it. */
const NONE_MET: readonly string[] = Object.freeze([]);

/**
 * `victoryCardsMet` inside a board read begun for it. A function of its own:
 * the variables a closure captures are allocated with every call of the
 * function that makes it, and `victoryCardsMet` is nearly always asked
 * inside a read already.
 */
function cardsMetInRead(ctx: Ctx<G, R>, inPlay: readonly string[], player: PlayerId): readonly string[] {
  return readingBoard(ctx.g, () => victoryCardsMet(ctx, inPlay, player));
}

/** Events that concern one player: only his own triggers answer them (after combat.ts's own filtering). */
const OWNED_EVENTS = new Set([BECAME_FIRST_PLAYER, CLAIMED_CARD_EVENT, START_OF_TURN_EVENT]);

export function triggerApplies(trigger: ActiveEffect, event: GameEvent, _g: G): boolean {
  if (OWNED_EVENTS.has(event.e)) return trigger.owner === null || trigger.owner === event.player;
  return true;
}

/** Tasks the effects add to the game: `effects/combat` (a combat an effect resolves). */
export const tasks = boardTasks;
