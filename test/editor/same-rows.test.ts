/**
 * "Change this value in every row like it" (editor/src/workspace/same-rows.ts):
 * Handyman's combat in every deck row at once, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import * as nodePath from 'node:path';
import { sameRowsAt, sameRowsEdits, type OffsetEdit } from '../../editor/src/workspace/same-rows.ts';

const apply = (text: string, edits: OffsetEdit[]) => [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);

const DECKS = `decks:
  - name: blue
    cards:
      - { type: Handyman, count: 3, combat: 3 }
      - { type: Shotgunner, count: 2, combat: 2 }
  - name: red
    cards:
      - type: Handyman
        count: 1
        combat: 3
      - { type: Handyman, count: 2, combat: 4 }
`;

describe('the rows like the one under the cursor', () => {
  it('are every row of the same type, flow or block, in every deck', () => {
    const at = DECKS.indexOf('combat: 3');
    const rows = sameRowsAt(DECKS, at + 'combat: '.length)!;
    expect(rows.field).toBe('combat');
    expect(rows.by).toEqual({ key: 'type', value: 'Handyman' });
    expect(rows.rows.map((r) => r.value)).toEqual(['3', '3', '4']);
  });

  it('change together in one set of edits, other types untouched', () => {
    const rows = sameRowsAt(DECKS, DECKS.indexOf('combat: 3'))!;
    const after = apply(DECKS, sameRowsEdits(rows, '5'));
    expect(after.match(/combat: 5/g)?.length).toBe(3);
    expect(after).toContain('{ type: Shotgunner, count: 2, combat: 2 }');
  });

  it('nothing for an empty value, or off a row', () => {
    const rows = sameRowsAt(DECKS, DECKS.indexOf('combat: 3'))!;
    expect(sameRowsEdits(rows, '  ')).toEqual([]);
    expect(sameRowsAt(DECKS, 0)).toBeUndefined();
  });

  it('finds Handyman’s combat in all 12 deck rows of the Columbia pack', () => {
    const text = readFileSync(nodePath.resolve(import.meta.dirname, '../../content/columbia/action-cards.yaml'), 'utf8');
    const row = text.indexOf('{ type: Handyman, count: 3, combat: 3');
    const rows = sameRowsAt(text, text.indexOf('combat: 3', row))!;
    expect(rows.by.value).toBe('Handyman');
    expect(rows.rows).toHaveLength(12);
  });
});

describe('try values: the number under the cursor and the texts around it', async () => {
  const { numberAt, valuesAround, withValue } = await import('../../editor/src/balance/try-values.ts');
  it('finds the number and its place, and writes each value where it was, the rest as typed', () => {
    const at = numberAt(DECKS, DECKS.indexOf('combat: 4') + 'combat: '.length)!;
    expect(at).toMatchObject({ value: 4, path: 'decks.1.cards.1.combat' });
    expect(valuesAround(at.value)).toEqual([2, 3, 4, 5, 6]);
    expect(withValue(DECKS, at, 6)).toBe(DECKS.replace('combat: 4', 'combat: 6'));
    expect(valuesAround(1)).toEqual([0, 1, 2, 3]);
    expect(numberAt(DECKS, DECKS.indexOf('Shotgunner'))).toBeUndefined();
  });
});
