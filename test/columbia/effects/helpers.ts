/**
 * What the effect tests need on top of the shared harness: an empty 2- or
 * 4-player table, a combat with scripted dice running the real card
 * abilities through the effect handlers, and a way to run one effect program
 * by its source id (`card:<type>`, `event:<id>`, `timeline:<step>`,
 * `leader:<id>`) on a prepared `g`.
 */
import { columbiaRegistry } from '../../../interpreter/columbia/index.ts';
import type { Ruleset } from '../../../interpreter/columbia/content/types.ts';
import { clone, type Ctx, type JsonObject, type Rng, type Task, type TaskHandler } from '../../../interpreter/core/index.ts';
import { makeCombatTasks } from '../../../interpreter/columbia/combat.ts';
import { extraDice } from '../../../interpreter/columbia/effects/index.ts';
import type { ColumbiaG, PlayerId } from '../../../interpreter/columbia/state.ts';
import type { PackEffects } from '../../../interpreter/content/index.ts';
import { analyzeEffect } from '../../../interpreter/dsl/index.ts';
import { rulesWorld } from '../../../interpreter/columbia/effects/sources.ts';
import { build, clearBoard, effects as packEffects, loc, newGame, rules, table, type Table } from '../harness.ts';

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;

/** Faces to roll, by die id, taken in order (attacker's dice before the defender's). */
export type Dice = Record<string, number[]>;

function dieOf(faces: readonly unknown[]): string {
  const d = rules.dice.find((x) => x.faces.length === faces.length && x.faces.every((f, i) => f === faces[i]));
  if (d === undefined) throw new Error(`no die has the faces ${faces.join(', ')}`);
  return d.id;
}

/** A generator that rolls the scripted faces (and fails on a die the test did not script). */
function scripted(script: Dice, real: Rng): Rng {
  const die = <T>(faces: readonly T[]): T => {
    const queue = script[dieOf(faces)];
    if (queue === undefined || queue.length === 0) throw new Error(`a ${dieOf(faces)} die was rolled that the test did not script`);
    return queue.shift() as T;
  };
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'die') return die;
      if (prop === 'dice') return <T>(n: number, faces: readonly T[]) => Array.from({ length: n }, () => die(faces));
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

/** `h` rolling from the script: the ctx's `rng` replaced, everything else as is. */
function withDice(h: H, script: Dice): H {
  return (ctx, task) => {
    const proxy = new Proxy(ctx, {
      get(target, prop) {
        if (prop === 'rng') return scripted(script, target.rng);
        const v = Reflect.get(target, prop, target) as unknown;
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    h(proxy as C, task);
  };
}

export interface DiceTable extends Table {
  /** Scripted faces not rolled. */
  left(): Dice;
}

/**
 * Runs `tasks` with the real handlers (card abilities included) on a copy of
 * `g`; combat dice, and dice added or rerolled by effects, come from `dice`.
 */
export function run(g: ColumbiaG, tasks: Task[], dice: Dice = {}, seed = 'effects', extra: PackEffects | null = null): DiceTable {
  const script: Dice = {};
  for (const [k, v] of Object.entries(dice)) script[k] = v.slice();
  const combat = makeCombatTasks({ canRunEffect: () => true, extraDice });
  const t = table(g, tasks, {
    seed,
    ...(extra ? { effects: extra } : {}),
    overrides: {
      'combat/roll': withDice(combat['combat/roll']!, script),
      'test/end-scope': (ctx, task) => ctx.endScope(task.scope as string),
      'test/emit': (ctx, task) => ctx.emit({ ...(task.data as JsonObject), e: task.e as string }),
      'test/patch': (ctx, task) => {
        const path = task.path as string[];
        let o = ctx.g as unknown as Record<string, unknown>;
        for (const k of path.slice(0, -1)) o = o[k] as Record<string, unknown>;
        o[path[path.length - 1]!] = task.value;
      },
      'test/snapshot': (ctx, task) => ctx.log('test-snapshot', [], { label: task.label as string, g: clone(ctx.g) as unknown as JsonObject }),
      'test/effect': (ctx, task) =>
        ctx.runEffect(task.src as string, { owner: task.owner as string, env: task.env as Record<string, string>, scope: task.scope as string }),
    },
  });
  return { ...t, left: () => Object.fromEntries(Object.entries(script).filter(([, q]) => q.length > 0)) };
}

/**
 * The bundled pack's effects plus effect strings written for a test, each
 * parsed and checked as `any` effect (every construct allowed) and run as
 * `event:<key>`.
 */
export function withEffects(texts: Record<string, string>): PackEffects {
  const out = { ...packEffects!, worldEvents: { ...packEffects!.worldEvents } };
  for (const [key, text] of Object.entries(texts)) {
    const r = analyzeEffect(text, { registry: columbiaRegistry, context: 'any', world: rulesWorld(rules) });
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    if (!r.program || errors.length > 0) throw new Error(`"${text}" does not check: ${errors.map((d) => d.message).join('; ')}`);
    out.worldEvents[key] = { kind: 'worldEvents', id: key, role: 'effect', context: 'any', stem: 'test', pointer: '', text, program: r.program };
  }
  return out;
}

/** A task that runs one effect program by its source id, as the rules files do. */
export function effect(src: string, owner: PlayerId, env: Record<string, string> = {}, scope = 'game'): Task {
  return { t: 'test/effect', src, owner, env, scope };
}

/** Announces an event (`timing.end-of-round` ...) as the rules files do. */
export function emit(e: string, data: JsonObject = {}): Task {
  return { t: 'test/emit', e, data };
}

/** Sets one field of `g` (a path of keys) between two steps of a table. */
export function patch(path: string[], value: Task[string]): Task {
  return { t: 'test/patch', path, value };
}

/** Logs a copy of `g` under `label` (read it back with `snapshot`), to look at a table between two steps. */
export function snap(label: string): Task {
  return { t: 'test/snapshot', label };
}

export function snapshot(t: Table, label: string): ColumbiaG {
  const e = t.log.find((x) => x.kind === 'test-snapshot' && x.values.label === label);
  if (e === undefined) throw new Error(`no snapshot "${label}" yet`);
  return e.values.g as unknown as ColumbiaG;
}

/** What ends a duration in the game (combat.ts, flow.ts call `endScope`): for a table that skips to it. */
export function endScope(scope: 'combat' | 'turn' | 'round'): Task {
  return { t: 'test/end-scope', scope };
}

/** An empty board: every piece in its pool, no tokens, Booker and Elizabeth off it; blue keeps a stronghold at #1, red one at #14. */
export function empty(players: 2 | 4 = 2): ColumbiaG {
  const g = newGame(players, 'effects');
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
