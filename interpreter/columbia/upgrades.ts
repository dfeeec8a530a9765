/**
 * Upgrading action cards. A player earns an upgrade by winning a combat,
 * buying one for $3, becoming first player, or claiming a victory card
 * (`upgrade/earn { player, reason }`). He may then unlock a locked ability of
 * one card type, or boost one of its three values by +1 (a +1 flips to +2, no
 * further), or decline. No upgrade while his faction already has at least
 * `upgradeGap` (3) more upgrades than the other. Upgrades are per faction
 * (teammates share the reference sheet) and per card type.
 *
 * `cardValue` is the one place a card's combat / influence / eagles value is
 * read with its upgrades; an upgrade that "has no effect" (Power Outage:
 * "upgrades have no effect", no-effect.ts) does not count.
 *
 * Task: `upgrade/earn { player, reason, values?, unlock? }` (`values`: only
 * these values may be boosted, `unlock: false`: no unlocking; for effects such
 * as "upgrade the combat of 2 action cards").
 */
import type { Ctx, JsonObject, Option, Task, TaskHandler } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { withoutEffect, type ModifierSource } from './no-effect.ts';
import { factionOf, opposingFaction } from './players.ts';
import { perRuleset, rulesIndex } from './rules-index.ts';
import type { CardTypeUpgrades, ColumbiaG, FactionId, PlayerId } from './state.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

export type CardValue = 'combat' | 'influence' | 'eagles';
export const CARD_VALUES: readonly CardValue[] = ['combat', 'influence', 'eagles'];

/** Why an upgrade was earned: the four conditions of the rulebook, or a card/event effect. */
export type UpgradeReason = 'combat' | 'purchase' | 'first-player' | 'claim' | 'effect';

/**
 * The id of one upgrade made, as the noun `upgrades` lists it (effects/nouns.ts):
 * the key token on a card type's ability (`value` 'unlock'), or the `step`th
 * +1 on one of its values (+2 is two upgrades).
 */
export function upgradeId(faction: FactionId, cardType: string, value: CardValue | 'unlock', step = 1): string {
  return value === 'unlock' ? `upgrade:${faction}:${cardType}:unlock` : `upgrade:${faction}:${cardType}:${value}:${step}`;
}

/** A card type's ability on one faction's sheet, as a thing's id (effects/things.ts `abilityThing`). */
export function abilityId(faction: FactionId, cardType: string): string {
  return `ability:${faction}:${cardType}`;
}

/** An upgrade as an option id: `unlock:<cardType>` or `boost:<cardType>:<value>`. */
export type UpgradeChoice = { unlock: string } | { boost: string; value: CardValue };

export function upgradeOptionId(u: UpgradeChoice): string {
  return 'unlock' in u ? `unlock:${u.unlock}` : `boost:${u.boost}:${u.value}`;
}

export function parseUpgradeOption(id: string): UpgradeChoice | null {
  const [what, type, value] = id.split(':');
  if (what === 'unlock' && type) return { unlock: type };
  if (what === 'boost' && type && (CARD_VALUES as readonly string[]).includes(value ?? '')) return { boost: type, value: value as CardValue };
  return null;
}

/** How many more upgrades the faction has than the other (negative when behind). */
export function upgradeLead(g: ColumbiaG, faction: FactionId): number {
  return g.factions[faction]!.upgradeCount - g.factions[opposingFaction(g, faction)]!.upgradeCount;
}

/** The gap rule: may this player's faction make one more upgrade? */
export function canUpgrade(g: ColumbiaG, rules: Ruleset, player: PlayerId): boolean {
  const faction = factionOf(g, player);
  return upgradeLead(g, faction) < rules.pack.rules.upgradeGap && hasUpgradeChoice(g, rules, faction);
}

/** Whether `upgradeChoices` (all of them) would list any: asked at every recruit decision, so without the list. */
function hasUpgradeChoice(g: ColumbiaG, rules: Ruleset, faction: FactionId): boolean {
  const max = rules.pack.rules.maxValueBoost;
  const sheet = g.factions[faction]!.upgrades;
  for (const typeId in sheet) {
    const u = sheet[typeId]!;
    // The three values read by name (a read by a computed key is a slow lookup).
    if (!u.unlocked || u.combat < max || u.influence < max || u.eagles < max) return true;
  }
  return false;
}

/** Which upgrades a decision may offer (an effect's "upgrade the combat of 2 action cards" narrows them). */
export interface UpgradeLimits {
  values?: readonly CardValue[];
  unlock?: boolean;
}

/**
 * Calls `visit` for every upgrade the sheet still allows within `only`, in
 * sheet order: a card type's unlock (value null), then its values. The walk
 * behind `upgradeChoices`; the decision's options (`upgradeOptions`) walk
 * the same order as plain loops (a call per upgrade cost a measurable share there).
 */
function eachUpgrade(rules: Ruleset, sheet: Record<string, CardTypeUpgrades>, only: UpgradeLimits | undefined, visit: (typeId: string, value: CardValue | null) => void): void {
  const max = rules.pack.rules.maxValueBoost;
  const values = only?.values ?? CARD_VALUES;
  for (const typeId in sheet) {
    const u = sheet[typeId]!;
    if (only?.unlock !== false && !u.unlocked) visit(typeId, null);
    for (const v of values) if (u[v] < max) visit(typeId, v);
  }
}

/** Every upgrade the faction's sheet still allows (ignoring the gap). */
export function upgradeChoices(g: ColumbiaG, rules: Ruleset, faction: FactionId, only?: UpgradeLimits): UpgradeChoice[] {
  const out: UpgradeChoice[] = [];
  eachUpgrade(rules, g.factions[faction]!.upgrades, only, (typeId, value) => out.push(value === null ? { unlock: typeId } : { boost: typeId, value }));
  return out;
}

/** Mark one upgrade on the faction's sheet; counts toward the gap. */
export function applyUpgrade(g: ColumbiaG, faction: FactionId, u: UpgradeChoice): void {
  const f = g.factions[faction]!;
  const typeId = 'unlock' in u ? u.unlock : u.boost;
  const sheet: CardTypeUpgrades | undefined = f.upgrades[typeId];
  if (sheet === undefined) throw new Error(`the ${faction} have no card type "${typeId}" to upgrade`);
  if ('unlock' in u) sheet.unlocked = true;
  else sheet[u.value]++;
  f.upgradeCount++;
}

/** An upgrade's label; a boost's from `now`, the level it starts from. */
function describe(rules: Ruleset, u: UpgradeChoice, now: number): string {
  const ix = rulesIndex(rules);
  if ('unlock' in u) {
    const ct = ix.cardType[u.unlock];
    return `Unlock ${ct?.name ?? u.unlock}'s ${ct?.ability.name ?? 'ability'}`;
  }
  return `${ix.cardType[u.boost]?.name ?? u.boost} ${u.value} +${now + 1}${now > 0 ? ` (flip the +${now})` : ''}`;
}

const NO_UPGRADE: Option = { id: 'none', label: 'No upgrade' };

/**
 * One card type's upgrade options, per Ruleset: id and label follow from the
 * card type, the value and its level (a boost from level n reads "+n+1",
 * "flip the +n"), so all of them are made together once and shared by every
 * decision that offers them (options are plain data nobody changes). Boosts
 * are kept by the level they start from, 0 to `maxValueBoost` - 1.
 */
interface UpgradeOptionRow {
  unlock: Option;
  combat: Option[];
  influence: Option[];
  eagles: Option[];
}

const upgradeOptionTable = perRuleset((): Map<string, UpgradeOptionRow> => new Map());

/**
 * Each upgrade option's choice by its id, per Ruleset, made with its row
 * (`optionRow`): the answer to an upgrade decision is read here, not cut
 * from its id again (a split at every upgrade made, and card type and value
 * names that are new strings, looked up afresh on the faction's sheet).
 */
const upgradeChoiceTable = perRuleset((): Map<string, UpgradeChoice> => new Map());

/** The upgrade an option id picks (`parseUpgradeOption`, read from the table when the option was made there). */
function pickedUpgrade(rules: Ruleset, id: string): UpgradeChoice | null {
  return upgradeChoiceTable(rules).get(id) ?? parseUpgradeOption(id);
}

function optionRow(rules: Ruleset, m: Map<string, UpgradeOptionRow>, typeId: string): UpgradeOptionRow {
  let row = m.get(typeId);
  if (row === undefined) {
    const boosts = (value: CardValue): Option[] => {
      const out: Option[] = [];
      for (let level = 0; level < rules.pack.rules.maxValueBoost; level++) out.push(upgradeOptionFor(rules, { boost: typeId, value }, level));
      return out;
    };
    row = { unlock: upgradeOptionFor(rules, { unlock: typeId }, 0), combat: boosts('combat'), influence: boosts('influence'), eagles: boosts('eagles') };
    m.set(typeId, row);
  }
  return row;
}

/** An upgrade's option, a boost's from `level` (its choice noted by id: `pickedUpgrade`). */
function upgradeOptionFor(rules: Ruleset, u: UpgradeChoice, level: number): Option {
  const id = upgradeOptionId(u);
  upgradeChoiceTable(rules).set(id, u);
  return { id, label: describe(rules, u, level) };
}

/**
 * The upgrade decision's options (shared objects), then "No upgrade": the
 * walk of `eachUpgrade` without its call per upgrade (a sheet offers a dozen
 * or more at every upgrade earned).
 */
function upgradeOptions(rules: Ruleset, sheet: Record<string, CardTypeUpgrades>, only: UpgradeLimits): Option[] {
  const table = upgradeOptionTable(rules);
  const max = rules.pack.rules.maxValueBoost;
  const values = only.values;
  const unlock = only.unlock !== false;
  const options: Option[] = [];
  for (const typeId in sheet) {
    const u = sheet[typeId]!;
    const row = optionRow(rules, table, typeId);
    if (unlock && !u.unlocked) options.push(row.unlock);
    if (values === undefined) {
      // Every value, in `CARD_VALUES` order, read by name (a read by a computed key is a slow lookup).
      if (u.combat < max) options.push(row.combat[u.combat]!);
      if (u.influence < max) options.push(row.influence[u.influence]!);
      if (u.eagles < max) options.push(row.eagles[u.eagles]!);
    } else {
      for (const v of values) if (u[v] < max) options.push(row[v][u[v]]!);
    }
  }
  if (options.length > 0) options.push(NO_UPGRADE);
  return options;
}

/**
 * What `cardValue` and `abilityActive` read of a card, one row of one shape
 * per card: the printed values are read by name (a read by a computed key
 * over cards of many shapes is a slow lookup), and cards are kept by id in a
 * Map (ids come from the state as copied strings, which a Map hashes once per
 * string while an object's property lookup seeks the string's interned twin
 * at every read).
 */
export interface CardRow {
  /** The card's id (a card that "has no effect" is named by it). */
  id: string;
  /** Its ability's id on its faction's sheet (`abilityId`: an ability that "has no effect"). */
  abilityId: string;
  combat: number;
  influence: number;
  eagles: number;
  factionId: FactionId;
  cardTypeId: string;
  locked: boolean;
}

const cardRows = perRuleset((rules: Ruleset): Map<string, CardRow> => {
  const rows = new Map<string, CardRow>();
  for (const c of rules.actionCards) {
    rows.set(c.id, { id: c.id, abilityId: abilityId(c.factionId, c.cardTypeId), combat: c.combat, influence: c.influence, eagles: c.eagles, factionId: c.factionId, cardTypeId: c.cardTypeId, locked: c.ability.locked });
  }
  return rows;
});

export function cardRow(rules: Ruleset, cardId: string): CardRow {
  const row = cardRows(rules).get(cardId);
  if (row === undefined) throw new Error(`no action card "${cardId}"`);
  return row;
}

/**
 * A card's row (`cardRow`) with its options by one of its values (a produce
 * option by Silver Eagles, a vote option by influence): a value changes with
 * its faction's upgrades, from game to game and within one, and each value's
 * option is made once and shared (plain data nobody changes). A hand walked
 * per decision looks each card up once.
 */
export interface CardOptions {
  row: CardRow;
  /** By the value. */
  options: Option[];
}

/** The card's record in `known` (one such table per Ruleset and use), made at its first ask (`cardRow` throws for a card the Ruleset does not have). */
export function cardOptions(rules: Ruleset, known: Map<string, CardOptions>, cardId: string): CardOptions {
  let card = known.get(cardId);
  if (card === undefined) known.set(cardId, (card = { row: cardRow(rules, cardId), options: [] }));
  return card;
}

/** One of the three values of a card row or of an upgrade sheet's line, read by name. */
function valueOf(x: Record<CardValue, number>, value: CardValue): number {
  return value === 'combat' ? x.combat : value === 'influence' ? x.influence : x.eagles;
}

/**
 * A card's value with its faction's upgrades that have an effect now (pass
 * the ctx, so "have no effect" is seen): a card that has no effect is worth
 * nothing, an upgrade that has none adds nothing.
 */
export function cardValue(g: ColumbiaG, rules: Ruleset, cardId: string, value: CardValue, mods?: ModifierSource | null): number {
  return rowValue(g, cardRow(rules, cardId), value, mods);
}

/** `cardValue` of a card whose row the caller has at hand (`cardRow`: a hand walked per decision reads each card's row once). */
export function rowValue(g: ColumbiaG, card: CardRow, value: CardValue, mods?: ModifierSource | null): number {
  return sheetValue(card, cardSheet(g, card), value, mods);
}

/** The upgrades marked for a card's type on its faction's sheet (undefined: none). */
export function cardSheet(g: ColumbiaG, card: CardRow): CardTypeUpgrades | undefined {
  return g.factions[card.factionId]?.upgrades[card.cardTypeId];
}

/** `rowValue` with the card's sheet at hand (`cardSheet`: a reader of several values of one card looks it up once). */
export function sheetValue(card: CardRow, sheet: CardTypeUpgrades | undefined, value: CardValue, mods?: ModifierSource | null): number {
  const base = valueOf(card, value);
  const boost = sheet === undefined ? 0 : valueOf(sheet, value);
  const off = withoutEffect(mods);
  if (off === null) return base + Math.max(0, boost);
  if (off.has(card.id)) return 0;
  if (boost <= 0) return base;
  let n = 0;
  for (let step = 1; step <= boost; step++) if (!off.has(upgradeId(card.factionId, card.cardTypeId, value, step))) n++;
  return base + n;
}

/** Whether a card's ability works: printed unlocked, or unlocked by an upgrade that has an effect now; and neither the card nor the ability has no effect. */
export function abilityActive(g: ColumbiaG, rules: Ruleset, cardId: string, mods?: ModifierSource | null): boolean {
  return rowAbilityActive(g, cardRow(rules, cardId), mods);
}

/** `abilityActive` of a card whose row the caller has at hand (`cardRow`). */
export function rowAbilityActive(g: ColumbiaG, card: CardRow, mods?: ModifierSource | null): boolean {
  const unlocked = !card.locked || g.factions[card.factionId]?.upgrades[card.cardTypeId]?.unlocked === true;
  if (!unlocked) return false;
  const off = withoutEffect(mods);
  if (off === null) return true;
  if (off.has(card.id) || off.has(card.abilityId)) return false;
  return !card.locked || !off.has(upgradeId(card.factionId, card.cardTypeId, 'unlock'));
}

export const tasks: Record<string, H> = {
  'upgrade/earn'(ctx: C, task: Task) {
    const g = ctx.g;
    const player = task.player as string;
    const reason = (task.reason as UpgradeReason | undefined) ?? 'effect';
    const faction = factionOf(g, player);
    if (!ctx.answer) {
      const gap = rules(ctx).upgradeGap;
      if (upgradeLead(g, faction) >= gap) {
        if (ctx.logs('upgrade-blocked')) ctx.log('upgrade-blocked', [player], { reason, lead: upgradeLead(g, faction), gap });
        return;
      }
      const only: UpgradeLimits = task.values === undefined && task.unlock === undefined ? ALL_UPGRADES : {
        values: Array.isArray(task.values) ? (task.values as CardValue[]) : undefined,
        unlock: task.unlock === false ? false : undefined,
      };
      const options = upgradeOptions(ctx.rules, g.factions[faction]!.upgrades, only);
      if (options.length === 0) return;
      return ctx.ask({ player, kind: 'upgrade', prompt: upgradePrompt(reason), options, data: upgradeData(reason) });
    }
    const picked = ctx.answer.id === null ? null : pickedUpgrade(ctx.rules, ctx.answer.id);
    if (picked === null) {
      if (ctx.logs('upgrade-declined')) ctx.log('upgrade-declined', [player], { reason });
      return;
    }
    applyUpgrade(g, faction, picked);
    if (!ctx.logs('upgrade-made')) return;
    const typeId = 'unlock' in picked ? picked.unlock : picked.boost;
    ctx.log('upgrade-made', [player], {
      reason,
      cardType: typeId,
      upgrade: 'unlock' in picked ? 'unlock' : picked.value,
      level: 'unlock' in picked ? 1 : g.factions[faction]!.upgrades[typeId]![picked.value],
      count: g.factions[faction]!.upgradeCount,
    });
  },
};

/** No limit: every upgrade the sheet allows (most earned upgrades). */
const ALL_UPGRADES: UpgradeLimits = {};

/**
 * Why an upgrade was earned, as words after "an upgrade" (" for winning the
 * combat"), or '' when the line before already says it (bought: "buys an
 * upgrade for $3"; from an effect: its "takes effect"). The prompt and the log
 * (log.ts) say the same.
 */
export function upgradeOccasion(reason: string | undefined): string {
  if (reason === 'combat') return ' for winning the combat';
  if (reason === 'first-player') return ' for taking the first player token';
  if (reason === 'claim') return ' for claiming a victory card';
  return '';
}

function upgradePrompt(reason: string): string {
  return reason === 'purchase' ? 'You bought an upgrade: which one?' : `You earned an upgrade${upgradeOccasion(reason)}: which one?`;
}

function upgradeData(reason: string): JsonObject {
  return { reason };
}

function rules(ctx: C) {
  return ctx.rules.pack.rules;
}
