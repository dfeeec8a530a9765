/**
 * The lexer: words, verbs and keywords are told apart (verbs from the
 * registry), positions are exact, indentation becomes INDENT/DEDENT like
 * Python, and bad input becomes problems rather than exceptions.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../interpreter/dsl/lexer.ts';
import { registry } from './api.ts';

const lex = (text: string) => tokenize(text, registry);
const types = (text: string) => lex(text).tokens.map((t) => (t.text ? `${t.type}:${t.text}` : t.type));

describe('tokens', () => {
  it('tells verbs from nouns using the registry', () => {
    expect(types('each player gains 3 eagles')).toEqual(['each:each', 'word:player', 'verb:gains', 'number:3', 'word:eagles', 'NEWLINE']);
  });

  it('reads two-word keywords as one token and keeps their exact span', () => {
    const { tokens } = lex('I control at  least 3 locations adjacent to this location');
    const bound = tokens.find((t) => t.value === 'at least')!;
    expect(bound).toMatchObject({ type: 'bound', text: 'at  least', offset: 10, endOffset: 19, col: 11, endCol: 20 });
    expect(tokens.find((t) => t.value === 'adjacent to')).toMatchObject({ type: 'qprep', col: 33 });
  });

  it("reads 's, quoted names (with their unescaped value) and Capitalised names", () => {
    const { tokens } = lex('move "Songbird" to "Airship"\'s location');
    expect(tokens.map((t) => t.type)).toEqual(['verb', 'string', 'aprep', 'string', 'poss', 'word', 'NEWLINE']);
    expect(tokens[1]).toMatchObject({ value: 'Songbird', text: '"Songbird"', offset: 5, endOffset: 15 });
    expect(lex('place Elizabeth on Booker\'s location').tokens.map((t) => t.text)).toEqual(['place', 'Elizabeth', 'on', 'Booker', "'s", 'location', '']);
  });

  it('gives every token its offset, line and column', () => {
    const { tokens } = lex('before dice:\n  gain 2 eagles');
    const gain = tokens.find((t) => t.text === 'gain')!;
    expect(gain).toMatchObject({ offset: 15, line: 2, col: 3, endLine: 2, endCol: 7 });
  });

  it('skips comments and blank lines', () => {
    expect(types('gain 2 eagles # the produce bonus\n\n   \ndraw 1 card')).toEqual([
      'verb:gain', 'number:2', 'word:eagles', 'NEWLINE', 'verb:draw', 'number:1', 'word:card', 'NEWLINE',
    ]);
  });
});

describe('indentation', () => {
  it('opens a block after a line ending in `:` and closes it on the way out', () => {
    expect(types('before dice:\n  if I am the defender:\n    draw 1 card\ngain 1 eagles').filter((t) => /^[A-Z]/.test(t))).toEqual([
      'NEWLINE', 'INDENT', 'NEWLINE', 'INDENT', 'NEWLINE', 'DEDENT', 'DEDENT', 'NEWLINE',
    ]);
  });

  it('closes every open block at the end of the text', () => {
    const t = types('this round:\n  each player:\n    draw 1 card\n');
    expect(t.slice(-3)).toEqual(['NEWLINE', 'DEDENT', 'DEDENT']);
  });

  it('joins lines inside parentheses', () => {
    expect(types('if (count my units >= 2\n    and I control 3 locations): draw 1 card').filter((t) => /^[A-Z]/.test(t))).toEqual(['NEWLINE']);
  });

  it('reports a dedent that matches no enclosing block', () => {
    const { problems } = lex('before dice:\n    draw 1 card\n  gain 1 eagles');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'RW-DSL-INDENT', loc: { line: 3, col: 1 } });
  });
});

describe('bad input becomes problems', () => {
  it('a tab', () => {
    const { problems } = lex('before dice:\n\tdraw 1 card');
    expect(problems.map((p) => [p.code, p.loc.line, p.loc.col])).toEqual([['RW-DSL-TOKEN', 2, 1]]);
  });

  it('an unterminated name', () => {
    const { tokens, problems } = lex('destroy "Shanty Town');
    expect(problems[0]).toMatchObject({ code: 'RW-DSL-TOKEN', loc: { col: 9, endCol: 21 } });
    expect(tokens[1]).toMatchObject({ type: 'string', value: 'Shanty Town' });
  });

  it('a character the language does not use', () => {
    const { problems } = lex("gain 2 eagles @ don't");
    expect(problems.map((p) => [p.message, p.loc.col])).toEqual([
      ['unexpected character `@`', 15],
      ["unexpected character `'`", 20],
    ]);
    expect(problems[1]!.hint).toContain('double quotes');
  });
});

describe('misspelt verbs still read as verbs, so the checker can name them', () => {
  it('at the start of a statement', () => {
    expect(types('gian 2 eagles')[0]).toBe('verb:gian');
    expect(types('before dice:\n  frobnicate 2 eagles')).toContain('verb:frobnicate');
  });

  it('after a subject, when the word is closest to a verb', () => {
    expect(types('my units cots 1 less')[2]).toBe('verb:cots');
  });

  it('but not where a noun is expected', () => {
    expect(types('destroy all my commns')).toContain('word:commns');
    expect(types('choose a location I control as site:\n  place an alarm on site')).toContain('word:site');
  });
});
