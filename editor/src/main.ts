/**
 * The editor's entry point: sets Monaco up once, then mounts the app.
 * `?test` in the URL turns on test mode (no auto-closing, auto-indent or
 * automatic suggestions while typing) and exposes `window.rulewright` for
 * the browser tests to read models and markers instead of scraping the DOM.
 */
import './styles.css';
import { monaco } from './monaco/setup.ts';
import './components/rw-app.ts';
import type { RwApp } from './components/rw-app.ts';

declare global {
  interface Window {
    rulewright?: { app: RwApp; monaco: typeof monaco };
  }
}

const testMode = new URLSearchParams(location.search).has('test');
const app = document.createElement('rw-app');
app.monaco = monaco;
app.testMode = testMode;
document.body.append(app);
if (testMode) window.rulewright = { app, monaco };
