/**
 * Keeps a board drawn from printed places (a city of many small boxes)
 * whole in view in its scrolling panel: its drawing is given the height
 * left below its top when the panel is scrolled to the top, so the designer
 * sees every space without scrolling; where that would draw its names
 * smaller than `PLACED_MIN_NAME_PX`, as large as the panel's width gives (a
 * smaller window scrolls rather than shrink them past reading).
 *
 * A Lit ReactiveController on the board element: it fits after each of the
 * board's updates, and when the board, the panel or what sits beside the
 * board changes size.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PLACED_TYPE, type BoardLayout } from './layout.ts';

/** The smallest type a name on such a board is drawn in, in CSS pixels, to bring the whole board into view. */
export const PLACED_MIN_NAME_PX = 8;
/** Room kept under the drawing, in CSS pixels. */
const BELOW = 6;

/** The nearest ancestor that scrolls its content up and down. */
function scroller(el: Element): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if (y === 'auto' || y === 'scroll') return p;
  }
  return null;
}

/**
 * The drawing's height: the room below its top (`room`), never more than
 * the width gives (`natural`). When the room would draw names smaller than
 * `PLACED_MIN_NAME_PX`, the board cannot be whole in view and readable at
 * once: it takes the panel's width (the panel scrolls, as at 1280x800).
 */
export function fittedHeight(room: number, width: number, viewBox: { width: number; height: number }): number {
  const natural = (width * viewBox.height) / viewBox.width;
  const floor = (viewBox.height * PLACED_MIN_NAME_PX) / PLACED_TYPE.name;
  return Math.floor(room >= floor ? Math.min(natural, room) : natural);
}

export class BoardFit implements ReactiveController {
  private observer: ResizeObserver | null = null;
  private frame = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly layout: () => BoardLayout | undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (typeof ResizeObserver === 'undefined') return;
    this.observer = new ResizeObserver(this.schedule);
    this.observer.observe(this.host);
    // The decision above the board grows and shrinks with each decision: the board's top moves.
    for (const el of this.host.parentElement?.children ?? []) if (el !== this.host) this.observer.observe(el);
    const panel = scroller(this.host);
    if (panel) this.observer.observe(panel);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  hostUpdated(): void {
    this.schedule();
  }

  private schedule = (): void => {
    if (this.frame || typeof requestAnimationFrame === 'undefined') return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.fit();
    });
  };

  private fit(): void {
    const svg = this.host.querySelector<SVGSVGElement>(':scope > figure > svg');
    if (!svg) return;
    const layout = this.layout();
    const panel = scroller(this.host);
    if (!layout?.placed || !panel) {
      if (svg.style.maxHeight) svg.style.maxHeight = '';
      return;
    }
    // The drawing's top as it stands when the panel is scrolled to the top.
    const top = svg.getBoundingClientRect().top - panel.getBoundingClientRect().top - panel.clientTop + panel.scrollTop;
    const height = fittedHeight(panel.clientHeight - top - BELOW, svg.clientWidth, layout.viewBox);
    if (svg.style.maxHeight !== `${height}px`) svg.style.maxHeight = `${height}px`;
  }
}
