/**
 * Plain JSON: the only shape game state, tasks, decisions and log entries take,
 * so a state can be saved, sent to a worker, diffed and replayed byte for byte.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * Deep copy of plain data. A hand-written walk: faster than structuredClone and
 * JSON.parse(JSON.stringify()) on the small, wide objects game states are made of.
 */
export function clone<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    // A list of plain values (the random generator's four numbers, a hand of card ids) is
    // copied as it is stored. Made by the "new Array" below, it took that allocation site's
    // kind, which V8 soon makes generic: the generator's numbers were then boxed, a new heap
    // number at each draw of the game.
    let flat = true;
    for (let i = 0; i < n; i++) {
      const x = value[i];
      if (typeof x === 'object' && x !== null) {
        flat = false;
        break;
      }
    }
    if (flat) return value.slice() as T;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = clone(value[i]);
    return out as T;
  }
  // A spread copy first, then its nested values copied over in place: the copy takes the original's shape at once
  // (grown key by key, each key a transition looked up, and a wide object became a hash table, slow to read and to
  // walk: see fastCopy); a quarter less time a live game state.
  const out = { ...value } as Record<string, unknown>;
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = clone(x);
  }
  return out as T;
}

/**
 * An equal copy of plain data that V8 stores with fast properties. An object
 * grown key by key past a dozen or so keys (a map of pieces by id) becomes a
 * hash table, several times slower to walk and to read; `clone` spread-copies
 * wide objects, which keeps them fast (JSON.parse does too, but only up to a
 * hundred-odd keys, and a JSON round trip costs three times as much). For the
 * few large maps a game keeps in its state, made once.
 */
export function fastCopy<T>(value: T): T {
  return clone(value);
}

/**
 * A new empty list that V8 stores as a list of objects (its PACKED_ELEMENTS
 * kind), for a list that will hold objects or strings.
 *
 * Why: an empty literal `[]` is a list of small integers to V8 until an object
 * is put in it, so a list of pieces, ids or options that is sometimes empty
 * came in two kinds, and each function optimized on one kind deoptimized (and
 * was compiled again) when the other first came: the most common deopt of a
 * simulator worker's warm-up (bench/HISTORY.md, session 46). A list that held
 * an object keeps that kind when emptied, and its copies (`slice`) take it.
 */
export function emptyList<T>(): T[] {
  const list: unknown[] = [null];
  list.pop();
  return list as T[];
}

/**
 * A new empty list of numbers that V8 stores as doubles from the start, for a
 * list of versions (which may pass 2^30 or be NaN): pushed into a `[]`, such a
 * list was small-integer or double by the values it happened to get, and its
 * readers deoptimized when the second kind came (see `emptyList`).
 */
export function doubleList(): number[] {
  const list = [0.5];
  list.pop();
  return list;
}

/** Whether two lists hold the same items in the same order (`===` item by item). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (value === undefined) return 'null';
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  const parts: string[] = [];
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    parts.push(`${JSON.stringify(k)}:${canonicalJson(v)}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * Where `value` stops being plain JSON (`undefined`, NaN, a class instance, a Map,
 * a function...), as a path like `g.hands.p1[2]`; null when it is plain.
 * A debugging and test aid: the engine does not pay for this check during play.
 */
export function findNonJson(value: unknown, path = '$'): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${path} is ${value}`;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) return `${path}[${i}] is a hole`;
          const p = findNonJson(value[i], `${path}[${i}]`);
          if (p) return p;
        }
        return null;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return `${path} is a ${proto?.constructor?.name ?? 'non-plain object'}`;
      for (const k of Object.keys(value)) {
        const p = findNonJson((value as Record<string, unknown>)[k], `${path}.${k}`);
        if (p) return p;
      }
      return null;
    }
    default:
      return `${path} is ${typeof value}`;
  }
}
