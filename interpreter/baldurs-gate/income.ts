/**
 * Collect Income (page 10): first the income at the top of your HQ card
 * (basic side: 6 Gold and 1 Supply), then, in any order, each card of your
 * portfolio's Income benefit at most once (paying its cost), the HQ card's
 * included; a card built meanwhile can be used at once. The basic HQ card
 * offers one of its three benefits ("either ... or": RULINGS).
 */
import type { Ctx, Option, Task } from '../core/index.ts';
import type { NeedTable } from './feasible.ts';
import { canPay, pay, possible } from './feasible.ts';
import type { BgRules, Cost, HqSide, IncomeBenefit } from './rules.ts';
import type { BgG, PlayerId } from './state.ts';

type C = Ctx<BgG, BgRules>;

export function hqSide(g: BgG, rules: BgRules, p: PlayerId): HqSide {
  const card = rules.hqCards[g.hq[p]!]!;
  return g.advanced ? card.advanced : card.basic;
}

const WORDS: Record<string, [string, string]> = {
  gold: ['Gold', 'Gold'],
  supplies: ['Supply', 'Supplies'],
  favor: ['Favor', 'Favor'],
  prestige: ['Prestige', 'Prestige'],
  reserveTokens: ['Reserve Token', 'Reserve Tokens'],
};

export function costText(cost: Cost): string {
  const parts = Object.entries(cost)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([k, n]) => `${n} ${WORDS[k]![n === 1 ? 0 : 1]}`);
  return parts.length === 0 ? 'free' : parts.join(' and ');
}

interface Offer {
  id: string;
  label: string;
  benefit: IncomeBenefit;
  env: Record<string, string>;
}

/** Every Income benefit `p` could use now: not used yet this time, affordable, and possible. */
function offers(ctx: C, p: PlayerId, used: readonly string[], needs: NeedTable): Offer[] {
  const { g, rules } = ctx;
  const out: Offer[] = [];
  const favor = g.res[p]!.favor;
  const ok = (b: IncomeBenefit, gate: string | null = null): boolean =>
    canPay(g, p, b.cost) && possible(g, rules, p, needs[b.effect] ?? [], favor - (b.cost.favor ?? 0), gate);
  const side = hqSide(g, rules, p);
  const hqName = rules.hqCards[g.hq[p]!]!.name;
  if (!(side.choose === 'one' && used.includes('hq'))) {
    side.options.forEach((b, i) => {
      const id = `hq:${i}`;
      if (!used.includes(id) && ok(b)) out.push({ id, label: `${hqName}: ${b.text} (${costText(b.cost)})`, benefit: b, env: {} });
    });
  }
  for (const c of g.portfolio[p]!) {
    const card = rules.cards[c]!;
    const id = `card:${c}`;
    if (card.income && !used.includes(id) && ok(card.income)) {
      out.push({ id, label: `${card.name}: ${card.income.text.replace(/\n/g, '; ')} (${costText(card.income.cost)})`, benefit: card.income, env: { card: c } });
    }
  }
  for (const gate of g.gateCards[p]!) {
    const id = `gate:${gate}`;
    if (!used.includes(id) && ok(rules.gateIncome, gate)) {
      out.push({ id, label: `${rules.gates[gate]!.name}: the free deal of a Special Location it joins (${costText(rules.gateIncome.cost)})`, benefit: rules.gateIncome, env: { gate } });
    }
  }
  return out;
}

export function makeIncomeTasks(needs: NeedTable): Record<string, (ctx: C, task: Task) => void> {
  return {
    income(ctx, task) {
      const { g, rules } = ctx;
      const p = task.p as PlayerId;
      if (ctx.logs('income')) ctx.log('income', [p], { hq: g.hq[p]! });
      ctx.runEffect(hqSide(g, rules, p).income, { owner: p, env: { source: 'income' } });
      ctx.push({ t: 'income/next', p, used: [] });
    },

    'income/next'(ctx, task) {
      const p = task.p as PlayerId;
      const used = task.used as string[];
      if (!ctx.answer) {
        const list = offers(ctx, p, used, needs);
        // Nothing left to use: the cards straighten up without a question.
        if (list.length === 0) return;
        const options: Option[] = list.map((o) => ({ id: o.id, label: o.label }));
        options.push({ id: 'done', label: 'Done collecting income' });
        return ctx.ask({ player: p, kind: 'income', prompt: 'Use an Income benefit, or be done', options });
      }
      const id = ctx.answer.id!;
      if (id === 'done') return;
      const o = offers(ctx, p, used, needs).find((x) => x.id === id)!;
      pay(ctx.g, p, o.benefit.cost);
      if (ctx.logs('income-benefit')) ctx.log('income-benefit', [p], { use: id, cost: costText(o.benefit.cost) });
      ctx.runEffect(o.benefit.effect, { owner: p, env: { source: 'income', ...o.env } });
      const nowUsed = used.slice();
      nowUsed.push(id.startsWith('hq:') && hqSide(ctx.g, ctx.rules, p).choose === 'one' ? 'hq' : id);
      ctx.push({ t: 'income/next', p, used: nowUsed });
    },
  };
}
