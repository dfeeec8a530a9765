/**
 * Test-play sessions: a designer answers decisions, steps back and forward,
 * and jumps to an earlier decision; every position is the one replaying the
 * choices from the seed gives, and what a viewer reads hides what he may not see.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, canonicalJson } from '../../interpreter/core/index.ts';
import { PlaySession, seededGame } from '../../editor/src/play/session.ts';
import { playable } from './play-helpers.ts';

const game = playable();
const PLAYERS = ['blue', 'red'];

/** A session after `n` random (seeded) answers. */
function played(n: number, seed: string | number = 1): PlaySession {
  const s = PlaySession.begin(seededGame(seed, PLAYERS), game);
  const bot = randomBot(`bot:${seed}`);
  for (let i = 0; i < n && s.decision(); i++) {
    const r = s.answer(bot.choose(s.engine, s.state));
    if (!r.ok) throw new Error(r.reason);
  }
  return s;
}

describe('a test-play session', () => {
  it('starts where engine.start starts and waits for the first vote', () => {
    const s = PlaySession.begin(seededGame(1, PLAYERS), game);
    expect(s.n).toBe(0);
    expect(s.decision()?.kind).toBe('vote-cards');
    expect(canonicalJson(s.state)).toBe(canonicalJson(game.engine.start({ seed: 1, players: PLAYERS }).state));
  });

  it('refuses an illegal answer with the engine reason and changes nothing', () => {
    const s = PlaySession.begin(seededGame(1, PLAYERS), game);
    const d = s.decision()!;
    const r = s.answer({ player: d.player === 'blue' ? 'red' : 'blue', ids: [] });
    expect(r.ok).toBe(false);
    expect(s.n).toBe(0);
  });

  it('every position equals replaying its choice prefix from the seed', () => {
    const s = played(40);
    for (const k of [0, 1, 17, 40]) {
      const record = { contentHash: game.engine.contentHash, seed: 1, players: PLAYERS, choices: s.choices.slice(0, k) };
      expect(canonicalJson(s.steps[k]!.state)).toBe(canonicalJson(game.engine.replay(record).state));
    }
  });

  it('steps back, forward and jumps, keeping the undone line to redo', () => {
    const s = played(30);
    const choices = s.choices;
    const final = canonicalJson(s.state);
    expect(s.back()).toBe(true);
    expect(s.n).toBe(29);
    expect(s.redo.map((r) => r.choice)).toEqual([choices[29]]);
    s.jumpTo(10);
    expect(s.n).toBe(10);
    expect(s.redo.map((r) => r.choice)).toEqual(choices.slice(10));
    for (let i = 0; i < 20; i++) expect(s.forward().ok).toBe(true);
    expect(s.canForward()).toBe(false);
    expect(canonicalJson(s.state)).toBe(final);
  });

  it('making the undone choice again keeps the rest of the redo line; another choice drops it', () => {
    const s = played(12);
    const choices = s.choices;
    s.jumpTo(5);
    expect(s.answer(choices[5]!).ok).toBe(true);
    expect(s.redo.map((r) => r.choice)).toEqual(choices.slice(6));
    s.jumpTo(5);
    const d = s.decision()!;
    const other = game.engine.legalChoices(s.state, 50).find((c) => c.ids.join() !== choices[5]!.ids.join());
    if (other) {
      expect(s.answer(other).ok).toBe(true);
      expect(s.redo).toEqual([]);
    } else {
      expect(d.options.length).toBe(1);
    }
  });

  it("a spectator's log leaves out what only one player may read; that player's log has it", () => {
    const s = played(4);
    const all = s.steps.flatMap((st) => st.log);
    const privateLines = all.filter((e) => e.to !== null);
    expect(privateLines.length).toBeGreaterThan(0); // the vote's face-down cards
    const spectator = s.logFor(null);
    expect(spectator.every((l) => l.to === null)).toBe(true);
    const blue = s.logFor('blue');
    expect(blue.some((l) => l.to?.includes('blue'))).toBe(true);
    expect(blue.some((l) => l.to !== null && !l.to.includes('blue'))).toBe(false);
  });

  it("the view for one player hides the other's hand", () => {
    const s = played(0);
    const g = s.view('blue').g as { players: Record<string, { hand: unknown }> };
    expect(Array.isArray(g.players['blue']!.hand)).toBe(true);
    expect(g.players['red']!.hand).toEqual({ hidden: 5 });
  });

  it("a seat's Undo never crosses what it has seen, while the designer's Back may, and then says what the seat had seen", () => {
    const s = played(0);
    // Blue votes, then red votes: the votes are revealed.
    const blue = s.decision()!;
    expect(blue.player).toBe('blue');
    expect(s.answer({ player: 'blue', ids: [] }).ok).toBe(true);
    expect(s.canUndo('blue').ok).toBe(true);
    expect(s.answer({ player: 'red', ids: [] }).ok).toBe(true);
    const refused = s.undo('blue');
    expect(refused).toEqual({ ok: false, reason: expect.stringMatching(/something hidden was revealed/) });
    expect(s.n).toBeGreaterThanOrEqual(2);
    // The designer goes back anyway, and the session says what blue had already seen.
    s.jumpTo(0);
    const seen = s.hindsight('blue');
    expect(seen.map((h) => h.move)).toContain(2);
    expect(seen[0]!.lesson.what).toMatch(/something hidden was revealed/);
    // Redone, the line is the same game again.
    while (s.canForward()) expect(s.forward().ok).toBe(true);
    expect(s.hindsight('blue')).toEqual([]);
  });
});
