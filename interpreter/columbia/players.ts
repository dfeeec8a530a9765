/**
 * Players and factions: who plays for which faction, who opposes whom, and
 * the round's turn order. Factions and the turn order never change after
 * setup.
 */
import type { ColumbiaG, FactionId, PlayerId } from './state.ts';

export function factionOf(g: ColumbiaG, player: PlayerId): FactionId {
  const p = g.players[player];
  if (p === undefined) throw new Error(`no player "${player}" in this game`);
  return p.factionId;
}

/**
 * The faction's players, in the track's turn order: a new list of just their
 * number (a faction of the 2-player game has one player; a list made by
 * `filter` reserves 16 places).
 */
export function factionPlayers(g: ColumbiaG, faction: FactionId): PlayerId[] {
  const only = soleMember(g, faction);
  return only !== null ? [only] : g.turnOrder.filter((p) => g.players[p]!.factionId === faction);
}

/** The faction's one player (2 players), or null when it has several. */
export function soleMember(g: ColumbiaG, faction: FactionId): PlayerId | null {
  let only: PlayerId | null = null;
  for (const p of g.turnOrder) {
    if (g.players[p]!.factionId !== faction) continue;
    if (only !== null) return null;
    only = p;
  }
  return only;
}

export function teammates(g: ColumbiaG, player: PlayerId): PlayerId[] {
  const f = factionOf(g, player);
  return g.turnOrder.filter((p) => p !== player && g.players[p]!.factionId === f);
}

export function opponents(g: ColumbiaG, player: PlayerId): PlayerId[] {
  const f = factionOf(g, player);
  return g.turnOrder.filter((p) => g.players[p]!.factionId !== f);
}

/** The other faction (the game has exactly two). */
export function opposingFaction(g: ColumbiaG, faction: FactionId): FactionId {
  for (const f of Object.keys(g.factions)) if (f !== faction) return f;
  throw new Error(`no faction opposes "${faction}"`);
}

/** This round's turn order: the track's order, starting with `first`. */
export function turnOrderFrom(g: ColumbiaG, first: PlayerId): PlayerId[] {
  const order = g.turnOrder;
  const i = order.indexOf(first);
  // A copy rewritten in place: a list of just the players' number (one grown by `push` reserves 17 places).
  const out = order.slice();
  if (i > 0) for (let k = 0; k < order.length; k++) out[k] = order[(i + k) % order.length]!;
  return out;
}
