/**
 * Combat odds from the ruleset's die faces, as the Columbia bots weigh them:
 * each die as a mean and a variance, a side's total as their sums, and the
 * chance one total beats another from a normal approximation.
 */
import type { Memo } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import { shelf } from '../../core/index.ts';

export interface Spread {
  mean: number;
  variance: number;
}

/** Each Ruleset's `diceStats`, kept by the engine. */
const DIE_STATS = shelf<Record<string, Spread>>('bot die statistics');

/** Mean and variance of each die's numeric faces (a face that is not a number counts 0). */
export function diceStats(memo: Memo, rules: Ruleset): Record<string, Spread> {
  const kept = memo.getFor(DIE_STATS, rules);
  if (kept !== undefined) return kept;
  const s: Record<string, Spread> = {};
  for (const d of rules.dice) {
    const xs = d.faces.map((f) => (typeof f === 'number' ? f : 0));
    const mean = xs.reduce((a, x) => a + x, 0) / Math.max(1, xs.length);
    const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, xs.length);
    s[d.id] = { mean, variance };
  }
  return memo.setFor(DIE_STATS, rules, s);
}

function phi(x: number): number {
  // Logistic approximation of the normal CDF (max error ~0.01): plenty for a bot's judgement.
  return 1 / (1 + Math.exp(-1.702 * x));
}

/** Chance the attacker's total beats the defender's (the defender wins ties; totals are whole numbers). */
export function winChance(attacker: Spread, defender: Spread): number {
  return chanceAgainst(attacker.mean, attacker.variance, defender);
}

/** `winChance` of an attacker given by its mean and variance (a bot weighs many attacks a decision: no spread made for each). */
export function chanceAgainst(mean: number, variance: number, defender: Spread): number {
  const sd = Math.sqrt(variance + defender.variance + 0.25);
  return phi((mean - defender.mean - 0.5) / sd);
}
