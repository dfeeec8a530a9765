/**
 * A decision's options in the rulebook's words for a person (the terminal's
 * and the editor's `display.terminal.decision`): units by their name and
 * colour ("Comstock (Blue)", not "comstock (blue)"), action cards with the
 * values the hand and the combat totals use (the faction's upgrades), and no
 * two options alike: options that would read the same say what differs (the
 * card's values), else which copy each is.
 *
 * Words only: the engine's option ids, its labels, the state and the
 * choices are untouched, so a seeded game plays exactly as before.
 */
import type { ColumbiaG } from '../state.ts';
import type { Decision, Option } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';
import type { ViewG } from './board-model.ts';
import { cardValue } from '../upgrades.ts';

function titleCase(id: string): string {
  return id
    .split('-')
    .map((w) => (w === '' ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}

/** A player colour as the table names its seat: "Light Blue". */
export function colourName(rules: Ruleset, id: string): string {
  const name = rules.pack.colours.find((c) => c.id === id)?.name ?? id;
  return titleCase(name.replaceAll(' ', '-'));
}

/** A piece kind as the rulebook names it: a figure by its name, else "common unit", "stronghold" ... */
export function pieceName(rules: Ruleset, id: string): string {
  const figure = rules.pieces.figures.find((f) => f.id === id);
  if (figure) return figure.name;
  const structure = rules.pieces.structures.find((s) => s.id === id);
  if (structure) return structure.name;
  return id === 'common' ? 'common unit' : titleCase(id);
}

/** "handyman (blue)", "common (red, dark-red's)": the labels a unit choice is built with, in the rulebook's words. */
export function unitLabel(rules: Ruleset, label: string): string {
  const m = /^([a-z0-9-]+) \(([a-z-]+)(?:, ([a-z-]+)'s)?\)$/.exec(label);
  if (!m) return label;
  const [, piece, colour, owner] = m;
  const name = pieceName(rules, piece!);
  return `${name[0]!.toUpperCase()}${name.slice(1)} (${colourName(rules, colour!)}${owner ? `, ${colourName(rules, owner)}'s` : ''})`;
}

/** The action card an option is about: its id is a card's, or its data names one. */
function cardOf(rules: Ruleset, o: Option): string | null {
  if (rules.actionCards.some((c) => c.id === o.id)) return o.id;
  const data = o.data as { card?: unknown } | null | undefined;
  return data && typeof data.card === 'string' ? data.card : null;
}

/** A card's combat, influence and Silver Eagles with its faction's upgrades (printed values when the view has no sheet). */
function values(rules: Ruleset, g: ViewG | null, card: string): { combat: number; influence: number; eagles: number } {
  const row = rules.actionCards.find((c) => c.id === card);
  const printed = { combat: row?.combat ?? 0, influence: row?.influence ?? 0, eagles: row?.eagles ?? 0 };
  if (g === null || !row) return printed;
  try {
    const of = (v: 'combat' | 'influence' | 'eagles') => cardValue(g as unknown as ColumbiaG, rules, card, v);
    return { combat: of('combat'), influence: of('influence'), eagles: of('eagles') };
  } catch {
    return printed;
  }
}

function cardName(rules: Ruleset, card: string): string {
  const row = rules.actionCards.find((c) => c.id === card);
  return rules.cardTypes.find((t) => t.id === row?.cardTypeId)?.name ?? row?.cardTypeId ?? card;
}

/** Each option of `d` in words, in the decision's order; `g` is the viewer's view of the game (null: printed values). */
export function optionWords(d: Decision, g: ViewG | null, rules: Ruleset): string[] {
  const cards = d.options.map((o) => cardOf(rules, o));
  const words = d.options.map((o, i) => {
    const card = cards[i]!;
    if (d.kind === 'combat-cards' && card !== null) {
      // The values the combat totals will use, not the printed ones.
      const v = values(rules, g, card);
      return `${cardName(rules, card)} (combat ${v.combat}, influence ${v.influence}, eagles ${v.eagles})`;
    }
    return unitLabel(rules, o.label);
  });
  return distinct(words, (i) => {
    const card = cards[i]!;
    if (card === null) return null;
    const v = values(rules, g, card);
    return `combat ${v.combat}, influence ${v.influence}, eagles ${v.eagles}`;
  });
}

/** Words where no two options read alike: each alike one says what differs (`detail`), else which copy it is. */
function distinct(words: string[], detail: (i: number) => string | null): string[] {
  const out = words.slice();
  const alike = (list: string[]) => {
    const seen = new Map<string, number[]>();
    list.forEach((w, i) => seen.set(w, [...(seen.get(w) ?? []), i]));
    return [...seen.values()].filter((ix) => ix.length > 1);
  };
  for (const group of alike(out)) {
    for (const i of group) {
      const more = detail(i);
      if (more !== null && !out[i]!.includes(more)) out[i] = `${out[i]} — ${more}`;
    }
  }
  for (const group of alike(out)) group.forEach((i, k) => (out[i] = `${out[i]} (copy ${k + 1})`));
  return out;
}
