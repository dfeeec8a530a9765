/**
 * Text widths in the browser's own font, so the board's boxes are sized,
 * and its names and pieces wrapped, where they are really drawn (an
 * estimate from piece-flow.ts where there is no canvas: Node).
 */
import { textWidth, type Measure } from './piece-flow.ts';

/** A measure of text in `font` (a CSS font shorthand), in CSS pixels. */
export function canvasMeasure(font: string): Measure {
  const ctx = typeof document !== 'undefined' ? document.createElement('canvas').getContext('2d') : null;
  if (!ctx) return font.includes('bold') || font.includes('650') ? (t) => textWidth(t) * 1.28 : textWidth;
  const cache = new Map<string, number>();
  return (text) => {
    let w = cache.get(text);
    if (w === undefined) {
      ctx.font = font;
      w = ctx.measureText(text).width;
      cache.set(text, w);
    }
    return w;
  };
}
