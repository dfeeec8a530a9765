/**
 * Steps the test-play browser tests share: open the panel, start a game of
 * any pack, seat bots, answer the designer's decisions, save the game as a
 * scenario and run it. Kept apart from harness.ts because they assert
 * (vitest's expect), and harness.ts also serves plain scripts.
 */
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { collectPageErrors, openEditor, openSide, type EditorBrowser, type Preview } from './harness.ts';
import { SharedPage } from './shared-page.ts';

/** Where the panel's game is: decisions answered, the pending one (kind, whose), whether it is over, the choices made, whether a bot thinks, the pack and its game. */
export interface TablePosition {
  n: number;
  kind: string | null;
  player: string | null;
  over: boolean;
  choices: { player: string; ids: string[] }[];
  thinking: boolean;
  players: string[];
  pack: string;
  title: string | null;
}

/**
 * Page errors, but Monaco's warning that one of its emitters has over 200
 * listeners: with several packs the workspace holds over 300 files (a model
 * each), which crosses Monaco's leak threshold. That is the editor's (told
 * on the board), not test-play's: every other error fails the test.
 */
export const unexpectedErrors = (errors: readonly string[]): string[] => errors.filter((e) => !/potential listener LEAK detected/.test(e));

/** Reads where the panel's game is. */
export async function table(page: Page): Promise<TablePosition> {
  return page.evaluate(() => {
    const panel = document.querySelector('rw-test-play-panel')!;
    const s = panel.session;
    const g = panel.game;
    const d = s?.decision() ?? null;
    return {
      n: s?.n ?? -1,
      kind: d?.kind ?? null,
      player: d?.player ?? null,
      over: s ? s.state.over !== null : false,
      choices: s?.choices ?? [],
      thinking: panel.play.bots.thinking !== null,
      players: s?.source.players ?? [],
      pack: panel.pack,
      title: g?.ok ? g.module.title : null,
    };
  });
}

/** A new page (in its own browser context) on the editor, with the test-play panel shown; `errors` collects the page's errors. */
export async function openTestPlay(browser: EditorBrowser, preview: Pick<Preview, 'url' | 'token'>): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await openEditor(page, preview);
  await openSide(page, 'Test-play');
  await page.waitForSelector('.rw-new-game');
  return { context, page, errors };
}

/** Notes the panel's game now, so that `isNewGame` can tell a game started after it (a page may hold an earlier test's game). */
export async function markGame(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { rwGameBefore: unknown }).rwGameBefore = document.querySelector('rw-test-play-panel')!.session));
}

/** Whether the panel holds a game started since `markGame`, not yet answered. */
export function isNewGame(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const s = document.querySelector('rw-test-play-panel')!.session;
    return s !== undefined && s !== (window as unknown as { rwGameBefore: unknown }).rwGameBefore && s.n === 0;
  });
}

/** Picks a pack, a player count (when given) and a seed, and starts a game: every seat the designer's. */
export async function newGame(page: Page, pack: string, seed: string, players?: number): Promise<void> {
  await page.selectOption('.rw-pack-select', pack);
  await expect.poll(async () => (await table(page)).pack).toBe(pack);
  if (players !== undefined) await page.selectOption('.rw-players-select', String(players));
  await page.fill('.rw-seed', seed);
  await markGame(page);
  await page.click('.rw-new-game');
  await expect.poll(() => isNewGame(page)).toBe(true);
}

/** Gives seats to bots by name (`{ red: 'heuristic' }`). */
/**
 * The ids of the options that move a piece from `from` to `to` (of `pieces`, when given), by the game
 * module's own reading of the options: what the board must offer when that move is made on it.
 */
export function movesBetween(page: Page, from: string, to: string, pieces?: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ from, to, pieces }) => {
      const panel = document.querySelector('rw-test-play-panel')!;
      const g = panel.game!;
      if (!g.ok) return [];
      const d = panel.session!.decision()!;
      const move = g.module.hooks.display!.optionMove!;
      return d.options
        .filter((o) => {
          const m = move(o, d, g.rules);
          return m !== null && m.from === from && m.to === to && (pieces === null || pieces.includes(m.piece));
        })
        .map((o) => o.id);
    },
    { from, to, pieces: pieces ?? null },
  );
}

export async function seatBots(page: Page, bots: Record<string, string>): Promise<void> {
  for (const [seat, bot] of Object.entries(bots)) await page.selectOption(`.rw-seat-bot[data-seat="${seat}"]`, bot);
}

/**
 * Answers the pending decision with its least answer: Done when offered, else
 * the first option; for a pick of several, the fewest it allows. Waits until
 * the game moved on: by exactly that answer when no bot plays (`alone`), by
 * it and perhaps bots' answers after it otherwise.
 */
export async function answerLeast(page: Page, { alone = true }: { alone?: boolean } = {}): Promise<void> {
  const before = (await table(page)).n;
  const multi = (await page.locator('rw-play-decision input.rw-option-control').count()) > 0;
  const confirm = page.locator('rw-play-decision .rw-confirm');
  if (multi) {
    if (!(await confirm.isEnabled())) await page.locator('rw-play-decision .rw-option-control').first().click();
    await confirm.click();
  } else {
    const done = page.locator('rw-play-decision [data-option="done"]');
    await ((await done.count()) > 0 ? done : page.locator('rw-play-decision .rw-option-control').first()).click();
  }
  if (alone) await expect.poll(async () => (await table(page)).n).toBe(before + 1);
  else await expect.poll(async () => (await table(page)).n).toBeGreaterThan(before);
}

/** Saves the game in test-play as a scenario by that name and waits for its row (`path`: the file it is saved to). */
export async function saveGameAsScenario(page: Page, name: string, path: string): Promise<Locator> {
  await page.click('.rw-play-tab[data-tab="scenarios"]');
  await page.fill('.rw-scenario-name', name);
  await page.click('.rw-save-scenario');
  const row = page.locator(`.rw-scenario[data-path="${path}"]`);
  await row.waitFor();
  return row;
}

/** Runs a scenario from its row and waits until it says it passed. */
export async function runScenarioToPass(row: Locator, timeout?: number): Promise<void> {
  await row.locator('.rw-run-scenario').click();
  await expect.poll(() => row.locator('.rw-scenario-status').innerText(), timeout === undefined ? {} : { timeout }).toContain('pass');
}

/**
 * The test-play page for several tests of a file (see SharedPage): before
 * each test after the first it also turns play-as-you-write off and shows
 * the acting player's view and the log tab, and gives every seat back to
 * the designer. Each test starts its own game.
 */
export class SharedTestPlay extends SharedPage {
  constructor(browser: () => EditorBrowser, preview: () => Pick<Preview, 'url' | 'token'>) {
    super(
      () => openTestPlay(browser(), preview()),
      async (page) => {
        await page.evaluate(() => {
          const panel = document.querySelector('rw-test-play-panel')!;
          panel.setFollowEdits(false);
          panel.viewer = 'acting';
          panel.tab = 'log';
        });
        await expect.poll(() => page.evaluate(() => document.querySelector('rw-test-play-panel')!.unsaved)).toBe(0);
        // Every seat the designer's again: bots seated by an earlier test would carry over into the next game.
        for (const seat of await page.locator('.rw-seat-bot').all()) await seat.selectOption('me');
      },
    );
  }
}
