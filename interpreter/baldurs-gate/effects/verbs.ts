/**
 * What the game's verbs do. Each `resolve` only reads (it may ask, through
 * the evaluator); each `execute` changes the game once. Verbs that need a
 * player's choice of plot, space or card push the same tasks the actions use
 * (`build`, `build/plot`, `fortify`...), so a build through an effect follows
 * the build steps in full.
 */
import type { Ctx, Env, Evaluator, VerbHandler } from '../../core/index.ts';
import type { Clause, Phrase } from '../../effect-ir/index.ts';
import { drawCards, refreshDisplay } from '../cards.ts';
import type { BgRules, ResourceName } from '../rules.ts';
import type { BgG, PlayerId } from '../state.ts';
import { addPrestige } from '../state.ts';

type C = Ctx<BgG, BgRules>;
type Ev = Evaluator<BgG, BgRules>;
type V = VerbHandler<BgG, BgRules>;

const RESOURCE_OF: Record<string, ResourceName | 'workers'> = {
  'value.gold': 'gold',
  'value.supplies': 'supplies',
  'value.favor': 'favor',
  'value.prestige': 'prestige',
  'value.reserve-tokens': 'reserveTokens',
  'value.workers': 'workers',
};

interface Amount {
  amount: number;
  of: string;
}

function me(env: Env): PlayerId {
  return env.me as PlayerId;
}

/** How many a noun phrase's quantifier says (`2 building cards`: 2; `a`: 1). */
function countOf(np: unknown): number {
  const q = (np as Phrase | undefined)?.quantifier;
  return typeof q?.value === 'number' ? q.value : 1;
}

function slot(clause: Clause, name: string): unknown {
  return clause.slots[name];
}

/** Adds (or, negative, takes) an amount of a resource; Prestige is tallied by source; an agenda being worked out only notes it. */
export function gainResource(ctx: C, p: PlayerId, what: ResourceName | 'workers', n: number, env: Env): void {
  const g = ctx.g;
  if (what === 'prestige' && typeof env.measure === 'string') {
    const values = g.agendaValues[p]!;
    values[env.measure] = (values[env.measure] ?? 0) + n;
    return;
  }
  if (what === 'workers') {
    for (let i = 0; i < n; i++) g.workers[p]!.push(null);
  } else if (what === 'prestige') {
    addPrestige(g, p, n, typeof env.source === 'string' ? env.source : 'effect');
  } else {
    const r = g.res[p]!;
    r[what] = Math.max(0, r[what] + n);
  }
  if (ctx.logs('gain')) ctx.log('gain', [p], { what, n });
}

const gain: V = {
  execute(ctx, plan, env) {
    const a = (plan as unknown as { amount: Amount }).amount;
    const what = RESOURCE_OF[a.of];
    if (what !== undefined) gainResource(ctx, me(env), what, a.amount, env);
  },
};

const lose: V = {
  execute(ctx, plan, env) {
    const a = (plan as unknown as { amount: Amount }).amount;
    const what = RESOURCE_OF[a.of];
    if (what === undefined || what === 'workers') return;
    const have = ctx.g.res[me(env)]![what];
    gainResource(ctx, me(env), what, -Math.min(have, a.amount), env);
  },
};

const draw: V = {
  resolve: (_ev, clause) => ({ n: countOf(slot(clause, 'cards')) }),
  execute(ctx, plan, env) {
    const got = drawCards(ctx.g, ctx.rng, me(env), (plan as { n: number }).n);
    ctx.log('draw', [me(env)], { n: got.length, cards: got }, { to: [me(env)] });
    if (ctx.logs('draw-count')) ctx.log('draw-count', [me(env)], { n: got.length });
  },
};

/** `gain 1 influence with the Guild` / `with a faction` (a choice). */
const gainInfluence: V = {
  resolve(ev: Ev, clause, env) {
    const n = ((ev.slots(clause, env, 'things', ['amount']).amount as unknown) as Amount).amount;
    const w = slot(clause, 'with') as Phrase;
    const id = w.id ?? '';
    if (id.startsWith('subject.')) return { n, track: ev.npValue(w, env, 'things') };
    const picked = ev.select(w, env);
    return { n, track: picked[0]?.id ?? null };
  },
  execute(ctx, plan, env) {
    const { n, track } = plan as { n: number; track: string | null };
    if (track !== null) ctx.push({ t: 'influence', p: me(env), track, n });
  },
};

/** `build a building card from the building display, free` / `from my hand, free`; `build a watchtower|keep|gate`. */
const build: V = {
  resolve(_ev, clause) {
    const what = (slot(clause, 'what') as Phrase | undefined)?.id ?? '';
    const from = (slot(clause, 'from') as Phrase | undefined)?.id === 'noun.building-display' ? 'display' : 'hand';
    return { what, from, free: slot(clause, 'free') === true };
  },
  execute(ctx, plan, env) {
    const { what, from, free } = plan as { what: string; from: string; free: boolean };
    const p = me(env);
    if (what === 'noun.watchtower') ctx.push({ t: 'fortify', p, kind: 'watchtower' });
    else if (what === 'noun.keep') ctx.push({ t: 'fortify', p, kind: 'keep' });
    else if (what === 'noun.gate') ctx.push({ t: 'fortify', p, kind: 'gate' });
    else ctx.push({ t: 'build', p, from, free });
  },
};

const take: V = {
  resolve: (_ev, clause) => ({ n: countOf(slot(clause, 'cards')) }),
  execute(ctx, plan, env) {
    ctx.push({ t: 'take-display', p: me(env), n: (plan as { n: number }).n });
  },
};

const refresh: V = {
  resolve: () => ({}),
  execute(ctx, _plan, env) {
    refreshDisplay(ctx.g, ctx.rng, ctx.rules.setup.display);
    ctx.log('display-refreshed', [me(env)], { display: ctx.g.display.slice() });
  },
};

const retrieve: V = {
  resolve: () => ({}),
  execute(ctx, _plan, env) {
    ctx.push({ t: 'retrieve', p: me(env) });
  },
};

/** `make the free deal at a special location adjacent to this gate`: +1 Favor at a damaged location. */
const makeDeal: V = {
  resolve(ev: Ev, clause, env) {
    const { g, rules } = ev;
    const p = me(env);
    const at = slot(clause, 'at') as Phrase;
    const favor = g.res[p]!.favor;
    const places = ev.things(at, env).filter((t) => !g.damaged.includes(rules.locations[t.id]!.district) || favor >= 1);
    if (places.length === 0) return { location: null };
    if (places.length === 1) return { location: places[0]!.id };
    const a = ev.decide({ player: p, kind: 'gate-deal', prompt: 'Make the free deal at which Special Location?', options: places });
    return { location: a.id };
  },
  execute(ctx, plan, env) {
    const location = (plan as { location: string | null }).location;
    if (location === null) return;
    const { g, rules } = ctx;
    const p = me(env);
    const l = rules.locations[location]!;
    const surcharge = g.damaged.includes(l.district) ? 1 : 0;
    g.res[p]!.favor -= surcharge;
    if (ctx.logs('deal')) ctx.log('deal', [p], { location, deal: 0, cost: surcharge, gate: (env.gate as string) ?? '' });
    ctx.runEffect(l.deals[0]!.effect, { owner: p, env: { source: 'deal', location } });
  },
};

/** `place a cube on an empty hq space`: the space is the player's HQ from now on. */
const placeCube: V = {
  resolve(ev: Ev, clause, env) {
    const on = slot(clause, 'on') as Phrase;
    const picked = ev.select(on, env);
    return { space: picked[0]?.id ?? null };
  },
  execute(ctx, plan, env) {
    const space = (plan as { space: string | null }).space;
    const p = me(env);
    const g = ctx.g;
    if (space === null || g.board[space] !== undefined || g.cubes[p]! < 1) return;
    g.board[space] = { kind: 'hq', owner: p, builder: p, what: '', card: '', damaged: false };
    g.cubes[p]!--;
    ctx.log('hq-taken', [p], { space });
  },
};

export const verbs: Record<string, V> = {
  'verb.gain': gain,
  'verb.lose': lose,
  'verb.draw': draw,
  'verb.gain-influence': gainInfluence,
  'verb.build': build,
  'verb.take': take,
  'verb.refresh': refresh,
  'verb.retrieve': retrieve,
  'verb.make-deal': makeDeal,
  // The core's `place`: here only `place a cube on an empty hq space`.
  'verb.place': placeCube,
};

