/**
 * The first-run welcome: what the editor is for, where to start, and the
 * project's guides, readable inside the editor (they are bundled, loaded only
 * when opened: the editor runs with no network). Dismissed once, it stays
 * away (localStorage); the header's "?" brings it back.
 */
import { html, nothing } from 'lit';
import { LightElement } from './light-element.ts';

const DISMISSED_KEY = 'rulewright.welcome.v1';

/** The guides a designer reads, by file: loaded on demand into their own chunk. */
const GUIDES = import.meta.glob(['../../../docs/EDITOR.md', '../../../docs/CONTENT.md', '../../../docs/EFFECT-LANGUAGE.md', '../../../docs/SCENARIOS.md', '../../../docs/DIAGNOSTICS.md', '../../../docs/SIMULATION.md'], {
  query: '?raw',
  import: 'default',
});

const GUIDE_TITLES: Record<string, string> = {
  'EDITOR.md': 'Using the editor',
  'CONTENT.md': 'Content files',
  'EFFECT-LANGUAGE.md': 'The effect language',
  'SCENARIOS.md': 'Scenarios',
  'DIAGNOSTICS.md': 'Problem codes',
  'SIMULATION.md': 'Simulation and balance',
};

export class RwWelcome extends LightElement {
  static override properties = {
    open: { state: true },
    guide: { state: true },
    guideText: { state: true },
  };

  declare open: boolean;
  declare guide: string | undefined;
  declare guideText: string;

  constructor() {
    super();
    this.open = false;
    this.guide = undefined;
    this.guideText = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.open = localStorage.getItem(DISMISSED_KEY) !== 'dismissed';
  }

  /** Shows the welcome again (the header's "?"). */
  show(): void {
    this.open = true;
  }

  private dismiss(): void {
    localStorage.setItem(DISMISSED_KEY, 'dismissed');
    this.open = false;
    this.guide = undefined;
  }

  private async read(file: string): Promise<void> {
    const load = Object.entries(GUIDES).find(([path]) => path.endsWith(`/${file}`))?.[1];
    if (!load) return;
    this.guide = file;
    this.guideText = 'Loading…';
    try {
      this.guideText = String(await load());
    } catch (error) {
      this.guideText = `The guide did not load: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  protected override render() {
    if (!this.open) return nothing;
    return html`<section class="rw-welcome" role="region" aria-label="Welcome">
      <div class="rw-welcome-head">
        <h2>Welcome to the rulewright content editor</h2>
        <button class="rw-button rw-welcome-dismiss" @click=${() => this.dismiss()} title="Hide this welcome (the ? in the header brings it back)">Got it</button>
      </div>
      <p>
        Write a game's rules as YAML and see them at once: the <b>tree</b> (left) lists the pack's files and what is in them;
        the <b>editor</b> completes and explains keys, values and effect words; <b>Problems</b> (bottom) checks the whole pack
        as you type (a light bulb or <kbd>Ctrl</kbd>+<kbd>.</kbd> offers a fix); <b>Card</b> shows the card under the cursor,
        <b>Test-play</b> plays the game, <b>Balance</b> plays many games with bots and compares with the saved version.
        Drag the bars between panels to resize them; <kbd>Ctrl</kbd>+<kbd>S</kbd> saves.
      </p>
      <p class="rw-welcome-guides">
        Guides:
        ${Object.entries(GUIDE_TITLES).map(
          ([file, title], i) => html`${i > 0 ? ' · ' : ''}<button class="rw-link rw-guide-link" data-guide=${file} @click=${() => void this.read(file)}>${title}</button>`,
        )}
      </p>
      ${this.guide
        ? html`<div class="rw-guide" role="document" aria-label=${GUIDE_TITLES[this.guide] ?? this.guide}>
            <div class="rw-guide-head">
              <b>docs/${this.guide}</b>
              <button class="rw-button rw-quiet" @click=${() => (this.guide = undefined)}>Close guide</button>
            </div>
            <pre class="rw-guide-text">${this.guideText}</pre>
          </div>`
        : nothing}
    </section>`;
  }
}

customElements.define('rw-welcome', RwWelcome);

declare global {
  interface HTMLElementTagNameMap {
    'rw-welcome': RwWelcome;
  }
}
