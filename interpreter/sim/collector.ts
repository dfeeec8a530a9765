/**
 * Counts what one game did from its structured log: cards drawn and what
 * they were played for, the combats they were played in and who won them,
 * world events drawn and passed. Fed the entries of each `apply` as the game
 * runs: the simulator asks for only the kinds read here (`STATS_LOG`), so
 * the engine skips building every other entry.
 *
 * Pure: no Node APIs.
 */
import type { GameState, LogEntry, LogKinds } from '../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import { rulesIndex } from '../columbia/board.ts';
import type { ColumbiaG, GameResult } from '../columbia/state.ts';
import { emptyCardUse, type CardUse, type EndReason, type EventUse, type GameRecord } from './stats.ts';

type Use = 'combat' | 'influence' | 'eagles' | 'discardEffect';

/** The log entries `GameStats.feed` reads: every kind its switch names (a test plays games both ways and compares). */
export const STATS_LOG: LogKinds = {
  only: new Set([
    'cards-drawn-private',
    'produced',
    'we-vote-played-cards',
    'discard-effect',
    'combat-cards-revealed',
    'combat-totals',
    'we-draw',
    'we-vote-result',
  ]),
};

export class GameStats {
  readonly cards: Record<string, CardUse> = {};
  readonly events: Record<string, EventUse> = {};
  private readonly typeOf: Record<string, string>;
  /** Card types each side revealed in the combat being fought. */
  private combatTypes: { attacker: string[]; defender: string[] } | null = null;

  constructor(readonly rules: Ruleset) {
    const ix = rulesIndex(rules);
    this.typeOf = {};
    for (const id in ix.card) this.typeOf[id] = ix.card[id]!.cardTypeId;
  }

  private use(card: string): CardUse {
    const t = this.typeOf[card] ?? card;
    return (this.cards[t] ??= emptyCardUse());
  }

  private count(cards: unknown, what: Use | 'drawn'): void {
    if (!Array.isArray(cards)) return;
    for (const c of cards) if (typeof c === 'string') this.use(c)[what]++;
  }

  /** The opening hands count as drawn (setup deals them without a log entry). */
  begin(state: GameState<ColumbiaG>): void {
    for (const p of Object.values(state.g.players)) this.count(p.hand, 'drawn');
  }

  feed(entries: readonly LogEntry[]): void {
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i]!;
      const v = e.values;
      switch (e.kind) {
        case 'cards-drawn-private':
          this.count(v.cards, 'drawn');
          break;
        case 'produced':
          this.count(v.cards, 'eagles');
          break;
        case 'we-vote-played-cards':
          this.count(v.cards, 'influence');
          break;
        case 'discard-effect':
          if (typeof v.card === 'string') this.use(v.card).discardEffect++;
          break;
        case 'combat-cards-revealed': {
          this.count(v.attacker, 'combat');
          this.count(v.defender, 'combat');
          const types = (x: unknown) => [...new Set((Array.isArray(x) ? x : []).map((c) => this.typeOf[c as string] ?? String(c)))];
          this.combatTypes = { attacker: types(v.attacker), defender: types(v.defender) };
          break;
        }
        case 'combat-totals': {
          const played = this.combatTypes;
          this.combatTypes = null;
          if (played === null) break;
          for (const side of ['attacker', 'defender'] as const) {
            for (const t of played[side]) {
              const u = (this.cards[t] ??= emptyCardUse());
              u.combats++;
              if (v.winner === side) u.combatsWon++;
            }
          }
          break;
        }
        case 'we-draw':
          if (typeof v.eventId === 'string') (this.events[v.eventId] ??= { drawn: 0, passed: 0 }).drawn++;
          break;
        case 'we-vote-result':
          if (v.passes === true && typeof v.eventId === 'string') (this.events[v.eventId] ??= { drawn: 0, passed: 0 }).passed++;
          break;
        default:
          break;
      }
    }
  }
}

/** Where each faction's final points came from: held territories and each claimed victory card. */
export function pointsBySource(g: ColumbiaG, rules: Ruleset): { territories: Record<string, number>; cards: Record<string, Record<string, number>> } {
  const ix = rulesIndex(rules);
  const territories: Record<string, number> = {};
  const cards: Record<string, Record<string, number>> = {};
  for (const f of Object.keys(g.factions)) {
    territories[f] = 0;
    cards[f] = {};
  }
  for (const [t, f] of Object.entries(g.territoryHolders)) territories[f] = (territories[f] ?? 0) + (ix.territory[t]?.victoryPoints ?? 0);
  for (const c of g.victoryCards.claimed) {
    const pts = ix.victoryCard[c.id]?.points ?? 0;
    const byCard = (cards[c.factionId] ??= {});
    byCard[c.id] = (byCard[c.id] ?? 0) + pts;
  }
  return { territories, cards };
}

/** The record of a finished (or abandoned) game. */
export function gameRecord(
  base: Pick<GameRecord, 'index' | 'seed' | 'bots' | 'ms' | 'decisions' | 'error' | 'fallbacks'>,
  state: GameState<ColumbiaG>,
  rules: Ruleset,
  stats: GameStats,
): GameRecord {
  const g = state.g;
  const result = state.over as unknown as GameResult | null;
  const factions: Record<string, string> = {};
  const leaders: Record<string, string> = {};
  for (const p of state.players) {
    factions[p] = g.players[p]!.factionId;
    leaders[p] = g.players[p]!.leaderId;
  }
  const vp: Record<string, number> = {};
  const { territories, cards } = pointsBySource(g, rules);
  for (const f of Object.keys(g.factions)) vp[f] = (territories[f] ?? 0) + Object.values(cards[f] ?? {}).reduce((a, x) => a + x, 0);
  return {
    ...base,
    players: state.players.slice(),
    factions,
    leaders,
    timeline: g.timeline.id,
    winner: result?.winner ?? null,
    reason: (result?.reason ?? 'unfinished') as EndReason,
    rounds: g.round,
    vp: result?.victoryPoints ?? vp,
    vpTerritories: territories,
    vpCards: cards,
    cards: stats.cards,
    events: stats.events,
  };
}
