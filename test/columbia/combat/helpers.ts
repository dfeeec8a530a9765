/**
 * A table for combats: the shared harness (real handlers on a prepared `g`)
 * plus what a combat test needs on top of it.
 *
 * - Scripted dice: every combat die takes the next number of its colour's
 *   queue (`{ white: [3, 2], red: [5] }`); the attacker's dice are rolled
 *   before the defender's. A die the test did not script fails the test, and
 *   so does a scripted die left unrolled (`diceLeft`). Until the core's
 *   scripted dice replace this wrapper.
 * - Card abilities: the effect vocabulary (effects/) has not landed, so a
 *   test gives stand-ins by card type that do to `g.combat` what the effect
 *   handlers will (`combat-rules.ts` helpers). Every ability that runs is
 *   logged `test-ability { card, cardType, player }`.
 */
import type { Ruleset } from '../../../interpreter/columbia/content/types.ts';
import type { Ctx, Rng, Task, TaskHandler } from '../../../interpreter/core/index.ts';
import { tasks as combatTasks } from '../../../interpreter/columbia/combat.ts';
import { cardOf } from '../../../interpreter/columbia/combat-cards.ts';
import type { ColumbiaG, PlayerId } from '../../../interpreter/columbia/state.ts';
import { build, clearBoard, loc, newGame, rules, table, type Table } from '../harness.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

/** Scripted faces by die id, consumed in order. */
export type DiceScript = Record<string, number[]>;

/** The die id whose faces these are (the three combat dice have different faces). */
function dieIdOf(faces: readonly unknown[]): string {
  const d = rules.dice.find((x) => x.faces.length === faces.length && x.faces.every((f, i) => f === faces[i]));
  if (d === undefined) throw new Error(`no die has the faces ${faces.join(', ')}`);
  return d.id;
}

function scriptedRng(script: DiceScript): Rng {
  const die = <T>(faces: readonly T[]): T => {
    const id = dieIdOf(faces);
    const queue = script[id];
    if (queue === undefined || queue.length === 0) throw new Error(`a ${id} die was rolled that the test did not script`);
    const n = queue.shift()!;
    if (!faces.includes(n as T)) throw new Error(`scripted ${n} is not a face of the ${id} die (${faces.join(', ')})`);
    return n as T;
  };
  const rng = {
    die,
    dice: <T>(count: number, faces: readonly T[]): T[] => Array.from({ length: count }, () => die(faces)),
    int: () => {
      throw new Error('a combat rolls dice, it draws no other random numbers');
    },
  };
  // The core's Rng has private fields; this stand-in only needs what dice.ts calls.
  return rng as unknown as Rng;
}

/** `h` with its ctx's rng replaced by the script. */
function withDice(h: H, script: DiceScript): H {
  return (ctx, task) => {
    const rng = scriptedRng(script);
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

/** A stand-in for one card type's combat ability: gets the combat/ability task ({ card, player, side }). */
export type AbilityStandIn = (ctx: C, task: { card: string; player: PlayerId; side: 'attacker' | 'defender' }) => void;

function abilityStandIns(fakes: Record<string, AbilityStandIn>): H {
  return (ctx, task) => {
    const card = task.card as string;
    const def = cardOf(ctx.rules, card);
    ctx.log('test-ability', [task.player as string], { card, cardType: def.cardTypeId, player: task.player as string });
    fakes[def.cardTypeId]?.(ctx, { card, player: task.player as string, side: task.side as 'attacker' | 'defender' });
  };
}

export interface CombatTable extends Table {
  /** Scripted dice not rolled yet, by die id (only non-empty queues). */
  diceLeft(): DiceScript;
}

/** Runs `tasks` (a `combat/at-location` or `combat/fight`) on a copy of `g` with scripted dice and ability stand-ins. */
export function fight(g: ColumbiaG, tasks: Task[], options: { dice?: DiceScript; abilities?: Record<string, AbilityStandIn>; overrides?: Record<string, H> } = {}): CombatTable {
  const script: DiceScript = {};
  for (const [k, v] of Object.entries(options.dice ?? {})) script[k] = v.slice();
  const t = table(g, tasks, {
    overrides: {
      'combat/roll': withDice(combatTasks['combat/roll']!, script),
      'combat/ability': abilityStandIns(options.abilities ?? {}),
      ...(options.overrides ?? {}),
    },
  });
  return {
    ...t,
    diceLeft: () => Object.fromEntries(Object.entries(script).filter(([, q]) => q.length > 0)),
  };
}

/** A 2-player game with an empty board: blue keeps a stronghold at #1, red one at #14 (so nobody is eliminated). */
export function emptyDuel(): ColumbiaG {
  const g = newGame(2, 'combat');
  clearBoard(g);
  for (const p of Object.values(g.players)) {
    p.deck = [...p.deck, ...p.hand];
    p.hand = [];
  }
  build(g, 'blue', 'stronghold', loc(1));
  build(g, 'red', 'stronghold', loc(14));
  g.elizabeth = { location: null, withBooker: false };
  g.phase = 'player-turns';
  g.step = 'combat';
  return g;
}

/** The combat at `location` started by `player` (what turn.ts pushes). */
export function attack(location: string, player: PlayerId): Task {
  return { t: 'combat/at-location', location, player };
}
