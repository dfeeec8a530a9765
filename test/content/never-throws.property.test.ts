/**
 * Whatever bytes a file holds, loading reports diagnostics and returns: it
 * never throws, never reports a bug of its own (RW-INTERNAL), and every
 * diagnostic points inside the file it names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundledSources, loadOver, packFiles } from './helpers.ts';

/** Characters that matter to YAML, and a few that matter to the effect language, plus any character. */
const nasty = fc.oneof(
  fc.constantFrom(':', '-', '[', ']', '{', '}', '&', '*', '!', '|', '>', "'", '"', '#', '%', '@', '\t', '\n', ' ', '?', ',', '\\', '\u0000', '\uFEFF'),
  fc.string({ minLength: 1, maxLength: 1 }),
);

/** An edit: at a relative position, delete some characters and insert some. */
const edit = fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), remove: fc.nat({ max: 8 }), insert: fc.array(nasty, { maxLength: 6 }) });

function apply(text: string, edits: { at: number; remove: number; insert: string[] }[]): string {
  let t = text;
  for (const e of edits) {
    const i = Math.floor(e.at * t.length);
    t = t.slice(0, i) + e.insert.join('') + t.slice(i + e.remove);
  }
  return t;
}

describe('loading never throws on mangled files', () => {
  const files = packFiles();
  // The ten files not mangled are read once, here: each load parses only the one it mangled.
  const sources = bundledSources();
  for (const name of Object.keys(files)) {
    it(`survives random edits of ${name}`, () => {
      fc.assert(
        fc.property(fc.array(edit, { minLength: 1, maxLength: 5 }), (edits) => {
          const mangled = { ...files, [name]: apply(files[name]!, edits) };
          const result = loadOver(sources, mangled);
          expect(result.diagnostics.filter((d) => d.code === 'RW-INTERNAL' || d.code === 'RW-EFFECT-CHECKER-FAILED')).toEqual([]);
          const lines = mangled[name]!.split('\n').length;
          for (const d of result.diagnostics) {
            expect(d.line).toBeGreaterThanOrEqual(1);
            expect(d.col).toBeGreaterThanOrEqual(1);
            if (d.file === name) expect(d.line).toBeLessThanOrEqual(lines);
          }
          // A Ruleset is only handed out for a pack without errors.
          if (result.ruleset) expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(false);
        }),
        { numRuns: 8, seed: 20240601 + name.length },
      );
    });
  }
});
