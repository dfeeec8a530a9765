/**
 * The Building deck, display and discard pile. A draw from an empty deck
 * first shuffles the discard pile into a new deck, as the Minsc & Boo refresh
 * prints (RULINGS "An empty Building deck is made again from the discards");
 * with both empty nothing is drawn.
 */
import type { Rng } from '../core/index.ts';
import type { BgG, PlayerId } from './state.ts';

/** The top card of the deck (shuffling the discards into a new deck first when it is empty), or null. */
export function drawOne(g: BgG, rng: Rng): string | null {
  if (g.deck.length === 0) {
    if (g.discard.length === 0) return null;
    g.deck = rng.shuffle(g.discard);
    g.discard = [];
  }
  return g.deck.shift() ?? null;
}

/** Draws up to `n` cards from the deck into a hand; returns the cards drawn. */
export function drawCards(g: BgG, rng: Rng, p: PlayerId, n: number): string[] {
  const got: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(g, rng);
    if (c === null) break;
    g.hand[p]!.push(c);
    got.push(c);
  }
  return got;
}

/** Fills the display back up to `size` cards from the deck (in place of a card taken: the same slot). */
export function refillDisplay(g: BgG, rng: Rng, size: number, slot = g.display.length): void {
  while (g.display.length < size) {
    const c = drawOne(g, rng);
    if (c === null) return;
    g.display.splice(Math.min(slot, g.display.length), 0, c);
    slot++;
  }
}

/** Takes one card of the display into a hand and refills its slot at once. */
export function takeFromDisplay(g: BgG, rng: Rng, p: PlayerId, card: string, size: number): void {
  const i = g.display.indexOf(card);
  if (i < 0) return;
  g.display.splice(i, 1);
  g.hand[p]!.push(card);
  refillDisplay(g, rng, size, i);
}

/** Discards the whole display and lays out a new one. */
export function refreshDisplay(g: BgG, rng: Rng, size: number): void {
  g.discard.push(...g.display);
  g.display = [];
  refillDisplay(g, rng, size);
}
