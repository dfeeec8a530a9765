/**
 * The content half of the Night Market module: a pack's four files and
 * their schemas (schemas/night-market/), the names they define, where effect
 * strings live (lantern effects, goal conditions), the Ruleset and the
 * counts `rulewright check` prints. The generic loader runs these stages.
 */
import { componentId, fields, int, list, schemaSet, text, type ContentSpec, type EffectSite, type JsonSchema, type PackData } from '../content/index.ts';
import type { EffectWorld } from '../dsl/index.ts';
import board from '../../schemas/night-market/board.schema.json' with { type: 'json' };
import goals from '../../schemas/night-market/goals.schema.json' with { type: 'json' };
import lanterns from '../../schemas/night-market/lanterns.schema.json' with { type: 'json' };
import pack from '../../schemas/night-market/pack.schema.json' with { type: 'json' };
import type { Files, MarketRules } from './types.ts';

const SCHEMAS: Readonly<Record<string, JsonSchema>> = { pack, board, lanterns, goals };

/** The names of one list of a file, reporting a name given twice (two components would share an id). */
function names(data: PackData, stem: string, key: string, what: string): string[] | undefined {
  if (!data.has(stem)) return undefined;
  const seen = new Map<string, string>();
  for (const { entry, at } of data.entries(stem, key)) {
    const name = text(entry['name']);
    if (name === undefined) continue;
    const id = componentId(name);
    const first = seen.get(id);
    if (first !== undefined) data.report('RW-REF-DUPLICATE-NAME', stem, `${at}/name`, `two ${what}s are called "${first}"`, 'rename one');
    else seen.set(id, name);
  }
  return [...seen.values()];
}

function check(data: PackData): EffectWorld {
  const world: Record<string, readonly string[]> = {};
  const stalls = names(data, 'board', 'stalls', 'stall');
  const cards = names(data, 'lanterns', 'lanterns', 'lantern');
  const goalNames = names(data, 'goals', 'goals', 'goal');
  if (stalls) world['stalls'] = stalls;
  if (cards) world['lanterns'] = cards;
  if (goalNames) world['goals'] = goalNames;
  // Every seat count must be playable with the seats listed.
  const p = data.root('pack');
  const seats = list(p['seats']).length;
  list(p['players']).forEach((n, i) => {
    if (typeof n === 'number' && n > seats) data.report('RW-COUNT-SEATS', 'pack', `/players/${i}`, `${n} players, but only ${seats} seats`, 'add seat colours or drop the player count');
  });
  return world;
}

function effectSites(data: PackData): EffectSite[] {
  const sites: EffectSite[] = [];
  for (const { entry, at } of data.entries('lanterns', 'lanterns')) {
    const name = text(entry['name']);
    const effect = entry['effect'];
    if (name !== undefined && typeof effect === 'string') sites.push({ kind: 'lanterns', id: componentId(name), role: 'effect', context: 'lantern', stem: 'lanterns', pointer: `${at}/effect`, text: effect });
  }
  for (const { entry, at } of data.entries('goals', 'goals')) {
    const name = text(entry['name']);
    const condition = entry['condition'];
    if (name !== undefined && typeof condition === 'string') sites.push({ kind: 'goals', id: componentId(name), role: 'condition', context: 'goal', stem: 'goals', pointer: `${at}/condition`, text: condition });
  }
  return sites;
}

function build(raw: Readonly<Record<string, unknown>>): MarketRules {
  const files = raw as unknown as Files;
  const p = files.pack;
  return {
    pack: { id: p.id, name: p.name, version: p.version },
    seats: p.seats.map((name) => ({ id: componentId(name), name })),
    players: [...p.players].sort((a, b) => a - b),
    handSize: p.rules.handSize,
    stalls: files.board.stalls.map((s) => ({ id: componentId(s.name), name: s.name, points: s.points })),
    lanterns: files.lanterns.lanterns.map((l) => ({ id: componentId(l.name), name: l.name, value: l.value, count: l.count, text: l.text ?? null, effect: l.effect ?? null })),
    goals: (files.goals.goals ?? []).map((g) => ({ id: componentId(g.name), name: g.name, condition: g.condition, points: g.points })),
  };
}

function counts(rules: MarketRules | null, data: PackData): Record<string, number> {
  if (rules) {
    return { stalls: rules.stalls.length, lanternTypes: rules.lanterns.length, lanterns: rules.lanterns.reduce((n, l) => n + l.count, 0), goals: rules.goals.length };
  }
  return {
    stalls: data.entries('board', 'stalls').length,
    lanternTypes: data.entries('lanterns', 'lanterns').length,
    lanterns: data.entries('lanterns', 'lanterns').reduce((n, { entry }) => n + (int(fields(entry)['count']) ?? 0), 0),
    goals: data.entries('goals', 'goals').length,
  };
}

export const nightMarketContent: ContentSpec<MarketRules> = {
  schemas: SCHEMAS,
  validators: schemaSet(SCHEMAS),
  schemaDir: 'schemas/night-market',
  effectKinds: ['lanterns', 'goals'],
  check,
  effectSites,
  build,
  counts,
  summary: [
    ['stalls', 'stall', 'stalls'],
    ['lanterns', 'lantern', 'lanterns'],
    ['goals', 'goal', 'goals'],
    ['effects', 'effect string', 'effect strings'],
  ],
};
