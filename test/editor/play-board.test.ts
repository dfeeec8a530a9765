/**
 * The board view: a stable layout computed from a board picture alone (no
 * box over another, every node inside its group), the same for Columbia's
 * board as the board data gave before pictures; and the pieces flowed into
 * a node's box. What the pictures show a viewer is each game's own test
 * (test/columbia/foundation/display.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { BoardPicture, BoardPiece } from '../../interpreter/game/index.ts';
import { boxRect, layoutBoard } from '../../editor/src/play/layout.ts';
import { titleRects, withLines } from '../../editor/src/play/edge-routes.ts';
import { flowPieces, PAWN } from '../../editor/src/play/piece-flow.ts';
import { PlaySession, seededGame } from '../../editor/src/play/session.ts';
import { playable } from './play-helpers.ts';
import { readdirSync, readFileSync } from 'node:fs';
import * as nodePath from 'node:path';
import { loadGame } from '../../editor/src/play/rules.ts';

const game = playable();
const start = PlaySession.begin(seededGame(1, ['blue', 'red']), game);
const board: BoardPicture = game.module.hooks.display!.board!(start.view(null) as never, game.rules);
const groupOf = new Map(board.groups.flatMap((g) => g.nodes.map((n) => [n, g.id] as const)));

describe('the board layout', () => {
  const layout = layoutBoard(board);

  it('places all 15 locations, the same way every time', () => {
    expect(Object.keys(layout.locations).sort()).toEqual(board.nodes.map((l) => l.id).sort());
    expect(Object.keys(layout.locations)).toHaveLength(15);
    expect(layoutBoard(board)).toEqual(layout);
  });

  it('puts no location box over another and every box inside its territory and the view', () => {
    const { width: w, height: h } = layout.box;
    const ids = Object.keys(layout.locations);
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const a = layout.locations[ids[i]!]!;
        const b = layout.locations[ids[j]!]!;
        const apart = Math.abs(a.x - b.x) >= w || Math.abs(a.y - b.y) >= h;
        expect(apart, `${ids[i]} and ${ids[j]} overlap`).toBe(true);
      }
    }
    const vb = layout.viewBox;
    for (const l of board.nodes) {
      const p = layout.locations[l.id]!;
      const t = layout.territories[groupOf.get(l.id)!]!;
      expect(p.x - w / 2).toBeGreaterThanOrEqual(t.x);
      expect(p.x + w / 2).toBeLessThanOrEqual(t.x + t.width);
      expect(p.y - h / 2).toBeGreaterThanOrEqual(t.y);
      expect(p.y + h / 2).toBeLessThanOrEqual(t.y + t.height);
      expect(t.x).toBeGreaterThanOrEqual(vb.x);
      expect(t.x + t.width).toBeLessThanOrEqual(vb.x + vb.width);
    }
  });

  it('keeps territory areas apart', () => {
    const ts = Object.entries(layout.territories);
    for (let i = 0; i < ts.length; i++) {
      for (let j = i + 1; j < ts.length; j++) {
        const [a, ra] = ts[i]!;
        const [b, rb] = ts[j]!;
        const apart = ra.x + ra.width <= rb.x || rb.x + rb.width <= ra.x || ra.y + ra.height <= rb.y || rb.y + rb.height <= ra.y;
        expect(apart, `${a} and ${b} overlap`).toBe(true);
      }
    }
  });
});

describe('connection lines', () => {
  const layout = withLines(layoutBoard(board), board);
  const { width: w, height: h } = layout.box;
  /** Whether the segment a-b passes through the inside of rectangle r (touching its border is not crossing). */
  const crosses = (a: { x: number; y: number }, b: { x: number; y: number }, r: { x: number; y: number; width: number; height: number }) => {
    // Runs are horizontal or vertical: sample along them.
    for (let t = 0; t <= 1; t += 0.02) {
      const x = a.x + (b.x - a.x) * t;
      const y = a.y + (b.y - a.y) * t;
      if (x > r.x + 0.5 && x < r.x + r.width - 0.5 && y > r.y + 0.5 && y < r.y + r.height - 0.5) return true;
    }
    return false;
  };

  it('route every border and Sky-Line leg around the location boxes and the territory names, end to end on the two boxes', () => {
    const boxes = Object.entries(layout.locations).map(([id, p]) => ({ id, x: p.x - w / 2, y: p.y - h / 2, width: w, height: h }));
    const titles = titleRects(board, layout);
    const pairs: [string, string, string][] = [
      ...board.edges.map((e): [string, string, string] => [`${e.from}|${e.to}`, e.from, e.to]),
      ...(board.routes ?? []).flatMap((r) => r.nodes.slice(1).map((n, k): [string, string, string] => [`${r.id}#${k}`, r.nodes[k]!, n])),
    ];
    let checked = 0;
    for (const [key, from, to] of pairs) {
      const line = layout.lines![key] ?? layout.lines![`${to}|${from}`];
      if (!line) continue;
      checked++;
      expect(line.length).toBeGreaterThanOrEqual(2);
      for (let i = 0; i + 1 < line.length; i++) {
        const a = line[i]!;
        const b = line[i + 1]!;
        expect(a.x === b.x || a.y === b.y, `${key}: a slanted run`).toBe(true);
        for (const box of boxes) expect(crosses(a, b, box), `${key} crosses ${box.id}`).toBe(false);
        for (const t of titles) expect(crosses(a, b, t), `${key} crosses a territory name`).toBe(false);
      }
      const ends = [line[0]!, line.at(-1)!];
      const on = (p: { x: number; y: number }, id: string) => {
        const c = layout.locations[id]!;
        return Math.abs(Math.abs(p.x - c.x) - w / 2) < 0.01 || Math.abs(Math.abs(p.y - c.y) - h / 2) < 0.01;
      };
      expect(on(ends[0]!, from) && on(ends[1]!, to), `${key} does not end on its boxes`).toBe(true);
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe("a board laid out from its printed places (Baldur's Gate's city)", () => {
  const dir = nodePath.resolve(import.meta.dirname, '../../content/baldurs-gate');
  const texts = new Map(readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => [`baldurs-gate/${f}`, readFileSync(nodePath.join(dir, f), 'utf8')] as const));
  const bg = loadGame(texts, 'baldurs-gate');
  if (!bg.ok) throw new Error(bg.errors.map((e) => e.message).join('; '));
  const s = PlaySession.begin(seededGame(5, bg.module.seats.players(bg.rules, 3).slice()), bg);
  const city = bg.module.hooks.display!.board!(s.view(null) as never, bg.rules);
  const layout = layoutBoard(city);

  it('keeps the printed arrangement (left of stays left of, above stays above) and no two boxes touch', () => {
    expect(city.nodes.every((n) => Array.isArray(n.at))).toBe(true);
    const nodes = city.nodes;
    for (let i = 0; i < nodes.length; i++) {
      for (let j = i + 1; j < nodes.length; j++) {
        const ra = boxRect(layout, nodes[i]!.id)!;
        const rb = boxRect(layout, nodes[j]!.id)!;
        // Apart by the gap a line passes through, each box at its own size.
        const apart = ra.x + ra.width + 8 <= rb.x || rb.x + rb.width + 8 <= ra.x || ra.y + ra.height + 8 <= rb.y || rb.y + rb.height + 8 <= ra.y;
        expect(apart, `${nodes[i]!.id} and ${nodes[j]!.id} overlap`).toBe(true);
        // Boxes differ in size: their left and top edges keep the printed order.
        if (nodes[i]!.at![0] < nodes[j]!.at![0]) expect(ra.x).toBeLessThan(rb.x);
        if (nodes[i]!.at![1] < nodes[j]!.at![1]) expect(ra.y).toBeLessThan(rb.y);
      }
    }
    // The nine districts, each around its spaces.
    expect(Object.keys(layout.territories)).toHaveLength(9);
  });

  it("prints each district's name clear of every box and of the other names", () => {
    const titles = titleRects(city, layout);
    const boxes = Object.keys(layout.locations).map((id) => ({ id, ...boxRect(layout, id)! }));
    const meets = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(titles).toHaveLength(9);
    titles.forEach((t, i) => {
      for (const b of boxes) expect(meets(t, b), `${city.groups[i]!.id}'s name covers ${b.id}`).toBe(false);
      titles.forEach((u, j) => j !== i && expect(meets(t, u), `${city.groups[i]!.id}'s and ${city.groups[j]!.id}'s names meet`).toBe(false));
    });
  });

  it('sizes each box to its own name: a row of short names stays short', () => {
    const heights = new Map(city.nodes.map((n) => [n.label, boxRect(layout, n.id)!.height]));
    // A name of one line (a numbered plot) and one of two ("High House of Wonders"), both before pieces stand on them.
    const short = Math.min(...city.nodes.map((n) => boxRect(layout, n.id)!.height));
    expect(heights.get('High House of Wonders')!).toBeGreaterThan(short);
    expect(new Set(heights.values()).size).toBeGreaterThan(1);
  });

  it('routes every street around the boxes, each at its own size', () => {
    const routed = withLines(layout, city);
    const boxes = Object.keys(routed.locations).map((id) => ({ id, ...boxRect(routed, id)! }));
    let checked = 0;
    // Every crossing found, asserted once at the end (an expect per sampled point made a million of them).
    const crossings: string[] = [];
    for (const e of city.edges) {
      const line = routed.lines![`${e.from}|${e.to}`] ?? routed.lines![`${e.to}|${e.from}`];
      if (!line) continue;
      checked++;
      for (let i = 0; i + 1 < line.length; i++) {
        const a = line[i]!;
        const b = line[i + 1]!;
        for (const r of boxes) {
          for (let t = 0; t <= 1; t += 0.02) {
            const x = a.x + (b.x - a.x) * t;
            const y = a.y + (b.y - a.y) * t;
            if (x > r.x + 0.5 && x < r.x + r.width - 0.5 && y > r.y + 0.5 && y < r.y + r.height - 0.5) {
              crossings.push(`${e.from}|${e.to} crosses ${r.id}`);
              break;
            }
          }
        }
      }
    }
    expect(crossings).toEqual([]);
    expect(checked).toBe(city.edges.length);
  });

  it('takes the play panel\'s width (the decision above): wider than tall, its printed rows packed close', () => {
    const { width, height } = layout.viewBox;
    // Fitted to the panel below the decision at 1440x900 (board-fit.ts): about 1.4 times as wide as tall.
    expect(width / height).toBeGreaterThanOrEqual(1.3);
    expect(width / height).toBeLessThan(2);
    // Columns packed as close as their boxes allow: thirteen printed columns, not the printed spacing scaled.
    expect(width).toBeLessThan(14 * (layout.box.width + 16));
    expect(layout.placed).toBe(true);
  });
});

describe('pieces inside a location box', () => {
  /** One colour's pieces as Columbia draws them: the commons' disc, structures as blocks, figures by name. */
  const group = (colour: string, commons: number, figures: string[], structures: Record<string, number> = {}): BoardPiece[] => [
    { kind: 'count', label: 'commons', owner: colour, count: commons },
    ...Object.entries(structures).map(([k, n]): BoardPiece => ({ kind: 'block', label: k[0]!.toUpperCase(), owner: colour, count: n })),
    ...figures.map((f): BoardPiece => ({ kind: 'figure', label: f, owner: colour })),
  ];

  it('puts each owner on its own line: counted pieces, blocks, then names', () => {
    const items = flowPieces([...group('blue', 3, ['Comstock'], { stronghold: 1 }), ...group('red', 0, ['Handyman'])], 140, 3);
    expect(items.map((i) => [i.kind, i.piece, i.line])).toEqual([
      ['count', 0, 0],
      ['block', 1, 0],
      ['name', 2, 0],
      ['count', 3, 1],
      ['name', 4, 1],
    ]);
    expect(items.every((i) => i.x + i.width <= 140)).toBe(true);
  });

  it('wraps names that do not fit and counts what cannot be shown as "+n"', () => {
    const many = group('blue', 2, ['Comstock', 'Songbird', 'Saltonstall', 'Handyman', 'Airship']);
    const items = flowPieces([...many, ...group('red', 4, ['Daisy'], { turret: 2 })], 120, 2);
    expect(Math.max(...items.map((i) => i.line))).toBe(1);
    expect(items.every((i) => i.x + i.width <= 120)).toBe(true);
    const shown = items.reduce((n, i) => n + (i.kind === 'name' ? 1 : i.kind === 'more' ? 0 : i.count), 0);
    const more = items.find((i) => i.kind === 'more');
    expect(more).toBeDefined();
    // Every piece is either drawn or counted in "+n": 2 + 5 figures, 4 + 1 figure + 2 turrets.
    expect(shown + (more?.kind === 'more' ? more.count : 0)).toBe(2 + 5 + 4 + 1 + 2);
  });

  it('draws each figure as a pawn and its name, side by side', () => {
    const items = flowPieces(group('blue', 1, ['Comstock', 'Songbird']), 400, 2);
    const names = items.filter((i) => i.kind === 'name');
    expect(names.map((i) => (i.kind === 'name' ? i.text : ''))).toEqual(['Comstock', 'Songbird']);
    // Room for the pawn before each name.
    expect(names.every((i) => i.kind === 'name' && i.width >= PAWN + 20)).toBe(true);
  });
});
