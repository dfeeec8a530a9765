/**
 * The content editor in a real browser: the built editor (`vite build`)
 * served by `vite preview` on 127.0.0.1 over a temporary copy of the content
 * folder, driven through headless Chromium. What a designer relies on: the
 * editor opens cleanly, mistakes show where they are, completion knows the
 * pack, saves reach the disk, nothing typed is lost, and nobody's change on
 * disk is overwritten without asking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import * as nodePath from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumAvailable, CHROMIUM, collectPageErrors, lineOf, openEditor, placeCursor, reloadEditor, startEditorRig, stopEditorRig, type EditorRig } from './harness.ts';
import { SharedPage } from './shared-page.ts';
import { registryFor } from '../../interpreter/games/index.ts';
import { builtEditor } from './built-editor.ts';

const DESTROY = registryFor('columbia').byId('verb.destroy')!;
const haveChromium = chromiumAvailable();
if (!haveChromium) {
  console.warn(`\n[browser suite skipped] ${CHROMIUM} is not installed. Install it with: apt-get install -y --no-install-recommends chromium\n`);
}

let rig: EditorRig;

/**
 * The page every test shares (the first opens it; a page open is ~6 s of
 * Chromium's CPU: the pack checked and its scenarios run in two workers);
 * between tests every file is back to its saved text and the check says so.
 * The tests that save, reload or change files on disk come last, each
 * leaving no unsaved edit and the files on disk as the page last read them.
 */
const shared = new SharedPage(
  () => newEditorPage(),
  (page) => expect.poll(() => page.locator('.rw-count-error').innerText()).toBe('0 errors').then(() => undefined),
);

async function modelText(page: Page, path: string): Promise<string> {
  return page.evaluate((p) => window.rulewright!.app.workspace.get(p)!.model.getValue(), path);
}

interface MarkerView {
  owner: string;
  line: number;
  message: string;
  code: string;
  severity: number;
}

async function markers(page: Page, path: string): Promise<MarkerView[]> {
  return page.evaluate((p) => {
    const { app, monaco } = window.rulewright!;
    const model = app.workspace.get(p)!.model;
    return monaco.editor.getModelMarkers({ resource: model.uri }).map((m) => ({
      owner: m.owner,
      line: m.startLineNumber,
      message: m.message,
      code: typeof m.code === 'string' ? m.code : (m.code?.value ?? ''),
      severity: m.severity,
    }));
  }, path);
}

async function newEditorPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await rig.browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await openEditor(page, rig.preview);
  return { context, page, errors };
}

describe.skipIf(!haveChromium)('the content editor in Chromium', () => {
  beforeAll(async () => {
    rig = await startEditorRig(await builtEditor(), { scenariosPerPack: 1 });
  });

  afterAll(async () => {
    await shared.close();
    await stopEditorRig(rig);
  });

  it('opens on the Columbia pack with no page error and no console error', async () => {
    const { page, errors } = await shared.take();
    const tree = page.locator('rw-content-tree');
    for (const label of ['Action cards', 'World events', 'Victory cards', 'Leaders', 'Elizabeth timelines', 'Board']) {
      await expect.poll(() => tree.innerText()).toContain(label);
    }
    await expect.poll(() => page.locator('.rw-tab.rw-active').innerText()).toContain('Action cards');
    await expect.poll(() => page.locator('.monaco-editor .view-lines').innerText()).toContain('cardTypes');
    // The pack as shipped has no errors.
    await expect.poll(() => page.locator('.rw-count-error').innerText()).toBe('0 errors');
    // Nothing to save: "Saved" is a quiet status, not a button (issue 26, finding 10); an edit brings the Save button.
    await expect.poll(() => page.locator('.rw-saved-status').innerText()).toContain('Saved');
    expect(await page.locator('header button', { hasText: 'Save' }).count()).toBe(0);
    await page.waitForTimeout(500); // let late errors (workers, hovers) surface
    expect(errors).toEqual([]);
  });

  it('shows a schema mistake as a marker on the line where it was typed, and lists it in the problems', async () => {
    const { page } = await shared.take();
    const path = 'columbia/world-events.yaml';
    const line = await lineOf(page, path, '^\\s+aggressive: (true|false)');
    const text = await page.evaluate(([p, l]) => window.rulewright!.app.workspace.get(p as string)!.model.getLineContent(l as number), [path, line]);
    await placeCursor(page, path, line, text.length + 1);
    for (let i = 0; i < text.trimEnd().split(': ')[1]!.length; i++) await page.keyboard.press('Backspace');
    // One edit, as a paste: every state on the way is a mistake on this line too, but the poll below waits for the last.
    await page.keyboard.insertText('sometimes');
    await expect.poll(() => markers(page, path), { timeout: 15_000 }).toEqual(
      expect.arrayContaining([expect.objectContaining({ owner: 'rulewright.schema', line, severity: 8 })]),
    );
    const problem = page.locator('.rw-problem', { hasText: `world-events.yaml:${line}:` });
    await expect.poll(() => problem.count()).toBeGreaterThan(0);
    // Clicking the problem opens the file at that place.
    await page.evaluate(() => window.rulewright!.app.open({ file: 'columbia/action-cards.yaml', line: 1, col: 1 }));
    await problem.first().click();
    await expect.poll(() => page.evaluate(() => document.querySelector('rw-yaml-editor')!.editor!.getPosition()!.lineNumber)).toBe(line);
    await expect.poll(() => page.locator('.rw-tab.rw-active').innerText()).toContain('World events');
  });

  it('marks an unknown verb typed into a card effect at its line', async () => {
    const { page } = await shared.take();
    // Inside Bold Maneuver's `|` block: the marker must land on the block's line, not the `effect:` key.
    const path = 'columbia/action-cards.yaml';
    const line = await lineOf(page, path, "^\\s+add 3 to this card's combat$");
    const text = await page.evaluate(([p, l]) => window.rulewright!.app.workspace.get(p as string)!.model.getLineContent(l as number), [path, line]);
    const col = text.indexOf('add') + 1;
    await placeCursor(page, path, line, col + 'add'.length);
    for (let i = 0; i < 'add'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.insertText('gian');
    await expect.poll(() => markers(page, path), { timeout: 15_000 }).toEqual(
      expect.arrayContaining([expect.objectContaining({ owner: 'rulewright.effects', line, message: expect.stringContaining('gian') })]),
    );
    const marker = (await markers(page, path)).find((m) => m.owner === 'rulewright.effects')!;
    expect(marker.code).toBe('RW-DSL-UNKNOWN-VERB');
    const startColumn = await page.evaluate((p) => {
      const { app, monaco } = window.rulewright!;
      return monaco.editor.getModelMarkers({ resource: app.workspace.get(p)!.model.uri, owner: 'rulewright.effects' })[0]!.startColumn;
    }, path);
    expect(startColumn).toBe(col);
    await expect.poll(() => page.locator('.rw-problem', { hasText: 'gian' }).innerText()).toContain('did you mean `gain`?');
  });

  it('one YAML slip (`x: [` at the start of a deck row) is one problem in plain words; the tree and preview keep the file; no console error', async () => {
    const { page, errors } = await shared.take();
    const path = 'columbia/action-cards.yaml';
    const line = await lineOf(page, path, '^\\s+- \\{ type: Handyman');
    const cards = () => page.evaluate((p) => window.rulewright!.app.outline.flatMap((pack) => pack.children ?? []).find((n) => n.id === p)?.children?.length ?? 0, path);
    const before = await cards();
    expect(before).toBeGreaterThan(0);
    const row = await page.evaluate(([p, l]) => window.rulewright!.app.workspace.get(p as string)!.model.getLineContent(l as number), [path, line]);
    // At the start of the row's entry (`- |{ type: Handyman ...`), where the card preview shows Handyman.
    await placeCursor(page, path, line, row.indexOf('{') + 1);
    await expect.poll(() => page.evaluate(() => JSON.stringify(window.rulewright!.app.preview ?? null))).toContain('Handyman');
    // The tree as read before the slip: rebuilt (a new outline) once the tree's debounced update for the slip ran.
    await page.evaluate(() => ((window as unknown as { rwOutlineBefore: unknown }).rwOutlineBefore = window.rulewright!.app.outline));
    // One edit, as a paste: typed key by key, the row passes through `- x: { type: Handyman ... }`,
    // valid YAML the preview rightly shows, and a slow machine's debounce may land there.
    await page.keyboard.insertText('x: [');
    await expect.poll(() => markers(page, path), { timeout: 15_000 }).toEqual([expect.objectContaining({ code: 'RW-YAML-SYNTAX', line, severity: 8, message: expect.stringContaining('starts a list that is never closed') })]);
    await expect.poll(() => page.locator('.rw-count-error').innerText()).toBe('1 error');
    await expect.poll(() => page.locator('.rw-problem').first().innerText()).toContain('never closed');
    expect(await page.locator('.rw-problem').first().innerText()).not.toMatch(/seq-item|node end|flow/i);
    // The tree and the preview keep the last good reading: checked once their updates for the slip have run
    // (the preview's is due before the tree's: both wait for the check's answer, then 80 and 400 ms).
    await page.waitForFunction(() => window.rulewright!.app.outline !== (window as unknown as { rwOutlineBefore: unknown }).rwOutlineBefore);
    expect(await cards()).toBe(before);
    expect(await page.evaluate(() => JSON.stringify(window.rulewright!.app.preview ?? null))).toContain('Handyman');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => page.locator('.rw-count-error').innerText(), { timeout: 15_000 }).toBe('0 errors');
    expect(errors).toEqual([]);
  });

  it('explains an effect verb on hover with its registry entry', async () => {
    const { page } = await shared.take();
    const path = 'columbia/world-events.yaml';
    const line = await lineOf(page, path, 'effect: "destroy ');
    const text = await page.evaluate(([p, l]) => window.rulewright!.app.workspace.get(p as string)!.model.getLineContent(l as number), [path, line]);
    await placeCursor(page, path, line, text.indexOf('destroy') + 3);
    await page.evaluate(() => document.querySelector('rw-yaml-editor')!.editor!.trigger('test', 'editor.action.showHover', {}));
    // The schema's hover part may come first: wait for the effect language's own part.
    const hover = page.locator('.monaco-hover', { hasText: DESTROY.description });
    await hover.first().waitFor({ timeout: 15_000 });
    const shown = await hover.first().innerText();
    expect(shown).toContain(DESTROY.description);
    expect(shown).toContain('destroy');
  });

  it('offers the pack’s location names when completing inside an effect string', async () => {
    const { page } = await shared.take();
    const path = 'columbia/world-events.yaml';
    const line = await lineOf(page, path, 'effect: "each player gains 3 eagles"');
    const text = await page.evaluate(([p, l]) => window.rulewright!.app.workspace.get(p as string)!.model.getLineContent(l as number), [path, line]);
    // Put the cursor just before the closing quote and start a second statement naming a location.
    await placeCursor(page, path, line, text.lastIndexOf('"') + 1);
    // One edit, as a paste: typed key by key, Monaco's own suggestions may pop up on the way and take a key.
    await page.keyboard.insertText('; destroy \\"Hall of');
    await page.evaluate(() => document.querySelector('rw-yaml-editor')!.editor!.trigger('test', 'editor.action.triggerSuggest', {}));
    const row = page.locator('.suggest-widget .monaco-list-row', { hasText: 'Hall of Heroes' });
    await row.first().waitFor({ timeout: 15_000 });
    await page.keyboard.press('Tab');
    await expect.poll(() => modelText(page, path)).toContain('each player gains 3 eagles; destroy \\"Hall of Heroes\\""');
  });

  it('shows the card under the cursor as a player sees it, and follows edits live', async () => {
    const { page } = await shared.take();
    const path = 'columbia/action-cards.yaml';
    const line = await lineOf(page, path, 'name: Reckless Strength');
    await placeCursor(page, path, line, 10);
    const card = page.locator('rw-card-preview .rw-card');
    await expect.poll(() => card.locator('.rw-ability-name').innerText()).toBe('Reckless Strength');
    expect(await card.locator('.rw-card-name').innerText()).toBe('Handyman');
    expect(await card.locator('.rw-locked-note').count()).toBe(1);
    // Rename the ability in the YAML: the preview follows without a save.
    const text = await page.evaluate(([p, l]) => window.rulewright!.app.workspace.get(p as string)!.model.getLineContent(l as number), [path, line]);
    await placeCursor(page, path, line, text.length + 1);
    await page.keyboard.insertText(' Redux');
    await expect.poll(() => card.locator('.rw-ability-name').innerText()).toBe('Reckless Strength Redux');
    // A deck card shows its own values.
    const deckLine = await lineOf(page, path, 'type: Shotgunner, count: 3, combat: 2, influence: 1, eagles: 1');
    await placeCursor(page, path, deckLine, 12);
    await expect.poll(() => card.locator('.rw-card-name').innerText()).toBe('Shotgunner');
    await expect.poll(() => card.locator('.rw-v-combat .rw-card-value-number').innerText()).toBe('2');
    expect(await card.locator('.rw-v-influence .rw-card-value-number').innerText()).toBe('1');
    expect(await card.locator('.rw-v-eagles .rw-card-value-number').innerText()).toBe('1');
  });

  it('saves with Ctrl+S to the file on disk, and a reload shows the saved text', async () => {
    const { page } = await shared.take();
    const path = 'columbia/victory-cards.yaml';
    const line = await lineOf(page, path, '^\\s+text: ');
    const text = await page.evaluate(([p, l]) => window.rulewright!.app.workspace.get(p as string)!.model.getLineContent(l as number), [path, line]);
    await placeCursor(page, path, line, text.length + 1);
    await page.keyboard.type(' Saved by the test.');
    await page.keyboard.press('Control+s');
    const onDisk = () => readFile(nodePath.join(rig.preview.contentDir, path), 'utf8');
    await expect.poll(onDisk).toContain('Saved by the test.');
    expect(await onDisk()).toBe(await modelText(page, path));
    await expect.poll(() => page.locator('.rw-tab', { hasText: 'Victory cards' }).locator('.rw-dirty-dot').count()).toBe(0);
    await reloadEditor(page);
    expect(await modelText(page, path)).toContain('Saved by the test.');
    expect(await page.evaluate((p) => window.rulewright!.app.workspace.isDirty(p), path)).toBe(false);
  });

  it('keeps unsaved edits across a reload without writing them to disk', async () => {
    const { page } = await shared.take();
    const path = 'columbia/leaders.yaml';
    const before = await readFile(nodePath.join(rig.preview.contentDir, path), 'utf8');
    const line = await lineOf(page, path, '^\\s+text: ');
    const text = await page.evaluate(([p, l]) => window.rulewright!.app.workspace.get(p as string)!.model.getLineContent(l as number), [path, line]);
    await placeCursor(page, path, line, text.length + 1);
    await page.keyboard.type(' Not saved yet.');
    await reloadEditor(page);
    expect(await modelText(page, path)).toContain('Not saved yet.');
    expect(await page.evaluate((p) => window.rulewright!.app.workspace.isDirty(p), path)).toBe(true);
    await expect.poll(() => page.locator('.rw-tab', { hasText: 'Leaders' }).locator('.rw-dirty-dot').count()).toBe(1);
    expect(await readFile(nodePath.join(rig.preview.contentDir, path), 'utf8')).toBe(before);
  });

  it('follows a change made on disk to a file with no unsaved edits when the window regains focus', async () => {
    const { page } = await shared.take();
    const path = 'columbia/dice.yaml';
    const file = nodePath.join(rig.preview.contentDir, path);
    const changed = (await readFile(file, 'utf8')) + '# changed by git\n';
    await writeFile(file, changed);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => modelText(page, path)).toBe(changed);
    expect(await page.evaluate((p) => window.rulewright!.app.workspace.isDirty(p), path)).toBe(false);
  });

  it('never overwrites a file changed on disk: it asks, shows the diff, and does what the designer chose', async () => {
    const { page, errors } = await shared.take();
    const path = 'columbia/pack.yaml';
    const file = nodePath.join(rig.preview.contentDir, path);
    const line = await lineOf(page, path, '^description:');
    await placeCursor(page, path, line, 1);
    await page.keyboard.type('# mine\n');
    // Someone else changes the file on disk meanwhile.
    const theirs = (await readFile(file, 'utf8')).replace(/^version: .*$/m, 'version: 9.9.9');
    await writeFile(file, theirs);

    await page.click('.rw-save');
    const dialog = page.locator('dialog.rw-conflict[open]');
    await dialog.waitFor();
    expect(await readFile(file, 'utf8')).toBe(theirs);
    await dialog.locator('button[data-choice="diff"]').click();
    await page.locator('.rw-diff .monaco-diff-editor').waitFor();
    await dialog.locator('button[data-choice="cancel"]').click();
    expect(await readFile(file, 'utf8')).toBe(theirs);
    expect(await modelText(page, path)).toContain('# mine');

    // Take theirs: the editor shows the disk text; mine is one undo away.
    await page.click('.rw-save');
    await dialog.waitFor();
    await dialog.locator('button[data-choice="theirs"]').click();
    await expect.poll(() => modelText(page, path)).toBe(theirs);
    await expect.poll(() => page.evaluate((p) => window.rulewright!.app.workspace.isDirty(p), path)).toBe(false);
    expect(await readFile(file, 'utf8')).toBe(theirs);

    // Keep mine: after another outside change, my text is written over it, knowingly.
    await placeCursor(page, path, line, 1);
    await page.keyboard.type('# mine again\n');
    const theirsAgain = theirs.replace('version: 9.9.9', 'version: 9.9.10');
    await writeFile(file, theirsAgain);
    await page.click('.rw-save');
    await dialog.waitFor();
    await dialog.locator('button[data-choice="mine"]').click();
    await expect.poll(() => readFile(file, 'utf8')).toContain('# mine again');
    expect(await readFile(file, 'utf8')).toBe(await modelText(page, path));
    // The refused saves show up as failed requests (409) in the console; nothing else may.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });
});
