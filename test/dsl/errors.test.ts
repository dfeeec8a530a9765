/**
 * Problems a designer sees: each with a stable code, a position inside the
 * effect string that underlines the offending words, a message in plain
 * words and, where there is one, a did-you-mean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeEffect, parseEffect } from './api.ts';
import { analyze, colOf, only, problems } from './helpers.ts';

describe('syntax errors', () => {
  it('say what was found and what was expected, at the token', () => {
    const r = parseEffect('gain 2 eagles to');
    expect(r.ast).toBeUndefined();
    expect(r.diagnostics).toEqual([
      {
        code: 'RW-DSL-SYNTAX',
        severity: 'error',
        message: 'unexpected end of the line; expected a number or a noun phrase',
        loc: { offset: 16, endOffset: 16, line: 1, col: 17, endLine: 1, endCol: 17 },
      },
    ]);
  });

  it('point inside a block at the right line and column', () => {
    const r = parseEffect('before dice:\n  if I am the defender\n    draw 1 card');
    expect(r.diagnostics[0]).toMatchObject({ code: 'RW-DSL-SYNTAX', loc: { line: 2, col: 23 }, hint: 'a line starting with `if` ends with `:` and a block' });
  });

  it('an unexpected word says where a verb was wanted', () => {
    const p = parseEffect('if X: gain 2 eagles').diagnostics[0]!;
    expect(p.loc.col).toBe(5);
    expect(p.message).toMatch(/^unexpected `:`; expected a verb/);
  });

  it('Capitalised keywords get a hint', () => {
    expect(parseEffect('If I control 3 locations: draw 1 card').diagnostics[0]!.hint).toBe('keywords and verbs are lower case: write `if`');
    expect(parseEffect('Gain 2 eagles').diagnostics[0]!.hint).toBe('keywords and verbs are lower case: write `gain`');
  });

  it('an empty condition is an error, an empty effect a warning', () => {
    expect(parseEffect('', { context: 'victory-condition' }).diagnostics[0]).toMatchObject({ code: 'RW-DSL-SYNTAX', message: 'the text is empty; expected a number or a noun phrase, `not` or `there`' });
    expect(analyzeEffect('').diagnostics).toEqual([expect.objectContaining({ code: 'RW-DSL-EMPTY', severity: 'warning' })]);
  });

  it('lexer problems come with positions and stop the string from loading', () => {
    const r = parseEffect('before dice:\n\tdraw 1 card');
    expect(r.ast).toBeUndefined();
    expect(r.diagnostics[0]).toMatchObject({ code: 'RW-DSL-TOKEN', loc: { line: 2, col: 1, endCol: 2 } });
  });
});

describe('did you mean', () => {
  it('a misspelt verb', () => {
    expect(only('gian 2 eagles')).toMatchObject({ code: 'RW-DSL-UNKNOWN-VERB', message: 'unknown verb `gian`', hint: 'did you mean `gain`?', loc: { col: 1, endCol: 5 } });
    expect(only('before dice:\n  I may ad 3 to this card\'s combat', 'combat-ability')).toMatchObject({ code: 'RW-DSL-UNKNOWN-VERB', hint: 'did you mean `add`?', loc: { line: 2, col: 9, endCol: 11 } });
  });

  it('a misspelt noun', () => {
    const text = 'destroy all my commns in this combat';
    expect(only(text, 'combat-ability')).toMatchObject({ code: 'RW-DSL-UNKNOWN-WORD', hint: 'did you mean `commons`?', loc: { col: colOf(text, 'commns'), endCol: colOf(text, 'commns') + 6 } });
  });

  it('a misspelt component name, underlined with its quotes', () => {
    const text = 'destroy "Hall of Heros"';
    expect(only(text)).toMatchObject({ code: 'RW-DSL-UNKNOWN-NAME', message: 'unknown name "Hall of Heros"', hint: 'did you mean `Hall of Heroes`?', loc: { col: 9, endCol: 24 } });
  });

  it('a component name written without quotes', () => {
    expect(only('I control Songbird', 'victory-condition')).toMatchObject({ code: 'RW-DSL-UNKNOWN-NAME', hint: '"Songbird"' });
  });

  it('a misspelt proper noun of the game', () => {
    expect(only('I control Bokker', 'victory-condition')).toMatchObject({ code: 'RW-DSL-UNKNOWN-NAME', hint: 'did you mean `Booker`?' });
  });

  it('a misspelt name bound by `choose ... as`', () => {
    expect(only('choose a unit as target:\n  destroy targt')).toMatchObject({ code: 'RW-DSL-UNKNOWN-WORD', hint: 'did you mean `target`?', loc: { line: 2, col: 11 } });
  });

  it('a misspelt timing window or duration', () => {
    expect(only('before die:\n  draw 1 card', 'combat-ability')).toMatchObject({ code: 'RW-DSL-UNKNOWN-TIMING', hint: 'did you mean `before dice`?', loc: { line: 1, col: 1, endCol: 11 } });
    expect(only('this rund:\n  draw 1 card')).toMatchObject({ code: 'RW-DSL-UNKNOWN-DURATION', hint: 'did you mean `this round`?' });
  });
});

describe('types', () => {
  it('`adjacent to` expects a location, got a number', () => {
    const text = 'move 1 common to a location adjacent to 3';
    expect(only(text)).toMatchObject({
      code: 'RW-DSL-TYPE',
      message: '`adjacent to` expects a location or a piece, got a number',
      loc: { col: text.length, endCol: text.length + 1 },
    });
  });

  it('a verb\'s argument of the wrong kind', () => {
    expect(only('move 2 eagles to this location')).toMatchObject({ code: 'RW-DSL-TYPE', message: '`move` expects pieces, got an amount of eagles', loc: { col: 6, endCol: 14 } });
  });

  it('`count` of something that is already a number', () => {
    expect(only('if count my eagles >= 2: draw 1 card')).toMatchObject({ code: 'RW-DSL-TYPE', hint: 'drop `count`' });
  });
});

describe('misplaced constructs', () => {
  it('a timing window inside a victory card condition', () => {
    const r = analyze('before dice:\n  I control 3 locations', 'victory-condition');
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ code: 'RW-DSL-CONTEXT', message: 'a timing window (`before dice`) cannot be part of a victory card condition: it is one condition, like `I control 3 locations`', loc: expect.objectContaining({ line: 1, col: 1, endCol: 12 }) }),
    ]);
  });

  it('`before dice` outside a combat ability', () => {
    expect(only('before dice:\n  gain 1 eagles', 'discard-ability')).toMatchObject({ code: 'RW-DSL-CONTEXT', message: '`before dice` only works in a combat ability or a leader\'s ability, not in a discard ability' });
    expect(analyze('before dice:\n  roll 1 more die', 'world-event').diagnostics[0]).toMatchObject({ code: 'RW-DSL-CONTEXT', loc: { line: 1, col: 1 } });
  });

  it('`this card` in a world event', () => {
    const text = "each player:\n  add 3 to this card's combat";
    expect(only(text, 'world-event')).toMatchObject({ code: 'RW-DSL-CONTEXT', loc: { line: 2, col: 12, endCol: 21 } });
  });

  it('`I` in a world event, unless a block says who', () => {
    expect(only('gain 2 eagles', 'world-event')).toMatchObject({ code: 'RW-DSL-CONTEXT', hint: 'write `each player gains ...`, or put it in an `each player:` block' });
    expect(problems('each player:\n  gain 2 eagles', 'world-event')).toEqual([]);
    expect(problems('the first player may upgrade 1 action card', 'world-event')).toEqual([]);
  });

  it("a one-off action in a leader's standing ability", () => {
    expect(only('gain 1 eagles', 'leader-ability')).toMatchObject({ code: 'RW-DSL-CONTEXT', hint: 'put it under a window such as `when I win this combat:`' });
    expect(problems('when I win this combat:\n  gain 1 eagles', 'leader-ability')).toEqual([]);
  });

  it('`it` with nothing to refer to is a warning', () => {
    expect(only('it has no effect')).toMatchObject({ code: 'RW-DSL-UNBOUND', severity: 'warning' });
  });
});

describe('missing and extra parts', () => {
  it('a missing part points at the clause and names the part', () => {
    expect(only('place a turret')).toMatchObject({ code: 'RW-DSL-ARG-MISSING', message: '`place` needs `on …` (where)', hint: 'for example `place a unit on a location I control`', loc: { col: 1, endCol: 15 } });
  });

  it('an extra part points at the part and lists the verb\'s parts', () => {
    expect(only('gain 2 eagles to this location')).toMatchObject({ code: 'RW-DSL-ARG-EXTRA', loc: { col: 15, endCol: 31 } });
    expect(only('move 1 common to this location by my opponent')).toMatchObject({ code: 'RW-DSL-ARG-EXTRA', hint: 'its parts: `from …` (where from), `to …` (where to)' });
  });

  it('`for each` after an action points to the block form', () => {
    expect(only('gain 1 eagles for each location I control').hint).toBe(
      'repeat it with a block: `for each location I control:` on its own line, then the action indented under it',
    );
  });

  it('a verb with fixed words lists its uses', () => {
    expect(analyze('I become first player now').diagnostics[0]).toMatchObject({ code: 'RW-DSL-TYPE', hint: 'known uses: `become first player`' });
  });
});
