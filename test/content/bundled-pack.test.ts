/**
 * The Columbia pack as shipped: it loads with no error and no warning, has
 * exactly the rulebook's components, and its Ruleset uses the stable ids
 * saved games and scenarios refer to.
 */
import type { Ruleset } from '../../interpreter/columbia/index.ts';
import { describe, expect, it } from 'vitest';
import { loadGamePackFromDir as loadPackFromDir } from '../../interpreter/games/node.ts';
import { load, packFiles, PACK_DIR } from './helpers.ts';

describe('the bundled Columbia pack', () => {
  const result = load(packFiles());

  it('loads with zero errors and zero warnings', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ruleset).toBeDefined();
  });

  it('has exactly the rulebook counts', () => {
    expect(result.counts).toMatchObject({
      locations: 15,
      territories: 6,
      actionCards: 120,
      worldEvents: 15,
      victoryCards: 15,
      leaders: 8,
      timelines: 3,
      timelineSteps: 18,
      territoryTokens: 16,
      decks: 4,
    });
    const r = result.ruleset!;
    expect(r.decks.map((d) => [d.id, d.cardIds.length])).toEqual([
      ['blue', 30],
      ['light-blue', 30],
      ['red', 30],
      ['dark-red', 30],
    ]);
    expect(r.leaders.filter((l) => l.factionId === 'founders')).toHaveLength(4);
    expect(r.leaders.filter((l) => l.factionId === 'vox-populi')).toHaveLength(4);
    expect(r.timelines.every((t) => t.steps.length === 6)).toBe(true);
  });

  it('gives every component a stable id and turns names into ids', () => {
    const r = result.ruleset!;
    const hall = r.board.locations.find((l) => l.number === 11)!;
    expect(hall.id).toBe('hall-of-heroes');
    expect(hall.territoryId).toBe('territory-e');
    // The one adjacency the rulebook prints: its combat example moves units from #11 to #13.
    expect(hall.adjacentIds).toContain('battleship-bay');
    expect(hall.adjacencyProvenance['battleship-bay']).toBe('rulebook');
    expect(r.board.locations.find((l) => l.number === 12)!.id).toBe('soldiers-field');
    expect(r.board.locations.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    const ids = r.actionCards.map((c) => c.id);
    expect(new Set(ids).size).toBe(120);
    expect(ids).toContain('blue-handyman-1');
    expect(r.actionCards.find((c) => c.id === 'blue-handyman-1')!.ability.name).toBe('Reckless Strength');
    expect(r.timelines[0]!.steps[0]!.id).toBe('timeline-1-step-1');
    expect(new Set(r.territoryTokens.map((t) => t.id)).size).toBe(16);
    expect(r.pieces.unitKinds.find((u) => u.kind === 'leader')!.combatDieId).toBe('red');
    expect(r.pieces.booker.combatDice).toEqual({ dieId: 'red', count: 3 });
    expect(r.worldEvents.find((e) => e.name === 'Power Outage')!.bookerLocationId).toMatch(/^[a-z0-9-]+$/);
  });

  it('points each component back at its YAML, so the editor and the engine can cite it', () => {
    const r = result.ruleset!;
    expect(r.cardTypes[0]!.source).toEqual({ file: 'action-cards.yaml', path: '/cardTypes/0' });
    expect(r.worldEvents[3]!.source).toEqual({ file: 'world-events.yaml', path: '/events/3' });
  });

  it('keeps every effect string beside the ruleset, keyed by kind and id', () => {
    const effects = result.effects!;
    expect(Object.keys(effects.cardTypes).sort()).toEqual(result.ruleset!.cardTypes.map((t) => t.id).sort());
    expect(Object.keys(effects.worldEvents)).toHaveLength(15);
    expect(Object.keys(effects.victoryCards)).toHaveLength(15);
    expect(Object.keys(effects.leaders)).toHaveLength(8);
    expect(Object.keys(effects.timelineSteps)).toHaveLength(18);
    expect(effects.timelineSteps['timeline-1-step-1']!.text).toContain("place Elizabeth on Booker's location");
  });

  it('loads the same from the folder, naming files as <pack>/<file>', async () => {
    const fromDir = await loadPackFromDir<Ruleset>(PACK_DIR);
    expect(fromDir.diagnostics).toEqual([]);
    expect(fromDir.counts).toEqual(result.counts);
    expect(fromDir.ruleset!.cardTypes[0]!.source!.file).toBe('columbia/action-cards.yaml');
  });
});
