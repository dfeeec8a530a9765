/**
 * Test-play and balance of any pack, in a real browser: the built editor
 * over a content folder holding several packs (Columbia, Baldur's Gate, the
 * Night Market fixture and a copy of Columbia renamed `my-variant`). The
 * designer picks a pack by its folder name; its game's module gives the
 * seats, the board and the table, and no code names the pack or its game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { CHROMIUM, chromiumAvailable, keepScenarios, launchBrowser, openSide, runBalance, startPreview, stopEditorRig, type EditorRig } from './harness.ts';
import { answerLeast, newGame, runScenarioToPass, saveGameAsScenario, SharedTestPlay, table, unexpectedErrors } from './test-play-steps.ts';
import { playSeeded } from './seeded-play.ts';
import { builtEditor } from './built-editor.ts';

const haveChromium = chromiumAvailable();
if (!haveChromium) {
  console.warn(`\n[browser suite skipped] ${CHROMIUM} is not installed. Install it with: apt-get install -y --no-install-recommends chromium\n`);
}

const REPO = fileURLToPath(new URL('../../', import.meta.url));

let rig: Partial<EditorRig> & Pick<EditorRig, 'dist'>;
/** The packs' folder (removed after, even when the preview did not start). */
let packs = '';
/** The page every test of the file shares (each test-play test starts its own game; balance goes back to test-play after). */
const shared = new SharedTestPlay(() => rig.browser!, () => rig.preview!);

/** The repository's packs, the Night Market fixture and a renamed copy of Columbia, in one temporary folder. */
async function severalPacks(): Promise<string> {
  const dir = await mkdtemp(nodePath.join(tmpdir(), 'rw-packs-'));
  await cp(nodePath.join(REPO, 'content'), dir, { recursive: true });
  await cp(nodePath.join(REPO, 'test/fixtures/packs/night-market'), nodePath.join(dir, 'night-market'), { recursive: true });
  await cp(nodePath.join(REPO, 'content/columbia'), nodePath.join(dir, 'my-variant'), { recursive: true });
  // The games are played here; the shipped scenarios are run and counted elsewhere (keepScenarios).
  await keepScenarios(dir, 1);
  return dir;
}

/**
 * Answers the pending decision with the options a number points at: one
 * option (`n` modulo their count) for a plain choice, the least number of
 * them from there for a pick of several.
 */
async function answerAt(page: Page, n: number): Promise<void> {
  // Read in one round trip: a game to its end is hundreds of these, and on a loaded machine each trip counts.
  const { before, count, multi, least } = await page.evaluate(() => {
    const s = document.querySelector('rw-test-play-panel')!.session!;
    return {
      before: s.n,
      count: document.querySelectorAll('rw-play-decision .rw-option-control').length,
      multi: document.querySelector('rw-play-decision input.rw-option-control') !== null,
      least: s.decision()?.min ?? 0,
    };
  });
  const options = page.locator('rw-play-decision .rw-option-control');
  if (multi) {
    for (let k = 0; k < least; k++) await options.nth((n + k) % count).click();
    await page.locator('rw-play-decision .rw-confirm').click();
  } else {
    await options.nth(n % count).click();
  }
  await expect.poll(async () => (await table(page)).n).toBe(before + 1);
}

/**
 * Answers up to `answers` decisions as `answerAt` does, with the picks it
 * would get from `seed` on, by clicks on the decision panel's controls made
 * in the page (the same click handlers; no pointer, no frame drawn between
 * answers), and stops at the game's end. One round trip for them all: a
 * game to its end is hundreds of answers, and a pointer's click, its checks
 * and a poll cost the machine some 40 ms each. Returns the answers made and
 * the last pick.
 */
function clickThrough(page: Page, answers: number, seed: number): Promise<{ made: number; pick: number }> {
  return page.evaluate(
    async ({ answers, seed }) => {
      const panel = document.querySelector('rw-test-play-panel')!;
      const drawn = async () => {
        await panel.updateComplete;
        await document.querySelector('rw-play-decision')?.updateComplete;
      };
      let pick = seed;
      let made = 0;
      await drawn();
      for (; made < answers; made++) {
        const s = panel.session!;
        if (s.state.over !== null || s.decision() === null) break;
        pick = (pick * 1103515245 + 12345) % 2147483648;
        const before = s.n;
        const options = [...document.querySelectorAll<HTMLElement>('rw-play-decision .rw-option-control')];
        if (document.querySelector('rw-play-decision input.rw-option-control') !== null) {
          for (let k = 0; k < (s.decision()?.min ?? 0); k++) options[(pick + k) % options.length]!.click();
          await drawn();
          document.querySelector<HTMLElement>('rw-play-decision .rw-confirm')!.click();
        } else {
          options[pick % options.length]!.click();
        }
        if (panel.session!.n !== before + 1) throw new Error(`answer ${made + 1} (decision ${before + 1}) was not taken`);
        await drawn();
      }
      return { made, pick };
    },
    { answers, seed },
  );
}

describe.skipIf(!haveChromium)('test-play of any pack in Chromium', () => {
  beforeAll(async () => {
    rig = { dist: await builtEditor(), ownsDist: false };
    packs = await severalPacks();
    rig.preview = await startPreview(rig.dist, packs);
    rig.browser = await launchBrowser();
  });

  afterAll(async () => {
    await shared.close();
    await stopEditorRig(rig);
    if (packs) await rm(packs, { recursive: true, force: true });
  });

  it('lists every pack by its folder name', async () => {
    const { page, errors } = await shared.take();
    const packs = () => page.locator('.rw-pack-select option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await expect.poll(packs).toEqual(['baldurs-gate', 'columbia', 'my-variant', 'night-market']);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('plays the Night Market fixture to the end, saves it as a scenario, and the scenario passes', async () => {
    const { page, errors } = await shared.take();
    await newGame(page, 'night-market', '1');
    expect(await table(page)).toMatchObject({ title: 'Night Market (a test fixture)', players: ['amber', 'jade'] });
    // Its board and table come from its module's display hooks.
    expect(await page.locator('rw-play-board [data-location]').count()).toBeGreaterThan(0);
    for (let i = 0; i < 60 && !(await table(page)).over; i++) await answerLeast(page);
    expect((await table(page)).over).toBe(true);
    await expect.poll(() => page.locator('.rw-game-over').innerText()).toContain('Game over');

    const path = 'night-market/scenarios/market-to-the-end.yaml';
    const row = await saveGameAsScenario(page, 'Market to the end', path);
    const text = await readFile(nodePath.join(rig.preview!.contentDir, path), 'utf8');
    expect(text).toContain('name: Market to the end');
    expect(text).toMatch(/^ {2}- (amber|jade): /m);
    await runScenarioToPass(row);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('test-plays a renamed copy of Columbia with no change of code', async () => {
    const { page, errors } = await shared.take();
    await newGame(page, 'my-variant', '7');
    expect(await table(page)).toMatchObject({ pack: 'my-variant', title: 'The Siege of Columbia', kind: 'vote-cards', players: ['blue', 'red'] });
    expect(await page.locator('rw-play-board [data-location]').count()).toBe(15);
    for (let i = 0; i < 6; i++) await answerLeast(page);
    await runScenarioToPass(await saveGameAsScenario(page, 'Variant opening', 'my-variant/scenarios/variant-opening.yaml'));
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('balances the Night Market fixture: its player counts, its bots, games in workers with no error', async () => {
    const { page, errors } = await shared.take();
    try {
      await openSide(page, 'Balance');
      await page.selectOption('rw-balance-panel .rw-balance-pack', 'night-market');
      await expect
        .poll(() => page.locator('rw-balance-panel .rw-balance-players option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)))
        .toEqual(['2', '3']);
      await page.selectOption('rw-balance-panel .rw-balance-players', '3');
      await expect.poll(() => page.locator('rw-balance-panel .rw-balance-bot').count()).toBe(3);
      expect(await runBalance(page, 12)).toEqual({ games: 12, errors: 0 });
      // Each player's wins: the fixture's seats, each for himself.
      expect(await page.locator('rw-balance-panel .rw-balance-wins').innerText()).toMatch(/amber[\s\S]*jade[\s\S]*violet/i);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      // The shared page goes back to test-play for the tests after.
      await openSide(page, 'Test-play');
    }
  });

  it("offers Baldur's Gate's player counts, plays 3 players to final scoring, saves it as a scenario that passes", async () => {
    const { page, errors } = await shared.take();
    await page.selectOption('.rw-pack-select', 'baldurs-gate');
    await expect.poll(async () => (await table(page)).title).toBe("Builders of Baldur's Gate");
    const counts = await page.locator('.rw-players-select option').evaluateAll((os) => os.map((o) => Number((o as HTMLOptionElement).value)));
    expect(counts).toContain(3);
    expect(counts).not.toEqual([2, 4]);
    await newGame(page, 'baldurs-gate', '5', 3);
    const g = await table(page);
    expect(g.players).toHaveLength(3);
    // Each seat can be viewed; the board and the players' table are the module's.
    await expect.poll(() => page.locator('.rw-viewer-select option').count()).toBe(2 + 3);
    expect(await page.locator('rw-play-board [data-location]').count()).toBeGreaterThan(0);
    // The city as printed: its nine districts, the whole of it in view at 1440x900 when scrolled to.
    expect(await page.locator('rw-play-board .rw-territory').count()).toBe(9);
    const city = (await page.locator('rw-play-board svg').boundingBox())!;
    expect(city.height).toBeLessThanOrEqual(900);
    // Readable there: the spaces' names at least 8 px tall on screen (they were 3 to 4 px in a square city).
    const nameHeight = await page.locator('rw-play-board .rw-location-name').first().evaluate((t) => t.getBoundingClientRect().height);
    expect(nameHeight).toBeGreaterThanOrEqual(8);
    // The attack tracks on the board: the Attack Strength Track with its marker, each district's own track.
    expect(await page.locator('rw-play-board .rw-board-track[data-track="attack-strength"] .rw-track-marker').count()).toBe(1);
    expect(await page.locator('rw-play-board .rw-group-track').count()).toBe(9);
    await page.click('.rw-play-tab[data-tab="players"]');
    await expect.poll(() => page.locator('rw-play-table').count()).toBeGreaterThan(0);

    // Always the least answer never ends this game (income for ever), so the
    // seats pick among the options by a seeded sequence, as a random bot would:
    // every pick is a click on the decision panel, the first ones a pointer's.
    let pick = 5;
    for (let i = 0; i < 12; i++) {
      pick = (pick * 1103515245 + 12345) % 2147483648;
      await answerAt(page, pick);
    }
    await clickThrough(page, 600 - 12, pick);
    expect((await table(page)).over).toBe(true);
    await expect.poll(() => page.locator('.rw-game-over').innerText()).toContain('Game over');
    const over = await page.evaluate(() => document.querySelector('rw-test-play-panel')!.session!.state.over as { reason: string });
    expect(over.reason).toBe('final-scoring');
    // The city at the end, for a person to look at (RULEWRIGHT_SCREENS, as the other browser tests).
    const screens = process.env.RULEWRIGHT_SCREENS ?? nodePath.join(tmpdir(), 'screens');
    await mkdir(screens, { recursive: true });
    await page.screenshot({ path: nodePath.join(screens, 'baldurs-gate-3p-final.png') });

    const path = 'baldurs-gate/scenarios/city-to-the-end.yaml';
    const row = await saveGameAsScenario(page, 'City to the end', path);
    expect(await readFile(nodePath.join(rig.preview!.contentDir, path), 'utf8')).toContain('name: City to the end');
    await runScenarioToPass(row, 30_000);
    expect(unexpectedErrors(errors)).toEqual([]);
    // A whole game by clicks: hundreds of answers, each a few round trips to the page. 79 s alone at load 20,
    // over 120 s with node files beside it (the project's default): the bound is a hang guard, not a speed check.
  }, 360_000);

  it("shows Baldur's Gate's city whole in view at 1440x900 with no box over another, every name whole inside its box at 1440x900 and 1280x800", async () => {
    const { page, errors } = await shared.take();
    await page.selectOption('.rw-pack-select', 'baldurs-gate');
    await newGame(page, 'baldurs-gate', '5', 3);
    // A while in, so plots carry buildings' names (the longest on the board): seeded picks, as a random bot's.
    await playSeeded(page, 90, 5);
    /** Each box's texts that are cut short ("…") or run out of the box, and the smallest name's height on screen. */
    const cutNames = () =>
      page.locator('rw-play-board').evaluate((board) => {
        const bad: string[] = [];
        let built = 0;
        let smallest = Infinity;
        for (const node of board.querySelectorAll('[data-location]')) {
          const box = node.querySelector('.rw-location-box')!.getBoundingClientRect();
          for (const t of node.querySelectorAll<SVGTextElement>('.rw-location-name, .rw-piece-names')) {
            const r = t.getBoundingClientRect();
            const text = t.textContent ?? '';
            if (t.classList.contains('rw-piece-names') && text.length > 6) built++;
            if (t.classList.contains('rw-location-name')) smallest = Math.min(smallest, r.height);
            if (text.includes('…') || r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) bad.push(`${node.getAttribute('data-location')}: ${text}`);
          }
        }
        return { bad, built, smallest };
      });
    await expect.poll(async () => (await cutNames()).built).toBeGreaterThan(3);
    /** With the panel scrolled to its top: how far the board's drawing runs past the panel's bottom, and the boxes that overlap. */
    const inView = () =>
      page.evaluate(() => {
        const panel = document.querySelector('rw-test-play-panel')!;
        panel.scrollTo(0, 0);
        const svg = panel.querySelector('rw-play-board svg')!.getBoundingClientRect();
        const bottom = panel.getBoundingClientRect().top + panel.clientTop + panel.clientHeight;
        const boxes = [...panel.querySelectorAll('rw-play-board [data-location]')].map((n) => ({ id: n.getAttribute('data-location'), r: n.querySelector('.rw-location-box')!.getBoundingClientRect() }));
        const overlapping: string[] = [];
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i]!.r;
            const b = boxes[j]!.r;
            if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlapping.push(`${boxes[i]!.id} and ${boxes[j]!.id}`);
          }
        }
        return { past: Math.max(0, Math.round(svg.bottom - bottom)), overlapping, boxes: boxes.length };
      });
    // The whole city in view at 1440x900 without scrolling (its drawing above the panel's bottom), readable: names at least 9 px tall.
    await expect.poll(async () => (await inView()).past, { message: 'the city runs past the panel at 1440x900' }).toBe(0);
    const seen = await inView();
    expect(seen.boxes).toBeGreaterThan(80);
    expect(seen.overlapping).toEqual([]);
    expect((await cutNames()).smallest).toBeGreaterThanOrEqual(9);
    try {
      for (const size of [{ width: 1440, height: 900 }, { width: 1280, height: 800 }]) {
        await page.setViewportSize(size);
        await expect.poll(async () => (await cutNames()).bad, { message: `at ${size.width}x${size.height}` }).toEqual([]);
        // Readable on screen, not only whole: the names' glyphs at least 8 px tall.
        expect((await cutNames()).smallest).toBeGreaterThanOrEqual(8);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 120_000);
});
