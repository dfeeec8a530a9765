/**
 * Baldur's Gate's part of scenario files (game/hooks.ts `ScenarioHooks`):
 * its position fields, its `setup.advanced`, its expectation keys and its
 * golden playthroughs, over `position.ts` and `expect.ts`. Names in the
 * file are checked when it is compiled (problems at their YAML place).
 */
import type { Json } from '../../core/index.ts';
import type { Check, ScenarioCode, ScenarioHooks } from '../../game/index.ts';
import fields from '../../../schemas/baldurs-gate/scenario-fields.schema.json' with { type: 'json' };
import type { BgRules } from '../rules.ts';
import type { BgG } from '../state.ts';
import { expectKey, EXPECT_KEYS } from './expect.ts';
import { expectProblems } from './expect-names.ts';
import { buildPosition, type ProblemKind } from './position.ts';

type Schema = Record<string, unknown>;
const { setup, expect, ...definitions } = fields.definitions as unknown as Record<string, Schema>;

const CODE: Record<ProblemKind, ScenarioCode> = {
  player: 'RW-SCENARIO-UNKNOWN-PLAYER',
  card: 'RW-SCENARIO-UNKNOWN-CARD',
  space: 'RW-SCENARIO-UNKNOWN-LOCATION',
  district: 'RW-SCENARIO-UNKNOWN-TERRITORY',
  other: 'RW-SCENARIO-BAD-START',
};

export const baldursGateScenario: ScenarioHooks<BgG, BgRules> = {
  schema: {
    position: fields.properties as unknown as Record<string, Schema>,
    setup: (setup!['properties'] ?? {}) as Record<string, Schema>,
    expect: (expect!['properties'] ?? {}) as Record<string, Schema>,
    definitions,
  },
  buildPosition(raw, ctx) {
    const r = raw as Readonly<Record<string, Json>>;
    return buildPosition(r, ctx.rules, ctx.names.players, {
      error: (pointer, message, hint, kind = 'other') => ctx.report.error(CODE[kind], ctx.report.at(pointer), message, hint, pointer),
    }, ctx.seed);
  },
  compileExpect(key, value, pointer, ctx): Check<BgG, BgRules>[] {
    if (!(EXPECT_KEYS as readonly string[]).includes(key)) return [];
    for (const p of expectProblems(key, value as Json, ctx.rules, ctx.names.players, pointer)) {
      ctx.report.error(CODE[p.kind], ctx.report.at(p.pointer), p.message, p.hint, p.pointer);
    }
    return [
      {
        line: ctx.report.line(pointer),
        what: key,
        run(c) {
          const r = expectKey(key, value as Json, c.state.g, ctx.rules);
          return r === null ? { ok: true, expected: '', actual: '' } : { ok: false, expected: `${r.message}: ${r.expected}`, actual: r.actual };
        },
      },
    ];
  },
  goldenGames: [
    { id: '2p-seed-7', players: 2, seed: 7, bot: 'random' },
    { id: '3p-seed-7', players: 3, seed: 7, bot: 'random' },
    { id: '4p-seed-7', players: 4, seed: 7, bot: 'random' },
  ],
};
