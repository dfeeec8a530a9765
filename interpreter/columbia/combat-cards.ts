/**
 * Action cards in a combat: what a played card is worth as it enters, whether
 * its combat ability works, and which effect program it runs. Values and
 * locks come from upgrades.ts (so Power Outage is seen in one place).
 */
import type { ActionCard, Ruleset } from './content/types.ts';
import type { Ctx } from '../core/index.ts';
import { keptEffectKey, rulesIndex } from './rules-index.ts';
import type { CardId, ColumbiaG } from './state.ts';
import { abilityActive, cardValue } from './upgrades.ts';

type CCtx = Ctx<ColumbiaG, Ruleset>;

export function cardOf(rules: Ruleset, card: CardId): ActionCard {
  const c = rulesIndex(rules).card[card];
  if (c === undefined) throw new Error(`no action card "${card}" in the ruleset`);
  return c;
}

/** A card's combat value as it enters the combat: printed value plus its faction's upgrades (unless upgrades have no effect). */
export function cardCombatValue(ctx: CCtx, card: CardId): number {
  return cardValue(ctx.g, ctx.rules, card, 'combat', ctx);
}

/**
 * Whether a played card's ability works in this combat: it must be a combat
 * ability, and a locked one needs its faction's key in effect (an unlock is
 * an upgrade, so Power Outage locks it again: RULINGS "Power Outage and
 * unlocked abilities").
 */
export function combatAbilityActive(ctx: CCtx, card: CardId): boolean {
  const c = cardOf(ctx.rules, card);
  return c.ability.kind === 'combat' && abilityActive(ctx.g, ctx.rules, card, ctx);
}

/** Id of a card type's ability program in the engine's effect sources (as turn.ts runs discard effects): the Ruleset's kept string. */
export function abilitySrc(rules: Ruleset, cardTypeId: string): string {
  return keptEffectKey(rules, 'cardTypes', cardTypeId);
}

export function cardLabel(rules: Ruleset, card: CardId): string {
  const c = cardOf(rules, card);
  return `${c.name} (combat ${c.combat}, influence ${c.influence}, eagles ${c.eagles})`;
}
