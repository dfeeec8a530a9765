/**
 * The board view: a stable layout computed from a board picture alone (no
 * box over another, every node inside its group), the same for Columbia's
 * board as the board data gave before pictures; and the pieces flowed into
 * a node's box. What the pictures show a viewer is each game's own test
 * (test/columbia/foundation/display.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { BoardPicture, BoardPiece } from '../../interpreter/game/index.ts';
import { layoutBoard } from '../../editor/src/play/layout.ts';
import { flowPieces } from '../../editor/src/play/piece-flow.ts';
import { PlaySession, seededGame } from '../../editor/src/play/session.ts';
import { playable } from './play-helpers.ts';

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

describe('pieces inside a location box', () => {
  /** One colour's pieces as Columbia draws them: the commons' disc, structures as blocks, figures by name. */
  const group = (colour: string, commons: number, figures: string[], structures: Record<string, number> = {}): BoardPiece[] => [
    { kind: 'count', label: 'commons', owner: colour, count: commons },
    ...Object.entries(structures).map(([k, n]): BoardPiece => ({ kind: 'block', label: k[0]!.toUpperCase(), owner: colour, count: n })),
    ...figures.map((f): BoardPiece => ({ label: f, owner: colour })),
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

  it('lists a run of names with commas, the last without', () => {
    const items = flowPieces(group('blue', 1, ['Comstock', 'Songbird']), 400, 2);
    expect(items.filter((i) => i.kind === 'name').map((i) => (i.kind === 'name' ? i.text : ''))).toEqual(['Comstock,', 'Songbird']);
  });
});
