/**
 * What a produce or purchase answer pays (interpreter/columbia/turn.ts): the
 * Silver Eagles a produced card brings and the price of a recruit, build or
 * upgrade are read from the option picked, as it was offered, not worked out
 * again. That holds only while every option offered says what holds when it
 * is offered (the options are shared per Ruleset and remade when a value
 * differs), so here, at every produce and recruit decision of seeded games:
 *
 * - each card option says the card's Silver Eagles value now (`eaglesValue`),
 *   and each purchase option the price the player pays now (`priceOf`);
 * - the log then says the player got (or paid) exactly what the options he
 *   picked offered.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type Ctx, type GameState, type LogEntry, type Option } from '../../interpreter/core/index.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { readingBoard } from '../../interpreter/columbia/board.ts';
import { priceOf, type Purchase } from '../../interpreter/columbia/economy.ts';
import { eaglesValue } from '../../interpreter/columbia/turn.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, readerContext, seatsOf } from './games.ts';

/** What a purchase option buys, from its data (`recruitOptions`). */
function purchaseOf(g: ColumbiaG, player: string, o: Option): Purchase | null {
  const d = o.data as { piece?: string; structure?: string; price?: number } | undefined;
  if (o.id === 'upgrade') return { what: 'upgrade' };
  if (d?.piece !== undefined) {
    const u = Object.values(g.units).find((x) => x.owner === player && x.location === null && x.pieceId === d.piece)!;
    return { what: 'unit', kind: u.kind, pieceId: u.pieceId };
  }
  if (d?.structure !== undefined) return { what: 'structure', kind: d.structure };
  return null;
}

describe('produce and purchases pay what their options offered', async () => {
  const engine = await columbiaEngine();
  const ctx = readerContext(engine);
  const c = ctx as unknown as Ctx<ColumbiaG, Ruleset>;

  for (const players of [2, 4] as const) {
    it(`at every produce and recruit decision (${players} players)`, () => {
      let produced = 0;
      let bought = 0;
      for (let seed = 1; seed <= (players === 2 ? 8 : 3); seed++) {
        const bot = randomBot(`offered-${seed}`);
        let state = engine.start({ seed: `offered-${seed}`, players: seatsOf(engine, players) }, { log: false }).state;
        while (state.over === null && state.decision !== null) {
          const d = state.decision;
          const g = state.g as ColumbiaG;
          ctx.state = state as GameState;
          if (d.kind === 'produce') {
            readingBoard(g, () => {
              for (const o of d.options) {
                if (!o.id.startsWith('card:')) continue;
                const card = (o.data as { card: string }).card;
                expect((o.data as { eagles: number }).eagles, `${o.id} at decision ${state.n}`).toBe(eaglesValue(c, card));
              }
            });
          } else if (d.kind === 'recruit') {
            for (const o of d.options) {
              const p = purchaseOf(g, d.player, o);
              if (p !== null) expect((o.data as { price: number }).price, `${o.id} at decision ${state.n}`).toBe(priceOf(c, engine.rules, d.player, p));
            }
          }
          const choice = bot.choose(engine, state);
          const picked = choice.ids.map((id) => d.options.find((o) => o.id === id)!);
          const r = engine.apply(state, choice, { mutate: true, log: true });
          if (!r.ok) throw new Error(r.reason);
          state = r.state;
          const entry = (kind: string): LogEntry | undefined => r.log.find((e) => e.kind === kind);
          const made = entry('produced');
          if (d.kind === 'produce' && made !== undefined) {
            produced++;
            expect(made.values.eagles).toBe(picked.reduce((n, o) => n + (o.data as { eagles: number }).eagles, 0));
          }
          const paid = entry('recruited') ?? entry('built') ?? entry('upgrade-bought');
          if (d.kind === 'recruit' && paid !== undefined) {
            bought++;
            expect(paid.values.price).toBe((picked[0]!.data as { price: number }).price);
          }
        }
      }
      // The games must have produced and bought something for this to say anything.
      expect(produced).toBeGreaterThan(20);
      expect(bought).toBeGreaterThan(20);
    });
  }
});
