import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash, fnv1a64 } from '../../interpreter/core/index.ts';

describe('the content hash', () => {
  it('is FNV-1a 64 (published test vectors)', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
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
