/**
 * The turn inside the real GameDef (harness): its tasks are wired to the real
 * victory, upgrade and combat files, and its options stay exact in whole
 * games played by random bots.
 */
import { describe, expect, it } from 'vitest';
import { randomBot, type GameState } from '../../../interpreter/core/index.ts';
import { freshBoard } from '../../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../../interpreter/columbia/state.ts';
import { answer, cardsOf, clearBoard, decision, engine, entries, newGame, put, rules, seatIds, setEagles, setHand, table } from '../harness.ts';

const adjacent = (loc: string) => rules.board.locations.find((l) => l.id === loc)!.adjacentIds;
const HALL = 'hall-of-heroes';

describe('the turn in the assembled game', () => {
  it('a move into an enemy location is fought by the real combat', () => {
    const g = newGame(2, 'assembled');
    clearBoard(g);
    for (const p of Object.values(g.players)) p.eagles = 0;
    // Cards with combat abilities only: no discard effect is offered before the move.
    setHand(g, 'blue', cardsOf('blue', 'handyman').slice(0, 2).map((c) => c.id));
    const [u] = put(g, 'blue', 'common', HALL);
    put(g, 'blue', 'common', 'fink-mfg');
    const near = adjacent(HALL)[0]!;
    put(g, 'red', 'common', near);
    const t = table(g, [{ t: 'turn/begin', player: 'blue' }, { t: 'turn/play', player: 'blue' }]);
    while (decision(t).kind === 'produce') answer(t, 'produce', []);
    answer(t, 'move', [`move:${u}:${near}`]);
    answer(t, 'move', ['done']);
    expect(decision(t).kind).toBe('combat-cards');
    expect(t.state.g.combat?.location).toBe(near);
  });

  it('buying an upgrade asks the real upgrade decision', () => {
    const g = newGame(2, 'assembled');
    setEagles(g, 'blue', rules.pack.rules.upgradeCost);
    const t = table(g, [{ t: 'turn/begin', player: 'blue' }, { t: 'turn/play', player: 'blue' }]);
    while (decision(t).kind === 'produce') answer(t, 'produce', []);
    answer(t, 'recruit', ['upgrade']);
    expect(decision(t).kind).toBe('upgrade');
    expect(t.state.g.players.blue!.eagles).toBe(0);
    expect(entries(t, 'upgrade-bought')).toHaveLength(1);
  });
});

/** Every turn option checked against the rules, from the state it was offered in. */
function checkOptions(s: GameState<ColumbiaG>): void {
  const d = s.decision!;
  const g = s.g;
  const me = d.player;
  if (d.kind === 'move') {
    const moved = g.turn!.moved;
    for (const o of d.options) {
      const [what, unit, a] = o.id.split(':');
      if (what !== 'move' && what !== 'ride') continue;
      const u = g.units[unit!]!;
      expect(moved).not.toContain(u.id);
      expect(u.owner === me || (u.shared && g.players[u.owner]!.factionId === g.players[me]!.factionId)).toBe(true);
      if (what === 'move') {
        expect(adjacent(u.location!)).toContain(a);
        expect(g.locations[a!]!.destroyed).toBe(false);
      }
    }
    // Each active "move 1 more unit" modifier (a leader, Forced March) may allow one move more.
    const extra = s.fx.active.filter((a) => a.key === 'modifier.move-more').length;
    expect(moved.length).toBeLessThan(rules.pack.rules.unitMovesPerTurn + extra + 1);
  }
  if (d.kind === 'recruit') {
    const board = freshBoard(g, rules);
    const mine = board.locationsControlledBy(me);
    for (const o of d.options) {
      const [what, , where] = o.id.split(':');
      if (what === 'recruit' || what === 'build') {
        expect(mine).toContain(where);
        expect(board.controllerOf(where!)).toBe(me);
        expect((o.data as { price: number }).price).toBeLessThanOrEqual(g.players[me]!.eagles);
      }
      if (what === 'build') expect(board.piecesAt(where!).structures).toEqual([]);
    }
  }
  if (d.kind === 'sky-line-continue') expect(d.options.map((o) => o.id)).toEqual(['stop', 'continue']);
}

describe('random games', () => {
  it('every move, ride, recruit and build offered in whole games is legal', () => {
    const e = engine();
    let checked = 0;
    for (const players of [2, 4] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        let { state } = e.start({ seed: `turn-${seed}`, players: seatIds(players) }, { log: false });
        const bot = randomBot(seed);
        for (let n = 0; state.over === null && n < 5000; n++) {
          if (['move', 'recruit', 'sky-line-continue'].includes(state.decision!.kind)) {
            checkOptions(state);
            checked++;
          }
          const r = e.apply(state, bot.choose(e, state), { log: false });
          if (!r.ok) throw new Error(r.reason);
          state = r.state;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
