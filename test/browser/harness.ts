/**
 * Runs the built editor the way a designer would, for the browser tests and
 * the screenshot script: `vite build` into a temporary folder, `vite preview`
 * on 127.0.0.1 with an ephemeral port over a temporary COPY of the content
 * folder (the real pack is never touched), and headless Debian Chromium
 * driven by playwright-core.
 */
import { cp, mkdir, mkdtemp, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import type { Page } from 'playwright-core';
import { buildEditor, copyContent, launchBrowser, REPO, startPreview, type EditorBrowser, type Preview } from '../../bench/editor-rig.ts';

export { buildEditor, chromiumAvailable, CHROMIUM, CHROMIUM_ARGS, copyContent, launchBrowser, REPO, startPreview, type EditorBrowser, type Preview } from '../../bench/editor-rig.ts';

/**
 * A temporary content folder named `name` (the editor calls a pack that is
 * the whole folder by it), holding copies of repository folders at the
 * given places ('' for the folder itself) and any extra files. Remove
 * `parent` when done.
 */
export async function contentFolder(name: string, copies: Record<string, string>, extra: Record<string, string> = {}): Promise<{ dir: string; parent: string }> {
  const parent = await mkdtemp(nodePath.join(tmpdir(), 'rw-content-'));
  const dir = nodePath.join(parent, name);
  for (const [at, from] of Object.entries(copies)) await cp(nodePath.join(REPO, from), nodePath.join(dir, at), { recursive: true });
  for (const [at, text] of Object.entries(extra)) {
    await mkdir(nodePath.dirname(nodePath.join(dir, at)), { recursive: true });
    await writeFile(nodePath.join(dir, at), text);
  }
  return { dir, parent };
}

/** What a browser test file runs against: the built editor served over a copy of the content, and Chromium. */
export interface EditorRig {
  /** The folder the editor was built into. */
  dist: string;
  /** Whether the rig built `dist` (and so removes it). */
  ownsDist: boolean;
  preview: Preview;
  browser: EditorBrowser;
}

/** What a file's tests need of the content copy: `scenariosPerPack` keeps that many of each pack's scenarios (default: all). */
export interface RigContent {
  scenariosPerPack?: number;
}

/**
 * Serves the editor built in `dist` (the browser project's global setup builds
 * it once: `inject('editorDist')`; without it, builds it here) over a
 * temporary copy of the content and launches Chromium; on a failure, removes
 * what it made.
 */
export async function startEditorRig(dist = '', content: RigContent = {}): Promise<EditorRig> {
  const made: Partial<EditorRig> = { ownsDist: dist === '' };
  try {
    if (dist === '') {
      made.dist = await mkdtemp(nodePath.join(tmpdir(), 'rw-editor-dist-'));
      await buildEditor(made.dist);
    } else {
      made.dist = dist;
    }
    const copy = await copyContent();
    if (content.scenariosPerPack !== undefined) await keepScenarios(copy, content.scenariosPerPack);
    made.preview = await startPreview(made.dist, copy);
    made.browser = await launchBrowser();
    return made as EditorRig;
  } catch (e) {
    await stopEditorRig(made);
    throw e;
  }
}

/**
 * Keeps the first `keep` scenario files (by path) of every pack folder in
 * `dir` (or of those named in `only`) and removes the rest, with the folders they leave empty. Each page
 * the editor opens, and each edit, runs every scenario of the content in the
 * background: a file whose tests never read the shipped scenarios need not
 * pay for 170 runs a page (the scenarios pass in test/scenarios; the files
 * that show or count them keep them all).
 */
export async function keepScenarios(dir: string, keep: number, only?: readonly string[]): Promise<void> {
  for (const pack of await readdir(dir, { withFileTypes: true })) {
    if (!pack.isDirectory() || (only !== undefined && !only.includes(pack.name))) continue;
    const root = nodePath.join(dir, pack.name, 'scenarios');
    const files = (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((f) => f.isFile())
      .map((f) => nodePath.join(f.parentPath, f.name))
      .sort();
    for (const f of files.slice(keep)) await rm(f);
    const folders = (await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((f) => f.isDirectory())
      .map((f) => nodePath.join(f.parentPath, f.name))
      .sort((a, b) => b.length - a.length);
    for (const f of folders) await rmdir(f).catch(() => undefined);
  }
}

/** Closes the browser, stops the preview, removes the content copy and the build it made. */
export async function stopEditorRig(rig: Partial<EditorRig> | undefined): Promise<void> {
  await rig?.browser?.close();
  await rig?.preview?.stop();
  if (rig?.preview) await rm(rig.preview.contentDir, { recursive: true, force: true });
  if (rig?.dist && rig.ownsDist) await rm(rig.dist, { recursive: true, force: true });
}

/** Errors the page reports: uncaught exceptions and console errors. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  return errors;
}

/** Opens the editor in test mode, by the link with the run's key, and waits until the files are loaded and the first pack check is applied. */
export async function openEditor(page: Page, preview: Pick<Preview, 'url' | 'token'>, hash = ''): Promise<void> {
  await page.goto(`${preview.url}/?test&token=${preview.token}${hash}`);
  await page.waitForFunction(() => window.rulewright !== undefined);
  await page.evaluate(() => window.rulewright!.app.ready);
  await page.waitForSelector('.monaco-editor .view-lines');
}

/** Reloads the editor's page and waits, as `openEditor` does, until the files are loaded, the first check applied and Monaco drawn. */
export async function reloadEditor(page: Page): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => window.rulewright !== undefined);
  await page.evaluate(() => window.rulewright!.app.ready);
  await page.waitForSelector('.monaco-editor .view-lines');
}

/** The first line of a file's model matching `pattern` (1-based); fails the test when there is none. */
export async function lineOf(page: Page, path: string, pattern: string): Promise<number> {
  const line = await page.evaluate(
    ([p, source]) => {
      const model = window.rulewright!.app.workspace.get(p!)!.model;
      const re = new RegExp(source!);
      return model.getLinesContent().findIndex((l) => re.test(l)) + 1;
    },
    [path, pattern],
  );
  if (line < 1) throw new Error(`no line matching ${pattern} in ${path}`);
  return line;
}

/** Opens a file at a line and column and puts Monaco's cursor and focus there. */
export async function placeCursor(page: Page, path: string, line: number, col: number): Promise<void> {
  await page.evaluate(
    ([p, l, c]) => {
      const app = window.rulewright!.app;
      app.open({ file: p as string, line: l as number, col: c as number });
      const editor = document.querySelector('rw-yaml-editor')!.editor!;
      editor.setPosition({ lineNumber: l as number, column: c as number });
      editor.focus();
    },
    [path, line, col],
  );
  await page.waitForFunction(() => document.querySelector('rw-yaml-editor')!.editor!.hasTextFocus());
}

/** The side panels, by their tabs' labels. */
export type SideTab = 'Card' | 'Test-play' | 'Balance';

/** Shows a side panel by its tab and waits until it is drawn. */
export async function openSide(page: Page, tab: SideTab): Promise<void> {
  await page.click(`.rw-side-tabs button[role="tab"]:has-text("${tab}")`);
  const drawn: Record<SideTab, string> = { Card: 'rw-card-preview .rw-preview', 'Test-play': 'rw-test-play-panel:not([hidden])', Balance: 'rw-balance-panel button.rw-balance-run' };
  await page.waitForSelector(drawn[tab]);
}

/** Sets the Balance panel's number of games and of workers. */
export async function setBalanceGames(page: Page, games: number, workers = 1): Promise<void> {
  await page.fill('rw-balance-panel .rw-balance-games', String(games));
  await page.dispatchEvent('rw-balance-panel .rw-balance-games', 'change');
  await page.fill('rw-balance-panel .rw-balance-workers', String(workers));
  await page.dispatchEvent('rw-balance-panel .rw-balance-workers', 'change');
}

/** Plays `games` in the Balance panel (open) and waits for the outcome: how many games it counted, and how many ended in errors. */
export async function runBalance(page: Page, games: number, workers = 1): Promise<{ games: number; errors: number }> {
  await setBalanceGames(page, games, workers);
  await page.click('rw-balance-panel button.rw-balance-run');
  await page.waitForSelector('rw-balance-panel .rw-balance-outcomes', { timeout: 110_000 });
  return page.locator('rw-balance-panel .rw-balance-outcomes').first().evaluate((el: HTMLElement) => ({ games: Number(el.dataset['games']), errors: Number(el.dataset['errors']) }));
}

/**
 * For the screenshot scripts: the window size RULEWRIGHT_VIEWPORT names
 * ("1280x800"), else the browser's 1440x900, so a person can look at a
 * smaller screen too.
 */
export async function screensViewport(page: Page): Promise<void> {
  const m = /^(\d+)x(\d+)$/.exec(process.env.RULEWRIGHT_VIEWPORT ?? '');
  if (m) await page.setViewportSize({ width: Number(m[1]), height: Number(m[2]) });
}

/**
 * One of the editor's file actions (the content tree's create or remove), called as the tree calls it, and
 * its outcome: null when done, else what went wrong. Not awaited through `page.evaluate`: Chromium's
 * inspector holds a promise it awaits for Playwright by a weak handle, and a run failed with "Resulting
 * promise was garbage collected" while a create waited on the server. So the action is started, its
 * outcome kept on the page, and read back by reads that return at once.
 */
export async function fileAction(page: Page, action: 'create' | 'remove', path: string, text = '', timeoutMs = 15_000): Promise<string | null> {
  await page.evaluate(
    ([a, p, t]) => {
      const slot: { done: boolean; outcome: string | null } = { done: false, outcome: null };
      (window as unknown as { rwFileAction?: typeof slot }).rwFileAction = slot;
      const actions = window.rulewright!.app.fileActions;
      void (a === 'create' ? actions.create(p, t) : actions.remove(p)).then(
        (outcome) => Object.assign(slot, { done: true, outcome }),
        (e: unknown) => Object.assign(slot, { done: true, outcome: `it threw: ${String(e)}` }),
      );
    },
    [action, path, text] as const,
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const slot = await page.evaluate(() => (window as unknown as { rwFileAction?: { done: boolean; outcome: string | null } }).rwFileAction ?? null);
    if (slot?.done) return slot.outcome;
    if (Date.now() > deadline) throw new Error(`the editor's ${action} of ${path} did not finish in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
