/**
 * Seat or side: how much of the gap between the sides' win rates comes
 * from the sides themselves (faction balance) and how much from where they
 * sat in the turn order (seat advantage). Each game's record says who moved
 * first (`order`, the module's `sim.startOrder`), so every side's win rate
 * is known by its place in the first round: a side's rate averaged over the
 * places it held weighs each place equally (its rate as if it had moved
 * first exactly as often as any other side), and a place's rate averaged
 * over the sides weighs each side equally. The gap between two sides is
 * then split exactly: its side part is the gap of their place-averaged
 * rates, its seat part the rest (what one side gained by holding the better
 * places more often). When a side never held some place (a game whose seat
 * order fixes who starts, and each seat its own side), the two cannot be
 * told apart, and the analysis says so instead.
 */
import { pct } from '../game/index.ts';
import type { Summary } from './stats.ts';

export interface SeatOrSide {
  /** The places ("1" = moved first), in order. */
  places: string[];
  /** Each side's win rate averaged over the places (null when it never held one of them). */
  sideAveraged: Record<string, number | null>;
  /** Each place's win rate averaged over the sides (null when some side never held it). */
  placeAveraged: Record<string, number | null>;
  /** Some side never held some place: seat and side cannot be told apart. */
  confounded: boolean;
  /**
   * The gap between the side that won most and the one that won least (their
   * win rates' difference), split into its side part and its seat part;
   * null when confounded or with fewer than two sides.
   */
  gap: { high: string; low: string; points: number; side: number; seat: number } | null;
}

/** The seat-or-side analysis of a run, or null when its records say nothing of the turn order (or there is one side). */
export function seatOrSide(s: Summary): SeatOrSide | null {
  const sides = Object.keys(s.bySideStart ?? {});
  if (sides.length < 2) return null;
  const places = [...new Set(sides.flatMap((side) => Object.keys(s.bySideStart[side]!)))].sort((a, b) => Number(a) - Number(b));
  const rateAt = (side: string, place: string): number | null => {
    const r = s.bySideStart[side]![place];
    return r === undefined || r.games === 0 ? null : r.wins / r.games;
  };
  let confounded = false;
  const sideAveraged: Record<string, number | null> = {};
  for (const side of sides) {
    const rs = places.map((p) => rateAt(side, p));
    if (rs.some((r) => r === null)) confounded = true;
    sideAveraged[side] = rs.some((r) => r === null) ? null : rs.reduce((a, b) => a! + b!, 0)! / rs.length;
  }
  const placeAveraged: Record<string, number | null> = {};
  for (const place of places) {
    const rs = sides.map((side) => rateAt(side, place));
    placeAveraged[place] = rs.some((r) => r === null) ? null : rs.reduce((a, b) => a! + b!, 0)! / rs.length;
  }
  let gap: SeatOrSide['gap'] = null;
  if (!confounded) {
    const raw = (side: string) => s.winRate[side]?.rate.p ?? 0;
    const ranked = sides.slice().sort((a, b) => raw(b) - raw(a) || (a < b ? -1 : 1));
    const high = ranked[0]!;
    const low = ranked[ranked.length - 1]!;
    const points = raw(high) - raw(low);
    const side = sideAveraged[high]! - sideAveraged[low]!;
    gap = { high, low, points, side, seat: points - side };
  }
  return { places, sideAveraged, placeAveraged, confounded, gap };
}

function ordinal(place: string): string {
  const n = Number(place);
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A place as the reports name it: "moved 1st". */
export function placeWords(place: string): string {
  return `moved ${ordinal(place)}`;
}

const points = (x: number): string => `${(x * 100).toFixed(1)} points`;

/**
 * The sentences a report gives about seat and side (`side`: what the game
 * calls a side, "faction"; `name`: ids to names). Empty when there is
 * nothing to say.
 */
export function seatOrSideNotes(a: SeatOrSide | null, side: string, name: (id: string) => string): string[] {
  if (a === null) return [];
  if (a.confounded) {
    return [`each ${side} did not hold every place in the turn order (the seat order decides who starts, or too few games): seat advantage and ${side} balance cannot be told apart in these games`];
  }
  const out: string[] = [];
  const seats = a.places.map((p) => `${placeWords(p)} ${pct(a.placeAveraged[p]!)}`).join(', ');
  out.push(`won by place in the first round's turn order, averaged over the ${side}s: ${seats}`);
  const g = a.gap;
  if (g !== null) {
    out.push(
      `of the ${points(g.points)} between ${name(g.high)} and ${name(g.low)}, ${points(g.side)} ${g.side >= 0 ? 'are' : 'is'} the ${side} (their win rates averaged over the places they held: ${pct(a.sideAveraged[g.high]!)} and ${pct(a.sideAveraged[g.low]!)}) and ${points(g.seat)} the seat (how often each held the better places)`,
    );
  }
  return out;
}
