/**
 * Kept modifier readings (interpreter/columbia/economy.ts `readModifier`): a
 * modifier whose reading cannot depend on the game (`readingIsFixed`: a
 * leader's "my units cost 1 less", "I move 1 more unit each turn") is read once
 * and kept. Over seeded random games (2 and 4 players), at every decision,
 * every active cost and move modifier read through the kept path answers what a
 * first reading of the same modifier answers then; prices and move allowances
 * agree too. A modifier whose reading does depend on the game (`each player
 * moves ...`, `my faction's ...`) is not kept.
 */
import { describe, expect, it } from 'vitest';
import type { Program } from '../../interpreter/dsl/ast.ts';
import { type ActiveEffect, type GameState } from '../../interpreter/core/index.ts';
import { COST_MODIFIER_KEYS, MOVE_MODIFIER_KEYS, pricesFor, readModifier, unitMovesAllowed, type ModifierSource, type Purchase } from '../../interpreter/columbia/economy.ts';
import { readingIsFixed } from '../../interpreter/columbia/effects/modifiers.ts';
import { columbiaEngine, playInPlace, readerContext, seatsOf } from './games.ts';

const READ_SLOTS = ['change', 'amount', 'applies'];

describe('kept modifier readings', async () => {
  const engine = await columbiaEngine();
  const ctx = readerContext(engine);
  const rules = engine.rules;
  // Every kind of purchase of a game: each unit piece (kind and figure), each structure kind, an upgrade.
  const first = engine.start({ seed: 'purchases', players: seatsOf(engine, 4) }, { log: false }).state.g;
  const purchases: Purchase[] = [
    ...new Map(Object.values(first.units).map((u) => [u.pieceId, { what: 'unit' as const, kind: u.kind, pieceId: u.pieceId }])).values(),
    ...new Map(Object.values(first.structures).map((s) => [s.kind, { what: 'structure' as const, kind: s.kind }])).values(),
    { what: 'upgrade' },
  ];
  // The same context, handing out copies of the modifiers: readings never kept, read afresh each time.
  const afresh: ModifierSource = {
    modifiers: (key) => ctx.modifiers(key).map((m) => ({ ...m })),
    modifierArgs: (m, only) => ctx.modifierArgs(m, only),
    evaluator: (src) => ctx.evaluator(src) as ReturnType<NonNullable<ModifierSource['evaluator']>>,
  };
  const source = ctx as unknown as ModifierSource;

  for (const players of [2, 4] as const) {
    it(`reads every active cost and move modifier as a first reading does, at every decision (${players} players)`, () => {
      let compared = 0;
      let fixed = 0;
      for (let seed = 1; seed <= (players === 2 ? 12 : 5); seed++) {
        playInPlace(engine, { players, seed: `kept-${seed}` }, (state) => {
          ctx.state = state as GameState;
          for (const [keys, kind] of [
            [COST_MODIFIER_KEYS, 'cost'],
            [MOVE_MODIFIER_KEYS, 'moves'],
          ] as const) {
            for (const key of keys) {
              for (const m of ctx.modifiers(key)) {
                // The same modifier as the game holds it (kept across decisions) against a copy never read before.
                const got = readModifier(source, m, kind, rules);
                const fresh = readModifier(source, { ...m }, kind, rules);
                expect(got, `${m.src} (${kind}) at decision ${state.n} of seed ${seed}`).toEqual(fresh);
                compared++;
                if (readingIsFixed(rules, m, READ_SLOTS)) fixed++;
              }
            }
          }
          for (const p of state.players) {
            const price = pricesFor(source, rules, p);
            const want = pricesFor(afresh, rules, p);
            for (const x of purchases) expect(price(x), `${p} ${JSON.stringify(x)}`).toBe(want(x));
            expect(unitMovesAllowed(source, rules, p)).toBe(unitMovesAllowed(afresh, rules, p));
          }
        });
      }
      // The kept path is really taken (leaders' powers), and compared many times.
      expect(compared).toBeGreaterThan(100);
      expect(fixed).toBeGreaterThan(50);
    });
  }

  it('keeps no reading that depends on the game', () => {
    const sources = engine.game.effectSource!(rules) as Record<string, { program: Program }>;
    const fixedBy = (src: string, key: string): boolean => {
      const m: ActiveEffect = { id: 1, type: 'modifier', on: null, key, src, at: ['body', 0], env: { me: 'blue' }, owner: 'blue', until: 'game', once: false };
      return readingIsFixed(rules, m, READ_SLOTS);
    };
    const leaderWith = (text: RegExp) => rules.leaders.find((l) => text.test(l.ability ?? ''))!;
    // A leader's own "my units cost 1 less" and "I move 1 more unit each turn": fixed.
    expect(fixedBy(`leader:${leaderWith(/^my units cost/).id}`, 'modifier.cost')).toBe(true);
    expect(fixedBy(`leader:${leaderWith(/^I move/).id}`, 'modifier.move-more')).toBe(true);
    // Forced March: "each player moves 1 more unit each turn" covers the players of the game: read afresh.
    const march = Object.keys(sources).find((s) => s === 'event:forced-march')!;
    const m: ActiveEffect = { id: 2, type: 'modifier', on: null, key: 'modifier.move-more', src: march, at: ['body', 0, 'body', 0], env: { me: 'blue' }, owner: 'blue', until: 'round', once: false };
    expect(readingIsFixed(rules, m, READ_SLOTS)).toBe(false);
  });
});
