/**
 * What the simulator keeps of a finished game beyond who won: a few named
 * figures compared between runs (Prestige by source per player, attacks
 * defended and failed, buildings, fortifications, turns), per-seat labels
 * (the HQ card), and the game's own part for its report tables (each card
 * built and its income used, deals by location, Prestige by source by
 * seat). Read once per game from the final data and the log kinds in
 * `STATS_LOG`.
 */
import type { Json, LogEntry } from '../../core/index.ts';
import { fortificationCount } from '../board.ts';
import type { BgRules } from '../rules.ts';
import type { BgG } from '../state.ts';

/** The log kinds `recordGame` reads (the simulator keeps only these). */
export const STATS_LOG: readonly string[] = ['deal', 'income-benefit'];

/**
 * Every source `addPrestige` names (state.ts and the effects' `source`):
 * each is a figure in every record, 0 when unused, so a figure's mean is
 * over all games and not only those where the source scored.
 */
export const PRESTIGE_SOURCES: readonly string[] = [
  'card', 'income', 'benefit', 'deal', 'hq', 'track', 'effect', 'defense', 'fortification', 'gate',
  'agendas', 'group', 'districts', 'leftovers',
];

/** Baldur's Gate's part of a game's record (plain JSON). */
export interface BgPart {
  winners: string[];
  /** Player -> HQ card id. */
  hq: Record<string, string>;
  /** Player -> Prestige by source. */
  prestigeBy: Record<string, Record<string, number>>;
  /** Card id -> [times built, income uses]. */
  cards: Record<string, [number, number]>;
  /** `<location>:<deal>` -> deals made. */
  deals: Record<string, number>;
  attacks: { defended: number; failed: number; finalDefended: number };
}

export interface BgFigures {
  figures: Record<string, number>;
  labels: Record<string, Record<string, string>>;
  game: Json;
}

export function recordGame(g: BgG, rules: BgRules, log: readonly LogEntry[]): BgFigures {
  const f: Record<string, number> = {};
  const add = (k: string, n: number): void => {
    f[k] = (f[k] ?? 0) + n;
  };
  const players = Object.keys(g.res);
  const cards: BgPart['cards'] = {};
  for (const source of PRESTIGE_SOURCES) f[`prestige.${source}`] = 0;
  for (const p of players) {
    for (const [source, n] of Object.entries(g.prestigeBy[p]!)) add(`prestige.${source}`, n / players.length);
    add('prestige', g.res[p]!.prestige / players.length);
    add('buildings', g.portfolio[p]!.length);
    add('fortifications', fortificationCount(g, p));
    for (const c of g.portfolio[p]!) (cards[c] ??= [0, 0])[0]++;
  }
  const defended = g.attacks.filter((a) => a.defended).length;
  f['attacks.defended'] = defended;
  f['attacks.failed'] = g.attacks.length - defended;
  f.turns = g.turn;
  const deals: Record<string, number> = {};
  for (const e of log) {
    if (e.kind === 'deal') {
      const k = `${String(e.values.location)}:${String(e.values.deal)}`;
      deals[k] = (deals[k] ?? 0) + 1;
    } else if (e.kind === 'income-benefit') {
      const use = String(e.values.use);
      if (use.startsWith('card:')) (cards[use.slice(5)] ??= [0, 0])[1]++;
    }
  }
  const part: BgPart = {
    winners: g.winners.slice(),
    hq: { ...g.hq },
    prestigeBy: JSON.parse(JSON.stringify(g.prestigeBy)) as BgPart['prestigeBy'],
    cards,
    deals,
    attacks: { defended, failed: g.attacks.length - defended, finalDefended: g.attacks.some((a) => a.final && a.defended) ? 1 : 0 },
  };
  const labels: Record<string, Record<string, string>> = {};
  for (const p of players) labels[p] = { hq: `hq:${g.hq[p]!}` };
  return { figures: f, labels, game: part as unknown as Json };
}
