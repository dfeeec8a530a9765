/**
 * The editor's entry point. It starts the content request and the pack
 * check first (page-start.ts), then loads Monaco and the app (app-mount.ts),
 * a chunk of its own: the check runs while Monaco loads.
 * `?test` in the URL turns on test mode (no auto-closing, auto-indent or
 * automatic suggestions while typing) and exposes `window.rulewright` for
 * the browser tests to read models and markers instead of scraping the DOM.
 */
import './styles.css';
import { startPage } from './page-start.ts';

// Monaco and monaco-yaml cancel a request a newer one supersedes (a schema update, a hover, a model
// switched away from) by rejecting it with 'Canceled', and not every such promise has a handler. As
// in VS Code, a cancellation is not an error: it must not reach the console as an uncaught one.
const isCancellation = (e: unknown) => e instanceof Error && e.message === 'Canceled';
window.addEventListener('unhandledrejection', (event) => {
  if (isCancellation(event.reason)) event.preventDefault();
});

const started = startPage();
const { mountApp } = await import('./app-mount.ts');
mountApp(started);
