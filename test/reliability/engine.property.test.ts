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
import { findNonJson, type Choice, type Chooser, type GameState, type Match } from '../../interpreter/core/index.ts';
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
          const r = e.apply(copy, choice, { log: false, mutate: true });
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

  it(`undo then redo gives the identical state, and undo lands on the state before the undone choice (${UNDO_GAMES} games)`, { timeout: 120_000 }, () => {
    const e = engine();
    let undone = 0;
    let refused = 0;
    fc.assert(
      fc.property(game, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }), (spec, at) => {
        const seats = seatIds(spec.players);
        const bots = seatBots(spec);
        // Play the game, keeping each state's JSON and every choice.
        let state = e.start({ seed: spec.seed, players: seats }, { log: false }).state;
        const texts: string[] = [JSON.stringify(state)];
        const finals: number[] = [state.final];
        const choices: Choice[] = [];
        while (state.over !== null ? false : choices.length < decisionBound(rules, spec.players)) {
          const choice = bots[state.decision!.player]!.choose(e, state);
          const r = e.apply(state, choice, { mutate: true, log: false });
          if (!r.ok) throw new Error(`${label(spec)}: refused: ${r.reason}`);
          state = r.state;
          choices.push(choice);
          texts.push(JSON.stringify(state));
          finals.push(state.final);
        }
        // Points where someone can take a choice back (most are behind a die roll or a reveal).
        const undoable: { i: number; player: string }[] = [];
        for (let i = 1; i < texts.length; i++) {
          for (const p of seats) {
            let last = i - 1;
            while (last >= 0 && choices[last]!.player !== p) last--;
            if (last >= 0 && last >= finals[i]!) undoable.push({ i, player: p });
          }
        }
        for (const x of at) {
          if (undoable.length === 0) break;
          const { i, player } = undoable[Math.min(undoable.length - 1, Math.floor(x * undoable.length))]!;
          const match: Match<ColumbiaG> = {
            record: { contentHash: e.contentHash, seed: spec.seed, players: seats, choices: choices.slice(0, i) },
            state: JSON.parse(texts[i]!),
            log: [],
          };
          const u = e.undo(match, player);
          if (!u.ok) {
            refused++;
            throw new Error(`${label(spec)}: undo for ${player} at decision ${i} refused although no die or reveal came after: ${u.reason}`);
          }
          undone++;
          const back = u.match.record.choices.length;
          expect(u.undone[0]!.player, label(spec)).toBe(player);
          expect(JSON.stringify(u.match.state), `${label(spec)}: undo at ${i} lands on decision ${back}`).toBe(texts[back]);
          let m = u.match;
          for (const c of u.undone) {
            const r = e.play(m, c);
            if (!r.ok) throw new Error(`${label(spec)}: redo refused: ${r.reason}`);
            m = r.match;
          }
          expect(JSON.stringify(m.state), `${label(spec)}: redo after undo at ${i}`).toBe(texts[i]);
        }
      }),
      { numRuns: UNDO_GAMES },
    );
    expect(refused).toBe(0);
    // The generator must reach undoable points, not only barriers.
    expect(undone).toBeGreaterThan(UNDO_GAMES);
  });
});
