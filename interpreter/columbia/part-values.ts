/**
 * The numbers of the board's valued parts (board.ts VALUED_PARTS, the
 * core's `Steady.valued`): each part's state written as one number, the
 * same whenever the part says the same, in any game of a Ruleset, so a
 * condition reading such parts keeps its answers by their values. Each
 * answers null when its number would not be exact; the board then gives the
 * part a new version never met again.
 */
import { doubleList } from '../core/index.ts';
import type { ColumbiaG, FactionId, LocationId, PlayerId } from './state.ts';

/**
 * Who holds each territory, as one number (board.ts "holders", a valued
 * part): a digit a territory, its holder's place in `factions` plus one (0:
 * nobody), plus one; the same holders give the same number in any game of
 * a Ruleset. Null when it would not be exact (too many territories) or a
 * holder is no faction of `factions`.
 */
export function holdersValue(factions: readonly FactionId[], holders: readonly (FactionId | null)[]): number | null {
  const base = factions.length + 1;
  let value = 1;
  let scale = 1;
  for (const h of holders) {
    const digit = h === null ? 0 : factions.indexOf(h) + 1;
    if (digit === 0 && h !== null) return null;
    value += digit * scale;
    scale *= base;
    if (scale > Number.MAX_SAFE_INTEGER) return null;
  }
  return value;
}

/**
 * What `me` and his faction control, as one number (board.ts "my control",
 * a valued part): a digit a location of `locations` (the Ruleset's order),
 * 1 when he controls it, 2 when another player of his faction does, 0
 * otherwise, plus one; the same control gives the same number in any game
 * of a Ruleset. Null when it would not be exact (too many locations) or his
 * faction has more than two players (the digits would not say which).
 */
export function myControlValue(g: ColumbiaG, me: PlayerId, locations: readonly LocationId[], controllerOf: (loc: LocationId) => PlayerId | null): number | null {
  const f = g.players[me]?.factionId;
  let players = 0;
  for (const p in g.players) if (g.players[p]!.factionId === f) players++;
  if (players > 2) return null;
  let value = 1;
  let scale = 1;
  for (const loc of locations) {
    const p = controllerOf(loc);
    value += (p === me ? 1 : p !== null && g.players[p]!.factionId === f ? 2 : 0) * scale;
    scale *= 3;
    if (scale > Number.MAX_SAFE_INTEGER) return null;
  }
  return value;
}

/** Which of `locations` (the Ruleset's order) are destroyed, as one number (board.ts "locations"): a bit a location, plus one. */
export function destroyedValue(g: ColumbiaG, locations: readonly LocationId[]): number | null {
  if (locations.length > 52) return null;
  let value = 1;
  let scale = 1;
  for (const loc of locations) {
    if (g.locations[loc]?.destroyed === true) value += scale;
    scale *= 2;
  }
  return value;
}

/**
 * Where Booker and Elizabeth are and whether she is with him, as one number
 * (board.ts "figures"): each place's position in `locations` plus one (0:
 * nowhere), with-him a digit (unsaid, no, yes). Null when a figure stands
 * somewhere that is no location of `locations`.
 */
export function figuresValue(g: ColumbiaG, locations: readonly LocationId[]): number | null {
  const booker = placeOf(locations, g.booker);
  const elizabeth = placeOf(locations, g.elizabeth.location);
  if ((booker === 0 && g.booker !== null) || (elizabeth === 0 && g.elizabeth.location !== null)) return null;
  const w = g.elizabeth.withBooker;
  const base = locations.length + 1;
  return 1 + booker + elizabeth * base + (w === undefined ? 0 : w ? 2 : 1) * base * base;
}

/** `loc`'s position in `locations` plus one (0: nowhere, or no location of them). A function of its own, not a closure made at each call of `figuresValue`. */
function placeOf(locations: readonly LocationId[], loc: LocationId | null): number {
  return loc === null ? 0 : locations.indexOf(loc) + 1;
}

/**
 * Numbers the board keeps for each of a game's few players or factions
 * ("my control"; "my roster" with "my unit count"), by the key's place in
 * a list given once, then one place for any other key (the last one asked:
 * what was kept there for another is dropped). Lists, not maps whose
 * entries went and came at every change of control or of a roster. A
 * version 0: none kept.
 */
export class KeptBy<K extends string> {
  readonly versions: number[];
  readonly counts: number[];
  private other: K | null = null;

  constructor(private readonly keys: readonly K[]) {
    // Doubles from the start, as the board's versions (`partVersions`): `map` made a holey list once optimized.
    this.versions = partVersions(keys.length + 1);
    this.counts = this.versions.slice();
  }

  /** Where `key`'s numbers are. */
  at(key: K): number {
    const i = this.keys.indexOf(key);
    if (i >= 0) return i;
    if (this.other !== key) {
      this.other = key;
      this.versions[this.keys.length] = 0;
    }
    return this.keys.length;
  }

  /** Drops what is kept for `key`. */
  drop(key: K): void {
    const i = this.keys.indexOf(key);
    if (i >= 0) this.versions[i] = 0;
    else if (this.other === key) this.versions[this.keys.length] = 0;
  }

  /** Takes what `from` keeps (a board's copy: the same keys). */
  copyFrom(from: KeptBy<K>): void {
    for (let i = 0; i < from.versions.length; i++) {
      this.versions[i] = from.versions[i]!;
      this.counts[i] = from.counts[i]!;
    }
    this.other = from.other;
  }
}

/**
 * A board's versions list (board.ts `Board.versions`), `n` parts each 0, of doubles from the start
 * (core's `doubleList`): a valued part may pass 2^30 (the destroyed locations as bits), which turned a
 * small-integer list into a double one on some boards and not others, and its readers met both kinds (deopts,
 * each a recompile).
 */
export function partVersions(n: number): number[] {
  const v = doubleList();
  for (let i = 0; i < n; i++) v.push(0);
  return v;
}
