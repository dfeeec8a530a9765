/**
 * How far a run's figures can be trusted as statements about the game
 * rather than about its bots: every report says which bots played and how
 * they did against each other, and warns when one bot beat the others so
 * easily that the sides' win rates mostly measure the bots. With a strength
 * check (`simulate --strength N`), a stronger bot also played the run's
 * bots, and the report warns when it beat one of them easily: the figures
 * then describe how that weaker bot plays the game, which a better player
 * would play differently.
 */
import { wilson, type Interval } from '../game/index.ts';
import type { Summary } from './stats.ts';
import { isSearchBotName, SEARCH_BOT } from './search/options.ts';

/** A bot's seats won at least this share beyond a fair one (its interval's low end): the others are much weaker. */
const EASILY = 1.5;

/** A stronger bot's games against one bot of the run (`simulate --strength N`). */
export interface StrengthCheck {
  /** The run's bot. */
  bot: string;
  /** The bot it was checked against. */
  stronger: string;
  games: number;
  /** Games the stronger bot's side won (a shared win counts for both). */
  wins: number;
  rate: Interval;
  /** The stronger bot beat it easily (its interval's low end above 1.5 times a fair share). */
  easily: boolean;
  /** It did not (its interval's high end below that share). Neither: too few games to say. */
  holds: boolean;
}

/** The bot that checks `bot`: the search bot, or against random play the game's heuristic (when it has one); none for a search bot. */
export function strongerThan(bot: string, known: readonly string[]): string | null {
  if (isSearchBotName(bot)) return null;
  if (bot === 'random' && known.includes('heuristic')) return 'heuristic';
  return SEARCH_BOT;
}

/** A strength check from its games' summary (the stronger bot's seats, `byBot`), with `sides` sides at the table. */
export function strengthCheck(bot: string, stronger: string, s: Summary): StrengthCheck {
  const r = s.byBot[stronger];
  const sides = Math.max(1, Object.keys(s.winRate).length);
  // byBot counts seats; a side of several seats wins once per seat.
  const games = s.finished;
  const wins = r === undefined || r.games === 0 ? 0 : Math.round((r.wins / r.games) * games);
  const rate = wilson(wins, games);
  const bar = Math.min(0.95, EASILY / sides);
  return { bot, stronger, games, wins, rate, easily: games > 0 && rate.lo > bar, holds: games > 0 && rate.hi < bar };
}

const pc = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** The notes a report gives about its bots' strength (empty when there is nothing to say). */
export function trustNotes(s: Summary, bots: readonly string[], checks: readonly StrengthCheck[] = []): string[] {
  const names = [...new Set(bots)];
  const sides = Math.max(1, Object.keys(s.winRate).length);
  const fair = 1 / sides;
  const out: string[] = [];
  const checked = new Set(checks.map((c) => c.bot));
  if (names.length === 1 && !checked.has(names[0]!)) {
    out.push(
      `every seat played ${names[0]} (mirror games): the win rates compare the sides and seats with equal bots; how strong ${names[0]} is was not measured here (simulate --strength N plays a stronger bot against it; rulewright bench plays the search bot, mcts, against the heuristic bot)`,
    );
  } else if (names.length === 1) {
    out.push(`every seat played ${names[0]} (mirror games): the win rates compare the sides and seats with equal bots`);
  }
  for (const [bot, r] of Object.entries(s.byBot)) {
    if (names.length > 1 && r.games > 0 && r.rate.lo > Math.min(0.95, EASILY * fair)) {
      const others = names.filter((b) => b !== bot).join(', ');
      out.push(
        `${bot} won ${pc(r.rate.p)} of its seats [${pc(r.rate.lo)}, ${pc(r.rate.hi)}] against ${others}: it beats them easily, so the sides' win rates here mostly measure the bots, not the game's balance`,
      );
    }
  }
  for (const c of checks) {
    const measured = `${c.stronger} won ${c.wins} of ${c.games} games against ${c.bot} (${pc(c.rate.p)} [${pc(c.rate.lo)}, ${pc(c.rate.hi)}], sides swapped)`;
    const bar = pc(Math.min(0.95, EASILY / sides));
    if (c.easily) out.push(`${measured}: it beats ${c.bot} easily, so these figures rest on a bot a stronger player beats: they say how ${c.bot} plays this game, and a better player may find another balance`);
    else if (c.holds) out.push(`${measured}: ${c.bot} holds its own against a stronger bot (below ${bar} for certain), so these figures are not only its weakness`);
    else out.push(`${measured}: too few games to say whether it beats ${c.bot} easily (more than ${bar} for certain): play more with --strength`);
  }
  return out;
}
