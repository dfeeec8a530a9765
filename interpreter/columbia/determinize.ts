/**
 * A search bot's guess at what one player cannot see of a Siege of Columbia
 * position (the module's `sim.determinize`): exactly what `redact` (view.ts)
 * hides, dealt again, each pile keeping its size.
 *
 * * Each player's unseen action cards: for the viewer, the order of its own
 *   deck and the cards it removed unseen; for anyone else, also the hand and
 *   the cards played face down into a vote or a combat not yet revealed. A
 *   player's cards are pooled with that player's own (every seat has its
 *   own deck).
 * * The world event deck with the events removed unseen; the victory card
 *   deck with the cards removed unseen.
 * * The territory tokens lying face down with the unused ones.
 *
 * The cards' combat and influence values are worked out when the cards are
 * revealed (combat.ts `reveal`, world-event.ts), so nothing derived from the
 * hidden cards is left to mend.
 */
import type { GameState, PlayerId, Rng } from '../core/index.ts';
import { reshuffleZones } from '../game/index.ts';
import { freshBoard } from './board.ts';
import type { Ruleset } from './content/types.ts';
import type { ColumbiaG } from './state.ts';

export function determinize(state: GameState<ColumbiaG>, viewer: PlayerId, rules: Ruleset, rng: Rng): void {
  const g = state.g;
  const vote = g.vote !== null && !g.vote.revealed ? g.vote : null;
  const combat = g.combat !== null && !g.combat.revealed ? g.combat : null;
  for (const p of Object.keys(g.players)) {
    const ps = g.players[p]!;
    const zones: string[][] = [ps.deck, ps.removedUnseen];
    if (p !== viewer) {
      zones.push(ps.hand);
      const voted = vote?.played[p];
      if (voted !== undefined) zones.push(voted);
      if (combat !== null) {
        for (const side of [combat.attacker, combat.defender]) {
          if (side.combatant.kind === 'player' && side.combatant.player === p) zones.push(side.played);
        }
      }
    }
    reshuffleZones(zones, rng);
  }
  reshuffleZones([g.worldEvents.deck, g.worldEvents.removed], rng);
  reshuffleZones([g.victoryCards.deck, g.victoryCards.removedUnseen], rng);
  const faceDown: string[] = [];
  const ids: string[] = [];
  for (const l of Object.keys(g.locations)) {
    const token = g.locations[l]!.token;
    if (token !== null && !token.faceUp) {
      faceDown.push(l);
      ids.push(token.id);
    }
  }
  reshuffleZones([ids, g.territoryTokens.unused], rng);
  // The copy is new to the engine (no board kept for it yet): a board of its own lays the tokens.
  const board = freshBoard(g, rules);
  faceDown.forEach((l, i) => board.setToken(l, { id: ids[i]!, faceUp: false }));
}
