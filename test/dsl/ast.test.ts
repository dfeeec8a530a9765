/**
 * The AST is plain data the engine and editor can keep, copy and send: JSON
 * in, JSON out, a source location on every node (and every word), and the
 * checker's findings (`bound`, `resolved`) are stable when checked again.
 */
import { describe, expect, it } from 'vitest';
import { checkEffect, parseEffect } from './api.ts';
import { SPEC_CORPUS } from './corpus.ts';
import { WORLD } from './helpers.ts';

function nodes(x: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(x)) x.forEach((y) => nodes(y, out));
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if ('kind' in o || 'text' in o) out.push(o);
    for (const [k, v] of Object.entries(o)) if (!['loc', 'prepLoc', 'headerLoc', 'bound', 'resolved'].includes(k)) nodes(v, out);
  }
  return out;
}

describe('the AST', () => {
  it('has a location inside the string on every node and word', () => {
    for (const [text, context] of SPEC_CORPUS) {
      const ast = parseEffect(text, { context }).ast!;
      checkEffect(ast, { context, world: WORLD });
      for (const n of nodes(ast)) {
        const loc = n['loc'] as { offset: number; endOffset: number } | undefined;
        expect(loc, `${text}: ${JSON.stringify(n).slice(0, 80)}`).toBeDefined();
        expect(loc!.offset).toBeGreaterThanOrEqual(0);
        expect(loc!.endOffset).toBeLessThanOrEqual(text.length);
        expect(loc!.offset).toBeLessThanOrEqual(loc!.endOffset);
      }
    }
  });

  it('a word\'s location spells the word', () => {
    const text = 'before dice:\n  I may move 1 common I control from any location to this location';
    const ast = parseEffect(text, { context: 'combat-ability' }).ast!;
    for (const n of nodes(ast)) {
      if (typeof n['text'] === 'string' && n['loc']) {
        const loc = n['loc'] as { offset: number; endOffset: number };
        expect(text.slice(loc.offset, loc.endOffset)).toBe(n['text']);
      }
    }
  });

  it('survives a JSON round trip, checked or not', () => {
    for (const [text, context] of SPEC_CORPUS) {
      const ast = parseEffect(text, { context }).ast!;
      expect(JSON.parse(JSON.stringify(ast))).toEqual(ast);
      checkEffect(ast, { context, world: WORLD });
      expect(JSON.parse(JSON.stringify(ast))).toEqual(ast);
    }
  });

  it('checking again finds the same problems and bindings', () => {
    for (const text of ['destroy all my commons in locations adjacent to this location', 'gian 2 eagles', 'move 1 common from a location with a turret to this location']) {
      const ast = parseEffect(text).ast!;
      const first = checkEffect(ast, { world: WORLD });
      const snapshot = JSON.stringify(ast);
      const second = checkEffect(ast, { world: WORLD });
      expect(second).toEqual(first);
      expect(JSON.stringify(ast)).toBe(snapshot);
    }
  });
});
