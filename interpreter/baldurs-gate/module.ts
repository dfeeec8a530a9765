/**
 * Builders of Baldur's Gate as a game module (interpreter/game/module.ts):
 * what the games registry hands every tool for a pack with
 * `game: baldurs-gate`. Nothing above the registry imports a file of this
 * folder.
 */
import type { PackEffects } from '../content/index.ts';
import type { Json } from '../core/index.ts';
import { coreVocabulary, createRegistry, type Registry } from '../dsl/index.ts';
import type { GameModule, GameOutcome } from '../game/index.ts';
import { baldursGateContent } from './content/spec.ts';
import { boardModel, tableModel, type ViewG } from './display/pictures.ts';
import { boardText } from './display/text.ts';
import { baldursGatePreview } from './display/preview.ts';
import { baldursGateTerminal } from './display/terminal.ts';
import { handledIds } from './effects/handled.ts';
import { createBgGame, type BgSources } from './game.ts';
import { baldursGateLanguageDocs } from './language/docs.ts';
import { baldursGateVocabulary } from './language/vocabulary.ts';
import { playerName } from './log.ts';
import type { BgRules } from './rules.ts';
import { baldursGateScenario } from './scenario/hooks.ts';
import type { BgResult } from './scoring.ts';
import { baldursGateSim } from './sim/hooks.ts';
import { determinize } from './determinize.ts';
import type { BgG } from './state.ts';

/** Core plus Baldur's Gate: the words every Baldur's Gate pack's strings are read in. */
export const baldursGateRegistry: Registry = createRegistry(coreVocabulary, baldursGateVocabulary);

/** The loader's checked effects by key (null: none given; the game then reads the Ruleset's). */
function sourcesOf(effects: PackEffects | null): BgSources | null {
  if (effects === null) return null;
  const out: BgSources = {};
  for (const byId of Object.values(effects)) for (const [id, e] of Object.entries(byId)) if (e.program) out[id] = { program: e.program, text: e.text };
  return out;
}

function outcome(state: { g: BgG; over: unknown; players: readonly string[] }, rules: BgRules): GameOutcome {
  const g = state.g;
  const rounds = Math.max(1, Math.ceil(g.turn / state.players.length));
  const over = state.over as BgResult | null;
  if (over === null) {
    const scores = Object.fromEntries(state.players.map((p) => [p, g.res[p]!.prestige]));
    return { over: false, winners: [], scores, reason: null, length: { rounds, turns: g.turn }, sentence: `The game is at turn ${g.turn}`, active: g.phase === 'setup' ? null : g.active };
  }
  const names = over.winners.map((p) => playerName(rules, p));
  const top = over.scores[over.winners[0]!] ?? 0;
  const sentence =
    names.length === 1 ? `${names[0]} wins with ${top} Prestige after ${over.turns} turns` : `${names.join(' and ')} share the win with ${top} Prestige after ${over.turns} turns`;
  return { over: true, winners: over.winners.slice(), scores: { ...over.scores }, reason: over.reason, length: { rounds, turns: over.turns }, sentence, active: null };
}

/** A view (`engine.view(state, player)`) as the display reads it: its game data and seats (the game data alone is taken too). */
function viewParts(view: Json): { g: ViewG; players: string[] } {
  const v = view as unknown as { g?: ViewG; players?: string[] };
  const g = v.g !== undefined && Array.isArray(v.players) ? v.g : (view as unknown as ViewG);
  return { g, players: Array.isArray(v.players) ? v.players : Object.keys(g.res) };
}

export const baldursGateModule: GameModule<BgG, BgRules> = {
  id: 'baldurs-gate',
  title: "Builders of Baldur's Gate",
  content: baldursGateContent,
  language: { registry: baldursGateRegistry, handled: handledIds(), docs: baldursGateLanguageDocs },
  seats: {
    counts: (rules) => rules.setup.players.slice().sort((a, b) => a - b),
    players(rules, count) {
      if (!rules.setup.players.includes(count) || count > rules.colours.length) {
        throw new Error(`Builders of Baldur's Gate takes ${rules.setup.players.join(', ').replace(/, (\d+)$/, ' or $1')} players, not ${count}`);
      }
      return rules.colours.slice(0, count).map((c) => c.id);
    },
    // No teams: each player plays for themself.
    sideOf: (_rules, player) => player,
    nameOf: (rules, side) => playerName(rules, side),
  },
  createGame: (rules, effects) => createBgGame(rules, { sources: sourcesOf(effects), advanced: rules.setup.advancedSetup }),
  outcome: (state, rules) => outcome(state, rules),
  hooks: {
    scenario: baldursGateScenario,
    sim: { ...baldursGateSim(baldursGateRegistry), determinize: (state, viewer, _rules, rng) => determinize(state, viewer, rng) },
    display: {
      text: (view, rules) => {
        const { g, players } = viewParts(view);
        return boardText(g, rules, players);
      },
      stage: (view) => {
        const { g } = viewParts(view);
        return `${g.phase} ${g.turn} ${g.active}`;
      },
      board: (view, rules) => boardModel(viewParts(view).g, rules),
      terminal: baldursGateTerminal,
      table: (view, rules) => {
        const { g, players } = viewParts(view);
        return tableModel(g, rules, players);
      },
      colour: (player) => ({ yellow: '#e8c31a', red: '#c0392b', pink: '#e07bb0', blue: '#2e6fd1' })[player],
    },
    editor: {
      firstFile: 'buildings',
      preview: baldursGatePreview,
      files: {
        pack: 'Pack',
        board: 'Board',
        'special-locations': 'Special locations',
        factions: 'Factions',
        agendas: 'Agendas',
        'hq-cards': 'HQ cards',
        buildings: 'Buildings',
        gates: 'Gates',
        attack: 'Attack',
        scoring: 'Scoring',
        pieces: 'Pieces',
        setup: 'Setup',
      },
    },
  },
};
