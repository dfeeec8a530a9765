/**
 * The editor's balance panel playing N default games (issue 28: 1,000 in at
 * most 8 s), in the built editor in headless Chromium at 1440x900 over a
 * temporary copy of the content, as a designer does it: open the editor,
 * show the Balance tab, read the form for a moment (`--pause`), set the
 * games, click Run, wait for the outcome. Each run is a fresh browser
 * context (a new page, new workers); `--again` clicks Run a second time on
 * the same page (the workers kept, warm).
 *
 *   click-to-outcome   the Run click -> the outcome line drawn
 *   panel              the time the panel itself prints (its run's start to
 *                      its last record)
 *
 * Run it nice'd and repeated; the machine is shared:
 *
 *   nice npx tsx bench/balance-panel.ts [--games 1000] [--workers 2] [--runs 3] [--pause 3000] [--again] [--dist <built editor>]
 *
 * A benchmark, not a test: nothing here fails on a slow figure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { buildEditor, chromiumAvailable, CHROMIUM, copyContent, launchBrowser, startPreview } from './editor-rig.ts';

const USAGE = 'usage: npx tsx bench/balance-panel.ts [--games 1000] [--workers 2] [--runs 3] [--pause MS] [--again] [--dist <built editor>]';

function options(): { games: number; workers: number; runs: number; pause: number; again: boolean; dist: string } {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '1000' },
      workers: { type: 'string', default: '2' },
      runs: { type: 'string', default: '3' },
      pause: { type: 'string', default: '3000' },
      again: { type: 'boolean', default: false },
      dist: { type: 'string', default: '' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const count = (name: string, v: string, min: number) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) {
      console.error(`bench/balance-panel.ts: --${name} must be a whole number >= ${min}, not ${JSON.stringify(v)}; see --help`);
      process.exit(2);
    }
    return n;
  };
  return { games: count('games', values.games, 1), workers: count('workers', values.workers, 1), runs: count('runs', values.runs, 1), pause: count('pause', values.pause, 0), again: values.again, dist: values.dist };
}

/** Seconds from the Run click to the outcome, and what the panel says of its run. */
async function run(page: Page, games: number, workers: number): Promise<{ seconds: number; panel: string; games: number; errors: number }> {
  await page.fill('rw-balance-panel .rw-balance-games', String(games));
  await page.dispatchEvent('rw-balance-panel .rw-balance-games', 'change');
  await page.fill('rw-balance-panel .rw-balance-workers', String(workers));
  await page.dispatchEvent('rw-balance-panel .rw-balance-workers', 'change');
  // The outcome of the run before (--again) goes when Run is clicked; wait for this run's.
  await page.evaluate(() => document.querySelector('rw-balance-panel .rw-balance-outcomes')?.remove());
  const t0 = performance.now();
  await page.click('rw-balance-panel button.rw-balance-run');
  await page.waitForSelector('rw-balance-panel .rw-balance-outcomes', { timeout: 600_000 });
  const seconds = (performance.now() - t0) / 1000;
  const outcome = await page.locator('rw-balance-panel .rw-balance-outcomes').first().evaluate((el: HTMLElement) => ({ games: Number(el.dataset['games']), errors: Number(el.dataset['errors']) }));
  const panel = await page.locator('rw-balance-panel').evaluate((el) => /([\d.]+) s on \d+ workers?/.exec(el.textContent ?? '')?.[0] ?? '?');
  return { seconds, panel, ...outcome };
}

async function main(): Promise<void> {
  const o = options();
  if (!chromiumAvailable()) throw new Error(`no Chromium at ${CHROMIUM}`);
  const dist = o.dist || (await mkdtemp(nodePath.join(tmpdir(), 'rw-balance-dist-')));
  if (!o.dist) await buildEditor(dist);
  const content = await copyContent();
  const preview = await startPreview(dist, content);
  const browser = await launchBrowser();
  try {
    for (let i = 0; i < o.runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${preview.url}/?test&token=${preview.token}`);
      await page.waitForFunction(() => window.rulewright !== undefined);
      await page.evaluate(() => window.rulewright!.app.ready);
      await page.click('.rw-side-tabs button[role="tab"]:has-text("Balance")');
      await page.waitForSelector('rw-balance-panel button.rw-balance-run');
      await new Promise((r) => setTimeout(r, o.pause));
      const first = await run(page, o.games, o.workers);
      const line = `run ${i + 1}: ${first.games} games (${first.errors} errors), click-to-outcome ${first.seconds.toFixed(2)} s, panel: ${first.panel}`;
      if (o.again) {
        const again = await run(page, o.games, o.workers);
        console.log(`${line}; again: click-to-outcome ${again.seconds.toFixed(2)} s, panel: ${again.panel}`);
      } else console.log(line);
      await context.close();
    }
  } finally {
    await browser.close();
    await preview.stop();
    await rm(content, { recursive: true, force: true });
    if (!o.dist) await rm(dist, { recursive: true, force: true });
  }
}

await main();
