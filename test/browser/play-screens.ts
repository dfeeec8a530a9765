/**
 * Screenshots of test-play into /tmp/screens (or the folder given first), for
 * a human to look at: the board with a decision, a subset pick, another
 * player's view, the log, the players tab, a first-difference report after a
 * save, and scenario results.
 *   npx tsx test/browser/play-screens.ts [/tmp/screens]
 * RULEWRIGHT_VIEWPORT=1280x800 takes them in a smaller window (default 1440x900).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import { buildEditor, collectPageErrors, copyContent, launchBrowser, openEditor, startPreview, screensViewport } from './harness.ts';
import { playSeeded } from './seeded-play.ts';

const out = process.argv[2] ?? '/tmp/screens';
await mkdir(out, { recursive: true });
const dist = await mkdtemp(nodePath.join(tmpdir(), 'rw-dist-'));
await buildEditor(dist);
const content = await copyContent();
// A position with one of everything the board draws (not a rules test: it has no expectations).
await writeFile(
  nodePath.join(content, 'columbia/scenarios/zz-board-features.yaml'),
  `name: "Board features for the screenshot"
rule: "Shows what the board draws (not a rules test)"
setup: { players: 4, seed: 3, emptyBoard: true }
board:
  Garden of New Eden: { blue: [stronghold, common] }
  Fink MFG: { red: [stronghold, 2 common, Daisy] }
  Hall of Heroes: { blue: [3 common, Comstock, Songbird, stronghold, turret], red: [2 common, Handyman], dark red: [common, alarm] }
  Battleship Bay: { token: { combat: 7, faceUp: true } }
  Shanty Town: { token: { combat: 5 } }
  Comstock Center: { destroyed: true }
  Soldier's Field: { light blue: [2 common, Saltonstall, alarm, alarm] }
booker: Battleship Bay
elizabeth: Soldier's Field
`,
);
const preview = await startPreview(dist, content);
const browser = await launchBrowser();
const shot = async (page: import('playwright-core').Page, name: string) => {
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
};
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await screensViewport(page);
  const errors = collectPageErrors(page);
  await openEditor(page, preview);
  await page.click('.rw-side-tabs button:nth-child(2)');
  await page.fill('.rw-seed', '1');
  await page.click('.rw-new-game');
  await page.waitForSelector('rw-play-board svg');
  await shot(page, 'play-01-new-game-vote');

  // Answer the two votes (first card each), then look at the first turn.
  for (let i = 0; i < 2; i++) {
    await page.locator('rw-play-decision .rw-option-control').first().check();
    await page.click('rw-play-decision .rw-confirm');
  }
  for (let i = 0; i < 6; i++) {
    const kind = await page.locator('rw-play-decision .rw-decision').getAttribute('data-kind');
    if (kind === 'move') break;
    if ((await page.locator('rw-play-decision .rw-confirm').count()) > 0) await page.click('rw-play-decision .rw-confirm');
    else await page.locator('rw-play-decision .rw-option-button').last().click();
  }
  await shot(page, 'play-02-turn');
  await page.locator('rw-play-decision .rw-option-button').first().hover();
  await shot(page, 'play-03-option-hover-on-board');
  // A unit picked up on the board: where it may go is marked.
  if ((await page.locator('rw-play-board .rw-movable').count()) > 0) {
    await page.locator('rw-play-board .rw-movable').first().click();
    await shot(page, 'play-03b-unit-picked-up');
    await page.locator('rw-play-board .rw-movable').first().click();
  }
  await page.locator('rw-play-board [data-location]').first().focus();
  await page.keyboard.press('Enter');
  await shot(page, 'play-04-board-filter');

  await page.selectOption('.rw-viewer-select', 'spectator');
  await shot(page, 'play-05-spectator');
  await page.selectOption('.rw-viewer-select', 'acting');

  await page.click('.rw-play-tab[data-tab="players"]');
  await page.locator('.rw-play-tabs').scrollIntoViewIfNeeded();
  await shot(page, 'play-06-players-tab');
  await page.click('.rw-play-tab[data-tab="log"]');
  await page.locator('.rw-play-tabs').scrollIntoViewIfNeeded();
  await shot(page, 'play-07-log');

  // Play on a little with the first option each time, to get a fuller board.
  for (let i = 0; i < 40; i++) {
    if ((await page.locator('rw-play-decision').count()) === 0) break;
    if ((await page.locator('rw-play-decision .rw-confirm').count()) > 0) await page.click('rw-play-decision .rw-confirm');
    else await page.locator('rw-play-decision .rw-option-button').first().click();
  }
  await page.locator('rw-play-board').scrollIntoViewIfNeeded();
  await shot(page, 'play-08-later-board');

  // Save two scenarios; make the second one's expectation wrong in the editor (unsaved), then run them all.
  await page.click('.rw-play-tab[data-tab="scenarios"]');
  for (const [name, file] of [['Screens game', 'screens-game'], ['Wrong eagles', 'wrong-eagles']]) {
    await page.fill('.rw-scenario-name', name!);
    await page.click('.rw-save-scenario');
    await page.waitForSelector(`.rw-scenario[data-path="columbia/scenarios/${file}.yaml"]`);
  }
  await page.waitForSelector('.rw-scenario[data-path="columbia/scenarios/wrong-eagles.yaml"]');
  await page.evaluate(() => {
    const model = window.rulewright!.app.workspace.get('columbia/scenarios/wrong-eagles.yaml')!.model;
    model.setValue(model.getValue().replace(/^ {4}blue: (\d+)$/m, (_m, n: string) => `    blue: ${Number(n) + 5}`));
  });
  await page.click('.rw-run-all');
  await page.waitForSelector('.rw-scenario-failed');
  await page.locator('.rw-scenarios').scrollIntoViewIfNeeded();
  await shot(page, 'play-09-scenario-results');
  await page.check('.rw-only-failed input');
  await page.locator('.rw-scenario-failed').first().scrollIntoViewIfNeeded();
  await shot(page, 'play-09b-scenario-failure');
  await page.uncheck('.rw-only-failed input');

  // Every board feature at once, from a scenario position.
  await page.click('.rw-play-tab[data-tab="scenarios"]');
  await page.click('.rw-scenario[data-path="columbia/scenarios/zz-board-features.yaml"] .rw-play-scenario');
  await page.waitForTimeout(300);
  await page.evaluate(() => document.querySelector('rw-test-play-panel')!.scrollTo(0, 0));
  await shot(page, 'play-11-board-features');
  await page.locator('rw-play-board [data-location="hall-of-heroes"]').hover();
  await page.locator('rw-play-board .rw-board-detail').scrollIntoViewIfNeeded();
  await shot(page, 'play-12-location-detail');

  // New game with chosen leaders and timeline.
  await page.click('.rw-setup-choices summary');
  await page.selectOption('.rw-setup-select[data-choice="timeline"]', { index: 2 });
  await page.selectOption('.rw-setup-select[data-player="red"]', { index: 2 });
  await shot(page, 'play-13-setup-choices');
  await page.click('.rw-new-game');
  await page.click('.rw-setup-choices summary');
  await page.click('.rw-play-tab[data-tab="players"]');
  await page.locator('.rw-play-tabs').scrollIntoViewIfNeeded();
  await shot(page, 'play-14-chosen-leaders');
  await page.click('.rw-setup-choices summary');
  await page.selectOption('.rw-setup-select[data-choice="timeline"]', { index: 0 });
  await page.selectOption('.rw-setup-select[data-player="red"]', { index: 0 });
  await page.click('.rw-setup-choices summary');

  // Four players, a few rounds in.
  await page.selectOption('.rw-players-select', '4');
  await page.fill('.rw-seed', '4');
  await page.click('.rw-new-game');
  await page.evaluate(() => {
    const panel = document.querySelector('rw-test-play-panel')!;
    const s = panel.session!;
    let k = 7;
    for (let i = 0; i < 140 && s.decision(); i++) {
      const d = s.decision()!;
      k = (k * 1103515245 + 12345) % 2147483648;
      const ids = d.max === 1 && d.min === 1 ? [d.options[k % d.options.length]!.id] : d.options.slice(0, d.min).map((o) => o.id);
      if (!s.answer({ player: d.player, ids }).ok) break;
    }
    panel.reload = undefined;
    panel.version++;
  });
  await page.evaluate(() => document.querySelector('rw-test-play-panel')!.scrollTo(0, 0));
  await shot(page, 'play-17-four-players');

  // Baldur's Gate at 3 players, a while in.
  await page.selectOption('.rw-pack-select', 'baldurs-gate');
  await page.selectOption('.rw-players-select', '3');
  await page.fill('.rw-seed', '5');
  await page.click('.rw-new-game');
  await playSeeded(page, 90, 5);
  await page.evaluate(() => document.querySelector('rw-test-play-panel')!.scrollTo(0, 0));
  await shot(page, 'play-18-baldurs-gate-3p');
  await page.click('.rw-play-tab[data-tab="players"]');
  await page.locator('.rw-play-tabs').scrollIntoViewIfNeeded();
  await shot(page, 'play-18b-baldurs-gate-players');
  await page.selectOption('.rw-pack-select', 'columbia');
  await page.click('.rw-new-game');

  // A saved edit: Flak Man's influence changes; the game replays to the first difference.
  await page.click('.rw-new-game');
  for (let i = 0; i < 3; i++) {
    if ((await page.locator('rw-play-decision .rw-confirm').count()) > 0) {
      await page.locator('rw-play-decision .rw-option-control').first().check();
      await page.click('rw-play-decision .rw-confirm');
    } else await page.locator('rw-play-decision .rw-option-button').first().click();
  }
  await page.evaluate(async () => {
    const app = window.rulewright!.app;
    const path = 'columbia/action-cards.yaml';
    const model = app.workspace.get(path)!.model;
    const from = '{ type: Flak Man, count: 2, combat: 2, influence: 2, eagles: 1, provenance: reconstructed }';
    model.setValue(model.getValue().replace(from, from.replace('influence: 2', 'influence: 3')));
    await app.save(path);
  });
  await page.waitForSelector('.rw-replay-report');
  if ((await page.locator('.rw-view-as').count()) > 0) await page.click('.rw-view-as');
  await page.locator('.rw-replay-report').scrollIntoViewIfNeeded();
  await shot(page, 'play-10-first-difference');
  // A save with an error: the game stays on the previous rules and says why.
  await page.evaluate(async () => {
    const app = window.rulewright!.app;
    const path = 'columbia/action-cards.yaml';
    const model = app.workspace.get(path)!.model;
    model.setValue(model.getValue().replace('influence: 3, eagles: 1', 'influence: three, eagles: 1'));
    await app.save(path);
  });
  await page.waitForSelector('.rw-replay-report.rw-report-error');
  await page.evaluate(() => document.querySelector('rw-test-play-panel')!.scrollTo(0, 0));
  await shot(page, 'play-15-saved-with-errors');

  // A whole game played out (first legal answer each time), to see the end.
  await page.evaluate(() => {
    const panel = document.querySelector('rw-test-play-panel')!;
    const s = panel.session;
    if (!s) return;
    for (let i = 0; i < 3000 && s.decision(); i++) {
      const d = s.decision()!;
      const least = { player: d.player, ids: d.options.slice(0, d.min).map((o) => o.id) };
      if (s.answer(least).ok) continue;
      if (!s.answer(s.engine.legalChoices(s.state, 5000)[0]!).ok) break;
    }
    panel.reload = undefined;
    panel.version++;
  });
  await page.evaluate(() => document.querySelector('rw-test-play-panel')!.scrollTo(0, 0));
  await shot(page, 'play-16-game-over');
  console.log(errors.length === 0 ? 'no page errors' : errors.join('\n'));
} finally {
  await browser.close();
  await preview.stop();
  await rm(dist, { recursive: true, force: true });
  await rm(content, { recursive: true, force: true });
}
