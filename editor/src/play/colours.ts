/**
 * How the play view colours things: player colours by colour id, and one
 * hue per Sky-Line route. Unknown ids get a stable grey-ish fallback, so a
 * pack with other colours still draws.
 */
const PLAYER: Record<string, { fill: string; ink: string }> = {
  blue: { fill: '#1f5fa8', ink: '#ffffff' },
  'light-blue': { fill: '#6fb0e6', ink: '#0d2a44' },
  red: { fill: '#b3322b', ink: '#ffffff' },
  'dark-red': { fill: '#6b1714', ink: '#ffffff' },
};

const FACTION: Record<string, string> = {
  founders: '#1f5fa8',
  'vox-populi': '#a8322d',
};

const ROUTES = ['#c58a00', '#0f8a7e', '#8a4fbf', '#c2571a', '#4f7f1f'];

function hash(s: string): number {
  let h = 7;
  for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) >>> 0;
  return h;
}

export function playerColour(colourId: string): { fill: string; ink: string } {
  return PLAYER[colourId] ?? { fill: `hsl(${hash(colourId) % 360} 35% 45%)`, ink: '#ffffff' };
}

export function factionColour(factionId: string): string {
  return FACTION[factionId] ?? `hsl(${hash(factionId) % 360} 35% 40%)`;
}

export function routeColour(index: number): string {
  return ROUTES[index % ROUTES.length]!;
}
