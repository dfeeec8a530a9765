/**
 * How tall a board from printed places is drawn in the test-play panel
 * (editor/src/play/board-fit.ts): the room left below its top, so the whole
 * city is in view without scrolling; but never so small its names fall
 * under the smallest readable type: then as large as the panel's width gives
 * (the panel scrolls).
 */
import { describe, expect, it } from 'vitest';
import { fittedHeight, PLACED_MIN_NAME_PX } from '../../editor/src/play/board-fit.ts';
import { PLACED_TYPE } from '../../editor/src/play/layout.ts';

describe('the drawing of a board from printed places', () => {
  const viewBox = { width: 1600, height: 1200 };
  /** The type size names are drawn in at a drawing `height` px tall (width to spare). */
  const namePx = (height: number) => (PLACED_TYPE.name * height) / viewBox.height;

  it('takes the room below its top when its names stay readable there', () => {
    expect(fittedHeight(500, 800, viewBox)).toBe(500);
    expect(namePx(500)).toBeGreaterThanOrEqual(PLACED_MIN_NAME_PX);
  });

  it('never grows past the height the panel width gives', () => {
    expect(fittedHeight(900, 800, viewBox)).toBe(600);
  });

  it('takes the panel width (the panel scrolls) when the room would draw names under the smallest type', () => {
    const room = 300;
    expect(namePx(room)).toBeLessThan(PLACED_MIN_NAME_PX);
    expect(fittedHeight(room, 800, viewBox)).toBe(600);
  });
});
