/**
 * How an effect statement stops at a question and runs again after its
 * answer (core/effects/eval.ts, runtime.ts):
 *
 * - The re-run after the answer reads the state it is given: a board changed
 *   in a copy is what the re-run sees.
 * - Stopping does not throw: past the question the handler runs on to its end
 *   on empty answers, so it must take no draw from the game's generator and
 *   record nothing, and an error it meets there is no error (the question is
 *   asked); an error before the question still is one.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type Choice, type EffectHandlers, type Engine, type GameState } from '../../interpreter/core/index.ts';
import { Playout } from '../../interpreter/core/playout.ts';
import { clause, program } from '../core/toy/ast.ts';
import { diceRace, raceRules, type RaceG, type RaceRules } from '../core/toy/dice-race.ts';
import { raceEffects } from '../core/toy/race-effects.ts';

type S = GameState<RaceG>;
/** The toy's effect ids; the test adds one of its own (`test.pick`) to the engine's sources. */
type RaceEffectId = NonNullable<RaceRules['event']>['effect'];
type H = EffectHandlers<RaceG, RaceRules>;

/** `choice` applied: to a copy, or to `state` itself as a fast playout does (`inPlace`). */
function must(engine: Engine<RaceG, RaceRules>, state: S, choice: Choice, inPlace = false): S {
  if (inPlace) {
    const r = Playout.own(engine, state).play(choice, true);
    if (!r.ok) throw new Error(r.reason);
    return state;
  }
  const r = engine.apply(state, choice);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

describe('a statement answered after its question', () => {
  // The toy world event: each player: choose a card in my hand as gift: discard gift, advance it.
  const engine = createEngine({ ...diceRace }, { ...raceRules, charms: {}, event: { turn: 1, effect: 'event.tailwind' } });
  const asked = (): S => must(engine, engine.start({ seed: 'tailwind', players: ['p1', 'p2'] }).state, { player: 'p1', ids: ['draw'] });

  it('a state changed in a copy is read anew by the re-run', () => {
    const state = asked();
    const d = engine.decision(state)!;
    const first = d.options[0]!;
    // Answered on a copy whose first card is another: the re-run must read the copy's hand, not the one first read.
    const copy = JSON.parse(JSON.stringify(state)) as S;
    copy.g.hands.p1![0] = 99;
    const rest = copy.g.hands.p1!.slice(1);
    const played = must(engine, copy, { player: 'p1', ids: [first.id] }, true);
    expect(played.g.hands.p1).toEqual(rest);
    // And the original, answered in place, discards the card it offered.
    const inPlace = must(engine, state, { player: 'p1', ids: [first.id] }, true);
    expect(inPlace.g.hands.p1).not.toContain(first.data);
  });
});

describe('a statement stops at its question without throwing', () => {
  /** A verb that asks, then draws a die, then fails on an empty answer (it is always answered). */
  function engineWith(drawAfter: boolean, failBefore = false) {
    const handlers = diceRace.effects as H;
    const ask: H = {
      ...handlers,
      verbs: {
        ...handlers.verbs,
        'verb.test-pick': {
          resolve(ev) {
            if (failBefore) ev.fail(null, 'broken before the question');
            const a = ev.decide({ player: 'p1', kind: 'test-pick', prompt: 'Pick', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] });
            const pips = drawAfter ? ev.random(1, 6) : 0;
            if (a.id === null) throw new Error('no answer');
            return { picked: a.id, pips };
          },
          execute(ctx, plan) {
            ctx.log('test-picked', [], plan as Record<string, string | number>);
          },
        },
      },
    };
    const effects = { ...raceEffects, 'test.pick': program(clause('pick', 'verb.test-pick', 'action', {})) };
    return createEngine({ ...diceRace, effects: ask, effectSource: () => effects }, { ...raceRules, charms: {}, event: { turn: 1, effect: 'test.pick' as RaceEffectId } });
  }
  const start = (engine: Engine<RaceG, RaceRules>) => engine.start({ seed: 'pick', players: ['p1', 'p2'] }).state;

  it('takes no draw past its question, and asks it despite the error met there', () => {
    const drawing = engineWith(true);
    const quiet = engineWith(false);
    const a = must(drawing, start(drawing), { player: 'p1', ids: ['draw'] });
    const b = must(quiet, start(quiet), { player: 'p1', ids: ['draw'] });
    expect(drawing.decision(a)!.kind).toBe('test-pick');
    // The generator as it was: the draw after the question was not taken (nor recorded on the task's tape).
    expect(a.rng).toEqual(b.rng);
    expect(JSON.stringify(a.stack)).toBe(JSON.stringify(b.stack));
    const r = drawing.apply(a, { player: 'p1', ids: ['b'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const picked = r.log.find((e) => e.kind === 'test-picked')!;
    expect(picked.values.picked).toBe('b');
    expect(picked.values.pips).toBeGreaterThanOrEqual(1);
  });

  it('an error before the question is still an error', () => {
    const broken = engineWith(true, true);
    expect(() => broken.apply(start(broken), { player: 'p1', ids: ['draw'] })).toThrow(/broken before the question/);
  });
});
