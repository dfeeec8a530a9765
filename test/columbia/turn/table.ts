/**
 * A table for a player's turn: the shared harness's pack and game (made by
 * the real `setup`, then cleared), pieces put where each test says, and an
 * engine that runs one `turn/play` with only the turn's and movement's tasks,
 * plus effect programs and verbs a test hands in (cost and move modifiers,
 * discard effects) so these rules are pinned without the effect vocabulary.
 *
 * Neighbours are stood in for so each test pins the turn's rules alone:
 * `victory/update`, `victory/claim`, `upgrade/earn` and `combat/at-location`
 * log a `stub-...` entry and do nothing else. Sky-Line dice are fixed by
 * giving the Sky-Line die the faces a test wants (`withSkyLineFaces`).
 * assembled.test.ts runs the turn inside the real GameDef instead.
 */
import {
  clone, createEngine, defineGame, type Choice, type Decision, type Engine, type GameState, type LogEntry, type Task, type TaskHandler,
} from '../../../interpreter/core/index.ts';
import type { DieFace, Ruleset } from '../../../interpreter/columbia/content/types.ts';
import type { Clause, Expr, Program } from '../../../interpreter/effect-ir/index.ts';
import { tasks as movementTasks, validators as movementValidators } from '../../../interpreter/columbia/movement.ts';
import type { ColumbiaG, PlayerId, StructureKind } from '../../../interpreter/columbia/state.ts';
import { makeTurnTasks, validators as turnValidators, type TurnHooks } from '../../../interpreter/columbia/turn.ts';
import { build, clearBoard, newGame, put as putUnits, rules } from '../harness.ts';

export { rules };

/** The same pack with the Sky-Line die showing only these faces. */
export function withSkyLineFaces(faces: DieFace[]): Ruleset {
  const r = clone(rules) as Ruleset;
  for (const d of r.dice) if (d.use === 'sky-line') d.faces = faces;
  return r;
}

/** The same pack with a different printed number of unit moves per turn. */
export function withRules(change: (r: Ruleset) => void): Ruleset {
  const r = clone(rules) as Ruleset;
  change(r);
  return r;
}

/**
 * A game as the real setup makes it, then emptied: every unit and structure
 * in its owner's pool, no territory tokens, no Booker, empty hands, no eagles.
 */
export function emptyTable(players: 2 | 4 = 2, seed = 'turn'): ColumbiaG {
  const g = newGame(players, seed);
  clearBoard(g);
  g.phase = 'player-turns';
  g.territoryTokens.unused = [];
  for (const p of Object.values(g.players)) {
    p.deck = p.deck.concat(p.hand);
    p.hand = [];
    p.eagles = 0;
  }
  return g;
}

const STRUCTURES = new Set(rules.pieces.structures.map((s) => s.id));

/** Puts `count` pieces (a figure id, `common`, or a structure kind) from `owner`'s pool on `loc`; their ids. */
export function put(g: ColumbiaG, owner: PlayerId, piece: string, loc: string, count = 1): string[] {
  if (!STRUCTURES.has(piece)) return putUnits(g, owner, piece, loc, count);
  return Array.from({ length: count }, () => build(g, owner, piece as StructureKind, loc));
}

/** Gives `player` exactly these cards in hand (taken from his deck). */
export function deal(g: ColumbiaG, player: PlayerId, cards: string[]): void {
  const p = g.players[player]!;
  p.deck = p.deck.concat(p.hand).filter((c) => !cards.includes(c));
  p.hand = cards.slice();
}

/** Cards of `player`'s deck whose type is `cardType` (or any type), `count` of them. */
export function cardsOf(g: ColumbiaG, player: PlayerId, count: number, cardType?: string): string[] {
  const deck = rules.decks.find((d) => d.colourId === g.players[player]!.colourId)!;
  const out = deck.cardIds.filter((id) => cardType === undefined || rules.actionCards.find((c) => c.id === id)!.cardTypeId === cardType).slice(0, count);
  if (out.length < count) throw new Error(`${player}'s deck has fewer than ${count} ${cardType ?? ''} cards`);
  return out;
}

/** A checked one-clause program, built by hand (the parser is someone else's). */
export function oneClause(id: string, kind: 'action' | 'modifier', slots: Record<string, Expr | string> = {}): Program {
  const loc = { offset: 0, endOffset: 0, line: 1, col: 1, endLine: 1, endCol: 1 };
  const c: Clause = { kind: 'clause', role: kind, id, verb: id, negated: false, slots, loc };
  return { kind: 'program', mode: 'effect', body: [c], loc };
}

export const number = (value: number): Expr => ({ kind: 'number', value, loc: { offset: 0, endOffset: 0, line: 1, col: 1, endLine: 1, endCol: 1 } });

export interface TurnOptions {
  rules?: Ruleset;
  hooks?: Partial<TurnHooks>;
  /** Effect programs by id (card abilities `card:<type>`, leader abilities), and verbs they use. */
  effects?: Record<string, Program>;
  verbs?: Record<string, (g: ColumbiaG, me: PlayerId) => void>;
  /** Effects run (owner, id) before the turn: leader abilities and the like. */
  before?: { owner: PlayerId; src: string }[];
}

/** One turn of `player` on this table, to the first decision. */
export class Turn {
  readonly engine: Engine<ColumbiaG, Ruleset>;
  state: GameState<ColumbiaG>;
  log: LogEntry[] = [];

  constructor(g: ColumbiaG, readonly player: PlayerId, opts: TurnOptions = {}) {
    const stub = (kind: string): TaskHandler<ColumbiaG, Ruleset> => (ctx, task) => {
      const { t: _t, ...values } = task;
      ctx.log(kind, [], values);
    };
    const hooks: TurnHooks = { victoryConditions: null, canRunEffect: () => true, ...opts.hooks };
    const start = clone(g);
    const before = opts.before ?? [];
    const game = defineGame<ColumbiaG, Ruleset>({
      id: 'columbia-turn-table',
      setup: (s) => {
        s.push(...before.map((b): Task => ({ t: 'test/effect', owner: b.owner, src: b.src })), { t: 'turn/play', player }, { t: 'test/over' });
        return clone(start);
      },
      tasks: {
        ...makeTurnTasks(hooks),
        ...movementTasks,
        'victory/update': stub('stub-victory-update'),
        'victory/claim': stub('stub-victory-claim'),
        'upgrade/earn': stub('stub-upgrade-earn'),
        'combat/at-location': stub('stub-combat'),
        'test/effect': (ctx, task) => ctx.runEffect(task.src as string, { owner: task.owner as string }),
        'test/over': (ctx) => ctx.end({ over: true }),
      },
      validators: { ...turnValidators, ...movementValidators },
      effectSource: () => ({ ...(opts.effects ?? {}) }),
      effects: {
        verbs: Object.fromEntries(
          Object.entries(opts.verbs ?? {}).map(([id, f]) => [id, { execute: (ctx: { g: unknown }, _plan: unknown, env: { me?: unknown }) => f(ctx.g as ColumbiaG, env.me as string) }]),
        ),
      },
    });
    this.engine = createEngine(game, opts.rules ?? rules);
    const r = this.engine.start({ seed: 'turn-table', players: Object.keys(g.players) });
    this.state = r.state;
    this.log.push(...r.log);
  }

  get g(): ColumbiaG {
    return this.state.g;
  }

  /** The pending decision (the turn must not be over). */
  get decision(): Decision {
    const d = this.engine.decision(this.state);
    if (d === null) throw new Error('no decision is pending: the turn is over');
    return d;
  }

  get kind(): string | null {
    return this.engine.decision(this.state)?.kind ?? null;
  }

  get over(): boolean {
    return this.state.over !== null;
  }

  /** Option ids of the pending decision. */
  ids(): string[] {
    return this.decision.options.map((o) => o.id);
  }

  /** Option ids of the pending decision starting with `prefix`. */
  idsStarting(prefix: string): string[] {
    return this.ids().filter((id) => id.startsWith(prefix));
  }

  /** Whether a choice would be accepted now. */
  accepts(...ids: string[]): boolean {
    return this.engine.validate(this.state, { player: this.decision.player, ids }).ok;
  }

  /** Answers the pending decision (it must be legal). */
  choose(...ids: string[]): this {
    const choice: Choice = { player: this.decision.player, ids };
    const r = this.engine.apply(this.state, choice);
    if (!r.ok) throw new Error(`choice ${ids.join(', ')} refused: ${r.reason}`);
    this.state = r.state;
    this.log.push(...r.log);
    return this;
  }

  /** Answers `done` (or the given ids) until a decision of `kind` is pending; fails if the turn ends first. */
  skipTo(kind: string): this {
    for (let i = 0; i < 50 && this.kind !== kind; i++) {
      const d = this.decision;
      if (d.kind === 'produce') this.choose();
      else if (d.options.some((o) => o.id === 'done')) this.choose('done');
      else if (d.options.some((o) => o.id === 'end-turn')) this.choose('end-turn');
      else throw new Error(`cannot skip the "${d.kind}" decision on the way to "${kind}"`);
    }
    if (this.kind !== kind) throw new Error(`no "${kind}" decision came`);
    return this;
  }

  /** Log entries of this kind so far. */
  entries(kind: string): LogEntry[] {
    return this.log.filter((e) => e.kind === kind);
  }
}
