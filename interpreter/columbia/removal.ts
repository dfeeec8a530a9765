/**
 * Taking an action card or a victory card out of the game (`remove ... from
 * the game`): the card leaves every place it is in and goes to a removed pile,
 * so every card of the box stays accounted for (invariants.ts) and nothing
 * brings it back (a reshuffle takes only the discard pile, claims only the
 * cards in play).
 *
 * Which pile says what the players saw (RULINGS "Removed action and victory
 * cards"): a card leaving a face-up place (a hand, as a discarded card does;
 * a discard pile; the cards in play; the vote or a combat once revealed) goes
 * to `removed`, public; a card leaving a face-down place (a deck; the vote or
 * a combat before the reveal) goes to `removedUnseen`, of which the views
 * show only how many.
 *
 * Pure: reads and changes `g` only.
 */
import { sidePlayer } from './combat-rules.ts';
import type { CardId, ColumbiaG, PlayerId } from './state.ts';

/** Where a removed card was, and whether the table saw which card it was. */
export interface Removal {
  from: 'hand' | 'deck' | 'discard' | 'vote' | 'combat' | 'in-play';
  seen: boolean;
}

/** Takes `card` out of `list` (when there); whether it was there. */
function takeOut(list: CardId[], card: CardId): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/**
 * Removes `holder`'s action card `card` from the game: out of his hand, deck,
 * discard pile, the vote and the combat (a card Vigor discarded mid-combat is
 * on the pile and among the cards played at once: both go). A card taken from
 * a combat no longer counts there (its value and cancellation go with it) and
 * does not go to the discard pile when the combat ends. Null: the card is in
 * none of those places (already removed, or a leader card, which stays).
 */
export function removeActionCard(g: ColumbiaG, holder: PlayerId, card: CardId): Removal | null {
  const p = g.players[holder];
  if (p === undefined) return null;
  const found: Removal[] = [];
  if (takeOut(p.hand, card)) found.push({ from: 'hand', seen: true });
  if (takeOut(p.discard, card)) found.push({ from: 'discard', seen: true });
  if (takeOut(p.deck, card)) found.push({ from: 'deck', seen: false });
  const vote = g.vote;
  if (vote !== null && vote.played[holder] !== undefined && takeOut(vote.played[holder]!, card)) found.push({ from: 'vote', seen: vote.revealed });
  const combat = g.combat;
  if (combat !== null) {
    for (const side of [combat.attacker, combat.defender]) {
      if (sidePlayer(side.combatant) !== holder || !takeOut(side.played, card)) continue;
      takeOut(side.cancelled, card);
      delete side.cardCombat[card];
      found.push({ from: 'combat', seen: combat.revealed });
    }
  }
  const first = found[0];
  if (first === undefined) return null;
  // Seen in any one place is seen: the Vigor overlap puts a revealed combat card on the face-up pile too.
  const seen = found.some((f) => f.seen);
  (seen ? p.removed : p.removedUnseen).push(card);
  return { from: first.from, seen };
}

/**
 * Removes victory card `card` from the game: from play (face up) or from the
 * face-down deck (unseen, whatever named it: RULINGS). A claimed card stays
 * claimed (its points are the faction's for good: Victory Points). Null: the
 * card is neither in play nor in the deck.
 */
export function removeVictoryCard(g: ColumbiaG, card: string): Removal | null {
  const vc = g.victoryCards;
  if (takeOut(vc.inPlay, card)) {
    vc.removed.push(card);
    return { from: 'in-play', seen: true };
  }
  if (takeOut(vc.deck, card)) {
    vc.removedUnseen.push(card);
    return { from: 'deck', seen: false };
  }
  return null;
}
