/**
 * Cash In: a scripted toy whose effects are effect-language text, parsed and
 * checked by interpreter/dsl/ with the game-agnostic core vocabulary, then run
 * by the core's runtime. Players hold cards and victory points; the script
 * runs effects in order (or announces an event), then the game ends.
 */
import { checkEffect, coreRegistry, parseEffect } from '../../../interpreter/dsl/index.ts';
import type { Phrase } from '../../../interpreter/effect-ir/index.ts';
import { defineGame, hideExcept, type Evaluator, type Json, type Thing } from '../../../interpreter/core/index.ts';

export interface CashRules {
  /** Effect id -> effect-language text. */
  effects: Record<string, string>;
  script: ({ run: string; owner: string } | { emit: string; player: string })[];
  hands: Record<string, number[]>;
  played: Record<string, number[]>;
  deck: number[];
}

export interface CashG {
  vp: Record<string, number>;
  hands: Record<string, number[]>;
  played: Record<string, number[]>;
  deck: number[];
  cancelled: number[];
}

const registry = coreRegistry();

/** Parse and check every effect; a content error here is a test bug, so it throws with the checker's message. */
export function compileEffects(effects: Record<string, string>): Record<string, { program: Json; text: string }> {
  const out: Record<string, { program: Json; text: string }> = {};
  for (const [id, text] of Object.entries(effects)) {
    const p = parseEffect(text, { registry });
    const checked = p.ast ? checkEffect(p.ast, { registry }) : null;
    const problems = [...p.diagnostics, ...(checked?.diagnostics ?? [])];
    if (checked?.program === undefined || problems.some((d) => d.severity === 'error')) {
      throw new Error(`${id}: ${problems.map((d) => d.message).join('; ')}`);
    }
    out[id] = { program: checked.program as unknown as Json, text };
  }
  return out;
}

const other = (players: readonly string[], me: string) => players.find((p) => p !== me)!;
const zone = (zoneName: string, owner: string, cards: number[]): Thing[] =>
  cards.map((v, i) => ({ id: `${zoneName}:${owner}:${i}`, label: `${v}`, data: v }));

/** Whose cards a phrase means: `my opponent played` -> the opponent's played cards; `in my hand` (or nothing) -> my hand. */
function cardsOf(ev: Evaluator<CashG, CashRules>, np: Phrase, me: string): Thing[] {
  if (np.relative) {
    const who = np.relative.subject;
    const players = typeof who !== 'string' ? ev.subjectPlayers(who, { me }) : [me];
    return players.flatMap((p) => zone('played', p, ev.g.played[p]!));
  }
  return zone('hand', me, ev.g.hands[me]!);
}

const amountOf = (v: Json) => (v as { amount: number }).amount;

export const cashIn = defineGame<CashG, CashRules>({
  id: 'cash-in',
  setup(s) {
    s.push({ t: 'script', i: 0 });
    const vp: Record<string, number> = {};
    for (const p of s.players) vp[p] = 0;
    return { vp, hands: structuredClone(s.rules.hands), played: structuredClone(s.rules.played), deck: s.rules.deck.slice(), cancelled: [] };
  },
  tasks: {
    script(ctx, task) {
      const i = task.i as number;
      const line = ctx.rules.script[i];
      if (!line) return ctx.end({ vp: ctx.g.vp });
      if ('run' in line) ctx.runEffect(line.run, { owner: line.owner, scope: 'round' });
      else ctx.emit({ e: line.emit, player: line.player });
      ctx.push({ t: 'script', i: i + 1 });
    },
  },
  effectSource: (rules) => compileEffects(rules.effects),
  effects: {
    verbs: {
      'verb.gain': {
        execute(ctx, plan, env) {
          ctx.g.vp[env.me as string]! += amountOf((plan as { amount: Json }).amount);
        },
      },
      'verb.lose': {
        execute(ctx, plan, env) {
          const me = env.me as string;
          ctx.g.vp[me] = Math.max(0, ctx.g.vp[me]! - amountOf((plan as { amount: Json }).amount));
        },
      },
      'verb.draw': {
        // `draw 2 cards`: how many, not which ones.
        resolve: (_ev, clause) => ({ n: (clause.slots.cards as Phrase).quantifier?.value ?? 1 }),
        execute(ctx, plan, env) {
          const n = (plan as { n: number }).n;
          ctx.g.hands[env.me as string]!.push(...ctx.g.deck.splice(0, n));
        },
      },
      'verb.discard': {
        execute(ctx, plan) {
          const cards = (plan as { cards: Json }).cards;
          const things = (Array.isArray(cards) ? cards : [cards]) as unknown as Thing[];
          const ids = things.map((t) => t.id.split(':') as ['hand' | 'played', string, string]).sort((a, b) => Number(b[2]) - Number(a[2]));
          for (const [z, owner, i] of ids) {
            const card = (z === 'hand' ? ctx.g.hands : ctx.g.played)[owner]!.splice(Number(i), 1)[0]!;
            ctx.log('discard', [owner], { card });
          }
          return cards;
        },
      },
      'verb.cancel': {
        execute(ctx, _plan, env) {
          ctx.g.cancelled.push((env.it as { data: number }).data);
        },
      },
    },
    values: {
      'value.victory-points': (ev, np, env) => ev.g.vp[np.owner === 'my' || !np.owner ? (env.me as string) : other(ev.players, env.me as string)]!,
    },
    nouns: {
      'noun.card': (ev, np, env) => cardsOf(ev, np, env.me as string),
    },
    subject: (ev, s, env) => {
      const id = s.kind === 'phrase' ? s.id : undefined;
      if (id === 'subject.each-player') return [...ev.players];
      if (id === 'subject.my-opponent') return [other(ev.players, env.me as string)];
      return ev.fail(s, `the toy has no subject ${id}`);
    },
  },
  redact: (g, viewer) => ({ ...g, hands: hideExcept(g.hands, viewer) }),
});
