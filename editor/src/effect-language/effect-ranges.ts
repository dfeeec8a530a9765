/**
 * Where the effect-language strings are in a content file: the values of
 * `effect`, `condition`, and a leader's `ability` when it is a string. The
 * editor highlights, completes and explains inside these ranges only. Pure.
 */
import { isPair, isScalar, parseDocument, Scalar, visit } from 'yaml';

export const EFFECT_KEYS: ReadonlySet<string> = new Set(['effect', 'condition', 'ability']);

export type ScalarStyle = 'plain' | 'double' | 'single' | 'block' | 'folded';

export interface EffectRange {
  /** Source offsets of the whole scalar, quotes and block header included. */
  start: number;
  end: number;
  style: ScalarStyle;
  key: string;
  /** The effect text as the language reads it. */
  value: string;
}

function styleOf(type: Scalar['type']): ScalarStyle {
  switch (type) {
    case Scalar.QUOTE_DOUBLE:
      return 'double';
    case Scalar.QUOTE_SINGLE:
      return 'single';
    case Scalar.BLOCK_LITERAL:
      return 'block';
    case Scalar.BLOCK_FOLDED:
      return 'folded';
    default:
      return 'plain';
  }
}

export function effectRanges(source: string): EffectRange[] {
  const doc = parseDocument(source, { prettyErrors: false });
  const out: EffectRange[] = [];
  visit(doc, {
    Pair(_key, pair) {
      if (!isPair(pair) || !isScalar(pair.key) || !isScalar(pair.value)) return;
      const key = String(pair.key.value);
      if (!EFFECT_KEYS.has(key)) return;
      const value = pair.value;
      if (typeof value.value !== 'string' || !value.range) return;
      out.push({ start: value.range[0], end: value.range[1], style: styleOf(value.type), key, value: value.value });
    },
  });
  return out.sort((a, b) => a.start - b.start);
}

/** The effect range holding a source offset (the cursor), if any. */
export function effectRangeAt(source: string, offset: number): EffectRange | undefined {
  return effectRanges(source).find((r) => offset >= r.start && offset <= r.end);
}
