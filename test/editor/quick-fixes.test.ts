/**
 * The pack check's quick fixes (editor/src/monaco/quick-fixes.ts): what a
 * "did you mean", a missing required field or a number meant as text turns
 * into in the file.
 */
import { describe, expect, it } from 'vitest';
import { addFieldEdit, quickFixesFor, type FixableProblem, type TextEdit } from '../../editor/src/monaco/quick-fixes.ts';

function reader(text: string) {
  const lines = text.split('\n');
  return { line: (n: number) => lines[n - 1] };
}

/** Applies one edit to a text (1-based lines and columns, end exclusive). */
function applied(text: string, e: TextEdit): string {
  const lines = text.split('\n');
  const offset = (line: number, col: number) => lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + col - 1;
  return text.slice(0, offset(e.startLine, e.startCol)) + e.text + text.slice(offset(e.endLine, e.endCol));
}

function fix(text: string, problem: Omit<FixableProblem, 'endLine'> & { endLine?: number }): string | undefined {
  const p = { ...problem, endLine: problem.endLine ?? problem.startLine };
  const [first] = quickFixesFor(p, reader(text));
  return first ? applied(text, first.edit) : undefined;
}

describe('did-you-mean quick fixes replace the misspelt word and nothing else', () => {
  it('a misspelt enum value, marked as the value', () => {
    const text = 'cards:\n  - kind: atack\n';
    expect(fix(text, { code: 'RW-SCHEMA-ENUM', message: 'kind must be one of "attack", "defence" (got "atack") (did you mean "attack"?)', startLine: 2, startCol: 11, endCol: 16 })).toBe('cards:\n  - kind: attack\n');
  });

  it('a misspelt key, keeping the value', () => {
    const text = 'nmae: Handyman\n';
    expect(fix(text, { code: 'RW-SCHEMA-UNKNOWN-FIELD', message: 'unknown field "nmae" (did you mean "name"?)', startLine: 1, startCol: 1, endCol: 5 })).toBe('name: Handyman\n');
  });

  it('a misspelt verb in an effect, when the marker runs to the end of the line', () => {
    const text = '    effect: "gian 2 eagles"';
    expect(fix(text, { code: 'RW-DSL-UNKNOWN-VERB', message: 'unknown verb `gian` (did you mean `gain`?)', startLine: 1, startCol: 14, endCol: 28 })).toBe('    effect: "gain 2 eagles"');
  });

  it('a quoted name keeps its quotes', () => {
    const text = 'at: "Hal of Heroes"';
    expect(fix(text, { code: 'RW-REF-UNKNOWN-LOCATION', message: 'no location "Hal of Heroes" (did you mean "Hall of Heroes"?)', startLine: 1, startCol: 5, endCol: 20 })).toBe('at: "Hall of Heroes"');
  });

  it('offers nothing when the marked text does not hold the word', () => {
    expect(fix('a: b c d', { code: 'X', message: 'no location "zz" (did you mean "yy"?)', startLine: 1, startCol: 4, endCol: 9 })).toBeUndefined();
  });
});

describe('a missing required field is added under its entry', () => {
  it('in a list entry, beside its first field', () => {
    const text = 'cards:\n  - id: handyman\n    combat: 3\n';
    expect(fix(text, { code: 'RW-SCHEMA-REQUIRED', message: 'missing required field "name" in "handyman" (add "name:")', startLine: 2, startCol: 5, endCol: 7 })).toBe('cards:\n  - id: handyman\n    name: \n    combat: 3\n');
  });

  it('in a mapping, at its fields’ indentation', () => {
    const text = 'booker:\n    name: x\n';
    expect(addFieldEdit(1, 'votes', reader(text))).toMatchObject({ text: '\n    votes: ' });
  });

  it('in an empty mapping, two spaces deeper', () => {
    expect(addFieldEdit(1, 'votes', reader('booker:\n'))).toMatchObject({ text: '\n  votes: ' });
  });
});

describe('a number or yes/no meant as text', () => {
  it('is put in quotes', () => {
    const text = 'version: 1.0\n';
    expect(fix(text, { code: 'RW-SCHEMA-TYPE', message: 'version must be text (got 1) (put it in quotes to make it text: "1.0")', startLine: 1, startCol: 10, endCol: 13 })).toBe('version: "1.0"\n');
  });
});
