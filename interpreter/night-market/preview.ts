/**
 * Night Market's card preview (the editor's `preview` hook): a lantern with
 * its value, copies, text and effect; a goal with its points and condition.
 */
import type { Json } from '../core/index.ts';
import { entriesAt, numberOf, textOf, type CardPreview } from '../game/index.ts';

export function nightMarketPreview(stem: string, data: Json, pointer: string): CardPreview | null {
  if (stem === 'lanterns') {
    const v = entriesAt(data, pointer, ['lanterns'])?.[0]?.value;
    if (!v) return null;
    const value = numberOf(v, 'value');
    const count = numberOf(v, 'count');
    return {
      title: textOf(v, 'name') || '(no name)',
      subtitle: 'Lantern',
      colour: '#b5651d',
      chips: count !== null ? [`×${count}`] : [],
      values: [{ label: 'value', value, colour: '#c4872b', ...(value !== null ? { field: 'value' } : {}) }],
      text: textOf(v, 'text'),
      effects: textOf(v, 'effect') ? [{ label: 'As it is hung', source: textOf(v, 'effect') }] : [],
      reconstructed: v.provenance === 'reconstructed',
    };
  }
  if (stem === 'goals') {
    const v = entriesAt(data, pointer, ['goals'])?.[0]?.value;
    if (!v) return null;
    const points = numberOf(v, 'points');
    return {
      title: textOf(v, 'name') || '(no name)',
      subtitle: 'Goal · tested when the market closes',
      colour: '#3d5a80',
      values: [{ label: 'points', value: points, colour: '#2f4a6d', ...(points !== null ? { field: 'points' } : {}) }],
      text: textOf(v, 'text'),
      effects: textOf(v, 'condition') ? [{ label: 'Met when', source: textOf(v, 'condition') }] : [],
      reconstructed: v.provenance === 'reconstructed',
    };
  }
  return null;
}
