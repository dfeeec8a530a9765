/**
 * Where the board view draws each group and node of a game's board picture
 * (game/hooks.ts `BoardPicture`: areas of the board and their spaces). A
 * pack stores no coordinates (the printed board's geometry is not known),
 * so the layout is computed from the board graph alone, and is stable: the
 * same picture always gives the same layout.
 *
 * Groups sit in a grid (two columns for six groups), placed so the
 * edges between groups are as short as possible; inside a group its nodes
 * sit two to a row, each on the side of the groups it is joined to. A grid
 * keeps the board compact and readable in a side panel.
 */
import type { BoardPicture } from '../../../interpreter/game/index.ts';
import { textWidth, type Measure } from './piece-flow.ts';
import { wrapWords } from './wrap-text.ts';

export interface Point {
  x: number;
  y: number;
}

export interface BoardLayout {
  /** The area to show: every territory, with a margin. */
  viewBox: { x: number; y: number; width: number; height: number };
  /** Size of a location's box (on a board from printed places: the largest; each box's own is in `boxes`). */
  box: { width: number; height: number };
  /** Each node's own box size, where boxes differ (a board from printed places sizes each to its name). */
  boxes?: Record<string, { width: number; height: number }>;
  /** Each group's area: a rectangle around its nodes' boxes (x, y: top left). */
  territories: Record<string, Point & { width: number; height: number }>;
  /** Each node's centre. */
  locations: Record<string, Point>;
  /**
   * The connection lines routed around the boxes (edge-routes.ts), by
   * `from|to` for an edge and `route id#k` for a route's k-th leg; absent:
   * straight lines between the centres.
   */
  lines?: Record<string, Point[]>;
  /** Laid out from the printed places (many small boxes): each box shows its name and pieces' names whole, wrapped, in larger type. */
  placed?: boolean;
  /**
   * Where each group's name starts (its baseline's left end), when not at its
   * area's top left: placed clear of every box and of the other names.
   */
  titles?: Record<string, Point>;
}

/** The size of node `id`'s box: its own, else the layout's one size. */
export function boxSize(layout: Pick<BoardLayout, 'box' | 'boxes'>, id: string): { width: number; height: number } {
  return layout.boxes?.[id] ?? layout.box;
}

/** Node `id`'s box as a rectangle (x, y: top left), or null when the layout has no place for it. */
export function boxRect(layout: Pick<BoardLayout, 'box' | 'boxes' | 'locations'>, id: string): { x: number; y: number; width: number; height: number } | null {
  const p = layout.locations[id];
  if (!p) return null;
  const { width, height } = boxSize(layout, id);
  return { x: p.x - width / 2, y: p.y - height / 2, width, height };
}

/** Type size of a group's name on a board from printed places (`.rw-board-placed .rw-territory-label`). */
export const PLACED_TITLE_SIZE = 21;

/** A group's name's width at the placed board's title size (an estimate: the layout has no canvas). */
export function placedTitleWidth(label: string): number {
  // textWidth is for 12px type; bold adds about a tenth.
  return (textWidth(label) * PLACED_TITLE_SIZE * 1.1) / 12;
}

export const LAYOUT = {
  box: { width: 168, height: 100 },
  /** Between two boxes of one territory: room for a connection line to pass. */
  gap: 16,
  /** Between two territories' areas: room for a few lines side by side. */
  territoryGap: 30,
  /** Locations per row inside a territory. */
  perRow: 2,
  margin: 12,
} as const;

/** Room around a territory's boxes; more on top, for its name. */
export const TERRITORY_PAD = { side: 12, top: 30, bottom: 12 } as const;

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

/** Width and height of a territory's area holding `n` locations. */
function areaSize(n: number): { width: number; height: number } {
  const { box, gap, perRow } = LAYOUT;
  const cols = Math.min(Math.max(n, 1), perRow);
  const rows = Math.max(1, Math.ceil(n / perRow));
  return {
    width: cols * box.width + (cols - 1) * gap + 2 * TERRITORY_PAD.side,
    height: rows * box.height + (rows - 1) * gap + TERRITORY_PAD.top + TERRITORY_PAD.bottom,
  };
}

/** Box centres of `n` locations inside an area at (0, 0): rows of `perRow`, a short last row centred. */
function slots(n: number, area: { width: number }): Point[] {
  const { box, gap, perRow } = LAYOUT;
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, n - row * perRow);
    const col = i % perRow;
    const rowWidth = inRow * box.width + (inRow - 1) * gap;
    const x0 = (area.width - rowWidth) / 2;
    out.push({ x: x0 + col * (box.width + gap) + box.width / 2, y: TERRITORY_PAD.top + row * (box.height + gap) + box.height / 2 });
  }
  return out;
}

/** A node's printed number, for its place in its group (nodes without one keep the picture's order). */
function numberOf(n: BoardPicture['nodes'][number], i: number): number {
  const v = typeof n.number === 'number' ? n.number : Number(n.number);
  return Number.isFinite(v) ? v : 1e9 + i;
}

/** Nodes of no group are drawn in one group of their own. */
const UNGROUPED = '\u0000ungrouped';

/**
 * The type and lines in a box of a board drawn from the printed places of its
 * spaces (`.rw-board-placed` in play.css): names wrap, never cut, so a box is
 * as tall as its own name needs, with lines for the pieces under it.
 */
export const PLACED_TYPE = { name: 20, piece: 19, line: 21, first: 20, bottom: 7, pieceLines: 2 } as const;
/**
 * The widths tried for such a board's boxes (every row of the printed board
 * has many spaces): the one that draws the board largest in its frame wins
 * (the narrowest of those within 1%: a narrower frame then loses least). A
 * wider box wraps its name over fewer lines: a shorter row.
 */
const PLACED_BOX_WIDTHS = [112, 120, 128, 136, 144, 152, 160] as const;
/** Room for a name's line in a box of `width`: from 8 in to 6 short of the right side. */
export function placedNameRoom(width: number): number {
  return width - 14;
}
/** A box's height holding `lines` lines of type. */
function placedBoxHeight(lines: number): number {
  return PLACED_TYPE.first + (lines - 1) * PLACED_TYPE.line + PLACED_TYPE.bottom;
}
/**
 * Each box of a placed board sized to its own name: as many lines as the
 * name takes (by `nameWidth`, the browser's measure, else an estimate), then
 * the pieces' lines. A box is never sized to the longest name on the board:
 * a row of short names stays short.
 */
function placedBoxes(board: BoardPicture, width: number, nameWidth?: Measure): Map<string, { width: number; height: number }> {
  // Without the browser's measure: textWidth is for 12px type (a little over: the names are not bold there).
  const measure = nameWidth ?? ((t: string) => (textWidth(t) * PLACED_TYPE.name * 1.1) / 12);
  // At most two lines of name: a longer name is drawn in smaller type in its box (rw-play-board.ts).
  const lines = (label: string) => Math.min(2, Math.max(1, wrapWords(label, placedNameRoom(width), measure).length));
  return new Map(board.nodes.map((n) => [n.id, { width, height: placedBoxHeight(lines(n.label) + PLACED_TYPE.pieceLines) }]));
}
/** The frame such a board is fitted to (width over height): the play panel's below the decision at 1440x900 (board-fit.ts). */
const PLACED_ASPECT = 1.4;

/** A box along one axis, for `compactAxis`: its printed coordinate, its size, and its extent across (`from`..`to`). */
interface AxisBox {
  id: string;
  at: number;
  size: number;
  from: number;
  to: number;
  /** Room to keep before it (a group's name above it). */
  room?: number;
}

/**
 * Places along one axis: each box's start (top or left edge), the printed
 * coordinates in order (a larger one stays larger), each as close to the
 * smaller ones as it may be: `gap` past any whose box it would meet across
 * (within `gap` there), plus its `room`, else just past them. Boxes of one
 * printed coordinate share their start; each box takes only its own size.
 */
function compactAxis(items: readonly AxisBox[], gap: number): Map<string, number> {
  const values = [...new Set(items.map((i) => i.at))].sort((a, b) => a - b);
  const out = new Map<string, number>();
  const placed: { from: number; to: number; pos: number; size: number }[] = [];
  let lastStart = -Infinity;
  for (const v of values) {
    const here = items.filter((i) => i.at === v);
    let pos = lastStart === -Infinity ? 0 : lastStart + 2;
    for (const i of here) for (const q of placed) if (i.from < q.to + gap && q.from < i.to + gap) pos = Math.max(pos, q.pos + q.size + gap + (i.room ?? 0));
    for (const i of here) {
      out.set(i.id, pos);
      placed.push({ from: i.from, to: i.to, pos, size: i.size });
    }
    lastStart = pos;
  }
  return out;
}

/**
 * A board whose nodes all say where the printed board puts them (`at`):
 * boxes at those places, spread just enough that no two boxes touch; each
 * group's area around its boxes.
 */
function layoutPlaced(board: BoardPicture, nameWidth?: Measure): BoardLayout {
  let best: BoardLayout | null = null;
  let bestScale = 0;
  for (const width of PLACED_BOX_WIDTHS) {
    const layout = layoutPlacedAt(board, placedBoxes(board, width, nameWidth));
    // How large the board draws in a frame of PLACED_ASPECT (per unit of the frame's width).
    const scale = Math.min(1 / layout.viewBox.width, 1 / PLACED_ASPECT / layout.viewBox.height);
    if (scale > bestScale * 1.01) {
      best = layout;
      bestScale = scale;
    }
  }
  return best!;
}

/** A board from printed places with boxes of the given sizes. */
function layoutPlacedAt(board: BoardPicture, sizes: Map<string, { width: number; height: number }>): BoardLayout {
  const sizeOf = (id: string) => sizes.get(id)!;
  // The uniform scale below spreads the printed places for the largest box (it is the fallback).
  const w = Math.max(...[...sizes.values()].map((b) => b.width));
  const h = Math.max(...[...sizes.values()].map((b) => b.height));
  const gap = 8;
  const pts = board.nodes.map((n) => ({ id: n.id, x: n.at![0], y: n.at![1] }));
  // Across and down scale apart (the printed arrangement kept, its aspect not), chosen so the board fits a
  // wide frame best: a wide panel then shows it large instead of a square in its middle. Each candidate
  // down-scale keeps some rows apart; the pairs it leaves overlapping must be apart across.
  const dys = [...new Set(pts.flatMap((p, i) => pts.slice(i + 1).map((q) => Math.abs(p.y - q.y))).filter((d) => d > 0))];
  const spanX = Math.max(...pts.map((p) => p.x)) - Math.min(...pts.map((p) => p.x));
  const spanY = Math.max(...pts.map((p) => p.y)) - Math.min(...pts.map((p) => p.y));
  let fit = { sx: 1, sy: 1, size: Infinity };
  for (const sy of [1, ...dys.map((d) => (h + gap) / d)]) {
    let sx = 1;
    for (let i = 0; i < pts.length && sx < Infinity; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const dx = Math.abs(pts[i]!.x - pts[j]!.x);
        const dy = Math.abs(pts[i]!.y - pts[j]!.y);
        if (dy * sy >= h + gap) continue;
        sx = dx > 0 ? Math.max(sx, (w + gap) / dx) : Infinity;
      }
    }
    const size = Math.max((spanX * sx + w) / PLACED_ASPECT, spanY * sy + h);
    if (size < fit.size) fit = { sx, sy, size };
  }
  const { sx, sy } = fit;
  // Then each printed row, and each column, as close to the one before as the boxes that would meet allow,
  // each box taking its own size: a uniform scale leaves most of the board empty (it spreads every row as
  // far as its tightest pair needs, every box as large as the largest).
  // Kept only when every group's name still finds a free place; else the uniform scale.
  const pad = { side: 6, top: 24, bottom: 6 };
  // A group's top row: room above it for the group's name.
  const atOf = new Map(pts.map((p) => [p.id, p.y]));
  const tops = new Set(
    board.groups.flatMap((g) => {
      const top = Math.min(...g.nodes.map((id) => atOf.get(id) ?? Infinity));
      return g.nodes.filter((id) => atOf.get(id) === top);
    }),
  );
  const groupOf = new Map(board.groups.flatMap((g) => g.nodes.map((id) => [id, g.id] as const)));
  const arrange = (compact: boolean) => {
    const locations: Record<string, Point> = {};
    const sized = new Map(sizes);
    if (compact) {
      const ys = compactAxis(
        pts.map((p) => ({ id: p.id, at: p.y, size: sizeOf(p.id).height, from: p.x * sx - sizeOf(p.id).width / 2, to: p.x * sx + sizeOf(p.id).width / 2, room: tops.has(p.id) ? pad.top : 0 })),
        gap,
      );
      const xs = compactAxis(pts.map((p) => ({ id: p.id, at: p.x, size: sizeOf(p.id).width, from: ys.get(p.id)!, to: ys.get(p.id)! + sizeOf(p.id).height })), gap);
      const packed = new Map(pts.map((p) => [p.id, { x: xs.get(p.id)!, y: ys.get(p.id)!, ...sizeOf(p.id) }]));
      // Room the packing left under a box is its own: more lines for what comes to stand on it.
      for (const [id, r] of growDown(packed, groupOf, gap, PLACED_TYPE.line * PLACED_GROW_LINES)) {
        sized.set(id, { width: r.width, height: r.height });
        locations[id] = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }
    } else for (const p of pts) locations[p.id] = { x: p.x * sx, y: p.y * sy };
    const rect = (id: string) => {
      const p = locations[id]!;
      const b = sized.get(id)!;
      return { x: p.x - b.width / 2, y: p.y - b.height / 2, width: b.width, height: b.height };
    };
    const territories: BoardLayout['territories'] = {};
    for (const g of board.groups) {
      const mine = g.nodes.filter((id) => locations[id] !== undefined).map(rect);
      if (mine.length === 0) continue;
      const x0 = Math.min(...mine.map((r) => r.x)) - pad.side;
      const x1 = Math.max(...mine.map((r) => r.x + r.width)) + pad.side;
      const y0 = Math.min(...mine.map((r) => r.y)) - pad.top;
      const y1 = Math.max(...mine.map((r) => r.y + r.height)) + pad.bottom;
      territories[g.id] = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
    }
    const boxes = pts.map((p) => rect(p.id));
    return { locations, territories, boxes, sized, titles: placeTitles(board, territories, boxes) };
  };
  const compacted = arrange(true);
  const { locations, territories, boxes, sized, titles } = compacted.titles.clear ? compacted : arrange(false);
  const all = [...boxes, ...Object.values(territories),
    ...board.groups.filter((g) => titles.at[g.id]).map((g) => ({ x: titles.at[g.id]!.x, y: titles.at[g.id]!.y - PLACED_TITLE_SIZE, width: placedTitleWidth(g.label), height: PLACED_TITLE_SIZE + 4 }))];
  const m = LAYOUT.margin;
  const x0 = Math.min(...all.map((r) => r.x)) - m;
  const y0 = Math.min(...all.map((r) => r.y)) - m;
  const x1 = Math.max(...all.map((r) => r.x + r.width)) + m;
  const y1 = Math.max(...all.map((r) => r.y + r.height)) + m;
  return { viewBox: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, box: { width: w, height: h }, boxes: Object.fromEntries(sized), territories, locations, placed: true, titles: titles.at };
}

/** How many lines a box of a board from printed places may grow by, into room the packing left under it. */
const PLACED_GROW_LINES = 2;

/**
 * Each box grown down into the room left under it, by at most `most`: never
 * nearer than `gap` to a box under it that it meets across (within `gap`),
 * never past the lowest box of its own group (the group's area keeps its
 * size). A space whose neighbour across stands taller (three boxes beside
 * two) then has lines for the pieces that come to stand on it.
 */
function growDown(rects: ReadonlyMap<string, Rect>, groupOf: ReadonlyMap<string, string>, gap: number, most: number): Map<string, Rect> {
  const lowest = new Map<string, number>();
  for (const [id, r] of rects) {
    const g = groupOf.get(id) ?? '';
    lowest.set(g, Math.max(lowest.get(g) ?? -Infinity, r.y + r.height));
  }
  const out = new Map<string, Rect>();
  for (const [id, r] of rects) {
    const bottom = r.y + r.height;
    let limit = Math.min(bottom + most, lowest.get(groupOf.get(id) ?? '')!);
    for (const [other, q] of rects) {
      if (other !== id && q.y > r.y && q.x < r.x + r.width + gap && r.x < q.x + q.width + gap) limit = Math.min(limit, q.y - gap);
    }
    out.set(id, { ...r, height: Math.max(r.height, limit - r.y) });
  }
  return out;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Each group's name on a board from printed places: areas there overlap and
 * other groups' boxes stand in an area's top band, so the name goes at the
 * first place along that band (then just above it) where it covers no box,
 * no other name and not the group's track at the band's right end.
 */
function placeTitles(board: BoardPicture, territories: BoardLayout['territories'], rects: readonly Rect[]): { at: Record<string, Point>; clear: boolean } {
  const clear = 3;
  const boxes: Rect[] = rects.map((r) => ({ x: r.x - clear, y: r.y - clear, width: r.width + 2 * clear, height: r.height + 2 * clear }));
  const taken: Rect[] = [];
  const out: Record<string, Point> = {};
  let allFree = true;
  const height = PLACED_TITLE_SIZE + 2;
  for (const g of board.groups) {
    const r = territories[g.id];
    if (!r) continue;
    const width = placedTitleWidth(g.label);
    // The group's track (boxes of 18) sits at the band's right end.
    const right = r.x + r.width - 8 - (g.track ? g.track.of * 18 + 6 : 6);
    const free = (x: number, base: number) => {
      const t = { x: x - 2, y: base - PLACED_TITLE_SIZE + 1, width: width + 4, height };
      return !boxes.some((b) => overlaps(b, t)) && !taken.some((b) => overlaps(b, t)) ? t : null;
    };
    let at: Point = { x: r.x + 14, y: r.y + 20 };
    let found = false;
    search: for (const base of [r.y + 18, r.y - 4]) {
      for (let x = r.x + 14; x + width <= Math.max(right, r.x + 14 + width); x += 6) {
        const t = free(x, base);
        if (t) {
          at = { x, y: base };
          taken.push(t);
          found = true;
          break search;
        }
      }
    }
    out[g.id] = at;
    allFree &&= found;
  }
  return { at: out, clear: allFree };
}

/**
 * The board's layout. `nameWidth` measures a name in the type of a board from
 * printed places (`PLACED_TYPE.name`, `.rw-board-placed .rw-location-name`):
 * the browser's, so each box is as tall as its name really wraps; without
 * it, an estimate.
 */
export function layoutBoard(board: BoardPicture, nameWidth?: Measure): BoardLayout {
  if (board.nodes.length > 0 && board.nodes.every((n) => Array.isArray(n.at) && n.at.length === 2)) return layoutPlaced(board, nameWidth);
  const groups = board.groups.map((g) => ({ id: g.id, nodes: g.nodes }));
  const grouped = new Set(groups.flatMap((g) => g.nodes));
  const loose = board.nodes.filter((n) => !grouped.has(n.id)).map((n) => n.id);
  if (loose.length > 0) groups.push({ id: UNGROUPED, nodes: loose });
  const territories = groups;
  const n = territories.length;
  const known = new Set(board.nodes.map((x) => x.id));
  const territoryOf = new Map<string, string>();
  for (const g of groups) for (const id of g.nodes) if (known.has(id) && !territoryOf.has(id)) territoryOf.set(id, g.id);
  const order0 = new Map(board.nodes.map((x, i) => [x.id, numberOf(x, i)]));
  const locationsOf = new Map(territories.map((t) => [t.id, t.nodes.filter((id) => territoryOf.get(id) === t.id).sort((a, b) => order0.get(a)! - order0.get(b)!)]));
  const adjacent = new Map<string, string[]>();
  for (const e of board.edges) {
    if (!known.has(e.from) || !known.has(e.to) || e.from === e.to) continue;
    (adjacent.get(e.from) ?? adjacent.set(e.from, []).get(e.from)!).push(e.to);
    (adjacent.get(e.to) ?? adjacent.set(e.to, []).get(e.to)!).push(e.from);
  }

  // How many edges join each pair of groups.
  const links: [string, string, number][] = [];
  {
    const count = new Map<string, number>();
    const seen = new Set<string>();
    for (const e of board.edges) {
      const a = territoryOf.get(e.from);
      const b = territoryOf.get(e.to);
      const pair = e.from < e.to ? `${e.from}|${e.to}` : `${e.to}|${e.from}`;
      if (a === undefined || b === undefined || a === b || seen.has(pair)) continue;
      seen.add(pair);
      const key = a < b ? `${a}|${b}` : `${b}|${a}`;
      count.set(key, (count.get(key) ?? 0) + 1);
    }
    for (const [key, c] of [...count].sort()) {
      const [a, b] = key.split('|') as [string, string];
      links.push([a, b, c]);
    }
  }

  // The grid: cells as large as the largest territory, so any territory fits any cell.
  const cols = n <= 3 ? n : n <= 8 ? 2 : 3;
  const rows = Math.max(1, Math.ceil(n / Math.max(cols, 1)));
  const cell = territories.reduce(
    (m, t) => {
      const s = areaSize(locationsOf.get(t.id)!.length);
      return { width: Math.max(m.width, s.width), height: Math.max(m.height, s.height) };
    },
    { width: 0, height: 0 },
  );
  const cellCentre = (i: number): Point => ({
    x: (i % cols) * (cell.width + LAYOUT.territoryGap) + cell.width / 2,
    y: Math.floor(i / cols) * (cell.height + LAYOUT.territoryGap) + cell.height / 2,
  });

  // Which territory in which cell: the order (territory A in the first cell) with the shortest weighted borders.
  let order = territories.map((t) => t.id);
  if (n > 2 && n <= 7) {
    const [head, ...rest] = order;
    let best = Infinity;
    for (const perm of permutations(rest)) {
      const candidate = [head!, ...perm];
      const at = new Map(candidate.map((id, i) => [id, cellCentre(i)]));
      let cost = 0;
      for (const [a, b, c] of links) cost += c * dist(at.get(a)!, at.get(b)!);
      if (cost < best - 1e-6) {
        best = cost;
        order = candidate;
      }
    }
  }
  const centreOf = new Map(order.map((id, i) => [id, cellCentre(i)]));

  const out: BoardLayout = { viewBox: { x: 0, y: 0, width: 0, height: 0 }, box: { ...LAYOUT.box }, territories: {}, locations: {} };
  for (const [i, id] of order.entries()) {
    void i;
    const locs = locationsOf.get(id)!;
    const size = areaSize(locs.length);
    const c = centreOf.get(id)!;
    const origin = { x: c.x - size.width / 2, y: c.y - size.height / 2 };
    out.territories[id] = { ...origin, ...size };
    const places = slots(locs.length, size).map((p) => ({ x: origin.x + p.x, y: origin.y + p.y }));
    // Each location in the slot nearest the territories it borders (every assignment tried: at most a few locations).
    const pull = locs.map((l) => {
      const targets = (adjacent.get(l) ?? []).map((o) => territoryOf.get(o)).filter((t): t is string => t !== undefined && t !== id);
      return targets.map((t) => centreOf.get(t)!);
    });
    let assign = locs.map((_, k) => k);
    if (locs.length <= 6) {
      let best = Infinity;
      for (const perm of permutations(assign)) {
        let cost = 0;
        perm.forEach((slot, k) => {
          for (const t of pull[k]!) cost += dist(places[slot]!, t);
        });
        if (cost < best - 1e-6) {
          best = cost;
          assign = perm;
        }
      }
    }
    locs.forEach((l, k) => (out.locations[l] = places[assign[k]!]!));
  }

  const m = LAYOUT.margin;
  const width = cols * cell.width + (cols - 1) * LAYOUT.territoryGap;
  const height = rows * cell.height + (rows - 1) * LAYOUT.territoryGap;
  out.viewBox = { x: -m, y: -m, width: width + 2 * m, height: height + 2 * m };
  return out;
}
