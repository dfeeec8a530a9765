/**
 * The world event phase, steps 8-11: Elizabeth's timeline, Booker's move
 * (a rescue when Elizabeth is apart from him; destroyed locations fall back in
 * descending order), Booker's attacks, and who holds Elizabeth afterwards.
 *
 * Elizabeth is either with Booker (`g.elizabeth.withBooker`: she moves with
 * him and no player controls her) or apart from him, and then "under the
 * control of the player who controls her location". She leaves Booker when he
 * is defeated with her; he takes her back when he defeats the units at her
 * location (or finds none there). combat.ts and the effect verbs use the
 * helpers below so the rule lives in one place.
 *
 * Tasks:
 *   we/elizabeth                      the event shows the Elizabeth symbol -> next timeline step, its effect
 *   we/timeline-effect { stepId }     runs the effect `timeline:<stepId>` (owner: first player, scope: round)
 *   we/booker                         place Booker (rescue or the event's location), then his attack
 *   we/booker-attack { location, fought }   one fight per faction with units there, in turn order,
 *                                     each `combat/fight` with Booker attacking; stops when Booker falls
 *
 * Log kinds (values in braces), for log.ts:
 *   we-timeline-advances  { timelineId, step, stepId }          the marker moves down one space
 *   we-timeline-finished  { timelineId, step }                  symbol shown with the marker on the last space: nothing happens
 *   we-booker-placed      { location, intended, from, reason, skipped, withElizabeth }
 *                         reason: 'event' | 'rescue'; skipped: destroyed locations passed over (descending)
 *   we-booker-nowhere     { intended }                          every location is destroyed: Booker stays off the board
 *   we-booker-attacks     { location, faction, defender, rescue }   actor: the defending player
 *   we-elizabeth-rejoins  { location }                          Booker takes Elizabeth back
 *   we-elizabeth-stays    { location, controller }              Booker fell; she stays, held by the location's controller
 */
import type { Ctx, Task, TaskHandler } from '../core/index.ts';
import type { Ruleset, Timeline } from './content/types.ts';
import { boardOf, type Board } from './board.ts';
import { presenceIn } from './control.ts';
import { unitFaction } from './pieces.ts';
import { factionOf, factionPlayers, turnOrderFrom } from './players.ts';
import { keptEffectKey, rulesIndex } from './rules-index.ts';
import type { ColumbiaG, FactionId, LocationId, PlayerId } from './state.ts';
import { currentEvent } from './world-event.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

// ---------------------------------------------------------------------------
// Elizabeth
// ---------------------------------------------------------------------------

/** Elizabeth is in the game: on the board, or with Booker while he is off it. */
export function elizabethInPlay(g: ColumbiaG): boolean {
  return g.elizabeth.location !== null || g.elizabeth.withBooker === true;
}

export function elizabethWithBooker(g: ColumbiaG): boolean {
  return g.elizabeth.withBooker === true;
}

/** The player controlling Elizabeth: nobody while she is with Booker, else whoever controls her location. */
export function elizabethController(board: Board): PlayerId | null {
  const g = board.g;
  if (g.elizabeth.location === null || elizabethWithBooker(g)) return null;
  return board.controllerOf(g.elizabeth.location);
}

/**
 * An effect puts Elizabeth somewhere. At Booker's location ("place Elizabeth
 * on Booker's location") she is with him, even while he is off the board:
 * then she comes onto the board with him (RULINGS).
 */
export function placeElizabeth(g: ColumbiaG, loc: LocationId | null): void {
  g.elizabeth.location = loc;
  g.elizabeth.withBooker = loc === g.booker;
}

/** Booker was defeated (and removed): Elizabeth, if she was with him, stays where she is. */
export function releaseElizabeth(g: ColumbiaG): void {
  g.elizabeth.withBooker = false;
}

/** Player units on a location (what Booker fights, and what holds Elizabeth against him). */
function playerUnitsAt(board: Board, loc: LocationId): number {
  return board.piecesAt(loc).units.length;
}

/**
 * Booker holds his location and Elizabeth is there apart from him with no
 * player units left to hold her: she is with him again. Returns whether she rejoined.
 */
export function bookerTakesElizabeth(board: Board): boolean {
  const g = board.g;
  const loc = g.booker;
  if (loc === null || g.elizabeth.location !== loc || elizabethWithBooker(g)) return false;
  if (playerUnitsAt(board, loc) > 0) return false;
  g.elizabeth.withBooker = true;
  return true;
}

// ---------------------------------------------------------------------------
// Where Booker goes
// ---------------------------------------------------------------------------

/**
 * `intended` if it is not destroyed, else the next lower location number that
 * is not, wrapping from the lowest number to the highest (RULINGS). Null when
 * every location is destroyed. `skipped`: destroyed locations passed over.
 */
export function bookerDestination(g: ColumbiaG, rules: Ruleset, intended: LocationId): { location: LocationId | null; skipped: LocationId[] } {
  const ids = rulesIndex(rules).locationIds;
  const start = ids.indexOf(intended);
  if (start < 0) throw new Error(`no location "${intended}" for Booker`);
  const skipped: LocationId[] = [];
  for (let k = 0; k < ids.length; k++) {
    const id = ids[(start - k + ids.length) % ids.length]!;
    if (g.locations[id]?.destroyed !== true) return { location: id, skipped };
    skipped.push(id);
  }
  return { location: null, skipped };
}

/** The factions with units at `loc`, in turn order from the first player (the order Booker fights them). */
function factionsWithUnitsAt(board: Board, loc: LocationId): FactionId[] {
  const g = board.g;
  const present = new Set(board.piecesAt(loc).units.map((u) => unitFaction(g, u)));
  const out: FactionId[] = [];
  for (const p of turnOrderFrom(g, g.firstPlayer)) {
    const f = factionOf(g, p);
    if (present.has(f) && !out.includes(f)) out.push(f);
  }
  return out;
}

/**
 * Who defends `loc` for `faction` against Booker: the location's controlling
 * player ("responsible for defending that space in battles"); when the
 * location is contested, the faction's player with most units and structures
 * there, the earlier in turn order on a tie.
 */
export function bookerDefender(board: Board, faction: FactionId, loc: LocationId): PlayerId {
  const g = board.g;
  const c = board.controllerOf(loc);
  if (c !== null && factionOf(g, c) === faction) return c;
  const members = factionPlayers(g, faction);
  // A faction of one player (2 players): he defends, whoever has more there.
  if (members.length === 1) return members[0]!;
  const order = turnOrderFrom(g, g.firstPlayer);
  const ps = members.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  let best = ps[0]!;
  const here = board.piecesAt(loc);
  for (const p of ps) if (presenceIn(g, p, here) > presenceIn(g, best, here)) best = p;
  return best;
}

function timelineOf(g: ColumbiaG, rules: Ruleset): Timeline {
  const t = rules.timelines.find((x) => x.id === g.timeline.id);
  if (t === undefined) throw new Error(`no Elizabeth timeline "${g.timeline.id}" in the ruleset`);
  return t;
}

// ---------------------------------------------------------------------------
// Tasks
// ---------------------------------------------------------------------------

export const tasks: Record<string, H> = {
  /** Step 8: the Elizabeth symbol moves the marker one space down and resolves that space. */
  'we/elizabeth'(ctx: C) {
    const g = ctx.g;
    g.step = 'elizabeth';
    const ev = currentEvent(g, ctx.rules);
    if (ev === null || !ev.elizabeth) return;
    const timeline = timelineOf(g, ctx.rules);
    if (g.timeline.step >= timeline.steps.length) {
      ctx.log('we-timeline-finished', [], { timelineId: timeline.id, step: g.timeline.step });
      return;
    }
    g.timeline.step++;
    const step = timeline.steps.find((s) => s.step === g.timeline.step) ?? timeline.steps[g.timeline.step - 1]!;
    ctx.log('we-timeline-advances', [], { timelineId: timeline.id, step: g.timeline.step, stepId: step.id });
    ctx.push({ t: 'we/timeline-effect', stepId: step.id });
  },

  'we/timeline-effect'(ctx: C, task: Task) {
    const stepId = task.stepId as string;
    ctx.runEffect(keptEffectKey(ctx.rules, 'timelineSteps', stepId), { owner: ctx.g.firstPlayer, scope: 'round', env: { step: stepId } });
  },

  /** Steps 9-11: Booker goes to the event's location, or to Elizabeth to rescue her, and attacks. */
  'we/booker'(ctx: C) {
    const g = ctx.g;
    g.step = 'booker';
    const ev = currentEvent(g, ctx.rules);
    if (ev === null) return;
    const from = g.booker;
    const eliz = g.elizabeth;
    const rescue = eliz.location !== null && eliz.location !== g.booker;
    const intended = rescue ? eliz.location! : ev.bookerLocationId;
    let attack = ev.aggressive || rescue;
    if (rescue && g.locations[intended]?.destroyed === true) {
      // Nobody controls a destroyed location, so nobody holds her: Booker takes her without a fight (RULINGS).
      eliz.withBooker = true;
      attack = ev.aggressive;
    }
    const { location, skipped } = bookerDestination(g, ctx.rules, intended);
    if (location === null) {
      g.booker = null;
      releaseElizabeth(g);
      ctx.log('we-booker-nowhere', [], { intended });
      return;
    }
    g.booker = location;
    const withElizabeth = elizabethWithBooker(g);
    if (withElizabeth) eliz.location = location;
    ctx.log('we-booker-placed', [], { location, intended, from, reason: rescue ? 'rescue' : 'event', skipped, withElizabeth });
    const board = boardOf(ctx);
    if (attack && playerUnitsAt(board, location) > 0) {
      ctx.push({ t: 'we/booker-attack', location, fought: [], rescue });
      return;
    }
    if (bookerTakesElizabeth(board)) ctx.log('we-elizabeth-rejoins', [], { location });
  },

  /**
   * Booker fights the units at his location, one faction at a time in turn
   * order from the first player (normally only one faction is there); each
   * faction is defended by its controlling player. Re-pushed after each fight.
   */
  'we/booker-attack'(ctx: C, task: Task) {
    const g = ctx.g;
    const loc = task.location as string;
    const fought = (task.fought as string[]).slice();
    const board = boardOf(ctx);
    if (g.booker !== loc) {
      // He lost: removed from the board. Elizabeth stays, held by whoever controls her location.
      const wasWith = g.elizabeth.location === loc;
      releaseElizabeth(g);
      if (wasWith) ctx.log('we-elizabeth-stays', [], { location: loc, controller: elizabethController(board) });
      return;
    }
    const next = factionsWithUnitsAt(board, loc).find((f) => !fought.includes(f));
    if (next === undefined) {
      if (bookerTakesElizabeth(board)) ctx.log('we-elizabeth-rejoins', [], { location: loc });
      return;
    }
    const defender = bookerDefender(board, next, loc);
    ctx.log('we-booker-attacks', [defender], { location: loc, faction: next, defender, rescue: task.rescue === true });
    ctx.push(
      { t: 'combat/fight', location: loc, attacker: { kind: 'booker' }, defender: { kind: 'player', player: defender }, origin: 'booker' },
      { t: 'we/booker-attack', location: loc, fought: [...fought, next], rescue: task.rescue === true },
    );
  },
};
