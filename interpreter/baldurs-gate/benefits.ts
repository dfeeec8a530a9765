/**
 * Connection benefits (page 15): when a Building or a fortification is
 * built, everyone who owns an HQ, a fortification or an undamaged Building
 * joined to it by a solid line gains that piece's benefit, once per piece,
 * in turn order starting with the active player. A damaged Building has no
 * owner (its cube is gone) and gives nothing.
 */
import type { Ctx, Task } from '../core/index.ts';
import type { BgRules } from './rules.ts';
import type { BgG, Piece, PlayerId } from './state.ts';
import { seatsFrom } from './state.ts';

type C = Ctx<BgG, BgRules>;

/** The effect key of the benefit a piece gives its owner. */
export function benefitOf(rules: BgRules, piece: Piece): string {
  if (piece.kind === 'building') return rules.buildingTypes[piece.what]!.benefit;
  if (piece.kind === 'hq') return rules.benefits.hq;
  return rules.benefits.fortification;
}

/** The owned pieces joined to `space`, ordered by owner from `active` clockwise, then in board order. */
export function connectedOwned(g: BgG, rules: BgRules, players: readonly PlayerId[], active: PlayerId, space: string): { space: string; owner: PlayerId }[] {
  const out: { space: string; owner: PlayerId }[] = [];
  const near = rules.neighbours[space]!;
  for (const q of seatsFrom(players, active)) {
    for (const n of near) {
      const piece = g.board[n];
      if (piece !== undefined && piece.owner === q) out.push({ space: n, owner: q });
    }
  }
  return out;
}

export const benefitTasks: Record<string, (ctx: C, task: Task) => void> = {
  benefits(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const space = task.space as string;
    for (const { space: s, owner } of connectedOwned(g, rules, ctx.players, p, space)) ctx.push({ t: 'benefit', owner, space: s, from: space });
  },

  /** One piece's benefit: said, then gained (each in its turn, so the log reads in order). */
  benefit(ctx, task) {
    const owner = task.owner as PlayerId;
    const piece = ctx.g.board[task.space as string];
    // Damaged since (an attack cannot come between, but an effect could change hands): nothing.
    if (piece === undefined || piece.owner !== owner) return;
    if (ctx.logs('benefit')) ctx.log('benefit', [owner], { space: task.space as string, kind: piece.kind, what: piece.what, from: task.from as string });
    ctx.runEffect(benefitOf(ctx.rules, piece), { owner, env: { source: 'benefit' } });
  },
};
