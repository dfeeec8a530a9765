/**
 * "Try values" (issue 28): the number under the cursor, a few values around
 * it, and the file's text with each in its place, for the balance panel to
 * play the same seeds on (the browser's `simulate --vary`). The value is
 * replaced where it is written, so the rest of the file stays as typed.
 * Game-neutral: it reads only the YAML.
 */
import { isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';

export interface NumberAt {
  /** Where the number is written (offsets, end exclusive). */
  start: number;
  end: number;
  value: number;
  /** Its place in the file: keys and positions (`decks.0.cards.3.combat`), for the panel's caption. */
  path: string;
}

/** The number (a plain integer or decimal scalar) at `offset`, if any. */
export function numberAt(text: string, offset: number): NumberAt | undefined {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return undefined;
  let found: NumberAt | undefined;
  const visit = (node: YamlNode | null | undefined, path: string[]): void => {
    if (isMap(node)) for (const p of node.items) visit(p.value as YamlNode | null, [...path, isScalar(p.key) ? String(p.key.value) : '?']);
    else if (isSeq(node)) node.items.forEach((item, i) => visit(item as YamlNode | null, [...path, String(i)]));
    else if (isScalar(node) && typeof node.value === 'number' && node.range && offset >= node.range[0] && offset <= node.range[1]) {
      found = { start: node.range[0], end: node.range[1], value: node.value, path: path.join('.') };
    }
  };
  visit(doc.contents as YamlNode | null, []);
  return found;
}

/** A few values around `v`: two below and two above in whole steps, never below 0 for a value that is not negative. */
export function valuesAround(v: number): number[] {
  const step = Number.isInteger(v) ? 1 : Math.max(0.1, Math.abs(v) / 4);
  const out: number[] = [];
  for (let k = -2; k <= 2; k++) {
    const x = Math.round((v + k * step) * 1000) / 1000;
    if (v >= 0 && x < 0) continue;
    out.push(x);
  }
  return out;
}

/** The text with `value` written in place of the number. */
export function withValue(text: string, at: Pick<NumberAt, 'start' | 'end'>, value: number): string {
  return text.slice(0, at.start) + String(value) + text.slice(at.end);
}

/** The number of field `field` in the innermost mapping around `offset` (the card preview's combat of the row under the cursor). */
export function fieldNumberAt(text: string, offset: number, field: string): NumberAt | undefined {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return undefined;
  let found: NumberAt | undefined;
  const visit = (node: YamlNode | null | undefined, path: string[]): void => {
    if (!node?.range || offset < node.range[0] || offset > node.range[1]) return;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === field);
      const v = pair?.value;
      if (isScalar(v) && typeof v.value === 'number' && v.range) found = { start: v.range[0], end: v.range[1], value: v.value, path: [...path, field].join('.') };
      for (const p of node.items) visit(p.value as YamlNode | null, [...path, isScalar(p.key) ? String(p.key.value) : '?']);
    } else if (isSeq(node)) node.items.forEach((item, i) => visit(item as YamlNode | null, [...path, String(i)]));
  };
  visit(doc.contents as YamlNode | null, []);
  return found;
}
