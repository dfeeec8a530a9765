/**
 * What Columbia noun phrases denote: the set of things (`my commons in this
 * combat`, `a location adjacent to a location I control`, `the top 5 world
 * events`), who a subject stands for (`the Founders`, `my opponent`), single
 * values (`my eagles`, `this card's combat`, `Booker's location`), quoted
 * names and pronouns. Pure reads: no decision, no randomness (the verbs and
 * the core's `select` pick from these sets).
 *
 * A phrase is read in this order: the noun's base set (pieces on the board,
 * undestroyed locations, the cards of every player, ...), its adjectives
 * (`enemy`, `common`, `red`, `locked`...), its owner word (`my`, `enemy`), a
 * possessor (`my faction's units`), a relative (`I control`, `my opponent
 * played`) and a qualifier (`in`, `on`, `with`, `adjacent to`...), whose
 * target is read as a whole set ("in a location I control": in any of them).
 */
import type { NameRef, NounPhrase, Pronoun, Qualifier, Relative, Subject, Word } from '../../dsl/index.ts';
import { columbiaRegistry } from '../language/vocabulary.ts';
import type { Ruleset } from '../content/types.ts';
import type { Env, Evaluator, Json, Thing } from '../../core/index.ts';
import { boardOf } from '../board.ts';
import { adjacentLocations } from '../geography.ts';
import { controlsUnit, unitFaction } from '../pieces.ts';
import { factionOf, factionPlayers, opponents, turnOrderFrom } from '../players.ts';
import { perRuleset, rulesIndex } from '../rules-index.ts';
import { victoryPoints } from '../victory-points.ts';
import { elizabethController } from '../booker.ts';
import { otherSide, sideOf, sidePlayer } from '../combat-rules.ts';
import type { ColumbiaG, FactionId, LocationId, PlayerId, UnitPiece } from '../state.ts';
import { cardValue, upgradeId, type CardValue } from '../upgrades.ts';
import {
  abilityThing,
  cardThing,
  dataOf,
  dieThing,
  factionThing,
  figureThing,
  kindOf,
  locationThing,
  playerThing,
  structureThing,
  territoryThing,
  thingFaction,
  thingLocation,
  thingOwner,
  thingPlayers,
  unitThing,
  victoryCardThing,
  worldEventThing,
} from './things.ts';

export type Ev = Evaluator<ColumbiaG, Ruleset>;

// ---------------------------------------------------------------------------
// Who: players and factions
// ---------------------------------------------------------------------------

/** Who a subject stands for: its players, and the faction when it names one (faction-wide control counts teammates). */
export interface Who {
  players: PlayerId[];
  faction: FactionId | null;
}

function me(ev: Ev, env: Env, node: unknown = null): PlayerId {
  if (typeof env.me !== 'string') return ev.fail(node, '"I" is nobody here');
  return env.me;
}

/** The faction id of a proper faction subject (`the Founders`), by the faction's name in the pack. */
function namedFaction(rules: Ruleset, id: string): FactionId | null {
  const word = id === 'subject.founders' ? 'founders' : id === 'subject.vox-populi' ? 'vox populi' : null;
  if (word === null) return null;
  return rules.pack.factions.find((f) => f.name.toLowerCase() === word)?.id ?? null;
}

function factionWho(g: ColumbiaG, f: FactionId): Who {
  const order = turnOrderFrom(g, g.firstPlayer);
  return { players: factionPlayers(g, f).sort((a, b) => order.indexOf(a) - order.indexOf(b)), faction: f };
}

/** The players of the combat's other side (a player), or, outside a combat, every opponent. */
function opponentsOf(g: ColumbiaG, p: PlayerId): PlayerId[] {
  const c = g.combat;
  if (c !== null) {
    const side = sideOf(c, p);
    if (side !== null) {
      const o = sidePlayer(c[otherSide(side)].combatant);
      return o === null ? [] : [o];
    }
  }
  return opponents(g, p);
}

function combatPlayer(g: ColumbiaG, side: 'attacker' | 'defender'): PlayerId[] {
  const p = g.combat ? sidePlayer(g.combat[side].combatant) : null;
  return p === null ? [] : [p];
}

/** Who a subject (or a relative's subject, or a possessor) stands for. */
export function who(ev: Ev, s: Subject | Word | NameRef, env: Env): Who {
  const g = ev.g;
  if (!('kind' in s)) {
    if (/^(i|me)$/i.test(s.text)) return { players: [me(ev, env, s)], faction: null };
    return ev.fail(s, `"${s.text}" is not someone`);
  }
  if (s.kind === 'pronoun') {
    if (/^(i|me)$/i.test(s.word)) return { players: [me(ev, env, s)], faction: null };
    return whoOfThings(g, ev.things(s, env));
  }
  if (s.kind === 'name') return whoOfThings(g, ev.things(s, env));
  const id = s.resolved?.id ?? '';
  switch (id) {
    case 'subject.i':
      return { players: [me(ev, env, s)], faction: null };
    case 'subject.my-faction':
      return factionWho(g, factionOf(g, me(ev, env, s)));
    case 'subject.founders':
    case 'subject.vox-populi': {
      const f = namedFaction(ev.rules, id);
      return f === null ? { players: [], faction: null } : factionWho(g, f);
    }
    case 'subject.my-opponent':
      return { players: opponentsOf(g, me(ev, env, s)), faction: null };
    case 'subject.each-player':
      return { players: turnOrderFrom(g, g.firstPlayer), faction: null };
    case 'subject.each-faction':
      return { players: Object.keys(g.factions).map((f) => factionThing(ev.rules, g, f).id), faction: null };
    case 'subject.first-player':
      return { players: [g.firstPlayer], faction: null };
    case 'subject.defender':
      return { players: combatPlayer(g, 'defender'), faction: null };
    case 'subject.attacker':
      return { players: combatPlayer(g, 'attacker'), faction: null };
    default:
      return whoOfThings(g, ev.things(s, env));
  }
}

/** Who a set of things stands for: players and factions as such, other things by their owner. */
function whoOfThings(g: ColumbiaG, things: Thing[]): Who {
  const players: PlayerId[] = [];
  let faction: FactionId | null = null;
  for (const t of things) {
    const d = dataOf(t);
    if (d.kind === 'faction' && typeof d.faction === 'string') faction = d.faction;
    const ps = thingPlayers(g, t);
    const list = ps.length > 0 ? ps : [thingOwner(t)].filter((x): x is string => x !== null);
    for (const p of list) if (!players.includes(p)) players.push(p);
  }
  return { players, faction };
}

/** The core's `subject` handler: who acts. A faction acts through its first player in turn order. */
export function subjectPlayers(ev: Ev, s: Subject, env: Env): PlayerId[] {
  if (s.kind === 'nounPhrase') {
    const id = s.resolved?.id ?? '';
    if (id === 'subject.booker' || id === 'subject.elizabeth') return [];
    if (id === 'subject.my-faction' || id === 'subject.founders' || id === 'subject.vox-populi') return who(ev, s, env).players.slice(0, 1);
  }
  return who(ev, s, env).players;
}

// ---------------------------------------------------------------------------
// Belonging and control
// ---------------------------------------------------------------------------

/**
 * A player controls his own units and his faction's shared figures, and in a
 * combat also his teammate's units fighting beside him ("may use his
 * teammate's units as if they were his own").
 */
export function controlsUnitNow(g: ColumbiaG, p: PlayerId, u: UnitPiece): boolean {
  if (controlsUnit(g, p, u)) return true;
  const c = g.combat;
  return c !== null && u.location === c.location && sideOf(c, p) !== null && unitFaction(g, u) === factionOf(g, p);
}

function whoFaction(g: ColumbiaG, w: Who): FactionId | null {
  if (w.faction !== null) return w.faction;
  const p = w.players[0];
  return p === undefined ? null : factionOf(g, p);
}

/** Whether `t` is controlled by (or belongs to) who: faction-wide when who names a faction. */
export function belongsTo(ev: Ev, t: Thing, w: Who): boolean {
  const g = ev.g;
  const d = dataOf(t);
  switch (d.kind) {
    case 'unit': {
      const u = g.units[t.id];
      if (u === undefined) return false;
      if (w.faction !== null) return unitFaction(g, u) === w.faction;
      return w.players.some((p) => controlsUnitNow(g, p, u));
    }
    case 'structure': {
      const s = g.structures[t.id];
      if (s === undefined) return false;
      if (w.faction !== null) return factionOf(g, s.owner) === w.faction;
      return w.players.includes(s.owner) || (g.combat?.location === s.location && w.players.some((p) => sideOf(g.combat!, p) !== null && factionOf(g, p) === factionOf(g, s.owner)));
    }
    case 'location': {
      if (w.faction !== null) return boardOf(ev).controllingFaction(t.id) === w.faction;
      const c = boardOf(ev).controllerOf(t.id);
      return c !== null && w.players.includes(c);
    }
    case 'territory': {
      const f = whoFaction(g, w);
      return f !== null && boardOf(ev).territoryHolder(t.id) === f;
    }
    case 'figure': {
      if (t.id !== 'elizabeth') return false;
      const c = elizabethController(boardOf(ev));
      if (c === null) return false;
      return w.faction !== null ? factionOf(g, c) === w.faction : w.players.includes(c);
    }
    case 'ability':
    case 'upgrade':
      return d.faction === whoFaction(g, w);
    case 'faction':
      return d.faction === whoFaction(g, w);
    case 'player':
      return w.faction !== null ? factionOf(g, t.id) === w.faction : w.players.includes(t.id);
    default: {
      const owner = thingOwner(t);
      if (owner === null) return false;
      return w.faction !== null ? factionOf(g, owner) === w.faction : w.players.includes(owner);
    }
  }
}

/** Whether `t` is an enemy's from `p`'s side: another faction's piece, location, player or card. */
function isEnemy(ev: Ev, t: Thing, p: PlayerId): boolean {
  const g = ev.g;
  const mine = factionOf(g, p);
  const d = dataOf(t);
  if (d.kind === 'location') {
    const f = boardOf(ev).controllingFaction(t.id);
    return f !== null && f !== mine;
  }
  if (d.kind === 'unit') {
    const u = g.units[t.id];
    return u !== undefined && unitFaction(g, u) !== mine;
  }
  const f = thingFaction(g, t);
  return f !== null && f !== mine;
}

// ---------------------------------------------------------------------------
// Base sets
// ---------------------------------------------------------------------------

/** The unit nouns and the kind of unit each names (undefined: any unit): what their base sets are built from. */
export const UNIT_NOUN_KINDS: ReadonlyMap<string, string | undefined> = new Map([
  ['noun.unit', undefined],
  ['noun.common', 'common'],
  ['noun.special', 'special'],
  ['noun.leader', 'leader'],
]);

/** Owner words that keep a player's own things, "I" alone (`owned`): `my leaders`, `their units`. */
export const MY_WORDS: ReadonlySet<string> = new Set(['my', 'their', 'his', 'her', 'its']);

/** Whether a phrase's owner word keeps a player's own things (MY_WORDS). */
export function ownedByMe(np: NounPhrase): boolean {
  return np.owner !== undefined && MY_WORDS.has(np.owner.text.toLowerCase());
}
const STRUCTURE_KINDS: Record<string, string> = { 'noun.stronghold': 'stronghold', 'noun.turret': 'turret', 'noun.alarm': 'alarm' };

/**
 * Where the members of a set may be, when its phrase says so (`in a location
 * I control`, `adjacent to ...`): the base set is then built only from there,
 * instead of building a thing for every piece or location and dropping most
 * of them. Null: anywhere. The qualifier still filters the set (`qualifier`),
 * so this only saves work.
 */
type Within = ReadonlySet<LocationId> | null;

/**
 * Whose things a set keeps, when its phrase says they are mine (`my leaders`,
 * `a location I control`: see PhrasePlan.mine): the base set is then built
 * from what that player may control, not from the whole board. Null: anyone's.
 * Like Within, only a bound: the owner word or relative still filters the set.
 */
type Mine = PlayerId | null;

/** Units on the board (in the game's piece order), of `kind`, `within` those locations. */
function boardUnits(ev: Ev, kind?: string, within: Within = null): Thing[] {
  const out: Thing[] = [];
  for (const u of boardOf(ev).unitsOnBoard()) {
    if ((kind === undefined || u.kind === kind) && (within === null || within.has(u.location!))) out.push(unitThing(ev, u));
  }
  return out;
}

function boardStructures(ev: Ev, kind?: string, within: Within = null): Thing[] {
  const out: Thing[] = [];
  const structures = ev.g.structures;
  for (const id in structures) {
    const s = structures[id]!;
    if (s.location !== null && (kind === undefined || s.kind === kind) && (within === null || within.has(s.location))) out.push(structureThing(ev, s));
  }
  return out;
}

/** Locations (board order), destroyed or not (null: both), `within` those, and with `mine` only those that player controls (a bound, see Mine). */
function locations(ev: Ev, destroyed: boolean | null, within: Within = null, mine: Mine = null): Thing[] {
  const g = ev.g;
  const out: Thing[] = [];
  for (const l of rulesIndex(ev.rules).locationIds) {
    // The cheapest test first (all three are pure reads, so their order changes nothing).
    if (within !== null && !within.has(l)) continue;
    if (destroyed !== null && (g.locations[l]?.destroyed === true) !== destroyed) continue;
    if (mine !== null && boardOf(ev).controllerOf(l) !== mine) continue;
    out.push(locationThing(ev.rules, l));
  }
  return out;
}

/** Every action card of the players in the game, wherever it is. */
function allCards(ev: Ev): Thing[] {
  const g = ev.g;
  const out: Thing[] = [];
  const seen = new Set<string>();
  for (const p of g.turnOrder) {
    const ps = g.players[p]!;
    for (const c of ps.hand) out.push(cardThing(ev.rules, c, p, 'hand'));
    for (let i = ps.deck.length - 1; i >= 0; i--) out.push(cardThing(ev.rules, ps.deck[i]!, p, 'deck'));
    for (const c of ps.discard) out.push(cardThing(ev.rules, c, p, 'discard'));
  }
  for (const t of out) seen.add(t.id);
  playedCards(ev, seen, false, out);
  return out;
}

/** Whether a card is in some player's hand, deck or discard pile. */
function inPile(g: ColumbiaG, card: string): boolean {
  for (const p of g.turnOrder) {
    const ps = g.players[p]!;
    if (ps.hand.includes(card) || ps.deck.includes(card) || ps.discard.includes(card)) return true;
  }
  return false;
}

/**
 * The cards played into the combat and the vote that are in no hand, deck or
 * discard pile (`seen`: the ids already in `out`; with `lookInPiles`, a card
 * found in a pile counts as seen too), appended to `out` as allCards lists them.
 */
function playedCards(ev: Ev, seen: Set<string>, lookInPiles: boolean, out: Thing[]): Thing[] {
  const g = ev.g;
  const c = g.combat;
  if (c !== null) {
    for (const side of ['attacker', 'defender'] as const) {
      const p = sidePlayer(c[side].combatant);
      if (p === null) continue;
      for (const card of c[side].played) {
        if (seen.has(card) || (lookInPiles && inPile(g, card))) continue;
        seen.add(card);
        out.push(cardThing(ev.rules, card, p, 'combat'));
      }
    }
  }
  const v = g.vote;
  if (v !== null) {
    for (const p of Object.keys(v.played)) {
      for (const card of v.played[p]!) {
        if (seen.has(card) || (lookInPiles && inPile(g, card))) continue;
        seen.add(card);
        out.push(cardThing(ev.rules, card, p, 'vote'));
      }
    }
  }
  return out;
}

/**
 * `cards my opponent played`: of all cards, the relative keeps those in the
 * combat or the vote, so only those are made (the same things, in the same
 * order, as allCards then the filter).
 */
function cardsPlayed(ev: Ev): Thing[] {
  // A few cards are played, many are held: each played card is looked for in the piles, rather than every held card collected.
  return playedCards(ev, new Set<string>(), true, []);
}

function isCardsPlayed(id: string, np: NounPhrase): boolean {
  return (id === 'noun.card' || id === 'noun.action-card') && !!np.relative && np.relative.verb.text.toLowerCase() === 'played';
}

function abilities(ev: Ev): Thing[] {
  const out: Thing[] = [];
  for (const [f, fs] of Object.entries(ev.g.factions)) for (const [type, sheet] of Object.entries(fs.upgrades)) out.push(abilityThing(ev.rules, f, type, sheet));
  return out;
}

/** Every upgrade made: one thing per key token and per step of a value (+2 is two upgrades). */
function upgrades(ev: Ev): Thing[] {
  const out: Thing[] = [];
  for (const [f, fs] of Object.entries(ev.g.factions)) {
    for (const [type, sheet] of Object.entries(fs.upgrades)) {
      const cardType = rulesIndex(ev.rules).cardType[type];
      const name = cardType?.name ?? type;
      // An ability printed unlocked is open from the start: only a key token on a locked one is an upgrade made.
      if (sheet.unlocked && cardType?.ability.locked === true) out.push({ id: upgradeId(f, type, 'unlock'), label: `${name} unlocked`, data: { kind: 'upgrade', faction: f, cardType: type, value: 'unlock' } });
      for (const v of ['combat', 'influence', 'eagles'] as const) {
        for (let i = 1; i <= sheet[v]; i++) out.push({ id: upgradeId(f, type, v, i), label: `${name} ${v} +${i}`, data: { kind: 'upgrade', faction: f, cardType: type, value: v } });
      }
    }
  }
  return out;
}

/** The dice rolled in the combat, attacker's then defender's; with `mine`, only that player's side (a bound, see Mine). */
function combatDice(ev: Ev, mine: Mine = null): Thing[] {
  const c = ev.g.combat;
  if (c === null) return [];
  const out: Thing[] = [];
  for (const side of ['attacker', 'defender'] as const) {
    if (mine !== null && sidePlayer(c[side].combatant) !== mine) continue;
    c[side].dice.forEach((_d, i) => out.push(dieThing(ev.g, side, i)));
  }
  return out;
}

function players(ev: Ev): Thing[] {
  return turnOrderFrom(ev.g, ev.g.firstPlayer).map((p) => playerThing(ev.rules, ev.g, p));
}

/** A noun's whole set on the board (its words, owner and qualifier not applied yet); `within`, `mine`: bounds (see Within, Mine). */
type BaseSet = (ev: Ev, np: NounPhrase, env: Env, within: Within, mine: Mine, plan: PhrasePlan) => Thing[];

/** Every Columbia noun's base set, by noun id: one look-up per phrase (see phrasePlan), not a chain of tests per evaluation. */
const BASE_SETS = new Map<string, BaseSet>([
  ...[...UNIT_NOUN_KINDS].map(([id, kind]): [string, BaseSet] => [id, (ev, _np, _env, within) => boardUnits(ev, kind, within)]),
  ...Object.entries(STRUCTURE_KINDS).map(([id, kind]): [string, BaseSet] => [id, (ev, _np, _env, within) => boardStructures(ev, kind, within)]),
  ['noun.structure', (ev, _np, _env, within) => boardStructures(ev, undefined, within)],
  ['noun.piece', (ev) => [...boardUnits(ev), ...boardStructures(ev), ...figures(ev.g)]],
  ['noun.figure', (ev) => figures(ev.g)],
  ['noun.location', (ev, _np, _env, within, mine, plan) => locations(ev, plan.destroyedToo ? null : false, within, mine)],
  ['noun.destruction-marker', (ev) => locations(ev, true)],
  ['noun.sky-line', (ev) => ev.rules.board.skyLines.map((s) => ({ id: s.id, label: s.name, data: { kind: 'sky-line' as const, spaces: s.spaceLocationIds } }))],
  ['noun.territory', (ev) => ev.rules.board.territories.map((t) => territoryThing(ev.rules, t.id))],
  ['noun.player', (ev) => players(ev)],
  ['noun.opponent', (ev, np, env) => opponentsOf(ev.g, me(ev, env, np)).map((p) => playerThing(ev.rules, ev.g, p))],
  ['noun.defender', (ev) => combatPlayer(ev.g, 'defender').map((p) => playerThing(ev.rules, ev.g, p))],
  ['noun.attacker', (ev) => combatPlayer(ev.g, 'attacker').map((p) => playerThing(ev.rules, ev.g, p))],
  ['noun.faction', (ev) => Object.keys(ev.g.factions).map((f) => factionThing(ev.rules, ev.g, f))],
  ['noun.card', (ev) => allCards(ev)],
  ['noun.action-card', (ev) => allCards(ev)],
  [
    'noun.leader-card',
    (ev) => {
      const g = ev.g;
      return g.turnOrder.map((p) => ({ id: g.players[p]!.leaderId, label: ev.rules.leaders.find((l) => l.id === g.players[p]!.leaderId)?.name ?? p, data: { kind: 'card' as const, holder: p, zone: 'leader' } }));
    },
  ],
  ['noun.ability', (ev) => abilities(ev)],
  ['noun.upgrade', (ev) => upgrades(ev)],
  [
    'noun.world-event',
    (ev) =>
      // The deck's top is its last element: the top comes first here ("the top 5 world events").
      ev.g.worldEvents.deck
        .slice()
        .reverse()
        .map((e) => worldEventThing(ev.rules, e, 'deck')),
  ],
  ['noun.victory-card', (ev) => ev.g.victoryCards.inPlay.map((v) => victoryCardThing(ev.rules, v, 'in-play'))],
  ['noun.die', (ev, _np, _env, _within, mine) => combatDice(ev, mine)],
  ['noun.hand', (ev) => ev.g.turnOrder.map((p) => ({ id: `hand:${p}`, label: `hand of ${p}`, data: { kind: 'hand' as const, owner: p } }))],
  ['noun.deck', (ev) => ev.g.turnOrder.map((p) => ({ id: `deck:${p}`, label: `deck of ${p}`, data: { kind: 'deck' as const, owner: p } }))],
  ['noun.territory-token', (ev) => tokens(ev)],
  ['noun.token', (ev) => tokens(ev)],
  ['noun.combat', (ev) => (ev.g.combat === null ? [] : [{ id: 'combat', label: 'this combat', data: { kind: 'combat', location: ev.g.combat.location } }])],
  ['noun.game', () => [{ id: 'game', label: 'the game', data: { kind: 'game' } }]],
  ['noun.turn', () => [{ id: 'turn', label: 'turn', data: { kind: 'turn' } }]],
  ['noun.round', () => [{ id: 'round', label: 'round', data: { kind: 'round' } }]],
  ['noun.effect', () => []],
]);

function tokens(ev: Ev): Thing[] {
  const g = ev.g;
  return rulesIndex(ev.rules)
    .locationIds.filter((l) => g.locations[l]?.token != null)
    .map((l) => ({ id: g.locations[l]!.token!.id, label: 'territory token', data: { kind: 'token' as const, location: l, faceUp: g.locations[l]!.token!.faceUp } }));
}

/** What a phrase's set is made from, worked out once per phrase (checked ASTs do not change; a phrase is read at every evaluation). */
interface PhrasePlan {
  /** `the top 3 of ...`-like phrases with no words: the set of its `of` phrase. */
  ofOnly: boolean;
  /** `cards my opponent played`: only the played cards are made (cardsPlayed). */
  cardsPlayed: boolean;
  /** The noun's base set; null: no Columbia meaning (evaluating it fails). */
  base: BaseSet | null;
  adjectives: readonly string[];
  /**
   * Its owner word or relative keeps only what I control (`my`, `their`, `I control`, `I have`): a player's
   * own (not a faction's), the same test as `owned`/`relative` with who = I. The base set may then be bounded by it (Mine).
   */
  mine: boolean;
  /** `destroyed locations`: destroyed ones are in the base set too (else only undestroyed). */
  destroyedToo: boolean;
  /**
   * Its base set, bounded by where a qualifier keeps things (Within), holds
   * only things at those locations (pieces and locations: a piece's thing is
   * where the piece is), so that qualifier would keep all of it: not asked again.
   */
  withinExact: boolean;
  /**
   * Its base set, bounded by `mine`, holds only what I control (locations: the
   * same controller test as belongsTo), so an owner word or relative that keeps
   * exactly mine would keep all of it: not asked again (see ownerIsMine, relativeIsMine).
   */
  mineExact: boolean;
  /** Its owner word keeps my own things (`my`, `their`...: ownedByMe). */
  ownerIsMine: boolean;
  /** Its relative keeps what I control (`I control`, `I have`). */
  relativeIsMine: boolean;
}

/** Base sets bounded exactly by Within: pieces and locations (the others are not bounded by it). */
const WITHIN_EXACT: ReadonlySet<string> = new Set([...UNIT_NOUN_KINDS.keys(), ...Object.keys(STRUCTURE_KINDS), 'noun.structure', 'noun.location']);

/** Relative verbs that keep what their subject controls (relative: belongsTo). */
export const CONTROL_VERBS: ReadonlySet<string> = new Set(['control', 'controls', 'have', 'has']);

/** Whether a relative's subject is `I` as `who` reads it (a player alone, no faction). */
function isMeSubject(s: Relative['subject']): boolean {
  if (!('kind' in s)) return /^(i|me)$/i.test(s.text);
  if (s.kind === 'pronoun') return /^(i|me)$/i.test(s.word);
  return s.kind === 'nounPhrase' && s.resolved?.id === 'subject.i';
}

function relativeKeepsMine(np: NounPhrase): boolean {
  const r = np.relative;
  return r !== undefined && CONTROL_VERBS.has(r.verb.text.toLowerCase()) && isMeSubject(r.subject);
}

const phrasePlans = new WeakMap<NounPhrase, PhrasePlan>();

function phrasePlan(np: NounPhrase): PhrasePlan {
  let plan = phrasePlans.get(np);
  if (plan === undefined) {
    const id = np.resolved?.id ?? '';
    const ofOnly = np.words.length === 0 && !!np.of;
    const cardsPlayed = isCardsPlayed(id, np);
    const own = !ofOnly && !cardsPlayed;
    const ownerIsMine = ownedByMe(np);
    const relativeIsMine = relativeKeepsMine(np);
    plan = {
      ofOnly,
      cardsPlayed,
      base: BASE_SETS.get(id) ?? null,
      adjectives: adjectivesOf(np),
      mine: ownerIsMine || relativeIsMine,
      destroyedToo: hasWord(np, 'destroyed'),
      withinExact: own && WITHIN_EXACT.has(id),
      mineExact: own && id === 'noun.location',
      ownerIsMine,
      relativeIsMine,
    };
    phrasePlans.set(np, plan);
  }
  return plan;
}

function baseSet(ev: Ev, plan: PhrasePlan, np: NounPhrase, env: Env, within: Within): Thing[] {
  if (plan.base === null) return ev.fail(np, `no Columbia meaning for the noun ${np.resolved?.id || '(unresolved)'}`);
  // With nobody as "I", no bound: the owner word or relative fails as it would have.
  const mine = plan.mine && typeof env.me === 'string' ? env.me : null;
  return plan.base(ev, np, env, within, mine, plan);
}

function figures(g: ColumbiaG): Thing[] {
  const out: Thing[] = [];
  if (g.booker !== null) out.push(figureThing(g, 'booker'));
  if (g.elizabeth.location !== null) out.push(figureThing(g, 'elizabeth'));
  return out;
}

// ---------------------------------------------------------------------------
// Words, owner, possessor, relative, qualifier
// ---------------------------------------------------------------------------

function hasWord(np: NounPhrase, w: string): boolean {
  return np.words.some((x) => x.text.toLowerCase() === w);
}

/** adjectivesOf per phrase: checked ASTs do not change, and a phrase is read at every evaluation. */
const adjectiveMemo = new WeakMap<NounPhrase, readonly string[]>();

/** The words before the noun itself (`enemy` in `enemy common`, `sky-line` in `sky-line dice`). Shared: do not change it. */
export function adjectivesOf(np: NounPhrase): readonly string[] {
  let out = adjectiveMemo.get(np);
  if (out === undefined) {
    out = Object.freeze(findAdjectives(np));
    adjectiveMemo.set(np, out);
  }
  return out;
}

function findAdjectives(np: NounPhrase): string[] {
  const words = np.words.map((w) => w.text.toLowerCase());
  const registry = columbiaRegistry;
  for (let k = Math.min(3, words.length); k >= 1; k--) {
    if (registry.nounForm(words.slice(words.length - k).join(' '))) return words.slice(0, words.length - k);
  }
  return words.slice(0, -1);
}

/** diceNamed's answers per Ruleset and word: every adjective that is not one of `adjective`'s own asks, at every evaluation. */
const dieWords = perRuleset((): Map<string, readonly string[]> => new Map());

/** The die ids a word names: a die's id or its colour (`red`, `yellow`, `sky-line`). Shared: do not change it. */
export function diceNamed(rules: Ruleset, word: string): readonly string[] {
  const known = dieWords(rules);
  let ids = known.get(word);
  if (ids === undefined) {
    const dice = word === 'combat' ? rules.dice.filter((d) => d.use === 'combat') : rules.dice.filter((d) => d.id === word || d.colour === word || d.name.toLowerCase() === word);
    known.set(word, (ids = Object.freeze(dice.map((d) => d.id))));
  }
  return ids;
}

/**
 * The adjectives Columbia phrases may carry (each narrows the set in
 * `adjective` below). `random` is the quantifier's business (the core's
 * `select`, pick.ts); `only`, `extra` and `first` narrow nothing; colours
 * name dice.
 */
export const ADJECTIVE_WORDS: readonly string[] = [
  'common', 'special', 'leader', 'enemy', 'destroyed', 'undestroyed', 'locked', 'unlocked', 'aggressive', 'face-down',
  'adjacent', 'other', 'white', 'blue', 'red', 'yellow', 'combat', 'random', 'only', 'extra', 'first',
];

/** The qualifier prepositions `qualifier` below reads. */
export const QUALIFIER_PREPS: readonly string[] = ['in', 'on', 'at', 'from', 'with', 'without', 'adjacent to', 'near', 'under'];

function adjective(ev: Ev, word: string, set: Thing[], env: Env): Thing[] {
  const g = ev.g;
  switch (word) {
    case 'common':
    case 'special':
    case 'leader':
      return set.filter((t) => kindOf(t) !== 'unit' || dataOf(t).unitKind === word);
    case 'enemy':
      return set.filter((t) => isEnemy(ev, t, me(ev, env)));
    case 'destroyed':
      return set.filter((t) => g.locations[thingLocation(g, t) ?? '']?.destroyed === true);
    case 'undestroyed':
      return set.filter((t) => g.locations[thingLocation(g, t) ?? '']?.destroyed !== true);
    case 'locked':
    case 'unlocked':
      return set.filter((t) => kindOf(t) !== 'ability' || dataOf(t).locked === (word === 'locked'));
    case 'aggressive':
      return set.filter((t) => dataOf(t).aggressive === true);
    case 'face-down':
      return set.filter((t) => dataOf(t).faceUp === false);
    case 'adjacent': {
      const here = typeof env.location === 'string' ? env.location : g.combat?.location;
      if (here === undefined) return [];
      const near = adjacentLocations(ev.rules, here);
      return set.filter((t) => near.includes(thingLocation(g, t) ?? ''));
    }
    case 'other':
      return set.filter((t) => t.id !== env.card && !(env.it && typeof env.it === 'object' && (env.it as { id?: unknown }).id === t.id));
    default: {
      const dice = diceNamed(ev.rules, word);
      if (dice.length > 0) return set.filter((t) => kindOf(t) !== 'die' || dice.includes(dataOf(t).dieId as string));
      // `random`, `only`, `extra`, `first`, and nouns used as adjectives: no narrowing here.
      return set;
    }
  }
}

function owned(ev: Ev, owner: string, set: Thing[], env: Env, np: NounPhrase): Thing[] {
  const g = ev.g;
  const p = me(ev, env, np);
  const word = owner.toLowerCase();
  if (MY_WORDS.has(word)) {
    const w: Who = { players: [p], faction: null };
    return set.filter((t) => belongsTo(ev, t, w));
  }
  switch (word) {
    case 'enemy':
      return set.filter((t) => isEnemy(ev, t, p));
    case "my opponent's": {
      if (set.length === 0) return [];
      const w: Who = { players: opponentsOf(g, p), faction: null };
      return set.filter((t) => belongsTo(ev, t, w));
    }
    case "my faction's": {
      if (set.length === 0) return [];
      const w = factionWho(g, factionOf(g, p));
      return set.filter((t) => belongsTo(ev, t, w));
    }
    default:
      return ev.fail(np, `no Columbia meaning for the owner "${owner}"`);
  }
}

function relative(ev: Ev, rel: Relative, set: Thing[], env: Env): Thing[] {
  const w = who(ev, rel.subject, env);
  const verb = rel.verb.text.toLowerCase();
  if (verb === 'control' || verb === 'controls' || verb === 'have' || verb === 'has') return set.filter((t) => belongsTo(ev, t, w));
  if (verb === 'played') {
    return set.filter((t) => {
      const d = dataOf(t);
      return d.kind === 'card' && (d.zone === 'combat' || d.zone === 'vote') && w.players.includes(d.holder as string);
    });
  }
  return ev.fail(rel, `no Columbia meaning for "${rel.verb.text}" in a relative clause`);
}

/** Whether `t` is in (on, at) `target`: a location, territory, Sky-Line, combat, hand, deck, piece or the game. */
export function isIn(ev: Ev, t: Thing, target: Thing): boolean {
  const g = ev.g;
  const td = dataOf(target);
  const here = thingLocation(g, t);
  switch (td.kind) {
    case 'location':
      return here === target.id;
    case 'territory':
      return here !== null && rulesIndex(ev.rules).location[here]?.territoryId === target.id;
    case 'sky-line':
      return here !== null && Array.isArray(td.spaces) && td.spaces.includes(here);
    case 'combat': {
      const d = dataOf(t);
      if (d.kind === 'card') return d.zone === 'combat';
      if (d.kind === 'die') return true;
      return here !== null && here === td.location;
    }
    case 'hand':
      return dataOf(t).zone === 'hand' && thingOwner(t) === td.owner;
    case 'deck':
      return dataOf(t).zone === 'deck' && thingOwner(t) === td.owner;
    case 'game':
      return true;
    case 'player':
    case 'faction':
      return belongsTo(ev, t, whoOfThings(g, [target]));
    default: {
      const there = thingLocation(g, target);
      return there !== null && here === there;
    }
  }
}

/**
 * The locations a qualifier keeps things at, when it keeps exactly the things
 * whose location is one of them (`in`/`on`/`at`/`from` locations, `adjacent
 * to`, `near`); null for any other qualifier.
 */
function qualifyingLocations(ev: Ev, prep: string, targets: Thing[]): Set<LocationId> | null {
  const g = ev.g;
  switch (prep) {
    case 'in':
    case 'on':
    case 'at':
    case 'from': {
      // In locations (the usual target): one set of ids rather than every pair (isIn's own test for a location).
      const ids = new Set<LocationId>();
      for (const x of targets) {
        const k = kindOf(x);
        if (k === 'location') ids.add(x.id);
        else if (k === 'sky-line') {
          // isIn's test for a Sky-Line: at one of its spaces.
          const spaces = dataOf(x).spaces;
          if (!Array.isArray(spaces)) return null;
          for (const l of spaces) ids.add(l);
        } else return null;
      }
      return ids;
    }
    case 'adjacent to':
    case 'near': {
      const near = new Set<LocationId>();
      for (const x of targets) {
        const l = thingLocation(g, x);
        if (l === null) continue;
        if (prep === 'near') near.add(l);
        for (const a of adjacentLocations(ev.rules, l)) near.add(a);
      }
      return near;
    }
    default:
      return null;
  }
}

/** `targets`: the qualifier's target set, `at`: the locations it keeps things at (qualifyingLocations), both read by nounSet. */
function qualifier(ev: Ev, q: Qualifier, set: Thing[], targets: Thing[], at: Set<LocationId> | null): Thing[] {
  const g = ev.g;
  if (at !== null) {
    if (at.size === 0) return [];
    return set.filter((t) => {
      const here = thingLocation(g, t);
      return here !== null && at.has(here);
    });
  }
  switch (q.prep) {
    case 'in':
    case 'on':
    case 'at':
    case 'from':
      return set.filter((t) => targets.some((x) => isIn(ev, t, x)));
    case 'with':
    case 'without': {
      const wanted = q.prep === 'with';
      // The targets' ids by location, worked out once (not once per member of the set).
      const byLocation = new Map<LocationId, string[]>();
      for (const x of targets) {
        const l = thingLocation(g, x);
        if (l === null) continue;
        const ids = byLocation.get(l);
        if (ids === undefined) byLocation.set(l, [x.id]);
        else ids.push(x.id);
      }
      return set.filter((t) => {
        const here = thingLocation(g, t);
        const ids = here === null ? undefined : byLocation.get(here);
        const has = ids !== undefined && ids.some((id) => id !== t.id);
        return has === wanted;
      });
    }
    case 'under': {
      const w = whoOfThings(g, targets);
      return set.filter((t) => belongsTo(ev, t, w));
    }
    default:
      return ev.fail(q, `no Columbia meaning for the qualifier "${q.prep}"`);
  }
}

/** The whole set a noun phrase denotes (its quantifier not applied). The core's noun handler for every noun id. */
export function nounSet(ev: Ev, np: NounPhrase, env: Env): Thing[] {
  const plan = phrasePlan(np);
  // The qualifier's target first (reading is pure, so the order changes nothing): where it keeps things bounds the base set.
  const q = np.qualifier;
  const targets = q ? ev.things(q.target, env) : null;
  const at = q && targets !== null ? qualifyingLocations(ev, q.prep, targets) : null;
  let set = plan.ofOnly ? ev.things(np.of!, env) : plan.cardsPlayed ? cardsPlayed(ev) : baseSet(ev, plan, np, env, at);
  const adjectives = plan.adjectives;
  for (let i = 0; i < adjectives.length; i++) set = adjective(ev, adjectives[i]!, set, env);
  // Bounded exactly by mine (baseSet's rule: a mine bound whenever I am someone): what keeps only mine would keep it all.
  const mineKept = plan.mineExact && plan.mine && typeof env.me === 'string';
  if (np.owner && !(mineKept && plan.ownerIsMine)) set = owned(ev, np.owner.text, set, env, np);
  if (np.possessor) {
    const w = who(ev, np.possessor, env);
    set = set.filter((t) => belongsTo(ev, t, w));
  }
  if (np.relative && !(mineKept && plan.relativeIsMine)) set = relative(ev, np.relative, set, env);
  // Bounded exactly by where the qualifier keeps things: it would keep it all.
  if (q && targets !== null && !(at !== null && plan.withinExact)) set = qualifier(ev, q, set, targets, at);
  return set;
}

/** Players (and factions) as things, for `for each player` and the like. */
export function subjectSet(ev: Ev, np: NounPhrase, env: Env): Thing[] {
  const id = np.resolved?.id ?? '';
  if (id === 'subject.each-faction') return Object.keys(ev.g.factions).map((f) => factionThing(ev.rules, ev.g, f));
  if (id === 'subject.my-faction') return [factionThing(ev.rules, ev.g, factionOf(ev.g, me(ev, env, np)))];
  const f = namedFaction(ev.rules, id);
  if (f !== null) return [factionThing(ev.rules, ev.g, f)];
  return who(ev, np, env).players.map((p) => playerThing(ev.rules, ev.g, p));
}

// ---------------------------------------------------------------------------
// Single values
// ---------------------------------------------------------------------------

/** What a value phrase is a value of: its possessor, its `of` phrase, or (with `my`) me. */
export function holderOf(ev: Ev, np: NounPhrase, env: Env): Thing[] {
  if (np.possessor) return ev.things(np.possessor, env);
  if (np.of) return ev.things(np.of, env);
  if (np.owner && /^my$/i.test(np.owner.text)) return [playerThing(ev.rules, ev.g, me(ev, env, np))];
  return [];
}

/** A card's value now: in the combat it was played into, its combat value there; else printed plus upgrades. */
export function cardValueNow(ev: Ev, card: string, value: CardValue): number {
  const g = ev.g;
  const c = g.combat;
  if (value === 'combat' && c !== null) {
    for (const side of ['attacker', 'defender'] as const) if (c[side].played.includes(card)) return c[side].cardCombat[card] ?? 0;
  }
  return cardValue(g, ev.rules, card, value, ev);
}

function playersOfHolder(ev: Ev, holders: Thing[]): PlayerId[] {
  return whoOfThings(ev.g, holders).players;
}

export const VALUE_OF_CARD: Record<string, CardValue> = { 'value.combat': 'combat', 'value.influence': 'influence', 'value.card-eagles': 'eagles' };

export function valueOf(ev: Ev, np: NounPhrase, env: Env): Json {
  const g = ev.g;
  const id = np.resolved?.id ?? '';
  const holders = holderOf(ev, np, env);
  switch (id) {
    case 'value.eagles': {
      const ps = holders.length > 0 ? playersOfHolder(ev, holders) : [me(ev, env, np)];
      return ps.reduce((n, p) => n + (g.players[p]?.eagles ?? 0), 0);
    }
    case 'value.victory-points': {
      const ps = holders.length > 0 ? playersOfHolder(ev, holders) : [me(ev, env, np)];
      const fs = [...new Set(ps.map((p) => factionOf(g, p)))];
      return fs.reduce((n, f) => n + victoryPoints(g, ev.rules, f), 0);
    }
    case 'value.combat':
    case 'value.influence':
    case 'value.card-eagles': {
      const card = holders.find((t) => kindOf(t) === 'card');
      if (card === undefined) return ev.fail(np, `"${ev.source(np)}": no action card to read a value of`);
      return cardValueNow(ev, card.id, VALUE_OF_CARD[id]!);
    }
    case 'value.location': {
      const h = holders[0];
      if (h === undefined) return null;
      const loc = thingLocation(g, h);
      return loc === null ? null : (locationThing(ev.rules, loc) as unknown as Json);
    }
    default:
      return ev.fail(np, `no Columbia meaning for the value ${id}`);
  }
}

/** `this card`, `this combat`, `this location`, `the game`, Booker, Elizabeth: the thing meant. */
export function referenceOf(ev: Ev, np: NounPhrase, env: Env): Json {
  const g = ev.g;
  switch (np.resolved?.id) {
    case 'subject.this-card': {
      const card = env.card;
      if (typeof card !== 'string') return ev.fail(np, '"this card" means nothing here');
      const holder = Object.keys(g.players).find((p) => cardZoneOf(g, p, card) !== null) ?? me(ev, env, np);
      return cardThing(ev.rules, card, holder, cardZoneOf(g, holder, card) ?? 'discard') as unknown as Json;
    }
    case 'subject.this-combat':
      return g.combat === null ? null : ({ id: 'combat', label: 'this combat', data: { kind: 'combat', location: g.combat.location } } as unknown as Json);
    case 'subject.this-location': {
      const loc = typeof env.location === 'string' ? env.location : (g.combat?.location ?? null);
      return loc === null ? null : (locationThing(ev.rules, loc) as unknown as Json);
    }
    case 'subject.the-game':
      return { id: 'game', label: 'the game', data: { kind: 'game' } };
    case 'subject.booker':
      return figureThing(g, 'booker') as unknown as Json;
    case 'subject.elizabeth':
      return figureThing(g, 'elizabeth') as unknown as Json;
    default:
      return ev.fail(np, `no Columbia meaning for ${np.resolved?.id ?? 'this phrase'}`);
  }
}

function cardZoneOf(g: ColumbiaG, p: PlayerId, card: string): 'hand' | 'deck' | 'discard' | 'combat' | 'vote' | null {
  const ps = g.players[p]!;
  const c = g.combat;
  if (c !== null && [c.attacker, c.defender].some((s) => sidePlayer(s.combatant) === p && s.played.includes(card))) return 'combat';
  if (g.vote?.played[p]?.includes(card)) return 'vote';
  if (ps.hand.includes(card)) return 'hand';
  if (ps.discard.includes(card)) return 'discard';
  if (ps.deck.includes(card)) return 'deck';
  return null;
}

// ---------------------------------------------------------------------------
// Names and pronouns
// ---------------------------------------------------------------------------

const lower = (s: string) => s.trim().toLowerCase();

/** What a quoted name names in a Ruleset (looked up in this order), null: nothing. */
export type Referent =
  | { kind: 'location' | 'territory' | 'figure' | 'structure' | 'faction' | 'world-event' | 'victory-card' | 'card-type'; id: string }
  | null;

/**
 * Every name the Ruleset gives, lower-cased, and what it names: looked up
 * in this order (a location before a territory of the same name, ...).
 */
const referents = perRuleset((rules: Ruleset): Map<string, NonNullable<Referent>> => {
  const out = new Map<string, NonNullable<Referent>>();
  const add = (name: string, r: NonNullable<Referent>) => {
    if (!out.has(lower(name))) out.set(lower(name), r);
  };
  for (const l of rules.board.locations) add(l.name, { kind: 'location', id: l.id });
  for (const t of rules.board.territories) add(t.name, { kind: 'territory', id: t.id });
  for (const f of rules.pieces.figures) add(f.name, { kind: 'figure', id: f.id });
  for (const x of rules.pieces.structures) add(x.name, { kind: 'structure', id: x.id });
  for (const f of rules.pack.factions) add(f.name, { kind: 'faction', id: f.id });
  for (const e of rules.worldEvents) add(e.name, { kind: 'world-event', id: e.id });
  for (const v of rules.victoryCards) add(v.name, { kind: 'victory-card', id: v.id });
  for (const c of rules.cardTypes) {
    add(c.name, { kind: 'card-type', id: c.id });
    add(c.ability.name, { kind: 'card-type', id: c.id });
  }
  return out;
});

/** What a quoted name names in the Ruleset, or null. */
export function referentOf(rules: Ruleset, name: string): Referent {
  return referents(rules).get(lower(name)) ?? null;
}

/** A quoted name: a location, territory, figure (its pieces, those on the board first), structure, faction, world event, victory card or ability. */
export function named(ev: Ev, ref: NameRef, _env: Env): Json {
  const g = ev.g;
  const rules = ev.rules;
  const r = referentOf(rules, ref.name);
  if (r === null) return ev.fail(ref, `"${ref.name}" names nothing in this game`);
  switch (r.kind) {
    case 'location':
      return locationThing(rules, r.id) as unknown as Json;
    case 'territory':
      return territoryThing(rules, r.id) as unknown as Json;
    case 'figure': {
      const pieces = Object.values(g.units).filter((u) => u.pieceId === r.id);
      const onBoard = pieces.filter((u) => u.location !== null);
      const list = onBoard.length > 0 ? onBoard : pieces;
      return (list.length === 1 ? unitThing(ev, list[0]!) : list.map((u) => unitThing(ev, u))) as unknown as Json;
    }
    case 'structure':
      return boardStructures(ev, r.id) as unknown as Json;
    case 'faction':
      return factionThing(rules, g, r.id) as unknown as Json;
    case 'world-event':
      return worldEventThing(rules, r.id, 'named') as unknown as Json;
    case 'victory-card':
      return victoryCardThing(rules, r.id, 'named') as unknown as Json;
    case 'card-type':
      return abilities(ev).filter((a) => dataOf(a).cardType === r.id) as unknown as Json;
  }
}

/** `him` (Booker, unless bound), `her` (Elizabeth, unless bound), `they`/`them` (bound only). */
export function pronoun(ev: Ev, p: Pronoun, env: Env): Json {
  const w = p.word.toLowerCase();
  const bound = env[`$${w}`];
  if (bound !== undefined) return bound;
  if (w === 'him' || w === 'he') return figureThing(ev.g, 'booker') as unknown as Json;
  if (w === 'her' || w === 'she') return figureThing(ev.g, 'elizabeth') as unknown as Json;
  return ev.fail(p, `"${p.word}" refers to nothing here`);
}
