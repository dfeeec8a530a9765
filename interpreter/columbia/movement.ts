/**
 * A player's unit moves: which are legal, and carrying them out. A move is
 * either one step to an adjacent, undestroyed location, or one Sky-Line ride
 * (RULINGS "Sky-Line spaces and rides"):
 *
 * - A Sky-Line space is one entry of a route's `spaceLocationIds`; it lies
 *   over that location. A unit may board a route at any space over the
 *   location it stands on, pick a direction, and ride space by space in that
 *   direction (never turning back). Every new space costs a roll of the
 *   ruleset's Sky-Line dice; a roll with no success symbol costs action cards
 *   equal to its total, or the unit. After each space he stops (not on a
 *   destroyed location) or rides on (only towards a space he could still stop
 *   on, so a ride can always end). A whole ride is one unit move.
 * - Figures with a `skyLine` rule in the ruleset (Songbird, the Airship) ride
 *   at most `maxSpaces` spaces; without `roll` they pick the space to stop on
 *   outright, and a ride is offered only where they could stop.
 * - Stopping on a location with enemies, a territory token or Booker is
 *   allowed, as moving there is: the combat step fights it. Passing over such
 *   a location is harmless.
 *
 * Option ids (bots and scenarios key on them):
 *   `move:<unit>:<to>`                       step to an adjacent location
 *   `ride:<unit>:<route>:<space>:<up|down>`  start a rolling ride from space index <space>
 *   `ride:<unit>:<route>:<space>:<to space>` a no-roll ride (Songbird, Airship) straight to a space
 * Units that cannot be told apart (same owner, same figure, same location)
 * are offered once, under the first of them not yet moved in the game's
 * piece order (`g.units`' key order, fixed at setup).
 */
import { shelf, type Ctx, type Option, type TaskHandler, type Validator } from '../core/index.ts';
import type { Die, DieFace, Figure, Ruleset, SkyLine } from './content/types.ts';
import { boardOf, type Board } from './board.ts';
import { controlsUnit } from './pieces.ts';
import { perRuleset, rulesIndex } from './rules-index.ts';
import { rollDice } from './dice.ts';
import { skyLineDiceWaived } from './effects/modifiers.ts';
import type { ColumbiaG, LocationId, PlayerId, UnitPiece } from './state.ts';

type C = Ctx<ColumbiaG, Ruleset>;

// ---------------------------------------------------------------------------
// Ruleset facts movement needs, indexed once per Ruleset
// ---------------------------------------------------------------------------

/** Where a route's space lies: the route and the space's index in it. */
export interface SpaceRef {
  route: SkyLine;
  index: number;
}

interface MoveIndex {
  figure: Record<string, Figure>;
  route: Record<string, SkyLine>;
  /** Location id -> every Sky-Line space over it. */
  spacesAt: Record<string, SpaceRef[]>;
  skyLineDie: Die | null;
  /** Figure id -> its ride rule, for figures with a `skyLine` rule. */
  ride: Record<string, RideRule>;
}

const moveIndex = perRuleset((rules: Ruleset): MoveIndex => {
  {
    const figure: Record<string, Figure> = {};
    for (const f of rules.pieces.figures) figure[f.id] = f;
    const ride: Record<string, RideRule> = {};
    for (const id in figure) {
      const r = figure[id]!.skyLine;
      if (r) ride[id] = { maxSpaces: r.maxSpaces, roll: r.roll };
    }
    const route: Record<string, SkyLine> = {};
    const spacesAt: Record<string, SpaceRef[]> = {};
    for (const line of rules.board.skyLines) {
      route[line.id] = line;
      line.spaceLocationIds.forEach((loc, index) => (spacesAt[loc] ??= []).push({ route: line, index }));
    }
    return { figure, route, spacesAt, skyLineDie: rules.dice.find((d) => d.use === 'sky-line') ?? null, ride };
  }
});

/** How a unit rides a Sky-Line: at most `maxSpaces` spaces, rolling for each new space or not. */
export interface RideRule {
  maxSpaces: number;
  roll: boolean;
}

const NORMAL_RIDE: RideRule = { maxSpaces: Number.POSITIVE_INFINITY, roll: true };

/** How this unit rides (shared: read it, do not change it). */
export function rideRule(rules: Ruleset, unit: UnitPiece): RideRule {
  return moveIndex(rules).ride[unit.pieceId] ?? NORMAL_RIDE;
}

function isDestroyed(g: ColumbiaG, loc: LocationId): boolean {
  return g.locations[loc]?.destroyed === true;
}

/**
 * Whether a rider at space `index` of `route`, heading `dir`, with `ridden`
 * spaces behind him and at most `max` in all, can still reach a space he may
 * stop on by riding on.
 */
export function canRideOn(g: ColumbiaG, route: SkyLine, index: number, dir: 1 | -1, ridden: number, max: number): boolean {
  const spaces = route.spaceLocationIds;
  for (let i = index + dir, n = ridden + 1; i >= 0 && i < spaces.length && n <= max; i += dir, n++) {
    if (!isDestroyed(g, spaces[i]!)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------
// Legal moves
// ---------------------------------------------------------------------------

/** A unit's figure name (its kind when the Ruleset has no such figure). */
export function pieceName(rules: Ruleset, unit: UnitPiece): string {
  return moveIndex(rules).figure[unit.pieceId]?.name ?? `${unit.kind} unit`;
}

/** Whether the Ruleset has this figure (its name then follows from the piece id alone). */
export function isFigure(rules: Ruleset, pieceId: string): boolean {
  return moveIndex(rules).figure[pieceId] !== undefined;
}

function locName(rules: Ruleset, loc: LocationId): string {
  return rulesIndex(rules).location[loc]?.name ?? loc;
}

/** Whether the first `count` of `kept` have a unit of `u`'s owner and figure on its location: one is offered per kind (a loop over the few kept: no closure per unit). */
function isTwinOf(kept: readonly UnitPiece[], count: number, u: UnitPiece): boolean {
  for (let k = 0; k < count; k++) {
    const o = kept[k]!;
    if (o.location === u.location && o.pieceId === u.pieceId && o.owner === u.owner) return true;
  }
  return false;
}

/**
 * A move option a unit standing on a location could be offered, with what
 * the board must show for it to be offered now: `to` not destroyed (a step,
 * a no-roll ride), or for a rolling ride (`to` null) a space he could stop on
 * ahead (`canRideOn`).
 */
interface MoveCandidate {
  option: Option;
  to: LocationId | null;
  /** `to`'s location slot (`RulesIndex.locationSlot`; undefined: none): whether it is destroyed is read by it, a list read. */
  toSlot: number | undefined;
  route: SkyLine | null;
  index: number;
  dir: 1 | -1;
  max: number;
}

/**
 * A unit's move options from where it stands, whatever the board (`all`):
 * they depend only on the Ruleset, the unit and its location, so the engine
 * keeps them (the board only decides which are offered); and those offered
 * while no location is destroyed (`whole`, null until first asked then),
 * which depend on nothing else of the board.
 */
interface UnitMoves {
  all: MoveCandidate[];
  whole: Option[] | null;
}

const MOVE_CANDIDATES = shelf<(UnitMoves | undefined)[]>('move candidates by unit, then by location slot');

function moveCandidates(ctx: C, unit: UnitPiece, from: LocationId): UnitMoves {
  // By unit, then by location (a list by its slot: no second hash): asked for every unit at every move, a key joined
  // from both would be a new string to hash each time.
  const slot = rulesIndex(ctx.rules).locationSlot[from];
  if (slot === undefined) return { all: buildCandidates(ctx.rules, unit, from), whole: null }; // not on the board: nothing kept
  const byFrom = ctx.memo.get(MOVE_CANDIDATES, unit.id) ?? ctx.memo.set(MOVE_CANDIDATES, unit.id, []);
  return (byFrom[slot] ??= { all: buildCandidates(ctx.rules, unit, from), whole: null });
}

/** Every move option for this unit on `from` whatever the board: adjacent steps, then Sky-Line rides. */
function buildCandidates(rules: Ruleset, unit: UnitPiece, from: LocationId): MoveCandidate[] {
  const out: MoveCandidate[] = [];
  const name = pieceName(rules, unit);
  const { location: locations, locationSlot } = rulesIndex(rules);
  const here = locations[from];
  const fromName = here?.name ?? from;
  for (const to of here?.adjacentIds ?? []) {
    out.push({
      option: { id: `move:${unit.id}:${to}`, label: `Move ${name} from ${fromName} to ${locations[to]?.name ?? to}`, data: { unit: unit.id, from, to } },
      to,
      toSlot: locationSlot[to],
      route: null,
      index: 0,
      dir: 1,
      max: 0,
    });
  }
  const rule = rideRule(rules, unit);
  for (const { route, index } of moveIndex(rules).spacesAt[from] ?? []) {
    for (const dir of [1, -1] as const) {
      if (rule.roll) {
        const way = dir === 1 ? 'up' : 'down';
        const end = route.spaceLocationIds[dir === 1 ? route.spaceLocationIds.length - 1 : 0]!;
        out.push({
          option: {
            id: `ride:${unit.id}:${route.id}:${index}:${way}`,
            label: `Ride ${name} on the ${route.name} from ${locName(rules, from)} towards ${locName(rules, end)}`,
            data: { unit: unit.id, from, skyLine: route.id, space: index, direction: dir },
          },
          to: null,
          toSlot: undefined,
          route,
          index,
          dir,
          max: rule.maxSpaces,
        });
      } else {
        const spaces = route.spaceLocationIds;
        for (let i = index + dir, n = 1; i >= 0 && i < spaces.length && n <= rule.maxSpaces; i += dir, n++) {
          const to = spaces[i]!;
          out.push({
            option: {
              id: `ride:${unit.id}:${route.id}:${index}:${i}`,
              label: `Ride ${name} on the ${route.name} from ${locName(rules, from)} to ${locName(rules, to)} (${n} space${n > 1 ? 's' : ''}, no roll)`,
              data: { unit: unit.id, from, skyLine: route.id, space: index, toSpace: i, to },
            },
            to,
            toSlot: locationSlot[to],
            route: null,
            index: 0,
            dir: 1,
            max: 0,
          });
        }
      }
    }
  }
  return out;
}

/**
 * The options of `unit` the board allows now: `to` not destroyed, or a space
 * ahead to stop on. While nothing is destroyed (most positions) they depend on
 * nothing else of the board: found once and kept (read them, never change them).
 */
function unitMoveOptions(ctx: C, board: Board, unit: UnitPiece): readonly Option[] {
  const from = unit.location;
  if (from === null) return NO_OPTIONS;
  const moves = moveCandidates(ctx, unit, from);
  if (board.anyDestroyed()) return offeredNow(ctx.g, board, moves.all);
  return (moves.whole ??= offeredNow(ctx.g, board, moves.all));
}

/** The options of `candidates` the board allows now. */
function offeredNow(g: ColumbiaG, board: Board, candidates: readonly MoveCandidate[]): Option[] {
  const out: Option[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const c = candidates[i]!;
    if (c.to !== null ? !destroyedTo(g, board, c) : canRideOn(g, c.route!, c.index, c.dir, 0, c.max)) out.push(c.option);
  }
  return out;
}

/** Whether a step's or a no-roll ride's `to` is destroyed (`isDestroyed`, by its slot where it has one). */
function destroyedTo(g: ColumbiaG, board: Board, c: MoveCandidate): boolean {
  return c.toSlot !== undefined ? board.locationAt(c.toSlot)?.destroyed === true : isDestroyed(g, c.to!);
}

/** No options (shared: read it, never change it). */
export const NO_OPTIONS: readonly Option[] = [];

/**
 * Every move `player` may make now (none once his moves are used up), then
 * `extra`, then `last` (if given). Each unit he may still move this turn (his
 * own and his faction's shared figures on the board, not yet moved) is
 * offered once per kind of piece and location: units that cannot be told
 * apart are offered under the first in piece order.
 */
export function moveOptions(ctx: C, player: PlayerId, moved: readonly string[], movesLeft: number, extra: readonly Option[] = NO_OPTIONS, last: Option | null = null): Option[] {
  // Each offered unit's list first (mostly kept ones), then the decision's list made at its final size.
  const offered: UnitPiece[] = [];
  const lists: (readonly Option[])[] = [];
  let n = extra.length + (last !== null ? 1 : 0);
  if (movesLeft > 0) {
    const g = ctx.g;
    const board = boardOf(ctx);
    for (const u of board.unitsToControl(player)) {
      if (!controlsUnit(g, player, u) || moved.includes(u.id) || isTwinOf(offered, offered.length, u)) continue;
      offered.push(u);
      const list = unitMoveOptions(ctx, board, u);
      lists.push(list);
      n += list.length;
    }
  }
  const out = new Array<Option>(n);
  let k = 0;
  for (let i = 0; i < lists.length; i++) {
    const list = lists[i]!;
    for (let j = 0; j < list.length; j++) out[k++] = list[j]!;
  }
  for (let j = 0; j < extra.length; j++) out[k++] = extra[j]!;
  if (last !== null) out[k] = last;
  return out;
}

// ---------------------------------------------------------------------------
// Carrying a move out
// ---------------------------------------------------------------------------

/** The move is made: it counts against the turn's allowance whatever happens on the way. */
function countMove(g: ColumbiaG, unitId: string): void {
  const t = g.turn;
  if (t === null) return;
  t.moved.push(unitId);
  t.movesLeft = Math.max(0, t.movesLeft - 1);
}

function place(ctx: C, player: PlayerId, unit: UnitPiece, to: LocationId, how: 'step' | 'sky-line'): void {
  const from = unit.location;
  boardOf(ctx).placeUnit(unit, to);
  if (ctx.logs('unit-moved')) ctx.log('unit-moved', [player], { unit: unit.id, piece: unit.pieceId, from, to, how });
  ctx.push({ t: 'victory/update' });
}

/** A move option's data (`buildCandidates`): a step's or a no-roll ride's `to`; a ride's route and space; a rolling ride's direction. */
interface MoveData {
  unit: string;
  from: LocationId;
  to?: LocationId;
  skyLine?: string;
  space?: number;
  direction?: 1 | -1;
  toSpace?: number;
}

/**
 * Carry out a move option picked by `player` (one of `moveOptions`): read
 * from its data, which says what its id says (no id to split at each move).
 * A rolling ride pushes `move/ride`; everything it pushes runs before the
 * tasks the caller pushes afterwards.
 */
export function performMove(ctx: C, player: PlayerId, option: Option): void {
  const d = option.data as MoveData | undefined;
  const unit = d === undefined ? undefined : ctx.g.units[d.unit];
  if (d === undefined || unit === undefined || unit.location === null) throw new Error(`move ${option.id}: no such unit on the board`);
  if (d.skyLine === undefined) {
    if (d.to === undefined) throw new Error(`move ${option.id}: not a move option`);
    countMove(ctx.g, unit.id);
    place(ctx, player, unit, d.to, 'step');
    return;
  }
  const route = moveIndex(ctx.rules).route[d.skyLine];
  if (route === undefined || typeof d.space !== 'number') throw new Error(`move ${option.id}: not a move option`);
  countMove(ctx.g, unit.id);
  if (d.toSpace === undefined) {
    if (ctx.logs('sky-line-board')) ctx.log('sky-line-board', [player], { unit: unit.id, piece: unit.pieceId, from: unit.location, skyLine: route.id });
    ctx.push({ t: 'move/ride', player, unit: unit.id, skyLine: route.id, space: d.space, direction: d.direction === 1 ? 1 : -1, ridden: 0, stage: 'advance', total: 0 });
    return;
  }
  place(ctx, player, unit, route.spaceLocationIds[d.toSpace]!, 'sky-line');
}

// ---------------------------------------------------------------------------
// A rolling Sky-Line ride, space by space
// ---------------------------------------------------------------------------

/** Faces of the Sky-Line roll for one new space (the ruleset's die and count). */
function rollSkyLine(ctx: C): DieFace[] {
  const die = moveIndex(ctx.rules).skyLineDie;
  if (die === null) throw new Error('the ruleset has no Sky-Line die (a die with use: sky-line)');
  return rollDice(ctx, die.id, ctx.rules.pack.rules.skyLineDicePerSpace);
}

/** The number total of a roll, or null when at least one die shows the success symbol. */
export function skyLinePenalty(faces: readonly DieFace[]): number | null {
  let total = 0;
  for (const f of faces) {
    if (f === 'success') return null;
    total += f;
  }
  return total;
}

/**
 * `move/ride { player, unit, skyLine, space, direction, ridden, stage, total }`:
 * one rolling ride. Stages: `advance` (move to the next space and roll),
 * `penalty` (discard or lose the unit), `choose` (stop or ride on).
 */
const ride: TaskHandler<ColumbiaG, Ruleset> = (ctx, task) => {
  const g = ctx.g;
  const player = task.player as string;
  const unit = g.units[task.unit as string];
  const route = moveIndex(ctx.rules).route[task.skyLine as string];
  if (unit === undefined || route === undefined) throw new Error(`move/ride: unknown unit or route in ${JSON.stringify(task)}`);
  const dir = task.direction as 1 | -1;
  const max = rideRule(ctx.rules, unit).maxSpaces;
  let answer = ctx.answer;
  for (;;) {
    const space = task.space as number;
    const at = route.spaceLocationIds[space]!;
    if (task.stage === 'advance') {
      task.space = space + dir;
      task.ridden = (task.ridden as number) + 1;
      const here = route.spaceLocationIds[task.space as number]!;
      // "Units on Sky-Lines roll no Sky-Line dice" (a world event's modifier): the new space is safe.
      if (skyLineDiceWaived(ctx, player, unit)) {
        if (ctx.logs('sky-line-no-roll')) ctx.log('sky-line-no-roll', [player], { unit: unit.id, at: here });
        task.stage = 'choose';
        continue;
      }
      const faces = rollSkyLine(ctx);
      const total = skyLinePenalty(faces);
      if (ctx.logs('sky-line-roll')) ctx.log('sky-line-roll', [player], { unit: unit.id, at: here, faces: faces as (number | string)[], safe: total === null });
      if (total === null || total <= 0) {
        task.stage = 'choose';
      } else {
        task.total = total;
        task.stage = 'penalty';
      }
      continue;
    }
    if (task.stage === 'penalty') {
      const total = task.total as number;
      const hand = g.players[player]!.hand;
      if (hand.length < total) return loseRider(ctx, player, unit, at, total);
      if (!answer) {
        return ctx.ask({
          player,
          kind: 'sky-line-penalty',
          prompt: `The Sky-Line roll shows no success: discard ${total} action cards, or lose your ${pieceName(ctx.rules, unit)}`,
          options: [
            ...hand.map((c) => ({ id: `card:${c}`, label: `Discard ${rulesIndex(ctx.rules).card[c]?.name ?? c}` })),
            { id: 'destroy', label: `Destroy the ${pieceName(ctx.rules, unit)}` },
          ],
          min: 1,
          max: total,
          check: 'columbia/sky-line-penalty',
          data: { total, unit: unit.id, at },
        });
      }
      const picked = answer.ids;
      answer = null;
      if (picked[0] === 'destroy') return loseRider(ctx, player, unit, at, total);
      const cards = picked.map((id) => id.slice('card:'.length));
      const p = g.players[player]!;
      p.hand = p.hand.filter((c) => !cards.includes(c));
      for (const c of cards) p.discard.push(c);
      if (ctx.logs('sky-line-penalty')) ctx.log('sky-line-penalty', [player], { unit: unit.id, at, total, discarded: cards });
      task.stage = 'choose';
      continue;
    }
    // choose: stop here, or ride on towards a space he could stop on
    const canStop = !isDestroyed(g, at);
    const canGoOn = canRideOn(g, route, space, dir, task.ridden as number, max);
    if (!canStop && !canGoOn) throw new Error(`move/ride: ${unit.id} is stranded at ${at} on ${route.id}`);
    let goOn = !canStop;
    if (canStop && canGoOn) {
      if (!answer) {
        const next = route.spaceLocationIds[space + dir]!;
        return ctx.ask({
          player,
          kind: 'sky-line-continue',
          prompt: ridePrompt(ctx.rules, pieceName(ctx.rules, unit), at),
          options: [stopOption(ctx.rules, at), rideOnOption(ctx.rules, next)],
          data: { unit: unit.id, at, skyLine: route.id },
        });
      }
      goOn = answer.id === 'continue';
      answer = null;
    }
    if (goOn) {
      task.stage = 'advance';
      continue;
    }
    place(ctx, player, unit, at, 'sky-line');
    return;
  }
};

/**
 * The stop-or-ride-on decision's texts, per Ruleset: they depend only on
 * names, so each is made once and shared (options are plain data nobody changes).
 */
interface RideTexts {
  prompt: Map<string, Map<LocationId, string>>;
  stop: Map<LocationId, Option>;
  rideOn: Map<LocationId, Option>;
}

const rideTextsOf = perRuleset((): RideTexts => ({ prompt: new Map(), stop: new Map(), rideOn: new Map() }));

function ridePrompt(rules: Ruleset, name: string, at: LocationId): string {
  const byName = rideTextsOf(rules).prompt;
  let row = byName.get(name);
  if (row === undefined) byName.set(name, (row = new Map()));
  let text = row.get(at);
  if (text === undefined) row.set(at, (text = `Your ${name} is over ${locName(rules, at)}: stop here or ride on?`));
  return text;
}

function stopOption(rules: Ruleset, at: LocationId): Option {
  const m = rideTextsOf(rules).stop;
  let o = m.get(at);
  if (o === undefined) m.set(at, (o = { id: 'stop', label: `Stop at ${locName(rules, at)}` }));
  return o;
}

function rideOnOption(rules: Ruleset, next: LocationId): Option {
  const m = rideTextsOf(rules).rideOn;
  let o = m.get(next);
  if (o === undefined) m.set(next, (o = { id: 'continue', label: `Ride on to ${locName(rules, next)} (roll again)` }));
  return o;
}

function loseRider(ctx: C, player: PlayerId, unit: UnitPiece, at: LocationId, total: number): void {
  if (ctx.logs('sky-line-lost')) ctx.log('sky-line-lost', [player], { unit: unit.id, piece: unit.pieceId, from: unit.location, at, total });
  boardOf(ctx).placeUnit(unit, null);
  ctx.push({ t: 'victory/update' });
}

/** The Sky-Line penalty: "destroy" alone, or exactly as many cards as the roll's total. */
const penaltyCheck: Validator<ColumbiaG> = (_g, d, picked) => {
  const total = (d.data as { total: number }).total;
  if (picked.some((o) => o.id === 'destroy')) return picked.length === 1 ? null : 'destroy the unit, or discard cards: not both';
  return picked.length === total ? null : `discard exactly ${total} cards (or destroy the unit)`;
};

export const tasks: Record<string, TaskHandler<ColumbiaG, Ruleset>> = { 'move/ride': ride };
export const validators: Record<string, Validator<ColumbiaG>> = { 'columbia/sky-line-penalty': penaltyCheck };
