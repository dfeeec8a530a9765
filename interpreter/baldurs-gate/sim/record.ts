/**
 * What the simulator keeps of a finished game beyond who won: named figures
 * (Prestige by source, attacks defended and failed, buildings and
 * fortifications built, deals made by location, each card built and its
 * income used) and per-seat labels (the HQ card). Read once per game from the
 * final data and the few log kinds in `STATS_LOG`.
 */
import type { LogEntry } from '../../core/index.ts';
import { fortificationCount } from '../board.ts';
import type { BgRules } from '../rules.ts';
import type { BgG } from '../state.ts';

/** The log kinds `recordGame` reads (the simulator keeps only these). */
export const STATS_LOG: readonly string[] = ['deal', 'income-benefit'];

export interface BgFigures {
  figures: Record<string, number>;
  labels: Record<string, Record<string, string>>;
}

export function recordGame(g: BgG, rules: BgRules, log: readonly LogEntry[]): BgFigures {
  const f: Record<string, number> = {};
  const add = (k: string, n = 1): void => {
    f[k] = (f[k] ?? 0) + n;
  };
  const players = Object.keys(g.res);
  for (const p of players) {
    for (const [source, n] of Object.entries(g.prestigeBy[p]!)) add(`prestige.${source}`, n / players.length);
    add('prestige.total', g.res[p]!.prestige / players.length);
    add('buildings', g.portfolio[p]!.length);
    add('fortifications', fortificationCount(g, p));
    add('gates', g.gateCards[p]!.length);
    for (const c of g.portfolio[p]!) add(`card.${c}.built`);
  }
  f['attacks.defended'] = g.attacks.filter((a) => a.defended).length;
  f['attacks.failed'] = g.attacks.filter((a) => !a.defended).length;
  f['final.defended'] = g.attacks.some((a) => a.final && a.defended) ? 1 : 0;
  f.turns = g.turn;
  for (const e of log) {
    if (e.kind === 'deal') add(`deal.${String(e.values.location)}.${String(e.values.deal)}`);
    else if (e.kind === 'income-benefit') {
      const use = String(e.values.use);
      if (use.startsWith('card:')) add(`card.${use.slice(5)}.income`);
      else add(`income.${use.split(':')[0]}`);
    }
  }
  const labels: Record<string, Record<string, string>> = {};
  for (const p of players) labels[p] = { hq: rules.hqCards[g.hq[p]!]?.name ?? g.hq[p]! };
  return { figures: f, labels };
}
