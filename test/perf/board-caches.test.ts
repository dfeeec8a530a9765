/**
 * The board's remembered reads (interpreter/columbia/board.ts) give what a
 * fresh look at the pieces gives: the census (reused while no piece moves,
 * patched when a few move) and, inside a board read, "who controls it?" per
 * location and "who holds it?" per territory. Checked at every decision of
 * seeded random games, including after pieces are moved, swapped out and
 * added by hand (as tests and scenarios arrange a board).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../interpreter/core/index.ts';
import { loadPackFromDir } from '../../interpreter/content/node.ts';
import { createColumbiaEngine, type ColumbiaEngine } from '../../interpreter/columbia/index.ts';
import { boardCensus, controllerOf, readingBoard, territoryHolder, type Census } from '../../interpreter/columbia/board.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { seatsOf } from './games.ts';

async function columbia(): Promise<ColumbiaEngine> {
  const result = await loadPackFromDir(fileURLToPath(new URL('../../content/columbia', import.meta.url)));
  if (!result.ruleset) throw new Error('the Columbia pack does not load');
  return createColumbiaEngine(result.ruleset, { effects: result.effects ?? null });
}

/** The census as a fresh walk over the pieces lists it: locations with pieces only, pieces in the game's order. */
function freshCensus(g: ColumbiaG): Record<string, { units: string[]; structures: string[] }> {
  const out: Record<string, { units: string[]; structures: string[] }> = {};
  for (const u of Object.values(g.units)) if (u.location !== null) (out[u.location] ??= { units: [], structures: [] }).units.push(u.id);
  for (const s of Object.values(g.structures)) if (s.location !== null) (out[s.location] ??= { units: [], structures: [] }).structures.push(s.id);
  return out;
}

function listed(c: Census): Record<string, { units: string[]; structures: string[] }> {
  const out: Record<string, { units: string[]; structures: string[] }> = {};
  for (const [loc, here] of Object.entries(c)) if (here !== undefined) out[loc] = { units: here.units.map((u) => u.id), structures: here.structures.map((s) => s.id) };
  return out;
}

describe('remembered board reads', async () => {
  const engine = await columbia();
  const rules = engine.rules;

  function check(g: ColumbiaG, where: string): void {
    expect(listed(boardCensus(g)), `census ${where}`).toEqual(freshCensus(g));
    const fresh = Object.keys(g.locations).map((l) => controllerOf(g, l, boardCensus(structuredClone(g))));
    const holders = rules.board.territories.map((t) => territoryHolder(g, rules, t.id, boardCensus(structuredClone(g))));
    readingBoard(g, () => {
      // Asked twice: the second answer is the remembered one.
      for (let i = 0; i < 2; i++) {
        expect(Object.keys(g.locations).map((l) => controllerOf(g, l)), `controllers ${where}`).toEqual(fresh);
        expect(rules.board.territories.map((t) => territoryHolder(g, rules, t.id)), `holders ${where}`).toEqual(holders);
      }
    });
  }

  for (const players of [2, 4] as const) {
    it(`match a fresh look at every decision of random games (${players} players)`, () => {
      for (let seed = 1; seed <= 4; seed++) {
        const bot = randomBot(`caches-${seed}`);
        let { state } = engine.start({ seed: `caches-${seed}`, players: seatsOf(engine, players) }, { log: false });
        while (state.over === null && state.decision !== null) {
          check(state.g, `at decision ${state.n} of seed ${seed}`);
          const r = engine.apply(state, bot.choose(engine, state), { mutate: true, log: false });
          if (!r.ok) throw new Error(r.reason);
          state = r.state;
        }
      }
    });
  }

  it('follow pieces moved, swapped out or added by hand', () => {
    const { state } = engine.start({ seed: 'caches-by-hand', players: seatsOf(engine, 2) }, { log: false });
    const g = state.g;
    const locs = Object.keys(g.locations);
    const onBoard = Object.values(g.units).filter((u) => u.location !== null);
    check(g, 'at the start');
    // One piece moves, then several at once (more than a patch covers), then one leaves the board.
    onBoard[0]!.location = locs[3]!;
    check(g, 'after one move');
    for (const [i, u] of onBoard.slice(1, 7).entries()) u.location = locs[(i * 5) % locs.length]!;
    check(g, 'after six moves');
    onBoard[1]!.location = null;
    check(g, 'after a piece leaves');
    // A piece object replaced, and one added: the remembered census must not be reused.
    const id = onBoard[2]!.id;
    g.units[id] = { ...g.units[id]!, location: locs[0]! };
    check(g, 'after a piece is replaced');
    g.units['extra-common-1'] = { ...g.units[id]!, id: 'extra-common-1', location: locs[1]! };
    check(g, 'after a piece is added');
    // Control also follows owners and tokens, which the census does not list.
    const s = Object.values(g.structures).find((x) => x.location !== null)!;
    s.owner = Object.keys(g.players).find((p) => p !== s.owner)!;
    check(g, 'after a structure changes hands');
    g.locations[s.location!]!.token = { id: 'token-by-hand', faceUp: true };
    check(g, 'after a token is put down');
  });
});
