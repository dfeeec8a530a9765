/**
 * What the turn's options read, kept between decisions (interpreter/columbia/economy.ts,
 * turn.ts), against the same worked out afresh, at every decision of seeded
 * games played in place:
 *
 * - price lists are shared while the cost modifier readings in force are the
 *   same kept objects, and each price is remembered in its list: every price
 *   offered (recruit, build, upgrade: data and label) and every price of every
 *   player's pool is what modifiers read afresh give (leaders' "my units cost
 *   1 less" differ between the players, and come and go between games);
 * - a turn decision's discard effects and claims come in one shared empty
 *   list when there are none (most decisions), never changed: the discard
 *   effects offered, and those `discardEffectOptions` gives, are those of the
 *   cards in the hand now (usable, in hand order), and nothing else;
 * - combat locations are looked for with one scratch list of locations seen:
 *   still every location to fight at, in number order.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx, GameState, Option } from '../../interpreter/core/index.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { controlsUnit, hasHostiles, piecesAt, poolOf, rulesIndex } from '../../interpreter/columbia/board.ts';
import { basePrice, COST_MODIFIER_KEYS, priceListFor, readModifier, type ModifierSource, type Purchase } from '../../interpreter/columbia/economy.ts';
import { combatLocations, discardEffectOptions, hasUsableDiscardEffect, type TurnHooks } from '../../interpreter/columbia/turn.ts';
import type { ColumbiaG, PlayerId } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

type C = Ctx<ColumbiaG, Ruleset>;

/** The decision kinds of a turn that offer discard effects beside their own options. */
const TURN_KINDS = new Set(['produce', 'recruit', 'move', 'combat-order', 'discard-effect']);

describe('turn reads kept between decisions say what a fresh reading says', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const ctx = readerContext(engine);
  const c = ctx as unknown as C;
  const source = ctx as unknown as ModifierSource;
  // Every discard effect runnable, no claims: what `discardEffectOptions` offers is the hand's usable discard effects.
  const noHooks: TurnHooks = { victoryCondition: null, canRunEffect: () => true };

  /**
   * What `player` pays for `p` now, the plain way: the printed price less
   * every cost modifier that covers him and names the purchase, each read
   * afresh from a copy (never a kept reading, no price list).
   */
  function priceAfresh(player: PlayerId, p: Purchase): number {
    let price = basePrice(rules, p);
    for (const key of COST_MODIFIER_KEYS) {
      for (const m of ctx.modifiers(key)) {
        const r = readModifier(source, { ...m }, 'cost', rules);
        const covers = r.players !== null ? r.players.includes(player) : m.owner === null || m.owner === player;
        const names = (r.applies ?? []).some((a) => a === p.what || (p.what === 'unit' && (a === p.kind || a === p.pieceId)) || (p.what === 'structure' && a === p.kind));
        if (covers && names) price -= r.amount;
      }
    }
    return Math.max(0, price);
  }

  /** The price an offered recruit, build or upgrade option should carry now. */
  function purchaseOf(g: ColumbiaG, player: PlayerId, o: Option): Purchase | null {
    const [what, piece] = o.id.split(':');
    if (what === 'upgrade') return { what: 'upgrade' };
    if (what === 'build') return { what: 'structure', kind: piece! };
    if (what !== 'recruit') return null;
    const u = poolOf(g, player).units.find((x) => x.pieceId === piece)!;
    return { what: 'unit', kind: u.kind, pieceId: u.pieceId };
  }

  function combatLocationsPlainly(g: ColumbiaG, player: PlayerId): string[] {
    const fought = g.turn?.fought ?? [];
    return rulesIndex(rules).locationIds.filter(
      (loc) => piecesAt(g, loc).units.some((u) => controlsUnit(g, player, u)) && !fought.includes(loc) && (g.booker === loc || hasHostiles(g, player, loc)),
    );
  }

  for (const players of [2, 4] as const) {
    it(`at every decision (${players} players)`, () => {
      const seen = { pricesOffered: 0, discounted: 0, discardOffered: 0, handsAsked: 0, combat: 0 };
      for (let seed = 1; seed <= (players === 2 ? 10 : 4); seed++) {
        playInPlace(engine, { players, seed: `rp3-${seed}` }, (state) => {
          ctx.state = state as GameState;
          const g = state.g;
          const d = state.decision;
          // Every player's prices, kept list against a fresh one, for every piece in his pool.
          for (const p of state.players) {
            const kept = priceListFor(source, rules, p);
            const fresh = (x: Purchase) => priceAfresh(p, x);
            const pool = poolOf(g, p);
            for (const u of pool.units) {
              const want = fresh({ what: 'unit', kind: u.kind, pieceId: u.pieceId });
              expect(kept.unit(u.kind, u.pieceId), `${p} ${u.pieceId} at decision ${state.n}`).toBe(want);
              if (want < rulesIndex(rules).unitKind[u.kind]!.cost) seen.discounted++;
            }
            for (const s of pool.structures) expect(kept.structure(s.kind), `${p} ${s.kind} at decision ${state.n}`).toBe(fresh({ what: 'structure', kind: s.kind }));
            expect(kept.upgrade(), `${p} upgrade at decision ${state.n}`).toBe(fresh({ what: 'upgrade' }));
          }
          if (d.kind === 'recruit') {
            const prices = (x: Purchase) => priceAfresh(d.player, x);
            for (const o of d.options) {
              const p = purchaseOf(g, d.player, o);
              if (p === null) continue;
              const price = prices(p);
              expect((o.data as { price: number }).price, `${o.id} at decision ${state.n}`).toBe(price);
              expect(o.label, o.id).toContain(`($${price})`);
              seen.pricesOffered++;
            }
          }
          if (TURN_KINDS.has(d.kind) && g.activePlayer === d.player) {
            const want = g.players[d.player]!.hand.filter((card) => hasUsableDiscardEffect(c, card)).map((card) => `discard-effect:${card}`);
            const offered = d.options.filter((o) => o.id.startsWith('discard-effect:')).map((o) => o.id);
            // The combat step asks only where there is more than one thing to do; the others always offer them.
            if (d.kind !== 'combat-order' || offered.length > 0) expect(offered, `discard effects at ${d.kind} decision ${state.n}`).toEqual(want);
            expect(discardEffectOptions(c, noHooks, d.player).map((o) => o.id), `discardEffectOptions at decision ${state.n}`).toEqual(want);
            seen.handsAsked++;
            if (want.length > 0) seen.discardOffered++;
          }
          const player = g.activePlayer;
          if (player !== null && g.phase === 'player-turns') {
            const plain = combatLocationsPlainly(g, player);
            expect([...combatLocations(g, rules, player)], `combat locations at decision ${state.n}`).toEqual(plain);
            if (plain.length > 0) seen.combat++;
          }
        });
      }
      // The kept reads were really put to the test.
      expect(seen.pricesOffered).toBeGreaterThan(100);
      expect(seen.discounted).toBeGreaterThan(50);
      expect(seen.handsAsked).toBeGreaterThan(200);
      expect(seen.discardOffered).toBeGreaterThan(10);
      expect(seen.combat).toBeGreaterThan(10);
    });
  }
});
