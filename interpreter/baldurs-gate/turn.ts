/**
 * Turns (page 3): on your turn you take exactly one of three actions, Build,
 * Send a Worker or Collect Income; then play passes clockwise. The end
 * (page 13): once the last Plot Token has left the bag, the current player
 * finishes the turn, then every player (the current one too) takes one last
 * turn, then the final attack and final scoring.
 */
import type { Ctx, Option, Task } from '../core/index.ts';
import { affordableCards } from './build.ts';
import type { BgRules } from './rules.ts';
import type { BgG, PlayerId } from './state.ts';

type C = Ctx<BgG, BgRules>;

/** Whether `p` can take the Build action: an affordable card in hand, an available plot and a cube. */
export function canBuild(ctx: C, p: PlayerId): boolean {
  const g = ctx.g;
  return g.available.length > 0 && g.cubes[p]! > 0 && affordableCards(ctx, p, g.hand[p]!, false).length > 0;
}

/** Whether `p` has a worker in their supply to send. */
export function canSendWorker(g: BgG, p: PlayerId): boolean {
  return g.workers[p]!.includes(null);
}

const BUILD: Option = { id: 'build', label: 'Build' };
const WORKER: Option = { id: 'worker', label: 'Send a Worker' };
const INCOME: Option = { id: 'income', label: 'Collect Income' };

export const turnTasks: Record<string, (ctx: C, task: Task) => void> = {
  /** Step 18: the first seat (the youngest player) starts; a scenario may start at another seat's turn. */
  'game/start'(ctx, task) {
    if (ctx.g.phase !== 'last-turns') ctx.g.phase = 'play';
    ctx.push({ t: 'turn', p: typeof task.p === 'string' ? task.p : ctx.players[0]! });
  },

  turn(ctx, task) {
    const g = ctx.g;
    const p = task.p as PlayerId;
    if (!ctx.answer) {
      g.active = p;
      g.turn++;
      const options: Option[] = [];
      if (canBuild(ctx, p)) options.push(BUILD);
      if (canSendWorker(g, p)) options.push(WORKER);
      options.push(INCOME);
      if (ctx.logs('turn')) ctx.log('turn', [p], { turn: g.turn, last: g.lastTurns !== null });
      return ctx.ask({ player: p, kind: 'action', prompt: 'Choose your action', options });
    }
    const a = ctx.answer.id;
    if (a === 'build') ctx.push({ t: 'build', p, from: 'hand', free: false });
    else if (a === 'worker') ctx.push({ t: 'worker', p });
    else ctx.push({ t: 'income', p });
    ctx.push({ t: 'turn/end', p });
  },

  'turn/end'(ctx, task) {
    const g = ctx.g;
    const p = task.p as PlayerId;
    if (g.lastTurns === null) {
      if (g.bag.length === 0) {
        // The current player has finished; now everyone, them included, takes one last turn.
        g.lastTurns = ctx.players.length;
        g.endTriggeredBy = p;
        g.phase = 'last-turns';
        ctx.log('end-triggered', [p], {});
      }
    } else {
      g.lastTurns--;
    }
    if (g.lastTurns === 0) {
      ctx.push({ t: 'final-attack' });
      return;
    }
    ctx.push({ t: 'turn', p: ctx.next(p) });
  },
};
