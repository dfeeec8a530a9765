/**
 * A choice among cards the chooser cannot see (RULINGS "A choice among cards
 * the chooser cannot see"): another player's hand is offered face down, and
 * what he picks face down is drawn at random. Written as a designer would:
 * "discard 1 card from my opponent's hand" is a blind pick, asked of nobody;
 * "discard up to 2 cards from each hand" shows his own cards by name and the
 * opponent's face down.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../interpreter/core/index.ts';
import { cardsOf, decision, setHand } from '../harness.ts';
import { empty, run, withEffects } from './helpers.ts';

const TEXTS: Record<string, string> = {
  blind: "discard 1 card from my opponent's hand",
  mixed: 'discard up to 2 cards from each hand',
};
const extra = withEffects(TEXTS);
const ev = (key: string): Task => ({ t: 'test/effect', src: `event:${key}`, owner: 'blue', env: {}, scope: 'game' });

function hands() {
  const g = empty();
  const red = cardsOf('red').slice(0, 3).map((c) => c.id);
  const blue = cardsOf('blue').slice(0, 2).map((c) => c.id);
  setHand(g, 'red', red);
  setHand(g, 'blue', blue);
  return { g, red, blue };
}

describe('a choice among cards the chooser cannot see', () => {
  it("one card of the opponent's hand: nobody is asked, one of his cards is discarded at random", () => {
    const { g, red } = hands();
    const t = run(g, [ev('blind')], {}, 'blind', extra);
    expect(t.state.decision).toBeNull();
    const after = t.state.g.players.red!;
    expect(after.hand).toHaveLength(2);
    expect(after.discard).toHaveLength(1);
    expect(red).toContain(after.discard[0]);
  });

  it('his own cards by name, the opponent\'s face down: no card id or name of red\'s reaches blue\'s decision', () => {
    const { g, red, blue } = hands();
    const t = run(g, [ev('mixed')], {}, 'mixed', extra);
    const d = decision(t);
    expect(d.player).toBe('blue');
    const ids = d.options.map((o) => o.id);
    expect(ids.filter((id) => blue.includes(id)).sort()).toEqual([...blue].sort());
    expect(ids.filter((id) => id.startsWith('face-down:'))).toHaveLength(3);
    const shown = JSON.stringify(d.options);
    for (const c of red) expect(shown).not.toContain(c);
    expect(d.options.find((o) => o.id === 'face-down:1')!.label).toBe("a face-down card from Red Vox Populi's hand");
  });
});
