/**
 * "At any time on his turn" (rules summary, PLAYER TURNS PHASE): the discard
 * effects a player may use and the victory cards he may claim, offered beside
 * the options of every decision of his turn (turn.ts), and carried out when
 * picked.
 */
import type { Ctx, Option, Task } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { perRuleset, rulesIndex } from './rules-index.ts';
import { abilitySrc } from './combat-cards.ts';
import type { ColumbiaHooks } from './hooks.ts';
import { NO_OPTIONS } from './movement.ts';
import type { ColumbiaG, PlayerId } from './state.ts';
import { abilityActive, cardRow, rowAbilityActive, type CardRow } from './upgrades.ts';
import { claimableCards } from './victory.ts';

type C = Ctx<ColumbiaG, Ruleset>;

/** What the turn needs from the game assembly (game.ts): the victory card condition evaluator, which effects can run. */
export type TurnHooks = Pick<ColumbiaHooks, 'victoryConditions' | 'canRunEffect'>;

/** Whether the card's ability is a discard effect its holder may use now: kind discard, and unlocked if printed locked. */
export function hasUsableDiscardEffect(ctx: C, cardId: string): boolean {
  const card = rulesIndex(ctx.rules).card[cardId];
  return card !== undefined && card.ability.kind === 'discard' && abilityActive(ctx.g, ctx.rules, cardId, ctx);
}


/** A card with a discard effect: its ability's effect id, its option (shared: plain data nobody changes) and its row (`cardRow`). */
interface DiscardEffect {
  src: string;
  option: Option;
  row: CardRow;
}

/**
 * Card id -> its discard effect, for the cards whose ability is one; made
 * once per Ruleset (a hand is walked at every turn decision, and most of its
 * cards are not in this map: a miss is the cheapest look-up).
 */
const discardEffects = perRuleset((rules: Ruleset): Map<string, DiscardEffect> => {
  const out = new Map<string, DiscardEffect>();
  const cards = rulesIndex(rules).card;
  for (const id in cards) {
    const card = cards[id]!;
    if (card.ability.kind !== 'discard') continue;
    out.set(card.id, { src: abilitySrc(rules, card.cardTypeId), option: { id: `discard-effect:${card.id}`, label: `Discard ${card.name}: ${card.ability.name}`, data: { card: card.id } }, row: cardRow(rules, card.id) });
  }
  return out;
});

/** Victory card id -> its claim option (shared: plain data nobody changes), per Ruleset. */
const claimOptions = perRuleset((): Map<string, Option> => new Map());

/** The discard effects `player` may use now, one option per card in his hand (only effects that can run). Read it, never change it. */
export function discardEffectOptions(ctx: C, hooks: TurnHooks, player: PlayerId): readonly Option[] {
  const effects = discardEffects(ctx.rules);
  const hand = ctx.g.players[player]!.hand;
  // Made at the first usable one: most hands have none.
  let out: Option[] | null = null;
  for (let i = 0; i < hand.length; i++) {
    const d = effects.get(hand[i]!);
    // Unlocked if printed locked (`hasUsableDiscardEffect`), and its effect can run.
    if (d === undefined || !rowAbilityActive(ctx.g, d.row, ctx) || !hooks.canRunEffect(d.src)) continue;
    (out ??= []).push(d.option);
  }
  return out ?? NO_OPTIONS;
}

/** Everything `player` may do at any time on his turn: discard effects, then victory card claims. Read it, never change it. */
export function anyTimeOptions(ctx: C, hooks: TurnHooks, player: PlayerId): readonly Option[] {
  const discards = discardEffectOptions(ctx, hooks, player);
  const claimable = claimableCards(ctx, hooks, player);
  if (claimable.length === 0) return discards;
  const out: Option[] = [];
  for (let i = 0; i < discards.length; i++) out.push(discards[i]!);
  const table = claimOptions(ctx.rules);
  for (const v of claimable) {
    let option = table.get(v);
    if (option === undefined) table.set(v, (option = { id: `claim-victory-card:${v}`, label: `Claim ${rulesIndex(ctx.rules).victoryCard[v]?.name ?? v}`, data: { victoryCard: v } }));
    out.push(option);
  }
  return out;
}

/** Discard a card for its discard effect: it goes to the discard pile and its effect runs. */
export function useDiscardEffect(ctx: C, player: PlayerId, cardId: string): void {
  const p = ctx.g.players[player]!;
  const i = p.hand.indexOf(cardId);
  if (i < 0) throw new Error(`${player} has no card "${cardId}" in hand`);
  const card = rulesIndex(ctx.rules).card[cardId]!;
  p.hand.splice(i, 1);
  p.discard.push(cardId);
  if (ctx.logs('discard-effect')) ctx.log('discard-effect', [player], { card: cardId, cardType: card.cardTypeId, ability: card.ability.name });
  ctx.runEffect(abilitySrc(ctx.rules, card.cardTypeId), { owner: player, env: { card: cardId } });
  ctx.push({ t: 'victory/update' });
}

/**
 * If `option` (the one picked) is an any-time option, carry it out and ask
 * `again` afterwards (the same step, fresh): true. Otherwise false.
 */
export function takeAnyTime(ctx: C, player: PlayerId, option: Option, again: Task): boolean {
  const id = option.id;
  if (id.startsWith('discard-effect:')) {
    useDiscardEffect(ctx, player, offeredId(option, 'card', 'discard-effect:'));
  } else if (id.startsWith('claim-victory-card:')) {
    ctx.push({ t: 'victory/claim', player, card: offeredId(option, 'victoryCard', 'claim-victory-card:') });
  } else {
    return false;
  }
  ctx.push(again);
  return true;
}

/**
 * The id an option offered carries in its data (`field`), else the rest of
 * its own id after `prefix`. The data's string is the one the Ruleset's
 * tables hold, the same at every answer: one cut from the id would be a new
 * string each time, which every keyed read of it (the state's records, the
 * Ruleset's maps) must hash and look up again.
 */
export function offeredId(option: Option, field: string, prefix: string): string {
  const v = (option.data as Record<string, unknown> | undefined)?.[field];
  return typeof v === 'string' ? v : option.id.slice(prefix.length);
}

export function isAnyTime(id: string): boolean {
  return id.startsWith('discard-effect:') || id.startsWith('claim-victory-card:');
}
