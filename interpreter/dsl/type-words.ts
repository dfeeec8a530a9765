/**
 * How types read in messages and docs: `a location`, `units`, `an amount
 * (like \`2 victory points\`)`, in the core's words unless a vocabulary
 * words them itself (`TypeWords`).
 */
import type { SlotType, TypeWords } from './entries.ts';

/** How a slot type reads in messages and docs: `a location`, `units`, `a number` (without a vocabulary's own wording). */
export function describeSlotType(t: SlotType, words: Readonly<Record<string, TypeWords>> = {}): string {
  const parts = t.types.map((ty) => describeType(ty, t.many ?? false, words));
  if (parts.length <= 1) return parts[0] ?? 'anything';
  return parts.slice(0, -1).join(', ') + ' or ' + parts[parts.length - 1];
}

const PLURALS: Record<string, string> = {
  die: 'dice',
  'value-ref': 'values',
  any: 'anything',
  amount: 'amounts',
  'count-constraint': 'counts',
};

/** The core's wording of its own types; a vocabulary's `typeWords` win. */
const CORE_TYPE_WORDS: Record<string, TypeWords> = {
  any: { one: 'anything', many: 'anything' },
  number: { one: 'a number' },
  amount: { one: 'an amount (like `2 victory points`)' },
  delta: { one: 'a difference (like `2 less`)' },
  'value-ref': { one: 'a value (like `my victory points`)', many: 'values (like `the victory points of each player`)' },
  'count-constraint': { one: 'a count (like `at least 3`)' },
};

export function describeType(type: string, many: boolean, words: Readonly<Record<string, TypeWords>> = {}): string {
  const own = words[type] ?? CORE_TYPE_WORDS[type];
  if (own !== undefined) {
    const said = many ? (own.many ?? own.one) : own.one;
    if (said !== undefined) return said;
  }
  const pretty = type.replace(/-/g, ' ');
  if (many) return PLURALS[type] ?? (/[^aeiou]y$/.test(pretty) ? `${pretty.slice(0, -1)}ies` : `${pretty}s`);
  // "a unit", "a one-shot": the article follows the sound, and these vowels sound like consonants.
  return /^[aeiou]/.test(pretty) && !/^(uni|use|one)/.test(pretty) ? `an ${pretty}` : `a ${pretty}`;
}
