/**
 * What a Columbia position is worth to each faction, in victory points
 * (`SimHooks.value`: the search bot scores a playout it stops early by
 * it): the points scored now, plus part of each territory's points by the
 * share of its standing locations the faction controls (a territory nearly
 * held is nearly points), plus a little for every unit and structure it
 * has on the board (what takes and keeps locations). Reads only the board
 * and the claimed victory cards: what every seat sees.
 */
import type { Engine, GameState } from '../../core/index.ts';
import { boardOf } from '../board.ts';
import type { Ruleset } from '../content/types.ts';
import type { ColumbiaG, FactionId } from '../state.ts';
import { victoryPointsByFaction } from '../victory-points.ts';

/** How much of a territory's points its locations' control is worth before the whole territory is held. */
const TERRITORY_SHARE = 0.5;
/** Victory points a unit, and a structure, on the board is worth. */
const UNIT = 0.1;
const STRUCTURE = 0.1;

export function columbiaValue(engine: Engine<ColumbiaG, Ruleset>, state: GameState<ColumbiaG>): Record<FactionId, number> {
  const g = state.g;
  const rules = engine.rules;
  const board = boardOf({ g, rules, memo: engine.memo });
  const out = victoryPointsByFaction(g, rules);
  const holders = board.territoryHolders();
  const territories = rules.board.territories;
  const held: Record<FactionId, number> = {};
  for (let i = 0; i < territories.length; i++) {
    const t = territories[i]!;
    let standing = 0;
    for (const f in held) held[f] = 0;
    for (const loc of t.locationIds) {
      if (g.locations[loc]?.destroyed !== false) continue;
      standing++;
      const f = board.controllingFaction(loc);
      if (f !== null) held[f] = (held[f] ?? 0) + 1;
    }
    if (standing === 0) continue;
    for (const f in held) if (f !== holders[i] && held[f]! > 0) out[f] = (out[f] ?? 0) + (TERRITORY_SHARE * t.victoryPoints * held[f]!) / standing;
  }
  for (const u of board.unitsOnBoard()) {
    const f = g.players[u.owner]?.factionId;
    if (f !== undefined) out[f] = (out[f] ?? 0) + UNIT;
  }
  for (const s of Object.values(g.structures)) {
    if (s.location === null) continue;
    const f = g.players[s.owner]?.factionId;
    if (f !== undefined) out[f] = (out[f] ?? 0) + STRUCTURE;
  }
  return out;
}
