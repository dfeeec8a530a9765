/**
 * Whatever a designer types, the parser and checker answer with problems,
 * never an exception, and quickly. Random text and random soups of the
 * language's own tokens (the inputs most likely to reach odd corners of the
 * grammar) are thrown at them; every problem must point inside the string.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEffect, countParses, parseEffect, registry, type EffectContextKind } from './api.ts';

const EFFECT_CONTEXTS = registry.contexts().map((c) => c.id);
import { WORLD } from './helpers.ts';
import { cpuMsSince } from '../reliability/cpu-time.ts';

const TOKENS = [
  // keywords and punctuation
  'if', 'otherwise', 'for', 'each', 'every', 'choose', 'as', 'may', 'when', 'before', 'after', 'while', 'until', 'there',
  'instead', 'and', 'or', 'not', 'count', 'a', 'an', 'all', 'any', 'no', 'the', 'this', 'that', 'top', 'more', 'less',
  'my', 'their', 'it', 'them', 'him', 'to', 'from', 'on', 'in', 'at', 'with', 'without', 'by', 'of', 'adjacent to',
  'at least', 'up to', 'I', ':', ';', ',', '(', ')', '+', '-', '>=', '=', '<', "'s",
  // verbs, nouns, names, values
  'gain', 'gains', 'move', 'place', 'destroy', 'draw', 'discard', 'add', 'set', 'roll', 'rolls', 'control', 'controls',
  'is', 'are', 'am', 'have', 'has', 'cost', 'resolve', 'upgrade', 'played', 'win', 'lose',
  'eagles', 'combat', 'card', 'cards', 'units', 'commons', 'location', 'locations', 'dice', 'die', 'effect', 'upgrades',
  'player', 'round', 'turn', 'game', 'red', 'random', 'Booker', 'Elizabeth', 'Founders', 'Vox', 'Populi', 'gian', 'commns',
  '1', '2', '15', '"Songbird"', '"Hall of Heroes"', '"Nowhere"', '"unterminated',
  // layout
  '\n', '\n  ', '\n    ', '\t', '#', '@',
];

const soup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((ts) => ts.join(' '));
const context = fc.constantFrom<EffectContextKind>(...EFFECT_CONTEXTS);

function run(text: string, ctx: EffectContextKind): void {
  const parsed = parseEffect(text, { context: ctx });
  const all = [...parsed.diagnostics];
  if (parsed.ast) all.push(...checkEffect(parsed.ast, { context: ctx, world: WORLD }).diagnostics);
  for (const p of all) {
    expect(p.code).toMatch(/^RW-DSL-[A-Z-]+$/);
    expect(p.code).not.toBe('RW-DSL-INTERNAL');
    expect(p.loc.offset).toBeGreaterThanOrEqual(0);
    expect(p.loc.endOffset).toBeLessThanOrEqual(text.length);
    expect(p.loc.offset).toBeLessThanOrEqual(p.loc.endOffset);
    expect(p.message.length).toBeGreaterThan(0);
  }
  // An AST is handed out only for a string without errors.
  if (parsed.ast) expect(parsed.diagnostics.some((d) => d.severity === 'error')).toBe(false);
  else expect(all.some((d) => d.severity === 'error')).toBe(true);
}

// Structured random effects: plausible phrases in every shape the grammar has
// (possessives, `of` chains, relatives, qualifiers, tails, `while`, `may`,
// `if`/`otherwise`, `for each`, nested conditions). Most of them parse.
const noun = fc.constantFrom('units', 'commons', 'location', 'locations', 'card', 'eagles', 'combat', 'Booker', 'Vox Populi', 'red die', 'player', 'turn');
const det = fc.constantFrom('', 'a ', 'all ', 'my ', 'all my ', 'the ', 'this ', '2 ', 'each ', 'at least 3 ', '1 more ', 'the top 2 ', 'up to 2 ', 'their ');
const verb = fc.constantFrom('gain', 'move', 'destroy', 'control', 'is', 'roll', 'played', 'cost', 'draws');
const qprep = fc.constantFrom('in', 'on', 'with', 'from', 'adjacent to', 'at');
const aprep = fc.constantFrom('to', 'from', 'by', 'into', 'on', 'in', 'for');
const np: fc.Arbitrary<string> = fc.letrec((tie) => ({
  np: fc.oneof(
    { weight: 5, arbitrary: fc.tuple(det, noun).map(([d, w]) => d + w) },
    { weight: 1, arbitrary: fc.constantFrom('it', 'them', '"Songbird"', '2 less') },
    { weight: 1, arbitrary: fc.tuple(tie('np'), noun).map(([a, w]) => `${a}'s ${w}`) },
    { weight: 1, arbitrary: fc.tuple(det, noun, fc.constantFrom('I control', 'my opponent played', 'the Founders control')).map(([d, w, r]) => `${d}${w} ${r}`) },
    { weight: 1, arbitrary: fc.tuple(tie('np'), tie('np')).map(([a, b]) => `${a} of ${b}`) },
  ),
})).np as fc.Arbitrary<string>;
const npq: fc.Arbitrary<string> = fc.tuple(np, fc.array(fc.tuple(qprep, np), { maxLength: 2 })).map(([a, qs]) => a + qs.map(([p, b]) => ` ${p} ${b}`).join(''));
const expr = fc.oneof(np, fc.constantFrom('3', 'count my units'), fc.tuple(np, fc.constantFrom('+', '-'), fc.constantFrom('1', 'my eagles')).map((x) => x.join(' ')));
const clause = fc.tuple(fc.oneof(fc.constant(''), npq.map((s) => s + ' '), fc.constant('I ')), verb, fc.oneof(fc.constant(''), expr.map((e) => ' ' + e)), fc.array(fc.oneof(fc.tuple(aprep, expr).map(([p, e]) => ` ${p} ${e}`), fc.tuple(qprep, expr).map(([p, e]) => ` ${p} ${e}`), fc.constant(' instead'), fc.constant(', factions first'), fc.constant(' each turn')), { maxLength: 3 })).map(([s, v, o, t]) => s + v + o + t.join(''));
const cond: fc.Arbitrary<string> = fc.letrec((tie) => ({
  c: fc.oneof(
    { weight: 4, arbitrary: clause },
    { weight: 2, arbitrary: fc.tuple(fc.oneof(npq, fc.constant('count my units in this combat')), fc.constantFrom('>=', '='), fc.constantFrom('2', 'my eagles')).map((x) => x.join(' ')) },
    { weight: 1, arbitrary: fc.tuple(tie('c'), fc.constantFrom('and', 'or'), tie('c')).map((x) => x.join(' ')) },
    { weight: 1, arbitrary: tie('c').map((c) => `not ${c}`) },
    { weight: 1, arbitrary: tie('c').map((c) => `(${c})`) },
  ),
})).c as fc.Arbitrary<string>;
const stmt = fc.oneof(clause, fc.tuple(clause, cond).map(([a, c]) => `${a} while ${c}`), fc.tuple(fc.constantFrom('', 'I ', 'each player '), clause, clause).map(([s, a, b]) => `${s}may ${a}; ${b}`), fc.tuple(cond, clause).map(([c, a]) => `if ${c}: ${a}`), fc.tuple(npq, clause).map(([n, a]) => `for each ${n}:\n  ${a}`), fc.tuple(cond, clause, clause).map(([c, a, b]) => `if ${c}:\n  ${a}\notherwise: ${b}`));

describe('never throws, always answers with problems', () => {
  it('random text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 120 }), context, (text, ctx) => run(text, ctx)), { numRuns: 400 });
  });

  it('random unicode', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => run(text, 'any')), { numRuns: 200 });
  });

  it('random soups of the language\'s tokens', () => {
    fc.assert(fc.property(soup, context, (text, ctx) => run(text, ctx)), { numRuns: 1500 });
  });

  it('a name or pronoun before `of` is a problem at its place, not a checker crash (a soup once found it)', () => {
    for (const [text, end] of [['"Nowhere" of turn cost', 17], ['it of them is destroyed', 10]] as const) {
      run(text, 'combat-ability');
      const parsed = parseEffect(text, { context: 'combat-ability' });
      const found = checkEffect(parsed.ast!, { context: 'combat-ability', world: WORLD }).diagnostics.filter((d) => d.message.startsWith('`of` follows a noun'));
      expect(found.map((d) => [d.code, d.loc.offset, d.loc.endOffset])).toEqual([['RW-DSL-TYPE', 0, end]]);
    }
  });

  it('random soups never read two ways', () => {
    fc.assert(
      fc.property(soup, fc.boolean(), (text, condition) => {
        expect(countParses(text, { mode: condition ? 'condition' : 'effect' })).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1500 },
    );
  });

  it('structured random effects and conditions never read two ways', () => {
    let parsed = 0;
    fc.assert(
      fc.property(fc.oneof(stmt, cond.map((c) => `COND ${c}`)), (s) => {
        const condition = s.startsWith('COND ');
        const n = countParses(condition ? s.slice(5) : s, { mode: condition ? 'condition' : 'effect' });
        expect(n).toBeLessThanOrEqual(1);
        parsed += n;
      }),
      { numRuns: 2000 },
    );
    // The generator must reach the grammar, not just its error paths.
    expect(parsed).toBeGreaterThan(1000);
  });

  it('long inputs finish quickly', () => {
    const long = Array.from({ length: 60 }, (_, i) => `if count my commons in this combat >= ${i} and I control ${i} locations adjacent to this location: gain ${i} eagles`).join('\n');
    const t0 = process.cpuUsage();
    run(long, 'combat-ability');
    const soupText = Array.from({ length: 400 }, (_, i) => TOKENS[(i * 7919) % TOKENS.length]).join(' ');
    run(soupText, 'any');
    // Generous: a few ms each on a quiet machine; this guards against a chart that blows up
    // (CPU time, which a busy machine does not inflate the way it does the clock).
    expect(cpuMsSince(t0)).toBeLessThan(3000);
  });
});
