/**
 * The board as one viewer sees it, drawn in SVG from the pack's board data:
 * territories (with their victory points and holder), locations with their
 * pieces by colour, territory tokens, destruction markers, Booker and
 * Elizabeth, the borders between locations and the Sky-Line routes.
 *
 * Locations are buttons: click, or focus one (arrow keys move between them)
 * and press Enter or Space; the panel then narrows the pending decision's
 * options to that location. Fires `rw-play-location` with `{ id }`.
 */
import { html, svg, nothing, type TemplateResult } from 'lit';
import { LightElement } from './light-element.ts';
import type { BoardLayout } from '../play/layout.ts';
import type { BoardView, LocationView, PieceGroup } from '../../../interpreter/columbia/display/board-model.ts';
import { structureOrder } from '../../../interpreter/columbia/display/board-model.ts';
import { flowPieces, textWidth, type Measure } from '../play/piece-flow.ts';
import { factionColour, playerColour, routeColour } from '../play/colours.ts';

/** How a location relates to the pending decision or the option in focus. */
export type LocationMark = 'option' | 'from' | 'to';

const STRUCTURE_LETTER: Record<string, string> = { stronghold: 'S', turret: 'T', alarm: 'A' };
/** Distance between two lines of pieces. */
const LINE = 16;
/**
 * Text widths in the browser's own font, so pieces wrap and names fit where
 * they are really drawn (an estimate is used where there is no canvas).
 */
function canvasMeasure(font: string): Measure {
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

/** Splits a name over two lines at a space near the middle when it is long. */
function nameLines(name: string, max = 19): string[] {
  if (name.length <= max) return [name];
  const words = name.split(' ');
  let best = [name];
  let bestScore = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(a.length, b.length);
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best.map((l) => (l.length > max + 4 ? `${l.slice(0, max + 2)}…` : l));
}

/** A group's pieces in words, for screen readers and tooltips. */
export function describeGroup(g: PieceGroup, ownerName: string): string {
  const parts: string[] = [];
  if (g.commons > 0) parts.push(`${g.commons} common${g.commons === 1 ? '' : 's'}`);
  parts.push(...g.figures);
  for (const kind of structureOrder()) {
    const n = g.structures[kind] ?? 0;
    if (n > 0) parts.push(`${n} ${kind}${n === 1 ? '' : 's'}`);
  }
  return `${ownerName} (${g.colourId.replace('-', ' ')}): ${parts.join(', ')}`;
}

export function describeLocation(l: LocationView, playerName: (id: string) => string): string {
  const parts = [`${l.number}. ${l.name}`];
  if (l.destroyed) parts.push('destroyed');
  if (l.controller) parts.push(`controlled by ${playerName(l.controller)}`);
  for (const g of l.groups) parts.push(describeGroup(g, playerName(g.owner)));
  if (l.token) parts.push(l.token.faceUp ? `territory token face up: combat ${l.token.combat}, ${l.token.eagles} eagles` : 'territory token face down');
  if (l.booker) parts.push('Booker is here');
  if (l.elizabeth) parts.push('Elizabeth is here');
  return parts.join('; ');
}

export class RwPlayBoard extends LightElement {
  static override properties = {
    view: { attribute: false },
    layout: { attribute: false },
    marks: { attribute: false },
    selected: { attribute: false },
    playerName: { attribute: false },
    focusId: { state: true },
    detailId: { state: true },
  };

  declare view: BoardView | undefined;
  declare layout: BoardLayout | undefined;
  declare marks: Record<string, LocationMark>;
  declare selected: string | null;
  declare playerName: (id: string) => string;
  /** The location that takes the tab stop (roving tabindex). */
  declare focusId: string | null;
  /** The location whose details are spelled out under the board (hovered or focused). */
  declare detailId: string | null;

  constructor() {
    super();
    this.view = undefined;
    this.layout = undefined;
    this.marks = {};
    this.selected = null;
    this.playerName = (id) => id;
    this.focusId = null;
    this.detailId = null;
  }

  private pieceMeasure: Measure | undefined;
  private nameMeasure: Measure | undefined;

  /** The fonts of `.rw-piece-names` and `.rw-location-name` (play.css), on the page's font family. */
  private fontFamily(): string {
    return typeof getComputedStyle === 'function' ? getComputedStyle(this).fontFamily || 'sans-serif' : 'sans-serif';
  }

  private measurePiece(): Measure {
    return (this.pieceMeasure ??= canvasMeasure(`12px ${this.fontFamily()}`));
  }

  private measureName(): Measure {
    return (this.nameMeasure ??= canvasMeasure(`650 14px ${this.fontFamily()}`));
  }

  private activate(id: string): void {
    this.focusId = id;
    this.dispatchEvent(new CustomEvent('rw-play-location', { detail: { id }, bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent, id: string): void {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.activate(id);
      return;
    }
    const order = (this.view?.locations ?? []).map((l) => l.id);
    const i = order.indexOf(id);
    let next = -1;
    if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (i + 1) % order.length;
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (i - 1 + order.length) % order.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = order.length - 1;
    if (next < 0) return;
    e.preventDefault();
    this.focusId = order[next]!;
    void this.updateComplete.then(() => (this.querySelector(`[data-location="${this.focusId}"]`) as SVGGElement | null)?.focus());
  }

  private territories(): TemplateResult[] {
    const { view, layout } = this;
    if (!view || !layout) return [];
    return view.territories.map((t) => {
      const r = layout.territories[t.id];
      if (!r) return svg``;
      const held = t.holder !== null;
      const stroke = held ? factionColour(t.holder!) : '#c3cad6';
      return svg`<g class="rw-territory" data-territory=${t.id}>
        <rect x=${r.x} y=${r.y} width=${r.width} height=${r.height} rx="18" fill=${held ? 'rgba(255,255,255,0.9)' : '#f1f3f7'} stroke=${stroke} stroke-width=${held ? 4 : 1.5}></rect>
        <text x=${r.x + 14} y=${r.y + 20} class="rw-territory-label"><tspan class="rw-territory-letter">${t.letter}</tspan> ${t.name} · ${t.victoryPoints} VP</text>
        ${held ? svg`<text x=${r.x + r.width - 12} y=${r.y + 20} text-anchor="end" class="rw-territory-holder" fill=${stroke}>held: ${this.factionLabel(t.holder!)}</text>` : nothing}
      </g>`;
    });
  }

  private factionLabel(id: string): string {
    return id
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
  }

  private lines(): TemplateResult[] {
    const { view, layout } = this;
    if (!view || !layout) return [];
    const at = (id: string) => layout.locations[id];
    const out: TemplateResult[] = [];
    for (const [a, b] of view.borders) {
      const p = at(a);
      const q = at(b);
      if (!p || !q) continue;
      out.push(svg`<line class="rw-border-line" x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}></line>`);
    }
    view.skyLines.forEach((s, k) => {
      const pts = s.spaces.map(at).filter((p) => p !== undefined);
      if (pts.length < 2) return;
      // Each route a little apart from the others, so shared stretches stay readable.
      const off = (k - (view.skyLines.length - 1) / 2) * 5;
      out.push(
        svg`<polyline class="rw-skyline" data-skyline=${s.id} points=${pts.map((p) => `${p!.x + off},${p!.y + off}`).join(' ')} stroke=${routeColour(k)}><title>${s.name}</title></polyline>`,
      );
    });
    return out;
  }

  private skyLineMarkers(l: LocationView, x: number, y: number): TemplateResult[] {
    const view = this.view!;
    const out: TemplateResult[] = [];
    let slot = 0;
    view.skyLines.forEach((s, k) => {
      s.spaces.forEach((id, i) => {
        if (id !== l.id) return;
        const cx = x + this.layout!.box.width - 14 - slot * 20;
        const cy = y - 1;
        slot++;
        out.push(svg`<g class="rw-skyline-space" data-skyline-space=${`${s.id}:${i + 1}`}>
          <title>${s.name}, space ${i + 1} of ${s.spaces.length}</title>
          <rect x=${cx - 9} y=${cy - 8} width="18" height="16" rx="4" fill=${routeColour(k)}></rect>
          <text x=${cx} y=${cy + 4} text-anchor="middle" class="rw-skyline-space-number">${i + 1}</text>
        </g>`);
      });
    });
    return out;
  }

  /** The pieces of a location, flowed into lines from (x, first baseline). */
  private pieces(l: LocationView, x: number, baseline: number, width: number, lines: number): TemplateResult[] {
    const items = flowPieces(l.groups, width, lines, this.measurePiece());
    return items.map((it) => {
      const y = baseline + it.line * LINE;
      const ix = x + it.x;
      if (it.kind === 'more') return svg`<text class="rw-piece-more" x=${ix} y=${y}>+${it.count}</text>`;
      const g = l.groups[it.group]!;
      const colour = playerColour(g.colourId);
      if (it.kind === 'commons') {
        return svg`<g class="rw-piece-commons" data-colour=${g.colourId}><title>${describeGroup(g, this.playerName(g.owner))}</title>
          <circle cx=${ix + 8} cy=${y - 4} r="8" fill=${colour.fill} stroke="#1d2330" stroke-width="0.8"></circle>
          <text x=${ix + 8} y=${y} text-anchor="middle" class="rw-piece-count" fill=${colour.ink}>${it.count > 0 ? it.count : ''}</text></g>`;
      }
      if (it.kind === 'structure') {
        return svg`<g class="rw-structure" data-structure=${it.structure} data-colour=${g.colourId}><title>${it.count} ${it.structure}${it.count > 1 ? 's' : ''} (${this.playerName(g.owner)})</title>
          <rect x=${ix} y=${y - 11} width="22" height="14" rx="2" fill=${colour.fill} stroke="#1d2330" stroke-width="0.8"></rect>
          <text x=${ix + 11} y=${y} text-anchor="middle" class="rw-structure-text" fill=${colour.ink}>${STRUCTURE_LETTER[it.structure] ?? it.structure[0]}${it.count > 1 ? it.count : ''}</text></g>`;
      }
      return svg`<text class="rw-piece-names" data-colour=${g.colourId} x=${ix} y=${y} textLength=${it.width < this.measurePiece()(it.text) ? it.width : nothing} lengthAdjust="spacingAndGlyphs">${it.text}</text>`;
    });
  }

  private location(l: LocationView): TemplateResult {
    const layout = this.layout!;
    const p = layout.locations[l.id];
    if (!p) return svg``;
    const { width: w, height: h } = layout.box;
    const x = p.x - w / 2;
    const y = p.y - h / 2;
    const mark = this.marks[l.id];
    const controller = l.controller ? playerColour(l.controller).fill : null;
    const names = nameLines(l.name, 16);
    const top = y + (names.length === 2 ? 55 : 41);
    const lines = Math.max(1, Math.floor((y + h - 5 - top) / LINE) + 1);
    const badges: TemplateResult[] = [];
    let by = y + (names.length === 2 ? 52 : 38) + 2;
    const bx = x + w - 15;
    if (l.token) {
      badges.push(
        l.token.faceUp
          ? svg`<g class="rw-token rw-token-up"><title>Territory token, face up: combat ${l.token.combat}, ${l.token.eagles} eagles</title>
              <rect x=${bx - 12} y=${by - 11} width="24" height="22" rx="3"></rect>
              <text x=${bx} y=${by - 1} text-anchor="middle" class="rw-token-combat">${l.token.combat}</text>
              <text x=${bx} y=${by + 8.5} text-anchor="middle" class="rw-token-eagles">$${l.token.eagles}</text></g>`
          : svg`<g class="rw-token rw-token-down"><title>Territory token, face down</title>
              <rect x=${bx - 12} y=${by - 11} width="24" height="22" rx="3"></rect>
              <text x=${bx} y=${by + 5} text-anchor="middle">?</text></g>`,
      );
      by += 25;
    }
    const figureBadge = (cls: string, letter: string, title: string) => {
      const cx = badges.length > 0 && by > y + h - 12 ? bx - 26 : bx;
      const cy = by > y + h - 12 ? by - 25 : by;
      badges.push(svg`<g class=${cls}><title>${title}</title><circle cx=${cx} cy=${cy} r="10.5"></circle><text x=${cx} y=${cy + 4.5} text-anchor="middle">${letter}</text></g>`);
      if (by <= y + h - 12) by += 23;
    };
    if (l.booker) figureBadge('rw-booker', 'B', 'Booker');
    if (l.elizabeth) figureBadge('rw-elizabeth', 'E', 'Elizabeth');
    const rowWidth = w - 14 - (badges.length > 0 ? 30 : 0);
    const tabStop = (this.focusId ?? this.selected ?? this.view!.locations[0]?.id) === l.id;
    return svg`<g
      class="rw-location ${mark ? `rw-mark-${mark}` : ''} ${this.selected === l.id ? 'rw-selected' : ''} ${l.destroyed ? 'rw-destroyed' : ''}"
      data-location=${l.id}
      role="button"
      tabindex=${tabStop ? 0 : -1}
      aria-label=${describeLocation(l, this.playerName)}
      @click=${() => this.activate(l.id)}
      @keydown=${(e: KeyboardEvent) => this.onKey(e, l.id)}
      @focus=${() => ((this.focusId = l.id), (this.detailId = l.id))}
      @mouseenter=${() => (this.detailId = l.id)}
    >
      <title>${describeLocation(l, this.playerName)}</title>
      <rect class="rw-location-halo" x=${x - 5} y=${y - 5} width=${w + 10} height=${h + 10} rx="12"></rect>
      <rect class="rw-location-box" x=${x} y=${y} width=${w} height=${h} rx="8" stroke=${controller ?? '#98a2b3'} stroke-width=${controller ? 3 : 1.2}></rect>
      ${l.destroyed ? svg`<rect class="rw-destroyed-hatch" x=${x} y=${y} width=${w} height=${h} rx="8"></rect>` : nothing}
      <circle class="rw-location-number-bg" cx=${x + 15} cy=${y + 16} r="11"></circle>
      <text class="rw-location-number" x=${x + 15} y=${y + 20.5} text-anchor="middle">${l.number}</text>
      ${names.map((line, i) => {
        // Squeeze a name a little rather than let it run out of its box.
        const room = w - 31 - 8;
        const est = this.measureName()(line);
        return svg`<text class="rw-location-name" x=${x + 31} y=${y + 21 + i * 15} textLength=${est > room ? room : nothing} lengthAdjust="spacingAndGlyphs">${line}</text>`;
      })}
      ${this.pieces(l, x + 7, top, rowWidth, lines)}
      ${l.destroyed ? svg`<g class="rw-destruction-marker"><title>Destruction marker</title><rect x=${x + 6} y=${y + h - 19} width="78" height="15" rx="3"></rect><text x=${x + 45} y=${y + h - 7.5} text-anchor="middle">DESTROYED</text></g>` : nothing}
      ${badges}
      ${this.skyLineMarkers(l, x, y)}
    </g>`;
  }

  protected override render() {
    const { view, layout } = this;
    if (!view || !layout) return html`<p class="rw-muted rw-empty">No board.</p>`;
    const vb = layout.viewBox;
    const detail = this.detailId ? view.locations.find((l) => l.id === this.detailId) : undefined;
    const offBoard: string[] = [];
    if (!view.locations.some((l) => l.booker)) offBoard.push('Booker');
    if (!view.locations.some((l) => l.elizabeth)) offBoard.push('Elizabeth');
    return html`<figure class="rw-board" aria-label="The board">
      <svg viewBox=${`${vb.x} ${vb.y} ${vb.width} ${vb.height}`} preserveAspectRatio="xMidYMid meet" role="group" aria-label="Board: locations by territory">
        <defs>
          <pattern id="rw-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="rgba(179,50,43,0.08)"></rect>
            <line x1="0" y1="0" x2="0" y2="8" stroke="rgba(179,50,43,0.35)" stroke-width="3"></line>
          </pattern>
        </defs>
        ${this.territories()}
        <g class="rw-board-lines">${this.lines()}</g>
        ${view.locations.map((l) => this.location(l))}
      </svg>
      <figcaption class="rw-board-legend">
        ${view.skyLines.map((s, k) => html`<span class="rw-legend-item"><span class="rw-legend-skyline" style=${`--rw-route:${routeColour(k)}`}></span>${s.name}</span>`)}
        <span class="rw-legend-item"><span class="rw-legend-border"></span>border</span>
        <span class="rw-legend-item"><span class="rw-legend-token">?</span>token</span>
        <span class="rw-legend-item"><span class="rw-legend-badge rw-legend-booker">B</span>Booker</span>
        <span class="rw-legend-item"><span class="rw-legend-badge rw-legend-elizabeth">E</span>Elizabeth</span>
        <span class="rw-legend-item">S T A: stronghold, turret, alarm</span>
        ${offBoard.length ? html`<span class="rw-legend-item rw-muted">Off the board: ${offBoard.join(', ')}</span>` : nothing}
      </figcaption>
      <p class="rw-board-detail" aria-live="polite">${detail ? describeLocation(detail, this.playerName) : html`<span class="rw-muted">Point at or focus a location for everything on it; arrow keys move between locations, Enter shows the options about it.</span>`}</p>
    </figure>`;
  }
}

customElements.define('rw-play-board', RwPlayBoard);

declare global {
  interface HTMLElementTagNameMap {
    'rw-play-board': RwPlayBoard;
  }
}
