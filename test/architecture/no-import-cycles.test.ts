/**
 * No file of interpreter/ imports itself back through others: each layer and
 * each game module reads downward only (rules files never import the effect
 * handlers that read them, the core never imports what runs on it).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, sourceFiles } from './imports.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('imports in interpreter/', () => {
  const files = sourceFiles(root, 'interpreter');

  it('form no cycle at run time', () => {
    expect(cycles(importGraph(root, files, false))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cycles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
    expect(cycles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });
});
