/**
 * What Columbia's pictures show a viewer (display/board-model.ts,
 * table-model.ts and the editor's pictures built on them, pictures.ts):
 * pieces by colour, tokens face down without their values, Booker where he
 * is, a player's own hand with its upgraded values and only the size of the
 * other's; and which locations an option is about.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type Json } from '../../../interpreter/core/index.ts';
import { asViewG, boardView, locationsOfOption } from '../../../interpreter/columbia/display/board-model.ts';
import { tableModel } from '../../../interpreter/columbia/display/table-model.ts';
import { columbiaBoard, columbiaTable } from '../../../interpreter/columbia/display/pictures.ts';
import { engine, rules } from '../harness.ts';

const e = engine();
const players = ['blue', 'red'];

describe('what the board shows a viewer', () => {
  const s = e.start({ seed: 1, players }).state;

  it('shows the start spaces by colour with named figures, and face-down tokens without values', () => {
    const v = boardView(asViewG(e.view(s, null).g), rules);
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

  it("draws the same in the editor's picture: territories, locations, borders, routes, face-down tokens", () => {
    const p = columbiaBoard(e.view(s, null) as unknown as Json, rules);
    expect(p.groups.map((g) => g.nodes.length).reduce((a, b) => a + b, 0)).toBe(15);
    expect(p.nodes).toHaveLength(15);
    expect(p.edges).toHaveLength(25);
    expect(p.routes!.map((r) => r.nodes.length)).toEqual([5, 5, 5]);
    const badges = p.nodes.flatMap((n) => n.badges ?? []);
    expect(badges.filter((b) => b.kind === 'token-down').length).toBeGreaterThan(0);
    expect(badges.filter((b) => b.kind === 'token-up')).toEqual([]);
    expect(JSON.stringify(p)).not.toMatch(/"combat"/);
    expect(p.nodes.flatMap((n) => (n.pieces ?? []).filter((x) => x.kind === 'figure').map((x) => x.label))).toEqual(expect.arrayContaining(['Comstock', 'Songbird']));
  });

  it('shows a revealed token with its values, and Booker where he is', () => {
    const bot = randomBot('board');
    let state = s;
    let seen = false;
    for (let i = 0; i < 200 && state.decision && !seen; i++) {
      const r = e.apply(state, bot.choose(e, state));
      if (!r.ok) throw new Error(r.reason);
      state = r.state;
      const v = boardView(asViewG(e.view(state, null).g), rules);
      const up = v.locations.find((l) => l.token?.faceUp);
      if (up && state.g.booker !== null) {
        seen = true;
        const real = rules.territoryTokens.find((t) => t.id === state.g.locations[up.id]!.token!.id)!;
        expect(up.token).toEqual({ faceUp: true, combat: real.combat, eagles: real.eagles });
        expect(v.locations.filter((l) => l.booker).map((l) => l.id)).toEqual([state.g.booker]);
        const picture = columbiaBoard(e.view(state, null) as unknown as Json, rules);
        expect(picture.nodes.find((n) => n.id === up.id)!.badges).toContainEqual(expect.objectContaining({ kind: 'token-up', text: String(real.combat) }));
        expect(picture.nodes.filter((n) => n.badges?.some((b) => b.kind === 'booker')).map((n) => n.id)).toEqual([state.g.booker]);
      }
    }
    expect(seen).toBe(true);
  });

  it('shows a player his own hand with upgraded values, and only the size of the other hand', () => {
    const name = (id: string) => id;
    const blue = tableModel(asViewG(e.view(s, 'blue').g), rules, name);
    const spectator = tableModel(asViewG(e.view(s, null).g), rules, name);
    const blueOwn = blue.players.find((p) => p.id === 'blue')!;
    expect(Array.isArray(blueOwn.hand)).toBe(true);
    expect(blue.players.find((p) => p.id === 'red')!.hand).toEqual({ hidden: 5 });
    expect(spectator.players.every((p) => !Array.isArray(p.hand))).toBe(true);
    expect(blue.event?.name).toBeTruthy();
    expect(blue.victoryInPlay.length).toBe(rules.setups.find((x) => x.players === 2)!.victoryCardsRevealed);
    expect(blue.factions.map((f) => f.victoryPoints)).toEqual([0, 0]);
    const picture = columbiaTable(e.view(s, 'blue') as unknown as Json, rules, name);
    const hand = (id: string) => picture.sides.find((x) => x.player === id)!.cards!.cards;
    expect(Array.isArray(hand('blue')) && hand('blue')).toHaveLength(5);
    expect(hand('red')).toEqual({ hidden: 5 });
    expect(picture.blocks!.map((b) => b.id)).toEqual(['world-event', 'victory-cards', 'victory-points']);
  });

  it('points options at the locations they are about', () => {
    const ids = new Set(rules.board.locations.map((l) => l.id));
    expect(locationsOfOption({ unit: 'blue-comstock-1', from: 'garden-of-new-eden', to: 'hall-of-heroes' }, 'move:blue-comstock-1:hall-of-heroes', ids)).toEqual([
      'garden-of-new-eden',
      'hall-of-heroes',
    ]);
    expect(locationsOfOption(null, 'soldiers-field', ids)).toEqual(['soldiers-field']);
    expect(locationsOfOption({ location: 'fink-mfg' }, 'combat:fink-mfg', ids)).toEqual(['fink-mfg']);
    expect(locationsOfOption(null, 'blue-flak-man-5', ids)).toEqual([]);
  });
});
