import { describe, expect, it } from 'vitest';
import { hideExcept, hideFields } from '../../interpreter/core/index.ts';
import { race } from './helpers.ts';

describe('what each player may see', () => {
  const { state } = race.start({ seed: 'view', players: ['p1', 'p2'] });

  it('shows a player their own hand and only the size of the other hand', () => {
    const v = race.view(state, 'p1');
    const g = v.g as { hands: Record<string, unknown>; deck: unknown };
    expect(g.hands.p1).toEqual(state.g.hands.p1);
    expect(g.hands.p2).toEqual({ hidden: 3 });
    expect(g.deck).toEqual({ hidden: state.g.deck.length });
  });

  it('never shows the dice generator or the pending work', () => {
    const text = JSON.stringify(race.view(state, 'p1'));
    expect(text).not.toContain(JSON.stringify(state.rng));
    expect(Object.keys(race.view(state, 'p2'))).toEqual(['viewer', 'players', 'g', 'decision', 'over', 'n']);
  });

  it("shows a player's pending decision in full only to that player", () => {
    expect(race.view(state, 'p1').decision).toEqual(state.decision);
    expect(race.view(state, 'p2').decision).toEqual({ player: 'p1', kind: 'action', prompt: 'Roll, play cards or draw?' });
  });

  it('hides everything personal from a spectator', () => {
    const g = race.view(state, null).g as { hands: Record<string, unknown> };
    expect(g.hands).toEqual({ p1: { hidden: 3 }, p2: { hidden: 3 } });
  });

  it('offers generic helpers to hide arrays and fields', () => {
    expect(hideExcept({ a: [1, 2], b: [3], c: 'secret' }, 'a')).toEqual({ a: [1, 2], b: { hidden: 1 }, c: { hidden: 1 } });
    expect(hideFields({ deck: [1, 2, 3], top: 4, open: true }, ['deck', 'top'])).toEqual({ deck: { hidden: 3 }, top: { hidden: 1 }, open: true });
  });
});
