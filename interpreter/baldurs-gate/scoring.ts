/**
 * The end (pages 13-14): the final attack on the face-down token's district,
 * then final scoring in four steps (agendas, the largest connected group, the
 * districts table, the leftovers) and the printed tie-breakers.
 *
 * Agendas: each is worked out by running its effect with its Prestige set
 * aside (`env.measure`), then the player scores the best ones, one per track
 * at the threshold: scoring more is never worse, so the engine chooses for
 * the player (RULINGS "Agendas are chosen for the player").
 */
import type { Ctx, Json, Task } from '../core/index.ts';
import { districtOfPlot, districtsWithBuildingsOrHq, fortificationCount, largestGroup } from './board.ts';
import { tracksAtThreshold } from './factions.ts';
import type { BgRules } from './rules.ts';
import type { BgG, FinalScore, PlayerId } from './state.ts';
import { addPrestige } from './state.ts';

type C = Ctx<BgG, BgRules>;

/** The result a finished game ends with (`state.over`). */
export interface BgResult {
  reason: 'final-scoring';
  winners: PlayerId[];
  scores: Record<PlayerId, number>;
  turns: number;
}

/** The agendas `p` scores: the best `k` worth something (ties: in the order held), `k` = tracks at the threshold. */
export function chooseAgendas(g: BgG, rules: BgRules, p: PlayerId): string[] {
  const k = tracksAtThreshold(g, rules, p);
  const values = g.agendaValues[p]!;
  const held = g.agendas[p]!;
  return held
    .map((a, i) => ({ a, i, v: values[a] ?? 0 }))
    .filter((x) => x.v > 0)
    .sort((x, y) => y.v - x.v || x.i - y.i)
    .slice(0, k)
    .map((x) => x.a);
}

/** Ranks players by Prestige then the tie-breakers; returns the winners (several: a shared win). */
export function winnersOf(g: BgG, rules: BgRules, players: readonly PlayerId[]): PlayerId[] {
  const key = (p: PlayerId): number[] => {
    const k = [g.res[p]!.prestige];
    for (const t of rules.scoring.tieBreakers) {
      if (t === 'portfolio-buildings') k.push(g.portfolio[p]!.length);
      else if (t === 'fortifications') k.push(fortificationCount(g, p));
      else if (t === 'agenda-prestige') k.push(g.final?.[p]?.agendas ?? 0);
    }
    return k;
  };
  const keys = players.map((p) => ({ p, k: key(p) }));
  const cmp = (a: number[], b: number[]): number => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return 0;
  };
  let best = keys[0]!.k;
  for (const x of keys) if (cmp(x.k, best) > 0) best = x.k;
  return keys.filter((x) => cmp(x.k, best) === 0).map((x) => x.p);
}

export const scoringTasks: Record<string, (ctx: C, task: Task) => void> = {
  'final-attack'(ctx) {
    const g = ctx.g;
    g.phase = 'final-attack';
    const token = g.finalToken;
    g.finalToken = null;
    g.revealed = token;
    // The face-down token is turned over: from now on everyone sees it.
    ctx.reveal();
    if (token === null) {
      ctx.push({ t: 'score/agendas' });
      return;
    }
    const district = districtOfPlot(ctx.rules, token);
    ctx.log('final-token', [], { plot: token, district });
    ctx.push({ t: 'attack', district, final: true }, { t: 'score/agendas' });
  },

  /** Step 1: work out each agenda held, with its Prestige set aside. */
  'score/agendas'(ctx) {
    const { g, rules } = ctx;
    if (g.final !== null) return;
    g.final = {};
    for (const p of ctx.players) {
      g.agendaValues[p] = {};
      for (const a of g.agendas[p]!) {
        g.agendaValues[p]![a] = 0;
        ctx.runEffect(rules.agendas[a]!.score, { owner: p, env: { measure: a, source: 'agenda' } });
      }
    }
    ctx.push({ t: 'score/final' });
  },

  /** Steps 1-4 and the winner. */
  'score/final'(ctx) {
    const { g, rules } = ctx;
    const final: Record<PlayerId, FinalScore> = {};
    for (const p of ctx.players) {
      const scored = chooseAgendas(g, rules, p);
      const agendas = scored.reduce((n, a) => n + (g.agendaValues[p]![a] ?? 0), 0);
      addPrestige(g, p, agendas, 'agendas');
      const groupSize = largestGroup(g, rules, p);
      const group = groupSize * rules.scoring.groupPrestige;
      addPrestige(g, p, group, 'group');
      const districtCount = districtsWithBuildingsOrHq(g, rules, p).length;
      const table = rules.scoring.districts;
      const districts = table[Math.min(districtCount, table.length - 1)] ?? 0;
      addPrestige(g, p, districts, 'districts');
      const r = g.res[p]!;
      const leftovers = Math.floor((r.gold + r.supplies + r.favor + g.hand[p]!.length) / rules.scoring.leftoverDivisor);
      addPrestige(g, p, leftovers, 'leftovers');
      final[p] = { agendas, agendasScored: scored, group, groupSize, districts, districtCount, leftovers };
      ctx.log('final-score', [p], { agendas, agendasScored: scored, group, groupSize, districts, districtCount, leftovers, total: r.prestige });
    }
    g.final = final;
    ctx.reveal();
    const winners = winnersOf(g, rules, ctx.players);
    g.winners = winners;
    g.phase = 'over';
    ctx.log('winner', winners, { prestige: g.res[winners[0]!]!.prestige, shared: winners.length > 1 });
    const result: BgResult = {
      reason: 'final-scoring',
      winners,
      scores: Object.fromEntries(ctx.players.map((p) => [p, g.res[p]!.prestige])),
      turns: g.turn,
    };
    ctx.end(result as unknown as Json);
  },
};
