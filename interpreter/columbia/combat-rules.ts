/**
 * The arithmetic and the "who / where" of a combat, as pure functions over
 * `g` and the Ruleset: totals, the winner, which dice a combatant rolls, who
 * defends a location, which units the loser may lose, where the rest may
 * retreat. `combat.ts` sequences them into tasks; tests check them directly.
 */
import type { Board } from './board.ts';
import { combatDice, type SideDie } from './combat-dice.ts';
import { structureFaction, unitFaction, type Pieces } from './pieces.ts';
import { factionOf } from './players.ts';
import { rulesIndex } from './rules-index.ts';
import type {
  ColumbiaG,
  Combatant,
  CombatantSide,
  CombatSideState,
  CombatState,
  FactionId,
  LocationId,
  PlayerId,
  UnitPiece,
} from './state.ts';

// ---------------------------------------------------------------------------
// Sides
// ---------------------------------------------------------------------------

export function newSide(combatant: Combatant): CombatSideState {
  return { combatant, played: [], cancelled: [], cardCombat: cardValues(), dice: [], dieBonus: 0, bonus: 0, total: null };
}

/**
 * An empty record of played cards' combat values, keyed by card id. Made
 * without a prototype, which V8 keeps as a hash table from the start: a `{}`
 * shares its hidden class with every plain object in the program, and adding
 * a card id to it (a key that class has never grown before, one of a hundred)
 * made a new hidden class at each card revealed. Still plain JSON data.
 */
function cardValues(): Record<string, number> {
  return Object.create(null) as Record<string, number>;
}

export function otherSide(side: CombatantSide): CombatantSide {
  return side === 'attacker' ? 'defender' : 'attacker';
}

/** The player who plays cards and makes the choices for a side, or null (Booker, a token). */
export function sidePlayer(combatant: Combatant): PlayerId | null {
  return combatant.kind === 'player' ? combatant.player : null;
}

/** The faction whose pieces fight on a side (4 players: both teammates' pieces), or null. */
export function sideFaction(g: ColumbiaG, combatant: Combatant): FactionId | null {
  return combatant.kind === 'player' ? factionOf(g, combatant.player) : null;
}

/** Which side of the current combat a player is on, or null. */
export function sideOf(combat: CombatState, player: PlayerId): CombatantSide | null {
  if (sidePlayer(combat.attacker.combatant) === player) return 'attacker';
  if (sidePlayer(combat.defender.combatant) === player) return 'defender';
  return null;
}

// ---------------------------------------------------------------------------
// Totals
// ---------------------------------------------------------------------------

/** A side's total and its parts (a type, not an interface: logged as it is, it must be JSON). */
export type SideTotal = {
  /** Combat values of the cards that still have an effect (not cancelled). */
  cards: number;
  /** Die faces plus the side's per-die bonus (alarms). */
  dice: number;
  /** Flat additions from effects. */
  bonus: number;
  total: number;
  /** A territory token's total (its printed combat, no dice rolled): the log says so. */
  token?: true;
};

/** The sum of a side's cards that count: every card played except those cancelled (Vigor). */
export function cardsTotal(side: CombatSideState): number {
  let n = 0;
  for (const c of side.played) if (!side.cancelled.includes(c)) n += side.cardCombat[c] ?? 0;
  return n;
}

export function diceTotal(side: CombatSideState): number {
  let n = 0;
  for (const d of side.dice) n += d.value + side.dieBonus;
  return n;
}

/**
 * A side's combat total. A territory token plays no cards and rolls no dice:
 * its printed combat value is its total (`tokenCombat`).
 */
export function combatTotal(side: CombatSideState, tokenCombat: number | null = null): SideTotal {
  if (side.combatant.kind === 'token') {
    const printed = tokenCombat ?? 0;
    // Marked in the literal that makes it: `{ ...total, token: true }` at the log was V8's slow path (a
    // name defined after a spread: a runtime call, ~0.2% of a default run's main thread in a steady state).
    return { cards: 0, dice: printed, bonus: side.bonus, total: printed + side.bonus, token: true };
  }
  const cards = cardsTotal(side);
  const dice = diceTotal(side);
  return { cards, dice, bonus: side.bonus, total: cards + dice + side.bonus };
}

/** Higher total wins; the defender wins ties (so a token must be beaten, not matched). */
export function combatWinner(attackerTotal: number, defenderTotal: number): CombatantSide {
  return attackerTotal > defenderTotal ? 'attacker' : 'defender';
}

// ---------------------------------------------------------------------------
// Dice
// ---------------------------------------------------------------------------

/** A die a side rolls and why: a piece on the board, Booker, or an effect. */
export interface PoolDie {
  dieId: string;
  /** Unit or structure id, `booker`, or the modifier that added it. */
  from: string;
  source: SideDie['source'] | 'booker' | 'modifier';
}

export interface DicePool {
  dice: PoolDie[];
  /** Added to each die (alarms of the side at the location). */
  dieBonus: number;
}

/** Extra dice from active modifiers ("Booker rolls 1 more white die while Elizabeth is with him"). */
export interface ExtraDice {
  dieId: string;
  count: number;
  /** What adds them (the modifier's effect id), for the log. */
  from: string;
}

/** No extra dice (shared: read it, never change it). */
export const NO_EXTRA_DICE: readonly ExtraDice[] = Object.freeze([]);

/**
 * The dice a combatant rolls at `loc`: a player's side rolls for its
 * faction's units and structures there and its turrets next door, with its
 * alarms' bonus on each die (extra dice included); Booker rolls his printed
 * dice; a territory token rolls nothing. `extra`: dice added by modifiers.
 */
export function dicePool(board: Board, combatant: Combatant, loc: LocationId, extra: readonly ExtraDice[] = NO_EXTRA_DICE): DicePool {
  const dice: PoolDie[] = [];
  let dieBonus = 0;
  if (combatant.kind === 'token') return { dice, dieBonus };
  if (combatant.kind === 'booker') {
    const printed = board.rules.pieces.booker.combatDice;
    for (let i = 0; i < printed.count; i++) dice.push({ dieId: printed.dieId, from: 'booker', source: 'booker' });
  } else {
    const side = combatDice(board, factionOf(board.g, combatant.player), loc);
    for (const d of side) dice.push({ dieId: d.dieId, from: d.pieceId, source: d.source });
    // Every die of the side carries its alarms' bonus (never below 0).
    dieBonus = Math.max(0, side[0]?.bonus ?? 0);
  }
  for (const x of extra) for (let i = 0; i < x.count; i++) dice.push({ dieId: x.dieId, from: x.from, source: 'modifier' });
  return { dice, dieBonus };
}

// ---------------------------------------------------------------------------
// Who fights
// ---------------------------------------------------------------------------

/** Factions other than `faction` with units or structures at `loc`. */
export function enemyFactionsAt(board: Board, faction: FactionId, loc: LocationId): FactionId[] {
  const g = board.g;
  const out: FactionId[] = [];
  const here = board.piecesAt(loc);
  for (const f in g.factions) {
    if (f !== faction && hasPieceOf(g, f, here)) out.push(f);
  }
  return out;
}

/** Whether `faction` has a unit or a structure among `here`. */
function hasPieceOf(g: ColumbiaG, faction: FactionId, here: Readonly<Pieces>): boolean {
  for (const u of here.units) if (unitFaction(g, u) === faction) return true;
  for (const s of here.structures) if (structureFaction(g, s) === faction) return true;
  return false;
}

// ---------------------------------------------------------------------------
// The loss
// ---------------------------------------------------------------------------

/** The units a losing side controlled in the combat: its faction's units at the location. */
export function losingUnits(board: Board, faction: FactionId, loc: LocationId): UnitPiece[] {
  return board.piecesAt(loc).units.filter((u) => unitFaction(board.g, u) === faction);
}

/**
 * One option per kind of unit the loser may destroy: units with the same
 * figure, colour and owner are interchangeable, so only one of them is
 * offered (the first by id, so the choice is stable).
 */
export function destroyOptions(units: UnitPiece[]): UnitPiece[] {
  const out: UnitPiece[] = [];
  for (const u of units.slice().sort(byId)) {
    // A loser has a few kinds of unit there: those kept so far are compared directly.
    if (out.some((o) => o.pieceId === u.pieceId && o.colourId === u.colourId && o.owner === u.owner)) continue;
    out.push(u);
  }
  return out;
}

function byId(a: UnitPiece, b: UnitPiece): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Where a losing side's surviving units may retreat: an undestroyed location,
 * other than the combat's, that its faction controls and that holds one of
 * its faction's structures marked as a retreat destination (a stronghold).
 * The combat location never qualifies: the loser's structures there are
 * destroyed with the loss (RULINGS "retreat never stays put").
 */
export function retreatDestinations(board: Board, faction: FactionId, from: LocationId): LocationId[] {
  const g = board.g;
  const ix = rulesIndex(board.rules);
  const out: LocationId[] = [];
  for (const loc of ix.locationIds) {
    if (loc === from) continue;
    const l = g.locations[loc];
    if (l === undefined || l.destroyed) continue;
    if (board.controllingFaction(loc) !== faction) continue;
    const strongholds = board.piecesAt(loc).structures.filter((s) => structureFaction(g, s) === faction && ix.structure[s.kind]?.retreatDestination);
    if (strongholds.length > 0) out.push(loc);
  }
  return out;
}

/** Units of any faction at `loc` (for "is anyone left?" checks). */
export function anyUnitsAt(board: Board, loc: LocationId): boolean {
  return board.piecesAt(loc).units.length > 0;
}

// ---------------------------------------------------------------------------
// For the effect handlers (effects/)
// ---------------------------------------------------------------------------

/**
 * "...; it has no effect" (Vigor): the card stays among the cards played
 * (it is discarded with them at the end) but its combat value no longer
 * counts and its triggers no longer fire (see `combatTriggerApplies`).
 * Returns the side that had played it, or null when nobody did.
 */
export function cancelCard(g: ColumbiaG, card: string): CombatantSide | null {
  const c = g.combat;
  if (c === null) return null;
  for (const side of ['attacker', 'defender'] as const) {
    if (c[side].played.includes(card)) {
      if (!c[side].cancelled.includes(card)) c[side].cancelled.push(card);
      return side;
    }
  }
  return null;
}

/**
 * "destroy all my commons in this combat instead" in a `when I lose this
 * combat:` window (Bold Maneuver): the loss takes all the player's commons
 * there instead of one unit of his choice. combat/loss does the destroying.
 */
export function loseAllCommonsInstead(g: ColumbiaG, player: PlayerId): void {
  const c = g.combat;
  if (c === null) return;
  const side = sideOf(c, player);
  if (side !== null) c.loserDestroysAllCommons = side;
}
