/**
 * The pick among a pick-one decision's scored options: the best score, a
 * seeded tie-break among equals, and an any-time discard left out when the
 * one-step look-ahead (lookahead.ts) finds it would be wasted. The look-ahead
 * copies the game, so it is asked only where its verdict could change the
 * answer or the tie-breaks drawn (the bot's tie-break generator runs on from
 * decision to decision: one draw more or less would change later answers).
 */
import type { Option } from '../../core/index.ts';

/** Whether an option id is an any-time discard for a card's effect (`discard-effect:<card>`). */
export function isDiscardEffect(id: string): boolean {
  return id.startsWith('discard-effect:');
}

/**
 * The option with the best score (`scores[i]` is `options[i]`'s). Each
 * option scoring the same as the best so far draws `tieBreak(n)` (n: how many
 * are tied) and takes the place on 0: reservoir sampling, each tied option
 * equally likely. A discard scoring at least the best so far is left out
 * when `wasted` says so. Null when there are no options.
 */
export function pickBest(options: readonly Option[], scores: readonly number[], tieBreak: (n: number) => number, wasted?: (o: Option) => boolean): Option | null {
  // Before `from`, a discard's verdict changes neither the answer nor the tie-breaks drawn: not asked (-1: not yet
  // worked out; most decisions ask no discard's).
  let from = -1;
  let best: Option | null = null;
  let bestScore = -Infinity;
  let ties = 0;
  for (let i = 0; i < options.length; i++) {
    const o = options[i]!;
    const s = scores[i]!;
    if (wasted !== undefined && s >= bestScore && isDiscardEffect(o.id)) {
      if (from < 0) from = lookAheadsFrom(options, scores);
      if (i >= from && wasted(o)) continue;
    }
    if (s > bestScore) {
      best = o;
      bestScore = s;
      ties = 1;
    } else if (s === bestScore && tieBreak(++ties) === 0) {
      best = o;
    }
  }
  return best;
}

/** Most discards before the lead whose every wasted/kept combination is tried (2^n of them): a hand holds a few. */
const MOST_DISCARDS_TRIED = 6;

/**
 * Where `pickBest`'s look-aheads start to matter. The lead is the last option
 * that is not a discard and scores above every option before it: from it on
 * the pick runs the same whichever discards before it were left out, so
 * their verdicts matter only through how many tie-breaks they cause to be
 * drawn. When every combination of verdicts draws as many, none of them is
 * needed: the lead's index; otherwise 0 (every look-ahead asked as it comes).
 */
export function lookAheadsFrom(options: readonly Option[], scores: readonly number[]): number {
  let lead = -1;
  let top = -Infinity;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]!;
    if (s > top) {
      if (!isDiscardEffect(options[i]!.id)) lead = i;
      top = s;
    } else if (!(s <= top)) {
      return 0; // NaN: no lead worked out
    }
  }
  if (lead <= 0) return 0;
  const discards: number[] = [];
  for (let i = 0; i < lead; i++) if (isDiscardEffect(options[i]!.id)) discards.push(i);
  if (discards.length === 0) return lead;
  if (discards.length > MOST_DISCARDS_TRIED) return 0;
  const drawn = tieBreaksDrawn(scores, lead, discards, 0);
  for (let leftOut = 1; leftOut < 1 << discards.length; leftOut++) {
    if (tieBreaksDrawn(scores, lead, discards, leftOut) !== drawn) return 0;
  }
  return lead;
}

/** How many tie-breaks `pickBest` draws before `end` when the discards whose bit is set in `leftOut` are found wasted. */
function tieBreaksDrawn(scores: readonly number[], end: number, discards: readonly number[], leftOut: number): number {
  let best = -Infinity;
  let drawn = 0;
  for (let i = 0, k = 0; i < end; i++) {
    const s = scores[i]!;
    // A wasted discard is left out only where it is asked: when it scores at least the best so far.
    if (k < discards.length && discards[k] === i && (leftOut >> k++) & 1 && s >= best) continue;
    if (s > best) best = s;
    else if (s === best) drawn++;
  }
  return drawn;
}
