/**
 * A designer's YAML mistakes (and a hostile file's tricks) become one
 * diagnostic each, at the place to fix, and never a crash or a hang.
 */
import { describe, expect, it } from 'vitest';
import { expectOnly, load, lineCol, mutate, offsetOf, packFiles, posOf } from './helpers.ts';
import { cpuMsSince } from '../reliability/cpu-time.ts';

describe('YAML problems in the Columbia pack', () => {
  it('an unclosed flow list is one syntax error, at the bracket that is never closed', () => {
    const files = mutate(packFiles(), 'pack.yaml', 'colours: [red, dark red]', 'colours: [red, dark red');
    // The parser gives up lines later, at the next key; the designer's slip is the `[`.
    expectOnly(load(files), [
      {
        code: 'RW-YAML-SYNTAX',
        file: 'pack.yaml',
        ...posOf(files, 'pack.yaml', '[red, dark red'),
        message: `this \`[\` (line ${posOf(files, 'pack.yaml', '[red, dark red').line}) starts a list that is never closed`,
      },
    ]);
  });

  it('`x: [` typed at the start of a deck row is one problem in plain words, not a cascade of parser errors', () => {
    const pack = packFiles();
    const files = { ...pack, 'action-cards.yaml': pack['action-cards.yaml']!.replace(/^( +- \{ type: Handyman)/m, 'x: [$1') };
    const text = files['action-cards.yaml']!;
    const at = posOf(files, 'action-cards.yaml', 'x: [');
    const result = load(files);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'RW-YAML-SYNTAX', file: 'action-cards.yaml', line: at.line, col: at.col + 3, message: expect.stringMatching(/^this `\[` \(line \d+\) starts a list that is never closed$/) }),
    ]);
    expect(result.diagnostics[0]!.hint).toMatch(/close it with `\]`/);
    expect(text).toContain('x: [');
  });

  it('an unclosed double quote is one syntax error, at the quote', () => {
    const files = mutate(packFiles(), 'world-events.yaml', 'effect: "each player gains 3 eagles"', 'effect: "each player gains 3 eagles');
    expectOnly(load(files), [{ code: 'RW-YAML-SYNTAX', file: 'world-events.yaml', ...posOf(files, 'world-events.yaml', '"each player gains 3 eagles') }]);
    expect(load(files).ruleset).toBeUndefined();
  });

  it('quotes and brackets inside a block scalar or a comment open nothing', () => {
    const files = mutate(packFiles(), 'world-events.yaml', 'effect: "each player gains 3 eagles"', 'effect: "each player gains 3 eagles" # a "note [\n    notes: |\n      a [ and a " in text\n    nmae: x');
    // Only the real mistake is told: an unknown field, after the block scalar.
    expect(load(files).diagnostics.map((d) => d.code)).toEqual(['RW-SCHEMA-UNKNOWN-FIELD', 'RW-SCHEMA-UNKNOWN-FIELD']);
  });

  it('a key given twice in one entry is reported at the second one, naming the first line', () => {
    const files = mutate(packFiles(), 'victory-cards.yaml', '    points: 2\n', '    points: 2\n    points: 3\n');
    const first = posOf(files, 'victory-cards.yaml', '    points: 2');
    expectOnly(load(files), [
      {
        code: 'RW-YAML-DUPLICATE-KEY',
        file: 'victory-cards.yaml',
        ...posOf(files, 'victory-cards.yaml', 'points: 3'),
        message: `duplicate key "points" (already set on line ${first.line})`,
      },
    ]);
  });

  it('a billion-laughs alias bomb is refused before anything expands it', () => {
    const bomb = [
      'lol1: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
      'lol2: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'lol3: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'lol4: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'lol5: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
      'lol6: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]',
      'lol7: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]',
      '',
    ].join('\n');
    const files = { ...packFiles() };
    files['leaders.yaml'] = bomb + files['leaders.yaml']!;
    const started = process.cpuUsage();
    const result = load(files);
    expect(cpuMsSince(started)).toBeLessThan(2000);
    // What the aliases add passes 200 000 values at lol6's second *e (index 1; lol2-lol5 add 74,718, each *e 66,430).
    expectOnly(result, [{ code: 'RW-YAML-ALIAS-BOMB', file: 'leaders.yaml', ...posOf(files, 'leaders.yaml', '*e', 1) }]);
  });

  it('an alias inside its own anchor is refused', () => {
    const files = { ...packFiles() };
    files['dice.yaml'] = files['dice.yaml']! + 'loop: &x [1, *x]\n';
    expectOnly(load(files), [{ code: 'RW-YAML-ALIAS-BOMB', file: 'dice.yaml', ...posOf(files, 'dice.yaml', '*x') }]);
  });

  it('a file over 2 MB is refused without being parsed', () => {
    const files = { ...packFiles() };
    files['world-events.yaml'] = files['world-events.yaml']! + ('# padding ' + 'x'.repeat(1000) + '\n').repeat(2200);
    expectOnly(load(files), [{ code: 'RW-FILE-TOO-LARGE', file: 'world-events.yaml', line: 1, col: 1 }]);
  });

  it('nesting deeper than 64 levels is refused at the first level too deep', () => {
    const files = mutate(packFiles(), 'board.yaml', 'provenance: rulebook }', `provenance: rulebook, note: ${'['.repeat(100)}${']'.repeat(100)} }`);
    // document (1) > locations (2) > location (3) > note's lists (4, 5, ...): the 62nd bracket opens level 65.
    const first = offsetOf(files['board.yaml']!, '[[[');
    expectOnly(load(files), [{ code: 'RW-YAML-TOO-DEEP', file: 'board.yaml', ...lineCol(files['board.yaml']!, first + 61) }]);
  });

  it('100 000 nested brackets are refused quickly by the pre-scan (the YAML parser would exhaust memory)', () => {
    const files = { ...packFiles() };
    files['dice.yaml'] = files['dice.yaml']! + 'deep: ' + '['.repeat(100_000) + ']'.repeat(100_000) + '\n';
    const started = process.cpuUsage();
    const result = load(files);
    expect(cpuMsSince(started)).toBeLessThan(2000);
    const first = offsetOf(files['dice.yaml']!, 'deep: [') + 6;
    // The pre-scan stops at 4 x 64 levels: document (1), then the 255th bracket.
    expectOnly(result, [{ code: 'RW-YAML-TOO-DEEP', file: 'dice.yaml', ...lineCol(files['dice.yaml']!, first + 255) }]);
  });

  it('a tab used for indentation is reported on its line', () => {
    const files = mutate(packFiles(), 'timelines.yaml', '\n    name: ', '\n\tname: ');
    const tab = offsetOf(files['timelines.yaml']!, '\tname: ');
    const result = load(files);
    const tabs = result.diagnostics.filter((d) => d.code === 'RW-YAML-TAB-INDENT');
    expect(tabs.map((d) => ({ file: d.file, line: d.line, col: d.col }))).toEqual([{ file: 'timelines.yaml', ...lineCol(files['timelines.yaml']!, tab) }]);
    expect(tabs[0]!.hint).toBe('indent with spaces only');
    expect(result.diagnostics.every((d) => d.file === 'timelines.yaml' && d.code.startsWith('RW-YAML-'))).toBe(true);
  });

  it('a second YAML document in a file is reported at its `---`', () => {
    const files = { ...packFiles() };
    files['territory-tokens.yaml'] = files['territory-tokens.yaml']! + '---\ntokens: []\n';
    expectOnly(load(files), [{ code: 'RW-YAML-MULTIPLE-DOCUMENTS', file: 'territory-tokens.yaml', ...posOf(files, 'territory-tokens.yaml', '---\ntokens') }]);
  });

  it('an empty file is reported, and only that', () => {
    const files = { ...packFiles(), 'territory-tokens.yaml': '# nothing here yet\n' };
    expectOnly(load(files), [{ code: 'RW-YAML-EMPTY', file: 'territory-tokens.yaml', line: 1, col: 1 }]);
  });

  it('a missing file is reported, and a stray one is a warning', () => {
    const files = packFiles();
    delete files['dice.yaml'];
    files['notes.yaml'] = 'todo: more cards\n';
    const result = load(files);
    expectOnly(result, [{ code: 'RW-FILE-MISSING', file: 'dice.yaml', line: 1, col: 1 }]);
    expectOnly(result, [{ code: 'RW-FILE-UNKNOWN', file: 'notes.yaml', line: 1, col: 1 }], 'warning');
  });
});
