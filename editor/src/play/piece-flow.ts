/**
 * Lays out the pieces on one location as lines of small items inside the
 * location's box: per colour, a disc with the number of commons, the
 * structures (S, T, A with counts), then the named figures, wrapping to the
 * next line when the box is full. What does not fit becomes "+n" so nothing
 * is silently dropped (the box's tooltip lists everything).
 */
import type { PieceGroup } from '../../../interpreter/columbia/display/board-model.ts';
import { structureOrder } from '../../../interpreter/columbia/display/board-model.ts';

export type FlowItem =
  | { kind: 'commons'; group: number; x: number; line: number; width: number; count: number }
  | { kind: 'structure'; group: number; x: number; line: number; width: number; structure: string; count: number }
  | { kind: 'figure'; group: number; x: number; line: number; width: number; text: string }
  | { kind: 'more'; group: number; x: number; line: number; width: number; count: number };

/** Measures a text in the board's piece font, in board units (12 px text). */
export type Measure = (text: string) => number;

/** An estimate of a text's width in the piece font, for when nothing can measure (Node). */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[MW]/.test(ch) ? 11 : /[A-Z]/.test(ch) ? 8 : /[il.,' ]/.test(ch) ? 3.6 : /[mw]/.test(ch) ? 9.5 : 6.6;
  return w;
}

const DISC = 18;

/** How many pieces an item stands for. */
function pieces(i: FlowItem): number {
  return i.kind === 'figure' ? 1 : i.count;
}
const CHIP = 24;
const SPACE = 5;

export function flowPieces(groups: readonly PieceGroup[], width: number, maxLines: number, measure: Measure = textWidth): FlowItem[] {
  const items: FlowItem[] = [];
  let line = -1;
  let x = 0;
  let dropped = 0;
  const place = (w: number): boolean => {
    if (x > 0 && x + w > width) {
      line++;
      x = 0;
    }
    return line < maxLines;
  };
  groups.forEach((g, gi) => {
    line++;
    x = 0;
    const parts: ({ kind: 'commons'; count: number } | { kind: 'structure'; structure: string; count: number } | { kind: 'figure'; text: string })[] = [];
    parts.push({ kind: 'commons', count: g.commons });
    for (const s of structureOrder()) if ((g.structures[s] ?? 0) > 0) parts.push({ kind: 'structure', structure: s, count: g.structures[s]! });
    g.figures.forEach((f, i) => parts.push({ kind: 'figure', text: i < g.figures.length - 1 ? `${f},` : f }));
    for (const p of parts) {
      const w = p.kind === 'commons' ? DISC : p.kind === 'structure' ? CHIP : Math.min(measure(p.text), width);
      if (!place(w)) {
        dropped += p.kind === 'figure' ? 1 : p.count;
        continue;
      }
      items.push({ ...p, group: gi, x, line, width: w } as FlowItem);
      x += w + SPACE;
    }
  });
  if (dropped > 0) {
    // "+n" at the end of the last line, taking back items from its end until it fits.
    const last = maxLines - 1;
    for (;;) {
      const w = measure(`+${dropped}`) + 4;
      const onLast = items.filter((i) => i.line === last);
      const end = onLast.length ? Math.max(...onLast.map((i) => i.x + i.width)) + SPACE : 0;
      if (end + w <= width || onLast.length === 0) {
        items.push({ kind: 'more', group: -1, x: end, line: last, width: w, count: dropped });
        break;
      }
      dropped += pieces(items.pop()!);
    }
  }
  return items;
}
