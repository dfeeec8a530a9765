/**
 * FNV-1a, 64 bits, fed as it goes: the UTF-8 bytes of one text after
 * another, as `TextEncoder` makes them (a lone surrogate as U+FFFD). Pure JS
 * (no node:crypto) so the browser editor computes the same hash. Four
 * 16-bit limbs keep every intermediate product exact in a double.
 */
class Fnv64 {
  // offset basis 0xcbf29ce484222325, limbs little-endian
  private h0 = 0x2325;
  private h1 = 0x8422;
  private h2 = 0x9ce4;
  private h3 = 0xcbf2;

  /** One byte. */
  byte(b: number): void {
    const h0 = this.h0 ^ b;
    // multiply by the prime 0x100000001b3 = 2^40 + 0x1b3
    const t0 = h0 * 0x1b3;
    const t1 = this.h1 * 0x1b3;
    const t2 = this.h2 * 0x1b3 + (h0 << 8);
    const t3 = this.h3 * 0x1b3 + (this.h1 << 8);
    let c = t0;
    this.h0 = c & 0xffff;
    c = t1 + (c >>> 16);
    this.h1 = c & 0xffff;
    c = t2 + (c >>> 16);
    this.h2 = c & 0xffff;
    c = t3 + (c >>> 16);
    this.h3 = c & 0xffff;
  }

  /** A text's UTF-8 bytes. */
  text(s: string): void {
    for (let i = 0; i < s.length; i++) {
      let c = s.charCodeAt(i);
      if (c < 0x80) {
        this.byte(c);
        continue;
      }
      if (c < 0x800) {
        this.byte(0xc0 | (c >> 6));
        this.byte(0x80 | (c & 0x3f));
        continue;
      }
      if (c >= 0xd800 && c <= 0xdfff) {
        const next = i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          this.byte(0xf0 | (cp >> 18));
          this.byte(0x80 | ((cp >> 12) & 0x3f));
          this.byte(0x80 | ((cp >> 6) & 0x3f));
          this.byte(0x80 | (cp & 0x3f));
          i++;
          continue;
        }
        c = 0xfffd;
      }
      this.byte(0xe0 | (c >> 12));
      this.byte(0x80 | ((c >> 6) & 0x3f));
      this.byte(0x80 | (c & 0x3f));
    }
  }

  /**
   * A string as JSON.stringify writes it: quoted, with the characters JSON
   * escapes escaped (those go through JSON.stringify itself; other texts are
   * fed as they are, without making the quoted copy).
   */
  quoted(s: string): void {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) {
        this.text(JSON.stringify(s));
        return;
      }
    }
    this.byte(0x22);
    this.text(s);
    this.byte(0x22);
  }

  digest(): string {
    const hex = (n: number) => n.toString(16).padStart(4, '0');
    return hex(this.h3) + hex(this.h2) + hex(this.h1) + hex(this.h0);
  }
}

/** FNV-1a, 64 bits, over the UTF-8 bytes of `text`, as 16 hex digits. */
export function fnv1a64(text: string): string {
  const h = new Fnv64();
  h.text(text);
  return h.digest();
}

/**
 * `fnv1a64(canonicalJson(value))` for a plain JSON value, without making the
 * text: the same bytes are hashed as the walk meets them. What a golden
 * playthrough's check does at every step for every player (building each
 * view's canonical text was most of `rulewright scenario`'s time).
 */
export function canonicalHash(value: unknown): string {
  const h = new Fnv64();
  feedCanonical(h, value);
  return h.digest();
}

/** canonicalJson's text, fed to `h` (core/json.ts: keys sorted, undefined fields left out, undefined items null). */
function feedCanonical(h: Fnv64, value: unknown): void {
  if (typeof value === 'string') {
    h.quoted(value);
    return;
  }
  if (value === null || typeof value !== 'object') {
    h.text(value === undefined ? 'null' : JSON.stringify(value));
    return;
  }
  if (Array.isArray(value)) {
    h.byte(0x5b); // [
    for (let i = 0; i < value.length; i++) {
      if (i > 0) h.byte(0x2c); // ,
      feedCanonical(h, value[i]);
    }
    h.byte(0x5d); // ]
    return;
  }
  const keys = Object.keys(value).sort();
  h.byte(0x7b); // {
  let first = true;
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    if (!first) h.byte(0x2c); // ,
    first = false;
    h.quoted(k);
    h.byte(0x3a); // :
    feedCanonical(h, v);
  }
  h.byte(0x7d); // }
}

/** The stable identity of a ruleset: a replay only plays against the content it was recorded with. */
export function contentHash(rules: unknown): string {
  return canonicalHash(rules);
}
