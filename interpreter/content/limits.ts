/**
 * What the loader refuses to read. A content pack is a few hundred KB of
 * hand-written YAML; anything far past these limits is a mistake or an
 * attack (the editor loads packs people share), and refusing it with a
 * diagnostic beats hanging the browser tab.
 */
export interface LoadLimits {
  /** Largest file, in UTF-16 code units of its text (about bytes for YAML). */
  maxFileChars: number;
  /** Deepest nesting of mappings, lists and flow collections in one file. */
  maxDepth: number;
  /** Most `*alias` uses in one file. Passed to yaml's own `maxAliasCount` too. */
  maxAliases: number;
  /** Most values the aliases of a file may add once each is replaced by what it names (its own values are bounded by its size). */
  maxExpandedNodes: number;
}

export const DEFAULT_LIMITS: LoadLimits = {
  maxFileChars: 2 * 1024 * 1024,
  maxDepth: 64,
  maxAliases: 200,
  maxExpandedNodes: 200_000,
};
