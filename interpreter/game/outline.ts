/**
 * Building blocks for a module's content-tree entries (`EditorHooks.outline`):
 * lists of components under a key, read from a file's data as far as it
 * parsed. Every reader tolerates anything: a designer's file may be half
 * written, so a missing field reads '?' and a non-list reads as no entries.
 */
import type { Json } from '../core/index.ts';
import type { OutlineNode } from './hooks.ts';

/** One entry of a list: its data (fields by name) and its JSON pointer. */
export interface OutlineItem {
  value: Readonly<Record<string, Json>>;
  pointer: string;
  index: number;
}

/** A field as text: a string or number as it is, a list joined, anything else undefined. */
export function field(v: Readonly<Record<string, Json>> | undefined, key: string): string | undefined {
  const x = v?.[key];
  if (typeof x === 'string') return x;
  if (typeof x === 'number') return String(x);
  if (Array.isArray(x)) return x.map((e) => (typeof e === 'string' || typeof e === 'number' ? String(e) : '?')).join(', ');
  return undefined;
}

/** The entries (maps) of the list at `key` of `data`, pointed at under `at`. */
export function itemsAt(data: Json | undefined, key: string, at = ''): OutlineItem[] {
  const list = data !== null && typeof data === 'object' && !Array.isArray(data) ? data[key] : undefined;
  if (!Array.isArray(list)) return [];
  const out: OutlineItem[] = [];
  list.forEach((v, index) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) out.push({ value: v, pointer: `${at}/${key}/${index}`, index });
  });
  return out;
}

/** A heading over the entries of the list at `key`, each named by `label` (with `detail` beside it); null when there is no such list. */
export function listUnder(
  data: Json | undefined,
  key: string,
  title: string,
  label: (v: Readonly<Record<string, Json>>, i: number) => string,
  detail?: (v: Readonly<Record<string, Json>>) => string | undefined,
): OutlineNode | null {
  const isList = data !== null && typeof data === 'object' && !Array.isArray(data) && Array.isArray(data[key]);
  if (!isList) return null;
  const children = itemsAt(data, key).map((item) => entry(item, label(item.value, item.index), detail?.(item.value)));
  return { label: title, detail: String(children.length), pointer: `/${key}`, group: true, children };
}

/** One component. */
export function entry(item: OutlineItem, label: string, detail?: string, children?: OutlineNode[]): OutlineNode {
  const n: OutlineNode = { label, pointer: item.pointer };
  if (detail !== undefined && detail !== '') n.detail = detail;
  if (children && children.length > 0) n.children = children;
  return n;
}

/**
 * The tree any game gets for a file its module does not describe: each
 * top-level list of maps under its key, each entry named by its `name`,
 * `title` or `id` (or its place).
 */
export function plainOutline(data: Json | undefined): OutlineNode[] {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return [];
  const out: OutlineNode[] = [];
  for (const key of Object.keys(data)) {
    const node = listUnder(data, key, heading(key), (v, i) => field(v, 'name') ?? field(v, 'title') ?? field(v, 'id') ?? `#${i + 1}`);
    if (node && node.children && node.children.length > 0) out.push(node);
  }
  return out;
}

/** `cardTypes` / `special-locations` as a heading: 'Card types', 'Special locations'. */
function heading(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
