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
  benefit: IncomeBenefit;
  /** What the benefit's effect binds besides `me` (its card or gate). */
  env: Record<string, string>;
}

/** The Income benefit an option id names: `hq:<i>`, `card:<id>` or `gate:<id>`. */
function offerOf(g: BgG, rules: BgRules, p: PlayerId, id: string): Offer {
  const colon = id.indexOf(':');
  const kind = id.slice(0, colon);
  const what = id.slice(colon + 1);
  if (kind === 'hq') return { id, benefit: hqSide(g, rules, p).options[Number(what)]!, env: {} };
  if (kind === 'card') return { id, benefit: rules.cards[what]!.income!, env: { card: what } };
  return { id, benefit: rules.gateIncome, env: { gate: what } };
}

/** Every Income benefit `p` could use now: not used yet this time, affordable, and possible. */
function offers(ctx: C, p: PlayerId, used: readonly string[], needs: NeedTable): Offer[] {
  const { g, rules } = ctx;
  const out: Offer[] = [];
  const favor = g.res[p]!.favor;
  const ok = (b: IncomeBenefit, gate: string | null = null): boolean =>
    canPay(g, p, b.cost) && possible(g, rules, p, needs[b.effect] ?? [], favor - (b.cost.favor ?? 0), gate);
  const side = hqSide(g, rules, p);
  if (!(side.choose === 'one' && used.includes('hq'))) {
    for (let i = 0; i < side.options.length; i++) {
      const b = side.options[i]!;
      const id = `hq:${i}`;
      if (!used.includes(id) && ok(b)) out.push({ id, benefit: b, env: {} });
    }
  }
  const portfolio = g.portfolio[p]!;
  for (let i = 0; i < portfolio.length; i++) {
    const c = portfolio[i]!;
    const income = rules.cards[c]!.income;
    if (income === null) continue;
    const id = `card:${c}`;
    if (!used.includes(id) && ok(income)) out.push({ id, benefit: income, env: { card: c } });
  }
  for (const gate of g.gateCards[p]!) {
    const id = `gate:${gate}`;
    if (!used.includes(id) && ok(rules.gateIncome, gate)) out.push({ id, benefit: rules.gateIncome, env: { gate } });
  }
  return out;
}

/** How an offer reads in the decision. */
function offerLabel(g: BgG, rules: BgRules, p: PlayerId, o: Offer): string {
  const cost = costText(o.benefit.cost);
  if (o.id.startsWith('hq:')) return `${rules.hqCards[g.hq[p]!]!.name}: ${o.benefit.text} (${cost})`;
  if (o.env.card !== undefined) return `${rules.cards[o.env.card]!.name}: ${o.benefit.text.replace(/\n/g, '; ')} (${cost})`;
  return `${rules.gates[o.env.gate!]!.name}: the free deal of a Special Location it joins (${cost})`;
}

export function makeIncomeTasks(needs: NeedTable): Record<string, (ctx: C, task: Task) => void> {
  // Labels by HQ card and option id, made once per engine (the same few strings are asked for at every income).
  const labels = new Map<string, string>();
  const labelOf = (g: BgG, rules: BgRules, p: PlayerId, o: Offer): string => {
    const key = `${g.advanced ? 'a' : 'b'}|${g.hq[p]!}|${o.id}`;
    let l = labels.get(key);
    if (l === undefined) {
      l = offerLabel(g, rules, p, o);
      labels.set(key, l);
    }
    return l;
  };
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
        const options: Option[] = list.map((o) => ({ id: o.id, label: labelOf(ctx.g, ctx.rules, p, o) }));
        options.push({ id: 'done', label: 'Done collecting income' });
        return ctx.ask({ player: p, kind: 'income', prompt: 'Use an Income benefit, or be done', options });
      }
      const id = ctx.answer.id!;
      if (id === 'done') return;
      const o = offerOf(ctx.g, ctx.rules, p, id);
      pay(ctx.g, p, o.benefit.cost);
      if (ctx.logs('income-benefit')) ctx.log('income-benefit', [p], { use: id, cost: costText(o.benefit.cost) });
      ctx.runEffect(o.benefit.effect, { owner: p, env: { source: 'income', ...o.env } });
      const nowUsed = used.slice();
      nowUsed.push(id.startsWith('hq:') && hqSide(ctx.g, ctx.rules, p).choose === 'one' ? 'hq' : id);
      ctx.push({ t: 'income/next', p, used: nowUsed });
    },
  };
}
