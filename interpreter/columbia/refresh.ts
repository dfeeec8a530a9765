/**
 * The refresh phase: each player (turn order) may discard any cards from his
 * hand, then each draws back up to the hand size, shuffling his discard pile
 * into a new deck when the deck runs out; then one victory card is revealed.
 *
 * `drawCards` and `discardCards` are the one way cards move from deck to hand
 * and hand to discard pile; card effects ("draw 2 cards") use them too.
 *
 * Tasks: `refresh/discard { player }`, `refresh/draw { player }`, `refresh/victory-card`.
 */
import type { Ctx, Option, Task, TaskHandler } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { perRuleset, rulesIndex } from './rules-index.ts';
import type { ColumbiaG, PlayerId } from './state.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

/** Cards a player holds after the refresh draw: the setup's hand size (falls back to the pack's). */
export function handSize(g: ColumbiaG, rules: Ruleset): number {
  const s = rules.setups.find((x) => x.id === g.setupId);
  return s?.handSize ?? rules.pack.rules.handSize;
}

/**
 * Draw `count` cards from the top of the player's deck (the last element),
 * shuffling the discard pile into a new deck whenever the deck is empty. Stops
 * early when deck and discard are both empty. Returns the cards drawn.
 */
export function drawCards(ctx: C, player: PlayerId, count: number): string[] {
  const p = ctx.g.players[player]!;
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      p.deck = ctx.rng.shuffle(p.discard);
      p.discard = [];
      if (ctx.logs('deck-reshuffled')) ctx.log('deck-reshuffled', [player], { cards: p.deck.length });
    }
    const card = p.deck.pop()!;
    p.hand.push(card);
    drawn.push(card);
  }
  if (drawn.length > 0) {
    // He has now seen cards of his face-down deck: no choice before this can be taken back (the undo barrier).
    ctx.reveal();
    if (ctx.logs('cards-drawn')) ctx.log('cards-drawn', [player], { count: drawn.length });
    if (ctx.logs('cards-drawn-private')) ctx.log('cards-drawn-private', [player], { cards: drawn }, { to: [player] });
  }
  return drawn;
}

/** Move these cards (which must be in the hand) to the discard pile, in the order given. */
export function discardCards(ctx: C, player: PlayerId, cards: readonly string[]): void {
  const p = ctx.g.players[player]!;
  for (const c of cards) {
    const i = p.hand.indexOf(c);
    if (i < 0) throw new Error(`${player} has no card ${c} in hand to discard`);
    p.hand.splice(i, 1);
    p.discard.push(c);
  }
}

/** A card's refresh-discard option, made once per Ruleset and card (options are plain data nobody changes). */
const discardOptions = perRuleset((): Map<string, Option> => new Map());

function discardOption(rules: Ruleset, id: string): Option {
  const byCard = discardOptions(rules);
  let o = byCard.get(id);
  if (o === undefined) byCard.set(id, (o = { id, label: rulesIndex(rules).card[id]?.name ?? id }));
  return o;
}

export const tasks: Record<string, H> = {
  'refresh/discard'(ctx: C, task: Task) {
    const g = ctx.g;
    const player = task.player as string;
    g.phase = 'refresh';
    g.step = 'discard';
    const hand = g.players[player]!.hand;
    if (hand.length === 0) return;
    if (!ctx.answer) {
      const options: Option[] = [];
      for (const id of hand) options.push(discardOption(ctx.rules, id));
      return ctx.ask({
        player,
        kind: 'refresh-discard',
        prompt: 'Discard any number of cards before drawing back up',
        options,
        min: 0,
        max: hand.length,
      });
    }
    const cards = ctx.answer.ids;
    if (cards.length === 0) return;
    discardCards(ctx, player, cards);
    if (ctx.logs('refresh-discarded')) ctx.log('refresh-discarded', [player], { cards });
  },

  'refresh/draw'(ctx: C, task: Task) {
    const g = ctx.g;
    const player = task.player as string;
    g.step = 'draw';
    const want = handSize(g, ctx.rules) - g.players[player]!.hand.length;
    if (want > 0) drawCards(ctx, player, want);
  },

  'refresh/victory-card'(ctx: C) {
    const g = ctx.g;
    g.step = 'victory-card';
    const card = g.victoryCards.deck.pop();
    if (card === undefined) return;
    g.victoryCards.inPlay.push(card);
    ctx.reveal();
    if (ctx.logs('victory-card-revealed')) ctx.log('victory-card-revealed', [], { card });
  },
};
