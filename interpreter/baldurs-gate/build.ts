/**
 * The Build action, steps 1-7 (page 4): pay for a card from hand, put it in
 * the portfolio, place its tile and a cube on an available plot, send home
 * the worker on that district's Special Location, give the connection
 * benefits, carry out the card's "When built" effect, draw a Plot Token, put
 * it on its district's Attack Track, check for an attack.
 *
 * A build through an effect (the Counting House deal, the Guildmaster's Trade
 * Hall) starts at step 1 with the card taken from the display or the hand and
 * nothing paid, then follows steps 2-7 in full (RULINGS "A build through a
 * deal or an Income benefit follows build steps 2-7").
 */
import type { Ctx, Option, Task } from '../core/index.ts';
import { districtOfPlot } from './board.ts';
import { refillDisplay } from './cards.ts';
import type { BgRules } from './rules.ts';
import { plotSpace } from './rules.ts';
import { drawToken } from './setup.ts';
import type { BgG, PlayerId } from './state.ts';
import { bumpWorkers } from './worker.ts';

type C = Ctx<BgG, BgRules>;

/** What `card` costs `p` now: its Gold cost less any standing discount (`my building cards cost 1 less`). */
export function buildCost(ctx: C, p: PlayerId, card: string): number {
  let cost = ctx.rules.cards[card]!.cost;
  const mods = ctx.modifiers('modifier.cost');
  for (let i = 0; i < mods.length; i++) {
    const m = mods[i]!;
    if (m.owner !== p) continue;
    const change = ctx.modifierArgs(m, ['change']).change as { amount: number; less: boolean } | null;
    if (change && typeof change.amount === 'number') cost += change.less ? -change.amount : change.amount;
  }
  return Math.max(0, cost);
}

/** The cards of `from` that `p` can build now (all of them when free). */
export function affordableCards(ctx: C, p: PlayerId, from: readonly string[], free: boolean): string[] {
  if (free) return from.slice();
  const gold = ctx.g.res[p]!.gold;
  return from.filter((c) => buildCost(ctx, p, c) <= gold);
}

function cardLabel(rules: BgRules, card: string, cost: number | null): string {
  const c = rules.cards[card]!;
  const type = rules.buildingTypes[c.type]!.name;
  return cost === null ? `${c.name} (${type})` : `${c.name} (${type}, ${cost} Gold)`;
}

function plotOptions(available: readonly number[], rules: BgRules): Option[] {
  const out: Option[] = [];
  for (let i = 0; i < available.length; i++) out.push({ id: String(available[i]), label: rules.plotLabels[available[i]!]! });
  return out;
}

export const buildTasks: Record<string, (ctx: C, task: Task) => void> = {
  /** Step 1: which card, paid for (unless free), into the portfolio. */
  build(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const fromDisplay = task.from === 'display';
    const free = task.free === true;
    const source = fromDisplay ? g.display : g.hand[p]!;
    if (!ctx.answer) {
      const cards = affordableCards(ctx, p, source, free);
      if (cards.length === 0 || g.available.length === 0 || g.cubes[p]! < 1) {
        ctx.log('build-nothing', [p], {});
        return;
      }
      const options: Option[] = cards.map((c) => ({ id: c, label: cardLabel(rules, c, free ? null : buildCost(ctx, p, c)) }));
      return ctx.ask({
        player: p,
        kind: 'build-card',
        prompt: fromDisplay ? 'Choose a Building card of the display to build' : 'Choose a Building card to build',
        options,
        data: { from: fromDisplay ? 'display' : 'hand', free },
      });
    }
    const card = ctx.answer.id!;
    const cost = free ? 0 : buildCost(ctx, p, card);
    if (fromDisplay) {
      const i = g.display.indexOf(card);
      g.display.splice(i, 1);
      // Replace the card with a new one from the top of the deck.
      refillDisplay(g, ctx.rng, rules.setup.display, i);
    } else {
      g.hand[p]!.splice(g.hand[p]!.indexOf(card), 1);
    }
    g.res[p]!.gold -= cost;
    g.portfolio[p]!.push(card);
    ctx.push({ t: 'build/plot', p, card, cost, from: fromDisplay ? 'display' : 'hand' });
  },

  /** Steps 2-4: the plot, the tile and cube, the worker home, the benefits, the "When built" effect. */
  'build/plot'(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    const card = task.card as string;
    if (!ctx.answer) {
      return ctx.ask({
        player: p,
        kind: 'build-plot',
        prompt: `Choose a plot for ${rules.cards[card]!.name}`,
        options: plotOptions(g.available, rules),
        data: { card },
      });
    }
    const plot = Number(ctx.answer.id);
    const district = districtOfPlot(rules, plot);
    const space = plotSpace(plot);
    g.available.splice(g.available.indexOf(plot), 1);
    const type = rules.cards[card]!.type;
    g.board[space] = { kind: 'building', owner: p, builder: p, what: type, card, damaged: false };
    g.cubes[p]!--;
    if (ctx.logs('build')) ctx.log('build', [p], { card, type, plot, district, cost: task.cost as number, from: task.from as string });
    // Step 4: a worker on the district's Special Location goes home (yours too).
    bumpWorkers(ctx, rules.districtById[district]!.location);
    ctx.push({ t: 'benefits', p, space });
    const whenBuilt = rules.cards[card]!.whenBuilt;
    if (whenBuilt !== null) ctx.runEffect(whenBuilt, { owner: p, env: { source: 'card', card } });
    ctx.emit({ e: 'built', player: p, card, space });
    ctx.push({ t: 'build/token', p });
  },

  /** Steps 5-7: a Plot Token from the bag, its Available Plot Marker, its Attack Track; an attack on a 4th token. */
  'build/token'(ctx, task) {
    const { g, rules } = ctx;
    const p = task.p as PlayerId;
    // An empty bag draws nothing (the end has been triggered).
    if (g.bag.length === 0) return;
    const t = drawToken(ctx);
    const d = districtOfPlot(rules, t);
    g.available.push(t);
    const track = g.tracks[d]!;
    track.push(t);
    if (ctx.logs('token')) ctx.log('token', [p], { plot: t, district: d, onTrack: track.length, left: g.bag.length });
    if (track.length === 4) ctx.push({ t: 'attack', district: d, final: false });
  },
};
