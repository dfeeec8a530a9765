import { canonicalJson } from './json.ts';

/**
 * FNV-1a, 64 bits, over the UTF-8 bytes of `text`, as 16 hex digits.
 * Pure JS (no node:crypto) so the browser editor computes the same hash.
 * Four 16-bit limbs keep every intermediate product exact in a double.
 */
export function fnv1a64(text: string): string {
  // offset basis 0xcbf29ce484222325, limbs little-endian
  let h0 = 0x2325, h1 = 0x8422, h2 = 0x9ce4, h3 = 0xcbf2;
  const bytes = new TextEncoder().encode(text);
  for (let i = 0; i < bytes.length; i++) {
    h0 ^= bytes[i]!;
    // multiply by the prime 0x100000001b3 = 2^40 + 0x1b3
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3;
    const t2 = h2 * 0x1b3 + (h0 << 8);
    const t3 = h3 * 0x1b3 + (h1 << 8);
    let c = t0;
    h0 = c & 0xffff;
    c = t1 + (c >>> 16);
    h1 = c & 0xffff;
    c = t2 + (c >>> 16);
    h2 = c & 0xffff;
    c = t3 + (c >>> 16);
    h3 = c & 0xffff;
  }
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}

/** The stable identity of a ruleset: a replay only plays against the content it was recorded with. */
export function contentHash(rules: unknown): string {
  return fnv1a64(canonicalJson(rules));
}
