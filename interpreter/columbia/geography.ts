/**
 * The board's lay-out, from the Ruleset alone: which locations are adjacent,
 * which territory a location belongs to, and the Sky-Lines' routes.
 */
import type { Ruleset } from './content/types.ts';
import { rulesIndex } from './rules-index.ts';
import type { LocationId } from './state.ts';

export function adjacentLocations(rules: Ruleset, loc: LocationId): string[] {
  return rulesIndex(rules).location[loc]?.adjacentIds ?? [];
}

export function isAdjacent(rules: Ruleset, a: LocationId, b: LocationId): boolean {
  return adjacentLocations(rules, a).includes(b);
}

export function territoryOf(rules: Ruleset, loc: LocationId): string {
  const l = rulesIndex(rules).location[loc];
  if (l === undefined) throw new Error(`no location "${loc}"`);
  return l.territoryId;
}

/** One direction of one Sky-Line from a location: the locations of the following spaces, nearest first. */
export interface SkyLineRide {
  skyLineId: string;
  /** +1: along the route's listed order; -1: against it. */
  direction: 1 | -1;
  path: LocationId[];
}

/**
 * Every way to ride a Sky-Line from `loc`: for each route passing through it,
 * each direction that has a next space. Destroyed locations stay in the path
 * (a rider passes over them but may not stop there: movement's job).
 */
export function skyLineRides(rules: Ruleset, loc: LocationId): SkyLineRide[] {
  const out: SkyLineRide[] = [];
  for (const line of rules.board.skyLines) {
    const spaces = line.spaceLocationIds;
    for (let i = 0; i < spaces.length; i++) {
      if (spaces[i] !== loc) continue;
      if (i + 1 < spaces.length) out.push({ skyLineId: line.id, direction: 1, path: spaces.slice(i + 1) });
      if (i > 0) out.push({ skyLineId: line.id, direction: -1, path: spaces.slice(0, i).reverse() });
    }
  }
  return out;
}
