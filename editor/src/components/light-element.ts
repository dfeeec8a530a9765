import { LitElement } from 'lit';

/**
 * A Lit element that renders into itself instead of a shadow root. Monaco
 * needs this: with a shadow root anywhere between `document` and the editor,
 * hovers and widgets render empty. The editor's styles are global (styles.css).
 */
export class LightElement extends LitElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}
