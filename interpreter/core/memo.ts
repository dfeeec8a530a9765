/**
 * What an engine keeps between questions: its caches, in one place.
 *
 * Every answer the core or a game keeps so as not to work it out again (a
 * board's census, options made once and shared, a condition's answer) is
 * kept here, on one shelf per kind of answer, and nowhere else: no module
 * keeps state of its own. One `Memo` per engine (`engine.memo`, `ctx.memo`,
 * `ev.memo`), so engines never share answers, and the one switch
 * `createEngine(game, rules, { caches: false })` turns every cache off: a
 * memo that is off keeps nothing (`get` always misses, `set` keeps nothing),
 * so every answer is worked out afresh. What is kept must therefore be what
 * would be worked out again: the differential test (test/engine/caches.test.ts)
 * plays seeded games both ways and compares every decision, state and log.
 */

/** A kind of answer kept (a constant of the module that keeps it; the answers live in the memo). */
export interface Shelf<V> {
  readonly name: string;
  /** A number made from the name: where a memo looks for the shelf's table first (`Shelves`). */
  readonly hash: number;
  /** Never read: it only carries the type of what the shelf holds. */
  readonly holds?: V;
}

/** A new shelf (call once, at module level: a constant naming a table, not the table). */
export function shelf<V>(name: string): Shelf<V> {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (Math.imul(hash, 31) + name.charCodeAt(i)) | 0;
  return Object.freeze({ name, hash: hash >>> 0 });
}

/**
 * A memo's tables of one kind by shelf: an open table of slots found from
 * the shelf's hash, each table naming its shelf. A read is a slot or two
 * compared by identity, where a Map by shelf hashed the shelf object at
 * every read (~11.7 memo reads a random decision; bench/HISTORY.md, session
 * 44). Never more than half full: it doubles before.
 */
class Shelves<T extends { readonly shelf: Shelf<unknown> }> {
  /**
   * The shelves, and beside them their tables: a probe compares the
   * shelves in a list of shelves only, never a table's field (three kinds
   * of table, of three shapes, met at one load made it polymorphic).
   */
  private shelves: (Shelf<unknown> | null)[] = [null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null];
  private tables: (T | null)[] = this.shelves.slice() as null[];
  private mask = 15;
  private count = 0;

  /** The table kept for `shelf`, or null. */
  find(shelf: Shelf<unknown>): T | null {
    const shelves = this.shelves;
    const mask = this.mask;
    let i = shelf.hash & mask;
    let s = shelves[i]!;
    while (s !== shelf) {
      if (s === null) return null;
      i = (i + 1) & mask;
      s = shelves[i]!;
    }
    return this.tables[i]!;
  }

  /** Keeps `table` (its shelf has none yet); returns it. */
  add(table: T): T {
    if (2 * (this.count + 1) > this.shelves.length) {
      const old = this.tables;
      this.shelves = old.map(() => null).concat(old.map(() => null));
      this.tables = this.shelves.slice() as null[];
      this.mask = this.shelves.length - 1;
      for (const t of old) if (t !== null) this.place(t);
    }
    this.place(table);
    this.count++;
    return table;
  }

  private place(table: T): void {
    let i = table.shelf.hash & this.mask;
    while (this.shelves[i] !== null) i = (i + 1) & this.mask;
    this.shelves[i] = table.shelf;
    this.tables[i] = table;
  }
}

/** One shelf's answers by key; the last key asked and its answer first (questions come in runs about one key). */
interface Table {
  readonly shelf: Shelf<unknown>;
  byKey: Map<unknown, unknown>;
  lastKey: unknown;
  last: unknown;
}

/** One shelf's answers about objects (a game's data), dropped with the object. */
interface WeakTable {
  readonly shelf: Shelf<unknown>;
  byObject: WeakMap<object, unknown>;
  lastKey: object | null;
  last: unknown;
}

/**
 * One shelf's answers about the few objects asked last (`getRecent`): their
 * keys and answers side by side, with when each was last asked (`used`), so
 * the one asked longest ago gives way to a new one.
 */
interface RecentTable {
  readonly shelf: Shelf<unknown>;
  keys: (object | null)[];
  values: unknown[];
  used: number[];
  clock: number;
  /** The slot asked last (its key is asked in runs). */
  at: number;
}

/** How many objects a `getRecent` shelf keeps answers about: a game being played, and the copies its bots look ahead on. */
export const RECENT_OBJECTS = 4;

const NOTHING = Symbol('nothing kept');

export class Memo {
  private readonly tables = new Shelves<Table>();
  private readonly weak = new Shelves<WeakTable>();
  private readonly recent = new Shelves<RecentTable>();
  private versions = 0;

  constructor(
    /** Whether answers are kept at all (false: every `get` misses). */
    readonly on: boolean,
  ) {}

  /** The answer kept on `shelf` under `key`, or undefined. */
  get<V>(shelf: Shelf<V>, key: string | number): V | undefined {
    if (!this.on) return undefined;
    const t = this.tables.find(shelf);
    if (t === null) return undefined;
    if (t.lastKey === key) return t.last as V;
    const v = t.byKey.get(key);
    if (v !== undefined) {
      t.lastKey = key;
      t.last = v;
    }
    return v as V | undefined;
  }

  /** Keeps `value` on `shelf` under `key` (nothing when the memo is off); returns it. */
  set<V>(shelf: Shelf<V>, key: string | number, value: V): V {
    if (!this.on) return value;
    const t = this.tables.find(shelf) ?? this.tables.add({ shelf, byKey: new Map(), lastKey: NOTHING, last: undefined });
    t.byKey.set(key, value);
    t.lastKey = key;
    t.last = value;
    return value;
  }

  /** The answer kept on `shelf` about `object` (kept no longer than the object), or undefined. */
  getFor<V>(shelf: Shelf<V>, object: object): V | undefined {
    if (!this.on) return undefined;
    const t = this.weak.find(shelf);
    if (t === null) return undefined;
    if (t.lastKey === object) return t.last as V;
    const v = t.byObject.get(object);
    if (v !== undefined) {
      t.lastKey = object;
      t.last = v;
    }
    return v as V | undefined;
  }

  /** Keeps `value` on `shelf` about `object` (nothing when the memo is off); returns it. */
  setFor<V>(shelf: Shelf<V>, object: object, value: V): V {
    if (!this.on) return value;
    const t = this.weak.find(shelf) ?? this.weak.add({ shelf, byObject: new WeakMap(), lastKey: null, last: undefined });
    t.byObject.set(object, value);
    t.lastKey = object;
    t.last = value;
    return value;
  }

  /**
   * The answer kept on `shelf` about `object`, if it is one of the last
   * `RECENT_OBJECTS` objects asked about there (`setRecent`), or undefined.
   *
   * For answers about a short-lived object that refer back to it (a game
   * state's board, which reads that state). Kept in a WeakMap (`getFor`),
   * such a pair outlives every young-generation collection in V8 11 (Node
   * 20): its scavenger does not see that the object is reachable only through
   * its own answer, so each game played was moved to the old generation with
   * its board and died there, at the cost of the copying and of the old
   * generation's collections (bench/HISTORY.md, session 38). Here an object
   * goes when newer ones push it out; asked again, its answer is worked out
   * again.
   */
  getRecent<V>(shelf: Shelf<V>, object: object): V | undefined {
    if (!this.on) return undefined;
    const t = this.recent.find(shelf);
    if (t === null) return undefined;
    const keys = t.keys;
    // The object asked last is the one used last already (`used[at]` is the clock): nothing to note.
    if (keys[t.at] === object) return t.values[t.at] as V;
    const i = keys.indexOf(object);
    if (i < 0) return undefined;
    t.at = i;
    t.used[i] = ++t.clock;
    return t.values[i] as V;
  }

  /** Keeps `value` on `shelf` about `object` in place of the answer asked about longest ago (nothing when the memo is off); returns it. */
  setRecent<V>(shelf: Shelf<V>, object: object, value: V): V {
    if (!this.on) return value;
    let t = this.recent.find(shelf);
    if (t === null) {
      const none: (object | null)[] = [];
      for (let k = 0; k < RECENT_OBJECTS; k++) none.push(null);
      t = this.recent.add({ shelf, keys: none, values: none.slice(), used: none.map(() => 0), clock: 0, at: 0 });
    }
    let i = t.keys.indexOf(object);
    if (i < 0) {
      i = 0;
      for (let k = 1; k < RECENT_OBJECTS; k++) if (t.used[k]! < t.used[i]!) i = k;
    }
    t.keys[i] = object;
    t.values[i] = value;
    t.used[i] = ++t.clock;
    t.at = i;
    return value;
  }

  /** A number never handed out before by this memo: a version for answers kept until something changes. */
  nextVersion(): number {
    return ++this.versions;
  }
}
