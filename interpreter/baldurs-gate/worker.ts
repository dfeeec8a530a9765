/**
 * Send a Worker (page 9): a worker from your supply goes to any Special
 * Location; a worker already there goes back to its owner; then you may make
 * one of the location's two deals. A damaged location adds 1 Favor to each
 * deal, so it has no free deal (page 8).
 */
import type { Ctx, Option, Task } from '../core/index.ts';
import type { NeedTable } from './feasible.ts';
import { possible } from './feasible.ts';
import type { BgRules } from './rules.ts';
import type { BgG, PlayerId } from './state.ts';

type C = Ctx<BgG, BgRules>;

/** What a deal costs in Favor now (its cost, +1 at a damaged location). */
export function dealCost(g: BgG, rules: BgRules, location: string, deal: number): number {
  const l = rules.locations[location]!;
  return l.deals[deal]!.cost + (g.damaged.includes(l.district) ? 1 : 0);
}

/** Sends home every worker on `location` (any player's). */
export function bumpWorkers(ctx: C, location: string): void {
  const g = ctx.g;
  for (const q of ctx.players) {
    const ws = g.workers[q]!;
    for (let i = 0; i < ws.length; i++) {
      if (ws[i] === location) {
        ws[i] = null;
        ctx.log('worker-returned', [q], { location });
      }
    }
  }
}

export function makeWorkerTasks(needs: NeedTable): Record<string, (ctx: C, task: Task) => void> {
  return {
    worker(ctx, task) {
      const { g, rules } = ctx;
      const p = task.p as PlayerId;
      if (!ctx.answer) {
        const options: Option[] = rules.locationOrder.map((l) => {
          const loc = rules.locations[l]!;
          const damaged = g.damaged.includes(loc.district);
          return { id: l, label: `${loc.name} (${rules.districtById[loc.district]!.name}${damaged ? ', damaged' : ''})` };
        });
        return ctx.ask({ player: p, kind: 'worker-location', prompt: 'Send your worker to a Special Location', options });
      }
      const l = ctx.answer.id!;
      bumpWorkers(ctx, l);
      const ws = g.workers[p]!;
      ws[ws.indexOf(null)] = l;
      if (ctx.logs('worker')) ctx.log('worker', [p], { location: l });
      ctx.push({ t: 'deal', p, location: l });
    },

    /** At most one deal, paid in Favor. */
    deal(ctx, task) {
      const { g, rules } = ctx;
      const p = task.p as PlayerId;
      const l = task.location as string;
      const loc = rules.locations[l]!;
      if (!ctx.answer) {
        const favor = g.res[p]!.favor;
        const options: Option[] = [];
        loc.deals.forEach((d, i) => {
          const cost = dealCost(g, rules, l, i);
          if (cost <= favor && possible(g, rules, p, needs[d.effect] ?? [], favor - cost)) {
            options.push({ id: String(i), label: `${d.text} (${cost === 0 ? 'free' : `${cost} Favor`})` });
          }
        });
        if (options.length === 0) {
          ctx.log('no-deal', [p], { location: l });
          return;
        }
        options.push({ id: 'none', label: 'Make no deal' });
        return ctx.ask({ player: p, kind: 'deal', prompt: `Make a deal at ${loc.name}?`, options, data: { location: l } });
      }
      if (ctx.answer.id === 'none') {
        ctx.log('no-deal', [p], { location: l });
        return;
      }
      const i = Number(ctx.answer.id);
      const cost = dealCost(g, rules, l, i);
      g.res[p]!.favor -= cost;
      if (ctx.logs('deal')) ctx.log('deal', [p], { location: l, deal: i, cost });
      ctx.runEffect(loc.deals[i]!.effect, { owner: p, env: { source: 'deal', location: l } });
    },

    /** `retrieve my worker`: a worker on the board back to its owner (which one, when two are out). */
    retrieve(ctx, task) {
      const { g, rules } = ctx;
      const p = task.p as PlayerId;
      const ws = g.workers[p]!;
      const out = ws.map((w, i) => ({ w, i })).filter((x) => x.w !== null);
      if (out.length === 0) return;
      let i = out[0]!.i;
      if (out.length > 1) {
        if (!ctx.answer) {
          return ctx.ask({
            player: p,
            kind: 'retrieve-worker',
            prompt: 'Which worker do you retrieve?',
            options: out.map((x) => ({ id: String(x.i), label: rules.locations[x.w!]!.name })),
          });
        }
        i = Number(ctx.answer.id);
      }
      const location = ws[i]!;
      ws[i] = null;
      ctx.log('worker-retrieved', [p], { location });
    },
  };
}
