/**
 * The effect language, read like its manual: for each verb, rule change,
 * condition and block, the forms a designer may write (they parse and check
 * cleanly, and mean what they say) and the forms they may not (with the
 * problem they get).
 */
import { describe, expect, it } from 'vitest';
import type { Clause, ForEachStatement, IfStatement, Phrase, Slot, TimingStatement } from '../../interpreter/effect-ir/index.ts';
import { analyze, colOf, ok, only } from './helpers.ts';

/** The clause of a one-statement effect. */
function clause(text: string, context: Parameters<typeof ok>[1] = 'any'): Clause {
  const p = ok(text, context);
  const s = p.body[0]!;
  if (s.kind !== 'clause') throw new Error(`not a clause: ${s.kind}`);
  return s;
}

/** What fills the slot of a clause's object (the first after its subject). */
function objectOf(c: Clause): Slot | undefined {
  return Object.entries(c.slots).find(([k]) => k !== 'subject')?.[1];
}

/** Slot name -> the words of its value. */
function slots(c: Clause): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(c.slots ?? {})) {
    out[k] = typeof v === 'object' ? words(v as Phrase) : String(v);
  }
  return out;
}

function words(n: Phrase | { kind: string; value?: number; name?: string }): string {
  if (n.kind === 'number') return String((n as { value: number }).value);
  if (n.kind === 'name') return `"${(n as { name: string }).name}"`;
  if (n.kind !== 'phrase') return n.kind;
  const np = n as Phrase;
  const parts: string[] = [];
  if (np.possessor) parts.push(words(np.possessor) + "'s");
  const q = np.quantifier;
  if (q) parts.push(q.kind === 'number' ? String(q.value) : q.kind === 'more' || q.kind === 'less' ? `${q.value} ${q.kind}` : q.kind);
  if (np.owner) parts.push(np.owner);
  parts.push(...np.words);
  if (np.of) parts.push('of', words(np.of));
  if (np.qualifier) parts.push(np.qualifier.prep, words(np.qualifier.target));
  return parts.join(' ');
}

describe('gain, lose, pay: an amount of a resource', () => {
  it('`gain 2 eagles` gains an amount; the actor is `I`', () => {
    const c = clause('gain 2 eagles');
    expect(c).toMatchObject({ id: 'verb.gain', role: 'action' });
    expect((objectOf(c) as Phrase)).toMatchObject({ type: 'amount', id: 'value.eagles' });
  });

  it('`each player loses 1 eagles`, `pay 3 eagles`, `gain 2 victory points`', () => {
    expect(clause('each player loses 1 eagles').id).toBe('verb.lose');
    expect(clause('pay 3 eagles').id).toBe('verb.pay');
    expect(clause('gain 2 victory points').id).toBe('verb.gain');
  });

  it('an amount needs a number', () => {
    const p = only('pay eagles');
    expect(p).toMatchObject({ code: 'RW-DSL-TYPE', loc: { col: 5, endCol: 11 } });
    expect(p.message).toBe('`pay` expects an amount (like `2 eagles`), got `eagles` without an amount');
  });

  it('takes no destination', () => {
    expect(only('gain 2 eagles to this location')).toMatchObject({ code: 'RW-DSL-ARG-EXTRA', message: '`gain` has no `to …` part' });
  });
});

describe('draw and discard: cards', () => {
  it('`draw 1 card`, `each player draws 2 cards`', () => {
    expect(clause('draw 1 card').id).toBe('verb.draw');
    expect(clause('each player draws 2 cards').id).toBe('verb.draw');
  });

  it('`discard 1 random card my opponent played`: a relative clause narrows the cards', () => {
    const c = clause('discard 1 random card my opponent played');
    const np = objectOf(c) as Phrase;
    expect(np.words).toEqual(['random', 'card']);
    expect(np.relative?.verb).toBe('played');
    expect(np).toMatchObject({ type: 'card', id: 'noun.card' });
  });

  it('`from` is discard\'s own argument', () => {
    expect(slots(clause('discard 1 card from my hand'))).toEqual({ cards: '1 card', from: 'my hand' });
  });

  it('draws cards, not eagles', () => {
    expect(only('draw 2 eagles')).toMatchObject({ code: 'RW-DSL-TYPE', message: '`draw` expects cards, got an amount of eagles' });
  });
});

describe('add, subtract, set: values that can change', () => {
  it("`add 3 to this card's combat`", () => {
    expect(slots(clause("add 3 to this card's combat", 'combat-ability'))).toEqual({ amount: '3', to: "this card's combat" });
  });

  it("`subtract 2 from this card's combat`, `set this card's combat to 6 without upgrades`", () => {
    expect(clause("subtract 2 from this card's combat").id).toBe('verb.subtract');
    expect(slots(clause("set this card's combat to 6 without upgrades"))).toEqual({ value: "this card's combat", to: '6', without: 'upgrades' });
  });

  it('`add` needs a value to add to, and a number is not one', () => {
    expect(only('add 3')).toMatchObject({ code: 'RW-DSL-ARG-MISSING', message: '`add` needs `to …` (which value)' });
    expect(only('add 3 to 4')).toMatchObject({ code: 'RW-DSL-TYPE', loc: { col: 10 } });
  });
});

describe('move, place, remove, destroy: pieces and places', () => {
  it('`move 1 common I control from any location to this location`', () => {
    const c = clause('move 1 common I control from any location to this location', 'combat-ability');
    expect(slots(c)).toEqual({ what: '1 common', from: 'any location', to: 'this location' });
    expect(c.id).toBe('verb.move');
  });

  it('`move "Songbird" to "Airship"\'s location`: quoted names and possessives', () => {
    expect(slots(clause('move "Songbird" to "Airship"\'s location'))).toEqual({ what: '"Songbird"', to: '"Airship"\'s location' });
  });

  it('`move` needs a destination', () => {
    expect(only('move 2 commons')).toMatchObject({ code: 'RW-DSL-ARG-MISSING', message: '`move` needs `to …` (where to)' });
  });

  it('`place a turret on a location I control`, `place Elizabeth on Booker\'s location`', () => {
    expect(slots(clause('place a turret on a location I control'))).toEqual({ what: 'a turret', on: 'a location' });
    expect(slots(clause("place Elizabeth on Booker's location"))).toEqual({ what: 'Elizabeth', on: "Booker's location" });
  });

  it('`remove the top 5 world events from the game`', () => {
    const c = clause('remove the top 5 world events from the game');
    expect((objectOf(c) as Phrase).quantifier).toMatchObject({ kind: 'the top', value: 5 });
    expect(slots(c)).toEqual({ what: 'the top world events', from: 'the game' });
  });

  it('`destroy all my commons in this combat instead`: `in` qualifies the commons, `instead` is a flag', () => {
    const c = clause('destroy all my commons in this combat instead', 'combat-ability');
    expect(slots(c)).toEqual({ what: 'all my commons in this combat', instead: 'true' });
    expect(c.slots).toMatchObject({ instead: true });
  });

  it('destroys things, not numbers', () => {
    expect(only('destroy 3')).toMatchObject({ code: 'RW-DSL-TYPE', message: '`destroy` expects pieces, locations or cards, got a number' });
  });
});

describe('upgrade, unlock, roll, reroll, resolve combat, become first player, claim', () => {
  it('`upgrade 1 action card`, `upgrade the combat of 2 action cards`', () => {
    expect(clause('upgrade 1 action card').id).toBe('verb.upgrade');
    const np = objectOf(clause('upgrade the combat of 2 action cards')) as Phrase;
    expect(np).toMatchObject({ type: 'value-ref', id: 'value.combat', many: true });
  });

  it('`unlock a locked ability`, `roll 1 more red die`, `reroll 1 of my dice`', () => {
    expect(clause('unlock a locked ability').id).toBe('verb.unlock');
    expect((objectOf(clause('roll 1 more red die')) as Phrase).quantifier).toMatchObject({ kind: 'more', value: 1 });
    expect(clause('reroll 1 of my dice').id).toBe('verb.reroll');
  });

  it('`resolve combat at this location, factions first`: a two-word verb with an option', () => {
    const c = clause('resolve combat at this location, factions first', 'combat-ability');
    expect(c).toMatchObject({ id: 'verb.resolve-combat', slots: { 'factions first': true } });
  });

  it('options are the verb\'s own', () => {
    const p = only('resolve combat at this location, attackers first');
    expect(p).toMatchObject({ code: 'RW-DSL-ARG-EXTRA', hint: 'its options: `factions first`' });
    expect(p.loc.col).toBe(colOf('resolve combat at this location, attackers first', ','));
  });

  it('`I become first player`, `claim a victory card`', () => {
    expect(clause('I become first player').id).toBe('verb.become-first-player');
    expect(clause('claim a victory card').id).toBe('verb.claim');
  });

  it('`instead` only where the verb takes it', () => {
    expect(only('gain 2 eagles instead')).toMatchObject({ code: 'RW-DSL-ARG-EXTRA', message: '`gain` does not take `instead`' });
  });
});

describe('rule changes (modifiers)', () => {
  it('`my units cost 1 less`, `structures cost 2 less` (a leader\'s ability: holds all game)', () => {
    expect(clause('my units cost 1 less', 'leader-ability')).toMatchObject({ id: 'modifier.cost', role: 'modifier' });
    expect(clause('my structures cost 2 less', 'leader-ability').id).toBe('modifier.cost');
  });

  it('a cost changes by a difference, not a number', () => {
    expect(only('structures cost 2', 'leader-ability')).toMatchObject({ code: 'RW-DSL-TYPE', message: '`cost` expects a difference (like `2 less`), got a number' });
  });

  it('`I move 1 more unit each turn`', () => {
    expect(slots(clause('I move 1 more unit each turn', 'leader-ability'))).toMatchObject({ what: '1 more unit', each: 'each turn' });
  });

  it('`my leaders roll 1 more red die`; `while` limits a rule change', () => {
    expect(clause('my leaders roll 1 more red die', 'leader-ability').id).toBe('modifier.roll-more');
    const c = clause('Booker rolls 1 more white die while Elizabeth is with him');
    expect(c.id).toBe('modifier.roll-more');
    expect((c.slots['while'] as Clause).id).toBe('predicate.is-with');
  });

  it('`while` does not go with a one-off action', () => {
    expect(only('gain 1 eagles while I control 3 locations')).toMatchObject({ code: 'RW-DSL-ARG-EXTRA' });
  });

  it('`upgrades have no effect` and `"Songbird" is controlled by the Vox Populi` inside `this round:`', () => {
    const p = ok('this round:\n  upgrades have no effect\n  "Songbird" is controlled by the Vox Populi', 'world-event');
    const body = (p.body[0] as unknown as { body: Clause[] }).body;
    expect(body.map((c) => c.id)).toEqual(['modifier.no-effect', 'modifier.controlled-by']);
  });

  it('outside a duration a world event cannot change a rule', () => {
    const p = only('upgrades have no effect', 'world-event');
    expect(p).toMatchObject({ code: 'RW-DSL-CONTEXT', hint: 'put it in a block such as `this round:` or `for the rest of the game:`' });
  });
});

describe('conditions', () => {
  it('victory cards: `I control 3 locations with a stronghold` (`with` qualifies the locations)', () => {
    const p = ok('I control 3 locations with a stronghold', 'victory-condition');
    expect(p.mode).toBe('condition');
    const c = p.condition as Clause;
    expect(c.id).toBe('predicate.control');
    expect(words(objectOf(c) as Phrase)).toBe('3 locations with a stronghold');
  });

  it('`my faction controls 4 territories`, `I control "Monument Island"`, `I control Elizabeth`', () => {
    for (const t of ['my faction controls 4 territories', 'I control "Monument Island"', 'I control Elizabeth']) {
      expect((ok(t, 'victory-condition').condition as Clause).id).toBe('predicate.control');
    }
  });

  it('comparisons: `count my faction\'s units >= 15`, `my eagles >= 15`, `my victory points are at least 5`', () => {
    expect(ok("count my faction's units >= 15", 'victory-condition').condition).toMatchObject({ kind: 'compare', op: '>=' });
    expect(ok('my eagles >= 15', 'victory-condition').condition).toMatchObject({ kind: 'compare' });
    expect((ok('my victory points are at least 5', 'victory-condition').condition as Clause).id).toBe('predicate.compare');
  });

  it('a set is not a number: count it', () => {
    expect(only('my units >= 3', 'victory-condition')).toMatchObject({ code: 'RW-DSL-TYPE', hint: 'count them: `count my units in this combat >= 2`' });
  });

  it('`and` binds tighter than `or`; `not` and parentheses', () => {
    const c = ok('I control 3 locations and my eagles >= 15 or I control Elizabeth', 'victory-condition').condition!;
    expect(c.kind).toBe('or');
    expect((c as { left: { kind: string } }).left.kind).toBe('and');
    expect(ok('not (I control Elizabeth or I control "Monument Island")', 'victory-condition').condition).toMatchObject({ kind: 'not', operand: { kind: 'or' } });
  });

  it('`I am the defender`, `this card is the only card I played`, `X is destroyed`, `there is ...`', () => {
    const ids = (t: string, ctx: Parameters<typeof ok>[1] = 'combat-ability') => ((ok(t, ctx).body[0] as IfStatement).condition as Clause).id;
    expect(ids("if I am the defender: add 3 to this card's combat")).toBe('predicate.is-defender');
    expect(ids("if this card is the only card I played: set this card's combat to 6 without upgrades")).toBe('predicate.is-only-card');
    expect(ids('if this location is destroyed: draw 1 card')).toBe('predicate.is-destroyed');
    expect(ids('if there is a turret on this location: draw 1 card')).toBe('predicate.exists');
  });

  it('`I choose to "..."` asks the player', () => {
    const p = ok('before dice:\n  if I choose to "use Bold Maneuver": add 3 to this card\'s combat', 'combat-ability');
    const cond = ((p.body[0] as TimingStatement).body[0] as IfStatement).condition;
    expect(cond).toMatchObject({ kind: 'choice', prompt: 'use Bold Maneuver' });
  });

  it('an action is not a condition, and a condition is not an action', () => {
    expect(only('I gain 2 eagles', 'victory-condition')).toMatchObject({ code: 'RW-DSL-CONTEXT', message: '`gain` is an action, not something true or false' });
    expect(only('I control 3 locations')).toMatchObject({ code: 'RW-DSL-CONTEXT', hint: 'write `if I control 3 locations:` and a block' });
  });
});

describe('blocks', () => {
  it('`if ...:` with an indented block and `otherwise:`', () => {
    const p = ok('if I control 3 locations:\n  draw 1 card\n  gain 1 eagles\notherwise:\n  gain 2 eagles');
    const s = p.body[0] as IfStatement;
    expect(s.then).toHaveLength(2);
    expect(s.otherwise).toHaveLength(1);
  });

  it('one statement after `:` on the same line; `otherwise if`', () => {
    const s = ok('if I control 3 locations: draw 1 card\notherwise if I control 2 locations: gain 1 eagles\notherwise: gain 2 eagles').body[0] as IfStatement;
    expect((s.otherwise![0] as IfStatement).otherwise).toHaveLength(1);
  });

  it('timing windows: `before dice:`, `after dice:`, `when I lose this combat:`', () => {
    const p = ok('before dice:\n  roll 1 more red die\nafter dice:\n  reroll 1 of my dice\nwhen I lose this combat: destroy all my commons in this combat instead', 'combat-ability');
    expect(p.body.map((s) => (s as TimingStatement).id)).toEqual(['timing.before-dice', 'timing.after-dice', 'timing.lose-combat']);
  });

  it('durations: `this round:`, `for the rest of the game:`', () => {
    const p = ok('place Elizabeth on Booker\'s location\nfor the rest of the game:\n  Booker rolls 1 more white die while Elizabeth is with him', 'timeline-step');
    expect(p.body[1]).toMatchObject({ kind: 'during', phrase: 'for the rest of the game', id: 'duration.rest-of-game' });
  });

  it('`each player:` runs the block for every player as `I`; `for each ...:` iterates', () => {
    const p = ok('each player:\n  for each location I control:\n    gain 1 eagles', 'world-event');
    expect(p.body[0]).toMatchObject({ kind: 'forEach', form: 'each', body: [{ kind: 'forEach', form: 'for each' }] });
  });

  it('`choose ... as NAME:` names the choice for its block', () => {
    const p = ok('each faction:\n  choose a location I control as site:\n    place an alarm on site', 'world-event');
    const choose = (p.body[0] as ForEachStatement).body[0];
    expect(choose).toMatchObject({ kind: 'choose', name: 'site' });
  });

  it('`may` asks; `;` continues what may be done', () => {
    const p = ok('before dice:\n  I may discard 1 random card my opponent played; it has no effect', 'combat-ability');
    const may = (p.body[0] as TimingStatement).body[0]!;
    expect(may).toMatchObject({ kind: 'may', body: [{ id: 'verb.discard' }, { id: 'verb.cancel' }] });
  });

  it('a header needs its block', () => {
    const r = analyze('before dice:');
    expect(r.ast).toBeUndefined();
    expect(r.diagnostics[0]).toMatchObject({ code: 'RW-DSL-SYNTAX', message: 'the effect ends too early after `:`; expected an indented block' });
  });

  it('only a line ending in `:` is followed by an indented block', () => {
    const r = analyze('draw 1 card\n  gain 2 eagles');
    expect(r.diagnostics[0]).toMatchObject({ code: 'RW-DSL-SYNTAX', loc: { line: 2, col: 3 }, hint: 'only a line ending in `:` is followed by an indented block' });
  });

  it('comments are ignored', () => {
    expect(clause('gain 2 eagles # the bonus').id).toBe('verb.gain');
  });
});
