/**
 * One decision searched at its root only, by sequential halving over shared
 * guesses (Karnin, Koren and Somekh 2013; the root search of Gumbel MuZero):
 * a rollout algorithm in Bertsekas's sense, one step of policy improvement
 * over the rollout policy. The answers are tried on the same guesses at the
 * hidden state, each guess with the same dice to come (common random
 * numbers), so two answers are compared on equal luck: a difference of a
 * few playouts then says more than independent playouts of a tree would.
 * Each round plays every answer still in on its share of the budget and
 * keeps the better half; the rollout policy's own answer is never dropped,
 * and is played unless the best other answer beats it clearly on the same
 * guesses (`keep` standard errors of the paired differences).
 *
 * With more answers than `candidates`, the ones tried first are those the
 * game's outcome scores best one step ahead on a first guess (the policy's
 * always among them).
 */
import type { Choice, GameState } from '../../core/index.ts';
import { Playout } from '../../core/playout.ts';
import { answersOf, type Answer } from './answers.ts';
import type { Guess } from './determinize.ts';
import { rewardsOf } from './evaluate.ts';
import type { SearchContext, SearchReport } from './search.ts';

interface Arm {
  answer: Answer;
  /** Reward of each guess played (by guess index; undefined: not played or failed). */
  rewards: (number | undefined)[];
  n: number;
  sum: number;
}

const mean = (a: Arm): number => (a.n > 0 ? a.sum / a.n : 0);

/** A guess at the hidden state and the seed of its rollouts' policy streams: every answer tried on it meets the same luck. */
interface SharedGuess {
  state: GameState;
  seed: string;
}

/** Plays `choice` on a copy of `guess`, then `depth` decisions of the rollout policy (fresh from the guess's seed); the acting player's reward. */
function rollout(ctx: SearchContext, guess: SharedGuess, choice: Choice, player: string, depth: number): number {
  const { engine, options: o } = ctx;
  const policies = ctx.policiesFrom(guess.seed);
  const p = Playout.from(engine, guess.state);
  const s = p.state;
  const first = p.play(choice);
  if (!first.ok) throw new Error(`a search answer was refused: ${first.reason}`);
  for (let i = 0; i < depth && s.over === null && s.decision !== null; i++) {
    const r = p.play(policies[s.decision.player]!.choose(engine, s));
    if (!r.ok) throw new Error(`a rollout answer was refused: ${r.reason}`);
  }
  return rewardsOf(ctx.module, engine, s, ctx.sides, o.scoreScale, o.value > 0)[player] ?? 0;
}

/** The answers worth trying: the policy's and the best of the others one step ahead, at most `cap`. */
function candidates(ctx: SearchContext, first: GameState, answers: readonly Answer[], player: string, cap: number): Answer[] {
  if (answers.length <= cap) return answers.slice();
  const { engine, options: o } = ctx;
  const scored = answers.slice(1).map((a, i) => {
    const p = Playout.from(engine, first);
    const r = p.play(a.choice);
    const v = r.ok ? (rewardsOf(ctx.module, engine, p.state, ctx.sides, o.scoreScale, o.screen > 0)[player] ?? 0) : -1;
    return { a, v, i };
  });
  // Best first; equal ones keep the shuffled order answersOf gave them.
  scored.sort((x, y) => y.v - x.v || x.i - y.i);
  return [answers[0]!, ...scored.slice(0, cap - 1).map((x) => x.a)];
}

/** Whether `a` scored exactly as `b` on every guess both played (and they played some). */
function alike(a: Arm, b: Arm): boolean {
  if (a === b) return true;
  let n = 0;
  for (let j = 0; j < a.rewards.length; j++) {
    const x = a.rewards[j];
    const y = b.rewards[j];
    if (x === undefined || y === undefined) continue;
    if (Math.abs(x - y) > 1e-12) return false;
    n++;
  }
  return n > 0;
}

/** The mean and squared standard error of `a`'s reward minus `b`'s over the guesses both played. */
function paired(a: Arm, b: Arm): { diff: number; se2: number; n: number } {
  let n = 0;
  let s = 0;
  let s2 = 0;
  for (let j = 0; j < a.rewards.length; j++) {
    const x = a.rewards[j];
    const y = b.rewards[j];
    if (x === undefined || y === undefined) continue;
    const d = x - y;
    n++;
    s += d;
    s2 += d * d;
  }
  if (n === 0) return { diff: 0, se2: Infinity, n };
  const m = s / n;
  // At least the variance of a 0.1 spread: a handful of equal differences is not certainty.
  return { diff: m, se2: Math.max(s2 / n - m * m, 0.01) / n, n };
}

/** Searches the decision of `real` for its player by sequential halving over guesses (never reading `real` itself). */
export function halvingDecision(ctx: SearchContext, real: GameState, guess: Guess): SearchReport {
  const { engine, options: o, policies, rng } = ctx;
  const player = real.decision!.player;
  const shared = (): SharedGuess => ({ state: guess(rng), seed: `g${rng.int(0, 0x7fffffff)}` });
  const guesses: SharedGuess[] = [shared()];
  const guessAt = (j: number): SharedGuess => {
    while (guesses.length <= j) guesses.push(shared());
    return guesses[j]!;
  };
  const first = guesses[0]!.state;
  const policy = policies[player]!.choose(engine, first);
  const answers = answersOf(engine, first, policy, rng, o.subsetAnswers);
  const arms: Arm[] = candidates(ctx, first, answers, player, Math.max(2, o.candidates)).map((answer) => ({ answer, rewards: [], n: 0, sum: 0 }));
  let playouts = 0;
  let failed = 0;
  let alive = arms.slice();
  let next = 0; // the next guess index every answer still in plays
  /** Every answer of `among` (those still in) plays guesses next..next+per-1 (so all of them have played the same guesses). */
  const play = (per: number, among: readonly Arm[] = alive, depth = o.depth): void => {
    for (let j = next; j < next + per; j++) {
      const g = guessAt(j);
      for (const arm of among) {
        playouts++;
        try {
          const r = rollout(ctx, g, arm.answer.choice, player, depth);
          arm.rewards[j] = r;
          arm.n++;
          arm.sum += r;
        } catch {
          failed++;
        }
      }
    }
    next += per;
  };
  let budget = o.playouts;
  if (o.ms !== null && alive.length > 1) {
    // A time budget (`mcts:40ms`, not reproducible): one guess played by every answer says how many playouts the time buys.
    const t0 = performance.now();
    play(1);
    budget = Math.max(playouts, Math.floor((o.ms * playouts) / Math.max(performance.now() - t0, 1e-3)));
  }
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const left = budget - playouts;
    if (left < alive.length) break;
    play(Math.floor(left / (rounds - round) / alive.length) || 1);
    // Answers that came out exactly as the policy's on every guess so far (an upgrade nobody's dice will test,
    // a vote that changes nothing) are not worth the rest of the budget: the policy's is played.
    if (alive.every((a) => alike(a, arms[0]!))) {
      alive = [arms[0]!];
      break;
    }
    // The ranking compares equal luck: every answer still in has played guesses 0..next-1.
    const ranked = alive.slice().sort((a, b) => mean(b) - mean(a));
    const kept = ranked.slice(0, Math.max(1, Math.ceil(alive.length / 2)));
    if (!kept.includes(arms[0]!)) kept.push(arms[0]!);
    alive = kept;
  }
  const pol = arms[0]!;
  let best = pol;
  for (const a of alive) if (a !== pol && (best === pol || mean(a) > mean(best))) best = a;
  /** Whether `a` beat `b` on their shared guesses by more than `keep` standard errors. */
  const clearlyBetter = (a: Arm, b: Arm): boolean => {
    const p = paired(a, b);
    return p.n > 0 && p.diff > o.keep * Math.sqrt(p.se2);
  };
  let pick = best !== pol && clearlyBetter(best, pol) ? best : pol;
  if (pick !== pol && o.verify > 0) {
    // A second look, on guesses not played yet, with long rollouts: the overrule must hold there too.
    const second = [pol, pick].map((a): Arm => ({ answer: a.answer, rewards: [], n: 0, sum: 0 }));
    play(Math.ceil(o.verify * budget), second, o.deep);
    if (!clearlyBetter(second[1]!, second[0]!)) pick = pol;
  }
  return {
    choice: { player, ids: pick.answer.choice.ids.slice() },
    policy: pol.answer.key,
    playouts,
    failed,
    answers: arms.map((a) => ({ key: a.answer.key, visits: a.n, mean: mean(a) })),
  };
}
