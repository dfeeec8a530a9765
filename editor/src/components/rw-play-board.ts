/**
 * A game's board as one viewer sees it, drawn in SVG from the module's
 * board picture (game/hooks.ts `BoardPicture`, from `engine.view`): groups
 * (areas of the board, with their note and holder), nodes with their
 * pieces by owner, badges (tokens, figures), marks (destroyed, closed), the
 * edges between nodes and the routes through them.
 *
 * Nodes are buttons: click, or focus one (arrow keys move between them) and
 * press Enter or Space; the panel then narrows the pending decision's
 * options to that node. Fires `rw-play-location` with `{ id }`.
 *
 * A piece the decision can move is a button too (Tab reaches it): click it
 * or press Enter or Space to pick it up (`rw-play-piece`); with a piece in
 * hand (`holding`) only the places marked for it take the tab stop, arrow
 * keys or Tab go between them, Enter puts it down there, Escape cancels
 * (`rw-play-cancel-move`).
 */
import { html, svg, nothing, type TemplateResult } from 'lit';
import { LightElement } from './light-element.ts';
import { boxSize, placedNameRoom, PLACED_TYPE, type BoardLayout } from '../play/layout.ts';
import { SQUEEZE, wrapWords } from '../play/wrap-text.ts';
import type { BoardNode, BoardPicture, BoardPiece, BoardTrack, GroupTrack } from '../../../interpreter/game/index.ts';
import { flowPieces, PAWN, type FlowItem, type Measure } from '../play/piece-flow.ts';
import { canvasMeasure } from '../play/canvas-measure.ts';
import { BoardFit } from '../play/board-fit.ts';
import { routeColour, type SeatColour } from '../play/colours.ts';
import type { NodeMark } from '../play/board-moves.ts';

/** How a node relates to the pending decision, the option in focus or the piece in hand. */
export type LocationMark = NodeMark;

/** Distance between two lines of pieces. */
const LINE = 16;
/** Type sizes on a board laid out from printed places (its boxes hold every name whole, wrapped; not bold: narrower). */
const COMPACT = { name: PLACED_TYPE.name, piece: PLACED_TYPE.piece } as const;
/** Smaller and smaller type for a box on such a board whose name and pieces do not fit it: never cut. */
const PLACED_SHRINK = [1, 0.9, 0.8, 0.7, 0.6] as const;

/** `text`, cut short with "…" when even squeezed (by `squeeze`) it would not fit `room` (a board from groups and edges; the tooltip and the detail line say it whole). */
function fitText(text: string, room: number, measure: Measure, squeeze = SQUEEZE): string {
  if (measure(text) <= room * squeeze) return text;
  let t = text;
  while (t.length > 1 && measure(`${t}…`) > room * squeeze) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}
/** What a box of a board from printed places shows, and in what type size (`RwPlayBoard.placedContent`). */
interface PlacedContent {
  scale: number;
  names: string[];
  list: BoardPiece[];
  origin: number[];
  items: FlowItem[];
  /** The pieces start on the name's last line. */
  inline: boolean;
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

/** "Blue Founders'", "Red Vox Populi's". */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** A piece in words, for screen readers and tooltips. */
function pieceWords(p: BoardPiece): string {
  if (p.title) return p.title;
  return p.count !== undefined && p.count !== 1 ? `${p.count} ${p.label}` : p.label;
}

/**
 * A node's pieces with each long name broken into lines that fit `room` (one
 * piece a line; the first piece's first line: `first`), and which piece each
 * came from.
 */
function wrapPieceNames(list: readonly BoardPiece[], room: number, measure: Measure, first = room): { list: BoardPiece[]; origin: number[] } {
  const out: BoardPiece[] = [];
  const origin: number[] = [];
  list.forEach((p, i) => {
    const lines = (p.kind ?? 'name') === 'name' ? wrapWords(p.label, room, measure, SQUEEZE, i === 0 ? first : room) : [p.label];
    for (const text of lines) {
      out.push(lines.length > 1 ? { ...p, label: text, title: pieceWords(p) } : p);
      origin.push(i);
    }
  });
  return { list: out, origin };
}

/** Everything on a node, in words: the game's own description, or one built from the picture. */
export function describeNode(n: BoardNode, playerName: (id: string) => string): string {
  if (n.description) return n.description;
  const parts = [n.number !== undefined ? `${n.number}. ${n.label}` : n.label];
  parts.push(...(n.marks ?? []));
  if (n.owner) parts.push(`controlled by ${playerName(n.owner)}`);
  const byOwner = new Map<string, string[]>();
  for (const p of n.pieces ?? []) {
    if ((p.kind === 'count' || p.kind === 'block') && p.count === 0) continue;
    const who = p.owner ?? '';
    (byOwner.get(who) ?? byOwner.set(who, []).get(who)!).push(pieceWords(p));
  }
  for (const [who, list] of byOwner) parts.push(`${who ? `${playerName(who)}: ` : ''}${list.join(', ')}`);
  for (const b of n.badges ?? []) parts.push(b.title);
  return parts.join('; ');
}

export class RwPlayBoard extends LightElement {
  static override properties = {
    view: { attribute: false },
    layout: { attribute: false },
    marks: { attribute: false },
    movable: { attribute: false },
    selected: { attribute: false },
    playerName: { attribute: false },
    colour: { attribute: false },
    holding: { attribute: false },
    focusId: { state: true },
    detailId: { state: true },
  };

  /** The board picture to draw. */
  declare view: BoardPicture | undefined;
  declare layout: BoardLayout | undefined;
  declare marks: Record<string, LocationMark>;
  /** Ids of the pieces the pending decision can move (module's `optionMove`): they are drawn as things to click. */
  declare movable: ReadonlySet<string>;
  declare selected: string | null;
  declare playerName: (id: string) => string;
  /** A player's or side's colour (play/colours.ts `seatColours`). */
  declare colour: (id: string) => SeatColour;
  /** The name of the piece in hand (picked up to be moved), or null. */
  declare holding: string | null;
  /** The node that takes the tab stop (roving tabindex). */
  declare focusId: string | null;
  /** The node whose details are spelled out under the board (hovered or focused). */
  declare detailId: string | null;

  constructor() {
    super();
    // A board from printed places: its drawing as tall as the panel has room for (board-fit.ts; it hooks itself on).
    new BoardFit(this, () => this.layout);
    this.view = undefined;
    this.layout = undefined;
    this.marks = {};
    this.movable = new Set();
    this.selected = null;
    this.playerName = (id) => id;
    this.colour = () => ({ fill: '#6b7280', ink: '#ffffff' });
    this.holding = null;
    this.focusId = null;
    this.detailId = null;
  }

  /** Moves the keyboard focus to the first place marked for the piece in hand. */
  async focusDestination(): Promise<void> {
    await this.updateComplete;
    const to = this.querySelector<SVGGElement>('[data-location].rw-mark-to');
    if (to) {
      this.focusId = to.dataset['location'] ?? null;
      to.focus();
    }
  }

  /** Moves the keyboard focus back to a piece (after a move is cancelled). */
  async focusPiece(node: string, ids: readonly string[]): Promise<void> {
    await this.updateComplete;
    const at = this.querySelector(`[data-location="${node}"]`);
    const piece = [...(at?.querySelectorAll<SVGGElement>('.rw-movable') ?? [])].find((g) => g.dataset['piece'] === ids.join(' '));
    (piece ?? (at as SVGGElement | null))?.focus();
  }

  private cancelMove(): void {
    this.dispatchEvent(new CustomEvent('rw-play-cancel-move', { bubbles: true, composed: true }));
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

  private compactMeasures: { piece: Measure; name: Measure } | undefined;

  /** The larger type of a board laid out from printed places (`.rw-board-placed` in play.css). */
  private compactMeasure(): { piece: Measure; name: Measure } {
    return (this.compactMeasures ??= { piece: canvasMeasure(`500 ${COMPACT.piece}px ${this.fontFamily()}`), name: canvasMeasure(`500 ${COMPACT.name}px ${this.fontFamily()}`) });
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
    if (e.key === 'Escape' && this.holding !== null) {
      e.preventDefault();
      this.cancelMove();
      return;
    }
    // With a piece in hand the keys go between the places it may go (and where it is).
    const all = (this.view?.nodes ?? []).map((l) => l.id);
    const order = this.holding !== null ? all.filter((n) => this.marks[n] === 'to' || n === id) : all;
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

  private groups(): TemplateResult[] {
    const { view, layout } = this;
    if (!view || !layout) return [];
    return view.groups.map((t) => {
      const r = layout.territories[t.id];
      if (!r) return svg``;
      const held = t.owner !== undefined && t.owner !== null;
      const stroke = held ? this.colour(t.owner!).fill : '#c3cad6';
      return svg`<g class="rw-territory" data-territory=${t.id}>
        <rect x=${r.x} y=${r.y} width=${r.width} height=${r.height} rx="18" fill=${held ? 'rgba(255,255,255,0.9)' : '#f1f3f7'} stroke=${stroke} stroke-width=${held ? 4 : 1.5}></rect>
        <text x=${layout.titles?.[t.id]?.x ?? r.x + 14} y=${layout.titles?.[t.id]?.y ?? r.y + 20} class="rw-territory-label">${t.label}</text>
        ${t.note ? svg`<text x=${r.x + r.width - 12} y=${r.y + 20} text-anchor="end" class="rw-territory-holder" fill=${stroke}>${t.note}</text>` : nothing}
        ${t.track ? this.groupTrack(t.track, r.x + r.width - 8, r.y + 5) : nothing}
      </g>`;
    });
  }

  /** A group's small track (a district's attacks): `of` boxes ending at (right, top), `filled` of them dark. */
  private groupTrack(track: GroupTrack, right: number, top: number): TemplateResult {
    const size = 15;
    const step = size + 3;
    const x0 = right - track.of * step;
    return svg`<g class="rw-group-track" data-filled=${track.filled} role="img" aria-label=${track.title}><title>${track.title}</title>
      ${Array.from({ length: track.of }, (_, k) => svg`<rect class=${k < track.filled ? 'rw-group-track-taken' : 'rw-group-track-free'} x=${x0 + k * step} y=${top} width=${size} height=${size} rx="2"></rect>`)}
    </g>`;
  }

  private lines(): TemplateResult[] {
    const { view, layout } = this;
    if (!view || !layout) return [];
    const at = (id: string) => layout.locations[id];
    const points = (pts: readonly { x: number; y: number }[]) => pts.map((p) => `${p.x},${p.y}`).join(' ');
    const out: TemplateResult[] = [];
    for (const e of view.edges) {
      // Routed around the boxes (edge-routes.ts) when the layout has it; else straight between the centres.
      const routed = layout.lines?.[`${e.from}|${e.to}`] ?? layout.lines?.[`${e.to}|${e.from}`];
      const p = at(e.from);
      const q = at(e.to);
      if (!p || !q) continue;
      const pts = routed && routed.length >= 2 ? routed : [p, q];
      out.push(svg`<polyline class="rw-border-line" data-kind=${e.kind ?? nothing} data-edge=${`${e.from}|${e.to}`} points=${points(pts)}></polyline>`);
    }
    const routes = view.routes ?? [];
    routes.forEach((s, k) => {
      const legs: string[] = [];
      for (let i = 0; i + 1 < s.nodes.length; i++) {
        const routed = layout.lines?.[`${s.id}#${i}`];
        const p = at(s.nodes[i]!);
        const q = at(s.nodes[i + 1]!);
        if (!p || !q) continue;
        legs.push(points(routed && routed.length >= 2 ? routed : [p, q]));
      }
      for (const leg of legs) out.push(svg`<polyline class="rw-skyline" data-skyline=${s.id} points=${leg} stroke=${routeColour(k)}><title>${s.label}</title></polyline>`);
    });
    return out;
  }

  private routeStops(l: BoardNode, x: number, y: number): TemplateResult[] {
    const out: TemplateResult[] = [];
    let slot = 0;
    (this.view!.routes ?? []).forEach((s, k) => {
      s.nodes.forEach((id, i) => {
        if (id !== l.id) return;
        const cx = x + boxSize(this.layout!, l.id).width - 14 - slot * 20;
        const cy = y - 1;
        slot++;
        out.push(svg`<g class="rw-skyline-space" data-skyline-space=${`${s.id}:${i + 1}`}>
          <title>${s.label}, space ${i + 1} of ${s.nodes.length}</title>
          <rect x=${cx - 9} y=${cy - 8} width="18" height="16" rx="4" fill=${routeColour(k)}></rect>
          <text x=${cx} y=${cy + 4} text-anchor="middle" class="rw-skyline-space-number">${i + 1}</text>
        </g>`);
      });
    });
    return out;
  }

  /** The pieces of a node, flowed into lines from (x, first baseline). */
  private pieces(l: BoardNode, x: number, baseline: number, width: number, lines: number): TemplateResult[] {
    const list = l.pieces ?? [];
    const measure = this.measurePiece();
    return this.drawPieces(l, list, list.map((_, i) => i), flowPieces(list, width, lines, measure), x, baseline, LINE, measure, true);
  }

  /**
   * Flowed pieces (`items` of `list`, whose piece `origin[i]` of the node each
   * shows) from (x, first baseline), `line` apart; `cut`: a name too long even
   * squeezed ends in "…" (else it was wrapped to fit: `wrapPieceNames`).
   */
  private drawPieces(l: BoardNode, list: readonly BoardPiece[], origin: readonly number[], items: readonly FlowItem[], x: number, baseline: number, line: number, measure: Measure, cut: boolean): TemplateResult[] {
    return items.map((it) => {
      const y = baseline + it.line * line;
      const ix = x + it.x;
      if (it.kind === 'more') return svg`<text class="rw-piece-more" x=${ix} y=${y}>+${it.count}</text>`;
      const p = list[it.piece]!;
      const whole = (l.pieces ?? [])[origin[it.piece]!] ?? p;
      const look = p.look ?? p.owner ?? '';
      const colour = this.colour(look);
      const who = p.owner ? ` (${this.playerName(p.owner)})` : '';
      const movable = (p.ids ?? []).some((id) => this.movable.has(id));
      // A piece that can move: click it, then where it goes (the panel sends the option that makes that move).
      const name = p.kind === 'count' ? `${p.owner ? possessive(this.playerName(p.owner)) + ' ' : ''}${p.title?.replace(/^\d+ /, '').replace(/s$/, '') ?? p.label}` : whole.label;
      const pick = movable
        ? (e: Event) => {
            e.stopPropagation();
            this.dispatchEvent(new CustomEvent('rw-play-piece', { detail: { node: l.id, ids: p.ids ?? [], label: name }, bubbles: true, composed: true }));
          }
        : null;
      // The keyboard's way to the same: Tab to the piece, Enter or Space picks it up (again: puts it down), Escape cancels.
      const key = movable
        ? (e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') pick!(e);
            else if (e.key === 'Escape' && this.holding !== null) this.cancelMove();
            else return;
            e.preventDefault();
            e.stopPropagation();
          }
        : null;
      const label = movable ? `${name} at ${l.label}: ${this.holding === name ? 'in hand, Enter puts it down' : 'Enter picks it up to move'}` : nothing;
      const cls = movable ? 'rw-piece rw-movable' : 'rw-piece';
      if (it.kind === 'count') {
        return svg`<g class="${cls} rw-piece-commons" data-colour=${look} data-piece=${(p.ids ?? []).join(' ')} role=${movable ? 'button' : nothing} tabindex=${movable ? (this.holding === null ? 0 : -1) : nothing} aria-label=${label} @click=${pick ?? nothing} @keydown=${key ?? nothing}><title>${pieceWords(p)}${who}${movable ? ': click to move one, then click where it goes' : ''}</title>
          <circle cx=${ix + 8} cy=${y - 4} r="8" fill=${colour.fill} stroke="#1d2330" stroke-width="0.8"></circle>
          <text x=${ix + 8} y=${y} text-anchor="middle" class="rw-piece-count" fill=${colour.ink}>${it.count > 0 ? it.count : ''}</text></g>`;
      }
      if (it.kind === 'block') {
        return svg`<g class="rw-structure" data-structure=${p.label} data-colour=${look}><title>${pieceWords(p)}${who}</title>
          <rect x=${ix} y=${y - 11} width="22" height="14" rx="2" fill=${colour.fill} stroke="#1d2330" stroke-width="0.8"></rect>
          <text x=${ix + 11} y=${y} text-anchor="middle" class="rw-structure-text" fill=${colour.ink}>${p.label}${it.count > 1 ? it.count : ''}</text></g>`;
      }
      const pawn = it.pawn ? PAWN : 0;
      const room = it.width - pawn;
      return svg`<g class="${cls} ${it.pawn ? 'rw-figure' : 'rw-named'}" data-colour=${look} data-piece=${(p.ids ?? []).join(' ')} role=${movable ? 'button' : nothing} tabindex=${movable ? (this.holding === null ? 0 : -1) : nothing} aria-label=${label} @click=${pick ?? nothing} @keydown=${key ?? nothing}><title>${pieceWords(p)}${who}${movable ? ': click to move, then click where it goes' : ''}</title>
        ${it.pawn
          ? svg`<circle class="rw-pawn" cx=${ix + 4.5} cy=${y - 9} r="3.2" fill=${colour.fill}></circle>
            <path class="rw-pawn" d=${`M${ix} ${y + 1} L${ix + 2.6} ${y - 6} L${ix + 6.4} ${y - 6} L${ix + 9} ${y + 1} Z`} fill=${colour.fill}></path>`
          : nothing}
        ${((shown) => svg`<text class="rw-piece-names" fill=${colour.fill} x=${ix + pawn} y=${y} textLength=${room < measure(shown) ? room : nothing} lengthAdjust="spacingAndGlyphs">${shown}</text>`)(cut ? fitText(it.text, room, measure) : it.text)}</g>`;
    });
  }

  /**
   * What a box of a board from printed places shows: its name wrapped over
   * lines, then its pieces (long names wrapped too), in the largest of
   * `PLACED_SHRINK`'s type sizes (`scale`) at which all of it fits the box.
   * Where they fit no other way at a size, the pieces start on the name's
   * last line, after it (`inline`: "16 Tax" over "Collectors' Hall").
   */
  private placedContent(l: BoardNode, w: number, h: number): PlacedContent {
    const m = this.compactMeasure();
    const pieces = l.pieces ?? [];
    let out: PlacedContent | null = null;
    for (const scale of PLACED_SHRINK) {
      // The box as the smaller type sees it: larger by 1 / scale.
      const bw = w / scale;
      const width = bw - 12;
      const lines = Math.floor((h / scale - PLACED_TYPE.first - PLACED_TYPE.bottom) / PLACED_TYPE.line) + 1;
      const names = wrapWords(l.label, placedNameRoom(bw), m.name);
      // The name's last line ends here, in the pieces' frame (they start 6 in, the name 8 in; a space between).
      const indent = 8 + Math.min(m.name(names.at(-1)!), placedNameRoom(bw)) + 8 - 6;
      const firstWord = (pieces[0]?.kind ?? 'name') === 'name' ? (pieces[0]?.label.split(/\s+/)[0] ?? '') : '';
      for (const inline of [false, true]) {
        // Inline only when the first piece's first word fits after the name (else it would be split there).
        if (inline && (pieces.length === 0 || m.piece(firstWord) > width - indent)) break;
        const { list, origin } = wrapPieceNames(pieces, width, m.piece, inline ? width - indent : width);
        const left = lines - names.length + (inline ? 1 : 0);
        const items = left > 0 ? flowPieces(list, width, left, m.piece, inline ? indent : 0) : [];
        out = { scale, names, list, origin, items, inline };
        if (left >= 0 && (list.length === 0 || (left > 0 && !items.some((i) => i.kind === 'more')))) return out;
      }
    }
    return out!;
  }

  /** The name and pieces of a box of a board from printed places, in the type size `placedContent` chose. */
  private placedText(l: BoardNode, c: PlacedContent, x: number, y: number, w: number): TemplateResult {
    const { first, line } = PLACED_TYPE;
    const room = placedNameRoom(w / c.scale);
    return svg`<g class="rw-placed-text" transform=${`translate(${x} ${y}) scale(${c.scale})`}>
      ${c.names.map((text, i) => {
        // A lone word a little too long is squeezed (wrapWords allows it), never cut.
        const est = this.compactMeasure().name(text);
        return svg`<text class="rw-location-name" x="8" y=${first + i * line} textLength=${est > room ? room : nothing} lengthAdjust="spacingAndGlyphs">${text}</text>`;
      })}
      ${this.drawPieces(l, c.list, c.origin, c.items, 6, first + (c.names.length - (c.inline ? 1 : 0)) * line, line, this.compactMeasure().piece, false)}
    </g>`;
  }

  private node(l: BoardNode): TemplateResult {
    const layout = this.layout!;
    const p = layout.locations[l.id];
    if (!p) return svg``;
    const { width: w, height: h } = boxSize(layout, l.id);
    const x = p.x - w / 2;
    const y = p.y - h / 2;
    const mark = this.marks[l.id];
    const controller = l.owner ? this.colour(l.owner).fill : null;
    const marks = l.marks ?? [];
    const destroyed = marks.includes('destroyed');
    const numbered = l.number !== undefined;
    const nameX = numbered ? x + 31 : x + 10;
    // A board from printed places: its name and pieces wrapped whole in larger type, smaller only where they would not fit (`placedContent`).
    const placed = layout.placed === true ? this.placedContent(l, w, h) : null;
    const names = placed ? placed.names : nameLines(l.label, numbered ? 16 : 19);
    const top = y + (names.length === 2 ? 55 : 41);
    const lines = Math.max(1, Math.floor((y + h - 5 - top) / LINE) + 1);
    const badges: TemplateResult[] = [];
    let by = y + (names.length === 2 ? 52 : 38) + 2;
    const bx = x + w - 15;
    for (const b of l.badges ?? []) {
      if (b.kind.startsWith('token')) {
        // A token: a square with its value (and a second line), or "?" face down.
        badges.push(svg`<g class=${`rw-badge rw-token rw-${b.kind}`} data-badge=${b.kind}><title>${b.title}</title>
          <rect x=${bx - 12} y=${by - 13} width="24" height="26" rx="3"></rect>
          ${b.sub !== undefined
            ? // Room above the combat and below the eagles: glyphs round up at some zooms, and the eagles were cut.
              svg`<text x=${bx} y=${by - 1} text-anchor="middle" class="rw-token-combat">${b.text}</text><text x=${bx} y=${by + 9.5} text-anchor="middle" class="rw-token-eagles">${b.sub}</text>`
            : svg`<text x=${bx} y=${by + 5} text-anchor="middle">${b.text}</text>`}</g>`);
        by += 28;
        continue;
      }
      const cx = badges.length > 0 && by > y + h - 12 ? bx - 26 : bx;
      const cy = by > y + h - 12 ? by - 25 : by;
      badges.push(svg`<g class=${`rw-badge rw-${b.kind}`} data-badge=${b.kind}><title>${b.title}</title><circle cx=${cx} cy=${cy} r="10.5"></circle><text x=${cx} y=${cy + 4.5} text-anchor="middle">${b.text}</text></g>`);
      if (by <= y + h - 12) by += 23;
    }
    const rowWidth = w - 14 - (badges.length > 0 ? 30 : 0);
    // With a piece in hand the marked places take the tab stop (Tab goes between them); else one roving stop.
    const tabStop = this.holding !== null ? mark === 'to' : (this.focusId ?? this.selected ?? this.view!.nodes[0]?.id) === l.id;
    const words = describeNode(l, this.playerName);
    const label = this.holding !== null && mark === 'to' ? `Move ${this.holding} to ${l.label}: Enter. ${words}` : words;
    return svg`<g
      class="rw-location ${mark ? `rw-mark-${mark}` : ''} ${this.selected === l.id ? 'rw-selected' : ''} ${destroyed ? 'rw-destroyed' : ''} ${marks.includes('closed') ? 'rw-closed' : ''}"
      data-location=${l.id}
      role="button"
      tabindex=${tabStop ? 0 : -1}
      aria-label=${label}
      @click=${() => this.activate(l.id)}
      @keydown=${(e: KeyboardEvent) => this.onKey(e, l.id)}
      @focus=${() => ((this.focusId = l.id), (this.detailId = l.id))}
      @mouseenter=${() => (this.detailId = l.id)}
    >
      <title>${words}</title>
      <rect class="rw-location-halo" x=${x - 5} y=${y - 5} width=${w + 10} height=${h + 10} rx="12"></rect>
      <rect class="rw-location-box" x=${x} y=${y} width=${w} height=${h} rx="8" stroke=${controller ?? '#98a2b3'} stroke-width=${controller ? 3 : 1.2}></rect>
      ${destroyed || marks.includes('closed') || marks.includes('damaged') ? svg`<rect class="rw-destroyed-hatch" x=${x} y=${y} width=${w} height=${h} rx="8"></rect>` : nothing}
      ${numbered
        ? svg`<circle class="rw-location-number-bg" cx=${x + 15} cy=${y + 16} r="11"></circle>
          <text class="rw-location-number" x=${x + 15} y=${y + 20.5} text-anchor="middle">${l.number}</text>`
        : nothing}
      ${placed
        ? this.placedText(l, placed, x, y, w)
        : svg`${names.map((line, i) => {
            // Squeeze a name a little rather than let it run out of its box.
            const room = x + w - 8 - nameX;
            const est = this.measureName()(line);
            return svg`<text class="rw-location-name" x=${nameX} y=${y + 21 + i * 15} textLength=${est > room ? room : nothing} lengthAdjust="spacingAndGlyphs">${line}</text>`;
          })}${this.pieces(l, x + 7, top, rowWidth, lines)}`}
      ${destroyed ? svg`<g class="rw-destruction-marker"><title>Destruction marker</title><rect x=${x + 6} y=${y + h - 19} width="78" height="15" rx="3"></rect><text x=${x + 45} y=${y + h - 7.5} text-anchor="middle">DESTROYED</text></g>` : nothing}
      ${badges}
      ${this.routeStops(l, x, y)}
    </g>`;
  }

  /** A track printed on the board (attack strength): its spaces in a row, the marker's space marked. */
  private track(t: BoardTrack) {
    const where = t.at === null ? 'off the track' : `on space ${t.at + 1} of ${t.spaces.length} (${t.spaces[t.at]})`;
    return html`<div class="rw-board-track" data-track=${t.id} role="img" aria-label=${`${t.label}: the marker is ${where}${t.note ? `; ${t.note}` : ''}`}>
      <span class="rw-board-track-label">${t.label}</span>
      <span class="rw-board-track-spaces">
        ${t.spaces.map((v, k) => html`<span class="rw-board-track-space ${t.at === k ? 'rw-track-marker' : ''} ${t.at !== null && k < t.at ? 'rw-track-passed' : ''}" title=${`space ${k + 1}: ${v}${t.at === k ? ' (the marker)' : ''}`}>${v}</span>`)}
      </span>
      ${t.note ? html`<span class="rw-board-track-note">${t.note}</span>` : nothing}
    </div>`;
  }

  protected override render() {
    const { view, layout } = this;
    if (!view || !layout) return html`<p class="rw-muted rw-empty">No board.</p>`;
    const vb = layout.viewBox;
    const detail = this.detailId ? view.nodes.find((l) => l.id === this.detailId) : undefined;
    const offBoard = view.offBoard ?? [];
    return html`<figure class="rw-board ${layout.placed ? 'rw-board-placed' : ''}" aria-label="The board">
      ${(view.tracks ?? []).map((t) => this.track(t))}
      <svg viewBox=${`${vb.x} ${vb.y} ${vb.width} ${vb.height}`} preserveAspectRatio="xMidYMid meet" role="group" aria-label="Board: nodes by area">
        <defs>
          <pattern id="rw-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="rgba(179,50,43,0.08)"></rect>
            <line x1="0" y1="0" x2="0" y2="8" stroke="rgba(179,50,43,0.35)" stroke-width="3"></line>
          </pattern>
        </defs>
        ${this.groups()}
        <g class="rw-board-lines">${this.lines()}</g>
        ${view.nodes.map((l) => this.node(l))}
      </svg>
      <figcaption class="rw-board-legend">
        ${(view.routes ?? []).map((s, k) => html`<span class="rw-legend-item"><span class="rw-legend-skyline" style=${`--rw-route:${routeColour(k)}`}></span>${s.label}</span>`)}
        ${view.edges.length ? html`<span class="rw-legend-item"><span class="rw-legend-border"></span>border</span>` : nothing}
        ${(view.legend ?? []).map((t) => html`<span class="rw-legend-item">${t}</span>`)}
        ${offBoard.length ? html`<span class="rw-legend-item rw-muted">Off the board: ${offBoard.join(', ')}</span>` : nothing}
      </figcaption>
      <p class="rw-board-detail" aria-live="polite">${detail ? describeNode(detail, this.playerName) : html`<span class="rw-muted">Point at or focus a space for everything on it; arrow keys move between spaces, Enter shows the options about it.</span>`}</p>
    </figure>`;
  }
}

customElements.define('rw-play-board', RwPlayBoard);

declare global {
  interface HTMLElementTagNameMap {
    'rw-play-board': RwPlayBoard;
  }
}
