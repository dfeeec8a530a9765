/**
 * Bot opponents in test-play, in a real browser: the designer gives seats to
 * the simulator's bots (heuristic, random, the search bot, the pack's YAML
 * bots), the bots answer their decisions on a worker, Back returns to the
 * designer's own last decision, the same position gets the same answer, and
 * a game with bots saves as a scenario that passes. Every game module:
 * Columbia at 2 and 4, Baldur's Gate at 3, the Night Market fixture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as nodePath from 'node:path';
import type { Page } from 'playwright-core';
import { chromiumAvailable, keepScenarios, launchBrowser, REPO, startPreview, stopEditorRig, type EditorRig } from './harness.ts';
import { answerLeast, newGame, runScenarioToPass, saveGameAsScenario, seatBots, SharedTestPlay, table, unexpectedErrors } from './test-play-steps.ts';
import { builtEditor } from './built-editor.ts';

const haveChromium = chromiumAvailable();

let rig: Partial<EditorRig> & Pick<EditorRig, 'dist'>;
let packs = '';

/** Waits until the decision is the designer's (no bot's to answer) or the game is over. */
async function myTurn(page: Page, me: readonly string[]): Promise<void> {
  await expect.poll(async () => {
    const g = await table(page);
    return g.over || (g.player !== null && me.includes(g.player) && !g.thinking);
  }, { timeout: 60_000 }).toBe(true);
}

/** One test-play page for the file's tests: each starts its own game and seats its own bots. */
const shared = new SharedTestPlay(() => rig.browser!, () => rig.preview!);

describe.skipIf(!haveChromium)('bot opponents in test-play', () => {
  beforeAll(async () => {
    rig = { dist: await builtEditor(), ownsDist: false };
    packs = await mkdtemp(nodePath.join(tmpdir(), 'rw-packs-'));
    await cp(nodePath.join(REPO, 'content'), packs, { recursive: true });
    await cp(nodePath.join(REPO, 'test/fixtures/packs/night-market'), nodePath.join(packs, 'night-market'), { recursive: true });
    // The games are played here; the shipped scenarios are run and counted elsewhere (keepScenarios).
    await keepScenarios(packs, 1);
    rig.preview = await startPreview(rig.dist, packs);
    rig.browser = await launchBrowser();
  });

  afterAll(async () => {
    await shared.close();
    await stopEditorRig(rig);
    if (packs) await rm(packs, { recursive: true, force: true });
  });

  it("plays Columbia against a heuristic bot: Back returns to the designer's decision, the bot answers alike, the game saves as a scenario", async () => {
    const { page, errors } = await shared.take();
    await newGame(page, 'columbia', '7', 2);
    await seatBots(page, { red: 'heuristic' });
    const seats = await page.locator('.rw-seat-bot').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).value));
    expect(seats).toEqual(['me', 'heuristic']);
    // The bots the simulator offers, by its names.
    const offered = await page.locator('.rw-seat-bot[data-seat="red"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(expect.arrayContaining(['me', 'random', 'mcts', 'mcts:200', 'heuristic']));
    for (let i = 0; i < 6; i++) {
      await myTurn(page, ['blue']);
      await answerLeast(page, { alone: false });
    }
    await myTurn(page, ['blue']);
    const played = await table(page);
    expect(played.choices.some((c) => c.player === 'red')).toBe(true);

    // Back: to just before blue's last choice, over red's answers after it.
    const lastBlue = played.choices.map((c) => c.player).lastIndexOf('blue');
    await page.click('.rw-back');
    await expect.poll(async () => (await table(page)).n).toBe(lastBlue);
    expect((await table(page)).player).toBe('blue');
    // The same answer again: the bot answers as it did (seeded by the game and the decision).
    await answerLeast(page, { alone: false });
    await myTurn(page, ['blue']);
    expect((await table(page)).choices).toEqual(played.choices);

    await runScenarioToPass(await saveGameAsScenario(page, 'Against the bot', 'columbia/scenarios/against-the-bot.yaml'));
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('shows the search bot thinking, and plays Columbia at 4 with three bots', async () => {
    const { page, errors } = await shared.take();
    await newGame(page, 'columbia', '3', 4);
    const seats = await page.locator('.rw-seat-bot').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).dataset['seat']!));
    expect(seats).toHaveLength(4);
    const [me, ...others] = seats as [string, ...string[]];
    // Whenever "thinks…" shows, note whose view the panel shows then (the designer's, never the bot's hand).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenThinking: string[] }).seenThinking = seen;
      new MutationObserver(() => {
        if (document.querySelector('.rw-bot-thinks')) seen.push(document.querySelector('.rw-viewing strong')?.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true });
    });
    // The search bot at its default budget: the bigger one (offered, above) is the same search, five times the CPU.
    await page.selectOption(`.rw-seat-bot[data-seat="${others[0]}"]`, 'mcts');
    await page.selectOption(`.rw-seat-bot[data-seat="${others[1]}"]`, 'heuristic');
    await page.selectOption(`.rw-seat-bot[data-seat="${others[2]}"]`, 'random');
    for (let i = 0; i < 4; i++) {
      await myTurn(page, [me]);
      await answerLeast(page, { alone: false });
    }
    await myTurn(page, [me]);
    const g = await table(page);
    // The search bot's decisions showed "thinks…", with the designer's view on the table.
    const seen = await page.evaluate(() => (window as unknown as { seenThinking: string[] }).seenThinking);
    expect(seen.length).toBeGreaterThan(0);
    const myName = await page.evaluate((p) => document.querySelector('rw-test-play-panel')!.playerName(p), me);
    expect(new Set(seen)).toEqual(new Set([myName]));
    for (const o of others) expect(g.choices.some((c) => c.player === o)).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("seats bots at every seat of Baldur's Gate at 3 and of the Night Market: they play on their own", async () => {
    const { page, errors } = await shared.take();
    await newGame(page, 'baldurs-gate', '5', 3);
    const bg = await page.locator('.rw-seat-bot').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).dataset['seat']!));
    for (const seat of bg) await page.selectOption(`.rw-seat-bot[data-seat="${seat}"]`, seat === bg[0] ? 'heuristic' : 'random');
    await expect.poll(async () => (await table(page)).n, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
    // The designer takes a seat back: the game waits for them.
    for (const seat of bg) await page.selectOption(`.rw-seat-bot[data-seat="${seat}"]`, 'me');
    await myTurn(page, bg);

    await newGame(page, 'night-market', '2', 2);
    const nm = await page.locator('.rw-seat-bot').evaluateAll((ss) => ss.map((s) => (s as HTMLSelectElement).dataset['seat']!));
    await page.selectOption(`.rw-seat-bot[data-seat="${nm[0]}"]`, 'mcts');
    await page.selectOption(`.rw-seat-bot[data-seat="${nm[1]}"]`, 'random');
    await expect.poll(async () => (await table(page)).over, { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.locator('.rw-game-over').innerText()).toContain('Game over');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
