/**
 * Component counts the Siege of Columbia rulebook fixes. Reconstructed
 * content must keep to them (COMPONENT-FACTS.md, "Provenance in the
 * content"), so the loader checks them like any other rule of the pack.
 * The board's size is not checked: a variant board is a fair design exercise.
 */
export const RULEBOOK_COUNTS = {
  cardsPerDeck: 30,
  worldEvents: 15,
  victoryCards: 15,
  leadersPerFaction: 4,
  timelines: 3,
  stepsPerTimeline: 6,
  territoryTokens: 16,
} as const;
