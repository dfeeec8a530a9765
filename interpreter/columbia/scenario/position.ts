/**
 * A scenario's starting position: the real Columbia setup for its player
 * count and seed, then the designer's overrides (board, cards, eagles,
 * upgrades, decks of events and victory cards, Booker, Elizabeth, timeline,
 * first player, leaders, round), then the tasks that start play at the
 * phase and step asked for. Every name is checked; every problem becomes a
 * Diagnostic on the value that caused it.
 */
import type { Task } from '../../core/index.ts';
import { createRng } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import { freshBoard, type Board } from '../board.ts';
import { turnOrderFrom } from '../players.ts';
import { setup } from '../setup.ts';
import type { ColumbiaG, Phase, Step } from '../state.ts';
import type { CardRef, Names } from './names.ts';
import { listOf, ptr, type Reporter } from '../../game/index.ts';

export { listOf };

/** The scenario file as parsed (schema-valid), in the fields this module reads. */
export interface RawPosition {
  board?: Record<string, RawLocation>;
  hands?: Record<string, string | string[]>;
  decks?: Record<string, string | string[]>;
  discards?: Record<string, string | string[]>;
  eagles?: Record<string, number>;
  upgrades?: Record<string, Record<string, unknown>>;
  victoryCards?: { inPlay?: string | string[]; claimed?: Record<string, string | string[]>; deck?: string | string[] };
  worldEvents?: { deck?: string | string[]; current?: string | null; passed?: boolean; discard?: string | string[]; removed?: string | string[]; passedEarlier?: string | string[] };
  timeline?: { number?: number; name?: string; step?: number };
  booker?: string | null;
  elizabeth?: string | null | { location?: string | null; withBooker?: boolean };
  firstPlayer?: string;
  leaders?: Record<string, string>;
  round?: number;
  start?: string | { phase: string; player?: string; step?: string };
}

export type RawLocation = Record<string, unknown> & { token?: unknown; destroyed?: boolean };

export interface Prepared {
  g: ColumbiaG;
  /** The tasks play starts with (the first runs first). */
  tasks: Task[];
  /** World events that passed in earlier rounds (`worldEvents.passedEarlier`): what they changed for the rest of the game holds. */
  passedEarlier: string[];
}


/** The piece a list entry names, as a key for comparing multisets: a figure or kind id, or a structure id. */
export function pieceKey(p: { what: 'unit'; pieceId: string } | { what: 'structure'; kind: string }): string {
  return p.what === 'unit' ? p.pieceId : p.kind;
}

const PHASE_STEPS: Record<string, Step[]> = {
  'world-event': ['vote', 'elizabeth', 'booker'],
  'player-turns': ['produce', 'recruit', 'move', 'combat'],
  refresh: ['discard', 'draw', 'victory-card'],
};

/** Builds the position, or returns null when a problem was reported. */
export function buildPosition(rules: Ruleset, names: Names, raw: RawPosition, seed: string | number, emptyBoard: boolean, rep: Reporter): Prepared | null {
  const players = names.players.slice();
  const g = setup({ rules, players, rng: createRng(seed), push: () => {} });
  g.round = 1;
  // The position is arranged through one board (its pieces change only through it until the game starts).
  const board = freshBoard(g, rules);
  const tokenBy = new Map(rules.territoryTokens.map((t) => [t.id, t]));

  const returnToken = (loc: string): void => {
    const t = g.locations[loc]!.token;
    if (t !== null) g.territoryTokens.unused.push(t.id);
    board.setToken(loc, null);
  };

  if (emptyBoard) {
    for (const u of Object.values(g.units)) board.placeUnit(u, null);
    for (const s of Object.values(g.structures)) board.placeStructure(s, null);
    for (const loc of Object.keys(g.locations)) returnToken(loc);
  }

  // Leaders first: a leader's ability registers at game start.
  for (const [who, name] of Object.entries(raw.leaders ?? {})) {
    const p = names.player(who);
    if (!p.ok) {
      rep.miss(p, ptr('/leaders', who), true);
      continue;
    }
    const l = names.leader(name);
    if (!l.ok) {
      rep.miss(l, ptr('/leaders', who));
      continue;
    }
    const leader = rules.leaders.find((x) => x.id === l.value)!;
    if (leader.factionId !== g.players[p.value]!.factionId) {
      rep.error('RW-SCENARIO-UNKNOWN-LEADER', rep.at(ptr('/leaders', who)), `${leader.name} is a ${names.factionName(leader.factionId)} leader; ${names.playerName(p.value)} plays the ${names.factionName(g.players[p.value]!.factionId)}`);
      continue;
    }
    g.players[p.value]!.leaderId = leader.id;
  }

  placeBoard(rules, names, g, board, raw.board ?? {}, rep, tokenBy, returnToken);
  placeCards(rules, names, g, raw, rep);

  for (const [who, n] of Object.entries(raw.eagles ?? {})) {
    const p = names.player(who);
    if (!p.ok) rep.miss(p, ptr('/eagles', who), true);
    else g.players[p.value]!.eagles = n;
  }

  markUpgrades(rules, names, g, raw.upgrades ?? {}, rep);
  arrangeVictoryCards(names, g, raw.victoryCards, rep);
  const { passed, passedEarlier } = arrangeWorldEvents(rules, names, g, raw.worldEvents, rep);

  if (raw.timeline) {
    const t = raw.timeline;
    if (t.number !== undefined || t.name !== undefined) {
      const id = names.timeline(t.name ?? t.number!);
      if (!id.ok) rep.miss(id, ptr('/timeline', t.name !== undefined ? 'name' : 'number'));
      else g.timeline.id = id.value;
    }
    if (t.step !== undefined) {
      const steps = rules.timelines.find((x) => x.id === g.timeline.id)?.steps.length ?? 0;
      if (t.step > steps) rep.error('RW-SCENARIO-BAD-START', rep.at('/timeline/step'), `the timeline has ${steps} steps, not ${t.step}`);
      g.timeline.step = t.step;
    }
  }

  if (raw.booker !== undefined) {
    if (names.isNobody(raw.booker)) g.booker = null;
    else {
      const l = names.location(raw.booker!);
      if (!l.ok) rep.miss(l, '/booker');
      else g.booker = l.value;
    }
  }

  if (raw.elizabeth !== undefined) placeElizabeth(names, g, raw.elizabeth, rep);

  if (raw.firstPlayer !== undefined) {
    const p = names.player(raw.firstPlayer);
    if (!p.ok) rep.miss(p, '/firstPlayer');
    else g.firstPlayer = p.value;
  }
  if (raw.round !== undefined) g.round = raw.round;

  // Victory tokens follow control: the board decides who holds each territory.
  g.territoryHolders = {};
  for (const t of rules.board.territories) {
    const f = board.territoryHolder(t.id);
    if (f !== null) g.territoryHolders[t.id] = f;
  }

  const tasks = startTasks(names, g, raw.start, passed, rep);
  if (rep.failed || tasks === null) return null;
  return { g, tasks, passedEarlier };
}

// ---------------------------------------------------------------------------
// The board
// ---------------------------------------------------------------------------

function placeBoard(
  rules: Ruleset,
  names: Names,
  g: ColumbiaG,
  board: Board,
  layout: Record<string, RawLocation>,
  rep: Reporter,
  tokenBy: Map<string, { combat: number; eagles: number }>,
  returnToken: (loc: string) => void,
): void {
  const listed: [string, string, RawLocation][] = [];
  for (const [key, entry] of Object.entries(layout)) {
    const l = names.location(key);
    if (!l.ok) {
      rep.miss(l, ptr('/board', key), true);
      continue;
    }
    listed.push([key, l.value, entry ?? {}]);
  }
  // Clear every listed location first, so a piece named elsewhere can come from one of them.
  for (const [, loc] of listed) {
    for (const u of Object.values(g.units)) if (u.location === loc) board.placeUnit(u, null);
    for (const s of Object.values(g.structures)) if (s.location === loc) board.placeStructure(s, null);
    returnToken(loc);
  }
  for (const [key, loc, entry] of listed) {
    const at = ptr('/board', key);
    if (entry.destroyed !== undefined) board.setDestroyed(loc, entry.destroyed);
    if (entry.token !== undefined && !names.isNobody(entry.token)) {
      const want = entry.token as { combat: number; eagles?: number; faceUp?: boolean };
      if (typeof want !== 'object') {
        rep.error('RW-SCENARIO-UNKNOWN-TOKEN', rep.at(ptr(at, 'token')), `a token is written { combat: 7, eagles: 2 } or none, not ${JSON.stringify(entry.token)}`);
      } else {
        const onBoard = new Set(Object.values(g.locations).flatMap((l) => (l.token ? [l.token.id] : [])));
        const fits = [...tokenBy].filter(([id, t]) => t.combat === want.combat && (want.eagles === undefined || t.eagles === want.eagles) && !onBoard.has(id));
        if (fits.length === 0) {
          const kinds = [...new Set([...tokenBy.values()].map((t) => `${t.combat}/${t.eagles}`))].join(', ');
          rep.error('RW-SCENARIO-UNKNOWN-TOKEN', rep.at(ptr(at, 'token')), `no free territory token with combat ${want.combat}${want.eagles !== undefined ? ` and eagles ${want.eagles}` : ''}`, `the box has (combat/eagles): ${kinds}`);
        } else {
          const id = fits[0]![0];
          g.territoryTokens.unused = g.territoryTokens.unused.filter((x) => x !== id);
          board.setToken(loc, { id, faceUp: want.faceUp === true });
        }
      }
    }
    for (const [who, list] of Object.entries(entry)) {
      if (who === 'token' || who === 'destroyed') continue;
      const owner = names.pieceOwner(who);
      if (!owner.ok) {
        rep.miss(owner, ptr(at, who), true);
        continue;
      }
      const items = listOf(list);
      items.forEach((text, i) => {
        const itemAt = Array.isArray(list) ? ptr(at, who, i) : ptr(at, who);
        const pc = names.pieceCount(text);
        if (!pc.ok) return rep.miss(pc, itemAt);
        const { player, colourId } = owner.value;
        const colourOk = (c: string) => colourId === null || c === colourId;
        const whose = colourId === null ? names.playerName(player) : `${names.playerName(player)} (${names.colourName(colourId)})`;
        if (pc.value.piece.what === 'unit') {
          const pieceId = pc.value.piece.pieceId;
          const pool = Object.values(g.units).filter((u) => u.owner === player && u.pieceId === pieceId && colourOk(u.colourId) && u.location === null);
          if (pool.length < pc.value.count) {
            const all = Object.values(g.units).filter((u) => u.owner === player && u.pieceId === pieceId && colourOk(u.colourId)).length;
            return rep.error('RW-SCENARIO-NOT-ENOUGH', rep.at(itemAt), `${whose} has ${all === 0 ? 'no' : `only ${pool.length} more`} "${pieceId}" for ${names.locationName(loc)} (${all} in the box)`, all === 0 ? 'another colour or player has them' : undefined);
          }
          for (const u of pool.slice(0, pc.value.count)) board.placeUnit(u, loc);
        } else {
          const kind = pc.value.piece.kind;
          const pool = Object.values(g.structures).filter((s) => s.owner === player && s.kind === kind && colourOk(s.colourId) && s.location === null);
          if (pool.length < pc.value.count) {
            const all = Object.values(g.structures).filter((s) => s.owner === player && s.kind === kind && colourOk(s.colourId)).length;
            return rep.error('RW-SCENARIO-NOT-ENOUGH', rep.at(itemAt), `${whose} has ${all === 0 ? 'no' : `only ${pool.length} more`} ${kind}s for ${names.locationName(loc)} (${all} in his supply)`);
          }
          for (const s of pool.slice(0, pc.value.count)) board.placeStructure(s, loc);
        }
      });
    }
  }
  void rules;
}

// ---------------------------------------------------------------------------
// Action cards
// ---------------------------------------------------------------------------

/** The deck (colour id) a player's cards come from. */
function deckOf(rules: Ruleset, names: Names, player: string): string {
  const seat = rules.setups.find((s) => s.players === names.players.length)?.seats.find((s) => s.colourId === player);
  return seat?.actionDeckId ?? player;
}

type Pile = 'hand' | 'deck' | 'discard';
const PILES: [Pile, 'hands' | 'decks' | 'discards'][] = [
  ['hand', 'hands'],
  ['deck', 'decks'],
  ['discard', 'discards'],
];

function placeCards(rules: Ruleset, names: Names, g: ColumbiaG, raw: RawPosition, rep: Reporter): void {
  const byPlayer = new Map<string, Partial<Record<Pile, { key: string; list: unknown }>>>();
  for (const [pile, field] of PILES) {
    for (const [who, list] of Object.entries(raw[field] ?? {})) {
      const p = names.player(who);
      if (!p.ok) {
        rep.miss(p, ptr(`/${field}`, who), true);
        continue;
      }
      const entry = byPlayer.get(p.value) ?? {};
      entry[pile] = { key: who, list };
      byPlayer.set(p.value, entry);
    }
  }
  for (const [player, piles] of byPlayer) {
    const ps = g.players[player]!;
    const deckId = deckOf(rules, names, player);
    const used = new Set<string>();
    const chosen: Partial<Record<Pile, string[]>> = {};
    for (const [pile, field] of PILES) {
      const spec = piles[pile];
      if (spec === undefined) continue;
      const out: string[] = [];
      listOf(spec.list).forEach((text, i) => {
        const at = Array.isArray(spec.list) ? ptr(`/${field}`, spec.key, i) : ptr(`/${field}`, spec.key);
        const ref = names.cardRef(text);
        if (!ref.ok) return rep.miss(ref, at);
        const card = pickCard(names, deckId, ref.value, used);
        if (typeof card !== 'string') return rep.error(card.code, rep.at(at), card.message, card.hint);
        used.add(card);
        out.push(card);
      });
      chosen[pile] = out;
    }
    // Listed piles are exact; unlisted ones keep their cards (less any now listed elsewhere).
    const keep = (cards: string[]) => cards.filter((c) => !used.has(c));
    const before = { hand: ps.hand, deck: ps.deck, discard: ps.discard };
    const leftovers: string[] = [];
    for (const [pile] of PILES) if (chosen[pile] !== undefined) leftovers.push(...keep(before[pile]));
    ps.hand = chosen.hand ?? keep(before.hand);
    // Decks are written top first; the state keeps the top last.
    ps.deck = chosen.deck !== undefined ? chosen.deck.slice().reverse() : keep(before.deck);
    ps.discard = chosen.discard ?? keep(before.discard);
    // Cards no listed pile took: to the bottom of the deck if it is not listed, else out of the game,
    // unseen (the removed pile keeps every card of the box accounted for). Never into an unlisted
    // discard pile: a listed deck is exact, and a discard pile nobody listed keeps what it had.
    if (chosen.deck === undefined) ps.deck = [...leftovers, ...ps.deck];
    else ps.removedUnseen = [...ps.removedUnseen, ...leftovers];
  }
}

function pickCard(names: Names, deckId: string, ref: CardRef, used: Set<string>): string | { code: 'RW-SCENARIO-UNKNOWN-CARD' | 'RW-SCENARIO-NOT-ENOUGH' | 'RW-SCENARIO-CARD-TWICE'; message: string; hint?: string } {
  const all = names.cardsMatching(deckId, ref);
  const free = all.filter((c) => !used.has(c.id));
  if (free.length > 0) return free[0]!.id;
  const typeName = names.rules.cardTypes.find((t) => t.id === ref.typeId)?.name ?? ref.typeId;
  if (all.length === 0) {
    const ofType = names.rules.actionCards.filter((c) => c.deckId === deckId && c.cardTypeId === ref.typeId);
    const values = [...new Set(ofType.map((c) => `${c.combat}/${c.influence}/${c.eagles}`))].join(', ');
    return ofType.length === 0
      ? { code: 'RW-SCENARIO-UNKNOWN-CARD', message: `the ${names.colourName(deckId)} deck has no ${typeName}`, hint: `its card types: ${[...new Set(names.rules.actionCards.filter((c) => c.deckId === deckId).map((c) => c.name))].join(', ')}` }
      : { code: 'RW-SCENARIO-UNKNOWN-CARD', message: `the ${names.colourName(deckId)} deck has no "${ref.text}"`, hint: `its ${typeName}s are (combat/influence/eagles): ${values}` };
  }
  if (ref.id !== null) return { code: 'RW-SCENARIO-CARD-TWICE', message: `card ${ref.id} is already placed` };
  return { code: 'RW-SCENARIO-NOT-ENOUGH', message: `the ${names.colourName(deckId)} deck has only ${all.length} "${ref.text}"` };
}

// ---------------------------------------------------------------------------
// Upgrades
// ---------------------------------------------------------------------------

function markUpgrades(rules: Ruleset, names: Names, g: ColumbiaG, upgrades: Record<string, Record<string, unknown>>, rep: Reporter): void {
  for (const [who, sheet] of Object.entries(upgrades)) {
    const f = names.faction(who);
    if (!f.ok) {
      rep.miss(f, ptr('/upgrades', who), true);
      continue;
    }
    const faction = g.factions[f.value]!;
    let explicit: number | null = null;
    for (const [typeName, v] of Object.entries(sheet)) {
      const at = ptr('/upgrades', who, typeName);
      if (typeName === 'count') {
        explicit = v as number;
        continue;
      }
      const t = names.cardType(typeName);
      if (!t.ok) {
        rep.miss(t, at, true);
        continue;
      }
      const u = faction.upgrades[t.value];
      if (u === undefined) {
        rep.error('RW-SCENARIO-UNKNOWN-CARD-TYPE', rep.key(at), `the ${names.factionName(f.value)} have no ${typeName} cards`, `their card types: ${Object.keys(faction.upgrades).join(', ')}`);
        continue;
      }
      if (v === 'unlocked' || v === 'unlock') u.unlocked = true;
      else if (typeof v === 'object' && v !== null) {
        const o = v as { unlocked?: boolean; combat?: number; influence?: number; eagles?: number };
        if (o.unlocked !== undefined) u.unlocked = o.unlocked || !rules.cardTypes.find((x) => x.id === t.value)!.ability.locked;
        if (o.combat !== undefined) u.combat = o.combat;
        if (o.influence !== undefined) u.influence = o.influence;
        if (o.eagles !== undefined) u.eagles = o.eagles;
      } else {
        rep.error('RW-SCENARIO-UNKNOWN-CARD-TYPE', rep.at(at), `write "unlocked" or { unlocked, combat, influence, eagles }, not ${JSON.stringify(v)}`);
      }
    }
    // What the gap rule counts: each key on a printed lock, each +1 step.
    let count = 0;
    for (const [typeId, u] of Object.entries(faction.upgrades)) {
      const locked = rules.cardTypes.find((x) => x.id === typeId)?.ability.locked === true;
      count += (u.unlocked && locked ? 1 : 0) + u.combat + u.influence + u.eagles;
    }
    faction.upgradeCount = explicit ?? count;
  }
}

// ---------------------------------------------------------------------------
// Victory cards and world events
// ---------------------------------------------------------------------------

function resolveList(list: unknown, at: string, resolve: (s: string) => { ok: true; value: string } | ({ ok: false } & import('../../game/index.ts').Miss), rep: Reporter): string[] {
  const out: string[] = [];
  listOf(list).forEach((text, i) => {
    const r = resolve(text);
    const where = Array.isArray(list) ? ptr(at, i) : at;
    if (!r.ok) return rep.miss(r, where);
    if (out.includes(r.value)) return rep.error('RW-SCENARIO-CARD-TWICE', rep.at(where), `"${text}" is listed twice`);
    out.push(r.value);
  });
  return out;
}

function arrangeVictoryCards(names: Names, g: ColumbiaG, raw: RawPosition['victoryCards'], rep: Reporter): void {
  if (raw === undefined) return;
  const vc = g.victoryCards;
  const resolve = (s: string) => names.victoryCard(s);
  const claimed: { id: string; by: string; factionId: string }[] = [];
  for (const [who, list] of Object.entries(raw.claimed ?? {})) {
    const f = names.faction(who);
    if (!f.ok) {
      rep.miss(f, ptr('/victoryCards/claimed', who), true);
      continue;
    }
    const by = names.seatsOf(f.value)[0]!;
    for (const id of resolveList(list, ptr('/victoryCards/claimed', who), resolve, rep)) claimed.push({ id, by, factionId: f.value });
  }
  const inPlay = raw.inPlay !== undefined ? resolveList(raw.inPlay, '/victoryCards/inPlay', resolve, rep) : null;
  const deck = raw.deck !== undefined ? resolveList(raw.deck, '/victoryCards/deck', resolve, rep) : null;
  const used = new Set<string>();
  for (const [where, ids] of [['claimed', claimed.map((c) => c.id)], ['inPlay', inPlay ?? []], ['deck', deck ?? []]] as const) {
    for (const id of ids) {
      if (used.has(id)) rep.error('RW-SCENARIO-CARD-TWICE', rep.at(`/victoryCards/${where}`), `victory card "${id}" is placed twice`);
      used.add(id);
    }
  }
  // Cards the position no longer places (claimed before, or in play and deck both given): out of the game, unseen.
  const placed = new Set([...used, ...(inPlay === null ? vc.inPlay : []), ...(deck === null ? vc.deck : [])]);
  const left = [...vc.claimed.map((c) => c.id), ...vc.inPlay, ...vc.deck].filter((c) => !placed.has(c));
  vc.claimed = claimed;
  vc.inPlay = inPlay ?? vc.inPlay.filter((c) => !used.has(c));
  vc.deck = deck !== null ? deck.slice().reverse() : vc.deck.filter((c) => !used.has(c));
  vc.removedUnseen = [...vc.removedUnseen, ...left];
}

/**
 * Returns whether the current event is to resolve as play starts (`passed:
 * true`), and the events that passed in earlier rounds (`passedEarlier`:
 * played, so neither the current event nor in the deck).
 */
function arrangeWorldEvents(rules: Ruleset, names: Names, g: ColumbiaG, raw: RawPosition['worldEvents'], rep: Reporter): { passed: boolean; passedEarlier: string[] } {
  if (raw === undefined) return { passed: false, passedEarlier: [] };
  const we = g.worldEvents;
  const resolve = (s: string) => names.worldEvent(s);
  let current: string | null = we.current;
  if (raw.current !== undefined) {
    if (names.isNobody(raw.current)) current = null;
    else {
      const r = names.worldEvent(raw.current!);
      if (!r.ok) rep.miss(r, '/worldEvents/current');
      else current = r.value;
    }
  }
  const deck = raw.deck !== undefined ? resolveList(raw.deck, '/worldEvents/deck', resolve, rep) : null;
  const discard = raw.discard !== undefined ? resolveList(raw.discard, '/worldEvents/discard', resolve, rep) : null;
  const removed = raw.removed !== undefined ? resolveList(raw.removed, '/worldEvents/removed', resolve, rep) : null;
  const used = new Set<string>();
  for (const [where, ids] of [['current', current === null ? [] : [current]], ['deck', deck ?? []], ['discard', discard ?? []], ['removed', removed ?? []]] as const) {
    for (const id of ids) {
      if (used.has(id)) rep.error('RW-SCENARIO-CARD-TWICE', rep.at(`/worldEvents/${where}`), `world event "${id}" is placed twice`);
      used.add(id);
    }
  }
  const rest = rules.worldEvents.map((e) => e.id).filter((id) => !used.has(id));
  we.current = current;
  we.deck = deck !== null ? deck.slice().reverse() : we.deck.filter((id) => !used.has(id));
  // Events in no listed pile: out of the deck when the deck is given (to the discard pile).
  we.discard = discard ?? (deck !== null ? rest.filter((id) => !(removed ?? []).includes(id)) : we.discard.filter((id) => !used.has(id)));
  we.removed = removed ?? [];
  const passedEarlier = raw.passedEarlier !== undefined ? resolveList(raw.passedEarlier, '/worldEvents/passedEarlier', resolve, rep) : [];
  for (const id of passedEarlier) {
    const unplayed = id === current ? 'is the current event (for this round\'s, use passed: true)' : we.deck.includes(id) ? 'is still in the deck' : null;
    if (unplayed !== null) rep.error('RW-SCENARIO-BAD-START', rep.at('/worldEvents/passedEarlier'), `world event "${id}" ${unplayed}: it cannot have passed in an earlier round`, 'list it under discard (or removed), or leave it out of passedEarlier');
  }
  if (raw.passed !== undefined) {
    if (current === null) rep.error('RW-SCENARIO-BAD-START', rep.at('/worldEvents/passed'), 'passed needs a current event');
    we.passed = raw.passed;
    return { passed: raw.passed && current !== null, passedEarlier };
  }
  return { passed: false, passedEarlier };
}

function placeElizabeth(names: Names, g: ColumbiaG, raw: NonNullable<RawPosition['elizabeth']> | null, rep: Reporter): void {
  if (raw === null || (typeof raw === 'string' && names.isNobody(raw))) {
    g.elizabeth = { location: null, withBooker: false };
    return;
  }
  if (typeof raw === 'string') {
    if (/^with booker$/i.test(raw.trim())) {
      g.elizabeth = { location: g.booker, withBooker: true };
      return;
    }
    const l = names.location(raw);
    if (!l.ok) return rep.miss(l, '/elizabeth');
    g.elizabeth = { location: l.value, withBooker: false };
    return;
  }
  let location: string | null = null;
  if (raw.location !== undefined && raw.location !== null && !names.isNobody(raw.location)) {
    const l = names.location(raw.location);
    if (!l.ok) return rep.miss(l, '/elizabeth/location');
    location = l.value;
  }
  const withBooker = raw.withBooker ?? (location !== null && location === g.booker);
  g.elizabeth = { location: withBooker && location === null ? g.booker : location, withBooker };
}

// ---------------------------------------------------------------------------
// Where play starts
// ---------------------------------------------------------------------------

function startTasks(names: Names, g: ColumbiaG, raw: RawPosition['start'], passed: boolean, rep: Reporter): Task[] | null {
  const spec = raw === undefined ? { phase: 'world-event' } : typeof raw === 'string' ? { phase: raw } : raw;
  const phase = spec.phase as Phase;
  const steps = PHASE_STEPS[phase]!;
  const step = (spec.step ?? steps[0]!) as Step;
  const at = typeof raw === 'object' ? '/start/step' : '/start';
  if (!steps.includes(step)) {
    rep.error('RW-SCENARIO-BAD-START', rep.at(at), `the ${phase} phase has no step "${step}"`, `its steps: ${steps.join(', ')}`);
    return null;
  }
  const first: Task[] = [{ t: 'game/start' }];
  if (passed) {
    if (phase === 'world-event' && step === 'vote') {
      rep.error('RW-SCENARIO-BAD-START', rep.at('/worldEvents/passed'), 'a round starting at its vote draws a new event: "passed" means nothing here');
      return null;
    }
    first.push({ t: 'we/event-effect', eventId: g.worldEvents.current! });
  }
  g.phase = phase;
  g.step = step;
  g.activePlayer = null;
  g.turn = null;
  const rest: Task[] = [{ t: 'round/refresh' }, { t: 'round/end' }];
  if (phase === 'world-event') {
    if (step === 'vote') {
      g.round -= 1; // round/start counts the new round
      return [...first, { t: 'round/start' }];
    }
    if (g.worldEvents.current === null) {
      rep.error('RW-SCENARIO-BAD-START', rep.at(at), `starting at the ${step} step needs this round's event: set worldEvents.current`);
      return null;
    }
    const we: Task[] = step === 'elizabeth' ? [{ t: 'we/elizabeth' }, { t: 'we/booker' }] : [{ t: 'we/booker' }];
    return [...first, ...we, { t: 'round/turns' }, ...rest];
  }
  if (phase === 'refresh') {
    const order = turnOrderFrom(g, g.firstPlayer);
    if (step === 'discard') return [...first, ...rest];
    const draw: Task[] = step === 'draw' ? order.map((player): Task => ({ t: 'refresh/draw', player })) : [];
    return [...first, ...draw, { t: 'refresh/victory-card' }, { t: 'round/end' }];
  }
  // player-turns
  let player = g.firstPlayer;
  if (typeof raw === 'object' && raw.player !== undefined) {
    const p = names.player(raw.player);
    if (!p.ok) {
      rep.miss(p, '/start/player');
      return null;
    }
    player = p.value;
  }
  const order = turnOrderFrom(g, g.firstPlayer);
  const later = order.slice(order.indexOf(player) + 1);
  const turn: Task[] = [{ t: 'turn/begin', player }];
  if (step === 'produce') turn.push({ t: 'turn/play', player });
  else {
    // turn/play would start at produce: the turn is set up here and the steps from `step` on are run.
    g.turn = { player, movesLeft: names.rules.pack.rules.unitMovesPerTurn, moved: [], fought: [] };
    g.activePlayer = player;
    const from = ['recruit', 'move', 'combat'].indexOf(step);
    for (const s of ['recruit', 'move', 'combat'].slice(from)) turn.push({ t: `turn/${s}`, player });
    turn.push({ t: 'turn/last-call', player });
  }
  turn.push({ t: 'turn/end', player });
  for (const p of later) turn.push({ t: 'turn/begin', player: p }, { t: 'turn/play', player: p }, { t: 'turn/end', player: p });
  return [...first, ...turn, ...rest];
}
