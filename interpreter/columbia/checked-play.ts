/**
 * Whole Columbia games played with every check a player or a designer
 * relies on at every decision: the invariants (invariants.ts), hidden
 * information in the views, and the bound a game must end within. The
 * reliability tests and the soak run (bench/soak.ts) both play through this.
 */
import type { Chooser, Engine, GameState } from '../core/index.ts';
import type { Ruleset } from './content/types.ts';
import { checkInvariants, positionsOf, type PreviousPositions } from './invariants.ts';
import { seatPlayers } from './setup.ts';
import type { ColumbiaG, PlayerId } from './state.ts';

type ColumbiaEngine = Engine<ColumbiaG, Ruleset>;

/**
 * The most decisions a game may take. A game has at most one round per world
 * event (the draw that finds the deck empty ends it; timelines only remove
 * events), and a round asks each player a bounded number of questions: a
 * vote and its sign, a produce per card in hand, a recruit per piece bought
 * (eagles run out), a move per unit move and Sky-Line space (moves per turn
 * are capped), the questions of each combat (one per location entered), a
 * refresh discard, plus upgrades and effect choices. Measured: the longest
 * of 1,000 random-bot games took 575 decisions (4 players, 14 rounds), about
 * 10 a player a round; the soak's longest with every bot is in
 * docs/RELIABILITY.md. 150 a player a round leaves a margin of more than
 * 10x for bots that buy and move more, so a game past it loops.
 */
export const DECISIONS_PER_PLAYER_ROUND = 150;
export function decisionBound(r: Ruleset, players: number): number {
  return (r.worldEvents.length + 1) * players * DECISIONS_PER_PLAYER_ROUND;
}

// ---------------------------------------------------------------------------
// Hidden information
// ---------------------------------------------------------------------------

/**
 * What `viewer` (null: a spectator) must not see, as the exact strings that
 * would give it away: other players' hand cards, every deck's cards (their
 * order is unknown even to the owner), face-down territory tokens and unused
 * tokens (a token's id carries its values), cards another player played
 * face down into the vote or the combat before the reveal, and action,
 * victory and world event cards removed from the game unseen (even from
 * their owner: RULINGS "Removed action and victory cards"). Each is an id in
 * exactly one place (checkInvariants), so it cannot also lie face up
 * somewhere the viewer may look.
 */
export function secretsFor(g: ColumbiaG, viewer: PlayerId | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of Object.keys(g.players)) {
    const seat = g.players[p]!;
    if (p !== viewer) for (const c of seat.hand) out.set(c, `${p}'s hand card`);
    for (const c of seat.deck) out.set(c, `${p}'s deck card`);
    for (const c of seat.removedUnseen) out.set(c, `${p}'s action card removed from the game unseen`);
  }
  for (const e of g.worldEvents.deck) out.set(e, 'a world event in the deck');
  for (const e of g.worldEvents.removed) out.set(e, 'a world event removed from the game unseen');
  for (const c of g.victoryCards.deck) out.set(c, 'a victory card in the deck');
  for (const c of g.victoryCards.removedUnseen) out.set(c, 'a victory card removed from the game unseen');
  for (const l of Object.values(g.locations)) if (l.token !== null && !l.token.faceUp) out.set(l.token.id, `the face-down token on ${l.id}`);
  for (const t of g.territoryTokens.unused) out.set(t, 'an unused territory token');
  if (g.vote !== null && !g.vote.revealed) {
    for (const p of Object.keys(g.vote.played)) if (p !== viewer) for (const c of g.vote.played[p]!) out.set(c, `${p}'s face-down vote card`);
  }
  if (g.combat !== null && !g.combat.revealed) {
    for (const side of [g.combat.attacker, g.combat.defender]) {
      const p = side.combatant.kind === 'player' ? side.combatant.player : null;
      if (p !== viewer) for (const c of side.played) out.set(c, `${p}'s face-down combat card`);
    }
  }
  return out;
}

/** How often each of `wanted` occurs in a JSON value, as a string value or an object key (a walk: no JSON text is built). */
function countStrings(value: unknown, wanted: ReadonlySet<string>, out: Map<string, number> = new Map()): Map<string, number> {
  if (typeof value === 'string') {
    if (wanted.has(value)) out.set(value, (out.get(value) ?? 0) + 1);
  } else if (Array.isArray(value)) {
    for (const v of value) countStrings(v, wanted, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const k in value) {
      if (wanted.has(k)) out.set(k, (out.get(k) ?? 0) + 1);
      countStrings((value as Record<string, unknown>)[k], wanted, out);
    }
  }
  return out;
}

/**
 * Every secret of each viewer that his view shows, and anything the view must
 * never hold (the RNG, the task stack, the effect state). One catch: a card
 * and a figure may share an id (the Handyman card `blue-handyman-1` and the
 * Handyman figure `blue-handyman-1`), and the figure is public. So a secret
 * counts as shown when the view's `g` mentions the id more often than `g`
 * does outside the one place the secret lies (for an id no piece shares, that
 * is: at all). In the viewer's own decision only ids no piece shares are
 * searched (a decision about the figure names it legitimately).
 */
export function viewLeaks(e: ColumbiaEngine, state: GameState<ColumbiaG>, viewers: readonly (PlayerId | null)[]): string[] {
  const g = state.g;
  const isPiece = (id: string) => g.units[id] !== undefined || g.structures[id] !== undefined;
  let inG: Map<string, number> | null = null;
  const out: string[] = [];
  for (const viewer of viewers) {
    const who = viewer ?? 'a spectator';
    const secrets = secretsFor(g, viewer);
    const wanted = new Set(secrets.keys());
    const view = e.view(state, viewer);
    const seen = countStrings(view.g, wanted);
    const asked = view.decision === null ? null : countStrings(view.decision, wanted);
    for (const [id, n] of seen) {
      const allowed = isPiece(id) ? ((inG ??= countStrings(g, new Set([...Object.keys(g.units), ...Object.keys(g.structures)]))).get(id) ?? 1) - 1 : 0;
      if (n > allowed) out.push(`${who} sees ${secrets.get(id)} "${id}"`);
    }
    if (asked !== null) for (const id of asked.keys()) if (!isPiece(id)) out.push(`${who}'s decision "${view.decision!.kind}" shows ${secrets.get(id)} "${id}"`);
    const top = view as unknown as Record<string, unknown>;
    for (const k of ['rng', 'stack', 'fx', 'script']) if (k in top) out.push(`${who}'s view holds the engine's ${k}`);
  }
  return out;
}

// ---------------------------------------------------------------------------
// A checked game
// ---------------------------------------------------------------------------

export interface CheckedGame {
  state: GameState<ColumbiaG>;
  decisions: number;
  /** Invariant breaks and leaks, each with the decision number (empty: all held). */
  problems: string[];
}

export interface CheckOptions {
  /** Check the invariants at decision n when this says so (default: every decision). */
  checkAt?: (n: number) => boolean;
  /** Also check every player's and a spectator's view at each checked decision. */
  views?: boolean;
  /** Stop collecting after this many problems (the first ones are the ones to read). */
  maxProblems?: number;
}

/**
 * Plays one game on the fast path (`engine.playout`, no log), checking at
 * each decision chosen by `checkAt`. An exception in the engine is not
 * caught: the caller's test fails with it and the seed.
 */
export function playChecked(
  e: ColumbiaEngine,
  seed: string | number,
  players: 2 | 4,
  bots: Chooser | Record<PlayerId, Chooser>,
  options: CheckOptions = {},
): CheckedGame {
  const checkAt = options.checkAt ?? (() => true);
  const max = options.maxProblems ?? 10;
  const seats = seatPlayers(e.rules, players);
  const bound = decisionBound(e.rules, players);
  const start = e.start({ seed, players: seats }, { log: false }).state;
  const problems: string[] = [];
  let previous: PreviousPositions | null = null;
  const check = (state: GameState<ColumbiaG>, n: number): void => {
    const checking = checkAt(n) || state.over !== null;
    if (checking && problems.length < max) {
      for (const m of checkInvariants(state, e.rules, { previous })) problems.push(`decision ${n}: ${m}`);
      if (options.views) for (const m of viewLeaks(e, state, [...seats, null])) problems.push(`decision ${n}: ${m}`);
    }
    // `previous` is only read when the next decision is checked; the state changes in place, so its positions are copied.
    previous = state.over === null && checkAt(n + 1) ? positionsOf(state.g) : null;
  };
  let played;
  try {
    played = e.playout(start, bots, { maxDecisions: bound, each: check });
  } catch (err) {
    throw new Error(`seed ${seed}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (played.state.over === null) problems.push(`no end after ${bound} decisions`);
  return { state: played.state, decisions: played.decisions, problems };
}

/** The game's end reason (`victory-points`, `deck-exhausted`, `eliminated`), or null. */
export function endReason(state: GameState<ColumbiaG>): string | null {
  return state.g.result?.reason ?? null;
}

