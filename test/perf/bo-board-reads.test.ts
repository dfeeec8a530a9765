/**
 * Board reads say what their definitions say, at every decision of seeded
 * 2- and 4-player games (`bookerDefender` answers a faction of one player
 * without sorting or counting; the others are pinned beside it):
 *
 * - `bookerDefender`: the controller when of that faction, else the faction's
 *   player with most units and structures there, the earlier in turn order
 *   from the first player on a tie;
 * - `hasEnemyPresence`: a unit or structure of another faction is there;
 * - `territoryPoints`: the points of every territory whose victory token the
 *   faction has (`g.territoryHolders`, walked key by key).
 */
import { describe, expect, it } from 'vitest';
import { controllerOf, factionOf, factionPlayers, hasEnemyPresence, piecesAt, presence, rulesIndex, territoryPoints, turnOrderFrom, unitFaction } from '../../interpreter/columbia/board.ts';
import { bookerDefender } from '../../interpreter/columbia/booker.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { columbiaEngine, playInPlace } from './games.ts';

describe('board reads match their definitions', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const ix = rulesIndex(rules);

  it('territoryPoints counts each territory whose token the faction has', () => {
    const g = structuredClone(playInPlace(engine, { players: 2, seed: 'board-reads-tokens', upTo: 5 }).g) as ColumbiaG;
    const [mine, theirs] = Object.keys(g.factions) as [string, string];
    for (const t of rules.board.territories) {
      g.territoryHolders = { [t.id]: mine };
      expect(territoryPoints(g, rules, mine), t.id).toBe(t.victoryPoints);
      expect(territoryPoints(g, rules, theirs), t.id).toBe(0);
    }
    // Every token at once, and a token on a territory the Ruleset has not (it counts nothing).
    g.territoryHolders = Object.fromEntries([...rules.board.territories.map((t) => [t.id, mine]), ['no-such-territory', mine]]);
    expect(territoryPoints(g, rules, mine)).toBe(rules.board.territories.reduce((n, t) => n + t.victoryPoints, 0));
  });

  for (const players of [2, 4] as const) {
    it(`at every decision (${players} players)`, () => {
      let defended = 0;
      let points = 0;
      for (let seed = 1; seed <= (players === 2 ? 4 : 2); seed++) {
        playInPlace(engine, { players, seed: `board-reads-${seed}` }, (state) => {
          const g = state.g as ColumbiaG;
          for (const loc of ix.locationIds) {
            const here = piecesAt(g, loc);
            for (const p of g.turnOrder) {
              const f = factionOf(g, p);
              const enemy = here.units.some((u) => unitFaction(g, u) !== f) || here.structures.some((s) => g.players[s.owner]!.factionId !== f);
              expect(hasEnemyPresence(g, p, loc)).toBe(enemy);
            }
            for (const faction of Object.keys(g.factions)) {
              if (factionPlayers(g, faction).length === 0) continue;
              const c = controllerOf(g, loc);
              let want: string;
              if (c !== null && factionOf(g, c) === faction) want = c;
              else {
                const order = turnOrderFrom(g, g.firstPlayer);
                const ps = factionPlayers(g, faction).sort((a, b) => order.indexOf(a) - order.indexOf(b));
                want = ps[0]!;
                for (const p of ps) if (presence(g, p, loc) > presence(g, want, loc)) want = p;
              }
              expect(bookerDefender(g, faction, loc)).toBe(want);
              defended++;
            }
          }
          for (const faction of Object.keys(g.factions)) {
            let want = 0;
            for (const tid in g.territoryHolders) if (g.territoryHolders[tid] === faction) want += ix.territory[tid]?.victoryPoints ?? 0;
            expect(territoryPoints(g, rules, faction)).toBe(want);
            if (want > 0) points++;
          }
        });
      }
      expect(defended).toBeGreaterThan(1000);
      // Territories were held at some decisions: the sum was read with tokens in play.
      expect(points).toBeGreaterThan(10);
    });
  }
});
