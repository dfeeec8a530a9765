/**
 * The editor's shell in Chromium at 1440x900 (issue 26, findings 7 and 10):
 * a first-run welcome with the guides, quick fixes on the pack check's
 * markers, folders that open by their name, tree rows that are never cut,
 * the active tab in view, and panels that resize, fold and are remembered,
 * with the editor beside test-play's board.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumAvailable, collectPageErrors, openEditor, openSide, startEditorRig, stopEditorRig, type EditorRig } from './harness.ts';
import { SharedPage } from './shared-page.ts';
import { builtEditor } from './built-editor.ts';

const haveChromium = chromiumAvailable();
let rig: EditorRig;
/** The page every test shares (the welcome's, a first-time designer's, opens it); the panels' test, last, reloads and remembers sizes. */
const shared = new SharedPage(() => newPage());

async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await rig.browser.newContext(); // 1440x900
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await openEditor(page, rig.preview);
  return { context, page, errors };
}

/** Replaces the first match of `from` in a file's model with `to` (an edit as typing makes it), and returns its line. */
async function edit(page: Page, path: string, from: string, to: string): Promise<number> {
  return page.evaluate(
    ([p, a, b]) => {
      const { app, monaco } = window.rulewright!;
      app.open({ file: p!, line: 1, col: 1 });
      const model = app.workspace.get(p!)!.model;
      const at = model.getValue().indexOf(a!);
      const start = model.getPositionAt(at);
      const end = model.getPositionAt(at + a!.length);
      model.pushEditOperations([], [{ range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column), text: b! }], () => null);
      return start.lineNumber;
    },
    [path, from, to],
  );
}

const lineText = (page: Page, path: string, line: number) =>
  page.evaluate(([p, l]) => window.rulewright!.app.workspace.get(p as string)!.model.getLineContent(l as number), [path, line] as const);

/**
 * Waits for a marker with `code` on `line`, puts the cursor on it and applies
 * the preferred quick fix (what Shift+Alt+. does) until the line changes: the
 * pack check reports in stages, and a marker set again while the fix is
 * computed cancels that request, as it would for a designer's second try.
 */
async function applyQuickFix(page: Page, path: string, line: number, code: string): Promise<void> {
  const before = await lineText(page, path, line);
  await expect
    .poll(
      async () => {
        await page.evaluate(
          async ([p, l, c]) => {
            const { app, monaco } = window.rulewright!;
            const model = app.workspace.get(p as string)!.model;
            const marker = monaco.editor.getModelMarkers({ resource: model.uri }).find((m) => m.startLineNumber === l && m.code === c);
            if (!marker) return;
            const editor = document.querySelector('rw-yaml-editor')!.editor!;
            editor.setPosition({ lineNumber: marker.startLineNumber, column: marker.startColumn + 1 });
            editor.focus();
            await editor.getAction('editor.action.autoFix')!.run();
            await new Promise((resolve) => setTimeout(resolve, 300));
          },
          [path, line, code],
        );
        return lineText(page, path, line);
      },
      { timeout: 20_000 },
    )
    .not.toBe(before);
}

describe.skipIf(!haveChromium)('the editor shell in Chromium at 1440x900', () => {
  beforeAll(async () => {
    rig = await startEditorRig(await builtEditor());
  });

  afterAll(async () => {
    await shared.close();
    await stopEditorRig(rig);
  });

  it('welcomes a first-time designer with what the editor is for and the guides; dismissed, it stays away; ? brings it back', async () => {
    const { page, errors } = await shared.take();
    const welcome = page.locator('.rw-welcome');
    await expect.poll(() => welcome.count()).toBe(1);
    expect(await welcome.innerText()).toMatch(/Test-play/);
    await page.click('.rw-guide-link[data-guide="EDITOR.md"]');
    await expect.poll(() => page.locator('.rw-guide-text').innerText()).toMatch(/# The content editor/);
    await page.click('.rw-welcome-dismiss');
    await expect.poll(() => welcome.count()).toBe(0);
    await openEditor(page, rig.preview);
    expect(await page.locator('.rw-welcome').count()).toBe(0);
    await page.click('.rw-help');
    await expect.poll(() => page.locator('.rw-welcome').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('offers quick fixes: a misspelt verb (did you mean) and a misspelt enum value are corrected with one action', async () => {
    const { page } = await shared.take();
    const file = 'columbia/action-cards.yaml';
    const verbLine = await edit(page, file, 'effect: "destroy', 'effect: "destory');
    await applyQuickFix(page, file, verbLine, 'RW-DSL-UNKNOWN-VERB');
    await expect.poll(() => lineText(page, file, verbLine)).toContain('effect: "destroy');
    const kindLine = await edit(page, file, 'kind: combat', 'kind: combta');
    await applyQuickFix(page, file, kindLine, 'RW-SCHEMA-ENUM');
    await expect.poll(() => lineText(page, file, kindLine)).toMatch(/kind: combat$/);
    // Both are one undoable edit each: undo brings the misspelling back.
    await page.evaluate(() => document.querySelector('rw-yaml-editor')!.editor!.trigger('test', 'undo', null));
    await expect.poll(() => lineText(page, file, kindLine)).toMatch(/kind: combta$/);
  });

  it('opens and closes a folder by its name without opening a file; no tree row is cut short', async () => {
    const { page } = await shared.take();
    const active = () => page.evaluate(() => window.rulewright!.app.active);
    const before = await active();
    const scenarios = page.locator('li[role="treeitem"]', { has: page.locator(':scope > .rw-tree-row .rw-tree-name', { hasText: /^Scenarios$/ }) }).first();
    const expanded = await scenarios.getAttribute('aria-expanded');
    await scenarios.locator(':scope > .rw-tree-row .rw-tree-label').click();
    await expect.poll(() => scenarios.getAttribute('aria-expanded')).toBe(expanded === 'true' ? 'false' : 'true');
    expect(await active()).toBe(before);
    // Every name in full: wrapped if long, never clipped with an ellipsis.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.rw-tree-name')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
  });

  it('keeps the active tab in view with many tabs open', async () => {
    const { page } = await shared.take();
    const files = await page.evaluate(() => window.rulewright!.app.workspace.paths().filter((p) => p.includes('/scenarios/')).slice(0, 16));
    for (const f of files) await page.evaluate((p) => window.rulewright!.app.open({ file: p, line: 1, col: 1 }), f);
    const inView = (path: string) =>
      page.evaluate((p) => {
        const strip = document.querySelector('.rw-tabs')!.getBoundingClientRect();
        const tab = document.querySelector(`.rw-tab[data-path="${CSS.escape(p)}"]`)?.getBoundingClientRect();
        return tab !== undefined && tab.left >= strip.left - 1 && tab.right <= strip.right + 1;
      }, path);
    /** Makes `path` the active tab and waits until its tab is in view (the strip scrolls to it after it draws). */
    const activate = async (path: string) => {
      await page.evaluate((p) => window.rulewright!.app.open({ file: p, line: 1, col: 1 }), path);
      await expect.poll(() => inView(path)).toBe(true);
    };
    await expect.poll(() => page.evaluate(() => document.querySelector('.rw-tabs')!.scrollWidth > document.querySelector('.rw-tabs')!.clientWidth)).toBe(true);
    await activate('columbia/action-cards.yaml');
    await activate(files[files.length - 1]!);
  });

  it('changes Handyman’s combat in all 12 deck rows at once, and one undo takes it back', async () => {
    const { page, errors } = await shared.take();
    const file = 'columbia/action-cards.yaml';
    const handymen = (text: string) => text.split('\n').filter((l) => /\{ type: Handyman, /.test(l));
    await page.evaluate((p) => {
      const app = window.rulewright!.app;
      const model = app.workspace.get(p)!.model;
      const line = model.getLinesContent().findIndex((l) => /\{ type: Handyman, count: 3, combat: 3/.test(l)) + 1;
      const col = model.getLineContent(line).indexOf('combat: 3') + 'combat: '.length + 1;
      app.open({ file: p, line, col });
      const editor = document.querySelector('rw-yaml-editor')!.editor!;
      editor.setPosition({ lineNumber: line, column: col });
      editor.focus();
    }, file);
    await page.waitForFunction(() => document.querySelector('rw-yaml-editor')!.editor!.hasTextFocus());
    await page.keyboard.press('Control+Shift+E');
    await page.waitForSelector('dialog.rw-same-rows[open]');
    expect(await page.locator('dialog.rw-same-rows').innerText()).toMatch(/combat in the 12 rows with type: Handyman/);
    await page.fill('.rw-same-rows-value', '5');
    await page.click('.rw-same-rows-apply');
    const text = () => page.evaluate((p) => window.rulewright!.app.workspace.get(p)!.model.getValue(), file);
    /** How many Handyman rows, and how many of them have that combat. */
    const rows = async (combat: number) => {
      const all = handymen(await text());
      return `${all.filter((l) => l.includes(`combat: ${combat}`)).length} of ${all.length}`;
    };
    await expect.poll(() => rows(5)).toBe('12 of 12');
    await page.evaluate(() => document.querySelector('rw-yaml-editor')!.editor!.trigger('test', 'undo', null));
    await expect.poll(() => rows(3)).toBe('12 of 12');
    expect(errors).toEqual([]);
  });

  // Last on the shared page: it changes the remembered layout and reloads, which no later test would expect.
  it('puts the editor beside test-play at 1440x900; panels resize, fold, and are remembered', async () => {
    const { page, errors } = await shared.take();
    const width = (sel: string) => page.evaluate((s) => Math.round(document.querySelector(s)!.getBoundingClientRect().width), sel);
    await openSide(page, 'Test-play');
    // Side by side, nothing scrolls: the editor keeps room to write, the board gets the rest.
    expect(await width('.rw-center')).toBeGreaterThanOrEqual(600);
    expect(await width('.rw-right')).toBeGreaterThanOrEqual(700);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth && document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    // The tree is folded to a rail, one click away.
    await page.click('.rw-unfold-tree');
    await expect.poll(() => width('.rw-left')).toBeGreaterThan(150);
    // Drag the side panel's splitter 100 px to the left: the side grows by 100.
    const before = await width('.rw-right');
    const bar = (await page.locator('.rw-splitter-side').boundingBox())!;
    await page.mouse.move(bar.x + 3, bar.y + 200);
    await page.mouse.down();
    await page.mouse.move(bar.x - 50, bar.y + 200, { steps: 4 });
    await page.mouse.move(bar.x - 97, bar.y + 200, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Math.abs((await width('.rw-right')) - (before + 100))).toBeLessThanOrEqual(2);
    const after = await width('.rw-right');
    // Fold the problems: their counts stay, the list goes.
    await page.click('.rw-fold-problems');
    await expect.poll(() => page.locator('.rw-problem-list, .rw-problems .rw-empty').count()).toBe(0);
    expect(await page.locator('.rw-count-error').count()).toBe(1);
    // Remembered across a reload, per side panel: the card preview keeps its own narrow side.
    await openEditor(page, rig.preview);
    await openSide(page, 'Test-play');
    await expect.poll(async () => Math.abs((await width('.rw-right')) - after)).toBeLessThanOrEqual(2);
    expect(await page.locator('.rw-problem-list').count()).toBe(0);
    await openSide(page, 'Card');
    await expect.poll(() => width('.rw-right')).toBeLessThan(400);
    // Keyboard: a focused splitter moves with the arrow keys.
    const tree = await width('.rw-left');
    await page.focus('.rw-splitter-tree');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => width('.rw-left')).toBe(tree + 24);
    expect(errors).toEqual([]);
  });
});
