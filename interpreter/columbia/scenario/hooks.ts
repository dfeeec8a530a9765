/**
 * Columbia's part of scenario files (game/hooks.ts `ScenarioHooks`): its
 * position fields (board, cards, upgrades, decks of events and victory
 * cards, Booker, Elizabeth, the timeline, where play starts), its
 * expectation keys, its names (locations, units, cards...), the aliases an
 * answer may use for an option, the dice faces a script may give, the
 * expectations a saved test-play game starts with, and its golden
 * playthroughs.
 */
import type { ScenarioHooks } from '../../game/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { ColumbiaG } from '../state.ts';
import fields from '../../../schemas/columbia/scenario-fields.schema.json' with { type: 'json' };
import { columbiaAliases } from './aliases.ts';
import { COLUMBIA_EXPECT_KEYS, compileExpect } from './expect.ts';
import { lastingTasks } from './lasting.ts';
import { Names } from './names.ts';
import { buildPosition, type RawPosition } from './position.ts';
import { snapshotExpect } from './snapshot.ts';

type Schema = Record<string, unknown>;
const defs = fields.definitions as unknown as Record<string, Schema>;
const { setup, expect, ...definitions } = defs;

/** The kinds of name Columbia's scenarios look up (names.ts, position.ts, expect.ts), and the code of an unknown one. */
const COLUMBIA_NAME_KINDS = {
  location: 'RW-SCENARIO-UNKNOWN-LOCATION',
  territory: 'RW-SCENARIO-UNKNOWN-TERRITORY',
  faction: 'RW-SCENARIO-UNKNOWN-FACTION',
  unit: 'RW-SCENARIO-UNKNOWN-UNIT',
  card: 'RW-SCENARIO-UNKNOWN-CARD',
  'card-type': 'RW-SCENARIO-UNKNOWN-CARD-TYPE',
  'world-event': 'RW-SCENARIO-UNKNOWN-EVENT',
  'victory-card': 'RW-SCENARIO-UNKNOWN-VICTORY-CARD',
  leader: 'RW-SCENARIO-UNKNOWN-LEADER',
  timeline: 'RW-SCENARIO-UNKNOWN-TIMELINE',
  token: 'RW-SCENARIO-UNKNOWN-TOKEN',
} as const;

/** The Columbia names of a scenario's hook context (the module made them). */
const columbiaNames = (n: unknown): Names => n as Names;

export const columbiaScenario: ScenarioHooks<ColumbiaG, Ruleset> = {
  schema: {
    position: fields.properties as unknown as Record<string, Schema>,
    setup: (setup!['properties'] ?? {}) as Record<string, Schema>,
    expect: (expect!['properties'] ?? {}) as Record<string, Schema>,
    definitions,
  },
  names: (rules, players) => new Names(rules, players),
  nameKinds: COLUMBIA_NAME_KINDS,
  buildPosition(raw, ctx) {
    const r = raw as RawPosition & { setup?: { emptyBoard?: boolean } };
    const prepared = buildPosition(ctx.rules, columbiaNames(ctx.names), r, ctx.seed, r.setup?.emptyBoard === true, ctx.report);
    if (prepared === null) return null;
    // After game/start (the first task): the lasting effects of timeline steps and world events passed.
    const [start, ...rest] = prepared.tasks;
    const lasting = lastingTasks(ctx.rules, ctx.effects, prepared.g, prepared.passedEarlier);
    return { g: prepared.g, tasks: [...(start === undefined ? [] : [start]), ...lasting, ...rest] };
  },
  compileExpect(key, value, pointer, ctx) {
    if (!(COLUMBIA_EXPECT_KEYS as readonly string[]).includes(key)) return [];
    // compileExpect reads a mapping at its parent's pointer.
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    return compileExpect({ [key]: value }, parent, columbiaNames(ctx.names), ctx.report);
  },
  aliases: columbiaAliases,
  snapshotExpect,
  dieFaces: (rules) => ({ faces: rules.dice.flatMap((d) => d.faces), text: rules.dice.map((d) => `${d.name}: ${d.faces.join(' ')}`).join('; ') }),
  goldenGames: [
    { id: '2p-seed-11', players: 2, seed: 11, bot: 'random' },
    { id: '2p-seed-12', players: 2, seed: 12, bot: 'random' },
    { id: '4p-seed-13', players: 4, seed: 13, bot: 'random' },
  ],
};
