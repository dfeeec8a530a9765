/**
 * Extra names of Columbia's options beyond their labels, for answers and
 * expectations (docs/SCENARIOS.md, "How an answer picks options"): action
 * cards by name and `name c/i/e`, units by piece name.
 */
import type { Option } from '../../core/index.ts';
import type { Ruleset } from '../content/types.ts';

export function columbiaAliases(rules: Ruleset): (o: Option) => string[] {
  const cards = new Map(rules.actionCards.map((c) => [c.id, c]));
  const figures = new Map(rules.pieces.figures.map((f) => [f.id, f.name]));
  return (o) => {
    const out: string[] = [];
    // A discard effect is named by its label ("Discard Flak Man: Flak Barrage"), so "Flak Man" stays the card.
    if (o.id.startsWith('discard-effect:')) return out;
    for (const part of o.id.split(':')) {
      const c = cards.get(part);
      if (c !== undefined) out.push(c.name, `${c.name} ${c.combat}/${c.influence}/${c.eagles}`, c.id);
    }
    // combat-destroy-unit options are unit ids: `blue-common-3`, `red-handyman-1`.
    const unit = /^[a-z-]+?-([a-z]+)-\d+$/.exec(o.id);
    if (unit && !cards.has(o.id)) out.push(figures.get(unit[1]!) ?? unit[1]!);
    return out;
  };
}
