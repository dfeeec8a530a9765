/**
 * Connection lines that go around the board's boxes: each edge (and each
 * leg of a route) is a path of horizontal and vertical runs through the
 * gaps between node boxes, never across a box or a group's title, found by
 * a shortest-path search on a fine grid over the board (few turns
 * preferred; a cell another line already uses costs more, so lines keep
 * apart where there is room). The path starts and ends on the two boxes'
 * borders.
 *
 * Pure and stable: the same layout and edges give the same lines. The
 * board's shape changes rarely (the panel keeps the layout per shape), so
 * this runs once per pack, not per move.
 */
import { boxRect, PLACED_TITLE_SIZE, placedTitleWidth, type BoardLayout, type Point } from './layout.ts';

/** Grid step, in board units: fine enough to pass between two boxes of most boards. */
const STEP = 5;
/**
 * A pair the grid finds no way for is routed again on a grid of 1 unit
 * around its two boxes (this far beyond them): the way may lie through a
 * gap narrower than `STEP` (a board from printed places packs its boxes 8
 * apart).
 */
const FINE_AROUND = 48;
/** Room kept free around a box, so a line never touches it. */
const CLEAR = 3;
const TURN = 6;
const SHARED = 3;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A routed line: its points, first on the `from` box's border, last on the `to` box's. */
export type Polyline = Point[];

const DIRS = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
] as const;

/** A binary heap of (cost, state) pairs, smallest cost first. */
class Heap {
  private costs: number[] = [];
  private items: number[] = [];
  get size(): number {
    return this.items.length;
  }
  push(cost: number, item: number): void {
    const c = this.costs;
    const it = this.items;
    let i = it.length;
    c.push(cost);
    it.push(item);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (c[p]! <= cost) break;
      c[i] = c[p]!;
      it[i] = it[p]!;
      i = p;
    }
    c[i] = cost;
    it[i] = item;
  }
  pop(): number {
    const c = this.costs;
    const it = this.items;
    const top = it[0]!;
    const lastC = c.pop()!;
    const lastI = it.pop()!;
    const n = it.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const m = r < n && c[r]! < c[l]! ? r : l;
        if (c[m]! >= lastC) break;
        c[i] = c[m]!;
        it[i] = it[m]!;
        i = m;
      }
      c[i] = lastC;
      it[i] = lastI;
    }
    return top;
  }
}

/** The point of a box's border nearest to `p`. */
function onBorder(r: Rect, p: Point): Point {
  const x = Math.min(Math.max(p.x, r.x), r.x + r.width);
  const y = Math.min(Math.max(p.y, r.y), r.y + r.height);
  const inside = x > r.x && x < r.x + r.width && y > r.y && y < r.y + r.height;
  if (!inside) return { x, y };
  const d = [x - r.x, r.x + r.width - x, y - r.y, r.y + r.height - y];
  const m = d.indexOf(Math.min(...d));
  return m === 0 ? { x: r.x, y } : m === 1 ? { x: r.x + r.width, y } : m === 2 ? { x, y: r.y } : { x, y: r.y + r.height };
}

/** Whether the segment p-q passes through the inside of `r` (Liang-Barsky clipping; its border is not inside). */
function meets(p: Point, q: Point, r: Rect): boolean {
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, p.x - (r.x + 0.5)],
    [dx, r.x + r.width - 0.5 - p.x],
    [-dy, p.y - (r.y + 0.5)],
    [dy, r.y + r.height - 0.5 - p.y],
  ];
  for (const [d, room] of edges) {
    if (d === 0) {
      if (room < 0) return false;
      continue;
    }
    const t = room / d;
    if (d < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** Drops the points in the middle of a straight run. */
function simplify(points: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const n = out.length;
    if (n >= 1 && out[n - 1]!.x === p.x && out[n - 1]!.y === p.y) continue;
    if (n >= 2) {
      const a = out[n - 2]!;
      const b = out[n - 1]!;
      if ((a.x === b.x && b.x === p.x) || (a.y === b.y && b.y === p.y)) {
        out[n - 1] = p;
        continue;
      }
    }
    out.push(p);
  }
  return out;
}

/**
 * Routes `pairs` (node ids) on `layout`; `titles` are rectangles no line may
 * cross (a group's name). A pair whose boxes are missing, or that finds no
 * way, gets a straight line between the box borders.
 */
export function routeEdges(layout: BoardLayout, pairs: readonly (readonly [string, string])[], titles: readonly Rect[] = [], step = STEP): Polyline[] {
  const vb = layout.viewBox;
  const cols = Math.ceil(vb.width / step) + 1;
  const rows = Math.ceil(vb.height / step) + 1;
  const cellX = (c: number) => vb.x + c * step;
  const cellY = (r: number) => vb.y + r * step;
  // Each box at its own size (a board from printed places sizes each to its name).
  const boxOf = (id: string): Rect | null => boxRect(layout, id);
  // Which box (by index) covers each cell; -1: free, -2: a title.
  const ids = Object.keys(layout.locations);
  const owner = new Int32Array(cols * rows).fill(-1);
  const mark = (r: Rect, value: number, pad: number) => {
    const c0 = Math.max(0, Math.floor((r.x - pad - vb.x) / step));
    const c1 = Math.min(cols - 1, Math.ceil((r.x + r.width + pad - vb.x) / step));
    const r0 = Math.max(0, Math.floor((r.y - pad - vb.y) / step));
    const r1 = Math.min(rows - 1, Math.ceil((r.y + r.height + pad - vb.y) / step));
    for (let rr = r0; rr <= r1; rr++) for (let cc = c0; cc <= c1; cc++) owner[rr * cols + cc] = value;
  };
  for (const t of titles) mark(t, -2, 0);
  ids.forEach((id, k) => mark(boxOf(id)!, k, CLEAR));
  const used = new Uint8Array(cols * rows);
  const out: Polyline[] = [];
  // One set of search arrays for every edge; `seen` tells which entries belong to the current search.
  const best = new Float64Array(cols * rows * 4);
  const prev = new Int32Array(cols * rows * 4);
  const seen = new Int32Array(cols * rows * 4);
  let searchNo = 0;

  for (const [from, to] of pairs) {
    const a = boxOf(from);
    const b = boxOf(to);
    if (!a || !b) {
      out.push([]);
      continue;
    }
    const ka = ids.indexOf(from);
    const kb = ids.indexOf(to);
    const path = search(ka, kb, b);
    if (path === null) {
      const pa = layout.locations[from]!;
      const pb = layout.locations[to]!;
      const straight = [onBorder(a, pb), onBorder(b, pa)];
      // Two boxes side by side: the short line across their gap crosses nothing.
      if (step > 1 && ids.some((id) => id !== from && id !== to && meets(straight[0]!, straight[1]!, boxOf(id)!))) {
        // Again on a fine grid around the two boxes (narrow gaps); a straight line only if that fails too.
        const x0 = Math.floor(Math.min(a.x, b.x) - FINE_AROUND);
        const y0 = Math.floor(Math.min(a.y, b.y) - FINE_AROUND);
        const x1 = Math.ceil(Math.max(a.x + a.width, b.x + b.width) + FINE_AROUND);
        const y1 = Math.ceil(Math.max(a.y + a.height, b.y + b.height) + FINE_AROUND);
        const near = { ...layout, viewBox: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } };
        out.push(routeEdges(near, [[from, to]], titles, 1)[0]!);
        continue;
      }
      out.push(straight);
      continue;
    }
    for (const cell of path) used[cell] = Math.min(255, used[cell]! + 1);
    const pts = path.map((cell) => ({ x: cellX(cell % cols), y: cellY(Math.floor(cell / cols)) }));
    const first = pts[0]!;
    const last = pts[pts.length - 1]!;
    // From the box's border straight to the first free cell, and from the last one to the other box.
    out.push(simplify([axisFoot(a, first), ...pts, axisFoot(b, last)]));
  }
  return out;

  /** The border point of `r` reached from `p` along one axis (p sits just outside one side). */
  function axisFoot(r: Rect, p: Point): Point {
    if (p.x < r.x) return { x: r.x, y: Math.min(Math.max(p.y, r.y), r.y + r.height) };
    if (p.x > r.x + r.width) return { x: r.x + r.width, y: Math.min(Math.max(p.y, r.y), r.y + r.height) };
    if (p.y < r.y) return { x: p.x, y: r.y };
    if (p.y > r.y + r.height) return { x: p.x, y: r.y + r.height };
    return onBorder(r, p);
  }

  /** Cheapest way from the free cells next to box `ka` to those next to box `kb`: cell indexes, or null. */
  function search(ka: number, kb: number, target: Rect): number[] | null {
    searchNo++;
    const cost0 = (st: number) => (seen[st] === searchNo ? best[st]! : Infinity);
    const heap = new Heap();
    const h = (cell: number) => {
      const x = cellX(cell % cols);
      const y = cellY(Math.floor(cell / cols));
      const dx = Math.max(target.x - x, 0, x - target.x - target.width);
      const dy = Math.max(target.y - y, 0, y - target.y - target.height);
      return (dx + dy) / step;
    };
    const free = (cell: number) => owner[cell] === -1;
    const rects = [boxOf(ids[ka]!)!, target];
    /** Next to box k, and facing one of its sides away from the rounded corners (a line meets the box square on). */
    const touches = (cell: number, k: number) => {
      const c = cell % cols;
      const r = Math.floor(cell / cols);
      const box = rects[k === ka ? 0 : 1]!;
      const x = cellX(c);
      const y = cellY(r);
      const facing = (x > box.x + 10 && x < box.x + box.width - 10) || (y > box.y + 10 && y < box.y + box.height - 10);
      if (!facing) return false;
      for (const [dx, dy] of DIRS) {
        const cc = c + dx;
        const rr = r + dy;
        if (cc >= 0 && cc < cols && rr >= 0 && rr < rows && owner[rr * cols + cc] === k) return true;
      }
      return false;
    };
    // Start: every free cell touching box a, heading away from it.
    const from = rects[0]!;
    // As far out as the cells next to the box's marked border.
    const around = Math.ceil(CLEAR / step) + 2;
    const c0 = Math.max(0, Math.floor((from.x - vb.x) / step) - around);
    const c1 = Math.min(cols - 1, Math.ceil((from.x + from.width - vb.x) / step) + around);
    const r0 = Math.max(0, Math.floor((from.y - vb.y) / step) - around);
    const r1 = Math.min(rows - 1, Math.ceil((from.y + from.height - vb.y) / step) + around);
    for (let rr = r0; rr <= r1; rr++) {
      for (let cc = c0; cc <= c1; cc++) {
        const cell = rr * cols + cc;
        if (!free(cell) || !touches(cell, ka)) continue;
        for (let d = 0; d < 4; d++) {
          const st = cell * 4 + d;
          seen[st] = searchNo;
          best[st] = 0;
          prev[st] = -1;
          heap.push(h(cell), st);
        }
      }
    }
    while (heap.size > 0) {
      const s = heap.pop();
      const cell = s >> 2;
      const dir = s & 3;
      const cost = cost0(s);
      if (touches(cell, kb)) {
        const path: number[] = [];
        for (let t = s; t !== -1; t = prev[t]!) path.push(t >> 2);
        return path.reverse();
      }
      const c = cell % cols;
      const r = Math.floor(cell / cols);
      for (let d = 0; d < 4; d++) {
        const cc = c + DIRS[d]![0];
        const rr = r + DIRS[d]![1];
        if (cc < 0 || cc >= cols || rr < 0 || rr >= rows) continue;
        const next = rr * cols + cc;
        if (!free(next)) continue;
        const step = 1 + (d === dir ? 0 : TURN) + used[next]! * SHARED;
        const ns = next * 4 + d;
        if (cost + step < cost0(ns)) {
          seen[ns] = searchNo;
          best[ns] = cost + step;
          prev[ns] = s;
          heap.push(cost + step + h(next), ns);
        }
      }
    }
    return null;
  }
}

/** Where a group's name (and its note, at the right) is printed: what no line may cross. */
export function titleRects(board: { groups: readonly { id: string; label: string; note?: string }[] }, layout: BoardLayout): Rect[] {
  const out: Rect[] = [];
  for (const g of board.groups) {
    const r = layout.territories[g.id];
    if (!r) continue;
    const at = layout.titles?.[g.id];
    if (at) out.push({ x: at.x - 4, y: at.y - PLACED_TITLE_SIZE, width: placedTitleWidth(g.label) + 8, height: PLACED_TITLE_SIZE + 4 });
    else out.push({ x: r.x + 10, y: r.y + 6, width: Math.min(r.width - 20, g.label.length * 8 + 8), height: 20 });
    if (g.note) {
      const w = Math.min(r.width - 20, g.note.length * 7.5 + 8);
      out.push({ x: r.x + r.width - 10 - w, y: r.y + 6, width: w, height: 20 });
    }
  }
  return out;
}

/** The layout with every edge and route leg of `board` routed (layout.lines). */
export function withLines(layout: BoardLayout, board: { groups: readonly { id: string; label: string; note?: string }[]; edges: readonly { from: string; to: string }[]; routes?: readonly { id: string; nodes: readonly string[] }[] }): BoardLayout {
  const keys: string[] = [];
  const pairs: [string, string][] = [];
  const seen = new Set<string>();
  for (const e of board.edges) {
    const key = `${e.from}|${e.to}`;
    const back = `${e.to}|${e.from}`;
    if (seen.has(key) || seen.has(back) || e.from === e.to) continue;
    seen.add(key);
    keys.push(key);
    pairs.push([e.from, e.to]);
  }
  for (const r of board.routes ?? []) {
    for (let k = 0; k + 1 < r.nodes.length; k++) {
      keys.push(`${r.id}#${k}`);
      pairs.push([r.nodes[k]!, r.nodes[k + 1]!]);
    }
  }
  const lines = routeEdges(layout, pairs, titleRects(board, layout));
  const out: Record<string, Point[]> = {};
  keys.forEach((k, i) => (out[k] = lines[i]!));
  return { ...layout, lines: out };
}
