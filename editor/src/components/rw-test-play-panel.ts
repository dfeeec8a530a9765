/**
 * The test-play panel: new game from a seed, answer decisions, step, undo,
 * log, state and view inspector. The game engine is not there yet; this is
 * its place in the layout, so wiring it later touches no other panel.
 */
import { html } from 'lit';
import { LightElement } from './light-element.ts';

export class RwTestPlayPanel extends LightElement {
  protected override render() {
    return html`<div class="rw-placeholder">
      <h3>Test-play</h3>
      <p>Play the pack from a seed, answer each decision, step, undo, and inspect the state and what each player sees.</p>
      <p class="rw-muted">Arrives with the game engine.</p>
    </div>`;
  }
}

customElements.define('rw-test-play-panel', RwTestPlayPanel);

declare global {
  interface HTMLElementTagNameMap {
    'rw-test-play-panel': RwTestPlayPanel;
  }
}
