/**
 * The alias-bomb guard counts what aliases add, not the file's own values: a
 * long file without a single alias (a scenario with a long script) is read,
 * while a billion-laughs file is still refused.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../interpreter/diagnostics/diagnostic.ts';
import { DEFAULT_LIMITS } from '../../interpreter/content/limits.ts';
import { parseYamlFile } from '../../interpreter/content/yaml-file.ts';

function read(text: string): { ok: boolean; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const file = parseYamlFile('long.yaml', 'long.yaml', text, DEFAULT_LIMITS, diagnostics);
  return { ok: file.ok, diagnostics };
}

describe('the alias-bomb guard', () => {
  it('reads a long script with no aliases (more values than the guard allows aliases to add)', () => {
    // 21 values a line (a list of 20 dice), 10,000 lines: more values than aliases may add, well within the size limit.
    const steps = Array.from({ length: DEFAULT_LIMITS.maxExpandedNodes / 20 }, () => `  - { dice: [${Array.from({ length: 20 }, (_, k) => k % 6).join(', ')}] }`);
    const text = `script:\n${steps.join('\n')}\n`;
    expect(text.length).toBeLessThan(DEFAULT_LIMITS.maxFileChars);
    const r = read(text);
    expect(r.diagnostics.map((d) => d.code)).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it('still refuses aliases that expand past the limit', () => {
    const laughs = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 7; i++) laughs.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`);
    const r = read(laughs.join('\n') + '\n');
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['RW-YAML-ALIAS-BOMB']);
  });
});
