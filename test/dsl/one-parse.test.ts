/**
 * The grammar is unambiguous: every input has at most one reading, so an
 * effect can never mean two things. These are the inputs most likely to
 * read two ways if a rule were loosened; each must have exactly one parse,
 * and the one it has must be the one the manual promises.
 */
import { describe, expect, it } from 'vitest';
import type { Clause, Condition, IfStatement, Phrase, Slot } from '../../interpreter/effect-ir/index.ts';
import { SPEC_CORPUS } from './corpus.ts';
import { ok, parses } from './helpers.ts';

/** What fills the slot of a clause's object (the first after its subject). */
function objectOf(c: Clause): Slot | undefined {
  return Object.entries(c.slots).find(([k]) => k !== 'subject')?.[1];
}

/** Where qualifiers attach: `commons in (locations adjacent to (this location))`. */
function shape(np: Phrase | { kind: string }): string {
  if (np.kind !== 'phrase') return np.kind === 'name' ? '"name"' : np.kind;
  const n = np as Phrase;
  let s = n.words.join(' ') || (n.quantifier?.kind ?? '');
  if (n.possessor) s = `${shape(n.possessor)}'s ${s}`;
  if (n.of) s += ` of (${shape(n.of)})`;
  if (n.qualifier) s += ` ${n.qualifier.prep} (${shape(n.qualifier.target)})`;
  return s;
}

function condShape(c: Condition): string {
  switch (c.kind) {
    case 'and':
    case 'or':
      return `(${condShape(c.left)} ${c.kind} ${condShape(c.right)})`;
    case 'not':
      return `not ${condShape(c.operand)}`;
    case 'compare':
      return 'cmp';
    case 'clause':
      return c.verb;
    case 'choice':
      return 'choice';
  }
}

describe('exactly one parse', () => {
  it('nested qualifiers nest to the right', () => {
    const text = 'for each unit in locations adjacent to this location with a turret:\n  draw 1 card';
    expect(parses(text)).toBe(1);
    const over = (ok(text, 'combat-ability').body[0] as { over: Phrase }).over;
    expect(shape(over)).toBe('unit in (locations adjacent to (location with (turret)))');
  });

  it('qualifiers in a clause attach to the nearest noun on their left', () => {
    const text = 'destroy all my commons in locations adjacent to this location';
    expect(parses(text)).toBe(1);
    const c = ok(text, 'combat-ability').body[0] as Clause;
    expect(shape(objectOf(c) as Phrase)).toBe('commons in (locations adjacent to (location))');
  });

  it('`from` after a verb that takes it is the argument, not a qualifier', () => {
    const text = 'move 1 common I control from any location adjacent to this location to this location';
    expect(parses(text)).toBe(1);
    const c = ok(text, 'combat-ability').body[0] as Clause;
    expect(Object.keys(c.slots)).toEqual(['what', 'from', 'to']);
    expect(shape(c.slots['from'] as Phrase)).toBe('location adjacent to (location)');
    expect(shape(objectOf(c) as Phrase)).toBe('common');
  });

  it('`from` after a verb that does not take it qualifies the noun', () => {
    const text = 'destroy 1 card from my hand';
    expect(parses(text)).toBe(1);
    expect(shape(objectOf(ok(text).body[0] as Clause) as Phrase)).toBe('card from (hand)');
  });

  it('`from` inside `count` in a condition is a qualifier', () => {
    expect(parses('if count cards from my hand >= 2: draw 1 card')).toBe(1);
  });

  it('`of` chains bind before qualifiers, which reach the innermost noun', () => {
    const text = 'upgrade the combat of 2 action cards in my hand';
    expect(parses(text)).toBe(1);
    expect(shape(objectOf(ok(text).body[0] as Clause) as Phrase)).toBe('combat of (action cards in (hand))');
  });

  it('if / otherwise, nested by indentation', () => {
    const text = 'if I control 3 locations:\n  if I am the defender:\n    draw 1 card\notherwise:\n  gain 1 eagles';
    expect(parses(text)).toBe(1);
    const s = ok(text, 'combat-ability').body[0] as IfStatement;
    expect(s.otherwise).toHaveLength(1);
    expect((s.then[0] as IfStatement).otherwise).toBeUndefined();
  });

  it('if / otherwise on single lines, and `otherwise if`', () => {
    const text = 'if I am the defender: draw 1 card\notherwise if I am the attacker: gain 1 eagles\notherwise: gain 2 eagles';
    expect(parses(text)).toBe(1);
  });

  it('`and` binds tighter than `or`; `not` binds tightest', () => {
    const text = 'not I control Elizabeth or I control 3 locations and my eagles >= 15';
    expect(parses(text, 'victory-condition')).toBe(1);
    expect(condShape(ok(text, 'victory-condition').condition!)).toBe('(not control or (control and cmp))');
  });

  it('`and`/`or` chains group to the left', () => {
    const text = 'I control 1 locations or I control 2 locations or I control 3 locations';
    expect(parses(text, 'victory-condition')).toBe(1);
    expect(condShape(ok(text, 'victory-condition').condition!)).toBe('((control or control) or control)');
  });

  it('`may` takes the rest of its line, `;` included', () => {
    const text = 'gain 1 eagles; I may discard 1 random card my opponent played; it has no effect';
    expect(parses(text)).toBe(1);
    const body = ok(text, 'combat-ability').body;
    expect(body.map((s) => s.kind)).toEqual(['clause', 'may']);
    expect((body[1] as unknown as { body: unknown[] }).body).toHaveLength(2);
  });

  it('`while` ends the clause it limits', () => {
    expect(parses('Booker rolls 1 more white die while Elizabeth is with him and I control 3 locations')).toBe(1);
  });

  it('subject, verb and object split one way', () => {
    for (const t of ['upgrades have no effect', 'my units cost 1 less', 'each player draws 2 cards', 'the first player may upgrade 1 action card', '"Songbird" is controlled by the Vox Populi']) {
      expect(parses(t), t).toBe(1);
    }
  });

  it('a number before a noun is its quantifier; `2 less` alone is a difference', () => {
    expect(parses('gain 2 eagles')).toBe(1);
    expect(parses('my units cost 2 less')).toBe(1);
    expect(parses('roll 2 more dice')).toBe(1);
    expect(parses('reroll 1 of my dice')).toBe(1);
    expect(parses('gain 2 less of my units')).toBe(1);
    expect(parses('my eagles are at least 3', 'victory-condition')).toBe(1);
  });

  it('possessives chain', () => {
    const text = "move my opponent's leader to Elizabeth's location";
    expect(parses(text)).toBe(1);
  });

  it('every sentence of the design spec\'s corpus', () => {
    for (const [text, context] of SPEC_CORPUS) expect(parses(text, context), text).toBe(1);
  });
});

describe('the spec corpus', () => {
  it('parses and checks without a problem, each in its context', () => {
    for (const [text, context] of SPEC_CORPUS) ok(text, context);
  });
});
