/**
 * The import graph of a source tree, read from the files' text: each file's
 * relative imports and re-exports (`import ... from './x.ts'`, `export ...
 * from`, `import('./x.ts')`), resolved to files. `import type` and `export
 * type` are kept apart: they are erased before the code runs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Edge {
  to: string;
  /** Only types cross it (`import type`, `export type`): erased at run time. */
  typeOnly: boolean;
}

/** Every `.ts` file under `dir` (not `.d.ts`), as paths relative to `root`, `/`-separated. */
export function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(relative(root, path).split('\\').join('/'));
    }
  };
  walk(join(root, dir));
  return out.sort();
}

const STATIC = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The relative imports of one file (resolved against `root`). */
export function importsOf(root: string, file: string): Edge[] {
  const text = readFileSync(join(root, file), 'utf8');
  const here = dirname(join(root, file));
  const to = (spec: string) => relative(root, resolve(here, spec)).split('\\').join('/');
  const out: Edge[] = [];
  for (const m of text.matchAll(STATIC)) {
    // `import { type A, type B } from`: only types too.
    const names = m[3] ?? '';
    const allTypes = m[2] !== undefined || (/^\{[^}]*\}$/.test(names.trim()) && names.replace(/[{}]/g, '').split(',').every((n) => n.trim() === '' || n.trim().startsWith('type ')));
    out.push({ to: to(m[4]!), typeOnly: allTypes });
  }
  for (const m of text.matchAll(SIDE_EFFECT)) out.push({ to: to(m[1]!), typeOnly: false });
  for (const m of text.matchAll(DYNAMIC)) out.push({ to: to(m[1]!), typeOnly: false });
  return out;
}

/** The import graph of `files`: file -> the files it imports (among `files`). */
export function importGraph(root: string, files: readonly string[], withTypes: boolean): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const f of files) graph.set(f, [...new Set(importsOf(root, f).filter((e) => (withTypes || !e.typeOnly) && known.has(e.to)).map((e) => e.to))]);
  return graph;
}

/** The graph's cycles: each strongly connected component of more than one file (or a file importing itself), its files sorted. */
export function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(part.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}
