/**
 * Effect statements (core/effects/runtime.ts, eval.ts):
 *
 * - A draw taken before the statement's question is on the tape the re-run
 *   after the answer replays: the re-run takes no other.
 * - A `may` whose subject is read (`each player may`) asks each of its
 *   players, and only those who say yes act.
 * - A clause whose subject's players act (`each player advances`) is done by
 *   each of them; one without a subject, or whose subject is what it is
 *   about, is done once, by me.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type Choice, type EffectHandlers, type Engine, type GameState, type LogEntry } from '../../interpreter/core/index.ts';
import type { Statement } from '../../interpreter/effect-ir/index.ts';
import { Playout } from '../../interpreter/core/playout.ts';
import { amount, clause, may, np, program } from '../core/toy/ast.ts';
import { diceRace, raceRules, type RaceG, type RaceRules } from '../core/toy/dice-race.ts';
import { raceEffects } from '../core/toy/race-effects.ts';

type S = GameState<RaceG>;
type H = EffectHandlers<RaceG, RaceRules>;
type RaceEffectId = NonNullable<RaceRules['event']>['effect'];

const base = diceRace.effects as H;
/** The toy's handlers, with a subject handler (`each player`: every player in seat order) and a verb that draws, then asks. */
const handlers: H = {
  ...base,
  subject: (ev) => [...ev.players],
  verbs: {
    ...base.verbs,
    'verb.test-draw-pick': {
      resolve(ev) {
        const pips = ev.random(1, 6);
        const a = ev.decide({ player: 'p1', kind: 'test-pick', prompt: 'Pick', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] });
        return { pips, picked: a.id };
      },
      execute(ctx, plan) {
        ctx.log('test-picked', [], plan as Record<string, string | number>);
      },
    },
  },
};

const everyone = () => np('subject.each-player', 'each player', { many: true, type: 'player' });
const advance1 = () => amount(1, 'value.steps', '1 step');

/** An engine whose world event (run by p1 after turn 1) is `body`. */
function engineRunning(body: Statement[]): Engine<RaceG, RaceRules> {
  const effects = { ...raceEffects, 'test.event': program(...body) };
  return createEngine({ ...diceRace, effects: handlers, effectSource: () => effects }, { ...raceRules, charms: {}, event: { turn: 1, effect: 'test.event' as RaceEffectId } });
}

/** `choice` applied: to a copy, or to `state` itself as a fast playout does (`inPlace`). */
function must(engine: Engine<RaceG, RaceRules>, state: S, choice: Choice, inPlace = false): { state: S; log: LogEntry[] } {
  if (inPlace) {
    const r = Playout.own(engine, state).play(choice, true);
    if (!r.ok) throw new Error(r.reason);
    return { state, log: r.log };
  }
  const r = engine.apply(state, choice);
  if (!r.ok) throw new Error(r.reason);
  return { state: r.state, log: r.log };
}

/** The game up to the world event: p1 draws on turn 1, and the event runs. */
function toEvent(engine: Engine<RaceG, RaceRules>): { state: S; log: LogEntry[] } {
  return must(engine, engine.start({ seed: 'es4', players: ['p1', 'p2'] }).state, { player: 'p1', ids: ['draw'] });
}

const moves = (log: LogEntry[]) => log.filter((e) => e.kind === 'move').map((e) => [e.actors[0], e.values.steps]);

describe('a statement that draws before its question', () => {
  const engine = engineRunning([clause('test draw pick', 'verb.test-draw-pick', 'action', {})]);

  for (const inPlace of [false, true]) {
    it(`replays the draw after the answer, taking no other (${inPlace ? 'in place' : 'on a copy'})`, () => {
      const { state } = toEvent(engine);
      expect(engine.decision(state)!.kind).toBe('test-pick');
      // The draw waits on the asking task's tape.
      const task = state.stack[state.stack.length - 1]!;
      expect(task.tape).toHaveLength(1);
      const drawn = (task.tape as number[])[0]!;
      const rngAtQuestion = JSON.stringify(state.rng);
      const { state: after, log } = must(engine, state, { player: 'p1', ids: ['b'] }, inPlace);
      const picked = log.find((e) => e.kind === 'test-picked')!;
      expect(picked.values).toEqual({ pips: drawn, picked: 'b' });
      // The re-run took its draw from the tape, not from the generator (the game's own draws come later, in its turn).
      const fresh = engine.start({ seed: 'es4', players: ['p1', 'p2'] }).state;
      expect(JSON.stringify(fresh.rng)).not.toBe(rngAtQuestion);
      expect(after.rng).toEqual(JSON.parse(rngAtQuestion));
    });
  }
});

describe('a may whose subject is read', () => {
  const engine = engineRunning([may([clause('advance 1 step', 'verb.advance', 'action', { amount: advance1() })], everyone())]);

  it('asks each player in turn, and only the ones who say yes act', () => {
    const first = toEvent(engine).state;
    const d1 = engine.decision(first)!;
    expect([d1.player, d1.kind, d1.prompt]).toEqual(['p1', 'effect-may', 'Do you want to advance 1 step?']);
    const second = must(engine, first, { player: 'p1', ids: ['no'] }).state;
    const d2 = engine.decision(second)!;
    expect([d2.player, d2.kind]).toEqual(['p2', 'effect-may']);
    const { log } = must(engine, second, { player: 'p2', ids: ['yes'] });
    expect(moves(log)).toEqual([['p2', 1]]);
  });
});

describe('a clause and who does it', () => {
  it('each player does a clause whose subject is each player', () => {
    const engine = engineRunning([clause('advance 1 step', 'verb.advance', 'action', { amount: advance1() }, everyone())]);
    expect(moves(toEvent(engine).log).slice(-2)).toEqual([['p1', 1], ['p2', 1]]);
  });

  it('I do a clause without a subject', () => {
    const engine = engineRunning([clause('advance 1 step', 'verb.advance', 'action', { amount: advance1() })]);
    expect(moves(toEvent(engine).log).slice(-1)).toEqual([['p1', 1]]);
  });

  it('I do a clause whose subject is what it is about, not who acts', () => {
    // `it advances 1 step`: the subject is a thing (a card), so I (the event's owner) run it, once.
    const thing = np('noun.my-card', 'my card', { type: 'thing' });
    const engine = engineRunning([clause('advance 1 step', 'verb.advance', 'action', { amount: advance1() }, thing)]);
    expect(moves(toEvent(engine).log).slice(-1)).toEqual([['p1', 1]]);
  });
});
