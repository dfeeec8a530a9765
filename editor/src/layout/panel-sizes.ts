/**
 * The shell's panel sizes (issue 26, finding 7: play-as-you-write): the tree's
 * width, the side panel's width (card preview, test-play, balance) and the
 * problems' height, each collapsible, remembered per side panel (test-play
 * wants a wide side and the tree out of the way; the card preview a narrow
 * one) in localStorage. Pure: sizes in, sizes out; the splitters and the
 * storage live in panel-layout-controller.ts.
 */

export type SideMode = 'card' | 'test-play' | 'balance';
export type Panel = 'tree' | 'side' | 'problems';

export interface PanelSize {
  /** Width (tree, side) or height (problems) in CSS pixels, when open. */
  size: number;
  collapsed: boolean;
}

export type PanelSizes = Record<Panel, PanelSize>;
export type Layouts = Record<SideMode, PanelSizes>;

/** What a collapsed panel keeps: a rail with its name (tree, side), the header with the counts (problems). */
export const COLLAPSED: Record<Panel, number> = { tree: 28, side: 28, problems: 31 };
export const SPLITTER = 6;
/** The editor never goes below this width or height: the file stays readable whatever the panels do. */
export const EDITOR_MIN = { width: 320, height: 160 };
const MIN: Record<Panel, number> = { tree: 160, side: 260, problems: 80 };

/**
 * The first layout of each side panel for a window `width` wide: the card
 * preview beside the tree; test-play with the tree folded to its rail so the
 * board and the editor share the window (at 1440x900: editor ~640 px, board
 * ~760 px); balance half the window.
 */
export function defaultLayouts(width: number): Layouts {
  const problems = { size: 190, collapsed: false };
  return {
    card: { tree: { size: 280, collapsed: false }, side: { size: 340, collapsed: false }, problems },
    'test-play': { tree: { size: 240, collapsed: true }, side: { size: Math.round(width * 0.53), collapsed: false }, problems: { size: 150, collapsed: false } },
    balance: { tree: { size: 240, collapsed: true }, side: { size: Math.round(width * 0.5), collapsed: false }, problems: { size: 150, collapsed: false } },
  };
}

/** A stored layout read back: anything missing or malformed falls back to the default, panel by panel. */
export function readLayouts(stored: string | null, width: number): Layouts {
  const layouts = defaultLayouts(width);
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : undefined;
  } catch {
    return layouts;
  }
  if (typeof parsed !== 'object' || parsed === null) return layouts;
  for (const mode of Object.keys(layouts) as SideMode[]) {
    const m = (parsed as Record<string, unknown>)[mode];
    if (typeof m !== 'object' || m === null) continue;
    for (const panel of ['tree', 'side', 'problems'] as Panel[]) {
      const p = (m as Record<string, unknown>)[panel] as Partial<PanelSize> | undefined;
      if (p && typeof p.size === 'number' && Number.isFinite(p.size) && typeof p.collapsed === 'boolean') layouts[mode][panel] = { size: p.size, collapsed: p.collapsed };
    }
  }
  return layouts;
}

/** The pixel sizes to draw in a window of `width` x `height`: each panel within its bounds, the editor never squeezed out. */
export function fitted(sizes: PanelSizes, width: number, height: number): Record<Panel, number> {
  const tree = sizes.tree.collapsed ? COLLAPSED.tree : clamp(sizes.tree.size, MIN.tree, Math.max(MIN.tree, width * 0.4));
  const sideRoom = width - tree - 2 * SPLITTER - EDITOR_MIN.width;
  const side = sizes.side.collapsed ? COLLAPSED.side : clamp(sizes.side.size, MIN.side, Math.max(MIN.side, sideRoom));
  const problemsRoom = height - 44 - SPLITTER - EDITOR_MIN.height;
  const problems = sizes.problems.collapsed ? COLLAPSED.problems : clamp(sizes.problems.size, MIN.problems, Math.max(MIN.problems, problemsRoom));
  return { tree, side, problems };
}

/** A splitter dragged by `delta` pixels (right/down positive): the new open size of its panel. */
export function dragged(panel: Panel, start: number, delta: number): number {
  // The side panel sits right of its splitter and the problems below theirs: dragging towards them shrinks them.
  const size = panel === 'tree' ? start + delta : start - delta;
  return Math.max(MIN[panel], Math.round(size));
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.round(Math.min(Math.max(v, lo), hi));
}
