/**
 * The heuristic bot's kept readings (heuristic.ts, features.ts) give what
 * working each score out afresh gave, bit for bit, so that no choice moves:
 *
 * - a move's score reads its destination once per decision (`moveTarget`)
 *   and its helpers' dice sorted once per destination, leaving the moving
 *   unit out afterwards: the same dice, in the same order, as sorting the
 *   helpers without it at every option;
 * - `attackOdds` adds the arriving dice to a side read once per location,
 *   in the order adding them all up at every call did;
 * - what is kept for one decision's view is not read for another's (a new
 *   view after the board changed, then the first again);
 * - an upgrade id is split once.
 *
 * The reference below is the bot's code before those changes, kept here.
 */
import { describe, expect, it } from 'vitest';
import type { Decision, GameState } from '../../interpreter/core/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import { BoardView, readOption, winChance, type OptionInfo, type Spread } from '../../interpreter/sim/bots/features.ts';
import { heuristicBot, scoreOption } from '../../interpreter/sim/bots/heuristic.ts';
import { pack } from '../sim/helpers.ts';

function dieMean(view: BoardView, dieId: string | undefined): number {
  if (dieId === undefined) return 0;
  const faces = view.ix.die[dieId]?.faces ?? [];
  return faces.reduce<number>((a, f) => a + (typeof f === 'number' ? f : 0), 0) / Math.max(1, faces.length);
}

function unitDie(view: BoardView, unitId: string | null): string[] {
  if (unitId === null) return [];
  const u = view.g.units[unitId];
  const die = u ? view.ix.unitKind[u.kind]?.combatDieId : undefined;
  return die ? [die] : [];
}

function reinforcements(view: BoardView, loc: string, except: string | null): string[] {
  const t = view.g.turn;
  if (t === null || t.player !== view.player) return [];
  const left = Math.max(0, t.movesLeft - 1);
  if (left === 0) return [];
  const dice: string[] = [];
  for (const adj of view.adjacent(loc)) {
    for (const u of view.census[adj]?.units ?? []) {
      if (u.id === except || u.owner !== view.player || t.moved.includes(u.id)) continue;
      const die = view.ix.unitKind[u.kind]?.combatDieId;
      if (die) dice.push(die);
    }
  }
  return dice.sort((a, b) => dieMean(view, b) - dieMean(view, a)).slice(0, left);
}

/** `attackOdds` as it was: every sum made at every call. */
function refOdds(view: BoardView, loc: string, extraDice: readonly string[], cards = 2, withBooker = false): number {
  const v = view.location(loc);
  const mine = view.sideStrength(view.faction, loc, extraDice);
  const support = view.handCombat().slice(0, cards).reduce((a, x) => a + x, 0);
  const me: Spread = { mean: mine.mean + support, variance: mine.variance };
  let odds = 1;
  if (v.token !== null) odds *= winChance(me, v.token.combat);
  if (v.enemies + v.enemyStructures > 0) {
    const enemy = view.enemyFaction();
    const them = view.sideStrength(enemy, loc);
    odds *= winChance(me, { mean: them.mean + view.enemyCardGuess(enemy), variance: them.variance + 2 });
  }
  if (withBooker && v.booker) odds *= winChance(me, view.bookerStrength());
  return odds;
}

function holdingValue(view: BoardView, loc: string): number {
  const v = view.location(loc);
  const terr = view.territoryShare(v.territory);
  const held = terr.missing === 0 ? terr.points * 1.5 : terr.share * 1.5;
  return 1.5 + held + view.threat(loc) * 0.3;
}

function takingValue(view: BoardView, loc: string): number {
  const v = view.location(loc);
  if (v.controller === view.faction && !view.hostile(loc)) return 0;
  const after = view.territoryShare(v.territory, loc);
  let gain = 2 + after.share * 2;
  if (after.missing === 0) gain += after.points * 2.5;
  if (v.token !== null) gain += v.token.eagles + 0.5;
  if (v.enemies + v.enemyStructures > 0) gain += 1 + v.enemies * 0.5;
  return gain;
}

function refMoveScore(view: BoardView, info: OptionInfo): number {
  if (info.to === null) return -0.6;
  const to = info.to;
  const from = info.from;
  const leaving = from !== null && !view.keepsControlWithout(from) ? holdingValue(view, from) : 0;
  const unitDice = unitDie(view, info.unit);
  if (view.hostile(to)) {
    const here = view.location(to);
    const alone = refOdds(view, to, unitDice, 2);
    const helped = refOdds(view, to, [...unitDice, ...reinforcements(view, to, info.unit)], 2);
    const odds = here.mine > 0 ? Math.max(alone, helped * 0.9) : Math.max(alone, helped * 0.8);
    if (odds < 0.45) return -1;
    const risk = 1 + dieMean(view, unitDice[0]);
    return odds * takingValue(view, to) - (1 - odds) * risk - leaving;
  }
  const v = view.location(to);
  if (v.controller === view.faction) return Math.min(1, view.threat(to) * 0.25) - leaving - 0.1;
  return takingValue(view, to) - leaving;
}

function refUpgradeScore(view: BoardView, id: string): number {
  if (id === 'none') return -1;
  const [what, type, value] = id.split(':');
  const held = view.cardTypesHeld()[type ?? ''] ?? 0;
  if (what === 'unlock') return held * 0.8 + 0.5;
  return held * (value === 'combat' ? 1 : value === 'eagles' ? 0.7 : 0.45);
}

const { engine, two, four } = await pack();

/** Heuristic games played in place (the simulator's way); `visit` sees each decision before it is answered. */
function eachDecision(players: string[], seed: string, visit: (state: GameState<ColumbiaG>, d: Decision) => void): void {
  const bots = Object.fromEntries(players.map((p) => [p, heuristicBot(`${seed}:${p}`)]));
  let state = engine.start({ seed, players }, { log: false }).state;
  while (state.over === null && state.decision !== null) {
    visit(state, state.decision);
    const r = engine.apply(state, bots[state.decision.player]!.choose(engine, state), { mutate: true, log: false });
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
}

const view = (state: GameState<ColumbiaG>, d: Decision) => new BoardView(state.g, engine.rules, d.player);
const bits = (x: number) => (Object.is(x, -0) ? '-0' : x.toString());

describe('the heuristic bot scores as working each score out afresh did', () => {
  it('every move option of heuristic games, bit for bit', () => {
    let hostile = 0;
    let helped = 0;
    for (const [players, seed] of [[two, 'hb-moves-1'], [two, 'hb-moves-2'], [four, 'hb-moves-4']] as const) {
      eachDecision(players, seed, (state, d) => {
        if (d.kind !== 'move') return;
        const v = view(state, d);
        const fresh = view(state, d);
        for (const o of d.options) {
          const info = readOption(state.g, o, v.ix.card);
          if (o.id === 'done' || info.verb === 'claim' || info.verb === 'discard-effect') continue;
          if (info.to !== null && fresh.hostile(info.to)) {
            hostile++;
            if (reinforcements(fresh, info.to, info.unit).length > 0) helped++;
          }
          expect(bits(scoreOption(v, d, o)), `${seed} n=${state.n} ${o.id}`).toBe(bits(refMoveScore(fresh, info)));
        }
      });
    }
    // The games reach the paths that keep things: attacks, and attacks others could follow into.
    expect(hostile).toBeGreaterThan(500);
    expect(helped).toBeGreaterThan(100);
  });

  it('attack odds at every location, with any dice joining, bit for bit', () => {
    const dice = engine.rules.dice.map((x) => x.id);
    let n = 0;
    eachDecision(two, 'hb-odds', (state, d) => {
      if (n++ % 7 !== 0) return;
      const v = view(state, d);
      const fresh = view(state, d);
      for (const loc of v.ix.locationIds) {
        for (const extra of [[], [dice[0]!], [dice[1] ?? dice[0]!, dice[0]!], dice, ['no-such-die', dice[0]!]]) {
          for (const cards of [0, 2, 3]) {
            for (const booker of [false, true]) {
              expect(bits(v.attackOdds(loc, extra, cards, booker)), `${loc} ${extra.join(',')} ${cards} ${booker}`).toBe(bits(refOdds(fresh, loc, extra, cards, booker)));
            }
          }
        }
      }
    });
  });

  it('what one view kept is not read through another, after the board changed', () => {
    const moves: { state: GameState<ColumbiaG>; d: Decision; view: BoardView }[] = [];
    eachDecision(two, 'hb-views', (state, d) => {
      // Each decision's own copy of the game: `state` itself changes in place.
      if (d.kind === 'move' && moves.length < 40 && state.n % 3 === 0) {
        const copy = structuredClone(state);
        moves.push({ state: copy, d: copy.decision!, view: view(copy, copy.decision!) });
      }
    });
    expect(moves.length).toBeGreaterThan(10);
    // Every view in turn, then every view again: each time the previous view's readings must be dropped.
    for (const round of [1, 2]) {
      for (const { state, d, view: v } of moves) {
        const fresh = view(state, d);
        for (const o of d.options) {
          const info = readOption(state.g, o, v.ix.card);
          if (info.verb !== 'move') continue;
          expect(bits(scoreOption(v, d, o)), `round ${round} n=${state.n} ${o.id}`).toBe(bits(refMoveScore(fresh, info)));
        }
      }
    }
  });

  it('upgrade options score as splitting their ids at every call did', () => {
    let seen = 0;
    eachDecision(two, 'hb-upgrades', (state, d) => {
      if (d.kind !== 'upgrade') return;
      const v = view(state, d);
      for (const o of d.options) {
        seen++;
        expect(scoreOption(v, d, o), o.id).toBe(refUpgradeScore(view(state, d), o.id));
      }
    });
    expect(seen).toBeGreaterThan(50);
  });
});
