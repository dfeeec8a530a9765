/**
 * Play-as-you-write: after a content edit the game's seed and choices are
 * replayed under the new content, and the designer is told the first place
 * it plays differently (or where a recorded choice became illegal, and why),
 * with the game kept up to the longest replayable prefix.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type Choice } from '../../interpreter/core/index.ts';
import { PlaySession, seededGame } from '../../editor/src/play/session.ts';
import { differenceAt, replayUnder } from '../../editor/src/play/replay-diff.ts';
import { editedTexts, playable } from './play-helpers.ts';

const game = playable();
const PLAYERS = ['blue', 'red'];

/** Plays `n` answers: recruiting a common unit whenever offered, otherwise a seeded random answer. */
function session(n: number, seed = 1): PlaySession {
  const s = PlaySession.begin(seededGame(seed, PLAYERS), game);
  const bot = randomBot(`replay:${seed}`);
  for (let i = 0; i < n && s.decision(); i++) {
    const d = s.decision()!;
    const recruit = d.options.find((o) => o.id.startsWith('recruit:common:'));
    const c: Choice = recruit ? { player: d.player, ids: [recruit.id] } : bot.choose(s.engine, s.state);
    expect(s.answer(c).ok).toBe(true);
  }
  return s;
}

describe('replaying a game under edited content', () => {
  it('unchanged content replays every choice and reports no difference', () => {
    const s = session(60);
    const report = replayUnder(playable(), s);
    expect(report.first).toBeNull();
    expect(report.stopped).toBeNull();
    expect(report.replayed).toBe(60);
    expect(report.session.n).toBe(60);
  });

  it("a changed card value shows first in the decision that lists the card, and play goes on", () => {
    // Blue's Flak Man 2/2/1 becomes 2/3/1; with seed 1 blue holds one for the first vote.
    const texts = editedTexts('columbia/action-cards.yaml', (t) =>
      t.replace('- { type: Flak Man, count: 2, combat: 2, influence: 2, eagles: 1, provenance: reconstructed }', '- { type: Flak Man, count: 2, combat: 2, influence: 3, eagles: 1, provenance: reconstructed }'),
    );
    const s = session(20);
    expect(s.steps[0]!.state.decision!.options.map((o) => o.label)).toContain('Flak Man (influence 2)');
    const report = replayUnder(playable(texts), s);
    expect(report.first).not.toBeNull();
    expect(report.first!.kind).toBe('decision');
    expect(report.first!.decision).toBe(1);
    expect(report.first!.summary).toContain('Flak Man (influence 2) → Flak Man (influence 3)');
    expect(report.first!.to).toEqual(['blue']);
    expect(report.first!.after.join('\n')).toContain('Flak Man (influence 3)');
  });

  it('a recorded choice that became illegal stops the replay there, with the reason, keeping the prefix', () => {
    const s = session(120);
    const recruitAt = s.steps.findIndex((st) => st.choice?.ids[0]?.startsWith('recruit:common:'));
    expect(recruitAt).toBeGreaterThan(0);
    const texts = editedTexts('columbia/pieces.yaml', (t) => t.replace('{ kind: common, base: square, cost: 3,', '{ kind: common, base: square, cost: 99,'));
    const report = replayUnder(playable(texts), s);
    expect(report.stopped).not.toBeNull();
    expect(report.stopped!.kind).toBe('illegal');
    expect(report.stopped!.decision).toBe(recruitAt);
    expect(report.stopped!.summary).toMatch(/is no longer (legal|offered)/);
    // Said in the options' words: no option id ("recruit:common:...") in what the designer reads.
    expect(report.stopped!.summary).not.toMatch(/[a-z]+:[a-z-]+:/);
    // "Go to decision N" lands where the replay stopped: before decision N is answered.
    expect(differenceAt(report.stopped!)).toBe(report.session.n);
    expect(report.replayed).toBe(recruitAt - 1);
    expect(report.session.n).toBe(recruitAt - 1);
    // The first difference is no later than where it stopped: the recruit option's price reads differently before.
    expect(report.first!.decision).toBeLessThanOrEqual(recruitAt);
  });

  it('a renamed leader changes the setup log: the difference is at setup and quotes both wordings', () => {
    const texts = editedTexts('columbia/leaders.yaml', (t) => t.replace('name: Cornelius Slate', 'name: Colonel Slate'));
    const s = session(30);
    expect(s.logFor(null).some((l) => l.text.includes('Cornelius Slate'))).toBe(true);
    const report = replayUnder(playable(texts), s);
    expect(report.stopped).toBeNull();
    expect(report.first).toMatchObject({ kind: 'log', decision: 0, to: null });
    expect(report.first!.summary).toContain('Colonel Slate');
    expect(report.first!.summary).toContain('Cornelius Slate');
    expect(report.first!.before[0]).toContain('Cornelius Slate');
    expect(report.first!.after[0]).toContain('Colonel Slate');
  });
});
