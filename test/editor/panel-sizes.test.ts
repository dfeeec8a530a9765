/**
 * The shell's panel sizes (editor/src/layout/panel-sizes.ts): remembered per
 * side panel, read back forgivingly, and never squeezing the editor out.
 */
import { describe, expect, it } from 'vitest';
import { defaultLayouts, dragged, EDITOR_MIN, fitted, readLayouts, SPLITTER } from '../../editor/src/layout/panel-sizes.ts';

describe('panel sizes', () => {
  it('test-play at 1440x900 leaves the editor beside the board without scrolling', () => {
    const s = fitted(defaultLayouts(1440)['test-play'], 1440, 900);
    const editor = 1440 - s.tree - s.side - 2 * SPLITTER;
    expect(editor).toBeGreaterThanOrEqual(600);
    expect(s.side).toBeGreaterThanOrEqual(700);
  });

  it('a side panel dragged too wide stops where the editor keeps its minimum width', () => {
    const layout = defaultLayouts(1440).card;
    const s = fitted({ ...layout, side: { size: 5000, collapsed: false } }, 1440, 900);
    expect(1440 - s.tree - s.side - 2 * SPLITTER).toBe(EDITOR_MIN.width);
  });

  it('a collapsed panel keeps only its rail', () => {
    const layout = defaultLayouts(1440).card;
    expect(fitted({ ...layout, tree: { size: 300, collapsed: true } }, 1440, 900).tree).toBe(28);
  });

  it('reads back what was stored, and the defaults for anything broken', () => {
    const stored = JSON.stringify({ card: { tree: { size: 333, collapsed: false }, side: { size: 'wide' } } });
    const read = readLayouts(stored, 1440);
    expect(read.card.tree.size).toBe(333);
    expect(read.card.side).toEqual(defaultLayouts(1440).card.side);
    expect(readLayouts('{not json', 1440)).toEqual(defaultLayouts(1440));
  });

  it('dragging towards a panel shrinks it; never below its minimum', () => {
    expect(dragged('tree', 280, 40)).toBe(320);
    expect(dragged('side', 340, 40)).toBe(300);
    expect(dragged('problems', 190, -50)).toBe(240);
    expect(dragged('tree', 280, -1000)).toBe(160);
  });
});
