/**
 * The balance panel in a real browser: the built editor over a temporary
 * copy of the content, the Balance tab, a short seeded run in web workers on
 * the pack as edited, and what a designer reads off it: a win-rate chart,
 * numbers that account for every game, and a refusal (with the errors) when
 * the edited pack does not load. No page or console errors along the way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import * as nodePath from 'node:path';
import type { Page } from 'playwright-core';
import { CHROMIUM, chromiumAvailable, collectPageErrors, openEditor, openSide, setBalanceGames, startEditorRig, stopEditorRig, type EditorRig } from './harness.ts';
import { SharedPage } from './shared-page.ts';
import { builtEditor } from './built-editor.ts';

const haveChromium = chromiumAvailable();
if (!haveChromium) {
  console.warn(`\n[browser suite skipped] ${CHROMIUM} is not installed. Install it with: apt-get install -y --no-install-recommends chromium\n`);
}
const SCREENS = process.env.RULEWRIGHT_SCREENS ?? '/tmp/screens';

let rig: EditorRig;

/**
 * One page for the file's tests, in their order: the first reads the panel's
 * default, and each run clears what the last one showed; the comparison is
 * turned off again after the test that turns it on.
 */
const shared = new SharedPage(
  async () => {
    const context = await rig.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openEditor(page, rig.preview);
    return { context, page, errors };
  },
  async (page) => {
    await openSide(page, 'Balance');
    await page.uncheck('rw-balance-panel .rw-balance-compare');
  },
);

/** The shared page with the Balance tab shown. */
async function openBalance(): Promise<{ page: Page; errors: string[] }> {
  const taken = await shared.take();
  await openSide(taken.page, 'Balance');
  return taken;
}

const setGames = (page: Page, games: number) => setBalanceGames(page, games, 2);

describe.skipIf(!haveChromium)('balance panel in Chromium', () => {
  beforeAll(async () => {
    rig = await startEditorRig(await builtEditor(), { scenariosPerPack: 1 });
  });

  afterAll(async () => {
    await shared.close();
    await stopEditorRig(rig);
  });

  it('runs 20 seeded games in workers and shows a win-rate chart whose numbers add up', async () => {
    const { page, errors } = await openBalance();
    expect(await page.locator('rw-balance-panel .rw-balance-games').inputValue()).toBe('200');
    await setGames(page, 20);
    // Every game the page asks for goes to a worker (counted as the page posts them): the page
    // plays none itself, so it never stops for a game's length. (A count, not a clock: a frozen
    // main thread and a machine busy with other work look alike on the clock.)
    await page.evaluate(() => {
      const w = window as unknown as { rwGamesToWorkers: number };
      w.rwGamesToWorkers = 0;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
        const m = message as { type?: string; games?: unknown[] };
        if (m?.type === 'games' && Array.isArray(m.games)) w.rwGamesToWorkers += m.games.length;
        return (post as (...a: unknown[]) => void).call(this, message, ...rest);
      };
    });
    await page.click('rw-balance-panel button.rw-balance-run');
    // While it runs, the progress and a Stop button show together (read at one moment: a fast run may end at any time).
    await page.waitForFunction(() => document.querySelector('rw-balance-panel .rw-balance-progress progress') !== null && document.querySelectorAll('rw-balance-panel button.rw-balance-stop').length === 1);
    await page.waitForSelector('rw-balance-panel .rw-balance-outcomes', { timeout: 110_000 });
    // The games ran in workers: each of the 20 was sent to one.
    expect(await page.evaluate(() => (window as unknown as { rwGamesToWorkers: number }).rwGamesToWorkers)).toBe(20);

    const outcome = await page.locator('rw-balance-panel .rw-balance-outcomes').evaluate((el: HTMLElement) => ({
      wins: Number(el.dataset['wins']),
      draws: Number(el.dataset['draws']),
      errors: Number(el.dataset['errors']),
      games: Number(el.dataset['games']),
      text: el.textContent ?? '',
    }));
    expect(outcome.games).toBe(20);
    expect(outcome.errors).toBe(0);
    expect(outcome.wins + outcome.draws).toBe(20);
    expect(outcome.text).toContain('= 20 of 20 games');

    // The win table's wins are the chart's; each faction's games are all 20.
    const rows = await page.locator('rw-balance-panel .rw-balance-wins tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.reduce((a, r) => a + Number(r[1]), 0)).toBe(outcome.wins);
    for (const r of rows) expect(Number(r[2])).toBe(20);

    const chart = () => page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('rw-balance-panel canvas[data-chart="win"]')!;
      const box = canvas.getBoundingClientRect();
      // A drawn canvas has coloured pixels; an empty one is all transparent.
      const ctx = canvas.getContext('2d')!;
      const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      for (let i = 3; i < px.length; i += 4) if (px[i]! > 0) painted++;
      return { width: box.width, height: box.height, painted };
    });
    // (drawn by the chart library after the results show: polled)
    await expect.poll(async () => (await chart()).painted).toBeGreaterThan(1000);
    expect((await chart()).width).toBeGreaterThan(200);
    expect((await chart()).height).toBeGreaterThan(150);
    expect(await page.locator('rw-balance-panel canvas[data-chart="rounds"]').count()).toBe(1);
    expect(await page.locator('rw-balance-panel .rw-balance-ends tbody tr').count()).toBeGreaterThan(0);
    // The game's own tables (its module's report), e.g. Columbia's world events with their pass rates.
    expect(await page.locator('rw-balance-panel .rw-balance-game-table').count()).toBeGreaterThan(0);
    expect(await page.locator('rw-balance-panel .rw-balance-world-events tbody tr').count()).toBeGreaterThan(0);
    // The CLI report's tables (issue 26, finding 8): by leader, by timeline, victory points by source, mean score.
    const titles = await page.locator('rw-balance-panel .rw-balance-results[data-run="edited"] .rw-balance-game-table summary').allTextContents();
    for (const t of [/^By leader/, /^By timeline/, /^Victory points by source/]) expect(titles.some((x) => t.test(x)), `${t} in ${titles.join(' | ')}`).toBe(true);
    expect(await page.locator('rw-balance-panel .rw-balance-scores tbody tr').count()).toBeGreaterThan(0);

    await mkdir(SCREENS, { recursive: true });
    await page.screenshot({ path: nodePath.join(SCREENS, 'balance.png') });
    expect(errors).toEqual([]);
  });

  it('compares the edited pack with the saved files on the same seeds', async () => {
    const { page, errors } = await openBalance();
    // An unsaved edit the games can feel: every card's printed combat value becomes 0.
    const edited = await page.evaluate(() => {
      const model = window.rulewright!.app.workspace.get('columbia/action-cards.yaml')!.model;
      const before = model.getValue();
      const after = before.replace(/combat: (\d+)/g, () => 'combat: 0');
      model.setValue(after);
      return after !== before;
    });
    expect(edited).toBe(true);
    await setGames(page, 10);
    await page.check('rw-balance-panel .rw-balance-compare');
    await page.click('rw-balance-panel button.rw-balance-run');
    await page.waitForSelector('rw-balance-panel .rw-balance-changes', { timeout: 110_000 });
    expect(await page.locator('rw-balance-panel .rw-balance-results').count()).toBe(2);
    const head = await page.locator('rw-balance-panel .rw-balance-all-changes thead th').allTextContents();
    expect(head.slice(1, 3)).toEqual(['saved', 'edited']);
    const rows = await page.locator('rw-balance-panel .rw-balance-all-changes tbody tr').count();
    expect(rows).toBeGreaterThan(5);
    // Cards worth nothing in combat are played for combat far less: the edit's effect is found significant.
    const significant = await page.locator('rw-balance-panel .rw-balance-significant tbody tr td:first-child').allTextContents();
    expect(significant.some((what) => / played for combat$/.test(what))).toBe(true);
    // The headline first (issue 26, finding 8): a win rate, an ending or the length, saved -> edited, above everything else,
    // beside a chart of the win rates saved and edited.
    const first = await page.evaluate(() => document.querySelector('rw-balance-panel .rw-balance-compare-result')!.firstElementChild!.className);
    expect(first).toContain('rw-balance-headline');
    expect(await page.locator('rw-balance-panel .rw-balance-headline').innerText()).toMatch(/^(win rate|ends by|rounds per game|victory points).*saved → .* edited/);
    const painted = () => page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('rw-balance-panel canvas[data-chart="compare"]')!;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n;
    });
    await expect.poll(painted).toBeGreaterThan(1000);
    // Both runs played the same 10 seeds.
    for (const run of ['edited', 'saved']) {
      expect(await page.locator(`rw-balance-panel .rw-balance-results[data-run="${run}"] .rw-balance-outcomes`).getAttribute('data-games')).toBe('10');
    }
    await mkdir(SCREENS, { recursive: true });
    await page.screenshot({ path: nodePath.join(SCREENS, 'balance-compare.png') });
    await page.locator('rw-balance-panel .rw-balance-results[data-run="edited"] .rw-balance-action-cards').scrollIntoViewIfNeeded();
    await page.screenshot({ path: nodePath.join(SCREENS, 'balance-cards.png') });
    expect(errors).toEqual([]);
  });

  it('tries values for a number of the card preview: the same seeds per value, a curve with intervals (issue 28)', async () => {
    const { page, errors } = await openBalance();
    await setGames(page, 4);
    await openSide(page, 'Card');
    await page.evaluate(() => {
      const app = window.rulewright!.app;
      const model = app.workspace.get('columbia/action-cards.yaml')!.model;
      const line = model.getLinesContent().findIndex((l) => /\{ type: Handyman, count: 3, combat: 3/.test(l)) + 1;
      app.open({ file: 'columbia/action-cards.yaml', line, col: 12 });
    });
    await page.click('rw-card-preview .rw-try-values[data-field="combat"]');
    // Balance opens and plays 4 games at each of 1..5 (the row's combat is 3), the file untouched.
    await page.waitForFunction(() => document.querySelectorAll('rw-balance-panel .rw-balance-vary-table tbody tr').length === 5, undefined, { timeout: 200_000 });
    const rows = await page.locator('rw-balance-panel .rw-balance-vary-table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows.map((r) => r[0])).toEqual(['1', '2', '3 (now)', '4', '5']);
    expect(rows.every((r) => r[1] === '4')).toBe(true);
    expect(rows[0]!.slice(2).every((cell) => /%\s\[/.test(cell))).toBe(true);
    expect(await page.locator('rw-balance-panel .rw-balance-vary').getAttribute('data-path')).toBe('decks.0.cards.0.combat');
    expect(await page.evaluate(() => window.rulewright!.app.dirty.size)).toBe(0);
    await mkdir(SCREENS, { recursive: true });
    await page.screenshot({ path: nodePath.join(SCREENS, 'balance-try-values.png') });
    expect(errors).toEqual([]);
  });

  it('refuses to run an edited pack with errors and lists them', async () => {
    const { page, errors } = await openBalance();
    await page.evaluate(() => {
      const model = window.rulewright!.app.workspace.get('columbia/pack.yaml')!.model;
      model.setValue(`${model.getValue()}\nnot_a_pack_field: 1\n`);
    });
    await setGames(page, 5);
    await page.click('rw-balance-panel button.rw-balance-run');
    const refusal = page.locator('rw-balance-panel .rw-balance-refusal');
    await refusal.waitFor({ timeout: 60_000 });
    expect(await refusal.textContent()).toContain('the pack has errors');
    expect(await refusal.locator('li').count()).toBeGreaterThan(0);
    expect(await refusal.locator('li').first().textContent()).toContain('columbia/pack.yaml');
    expect(await page.locator('rw-balance-panel .rw-balance-outcomes').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
