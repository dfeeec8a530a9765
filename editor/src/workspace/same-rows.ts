/**
 * "Change this value in every row like it": the rows of a file that are the
 * same thing as the row under the cursor (the same first text field: deck
 * rows `{ type: Handyman, ... }` in every deck), and the edits that give
 * one of their fields a new value in all of them at once (one undoable edit).
 * Game-neutral: it reads only the YAML's shape.
 */
import { isMap, isScalar, isSeq, parseDocument, type Node as YamlNode, type Pair, type YAMLMap } from 'yaml';

export interface SameRows {
  /** The field being changed (`combat`). */
  field: string;
  /** What makes rows alike: the row's first field with a text value (`type: Handyman`). */
  by: { key: string; value: string };
  /** The value the field has in each row, in file order, with its place (offsets into the text, end exclusive). */
  rows: { value: string; start: number; end: number }[];
}

export interface OffsetEdit {
  start: number;
  end: number;
  text: string;
}

/** The mapping items (rows) of every sequence in the document, depth first. */
function* rowsOf(node: YamlNode | null | undefined): Generator<YAMLMap> {
  if (isMap(node)) {
    for (const pair of node.items) yield* rowsOf(pair.value as YamlNode | null);
  } else if (isSeq(node)) {
    for (const item of node.items) {
      if (isMap(item)) yield item;
      yield* rowsOf(item as YamlNode | null);
    }
  }
}

const keyOf = (pair: Pair): string | undefined => (isScalar(pair.key) ? String(pair.key.value) : undefined);

/** The row's identity: its first field whose value is text (and not the field being changed). */
function identity(row: YAMLMap, field: string): { key: string; value: string } | undefined {
  for (const pair of row.items) {
    const key = keyOf(pair);
    if (key === undefined || key === field) continue;
    if (isScalar(pair.value) && typeof pair.value.value === 'string') return { key, value: pair.value.value };
  }
  return undefined;
}

/** The rows like the one whose field value (or key) is at `offset`; undefined when the cursor is on no such field. */
export function sameRowsAt(text: string, offset: number): SameRows | undefined {
  const doc = parseDocument(text, { keepSourceTokens: false });
  if (doc.errors.length > 0) return undefined;
  let here: { row: YAMLMap; field: string } | undefined;
  const all = [...rowsOf(doc.contents as YamlNode | null)];
  for (const row of all) {
    for (const pair of row.items) {
      const key = keyOf(pair);
      const k = pair.key as YamlNode | null;
      const v = pair.value as YamlNode | null;
      const from = k?.range?.[0];
      const to = v?.range?.[1] ?? k?.range?.[1];
      // The innermost row wins: later (nested) rows replace an outer match.
      if (key !== undefined && isScalar(v) && from !== undefined && to !== undefined && offset >= from && offset <= to) here = { row, field: key };
    }
  }
  if (!here) return undefined;
  const by = identity(here.row, here.field);
  if (!by) return undefined;
  const rows: SameRows['rows'] = [];
  for (const row of all) {
    const id = identity(row, here.field);
    if (!id || id.key !== by.key || id.value !== by.value) continue;
    const pair = row.items.find((p) => keyOf(p) === here!.field);
    const v = pair?.value;
    if (!isScalar(v) || !v.range) continue;
    rows.push({ value: text.slice(v.range[0], v.range[1]), start: v.range[0], end: v.range[1] });
  }
  return { field: here.field, by, rows };
}

/** The edits that write `value` (as typed: `4`, `"a text"`) into the field of every row; none for an empty value. */
export function sameRowsEdits(rows: SameRows, value: string): OffsetEdit[] {
  const v = value.trim();
  if (v === '' || /[\n\r]/.test(v)) return [];
  return rows.rows.filter((r) => r.value !== v).map((r) => ({ start: r.start, end: r.end, text: v }));
}
