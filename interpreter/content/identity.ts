/**
 * What of a loaded pack a saved game depends on: its rules, wherever the pack
 * was read from. The loader names each entry's file as the command shows it
 * (`content/<pack>/board.yaml` from the repository, `board.yaml` from the
 * pack folder, an absolute path from elsewhere), so hashing the Ruleset as it
 * is made a game saved in one folder refuse to replay from another, or
 * against an identical copy of the pack. The identity names files relative
 * to the pack (`board.yaml`): any copy of the same content is the same
 * content.
 *
 * Saved games written before this (no `contentHashVersion`) hashed the names
 * as shown; `relabelSources` rebuilds that form so they still replay
 * (interpreter/cli/content-hash.ts).
 */
/** Where a Ruleset entry came from: its file as the loader named it, and its JSON pointer there. */
export interface SourceRef {
  file: string;
  path: string;
}

function isSourceRef(v: unknown): v is SourceRef {
  return v !== null && typeof v === 'object' && typeof (v as SourceRef).file === 'string' && typeof (v as SourceRef).path === 'string';
}

/**
 * `rules` with every entry's `source.file` replaced by `relabel(file)`: a
 * copy along the paths to the sources, the rest shared (never changed). What
 * is hashed is the same as a JSON round trip's (canonicalJson reads plain
 * data alike), at an eighth of its cost (~0.25 ms against ~2 ms, of a
 * pack's ~45 ms load).
 */
export function relabelSources<R>(rules: R, relabel: (file: string) => string): R {
  return relabelIn(rules, relabel) as R;
}

function relabelIn(value: unknown, relabel: (file: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const was: unknown = value[i];
      const now = relabelIn(was, relabel);
      if (now !== was) (out ??= value.slice())[i] = now;
    }
    return out ?? value;
  }
  let out: Record<string, unknown> | null = null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const was = record[key];
    const now = key === 'source' && isSourceRef(was) ? { ...was, file: relabel(was.file) } : relabelIn(was, relabel);
    if (now !== was) (out ??= { ...record })[key] = now;
  }
  return out ?? value;
}

/** The file a label names, relative to its pack: the pack's files are all at its top level. */
export function packFileName(label: string): string {
  return label.split(/[\\/]/).pop() ?? label;
}

/** The rules with files named relative to the pack: what the content hash is taken over. */
export function packIdentity<R>(rules: R): R {
  return relabelSources(rules, packFileName);
}
