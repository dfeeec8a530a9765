import { answerChoice, isRefusal, legalChoices, validateChoice } from './decision.ts';
import { emptyFx } from './effects/events.ts';
import { effectTasks, normalizeSources } from './effects/runtime.ts';
import { EngineError } from './errors.ts';
import { contentHash } from './hash.ts';
import { clone } from './json.ts';
import { renderEntry } from './log.ts';
import { Rng, seedRng, type RngScript } from './rng.ts';
import { Memo } from './memo.ts';
import { DEFAULT_LIMITS, drain, TaskContext, type Runtime } from './runner.ts';
import type { Answer, ApplyOptions, Choice, Decision, GameDef, GameState, LogEntry, PlayerId, Result, Step, Task, Validation } from './types.ts';
import { viewOf, type View } from './view.ts';

export interface StartOptions {
  seed: string | number;
  players: PlayerId[];
  /** Dice and picks decided in advance (scenarios), drawn after setup (setup draws from the seed); kept as `state.script`. */
  script?: RngScript | null;
}

/** Everything needed to reproduce a game exactly. */
export interface ReplayRecord {
  contentHash: string;
  seed: string | number;
  players: PlayerId[];
  choices: Choice[];
  /** The script the game started with (scenarios), so a replay draws the same dice; absent: none. */
  script?: RngScript | null;
}

/** Something that answers decisions (a bot, a script). */
export interface Chooser {
  choose(engine: Engine<any, any>, state: GameState<any>): Choice; // eslint-disable-line @typescript-eslint/no-explicit-any -- any game
}

/** How an engine is made. */
export interface EngineOptions {
  /**
   * Keep answers between questions (default true). False turns every cache
   * of the core and of the game off (`engine.memo` keeps nothing): every
   * answer is worked out afresh, which must give the same games, only slower.
   */
  caches?: boolean;
}

export interface Engine<G = unknown, R = unknown> {
  readonly game: GameDef<G, R>;
  readonly rules: R;
  readonly contentHash: string;
  /** What this engine keeps between questions (every cache it has; see memo.ts). */
  readonly memo: Memo;
  /** A new game played to its first decision; `hold`: set up with its first tasks stacked, none run (the position as set up). */
  start(options: StartOptions, apply?: Pick<ApplyOptions, 'log'> & { hold?: boolean }): Step<G>;
  decision(state: GameState<G>): Decision | null;
  legalChoices(state: GameState<G>, limit?: number): Choice[];
  validate(state: GameState<G>, choice: Choice): Validation;
  apply(state: GameState<G>, choice: Choice, options?: ApplyOptions): Result<Step<G>>;
  view(state: GameState<G>, viewer: PlayerId | null): View;
  render(entry: LogEntry): string;
  /** A whole game again, on the fast path unless the log is asked for (a match with undo and scripted dice: session.ts). */
  replay(record: ReplayRecord, options?: Pick<ApplyOptions, 'log'>): Step<G>;
  /**
   * Lets bots answer from `state` until the game ends (or `maxDecisions`), on
   * the fast path: a copy of `state` is advanced in place, no log; `state`
   * itself is never changed. `each` sees every position (the first, then one
   * after each decision, with the decisions made so far): it may read it, never
   * change or keep it (the next decision changes it); returning false stops.
   */
  playout(state: GameState<G>, bots: Chooser | Record<PlayerId, Chooser>, options?: PlayoutOptions<G>): { state: GameState<G>; decisions: number };
}

/** How `engine.playout` plays. */
export interface PlayoutOptions<G> {
  maxDecisions?: number;
  each?: (state: GameState<G>, decisions: number) => boolean | void;
}

/**
 * The engine's in-place step: the one place a state is changed rather than
 * copied. Not on the public `Engine`: only playout.ts reaches it (a fast
 * playout owns the state it changes; see there).
 */
export const IN_PLACE: unique symbol = Symbol('in place');

/** Applies `choice` to `state` itself (validated first: a refusal changes nothing). */
export type InPlace<G> = (state: GameState<G>, choice: Choice, log: ApplyOptions['log']) => Result<Step<G>>;

/** An engine made by `createEngine`, with its in-place step. */
export type EngineWithInPlace<G, R> = Engine<G, R> & { readonly [IN_PLACE]: InPlace<G> };

const NO_LOG: LogEntry[] = Object.freeze([]) as unknown as LogEntry[];

/** What an idle context points at (so it keeps no finished game alive). */
const NO_STATE = null as unknown as GameState;

/**
 * Setup's `push`, into `first`. Made here rather than written into the setup context: a bundle built with keep-names
 * renames a function written as an object's property, a runtime call on every new game.
 */
function pushInto(first: Task[]): (...tasks: Task[]) => void {
  return (...tasks) => {
    first.push(...tasks);
  };
}

/**
 * A copy of `state` with the decision `decision` (null: the copy goes on without one), key for key what `clone`
 * makes of it: the game's data by the game's own copy when it has one (`GameDef.copy`).
 */
function copyState<G, R>(game: GameDef<G, R>, state: GameState<G>, decision: Decision | null): GameState<G> {
  if (game.copy === undefined) return clone({ ...state, decision });
  const s = clone({ ...state, decision, g: null as G });
  s.g = game.copy(state.g);
  return s;
}

export function createEngine<G, R>(game: GameDef<G, R>, rules: R, options: EngineOptions = {}): Engine<G, R> {
  const rt = runtimeOf(game, rules, new Memo(options.caches ?? true));
  // Hashing the whole Ruleset costs milliseconds: only replays and saved games read it, and a scenario run makes an
  // engine per scenario, so it is worked out when first asked for.
  let hash: string | undefined;
  const hashOfContent = (): string => (hash ??= contentHash(game.contentIdentity ? game.contentIdentity(rules) : rules));
  // The engine's spare task context (`advance`): null while an advance uses it, and always with caches off (every
  // advance makes its own). Held here, not on a memo shelf: a shelf's probe at every decision for one object.
  let spare: TaskContext | null = null;

  function advance(state: GameState, log: ApplyOptions['log'], answer: Answer | null): LogEntry[] {
    const entries = log === false ? null : [];
    const only = typeof log === 'object' ? log.only : null;
    // The spare context, taken while in use, so an advance started inside another (none is today) would make its
    // own. One per decision was ~0.5 KB of garbage.
    let ctx = spare;
    if (ctx === null) ctx = new TaskContext(rt, state, entries, only);
    else {
      spare = null;
      ctx.reset(state, entries, only);
    }
    try {
      drain(ctx, answer);
    } finally {
      ctx.reset(NO_STATE, null);
      if (rt.memo.on) spare = ctx;
    }
    return entries ?? NO_LOG;
  }

  function start(options: StartOptions, opts: Pick<ApplyOptions, 'log'> & { hold?: boolean } = {}): Step<G> {
    if (options.players.length === 0) throw new Error('a game needs at least one player');
    const state: GameState = {
      g: null,
      players: options.players.slice(),
      rng: seedRng(options.seed),
      stack: [],
      decision: null,
      over: null,
      n: 0,
      final: 0,
      fx: emptyFx(),
      script: options.script ? clone(options.script) : null,
    };
    const first: Task[] = [];
    state.g = game.setup({
      rules,
      players: state.players,
      rng: new Rng(() => state.rng),
      push: pushInto(first),
    });
    for (let i = first.length - 1; i >= 0; i--) state.stack.push(first[i]!);
    if (opts.hold === true) return { state: state as GameState<G>, log: [] };
    const log = advance(state, opts.log, null);
    return { state: state as GameState<G>, log };
  }

  /** The public step: `state` is copied, never changed (a deep-frozen state may be given). */
  function apply(state: GameState<G>, choice: Choice, options: ApplyOptions = {}): Result<Step<G>> {
    // Validated from one look-up of the picked options. The decision answered is not copied (the copy goes on
    // without it; its options were a fifth of a copy's cost), only the options picked, as the answer hands them on.
    const a = answerChoice(game, state, choice);
    if (isRefusal(a)) return a;
    const s = copyState(game, state, null);
    if (game.copied !== undefined && rt.memo.on) game.copied(state.g, s.g, rt.memo);
    s.n++;
    const picked = (a as Answer).options;
    for (let i = 0; i < picked.length; i++) picked[i] = clone(picked[i]!);
    const log = advance(s as GameState, options.log, a as Answer);
    return { ok: true, state: s, log };
  }

  /** The private step of fast playouts (IN_PLACE): `state` itself advances. */
  function applyInPlace(state: GameState<G>, choice: Choice, logOption: ApplyOptions['log']): Result<Step<G>> {
    const a = answerChoice(game, state, choice);
    if (isRefusal(a)) return a;
    state.decision = null;
    state.n++;
    const log = advance(state as GameState, logOption, a as Answer);
    return { ok: true, state, log };
  }

  function replay(record: ReplayRecord, opts: Pick<ApplyOptions, 'log'> = {}): Step<G> {
    if (record.contentHash !== hashOfContent()) {
      throw new EngineError('RW-REPLAY', `the record was made with content ${record.contentHash}, this content is ${hashOfContent()}`);
    }
    const logOn = opts.log !== false;
    // A state just set up is nobody else's: it advances in place.
    const first = start({ seed: record.seed, players: record.players, script: record.script ?? null }, { log: opts.log });
    const state = first.state;
    const log = logOn ? first.log.slice() : NO_LOG;
    for (let i = 0; i < record.choices.length; i++) {
      const r = applyInPlace(state, record.choices[i]!, opts.log ?? true);
      if (!r.ok) throw new EngineError('RW-REPLAY', `choice ${i + 1} of the record is illegal here: ${r.reason}`, { index: i });
      if (logOn) for (const e of r.log) log.push(e);
    }
    return { state, log };
  }

  const engine: EngineWithInPlace<G, R> = {
    [IN_PLACE]: applyInPlace,
    game,
    rules,
    get contentHash() {
      return hashOfContent();
    },
    memo: rt.memo,
    start,
    apply,
    replay,
    decision: (state) => (state.over === null ? state.decision : null),
    legalChoices: (state, limit) => legalChoices(game, state as GameState, limit),
    validate: (state, choice) => validateChoice(game, state as GameState, choice),
    view: (state, viewer) => viewOf(game, state as GameState, viewer),
    render: (entry) => renderEntry(game, entry),

    playout(from, bots, options = {}) {
      const max = options.maxDecisions ?? 100_000;
      const each = options.each;
      // The copy is this playout's own: nobody else holds it until it is handed back.
      const state = copyState(game, from, from.decision);
      let decisions = 0;
      if (each !== undefined && each(state, 0) === false) return { state, decisions };
      while (state.over === null && state.decision !== null) {
        if (decisions >= max) break;
        const d = state.decision;
        const bot = typeof (bots as Chooser).choose === 'function' ? (bots as Chooser) : (bots as Record<PlayerId, Chooser>)[d.player];
        if (!bot) throw new Error(`no bot plays ${d.player}`);
        const r = applyInPlace(state, bot.choose(engine, state), false);
        if (!r.ok) throw new Error(`bot for ${d.player} made an illegal choice: ${r.reason}`);
        decisions++;
        if (each !== undefined && each(state, decisions) === false) break;
      }
      return { state, decisions };
    },
  };
  return engine;
}

/** What the runner needs that does not change during a game, for one engine. */
export function runtimeOf(game: GameDef<any, any>, rules: unknown, memo: Memo): Runtime { // eslint-disable-line @typescript-eslint/no-explicit-any -- any game
  for (const kind of Object.keys(game.tasks)) {
    if (kind.startsWith('fx/')) throw new Error(`task kind "${kind}": the fx/ prefix belongs to the core`);
  }
  const sources = normalizeSources(game.effectSource ? game.effectSource(rules) : {});
  const ids = Object.keys(sources);
  return {
    game,
    rules,
    limits: { ...DEFAULT_LIMITS, ...game.limits },
    handlers: new Map(Object.entries({ ...game.tasks, ...effectTasks })),
    sources: new Map(Object.entries(sources)),
    effectIds: new Map(ids.map((id) => [id, id])),
    memo,
  };
}

/** Identity, for type inference: `export const myGame = defineGame<G, R>({ ... })`. */
export function defineGame<G, R = unknown>(game: GameDef<G, R>): GameDef<G, R> {
  return game;
}
