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

// Monaco and monaco-yaml cancel a request a newer one supersedes (a schema update, a hover, a model
// switched away from) by rejecting it with 'Canceled', and not every such promise has a handler. As
// in VS Code, a cancellation is not an error: it must not reach the console as an uncaught one.
const isCancellation = (e: unknown) => e instanceof Error && e.message === 'Canceled';
window.addEventListener('unhandledrejection', (event) => {
  if (isCancellation(event.reason)) event.preventDefault();
});

const testMode = new URLSearchParams(location.search).has('test');
const app = document.createElement('rw-app');
app.monaco = monaco;
app.testMode = testMode;
document.body.append(app);
if (testMode) window.rulewright = { app, monaco };
