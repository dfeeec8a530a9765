/**
 * The base sets Columbia nouns are built from (pieces on the board,
 * undestroyed locations, the cards of every player, ...), bounded where the
 * phrase says where (Within) or whose (Mine) they may be.
 */
import type { Phrase, Referent } from '../../effect-ir/index.ts';
import type { Env, Thing } from '../../core/index.ts';
import { shelf } from '../../core/index.ts';
import { boardOf } from '../board.ts';
import { turnOrderFrom } from '../players.ts';
import { rulesIndex } from '../rules-index.ts';
import { sidePlayer } from '../combat-rules.ts';
import { unitFaction } from '../pieces.ts';
import type { ColumbiaG, FactionId, LocationId, PlayerId } from '../state.ts';
import { upgradeId } from '../upgrades.ts';
import { abilityThing, cardThing, dieThing, factionThing, figureThing, locationThing, playerThing, structureThing, territoryThing, unitThing, victoryCardThing, worldEventThing } from './things.ts';
import { type Ev, combatPlayer, me, opponentsOf } from './who.ts';

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
export function ownedByMe(np: Phrase): boolean {
  return np.owner !== undefined && MY_WORDS.has(np.owner.toLowerCase());
}
export const STRUCTURE_KINDS: Record<string, string> = { 'noun.stronghold': 'stronghold', 'noun.turret': 'turret', 'noun.alarm': 'alarm' };

/**
 * Where the members of a set may be, when its phrase says so (`in a location
 * I control`, `adjacent to ...`): the base set is then built only from there,
 * instead of building a thing for every piece or location and dropping most
 * of them. Null: anywhere. The qualifier still filters the set (`qualifier`),
 * so this only saves work.
 */
export type Within = ReadonlySet<LocationId> | null;

/**
 * Whose things a set keeps, when its phrase says they are mine (`my leaders`,
 * `a location I control`: see PhrasePlan.mine): the base set is then built
 * from what that player may control, not from the whole board. Null: anyone's.
 * Like Within, only a bound: the owner word or relative still filters the set.
 */
export type Mine = PlayerId | null;

/**
 * Whose faction's things a set keeps, when a possessor names a faction (`my
 * faction's units`): the base set is then built from that faction's pieces
 * only. Null: anyone's. Like Mine, only a bound: the possessor still filters.
 */
export type Whose = FactionId | null;

/** Units on the board (in the game's piece order), of `kind`, `within` those locations, of `whose` faction. */
export function boardUnits(ev: Ev, kind?: string, within: Within = null, whose: Whose = null): Thing[] {
  const out: Thing[] = [];
  const g = ev.g;
  for (const u of boardOf(ev).unitsOnBoard()) {
    if ((kind === undefined || u.kind === kind) && (within === null || within.has(u.location!)) && (whose === null || unitFaction(g, u) === whose)) out.push(unitThing(ev, u));
  }
  return out;
}

/**
 * Where the pieces a plain piece noun denotes stand (`a leader`, `a turret`,
 * `a structure`: the noun alone, no word, owner, possessor or clause): the
 * locations `boardUnits` or `boardStructures` would give things at, read
 * from the same pieces without making a thing for each. How a qualifier that
 * needs only where its target's things are (`locations with a leader`,
 * `adjacent to a turret`: nouns.ts `whereabouts`) reads such a target. Null
 * for any other phrase.
 */
export function piecePlaces(ev: Ev, np: Phrase | Referent): Set<LocationId> | null {
  if (np.kind !== 'phrase' || np.me || np.adjectives.length > 0 || np.owner !== undefined || np.possessor !== undefined || np.of !== undefined || np.relative !== undefined || np.qualifier !== undefined) return null;
  const id = np.id ?? '';
  const out = new Set<LocationId>();
  if (UNIT_NOUN_KINDS.has(id)) {
    const kind = UNIT_NOUN_KINDS.get(id);
    const units = boardOf(ev).unitsOnBoard();
    for (let i = 0; i < units.length; i++) {
      const u = units[i]!;
      if (kind === undefined || u.kind === kind) out.add(u.location!);
    }
    return out;
  }
  if (id !== 'noun.structure' && STRUCTURE_KINDS[id] === undefined) return null;
  const kind = STRUCTURE_KINDS[id];
  const structures = ev.g.structures;
  for (const sid in structures) {
    const s = structures[sid]!;
    if (s.location !== null && (kind === undefined || s.kind === kind)) out.add(s.location);
  }
  return out;
}

export function boardStructures(ev: Ev, kind?: string, within: Within = null): Thing[] {
  const out: Thing[] = [];
  const structures = ev.g.structures;
  for (const id in structures) {
    const s = structures[id]!;
    if (s.location !== null && (kind === undefined || s.kind === kind) && (within === null || within.has(s.location))) out.push(structureThing(ev, s));
  }
  return out;
}

/** Locations (board order), destroyed or not (null: both), `within` those, and with `mine` only those that player controls (a bound, see Mine). */
export function locations(ev: Ev, destroyed: boolean | null, within: Within = null, mine: Mine = null): Thing[] {
  const out: Thing[] = [];
  const ids = rulesIndex(ev.rules).locationIds;
  // Read by slot (a location's place in `ids`), from the board looked up once: not an id's look-up a location.
  const board = destroyed !== null || mine !== null ? boardOf(ev) : null;
  for (let slot = 0; slot < ids.length; slot++) {
    const l = ids[slot]!;
    // The cheapest test first (all three are pure reads, so their order changes nothing).
    if (within !== null && !within.has(l)) continue;
    if (destroyed !== null && (board!.locationAt(slot)?.destroyed === true) !== destroyed) continue;
    if (mine !== null && board!.controllerAt(slot) !== mine) continue;
    out.push(locationThing(ev.rules, l));
  }
  return out;
}

/** Every action card of the players in the game, wherever it is. */
export function allCards(ev: Ev): Thing[] {
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
export function cardsPlayed(ev: Ev): Thing[] {
  // A few cards are played, many are held: each played card is looked for in the piles, rather than every held card collected.
  return playedCards(ev, new Set<string>(), true, []);
}

export function isCardsPlayed(id: string, np: Phrase): boolean {
  return (id === 'noun.card' || id === 'noun.action-card') && !!np.relative && np.relative.verb.toLowerCase() === 'played';
}

export function abilities(ev: Ev): Thing[] {
  const out: Thing[] = [];
  for (const [f, fs] of Object.entries(ev.g.factions)) for (const [type, sheet] of Object.entries(fs.upgrades)) out.push(abilityThing(ev.rules, f, type, sheet));
  return out;
}

/** Every upgrade made (of `whose` faction): one thing per key token and per step of a value (+2 is two upgrades). */
export function upgrades(ev: Ev, whose: Whose = null): Thing[] {
  const out: Thing[] = [];
  const factions = ev.g.factions;
  for (const f in factions) {
    if (whose !== null && f !== whose) continue;
    const sheets = factions[f]!.upgrades;
    for (const type in sheets) {
      const things = sheetUpgrades(ev, f, type, sheets[type]!);
      for (let i = 0; i < things.length; i++) out.push(things[i]!);
    }
  }
  return out;
}

type Sheet = ColumbiaG['factions'][string]['upgrades'][string];

/** One sheet's upgrade things, kept with the marks they were made from (a sheet is read far more often than it is marked). */
const SHEET_UPGRADES = shelf<{ unlocked: boolean; combat: number; influence: number; eagles: number; things: readonly Thing[] }>('upgrade things of a sheet');

function sheetUpgrades(ev: Ev, f: string, type: string, sheet: Sheet): readonly Thing[] {
  const kept = ev.memo.getFor(SHEET_UPGRADES, sheet);
  if (kept !== undefined && kept.unlocked === sheet.unlocked && kept.combat === sheet.combat && kept.influence === sheet.influence && kept.eagles === sheet.eagles) return kept.things;
  const out: Thing[] = [];
  const cardType = rulesIndex(ev.rules).cardType[type];
  const name = cardType?.name ?? type;
  // An ability printed unlocked is open from the start: only a key token on a locked one is an upgrade made.
  if (sheet.unlocked && cardType?.ability.locked === true) out.push({ id: upgradeId(f, type, 'unlock'), label: `${name} unlocked`, data: { kind: 'upgrade', faction: f, cardType: type, value: 'unlock' } });
  for (const v of ['combat', 'influence', 'eagles'] as const) {
    for (let i = 1; i <= sheet[v]; i++) out.push({ id: upgradeId(f, type, v, i), label: `${name} ${v} +${i}`, data: { kind: 'upgrade', faction: f, cardType: type, value: v } });
  }
  ev.memo.setFor(SHEET_UPGRADES, sheet, { unlocked: sheet.unlocked, combat: sheet.combat, influence: sheet.influence, eagles: sheet.eagles, things: out });
  return out;
}

/** The dice rolled in the combat, attacker's then defender's; with `mine`, only that player's side (a bound, see Mine). */
export function combatDice(ev: Ev, mine: Mine = null): Thing[] {
  const c = ev.g.combat;
  if (c === null) return [];
  const out: Thing[] = [];
  for (const side of ['attacker', 'defender'] as const) {
    if (mine !== null && sidePlayer(c[side].combatant) !== mine) continue;
    c[side].dice.forEach((_d, i) => out.push(dieThing(ev.g, side, i)));
  }
  return out;
}

export function players(ev: Ev): Thing[] {
  return turnOrderFrom(ev.g, ev.g.firstPlayer).map((p) => playerThing(ev.rules, ev.g, p));
}

/** A noun's whole set on the board (its words, owner and qualifier not applied yet); `within`, `mine`, `whose`: bounds (see Within, Mine, Whose). */
export type BaseSet = (ev: Ev, np: Phrase, env: Env, within: Within, mine: Mine, plan: PhrasePlan, whose: Whose) => Thing[];

/** Every Columbia noun's base set, by noun id: one look-up per phrase (see phrasePlan), not a chain of tests per evaluation. */
export const BASE_SETS: ReadonlyMap<string, BaseSet> = new Map<string, BaseSet>([
  ...[...UNIT_NOUN_KINDS].map(([id, kind]): [string, BaseSet] => [id, (ev, _np, _env, within, _mine, _plan, whose) => boardUnits(ev, kind, within, whose)]),
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
  ['noun.upgrade', (ev, _np, _env, _within, _mine, _plan, whose) => upgrades(ev, whose)],
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

export function tokens(ev: Ev): Thing[] {
  const g = ev.g;
  return rulesIndex(ev.rules)
    .locationIds.filter((l) => g.locations[l]?.token != null)
    .map((l) => ({ id: g.locations[l]!.token!.id, label: 'territory token', data: { kind: 'token' as const, location: l, faceUp: g.locations[l]!.token!.faceUp } }));
}

/** What a phrase's set is made from, worked out once per phrase (checked ASTs do not change; a phrase is read at every evaluation). */
export interface PhrasePlan {
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
  /**
   * Its base set, bounded by a faction (Whose: units, upgrades), holds only
   * that faction's things (the same test as belongsTo with that faction), so
   * a possessor naming the faction would keep all of it: not asked again.
   */
  whoseExact: boolean;
  /** Its owner word keeps my own things (`my`, `their`...: ownedByMe). */
  ownerIsMine: boolean;
  /** Its relative keeps what I control (`I control`, `I have`). */
  relativeIsMine: boolean;
}

export function figures(g: ColumbiaG): Thing[] {
  const out: Thing[] = [];
  if (g.booker !== null) out.push(figureThing(g, 'booker'));
  if (g.elizabeth.location !== null) out.push(figureThing(g, 'elizabeth'));
  return out;
}

