/**
 * The app itself, loaded by main.ts after it has started the page's first
 * requests: Monaco set up once, then `<rw-app>` mounted with what was started.
 */
import { monaco } from './monaco/setup.ts';
import './components/rw-app.ts';
import type { RwApp } from './components/rw-app.ts';
import type { PageStart } from './page-start.ts';

declare global {
  interface Window {
    rulewright?: { app: RwApp; monaco: typeof monaco };
  }
}

export function mountApp(started: PageStart): void {
  const testMode = new URLSearchParams(location.search).has('test');
  const app = document.createElement('rw-app');
  app.monaco = monaco;
  app.testMode = testMode;
  app.pageStart = started;
  document.body.append(app);
  if (testMode) window.rulewright = { app, monaco };
}
