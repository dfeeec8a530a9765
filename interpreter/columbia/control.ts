/**
 * Control of a location (rulebook "Control"): you control a location when one
 * of your units or structures is there. Nobody controls a destroyed location,
 * nor a contested one: pieces of both factions, or pieces and a territory
 * token (RULINGS "contested locations"). In the 4-player game teammates may
 * share a location: the one with more units and structures there controls it
 * (Songbird and the Airship count for both); a tie goes to the player whose
 * turn it is, else to the one earlier in the round's turn order (RULINGS
 * "teammates tied for control").
 *
 * Pure functions of a location's pieces and state: the board (board.ts)
 * keeps their answers while the board stays as it is.
 */
import { factionPlayers, soleMember, turnOrderFrom } from './players.ts';
import { controlsUnit, NO_PIECES, structureFaction, unitFaction, type Pieces } from './pieces.ts';
import type { ColumbiaG, FactionId, LocationId, LocationState, PlayerId } from './state.ts';

/** Units (own and shared) plus own structures `player` has among `here`: the 4-player control count. */
export function presenceIn(g: ColumbiaG, player: PlayerId, here: Readonly<Pieces> = NO_PIECES): number {
  let n = 0;
  for (const u of here.units) if (controlsUnit(g, player, u)) n++;
  for (const s of here.structures) if (s.owner === player) n++;
  return n;
}

/** The factions with a unit or structure among `here`. */
export function factionsIn(g: ColumbiaG, here: Readonly<Pieces> = NO_PIECES): FactionId[] {
  const out: FactionId[] = [];
  for (const u of here.units) {
    const f = unitFaction(g, u);
    if (!out.includes(f)) out.push(f);
  }
  for (const s of here.structures) {
    const f = structureFaction(g, s);
    if (!out.includes(f)) out.push(f);
  }
  return out;
}

/** Whether `here` holds a unit or structure of a faction other than `faction`. */
export function hasEnemyPieces(g: ColumbiaG, faction: FactionId, here: Readonly<Pieces> | undefined): boolean {
  if (here === undefined) return false;
  for (const u of here.units) if (unitFaction(g, u) !== faction) return true;
  for (const s of here.structures) if (structureFaction(g, s) !== faction) return true;
  return false;
}

/**
 * The one faction with a unit or structure among `here`: null when none
 * has, `SEVERAL` when more than one has (`factionsIn` without its list:
 * control asks it of every location a move or a count reads).
 */
export function soleFactionIn(g: ColumbiaG, here: Readonly<Pieces> = NO_PIECES): FactionId | typeof SEVERAL | null {
  let only: FactionId | null = null;
  for (const u of here.units) {
    const f = unitFaction(g, u);
    if (only === null) only = f;
    else if (f !== only) return SEVERAL;
  }
  for (const s of here.structures) {
    const f = structureFaction(g, s);
    if (only === null) only = f;
    else if (f !== only) return SEVERAL;
  }
  return only;
}

/** What `soleFactionIn` answers when pieces of more than one faction are there. */
export const SEVERAL: unique symbol = Symbol('several factions');

/** Contested: pieces of both factions, or pieces and a territory token, share the location (between a move and its combat). */
export function isContestedBy(g: ColumbiaG, location: LocationState | undefined, here: Readonly<Pieces> | undefined): boolean {
  const f = soleFactionIn(g, here);
  return f === SEVERAL || (f !== null && location?.token != null);
}

/** The player who controls a location with these pieces on it, or null. */
export function controllerOfPieces(g: ColumbiaG, location: LocationState | undefined, here: Readonly<Pieces> | undefined): PlayerId | null {
  if (location === undefined || location.destroyed || location.token !== null || here === undefined) return null;
  const faction = soleFactionIn(g, here);
  if (faction === null || faction === SEVERAL) return null;
  const only = soleMember(g, faction);
  if (only !== null) return only;
  // Teammates: the most pieces; a tie to the player whose turn it is, then the earlier in this round's turn order.
  const candidates = factionPlayers(g, faction);
  const order = turnOrderFrom(g, g.firstPlayer).filter((p) => candidates.includes(p));
  if (g.activePlayer !== null && order.includes(g.activePlayer)) {
    order.splice(order.indexOf(g.activePlayer), 1);
    order.unshift(g.activePlayer);
  }
  let best: PlayerId | null = null;
  let most = 0;
  for (const p of order) {
    const n = presenceIn(g, p, here);
    if (n > most) {
      best = p;
      most = n;
    }
  }
  return best;
}

/**
 * Who holds a territory: the faction that controls every undestroyed location
 * of it (4 players: any mix of its players), or null. A territory whose
 * locations are all destroyed is held by nobody (RULINGS "fully destroyed
 * territory").
 */
export function holderOf(g: ColumbiaG, locations: readonly string[], controllerOf: (loc: string) => PlayerId | null): FactionId | null {
  let holder: FactionId | null = null;
  let any = false;
  for (const loc of locations) {
    if (g.locations[loc]?.destroyed) continue;
    any = true;
    const p = controllerOf(loc);
    if (p === null) return null;
    const f = g.players[p]!.factionId;
    if (holder === null) holder = f;
    else if (holder !== f) return null;
  }
  return any ? holder : null;
}

/**
 * Each territory's holder (`holderOf`), in the Ruleset's order. A function of
 * its own: a closure over the board in `territoryHolders`, asked at every
 * victory update, would cost a context at each call, made or not.
 */
export function holdersOf(g: ColumbiaG, territories: readonly (readonly LocationId[])[], controllerOf: (loc: LocationId) => PlayerId | null): (FactionId | null)[] {
  const out: (FactionId | null)[] = [];
  for (let i = 0; i < territories.length; i++) out.push(holderOf(g, territories[i]!, controllerOf));
  return out;
}

/** `holders` with the holders of the territories `stale` (their numbers) worked out again: a new list (one handed out is never changed). */
export function holdersAgain(g: ColumbiaG, territories: readonly (readonly LocationId[])[], controllerOf: (loc: LocationId) => PlayerId | null, holders: readonly (FactionId | null)[], stale: readonly number[]): (FactionId | null)[] {
  const out = holders.slice();
  for (let i = 0; i < stale.length; i++) out[stale[i]!] = holderOf(g, territories[stale[i]!]!, controllerOf);
  return out;
}
