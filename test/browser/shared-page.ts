/**
 * One editor page for several tests of a file. Opening the editor is most of
 * a short browser test's time, and each page checks the pack and runs its
 * scenarios in the background. `take()` opens the page the first time; before
 * every later test it puts back what an earlier test may have left: widgets
 * closed (Escape), unsaved edits reverted to the saved text (their drafts go
 * with them), and whatever the file's own `reset` restores. A test that saves
 * files, writes them on disk, reloads the page or changes remembered settings
 * opens its own page instead. `errors` holds the page's errors since the take.
 */
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export class SharedPage {
  private opened: Promise<OpenedPage> | undefined;

  constructor(
    private readonly open: () => Promise<OpenedPage>,
    private readonly reset: (page: Page) => Promise<void> = async () => {},
  ) {}

  async take(): Promise<{ page: Page; errors: string[] }> {
    const again = this.opened !== undefined;
    this.opened ??= this.open();
    const { page, errors } = await this.opened;
    if (again) {
      await page.keyboard.press('Escape');
      await revertUnsaved(page);
      await this.reset(page);
      errors.length = 0;
    }
    return { page, errors };
  }

  /** Closes the page's browser context, if it was opened. */
  async close(): Promise<void> {
    const opened = await this.opened?.catch(() => undefined);
    await opened?.context.close();
  }
}

/**
 * Puts every file with unsaved edits back to its saved text and waits until
 * none is unsaved and, when one was, until the tree has read the texts again
 * (a new outline: its debounced rebuild must not land in the next test).
 */
export async function revertUnsaved(page: Page): Promise<void> {
  const reverted = await page.evaluate(() => {
    const app = window.rulewright!.app;
    const paths = app.workspace.dirtyPaths();
    (window as unknown as { rwOutlineBefore: unknown }).rwOutlineBefore = app.outline;
    for (const path of paths) {
      const entry = app.workspace.get(path)!;
      entry.model.setValue(entry.savedText);
    }
    return paths.length;
  });
  await expect.poll(() => page.evaluate(() => window.rulewright!.app.workspace.dirtyPaths().length)).toBe(0);
  if (reverted > 0) await page.waitForFunction(() => window.rulewright!.app.outline !== (window as unknown as { rwOutlineBefore: unknown }).rwOutlineBefore);
}
