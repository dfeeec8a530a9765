/**
 * Where the board view draws each territory and location. The pack stores
 * no coordinates (the printed board's geometry is not known), so the layout
 * is computed from the graph alone, and is stable: the same board data
 * always gives the same picture.
 *
 * Territories sit on an ellipse, in the order (of all orders, A first) that
 * keeps borders between territories shortest; each territory's locations sit
 * on a small circle around its centre, turned so every location faces the
 * territories it borders.
 */
import type { Board } from '../../../interpreter/content/types.ts';

export interface Point {
  x: number;
  y: number;
}

export interface BoardLayout {
  /** The area to show: every box and territory, with a margin. */
  viewBox: { x: number; y: number; width: number; height: number };
  /** Size of a location's box. */
  box: { width: number; height: number };
  /** Each territory's area: a rectangle around its locations' boxes (x, y: top left). */
  territories: Record<string, Point & { width: number; height: number }>;
  locations: Record<string, Point>;
}

export const LAYOUT = {
  width: 1000,
  height: 780,
  box: { width: 172, height: 96 },
  /** The ellipse territories sit on. */
  ring: { rx: 330, ry: 255 },
  /** Distance of a location's centre from its territory's centre, by the territory's size. */
  spread: (n: number): number => (n <= 1 ? 0 : n === 2 ? 92 : 108),
} as const;

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((x, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

function dist(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Angle difference in [0, π]. */
function angleGap(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

export function layoutBoard(board: Board): BoardLayout {
  const { width, height, ring } = LAYOUT;
  const centre = { x: width / 2, y: height / 2 };
  const territories = board.territories.slice().sort((a, b) => a.letter.localeCompare(b.letter));
  const territoryOf = new Map(board.locations.map((l) => [l.id, l.territoryId]));

  // How many borders join each pair of territories.
  const links = new Map<string, number>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const l of board.locations) {
    for (const other of l.adjacentIds) {
      const a = l.territoryId;
      const b = territoryOf.get(other);
      if (b === undefined || a === b || l.id > other) continue;
      links.set(pairKey(a, b), (links.get(pairKey(a, b)) ?? 0) + 1);
    }
  }

  const slot = (i: number, n: number): Point => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(n, 1);
    return { x: centre.x + ring.rx * Math.cos(angle), y: centre.y + ring.ry * Math.sin(angle) };
  };

  // The territory order around the ring with the shortest weighted borders (ties: the first found, so stable).
  let order = territories.map((t) => t.id);
  if (territories.length > 2 && territories.length <= 8) {
    const [head, ...rest] = order;
    let best = Infinity;
    for (const perm of permutations(rest)) {
      const candidate = [head!, ...perm];
      const pos = new Map(candidate.map((id, i) => [id, slot(i, candidate.length)]));
      let cost = 0;
      for (const [key, count] of links) {
        const [a, b] = key.split('|') as [string, string];
        cost += count * dist(pos.get(a)!, pos.get(b)!);
      }
      if (cost < best - 1e-6) {
        best = cost;
        order = candidate;
      }
    }
  }

  const out: BoardLayout = { viewBox: { x: 0, y: 0, width, height }, box: { ...LAYOUT.box }, territories: {}, locations: {} };
  order.forEach((id, i) => {
    const p = slot(i, order.length);
    const t = board.territories.find((x) => x.id === id)!;
    void t;
    out.territories[id] = { ...p, width: 0, height: 0 };
  });

  for (const t of board.territories) {
    const c = out.territories[t.id]!;
    const locs = board.locations.filter((l) => l.territoryId === t.id).sort((a, b) => a.number - b.number);
    const r = LAYOUT.spread(locs.length);
    if (locs.length === 1) {
      out.locations[locs[0]!.id] = { x: c.x, y: c.y };
      continue;
    }
    // Where each location would like to be: towards the territories it borders, else away from the board's centre.
    const wish = locs.map((l) => {
      let dx = 0;
      let dy = 0;
      for (const other of l.adjacentIds) {
        const ot = territoryOf.get(other);
        if (ot === undefined || ot === t.id) continue;
        const oc = out.territories[ot]!;
        dx += oc.x - c.x;
        dy += oc.y - c.y;
      }
      if (dx === 0 && dy === 0) {
        dx = c.x - centre.x;
        dy = c.y - centre.y;
      }
      return Math.atan2(dy, dx);
    });
    // Slots evenly spaced; try every assignment and a few turns of the whole circle.
    let bestCost = Infinity;
    let bestAngles: number[] = [];
    const n = locs.length;
    const perms = n <= 5 ? permutations([...Array(n).keys()]) : [[...Array(n).keys()]];
    for (let turn = 0; turn < 12; turn++) {
      const offset = (turn / 12) * ((2 * Math.PI) / n);
      for (const perm of perms) {
        const angles = perm.map((s) => offset + (2 * Math.PI * s) / n);
        const cost = angles.reduce((sum, a, i) => sum + angleGap(a, wish[i]!), 0);
        if (cost < bestCost - 1e-9) {
          bestCost = cost;
          bestAngles = angles;
        }
      }
    }
    locs.forEach((l, i) => {
      const a = bestAngles[i]!;
      // Boxes are wider than tall: squash the circle so neighbours do not overlap.
      out.locations[l.id] = { x: c.x + r * 1.05 * Math.cos(a), y: c.y + r * 0.72 * Math.sin(a) };
    });
  }
  separate(out, board.locations.map((l) => l.id).sort(), territoryOf);
  fitTerritories(out, board);
  out.viewBox = bounds(out);
  return out;
}

/** Space between two boxes of one territory. */
const GAP = 12;

/**
 * Pushes overlapping boxes apart along the axis they overlap least on, until
 * none overlap (or 200 rounds). Boxes of different territories keep room for
 * both territories' frames between them, so territory areas do not overlap either.
 */
function separate(out: BoardLayout, ids: readonly string[], territoryOf: ReadonlyMap<string, string>): void {
  const { width: w, height: h } = out.box;
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const a = out.locations[ids[i]!]!;
        const b = out.locations[ids[j]!]!;
        const apart = territoryOf.get(ids[i]!) !== territoryOf.get(ids[j]!);
        const gx = apart ? 2 * TERRITORY_PAD.side + 10 : GAP;
        const gy = apart ? TERRITORY_PAD.top + TERRITORY_PAD.bottom + 10 : GAP;
        const ox = w + gx - Math.abs(a.x - b.x);
        const oy = h + gy - Math.abs(a.y - b.y);
        if (ox <= 0 || oy <= 0) continue;
        moved = true;
        if (ox / w < oy / h) {
          const push = (ox / 2) * (a.x <= b.x ? -1 : 1);
          a.x += push;
          b.x -= push;
        } else {
          const push = (oy / 2) * (a.y <= b.y ? -1 : 1);
          a.y += push;
          b.y -= push;
        }
      }
    }
    if (!moved) return;
  }
}

/** Room around a territory's boxes; more on top, for its name. */
export const TERRITORY_PAD = { side: 10, top: 30, bottom: 10 } as const;

/** A territory's area: the rectangle around its locations' boxes. */
function fitTerritories(out: BoardLayout, board: Board): void {
  const { width: w, height: h } = out.box;
  for (const t of board.territories) {
    const pts = t.locationIds.map((id) => out.locations[id]).filter((p): p is Point => p !== undefined);
    if (pts.length === 0) continue;
    const x0 = Math.min(...pts.map((p) => p.x)) - w / 2 - TERRITORY_PAD.side;
    const x1 = Math.max(...pts.map((p) => p.x)) + w / 2 + TERRITORY_PAD.side;
    const y0 = Math.min(...pts.map((p) => p.y)) - h / 2 - TERRITORY_PAD.top;
    const y1 = Math.max(...pts.map((p) => p.y)) + h / 2 + TERRITORY_PAD.bottom;
    out.territories[t.id] = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  }
}

function bounds(out: BoardLayout): BoardLayout['viewBox'] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of Object.values(out.locations)) {
    x0 = Math.min(x0, p.x - out.box.width / 2);
    x1 = Math.max(x1, p.x + out.box.width / 2);
    y0 = Math.min(y0, p.y - out.box.height / 2);
    y1 = Math.max(y1, p.y + out.box.height / 2);
  }
  for (const t of Object.values(out.territories)) {
    x0 = Math.min(x0, t.x);
    x1 = Math.max(x1, t.x + t.width);
    y0 = Math.min(y0, t.y);
    y1 = Math.max(y1, t.y + t.height);
  }
  if (!Number.isFinite(x0)) return { x: 0, y: 0, width: LAYOUT.width, height: LAYOUT.height };
  const m = 16;
  return { x: Math.floor(x0 - m), y: Math.floor(y0 - m), width: Math.ceil(x1 - x0 + 2 * m), height: Math.ceil(y1 - y0 + 2 * m) };
}
