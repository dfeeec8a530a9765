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

/** A copy of `rules` with every entry's `source.file` replaced by `relabel(file)`. */
export function relabelSources<R>(rules: R, relabel: (file: string) => string): R {
  return JSON.parse(JSON.stringify(rules, (key, value: unknown) => (key === 'source' && isSourceRef(value) ? { ...value, file: relabel(value.file) } : value))) as R;
}

/** The file a label names, relative to its pack: the pack's files are all at its top level. */
export function packFileName(label: string): string {
  return label.split(/[\\/]/).pop() ?? label;
}

/** The rules with files named relative to the pack: what the content hash is taken over. */
export function packIdentity<R>(rules: R): R {
  return relabelSources(rules, packFileName);
}
