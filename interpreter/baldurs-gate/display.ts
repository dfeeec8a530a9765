/**
 * Taking cards from the Building Display (page 11): choose one of the
 * display's cards, put it into your hand, replace it at once from the deck;
 * taking several, replace each before taking the next.
 */
import type { Ctx, Task } from '../core/index.ts';
import { takeFromDisplay } from './cards.ts';
import type { BgRules } from './rules.ts';
import type { BgG, PlayerId } from './state.ts';

type C = Ctx<BgG, BgRules>;

export const displayTasks: Record<string, (ctx: C, task: Task) => void> = {
  'take-display'(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const n = task.n as number;
    if (n <= 0 || g.display.length === 0) return;
    if (!ctx.answer) {
      return ctx.ask({
        player: p,
        kind: 'take-card',
        prompt: 'Take a Building card from the display',
        options: g.display.map((c) => {
          const card = rules.cards[c]!;
          return { id: c, label: `${card.name} (${rules.buildingTypes[card.type]!.name}, ${card.cost} Gold)` };
        }),
      });
    }
    const card = ctx.answer.id!;
    takeFromDisplay(g, ctx.rng, p, card, rules.setup.display);
    if (ctx.logs('take-card')) ctx.log('take-card', [p], { card });
    if (n > 1) ctx.push({ t: 'take-display', p, n: n - 1 });
  },
};
