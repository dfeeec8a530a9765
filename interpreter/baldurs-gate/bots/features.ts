/**
 * Option features for YAML priority bots (`if:` and `by:` expressions): what
 * an option of each decision kind is worth and why, in the heuristic bot's
 * terms. A feature an option does not have is 0.
 */
import type { Decision, Option } from '../../core/index.ts';
import { districtOfPlot, districtsWithBuildingsOrHq } from '../board.ts';
import type { BgRules } from '../rules.ts';
import { plotSpace } from '../rules.ts';
import type { BgG } from '../state.ts';
import { atRisk, cardWorth, dealWorth, fortifySpaceWorth, plotWorth, trackWorth, type Eval } from './heuristic.ts';
import { effectWorth } from './value.ts';

/** Feature name -> what it is (the bot schema and the docs list them). */
export const FEATURES: Readonly<Record<string, string>> = {
  worth: "the option's worth in Prestige-like points, as the heuristic bot reckons it",
  cost: 'what the option costs: a card\'s Gold, a deal\'s Favor, an Income benefit\'s Supplies',
  prestige: 'Prestige the option gives at once (a card\'s When built, a Watchtower space)',
  mine: 'my pieces joined to the plot or space',
  others: "other players' pieces joined to the plot or space",
  newDistrict: '1 when the plot is in a district where I have no Building or HQ yet',
  risk: '1 when the plot\'s district is about to be attacked and I give it no defense',
  tokens: "Plot Tokens on the district's Attack Track (4 means attacked)",
  influence: '1 when the option gains Influence with a faction',
  buildings: 'Buildings in the districts a Gate joins',
};

/** The features of one option of a decision for the deciding player. */
export function optionFeatures(g: BgG, rules: BgRules, d: Decision, o: Option, worth = (key: string): number => effectWorth(rules.effects[key] ?? '')): Record<string, number> {
  const e: Eval = { g, rules, p: d.player, worth };
  const out: Record<string, number> = {};
  switch (d.kind) {
    case 'build-card':
    case 'take-card':
    case 'keep-buildings': {
      const c = rules.cards[o.id];
      if (!c) break;
      out.worth = cardWorth(e, o.id);
      out.cost = c.cost;
      out.prestige = /gain (\d+) prestige/.exec(rules.effects[c.whenBuilt ?? ''] ?? '')?.[1] ? Number(/gain (\d+) prestige/.exec(rules.effects[c.whenBuilt!]!)![1]) : 0;
      break;
    }
    case 'build-plot': {
      const plot = Number(o.id);
      const d2 = districtOfPlot(rules, plot);
      out.worth = plotWorth(e, plot);
      for (const n of rules.neighbours[plotSpace(plot)]!) {
        const piece = g.board[n];
        if (piece && piece.owner !== null) out[piece.owner === d.player ? 'mine' : 'others'] = (out[piece.owner === d.player ? 'mine' : 'others'] ?? 0) + 1;
      }
      out.newDistrict = districtsWithBuildingsOrHq(g, rules, d.player).includes(d2) ? 0 : 1;
      out.risk = atRisk(e, d2) ? 1 : 0;
      out.tokens = g.tracks[d2]?.length ?? 0;
      break;
    }
    case 'worker-location':
    case 'deal': {
      const location = d.kind === 'deal' ? (d.data as { location: string }).location : o.id;
      const loc = rules.locations[location];
      if (!loc) break;
      const deals = d.kind === 'deal' ? (o.id === 'none' ? [] : [Number(o.id)]) : loc.deals.map((_, i) => i);
      let bestV = 0;
      for (const i of deals) {
        const cost = loc.deals[i]!.cost + (g.damaged.includes(loc.district) ? 1 : 0);
        if (cost > g.res[d.player]!.favor) continue;
        const v = dealWorth(e, location, i, cost);
        if (v > bestV) {
          bestV = v;
          out.cost = cost;
          out.influence = /influence/.test(rules.effects[loc.deals[i]!.effect]!) ? 1 : 0;
        }
      }
      out.worth = bestV;
      break;
    }
    case 'watchtower':
    case 'keep':
      out.worth = fortifySpaceWorth(e, o.id);
      out.prestige = rules.spaces[o.id]?.prestige ?? 0;
      for (const n of rules.neighbours[o.id] ?? []) if (g.board[n]?.owner === d.player) out.mine = (out.mine ?? 0) + 1;
      out.tokens = Math.max(0, ...(rules.spaces[o.id]?.districts ?? []).map((x) => g.tracks[x]?.length ?? 0));
      break;
    case 'gate': {
      const gate = rules.gates[o.id];
      if (!gate) break;
      out.buildings = gate.districts.reduce((n, x) => n + rules.districtById[x]!.plots.filter((p) => g.board[plotSpace(p)]?.kind === 'building').length, 0);
      out.worth = out.buildings * gate.prestigePerBuilding;
      break;
    }
    case 'effect-choose':
      if (rules.tracks.some((t) => t.id === o.id)) out.worth = trackWorth(e, o.id);
      break;
  }
  return out;
}

/** Every decision kind this game asks (what a YAML bot's `decisions:` may name). */
export const DECISION_KINDS: readonly string[] = [
  'action',
  'build-card',
  'build-plot',
  'worker-location',
  'deal',
  'income',
  'take-card',
  'watchtower',
  'keep',
  'gate',
  'gate-deal',
  'retrieve-worker',
  'choose-hq',
  'keep-buildings',
  'keep-agendas',
  'effect-choose',
  'effect-may',
  'effect-choice',
];
