/**
 * Component counts the Siege of Columbia rulebook fixes. Reconstructed
 * content must keep to them (COMPONENT-FACTS.md, "Provenance in the
 * content"), so the loader checks them like any other rule of the pack.
 */
export const RULEBOOK_COUNTS = {
  locations: 15,
  territories: 6,
  cardsPerDeck: 30,
  worldEvents: 15,
  victoryCards: 15,
  leadersPerFaction: 4,
  timelines: 3,
  stepsPerTimeline: 6,
  territoryTokens: 16,
} as const;
