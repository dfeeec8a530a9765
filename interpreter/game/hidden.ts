/**
 * Dealing hidden things again, for a search bot's guesses (the
 * `sim.determinize` hook, and the simulator's generic sampler): the items of
 * some zones a player cannot see (another's hand, a face-down deck, tokens
 * lying face down) are pooled and dealt back at random, each zone keeping
 * its size. The pool is sorted before it is shuffled, so the result depends
 * on which items are unseen, never on where each of them really was: two
 * positions a player cannot tell apart give the same deal from the same
 * generator.
 */
import { canonicalJson, type Rng } from '../core/index.ts';

function compareItems(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const x = canonicalJson(a);
  const y = canonicalJson(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The zones' items, sorted: what a deal draws from. */
export function poolOf(zones: readonly (readonly unknown[])[]): unknown[] {
  const pool: unknown[] = [];
  for (const z of zones) for (const item of z) pool.push(item);
  return pool.sort(compareItems);
}

/**
 * Deals a sorted pool into the zones in place (zone by zone, in the order
 * given), each keeping its length. The pool must hold exactly the zones' items.
 */
export function dealInto(zones: readonly unknown[][], pool: readonly unknown[], rng: Rng): void {
  const shuffled = rng.shuffle(pool);
  let k = 0;
  for (const z of zones) for (let i = 0; i < z.length; i++) z[i] = shuffled[k++];
}

/** Pools these zones' items and deals them back at random, each zone keeping its size (in place). */
export function reshuffleZones(zones: readonly unknown[][], rng: Rng): void {
  dealInto(zones, poolOf(zones), rng);
}
