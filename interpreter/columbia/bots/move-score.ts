/**
 * The heuristic's move scores: a unit's step into a place, peaceful or an
 * attack, weighed by what the place is worth, what leaving the old one
 * costs, and the odds of the fight with the help that could follow it in.
 * A move decision offers each unit's steps, so what a destination reads is
 * kept for the decision (`MoveReadings`).
 */
import { shelf } from '../../core/index.ts';
import type { UnitPiece } from '../state.ts';
import type { BoardView } from './board-view.ts';
import { dieMean, pieceDieId } from './worth.ts';

/** A unit of mine that could follow into a location this turn, and its die. */
interface Helper {
  id: string;
  die: string;
  mean: number;
}

/** My units not yet moved that could step into the place in `slot` this turn, strongest first (equals as the board lists them). */
function helpersInto(view: BoardView, readings: MoveReadings, slot: number): Helper[] {
  const out: Helper[] = [];
  // Kept in order as they come, each after those as strong (a stable sort: leaving one unit out afterwards orders
  // the rest as sorting them without it did); a few units each.
  for (const adj of view.adjacentSlots(slot)) {
    for (const h of helpersAt(view, readings, adj)) {
      let i = out.length;
      out.push(h);
      while (i > 0 && out[i - 1]!.mean < h.mean) {
        out[i] = out[i - 1]!;
        i--;
      }
      out[i] = h;
    }
  }
  return out;
}

/** My units at the location in `slot` not yet moved that have a die, as the board lists them (each place is next to several targets). */
function helpersAt(view: BoardView, readings: MoveReadings, slot: number): readonly Helper[] {
  const kept = readings.helpersAt[slot];
  if (kept !== undefined) return kept;
  const moved = view.g.turn!.moved;
  // Most places next to a target hold none: they share one empty list, none made for each.
  let out: Helper[] | null = null;
  for (const u of view.bySlot[slot]?.units ?? NO_UNITS) {
    if (u.owner !== view.player || moved.includes(u.id)) continue;
    const die = view.ix.unitKind[u.kind]?.combatDieId;
    if (die) (out ??= []).push({ id: u.id, die, mean: dieMean(view, die) });
  }
  return (readings.helpersAt[slot] = out ?? NO_HELPERS);
}

const NO_UNITS: readonly { id: string; owner: string; kind: string }[] = [];
const NO_HELPERS: readonly Helper[] = [];

/** Moves left after this one, when it is my turn to move (0: no unit could follow). */
function movesAfter(view: BoardView): number {
  const t = view.g.turn;
  if (t === null || t.player !== view.player) return 0;
  return Math.max(0, t.movesLeft - 1);
}

/** Points lost if the place in `slot` (`BoardView.slotOf`) stops being mine: its share of a territory, the territory's points if it was held. */
function holdingValue(view: BoardView, slot: number): number {
  const terr = view.territoryShareAt(slot);
  const held = terr.missing === 0 ? terr.points * 1.5 : terr.share * 1.5;
  return 1.5 + held + view.threatAt(slot) * 0.3;
}

/** Gain of taking the place in `slot`: control, territory progress, a token's eagles. */
function takingValue(view: BoardView, slot: number): number {
  const v = view.locationAt(slot);
  if (v.controller === view.faction && !view.hostileAt(slot)) return 0;
  const after = view.territoryShareAt(slot, v.id);
  let gain = 2 + after.share * 2;
  if (after.missing === 0) gain += after.points * 2.5;
  if (v.token !== null) gain += v.token.eagles + 0.5;
  if (v.enemies + v.enemyStructures > 0) gain += 1 + v.enemies * 0.5;
  return gain;
}

/**
 * What a move's score reads of its destination whatever unit goes there: a
 * move decision offers each unit's steps, so most destinations are scored
 * for several units.
 */
interface MoveTarget {
  hostile: boolean;
  /** Mine already (a peaceful move there only reinforces). */
  controllerMine: boolean;
  /** My units there before the move. */
  mine: number;
  /** `takingValue`, NaN until asked. */
  taking: number;
  /** Into a place without a fight: the score before what the move leaves behind. */
  peaceful: number;
  /** Hostile: `helpersInto`, null until asked. */
  helpers: Helper[] | null;
  /** Hostile: the odds of a unit with a die that is not among the helpers taken, one entry a die, null until asked (a few dice: no Map). */
  odds: AttackOdds[] | null;
  /** Hostile: the odds of a unit among the helpers taken, one entry a die (`attackOddsOf`), null until asked. */
  helperOdds: AttackOdds[] | null;
}

/**
 * What a view's move options read, each by location slot (`BoardView.slotOf`; lists, not Maps by id: read
 * for every option): the move targets, the `holdingValue` of each location a unit would leave empty, `helpersAt`.
 */
export interface MoveReadings {
  targets: (MoveTarget | undefined)[];
  leaving: (number | undefined)[];
  helpersAt: (readonly Helper[] | undefined)[];
  /** The dice of the attack being weighed (`withHelp`'s, one die alone): lists refilled for each, read at once. */
  dice: string[];
  die: [string];
  /** The unit whose fight was weighed last, its die and what it risks (a decision offers each unit's steps one after another). */
  unit: string | null;
  unitDie: string | undefined;
  risk: number;
  /** The `from` of the move scored last and its slot (a decision offers each unit's steps in a row, all from one place). */
  from: string | null;
  fromSlot: number;
}

/** A decision's move readings, kept on its view (a view is one decision's reading of the board). */
const MOVE_READINGS = shelf<MoveReadings>('heuristic move readings');

/** A view's move readings (`MoveReadings`): a caller that scores many moves of one decision asks once and passes them on (`scoreMove`). */
export function moveReadings(view: BoardView): MoveReadings {
  return view.reading(MOVE_READINGS) ?? view.keepReading(MOVE_READINGS, { targets: view.bySlotList(), leaving: view.bySlotList(), helpersAt: view.bySlotList(), dice: [], die: [''], unit: null, unitDie: undefined, risk: 0, from: null, fromSlot: -1 });
}

/** The move target of the place in `slot` (`BoardView.slotOf`). */
function moveTarget(view: BoardView, readings: MoveReadings, slot: number): MoveTarget {
  let t = readings.targets[slot];
  if (t !== undefined) return t;
  const hostile = view.hostileAt(slot);
  const v = view.locationAt(slot);
  const controllerMine = v.controller === view.faction;
  let peaceful = NaN;
  if (!hostile) {
    // Reinforce a threatened location a little; never at the cost of losing another.
    peaceful = controllerMine ? Math.min(1, view.threatAt(slot) * 0.25) : takingValue(view, slot);
  }
  t = { hostile, controllerMine, mine: v.mine, taking: NaN, peaceful, helpers: null, odds: null, helperOdds: null };
  readings.targets[slot] = t;
  return t;
}

/** What leaving the place in `slot` empty costs (`holdingValue`, once a decision). */
function leavingValue(view: BoardView, readings: MoveReadings, slot: number): number {
  let v = readings.leaving[slot];
  if (v === undefined) readings.leaving[slot] = v = holdingValue(view, slot);
  return v;
}

/**
 * A move's score: `unit` going from `from` to `to` (`readOption`'s reading; `to` null: a rolling Sky-Line ride;
 * `piece`: the unit's piece when the caller has it at hand). Each place's slot is found once here and read by after
 * (`BoardView.slotOf`). An attack that cannot score `floor` (`scoreOption`'s) scores -Infinity, its odds not worked out.
 */
export function moveScore(view: BoardView, unit: string | null, from: string | null, to: string | null, piece: UnitPiece | undefined, floor: number): number {
  if (to === null) return -0.6; // a rolling Sky-Line ride: a gamble this bot leaves alone
  return scoreMove(view, moveReadings(view), unit, from, to, piece, floor);
}

/** `moveScore` of a move with a destination, with the view's `moveReadings` at hand. */
export function scoreMove(view: BoardView, readings: MoveReadings, unit: string | null, from: string | null, to: string, piece: UnitPiece | undefined, floor: number): number {
  const toSlot = view.slotOf(to);
  const target = moveTarget(view, readings, toSlot);
  let fromSlot = -1;
  if (from !== null) {
    if (from !== readings.from) {
      readings.fromSlot = view.slotOf(from);
      readings.from = from;
    }
    fromSlot = readings.fromSlot;
  }
  const leaving = fromSlot >= 0 && !view.keepsControlWithoutAt(fromSlot) ? leavingValue(view, readings, fromSlot) : 0;
  if (target.hostile) {
    // The unit's die matters only where it fights; found once for its steps in a row.
    if (unit === null || unit !== readings.unit) {
      readings.unitDie = pieceDieId(view, piece ?? unitFrom(view, fromSlot, unit));
      readings.risk = 1 + dieMean(view, readings.unitDie);
      readings.unit = unit;
    }
    const die = readings.unitDie;
    const risk = readings.risk;
    if (Number.isNaN(target.taking)) target.taking = takingValue(view, toSlot);
    const taking = target.taking;
    // With odds at most 1 and taking and risk not below 0, the score below is at most taking - leaving (rounded,
    // each step is monotone), or -1 under the odds' bar: an attack that cannot reach the floor needs no odds.
    if (-1 < floor && taking - leaving < floor && taking >= 0 && risk >= 0) return -Infinity;
    const { alone, helped } = attackOddsOf(view, readings, target, toSlot, die, unit);
    // Count on help only if this is the first unit going in (later ones see the earlier already there).
    const odds = target.mine > 0 ? Math.max(alone, helped * 0.9) : Math.max(alone, helped * 0.8);
    if (odds < 0.45) return -1;
    return odds * taking - (1 - odds) * risk - leaving;
  }
  return target.controllerMine ? target.peaceful - leaving - 0.1 : target.peaceful - leaving;
}

/**
 * The unit `unit` (null: none), found among the few pieces where it stands (the place in `fromSlot`, a move's
 * `from`: the board's own list, touched already by the readings of that place) before the game's table of every
 * unit: a look-up there by id was the heaviest line of the move scores after the options' own data.
 */
function unitFrom(view: BoardView, fromSlot: number, unit: string | null): UnitPiece | undefined {
  if (unit === null) return undefined;
  const here = fromSlot >= 0 ? view.bySlot[fromSlot] : undefined;
  if (here !== undefined) for (const u of here.units) if (u.id === unit) return u;
  return view.g.units[unit];
}

const NO_DICE: readonly string[] = [];

/** A unit's odds attacking alone and with the help that could follow it in, by its die. */
interface AttackOdds {
  die: string | undefined;
  alone: number;
  helped: number;
}

/** The odds kept for `die` in `kept`, or undefined. */
function oddsFor(kept: readonly AttackOdds[] | null, die: string | undefined): AttackOdds | undefined {
  if (kept !== null) for (let i = 0; i < kept.length; i++) if (kept[i]!.die === die) return kept[i];
  return undefined;
}

/**
 * `attackOdds` of a unit going into a hostile place, alone and helped. Units
 * with the same die that are not among the helpers taken bring the same dice:
 * their odds are worked out once a decision. So do the helpers taken with the
 * same die: each brings its die and the helpers taken without it, the same
 * dice in the same order whichever of two equal dice is left out (the same
 * sums, bit for bit).
 */
function attackOddsOf(view: BoardView, readings: MoveReadings, target: MoveTarget, slot: number, die: string | undefined, unit: string | null): AttackOdds {
  const left = movesAfter(view);
  let helper = false;
  if (left > 0) {
    const helpers = (target.helpers ??= helpersInto(view, readings, slot));
    for (let i = 0; i < left && i < helpers.length; i++) if (helpers[i]!.id === unit) helper = true;
  }
  const kept = oddsFor(helper ? target.helperOdds : target.odds, die);
  if (kept !== undefined) return kept;
  let aloneDice: readonly string[] = NO_DICE;
  if (die !== undefined) {
    readings.die[0] = die;
    aloneDice = readings.die;
  }
  // A unit's odds alone depend on its die only: a helper taken and one not taken with the same die share them.
  const alone = oddsFor(helper ? target.odds : target.helperOdds, die)?.alone ?? view.attackOddsAt(slot, aloneDice, 2);
  const helpDice = withHelp(view, readings, target, slot, die, unit);
  // No help taken (no move left after this one, or no helper): the same dice as alone, the same odds.
  const odds: AttackOdds = { die, alone, helped: helpDice.length === aloneDice.length ? alone : view.attackOddsAt(slot, helpDice, 2) };
  if (helper) (target.helperOdds ??= []).push(odds);
  else (target.odds ??= []).push(odds);
  return odds;
}

/** The moving unit's die, then the strongest of my units that could follow it in, as many as moves are left (`readings.dice`, refilled). */
function withHelp(view: BoardView, readings: MoveReadings, target: MoveTarget, slot: number, die: string | undefined, unit: string | null): readonly string[] {
  // Written over from the start and cut to length (emptied first, the list would give up its room each
  // time), by pops: setting `length` is a runtime call in V8 (~0.5% of a default run's main thread).
  const helpDice = readings.dice;
  let k = 0;
  if (die !== undefined) helpDice[k++] = die;
  const left = movesAfter(view);
  if (left > 0) {
    const helpers = (target.helpers ??= helpersInto(view, readings, slot));
    for (let i = 0, taken = 0; i < helpers.length && taken < left; i++) {
      if (helpers[i]!.id === unit) continue;
      helpDice[k++] = helpers[i]!.die;
      taken++;
    }
  }
  while (helpDice.length > k) helpDice.pop();
  return helpDice;
}
