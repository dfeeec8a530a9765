/**
 * The heuristic Columbia bot: plays sensibly through the same Decision
 * protocol a person does, with one-step judgement and no search.
 *
 * - votes: plays influence when the event helps its faction and its vote sign
 *   pushes that way (or it may choose the sign);
 * - produces Silver Eagles from cards it does not need to fight with;
 * - recruits and builds toward territories it nearly holds and on its front;
 * - moves to take free locations, and attacks where the odds (from the
 *   ruleset's die faces, the cards in hand, the token's or enemy's strength)
 *   are good, bringing more units when one is not enough;
 * - claims every victory card it can, upgrades the card types it holds most.
 *
 * Every answer is checked with `engine.validate`; an answer that is not
 * legal (a bug here, or a decision kind this bot does not know) is replaced
 * by the random bot's, and counted.
 */
import { randomBot, sameItems, shelf, takesOwnOptions, type Chooser, type Choice, type Decision, type Engine, type GameState, type Option } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import { upgradeLead } from '../upgrades.ts';
import type { ColumbiaG } from '../state.ts';
import { BoardView } from './board-view.ts';
import { readOption, rollingRide, stepOf, type OptionInfo } from './features.ts';
import { winChance } from './odds.ts';
import { wastedDiscardEffect } from './lookahead.ts';
import { moveReadings, moveScore, scoreMove, type MoveReadings } from './move-score.ts';
import { isDiscardEffect, pickBest } from './pick.ts';
import { pickSubset } from './subsets.ts';
import { dieMean, eventValue, values, voteEvent } from './worth.ts';

type CEngine = Engine<ColumbiaG, Ruleset>;

/** A bot that also says how often it had to fall back to a random answer. */
export interface SimBot extends Chooser {
  readonly name: string;
  /** Answers that were not legal and were replaced by a random one. */
  fallbacks: number;
}

// ---------------------------------------------------------------------------
// Scores of single options
// ---------------------------------------------------------------------------

const WANT_STRUCTURE = /stronghold|turret|alarm|structure/;

/**
 * `victoryNudge` by piece, with the victory cards in play it was found for, kept by the engine: a recruit decision
 * offers each piece in several places, and the cards in play change a few times a game.
 */
const NUDGES = shelf<{ inPlay: string[]; n: number }>('heuristic victory nudges');

/** Victory cards in play that reward a kind of piece: a little push toward them. */
function victoryNudge(view: BoardView, piece: string | null): number {
  if (piece === null) return 0;
  const inPlay = view.g.victoryCards.inPlay;
  const kept = view.memo.get(NUDGES, piece);
  if (kept !== undefined && sameItems(kept.inPlay, inPlay)) return kept.n;
  return view.memo.set(NUDGES, piece, { inPlay: inPlay.slice(), n: nudgeOf(view, piece) }).n;
}

/**
 * Each victory card's nudge toward a piece, by piece, kept by the engine by card (its condition's text never
 * changes). The cards in play change a few times a game and each change asks every piece's nudge again: a sum of kept
 * numbers, not a search of each text.
 */
const CARD_NUDGES = shelf<Map<string, number>>('heuristic victory nudges by card and piece');

function nudgeOf(view: BoardView, piece: string): number {
  let n = 0;
  for (const id of view.g.victoryCards.inPlay) {
    const c = view.ix.victoryCard[id];
    if (c === undefined) continue;
    const byPiece = view.memo.getFor(CARD_NUDGES, c) ?? view.memo.setFor(CARD_NUDGES, c, new Map());
    let k = byPiece.get(piece);
    if (k === undefined) byPiece.set(piece, (k = cardNudge(c.condition.toLowerCase(), piece)));
    n += k;
  }
  return n;
}

/** What a victory card whose condition reads `text` (lower case) adds to a piece's nudge. */
function cardNudge(text: string, piece: string): number {
  if (text.includes(piece.toLowerCase())) return 1.5;
  if (piece !== 'common' && WANT_STRUCTURE.test(text) && /stronghold|turret|alarm/.test(piece) && text.includes('structure')) return 1;
  return 0;
}


/** Each Ruleset's unit kind by figure id, kept by the engine. */
const FIGURE_KINDS = shelf<Map<string, string>>('heuristic figure kinds');

/** The unit kind of a figure (`rules.pieces.figures`), or undefined. */
function figureKind(view: BoardView, figure: string | null): string | undefined {
  let kinds = view.memo.getFor(FIGURE_KINDS, view.rules);
  if (kinds === undefined) {
    kinds = new Map();
    // The first figure of an id wins, as a search of the list finds it.
    for (const f of view.rules.pieces.figures) if (!kinds.has(f.id)) kinds.set(f.id, f.kind);
    view.memo.setFor(FIGURE_KINDS, view.rules, kinds);
  }
  return figure === null ? undefined : kinds.get(figure);
}


/**
 * What a recruit's or a build's score reads of its piece whatever the place: its die's mean and its victory nudge.
 * A recruit decision offers each piece in many places: read once a piece a decision (`PIECE_WORTHS`).
 */
interface PieceWorth {
  build: boolean;
  piece: string | null;
  die: number;
  nudge: number;
}

/** A decision's piece worths (`PieceWorth`), kept on its view: a few pieces, a list. */
const PIECE_WORTHS = shelf<PieceWorth[]>('heuristic recruit piece worths');

function pieceWorth(view: BoardView, build: boolean, piece: string | null): PieceWorth {
  const kept = view.reading(PIECE_WORTHS) ?? view.keepReading(PIECE_WORTHS, []);
  for (let i = 0; i < kept.length; i++) if (kept[i]!.piece === piece && kept[i]!.build === build) return kept[i]!;
  let worth: PieceWorth;
  if (build) worth = { build, piece, die: dieMean(view, view.ix.structure[piece ?? '']?.combatDieId), nudge: victoryNudge(view, piece) };
  else {
    const kind = figureKind(view, piece) ?? piece ?? 'common';
    worth = { build, piece, die: dieMean(view, view.ix.unitKind[kind]?.combatDieId), nudge: victoryNudge(view, kind) };
  }
  kept.push(worth);
  return worth;
}

function recruitScore(view: BoardView, info: OptionInfo, o: Option): number {
  return placeScore(view, info.verb === 'recruit', info.piece, info.to!, (o.data as { price?: unknown } | null)?.price);
}

/** `recruitScore` of recruiting (`recruit`) or building `piece` at `loc` for `price` (3 when not a number). */
function placeScore(view: BoardView, recruit: boolean, piece: string | null, loc: string, offered: unknown): number {
  const price = typeof offered === 'number' ? offered : 3;
  const slot = view.slotOf(loc);
  const front = view.frontierAt(slot);
  const threat = view.threatAt(slot);
  if (recruit) {
    const w = pieceWorth(view, false, piece);
    return 1.2 * w.die + 0.4 * Math.min(front, 3) + 0.3 * Math.min(threat, 3) - 0.2 * price + w.nudge + 1;
  }
  const st = view.ix.structure[piece ?? ''];
  const w = pieceWorth(view, true, piece);
  let value = w.die + w.nudge - 0.25 * price;
  if (st?.retreatDestination) value += threat > 0 ? 1.5 : 0.3;
  if (st?.countsInAdjacentLocations) value += 0.4 * adjacentHeld(view, slot);
  if ((st?.ownerDiceBonus ?? 0) > 0) value += 0.4 * view.locationAt(slot).mine;
  return value + 0.3 * Math.min(threat, 3);
}

/** The places next to the one in `slot` my faction controls (a loop, not a closure: one would make V8 allocate a context at each `recruitScore`). */
function adjacentHeld(view: BoardView, slot: number): number {
  let n = 0;
  for (const a of view.adjacentSlots(slot)) if (view.locationAt(a).controller === view.faction) n++;
  return n;
}

/** An upgrade option id's parts (`upgrade:<card type>:<value>`, `unlock:<card type>`). */
interface UpgradeId {
  what: string;
  type: string;
  value: string | undefined;
  /** The card type's number in the engine's rules (`RulesIndex.cardTypeNumber`): no look-up by name at each option. */
  typeNumber: number | undefined;
}

/** Upgrade option ids split once each, kept by the engine: they come from its shared upgrade options, a bounded few hundred. */
const UPGRADE_IDS = shelf<UpgradeId>('heuristic upgrade ids');

function upgradeId(view: BoardView, id: string): UpgradeId {
  const memo = view.memo;
  const kept = memo.get(UPGRADE_IDS, id);
  if (kept !== undefined) return kept;
  const [what, type, value] = id.split(':');
  return memo.set(UPGRADE_IDS, id, { what: what!, type: type ?? '', value, typeNumber: view.ix.cardTypeNumber.get(type ?? '') });
}

function upgradeScore(view: BoardView, id: string): number {
  if (id === 'none') return -1;
  const { what, value, typeNumber } = upgradeId(view, id);
  const held = view.cardsOfTypeNumber(typeNumber);
  if (what === 'unlock') return held * 0.8 + 0.5;
  return held * (value === 'combat' ? 1 : value === 'eagles' ? 0.7 : 0.45);
}

/** An any-time option's score (`anyTime`): claiming a victory card, discarding `card` for its effect. */
function anyTimeScore(view: BoardView, claim: boolean, card: string | null): number {
  if (claim) return 100 + (view.ix.victoryCard[card ?? '']?.points ?? 0);
  const v = values(view, card!);
  return v.combat <= 2 ? 0.8 : -1;
}

const CLAIM = 'claim-victory-card';
const DISCARD_EFFECT = 'discard-effect';

/** Whether an option id is one of the any-time options `anyTimeScore` scores whatever the decision (`readOption`'s verb `claim` or `discard-effect`). */
function anyTime(id: string): boolean {
  // Their first letters tell most options apart at once (every option of every pick-one decision is asked).
  const first = id.charCodeAt(0);
  if (first === 99) return hasVerb(id, CLAIM); // 'c'
  return first === 100 && hasVerb(id, DISCARD_EFFECT); // 'd'
}

/** An any-time option's card, as `readOption` reads it: everything after the verb and its `:` ('' when nothing is). */
function anyTimeCard(id: string, verb: string): string {
  return id.slice(verb.length + 1);
}

/** Whether an option id's first `:`-separated part is `verb`. */
function hasVerb(id: string, verb: string): boolean {
  return id.startsWith(verb) && (id.length === verb.length || id.charCodeAt(verb.length) === 58); // ':'
}

/**
 * The heuristic's score of one option of a pick-one decision (higher is better). `info`: `readOption`'s, read here
 * when a score needs it. `floor`: the best score of the options before it that are not discards; an option below it
 * is neither picked nor tied whatever the discards' verdicts (pick.ts): it may score -Infinity, its readings unmade.
 */
export function scoreOption(view: BoardView, d: Decision, o: Option, info?: OptionInfo, floor = -Infinity): number {
  const id = o.id; // read once: options come in many shapes
  if (anyTime(id)) {
    if (info !== undefined) return anyTimeScore(view, info.verb === 'claim', info.card);
    const claim = id.charCodeAt(0) === 99; // 'c'
    return anyTimeScore(view, claim, anyTimeCard(id, claim ? CLAIM : DISCARD_EFFECT));
  }
  switch (d.kind) {
    case 'recruit':
      if (id === 'done') return 0.3;
      if (id === 'upgrade') return upgradeLead(view.g, view.faction) <= 0 ? 3.6 : 2.6;
      return recruitScore(view, info ?? readOption(view, o), o);
    case 'move': {
      if (id === 'done') return 0;
      if (info !== undefined) return moveScore(view, info.unit, info.from, info.to, undefined, floor);
      // Most options of a move decision are steps: read as `readOption` reads them, without its record.
      const step = stepOf(id, o);
      if (step !== null) {
        // A step offered names where the unit stands (movement.ts): its piece is looked up only for a fight's die.
        if (typeof step.from === 'string') return moveScore(view, step.unit, step.from, step.to, undefined, floor);
        const piece = view.g.units[step.unit];
        return moveScore(view, step.unit, piece?.location ?? null, step.to, piece, floor);
      }
      // Next most are rolling Sky-Line rides: a move without a destination, whatever the unit and where it starts.
      if (rollingRide(id, o)) return moveScore(view, null, null, null, undefined, floor);
      const read = readOption(view, o);
      return moveScore(view, read.unit, read.from, read.to, undefined, floor);
    }
    case 'combat-order': {
      const to = (info ?? readOption(view, o)).to;
      return to !== null ? view.attackOdds(to, [], 2) : 0;
    }
    case 'fight-booker': {
      const loc = (d.data as { location?: string } | null)?.location ?? view.g.booker;
      if (loc === null || loc === undefined) return id === 'no' ? 1 : 0;
      const me = view.sideStrength(view.faction, loc);
      const odds = winChance({ mean: me.mean + view.cardSupport(2), variance: me.variance }, view.bookerStrength());
      return (id === 'yes') === odds >= 0.55 ? 1 : 0;
    }
    case 'upgrade':
      return upgradeScore(view, id);
    case 'claim-victory-card':
      return id === 'done' ? 0 : 10 + (view.ix.victoryCard[id]?.points ?? 0);
    case 'discard-effect':
      return id === 'end-turn' ? 0.5 : 0;
    case 'vote-sign': {
      const ev = voteEvent(view);
      const want = ev ? eventValue(view, ev) >= 0 : true;
      return (id === 'add') === want ? 1 : 0;
    }
    case 'sky-line-continue':
      return id === 'stop' ? 1 : 0;
    case 'combat-destroy-unit': {
      const u = view.g.units[id];
      return u ? -dieMean(view, view.ix.unitKind[u.kind]?.combatDieId) : 0;
    }
    case 'retreat': {
      const v = view.location(id);
      return v.mine + v.myStructures - 0.5 * view.threat(id);
    }
    case 'effect-may':
    case 'effect-choice':
    case 'yes-no':
      return id === 'yes' ? 1 : 0;
    case 'order-triggers':
      return -d.options.indexOf(o);
    case 'effect-choose':
      return chooseThingScore(view, o);
    default:
      return 0;
  }
}

/**
 * `scoreOption` of a move decision's option that moves a unit, read from its data alone (movement.ts: a step's and a
 * no-roll ride's name the unit, where it stands and where it goes; a rolling ride's its Sky-Line and no destination),
 * or undefined for any other (the any-time options, `done`: `scoreOption` reads their ids). The same score as
 * `scoreOption`'s, whose reading of the id agrees with the data; the id's text is not touched: a move decision
 * offers ~26 options, their ids strings of their own elsewhere in memory, and the first read of each was the
 * heaviest line of the bot's profile.
 */
function unitMoveScore(view: BoardView, readings: MoveReadings, o: Option, floor: number): number | undefined {
  const data = o.data as { unit?: unknown; from?: unknown; to?: unknown; skyLine?: unknown } | null | undefined;
  if (data == null || typeof data.unit !== 'string') return undefined;
  if (typeof data.to === 'string') return typeof data.from === 'string' ? scoreMove(view, readings, data.unit, data.from, data.to, undefined, floor) : undefined;
  return typeof data.skyLine === 'string' ? moveScore(view, null, null, null, undefined, floor) : undefined;
}

/**
 * `scoreOption` of a recruit decision's recruit or build, read from its data alone (turn.ts: a recruit's names its
 * piece, a build's its structure, each the place and the price), or undefined for any other option (the any-time
 * options, `upgrade`, `done`). The same score: `readOption` reads a recruit's and a build's data as well, and tells
 * them apart by the id's verb, which agrees with which of the two the data names.
 */
function placeDataScore(view: BoardView, o: Option): number | undefined {
  const data = o.data as { piece?: unknown; structure?: unknown; location?: unknown; price?: unknown } | null | undefined;
  if (data == null || typeof data.location !== 'string') return undefined;
  if (typeof data.piece === 'string') return placeScore(view, true, data.piece, data.location, data.price);
  return typeof data.structure === 'string' ? placeScore(view, false, data.structure, data.location, data.price) : undefined;
}

/** An effect asks me to pick a thing: enemy pieces are targets, my locations are where I build. */
function chooseThingScore(view: BoardView, o: Option): number {
  const die = o.data as { kind?: string; dieId?: string; value?: number; owner?: string | null } | null;
  if (die?.kind === 'die' && typeof die.value === 'number') {
    // A die to roll again: worth what rerolling is expected to gain (mine: the face's mean above it; an enemy's: below it).
    const gain = dieMean(view, die.dieId) - die.value;
    const mine = die.owner != null && view.g.players[die.owner]?.factionId === view.faction;
    return mine ? gain : -gain;
  }
  const u = view.g.units[o.id];
  if (u !== undefined) return view.g.players[u.owner]!.factionId === view.faction ? -1 : 1;
  const s = view.g.structures[o.id];
  if (s !== undefined) return view.g.players[s.owner]!.factionId === view.faction ? -1 : 1;
  if (view.g.locations[o.id] !== undefined) {
    const v = view.location(o.id);
    return v.controller === view.faction ? 1 + view.threat(o.id) * 0.2 : -0.5;
  }
  if (view.g.players[o.id] !== undefined) return view.g.players[o.id]!.factionId === view.faction ? 1 : -1;
  return 0;
}

// ---------------------------------------------------------------------------
// The bot
// ---------------------------------------------------------------------------

/**
 * The heuristic's answer (not yet validated): a choice, or the one option a
 * pick-one decision's answer names (`BotAnswer`). `tieBreak` orders equal
 * scores. `wasted`, when given, tells an option that would do nothing but
 * spend a card (lookahead.ts): asked only of an any-time discard that would
 * otherwise be picked and whose verdict could change the pick or the
 * tie-breaks drawn (pick.ts), so the look-ahead's cost is paid rarely.
 */
export function heuristicChoice(view: BoardView, d: Decision, tieBreak: (n: number) => number, wasted?: (o: Option) => boolean): BotAnswer {
  const subset = pickSubset(view, d);
  if (subset !== null) return { player: d.player, ids: subset };
  if (d.min === 1 && d.max === 1) {
    const options = d.options;
    const scores = new Array<number>(options.length);
    let asked = wasted;
    if (d.kind !== 'move' && d.kind !== 'recruit') scoreOptions(view, d, scores);
    // Without a discard among a move or recruit decision's options no look-ahead is asked: the pick need not read an id to find none.
    else if (!scoreByData(view, d, scores)) asked = undefined;
    const best = pickBest(options, scores, tieBreak, asked);
    return best ?? { player: d.player, ids: [] };
  }
  return pickMany(view, d);
}

/**
 * Scores each option of a pick-one decision into `scores`. `floor`: the best score so far of the options that are not
 * discards (a discard may be found wasted and left out).
 */
function scoreOptions(view: BoardView, d: Decision, scores: number[]): void {
  const options = d.options;
  let floor = -Infinity;
  for (let i = 0; i < options.length; i++) {
    const o = options[i]!;
    const s = (scores[i] = scoreOption(view, d, o, undefined, floor));
    if (s > floor && !isDiscardEffect(o.id)) floor = s;
  }
}

/**
 * `scoreOptions` of a move or recruit decision, its units' moves (`unitMoveScore`) and its recruits and builds
 * (`placeDataScore`) read from their data: whether a discard is among them.
 */
function scoreByData(view: BoardView, d: Decision, scores: number[]): boolean {
  const options = d.options;
  const readings = d.kind === 'move' ? moveReadings(view) : null;
  let floor = -Infinity;
  let discards = false;
  for (let i = 0; i < options.length; i++) {
    const o = options[i]!;
    // A unit's move, a recruit or a build is no discard: its id is not read.
    const read = readings !== null ? unitMoveScore(view, readings, o, floor) : placeDataScore(view, o);
    const discard = read === undefined && isDiscardEffect(o.id);
    const s = (scores[i] = read ?? scoreOption(view, d, o, undefined, floor));
    if (s > floor && !discard) floor = s;
    if (discard) discards = true;
  }
  return discards;
}

/** Other pick-many decisions (an effect choosing several things): the best-scoring ones, as many as needed. */
function pickMany(view: BoardView, d: Decision): Choice {
  // A function of its own: its closures in `heuristicChoice` made V8 allocate a context at every decision.
  const scores = new Map(d.options.map((o) => [o.id, scoreOption(view, d, o)]));
  const ranked = d.options.slice().sort((a, b) => scores.get(b.id)! - scores.get(a.id)!);
  const good = ranked.filter((o) => scores.get(o.id)! > 0);
  const k = Math.max(d.min, Math.min(d.max, good.length));
  return { player: d.player, ids: ranked.slice(0, k).map((o) => o.id) };
}

/**
 * What an answerer gives `guarded`: a choice, or one option of the decision
 * itself (one of `d.options`, never a copy) picked alone.
 */
export type BotAnswer = Choice | Option;

/**
 * Wraps an answerer so that only legal choices leave it: an illegal answer is
 * replaced by the random bot's (and counted).
 */
export function guarded(name: string, seed: string | number, answer: (engine: CEngine, state: GameState<ColumbiaG>, d: Decision) => BotAnswer): SimBot {
  const fallback = randomBot(seed);
  const bot: SimBot = {
    name,
    fallbacks: 0,
    choose(engine, state) {
      const d = state.decision;
      if (d === null) throw new Error('no decision is pending');
      let choice: Choice | null = null;
      let legal = false;
      try {
        const a = answer(engine as CEngine, state as GameState<ColumbiaG>, d);
        if ((a as Choice).ids !== undefined) choice = a as Choice;
        else {
          choice = { player: d.player, ids: [(a as Option).id] };
          legal = takesOwnOptions(state, 1);
        }
      } catch {
        choice = null;
      }
      if (choice !== null && (legal || engine.validate(state, choice).ok)) return choice;
      bot.fallbacks++;
      return fallback.choose(engine, state);
    },
  };
  return bot;
}

/** A random integer 0..n-1 from a tiny seeded generator (the bot's own, never the game's). */
export function seededInts(seed: string | number): (n: number) => number {
  let h = 2166136261;
  for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let s = h >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return n <= 1 ? 0 : s % n;
  };
}

export function heuristicBot(seed: string | number): SimBot {
  const ints = seededInts(`heuristic:${seed}`);
  return guarded('heuristic', seed, (engine, state, d) =>
    heuristicChoice(new BoardView(state.g, engine.rules, d.player, engine.memo), d, ints, (o) => wastedDiscardEffect(engine, state, o.id)),
  );
}

/** The core's random bot, uniform over legal answers, with the same face as the others. */
export function uniformBot(seed: string | number): SimBot {
  // The core bot's own `choose` (it reads its generator from its closure, not `this`): no wrapper call per decision.
  return { name: 'random', fallbacks: 0, choose: randomBot(seed).choose };
}
