/**
 * "Upgrades have no effect" (Power Outage, upgrades.ts `upgradesActiveIn`)
 * answered without evaluating it: its subject is the bare noun `upgrades`,
 * every upgrade made, so whether it names upgrades is read from the factions'
 * sheets. Over seeded games, at every decision while it is in force, the
 * answer is what evaluating the subject answers (`upgradesActive`), on the
 * sheets as they are and on the same game with every sheet blank (nothing
 * made: the subject is empty).
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../interpreter/core/index.ts';
import { NO_EFFECT_MODIFIER, upgradesActive, upgradesActiveIn, type ModifierSource as UpgradeReader } from '../../interpreter/columbia/upgrades.ts';
import { rulesIndex } from '../../interpreter/columbia/board.ts';
import type { CardTypeUpgrades, ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

describe('Power Outage answered from the sheets', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const ctx = readerContext(engine);
  // The reader context as the turn passes it (its Ruleset typed: the core's context leaves it open).
  const reader = ctx as unknown as UpgradeReader;

  /** Runs `read` with every sheet of `g` blank (no boost, only abilities printed unlocked open), then puts the sheets back. */
  function withBlankSheets<T>(g: ColumbiaG, read: () => T): T {
    const saved: [CardTypeUpgrades, CardTypeUpgrades][] = [];
    for (const f of Object.values(g.factions)) {
      for (const [type, u] of Object.entries(f.upgrades)) {
        saved.push([u, { ...u }]);
        u.combat = 0;
        u.influence = 0;
        u.eagles = 0;
        u.unlocked = rulesIndex(rules).cardType[type]?.ability.locked !== true;
      }
    }
    try {
      return read();
    } finally {
      for (const [u, was] of saved) Object.assign(u, was);
    }
  }

  it('Power Outage: whether upgrades count is what evaluating its subject says', () => {
    let outage = 0;
    let withUpgrades = 0;
    let blank = 0;
    for (let seed = 1; seed <= 40 && withUpgrades < 30; seed++) {
      playInPlace(engine, { players: 2, seed: `op5-${seed}` }, (state) => {
        ctx.state = state as GameState;
        if (ctx.modifiers(NO_EFFECT_MODIFIER).length === 0) return;
        const g = state.g;
        outage++;
        const want = upgradesActive(reader);
        expect(upgradesActiveIn(g, reader), `at decision ${state.n} of seed ${seed}`).toBe(want);
        if (!want) withUpgrades++;
        withBlankSheets(g, () => {
          expect(upgradesActiveIn(g, reader), `blank sheets at decision ${state.n} of seed ${seed}`).toBe(upgradesActive(reader));
          // Nothing made: the subject is empty, and upgrades (none) count.
          expect(upgradesActive(reader)).toBe(true);
          blank++;
        });
      });
    }
    // The outage was in force with upgrades made (they stop counting) and with none (they count).
    expect(outage).toBeGreaterThan(30);
    expect(withUpgrades).toBeGreaterThanOrEqual(30);
    expect(blank).toBe(outage);
  });
});
