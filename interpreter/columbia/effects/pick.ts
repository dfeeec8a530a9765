/**
 * Picking from a set the way a noun phrase's quantifier says, when a verb has
 * narrowed or regrouped the set first (the core's `ev.select` picks from the
 * phrase's own set): `all` / a bare plural -> all; `the top N` -> the first N;
 * `random` (quantifier or adjective) -> drawn with the game's generator;
 * `up to N` -> 0..N by a decision; otherwise exactly N (1 for `a`, `the`,
 * `any`), by a decision when there are more than N to choose from.
 *
 * Decisions and draws go through the evaluator, so they are recorded on the
 * frame's tape and replay when the frame is re-run; cards the chooser cannot
 * see are offered face down and drawn at random (`Evaluator.chooseAmong`).
 */
import type { Phrase } from '../../effect-ir/index.ts';
import type { Env, Thing } from '../../core/index.ts';
import type { PlayerId, UnitPiece } from '../state.ts';
import type { Ev } from './who.ts';
import { kindOf } from './things.ts';

const ALL: ReadonlySet<string> = new Set(['all', 'each', 'every', 'at least', 'at most', 'more than', 'fewer than', 'less than']);

function isRandom(np: Phrase | null): boolean {
  return np !== null && (np.quantifier?.kind === 'random' || np.words.some((w) => w.toLowerCase() === 'random'));
}

/** How many a phrase asks for (1 when it says `a`, `the`, `any` or nothing). */
export function countOf(np: Phrase | null): number {
  const v = np?.quantifier?.value;
  return typeof v === 'number' ? v : 1;
}

export interface PickOptions {
  /** Who decides (default: I). */
  chooser?: PlayerId;
  /** What the decision says (default: the phrase's text). */
  prompt?: string;
  /** Pieces: when one is chosen, alike units (same owner, figure, colour, location) are one option. */
  units?: Record<string, UnitPiece>;
}

export function pickFrom(ev: Ev, np: Phrase | null, env: Env, all: Thing[], options: PickOptions = {}): Thing[] {
  if (all.length === 0) return [];
  const q = np?.quantifier;
  const kind = isRandom(np) ? 'random' : (q?.kind ?? (np === null || np.many !== false ? 'all' : 'the'));
  const n = countOf(np);
  if (ALL.has(kind)) return all;
  if (kind === 'the top') return all.slice(0, n);
  if (kind === 'random') {
    const pool = all.slice();
    const out: Thing[] = [];
    for (let i = 0; i < n && pool.length > 0; i++) out.push(pool.splice(ev.random(0, pool.length - 1), 1)[0]!);
    return out;
  }
  const offer = options.units && n === 1 ? distinctUnits(options.units, all) : all;
  const min = kind === 'up to' ? 0 : Math.min(n, offer.length);
  const max = Math.min(n, offer.length);
  if (min === offer.length) return offer;
  const chooser = options.chooser ?? (typeof env.me === 'string' ? env.me : null);
  if (chooser === null) return ev.fail(np, 'a choice with nobody to make it');
  const text = options.prompt ?? (np ? ev.source(np) : '');
  // Cards the chooser cannot see are offered face down (effects/index.ts `faceDown`).
  return ev.chooseAmong(offer, min, max, chooser, `Choose ${min === max ? min : `up to ${max}`}${text ? `: ${text}` : ''}`, { src: ev.src });
}

/**
 * Units that cannot be told apart (same owner, figure and location) offered
 * once: the first of each, so a choice is between real alternatives.
 */
export function distinctUnits(units: Record<string, UnitPiece>, things: Thing[]): Thing[] {
  // The units offered so far, compared field by field (a few units: cheaper than a key string per unit and a set).
  const offered: UnitPiece[] = [];
  const out: Thing[] = [];
  for (const t of things) {
    if (kindOf(t) !== 'unit') {
      out.push(t);
      continue;
    }
    const u = units[t.id];
    if (u !== undefined) {
      if (offered.some((o) => o.owner === u.owner && o.pieceId === u.pieceId && o.colourId === u.colourId && o.location === u.location)) continue;
      offered.push(u);
    } else if (out.some((o) => o.id === t.id && kindOf(o) === 'unit' && units[o.id] === undefined)) continue;
    out.push(t);
  }
  return out;
}
