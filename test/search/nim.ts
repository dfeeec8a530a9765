/**
 * Nim, as a game module small enough to search exhaustively: a pile of
 * stones, each turn a player takes one, two or three, and whoever takes the
 * last stone wins. A player facing a multiple of four loses against best
 * play; from any other pile the one winning move leaves a multiple of four.
 */
import { createEngine, defineGame, type Engine, type GameState } from '../../interpreter/core/index.ts';
import type { GameOutcome } from '../../interpreter/game/index.ts';
import type { AnyGameModule } from '../../interpreter/games/index.ts';

export interface NimRules {
  pile: number;
}

export interface NimG {
  pile: number;
  winner: string | null;
}

const nim = defineGame<NimG, NimRules>({
  id: 'nim',
  setup(s) {
    s.push({ t: 'turn', seat: s.players[0]! });
    return { pile: s.rules.pile, winner: null };
  },
  tasks: {
    turn(ctx, task) {
      const seat = task.seat as string;
      if (!ctx.answer) {
        const options = [1, 2, 3].filter((n) => n <= ctx.g.pile).map((n) => ({ id: `take-${n}`, label: `Take ${n}` }));
        return ctx.ask({ player: seat, kind: 'take', prompt: 'How many stones?', options });
      }
      ctx.g.pile -= Number(String(ctx.answer.id).slice('take-'.length));
      if (ctx.g.pile === 0) {
        ctx.g.winner = seat;
        ctx.end({ winner: seat });
        return;
      }
      ctx.push({ t: 'turn', seat: ctx.players.find((p) => p !== seat)! });
    },
  },
});

function outcome(state: GameState<NimG>): GameOutcome {
  const g = state.g;
  const winners = g.winner === null ? [] : [g.winner];
  return {
    over: g.winner !== null,
    winners,
    scores: {},
    reason: g.winner === null ? null : 'last-stone',
    length: { rounds: 0 },
    sentence: g.winner === null ? `${g.pile} stones left` : `${g.winner} takes the last stone`,
  };
}

/** The parts of a game module the search bot reads; the rest of the interface is not needed to search. */
export const nimModule = {
  id: 'nim',
  title: 'Nim',
  seats: { sideOf: (_rules: NimRules, p: string) => p },
  outcome: (state: GameState<NimG>) => outcome(state),
  hooks: {},
} as unknown as AnyGameModule;

export function nimEngine(pile: number): Engine<NimG, NimRules> {
  return createEngine(nim, { pile });
}
