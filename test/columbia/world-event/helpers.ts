/**
 * The world event phase on the shared table (test/columbia/harness.ts): a
 * game set up by the real `setup`, arranged by each test (hands, victory
 * points, Booker, Elizabeth, destroyed locations), running only this phase's
 * tasks with the real GameDef.
 *
 * Neighbours are stood in for, so each test pins this phase's rules alone:
 * `upgrade/earn`, `combat/fight` and the two effect runners log a `stub-...`
 * entry (and `combat/fight` applies the outcome the test scripts); `game/end`
 * is the real one (victory.ts). Dice are scripted: every die this phase rolls
 * takes the next number of `dice` (a test that rolls a die it did not script
 * fails), until the core's scripted dice replace this wrapper.
 */
import { expect } from 'vitest';
import type { Choice, Ctx, Decision, LogEntry, Rng, Task, TaskHandler } from '../../../interpreter/core/index.ts';
import type { ActionCard, Ruleset } from '../../../interpreter/columbia/content/types.ts';
import { releaseElizabeth, tasks as bookerTasks } from '../../../interpreter/columbia/booker.ts';
import { boardOf } from '../../../interpreter/columbia/board.ts';
import type { ColumbiaG, PlayerId } from '../../../interpreter/columbia/state.ts';
import { tasks as worldEventTasks } from '../../../interpreter/columbia/world-event.ts';
import { newGame as harnessGame, rules, table, type Table as HarnessTable } from '../harness.ts';

export { rules };

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

/** A fresh game as the real setup makes it (2 players: blue, red; 4: plus light-blue, dark-red). */
export function newGame(players: 2 | 4, seed = 'world-event'): ColumbiaG {
  const g = harnessGame(players, seed);
  g.elizabeth.withBooker = false;
  return g;
}

/**
 * Cards of `deck` with exactly these influence values (one card per value),
 * skipping `taken`. Ids are looked up, never written out, so the test says
 * what matters: the influence.
 */
export function cardsWithInfluence(deck: string, values: number[], taken: string[] = []): string[] {
  const out: string[] = [];
  for (const v of values) {
    const c = rules.actionCards.find((a: ActionCard) => a.deckId === deck && a.influence === v && !out.includes(a.id) && !taken.includes(a.id));
    if (c === undefined) throw new Error(`deck ${deck} has no more cards of influence ${v}`);
    out.push(c.id);
  }
  return out;
}

/** Gives each player exactly this hand (the cards leave his deck). */
export function deal(g: ColumbiaG, hands: Record<PlayerId, string[]>): void {
  for (const [p, cards] of Object.entries(hands)) {
    const pl = g.players[p]!;
    pl.deck = pl.deck.concat(pl.hand).filter((c) => !cards.includes(c));
    pl.hand = cards.slice();
    pl.discard = [];
  }
}

/** Puts this event on top of the world event deck. */
export function topEvent(g: ColumbiaG, eventId: string): void {
  const deck = g.worldEvents.deck.filter((e) => e !== eventId);
  deck.push(eventId);
  g.worldEvents.deck = deck;
}

/** Victory points by holding territories: `territory-a` is worth 3, `territory-b` 2, ... (board.yaml). */
export function holdTerritories(g: ColumbiaG, holders: Record<string, string>): void {
  g.territoryHolders = { ...holders };
}

export type CombatOutcome = 'booker-wins' | 'booker-loses';

export interface Table extends HarnessTable {
  /** Dice not yet rolled. */
  dice: number[];
}

/** An Rng that hands out the scripted faces (checking each is a face of the die rolled). */
function scriptedRng(dice: number[]): Rng {
  const die = <T>(faces: readonly T[]): T => {
    if (dice.length === 0) throw new Error('a die was rolled that the test did not script');
    const n = dice.shift()!;
    if (!faces.includes(n as T)) throw new Error(`scripted ${n} is not a face of this die (${faces.join(', ')})`);
    return n as T;
  };
  const rng = {
    die,
    dice: <T>(count: number, faces: readonly T[]): T[] => Array.from({ length: count }, () => die(faces)),
    int: () => {
      throw new Error('the world event phase should roll dice, not draw integers');
    },
  };
  // The core's Rng has private fields; this stand-in only needs the methods dice.ts calls.
  return rng as unknown as Rng;
}

function withDice(h: H, dice: number[]): H {
  return (ctx, task) => {
    const rng = scriptedRng(dice);
    const proxy = new Proxy(ctx, {
      get(target, prop) {
        if (prop === 'rng') {
          // Rolling makes earlier choices final, as the real Rng does.
          target.reveal();
          return rng;
        }
        const v = Reflect.get(target, prop, target) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    h(proxy as C, task);
  };
}

function stub(kind: string, apply?: (ctx: C, task: Task) => void): H {
  return (ctx, task) => {
    const { t: _t, ...values } = task;
    ctx.log(kind, [], values);
    apply?.(ctx, task);
  };
}

/**
 * Starts an engine on `g` that runs `tasks` (default: the whole world event
 * phase) and stops when they are done. `combat`: the outcome of each Booker
 * fight, in order.
 */
export function play(g: ColumbiaG, options: { dice?: number[]; combat?: CombatOutcome[]; tasks?: Task[] } = {}): Table {
  const dice = (options.dice ?? []).slice();
  const outcomes = (options.combat ?? []).slice();
  const start = options.tasks ?? [{ t: 'we/phase' }];
  const overrides: Record<string, H> = {};
  for (const [k, h] of Object.entries({ ...worldEventTasks, ...bookerTasks })) overrides[k] = withDice(h, dice);
  Object.assign(overrides, {
    'we/event-effect': stub('stub-event-effect', (ctx, task) => {
      ctx.log('stub-event-effect-owner', [ctx.g.firstPlayer], { eventId: task.eventId as string });
    }),
    'we/timeline-effect': stub('stub-timeline-effect'),
    'upgrade/earn': stub('stub-upgrade-earn'),
    'combat/fight': stub('stub-combat-fight', (ctx, task) => {
      const outcome = outcomes.shift();
      if (outcome === undefined) throw new Error('Booker fought a combat the test did not script');
      const g2 = ctx.g;
      const loc = task.location as string;
      const defender = (task.defender as { player: string }).player;
      const faction = g2.players[defender]!.factionId;
      if (outcome === 'booker-wins') {
        // The losing side's units leave (destroyed or retreated: combat.ts's business).
        for (const u of Object.values(g2.units)) if (u.location === loc && g2.players[u.owner]!.factionId === faction) boardOf(ctx).placeUnit(u, null);
      } else {
        g2.booker = null;
        releaseElizabeth(g2);
      }
    }),
  });
  return { ...table(g, start, { overrides }), dice };
}

/** The pending decision (fails the test when there is none). */
export function decision(t: Table): Decision {
  const d = t.engine.decision(t.state);
  if (d === null) throw new Error(`no decision pending (game over: ${JSON.stringify(t.state.over)})`);
  return d;
}

/** Answers the pending decision; the player must be the one asked. */
export function answer(t: Table, player: PlayerId, ids: string[]): void {
  const choice: Choice = { player, ids };
  const r = t.engine.apply(t.state, choice);
  if (!r.ok) throw new Error(`choice refused: ${r.reason}`);
  t.state = r.state;
  t.log.push(...r.log);
}

/** Plays cards into the vote for each player, in the order asked; checks the order. */
export function voteCards(t: Table, plays: [PlayerId, string[]][]): void {
  for (const [p, cards] of plays) {
    const d = decision(t);
    expect({ kind: d.kind, player: d.player }).toEqual({ kind: 'vote-cards', player: p });
    answer(t, p, cards);
  }
}

export function entries(t: Table, kind: string): LogEntry[] {
  return t.log.filter((e) => e.kind === kind);
}

export function only(t: Table, kind: string): LogEntry {
  const es = entries(t, kind);
  expect(es, `exactly one "${kind}" log entry`).toHaveLength(1);
  return es[0]!;
}

export function g(t: Table): ColumbiaG {
  return t.state.g;
}

/** Whether the phase ran to its end (the test's stop task). */
export function finished(t: Table): boolean {
  return JSON.stringify(t.state.over) === JSON.stringify({ stopped: true });
}
