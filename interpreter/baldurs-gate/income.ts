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

const DONE: Option = { id: 'done', label: 'Done collecting income' };

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
  const side = hqSide(g, rules, p);
  if (!(side.choose === 'one' && used.includes('hq'))) {
    for (let i = 0; i < side.options.length; i++) {
      const b = side.options[i]!;
      const id = `hq:${i}`;
      if (!used.includes(id) && usable(g, rules, p, b, null, needs)) out.push({ id, benefit: b, env: {} });
    }
  }
  const portfolio = g.portfolio[p]!;
  for (let i = 0; i < portfolio.length; i++) {
    const c = portfolio[i]!;
    const income = rules.cards[c]!.income;
    if (income === null) continue;
    const id = `card:${c}`;
    if (!used.includes(id) && usable(g, rules, p, income, null, needs)) out.push({ id, benefit: income, env: { card: c } });
  }
  const gates = g.gateCards[p]!;
  for (let i = 0; i < gates.length; i++) {
    const gate = gates[i]!;
    const id = `gate:${gate}`;
    if (!used.includes(id) && usable(g, rules, p, rules.gateIncome, gate, needs)) out.push({ id, benefit: rules.gateIncome, env: { gate } });
  }
  return out;
}

/** Whether `p` can pay for an Income benefit and carry it out. */
function usable(g: BgG, rules: BgRules, p: PlayerId, b: IncomeBenefit, gate: string | null, needs: NeedTable): boolean {
  return canPay(g, p, b.cost) && possible(g, rules, p, needs[b.effect] ?? [], g.res[p]!.favor - (b.cost.favor ?? 0), gate);
}

/**
 * Every Income option's label, made once per engine: by option id for the
 * cards and Gates, by HQ card and side for the HQ's options.
 */
function incomeLabels(rules: BgRules): { fixed: Record<string, string>; basic: Record<string, Record<string, string>>; advanced: Record<string, Record<string, string>> } {
  const fixed: Record<string, string> = {};
  for (const c of rules.cardOrder) {
    const card = rules.cards[c]!;
    if (card.income) fixed[`card:${c}`] = `${card.name}: ${card.income.text.replace(/\n/g, '; ')} (${costText(card.income.cost)})`;
  }
  for (const id of rules.gateOrder) fixed[`gate:${id}`] = `${rules.gates[id]!.name}: the free deal of a Special Location it joins (${costText(rules.gateIncome.cost)})`;
  const basic: Record<string, Record<string, string>> = {};
  const advanced: Record<string, Record<string, string>> = {};
  for (const id of rules.hqOrder) {
    const card = rules.hqCards[id]!;
    for (const [side, s] of [[basic, card.basic], [advanced, card.advanced]] as const) {
      const labels: Record<string, string> = {};
      s.options.forEach((b, i) => {
        labels[`hq:${i}`] = `${card.name}: ${b.text} (${costText(b.cost)})`;
      });
      side[id] = labels;
    }
  }
  return { fixed, basic, advanced };
}

export function makeIncomeTasks(needs: NeedTable, rules: BgRules): Record<string, (ctx: C, task: Task) => void> {
  const labels = incomeLabels(rules);
  const labelOf = (g: BgG, p: PlayerId, o: Offer): string =>
    o.id.charCodeAt(0) === 104 /* h */ ? (g.advanced ? labels.advanced : labels.basic)[g.hq[p]!]![o.id]! : labels.fixed[o.id]!;
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
        const options: Option[] = [];
        for (let i = 0; i < list.length; i++) options.push({ id: list[i]!.id, label: labelOf(ctx.g, p, list[i]!) });
        options.push(DONE);
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
