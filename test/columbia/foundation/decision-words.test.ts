/**
 * Columbia's decisions in the rulebook's words for a person (the terminal's
 * and the editor's wording, display/decision-words.ts): a combat option shows
 * the card's values with its faction's upgrades (what the hand and the totals
 * use), units by name and colour, and no two options read alike. Words only:
 * the engine's ids and labels are untouched.
 */
import { describe, expect, it } from 'vitest';
import type { Decision, Json } from '../../../interpreter/core/index.ts';
import { asViewG } from '../../../interpreter/columbia/display/board-model.ts';
import { optionWords } from '../../../interpreter/columbia/display/decision-words.ts';
import { columbiaTerminal } from '../../../interpreter/columbia/display/terminal.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/index.ts';
import { engine, rules } from '../harness.ts';

const e = engine();
const state = e.start({ seed: 1, players: ['blue', 'red'] }).state;
const g = state.g as ColumbiaG;
const handyman = rules.actionCards.find((c) => c.cardTypeId === 'handyman' && c.factionId === 'founders')!;

function decision(kind: string, options: { id: string; label: string; data?: Json }[]): Decision {
  return { player: 'blue', kind, prompt: 'Pick', options, min: 0, max: options.length, check: null, data: null };
}

describe("Columbia's decisions in words", () => {
  it('a combat option shows the upgraded combat value the hand and the totals use', () => {
    const upgraded = structuredClone(g);
    upgraded.factions['founders']!.upgrades['handyman'] = { unlocked: true, combat: 1, influence: 0, eagles: 0 };
    const d = decision('combat-cards', [{ id: handyman.id, label: `Handyman (combat ${handyman.combat}, influence ${handyman.influence}, eagles ${handyman.eagles})` }]);
    expect(optionWords(d, asViewG(upgraded as unknown as Json), rules)).toEqual([`Handyman (combat ${handyman.combat + 1}, influence ${handyman.influence}, eagles ${handyman.eagles})`]);
    // The engine's own label (its state) is untouched.
    expect(d.options[0]!.label).toContain(`combat ${handyman.combat},`);
  });

  it('units by their name and colour, not ids', () => {
    const d = decision('combat-destroy-unit', [
      { id: 'u1', label: 'comstock (blue)' },
      { id: 'u2', label: "common (light-blue, blue's)" },
    ]);
    expect(optionWords(d, null, rules)).toEqual(['Comstock (Blue)', "Common unit (Light Blue, Blue's)"]);
  });

  it('no two options read alike: the cards say their values, identical copies which copy', () => {
    const two = rules.actionCards.filter((c) => c.cardTypeId === 'flak-man' && c.factionId === 'founders');
    const a = two[0]!;
    const b = two.find((c) => c.combat !== a.combat || c.influence !== a.influence || c.eagles !== a.eagles) ?? two[1]!;
    const d = decision('discard-effect', [
      { id: `discard-effect:${a.id}`, label: 'Discard Flak Man: Flak Barrage', data: { card: a.id } },
      { id: `discard-effect:${b.id}`, label: 'Discard Flak Man: Flak Barrage', data: { card: b.id } },
      { id: 'x', label: 'Done' },
      { id: 'y', label: 'Done' },
    ]);
    const words = optionWords(d, asViewG(g as unknown as Json), rules);
    expect(new Set(words).size).toBe(4);
    expect(words[0]).toMatch(/^Discard Flak Man: Flak Barrage — combat \d+, influence \d+, eagles \d+/);
    expect(words.slice(2)).toEqual(['Done (copy 1)', 'Done (copy 2)']);
  });

  it("the terminal's and the editor's wording of a real decision has one line per option, none with an internal id", () => {
    const d = e.decision(state)!;
    const w = columbiaTerminal.decision!(d, e.view(state, d.player) as unknown as Json, rules);
    expect(w.options).toHaveLength(d.options.length);
    for (const o of d.options) expect(w.options.join('\n')).not.toContain(o.id);
  });
});
