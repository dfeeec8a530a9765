/**
 * The editor over content folders other than the repository's: a pack
 * folder of any name, and a folder of packs of several games (issue 26,
 * finding 1); what one YAML slip shows (finding 3); and problems the pack's
 * scenarios have after a content edit, at once and after their background
 * run (finding 4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { chromiumAvailable, collectPageErrors, contentFolder, keepScenarios, launchBrowser, lineOf, openEditor, openSide, placeCursor, runBalance, startPreview, type EditorBrowser, type Preview } from './harness.ts';
import { SharedPage } from './shared-page.ts';
import { runScenarioToPass, saveGameAsScenario } from './test-play-steps.ts';
import { builtEditor } from './built-editor.ts';

const haveChromium = chromiumAvailable();
const NIGHT_MARKET = 'test/fixtures/packs/night-market';

interface Served {
  preview: Preview;
  parent: string;
}

async function serve(name: string, copies: Record<string, string>, extra: Record<string, string> = {}, prepare: (dir: string) => Promise<void> = async () => {}): Promise<Served> {
  const { dir, parent } = await contentFolder(name, copies, extra);
  await prepare(dir);
  return { preview: await startPreview(await builtEditor(), dir), parent };
}

async function stop(served: Served | undefined): Promise<void> {
  await served?.preview.stop();
  if (served) await rm(served.parent, { recursive: true, force: true });
}

/** The packs as the editor's check sees them. */
function packs(page: Page) {
  return page.evaluate(() => window.rulewright!.app.packs.map((p) => ({ name: p.name, game: p.game, playable: p.playable, scenarios: p.scenarios })));
}

/** Every problem the Problems panel lists, as file and code. */
function problems(page: Page) {
  return page.evaluate(() => window.rulewright!.app.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ file: d.file, code: d.code, message: d.message, line: d.line })));
}

function errorMarkers(page: Page, path: string) {
  return page.evaluate((p) => {
    const { app, monaco } = window.rulewright!;
    return monaco.editor
      .getModelMarkers({ resource: app.workspace.get(p)!.model.uri })
      .filter((m) => m.severity === monaco.MarkerSeverity.Error)
      .map((m) => ({ code: typeof m.code === 'string' ? m.code : (m.code?.value ?? ''), line: m.startLineNumber, message: m.message }));
  }, path);
}

/** Replaces text in a file's model, as typing would (unsaved). */
function edit(page: Page, path: string, from: string, to: string) {
  return page.evaluate(
    ([p, a, b]) => {
      const model = window.rulewright!.app.workspace.get(p!)!.model;
      const at = model.getValue().indexOf(a!);
      if (at < 0) throw new Error(`no ${a} in ${p}`);
      const start = model.getPositionAt(at);
      const end = model.getPositionAt(at + a!.length);
      model.pushEditOperations([], [{ range: { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column }, text: b! }], () => null);
    },
    [path, from, to],
  );
}

describe.skipIf(!haveChromium)('the editor serves any pack folder and any folder of packs', () => {
  let browser: EditorBrowser;
  /** The Night Market fixture as a pack folder of another name, served once for the two tests that read it. */
  let lanternFair: Served | undefined;
  /** Their page (a page open is ~6 s of Chromium's CPU); the second starts from the saved files (unsaved edits reverted) checked with no error. */
  const fair = new SharedPage(
    async () => {
      lanternFair = await serve('lantern-fair', { '': NIGHT_MARKET });
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await openEditor(page, lanternFair.preview);
      return { context, page, errors };
    },
    (page) => expect.poll(() => page.locator('.rw-count-error').innerText()).toBe('0 errors').then(() => undefined),
  );
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await fair.close();
    await stop(lanternFair);
    await browser?.close();
  });

  it('a pack folder of any name: one pack under that name, its scenarios part of it; a YAML slip is one problem in plain words; broken scenarios show', async () => {
    const { page, errors } = await fair.take();
    // (innerText follows the tree's CSS capitals)
    const tree = async () => (await page.locator('rw-content-tree').innerText()).toLowerCase();
    await expect.poll(tree).toContain('lantern-fair');
    await expect.poll(tree).toContain('scenarios');
    expect(await tree()).not.toContain('loose files');
    await expect.poll(() => page.locator('.rw-count-error').innerText()).toBe('0 errors');
    // Every scenario of the pack runs in the background and passes.
    await page.waitForFunction(() => window.rulewright!.app.packs[0]?.scenarios.passed === 7, undefined, { timeout: 60_000 });
    expect(await packs(page)).toEqual([{ name: 'lantern-fair', game: 'night-market', playable: true, scenarios: expect.objectContaining({ total: 7, passed: 7, failed: 0 }) }]);

    // Finding 3: `x: [` typed at the start of a row is one problem, at the bracket, in plain words.
    await edit(page, 'lanterns.yaml', '  - name: Tea Seller', 'x: [  - name: Tea Seller');
    await page.waitForFunction(() => window.rulewright!.app.diagnostics.some((d) => d.code === 'RW-YAML-SYNTAX'));
    expect(await problems(page)).toEqual([{ file: 'lanterns.yaml', code: 'RW-YAML-SYNTAX', message: expect.stringMatching(/^this `\[` \(line \d+\) starts a list that is never closed$/), line: expect.any(Number) }]);
    await expect.poll(() => errorMarkers(page, 'lanterns.yaml')).toEqual([expect.objectContaining({ code: 'RW-YAML-SYNTAX' })]);
    await edit(page, 'lanterns.yaml', 'x: [  - name: Tea Seller', '  - name: Tea Seller');
    await page.waitForFunction(() => !window.rulewright!.app.diagnostics.some((d) => d.severity === 'error'));

    // Finding 4: a content edit that breaks a scenario marks the scenario at once (it no longer compiles).
    await edit(page, 'lanterns.yaml', '  - name: Tea Seller', '  - name: Tea Merchant');
    await page.waitForFunction(() => window.rulewright!.app.diagnostics.some((d) => d.file.startsWith('scenarios/')));
    const broken = await problems(page);
    expect(broken.map((p) => p.file)).toEqual(['scenarios/no-lantern-passes.yaml']);
    expect(broken[0]!.code).toMatch(/^RW-SCENARIO-/);
    await expect.poll(() => errorMarkers(page, 'scenarios/no-lantern-passes.yaml')).toEqual([expect.objectContaining({ code: broken[0]!.code })]);
    await edit(page, 'lanterns.yaml', '  - name: Tea Merchant', '  - name: Tea Seller');
    await page.waitForFunction(() => !window.rulewright!.app.diagnostics.some((d) => d.severity === 'error'));

    // ... and one that compiles but fails when run is marked after the background run, at its line.
    await edit(page, 'scenarios/no-lantern-passes.yaml', 'hand: { amber: 0, jade: [Coin Purse], violet: 0 }', 'hand: { amber: 2, jade: [Coin Purse], violet: 0 }');
    await page.waitForFunction(() => window.rulewright!.app.diagnostics.some((d) => d.code === 'RW-SCENARIO-FAILS'), undefined, { timeout: 30_000 });
    const failing = (await problems(page)).filter((p) => p.code === 'RW-SCENARIO-FAILS');
    expect(failing.map((p) => p.file)).toEqual(['scenarios/no-lantern-passes.yaml']);
    await expect.poll(() => errorMarkers(page, 'scenarios/no-lantern-passes.yaml')).toEqual([expect.objectContaining({ code: 'RW-SCENARIO-FAILS' })]);
    await expect.poll(() => page.locator('rw-problems-panel').innerText()).toContain('scenarios/no-lantern-passes.yaml');

    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  it('test-play and balance take a pack folder of any name: listed under its name, played, a scenario saved into its scenarios/ and run', async () => {
    const { page, errors } = await fair.take();
    await openSide(page, 'Test-play');
    await page.waitForSelector('.rw-new-game');
    await expect.poll(() => page.locator('.rw-pack-select option').allInnerTexts()).toEqual(['lantern-fair']);
    await page.fill('.rw-seed', '3');
    await page.click('.rw-new-game');
    await expect.poll(() => page.evaluate(() => document.querySelector('rw-test-play-panel')!.session?.n ?? -1)).toBe(0);
    expect(await page.evaluate(() => {
      const g = document.querySelector('rw-test-play-panel')!.game;
      return g?.ok ? g.module.title : null;
    })).toBe('Night Market (a test fixture)');
    await runScenarioToPass(await saveGameAsScenario(page, 'Fair opening', 'scenarios/fair-opening.yaml'));

    await openSide(page, 'Balance');
    await expect.poll(() => page.locator('rw-balance-panel .rw-balance-pack option').allInnerTexts()).toEqual(['lantern-fair']);
    await expect.poll(() => page.locator('rw-balance-panel .rw-balance-players option').allInnerTexts()).toEqual(['2', '3']);
    expect(await runBalance(page, 6)).toEqual({ games: 6, errors: 0 });
    expect(errors).toEqual([]);
  });

  it('a folder of packs: each under its own name, read as its own game; loose files and stray scenarios/ are no pack', async () => {
    const served = await serve('designs', { market: NIGHT_MARKET, city: 'content/baldurs-gate' }, { 'notes.yaml': 'todo: [balance the docks]\n', 'scenarios/stray.yaml': 'name: not in a pack\n' });
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await openEditor(page, served.preview);
      // The pack of the file shown is checked first; the other follows.
      await page.waitForFunction(() => window.rulewright!.app.packs.every((p) => p.game !== undefined));
      expect((await packs(page)).map((p) => [p.name, p.game, p.playable])).toEqual([
        ['city', 'baldurs-gate', true],
        ['market', 'night-market', true],
      ]);
      const tree = async () => (await page.locator('rw-content-tree').innerText()).toLowerCase();
      for (const label of ['city', 'market', 'not in a pack']) await expect.poll(tree).toContain(label);
      expect(await tree()).not.toContain('loose files');
      await expect.poll(() => page.locator('.rw-count-error').innerText()).toBe('0 errors');
      // Each pack's cards preview in its own game's words (issue 22: the module's preview hook): a Baldur's Gate building.
      const buildings = 'city/buildings.yaml';
      await placeCursor(page, buildings, await lineOf(page, buildings, '^    name: Factory'), 12);
      const card = page.locator('rw-card-preview .rw-card');
      await expect.poll(() => card.locator('.rw-card-name').innerText()).toBe('Factory');
      expect(await card.locator('.rw-card-sub').innerText()).toBe('Building · Market');
      expect(await card.locator('.rw-v-cost .rw-card-value-number').innerText()).toBe('5');
      expect(await card.locator('.rw-ability-name').innerText()).toBe('Market benefit');
      expect(await page.locator('rw-card-preview .rw-effect-source summary').allInnerTexts()).toEqual(['Income (pay 1 supply)']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await stop(served);
    }
  });

  it('over 200 files (four packs): every file of a pack opens with no console error or warning (no listener-leak warning)', async () => {
    // The variant keeps one scenario: the shipped packs and the fixture still make over 200 files, and the variant's
    // every file opened is 14 files, not 129 (and each page runs every scenario of the folder in the background).
    const served = await serve('studio', { '': 'content', market: NIGHT_MARKET, 'my-variant': 'content/columbia' }, {}, (dir) => keepScenarios(dir, 1, ['my-variant']));
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      page.on('console', (m) => {
        if (m.type() === 'warning') errors.push(`console.warn: ${m.text()}`);
      });
      await openEditor(page, served.preview);
      const paths = await page.evaluate(() => window.rulewright!.app.workspace.paths());
      expect(paths.length).toBeGreaterThan(200);
      const mine = paths.filter((p) => p.startsWith('my-variant/'));
      for (const p of mine) await page.evaluate((path) => window.rulewright!.app.open({ file: path, line: 1, col: 1 }), p);
      expect(await page.evaluate(() => window.rulewright!.app.tabs)).toEqual(expect.arrayContaining(mine));
      await page.waitForTimeout(500); // late warnings (workers, markers) surface
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await stop(served);
    }
  });
});
