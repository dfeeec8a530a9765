/**
 * Night Market as a game module: what the games registry hands every tool
 * for a pack with `game: night-market`. A test fixture (`fixture: true`): it
 * proves and guards the seam a second game plugs into, and is not offered
 * where a designer picks a game. Its pack: test/fixtures/packs/night-market/.
 */
import type { GameModule, GameOutcome } from '../game/index.ts';
import { nightMarketContent } from './content.ts';
import { HANDLED } from './effects.ts';
import { nightMarketDocs, nightMarketRegistry } from './language.ts';
import { finalScores } from './market.ts';
import { createNightMarketGame } from './rules.ts';
import { nightMarketScenario } from './scenario.ts';
import { nightMarketDisplay } from './display.ts';
import type { MarketG, MarketResult, MarketRules } from './types.ts';
import { nightMarketPreview } from './preview.ts';

function nameOf(rules: MarketRules, side: string): string {
  return rules.seats.find((s) => s.id === side)?.name ?? side;
}

function outcome(state: { g: MarketG; over: unknown; players: string[] }, rules: MarketRules): GameOutcome {
  const over = state.over as MarketResult | null;
  if (over === null) {
    // Before the end: stalls led and coins so far (goals are only scored when the market closes).
    const { scores } = finalScores(state.g, rules, state.players, () => false);
    return { over: false, winners: [], scores, reason: null, length: { rounds: state.g.round }, sentence: `The market is open, round ${state.g.round}` };
  }
  const names = over.winners.map((w) => nameOf(rules, w));
  const who = names.length === 1 ? `${names[0]} wins` : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} share the win`;
  return { over: true, winners: [...over.winners], scores: { ...over.scores }, reason: over.reason, length: { rounds: over.round }, sentence: `${who} as the market closes in round ${over.round}` };
}

export const nightMarketModule: GameModule<MarketG, MarketRules> = {
  id: 'night-market',
  title: 'Night Market (a test fixture)',
  fixture: true,
  content: nightMarketContent,
  language: { registry: nightMarketRegistry, handled: HANDLED, docs: nightMarketDocs },
  seats: {
    counts: (rules) => rules.players,
    players(rules, count) {
      if (!rules.players.includes(count)) throw new Error(`Night Market is played by ${rules.players.join(' or ')} players, not ${count}`);
      return rules.seats.slice(0, count).map((s) => s.id);
    },
    // No teams: each player plays for himself.
    sideOf: (_rules, player) => player,
    nameOf,
  },
  createGame: (rules, effects) => createNightMarketGame(rules, effects),
  outcome,
  hooks: {
    scenario: nightMarketScenario,
    display: nightMarketDisplay,
    editor: { firstFile: 'lanterns', files: { pack: 'Pack', board: 'Board', lanterns: 'Lanterns', goals: 'Goals' }, preview: nightMarketPreview },
    // The first seat hangs the first lantern, then seat order (rules.ts: game/start).
    // The search bot's value of an unfinished market: coins and stalls led, as the outcome scores them (goals count only at the close).
    sim: { startOrder: (state) => state.players, value: (engine, state) => finalScores(state.g, engine.rules, state.players, () => false).scores },
  },
};
