/**
 * Screenshots of the editor's main views into /tmp/screens (or the folder
 * given as the first argument), for a human to look at:
 *   npx tsx test/browser/screens.ts [/tmp/screens]
 * RULEWRIGHT_VIEWPORT=1280x800 takes them in a smaller window (default 1440x900).
 */
import { mkdir, rm } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { buildEditor, collectPageErrors, copyContent, launchBrowser, openEditor, startPreview, screensViewport } from './harness.ts';

const out = process.argv[2] ?? '/tmp/screens';
await mkdir(out, { recursive: true });
const dist = await mkdtemp(nodePath.join(tmpdir(), 'rw-dist-'));
await buildEditor(dist);
const content = await copyContent();
const preview = await startPreview(dist, content);
const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await screensViewport(page);
  const errors = collectPageErrors(page);
  await openEditor(page, preview);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/01-editor-action-cards.png` });

  // Cursor on a deck card: the card preview shows it.
  await page.evaluate(() => {
    const app = window.rulewright!.app;
    const model = app.workspace.get('columbia/action-cards.yaml')!.model;
    const line = model.getLinesContent().findIndex((l) => /type: Shotgunner, count/.test(l)) + 1;
    app.open({ file: 'columbia/action-cards.yaml', line, col: 9 });
  });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/02-card-preview-deck-card.png` });

  // Locked card type.
  await page.evaluate(() => {
    const app = window.rulewright!.app;
    const model = app.workspace.get('columbia/action-cards.yaml')!.model;
    const line = model.getLinesContent().findIndex((l) => /name: Reckless Strength/.test(l)) + 1;
    app.open({ file: 'columbia/action-cards.yaml', line, col: 12 });
  });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/03-card-preview-locked.png` });

  // Search in the tree.
  await page.fill('.rw-search', 'hall');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/04-tree-search.png` });
  await page.fill('.rw-search', '');

  // A broken effect: problems panel and marker.
  await page.evaluate(() => {
    const { app, monaco } = window.rulewright!;
    const model = app.workspace.get('columbia/world-events.yaml')!.model;
    const line = model.getLinesContent().findIndex((l) => l.includes('effect: "each player gains 3 eagles"')) + 1;
    const col = model.getLineContent(line).indexOf('gains') + 1;
    model.applyEdits([{ range: new monaco.Range(line, col, line, col + 5), text: 'gians' }]);
    app.open({ file: 'columbia/world-events.yaml', line, col });
  });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/05-problems-and-markers.png` });

  // Hover on the marker.
  await page.evaluate(() => document.querySelector('rw-yaml-editor')!.editor!.trigger('screens', 'editor.action.showHover', {}));
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/06-marker-hover.png` });
  await page.keyboard.press('Escape');

  // Hover on a verb: its registry entry.
  await page.evaluate(() => {
    const { app } = window.rulewright!;
    const model = app.workspace.get('columbia/world-events.yaml')!.model;
    const line = model.getLinesContent().findIndex((l) => l.includes('effect: "destroy')) + 1;
    const col = model.getLineContent(line).indexOf('destroy') + 3;
    app.open({ file: 'columbia/world-events.yaml', line, col });
    document.querySelector('rw-yaml-editor')!.editor!.trigger('screens', 'editor.action.showHover', {});
  });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/06b-verb-hover.png` });
  await page.keyboard.press('Escape');

  // Completion inside an effect string.
  await page.evaluate(() => {
    const { app, monaco } = window.rulewright!;
    const model = app.workspace.get('columbia/world-events.yaml')!.model;
    const line = model.getLinesContent().findIndex((l) => l.includes('effect: "each player gians 3 eagles"')) + 1;
    const text = model.getLineContent(line);
    const end = text.lastIndexOf('"') + 1;
    model.applyEdits([{ range: new monaco.Range(line, end, line, end), text: '; destroy \\"Ha' }]);
    const editor = document.querySelector('rw-yaml-editor')!.editor!;
    editor.setPosition({ lineNumber: line, column: end + '; destroy \\"Ha'.length });
    editor.focus();
    editor.trigger('test', 'editor.action.triggerSuggest', {});
  });
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/07-completion-location.png` });
  await page.keyboard.press('Escape');

  // Completion of verbs at the start of a statement.
  await page.evaluate(() => {
    const { app, monaco } = window.rulewright!;
    const model = app.workspace.get('columbia/world-events.yaml')!.model;
    const line = model.getLinesContent().findIndex((l) => l.includes('effect: "each player gians 3 eagles')) + 1;
    const text = model.getLineContent(line);
    const col = text.indexOf('; destroy') + 3;
    model.applyEdits([{ range: new monaco.Range(line, col, line, col), text: 'dr' }]);
    const editor = document.querySelector('rw-yaml-editor')!.editor!;
    editor.setPosition({ lineNumber: line, column: col + 2 });
    editor.focus();
    editor.trigger('test', 'editor.action.triggerSuggest', {});
  });
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${out}/07b-completion-verb.png` });
  await page.keyboard.press('Escape');

  // Conflict dialog with diff.
  await page.evaluate(() => {
    const app = window.rulewright!.app;
    app.open({ file: 'columbia/pack.yaml', line: 6, col: 1 });
    const model = app.workspace.get('columbia/pack.yaml')!.model;
    model.applyEdits([{ range: new window.rulewright!.monaco.Range(5, 1, 5, 1), text: '# my change\n' }]);
  });
  const { writeFile, readFile } = await import('node:fs/promises');
  const packFile = nodePath.join(content, 'columbia/pack.yaml');
  await writeFile(packFile, (await readFile(packFile, 'utf8')).replace('version: 0.1.0', 'version: 0.1.1'));
  await page.click('.rw-save');
  await page.waitForSelector('dialog.rw-conflict[open]');
  await page.click('button[data-choice="diff"]');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/08-conflict-diff.png` });
  await page.click('button[data-choice="cancel"]');

  // Test-play placeholder.
  await page.click('.rw-side-tabs button:nth-child(2)');
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${out}/09-test-play-placeholder.png` });

  // Schema hover.
  await page.click('.rw-side-tabs button:nth-child(1)');
  console.log(errors.length === 0 ? 'no page errors' : errors.join('\n'));
} finally {
  await browser.close();
  await preview.stop();
  await rm(dist, { recursive: true, force: true });
  await rm(content, { recursive: true, force: true });
}
console.log(`screenshots in ${out}`);
