/**
 * The content half of the Columbia module: a Columbia pack's eleven files
 * and their schemas (schemas/columbia/), the names they define and how they
 * refer to each other (`references.ts`), where effect strings live
 * (`effect-sites.ts`), the component counts, and the Ruleset
 * (`build.ts`). The generic loader (interpreter/content/) runs these stages.
 */
import { list, fields, int, schemaSet, type ContentSpec, type JsonSchema, type PackData } from '../../content/index.ts';
import type { EffectWorld } from '../../dsl/index.ts';
import actionCards from '../../../schemas/columbia/action-cards.schema.json' with { type: 'json' };
import board from '../../../schemas/columbia/board.schema.json' with { type: 'json' };
import dice from '../../../schemas/columbia/dice.schema.json' with { type: 'json' };
import leaders from '../../../schemas/columbia/leaders.schema.json' with { type: 'json' };
import pack from '../../../schemas/columbia/pack.schema.json' with { type: 'json' };
import pieces from '../../../schemas/columbia/pieces.schema.json' with { type: 'json' };
import setup from '../../../schemas/columbia/setup.schema.json' with { type: 'json' };
import territoryTokens from '../../../schemas/columbia/territory-tokens.schema.json' with { type: 'json' };
import timelines from '../../../schemas/columbia/timelines.schema.json' with { type: 'json' };
import victoryCards from '../../../schemas/columbia/victory-cards.schema.json' with { type: 'json' };
import worldEvents from '../../../schemas/columbia/world-events.schema.json' with { type: 'json' };
import { buildRuleset, type ValidatedFiles } from './build.ts';
import { COLUMBIA_EFFECT_KINDS, effectSites } from './effect-sites.ts';
import { checkReferences, collectNames, type PackNames } from './references.ts';
import type { Ruleset } from './types.ts';

/** Content file stem (`board` for `board.yaml`) -> its schema. The order is the order files are checked in. */
export const COLUMBIA_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
  pack,
  board,
  pieces,
  dice,
  'action-cards': actionCards,
  'world-events': worldEvents,
  'victory-cards': victoryCards,
  leaders,
  timelines,
  'territory-tokens': territoryTokens,
  setup,
};

/** The names effect strings may quote, by the Columbia vocabulary's world categories. */
export function effectWorld(names: PackNames): EffectWorld {
  const world: Record<string, readonly string[]> = {};
  const put = (key: string, set: ReadonlySet<string> | undefined) => {
    if (set) world[key] = [...set];
  };
  put('locations', names.locations);
  put('territories', names.territories);
  put('unitTypes', names.figures);
  put('structureTypes', names.structures);
  put('cardTypes', names.cardTypes);
  put('worldEvents', names.worldEvents);
  put('victoryCards', names.victoryCards);
  put('leaders', names.leaders);
  put('factions', names.factions);
  put('abilities', names.abilities);
  return world;
}

export const columbiaContent: ContentSpec<Ruleset> = {
  schemas: COLUMBIA_SCHEMAS,
  validators: schemaSet(COLUMBIA_SCHEMAS),
  schemaDir: 'schemas/columbia',
  effectKinds: COLUMBIA_EFFECT_KINDS,
  check(data) {
    const names = collectNames(data);
    checkReferences(data, names);
    return effectWorld(names);
  },
  effectSites,
  build: (files, labelOf) => buildRuleset(files as unknown as ValidatedFiles, labelOf),
  counts: (rules, data) => (rules ? countRuleset(rules) : countData(data)),
  summary: [
    ['locations', 'location', 'locations'],
    ['territories', 'territory', 'territories'],
    ['actionCards', 'action card', 'action cards'],
    ['worldEvents', 'world event', 'world events'],
    ['victoryCards', 'victory card', 'victory cards'],
    ['leaders', 'leader', 'leaders'],
    ['timelines', 'timeline', 'timelines'],
    ['territoryTokens', 'territory token', 'territory tokens'],
    ['effects', 'effect string', 'effect strings'],
  ],
};

function countRuleset(r: Ruleset): Record<string, number> {
  return {
    locations: r.board.locations.length,
    territories: r.board.territories.length,
    adjacencies: r.board.locations.reduce((n, l) => n + l.adjacentIds.length, 0) / 2,
    skyLines: r.board.skyLines.length,
    figures: r.pieces.figures.length,
    cardTypes: r.cardTypes.length,
    decks: r.decks.length,
    actionCards: r.actionCards.length,
    worldEvents: r.worldEvents.length,
    victoryCards: r.victoryCards.length,
    leaders: r.leaders.length,
    timelines: r.timelines.length,
    timelineSteps: r.timelines.reduce((n, t) => n + t.steps.length, 0),
    territoryTokens: r.territoryTokens.length,
    setups: r.setups.length,
  };
}

/** Best-effort counts of a pack with errors, so `check --json` always says what it saw. */
function countData(data: PackData): Record<string, number> {
  const n = (stem: string, key: string) => data.entries(stem, key).length;
  const sum = (stem: string, key: string, inner: string | undefined) =>
    data.entries(stem, key).reduce((total, { entry }) => {
      const items = inner === undefined ? [entry] : list(entry[inner]).map(fields);
      return total + items.reduce((t, item) => t + (int(item['count']) ?? 0), 0);
    }, 0);
  return {
    locations: n('board', 'locations'),
    territories: n('board', 'territories'),
    adjacencies: n('board', 'adjacency'),
    skyLines: n('board', 'skyLines'),
    figures: n('pieces', 'figures'),
    cardTypes: n('action-cards', 'cardTypes'),
    decks: n('action-cards', 'decks'),
    actionCards: sum('action-cards', 'decks', 'cards'),
    worldEvents: n('world-events', 'events'),
    victoryCards: n('victory-cards', 'cards'),
    leaders: n('leaders', 'leaders'),
    timelines: n('timelines', 'timelines'),
    timelineSteps: data.entries('timelines', 'timelines').reduce((t, { entry }) => t + list(entry['steps']).length, 0),
    territoryTokens: sum('territory-tokens', 'tokens', undefined),
    setups: n('setup', 'setups'),
  };
}
