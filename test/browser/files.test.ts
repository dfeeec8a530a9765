/**
 * Scenario files made, renamed and deleted from the content tree of the
 * built editor in headless Chromium, by keyboard where a designer would use
 * it, checking the content folder after each step and that test-play's
 * scenario list follows (a new scenario appears, a deleted one goes), and a
 * scenario moved into a new folder with unsaved edits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import * as nodePath from 'node:path';
import type { Page } from 'playwright-core';
import { CHROMIUM, chromiumAvailable, collectPageErrors, openEditor, openSide, startEditorRig, stopEditorRig, type EditorRig } from './harness.ts';
import { SharedPage } from './shared-page.ts';
import { newFileText } from '../../editor/src/workspace/new-file.ts';
import { builtEditor } from './built-editor.ts';

const haveChromium = chromiumAvailable();
if (!haveChromium) {
  console.warn(`\n[browser suite skipped] ${CHROMIUM} is not installed. Install it with: apt-get install -y --no-install-recommends chromium\n`);
}

let rig: EditorRig;

/**
 * One page for both tests (a page open is ~6 s of Chromium's CPU): each
 * ends with the scenario it made gone from the disk, the tree and the
 * drafts, the side back on Card.
 */
const shared = new SharedPage(async () => {
  const context = await rig.browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await openEditor(page, rig.preview);
  return { context, page, errors };
});

const onDisk = (path: string) => existsSync(nodePath.join(rig.preview.contentDir, path));
const treeRow = (page: Page, path: string) => page.locator(`rw-content-tree li[data-id="${path}"]`);

/** Types `line` at the end of the open file `path` (as an edit, not saved). */
async function appendUnsaved(page: Page, path: string, line: string): Promise<void> {
  await page.evaluate(
    ({ p, l }) => {
      const model = window.rulewright!.app.workspace.get(p)!.model;
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text: `${model.getValue()}${l}\n` }], () => null);
    },
    { p: path, l: line },
  );
}

/** "+ Scenario", `name` typed, Enter: waits for the file's row (`path`, the file the name makes) and returns the path. */
async function newScenario(page: Page, name: string, path: string): Promise<string> {
  await page.click('rw-content-tree .rw-new-scenario');
  await page.waitForFunction(() => document.activeElement?.classList.contains('rw-file-name'));
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await treeRow(page, path).waitFor();
  return path;
}

/** Test-play's scenario list holds `path` (or not); the tree is hidden while test-play is open, so the side goes back to Card. */
async function expectInScenarioList(page: Page, path: string, present: boolean): Promise<void> {
  await openSide(page, 'Test-play');
  await page.click('.rw-play-tab[data-tab="scenarios"]');
  await page.locator('.rw-scenario-list').waitFor();
  const row = page.locator(`.rw-scenario[data-path="${path}"]`);
  if (present) await row.waitFor();
  else await row.waitFor({ state: 'detached' });
  await openSide(page, 'Card');
  await page.locator('rw-content-tree .rw-search').waitFor();
}

describe.skipIf(!haveChromium)('scenario files from the content tree in Chromium', () => {
  beforeAll(async () => {
    rig = await startEditorRig(await builtEditor(), { scenariosPerPack: 1 });
  });

  afterAll(async () => {
    await shared.close();
    await stopEditorRig(rig);
  });

  it('creates a scenario, renames it with its unsaved edits, and deletes it after a warning', async () => {
    const { page, errors } = await shared.take();
    const scenarios = nodePath.join(rig.preview.contentDir, 'columbia/scenarios');
    const before = (await readdir(scenarios)).sort();

    // Create: the toolbar button, a name typed, Enter.
    const made = await newScenario(page, 'Browser made scenario', 'columbia/scenarios/browser-made-scenario.yaml');
    expect(await readFile(nodePath.join(rig.preview.contentDir, made), 'utf8')).toBe(newFileText('scenario', 'Browser made scenario'));
    await expect.poll(() => page.locator('.rw-tab.rw-active').getAttribute('data-path')).toBe(made);
    // Focus lands on the new file's row, so the keyboard can carry on from there.
    await page.waitForFunction((p) => document.activeElement?.closest('li')?.getAttribute('data-id') === p, made);
    await expectInScenarioList(page, made, true);

    // An unsaved edit, then rename by F2 on the row: the edit moves with the file.
    await appendUnsaved(page, made, '# not saved yet');
    await treeRow(page, made).locator('.rw-tree-label').focus();
    await page.keyboard.press('F2');
    await page.waitForFunction(() => document.activeElement?.classList.contains('rw-file-name'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Browser renamed scenario');
    await page.keyboard.press('Enter');
    const renamed = 'columbia/scenarios/browser-renamed-scenario.yaml';
    await treeRow(page, renamed).waitFor();
    await treeRow(page, made).waitFor({ state: 'detached' });
    expect(onDisk(made)).toBe(false);
    // The disk has the saved text under the new name; the edit is still unsaved, in the editor and in its draft.
    expect(await readFile(nodePath.join(rig.preview.contentDir, renamed), 'utf8')).toBe(newFileText('scenario', 'Browser made scenario'));
    await expect.poll(() => page.locator('.rw-tab.rw-active').getAttribute('data-path')).toBe(renamed);
    const drafts = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rulewright.draft.v1:')));
    expect(await drafts()).toEqual([`rulewright.draft.v1:${renamed}`]);
    expect(await page.evaluate((p) => window.rulewright!.app.workspace.get(p)!.model.getValue(), renamed)).toContain('# not saved yet');

    // Delete by the Delete key: the confirmation says the unsaved changes go too; Escape keeps everything.
    await treeRow(page, renamed).locator('.rw-tree-label').focus();
    await page.keyboard.press('Delete');
    const form = page.locator('rw-content-tree .rw-file-form[role="alertdialog"]');
    await form.waitFor();
    expect(await form.innerText()).toContain('unsaved changes');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(onDisk(renamed)).toBe(true);
    await page.waitForFunction((p) => document.activeElement?.closest('li')?.getAttribute('data-id') === p, renamed);
    await page.keyboard.press('Delete');
    await form.waitFor();
    await form.locator('.rw-file-confirm').focus();
    await page.keyboard.press('Enter');
    await treeRow(page, renamed).waitFor({ state: 'detached' });
    expect(onDisk(renamed)).toBe(false);
    expect((await readdir(scenarios)).sort()).toEqual(before);
    await expect.poll(() => page.locator(`.rw-tab[data-path="${renamed}"]`).count()).toBe(0);
    expect(await drafts()).toEqual([]);
    await expectInScenarioList(page, renamed, false);
    expect(errors).toEqual([]);
  });

  it('moves a scenario with an unsaved edit into a new folder typed as a path, and the folder goes when it empties', async () => {
    const { page, errors } = await shared.take();
    const scenarios = nodePath.join(rig.preview.contentDir, 'columbia/scenarios');
    const before = (await readdir(scenarios)).sort();
    const made = await newScenario(page, 'Browser mover', 'columbia/scenarios/browser-mover.yaml');
    const savedText = await readFile(nodePath.join(rig.preview.contentDir, made), 'utf8');
    await appendUnsaved(page, made, '# moved, not saved');

    // F2 starts from the path under scenarios/; a folder typed in front moves it, and the button says so.
    await treeRow(page, made).locator('.rw-tree-label').focus();
    await page.keyboard.press('F2');
    await page.waitForFunction(() => document.activeElement?.classList.contains('rw-file-name'));
    expect(await page.locator('rw-content-tree .rw-file-name').inputValue()).toBe('browser-mover');
    await page.keyboard.press('Home');
    await page.keyboard.type('skirmishes/retreat/');
    const form = page.locator('rw-content-tree .rw-file-form');
    await expect.poll(() => form.locator('.rw-file-confirm').innerText()).toBe('Move');
    await expect.poll(() => form.locator('.rw-file-form-detail').innerText()).toContain('columbia/scenarios/skirmishes/retreat/browser-mover.yaml');
    await page.keyboard.press('Enter');
    const moved = 'columbia/scenarios/skirmishes/retreat/browser-mover.yaml';

    // The tree shows it under its folders (opened for it), focus on its row.
    await treeRow(page, moved).waitFor();
    await treeRow(page, made).waitFor({ state: 'detached' });
    expect(await treeRow(page, 'columbia/scenarios/skirmishes').locator(':scope > .rw-tree-row .rw-tree-name').innerText()).toBe('skirmishes/');
    expect(await treeRow(page, 'columbia/scenarios/skirmishes').locator(`li[data-id="columbia/scenarios/skirmishes/retreat"] li[data-id="${moved}"]`).count()).toBe(1);
    await page.waitForFunction((p) => document.activeElement?.closest('li')?.getAttribute('data-id') === p, moved);

    // On disk: the saved text at the new path; in the editor: the edit, still unsaved, its draft under the new path.
    expect(onDisk(made)).toBe(false);
    expect(await readFile(nodePath.join(rig.preview.contentDir, moved), 'utf8')).toBe(savedText);
    await expect.poll(() => page.locator('.rw-tab.rw-active').getAttribute('data-path')).toBe(moved);
    expect(await page.evaluate((p) => window.rulewright!.app.workspace.isDirty(p), moved)).toBe(true);
    expect(await page.evaluate((p) => window.rulewright!.app.workspace.get(p)!.model.getValue(), moved)).toContain('# moved, not saved');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rulewright.draft.v1:')))).toEqual([`rulewright.draft.v1:${moved}`]);

    // Test-play lists it under its new path.
    await expectInScenarioList(page, moved, true);
    await expectInScenarioList(page, made, false);

    // Deleted, it takes the folders it was alone in with it.
    await treeRow(page, moved).locator('.rw-tree-label').focus();
    await page.keyboard.press('Delete');
    const confirm = page.locator('rw-content-tree .rw-file-form[role="alertdialog"] .rw-file-confirm');
    await confirm.waitFor();
    await confirm.click();
    await treeRow(page, moved).waitFor({ state: 'detached' });
    expect(onDisk('columbia/scenarios/skirmishes')).toBe(false);
    expect((await readdir(scenarios)).sort()).toEqual(before);
    expect(errors).toEqual([]);
  });
});
