/** The module's display hooks read a player's view: the city as a board, the players' table, the terminal's text. */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../interpreter/core/index.ts';
import { baldursGateModule } from '../../interpreter/baldurs-gate/module.ts';
import { COLOURS, engineFor, packRules } from './helpers.ts';

const rules = packRules();
const engine = engineFor(rules);
const display = baldursGateModule.hooks.display!;

describe('display hooks', () => {
  const { state } = engine.start({ seed: 9, players: COLOURS.slice(0, 3) });
  const view = engine.view(state, 'yellow') as unknown as Json;

  it('the board: 9 districts with their 4 plots, HQ, Keep and Special Location; the solid lines; the attack track', () => {
    const b = display.board!(view, rules) as unknown as {
      groups: { nodes: string[] }[];
      nodes: { id: string; marks: string[] }[];
      edges: unknown[];
      attack: { spaces: number[]; marker: number; finalToken: unknown };
    };
    expect(b.groups).toHaveLength(9);
    for (const g of b.groups) expect(g.nodes.filter((n) => n.startsWith('plot-'))).toHaveLength(4);
    expect(b.nodes.filter((n) => n.marks.includes('available'))).toHaveLength(8);
    expect(b.nodes.filter((n) => n.marks.includes('prohibited'))).toHaveLength(4);
    expect(b.edges.length).toBeGreaterThan(80);
    expect(b.attack).toMatchObject({ spaces: rules.attackStrength, marker: 0, finalToken: 'face down' });
  });

  it('the attack tracks as the board draws them: the Attack Strength Track with its marker, each district its own of 4', () => {
    const b = display.board!(view, rules);
    expect(b.tracks).toEqual([{ id: 'attack-strength', label: 'Attack strength', spaces: rules.attackStrength.map(String), at: 0, note: 'face-down token: face down' }]);
    expect(b.groups.map((g) => g.track?.of)).toEqual(Array(9).fill(4));
    const g = (state.g as { tracks: Record<string, unknown[]> }).tracks;
    expect(b.groups.map((d) => d.track?.filled)).toEqual(b.groups.map((d) => g[d.id]?.length ?? 0));
    // The count is drawn as the track, not written into the district's name.
    expect(b.groups.filter((d) => /\(\d\/4\)/.test(d.label))).toEqual([]);
    expect(b.legend?.some((t) => t.includes('attack track'))).toBe(true);
  });

  it("the table and the terminal show the viewer's hand and only the size of the others'", () => {
    const t = display.table!(view, rules);
    const yellow = t.sides.find((s) => s.id === 'yellow')!;
    const red = t.sides.find((s) => s.id === 'red')!;
    expect(yellow.rows.find((r) => r.label === 'Hand')!.value).not.toMatch(/cards$/);
    expect(red.rows.find((r) => r.label === 'Hand')!.value).toBe('3 cards');
    const text = display.text!(view, rules, (p) => p);
    expect(text.table.join('\n')).toContain('Red: Prestige 0');
    expect(text.board.join('\n')).toContain('The Steeps (Lower City)');
    expect(display.stage!(view)).toBe(`play 1 yellow`);
  });
});
