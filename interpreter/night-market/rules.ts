/**
 * Night Market's rules as a core GameDef. A test fixture: a short
 * card-and-board game for 2 or 3 players that exercises what a second game
 * needs from the seam (its own files, words, contexts, seats and result),
 * with hidden hands and a random draw.
 *
 * The game: each player is dealt a hand of lantern cards from a shuffled
 * deck. In turn, a player hangs one lantern at an open stall (its effect, if
 * any, runs), then draws one. A player with no lantern passes. When no one
 * holds a lantern (or every stall is closed) the market closes: each stall's
 * points go to the one player with the most lantern value there, each goal
 * met scores its points, and each coin is a point. The top score wins; a tie
 * is shared.
 */
import type { LoadedEffect, PackEffects } from '../content/index.ts';
import { hidden, hideExcept, type Ctx, type GameDef, type Json, type LogRenderer, type Option, type Task } from '../core/index.ts';
import { marketEffects } from './effects.ts';
import { drawCards, finalScores, lanternOf, resultOf } from './market.ts';
import type { MarketG, MarketRules } from './types.ts';

type C = Ctx<MarketG, MarketRules>;

/** The loader's checked effect strings as the engine's sources: `lantern:<id>`, `goal:<id>`. */
function sourcesOf(effects: PackEffects | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const add = (prefix: string, byId: Record<string, LoadedEffect> | undefined) => {
    for (const [id, e] of Object.entries(byId ?? {})) if (e.program !== undefined) out[`${prefix}:${id}`] = { program: e.program, text: e.text };
  };
  add('lantern', effects?.['lanterns']);
  add('goal', effects?.['goals']);
  return out;
}

function nextTurn(ctx: C, player: string): Task {
  const i = ctx.players.indexOf(player);
  const next = ctx.players[(i + 1) % ctx.players.length]!;
  if (next === ctx.players[0]) ctx.g.round++;
  return { t: 'nm/turn', p: next };
}

function hangOptions(ctx: C, player: string): Option[] {
  const open = ctx.rules.stalls.filter((s) => !ctx.g.stalls[s.id]!.closed);
  const seen = new Set<string>();
  const options: Option[] = [];
  // One option per kind of lantern in hand (copies are alike) and open stall.
  for (const card of ctx.g.hands[player]!) {
    const type = lanternOf(ctx.rules, card);
    if (seen.has(type.id)) continue;
    seen.add(type.id);
    for (const s of open) options.push({ id: `${card}@${s.id}`, label: `${type.name} (${type.value}) at ${s.name}` });
  }
  return options;
}

function tasks(sources: Record<string, unknown>): GameDef<MarketG, MarketRules>['tasks'] {
  return {
    'nm/turn'(ctx, task) {
      const p = task['p'] as string;
      const g = ctx.g;
      const someoneHolds = Object.values(g.hands).some((h) => h.length > 0);
      const open = ctx.rules.stalls.some((s) => !g.stalls[s.id]!.closed);
      if (!someoneHolds || !open) return ctx.push({ t: 'nm/score' });
      if (g.hands[p]!.length === 0) {
        ctx.log('nm-pass', [p]);
        return ctx.push(nextTurn(ctx, p));
      }
      if (ctx.answer === null) {
        ctx.ask({ player: p, kind: 'hang', prompt: 'Hang a lantern: which, and at which stall?', options: hangOptions(ctx, p) });
        return;
      }
      const [card, stall] = ctx.answer.id!.split('@') as [string, string];
      const hand = g.hands[p]!;
      hand.splice(hand.indexOf(card), 1);
      g.stalls[stall]!.lanterns.push({ card, by: p });
      ctx.log('nm-hang', [p], { card, stall });
      const type = lanternOf(ctx.rules, card);
      if (`lantern:${type.id}` in sources) ctx.runEffect(`lantern:${type.id}`, { owner: p, env: { stall }, scope: 'turn' });
      ctx.push({ t: 'nm/draw', p }, nextTurn(ctx, p));
    },
    'nm/draw'(ctx, task) {
      drawCards(ctx, task['p'] as string, 1);
    },
    'nm/score'(ctx) {
      const met = (goal: string, p: string) => `goal:${goal}` in sources && ctx.holds(`goal:${goal}`, { me: p });
      const { scores, stalls, goals } = finalScores(ctx.g, ctx.rules, ctx.players, met);
      for (const s of stalls) ctx.log('nm-stall', s.by === null ? [] : [s.by], { stall: s.stall, points: s.points });
      for (const m of goals) ctx.log('nm-goal', [m.player], { goal: m.goal, points: m.points });
      const result = resultOf(scores, ctx.g.round);
      ctx.g.result = result;
      ctx.log('nm-end', result.winners, { scores });
      ctx.end(result as unknown as Json);
    },
  };
}

function renderers(rules: MarketRules | null): Record<string, LogRenderer> {
  const card = (id: unknown) => {
    if (rules === null) return String(id);
    const t = lanternOf(rules, String(id));
    return `${t.name} (${t.value})`;
  };
  const stall = (id: unknown) => rules?.stalls.find((s) => s.id === id)?.name ?? String(id);
  const goal = (id: unknown) => rules?.goals.find((s) => s.id === id)?.name ?? String(id);
  const coins = (n: number) => `${n} coin${n === 1 ? '' : 's'}`;
  return {
    'nm-hang': (e, name) => `${name(e.actors[0]!)} hangs ${card(e.values['card'])} at ${stall(e.values['stall'])}`,
    'nm-drew': (e, name) => `${name(e.actors[0]!)} draws ${card(e.values['card'])}`,
    'nm-draws': (e, name) => `${name(e.actors[0]!)} draws ${e.values['n'] === 1 ? 'a lantern' : `${String(e.values['n'])} lanterns`} (${String(e.values['left'])} left in the deck)`,
    'nm-coins': (e, name) => {
      const d = e.values['delta'] as number;
      if (d === 0) return `${name(e.actors[0]!)} has no coin to lose`;
      return `${name(e.actors[0]!)} ${d > 0 ? 'gains' : 'loses'} ${coins(Math.abs(d))} (now ${String(e.values['now'])})`;
    },
    'nm-discard': (e, name) => `${name(e.actors[0]!)} discards ${card(e.values['card'])}`,
    'nm-close': (e, name) => `${name(e.actors[0]!)} closes ${stall(e.values['stall'])}`,
    'nm-pass': (e, name) => `${name(e.actors[0]!)} has no lantern left and passes`,
    'nm-stall': (e, name) =>
      e.actors.length === 0 ? `Nobody leads ${stall(e.values['stall'])}` : `${stall(e.values['stall'])} (${String(e.values['points'])} points) goes to ${name(e.actors[0]!)}`,
    'nm-goal': (e, name) => `${name(e.actors[0]!)} meets ${goal(e.values['goal'])}: ${String(e.values['points'])} points`,
    'nm-end': (e, name) => {
      const scores = Object.entries(e.values['scores'] as Record<string, number>).map(([p, n]) => `${name(p)} ${n}`).join(', ');
      return `The market closes: ${scores}`;
    },
  };
}

export function createNightMarketGame(rules: MarketRules | null, effects: PackEffects | null): GameDef<MarketG, MarketRules> {
  const sources = sourcesOf(effects);
  const names = new Map((rules?.seats ?? []).map((s) => [s.id, s.name]));
  return {
    id: 'night-market',
    setup(s) {
      const r = s.rules;
      const deck = s.rng.shuffle(r.lanterns.flatMap((l) => Array.from({ length: l.count }, (_, i) => `${l.id}-${i + 1}`)));
      const hands: Record<string, string[]> = {};
      for (const p of s.players) hands[p] = deck.splice(deck.length - Math.min(r.handSize, deck.length));
      s.push({ t: 'nm/turn', p: s.players[0]! });
      return {
        stalls: Object.fromEntries(r.stalls.map((st) => [st.id, { lanterns: [], closed: false }])),
        deck,
        hands,
        discard: [],
        coins: Object.fromEntries(s.players.map((p) => [p, 0])),
        round: 1,
        result: null,
      };
    },
    tasks: tasks(sources),
    // Others' hands and the deck are face down: only how many.
    redact: (g, viewer) => ({ ...g, hands: hideExcept(g.hands, viewer), deck: hidden(g.deck) }) as unknown as Json,
    render: renderers(rules),
    playerName: (p) => names.get(p) ?? p,
    effectSource: () => sources,
    effects: marketEffects,
  };
}
