/**
 * A Lit ReactiveController for the shell's resizable, collapsible panels:
 * keeps the sizes of each side panel's layout (panel-sizes.ts), remembers
 * them in localStorage, follows the window's size, and drives the splitters
 * (drag with the pointer, arrow keys when focused, double-click to fold).
 * The host renders `gridStyle()` on its grid and `splitter(panel)` between panels.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { dragged, fitted, readLayouts, type Layouts, type Panel, type SideMode } from './panel-sizes.ts';

const STORAGE_KEY = 'rulewright.layout.v1';
const KEY_STEP = 24;

const PANEL_NAMES: Record<Panel, string> = { tree: 'content tree', side: 'side panel', problems: 'problems' };

export class PanelLayoutController implements ReactiveController {
  private layouts: Layouts;
  private width = window.innerWidth;
  private height = window.innerHeight;

  constructor(
    private readonly host: ReactiveControllerHost,
    /** The side panel shown now: each has its own layout. */
    private readonly mode: () => SideMode,
    private readonly storage: Storage = window.localStorage,
  ) {
    this.layouts = readLayouts(storage.getItem(STORAGE_KEY), this.width);
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('resize', this.onResize);
  }

  hostDisconnected(): void {
    window.removeEventListener('resize', this.onResize);
  }

  private onResize = () => {
    this.width = window.innerWidth;
    this.height = window.innerHeight;
    this.host.requestUpdate();
  };

  /** Whether a panel of the current layout is folded. */
  collapsed(panel: Panel): boolean {
    return this.layouts[this.mode()][panel].collapsed;
  }

  /** Folds or unfolds a panel of the current layout. */
  toggle(panel: Panel, collapsed = !this.collapsed(panel)): void {
    const sizes = this.layouts[this.mode()];
    sizes[panel] = { ...sizes[panel], collapsed };
    this.changed();
  }

  /** The pixel sizes drawn now. */
  sizes(): Record<Panel, number> {
    return fitted(this.layouts[this.mode()], this.width, this.height);
  }

  /** The grid's tracks: tree | splitter | editor | splitter | side, and header / editor / splitter / problems. */
  gridStyle(): string {
    const s = this.sizes();
    const gap = (panel: Panel) => (this.collapsed(panel) ? 0 : 6);
    return `grid-template-columns: ${s.tree}px ${gap('tree')}px minmax(0, 1fr) ${gap('side')}px ${s.side}px; grid-template-rows: 44px minmax(0, 1fr) ${gap('problems')}px ${s.problems}px;`;
  }

  /** The bar between a panel and the editor: drag it, or focus it and use the arrow keys; double-click folds the panel. */
  splitter(panel: Panel): TemplateResult {
    const vertical = panel !== 'problems';
    const s = this.sizes()[panel];
    return html`<div
      class="rw-splitter rw-splitter-${panel} ${vertical ? 'rw-splitter-v' : 'rw-splitter-h'}"
      role="separator"
      tabindex="0"
      aria-orientation=${vertical ? 'vertical' : 'horizontal'}
      aria-label=${`Resize the ${PANEL_NAMES[panel]}`}
      aria-valuenow=${s}
      ?hidden=${this.collapsed(panel)}
      @pointerdown=${(e: PointerEvent) => this.startDrag(panel, e)}
      @keydown=${(e: KeyboardEvent) => this.onKey(panel, e)}
      @dblclick=${() => this.toggle(panel, true)}
    ></div>`;
  }

  private startDrag(panel: Panel, e: PointerEvent): void {
    if (e.button !== 0) return;
    e.preventDefault();
    const bar = e.currentTarget as HTMLElement;
    bar.setPointerCapture(e.pointerId);
    const from = panel === 'problems' ? e.clientY : e.clientX;
    const start = this.sizes()[panel];
    const sizes = this.layouts[this.mode()];
    bar.classList.add('rw-dragging');
    const move = (m: PointerEvent) => {
      sizes[panel] = { size: dragged(panel, start, (panel === 'problems' ? m.clientY : m.clientX) - from), collapsed: false };
      this.host.requestUpdate();
    };
    const up = () => {
      bar.removeEventListener('pointermove', move);
      bar.removeEventListener('pointerup', up);
      bar.removeEventListener('pointercancel', up);
      bar.classList.remove('rw-dragging');
      // The size the designer sees is the one kept (a drag past a bound stops at the bound).
      sizes[panel] = { size: this.sizes()[panel], collapsed: false };
      this.changed();
    };
    bar.addEventListener('pointermove', move);
    bar.addEventListener('pointerup', up);
    bar.addEventListener('pointercancel', up);
  }

  private onKey(panel: Panel, e: KeyboardEvent): void {
    const grow = { tree: 'ArrowRight', side: 'ArrowLeft', problems: 'ArrowUp' }[panel];
    const shrink = { tree: 'ArrowLeft', side: 'ArrowRight', problems: 'ArrowDown' }[panel];
    if (e.key !== grow && e.key !== shrink) return;
    e.preventDefault();
    const sizes = this.layouts[this.mode()];
    sizes[panel] = { size: Math.max(0, this.sizes()[panel] + (e.key === grow ? KEY_STEP : -KEY_STEP)), collapsed: false };
    sizes[panel] = { size: this.sizes()[panel], collapsed: false };
    this.changed();
  }

  private changed(): void {
    this.storage.setItem(STORAGE_KEY, JSON.stringify(this.layouts));
    this.host.requestUpdate();
  }
}
