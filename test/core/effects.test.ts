import { describe, expect, it } from 'vitest';
import { createEngine, EngineError, type Choice, type Engine, type GameState } from '../../interpreter/core/index.ts';
import { diceRace, raceRules, type RaceG, type RaceRules } from './toy/dice-race.ts';

type S = GameState<RaceG>;

function engineWith(rules: Partial<RaceRules>, limits?: object): Engine<RaceG, RaceRules> {
  return createEngine(limits ? { ...diceRace, limits } : diceRace, { ...raceRules, ...rules });
}

function must(engine: Engine<RaceG, RaceRules>, state: S, choice: Choice): { state: S; log: ReturnType<typeof engine.start>['log'] } {
  const r = engine.apply(state, choice);
  if (!r.ok) throw new Error(r.reason);
  return r;
}

/** The first seed for which p1's opening roll makes `accept` true (seeds are deterministic, so this is too). */
function seedWhere(engine: Engine<RaceG, RaceRules>, accept: (afterRoll: S, pips: number) => boolean): { seed: number; state: S } {
  for (let seed = 0; seed < 2000; seed++) {
    const { state } = engine.start({ seed, players: ['p1', 'p2'] });
    const r = must(engine, state, { player: 'p1', ids: ['roll'] });
    const pips = r.log.find((e) => e.kind === 'roll')!.values.pips as number;
    if (accept(r.state, pips)) return { seed, state: r.state };
  }
  throw new Error('no seed found');
}

describe('triggered effects', () => {
  it('a charm answers its owner\'s roll with a "may" decision, and doing it moves the piece', () => {
    const engine = engineWith({ charms: { p1: ['charm.sprinter'] } });
    const { state } = seedWhere(engine, (_s, pips) => pips >= 5);
    const d = engine.decision(state)!;
    expect([d.player, d.kind, d.prompt]).toEqual(['p1', 'effect-may', 'Do you want to advance 2 steps?']);
    const yes = must(engine, state, { player: 'p1', ids: ['yes'] });
    expect(yes.state.g.pos.p1).toBe(2);
    expect(yes.log).toContainEqual({ kind: 'move', actors: ['p1'], values: { steps: 2, to: 2 }, to: null });
    expect(engine.decision(yes.state)!.kind).toBe('roll-again');
    const no = must(engine, state, { player: 'p1', ids: ['no'] });
    expect(no.state.g.pos.p1).toBe(0);
  });

  it('stays quiet when its condition fails', () => {
    const engine = engineWith({ charms: { p1: ['charm.sprinter'] } });
    const { state } = seedWhere(engine, (_s, pips) => pips > 1 && pips < 5);
    expect(engine.decision(state)!.kind).toBe('roll-again');
  });

  it('asks "I choose to" inside a condition, then draws a random card: the choice is final afterwards', () => {
    const engine = engineWith({ charms: { p1: ['charm.thief'] } });
    const { state } = seedWhere(engine, (_s, pips) => pips === 6);
    const d = engine.decision(state)!;
    expect([d.player, d.kind, d.prompt]).toEqual(['p1', 'effect-choice', 'steal a card?']);
    const handBefore = state.g.hands.p2!.slice();
    const r = must(engine, state, { player: 'p1', ids: ['yes'] });
    expect(r.state.g.hands.p2).toHaveLength(handBefore.length - 1);
    expect(r.state.g.pos.p1).toBe(1);
    const discarded = r.log.find((e) => e.kind === 'discard')!;
    expect(discarded.actors).toEqual(['p2']);
    expect(handBefore).toContain(discarded.values.card);
    expect(r.state.final).toBe(r.state.n); // the random pick is an undo barrier
  });

  it('lets the designated player order effects that fire at once', () => {
    const engine = engineWith({ charms: { p1: ['charm.sprinter', 'charm.thief'] } });
    const { state } = seedWhere(engine, (_s, pips) => pips === 6);
    const d = engine.decision(state)!;
    expect(d.kind).toBe('order-triggers');
    expect(d.player).toBe('p2'); // the toy's orderer: the player who did not roll
    expect(d.options.map((o) => o.label)).toEqual(['charm.sprinter (p1)', 'charm.thief (p1)']);
    const thief = d.options.find((o) => o.label.startsWith('charm.thief'))!.id;
    const r1 = must(engine, state, { player: 'p2', ids: [thief] });
    expect(engine.decision(r1.state)!.kind).toBe('effect-choice'); // the thief resolves first
    const r2 = must(engine, r1.state, { player: 'p1', ids: ['no'] });
    expect(engine.decision(r2.state)!.kind).toBe('effect-may'); // then the sprinter
    const r3 = must(engine, r2.state, { player: 'p1', ids: ['yes'] });
    expect(r3.state.g.pos.p1).toBe(2);
    expect(engine.decision(r3.state)!.kind).toBe('roll-again');
  });

  it('an order decision can be saved mid-way and resumed from JSON', () => {
    const engine = engineWith({ charms: { p1: ['charm.sprinter', 'charm.thief'] } });
    const { state } = seedWhere(engine, (_s, pips) => pips === 6);
    const copy = JSON.parse(JSON.stringify(state)) as S;
    const c = { player: 'p2', ids: [engine.decision(state)!.options[1]!.id] };
    expect(JSON.stringify(must(engine, copy, c).state)).toBe(JSON.stringify(must(engine, state, c).state));
  });
});

describe('an effect with choices, bindings and a duration (the toy world event)', () => {
  // each player:
  //   choose a card in my hand as gift:
  //     discard gift
  //     advance it
  //   this turn:
  //     my rolls get 1 more
  const engine = engineWith({ charms: {}, event: { turn: 1, effect: 'event.tailwind' } });
  const start = engine.start({ seed: 'tailwind', players: ['p1', 'p2'] }).state;
  const afterTurn1 = must(engine, start, { player: 'p1', ids: ['draw'] }).state;

  it('asks each player in turn, "I" being that player, to choose from their own hand', () => {
    const d = engine.decision(afterTurn1)!;
    expect([d.player, d.kind, d.prompt]).toEqual(['p1', 'effect-choose', 'Choose 1: card in my hand']);
    expect(d.options.map((o) => o.data)).toEqual(afterTurn1.g.hands.p1);
    const r = must(engine, afterTurn1, { player: 'p1', ids: [d.options[0]!.id] });
    const d2 = engine.decision(r.state)!;
    expect([d2.player, d2.kind]).toEqual(['p2', 'effect-choose']);
    expect(d2.options.map((o) => o.data)).toEqual(afterTurn1.g.hands.p2);
  });

  it('binds the chosen card by name and "it" to what the previous action acted on', () => {
    const d = engine.decision(afterTurn1)!;
    const card = d.options[1]!;
    const r = must(engine, afterTurn1, { player: 'p1', ids: [card.id] });
    expect(r.log).toContainEqual({ kind: 'discard', actors: ['p1'], values: { card: card.data! }, to: null });
    // "advance it": it is the discarded card, so p1 moves by its value
    expect(r.state.g.pos.p1).toBe(card.data);
    expect(r.state.g.hands.p1).toHaveLength(afterTurn1.g.hands.p1!.length - 1);
  });

  it('keeps a modifier for the duration it was given, and drops it when that scope ends', () => {
    let s = must(engine, afterTurn1, { player: 'p1', ids: [engine.decision(afterTurn1)!.options[0]!.id] }).state;
    s = must(engine, s, { player: 'p2', ids: [engine.decision(s)!.options[0]!.id] }).state;
    const mods = s.fx.active.filter((a) => a.type === 'modifier');
    expect(mods.map((m) => [m.key, m.owner, m.until])).toEqual([
      ['modifier.roll-bonus', 'p1', 'turn'],
      ['modifier.roll-bonus', 'p2', 'turn'],
    ]);
    expect(engine.decision(s)!.player).toBe('p2'); // turn 2
    const r = must(engine, s, { player: 'p2', ids: ['draw'] }); // turn 2 ends
    expect(r.state.fx.active.filter((a) => a.type === 'modifier')).toEqual([]);
  });

  it('adds the modifier to rolls while it lasts', () => {
    let s = must(engine, afterTurn1, { player: 'p1', ids: [engine.decision(afterTurn1)!.options[0]!.id] }).state;
    s = must(engine, s, { player: 'p2', ids: [engine.decision(s)!.options[0]!.id] }).state;
    const r = must(engine, s, { player: 'p2', ids: ['roll'] });
    const roll = r.log.find((e) => e.kind === 'roll')!;
    expect(roll.values.bonus).toBe(1);
  });

  it('skips the choice when there is nothing to choose', () => {
    const e2 = engineWith({ charms: {}, event: { turn: 1, effect: 'event.tailwind' }, handSize: 0, deck: [] });
    const s = e2.start({ seed: 1, players: ['p1', 'p2'] }).state;
    const r = must(e2, s, { player: 'p1', ids: ['roll'] });
    expect(['roll-again', 'action']).toContain(e2.decision(r.state)!.kind);
  });
});

describe('conditions read by the game', () => {
  it('checks a condition program against the state (the toy decides a timed-out race with it)', () => {
    const engine = engineWith({ charms: {}, event: null, maxTurns: 2 });
    let s = engine.start({ seed: 3, players: ['p1', 'p2'] }).state;
    s = must(engine, s, { player: 'p1', ids: ['draw'] }).state;
    s = must(engine, s, { player: 'p2', ids: ['play'] }).state;
    const ok = engine.decision(s)!.options.find((o) => (o.data as number) <= 7)!;
    s = must(engine, s, { player: 'p2', ids: [ok.id] }).state;
    expect(s.over).toEqual({ winner: 'p2', turns: 2 }); // "I am ahead" holds for p2
  });
});

describe('runaway effects', () => {
  it('stops a trigger that keeps answering itself, naming the effect', () => {
    // A seed whose first roll is not a bust, so the roll is announced (the same dice with or without the charm).
    const { seed } = seedWhere(engineWith({ charms: {} }), (_s, pips) => pips > 1);
    const engine = engineWith({ charms: { p1: ['charm.echo'] } });
    const { state } = engine.start({ seed, players: ['p1', 'p2'] });
    let err: unknown;
    try {
      engine.apply(state, { player: 'p1', ids: ['roll'] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('RW-TRIGGER-DEPTH');
    expect((err as EngineError).message).toMatch(/charm\.echo/);
  });

  it('stops an effect that runs past its step budget, naming it and where it was', () => {
    const engine = engineWith({ charms: { p1: ['charm.counter'] } }, { stepsPerEffect: 5 });
    let err: unknown;
    try {
      engine.start({ seed: 1, players: ['p1', 'p2'] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).code).toBe('RW-EFFECT-BUDGET');
    expect((err as EngineError).message).toMatch(/effect "charm\.counter" took more than 5 steps \(last at line \d+, col \d+\)/);
  });

  it('names a registry id that has no handler', () => {
    const engine = createEngine({ ...diceRace, effects: { ...diceRace.effects, verbs: {} } }, { ...raceRules, charms: {}, event: { turn: 1, effect: 'event.tailwind' } });
    let s = engine.start({ seed: 2, players: ['p1', 'p2'] }).state;
    s = must(engine, s, { player: 'p1', ids: ['draw'] }).state;
    expect(() => engine.apply(s, { player: 'p1', ids: [engine.decision(s)!.options[0]!.id] })).toThrow(/no verb handler for verb\.discard/);
  });
});
