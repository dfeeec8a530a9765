/**
 * `roll-more` readings (interpreter/columbia/effects/modifiers.ts): what a
 * clause says that no game changes is read once per clause, and its `while`
 * condition, when it is `Elizabeth is with him`, is compiled
 * (predicates.ts `compileFigureWith`). Over seeded random games (2 and 4
 * players), at every decision, every active `roll-more` modifier's condition
 * answers compiled what the effect interpreter answers, for Booker, Elizabeth
 * and no subject; the compiled path is really taken and sees both answers.
 * Other conditions are left to the interpreter.
 */
import { describe, expect, it } from 'vitest';
import type { Condition, Program } from '../../interpreter/dsl/ast.ts';
import type { GameState, Thing } from '../../interpreter/core/index.ts';
import { modifierClause, rollMoreReading, whileEnv } from '../../interpreter/columbia/effects/modifiers.ts';
import { compileFigureWith } from '../../interpreter/columbia/effects/predicates.ts';
import { figureThing } from '../../interpreter/columbia/effects/things.ts';
import { columbiaEngine, playInPlace, readerContext } from './games.ts';

describe('roll-more readings', async () => {
  const engine = await columbiaEngine();
  const ctx = readerContext(engine);
  const rules = engine.rules;

  for (const players of [2, 4] as const) {
    it(`reads every roll-more condition compiled as the interpreter does, at every decision (${players} players)`, () => {
      const seen = { compiled: 0, held: 0, failed: 0 };
      for (let seed = 1; seed <= (players === 2 ? 12 : 5); seed++) {
        playInPlace(engine, { players, seed: `roll-more-${seed}` }, (state) => {
          ctx.state = state as GameState;
          const g = state.g;
          for (const m of ctx.modifiers('modifier.roll-more')) {
            const r = rollMoreReading(rules, m);
            if (r === null || r.condition === null) continue;
            const ev = ctx.evaluator(m.src);
            const subjects: (Thing | null)[] = [figureThing(g, 'booker'), figureThing(g, 'elizabeth'), null];
            for (const subject of subjects) {
              const fast = r.figureWith === null ? null : r.figureWith(g, m.env, subject);
              if (fast === null) continue;
              const want = ev.test(r.condition, whileEnv(m.env, subject));
              expect(fast, `${m.src} for ${subject?.id ?? 'nobody'} at decision ${state.n} of seed ${seed}`).toBe(want);
              seen.compiled++;
              if (fast) seen.held++;
              else seen.failed++;
            }
          }
        });
      }
      // The compiled path is really taken, and both answers come up.
      expect(seen.compiled).toBeGreaterThan(100);
      expect(seen.held).toBeGreaterThan(10);
      expect(seen.failed).toBeGreaterThan(10);
    });
  }

  it('compiles only `X is with Y` between figures and him/her', () => {
    const condition = (text: string): Condition => {
      const sources = engine.game.effectSource!(rules) as Record<string, { program: Program; text: string | null }>;
      const src = Object.keys(sources).find((s) => (sources[s]!.text ?? '').includes(text))!;
      expect(src, text).toBeDefined();
      const m = { id: 1, type: 'modifier' as const, on: null, key: 'modifier.roll-more', src, at: findRollMore(sources[src]!.program), env: { me: 'blue' }, owner: 'blue', until: 'game' as const, once: false };
      const r = rollMoreReading(rules, m);
      expect(r?.condition, text).not.toBeNull();
      return r!.condition!;
    };
    expect(compileFigureWith(condition('Booker rolls 1 more white die while Elizabeth is with him'))).not.toBeNull();
    // Not a clause of `is-with`: left to the interpreter.
    expect(compileFigureWith({ kind: 'not', operand: condition('Booker rolls 1 more white die while Elizabeth is with him') } as Condition)).toBeNull();
  });
});

describe('modifier clauses found', async () => {
  const engine = await columbiaEngine();
  const rules = engine.rules;
  const sources = engine.game.effectSource!(rules) as Record<string, { program: Program; text: string | null }>;

  it('are found afresh when a modifier is replaced or comes from another source', () => {
    const booker = Object.keys(sources).find((s) => (sources[s]!.text ?? '').includes('Booker rolls 1 more white die while'))!;
    const leader = Object.keys(sources).find((s) => (sources[s]!.text ?? '').includes('my leaders roll 1 more red die'))!;
    const m = { id: 1, type: 'modifier' as const, on: null, key: 'modifier.roll-more', src: booker, at: findRollMore(sources[booker]!.program), env: { me: 'blue' }, owner: 'blue', until: 'game' as const, once: false };
    const first = modifierClause(rules, m);
    expect(first?.bound?.id).toBe('modifier.roll-more');
    expect(rollMoreReading(rules, m)?.condition).not.toBeNull();
    // The same object now names the leader's clause: its reading follows.
    m.src = leader;
    m.at = findRollMore(sources[leader]!.program);
    const second = modifierClause(rules, m);
    expect(second).not.toBe(first);
    expect(second).toBe(modifierClause(rules, { ...m, at: [...m.at] }));
    expect(rollMoreReading(rules, m)?.condition).toBeNull();
    // Another key: not this clause's modifier.
    m.key = 'modifier.cost';
    expect(modifierClause(rules, m)).toBeNull();
  });
});

/** Where a program's `roll-more` clause is (its path from the program's root). */
function findRollMore(program: Program): (string | number)[] {
  const walk = (n: unknown, path: (string | number)[]): (string | number)[] | null => {
    if (n === null || typeof n !== 'object') return null;
    const o = n as { kind?: string; bound?: { id?: string } };
    if (o.kind === 'clause' && o.bound?.id === 'modifier.roll-more') return path;
    for (const [k, v] of Object.entries(n)) {
      const found = walk(v, [...path, Array.isArray(n) ? Number(k) : k]);
      if (found) return found;
    }
    return null;
  };
  return walk(program, []) ?? [];
}
