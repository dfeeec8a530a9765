/**
 * What the turn's decisions keep (interpreter/columbia/turn.ts, upgrades.ts):
 *
 * - Recruit and build options are shared per Ruleset, by piece (or kind for a
 *   unit of no figure), price and location: at every recruit decision of
 *   seeded games each option still says the price the player pays now, and
 *   its id and label say the same piece, place and price as its data.
 * - Discard-effect options are made once per card: each one offered is a card
 *   in the player's hand whose discard effect he may use now.
 * - "Upgrades have no effect" is looked at once per read of the board
 *   (`readingBoard`), never kept past it: a read after the modifier came (or
 *   went) sees the change.
 */
import { describe, expect, it } from 'vitest';
import { type ActiveEffect, type Ctx, type GameState } from '../../interpreter/core/index.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { readingBoard, rulesIndex } from '../../interpreter/columbia/board.ts';
import { priceOf } from '../../interpreter/columbia/economy.ts';
import { discardEffectOptions, hasUsableDiscardEffect, recruitOptions } from '../../interpreter/columbia/turn.ts';
import { abilityActive, cardValue, NO_EFFECT_MODIFIER, type ModifierSource } from '../../interpreter/columbia/upgrades.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

describe('turn options', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const ctx = readerContext(engine);
  // The turn's functions read a Columbia task context: the reader is one, over whatever state it is given.
  const c = ctx as unknown as Ctx<ColumbiaG, Ruleset>;
  const noHooks = { victoryCondition: null, canRunEffect: () => true };

  for (const players of [2, 4] as const) {
    it(`recruit, build and discard-effect options say what holds now, at every decision (${players} players)`, () => {
      let recruits = 0;
      let discards = 0;
      for (let seed = 1; seed <= (players === 2 ? 10 : 4); seed++) {
        playInPlace(engine, { players, seed: `turn-options-${seed}` }, (state) => {
          ctx.state = state as GameState;
          const g = state.g as ColumbiaG;
          const player = g.activePlayer;
          if (state.decision.kind === 'recruit' && player !== null) {
            for (const o of recruitOptions(c, player)) {
              const d = o.data as { piece?: string; structure?: string; location: string; price: number } | undefined;
              if (o.id.startsWith('recruit:')) {
                const u = Object.values(g.units).find((x) => x.owner === player && x.location === null && x.pieceId === d!.piece)!;
                expect(d!.price, o.id).toBe(priceOf(c, rules, player, { what: 'unit', kind: u.kind, pieceId: u.pieceId }));
                expect(o.id).toBe(`recruit:${d!.piece}:${d!.location}`);
              } else if (o.id.startsWith('build:')) {
                expect(d!.price, o.id).toBe(priceOf(c, rules, player, { what: 'structure', kind: d!.structure! }));
                expect(o.id).toBe(`build:${d!.structure}:${d!.location}`);
              } else continue;
              expect(o.label, o.id).toContain(` at ${rulesIndex(rules).location[d!.location]!.name} ($${d!.price})`);
              recruits++;
            }
            const hand = g.players[player]!.hand;
            const offered = discardEffectOptions(c, noHooks, player).map((o) => (o.data as { card: string }).card);
            expect(offered).toEqual(hand.filter((card) => hasUsableDiscardEffect(c, card)));
            discards += offered.length;
          }
        });
      }
      // The shared options are really offered, many times.
      expect(recruits).toBeGreaterThan(200);
      expect(discards).toBeGreaterThan(10);
    });
  }

  it('looks at "upgrades have no effect" once per read of the board, and afresh at the next read', () => {
    const g = structuredClone(ctx.state.g) as ColumbiaG;
    const card = rules.actionCards.find((c) => c.ability.locked && g.factions[c.factionId] !== undefined)!;
    const sheet = g.factions[card.factionId]!.upgrades[card.cardTypeId]!;
    sheet.combat = 1;
    sheet.unlocked = true;
    // A "have no effect" modifier without a subject to read: it speaks of upgrades.
    const powerOutage = { id: 1, type: 'modifier', key: NO_EFFECT_MODIFIER } as ActiveEffect;
    let holds = false;
    const mods: ModifierSource = { modifiers: (key) => (holds && key === NO_EFFECT_MODIFIER ? [powerOutage] : []) };
    const read = () => readingBoard(g, () => [cardValue(g, rules, card.id, 'combat', mods), abilityActive(g, rules, card.id, mods)]);
    expect(read()).toEqual([card.combat + 1, true]);
    holds = true;
    expect(read()).toEqual([card.combat, false]);
    holds = false;
    expect(read()).toEqual([card.combat + 1, true]);
  });
});
