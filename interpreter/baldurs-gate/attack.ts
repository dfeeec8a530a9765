/**
 * Attacks (pages 6-8). A district is attacked when its 4th Plot Token reaches
 * its Attack Track, before the next player's turn. The attack's strength is
 * the Attack Marker's space; the district's defense is 1 per Watchtower and
 * 2 per Keep in it (Gates 0). Defended (defense >= strength): every player
 * with a Watchtower or Keep there gains the strength in Prestige, and the one
 * player who gave the most defense gains it again (a tie: nobody). Failed: a
 * Damage Marker on the district's Special Location, and every Building there
 * of a player who gave no defense is damaged (its cube removed). Either way
 * the Attack Marker moves one space right.
 */
import type { Ctx, Task } from '../core/index.ts';
import { buildingsIn, defenseOf } from './board.ts';
import type { BgRules } from './rules.ts';
import type { BgG, PlayerId } from './state.ts';
import { addPrestige } from './state.ts';

type C = Ctx<BgG, BgRules>;

/** The current attack strength. */
export function attackStrength(g: BgG, rules: BgRules): number {
  const s = rules.attackStrength;
  return s[Math.min(g.attackAt, s.length - 1)]!;
}

export const attackTasks: Record<string, (ctx: C, task: Task) => void> = {
  attack(ctx, task) {
    const { g, rules } = ctx;
    const district = task.district as string;
    const final = task.final === true;
    const strength = attackStrength(g, rules);
    const { total, by } = defenseOf(g, rules, district);
    const defended = total >= strength;
    const contributors = ctx.players.filter((p) => (by[p] ?? 0) > 0);
    g.attacks.push({ district, strength, defense: total, defended, final, contributions: by });
    ctx.log('attack', [], { district, strength, defense: total, defended, final });
    if (defended) {
      for (const p of contributors) {
        addPrestige(g, p, strength, 'defense');
        ctx.log('defense-prestige', [p], { prestige: strength, bonus: false, defense: by[p]! });
      }
      const most = Math.max(0, ...contributors.map((p) => by[p]!));
      const top = contributors.filter((p) => by[p] === most);
      if (top.length === 1) {
        addPrestige(g, top[0]!, strength, 'defense');
        ctx.log('defense-prestige', [top[0]!], { prestige: strength, bonus: true, defense: most });
      } else if (top.length > 1) {
        ctx.log('defense-tie', top, { defense: most });
      }
    } else {
      if (!g.damaged.includes(district)) g.damaged.push(district);
      ctx.log('location-damaged', [], { location: rules.districtById[district]!.location, district });
      for (const s of buildingsIn(g, rules, district)) {
        const piece = g.board[s]!;
        const owner: PlayerId | null = piece.owner;
        if (owner === null || contributors.includes(owner)) continue;
        // The cube comes off (back to its player); the tile stays, damaged, its builder remembered.
        g.board[s] = { ...piece, owner: null, damaged: true };
        g.cubes[owner]!++;
        ctx.log('building-damaged', [owner], { space: s, card: piece.card });
      }
    }
    // After every attack the marker moves one space right (there is none after the last).
    if (g.attackAt < rules.attackStrength.length - 1) g.attackAt++;
    else g.attackAt = rules.attackStrength.length;
  },
};
