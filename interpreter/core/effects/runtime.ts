import { EngineError } from '../errors.ts';
import type { JsonObject } from '../json.ts';
import type { TaskContext } from '../runner.ts';
import type { Ctx, Task, TaskHandler } from '../types.ts';
import { findActive, removeActive, triggerOption } from './events.ts';
import type { GameEvent } from './types.ts';

type Handler = TaskHandler<unknown, unknown>;
const inner = (ctx: Ctx<unknown, unknown>) => ctx as TaskContext;

/** fx/order: several triggers fire at once; the orderer picks which goes next. */
const order: Handler = (ctx, task) => {
  const c = inner(ctx);
  const ids = (task.ids as number[]).filter((id) => findActive(c.state.fx, id) !== undefined);
  if (ids.length <= 1) {
    if (ids.length === 1) ctx.push({ t: 'fx/fire', id: ids[0]!, event: task.event, d: task.d });
    return;
  }
  if (!ctx.answer) {
    return ctx.ask({
      player: task.by as string,
      kind: 'order-triggers',
      prompt: `Several effects answer "${(task.event as GameEvent).e}": which resolves first?`,
      options: ids.map((id) => triggerOption(c.rt.game, findActive(c.state.fx, id)!)),
      data: { event: task.event },
    });
  }
  const first = Number(ctx.answer.id);
  const rest = ids.filter((id) => id !== first);
  ctx.push({ t: 'fx/fire', id: first, event: task.event, d: task.d });
  ctx.push(rest.length === 1 ? { t: 'fx/fire', id: rest[0]!, event: task.event, d: task.d } : { ...task, ids: rest });
};

/** fx/fire: one trigger answers its event (unless it ended in the meantime). */
const fire: Handler = (ctx, task) => {
  const c = inner(ctx);
  const a = findActive(c.state.fx, task.id as number);
  if (!a) return;
  if (a.once) removeActive(c.state.fx, a.id);
  const env: JsonObject = { ...a.env, event: task.event };
  c.pushed.push({ t: 'fx/run', src: a.src, at: a.at, env, owner: a.owner, scope: a.until, d: task.d });
};

const run: Handler = (_ctx, task) => {
  throw new EngineError('RW-UNKNOWN-EFFECT', `no effect runtime yet for ${String(task.src)}`);
};

export const effectTasks: Record<string, Handler> = { 'fx/order': order, 'fx/fire': fire, 'fx/run': run };
export type { Task };
