/**
 * `I may ...` with its subject written out (`I may reroll 1 of my dice`, the
 * way most abilities read) is asked without an evaluator or a board read
 * (core/effects/runtime.ts `readsNothing`), as `may` with no subject already
 * was: "I" stands for `env.me` alone (eval.ts `isMe`, what `subjectPlayers`
 * answers for it). A `may` whose subject is read (`each player may`) still
 * reads it, and asks each of its players in turn.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type Choice, type EffectHandlers, type Engine, type GameState, type LogEntry } from '../../interpreter/core/index.ts';
import { isMe } from '../../interpreter/core/effects/eval.ts';
import type { Statement, Subject } from '../../interpreter/dsl/ast.ts';
import { amount, clause, may, np, program, pronoun } from '../core/toy/ast.ts';
import { diceRace, raceRules, type RaceG, type RaceRules } from '../core/toy/dice-race.ts';
import { raceEffects } from '../core/toy/race-effects.ts';

type S = GameState<RaceG>;
type H = EffectHandlers<RaceG, RaceRules>;
type RaceEffectId = NonNullable<RaceRules['event']>['effect'];

const base = diceRace.effects as H;
/** The toy's handlers, with a subject handler (`each player`: every player in seat order). */
const handlers: H = { ...base, subject: (ev) => [...ev.players] };

/** How many pure reads (`readOnly`) the effect runtime began. */
let reads = 0;

/** An engine whose world event (run by p1 after turn 1) is `body`, counting the runtime's pure reads. */
function engineRunning(body: Statement[]): Engine<RaceG, RaceRules> {
  const effects = { ...raceEffects, 'test.event': program(...body) };
  return createEngine(
    {
      ...diceRace,
      effects: handlers,
      effectSource: () => effects,
      readOnly: <T>(_g: RaceG, read: () => T): T => {
        reads++;
        return read();
      },
    },
    { ...raceRules, charms: {}, event: { turn: 1, effect: 'test.event' as RaceEffectId } },
  );
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
    it(`asks me, reading nothing, and I act on yes (${name})`, () => {
      const engine = engineRunning([may([advance1()], subject)]);
      reads = 0;
      const { state } = toEvent(engine);
      const d = engine.decision(state)!;
      expect([d.player, d.kind, d.prompt]).toEqual(['p1', 'effect-may', 'Do you want to advance 1 step?']);
      expect(reads).toBe(0);
      expect(moves(must(engine, state, { player: 'p1', ids: ['yes'] }).log)).toEqual([['p1', 1]]);
      expect(moves(must(engine, state, { player: 'p1', ids: ['no'] }).log)).toEqual([]);
    });
  }

  it('a may whose subject is read still reads it, and asks each player in turn', () => {
    const engine = engineRunning([may([advance1()], np('subject.each-player', 'each player', { many: true, type: 'player' }))]);
    reads = 0;
    const first = toEvent(engine).state;
    expect(reads).toBe(1);
    expect(engine.decision(first)!.player).toBe('p1');
    const second = must(engine, first, { player: 'p1', ids: ['no'] }).state;
    expect(engine.decision(second)!.player).toBe('p2');
    expect(moves(must(engine, second, { player: 'p2', ids: ['yes'] }).log)).toEqual([['p2', 1]]);
  });

  it('isMe tells "I" from every other subject, asked again and again', () => {
    const i = pronoun('I');
    const they = pronoun('they');
    const each = np('subject.each-player', 'each player', { many: true, type: 'player' });
    const two = np('subject.i', 'I', { type: 'player' });
    for (let k = 0; k < 3; k++) {
      expect([isMe(i), isMe(pronoun('Me')), isMe(two), isMe(they), isMe(each)]).toEqual([true, true, true, false, false]);
    }
  });
});
