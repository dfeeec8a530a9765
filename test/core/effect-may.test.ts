/**
 * `I may ...`, with its subject written out (`I may reroll 1 of my dice`, the
 * way most abilities read) or not: "I" is asked, and acts on yes. A `may`
 * whose subject is read (`each player may`) asks each of its players in turn.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type Choice, type EffectHandlers, type Engine, type GameState, type LogEntry } from '../../interpreter/core/index.ts';
import type { Statement, Subject } from '../../interpreter/effect-ir/index.ts';
import { amount, clause, may, np, program, pronoun } from '../core/toy/ast.ts';
import { diceRace, raceRules, type RaceG, type RaceRules } from '../core/toy/dice-race.ts';
import { raceEffects } from '../core/toy/race-effects.ts';

type S = GameState<RaceG>;
type H = EffectHandlers<RaceG, RaceRules>;
type RaceEffectId = NonNullable<RaceRules['event']>['effect'];

const base = diceRace.effects as H;
/** The toy's handlers, with a subject handler (`each player`: every player in seat order). */
const handlers: H = { ...base, subject: (ev) => [...ev.players] };

/** An engine whose world event (run by p1 after turn 1) is `body`. */
function engineRunning(body: Statement[]): Engine<RaceG, RaceRules> {
  const effects = { ...raceEffects, 'test.event': program(...body) };
  return createEngine({ ...diceRace, effects: handlers, effectSource: () => effects }, { ...raceRules, charms: {}, event: { turn: 1, effect: 'test.event' as RaceEffectId } });
}

function must(engine: Engine<RaceG, RaceRules>, state: S, choice: Choice): { state: S; log: LogEntry[] } {
  const r = engine.apply(state, choice);
  if (!r.ok) throw new Error(r.reason);
  return { state: r.state, log: r.log };
}

/** The game up to the world event: p1 draws on turn 1, and the event runs. */
function toEvent(engine: Engine<RaceG, RaceRules>): { state: S; log: LogEntry[] } {
  return must(engine, engine.start({ seed: 'st5', players: ['p1', 'p2'] }).state, { player: 'p1', ids: ['draw'] });
}

const moves = (log: LogEntry[]) => log.filter((e) => e.kind === 'move').map((e) => [e.actors[0], e.values.steps]);
const advance1 = () => clause('advance 1 step', 'verb.advance', 'action', { amount: amount(1, 'value.steps', '1 step') });

describe('I may, with "I" written out', () => {
  const subjects: [string, Subject][] = [
    ['the pronoun I', pronoun('I')],
    ['the pronoun me', pronoun('me')],
    ['the phrase I', np('subject.i', 'I', { type: 'player' })],
  ];
  for (const [name, subject] of subjects) {
    it(`asks me, and I act on yes (${name})`, () => {
      const engine = engineRunning([may([advance1()], subject)]);
      const { state } = toEvent(engine);
      const d = engine.decision(state)!;
      expect([d.player, d.kind, d.prompt]).toEqual(['p1', 'effect-may', 'Do you want to advance 1 step?']);
      expect(moves(must(engine, state, { player: 'p1', ids: ['yes'] }).log)).toEqual([['p1', 1]]);
      expect(moves(must(engine, state, { player: 'p1', ids: ['no'] }).log)).toEqual([]);
    });
  }

  it('a may whose subject is read asks each player in turn', () => {
    const engine = engineRunning([may([advance1()], np('subject.each-player', 'each player', { many: true, type: 'player' }))]);
    const first = toEvent(engine).state;
    expect(engine.decision(first)!.player).toBe('p1');
    const second = must(engine, first, { player: 'p1', ids: ['no'] }).state;
    expect(engine.decision(second)!.player).toBe('p2');
    expect(moves(must(engine, second, { player: 'p2', ids: ['yes'] }).log)).toEqual([['p2', 1]]);
  });
});
