/**
 * One decision searched: single-observer information-set Monte Carlo tree
 * search (Cowling, Powley and Whitehouse 2012; OpenSpiel's is_mcts), over
 * the engine's fast path. Each playout guesses the hidden state afresh
 * (determinize.ts), walks the tree of answers from the acting player's
 * decision (every player's decisions are nodes, keyed by the answers taken
 * to reach them, so one tree serves every guess), adds one node, plays on
 * with the rollout policy for a few decisions and scores the position from
 * the game's outcome (evaluate.ts). Answers not legal in a guess are simply
 * not offered there; an answer's exploration term counts the playouts in
 * which it was available (ISMCTS's availability count).
 *
 * At a node, only the first `ceil(widen * visits^widenPower)` answers are
 * considered (progressive widening), the rollout policy's own answer first,
 * and the policy's answer in this guess gets a bonus that fades with its
 * visits (progressive bias): with a small budget the search stays with the
 * policy unless the playouts say otherwise. Decisions with one answer are
 * played through without a node. The answer played is the one visited most,
 * unless the policy's own answer did nearly as well (`chosen`).
 */
import type { Choice, Chooser, Engine, GameState, PlayerId, Rng } from '../../core/index.ts';
import { Playout } from '../../core/playout.ts';
import type { AnyGameModule } from '../../games/index.ts';
import { answersOf, keyOf, type Answer } from './answers.ts';
import type { Guess } from './determinize.ts';
import { rewardsOf, type Rewards } from './evaluate.ts';
import type { SearchOptions } from './options.ts';

interface Edge {
  key: string;
  choice: Choice;
  /** Who answers here. */
  player: PlayerId;
  /** Playouts through this answer, their rewards for `player` (and the rewards' squares), and playouts in which it was available. */
  n: number;
  w: number;
  w2: number;
  avail: number;
  child: Node | null;
}

interface Node {
  edges: Map<string, Edge>;
  visits: number;
}

/** What a search uses that does not change from one decision to the next. */
export interface SearchContext {
  module: AnyGameModule;
  engine: Engine<unknown, unknown>;
  /** Each player's side (rewards are by side: teammates share). */
  sides: Readonly<Record<PlayerId, string>>;
  options: SearchOptions;
  /** The rollout policy, one chooser per seat. */
  policies: Readonly<Record<PlayerId, Chooser>>;
  /** The rollout policy afresh, its random streams (tie-breaks) from `seed`: rollouts made with equal seeds choose alike. */
  policiesFrom(seed: string): Readonly<Record<PlayerId, Chooser>>;
  rng: Rng;
}

/** How one decision was searched (for tests, the bench and curious readers). */
export interface SearchReport {
  choice: Choice;
  /** The rollout policy's own answer (its key; null when no playout said): the search overruled it when `choice` is another. */
  policy: string | null;
  playouts: number;
  /** Playouts given up because the guessed game failed (must stay 0). */
  failed: number;
  answers: { key: string; visits: number; mean: number }[];
}

function newNode(): Node {
  return { edges: new Map(), visits: 0 };
}

/** The edge to follow (or a new one) among this guess's answers. */
function pick(node: Node, answers: readonly Answer[], policyKey: string, player: PlayerId, o: SearchOptions): Edge {
  const allowed = Math.max(1, Math.ceil(o.widen * Math.pow(node.visits + 1, o.widenPower)));
  let legal = 0;
  for (const a of answers) {
    const e = node.edges.get(a.key);
    if (e !== undefined) {
      e.avail++;
      legal++;
    }
  }
  if (legal < Math.min(allowed, answers.length)) {
    for (const a of answers) {
      if (node.edges.has(a.key)) continue;
      const e: Edge = { key: a.key, choice: a.choice, player, n: 0, w: 0, w2: 0, avail: 1, child: null };
      node.edges.set(a.key, e);
      return e;
    }
  }
  let best: Edge | null = null;
  let bestScore = -Infinity;
  for (const a of answers) {
    const e = node.edges.get(a.key);
    if (e === undefined) continue;
    const n = Math.max(e.n, 1e-9);
    let score = e.w / n + o.uct * Math.sqrt(Math.log(Math.max(e.avail, 1)) / n);
    if (e.key === policyKey) score += o.prior / (e.n + 1);
    if (score > bestScore) {
      bestScore = score;
      best = e;
    }
  }
  // Whichever answers this guess offers, one of them has an edge (legal > 0 here).
  best!.choice = answers.find((a) => a.key === best!.key)!.choice;
  return best!;
}

function apply(p: Playout, choice: Choice): void {
  const r = p.play(choice);
  if (!r.ok) throw new Error(`a search answer was refused: ${r.reason}`);
}

/**
 * One playout from a guess: down the tree, one node added, a rollout, the
 * rewards back up. Returns the rollout policy's answer at the root in this
 * guess (its key).
 */
function playout(ctx: SearchContext, root: Node, guess: GameState): string | null {
  const { engine, options: o, policies, rng } = ctx;
  // The guess is a fresh copy, this playout's own.
  const p = Playout.own(engine, guess);
  const s = p.state;
  const path: Edge[] = [];
  const nodes: Node[] = [];
  let node: Node | null = root;
  let rootPolicy: string | null = null;
  while (node !== null && s.over === null && s.decision !== null) {
    const d = s.decision;
    const policy = policies[d.player]!.choose(engine, s);
    const answers = answersOf(engine, s, policy, rng, o.subsetAnswers);
    if (answers.length === 1) {
      apply(p, answers[0]!.choice);
      continue;
    }
    const policyKey = keyOf(policy);
    if (node === root) rootPolicy = policyKey;
    const e = pick(node, answers, policyKey, d.player, o);
    nodes.push(node);
    path.push(e);
    apply(p, e.choice);
    if (e.child === null) {
      e.child = newNode();
      node = null;
    } else node = e.child;
  }
  for (let i = 0; i < o.depth && s.over === null && s.decision !== null; i++) {
    apply(p, policies[s.decision.player]!.choose(engine, s));
  }
  const rewards: Rewards = rewardsOf(ctx.module, engine, s, ctx.sides, o.scoreScale, o.value > 0);
  for (const n of nodes) n.visits++;
  for (const e of path) {
    const r = rewards[e.player] ?? 0;
    e.n++;
    e.w += r;
    e.w2 += r * r;
  }
  return rootPolicy;
}

const mean = (e: Edge): number => (e.n > 0 ? e.w / e.n : 0);

/** The squared standard error of an edge's mean reward (its rewards' variance, at least that of a 0.1 spread, over n). */
function error2(e: Edge): number {
  const m = mean(e);
  return Math.max(e.w2 / e.n - m * m, 0.01) / e.n;
}

/**
 * The answer to play: the one visited most, unless the rollout policy's own
 * answer (the one it gave in most guesses) did nearly as well: a search of a
 * few dozen noisy playouts overrules the policy only when its playouts say
 * clearly that another answer is better: a mean reward higher by more than
 * `keep` standard errors of the difference.
 */
function chosen(root: Node, policyVotes: Map<string, number>, o: SearchOptions): Edge | null {
  let best: Edge | null = null;
  for (const e of root.edges.values()) {
    if (best === null || e.n > best.n || (e.n === best.n && mean(e) > mean(best))) best = e;
  }
  let policyKey: string | null = null;
  let votes = 0;
  for (const [k, n] of policyVotes) {
    if (n > votes || (n === votes && policyKey !== null && k < policyKey)) {
      policyKey = k;
      votes = n;
    }
  }
  const policy = policyKey === null ? undefined : root.edges.get(policyKey);
  if (best === null || policy === undefined || policy === best || policy.n === 0) return best;
  const clearly = mean(best) - mean(policy) > o.keep * Math.sqrt(error2(best) + error2(policy));
  return clearly ? best : policy;
}

/** Searches the decision of `real` for its player, from guesses at what it cannot see (never from `real` itself). */
export function searchDecision(ctx: SearchContext, real: GameState, guess: Guess): SearchReport {
  const o = ctx.options;
  const root = newNode();
  const t0 = o.ms !== null ? performance.now() : 0;
  let playouts = 0;
  let failed = 0;
  const policyVotes = new Map<string, number>();
  for (;;) {
    if (o.ms !== null ? performance.now() - t0 >= o.ms && playouts > 0 : playouts >= o.playouts) break;
    playouts++;
    const s = guess(ctx.rng);
    try {
      const key = playout(ctx, root, s);
      if (key !== null) policyVotes.set(key, (policyVotes.get(key) ?? 0) + 1);
    } catch {
      failed++;
      if (failed > 8 && failed * 2 > playouts) break;
    }
  }
  const d = real.decision!;
  const best = chosen(root, policyVotes, o);
  const answers = [...root.edges.values()].map((e) => ({ key: e.key, visits: e.n, mean: e.n > 0 ? e.w / e.n : 0 }));
  // Nothing searched (every playout failed): the policy's answer in a guess, never in the real position.
  const choice = best !== null ? { player: d.player, ids: best.choice.ids.slice() } : ctx.policies[d.player]!.choose(ctx.engine, guess(ctx.rng));
  let policy: string | null = null;
  let votes = 0;
  for (const [k, n] of policyVotes) if (n > votes) [policy, votes] = [k, n];
  return { choice, policy, playouts, failed, answers };
}
