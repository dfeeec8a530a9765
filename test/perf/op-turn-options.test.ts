/**
 * The turn's options, as the faster readers build them (interpreter/columbia/turn.ts,
 * upgrades.ts), against the same options worked out the plain way from the
 * board's public readings, at every decision of seeded games played in place:
 *
 * - combat locations are found from the player's units, not by asking every
 *   location: still every location where he controls a unit and meets
 *   Booker, a territory token or enemy pieces, not fought yet, in location
 *   number order;
 * - recruit and build options read one price list (printed prices when no
 *   cost modifier is in force) and skip the pool's later pieces of a figure
 *   or kind: still one option per affordable first piece and place;
 * - produce options are shared per card and Silver Eagles value (a card's
 *   value changes with upgrades, within a game and from game to game): each
 *   says the value the card produces now;
 * - upgrade options are walked as loops: still every upgrade the sheet allows,
 *   in sheet order, each boost labelled from the level it starts from.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx, GameState } from '../../interpreter/core/index.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { controlsUnit, factionOf, hasHostiles, locationsControlledBy, piecesAt, poolStructures, poolUnits, readingBoard, rulesIndex } from '../../interpreter/columbia/board.ts';
import { priceOf } from '../../interpreter/columbia/economy.ts';
import { combatLocations, eaglesValue, recruitOptions } from '../../interpreter/columbia/turn.ts';
import { canUpgrade, upgradeChoices, upgradeOptionId } from '../../interpreter/columbia/upgrades.ts';
import type { ColumbiaG, PlayerId } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

type C = Ctx<ColumbiaG, Ruleset>;

/** Every location, in number order, where `player` should fight now (the rule as written in turn.ts's comment). */
function combatLocationsPlainly(g: ColumbiaG, rules: Ruleset, player: PlayerId): string[] {
  const fought = g.turn?.fought ?? [];
  return rulesIndex(rules).locationIds.filter(
    (loc) =>
      piecesAt(g, loc).units.some((u) => controlsUnit(g, player, u)) && !fought.includes(loc) && (g.booker === loc || hasHostiles(g, player, loc)),
  );
}

/** The recruit step's option ids, worked out from the pool, prices and controlled locations. */
function recruitIdsPlainly(c: C, player: PlayerId): string[] {
  const g = c.g;
  const eagles = g.players[player]!.eagles;
  const where = locationsControlledBy(g, player);
  const out: string[] = [];
  const figures = new Set<string>();
  for (const u of poolUnits(g, player)) {
    if (figures.has(u.pieceId)) continue;
    figures.add(u.pieceId);
    if (priceOf(c, c.rules, player, { what: 'unit', kind: u.kind, pieceId: u.pieceId }) > eagles) continue;
    for (const loc of where) out.push(`recruit:${u.pieceId}:${loc}`);
  }
  const kinds = new Set<string>();
  for (const s of poolStructures(g, player)) {
    if (kinds.has(s.kind)) continue;
    kinds.add(s.kind);
    if (priceOf(c, c.rules, player, { what: 'structure', kind: s.kind }) > eagles) continue;
    for (const loc of where) if (piecesAt(g, loc).structures.length === 0) out.push(`build:${s.kind}:${loc}`);
  }
  if (priceOf(c, c.rules, player, { what: 'upgrade' }) <= eagles && canUpgrade(g, c.rules, player)) out.push('upgrade');
  return out;
}

describe('turn options built the fast way say what the plain way says', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const ctx = readerContext(engine);
  // The turn's functions read a Columbia task context: the reader is one, over whatever state it is given.
  const c = ctx as unknown as C;

  for (const players of [2, 4] as const) {
    it(`at every decision (${players} players)`, () => {
      const seen = { combat: 0, combatOrdered: 0, recruit: 0, produceRevalued: 0, upgrade: 0 };
      // The value each card was last offered at: a card offered at a new value shows the table keeps values apart.
      const lastValue = new Map<string, number>();
      for (let seed = 1; seed <= (players === 2 ? 12 : 4); seed++) {
        playInPlace(engine, { players, seed: `op-turn-${seed}` }, (state) => {
          ctx.state = state as GameState;
          const g = state.g as ColumbiaG;
          const d = state.decision;
          const player = g.activePlayer;
          if (player !== null && g.phase === 'player-turns') {
            const plain = combatLocationsPlainly(g, rules, player);
            expect(combatLocations(g, rules, player), `combat locations at decision ${state.n}`).toEqual(plain);
            if (plain.length > 0) seen.combat++;
            if (plain.length > 1) seen.combatOrdered++;
          }
          if (d.kind === 'recruit') {
            const ids = d.options.map((o) => o.id).filter((id) => id === 'upgrade' || id.startsWith('recruit:') || id.startsWith('build:'));
            expect(ids, `recruit options at decision ${state.n}`).toEqual(recruitIdsPlainly(c, d.player));
            expect(recruitOptions(c, d.player).map((o) => o.id)).toEqual(ids);
            seen.recruit++;
          }
          if (d.kind === 'produce') {
            readingBoard(g, () => {
              for (const o of d.options) {
                if (!o.id.startsWith('card:')) continue;
                const card = (o.data as { card: string }).card;
                const now = eaglesValue(c, card);
                expect((o.data as { eagles: number }).eagles, `${o.id} at decision ${state.n}`).toBe(now);
                expect(o.label, o.id).toBe(`${rulesIndex(rules).card[card]!.name} ($${now})`);
                if (lastValue.has(card) && lastValue.get(card) !== now) seen.produceRevalued++;
                lastValue.set(card, now);
              }
            });
          }
          if (d.kind === 'upgrade') {
            const faction = factionOf(g, d.player);
            const sheet = g.factions[faction]!.upgrades;
            const all = upgradeChoices(g, rules, faction).map(upgradeOptionId);
            const offered = d.options.filter((o) => o.id !== 'none');
            // An effect's upgrade may narrow the choice; every other upgrade offers them all.
            if ((d.data as { reason?: string } | undefined)?.reason !== 'effect') expect(offered.map((o) => o.id), `upgrades at decision ${state.n}`).toEqual(all);
            expect(all).toEqual(expect.arrayContaining(offered.map((o) => o.id)));
            for (const o of offered) {
              const [what, type, value] = o.id.split(':');
              if (what !== 'boost') continue;
              const level = sheet[type!]![value as 'combat'];
              expect(o.label, o.id).toContain(`+${level + 1}`);
            }
            seen.upgrade++;
          }
        });
      }
      // The readers were really put to the test.
      expect(seen.combat).toBeGreaterThan(20);
      expect(seen.combatOrdered).toBeGreaterThan(3);
      expect(seen.recruit).toBeGreaterThan(50);
      expect(seen.produceRevalued).toBeGreaterThan(3);
      expect(seen.upgrade).toBeGreaterThan(20);
    });
  }
});
