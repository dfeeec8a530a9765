/**
 * How far a run's figures can be trusted as statements about the game
 * rather than about its bots: every report says which bots played and how
 * they did against each other, and warns when one bot beat the others so
 * easily that the sides' win rates mostly measure the bots.
 */
import type { Summary } from './stats.ts';

/** A bot's seats won at least this share beyond a fair one (its interval's low end): the others are much weaker. */
const EASILY = 1.5;

/** The notes a report gives about its bots' strength (empty when there is nothing to say). */
export function trustNotes(s: Summary, bots: readonly string[]): string[] {
  const names = [...new Set(bots)];
  const sides = Math.max(1, Object.keys(s.winRate).length);
  const fair = 1 / sides;
  if (names.length === 1) {
    return [
      `every seat played ${names[0]} (mirror games): the win rates compare the sides and seats with equal bots; how strong ${names[0]} is was not measured here (rulewright bench plays the search bot, mcts, against the heuristic bot; simulate --bots mcts,${names[0]} measures it on this pack)`,
    ];
  }
  const out: string[] = [];
  for (const [bot, r] of Object.entries(s.byBot)) {
    if (r.games > 0 && r.rate.lo > Math.min(0.95, EASILY * fair)) {
      const others = names.filter((b) => b !== bot).join(', ');
      out.push(
        `${bot} won ${(r.rate.p * 100).toFixed(1)}% of its seats [${(r.rate.lo * 100).toFixed(1)}, ${(r.rate.hi * 100).toFixed(1)}] against ${others}: it beats them easily, so the sides' win rates here mostly measure the bots, not the game's balance`,
      );
    }
  }
  return out;
}
