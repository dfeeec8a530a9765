/**
 * What one seat may see of `g` (the GameDef's `redact`): other players' hands
 * become counts; every deck's order (action, world event, victory) is hidden
 * from everyone, even its owner; face-down territory tokens show only that a
 * token lies there; unused tokens show only how many; cards played face down
 * into a vote or a combat are hidden from everyone but the player who played
 * them until they are revealed; world events removed from the game are a
 * count (the timelines remove them from the top of the face-down deck unseen:
 * RULINGS "removed world events stay unseen"); action and victory cards
 * removed from the game unseen (from a face-down deck, or played face down
 * before the reveal) are a count too, even to their owner, while those
 * removed face up stay public (RULINGS "Removed action and victory cards").
 * A spectator (viewer null) sees only what is public.
 */
import { hidden, type Json } from '../core/index.ts';
import type { ColumbiaG, CombatSideState, PlayerId } from './state.ts';

/** A face-down token as others see it: there is one, nothing more. */
export const HIDDEN_TOKEN = { id: null, faceUp: false } as const;

function redactSide(side: CombatSideState, viewer: PlayerId | null): Json {
  const mine = side.combatant.kind === 'player' && side.combatant.player === viewer;
  if (mine) return side as unknown as Json;
  return { ...side, played: hidden(side.played), cardCombat: {} } as unknown as Json;
}

export function redact(g: ColumbiaG, viewer: PlayerId | null): Json {
  const players: Record<string, unknown> = {};
  for (const id of Object.keys(g.players)) {
    const p = g.players[id]!;
    players[id] = { ...p, hand: id === viewer ? p.hand.slice() : hidden(p.hand), deck: hidden(p.deck), removedUnseen: hidden(p.removedUnseen) };
  }
  const locations: Record<string, unknown> = {};
  for (const id of Object.keys(g.locations)) {
    const l = g.locations[id]!;
    locations[id] = l.token !== null && !l.token.faceUp ? { ...l, token: HIDDEN_TOKEN } : l;
  }
  let vote: unknown = g.vote;
  if (g.vote !== null && !g.vote.revealed) {
    const played: Record<string, unknown> = {};
    for (const p of Object.keys(g.vote.played)) played[p] = p === viewer ? g.vote.played[p] : hidden(g.vote.played[p]);
    vote = { ...g.vote, played, influence: {} };
  }
  let combat: unknown = g.combat;
  if (g.combat !== null && !g.combat.revealed) {
    combat = { ...g.combat, attacker: redactSide(g.combat.attacker, viewer), defender: redactSide(g.combat.defender, viewer) };
  }
  return {
    ...g,
    players,
    locations,
    worldEvents: { ...g.worldEvents, deck: hidden(g.worldEvents.deck), removed: hidden(g.worldEvents.removed) },
    victoryCards: { ...g.victoryCards, deck: hidden(g.victoryCards.deck), removedUnseen: hidden(g.victoryCards.removedUnseen) },
    territoryTokens: { ...g.territoryTokens, unused: hidden(g.territoryTokens.unused) },
    vote,
    combat,
  } as unknown as Json;
}
