/**
 * Victory points (rulebook "Victory Points"): a faction scores the
 * territories carrying its victory token and the victory cards it claimed.
 */
import type { Ruleset } from './content/types.ts';
import { rulesIndex } from './rules-index.ts';
import type { ColumbiaG, FactionId } from './state.ts';

/** Points of the territories carrying the faction's victory token (`g.territoryHolders`). */
export function territoryPoints(g: ColumbiaG, rules: Ruleset, faction: FactionId): number {
  const territories = rulesIndex(rules).territory;
  let n = 0;
  for (const t in g.territoryHolders) if (g.territoryHolders[t] === faction) n += territories[t]?.victoryPoints ?? 0;
  return n;
}

/** Points of the victory cards the faction claimed. */
export function cardPoints(g: ColumbiaG, rules: Ruleset, faction: FactionId): number {
  const cards = rulesIndex(rules).victoryCard;
  let n = 0;
  for (const c of g.victoryCards.claimed) if (c.factionId === faction) n += cards[c.id]?.points ?? 0;
  return n;
}

export function victoryPoints(g: ColumbiaG, rules: Ruleset, faction: FactionId): number {
  return territoryPoints(g, rules, faction) + cardPoints(g, rules, faction);
}

export function victoryPointsByFaction(g: ColumbiaG, rules: Ruleset): Record<FactionId, number> {
  const out: Record<FactionId, number> = {};
  for (const f of Object.keys(g.factions)) out[f] = victoryPoints(g, rules, f);
  return out;
}
