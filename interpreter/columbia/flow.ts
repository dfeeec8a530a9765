/**
 * Rounds and phases. A round: world event phase (`we/phase`, world-event.ts),
 * player turns (`turn/play` for each player in turn order from the first
 * player, turn.ts), refresh (refresh.ts), then the next round. The game ends
 * only through `game/end` (victory.ts): 10 VP during a turn, an eliminated
 * player, or the world event deck running out when an event must be drawn.
 *
 * `g.phase`, `g.step` and `g.activePlayer` are kept current here at phase
 * and turn boundaries; the phase files set finer steps as they go.
 *
 * Tasks: `game/start`, `round/start`, `round/turns`, `turn/begin`,
 * `turn/end`, `turn/close`, `round/refresh`, `round/end`.
 */
import type { Ctx, Task, TaskHandler } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { turnOrderFrom } from './players.ts';
import { effectIds, keptEffectKey } from './rules-index.ts';
import type { ColumbiaHooks } from './hooks.ts';
import type { ColumbiaG } from './state.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

/** Events for the registry's timings "at the start of my turn" and "at the end of the round". */
export const START_OF_TURN_EVENT = 'timing.start-of-turn';
export const END_OF_ROUND_EVENT = 'timing.end-of-round';

export function makeFlowTasks(hooks: Pick<ColumbiaHooks, 'canRunEffect' | 'effectsLive'>): Record<string, H> {
  return {
    /** Once, before the first round: leader abilities come into force for the whole game. */
    'game/start'(ctx: C) {
      const g = ctx.g;
      ctx.log('game-setup', [], {
        setup: g.setupId,
        players: g.turnOrder,
        firstPlayer: g.firstPlayer,
        timeline: g.timeline.id,
        victoryCards: g.victoryCards.inPlay,
      });
      // Only the log says which effects cannot run (the list is worked out for it alone).
      const inert = ctx.logs('effects-inert') ? effectIds(ctx.rules).filter((id) => !hooks.canRunEffect(id)) : [];
      if (inert.length > 0) ctx.log('effects-inert', [], { count: inert.length, all: !hooks.effectsLive, effects: hooks.effectsLive ? inert : [] });
      for (const p of g.turnOrder) {
        const leader = g.players[p]!.leaderId;
        if (ctx.logs('leader-drawn')) ctx.log('leader-drawn', [p], { leader });
        const src = keptEffectKey(ctx.rules, 'leaders', leader);
        if (leader !== '' && hooks.canRunEffect(src)) ctx.runEffect(src, { owner: p, scope: 'game', env: { leader } });
      }
    },

    'round/start'(ctx: C) {
      const g = ctx.g;
      g.round++;
      g.phase = 'world-event';
      g.step = 'vote';
      g.activePlayer = null;
      g.turn = null;
      if (ctx.logs('round-start')) ctx.log('round-start', [], { round: g.round });
      ctx.push({ t: 'we/phase' }, { t: 'round/turns' }, { t: 'round/refresh' });
    },

    /** The player turns phase: everyone in turn order from the first player (as it stands now). */
    'round/turns'(ctx: C) {
      const g = ctx.g;
      g.phase = 'player-turns';
      g.step = 'produce';
      // Pushed one by one: the same tasks in the same order, without a list spread into a call.
      for (const player of turnOrderFrom(g, g.firstPlayer)) {
        ctx.push({ t: 'turn/begin', player });
        ctx.push({ t: 'turn/play', player });
        ctx.push({ t: 'turn/end', player });
      }
    },

    'turn/begin'(ctx: C, task: Task) {
      const g = ctx.g;
      const player = task.player as string;
      g.phase = 'player-turns';
      g.step = 'produce';
      g.activePlayer = player;
      if (ctx.logs('turn-start')) ctx.log('turn-start', [player], { round: g.round });
      // Triggers run in the order pushed: "at the start of my turn" effects, then the 10-VP check
      // (points gained outside this player's turns count from its start).
      ctx.emit({ e: START_OF_TURN_EVENT, player });
      ctx.push({ t: 'victory/update' });
    },

    /** The end of a turn: a last chance to claim victory cards and the 10-VP check, still during the turn. */
    'turn/end'(ctx: C, task: Task) {
      const player = task.player as string;
      ctx.push({ t: 'victory/claim', player }, { t: 'victory/update' }, { t: 'turn/close', player });
    },

    /** After the turn: "this turn" effects end. */
    'turn/close'(ctx: C, task: Task) {
      const g = ctx.g;
      ctx.endScope('turn');
      g.turn = null;
      g.activePlayer = null;
      if (ctx.logs('turn-end')) ctx.log('turn-end', [task.player as string], {});
    },

    'round/refresh'(ctx: C) {
      const g = ctx.g;
      g.phase = 'refresh';
      g.step = 'discard';
      g.activePlayer = null;
      const order = turnOrderFrom(g, g.firstPlayer);
      // Pushed one by one: the same tasks in the same order, without spread lists.
      for (const player of order) ctx.push({ t: 'refresh/discard', player });
      for (const player of order) ctx.push({ t: 'refresh/draw', player });
      ctx.push({ t: 'refresh/victory-card' });
      ctx.push({ t: 'round/end' });
    },

    /** "At the end of the round" triggers answer first, then "this round" effects end. */
    'round/end'(ctx: C, task: Task) {
      if (!task.announced) {
        ctx.emit({ e: END_OF_ROUND_EVENT, round: ctx.g.round });
        ctx.push({ t: 'round/end', announced: true });
        return;
      }
      ctx.endScope('round');
      ctx.push({ t: 'round/start' });
    },
  };
}
