/**
 * Steps of a test-play game driven from the keyboard, as a designer plays it:
 * where the panel's game is, whose view it shows, a new game from a seed,
 * the least answer to each decision, up to the first move of a unit. Shared
 * by the browser files that play a game through the built editor.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { isNewGame, markGame } from './test-play-steps.ts';

/** What the panel's game is at: decisions answered, the pending decision, the log as the panel holds it. */
export async function game(page: Page): Promise<{ n: number; kind: string | null; player: string | null; prompt: string | null; redo: number }> {
  return page.evaluate(() => {
    const panel = document.querySelector('rw-test-play-panel')!;
    const s = panel.session;
    const d = s?.decision() ?? null;
    return { n: s?.n ?? -1, kind: d?.kind ?? null, player: d?.player ?? null, prompt: d?.prompt ?? null, redo: s?.redo.length ?? 0 };
  });
}

/**
 * What the View dropdown says, and whose view the panel says it shows: they
 * must agree (finding 2: the label said "spectator" while Blue's hand showed).
 */
export async function viewShown(page: Page): Promise<{ value: string; label: string; shown: string }> {
  return page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('.rw-viewer-select')!;
    const shown = document.querySelector<HTMLElement>('.rw-viewing strong')?.innerText ?? '';
    return { value: select.value, label: select.selectedOptions[0]?.text ?? '', shown };
  });
}

/** The View label and the view shown agree: a player's name is that player's view, "spectator" the public one. */
export async function expectViewAgrees(page: Page, value: string): Promise<void> {
  // Polled: the panel draws the view chosen a moment after the dropdown changes.
  await expect.poll(async () => (await viewShown(page)).value).toBe(value);
  if (value === 'spectator') await expect.poll(async () => (await viewShown(page)).shown).toBe('a spectator');
  else if (value !== 'acting') {
    const agree = async () => {
      const v = await viewShown(page);
      return v.shown === v.label ? 'agree' : `${v.shown} shown, ${v.label} chosen`;
    };
    await expect.poll(agree).toBe('agree');
  }
}

/** Starts a 2-player game from a seed by keyboard: type the seed, Enter. */
export async function startGame(page: Page, seed: string): Promise<void> {
  await markGame(page);
  await page.fill('.rw-seed', '');
  await page.focus('.rw-seed');
  await page.keyboard.type(seed);
  await page.keyboard.press('Enter');
  await expect.poll(() => isNewGame(page)).toBe(true);
  await page.waitForSelector('rw-play-board svg [data-location]');
  await page.waitForSelector('rw-play-decision .rw-decision');
}

/** Answers the pending decision with the keyboard only: the least answer (nothing, or Done, or the last option). */
export async function answerByKeyboard(page: Page): Promise<void> {
  const before = (await game(page)).n;
  const multi = (await page.locator('rw-play-decision input.rw-option-control').count()) > 0;
  const confirm = page.locator('rw-play-decision .rw-confirm');
  if (multi && (await confirm.isEnabled())) {
    await page.locator('rw-play-decision .rw-option-control').first().focus();
    await page.keyboard.press('Control+Enter');
  } else if (multi) {
    // At least one must be picked: Space ticks the focused one.
    await page.locator('rw-play-decision .rw-option-control').first().focus();
    await page.keyboard.press(' ');
    await page.keyboard.press('Control+Enter');
  } else {
    const done = page.locator('rw-play-decision [data-option="done"]');
    if ((await done.count()) > 0) await done.focus();
    else {
      await page.locator('rw-play-decision .rw-option-control').first().focus();
      await page.keyboard.press('End');
    }
    await page.keyboard.press('Enter');
  }
  await expect.poll(async () => (await game(page)).n).toBe(before + 1);
}

/** Answers by keyboard until the first move of a unit; fails the test when none comes within 30 decisions. */
export async function toFirstMove(page: Page): Promise<Awaited<ReturnType<typeof game>>> {
  for (let i = 0; i < 30 && (await game(page)).kind !== 'move'; i++) await answerByKeyboard(page);
  const at = await game(page);
  expect(at.kind).toBe('move');
  return at;
}

/** Starts a 2-player game from `seed` and answers by keyboard until the first move of a unit. */
export async function answerUntilMove(page: Page, seed: string): Promise<Awaited<ReturnType<typeof game>>> {
  await startGame(page, seed);
  return toFirstMove(page);
}
