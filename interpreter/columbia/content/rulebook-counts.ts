/**
 * Component counts the Siege of Columbia rulebook fixes. The bundled pack
 * keeps to them (COMPONENT-FACTS.md, "Provenance in the content"); a variant
 * may not, so the loader tells a different count as a warning saying what
 * the printed game has (RW-COUNT-*), and the engine deals, draws and plays
 * whatever the pack has. The board's size is not checked at all.
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
