/**
 * Which phrases of a condition keep one set for every player (Columbia's
 * `steadyForAnyone`, the core's `phraseForAnyone`): a phrase that says
 * nothing about "I" (`locations with a stronghold`) denotes the same set
 * whoever asks, so the set one player's ask built serves the other's; a
 * phrase about "I", his faction or what he controls never does (his set is
 * not his opponent's). And which conditions are no while the phrase they
 * count falls short (`countsIn`).
 */
import { describe, expect, it } from 'vitest';
import type { Clause, Phrase } from '../../../interpreter/effect-ir/index.ts';
import { analyzeEffect } from '../../../interpreter/dsl/index.ts';
import { columbiaRegistry } from '../../../interpreter/columbia/language/vocabulary.ts';
import { rulesWorld } from '../../../interpreter/columbia/effects/sources.ts';
import { steadyForAnyone, steadyReads } from '../../../interpreter/columbia/effects/steady.ts';
import { predicates } from '../../../interpreter/columbia/effects/predicates.ts';
import { phraseForAnyone } from '../../../interpreter/core/effects/steady.ts';
import type { Steady } from '../../../interpreter/core/index.ts';
import { rules } from '../harness.ts';

/** The clause of a victory condition as the checker makes it. */
function clauseOf(condition: string): Clause {
  const r = analyzeEffect(condition, { registry: columbiaRegistry, context: 'victory-condition', world: rulesWorld(rules) });
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (!r.program?.condition || errors.length > 0) throw new Error(`"${condition}" does not check: ${errors.map((d) => d.message).join('; ')}`);
  const c = r.program.condition;
  if (c.kind !== 'clause') throw new Error(`"${condition}" is no single clause`);
  return c;
}

/** The phrase `I control <phrase>` counts. */
function controlled(phrase: string): Phrase {
  const what = clauseOf(`I control ${phrase}`).slots.what;
  if (what === undefined || typeof what !== 'object' || what.kind !== 'phrase') throw new Error(`no phrase in "${phrase}"`);
  return what as Phrase;
}

const steady = { reads: steadyReads, parts: [], versions: () => [], forAnyone: steadyForAnyone } as unknown as Steady<unknown, unknown>;
const forAnyone = (phrase: string): boolean => phraseForAnyone(controlled(phrase), steady, rules);

describe('a phrase keeps one set for every player only when it says nothing about "I"', () => {
  it('locations with a piece of some kind, a number of locations: one set for everyone', () => {
    for (const p of ['3 locations with a stronghold', '2 locations with a special', '3 locations with a leader', '10 locations', '5 locations with a structure']) {
      expect(forAnyone(p), p).toBe(true);
    }
  });

  it('what I control, my pieces, my faction\'s, an enemy\'s: a set for each player', () => {
    for (const p of ['3 locations with my stronghold', '2 locations I control', '3 locations with an enemy unit', '2 locations with my faction\'s units']) {
      expect(forAnyone(p), p).toBe(false);
    }
  });
});

describe('a condition counting a phrase is no while the phrase holds fewer things than it asks for', () => {
  it('control counts its phrase\'s things against the phrase\'s number', () => {
    expect(predicates['predicate.control']!.countsIn).toBe('what');
    expect(clauseOf('I control 3 locations with a stronghold').slots.what).toMatchObject({ quantifier: { kind: 'number', value: 3 } });
  });
});
