/**
 * The content tree: packs, files and the components inside them, with a
 * search box. Clicking a node asks the app to open its file at its place
 * (`rw-open` event); the tree itself never touches Monaco.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { LightElement } from './light-element.ts';
import { filterOutline, type OutlineNode } from '../outline/outline.ts';

export interface OpenRequest {
  file: string;
  line: number;
  col: number;
}

export class RwContentTree extends LightElement {
  static override properties = {
    nodes: { attribute: false },
    activeFile: { attribute: false },
    dirty: { attribute: false },
    problemCounts: { attribute: false },
    query: { state: true },
    collapsed: { state: true },
  };

  declare nodes: OutlineNode[];
  declare activeFile: string | undefined;
  declare dirty: ReadonlySet<string>;
  declare problemCounts: ReadonlyMap<string, number>;
  declare query: string;
  declare collapsed: Set<string>;
  private expanded = new Set<string>();

  constructor() {
    super();
    this.nodes = [];
    this.activeFile = undefined;
    this.dirty = new Set();
    this.problemCounts = new Map();
    this.query = '';
    this.collapsed = new Set();
  }

  private isOpen(node: OutlineNode, depth: number): boolean {
    if (this.query.trim() !== '') return true;
    // Packs and files start open, components start closed: the first view is the pack's table of contents.
    if (depth < 2) return !this.collapsed.has(node.id);
    return this.expanded.has(node.id);
  }

  private toggle(node: OutlineNode, depth: number): void {
    if (depth < 2) {
      const next = new Set(this.collapsed);
      if (next.has(node.id)) next.delete(node.id);
      else next.add(node.id);
      this.collapsed = next;
    } else {
      if (this.expanded.has(node.id)) this.expanded.delete(node.id);
      else this.expanded.add(node.id);
      this.requestUpdate();
    }
  }

  private open(node: OutlineNode): void {
    this.dispatchEvent(new CustomEvent<OpenRequest>('rw-open', { detail: { file: node.file, line: node.line, col: node.col }, bubbles: true }));
  }

  private renderNode(node: OutlineNode, depth: number): TemplateResult {
    const hasKids = !!node.children && node.children.length > 0;
    const open = hasKids && this.isOpen(node, depth);
    const active = node.kind === 'file' && node.file === this.activeFile;
    const problems = node.kind === 'file' ? this.problemCounts.get(node.file) ?? 0 : 0;
    return html`<li class="rw-tree-item" role="treeitem" aria-expanded=${hasKids ? String(open) : nothing} data-id=${node.id}>
      <div class="rw-tree-row rw-kind-${node.kind} ${active ? 'rw-active' : ''}" style="padding-left:${0.4 + depth * 0.9}rem">
        ${hasKids
          ? html`<button class="rw-twisty" aria-label=${open ? 'collapse' : 'expand'} @click=${() => this.toggle(node, depth)}>${open ? '▾' : '▸'}</button>`
          : html`<span class="rw-twisty-space"></span>`}
        <button class="rw-tree-label" title=${`${node.file}:${node.line}`} @click=${() => this.open(node)} @dblclick=${() => hasKids && this.toggle(node, depth)}>
          <span class="rw-tree-name">${node.label}</span>
          ${node.reconstructed ? html`<span class="rw-badge rw-badge-reconstructed" title="reconstructed: authored to fill a gap in the printed components">R</span>` : nothing}
          ${node.kind === 'file' && this.dirty.has(node.file) ? html`<span class="rw-dirty-dot" title="unsaved changes">●</span>` : nothing}
          ${problems > 0 ? html`<span class="rw-problem-count" title="problems">${problems}</span>` : nothing}
          ${node.detail ? html`<span class="rw-tree-detail">${node.detail}</span>` : nothing}
        </button>
      </div>
      ${open ? html`<ul role="group">${node.children!.map((c) => this.renderNode(c, depth + 1))}</ul>` : nothing}
    </li>`;
  }

  protected override render() {
    const shown = filterOutline(this.nodes, this.query);
    return html`<div class="rw-tree">
      <input
        class="rw-search"
        type="search"
        placeholder="Search cards, events, locations…"
        aria-label="Search the content"
        .value=${this.query}
        @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)}
      />
      <ul class="rw-tree-root" role="tree">
        ${shown.map((n) => this.renderNode(n, 0))}
      </ul>
      ${shown.length === 0 ? html`<p class="rw-muted rw-empty">${this.nodes.length === 0 ? 'No content files.' : 'Nothing matches.'}</p>` : nothing}
    </div>`;
  }
}

customElements.define('rw-content-tree', RwContentTree);

declare global {
  interface HTMLElementTagNameMap {
    'rw-content-tree': RwContentTree;
  }
}
