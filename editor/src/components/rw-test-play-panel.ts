import { html } from 'lit';
import { LightElement } from './light-element.ts';
import { createColumbiaEngine } from '../../../interpreter/columbia/index.ts';
import { loadPack } from '../../../interpreter/content/load.ts';

export class RwTestPlayPanel extends LightElement {
  async probe(texts: Map<string, string>) {
    const files: Record<string, string> = {};
    for (const [p, t] of texts) if (p.startsWith('columbia/')) files[p.slice(9)] = t;
    const r = loadPack(files);
    const t0 = performance.now();
    const engine = createColumbiaEngine(r.ruleset!, { effects: r.effects ?? null });
    const m = engine.newMatch({ seed: 1, players: ['blue', 'red'] });
    return { ms: performance.now() - t0, log: m.log.slice(0, 3).map((e) => engine.render(e)), d: m.state.decision?.prompt };
  }
  protected override render() {
    return html`<div class="rw-placeholder"><h3>Test-play</h3></div>`;
  }
}
customElements.define('rw-test-play-panel', RwTestPlayPanel);
declare global {
  interface HTMLElementTagNameMap {
    'rw-test-play-panel': RwTestPlayPanel;
  }
}
