/**
 * Lays out the pieces on one board node as lines of small items inside the
 * node's box: one owner (and look) to a line: `count` pieces as a disc with
 * their number, `block` pieces as a labelled chip, then the `name` pieces
 * (a pawn and the name),
 * wrapping to the next line when the box is full. What does not fit becomes
 * "+n" so nothing is silently dropped (the box's tooltip lists everything).
 */
import type { BoardPiece } from '../../../interpreter/game/index.ts';

/** One item drawn: `piece` is its index in the node's pieces (-1 for "+n"). */
export type FlowItem =
  | { kind: 'count'; piece: number; x: number; line: number; width: number; count: number }
  | { kind: 'block'; piece: number; x: number; line: number; width: number; label: string; count: number }
  | { kind: 'name'; piece: number; x: number; line: number; width: number; text: string; pawn: boolean }
  | { kind: 'more'; piece: number; x: number; line: number; width: number; count: number };

/** Measures a text in the board's piece font, in board units (12 px text). */
export type Measure = (text: string) => number;

/** An estimate of a text's width in the piece font, for when nothing can measure (Node). */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[MW]/.test(ch) ? 11 : /[A-Z]/.test(ch) ? 8 : /[il.,' ]/.test(ch) ? 3.6 : /[mw]/.test(ch) ? 9.5 : 6.6;
  return w;
}

const DISC = 18;
/** A named figure is drawn as a pawn before its name. */
export const PAWN = 11;

/** How many pieces an item stands for. */
function pieces(i: FlowItem): number {
  return i.kind === 'name' ? 1 : i.count;
}
const CHIP = 24;
const SPACE = 5;

/** The pieces' runs: consecutive pieces of one owner and look share a line. */
function runs(list: readonly BoardPiece[]): number[][] {
  const out: number[][] = [];
  let key: string | null = null;
  list.forEach((p, i) => {
    const k = `${p.owner ?? ''}|${p.look ?? p.owner ?? ''}`;
    if (k !== key || out.length === 0) out.push([]);
    key = k;
    out[out.length - 1]!.push(i);
  });
  return out;
}

/** The pieces flowed into `maxLines` lines of `width`; the first line starts at `indent` (after a name on that line). */
export function flowPieces(list: readonly BoardPiece[], width: number, maxLines: number, measure: Measure = textWidth, indent = 0): FlowItem[] {
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
  for (const run of runs(list)) {
    line++;
    x = line === 0 ? indent : 0;
    for (const i of run) {
      const p = list[i]!;
      const kind = p.kind ?? 'name';
      // A figure: its pawn, then its name; a plain name alone.
      const text = p.label;
      const w = kind === 'count' ? DISC : kind === 'block' ? CHIP : Math.min((kind === 'figure' ? PAWN : 0) + measure(text), width);
      const count = p.count ?? 1;
      if (!place(w)) {
        dropped += kind === 'name' || kind === 'figure' ? 1 : count;
        continue;
      }
      if (kind === 'count') items.push({ kind, piece: i, x, line, width: w, count });
      else if (kind === 'block') items.push({ kind, piece: i, x, line, width: w, label: p.label, count });
      else items.push({ kind: 'name', piece: i, x, line, width: w, text, pawn: kind === 'figure' });
      x += w + SPACE;
    }
  }
  if (dropped > 0) {
    // "+n" at the end of the last line, taking back items from its end until it fits.
    const last = maxLines - 1;
    for (;;) {
      const w = measure(`+${dropped}`) + 4;
      const onLast = items.filter((i) => i.line === last);
      const end = onLast.length ? Math.max(...onLast.map((i) => i.x + i.width)) + SPACE : 0;
      if (end + w <= width || onLast.length === 0) {
        items.push({ kind: 'more', piece: -1, x: end, line: last, width: w, count: dropped });
        break;
      }
      dropped += pieces(items.pop()!);
    }
  }
  return items;
}
