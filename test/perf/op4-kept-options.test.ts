/**
 * Options kept per Ruleset and read by index (interpreter/columbia/turn.ts,
 * upgrades.ts, world-event.ts), against the same options written out the
 * plain way, whole (id, label and data, in order), at every decision of
 * seeded games played in place:
 *
 * - recruit and build options are kept per piece (or structure kind), price
 *   and location slot: each still names the piece, the location and the
 *   price it is offered at, for both players (whose commons share a piece id
 *   but not the locations they control);
 * - produce and vote options are kept with the card's printed row: each says
 *   the card's Silver Eagles (produce) or influence (vote) now, upgrades
 *   counted;
 * - upgrade options read a sheet's three values by name: still every upgrade
 *   the sheet allows, in sheet order, a card type's unlock first, then its
 *   combat, influence and eagles, each labelled from the level it starts at.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx, GameState, Option } from '../../interpreter/core/index.ts';
import type { Ruleset } from '../../interpreter/columbia/content/types.ts';
import { factionOf, locationsControlledBy, piecesAt, poolStructures, poolUnits, readingBoard, rulesIndex } from '../../interpreter/columbia/board.ts';
import { priceOf } from '../../interpreter/columbia/economy.ts';
import { pieceName } from '../../interpreter/columbia/movement.ts';
import { recruitOptions } from '../../interpreter/columbia/turn.ts';
import { canUpgrade, cardValue, upgradeChoices } from '../../interpreter/columbia/upgrades.ts';
import type { ColumbiaG, PlayerId } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

type C = Ctx<ColumbiaG, Ruleset>;

/** An option as plain data, to compare whole. */
function plain(o: Option): { id: string; label: string; data: unknown } {
  return { id: o.id, label: o.label, data: o.data ?? null };
}

/** The recruit step's recruit, build and upgrade options, written out from the pool, the prices and the controlled locations. */
function recruitOptionsPlainly(c: C, player: PlayerId): { id: string; label: string; data: unknown }[] {
  const g = c.g;
  const rules = c.rules;
  const ix = rulesIndex(rules);
  const eagles = g.players[player]!.eagles;
  const where = locationsControlledBy(g, player);
  const out: { id: string; label: string; data: unknown }[] = [];
  const figures = new Set<string>();
  for (const u of poolUnits(g, player)) {
    if (figures.has(u.pieceId)) continue;
    figures.add(u.pieceId);
    const price = priceOf(c, rules, player, { what: 'unit', kind: u.kind, pieceId: u.pieceId });
    if (price > eagles) continue;
    for (const loc of where) {
      out.push({ id: `recruit:${u.pieceId}:${loc}`, label: `Recruit ${pieceName(rules, u)} at ${ix.location[loc]!.name} ($${price})`, data: { piece: u.pieceId, location: loc, price } });
    }
  }
  const kinds = new Set<string>();
  for (const s of poolStructures(g, player)) {
    if (kinds.has(s.kind)) continue;
    kinds.add(s.kind);
    const price = priceOf(c, rules, player, { what: 'structure', kind: s.kind });
    if (price > eagles) continue;
    const name = ix.structure[s.kind]!.name;
    for (const loc of where) {
      if (piecesAt(g, loc).structures.length > 0) continue;
      out.push({ id: `build:${s.kind}:${loc}`, label: `Build ${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} at ${ix.location[loc]!.name} ($${price})`, data: { structure: s.kind, location: loc, price } });
    }
  }
  const upgrade = priceOf(c, rules, player, { what: 'upgrade' });
  if (upgrade <= eagles && canUpgrade(g, rules, player)) out.push({ id: 'upgrade', label: `Buy an upgrade ($${upgrade})`, data: { price: upgrade } });
  return out;
}

/** The upgrade options of a sheet written out from `upgradeChoices` (no limits), then "No upgrade". */
function upgradeOptionsPlainly(g: ColumbiaG, rules: Ruleset, player: PlayerId): { id: string; label: string }[] {
  const faction = factionOf(g, player);
  const sheet = g.factions[faction]!.upgrades;
  const ix = rulesIndex(rules);
  const out = upgradeChoices(g, rules, faction).map((u) => {
    if ('unlock' in u) return { id: `unlock:${u.unlock}`, label: `Unlock ${ix.cardType[u.unlock]!.name}'s ${ix.cardType[u.unlock]!.ability.name}` };
    const now = sheet[u.boost]![u.value];
    return { id: `boost:${u.boost}:${u.value}`, label: `${ix.cardType[u.boost]!.name} ${u.value} +${now + 1}${now > 0 ? ` (flip the +${now})` : ''}` };
  });
  if (out.length > 0) out.push({ id: 'none', label: 'No upgrade' });
  return out;
}

describe('options kept per Ruleset say what the plain way says', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const ctx = readerContext(engine);
  const c = ctx as unknown as C;
  const name = (card: string) => rulesIndex(rules).card[card]!.name;

  for (const players of [2, 4] as const) {
    it(`at every decision (${players} players)`, () => {
      const seen = { recruitBy: new Set<string>(), build: 0, produceUpgraded: 0, voteUpgraded: 0, upgrade: 0 };
      for (let seed = 1; seed <= (players === 2 ? 10 : 4); seed++) {
        playInPlace(engine, { players, seed: `op4-${seed}` }, (state) => {
          ctx.state = state as GameState;
          const g = state.g as ColumbiaG;
          const d = state.decision;
          if (d.kind === 'recruit') {
            const want = recruitOptionsPlainly(c, d.player);
            const offered = d.options.filter((o) => o.id === 'upgrade' || o.id.startsWith('recruit:') || o.id.startsWith('build:')).map(plain);
            expect(offered, `recruit options at decision ${state.n}`).toEqual(want);
            expect(readingBoard(g, () => recruitOptions(c, d.player)).map(plain)).toEqual(want);
            if (want.length > 0) seen.recruitBy.add(d.player);
            if (want.some((o) => o.id.startsWith('build:'))) seen.build++;
          }
          if (d.kind === 'produce' || d.kind === 'vote-cards') {
            const value = d.kind === 'produce' ? 'eagles' : 'influence';
            readingBoard(g, () => {
              for (const o of d.options) {
                const card = d.kind === 'produce' ? (o.id.startsWith('card:') ? o.id.slice('card:'.length) : null) : o.id;
                if (card === null) continue;
                const now = Math.max(d.kind === 'produce' ? 0 : -Infinity, cardValue(g, rules, card, value, c));
                const label = d.kind === 'produce' ? `${name(card)} ($${now})` : `${name(card)} (influence ${now})`;
                expect(o.label, `${o.id} at decision ${state.n}`).toBe(label);
                if (d.kind === 'produce') expect(o.data, o.id).toEqual({ card, eagles: now });
                const row = rulesIndex(rules).card[card]!;
                if (now !== (value === 'eagles' ? row.eagles : row.influence)) {
                  if (d.kind === 'produce') seen.produceUpgraded++;
                  else seen.voteUpgraded++;
                }
              }
            });
          }
          if (d.kind === 'upgrade' && (d.data as { reason?: string } | undefined)?.reason !== 'effect') {
            expect(d.options.map((o) => ({ id: o.id, label: o.label })), `upgrades at decision ${state.n}`).toEqual(upgradeOptionsPlainly(g, rules, d.player));
            seen.upgrade++;
          }
        });
      }
      // The kept options were really put to the test: both players recruit (commons of both under one piece id),
      // structures are built, and cards are offered at upgraded values.
      expect(seen.recruitBy.size).toBe(players);
      expect(seen.build).toBeGreaterThan(10);
      expect(seen.produceUpgraded).toBeGreaterThan(3);
      expect(seen.voteUpgraded).toBeGreaterThan(3);
      expect(seen.upgrade).toBeGreaterThan(10);
    });
  }
});
