/**
 * The dice a side rolls in a combat (rulebook "Combat", step 3): one die per
 * unit of the side there (its kind's die), per structure of the side there
 * (its die), and per structure of the side in an adjacent location that
 * counts there (turrets); every alarm of the side there adds its bonus to
 * each of the side's dice. "Side" is a faction: in the 4-player game the
 * attacker uses his teammate's units as his own (rulebook, "Teammates Sharing
 * a Location"). Extra dice from cards and leaders are combat's business.
 */
import type { Board } from './board.ts';
import { adjacentLocations } from './geography.ts';
import { structureFaction, unitFaction } from './pieces.ts';
import { rulesIndex } from './rules-index.ts';
import type { FactionId, LocationId } from './state.ts';

/** One combat die a side rolls, and why. `bonus` is added to its face (alarms). */
export interface SideDie {
  dieId: string;
  /** The unit or structure id that brings it. */
  pieceId: string;
  source: 'unit' | 'structure' | 'adjacent-structure';
  bonus: number;
}

/** The dice `faction`'s side rolls in a combat at `loc`, in order: units, structures there, structures adjacent. */
export function combatDice(board: Board, faction: FactionId, loc: LocationId): SideDie[] {
  const { g, rules } = board;
  const ix = rulesIndex(rules);
  const dice: SideDie[] = [];
  let bonus = 0;
  const here = board.piecesAt(loc);
  for (const u of here.units) {
    if (unitFaction(g, u) !== faction) continue;
    const kind = ix.unitKind[u.kind];
    if (kind === undefined) throw new Error(`unit ${u.id}: no unit kind "${u.kind}" in the ruleset`);
    dice.push({ dieId: kind.combatDieId, pieceId: u.id, source: 'unit', bonus: 0 });
  }
  for (const s of here.structures) {
    if (structureFaction(g, s) !== faction) continue;
    const st = ix.structure[s.kind];
    if (st === undefined) throw new Error(`structure ${s.id}: no structure "${s.kind}" in the ruleset`);
    dice.push({ dieId: st.combatDieId, pieceId: s.id, source: 'structure', bonus: 0 });
    bonus += st.ownerDiceBonus;
  }
  for (const adj of adjacentLocations(rules, loc)) {
    for (const s of board.piecesAt(adj).structures) {
      if (structureFaction(g, s) !== faction) continue;
      const st = ix.structure[s.kind];
      if (st?.countsInAdjacentLocations) dice.push({ dieId: st.combatDieId, pieceId: s.id, source: 'adjacent-structure', bonus: 0 });
    }
  }
  if (bonus !== 0) for (const d of dice) d.bonus = bonus;
  return dice;
}
