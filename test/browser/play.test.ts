/**
 * Test-play in a real browser: the built editor served over a temporary copy
 * of the content folder, driven through headless Chromium. What a designer
 * relies on: a game starts and is played from the board with the keyboard,
 * stepping back really goes back, a saved content edit replays the game and
 * shows where it first differs, each player's view hides what he may not
 * see, and a game saved as a scenario runs and passes from the editor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import * as nodePath from 'node:path';
import type { Page } from 'playwright-core';
import { chromiumAvailable, CHROMIUM, fileAction, startEditorRig, stopEditorRig, type EditorRig } from './harness.ts';
import { movesBetween, runScenarioToPass, saveGameAsScenario, SharedTestPlay } from './test-play-steps.ts';
import { answerByKeyboard, answerUntilMove, expectViewAgrees, game, startGame, toFirstMove } from './keyboard-play.ts';
import { builtEditor } from './built-editor.ts';

const haveChromium = chromiumAvailable();
if (!haveChromium) {
  console.warn(`\n[browser suite skipped] ${CHROMIUM} is not installed. Install it with: apt-get install -y --no-install-recommends chromium\n`);
}

let rig: EditorRig;
/** The page the tests that only play share; the tests that save files or write them on disk open their own. */
const shared = new SharedTestPlay(() => rig.browser, () => rig.preview);

/**
 * Runs `body` in a 1280x800 window with the side panel narrowed by the
 * splitter's keys to under `below` px (a fresh 1280x800 window opens it at
 * 0.53 of the window), then puts the window and the panel back for the
 * next test on the shared page.
 */
async function atNarrowSidePanel(page: Page, below: number, body: () => Promise<void>): Promise<void> {
  const splitter = page.locator('.rw-splitter-side');
  const steps = 6;
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await splitter.focus();
    for (let k = 0; k < steps; k++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('rw-test-play-panel').evaluate((p) => p.getBoundingClientRect().width)).toBeLessThan(below);
    await body();
  } finally {
    await splitter.focus();
    for (let k = 0; k < steps; k++) await page.keyboard.press('ArrowLeft');
    await page.setViewportSize({ width: 1440, height: 900 });
  }
}

/** Types a new influence for Blue's first Flak Man row (2/2/1; in Blue's first hand with seed 1) into the editor, unsaved; returns the file. */
async function typeFlakManInfluence(page: Page, value: string): Promise<string> {
  const path = 'columbia/action-cards.yaml';
  const line = await page.evaluate((p) => {
    const app = window.rulewright!.app;
    const model = app.workspace.get(p)!.model;
    const l = model.getLinesContent().findIndex((t) => t.includes('{ type: Flak Man, count: 2, combat: 2, influence: 2, eagles: 1')) + 1;
    const col = model.getLineContent(l).indexOf('influence: 2') + 'influence: '.length + 1;
    app.open({ file: p, line: l, col });
    const editor = document.querySelector('rw-yaml-editor')!.editor!;
    editor.setPosition({ lineNumber: l, column: col + 1 });
    editor.focus();
    return l;
  }, path);
  expect(line).toBeGreaterThan(0);
  await page.keyboard.press('Backspace');
  await page.keyboard.type(value);
  return path;
}

describe.skipIf(!haveChromium)('test-play in Chromium', () => {
  beforeAll(async () => {
    rig = await startEditorRig(await builtEditor(), { scenariosPerPack: 1 });
  });

  afterAll(async () => {
    await shared.close();
    await stopEditorRig(rig);
  });

  it('starts a game and answers decisions from the board with the keyboard alone', async () => {
    const { page, errors } = await shared.take();
    await startGame(page, '7');
    expect(await game(page)).toMatchObject({ n: 0, kind: 'vote-cards' });
    expect(await page.locator('rw-play-board [data-location]').count()).toBe(15);
    // Card, event and leader effects run in the browser as they do in the CLI (the effect vocabulary is bundled).
    expect(await page.evaluate(() => document.querySelector('rw-test-play-panel')!.session!.engine.game.effects !== undefined)).toBe(true);
    expect(await page.locator('rw-play-log').innerText()).not.toContain('not implemented');
    // The vote: tick the first card with Space (arrow keys move between cards), confirm with Ctrl+Enter.
    await page.locator('rw-play-decision .rw-option-control').first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset['option'])).toBe(
      await page.locator('rw-play-decision .rw-option-control').nth(1).getAttribute('data-option'),
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press(' ');
    await expect.poll(() => page.locator('rw-play-decision .rw-confirm').innerText()).toContain('Confirm 1');
    await page.keyboard.press('Control+Enter');
    await expect.poll(async () => (await game(page)).n).toBe(1);
    await expect.poll(() => page.locator('rw-play-log').innerText()).toContain('plays 1 card face down into the vote');

    // On to the first move of a unit, answering everything else by keyboard too.
    const before = await toFirstMove(page);

    // The board: the tab stop is a location; arrow keys walk the locations; Enter narrows the options to it.
    await page.locator('rw-play-board [data-location][tabindex="0"]').focus();
    let onOption = false;
    for (let i = 0; i < 15 && !onOption; i++) {
      onOption = await page.evaluate(() => document.activeElement?.classList.contains('rw-mark-option') ?? false);
      if (!onOption) await page.keyboard.press('ArrowRight');
    }
    expect(onOption).toBe(true);
    const location = await page.evaluate(() => (document.activeElement as Element).getAttribute('data-location'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('rw-play-decision .rw-decision-filter').innerText()).toContain('Options at');
    // Focus went to the first option about that location: Enter answers with it.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset['option'] ?? '')).not.toBe('');
    const option = await page.evaluate(() => (document.activeElement as HTMLElement).dataset['option'] ?? '');
    const about = await page.evaluate((id) => {
      const o = document.querySelector('rw-test-play-panel')!.session!.decision()!.options.find((x) => x.id === id);
      return `${id} ${JSON.stringify(o?.data ?? null)}`;
    }, option);
    expect(about).toContain(location!);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await game(page)).n).toBe(before.n + 1);
    const picked = await page.evaluate(() => document.querySelector('rw-test-play-panel')!.session!.steps.at(-1)!.choice!.ids);
    expect(picked).toEqual([option]);
    await expect.poll(() => page.locator('rw-play-log').innerText()).toMatch(/moves|rides|sends/);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  it('moves a unit on the board: click it, then where it goes; the option sent is the one the list would send', async () => {
    const { page, errors } = await shared.take();
    const before = await answerUntilMove(page, '7');
    // The whole board is in view at 1440x900, and its lines are routed around the boxes (polylines).
    const box = (await page.locator('rw-play-board svg').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(await page.locator('rw-play-board polyline.rw-border-line').count()).toBeGreaterThan(20);
    // Figures are drawn as pawns.
    expect(await page.locator('rw-play-board .rw-figure .rw-pawn').count()).toBeGreaterThan(0);

    const piece = page.locator('rw-play-board .rw-movable').first();
    const node = await piece.evaluate((el) => el.closest('[data-location]')!.getAttribute('data-location')!);
    const ids = ((await piece.getAttribute('data-piece')) ?? '').split(' ');
    await piece.click();
    await expect.poll(() => page.locator('rw-play-board .rw-mark-to').count()).toBeGreaterThan(0);
    expect(await page.locator(`rw-play-board [data-location="${node}"].rw-mark-from`).count()).toBe(1);
    const dest = (await page.locator('rw-play-board .rw-mark-to').first().getAttribute('data-location'))!;
    // What the list offers for that move, by the module's own reading of the options.
    const expected = await movesBetween(page, node, dest, ids);
    expect(expected.length).toBeGreaterThan(0);
    for (const id of expected) expect(await page.locator(`rw-play-decision [data-option="${id}"]`).count()).toBe(1);
    await page.locator(`rw-play-board [data-location="${dest}"]`).click();
    if (expected.length > 1) {
      // Several ways there (a step, a ride): the list shows just those.
      await expect.poll(() => page.locator('rw-play-decision .rw-option-control').count()).toBeLessThanOrEqual(expected.length);
      await page.locator('rw-play-decision .rw-option-control').first().click();
    }
    await expect.poll(async () => (await game(page)).n).toBe(before.n + 1);
    const picked = await page.evaluate(() => document.querySelector('rw-test-play-panel')!.session!.steps.at(-1)!.choice!.ids);
    expect(expected).toContain(picked[0]);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  it('moves a piece with the keyboard alone: Tab to it, Enter picks it up, arrows go between the marked places, Escape cancels, Enter moves', async () => {
    const { page, errors } = await shared.take();
    const before = await answerUntilMove(page, '7');
    /** What has the focus: its node, whether it is a movable piece, its label. */
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as Element | null;
        return { node: el?.closest('[data-location]')?.getAttribute('data-location') ?? null, piece: el?.classList.contains('rw-movable') ?? false, mark: el?.classList.contains('rw-mark-to') ?? false, label: el?.getAttribute('aria-label') ?? '' };
      });
    // A movable piece is a button in the tab order, named in the game's words.
    const piece = page.locator('rw-play-board .rw-movable').first();
    expect(await piece.getAttribute('role')).toBe('button');
    expect(await piece.getAttribute('tabindex')).toBe('0');
    expect(await piece.getAttribute('aria-label')).toMatch(/ at .+: Enter picks it up to move$/);
    const node = await piece.evaluate((el) => el.closest('[data-location]')!.getAttribute('data-location')!);
    await piece.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).mark).toBe(true);
    expect((await focused()).label).toMatch(/^Move .+ to .+: Enter\./);
    const marked = await page.locator('rw-play-board .rw-mark-to').count();
    // Escape: put down, the focus back on the piece, nothing marked.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('rw-play-board .rw-mark-to').count()).toBe(0);
    expect(await focused()).toMatchObject({ piece: true, node });
    // Again; the arrow keys (and Tab) go between the marked places only.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused()).mark).toBe(true);
    const first = (await focused()).node!;
    await page.keyboard.press('ArrowRight');
    const second = await focused();
    expect(second.mark || second.node === node).toBe(true);
    if (marked > 1) expect(second.node).not.toBe(first);
    await page.keyboard.press('Tab');
    if (marked > 1) expect((await focused()).mark).toBe(true);
    const dest = (await focused()).mark ? (await focused()).node! : first;
    if (!(await focused()).mark) await page.locator(`rw-play-board [data-location="${first}"]`).focus();
    const expected = await movesBetween(page, node, dest);
    expect(expected.length).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    // Several ways there: the list shows just those, with the focus on the first.
    if ((await game(page)).n === before.n) {
      await expect.poll(() => page.locator('rw-play-decision .rw-option-control').count()).toBeLessThanOrEqual(expected.length);
      await page.locator('rw-play-decision .rw-option-control').first().focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(async () => (await game(page)).n).toBe(before.n + 1);
    const picked = await page.evaluate(() => document.querySelector('rw-test-play-panel')!.session!.steps.at(-1)!.choice!.ids);
    expect(expected).toContain(picked[0]);
    expect(errors).toEqual([]);
  });

  it('Back takes back the last choice, Forward redoes it, and the log jumps to any earlier decision', async () => {
    const { page, errors } = await shared.take();
    await startGame(page, '11');
    for (let i = 0; i < 6; i++) await answerByKeyboard(page);
    const at6 = await game(page);
    const log6 = await page.locator('rw-play-log').innerText();
    await answerByKeyboard(page);
    expect((await game(page)).n).toBe(7);

    await page.click('.rw-back');
    await expect.poll(() => game(page)).toMatchObject({ n: 6, kind: at6.kind, player: at6.player, prompt: at6.prompt, redo: 1 });
    await expect.poll(() => page.locator('rw-play-log').innerText()).toBe(log6);
    await page.click('.rw-forward');
    await expect.poll(() => game(page)).toMatchObject({ n: 7, redo: 0 });

    // Jump back to decision 2 from the log: everything after it can be redone.
    await page.locator('rw-play-log [data-jump="1"]').click();
    await expect.poll(() => game(page)).toMatchObject({ n: 1, redo: 6 });
    await expect.poll(() => page.locator('.rw-forward').isEnabled()).toBe(true);
    await expect.poll(() => page.locator('rw-play-log [data-jump]').count()).toBe(1);
    // The votes were revealed after decision 2: the designer's view says the seats had seen past here, and a seat's Undo is not Back.
    await expect.poll(() => page.locator('.rw-hindsight').innerText()).toMatch(/Designer's view: .*could take their choices back to here/s);
    await expect.poll(() => page.locator('.rw-undo').count()).toBe(1);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  it("each player's view hides the other's hand; a spectator sees no hand at all", async () => {
    const { page, errors } = await shared.take();
    await startGame(page, '5');
    await page.click('.rw-play-tab[data-tab="players"]');
    await page.selectOption('.rw-viewer-select', 'blue');
    const blue = page.locator('.rw-player-card[data-player="blue"]');
    const red = page.locator('.rw-player-card[data-player="red"]');
    await expectViewAgrees(page, 'blue');
    await expect.poll(() => blue.locator('.rw-hand-card').count()).toBe(5);
    expect(await red.locator('.rw-hand-card').count()).toBe(0);
    expect(await red.locator('.rw-hidden-hand').innerText()).toContain('5 cards, hidden');
    await page.selectOption('.rw-viewer-select', 'spectator');
    await expectViewAgrees(page, 'spectator');
    await expect.poll(() => page.locator('.rw-hand-card').count()).toBe(0);
    // Blue's pending vote is his to see: a spectator gets who decides and the prompt, no options.
    await expect.poll(() => page.locator('rw-play-decision').count()).toBe(0);
    await expect.poll(() => page.locator('.rw-decision-hidden').innerText()).toContain('decides');
    // "View as <the decider> to answer": the dropdown says him, and his hand and options are what shows.
    const decider = (await game(page)).player!;
    await page.click('.rw-answer-as');
    await expectViewAgrees(page, decider);
    await expect.poll(() => page.locator(`.rw-player-card[data-player="${decider}"] .rw-hand-card`).count()).toBe(5);
    await expect.poll(() => page.locator('rw-play-decision .rw-option-control').count()).toBeGreaterThan(0);
    // And back to the spectator by the dropdown: nothing of his shows.
    await page.selectOption('.rw-viewer-select', 'spectator');
    await expectViewAgrees(page, 'spectator');
    await expect.poll(() => page.locator('.rw-hand-card').count()).toBe(0);
    // No internal decision kind ("vote-cards") is printed.
    await page.selectOption('.rw-viewer-select', 'acting');
    await expect.poll(() => page.locator('rw-play-decision').count()).toBe(1);
    expect(await page.locator('rw-play-decision').innerText()).not.toContain('vote-cards');
    // Face-down territory tokens show no values to anyone.
    expect(await page.locator('rw-play-board .rw-token-up').count()).toBe(0);
    expect(await page.locator('rw-play-board .rw-token-down').count()).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  it('keeps the new-game choices (timeline, leaders) inside the test-play panel, however wide, at 1280x800', async () => {
    const { page, errors } = await shared.take();
    // Every choice and its control whole in the panel and the window: they ran past the window's right side.
    const cut = () =>
      page.evaluate(() => {
        const panel = document.querySelector('rw-test-play-panel')!.getBoundingClientRect();
        const right = Math.min(panel.right, window.innerWidth);
        return [...document.querySelectorAll('.rw-setup-choices-body, .rw-setup-select')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.left < panel.left || r.right > right;
          })
          .map((el) => el.className);
      });
    const splitter = page.locator('.rw-splitter-side');
    const steps = 8;
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      // The side panel narrower step by step (the splitter's keys): the choices' summary moves along the toolbar's rows.
      for (let k = 0; k <= steps; k++) {
        const width = await page.locator('rw-test-play-panel').evaluate((p) => p.getBoundingClientRect().width);
        await page.click('.rw-setup-choices summary');
        await expect.poll(() => page.locator('.rw-setup-select').first().isVisible()).toBe(true);
        await expect.poll(cut, { message: `side panel ${Math.round(width)} px wide` }).toEqual([]);
        await page.click('.rw-setup-choices summary');
        if (k < steps) {
          await splitter.focus();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => page.locator('rw-test-play-panel').evaluate((p) => p.getBoundingClientRect().width)).toBeLessThan(width);
        }
      }
    } finally {
      await splitter.focus();
      for (let k = 0; k < steps; k++) await page.keyboard.press('ArrowLeft');
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(errors).toEqual([]);
  });

  it("says the game's end whole in the status line at 1280x800: the line wraps, nothing runs past it", async () => {
    const { page, errors } = await shared.take();
    await startGame(page, '5');
    // To the end, the least answer each time (the world event deck runs out: the longest sentence).
    await page.evaluate(() => {
      const panel = document.querySelector('rw-test-play-panel')!;
      const s = panel.session!;
      for (let i = 0; i < 3000 && s.decision(); i++) {
        const d = s.decision()!;
        if (s.answer({ player: d.player, ids: d.options.slice(0, d.min).map((o) => o.id) }).ok) continue;
        if (!s.answer(s.engine.legalChoices(s.state, 5000)[0]!).ok) break;
      }
      panel.version++;
    });
    await expect.poll(() => page.locator('.rw-game-over').innerText()).toContain('Game over');
    const outside = () =>
      page.locator('.rw-play-status').evaluate((line) => {
        const box = line.getBoundingClientRect();
        return [...line.children].filter((c) => c.getBoundingClientRect().right > box.right + 0.5 || c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent);
      });
    await atNarrowSidePanel(page, 680, () => expect.poll(outside).toEqual([]));
    expect(errors).toEqual([]);
  });

  it("keeps the decision beside the board and the players' pills inside their cards at 1280x800", async () => {
    const { page, errors } = await shared.take();
    await startGame(page, '1');
    // The decision stood under the board there: the board in view, what to answer out of it.
    const placed = () =>
      page.evaluate(() => {
        const board = document.querySelector('rw-play-board svg')!.getBoundingClientRect();
        const decision = document.querySelector('rw-play-decision')!.getBoundingClientRect();
        return { beside: decision.left >= board.right - 0.5, inView: decision.top < window.innerHeight && board.top < window.innerHeight };
      });
    const pillsOut = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.rw-player-card')].flatMap((card) => {
          const box = card.getBoundingClientRect();
          return [...card.querySelectorAll('.rw-pill')].filter((p) => p.getBoundingClientRect().right > box.right + 0.5).map((p) => p.textContent);
        }),
      );
    await atNarrowSidePanel(page, 690, async () => {
      try {
        await page.evaluate(() => document.querySelector('rw-test-play-panel')!.scrollTo(0, 0));
        await expect.poll(placed).toEqual({ beside: true, inView: true });
        await page.click('.rw-play-tab[data-tab="players"]');
        await expect.poll(() => page.locator('.rw-player-card').count()).toBeGreaterThanOrEqual(2);
        await expect.poll(pillsOut).toEqual([]);
      } finally {
        await page.click('.rw-play-tab[data-tab="log"]');
      }
    });
    expect(errors).toEqual([]);
  });

  it('a game saved as a scenario runs from the editor and passes', async () => {
    const { page, errors } = await shared.take();
    await startGame(page, '3');
    for (let i = 0; i < 8; i++) await answerByKeyboard(page);
    const path = 'columbia/scenarios/browser-saved-game.yaml';
    const row = await saveGameAsScenario(page, 'Browser saved game', path);
    const text = await readFile(nodePath.join(rig.preview.contentDir, path), 'utf8');
    expect(text).toContain('name: Browser saved game');
    expect(text.match(/^ {2}- (blue|red): /gm)).toHaveLength(8);
    // The new file is open in the editor, at its expectations.
    expect(await page.evaluate(() => window.rulewright!.app.active)).toBe(path);
    await runScenarioToPass(row);

    // An expectation edited in the editor (not even saved) that does not hold fails, naming it.
    await page.evaluate((p) => {
      const model = window.rulewright!.app.workspace.get(p)!.model;
      model.setValue(model.getValue().replace(/^ {4}red: (\d+)$/m, (_m, n: string) => `    red: ${Number(n) + 3}`));
    }, path);
    await row.locator('.rw-run-scenario').click();
    await expect.poll(() => row.locator('.rw-scenario-status').innerText()).toContain('fail');
    expect(await row.locator('.rw-scenario-failure').innerText()).toContain("red's Silver Eagles");
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });

  it('test-play says it plays the saved files, and following unsaved edits replays the game under them (finding 7)', async () => {
    const { page, errors } = await shared.take();
    await startGame(page, '1');
    for (let i = 0; i < 3; i++) await answerByKeyboard(page);
    const n = (await game(page)).n;
    const plays = page.locator('.rw-plays-what');
    await expect.poll(() => plays.innerText()).toBe('Plays the saved files.');
    const path = await typeFlakManInfluence(page, '3');
    // Not saved, not followed: the game stays, and the panel says an edit is not in play.
    await expect.poll(() => plays.innerText()).toContain('1 file has unsaved edits not in play');
    expect(await page.locator('.rw-replay-report').count()).toBe(0);
    await page.check('.rw-follow-edits-toggle');
    const report = page.locator('.rw-replay-report');
    await expect.poll(() => report.innerText()).toContain(`Replayed ${n} of ${n} choices`);
    await expect.poll(() => report.locator('.rw-difference').innerText()).toContain('Flak Man (influence 2) → Flak Man (influence 3)');
    await expect.poll(() => plays.innerText()).toContain('Plays the files as edited');
    expect(await readFile(nodePath.join(rig.preview.contentDir, path), 'utf8')).toContain('combat: 2, influence: 2, eagles: 1');
    // Back to the saved files: the game replays under them again.
    await page.uncheck('.rw-follow-edits-toggle');
    await expect.poll(async () => report.locator('.rw-difference').innerText()).toContain('Flak Man (influence 3) → Flak Man (influence 2)');
    expect((await game(page)).n).toBe(n);
    expect(errors).toEqual([]);
  });

  it("keeps a face-up token's combat and eagles inside it at every zoom (the eagles were cut)", async () => {
    // The scenario is made through the editor's own file actions (the content tree's): written to disk and
    // listed at once, so the shared page plays it; a new page to read it from disk cost a whole editor load.
    const path = 'columbia/scenarios/zz-face-up-token.yaml';
    const text = 'name: "A face-up token"\nrule: "Draws a token face up (not a rules test)"\nsetup: { players: 2, seed: 3, emptyBoard: true }\nboard:\n  Battleship Bay: { token: { combat: 12, faceUp: true } }\n';
    const { page, errors } = await shared.take();
    const panel = page.locator('rw-test-play-panel');
    expect(await fileAction(page, 'create', path, text)).toBeNull();
    try {
      await page.click('.rw-play-tab[data-tab="scenarios"]');
      await page.click(`.rw-scenario[data-path="${path}"] .rw-play-scenario`);
      await page.waitForSelector('rw-play-board .rw-token-up');
      for (const zoom of [0.5, 1, 1.25, 1.5, 2]) {
        await panel.evaluate((p: HTMLElement, z) => (p.style.zoom = String(z)), zoom);
        const out = await page.locator('rw-play-board .rw-token-up').first().evaluate((g) => {
          const box = g.querySelector('rect')!.getBoundingClientRect();
          return [...g.querySelectorAll('text')].filter((t) => {
            const r = t.getBoundingClientRect();
            return r.left < box.left || r.right > box.right || r.top < box.top || r.bottom > box.bottom;
          }).map((t) => t.textContent);
        });
        expect(out, `at zoom ${zoom}`).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      // The shared page goes on at its own size, without the scenario.
      await panel.evaluate((p: HTMLElement) => (p.style.zoom = ''));
      expect(await fileAction(page, 'remove', path)).toBeNull();
      expect(existsSync(nodePath.join(rig.preview.contentDir, path))).toBe(false);
    }
  });

  it('saving a changed card value replays the game and shows the first difference', async () => {
    // This test saves edits (one with an error) into the shared content copy: put the files back after it, so later tests play sound rules.
    const touched = ['columbia/action-cards.yaml', 'columbia/pieces.yaml'].map((f) => nodePath.join(rig.preview.contentDir, f));
    const before = await Promise.all(touched.map((f) => readFile(f, 'utf8')));
    // Last of the file on the shared page: the saves leave its rules apart from the files put back on disk.
    const { page, errors } = await shared.take();
    try {
      await startGame(page, '1');
      for (let i = 0; i < 3; i++) await answerByKeyboard(page);
      const n = (await game(page)).n;
      // Blue's Flak Man 2/2/1 (in his first hand with seed 1) gets influence 3: typed into the editor and saved.
      const path = await typeFlakManInfluence(page, '3');
      await page.click('.rw-save');
      await expect.poll(async () => (await readFile(nodePath.join(rig.preview.contentDir, path), 'utf8')).includes('combat: 2, influence: 3, eagles: 1')).toBe(true);
      const report = page.locator('.rw-replay-report');
      await expect.poll(() => report.innerText()).toContain(`Replayed ${n} of ${n} choices`);
      // The difference is in Blue's own options: shown in Blue's view.
      await page.selectOption('.rw-viewer-select', 'spectator');
      await expectViewAgrees(page, 'spectator');
      await report.locator('.rw-view-as').click();
      await expectViewAgrees(page, 'blue');
      await expect.poll(() => report.locator('.rw-difference').innerText()).toContain('Flak Man (influence 2) → Flak Man (influence 3)');
      expect(await report.locator('.rw-difference').innerText()).toContain('Decision 1');
      // The game goes on from where it was, under the new content.
      expect((await game(page)).n).toBe(n);
      await report.locator('.rw-goto-difference').click();
      await expect.poll(() => game(page)).toMatchObject({ n: 0, kind: 'vote-cards', player: 'blue' });
      await page.selectOption('.rw-viewer-select', 'blue');
      await expect.poll(() => page.locator('rw-play-decision').innerText()).toContain('Flak Man (influence 3)');

      // A save that makes a recorded choice illegal (a common unit costs $99): the report says where in words, and
      // "Go to decision N" lands on N and says N.
      await page.click('.rw-new-game');
      const recruits = await page.evaluate(() => {
        const panel = document.querySelector('rw-test-play-panel')!;
        const s = panel.session!;
        let made = 0;
        let who = '';
        for (let i = 0; i < 400 && s.decision() && made < 1; i++) {
          const d = s.decision()!;
          const recruit = d.options.find((o) => o.label.startsWith('Recruit common unit'));
          const ids = recruit ? [recruit.id] : d.options.slice(0, Math.max(d.min, d.max === 1 ? 1 : 0)).map((o) => o.id);
          if (!s.answer({ player: d.player, ids }).ok) break;
          if (recruit) {
            made++;
            who = d.player;
          }
        }
        // One more answer after the recruit, so the replay stops before the end.
        const d = s.decision();
        if (d) s.answer({ player: d.player, ids: d.options.slice(0, Math.max(d.min, d.max === 1 ? 1 : 0)).map((o) => o.id) });
        panel.version++;
        return { made, who };
      });
      expect(recruits.made).toBe(1);
      // The recruiting player's view: the difference is in his options.
      await page.selectOption('.rw-viewer-select', recruits.who);
      await page.evaluate(async () => {
        const app = window.rulewright!.app;
        const model = app.workspace.get('columbia/pieces.yaml')!.model;
        model.setValue(model.getValue().replace('{ kind: common, base: square, cost: 3,', '{ kind: common, base: square, cost: 99,'));
        await app.save('columbia/pieces.yaml');
      });
      await expect.poll(() => report.innerText()).toContain('Replay stopped');
      const stoppedText = await report.innerText();
      expect(stoppedText).toMatch(/Recruit common unit .* is no longer offered/);
      expect(stoppedText).not.toMatch(/recruit:|[a-z]+:[a-z-]+:[a-z-]+/);
      const go = report.locator('.rw-goto-difference').last();
      const to = Number((/Go to decision (\d+)/.exec(await go.innerText()) ?? [])[1]);
      expect(stoppedText).toContain(`Replay stopped: Decision ${to}:`);
      await go.click();
      await expect.poll(async () => (await game(page)).n).toBe(to - 1);
      await expect.poll(() => page.locator('.rw-play-status').innerText()).toContain(`Decision ${to}:`);
      await expect.poll(() => page.locator('.rw-play-notice').innerText()).toContain(`Back at decision ${to};`);

      // A save with errors says the game was NOT replayed, and stays on the previous rules.
      await page.evaluate(async () => {
        const app = window.rulewright!.app;
        const model = app.workspace.get('columbia/pieces.yaml')!.model;
        model.setValue(model.getValue().replace('cost: 99,', 'cost: ninety,'));
        await app.save('columbia/pieces.yaml');
      });
      await expect.poll(() => page.locator('.rw-replay-report.rw-report-error').count()).toBe(1);
      const errorText = (await page.locator('.rw-replay-report').innerText()).toLowerCase();
      expect(errorText).toContain('the game was not replayed');
      expect(errorText).not.toContain('the game was replayed');
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
    } finally {
      await Promise.all(touched.map((f, k) => writeFile(f, before[k]!)));
    }
  });
});
