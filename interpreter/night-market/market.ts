/**
 * Night Market's rules read and changed by both the turn tasks and the
 * effect handlers: which lantern a card is, who leads a stall, drawing,
 * and the final scoring.
 */
import type { Ctx } from '../core/index.ts';
import type { CardId, LanternType, MarketG, MarketResult, MarketRules } from './types.ts';

/** A card's lantern type: card ids are `<type id>-<n>`. */
export function lanternOf(rules: MarketRules, card: CardId): LanternType {
  const type = rules.lanterns.find((l) => card.startsWith(`${l.id}-`) && /^\d+$/.test(card.slice(l.id.length + 1)));
  if (type === undefined) throw new Error(`no lantern type for the card "${card}"`);
  return type;
}

/** Lantern value each player has hung at a stall. */
export function valueAt(g: MarketG, rules: MarketRules, stall: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of g.stalls[stall]?.lanterns ?? []) out[l.by] = (out[l.by] ?? 0) + lanternOf(rules, l.card).value;
  return out;
}

/** Who leads a stall: the one player with the most lantern value there, or null (nobody, or a tie). */
export function controllerOf(g: MarketG, rules: MarketRules, stall: string): string | null {
  let best: string | null = null;
  let top = 0;
  let tied = false;
  for (const [p, v] of Object.entries(valueAt(g, rules, stall))) {
    if (v > top) [best, top, tied] = [p, v, false];
    else if (v === top) tied = true;
  }
  return tied ? null : best;
}

/** `player` draws `n` cards from the top of the deck (fewer if it runs out); only he sees which. */
export function drawCards(ctx: Ctx<MarketG, MarketRules>, player: string, n: number): void {
  let drawn = 0;
  for (; drawn < n && ctx.g.deck.length > 0; drawn++) {
    const card = ctx.g.deck.pop()!;
    ctx.g.hands[player]!.push(card);
    ctx.log('nm-drew', [player], { card }, { to: [player] });
  }
  if (drawn > 0) ctx.log('nm-draws', [player], { n: drawn, left: ctx.g.deck.length });
}

/** Points when the market closes: stalls led, goals met (`met(goal, player)`), and 1 a coin. */
export function finalScores(g: MarketG, rules: MarketRules, players: readonly string[], met: (goal: string, player: string) => boolean): {
  scores: Record<string, number>;
  stalls: { stall: string; by: string | null; points: number }[];
  goals: { goal: string; player: string; points: number }[];
} {
  const scores: Record<string, number> = Object.fromEntries(players.map((p) => [p, g.coins[p] ?? 0]));
  const stalls = rules.stalls.map((s) => ({ stall: s.id, by: controllerOf(g, rules, s.id), points: s.points }));
  for (const s of stalls) if (s.by !== null) scores[s.by]! += s.points;
  const goals: { goal: string; player: string; points: number }[] = [];
  for (const goal of rules.goals) {
    for (const p of players) {
      if (met(goal.id, p)) {
        scores[p]! += goal.points;
        goals.push({ goal: goal.id, player: p, points: goal.points });
      }
    }
  }
  return { scores, stalls, goals };
}

/** Everyone with the top score wins (a tie is shared). */
export function resultOf(scores: Record<string, number>, round: number): MarketResult {
  const top = Math.max(...Object.values(scores));
  return { winners: Object.keys(scores).filter((p) => scores[p] === top), scores, reason: 'lanterns-out', round };
}
