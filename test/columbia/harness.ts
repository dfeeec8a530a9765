/**
 * The shared test table for the Columbia rules: the bundled pack loaded once,
 * seeded games through the real GameDef, and helpers to arrange `g` (pieces,
 * hands, eagles, tokens) and answer decisions by kind.
 *
 * Two ways to run the rules:
 * - `start(players, seed)`: a whole game from setup, to the first decision.
 * - `table(g, tasks)`: the real task handlers run only `tasks` on a prepared
 *   `g`, then stop (`over: { stopped: true }`), so one rule is tested alone.
 *   `overrides` replaces handlers (stand-ins for neighbours).
 * Either runs the bundled pack, or a variant of its files (`variantPack`:
 * victory conditions a test can meet at will, say) given as `pack`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  clone,
  createEngine,
  createRng,
  randomBot,
  type Choice,
  type Ctx,
  type Decision,
  type Engine,
  type GameState,
  type LogEntry,
  type Task,
  type TaskHandler,
} from '../../interpreter/core/index.ts';
import type { PackEffects } from '../../interpreter/content/index.ts';
import { loadGamePack as loadPack } from '../../interpreter/games/index.ts';
import type { ActionCard, Ruleset } from '../../interpreter/columbia/content/types.ts';
import { freshBoard, type Board } from '../../interpreter/columbia/board.ts';
import { createColumbiaGame, type ColumbiaOptions } from '../../interpreter/columbia/game.ts';
import { setup } from '../../interpreter/columbia/setup.ts';
import type { ColumbiaG, PlayerId, StructureKind } from '../../interpreter/columbia/state.ts';

export const PACK_DIR = fileURLToPath(new URL('../../content/columbia/', import.meta.url));

/** A loaded pack: its Ruleset and the loader's effects. */
export interface Pack {
  rules: Ruleset;
  effects: PackEffects | null;
}

function bundledFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(PACK_DIR)) if (name.endsWith('.yaml')) files[name] = readFileSync(PACK_DIR + name, 'utf8');
  return files;
}

function loadFiles(files: Record<string, string>, what: string): Pack {
  const r = loadPack<Ruleset>(files);
  if (!r.ruleset) throw new Error(`${what} did not load: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  return { rules: r.ruleset, effects: r.effects ?? null };
}

/** The bundled pack with its files changed by `edit` (name -> text), loaded as the loader loads any pack. */
export function variantPack(edit: (files: Record<string, string>) => Record<string, string>): Pack {
  return loadFiles(edit(bundledFiles()), 'the variant pack');
}

const pack = loadFiles(bundledFiles(), 'the bundled pack');
export const rules: Ruleset = pack.rules;
export const effects: PackEffects | null = pack.effects;

type C = Ctx<ColumbiaG, Ruleset>;
type H = TaskHandler<ColumbiaG, Ruleset>;
export type ColumbiaEngine = Engine<ColumbiaG, Ruleset>;

/** The seats' player ids for 2 or 4 players (`blue`, `red`, ...), in seat order. */
export function seatIds(players: 2 | 4): PlayerId[] {
  return rules.setups.find((s) => s.players === players)!.seats.map((s) => s.colourId);
}

/** How the harness builds its game: the bundled pack unless `pack` is given. */
export type HarnessOptions = Omit<ColumbiaOptions, 'rules'> & { pack?: Pack };

function gameOf(options: HarnessOptions): { game: ReturnType<typeof createColumbiaGame>; rules: Ruleset } {
  const { pack: p = pack, ...rest } = options;
  return { game: createColumbiaGame({ rules: p.rules, effects: p.effects, ...rest }), rules: p.rules };
}

/** An engine over the real GameDef with the bundled pack (or `pack`). */
export function engine(options: HarnessOptions = {}): ColumbiaEngine {
  const { game, rules: r } = gameOf(options);
  return createEngine(game, r);
}

export interface Table {
  engine: ColumbiaEngine;
  state: GameState<ColumbiaG>;
  /** Every log entry so far. */
  log: LogEntry[];
}

/** A whole game from setup, run to its first decision. */
export function start(players: 2 | 4, seed: string | number = 'harness', options: HarnessOptions = {}): Table {
  const e = engine(options);
  const { state, log } = e.start({ seed, players: seatIds(players) });
  return { engine: e, state, log: log.slice() };
}

/** A fresh `g` as the real setup makes it, without running anything. */
export function newGame(players: 2 | 4, seed: string | number = 'harness'): ColumbiaG {
  const pushed: Task[] = [];
  const g = setup({ rules, players: seatIds(players), rng: createRng(seed), push: (...t: Task[]) => void pushed.push(...t) });
  g.round = 1;
  return g;
}

/**
 * Runs `tasks` with the real handlers on a copy of `g`, then stops. Pending
 * decisions are answered with `answer` / `playUntil` as in a whole game.
 */
export function table(
  g: ColumbiaG,
  tasks: Task[],
  options: HarnessOptions & { overrides?: Record<string, H>; seed?: string | number } = {},
): Table {
  const { overrides, seed, ...build } = options;
  const { game: base, rules: r } = gameOf(build);
  const game = {
    ...base,
    id: 'columbia-table',
    setup: (s: { push: (...t: Task[]) => void }) => {
      s.push(...tasks, { t: 'test/stop' });
      return clone(g);
    },
    tasks: { ...base.tasks, ...(overrides ?? {}), 'test/stop': ((ctx: C) => ctx.end({ stopped: true })) as H },
  };
  const e = createEngine(game, r);
  const { state, log } = e.start({ seed: seed ?? 'table', players: Object.keys(g.players) });
  return { engine: e, state, log: log.slice() };
}

/** A stand-in handler that only logs `stub-<name>` with the task's fields. */
export function stub(name: string): H {
  return (ctx, task) => {
    const { t: _t, ...values } = task;
    ctx.log(`stub-${name}`, [], values);
  };
}

// ---------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------

/** The pending decision (throws when there is none). */
export function decision(t: Table): Decision {
  const d = t.engine.decision(t.state);
  if (d === null) throw new Error(`no decision pending (over: ${JSON.stringify(t.state.over)})`);
  return d;
}

/** How to answer: option ids, or a function of the decision giving them. */
export type Pick = string[] | ((d: Decision) => string[]);

/** Answer the pending decision, which must be of `kind`. */
export function answer(t: Table, kind: string, pick: Pick): Table {
  const d = decision(t);
  if (d.kind !== kind) throw new Error(`expected a "${kind}" decision, got "${d.kind}" for ${d.player}: ${d.prompt}`);
  const ids = typeof pick === 'function' ? pick(d) : pick;
  const r = t.engine.apply(t.state, { player: d.player, ids });
  if (!r.ok) throw new Error(`answer to "${kind}" refused: ${r.reason}`);
  t.state = r.state;
  t.log.push(...r.log);
  return t;
}

/** The least a player can answer: nothing where nothing is allowed, else `done`/`no`/`none`/`end-turn`, else the first option. */
export function passive(d: Decision): string[] {
  if (d.min === 0) return [];
  for (const id of ['done', 'none', 'no', 'end-turn']) if (d.options.some((o) => o.id === id)) return [id];
  return [d.options[0]!.id];
}

/**
 * Answers decisions until `until` holds (or the game ends): by kind from
 * `by`, else `fallback` (default: `passive`). Returns the decisions answered.
 */
export function playUntil(
  t: Table,
  until: (t: Table) => boolean,
  by: Record<string, Pick> = {},
  fallback: Pick = passive,
  max = 10_000,
): number {
  let n = 0;
  while (t.state.over === null && !until(t)) {
    if (n++ >= max) throw new Error(`no end after ${max} decisions`);
    const d = decision(t);
    const pick = by[d.kind] ?? fallback;
    answer(t, d.kind, pick);
  }
  return n;
}

/** Plays a whole game with random bots (the simulator's fast path). */
export function botGame(players: 2 | 4, seed: number, options: Omit<ColumbiaOptions, 'rules'> = {}): { state: GameState<ColumbiaG>; decisions: number } {
  const e = engine(options);
  const { state } = e.start({ seed, players: seatIds(players) }, { log: false });
  return e.playout(state, randomBot(seed), { maxDecisions: 50_000 });
}

/** Log entries of one kind. */
export function entries(t: Table, kind: string): LogEntry[] {
  return t.log.filter((e) => e.kind === kind);
}

// ---------------------------------------------------------------------------
// Arranging g
// ---------------------------------------------------------------------------

/** The board of `g` as it is now, for reads (make another after changing `g` outside it). */
export function boardNow(g: ColumbiaG): Board {
  return freshBoard(g, rules);
}

/** Every unit and structure back to its owner's pool; every territory token off the board. */
export function clearBoard(g: ColumbiaG): void {
  const board = freshBoard(g, rules);
  for (const u of Object.values(g.units)) board.placeUnit(u, null);
  for (const s of Object.values(g.structures)) board.placeStructure(s, null);
  for (const loc of Object.keys(g.locations)) board.setToken(loc, null);
  g.territoryHolders = {};
  g.booker = null;
}

/**
 * Puts `count` units of `owner`'s pool on `loc`: `piece` is a figure id
 * (`songbird`, `handyman`) or `common`. Returns their ids.
 */
export function put(g: ColumbiaG, owner: PlayerId, piece: string, loc: string, count = 1): string[] {
  const out: string[] = [];
  for (const u of Object.values(g.units)) {
    if (out.length === count) break;
    if (u.owner === owner && u.pieceId === piece && u.location === null) {
      freshBoard(g, rules).placeUnit(u, loc);
      out.push(u.id);
    }
  }
  if (out.length < count) throw new Error(`${owner} has only ${out.length} "${piece}" in his pool, not ${count}`);
  return out;
}

/** Builds one of `owner`'s structures of this kind on `loc`; returns its id. */
export function build(g: ColumbiaG, owner: PlayerId, kind: StructureKind, loc: string): string {
  const s = Object.values(g.structures).find((x) => x.owner === owner && x.kind === kind && x.location === null);
  if (s === undefined) throw new Error(`${owner} has no ${kind} left in his pool`);
  freshBoard(g, rules).placeStructure(s, loc);
  return s.id;
}

/** Lays a territory token (face down unless said) on `loc`. */
export function token(g: ColumbiaG, loc: string, faceUp = false): string {
  const id = rules.territoryTokens[0]!.id;
  freshBoard(g, rules).setToken(loc, { id, faceUp });
  return id;
}

/** Gives `player` exactly this hand; the cards leave his deck and discard. */
export function setHand(g: ColumbiaG, player: PlayerId, cards: string[]): void {
  const p = g.players[player]!;
  const all = [...p.deck, ...p.hand, ...p.discard];
  p.hand = cards.slice();
  p.deck = all.filter((c) => !cards.includes(c));
  p.discard = [];
}

export function setEagles(g: ColumbiaG, player: PlayerId, eagles: number): void {
  g.players[player]!.eagles = eagles;
}

/** Cards of a deck (by colour id), optionally of one card type; looked up, never written out. */
export function cardsOf(deck: string, cardTypeId?: string): ActionCard[] {
  return rules.actionCards.filter((c) => c.deckId === deck && (cardTypeId === undefined || c.cardTypeId === cardTypeId));
}

/** Location id by its number on the board (#9 Garden of New Eden ...). */
export function loc(n: number): string {
  const l = rules.board.locations.find((x) => x.number === n);
  if (l === undefined) throw new Error(`no location #${n}`);
  return l.id;
}

/** The territory id of a letter (`A` -> territory-a). */
export function territory(letter: string): string {
  const t = rules.board.territories.find((x) => x.letter === letter);
  if (t === undefined) throw new Error(`no territory ${letter}`);
  return t.id;
}

export type { Choice };
