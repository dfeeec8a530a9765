/**
 * Whole Columbia games under random seeds, player counts (2 and 4) and bots
 * (the core's random bot with a random seed of its own, or the simulator's
 * heuristic bot): nothing crashes, nothing leaks, nothing is lost.
 *
 * At every decision: `checkInvariants` is empty; no player's view (nor a
 * spectator's) shows what is hidden from him; the state survives a JSON round
 * trip exactly (the game goes on from the parsed copy). At the end: the game
 * ended with a reason within `decisionBound` decisions, and replaying its
 * record from the seed gives the same final state byte for byte. Separately:
 * undo then redo (the undone choices applied again) gives the same state.
 *
 * The toy-game versions of replay and undo are test/core/property.test.ts;
 * this file runs them through the real Columbia rules.
 *
 * Time: a fully checked game costs about 1 s of CPU (the engine and bots
 * 0.35 s, the views of every seat and a spectator 0.2 s, the JSON round
 * trips 0.2 s, the invariants 0.15 s, its replay 0.3 s); an undo game about
 * 0.5 s. 20 checked games took 53 s with the machine loaded 9 times over its
 * 2 cores, so `GAMES_CHECKED` is 15 (about 40 s so loaded, 15 s quiet) and
 * `UNDO_GAMES` 10 (5 s).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNonJson, Session, type Choice, type Chooser, type GameState } from '../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { botFor, checkInvariants, decisionBound, engine, rules, seatIds, SMART_BOTS, viewLeaks } from './helpers.ts';

/** Games in the fully checked property (each decision: invariants, 5 views, JSON round trip; the end: a replay). */
export const GAMES_CHECKED = 15;
/** Games in the undo/redo property. */
export const UNDO_GAMES = 10;

const game = fc.record({
  seed: fc.oneof(fc.string({ maxLength: 10 }), fc.integer()),
  players: fc.constantFrom<2 | 4>(2, 4),
  bot: fc.constantFrom('random', ...SMART_BOTS),
  botSeed: fc.integer(),
});
type GameSpec = { seed: string | number; players: 2 | 4; bot: string; botSeed: number };

function seatBots(spec: GameSpec): Record<string, Chooser> {
  const out: Record<string, Chooser> = {};
  for (const p of seatIds(spec.players)) out[p] = botFor(spec.bot, spec.botSeed, p);
  return out;
}

const label = (s: GameSpec) => `seed ${JSON.stringify(s.seed)}, ${s.players} players, ${s.bot} bot ${s.botSeed}`;

describe('whole games: nothing crashes, nothing leaks, nothing is lost', () => {
  it(`every game ends with a reason within the bound, and holds together at every decision (${GAMES_CHECKED} games)`, { timeout: 120_000 }, () => {
    const e = engine();
    const reasons: Record<string, number> = {};
    fc.assert(
      fc.property(game, (spec) => {
        const seats = seatIds(spec.players);
        const bots = seatBots(spec);
        const bound = decisionBound(rules, spec.players);
        let state = e.start({ seed: spec.seed, players: seats }, { log: false }).state;
        const choices: Choice[] = [];
        let previous: ColumbiaG | null = null;
        for (;;) {
          const at = `${label(spec)}, decision ${choices.length}`;
          expect(checkInvariants(state, rules, { previous }), at).toEqual([]);
          expect(viewLeaks(e, state, [...seats, null]), at).toEqual([]);
          // Plain JSON (no undefined, NaN, holes, class instances) is exactly what survives a round trip.
          expect(findNonJson(state), at).toBeNull();
          const copy = JSON.parse(JSON.stringify(state)) as GameState<ColumbiaG>;
          if (state.over !== null) break;
          expect(choices.length, `${label(spec)}: no end after ${bound} decisions`).toBeLessThan(bound);
          previous = state.g;
          // The game goes on from the parsed copy: whatever did not survive JSON would show in the replay below.
          const choice = bots[copy.decision!.player]!.choose(e, copy);
          const r = e.apply(copy, choice, { log: false });
          if (!r.ok) throw new Error(`${at}: the bot's choice was refused: ${r.reason}`);
          choices.push(choice);
          state = r.state;
        }
        const reason = state.g.result?.reason;
        expect(['victory-points', 'deck-exhausted', 'eliminated'], label(spec)).toContain(reason);
        expect(state.over, label(spec)).toEqual(state.g.result);
        reasons[reason!] = (reasons[reason!] ?? 0) + 1;

        const again = e.replay({ contentHash: e.contentHash, seed: spec.seed, players: seats, choices: JSON.parse(JSON.stringify(choices)) }, { log: false });
        expect(JSON.stringify(again.state), `${label(spec)}: replay`).toBe(JSON.stringify(state));
      }),
      { numRuns: GAMES_CHECKED },
    );
    expect(Object.values(reasons).reduce((a, b) => a + b, 0)).toBe(GAMES_CHECKED);
  });

  it(`undo then redo gives the identical state, undo lands on the state before the undone choice, and never crosses dice or another seat's move (${UNDO_GAMES} games)`, { timeout: 120_000 }, () => {
    const e = engine();
    let undone = 0;
    fc.assert(
      fc.property(game, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }), (spec, at) => {
        const seats = seatIds(spec.players);
        const bots = seatBots(spec);
        // Play the game through a session watching every seat, keeping each state's JSON.
        const s = Session.start(e, { seed: spec.seed, players: seats }, { log: false, keepStates: true });
        const texts: string[] = [JSON.stringify(s.state)];
        const finals: number[] = [s.state.final];
        while (s.state.over === null && s.n < decisionBound(rules, spec.players)) {
          const r = s.play(bots[s.state.decision!.player]!.choose(e, s.state));
          if (!r.ok) throw new Error(`${label(spec)}: refused: ${r.reason}`);
          texts.push(JSON.stringify(s.state));
          finals.push(s.state.final);
        }
        const moves = s.moves;
        const n = s.n;
        // Points where someone may take a choice back (most are behind a barrier).
        const undoable: { i: number; player: string }[] = [];
        for (let i = n; i > 0; i--) {
          s.jumpTo(i);
          for (const p of seats) if (s.canUndo(p).ok) undoable.push({ i, player: p });
        }
        // The points picked, earliest first: the session is redone from the start once, each point's redo going on
        // from the previous point (an undo and the redo of what it undid leave the rest of the game to redo).
        const picked = undoable.length === 0 ? [] : at.map((x) => undoable[Math.min(undoable.length - 1, Math.floor(x * undoable.length))]!).sort((a, b) => a.i - b.i);
        s.jumpTo(0);
        for (const { i, player } of picked) {
          for (let k = s.n; k < i; k++) expect(s.redo().ok).toBe(true);
          expect(s.n, label(spec)).toBe(i);
          const u = s.undo(player);
          if (!u.ok) throw new Error(`${label(spec)}: undo for ${player} at decision ${i} refused after canUndo allowed it: ${u.reason}`);
          undone++;
          const back = s.n;
          expect(u.undone[0]!.player, label(spec)).toBe(player);
          // Independently of the session's lessons: nothing undone after the player's own move was another seat's, or rolled dice.
          expect(u.undone.every((m) => m.player === player), label(spec)).toBe(true);
          expect(finals[i], label(spec)).toBeLessThanOrEqual(back);
          expect(JSON.stringify(s.state), `${label(spec)}: undo at ${i} lands on decision ${back}`).toBe(texts[back]);
          for (let k = 0; k < u.undone.length; k++) expect(s.redo().ok).toBe(true);
          expect(JSON.stringify(s.state), `${label(spec)}: redo after undo at ${i}`).toBe(texts[i]);
          expect(s.moves.slice(0, i)).toEqual(moves.slice(0, i));
        }
      }),
      { numRuns: UNDO_GAMES },
    );
    // The generator must reach undoable points, not only barriers.
    expect(undone).toBeGreaterThan(UNDO_GAMES);
  });
});
