/**
 * A test-play game carried on a while by seeded picks (as a random bot
 * would, the same picks every run), so the board holds what a game in
 * progress shows. For tests and the screenshot scripts alike.
 */
import type { Page } from 'playwright-core';

/** Answers up to `decisions` decisions of the test-play panel's game with picks drawn from `seed`, then redraws the panel. */
export function playSeeded(page: Page, decisions: number, seed: number): Promise<void> {
  return page.evaluate(
    ({ decisions, seed }) => {
      const panel = document.querySelector('rw-test-play-panel')!;
      const s = panel.session!;
      let k = seed;
      for (let i = 0; i < decisions && s.decision(); i++) {
        const d = s.decision()!;
        k = (k * 1103515245 + 12345) % 2147483648;
        const ids = d.max === 1 && d.min === 1 ? [d.options[k % d.options.length]!.id] : d.options.slice(0, Math.max(d.min, 1)).map((o) => o.id);
        if (!s.answer({ player: d.player, ids }).ok && !s.answer({ player: d.player, ids: d.options.slice(0, d.min).map((o) => o.id) }).ok) break;
      }
      panel.version++;
    },
    { decisions, seed },
  );
}
