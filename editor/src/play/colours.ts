/**
 * How the play view colours things: a player's or side's colour as the
 * game's module gives it (`display.colour`), else one from a fixed palette
 * by seat, else a stable hue from the id, so any pack draws; the ink on it
 * (white or dark) by its lightness; and one hue per route.
 */
import type { AnyGameModule } from '../../../interpreter/games/index.ts';

export interface SeatColour {
  fill: string;
  /** Text drawn on the fill. */
  ink: string;
}

const SEATS = ['#1f5fa8', '#b3322b', '#2e9d6a', '#c58a00', '#8a4fbf', '#0f8a7e'];
const ROUTES = ['#c58a00', '#0f8a7e', '#8a4fbf', '#c2571a', '#4f7f1f'];

function hash(s: string): number {
  let h = 7;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return h;
}

/** Dark ink on a light fill (`#rrggbb`), white otherwise. */
export function inkOn(fill: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(fill);
  if (!m) return '#ffffff';
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((x) => parseInt(x, 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? '#0d2a44' : '#ffffff';
}

/** Colours by id for one game: the module's, then the seats' palette, then a hue from the id. */
export function seatColours(module: AnyGameModule | null, rules: unknown, players: readonly string[]): (id: string) => SeatColour {
  return (id) => {
    const given = module?.hooks.display?.colour?.(id, rules);
    const seat = players.indexOf(id);
    const fill = given ?? (seat >= 0 ? SEATS[seat % SEATS.length]! : `hsl(${hash(id) % 360} 35% 45%)`);
    return { fill, ink: inkOn(fill) };
  };
}

export function routeColour(index: number): string {
  return ROUTES[index % ROUTES.length]!;
}
