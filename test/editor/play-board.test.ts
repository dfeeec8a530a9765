/**
 * The board view: a stable layout computed from the board data alone (no
 * box over another, every location inside its territory), and what it draws
 * for a viewer: pieces by colour, tokens face down without their values,
 * Booker and Elizabeth where they are, and only public information.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../interpreter/core/index.ts';
import { layoutBoard } from '../../editor/src/play/layout.ts';
import { asViewG, boardView, locationsOfOption } from '../../interpreter/columbia/display/board-model.ts';
import { tableModel } from '../../interpreter/columbia/display/table-model.ts';
import { flowPieces } from '../../editor/src/play/piece-flow.ts';
import { PlaySession, seededGame } from '../../editor/src/play/session.ts';
import { playable } from './play-helpers.ts';

const game = playable();
const { board } = game.rules;

describe('the board layout', () => {
  const layout = layoutBoard(board);

  it('places all 15 locations, the same way every time', () => {
    expect(Object.keys(layout.locations).sort()).toEqual(board.locations.map((l) => l.id).sort());
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
    for (const l of board.locations) {
      const p = layout.locations[l.id]!;
      const t = layout.territories[l.territoryId]!;
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

describe('what the board shows a viewer', () => {
  const s = PlaySession.begin(seededGame(1, ['blue', 'red']), game);

  it('shows the start spaces by colour with named figures, and face-down tokens without values', () => {
    const v = boardView(asViewG(s.view(null).g), game.rules);
    const withPieces = v.locations.filter((l) => l.groups.length > 0);
    expect(withPieces.length).toBeGreaterThan(0);
    const figures = withPieces.flatMap((l) => l.groups.flatMap((g) => g.figures));
    expect(figures).toEqual(expect.arrayContaining(['Comstock', 'Songbird']));
    const tokens = v.locations.filter((l) => l.token !== null);
    expect(tokens.length).toBe(v.locations.filter((l) => l.groups.length === 0).length);
    expect(tokens.every((l) => l.token!.faceUp === false && !('combat' in l.token!))).toBe(true);
    expect(v.borders).toHaveLength(25);
    expect(v.skyLines.map((x) => x.spaces.length)).toEqual([5, 5, 5]);
  });

  it('shows a revealed token with its values, and Booker where he is', () => {
    const p = PlaySession.begin(seededGame(1, ['blue', 'red']), game);
    const bot = randomBot('board');
    let seen = false;
    for (let i = 0; i < 200 && p.decision() && !seen; i++) {
      expect(p.answer(bot.choose(p.engine, p.state)).ok).toBe(true);
      const v = boardView(asViewG(p.view(null).g), game.rules);
      const up = v.locations.find((l) => l.token?.faceUp);
      if (up && p.state.g.booker !== null) {
        seen = true;
        const real = game.rules.territoryTokens.find((t) => t.id === p.state.g.locations[up.id]!.token!.id)!;
        expect(up.token).toEqual({ faceUp: true, combat: real.combat, eagles: real.eagles });
        expect(v.locations.filter((l) => l.booker).map((l) => l.id)).toEqual([p.state.g.booker]);
      }
    }
    expect(seen).toBe(true);
  });

  it('shows a player his own hand with upgraded values, and only the size of the other hand', () => {
    const name = (id: string) => id;
    const blue = tableModel(asViewG(s.view('blue').g), game.rules, name);
    const spectator = tableModel(asViewG(s.view(null).g), game.rules, name);
    const blueOwn = blue.players.find((p) => p.id === 'blue')!;
    expect(Array.isArray(blueOwn.hand)).toBe(true);
    expect(blue.players.find((p) => p.id === 'red')!.hand).toEqual({ hidden: 5 });
    expect(spectator.players.every((p) => !Array.isArray(p.hand))).toBe(true);
    expect(blue.event?.name).toBeTruthy();
    expect(blue.victoryInPlay.length).toBe(game.rules.setups.find((x) => x.players === 2)!.victoryCardsRevealed);
    expect(blue.factions.map((f) => f.victoryPoints)).toEqual([0, 0]);
  });

  it('points options at the locations they are about', () => {
    const ids = new Set(board.locations.map((l) => l.id));
    expect(locationsOfOption({ unit: 'blue-comstock-1', from: 'garden-of-new-eden', to: 'hall-of-heroes' }, 'move:blue-comstock-1:hall-of-heroes', ids)).toEqual([
      'garden-of-new-eden',
      'hall-of-heroes',
    ]);
    expect(locationsOfOption(null, 'soldiers-field', ids)).toEqual(['soldiers-field']);
    expect(locationsOfOption({ location: 'fink-mfg' }, 'combat:fink-mfg', ids)).toEqual(['fink-mfg']);
    expect(locationsOfOption(null, 'blue-flak-man-5', ids)).toEqual([]);
  });
});

describe('pieces inside a location box', () => {
  const group = (colourId: string, commons: number, figures: string[], structures: Record<string, number> = {}) => ({ colourId, owner: colourId, commons, figures, structures });

  it('puts each colour on its own line: commons disc, structures, then figures', () => {
    const items = flowPieces([group('blue', 3, ['Comstock'], { stronghold: 1 }), group('red', 0, ['Handyman'])], 140, 3);
    expect(items.map((i) => [i.kind, i.group, i.line])).toEqual([
      ['commons', 0, 0],
      ['structure', 0, 0],
      ['figure', 0, 0],
      ['commons', 1, 1],
      ['figure', 1, 1],
    ]);
    expect(items.every((i) => i.x + i.width <= 140)).toBe(true);
  });

  it('wraps figures that do not fit and counts what cannot be shown as "+n"', () => {
    const many = group('blue', 2, ['Comstock', 'Songbird', 'Saltonstall', 'Handyman', 'Airship']);
    const items = flowPieces([many, group('red', 4, ['Daisy'], { turret: 2 })], 120, 2);
    expect(Math.max(...items.map((i) => i.line))).toBe(1);
    expect(items.every((i) => i.x + i.width <= 120)).toBe(true);
    const shown = items.filter((i) => i.kind === 'figure').length + items.filter((i) => i.kind === 'commons').reduce((n, i) => n + (i.kind === 'commons' ? i.count : 0), 0) + items.filter((i) => i.kind === 'structure').reduce((n, i) => n + (i.kind === 'structure' ? i.count : 0), 0);
    const more = items.find((i) => i.kind === 'more');
    expect(more).toBeDefined();
    // Every piece is either drawn or counted in "+n": 2 + 5 figures, 4 + 1 figure + 2 turrets.
    expect(shown + (more?.kind === 'more' ? more.count : 0)).toBe(2 + 5 + 4 + 1 + 2);
  });
});
