/**
 * A YAML bot's option patterns (`move:*`, `boost:*:combat`) match exactly
 * what the RegExp they replaced matched (`*` any run of characters), without
 * backtracking: checked against the RegExp on random short patterns and ids,
 * where the RegExp is still quick.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob, globMatches } from '../../interpreter/columbia/bots/glob.ts';

function asRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.trim().replace(/[.+?^${}()[\]\\|]/g, '\\$&').replace(/\*/g, '.*')}$`);
}

const alphabet = fc.constantFrom('a', 'b', ':', '-', '*');
const idAlphabet = fc.constantFrom('a', 'b', ':', '-');

describe('bot option patterns', () => {
  it('match as `*`-globs do, on random patterns and ids', () => {
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 8 }), fc.array(idAlphabet, { maxLength: 10 }), (p, i) => {
        const pattern = p.join('');
        const id = i.join('');
        expect(globMatches(compileGlob(pattern), id)).toBe(asRegExp(pattern).test(id));
      }),
      { numRuns: 5000, seed: 27 },
    );
  });

  it('match the patterns of the bundled bots as written', () => {
    expect(globMatches(compileGlob('claim-victory-card:*'), 'claim-victory-card:the-vox')).toBe(true);
    expect(globMatches(compileGlob('boost:*:combat'), 'boost:shotgunner:combat')).toBe(true);
    expect(globMatches(compileGlob('boost:*:combat'), 'boost:shotgunner:eagles')).toBe(false);
    expect(globMatches(compileGlob('done'), 'done')).toBe(true);
    expect(globMatches(compileGlob('done'), 'done-2')).toBe(false);
    expect(globMatches(compileGlob(' move:* '), 'move:x')).toBe(true);
  });
});
