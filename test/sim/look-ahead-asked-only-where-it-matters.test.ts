/**
 * The heuristic bot's pick (interpreter/columbia/bots/pick.ts) asks whether a
 * discard would be wasted (a copy of the game) only where the verdict could
 * change the answer or the tie-breaks drawn: the answers and every later
 * tie-break stay those of asking at every discard that scores at least the
 * best so far (the bot's pick before the look-aheads were spared).
 */
import { describe, expect, it } from 'vitest';
import type { Option } from '../../interpreter/core/index.ts';
import { pickBest } from '../../interpreter/columbia/bots/pick.ts';
import { seededInts } from '../../interpreter/columbia/bots/heuristic.ts';

/** The pick asking every discard that scores at least the best so far: what pickBest must answer. */
function pickAskingAll(options: readonly Option[], scores: readonly number[], tieBreak: (n: number) => number, wasted: (o: Option) => boolean): Option | null {
  let best: Option | null = null;
  let bestScore = -Infinity;
  let ties = 0;
  options.forEach((o, i) => {
    const s = scores[i]!;
    if (s >= bestScore && o.id.startsWith('discard-effect:') && wasted(o)) return;
    if (s > bestScore) {
      best = o;
      bestScore = s;
      ties = 1;
    } else if (s === bestScore && tieBreak(++ties) === 0) {
      best = o;
    }
  });
  return best;
}

/** A tie-break generator that also lists each draw's argument. */
function recorded(seed: string): { tieBreak: (n: number) => number; draws: number[] } {
  const ints = seededInts(seed);
  const draws: number[] = [];
  return { draws, tieBreak: (n) => (draws.push(n), ints(n)) };
}

const option = (id: string): Option => ({ id, label: id });

describe("a discard's look-ahead is asked only where its verdict matters", () => {
  it('same answers and same tie-breaks as asking every time, over many decisions with ties', () => {
    const gen = seededInts('look-ahead cases');
    const SCORES = [-1, -1, 0, 0.3, 0.8, 0.8, 1, 2, Number.NaN];
    let spared = 0;
    for (let c = 0; c < 4000; c++) {
      const n = 1 + gen(9);
      const options = Array.from({ length: n }, (_, i) => option(gen(3) === 0 ? `discard-effect:card${i}` : `move:${i}`));
      const scores = options.map(() => SCORES[gen(SCORES.length)]!);
      const wastedIds = new Set(options.filter(() => gen(2) === 0).map((o) => o.id));
      const mine = recorded(`case ${c}`);
      const theirs = recorded(`case ${c}`);
      let asked = 0;
      let askedAll = 0;
      const got = pickBest(options, scores, mine.tieBreak, (o) => (asked++, wastedIds.has(o.id)));
      const want = pickAskingAll(options, scores, theirs.tieBreak, (o) => (askedAll++, wastedIds.has(o.id)));
      expect(got?.id, `case ${c}: ${JSON.stringify({ ids: options.map((o) => o.id), scores, wasted: [...wastedIds] })}`).toBe(want?.id);
      // As many draws: the generator runs on into the next decision in the same place.
      expect(mine.draws.length, `case ${c}`).toBe(theirs.draws.length);
      expect(asked).toBeLessThanOrEqual(askedAll);
      spared += askedAll - asked;
    }
    expect(spared).toBeGreaterThan(0);
  });

  it('a discard that scores below what follows, with nothing tied before it, is not asked', () => {
    let asked = 0;
    const options = [option('discard-effect:flak'), option('done')];
    const best = pickBest(options, [-1, 0], seededInts('s'), () => (asked++, true));
    expect(best?.id).toBe('done');
    expect(asked).toBe(0);
  });

  it('a discard tied with the best so far is asked even when a better option follows (its verdict draws a tie-break or not)', () => {
    let asked = 0;
    const options = [option('move:a'), option('discard-effect:flak'), option('done')];
    const best = pickBest(options, [-1, -1, 0], seededInts('s'), () => (asked++, true));
    expect(best?.id).toBe('done');
    expect(asked).toBe(1);
  });

  it('a discard that would be picked is asked, and left out when wasted', () => {
    const options = [option('move:a'), option('discard-effect:flak'), option('done')];
    expect(pickBest(options, [0.3, 0.8, 0], seededInts('s'), () => true)?.id).toBe('move:a');
    expect(pickBest(options, [0.3, 0.8, 0], seededInts('s'), () => false)?.id).toBe('discard-effect:flak');
  });
});
