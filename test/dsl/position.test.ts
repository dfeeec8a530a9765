/**
 * A problem inside an effect string is reported at its place in the YAML
 * file, whatever the scalar's style: plain, double-quoted (escapes move
 * columns), single-quoted (`''`), or a `|` block (indentation is stripped).
 * Folded `>` blocks and multi-line plain scalars lose positions: the problem
 * then points at the scalar, with a warning that suggests `|`.
 */
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument, type Scalar } from 'yaml';
import { analyzeEffect, effectDiagnostics, mapScalar, type EffectContextKind } from './api.ts';
import { WORLD } from './helpers.ts';

/** Load `yaml`, check the string at `key`, and return its diagnostics as the loader would. */
function diagnose(yaml: string, key: string, context: EffectContextKind = 'any') {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter });
  const node = doc.get(key, true) as Scalar;
  const { diagnostics } = analyzeEffect(String(node.value), { context, world: WORLD });
  return effectDiagnostics(node, yaml, lineCounter, diagnostics, { file: 'cards.yaml', path: `/${key}` });
}

/** 1-based line and column of the first `needle` in `text`. */
function at(text: string, needle: string, nth = 0): { line: number; col: number } {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = text.indexOf(needle, i + 1);
  if (i < 0) throw new Error(`${needle} not found`);
  const before = text.slice(0, i).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

describe('exact positions', () => {
  it('a plain scalar', () => {
    const yaml = 'name: x\neffect: gian 2 eagles\n';
    const [d] = diagnose(yaml, 'effect');
    expect(d).toMatchObject({ file: 'cards.yaml', code: 'RW-DSL-UNKNOWN-VERB', ...at(yaml, 'gian'), end: { line: 2, col: at(yaml, 'gian').col + 4 }, path: '/effect' });
  });

  it('a double-quoted scalar: escaped quotes and a \\u escape shift the columns', () => {
    const yaml = 'effect: "move \\"Songbrd\\" to \\u0022Hall of Heros\\u0022"\n';
    const ds = diagnose(yaml, 'effect');
    expect(ds.map((d) => d.code)).toEqual(['RW-DSL-UNKNOWN-NAME', 'RW-DSL-UNKNOWN-NAME']);
    // "Songbrd" starts at its escaped opening quote and ends after its escaped closing quote.
    expect(ds[0]).toMatchObject({ ...at(yaml, '\\"Songbrd'), end: { line: 1, col: at(yaml, '\\"Songbrd').col + '\\"Songbrd\\"'.length } });
    expect(ds[1]).toMatchObject({ ...at(yaml, '\\u0022Hall'), end: { line: 1, col: at(yaml, '\\u0022Hall').col + '\\u0022Hall of Heros\\u0022'.length } });
  });

  it('a double-quoted scalar folded over two lines', () => {
    const yaml = 'effect: "each player gains\n  3 eagels"\n';
    const [d] = diagnose(yaml, 'effect');
    expect(d).toMatchObject({ code: 'RW-DSL-UNKNOWN-WORD', ...at(yaml, 'eagels'), end: { line: 2, col: at(yaml, 'eagels').col + 6 } });
  });

  it("a single-quoted scalar with ''", () => {
    const yaml = "effect: 'destroy \"Soldier''s Feld\"'\n";
    const [d] = diagnose(yaml, 'effect');
    expect(d).toMatchObject({ code: 'RW-DSL-UNKNOWN-NAME', hint: "did you mean `Soldier's Field`?", ...at(yaml, '"Soldier'), end: { line: 1, col: at(yaml, 'Feld"').col + 5 } });
  });

  it('a | block: the indentation is added back, line by line', () => {
    const yaml = [
      'cardTypes:',
      '  - name: Shotgunner',
      '    ability:',
      '      effect: |',
      '        before dice:',
      '          if count my commons in this combat >= 1:',
      "            ad 3 to this card's combat",
      '',
    ].join('\n');
    const lineCounter = new LineCounter();
    const doc = parseDocument(yaml, { lineCounter });
    const node = doc.getIn(['cardTypes', 0, 'ability', 'effect'], true) as Scalar;
    const { diagnostics } = analyzeEffect(String(node.value), { context: 'combat-ability' });
    const [d] = effectDiagnostics(node, yaml, lineCounter, diagnostics, { file: 'action-cards.yaml' });
    expect(d).toMatchObject({ code: 'RW-DSL-UNKNOWN-VERB', line: 7, col: 13, end: { line: 7, col: 15 }, hint: 'did you mean `add`?' });
  });

  it('|- and |+ blocks, and an explicit indentation indicator', () => {
    for (const header of ['|-', '|+', '|2']) {
      const yaml = `effect: ${header}\n  this round:\n    upgrades hav no effect\n`;
      const ds = diagnose(yaml, 'effect', 'world-event');
      expect(ds[0], header).toMatchObject({ code: 'RW-DSL-UNKNOWN-VERB', ...at(yaml, 'hav') });
    }
  });

  it('a syntax error at the end of a block line points at the end of that line', () => {
    const yaml = 'effect: |\n  before dice:\n    gain 2 eagles to\n';
    const [d] = diagnose(yaml, 'effect', 'combat-ability');
    expect(d).toMatchObject({ code: 'RW-DSL-SYNTAX', line: 3, col: 21, end: { line: 3, col: 21 } });
  });

  it('CRLF line endings', () => {
    const yaml = 'effect: |\r\n  before dice:\r\n    gian 2 eagles\r\n';
    const [d] = diagnose(yaml, 'effect', 'combat-ability');
    expect(d).toMatchObject({ line: 3, col: 5, end: { line: 3, col: 9 } });
  });
});

describe('styles that lose positions', () => {
  it('a folded > block: a warning suggesting |, and the problem at the scalar', () => {
    const yaml = 'effect: >\n  gain 2 eagles\n  draw 1 crad\n';
    const ds = diagnose(yaml, 'effect');
    expect(ds.map((d) => [d.code, d.severity, d.line, d.col])).toEqual([
      ['RW-DSL-POSITION', 'warning', 1, 9],
      ['RW-DSL-SYNTAX', 'error', 1, 9],
    ]);
    expect(ds[0]!.hint).toBe('write the effect as a `|` block scalar so problems point at the exact word');
  });

  it('a multi-line plain scalar', () => {
    const yaml = 'effect: each player\n  gians 3 eagles\n';
    const ds = diagnose(yaml, 'effect');
    expect(ds[0]).toMatchObject({ code: 'RW-DSL-POSITION', line: 1, col: 9 });
    expect(ds[1]!.message).toContain('(at line 1, column 13 of the effect)');
  });

  it('no problems, no warning', () => {
    expect(diagnose('effect: >\n  gain 2 eagles\n', 'effect')).toEqual([]);
  });
});

describe('the character map reads back the value', () => {
  const styles = {
    plain: 'v: gain 2 eagles\n',
    double: 'v: "a \\"b\\" \\t c \\\\ \\x41 \\u00e9 \\U0001F600 \\\n   d\n\n  e"\n',
    single: "v: 'it''s\n\n  here'\n",
    literal: 'v: |\n  one\n\n    two\n  three\n',
    keep: 'v: |+\n  one\n\n',
  };
  for (const [style, yaml] of Object.entries(styles)) {
    it(style, () => {
      const node = parseDocument(yaml).get('v', true) as Scalar;
      const m = mapScalar(node, yaml);
      expect(m.exact).toBe(true);
      if (!m.exact) return;
      const value = String(node.value);
      expect(m.map.start).toHaveLength(value.length);
      // Every plain character of the value is the source character it maps to.
      for (let i = 0; i < value.length; i++) {
        const src = yaml.slice(m.map.start[i], m.map.end[i]);
        if (/[A-Za-z0-9]/.test(value[i]!) && src.length === 1) expect(src).toBe(value[i]);
      }
    });
  }
});
