/**
 * Building blocks for a module's card preview (`EditorHooks.preview`): which
 * entry of a file the cursor's JSON pointer is in. Like the outline's
 * readers, they tolerate a half-written file: anything missing reads as no
 * entry.
 */
import type { Json } from '../core/index.ts';

type Fields = Readonly<Record<string, Json>>;

/** A JSON pointer's segments, unescaped (`/a~1b/0` -> ['a/b', '0']). */
export function segmentsOf(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The entries along `path` that the pointer is in, outermost first: `path`
 * names list keys (`['decks', 'cards']`: an entry of `cards` inside an
 * entry of `decks`); undefined when the pointer is not that deep in them or
 * an entry is not a mapping. Each comes with its index in its list.
 */
export function entriesAt(data: Json | undefined, pointer: string, path: readonly string[]): { value: Fields; index: number }[] | undefined {
  const segs = segmentsOf(pointer);
  const out: { value: Fields; index: number }[] = [];
  let at: Json | undefined = data;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    if (segs[2 * i] !== key) return undefined;
    const index = Number(segs[2 * i + 1]);
    const list: Json | undefined = at !== null && typeof at === 'object' && !Array.isArray(at) ? at[key] : undefined;
    const item: Json | undefined = Array.isArray(list) && Number.isInteger(index) ? list[index] : undefined;
    if (item === null || typeof item !== 'object' || Array.isArray(item) || item === undefined) return undefined;
    out.push({ value: item, index });
    at = item;
  }
  return out;
}

/** A field as text ('' when absent). */
export function textOf(v: Fields | undefined, key: string): string {
  const x = v?.[key];
  return typeof x === 'string' ? x.trim() : typeof x === 'number' || typeof x === 'boolean' ? String(x) : '';
}

/** A field as a number (null when absent or not a number). */
export function numberOf(v: Fields | undefined, key: string): number | null {
  const x = v?.[key];
  return typeof x === 'number' ? x : null;
}

/** The list of mappings at `key` (none when it is not a list). */
export function mapsIn(v: Json | undefined, key: string): Fields[] {
  const list = v !== null && typeof v === 'object' && !Array.isArray(v) ? v[key] : undefined;
  return Array.isArray(list) ? list.filter((e): e is Fields => e !== null && typeof e === 'object' && !Array.isArray(e)) : [];
}
