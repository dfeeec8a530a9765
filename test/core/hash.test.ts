import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalHash, canonicalJson, contentHash, fnv1a64 } from '../../interpreter/core/index.ts';

/** FNV-1a 64 over TextEncoder's bytes, written plainly: what the hashes are checked against. */
function reference(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const b of new TextEncoder().encode(text)) h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return h.toString(16).padStart(16, '0');
}

/** Strings of any UTF-16 code units: ASCII, two- and three-byte characters, pairs and lone surrogates. */
const anyText = fc.string({ unit: 'binary' });
const anyJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    anyText,
    fc.array(tie('value')),
    fc.dictionary(anyText, fc.oneof(tie('value'), fc.constant(undefined))),
  ),
})).value;

describe('the content hash', () => {
  it('is FNV-1a 64 (published test vectors)', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('is the hash of the text\'s UTF-8 bytes, for any text (lone surrogates as U+FFFD)', () => {
    fc.assert(fc.property(anyText, (t) => fnv1a64(t) === reference(t)), { numRuns: 500 });
    expect(fnv1a64('\ud800x')).toBe(reference('\ufffdx'));
    expect(fnv1a64('caf\u00e9 \u2603 \ud83c\udfb2')).toBe(reference('caf\u00e9 \u2603 \ud83c\udfb2'));
  });

  it('of a JSON value, hashed as it is walked, is the hash of its canonical text', () => {
    fc.assert(fc.property(anyJson, (v) => canonicalHash(v) === fnv1a64(canonicalJson(v))), { numRuns: 500 });
    // Left-out fields and undefined items read as canonicalJson reads them.
    expect(canonicalHash({ b: [1, undefined], a: undefined, c: 'x' })).toBe(reference('{"b":[1,null],"c":"x"}'));
  });

  it('does not depend on the order keys were written in', () => {
    const a = { cards: [{ id: 'x', cost: 2 }], board: { size: 3, name: 'b' } };
    const b = { board: { name: 'b', size: 3 }, cards: [{ cost: 2, id: 'x' }] };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(contentHash(a)).toBe(contentHash(b));
  });

  it('changes when a designer tweaks one value', () => {
    const a = { cards: [{ id: 'x', cost: 2 }] };
    expect(contentHash({ cards: [{ id: 'x', cost: 3 }] })).not.toBe(contentHash(a));
  });
});
