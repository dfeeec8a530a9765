/**
 * What must hold in every Columbia game at every decision, whatever the
 * players, bots or content did: nothing in the box is lost or duplicated,
 * nothing is in an impossible place, the score the game shows is the score
 * the board gives, and the question being asked can be answered.
 *
 * `checkInvariants(state, rules)` returns one sentence per broken rule
 * (empty: all is well). It is pure and reads only `g`, the pending decision
 * and the Ruleset, so tests, the soak run and a debugging shell can call it
 * at any decision. It is a checker, not the rules: it never says what a
 * player may do, only what can never be.
 *
 * Two rules are about movement rather than position, because the rules allow
 * the position itself: a location destroyed under Booker, Elizabeth or units
 * leaves them there ("destroy Booker's location", "place a destruction marker
 * on the space Elizabeth is on"; RULINGS "Who holds Elizabeth"), but nothing
 * ever moves onto a destroyed location. Pass the `g` of the previous decision
 * (or its `positionsOf`) as `previous` to check those.
 */
import type { Decision, GameState } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { freshBoard } from './board.ts';
import { perRuleset, rulesIndex } from './rules-index.ts';
import { cardPoints, victoryPointsByFaction } from './victory-points.ts';
import type { ColumbiaG, GameResult, PlayerId } from './state.ts';

export interface InvariantOptions {
  /** `g` at the previous decision, or its `positionsOf`: enables the "nothing moves onto a destroyed location" checks. */
  previous?: PreviousPositions | null;
}

/** What the movement checks read of the previous decision: where each unit, Booker and Elizabeth stood (a `ColumbiaG` is one). */
export interface PreviousPositions {
  units: Readonly<Record<string, { readonly location: string | null }>>;
  booker: string | null;
  elizabeth: { readonly location: string | null };
}

/**
 * The positions of `g` the movement checks need, copied: for a caller whose
 * state changes in place (a fast playout), a copy of these few fields
 * instead of the whole `g` (which cost as much as the checks themselves).
 */
export function positionsOf(g: ColumbiaG): PreviousPositions {
  const units: Record<string, { location: string | null }> = {};
  for (const id in g.units) units[id] = { location: g.units[id]!.location };
  return { units, booker: g.booker, elizabeth: { location: g.elizabeth.location } };
}

/**
 * What the box holds for each setup, from the Ruleset alone (made once per
 * Ruleset: the checks run at every decision of thousands of test games).
 */
interface Box {
  /** By setup id: each seat's deck (deck id -> the seat owning its cards), the cards of those decks, and the pieces by `unit|colour|piece`. */
  setups: Map<string, { ownerOfDeck: ReadonlyMap<string, PlayerId>; actionCards: ReadonlySet<string>; pieces: ReadonlyMap<string, number> }>;
  territoryTokens: ReadonlySet<string>;
  worldEvents: ReadonlySet<string>;
  victoryCards: ReadonlySet<string>;
}

const boxOf = perRuleset((rules: Ruleset): Box => {
  const figures = new Map(rules.pieces.figures.map((f) => [f.id, f]));
  const setups: Box['setups'] = new Map();
  for (const setup of rules.setups) {
    const ownerOfDeck = new Map<string, PlayerId>();
    for (const seat of setup.seats) ownerOfDeck.set(seat.actionDeckId, seat.colourId);
    const actionCards = new Set<string>();
    for (const deck of rules.decks) if (ownerOfDeck.has(deck.id)) for (const c of deck.cardIds) actionCards.add(c);
    // Counted by colour, not by owner: an effect may lend a figure to the other faction for a while
    // (timeline no. 1, step 4: "Songbird is considered their unit for the remainder of this round").
    const pieces = new Map<string, number>(); // `unit|colour|piece` -> count
    const add = (key: string, n: number) => pieces.set(key, (pieces.get(key) ?? 0) + n);
    for (const seat of setup.seats) {
      for (const supply of seat.supply) {
        const set = rules.pieces.colourSets.find((c) => c.colourId === supply.colourId);
        if (set === undefined) continue;
        for (const u of set.units) {
          const kind = figures.get(u.pieceId)?.kind ?? u.pieceId;
          if (supply.unitKinds !== undefined && !supply.unitKinds.includes(kind as never)) continue;
          add(`unit|${set.colourId}|${u.pieceId}`, u.count);
        }
        if (supply.structures) for (const st of set.structures) add(`structure|${set.colourId}|${st.pieceId}`, st.count);
      }
    }
    setups.set(setup.id, { ownerOfDeck, actionCards, pieces });
  }
  return {
    setups,
    territoryTokens: new Set(rules.territoryTokens.map((t) => t.id)),
    worldEvents: new Set(rules.worldEvents.map((e) => e.id)),
    victoryCards: new Set(rules.victoryCards.map((c) => c.id)),
  };
});

/** Where one physical thing was found, for the message. */
type Places = Map<string, string[]>;

function note(places: Places, id: string, where: string): void {
  const list = places.get(id);
  if (list === undefined) places.set(id, [where]);
  else list.push(where);
}

/** Each id of `expected` found exactly once, and nothing else found. */
function exactlyOnce(what: string, want: ReadonlySet<string>, places: Places, out: string[]): void {
  for (const id of want) {
    const at = places.get(id) ?? [];
    if (at.length === 0) out.push(`${what} ${id} is nowhere (lost)`);
    else if (at.length > 1) out.push(`${what} ${id} is in ${at.length} places: ${at.join(', ')}`);
  }
  for (const [id, at] of places) if (!want.has(id)) out.push(`${what} ${id} should not be in this game but is in ${at.join(', ')}`);
}

// ---------------------------------------------------------------------------
// Action cards
// ---------------------------------------------------------------------------

/**
 * Every card of the decks the seats use is in exactly one place: its owner's
 * hand, deck or discard pile, played into the vote or the combat by its
 * owner, or removed from the game (face up or unseen: removal.ts). One
 * overlap is allowed: a card played into the combat that an effect has
 * already put on its owner's discard pile (Vigor) stays among the cards
 * played until the combat ends and goes to the pile once (combat.ts).
 */
function checkActionCards(g: ColumbiaG, rules: Ruleset, out: string[]): void {
  const ix = rulesIndex(rules);
  const setup = boxOf(rules).setups.get(g.setupId);
  if (setup === undefined) {
    out.push(`setup "${g.setupId}" is not in the ruleset`);
    return;
  }
  /** Deck id -> the player who owns its cards. */
  const ownerOfDeck = setup.ownerOfDeck;

  const places: Places = new Map();
  const owned = (card: string, holder: PlayerId, where: string) => {
    const def = ix.card[card];
    if (def === undefined) out.push(`${where} holds "${card}", which is no action card of the ruleset`);
    else if (ownerOfDeck.get(def.deckId) !== holder) out.push(`action card ${card} is in ${where}, but it belongs to ${ownerOfDeck.get(def.deckId) ?? 'no seat'}`);
  };
  const combatPlayed = new Map<string, PlayerId>();
  if (g.combat !== null) {
    for (const side of ['attacker', 'defender'] as const) {
      const s = g.combat[side];
      const p = s.combatant.kind === 'player' ? s.combatant.player : null;
      if (p === null && s.played.length > 0) out.push(`the combat's ${side} (${s.combatant.kind}) has played cards ${s.played.join(', ')}`);
      for (const c of s.played) {
        if (p !== null) owned(c, p, `the combat (${side})`);
        note(places, c, `combat ${side}`);
        if (p !== null) combatPlayed.set(c, p);
      }
      for (const c of s.cancelled) if (!s.played.includes(c)) out.push(`card ${c} is cancelled in the combat (${side}) but was not played there`);
    }
  }
  for (const p of Object.keys(g.players)) {
    const seat = g.players[p]!;
    const piles = [
      ['hand', seat.hand],
      ['deck', seat.deck],
      ['discard', seat.discard],
      ['removed cards', seat.removed],
      ['removed cards (unseen)', seat.removedUnseen],
    ] as const;
    for (const [zone, list] of piles) {
      for (const c of list) {
        owned(c, p, `${p}'s ${zone}`);
        // The Vigor overlap: on the pile and still among the combat's played cards.
        if (zone === 'discard' && combatPlayed.get(c) === p) continue;
        note(places, c, `${p}'s ${zone}`);
      }
    }
  }
  if (g.vote !== null) {
    for (const p of Object.keys(g.vote.played)) {
      if (g.players[p] === undefined) out.push(`the vote has cards of "${p}", who is not playing`);
      for (const c of g.vote.played[p]!) {
        owned(c, p, `the vote (${p})`);
        note(places, c, `vote ${p}`);
      }
    }
  }
  exactlyOnce('action card', setup.actionCards, places, out);
}

// ---------------------------------------------------------------------------
// Units and structures
// ---------------------------------------------------------------------------

/** Each colour's figures and structures are exactly its colour set's, as the seats' supplies take them. */
function checkPieces(g: ColumbiaG, rules: Ruleset, previous: PreviousPositions | null, out: string[]): void {
  const setup = boxOf(rules).setups.get(g.setupId);
  if (setup === undefined) return;
  // Each colour's pieces as its supplies give them (Box: counted by colour, not by owner).
  const want = setup.pieces;
  const have = new Map<string, number>();
  const count = (key: string) => have.set(key, (have.get(key) ?? 0) + 1);
  const validLocation = (what: string, loc: string | null) => {
    if (loc !== null && g.locations[loc] === undefined) out.push(`${what} is on "${loc}", which is no location of the board`);
  };
  for (const [id, u] of Object.entries(g.units)) {
    if (u.id !== id) out.push(`unit ${id} calls itself ${u.id}`);
    if (g.players[u.owner] === undefined) out.push(`unit ${id} belongs to "${u.owner}", who is not playing`);
    validLocation(`unit ${id}`, u.location);
    count(`unit|${u.colourId}|${u.pieceId}`);
  }
  const structureAt = new Map<string, string[]>();
  for (const [id, s] of Object.entries(g.structures)) {
    if (s.id !== id) out.push(`structure ${id} calls itself ${s.id}`);
    if (g.players[s.owner] === undefined) out.push(`structure ${id} belongs to "${s.owner}", who is not playing`);
    validLocation(`structure ${id}`, s.location);
    count(`structure|${s.colourId}|${s.kind}`);
    if (s.location === null) continue;
    // Destroying a location destroys its structures, and nothing is built on one (Destruction Markers).
    if (g.locations[s.location]?.destroyed === true) out.push(`structure ${id} stands on the destroyed location ${s.location}`);
    const here = structureAt.get(s.location) ?? [];
    here.push(id);
    structureAt.set(s.location, here);
  }
  // One structure per location (recruit/build and the `place` verb both refuse a second one).
  for (const [loc, ids] of structureAt) if (ids.length > 1) out.push(`location ${loc} holds ${ids.length} structures: ${ids.join(', ')}`);
  for (const key of new Set([...want.keys(), ...have.keys()])) {
    const w = want.get(key) ?? 0;
    const h = have.get(key) ?? 0;
    if (w !== h) {
      const [what, colour, piece] = key.split('|');
      out.push(`the game should have ${w} ${colour} ${piece} ${what}${w === 1 ? '' : 's'}, but has ${h}`);
    }
  }
  if (previous === null) return;
  for (const [id, u] of Object.entries(g.units)) {
    const before = previous.units[id]?.location ?? null;
    if (u.location !== null && u.location !== before && g.locations[u.location]?.destroyed === true) {
      out.push(`unit ${id} moved onto the destroyed location ${u.location}`);
    }
  }
}

// ---------------------------------------------------------------------------
// Tokens, events, victory cards
// ---------------------------------------------------------------------------

function checkTerritoryTokens(g: ColumbiaG, rules: Ruleset, out: string[]): void {
  const places: Places = new Map();
  for (const id of Object.keys(g.locations)) {
    const l = g.locations[id]!;
    if (l.id !== id) out.push(`location ${id} calls itself ${l.id}`);
    if (l.token !== null) note(places, l.token.id, `location ${id}`);
  }
  for (const t of g.territoryTokens.unused) note(places, t, 'unused');
  for (const d of g.territoryTokens.defeated) {
    note(places, d.id, 'defeated');
    if (g.players[d.by] === undefined) out.push(`territory token ${d.id} was defeated by "${d.by}", who is not playing`);
  }
  exactlyOnce('territory token', boxOf(rules).territoryTokens, places, out);
  for (const l of rules.board.locations) if (g.locations[l.id] === undefined) out.push(`location ${l.id} is missing from the game`);
}

function checkWorldEvents(g: ColumbiaG, rules: Ruleset, out: string[]): void {
  const we = g.worldEvents;
  const places: Places = new Map();
  for (const e of we.deck) note(places, e, 'the world event deck');
  if (we.current !== null) note(places, we.current, 'play (current)');
  for (const e of we.discard) note(places, e, 'the world event discard');
  for (const e of we.removed) note(places, e, 'removed from the game');
  exactlyOnce('world event', boxOf(rules).worldEvents, places, out);
  if (g.vote !== null && g.vote.eventId !== we.current) out.push(`the vote is on ${g.vote.eventId} but the event in play is ${we.current ?? 'none'}`);
}

function checkVictoryCards(g: ColumbiaG, rules: Ruleset, out: string[]): void {
  const vc = g.victoryCards;
  const places: Places = new Map();
  for (const c of vc.deck) note(places, c, 'the victory deck');
  for (const c of vc.inPlay) note(places, c, 'play');
  for (const c of vc.removed) note(places, c, 'removed from the game');
  for (const c of vc.removedUnseen) note(places, c, 'removed from the game (unseen)');
  for (const c of vc.claimed) {
    note(places, c.id, `claimed by ${c.by}`);
    const p = g.players[c.by];
    if (p === undefined) out.push(`victory card ${c.id} was claimed by "${c.by}", who is not playing`);
    else if (p.factionId !== c.factionId) out.push(`victory card ${c.id} was claimed by ${c.by} but scores for ${c.factionId}`);
  }
  exactlyOnce('victory card', boxOf(rules).victoryCards, places, out);
}

// ---------------------------------------------------------------------------
// Players, score, Booker and Elizabeth
// ---------------------------------------------------------------------------

function checkPlayers(g: ColumbiaG, rules: Ruleset, out: string[]): void {
  const ids = Object.keys(g.players);
  for (const p of ids) {
    const seat = g.players[p]!;
    if (seat.id !== p) out.push(`player ${p} calls himself ${seat.id}`);
    if (!Number.isInteger(seat.eagles) || seat.eagles < 0) out.push(`${p} has ${seat.eagles} Silver Eagles`);
    if (g.factions[seat.factionId] === undefined) out.push(`${p} plays for "${seat.factionId}", which is not a faction of this game`);
    if (!rules.leaders.some((l) => l.id === seat.leaderId && l.factionId === seat.factionId)) out.push(`${p}'s leader "${seat.leaderId}" is not a leader of his faction`);
  }
  const leaders = ids.map((p) => g.players[p]!.leaderId);
  if (new Set(leaders).size !== leaders.length) out.push(`two players hold the same leader card: ${leaders.join(', ')}`);
  if (g.turnOrder.length !== ids.length || !g.turnOrder.every((p) => ids.includes(p))) out.push(`the turn order ${g.turnOrder.join(', ')} is not the players ${ids.join(', ')}`);
  if (!ids.includes(g.firstPlayer)) out.push(`the first player "${g.firstPlayer}" is not playing`);
  if (g.activePlayer !== null && !ids.includes(g.activePlayer)) out.push(`the active player "${g.activePlayer}" is not playing`);
  if (g.turn !== null && g.turn.movesLeft < 0) out.push(`${g.turn.player} has ${g.turn.movesLeft} moves left`);

  const max = rules.pack.rules.maxValueBoost;
  for (const f of Object.keys(g.factions)) {
    const fs = g.factions[f]!;
    let made = 0;
    for (const [type, u] of Object.entries(fs.upgrades)) {
      const ct = rulesIndex(rules).cardType[type];
      if (ct === undefined) {
        out.push(`${f} have upgrades for "${type}", which is no card type`);
        continue;
      }
      for (const v of ['combat', 'influence', 'eagles'] as const) {
        if (!Number.isInteger(u[v]) || u[v] < 0 || u[v] > max) out.push(`${f} ${type} ${v} is +${u[v]} (0 to +${max} allowed)`);
        made += u[v];
      }
      if (ct.ability.locked && u.unlocked) made++;
      if (!ct.ability.locked && !u.unlocked) out.push(`${f} ${type}'s ability is printed unlocked but shown locked`);
    }
    // Every +1, each flip to +2, every key token is one upgrade (RULINGS "The upgrade gap").
    if (made !== fs.upgradeCount) out.push(`${f} show ${fs.upgradeCount} upgrades but their sheet holds ${made}`);
  }
}

/**
 * The territory victory tokens follow control at once (RULINGS "Territory
 * tokens follow control at once"), so the points the game shows (tokens and
 * claimed cards) are the points the board gives.
 */
function checkScore(g: ColumbiaG, rules: Ruleset, out: string[]): void {
  const b = freshBoard(g, rules);
  const shown = victoryPointsByFaction(g, rules);
  const board: Record<string, number> = {};
  for (const f of Object.keys(g.factions)) board[f] = cardPoints(g, rules, f);
  for (const t of rules.board.territories) {
    const holder = b.territoryHolder(t.id);
    const token = g.territoryHolders[t.id] ?? null;
    if (holder !== token) out.push(`territory ${t.id}: ${token ?? 'nobody'}'s victory token lies there but ${holder ?? 'nobody'} holds it`);
    if (holder !== null) board[holder] = (board[holder] ?? 0) + t.victoryPoints;
  }
  for (const tid of Object.keys(g.territoryHolders)) if (rulesIndex(rules).territory[tid] === undefined) out.push(`a victory token lies on "${tid}", which is no territory`);
  for (const f of Object.keys(board)) {
    if (shown[f] !== board[f]) out.push(`${f} show ${shown[f]} victory points but the board and claimed cards give ${board[f]}`);
  }
}

function checkBookerAndElizabeth(g: ColumbiaG, previous: PreviousPositions | null, out: string[]): void {
  for (const [who, loc, before] of [
    ['Booker', g.booker, previous?.booker ?? null],
    ['Elizabeth', g.elizabeth.location, previous?.elizabeth.location ?? null],
  ] as const) {
    if (loc === null) continue;
    const l = g.locations[loc];
    if (l === undefined) out.push(`${who} is on "${loc}", which is no location`);
    // A location destroyed under them leaves them there until Booker's next move; they never move onto one.
    else if (l.destroyed && previous !== null && loc !== before) out.push(`${who} moved onto the destroyed location ${loc}`);
  }
  if (g.elizabeth.withBooker === true && g.elizabeth.location !== g.booker) {
    out.push(`Elizabeth is with Booker but she is on ${g.elizabeth.location ?? 'no location'} and he on ${g.booker ?? 'no location'}`);
  }
}

function checkTimeline(g: ColumbiaG, rules: Ruleset, out: string[]): void {
  const t = rules.timelines.find((x) => x.id === g.timeline.id);
  if (t === undefined) out.push(`the Elizabeth timeline "${g.timeline.id}" is not in the ruleset`);
  else if (g.timeline.step < 0 || g.timeline.step > t.steps.length) out.push(`the Elizabeth marker is on step ${g.timeline.step} of ${t.steps.length}`);
}

// ---------------------------------------------------------------------------
// The decision, the end
// ---------------------------------------------------------------------------

/** Decisions whose options (beside done/none) are cards of the deciding player's hand. */
const HAND_DECISIONS: ReadonlySet<string> = new Set(['vote-cards', 'combat-cards', 'refresh-discard']);

function checkDecision(state: GameState<ColumbiaG>, out: string[]): void {
  const g = state.g;
  const d: Decision | null = state.decision;
  if (state.over !== null) {
    if (d !== null) out.push(`the game is over but ${d.player} is asked "${d.kind}"`);
    if (g.result === null) out.push('the game is over but g.result is empty');
    return;
  }
  if (g.result !== null) out.push(`g.result says ${g.result.reason} but the game goes on`);
  if (d === null) {
    out.push('the game is neither over nor waiting for a decision');
    return;
  }
  if (g.players[d.player] === undefined) out.push(`"${d.kind}" is asked of "${d.player}", who is not playing`);
  if (d.options.length === 0) out.push(`"${d.kind}" for ${d.player} has no options`);
  const ids = d.options.map((o) => o.id);
  if (new Set(ids).size !== ids.length) out.push(`"${d.kind}" for ${d.player} lists an option twice: ${ids.join(', ')}`);
  if (!Number.isInteger(d.min) || !Number.isInteger(d.max) || d.min < 0 || d.min > d.max || d.max > d.options.length) {
    out.push(`"${d.kind}" for ${d.player} asks for ${d.min}..${d.max} of ${d.options.length} options`);
  }
  if (HAND_DECISIONS.has(d.kind)) {
    const hand = g.players[d.player]?.hand ?? [];
    for (const id of ids) if (!hand.includes(id)) out.push(`"${d.kind}" offers ${d.player} the card "${id}", which is not in his hand`);
  }
  if (d.kind === 'retreat') {
    for (const id of ids) if (g.locations[id] === undefined || g.locations[id]!.destroyed) out.push(`"retreat" offers "${id}", which is no undestroyed location`);
  }
}

function checkResult(g: ColumbiaG, rules: Ruleset, out: string[]): void {
  const r: GameResult | null = g.result;
  if (r === null) return;
  if (!['victory-points', 'deck-exhausted', 'eliminated'].includes(r.reason)) out.push(`the game ended for an unknown reason "${r.reason}"`);
  if (r.winner !== null && g.factions[r.winner] === undefined) out.push(`the winner "${r.winner}" is not a faction`);
  const now = victoryPointsByFaction(g, rules);
  for (const f of Object.keys(now)) if (r.victoryPoints[f] !== now[f]) out.push(`the result gives ${f} ${r.victoryPoints[f]} victory points, the board ${now[f]}`);
  if (r.reason === 'victory-points' && r.winner !== null && now[r.winner]! < rules.pack.rules.victoryPointsToWin) {
    out.push(`${r.winner} won on victory points with only ${now[r.winner]}`);
  }
}

/** Every broken invariant of this state, as sentences; empty when all hold. */
export function checkInvariants(state: GameState<ColumbiaG>, rules: Ruleset, options: InvariantOptions = {}): string[] {
  const g = state.g;
  const previous = options.previous ?? null;
  const out: string[] = [];
  const guard = (part: string, check: () => void) => {
    try {
      check();
    } catch (e) {
      // A state broken badly enough to crash a check is itself a finding, not a reason to stop checking.
      out.push(`checking ${part} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  guard('action cards', () => checkActionCards(g, rules, out));
  guard('pieces', () => checkPieces(g, rules, previous, out));
  guard('territory tokens', () => checkTerritoryTokens(g, rules, out));
  guard('world events', () => checkWorldEvents(g, rules, out));
  guard('victory cards', () => checkVictoryCards(g, rules, out));
  guard('players', () => checkPlayers(g, rules, out));
  guard('score', () => checkScore(g, rules, out));
  guard('Booker and Elizabeth', () => checkBookerAndElizabeth(g, previous, out));
  guard('the timeline', () => checkTimeline(g, rules, out));
  guard('the decision', () => checkDecision(state, out));
  guard('the result', () => checkResult(g, rules, out));
  return out;
}
