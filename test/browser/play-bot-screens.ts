/**
 * Screenshots of test-play against bots at 1440x900 into /tmp/screens (or
 * the folder given first), for a human to look at: Columbia at 2 players
 * (red: the heuristic bot), Columbia at 4 (three bots: the search bot,
 * heuristic, random), Baldur's Gate at 3 (two bots), each some decisions in.
 *   npx tsx test/browser/play-bot-screens.ts [/tmp/screens]
 * RULEWRIGHT_VIEWPORT=1280x800 takes them in a smaller window (default 1440x900).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import type { Page } from 'playwright-core';
import { buildEditor, collectPageErrors, copyContent, launchBrowser, openEditor, startPreview, screensViewport } from './harness.ts';

const out = process.argv[2] ?? '/tmp/screens';
await mkdir(out, { recursive: true });
const dist = process.env['RULEWRIGHT_DIST'] ?? (await mkdtemp(nodePath.join(tmpdir(), 'rw-dist-')));
if (!process.env['RULEWRIGHT_DIST']) await buildEditor(dist);
const content = await copyContent();
const preview = await startPreview(dist, content);
const browser = await launchBrowser();

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(250);
  await page.evaluate(() => document.querySelector('rw-test-play-panel')!.scrollTo(0, 0));
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
};

/** Waits for the designer's turn, then answers with a seeded pick; `count` times. */
async function playMine(page: Page, me: string, count: number, seed: number): Promise<void> {
  let k = seed;
  for (let i = 0; i < count; i++) {
    await page.waitForFunction((me) => {
      const panel = document.querySelector('rw-test-play-panel')!;
      const s = panel.session!;
      return s.state.over !== null || (s.decision()?.player === me && panel.play.bots.thinking === null);
    }, me, { timeout: 120_000 });
    const over = await page.evaluate(() => document.querySelector('rw-test-play-panel')!.session!.state.over !== null);
    if (over) return;
    k = (k * 1103515245 + 12345) % 2147483648;
    await page.evaluate((k) => {
      const panel = document.querySelector('rw-test-play-panel')!;
      const d = panel.session!.decision()!;
      const ids = d.max === 1 && d.min === 1 ? [d.options[k % d.options.length]!.id] : d.options.slice(0, Math.max(d.min, 1)).map((o) => o.id);
      panel.play.answer(ids);
    }, k);
  }
}

async function newGame(page: Page, pack: string, players: number, seed: string, bots: Record<string, string>): Promise<void> {
  await page.selectOption('.rw-pack-select', pack);
  await page.selectOption('.rw-players-select', String(players));
  await page.fill('.rw-seed', seed);
  await page.click('.rw-new-game');
  await page.waitForSelector('rw-play-board svg');
  for (const [seat, bot] of Object.entries(bots)) await page.selectOption(`.rw-seat-bot[data-seat="${seat}"]`, bot);
}

try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await screensViewport(page);
  const errors = collectPageErrors(page);
  await openEditor(page, preview);
  await page.click('.rw-side-tabs button:has-text("Test-play")');
  await page.waitForSelector('.rw-new-game');

  await newGame(page, 'columbia', 2, '7', { red: 'heuristic' });
  await playMine(page, 'blue', 14, 3);
  await shot(page, 'bots-01-columbia-2p-vs-heuristic');

  await newGame(page, 'columbia', 4, '4', {});
  const seats = await page.locator('.rw-seat-bot').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).dataset['seat']!));
  await page.selectOption(`.rw-seat-bot[data-seat="${seats[1]}"]`, 'mcts');
  await page.selectOption(`.rw-seat-bot[data-seat="${seats[2]}"]`, 'heuristic');
  await page.selectOption(`.rw-seat-bot[data-seat="${seats[3]}"]`, 'random');
  await playMine(page, seats[0]!, 10, 5);
  await shot(page, 'bots-02-columbia-4p-three-bots');
  // The search bot thinking (a bigger budget, so it is seen).
  await page.selectOption(`.rw-seat-bot[data-seat="${seats[1]}"]`, 'mcts:200');
  await playMine(page, seats[0]!, 1, 9);
  await page.waitForSelector('.rw-bot-thinks', { timeout: 60_000 }).catch(() => undefined);
  await shot(page, 'bots-03-columbia-4p-bot-thinks');

  await newGame(page, 'baldurs-gate', 3, '5', {});
  const bg = await page.locator('.rw-seat-bot').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).dataset['seat']!));
  await page.selectOption(`.rw-seat-bot[data-seat="${bg[1]}"]`, 'heuristic');
  await page.selectOption(`.rw-seat-bot[data-seat="${bg[2]}"]`, 'random');
  await playMine(page, bg[0]!, 30, 5);
  await shot(page, 'bots-04-baldurs-gate-3p');
  console.log(errors.length ? `page errors:\n${errors.join('\n')}` : 'no page errors');
  await context.close();
} finally {
  await browser.close();
  await preview.stop();
  await rm(content, { recursive: true, force: true });
  if (!process.env['RULEWRIGHT_DIST']) await rm(dist, { recursive: true, force: true });
}
