/**
 * Bots at test-play's seats: a bot answers its decisions as they come up,
 * the same answer every time the same position is asked (the game's seed and
 * the decision's number), Back returns to the designer's own last decision,
 * and a reply about a position the designer has left is dropped.
 */
import { describe, expect, it } from 'vitest';
import type { Choice, PlayerId } from '../../interpreter/core/index.ts';
import { makeBot } from '../../interpreter/sim/index.ts';
import { BotTable, botSeed } from '../../editor/src/play/bot-move.ts';
import { BotSeats, type BotHost } from '../../editor/src/play/bot-seats.ts';
import type { BotPack, BotThinker } from '../../editor/src/play/bot-thinker.ts';
import { PlaySession, seededGame } from '../../editor/src/play/session.ts';
import { playable } from './play-helpers.ts';

const game = playable();
const PACK: BotPack = { key: 'k', pack: 'columbia', files: {}, botTexts: {}, game };

/** A thinker that answers when told (`flush`), from the loaded game. */
function heldThinker(): BotThinker & { flush(): Promise<void>; asked: number } {
  const table = BotTable.of(game);
  const queue: Array<() => void> = [];
  return {
    asked: 0,
    think(_pack, q) {
      this.asked++;
      return new Promise<Choice>((resolve) => queue.push(() => resolve(table.answer(q))));
    },
    async flush() {
      while (queue.length > 0) {
        queue.shift()!();
        await Promise.resolve();
        await Promise.resolve();
      }
    },
    dispose() {},
  };
}

function table(session: () => PlaySession, thinker: BotThinker) {
  const said: string[] = [];
  let bots: BotSeats;
  const host: BotHost = {
    get session() {
      return session();
    },
    botPack: () => PACK,
    answerFor(choice) {
      const ok = session().answer(choice).ok;
      bots.turn();
      return ok;
    },
    say: (t) => said.push(t),
    playerName: (id: PlayerId) => id,
    redraw: () => {},
  };
  bots = new BotSeats(host, () => thinker);
  return { bots, said };
}

/** The designer answers with the first option (or the least a pick of several allows). */
function firstAnswer(s: PlaySession): Choice {
  const d = s.decision()!;
  return { player: d.player, ids: d.options.slice(0, d.min ?? 1).map((o) => o.id) };
}

describe('a bot at a test-play seat', () => {
  it('answers as the simulator bot of that name seeded by the game and the decision', () => {
    const s = PlaySession.begin(seededGame(5, ['blue', 'red']), game);
    const q = { bot: 'heuristic', seed: 5, n: 0, state: s.state, scenario: null };
    const a = BotTable.of(game).answer(q);
    const direct = makeBot(game.module, game.rules, 'heuristic', botSeed(5, 0), a.player).choose(game.engine, s.state);
    expect(a.ids).toEqual(direct.ids);
    expect(BotTable.of(game).answer(structuredClone(q)).ids).toEqual(a.ids);
  });

  it("plays the bot's decisions, and Back returns to the designer's own last decision", async () => {
    const s = PlaySession.begin(seededGame(3, ['blue', 'red']), game);
    const thinker = heldThinker();
    const { bots } = table(() => s, thinker);
    bots.set('red', 'heuristic');
    for (let i = 0; i < 12 && s.decision(); i++) {
      const d = s.decision()!;
      if (d.player === 'red') {
        expect(bots.thinking?.player).toBe('red');
        await thinker.flush();
      } else {
        s.answer(firstAnswer(s));
        bots.turn();
      }
    }
    const redMoves = s.choices.filter((c) => c.player === 'red');
    expect(redMoves.length).toBeGreaterThan(0);
    // Back: to just before blue's last choice, whatever red answered after it.
    const lastBlue = s.choices.map((c) => c.player).lastIndexOf('blue');
    s.jumpTo(bots.backTarget(s));
    expect(s.n).toBe(lastBlue);
    expect(s.decision()?.player).toBe('blue');
  });

  it('gives the same answers when the same position comes again', async () => {
    const run = async () => {
      const s = PlaySession.begin(seededGame(9, ['blue', 'red']), game);
      const thinker = heldThinker();
      const { bots } = table(() => s, thinker);
      bots.set('blue', 'random');
      bots.set('red', 'heuristic');
      for (let i = 0; i < 10; i++) await thinker.flush();
      return s.choices;
    };
    const a = await run();
    expect(a.length).toBeGreaterThanOrEqual(10);
    expect((await run()).slice(0, 10)).toEqual(a.slice(0, 10));
  });

  it('drops an answer about a position the designer has left', async () => {
    let s = PlaySession.begin(seededGame(3, ['blue', 'red']), game);
    const thinker = heldThinker();
    const { bots } = table(() => s, thinker);
    const first = s.decision()!.player;
    bots.set(first, 'heuristic');
    expect(bots.thinking).not.toBeNull();
    s = PlaySession.begin(seededGame(4, ['blue', 'red']), game); // a new game before the bot answered
    bots.set(first, 'me');
    await thinker.flush();
    expect(s.n).toBe(0);
    expect(bots.thinking).toBeNull();
  });
});
