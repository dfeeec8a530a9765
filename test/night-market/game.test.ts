/**
 * Night Market, the fixture second game, through the game seam: 2 or 3
 * players play to the end with hidden hands and a shuffled deck, the views
 * hide what they must, and the result comes in the one shape every shell
 * prints (winners, scores, reason, length, sentence).
 */
import { describe, expect, it } from 'vitest';
import type { Json } from '../../interpreter/core/index.ts';
import { finalScores } from '../../interpreter/night-market/market.ts';
import { market, playRandom } from './helpers.ts';

const { rules, engine, module } = await market();

describe('Night Market plays through its module', () => {
  it('is a test fixture, 2 or 3 players, seats named by the pack', () => {
    expect(module.fixture).toBe(true);
    expect(module.seats.counts(rules)).toEqual([2, 3]);
    expect(module.seats.players(rules, 3)).toEqual(['amber', 'jade', 'violet']);
    expect(() => module.seats.players(rules, 4)).toThrow(/2 or 3 players, not 4/);
    expect(module.seats.nameOf(rules, 'jade')).toBe('Jade');
  });

  it('games of 2 and 3 end when no one holds a lantern, and the top score wins', () => {
    for (const n of [2, 3]) {
      const players = [...module.seats.players(rules, n)];
      for (let seed = 1; seed <= 60; seed++) {
        const end = playRandom(engine, players, seed);
        const out = module.outcome(end, rules);
        expect(out.over).toBe(true);
        expect(out.reason).toBe('lanterns-out');
        const open = rules.stalls.some((s) => !end.g.stalls[s.id]!.closed);
        if (open) expect(Object.values(end.g.hands).every((h) => h.length === 0)).toBe(true);
        const top = Math.max(...Object.values(out.scores));
        expect(out.winners).toEqual(players.filter((p) => out.scores[p] === top));
        expect(out.sentence).toMatch(/(wins|share the win) as the market closes in round \d+$/);
      }
    }
  });

  it('scores stalls led, goals met and coins', () => {
    const end = playRandom(engine, ['amber', 'jade'], 3);
    const { scores } = finalScores(end.g, rules, ['amber', 'jade'], () => false);
    const result = module.outcome(end, rules);
    for (const p of ['amber', 'jade']) expect(result.scores[p]! - scores[p]!).toBeGreaterThanOrEqual(0);
  });

  it('deals from a shuffled deck: seeds deal different hands, the same seed the same', () => {
    const hands = (seed: number) => JSON.stringify(engine.start({ seed, players: ['amber', 'jade'] }, { log: false }).state.g.hands);
    expect(hands(1)).toBe(hands(1));
    expect(new Set([1, 2, 3, 4, 5].map(hands)).size).toBeGreaterThan(1);
  });

  it('hides each hand from the other players and the deck from everyone', () => {
    const players = ['amber', 'jade', 'violet'];
    playRandom(engine, players, 7, (state) => {
      for (const viewer of [...players, null]) {
        const seen = JSON.stringify(engine.view(state, viewer).g);
        for (const p of players) if (p !== viewer) for (const card of state.g.hands[p]!) expect(seen, `${viewer} sees ${p}'s ${card}`).not.toContain(`"${card}"`);
        for (const card of state.g.deck) expect(seen, `${viewer} sees the deck's ${card}`).not.toContain(`"${card}"`);
      }
    });
  });

  it('plays the same game again from the same seed', () => {
    const a = playRandom(engine, ['amber', 'jade'], 5);
    const b = playRandom(engine, ['amber', 'jade'], 5);
    expect(a.over).not.toBeNull();
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});

describe("Night Market's pictures (display hooks)", () => {
  it('show a player his own hand and only counts of the others, on the board and at the terminal', () => {
    const display = module.hooks.display!;
    const state = engine.start({ seed: 2, players: ['amber', 'jade'] }, { log: false }).state;
    const view = engine.view(state, 'amber') as unknown as Json;
    const table = display.table!(view, rules);
    expect(table.sides.map((s) => [s.label, s.rows.find((r) => r.label === 'hand')!.value])).toEqual([
      ['Amber', 'Curfew, Night Watch, Golden Lantern'],
      ['Jade', '3 face down'],
    ]);
    const board = display.board!(view, rules);
    expect(board.nodes.map((n) => n.id)).toEqual(rules.stalls.map((s) => s.id));
    const text = display.text!(view, rules, (p) => module.seats.nameOf(rules, p));
    expect(text.board[0]).toBe('Lantern Row (2): no lanterns');
    expect(display.optionNodes!({ id: 'curfew-1@moon-gate', label: '' }, state.decision!, rules)).toEqual(['moon-gate']);
  });
});
