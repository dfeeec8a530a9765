/**
 * The Siege of Columbia as a game module (interpreter/game/module.ts): what
 * the games registry hands every tool for a pack with `game: columbia`.
 * Everything here wraps what the module already has; nothing above the
 * registry imports a Columbia file.
 */
import type { GameState, Json } from '../core/index.ts';
import type { GameModule, GameOutcome } from '../game/index.ts';
import { victoryPointsByFaction } from './victory-points.ts';
import { columbiaContent } from './content/spec.ts';
import type { Ruleset } from './content/types.ts';
import { handledIds } from './effects/index.ts';
import { createColumbiaGame } from './game.ts';
import { columbiaLanguageDocs } from './language/docs.ts';
import { columbiaRegistry } from './language/vocabulary.ts';
import { endReasonWords } from './log.ts';
import { columbiaScenario } from './scenario/hooks.ts';
import { columbiaBotFiles } from './bots/library.ts';
import { playChecked } from './checked-play.ts';
import { heuristicBot } from './bots/heuristic.ts';
import { columbiaCounter, STATS_LOG } from './sim/counter.ts';
import { columbiaSummary } from './sim/summary.ts';
import { columbiaStage, columbiaText } from './display/text.ts';
import { columbiaNewGameChoices, columbiaNewGameScenario } from './display/new-game.ts';
import { columbiaBoard, columbiaColour, columbiaOptionMove, columbiaOptionNodes, columbiaTable } from './display/pictures.ts';
import { columbiaTerminal } from './display/terminal.ts';
import { columbiaOutline } from './display/outline.ts';
import { columbiaPreview } from './display/preview.ts';
import { earlierShapes, inCurrentShape } from './earlier-shapes.ts';
import { seatPlayers } from './setup.ts';
import { turnOrderFrom } from './players.ts';
import { determinize } from './determinize.ts';
import { columbiaValue } from './sim/value.ts';
import type { ColumbiaG, GameResult } from './state.ts';

/** A faction's name, or a colour's, or the id itself. */
function nameOf(rules: Ruleset, side: string): string {
  return rules.pack.factions.find((f) => f.id === side)?.name ?? rules.pack.colours.find((c) => c.id === side)?.name ?? side;
}

function outcome(state: { g: ColumbiaG; over: unknown }, rules: Ruleset): GameOutcome {
  const over = state.over as GameResult | null;
  if (over === null) {
    const round = state.g.round;
    return { over: false, winners: [], scores: victoryPointsByFaction(state.g, rules), reason: null, length: { rounds: round }, sentence: `The game is in round ${round}`, active: state.g.activePlayer };
  }
  const who = over.winner === null ? 'Nobody wins' : `The ${nameOf(rules, over.winner)} win`;
  return {
    over: true,
    winners: over.winner === null ? [] : [over.winner],
    scores: { ...over.victoryPoints },
    reason: over.reason,
    length: { rounds: over.round },
    sentence: `${who} ${endReasonWords(over.reason)} in round ${over.round}`,
    active: state.g.activePlayer,
  };
}

export const columbiaModule: GameModule<ColumbiaG, Ruleset> = {
  id: 'columbia',
  title: 'The Siege of Columbia',
  content: columbiaContent,
  language: { registry: columbiaRegistry, handled: handledIds(), docs: columbiaLanguageDocs },
  seats: {
    counts: (rules) => [...new Set(rules.setups.map((s) => s.players))].sort((a, b) => a - b),
    players: (rules, count) => seatPlayers(rules, count),
    // Players are colours; a colour plays for its faction (2 players: one colour each).
    sideOf: (rules, player) => rules.pack.colours.find((c) => c.id === player)?.factionId ?? player,
    nameOf,
  },
  createGame: (rules, effects) => createColumbiaGame({ rules, effects }),
  outcome,
  hooks: {
    scenario: columbiaScenario,
    sim: {
      statsLog: [...STATS_LOG.only],
      counter: columbiaCounter,
      words: { side: 'faction', score: 'victory points' },
      names: (rules) => {
        const out: Record<string, string> = {};
        for (const f of rules.pack.factions) out[f.id] = f.name;
        for (const l of rules.leaders) out[l.id] = l.name;
        for (const c of rules.cardTypes) out[c.id] = c.name;
        for (const e of rules.worldEvents) out[e.id] = e.name;
        for (const t of rules.timelines) out[t.id] = t.name;
        for (const v of rules.victoryCards) out[v.id] = v.name;
        return out;
      },
      summary: columbiaSummary,
      bots: { heuristic: (_rules, seed) => heuristicBot(seed) },
      botFiles: columbiaBotFiles,
      checkedGame: (engine, seed, players, bots, o) => playChecked(engine, seed, players.length as 2 | 4, bots, o),
      determinize: (state, viewer, rules, rng) => determinize(state, viewer, rules, rng),
      value: (engine, state) => columbiaValue(engine, state),
      // The first player is drawn at setup (rulebook setup step 15); the turn order runs on from there.
      startOrder: (state) => turnOrderFrom(state.g, state.g.firstPlayer),
    },
    display: {
      text: (view, rules, playerName) => columbiaText((view as { g: Json }).g, rules, playerName),
      stage: (view) => columbiaStage((view as { g: Json }).g),
      board: columbiaBoard,
      table: columbiaTable,
      optionNodes: columbiaOptionNodes,
      optionMove: columbiaOptionMove,
      colour: (id) => columbiaColour(id),
      terminal: columbiaTerminal,
    },
    editor: {
      firstFile: 'action-cards',
      files: {
        pack: 'Pack',
        board: 'Board',
        pieces: 'Pieces',
        dice: 'Dice',
        'action-cards': 'Action cards',
        'world-events': 'World events',
        'victory-cards': 'Victory cards',
        leaders: 'Leaders',
        timelines: 'Elizabeth timelines',
        'territory-tokens': 'Territory tokens',
        setup: 'Setup',
      },
      outline: columbiaOutline,
      preview: columbiaPreview,
      newGameChoices: columbiaNewGameChoices,
      newGameScenario: columbiaNewGameScenario,
    },
    savedGames: {
      migrateState: (g) => inCurrentShape(g as unknown as ColumbiaG) as unknown as Json,
      earlierShapes: (state) => earlierShapes(state as GameState<ColumbiaG>),
    },
  },
};
