/**
 * From a JSON pointer (what ajv and the reference checks speak) back to the
 * YAML text a designer typed: the key, the value, or the entry holding them.
 */
import { isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Node as YamlNode, Pair } from 'yaml';
import type { SourceFile, Span } from './yaml-file.ts';
import { spanOf } from './yaml-file.ts';

/** `/events/3/booker` -> ['events', '3', 'booker'], undoing JSON pointer escapes (~1 is `/`, ~0 is `~`). */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

interface Found {
  /** The node at the pointer (undefined when the path runs past the tree). */
  node?: YamlNode;
  /** The mapping pair whose value is `node`, when it is a mapping value. */
  pair?: Pair;
  /** The deepest node the path reached. */
  deepest: YamlNode | undefined;
  deepestPair?: Pair;
}

function rangeStart(n: unknown): number | undefined {
  return (n as YamlNode | null | undefined)?.range?.[0];
}

function find(file: SourceFile, segments: readonly string[]): Found {
  let node = (file.doc?.contents ?? undefined) as YamlNode | undefined;
  let pair: Pair | undefined;
  for (const seg of segments) {
    let next: YamlNode | undefined;
    let nextPair: Pair | undefined;
    if (isMap(node)) {
      nextPair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === seg) as Pair | undefined;
      next = nextPair?.value as YamlNode | undefined;
      if (nextPair && !next) return { deepest: (nextPair.key as YamlNode) ?? node, deepestPair: nextPair, pair: nextPair };
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)];
      next = (isPair(item) ? item.value : item) as YamlNode | undefined;
    }
    if (!next) return { deepest: node, deepestPair: pair };
    node = next;
    pair = nextPair;
  }
  return { node, pair, deepest: node, deepestPair: pair };
}

/** The value at `pointer` (the closest enclosing node if the path does not exist). */
export function valueSpan(file: SourceFile, pointer: string): Span {
  const found = find(file, pointerSegments(pointer));
  return nodeSpan(file, found.node ?? found.deepest);
}

/**
 * The key whose value is at `pointer`: `unknown field` underlines the key, a
 * missing field underlines the key of the entry that lacks it. An entry with
 * no key of its own (a list item) is underlined by its first key, so the
 * squiggle stays on one line.
 */
export function keySpan(file: SourceFile, pointer: string): Span {
  const found = find(file, pointerSegments(pointer));
  const pair = found.node ? found.pair : found.deepestPair;
  if (pair && isScalar(pair.key) && pair.key.range) return nodeSpan(file, pair.key as YamlNode);
  const node = found.node ?? found.deepest;
  if (isMap(node) && node.items.length && isScalar(node.items[0]!.key)) return nodeSpan(file, node.items[0]!.key as YamlNode);
  return nodeSpan(file, node);
}

/** The span of the key itself for a field inside the mapping at `pointer` (for an unknown field). */
export function fieldKeySpan(file: SourceFile, pointer: string, field: string): Span {
  const found = find(file, pointerSegments(pointer));
  const node = found.node;
  if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === field);
    if (pair && pair.key) return nodeSpan(file, pair.key as YamlNode);
  }
  return keySpan(file, pointer);
}

/**
 * A node's span. A collection spans many lines; underline only its first
 * line so the editor does not paint a whole section red.
 */
export function nodeSpan(file: SourceFile, node: YamlNode | undefined): Span {
  const r = node?.range;
  if (!r) {
    const start = rangeStart(file.doc?.contents) ?? 0;
    return spanOf(file, start, start + 1);
  }
  let end = r[1];
  if (isMap(node) || isSeq(node)) {
    const nl = file.text.indexOf('\n', r[0]);
    if (nl >= 0 && nl < end) end = nl;
  }
  if (end > r[0] && file.text[end - 1] === '\n') end--;
  return spanOf(file, r[0], Math.max(end, r[0] + 1));
}

/** The YAML node at a pointer, for the effect-string position mapper. */
export function nodeAt(file: SourceFile, pointer: string): YamlNode | undefined {
  return find(file, pointerSegments(pointer)).node;
}
