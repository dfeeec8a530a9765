/**
 * A player's attack on a location (combat/at-location { location, player }):
 * the fights he must or may take there, one after another (Combating
 * Territory Tokens, Combating Booker): the territory token first, then the
 * enemy units, then Booker, each only while he still has units there.
 */
import type { Ruleset, TerritoryToken } from './content/types.ts';
import type { Ctx, TaskHandler } from '../core/index.ts';
import { boardOf, type Board } from './board.ts';
import { unitFaction } from './pieces.ts';
import { factionOf } from './players.ts';
import { bookerDefender } from './booker.ts';
import { enemyFactionsAt } from './combat-rules.ts';
import { currentEvent } from './world-event.ts';
import type { ColumbiaG, Combatant, LocationId, PlayerId } from './state.ts';

type CCtx = Ctx<ColumbiaG, Ruleset>;
type Handler = TaskHandler<ColumbiaG, Ruleset>;

export function tokenOf(rules: Ruleset, id: string): TerritoryToken {
  const t = rules.territoryTokens.find((x) => x.id === id);
  if (t === undefined) throw new Error(`no territory token "${id}" in the ruleset`);
  return t;
}

/** Whether the world event in force shows the aggressive symbol. */
export function isAggressive(ctx: CCtx): boolean {
  return currentEvent(ctx.g, ctx.rules)?.aggressive === true;
}

/** Whether the faction still has units at `loc`. */
function hasUnitsAt(board: Board, faction: string, loc: LocationId): boolean {
  return board.piecesAt(loc).units.some((u) => unitFaction(board.g, u) === faction);
}

/**
 * Stages (kept on the task): `token` -> `units` -> `booker`. After each fight
 * the task comes back at the next stage and goes on only while the attacker
 * still has units there (a lost fight sends them away).
 */
export const atLocation: Handler = (ctx, task) => {
  const g = ctx.g;
  const location = task.location as LocationId;
  const player = task.player as PlayerId;
  const faction = factionOf(g, player);
  const board = boardOf(ctx);
  if (task.stage === undefined) task.stage = 'token';
  const attacker: Combatant = { kind: 'player', player };

  if (task.stage === 'token') {
    task.stage = 'units';
    const token = g.locations[location]?.token ?? null;
    if (token !== null && hasUnitsAt(board, faction, location)) {
      if (!token.faceUp) {
        token.faceUp = true;
        ctx.reveal();
        const t = tokenOf(ctx.rules, token.id);
        if (ctx.logs('combat-token-revealed')) ctx.log('combat-token-revealed', [player], { location, token: token.id, combat: t.combat, eagles: t.eagles });
      }
      ctx.push(
        { t: 'combat/fight', location, attacker, defender: { kind: 'token', tokenId: token.id }, origin: 'move' },
        { t: 'combat/at-location', location, player, stage: 'units' },
      );
      return;
    }
  }

  if (task.stage === 'units') {
    task.stage = 'booker';
    const enemy = enemyFactionsAt(board, faction, location)[0];
    if (enemy !== undefined && hasUnitsAt(board, faction, location)) {
      // 4 players: the enemy player with most pieces there defends, with his teammate's units.
      const defender = bookerDefender(board, enemy, location);
      ctx.push(
        { t: 'combat/fight', location, attacker, defender: { kind: 'player', player: defender }, origin: 'move' },
        { t: 'combat/at-location', location, player, stage: 'booker' },
      );
      return;
    }
  }

  if (task.stage === 'booker') {
    // He must have beaten everything else here first: any enemy still here means he lost.
    if (g.booker !== location || !hasUnitsAt(board, faction, location) || enemyFactionsAt(board, faction, location).length > 0) return;
    if (!isAggressive(ctx)) {
      if (!ctx.answer) return ctx.askYesNo(player, `Fight Booker at ${location}?`, 'fight-booker', { location });
      if (ctx.answer.id !== 'yes') {
        if (ctx.logs('combat-booker-declined')) ctx.log('combat-booker-declined', [player], { location });
        return;
      }
    }
    ctx.push({ t: 'combat/fight', location, attacker, defender: { kind: 'booker' }, origin: 'move' });
  }
};
