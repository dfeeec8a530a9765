/**
 * The one place the runtime reads effect-AST field names. The AST itself is
 * the effect language's (interpreter/dsl/ast.ts); these accessors let the
 * interpreter walk it without spreading its field names through the runtime.
 */
import type { Json } from '../json.ts';
import type { AstPath } from './types.ts';

/** Any AST node: plain JSON with a `kind` (and a source location). */
export interface AstNode {
  kind: string;
  loc?: { line: number; col: number; offset?: number; endOffset?: number };
  [field: string]: unknown;
}

export function nodeAt(root: unknown, path: AstPath): unknown {
  let n: unknown = root;
  for (const step of path) {
    if (n === null || typeof n !== 'object') return undefined;
    n = (n as Record<string | number, unknown>)[step];
  }
  return n;
}

export function isNode(x: unknown): x is AstNode {
  return x !== null && typeof x === 'object' && !Array.isArray(x) && typeof (x as AstNode).kind === 'string';
}

/** Where a node is, for error messages: `line 2, col 5`. */
export function where(node: unknown): string {
  const loc = isNode(node) ? node.loc : undefined;
  return loc ? `line ${loc.line}, col ${loc.col}` : 'unknown position';
}

export type Loc = AstNode['loc'];

export function locOf(node: unknown): Json {
  const loc = isNode(node) ? node.loc : undefined;
  return loc ? { line: loc.line, col: loc.col } : null;
}
