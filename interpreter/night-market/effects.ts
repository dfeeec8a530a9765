/**
 * What Night Market's words mean when an effect runs: the handler table the
 * GameDef registers, and `HANDLED`, every registry id it gives a meaning
 * (the loader refuses a pack string using any other: RW-EFFECT-UNSUPPORTED).
 */
import { readsOwnSlots, type EffectHandlers, type Evaluator, type Json, type Thing } from '../core/index.ts';
import type { Phrase } from '../effect-ir/index.ts';
import { controllerOf, drawCards, lanternOf } from './market.ts';
import type { MarketG, MarketRules } from './types.ts';

type Ev = Evaluator<MarketG, MarketRules>;

const amountOf = (v: Json): number => (v !== null && typeof v === 'object' && !Array.isArray(v) && typeof v['amount'] === 'number' ? v['amount'] : 0);

function cardThing(rules: MarketRules, card: string): Thing {
  const type = lanternOf(rules, card);
  return { id: card, label: `${type.name} (${type.value})` };
}

function stallThings(ev: Ev): Thing[] {
  return ev.rules.stalls.map((s) => ({ id: s.id, label: s.name }));
}

/** The count a phrase asks for in a condition (`2 stalls` -> 2; no number -> 1). */
function wanted(np: Phrase | undefined): number {
  return np?.quantifier?.value ?? 1;
}

export const marketEffects: EffectHandlers<MarketG, MarketRules> = {
  verbs: {
    'verb.gain': {
      execute(ctx, plan, env) {
        const me = env.me as string;
        const n = amountOf((plan as { amount: Json }).amount);
        ctx.g.coins[me] = (ctx.g.coins[me] ?? 0) + n;
        ctx.log('nm-coins', [me], { delta: n, now: ctx.g.coins[me]! });
      },
    },
    'verb.lose': {
      execute(ctx, plan, env) {
        const me = env.me as string;
        const had = ctx.g.coins[me] ?? 0;
        ctx.g.coins[me] = Math.max(0, had - amountOf((plan as { amount: Json }).amount));
        ctx.log('nm-coins', [me], { delta: ctx.g.coins[me]! - had, now: ctx.g.coins[me]! });
      },
    },
    'verb.draw': {
      // `draw 2 cards`: how many, not which ones (the deck is face down).
      resolve: (_ev, clause) => ({ n: (clause.slots['cards'] as Phrase).quantifier?.value ?? 1 }),
      execute(ctx, plan, env) {
        drawCards(ctx, env.me as string, (plan as { n: number }).n);
      },
    },
    'verb.discard': {
      execute(ctx, plan, env) {
        const me = env.me as string;
        const cards = (plan as { cards: Json }).cards;
        for (const t of (Array.isArray(cards) ? cards : [cards]) as unknown as Thing[]) {
          const hand = ctx.g.hands[me]!;
          const i = hand.indexOf(t.id);
          if (i < 0) continue;
          hand.splice(i, 1);
          ctx.g.discard.push(t.id);
          ctx.log('nm-discard', [me], { card: t.id });
        }
      },
    },
    'verb.close': {
      execute(ctx, plan, env) {
        const what = (plan as { what: Json }).what;
        for (const t of (Array.isArray(what) ? what : [what]) as unknown as Thing[]) {
          const stall = ctx.g.stalls[t.id];
          if (stall === undefined || stall.closed) continue;
          stall.closed = true;
          ctx.log('nm-close', [env.me as string], { stall: t.id });
        }
      },
    },
  },
  predicates: {
    // `I control 2 stalls`: I lead at least that many stalls (the most lantern value there, alone).
    'predicate.control': readsOwnSlots((ev, _args, env, clause) => {
      const [who] = ev.subjectPlayers(clause.subject, env);
      const np = clause.slots['what'] as Phrase | undefined;
      const led = ev.rules.stalls.filter((s) => controllerOf(ev.g, ev.rules, s.id) === who).length;
      return led >= wanted(np);
    }),
    // `I have 4 coins`: at least that many.
    'predicate.have': readsOwnSlots((ev, _args, env, clause) => {
      const [who] = ev.subjectPlayers(clause.subject, env);
      const x = clause.slots['amount'] as Phrase | undefined;
      if (x === undefined || x.type !== 'amount') return false;
      return (ev.g.coins[who!] ?? 0) >= amountOf(ev.value(x, env));
    }),
  },
  values: {
    // `my coins` (the language has no other owner of coins in this game's strings).
    'value.coins': (ev, _np, env) => ev.g.coins[env.me as string] ?? 0,
  },
  nouns: {
    'noun.stall': (ev) => stallThings(ev),
    // `1 card` to discard: one of my hand's.
    'noun.card': (ev, _np, env) => (ev.g.hands[env.me as string] ?? []).map((c) => cardThing(ev.rules, c)),
    'noun.lantern': (ev, np, env) => {
      const mine = np.owner !== undefined;
      return Object.values(ev.g.stalls).flatMap((s) => s.lanterns.filter((l) => !mine || l.by === env.me).map((l) => cardThing(ev.rules, l.card)));
    },
  },
  subject: (ev, s) => {
    const id = s.kind === 'phrase' ? s.id : undefined;
    if (id === 'subject.each-player') return [...ev.players];
    return ev.fail(s, `Night Market has no subject ${id ?? ev.source(s)}`);
  },
};

/** Every registry id the handlers above give a meaning, by entry kind (the core gives `I` its meaning). */
export const HANDLED: Readonly<Record<string, readonly string[]>> = {
  action: Object.keys(marketEffects.verbs ?? {}),
  predicate: Object.keys(marketEffects.predicates ?? {}),
  value: Object.keys(marketEffects.values ?? {}),
  noun: Object.keys(marketEffects.nouns ?? {}),
  subject: ['subject.i', 'subject.each-player'],
};
