/**
 * A YAML bot's option pattern (`move:*`, `boost:*:combat`): `*` matches any
 * run of characters, everything else itself. Matched without regular
 * expressions, in time linear in the id for each literal part: a pattern
 * turned into a RegExp (each `*` a `.*`) backtracked catastrophically on
 * `"************************Z"` and hung `play`, `simulate` and the editor.
 */

/** A compiled pattern: the literal parts between its stars, and whether it starts or ends with one. */
export interface Glob {
  /** Literal text between the stars, in order (empty parts from repeated stars dropped). */
  parts: string[];
  /** The pattern starts with `*` (the first part need not be at the id's start). */
  openStart: boolean;
  /** The pattern ends with `*`. */
  openEnd: boolean;
}

export function compileGlob(pattern: string): Glob {
  const text = pattern.trim();
  const pieces = text.split('*');
  return {
    parts: pieces.filter((p) => p !== ''),
    openStart: text.startsWith('*'),
    openEnd: text.endsWith('*'),
  };
}

/**
 * Whether `id` matches. Greedy left to right: the first part where it must
 * be (at the start, unless the pattern opens with a star), each middle part
 * at its earliest place after the one before, the last part at the end
 * (unless the pattern ends with a star). Earliest placement is always safe
 * for `*`-only patterns, so nothing is ever tried twice.
 */
export function globMatches(glob: Glob, id: string): boolean {
  const { parts, openStart, openEnd } = glob;
  if (parts.length === 0) return openStart || id === '';
  let from = 0;
  let first = 0;
  let last = parts.length;
  if (!openStart) {
    if (!id.startsWith(parts[0]!)) return false;
    from = parts[0]!.length;
    first = 1;
    if (parts.length === 1 && !openEnd) return id.length === from;
  }
  let end = id.length;
  if (!openEnd) {
    const tail = parts[parts.length - 1]!;
    if (last > first) {
      if (!id.endsWith(tail) || id.length - tail.length < from) return false;
      end = id.length - tail.length;
      last--;
    }
  }
  for (let i = first; i < last; i++) {
    const at = id.indexOf(parts[i]!, from);
    if (at < 0 || at + parts[i]!.length > end) return false;
    from = at + parts[i]!.length;
  }
  return true;
}
