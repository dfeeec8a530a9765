/**
 * Steps the browser tests share to pin "a game played in test-play saves as
 * a scenario that passes", for any pack. Kept apart from harness.ts because
 * they assert (vitest's expect), and harness.ts also serves plain scripts.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

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
