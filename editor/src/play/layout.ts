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
import { textWidth } from './piece-flow.ts';
import { wrapWords } from './wrap-text.ts';

export interface Point {
  x: number;
  y: number;
}

export interface BoardLayout {
  /** The area to show: every territory, with a margin. */
  viewBox: { x: number; y: number; width: number; height: number };
  /** Size of a location's box. */
  box: { width: number; height: number };
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
 * as tall as its board's longest name needs, with lines for the pieces under it.
 */
export const PLACED_TYPE = { name: 20, piece: 19, line: 22, first: 21, bottom: 9, pieceLines: 2 } as const;
/** Such a box's width: every row of the printed board has many spaces. */
const PLACED_BOX_WIDTH = 112;
/** Room for a name's line in a box of `width`: from 8 in to 6 short of the right side. */
export function placedNameRoom(width: number): number {
  return width - 14;
}
/** A box's height holding `lines` lines of type. */
function placedBoxHeight(lines: number): number {
  return PLACED_TYPE.first + (lines - 1) * PLACED_TYPE.line + PLACED_TYPE.bottom;
}
/** The size of every box of a placed board: as many lines as its longest name takes (an estimate: no canvas here), then the pieces'. */
function placedBox(board: BoardPicture): { width: number; height: number } {
  const width = PLACED_BOX_WIDTH;
  // textWidth is for 12px type (a little over: the names are not bold there).
  const measure = (t: string) => (textWidth(t) * PLACED_TYPE.name * 1.1) / 12;
  // At most two lines of name: a longer name is drawn in smaller type in its box (rw-play-board.ts).
  const nameLines = Math.min(2, Math.max(1, ...board.nodes.map((n) => wrapWords(n.label, placedNameRoom(width), measure).length)));
  return { width, height: placedBoxHeight(nameLines + PLACED_TYPE.pieceLines) };
}
/** The frame such a board is fitted to (width over height): the play panel's, with the decision above the board. */
const PLACED_ASPECT = 1.65;

/**
 * Places along one axis: the printed coordinates in order (a larger one
 * stays larger), each as close to the smaller ones as it may be: `step` from
 * any whose box it would meet across (`across` within `reach`), plus its
 * `room` (for a group's name above it), else just past them.
 */
function compactAxis(items: readonly { id: string; at: number; across: number; room?: number }[], step: number, reach: number): Map<string, number> {
  const values = [...new Set(items.map((i) => i.at))].sort((a, b) => a - b);
  const out = new Map<string, number>();
  const placed: { at: number; across: number; pos: number }[] = [];
  let last = -Infinity;
  for (const v of values) {
    const here = items.filter((i) => i.at === v);
    let pos = last === -Infinity ? 0 : last + 2;
    for (const i of here) for (const q of placed) if (Math.abs(q.across - i.across) < reach) pos = Math.max(pos, q.pos + step + (i.room ?? 0));
    for (const i of here) {
      out.set(i.id, pos);
      placed.push({ at: v, across: i.across, pos });
    }
    last = pos;
  }
  return out;
}

/**
 * A board whose nodes all say where the printed board puts them (`at`):
 * boxes at those places, spread just enough that no two boxes touch; each
 * group's area around its boxes.
 */
function layoutPlaced(board: BoardPicture): BoardLayout {
  const { width: w, height: h } = placedBox(board);
  const gap = 8;
  const pts = board.nodes.map((n) => ({ id: n.id, x: n.at![0], y: n.at![1] }));
  // Across and down scale apart (the printed arrangement kept, its aspect not), chosen so the board fits a
  // wide frame best: a wide panel then shows it large instead of a square in its middle. Each candidate
  // down-scale keeps some rows apart; the pairs it leaves overlapping must be apart across.
  const dys = [...new Set(pts.flatMap((p, i) => pts.slice(i + 1).map((q) => Math.abs(p.y - q.y))).filter((d) => d > 0))];
  const spanX = Math.max(...pts.map((p) => p.x)) - Math.min(...pts.map((p) => p.x));
  const spanY = Math.max(...pts.map((p) => p.y)) - Math.min(...pts.map((p) => p.y));
  let best = { sx: 1, sy: 1, size: Infinity };
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
    if (size < best.size) best = { sx, sy, size };
  }
  const { sx, sy } = best;
  // Then each printed row, and each column, as close to the one before as the boxes that would meet allow:
  // a uniform scale leaves most of the board empty (it spreads every row as far as its tightest pair needs).
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
  const arrange = (compact: boolean) => {
    const ys = compact ? compactAxis(pts.map((p) => ({ id: p.id, at: p.y, across: p.x * sx, room: tops.has(p.id) ? pad.top : 0 })), h + gap, w + gap) : new Map(pts.map((p) => [p.id, p.y * sy]));
    const xs = compact ? compactAxis(pts.map((p) => ({ id: p.id, at: p.x, across: ys.get(p.id)! })), w + gap, h + gap) : new Map(pts.map((p) => [p.id, p.x * sx]));
    const locations: Record<string, Point> = {};
    for (const p of pts) locations[p.id] = { x: xs.get(p.id)!, y: ys.get(p.id)! };
    const territories: BoardLayout['territories'] = {};
    for (const g of board.groups) {
      const mine = g.nodes.map((id) => locations[id]).filter((p): p is Point => p !== undefined);
      if (mine.length === 0) continue;
      const x0 = Math.min(...mine.map((p) => p.x)) - w / 2 - pad.side;
      const x1 = Math.max(...mine.map((p) => p.x)) + w / 2 + pad.side;
      const y0 = Math.min(...mine.map((p) => p.y)) - h / 2 - pad.top;
      const y1 = Math.max(...mine.map((p) => p.y)) + h / 2 + pad.bottom;
      territories[g.id] = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
    }
    return { locations, territories, titles: placeTitles(board, territories, locations, { width: w, height: h }) };
  };
  const compacted = arrange(true);
  const { locations, territories, titles } = compacted.titles.clear ? compacted : arrange(false);
  const all = [...Object.values(locations).map((p) => ({ x: p.x - w / 2, y: p.y - h / 2, width: w, height: h })), ...Object.values(territories),
    ...board.groups.filter((g) => titles.at[g.id]).map((g) => ({ x: titles.at[g.id]!.x, y: titles.at[g.id]!.y - PLACED_TITLE_SIZE, width: placedTitleWidth(g.label), height: PLACED_TITLE_SIZE + 4 }))];
  const m = LAYOUT.margin;
  const x0 = Math.min(...all.map((r) => r.x)) - m;
  const y0 = Math.min(...all.map((r) => r.y)) - m;
  const x1 = Math.max(...all.map((r) => r.x + r.width)) + m;
  const y1 = Math.max(...all.map((r) => r.y + r.height)) + m;
  return { viewBox: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }, box: { width: w, height: h }, territories, locations, placed: true, titles: titles.at };
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
function placeTitles(board: BoardPicture, territories: BoardLayout['territories'], locations: Record<string, Point>, box: { width: number; height: number }): { at: Record<string, Point>; clear: boolean } {
  const clear = 3;
  const boxes: Rect[] = Object.values(locations).map((p) => ({ x: p.x - box.width / 2 - clear, y: p.y - box.height / 2 - clear, width: box.width + 2 * clear, height: box.height + 2 * clear }));
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

export function layoutBoard(board: BoardPicture): BoardLayout {
  if (board.nodes.length > 0 && board.nodes.every((n) => Array.isArray(n.at) && n.at.length === 2)) return layoutPlaced(board);
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
