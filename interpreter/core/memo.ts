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
  /** Never read: it only carries the type of what the shelf holds. */
  readonly holds?: V;
}

/** A new shelf (call once, at module level: a constant naming a table, not the table). */
export function shelf<V>(name: string): Shelf<V> {
  return Object.freeze({ name });
}

/** One shelf's answers by key; the last key asked and its answer first (questions come in runs about one key). */
interface Table {
  byKey: Map<unknown, unknown>;
  lastKey: unknown;
  last: unknown;
}

/** One shelf's answers about objects (a game's data), dropped with the object. */
interface WeakTable {
  byObject: WeakMap<object, unknown>;
  lastKey: object | null;
  last: unknown;
}

const NOTHING = Symbol('nothing kept');

export class Memo {
  private readonly tables = new Map<Shelf<unknown>, Table>();
  private readonly weak = new Map<Shelf<unknown>, WeakTable>();
  private versions = 0;

  constructor(
    /** Whether answers are kept at all (false: every `get` misses). */
    readonly on: boolean,
  ) {}

  /** The answer kept on `shelf` under `key`, or undefined. */
  get<V>(shelf: Shelf<V>, key: string | number): V | undefined {
    if (!this.on) return undefined;
    const t = this.tables.get(shelf);
    if (t === undefined) return undefined;
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
    let t = this.tables.get(shelf);
    if (t === undefined) this.tables.set(shelf, (t = { byKey: new Map(), lastKey: NOTHING, last: undefined }));
    t.byKey.set(key, value);
    t.lastKey = key;
    t.last = value;
    return value;
  }

  /** The answer kept on `shelf` about `object` (kept no longer than the object), or undefined. */
  getFor<V>(shelf: Shelf<V>, object: object): V | undefined {
    if (!this.on) return undefined;
    const t = this.weak.get(shelf);
    if (t === undefined) return undefined;
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
    let t = this.weak.get(shelf);
    if (t === undefined) this.weak.set(shelf, (t = { byObject: new WeakMap(), lastKey: null, last: undefined }));
    t.byObject.set(object, value);
    t.lastKey = object;
    t.last = value;
    return value;
  }

  /** A number never handed out before by this memo: a version for answers kept until something changes. */
  nextVersion(): number {
    return ++this.versions;
  }
}
