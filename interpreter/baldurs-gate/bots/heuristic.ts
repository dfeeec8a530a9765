/**
 * A heuristic bot that plays sensibly: it builds where its pieces join up and
 * in districts it has not built in yet, avoids districts about to fall to an
 * attack it cannot defend, fortifies districts about to be attacked, sends
 * its worker for the deal it can use best (the faction tracks its agendas
 * need first), and uses every Income benefit worth its cost. Greedy, one
 * decision at a time; ties broken by its own random stream.
 */
import type { Choice, Chooser, Decision, Engine, GameState, Option } from '../../core/index.ts';
import { createRng } from '../../core/index.ts';
import { attackStrength } from '../attack.ts';
import { anyEmptySpace, defenseOf, districtOfPlot, districtsWithBuildingsOrHq } from '../board.ts';
import { gateBuildings } from '../fortify.ts';
import type { BgRules } from '../rules.ts';
import { plotSpace } from '../rules.ts';
import type { BgG, PlayerId } from '../state.ts';
import { effectWorths } from './value.ts';

export interface Eval {
  g: BgG;
  rules: BgRules;
  p: PlayerId;
  /** What an effect (by key) is worth (`value.ts`). */
  worth: (key: string) => number;
}

/** How much a card is worth to build now (before its cost). */
export function cardWorth(e: Eval, card: string): number {
  const c = e.rules.cards[card]!;
  let v = 3;
  if (c.whenBuilt) v += e.worth(c.whenBuilt);
  if (c.income) v += 1.5 * Math.max(0, (e.worth(c.income.effect)) - 0.45 * (c.income.cost.supplies ?? 0));
  // Cards of a type an agenda counts.
  for (const a of e.g.agendas[e.p] ?? []) if (e.rules.effects[e.rules.agendas[a]!.score]!.includes(`my ${e.rules.buildingTypes[c.type]!.name.toLowerCase()}`)) v += 2;
  return v;
}

/** Whether an attack on `district` is likely before long and would find it undefended by `p`. */
export function atRisk(e: Eval, district: string): boolean {
  const onTrack = e.g.tracks[district]?.length ?? 0;
  if (onTrack < 3) return false;
  const { total, by } = defenseOf(e.g, e.rules, district);
  return (by[e.p] ?? 0) === 0 && total < attackStrength(e.g, e.rules) + 1;
}

export function plotWorth(e: Eval, plot: number): number {
  const { g, rules, p } = e;
  const space = plotSpace(plot);
  const d = districtOfPlot(rules, plot);
  let v = 0;
  for (const n of rules.neighbours[space]!) {
    const piece = g.board[n];
    if (!piece || piece.owner === null) continue;
    v += piece.owner === p ? 3 : -0.4;
  }
  if (!districtsWithBuildingsOrHq(g, rules, p).includes(d)) v += 3;
  if (atRisk(e, d)) v -= 5;
  return v;
}

/** The faction a gain of Influence helps most: the track closest below the agenda threshold. */
export function trackWorth(e: Eval, track: string): number {
  const i = e.rules.tracks.findIndex((t) => t.id === track);
  const have = e.g.influence[e.p]![i] ?? 0;
  const need = e.rules.agendaThreshold;
  const reached = e.g.influence[e.p]!.filter((x) => x >= need).length;
  const agendas = e.g.agendas[e.p]!.length;
  if (have < need && reached < agendas) return 2 + have * 0.5;
  return have >= e.rules.tracks[i]!.spaces.length ? 0 : 1;
}

/** Whether an effect can be carried out now (what the rules check before offering a deal), read from its words. */
export function effectPossible(e: Eval, key: string): boolean {
  const { g, rules, p } = e;
  const text = rules.effects[key] ?? '';
  const cube = g.cubes[p]! > 0;
  if (/build a watchtower/.test(text)) return cube && anyEmptySpace(g, rules, 'watchtower');
  if (/build a keep/.test(text)) return cube && anyEmptySpace(g, rules, 'keep');
  if (/build a gate/.test(text)) return cube && g.gateStack.length > 0;
  if (/build a building card from the building display/.test(text)) return cube && g.display.length > 0 && g.available.length > 0;
  if (/build a building card from my hand/.test(text)) return cube && g.hand[p]!.length > 0 && g.available.length > 0;
  if (/place a cube on an empty hq space/.test(text)) return cube && anyEmptySpace(g, rules, 'hq');
  if (/^take /.test(text)) return g.display.length > 0;
  if (/retrieve my worker/.test(text)) return g.workers[p]!.some((w) => w !== null);
  return true;
}

/**
 * How much more a Building card in hand is worth than `value.ts` says, by
 * how few the bot holds: with none, it can never build again, and Gold piles
 * up while it collects income (games of two such bots never ended).
 */
export function cardNeed(e: Eval): number {
  const n = e.g.hand[e.p]!.length;
  return n === 0 ? 4 : n === 1 ? 1 : 0;
}

/** An effect's worth to this player now: Influence by how much its track still helps, cards by how short of them it is. */
export function effectValue(e: Eval, key: string): number {
  let v = e.worth(key);
  const text = (e.rules.effects[key] ?? '').toLowerCase();
  const m = /influence with the (guild|flaming fist|council)/.exec(text);
  if (m) v *= trackWorth(e, m[1]!.replace(' ', '-')) / 1.6;
  const need = cardNeed(e);
  if (need > 0) for (const c of text.matchAll(/(?:draw|take) (\d+) building card/g)) v += need * Number(c[1]);
  return v;
}

export function dealWorth(e: Eval, location: string, deal: number, cost: number): number {
  const loc = e.rules.locations[location]!;
  const d = loc.deals[deal]!;
  if (!effectPossible(e, d.effect)) return -1;
  let v = effectValue(e, d.effect);
  const text = e.rules.effects[d.effect]!;
  if (/build a (watchtower|keep)/.test(text)) {
    if (e.rules.districts.some((dd) => atRisk(e, dd.id) && e.g.board && hasBuildingIn(e, dd.id))) v += 4;
  }
  // A Gate pays its Prestige per Building of its two districts at once: the best Gate left, not a flat guess.
  if (/build a gate/.test(text)) v = Math.max(v, ...e.g.gateStack.map((id) => gateBuildings(e.g, e.rules, id) * e.rules.gates[id]!.prestigePerBuilding + 1));
  return v - cost * 0.55;
}

function hasBuildingIn(e: Eval, district: string): boolean {
  return e.rules.districtById[district]!.plots.some((n) => e.g.board[plotSpace(n)]?.owner === e.p);
}

export function fortifySpaceWorth(e: Eval, space: string): number {
  const sp = e.rules.spaces[space]!;
  let v = sp.prestige;
  for (const d of sp.districts) {
    const mine = e.rules.districtById[d]!.plots.filter((n) => e.g.board[plotSpace(n)]?.owner === e.p).length;
    v += mine * 1.5 + (e.g.tracks[d]?.length ?? 0) * 0.8 + (e.g.damaged.includes(d) ? -3 : 0);
  }
  for (const n of e.rules.neighbours[space]!) if (e.g.board[n]?.owner === e.p) v += 2;
  return v;
}

function best(options: readonly Option[], score: (o: Option) => number, tiebreak: () => number): Option {
  let top = options[0]!;
  let topScore = -Infinity;
  for (const o of options) {
    const s = score(o) + tiebreak() * 1e-6;
    if (s > topScore) {
      topScore = s;
      top = o;
    }
  }
  return top;
}

function decide(e: Eval, d: Decision, rand: () => number): string[] {
  const { g, rules, p } = e;
  const pick = (score: (o: Option) => number): string[] => [best(d.options, score, rand).id];
  switch (d.kind) {
    case 'action': {
      const hand = g.hand[p]!;
      const affordable = hand.filter((c) => rules.cards[c]!.cost <= g.res[p]!.gold);
      const buildV = affordable.length > 0 ? 4 + Math.max(...affordable.map((c) => cardWorth(e, c))) * 0.5 : -99;
      // Short of Gold for every card in hand: income. With no card in hand, Gold does not help (cardNeed does).
      const cheapest = hand.length > 0 ? Math.min(...hand.map((c) => rules.cards[c]!.cost)) : 0;
      const incomeV = 2.5 + (g.res[p]!.gold < cheapest ? 3 : 0);
      let workerV = -99;
      for (const l of rules.locationOrder) {
        for (let i = 0; i < rules.locations[l]!.deals.length; i++) {
          const cost = rules.locations[l]!.deals[i]!.cost + (g.damaged.includes(rules.locations[l]!.district) ? 1 : 0);
          if (cost <= g.res[p]!.favor) workerV = Math.max(workerV, dealWorth(e, l, i, cost));
        }
      }
      return pick((o) => (o.id === 'build' ? buildV : o.id === 'income' ? incomeV : workerV));
    }
    case 'build-card':
      return pick((o) => cardWorth(e, o.id) - (d.data && (d.data as { free?: boolean }).free ? 0 : rules.cards[o.id]!.cost * 0.3));
    case 'build-plot':
      return pick((o) => plotWorth(e, Number(o.id)));
    case 'worker-location':
      return pick((o) => {
        const loc = rules.locations[o.id]!;
        let v = -1;
        for (let i = 0; i < loc.deals.length; i++) {
          const cost = loc.deals[i]!.cost + (g.damaged.includes(loc.district) ? 1 : 0);
          if (cost <= g.res[p]!.favor) v = Math.max(v, dealWorth(e, o.id, i, cost));
        }
        return v;
      });
    case 'deal': {
      const location = (d.data as { location: string }).location;
      return pick((o) => {
        if (o.id === 'none') return 0;
        const i = Number(o.id);
        const cost = rules.locations[location]!.deals[i]!.cost + (g.damaged.includes(rules.locations[location]!.district) ? 1 : 0);
        return dealWorth(e, location, i, cost);
      });
    }
    case 'income':
      return pick((o) => {
        if (o.id === 'done') return 0.1;
        const [kind, id] = [o.id.slice(0, o.id.indexOf(':')), o.id.slice(o.id.indexOf(':') + 1)];
        if (kind === 'card') {
          const inc = rules.cards[id]!.income!;
          return effectValue(e, inc.effect) - 0.45 * (inc.cost.supplies ?? 0) + 0.3;
        }
        if (kind === 'gate') return 1;
        const opt = rules.hqCards[g.hq[p]!]!.basic.options[Number(id)];
        return opt ? effectValue(e, opt.effect) - 0.45 : 0.5;
      });
    case 'take-card':
    case 'keep-buildings':
      if (d.kind === 'keep-buildings') return d.options.map((o) => o.id).sort((a, b) => cardWorth(e, b) - cardWorth(e, a)).slice(0, d.min);
      return pick((o) => cardWorth(e, o.id) - rules.cards[o.id]!.cost * 0.2);
    case 'keep-agendas':
      return d.options.slice(0, d.min).map((o) => o.id);
    case 'watchtower':
    case 'keep':
      return pick((o) => fortifySpaceWorth(e, o.id));
    case 'gate':
      return pick((o) => rules.gates[o.id]!.districts.reduce((n, dd) => n + rules.districtById[dd]!.plots.filter((x) => g.board[plotSpace(x)]?.kind === 'building').length, 0));
    case 'effect-choose':
      return pick((o) => (rules.tracks.some((t) => t.id === o.id) ? trackWorth(e, o.id) : 0));
    default:
      return d.options.slice(0, Math.max(d.min, 1)).map((o) => o.id);
  }
}

/** The heuristic bot for one seat, with its own random stream for ties. */
export function heuristicBot(rules: BgRules, seed: string | number): Chooser {
  const rng = createRng(`heuristic:${seed}`);
  const table = effectWorths(rules);
  const worth = (key: string): number => table[key] ?? 0;
  return {
    choose(engine: Engine<BgG, BgRules>, state: GameState<BgG>): Choice {
      const d = engine.decision(state)!;
      const ids = decide({ g: state.g, rules, p: d.player, worth }, d, () => rng.int(0, 1_000_000) / 1_000_000);
      return { player: d.player, ids };
    },
  } as Chooser;
}
