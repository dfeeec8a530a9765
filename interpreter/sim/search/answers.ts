/**
 * The answers a search considers at a decision, each with a key that names
 * it the same way in every guessed position (the option ids, sorted). A
 * one-of-many decision offers each option; a subset decision (play any of
 * these cards) offers every legal subset when there are few, else the
 * rollout policy's pick, the empty pick when allowed, and distinct random
 * picks up to a cap. The policy's answer comes first (progressive widening
 * tries it first), the others in a random order.
 */
import { randomBot, type Choice, type Engine, type GameState, type Rng } from '../../core/index.ts';

export interface Answer {
  key: string;
  choice: Choice;
}

/** The name of a choice in the tree: its option ids in a fixed order. */
export function keyOf(choice: Choice): string {
  if (choice.ids.length === 1) return choice.ids[0]!;
  return choice.ids.slice().sort().join('\u0001');
}

function shuffleInPlace<T>(items: T[], rng: Rng, from: number): void {
  for (let i = items.length - 1; i > from; i--) {
    const j = from + rng.int(0, i - from);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

/**
 * The answers to `state`'s decision: `policy` (the rollout policy's own
 * answer, legal) first, then the others shuffled with `rng`; at most `cap`
 * for a subset decision with more legal subsets than that.
 */
export function answersOf(engine: Engine<unknown, unknown>, state: GameState, policy: Choice, rng: Rng, cap: number): Answer[] {
  const d = state.decision!;
  const out: Answer[] = [{ key: keyOf(policy), choice: policy }];
  const seen = new Set<string>([out[0]!.key]);
  const add = (choice: Choice): void => {
    const key = keyOf(choice);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ key, choice });
  };
  if (d.min === 1 && d.max === 1 && d.check === null) {
    for (const o of d.options) add({ player: d.player, ids: [o.id] });
  } else {
    let all: Choice[] | null = null;
    try {
      all = engine.legalChoices(state, cap * 4);
    } catch {
      all = null; // more subsets than we would list: sample some
    }
    if (all !== null && all.length <= cap) {
      for (const c of all) add(c);
    } else if (all !== null) {
      shuffleInPlace(all, rng, 0);
      for (const c of all) if (out.length < cap) add(c);
    } else {
      if (d.min === 0) add({ player: d.player, ids: [] });
      const sampler = randomBot(`answers:${rng.int(0, 0x7fffffff)}`);
      for (let tries = 0; tries < cap * 3 && out.length < cap; tries++) add(sampler.choose(engine, state));
    }
  }
  shuffleInPlace(out, rng, 1);
  return out;
}
