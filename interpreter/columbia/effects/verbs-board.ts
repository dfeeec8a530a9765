/**
 * Verbs that change the board: move, place, remove, destroy, resolve combat,
 * and the private hand-over / hand-back of a piece whose control changes for
 * a while (`"Songbird" is controlled by the Vox Populi`, see sources.ts).
 *
 * Rulings (docs/RULINGS.md, "Effects on the board"): a destroyed location
 * loses its structures and its control, its units stay (they may leave, never
 * come back); nothing is placed or moved onto a destroyed location; a
 * structure is placed only where no structure stands; a piece placed from a
 * pool comes from the acting player's pool; a named figure is moved or
 * placed from wherever it is.
 */
import type { Clause, NameRef, Phrase, Pronoun } from '../../effect-ir/index.ts';
import type { Env, Json, Task, TaskHandler, Thing } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import { boardOf } from '../board.ts';
import { factionsIn } from '../control.ts';
import { unitFaction } from '../pieces.ts';
import { factionOf, turnOrderFrom } from '../players.ts';
import { bookerDefender, placeElizabeth, releaseElizabeth } from '../booker.ts';
import { loseAllCommonsInstead, sideOf } from '../combat-rules.ts';
import { END_OF_ROUND_EVENT } from '../flow.ts';
import { removeActionCard, removeVictoryCard } from '../removal.ts';
import type { ColumbiaG, LocationId, PlayerId } from '../state.ts';
import { type Ev, who } from './who.ts';
import { countOf, pickFrom } from './pick.ts';
import { HAND_BACK_SRC } from './sources.ts';
import { dataOf, kindOf, locationName, thingLocation } from './things.ts';
import { discardCard } from './verbs-cards.ts';
import { type C, flag, meOf, phrase, thingSlot, type Verb } from './util.ts';

// ---------------------------------------------------------------------------
// Where: a destination slot
// ---------------------------------------------------------------------------

type Place = Phrase | NameRef | Pronoun;

/** Locations a destination phrase denotes (a value like `Booker's location`, a name, a set), undestroyed only. */
function destinations(ev: Ev, x: Place, env: Env): LocationId[] {
  let things: Thing[];
  if (x.kind === 'phrase' && x.id === 'value.location') {
    const v = ev.value(x, env);
    things = v === null ? [] : [v as unknown as Thing];
  } else things = ev.things(x, env);
  const out: LocationId[] = [];
  for (const t of things) {
    const loc = thingLocation(ev.g, t);
    if (loc !== null && ev.g.locations[loc]?.destroyed !== true && !out.includes(loc)) out.push(loc);
  }
  return out;
}

/** One destination: the only one, or the one I choose. */
function oneDestination(ev: Ev, x: Place, env: Env): LocationId | null {
  const locs = destinations(ev, x, env);
  if (locs.length <= 1) return locs[0] ?? null;
  const a = ev.decide({
    player: meOf(env),
    kind: 'effect-choose',
    prompt: `Choose 1: ${ev.source(x) || 'where'}`,
    options: locs.map((l) => ({ id: l, label: locationName(ev.rules, l) })),
    data: { src: ev.src },
  });
  return a.id;
}

function isBookersLocation(x: Place): boolean {
  return x.kind === 'phrase' && x.id === 'value.location' && x.possessor?.kind === 'phrase' && x.possessor.id === 'subject.booker';
}

// ---------------------------------------------------------------------------
// move
// ---------------------------------------------------------------------------

/** `move 1 common I control from any location to this location`, `move "Songbird" to "Airship"'s location`. */
const move: Verb = {
  resolve(ev, clause, env) {
    const what = thingSlot(clause, 'what');
    const to = thingSlot(clause, 'to');
    if (what === undefined || to === undefined) return ev.fail(clause, 'move what where?');
    const dest = oneDestination(ev, to, env);
    if (dest === null) return { units: [], to: null };
    let all = ev.things(what, env).filter((t) => kindOf(t) === 'unit' || (kindOf(t) === 'figure' && t.id === 'elizabeth'));
    const from = thingSlot(clause, 'from');
    if (from !== undefined) {
      const origins = new Set(ev.things(from, env).map((t) => thingLocation(ev.g, t)));
      all = all.filter((t) => origins.has(thingLocation(ev.g, t)));
    }
    all = all.filter((t) => thingLocation(ev.g, t) !== dest);
    const picked = what.kind === 'name' ? all : pickFrom(ev, phrase(what), env, all, { units: ev.g.units });
    return { units: picked.map((t) => t.id), to: dest };
  },
  execute(ctx, plan, env) {
    const { units, to } = plan as { units: string[]; to: LocationId | null };
    if (to === null || ctx.g.locations[to]?.destroyed === true) return;
    for (const id of units) {
      if (id === 'elizabeth') {
        placeElizabeth(ctx.g, to);
        ctx.log('effect-moved', [meOf(env)], { piece: 'elizabeth', from: null, to });
        continue;
      }
      const u = ctx.g.units[id];
      if (u === undefined) continue;
      const from = u.location;
      boardOf(ctx).placeUnit(u, to);
      ctx.log('effect-moved', [meOf(env)], { unit: id, piece: u.pieceId, from, to });
    }
    ctx.push({ t: 'victory/update' });
    return units as unknown as Json;
  },
};

// ---------------------------------------------------------------------------
// place
// ---------------------------------------------------------------------------

type Piece = { kind: 'unit'; id: string } | { kind: 'structure'; id: string } | { kind: 'elizabeth' };

const UNIT_NOUNS: Record<string, string | null> = { 'noun.unit': null, 'noun.common': 'common', 'noun.special': 'special', 'noun.leader': 'leader' };
const STRUCTURE_NOUNS: Record<string, string | null> = { 'noun.structure': null, 'noun.stronghold': 'stronghold', 'noun.turret': 'turret', 'noun.alarm': 'alarm' };
/** Either kind of pool piece (made once: `place` asks at every run). */
const POOL_NOUNS: Record<string, string | null> = { ...UNIT_NOUNS, ...STRUCTURE_NOUNS };

/** Pieces from my pool of the kind a phrase names (`a common`, `an alarm`): one per kind of piece when there is a choice. */
function fromPool(ev: Ev, np: Phrase, env: Env): Piece[] {
  const p = meOf(env);
  const id = np.id ?? '';
  const n = countOf(np);
  if (id in UNIT_NOUNS) {
    const kind = UNIT_NOUNS[id];
    const pool = boardOf(ev).pool(p).units;
    // Commons of the two colours are interchangeable: choose among kinds of figure only (in pool order).
    const kinds: string[] = [];
    for (const u of pool) if ((kind === null || u.kind === kind) && !kinds.includes(u.pieceId)) kinds.push(u.pieceId);
    let pieceId = kinds[0];
    if (kinds.length > 1) {
      const a = ev.decide({ player: p, kind: 'effect-choose', prompt: `Choose 1: ${ev.source(np)}`, options: kinds.map((k) => ({ id: k, label: k })), data: { src: ev.src } });
      pieceId = a.id ?? kinds[0];
    }
    const out: Piece[] = [];
    for (const u of pool) {
      if (out.length >= n) break;
      if ((kind === null || u.kind === kind) && u.pieceId === pieceId) out.push({ kind: 'unit', id: u.id });
    }
    return out;
  }
  if (id in STRUCTURE_NOUNS) {
    const kind = STRUCTURE_NOUNS[id];
    const pool = boardOf(ev).pool(p).structures;
    const kinds: string[] = [];
    for (const s of pool) if ((kind === null || s.kind === kind) && !kinds.includes(s.kind)) kinds.push(s.kind);
    let k = kinds[0];
    if (kinds.length > 1) {
      const a = ev.decide({ player: p, kind: 'effect-choose', prompt: `Choose 1: ${ev.source(np)}`, options: kinds.map((x) => ({ id: x, label: x })), data: { src: ev.src } });
      k = a.id ?? kinds[0];
    }
    const out: Piece[] = [];
    for (const s of pool) {
      if (out.length >= n) break;
      if (s.kind === k) out.push({ kind: 'structure', id: s.id });
    }
    return out;
  }
  return ev.fail(np, `"${ev.source(np)}" is not something to place from a pool`);
}

/** `place a common on a location I control`, `place an alarm on site`, `place "Airship" on Elizabeth's location`, `place Elizabeth on Booker's location`. */
const place: Verb = {
  resolve(ev, clause, env) {
    const what = thingSlot(clause, 'what');
    const on = thingSlot(clause, 'on');
    if (what === undefined || on === undefined) return ev.fail(clause, 'place what where?');
    let pieces: Piece[];
    if (what.kind === 'phrase' && what.id === 'subject.elizabeth') pieces = [{ kind: 'elizabeth' }];
    else if (what.kind === 'phrase' && !what.relative && !what.qualifier && !what.possessor && (what.id ?? '') in POOL_NOUNS) {
      pieces = fromPool(ev, what, env);
    } else {
      pieces = ev
        .things(what, env)
        .filter((t) => kindOf(t) === 'unit' || kindOf(t) === 'structure')
        .slice(0, what.kind === 'name' ? 1 : countOf(phrase(what)))
        .map((t) => ({ kind: kindOf(t) as 'unit' | 'structure', id: t.id }));
    }
    if (pieces.length === 0) return { pieces: [], on: null, withBooker: false };
    // Elizabeth on Booker's location is with him, even while he is off the board (booker.ts placeElizabeth).
    if (pieces[0]!.kind === 'elizabeth' && isBookersLocation(on)) return { pieces: pieces as unknown as Json, on: ev.g.booker, withBooker: true };
    return { pieces: pieces as unknown as Json, on: oneDestination(ev, on, env), withBooker: false };
  },
  execute(ctx, plan, env) {
    const g = ctx.g;
    const { pieces, on, withBooker } = plan as unknown as { pieces: Piece[]; on: LocationId | null; withBooker: boolean };
    const actor = meOf(env);
    for (const pc of pieces) {
      if (pc.kind === 'elizabeth') {
        if (on === null && !withBooker) continue;
        placeElizabeth(g, on);
        ctx.log('effect-placed', [actor], { piece: 'elizabeth', location: on });
        continue;
      }
      if (on === null) continue;
      if (g.locations[on]?.destroyed === true) {
        ctx.log('effect-place-blocked', [actor], { piece: pc.id, location: on, reason: 'destroyed' });
        continue;
      }
      if (pc.kind === 'structure') {
        const s = g.structures[pc.id]!;
        if (boardOf(ctx).piecesAt(on).structures.length > 0) {
          ctx.log('effect-place-blocked', [actor], { piece: s.kind, location: on, reason: 'structure' });
          continue;
        }
        boardOf(ctx).placeStructure(s, on);
        ctx.log('effect-placed', [actor], { piece: s.kind, structure: s.id, location: on });
      } else {
        const u = g.units[pc.id]!;
        const from = u.location;
        boardOf(ctx).placeUnit(u, on);
        ctx.log(from === null ? 'effect-placed' : 'effect-moved', [actor], { piece: u.pieceId, unit: u.id, location: on, from, to: on });
      }
    }
    ctx.push({ t: 'victory/update' });
  },
};

// ---------------------------------------------------------------------------
// remove
// ---------------------------------------------------------------------------

/**
 * `remove the top 5 world events from the game`; pieces go back to their pool
 * (there is no "out of the game" for pieces); action and victory cards go to
 * their removed piles (removal.ts), face up or unseen as the place they left.
 * The log names only what the table saw: cards taken unseen are counted, and
 * a card its owner played face down is named to him alone.
 */
const remove: Verb = {
  resolve(ev, clause, env) {
    const what = thingSlot(clause, 'what');
    if (what === undefined) return ev.fail(clause, 'remove what?');
    const np = phrase(what);
    const picked = np ? ev.select(np, env) : ev.things(what, env);
    return { things: picked as unknown as Json };
  },
  execute(ctx, plan, env) {
    const g = ctx.g;
    const things = (plan as unknown as { things: Thing[] }).things;
    const removed: string[] = [];
    let unseen = 0;
    /** Action cards removed unseen, by owner: how many (for all), which (for the owner, when he knows). */
    const unseenCards: Record<string, number> = {};
    const knownToOwner: Record<string, string[]> = {};
    let unseenVictoryCards = 0;
    for (const t of things) {
      const d = dataOf(t);
      switch (d.kind) {
        case 'world-event': {
          const i = g.worldEvents.deck.indexOf(t.id);
          if (i >= 0) {
            g.worldEvents.deck.splice(i, 1);
            g.worldEvents.removed.push(t.id);
            // Taken from the face-down deck unseen: the log says how many, never which (RULINGS "removed world events stay unseen").
            unseen++;
            continue;
          }
          const j = g.worldEvents.discard.indexOf(t.id);
          if (j < 0) continue;
          g.worldEvents.discard.splice(j, 1);
          g.worldEvents.removed.push(t.id);
          break;
        }
        case 'victory-card': {
          const r = removeVictoryCard(g, t.id);
          if (r === null) continue;
          if (!r.seen) {
            unseenVictoryCards++;
            continue;
          }
          break;
        }
        case 'card': {
          const holder = d.holder as string;
          const r = removeActionCard(g, holder, t.id);
          if (r === null) continue;
          if (!r.seen) {
            unseenCards[holder] = (unseenCards[holder] ?? 0) + 1;
            // He played it face down himself: he knows which card left; from his deck, nobody does.
            if (r.from !== 'deck') (knownToOwner[holder] ??= []).push(t.id);
            continue;
          }
          break;
        }
        case 'unit':
          if (g.units[t.id]) boardOf(ctx).placeUnit(g.units[t.id]!, null);
          break;
        case 'structure':
          if (g.structures[t.id]) boardOf(ctx).placeStructure(g.structures[t.id]!, null);
          break;
        case 'token': {
          const loc = d.location as string;
          if (g.locations[loc]?.token?.id === t.id) boardOf(ctx).setToken(loc, null);
          g.territoryTokens.unused.push(t.id);
          break;
        }
        default:
          continue;
      }
      removed.push(t.id);
    }
    const values: Record<string, Json> = { things: removed };
    if (unseen > 0) values.unseenWorldEvents = unseen;
    if (Object.keys(unseenCards).length > 0) values.unseenCards = unseenCards;
    if (unseenVictoryCards > 0) values.unseenVictoryCards = unseenVictoryCards;
    ctx.log('effect-removed', typeof env.me === 'string' ? [env.me] : [], values);
    for (const [owner, cards] of Object.entries(knownToOwner)) ctx.log('effect-removed-own', [owner], { cards }, { to: [owner] });
    if (things.some((t) => ['unit', 'structure', 'token'].includes(dataOf(t).kind))) ctx.push({ t: 'victory/update' });
    return things as unknown as Json;
  },
};

// ---------------------------------------------------------------------------
// destroy
// ---------------------------------------------------------------------------

/**
 * A destruction marker on `loc`: its structures are destroyed, it can no
 * longer be entered, controlled or built on. Units there stay (RULINGS).
 */
export function destroyLocation(ctx: C, loc: LocationId): void {
  const l = ctx.g.locations[loc];
  if (l === undefined || l.destroyed) return;
  const board = boardOf(ctx);
  board.setDestroyed(loc, true);
  const structures: string[] = [];
  for (const s of board.piecesAt(loc).structures.slice()) {
    board.placeStructure(s, null);
    structures.push(s.id);
  }
  ctx.log('location-destroyed', [], { location: loc, structures });
}

type Target = { kind: string; id: string };

/** `destroy "Our Lady Cemetery"`, `destroy Elizabeth's location`, `destroy 1 enemy common in ...`, `destroy all my commons in this combat instead`. */
const destroy: Verb = {
  resolve(ev, clause, env) {
    const what = thingSlot(clause, 'what');
    if (what === undefined) return ev.fail(clause, 'destroy what?');
    let picked: Thing[];
    if (what.kind === 'phrase' && what.id === 'value.location') {
      const v = ev.value(what, env);
      picked = v === null ? [] : [v as unknown as Thing];
    } else if (what.kind === 'phrase') picked = pickFrom(ev, what, env, ev.things(what, env), { units: ev.g.units });
    else picked = ev.things(what, env);
    return { targets: picked.map((t) => ({ kind: dataOf(t).kind, id: t.id })), instead: flag(clause, 'instead'), src: ev.src };
  },
  execute(ctx, plan, env) {
    const g = ctx.g;
    const { targets, instead, src } = plan as unknown as { targets: Target[]; instead: boolean; src: string };
    const actor = typeof env.me === 'string' ? [env.me] : [];
    // Say so when there is nothing to destroy: otherwise a discarded card's effect ("Flak Barrage") seems to be skipped.
    if (targets.length === 0 && !instead) {
      ctx.log('effect-found-nothing', actor, { src, verb: 'destroy' });
      return;
    }
    // "... instead" in a combat: this replaces the loser's one unit (combat/loss does the destroying of commons).
    if (instead && g.combat !== null && typeof env.me === 'string' && sideOf(g.combat, env.me) !== null) {
      const loc = g.combat.location;
      const allCommonsHere = targets.every((t) => t.kind === 'unit' && g.units[t.id]?.kind === 'common' && g.units[t.id]?.location === loc);
      loseAllCommonsInstead(g, env.me);
      ctx.log('effect-instead', actor, { location: loc, units: targets.map((t) => t.id) });
      if (allCommonsHere) return;
    }
    for (const t of targets) {
      switch (t.kind) {
        case 'location':
          destroyLocation(ctx, t.id);
          break;
        case 'unit': {
          const u = g.units[t.id];
          if (u === undefined || u.location === null) break;
          const from = u.location;
          boardOf(ctx).placeUnit(u, null);
          ctx.log('effect-destroyed', actor, { piece: u.pieceId, unit: u.id, owner: u.owner, location: from });
          break;
        }
        case 'structure': {
          const s = g.structures[t.id];
          if (s === undefined || s.location === null) break;
          const from = s.location;
          boardOf(ctx).placeStructure(s, null);
          ctx.log('effect-destroyed', actor, { piece: s.kind, structure: s.id, owner: s.owner, location: from });
          break;
        }
        case 'figure':
          if (t.id === 'booker' && g.booker !== null) {
            ctx.log('effect-destroyed', actor, { piece: 'booker', location: g.booker });
            g.booker = null;
            releaseElizabeth(g);
          }
          break;
        case 'card':
          discardCard(ctx, { id: t.id, label: t.id, data: { kind: 'card', holder: holderOf(g, t.id), zone: 'hand' } });
          break;
        default:
          break;
      }
    }
    ctx.push({ t: 'victory/update' });
  },
};

function holderOf(g: ColumbiaG, card: string): PlayerId {
  for (const p of Object.keys(g.players)) {
    const s = g.players[p]!;
    if (s.hand.includes(card) || s.deck.includes(card) || s.discard.includes(card)) return p;
  }
  return '';
}

// ---------------------------------------------------------------------------
// resolve combat
// ---------------------------------------------------------------------------

/** `resolve combat at X[, factions first]`: the fights that take place there now (task `effects/combat`). */
const resolveCombat: Verb = {
  resolve(ev, clause, env) {
    const at = thingSlot(clause, 'at');
    if (at === undefined) return ev.fail(clause, 'resolve combat where?');
    const locs = destinations(ev, at, env);
    return { location: locs[0] ?? null, factionsFirst: flag(clause, 'factions first') };
  },
  execute(ctx, plan) {
    const { location, factionsFirst } = plan as { location: LocationId | null; factionsFirst: boolean };
    if (location === null) return;
    ctx.log('effect-combat', [], { location, factionsFirst });
    ctx.push({ t: 'effects/combat', location, stages: factionsFirst ? ['factions', 'booker'] : ['booker', 'factions'] });
  },
};

/**
 * `effects/combat { location, stages }`: the factions there fight each other
 * (the first of them in turn order from the first player attacks, each side
 * led by its player with most pieces there), and Booker attacks whoever
 * still has units there (booker.ts's `we/booker-attack`), in the order given.
 * Territory tokens are left for the turn's combat step (RULINGS).
 */
const combatTask: TaskHandler<ColumbiaG, Ruleset> = (ctx, task) => {
  const g = ctx.g;
  const loc = task.location as LocationId;
  const [stage, ...rest] = task.stages as string[];
  if (stage === undefined) return;
  const next: Task[] = rest.length > 0 ? [{ t: 'effects/combat', location: loc, stages: rest }] : [];
  if (g.combat !== null) {
    // Combats do not nest: an effect inside a combat cannot start one (no pack effect does).
    ctx.log('effect-combat-skipped', [], { location: loc });
    return;
  }
  if (stage === 'factions') {
    const order = [...new Set(turnOrderFrom(g, g.firstPlayer).map((p) => factionOf(g, p)))];
    const board = boardOf(ctx);
    const present = factionsIn(g, board.piecesAt(loc));
    const attacking = order.filter((f) => board.piecesAt(loc).units.some((u) => unitFaction(g, u) === f));
    const attackerFaction = attacking[0];
    const defenderFaction = attackerFaction === undefined ? undefined : order.find((f) => f !== attackerFaction && present.includes(f));
    if (attackerFaction !== undefined && defenderFaction !== undefined) {
      ctx.push(
        {
          t: 'combat/fight',
          location: loc,
          attacker: { kind: 'player', player: bookerDefender(board, attackerFaction, loc) },
          defender: { kind: 'player', player: bookerDefender(board, defenderFaction, loc) },
          origin: 'effect',
        },
        ...next,
      );
      return;
    }
  } else if (stage === 'booker') {
    if (g.booker === loc && boardOf(ctx).piecesAt(loc).units.length > 0) {
      ctx.push({ t: 'we/booker-attack', location: loc, fought: [], rescue: false }, ...next);
      return;
    }
  }
  ctx.push(...next);
};

// ---------------------------------------------------------------------------
// Hand-over and hand-back (`... is controlled by ...` for a while)
// ---------------------------------------------------------------------------

/** When a duration ends, by its registry id: the event to hand pieces back on, and the scope it lasts for. */
const HAND_BACK_ON: Record<string, { on: string; until: string } | null> = {
  'duration.this-round': { on: END_OF_ROUND_EVENT, until: 'round' },
  'duration.until-end-of-round': { on: END_OF_ROUND_EVENT, until: 'round' },
  // No event marks the end of a turn or a combat for triggers; such a hand-over lasts to the end of the round (RULINGS).
  'duration.this-turn': { on: END_OF_ROUND_EVENT, until: 'round' },
  'duration.this-combat': { on: END_OF_ROUND_EVENT, until: 'round' },
  'duration.rest-of-game': null,
};

interface Loan {
  unit: string;
  owner: PlayerId;
  to: PlayerId;
}

const handOver: Verb = {
  resolve(ev, clause: Clause, env) {
    const subject = clause.subject;
    const by = thingSlot(clause, 'by');
    if (subject === undefined || by === undefined) return ev.fail(clause, 'who controls what?');
    const w = who(ev, by, env);
    const to = w.players[0] ?? null;
    const units = ev
      .things(subject, env)
      .filter((t) => kindOf(t) === 'unit' && thingLocation(ev.g, t) !== null)
      .map((t) => t.id);
    const scope = clause.slots.scope;
    return { units, to, scope: typeof scope === 'string' ? scope : 'duration.rest-of-game' };
  },
  execute(ctx, plan, env) {
    const g = ctx.g;
    const { units, to, scope } = plan as { units: string[]; to: PlayerId | null; scope: string };
    if (to === null) return;
    const loans: Loan[] = [];
    for (const id of units) {
      const u = g.units[id];
      if (u === undefined || u.location === null || factionOf(g, u.owner) === factionOf(g, to)) continue;
      loans.push({ unit: id, owner: u.owner, to });
      ctx.log('effect-hand-over', [to], { unit: id, piece: u.pieceId, from: u.owner, to });
      boardOf(ctx).setUnitOwner(u, to);
    }
    const when = HAND_BACK_ON[scope] ?? null;
    if (loans.length > 0 && when !== null) {
      ctx.addTrigger({ on: when.on, src: HAND_BACK_SRC, at: ['body', 0], env: { me: meOf(env), loans: loans as unknown as Json }, owner: null, until: when.until, once: true });
    }
    if (loans.length > 0) ctx.push({ t: 'victory/update' });
  },
};

const handBack: Verb = {
  resolve: (_ev, _clause, env) => ({ loans: (env.loans ?? []) as Json }),
  execute(ctx, plan) {
    const g = ctx.g;
    for (const l of (plan as unknown as { loans: Loan[] }).loans) {
      const u = g.units[l.unit];
      if (u === undefined || u.owner !== l.to) continue;
      boardOf(ctx).setUnitOwner(u, l.owner);
      ctx.log('effect-hand-back', [l.owner], { unit: l.unit, piece: u.pieceId, from: l.to, to: l.owner });
    }
    ctx.push({ t: 'victory/update' });
  },
};

export const boardVerbs: Record<string, Verb> = {
  'verb.move': move,
  'verb.place': place,
  'verb.remove': remove,
  'verb.destroy': destroy,
  'verb.resolve-combat': resolveCombat,
  'columbia.hand-over': handOver,
  'columbia.hand-back': handBack,
};

export const boardTasks: Record<string, TaskHandler<ColumbiaG, Ruleset>> = {
  'effects/combat': combatTask,
};

