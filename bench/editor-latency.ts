/**
 * The editor's two speeds a designer feels (issue 26, finding 11), measured
 * in the built editor in headless Chromium at 1440x900 over a temporary copy
 * of the content:
 *
 *   page-to-editable    navigation start -> Monaco showing the first file and
 *                       the content tree built (`rw:tree-built`): the
 *                       designer can read, type and browse
 *   page-to-ready       navigation start -> the first check of the shown
 *                       file's pack applied as markers and problems
 *                       (`app.ready`, `rw:first-report`)
 *   keystroke-to-marker the last key of a mistake typed into Monaco -> its
 *                       error marker on the model (the check runs on unsaved
 *                       text, in a worker)
 *
 * Run it nice'd and repeated; the machine is shared (docs/EDITOR.md has the
 * figures):
 *
 *   nice npx tsx bench/editor-latency.ts [--runs 7] [--content <folder>] [--dist <built editor>] [--json]
 *
 * A benchmark, not a test: nothing here fails on a slow figure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { buildEditor, chromiumAvailable, CHROMIUM, copyContent, launchBrowser, startPreview } from './editor-rig.ts';

interface Mistake {
  /** What is measured. */
  name: string;
  file: string;
  /** The line to type on. */
  line: RegExp;
  /** Where on it: after the first match of this text, or at the end of the line. */
  at: string | 'end';
  /**
   * What is typed; `#` becomes the run's number, so each run types something
   * new. The marker must name the typed word and be set after the last key
   * (each edit is checked), so a marker for a half-typed text does not count.
   */
  typed: string;
  /** The marker that must appear (its code). */
  code: RegExp;
}

/** Mistakes in the Columbia pack the editor serves by default: one per kind of check. */
const MISTAKES: Mistake[] = [
  { name: 'unknown effect verb', file: 'columbia/action-cards.yaml', line: /^\s+effect: "destroy 1 enemy/, at: 'effect: "', typed: 'zorbulate#', code: /^RW-DSL-|^RW-EFFECT-/ },
  { name: 'schema: unknown key', file: 'columbia/world-events.yaml', line: /^\s+text: Action card upgrades/, at: 'end', typed: '\n    zorbulate#: 1', code: /^RW-SCHEMA-/ },
];

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
}

/** Milliseconds from navigation start to the editor being editable, and to its first problems. */
async function pageToReady(page: Page, url: string): Promise<{ editable: number; ready: number }> {
  await page.goto(url);
  await page.waitForFunction(() => window.rulewright !== undefined, undefined, { timeout: 60_000 });
  await page.evaluate(() => window.rulewright!.app.ready);
  await page.waitForSelector('.monaco-editor .view-lines');
  // (no named functions inside: tsx would wrap them in a helper the page does not have)
  const [shown, tree, ready] = await page.evaluate(() => ['rw:editor-shown', 'rw:tree-built', 'rw:ready'].map((name) => Math.round(performance.getEntriesByName(name, 'mark')[0]?.startTime ?? NaN)));
  return { editable: Math.max(shown!, tree!), ready: ready! };
}

/**
 * Types a mistake at the end of a line and measures from the last key to the
 * marker naming the typed word (set after that key). The mistake is undone
 * before the next run, and the editor waits for its markers to clear, so
 * runs do not see each other's markers.
 */
async function keystrokeToMarker(page: Page, mistake: Mistake, run: number): Promise<number> {
  const target = await page.evaluate(
    ([file, source, at]) => {
      const app = window.rulewright!.app;
      const model = app.workspace.get(file!)!.model;
      const re = new RegExp(source!);
      const line = model.getLinesContent().findIndex((l) => re.test(l)) + 1;
      if (line < 1) return 0;
      app.open({ file: file!, line, col: 1 });
      const text = model.getLineContent(line);
      const column = at === 'end' ? model.getLineMaxColumn(line) : text.indexOf(at!) + at!.length + 1;
      const editor = document.querySelector('rw-yaml-editor')!.editor!;
      editor.setPosition({ lineNumber: line, column });
      editor.focus();
      return line;
    },
    [mistake.file, mistake.line.source, mistake.at],
  );
  if (target < 1) throw new Error(`no line matching ${mistake.line} in ${mistake.file}`);
  await page.waitForFunction(() => document.querySelector('rw-yaml-editor')!.editor!.hasTextFocus());
  const typed = mistake.typed.replace('#', String(run));
  const word = typed.trim().replace(/:.*$/, '');
  // Arm the watcher first: it timestamps every marker change naming the word, and every edit, in the page's clock.
  await page.evaluate(
    ([file, code, w]) => {
      const { app, monaco } = window.rulewright!;
      const model = app.workspace.get(file!)!.model;
      const re = new RegExp(code!);
      const seen = { markers: [] as number[], lastKeyAt: 0 };
      (window as unknown as { bench: typeof seen }).bench = seen;
      monaco.editor.onDidChangeMarkers(() => {
        const named = monaco.editor.getModelMarkers({ resource: model.uri }).some((m) => re.test(typeof m.code === 'string' ? m.code : (m.code?.value ?? '')) && m.message.includes(w!));
        if (named) seen.markers.push(performance.now());
      });
      model.onDidChangeContent(() => (seen.lastKeyAt = performance.now()));
    },
    [mistake.file, mistake.code.source, word],
  );
  await page.keyboard.type(typed, { delay: 30 });
  await page.waitForFunction(() => {
    const b = (window as unknown as { bench: { markers: number[]; lastKeyAt: number } }).bench;
    return b.markers.some((t) => t >= b.lastKeyAt);
  }, undefined, { timeout: 30_000 });
  const ms = await page.evaluate(() => {
    const b = (window as unknown as { bench: { markers: number[]; lastKeyAt: number } }).bench;
    return Math.round(b.markers.find((t) => t >= b.lastKeyAt)! - b.lastKeyAt);
  });
  // Undo and wait until the pack is clean again.
  await page.evaluate((file) => {
    const app = window.rulewright!.app;
    const entry = app.workspace.get(file)!;
    entry.model.setValue(entry.savedText);
  }, mistake.file);
  await page.waitForFunction(
    ([file, code]) => {
      const { app, monaco } = window.rulewright!;
      const model = app.workspace.get(file!)!.model;
      const re = new RegExp(code!);
      return !monaco.editor.getModelMarkers({ resource: model.uri }).some((m) => re.test(typeof m.code === 'string' ? m.code : (m.code?.value ?? '')));
    },
    [mistake.file, mistake.code.source],
    { timeout: 30_000 },
  );
  return ms;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, content: { type: 'string' }, dist: { type: 'string' }, json: { type: 'boolean', default: false } } });
  const runs = Number(values.runs);
  if (!chromiumAvailable()) throw new Error(`${CHROMIUM} is not installed`);
  // --dist: an editor already built (npm run build:editor -- --outDir ...), to measure again without building.
  const ownsDist = values.dist === undefined;
  const dist = values.dist ?? (await mkdtemp(nodePath.join(tmpdir(), 'rw-bench-dist-')));
  const content = values.content ? nodePath.resolve(values.content) : await copyContent();
  const ownsContent = values.content === undefined;
  if (ownsDist) await buildEditor(dist);
  const preview = await startPreview(dist, content);
  const browser = await launchBrowser();
  const ready: number[] = [];
  const editable: number[] = [];
  const markers: Record<string, number[]> = {};
  try {
    for (let i = 0; i < runs; i++) {
      // A new context each time: a designer opening the page, no cache, no stored drafts.
      const context = await browser.newContext();
      const page = await context.newPage();
      const times = await pageToReady(page, `${preview.url}/?test&token=${preview.token}`);
      editable.push(times.editable);
      ready.push(times.ready);
      for (const m of MISTAKES) (markers[m.name] ??= []).push(await keystrokeToMarker(page, m, i));
      await context.close();
    }
  } finally {
    await browser.close();
    await preview.stop();
    if (ownsDist) await rm(dist, { recursive: true, force: true });
    if (ownsContent) await rm(content, { recursive: true, force: true });
  }
  const allMarkers = Object.values(markers).flat();
  const report = {
    runs,
    pageToEditableMs: { median: median(editable), all: editable },
    pageToReadyMs: { median: median(ready), all: ready },
    keystrokeToMarkerMs: { median: median(allMarkers), byMistake: Object.fromEntries(Object.entries(markers).map(([k, v]) => [k, { median: median(v), all: v }])) },
  };
  if (values.json) console.log(JSON.stringify(report));
  else {
    console.log(`page to editable:     median ${report.pageToEditableMs.median} ms  (${editable.join(', ')})`);
    console.log(`page to ready:        median ${report.pageToReadyMs.median} ms  (${ready.join(', ')})`);
    console.log(`keystroke to marker:  median ${report.keystrokeToMarkerMs.median} ms`);
    for (const [k, v] of Object.entries(markers)) console.log(`  ${k.padEnd(22)} median ${median(v)} ms  (${v.join(', ')})`);
  }
}

await main();
