/**
 * A match as every shell plays it: how it opened, then a list of moves
 * (each a choice, with the dice and picks a script decided for the draws it
 * causes), with play, undo, redo, jump-to and replay. The CLI's play and
 * replay, the scenario runner, the editor's test-play and saved games all
 * keep their game here, so a move means the same thing wherever it is made.
 *
 * Two kinds of going back:
 * - `undo(player)`, the seat's: takes back that player's last move and what
 *   came after, never across something the player has seen that was hidden
 *   when the move was made (lesson.ts);
 * - `jumpTo(n)` / `back()`, the designer's: any earlier position; `hindsight`
 *   says what each seat had seen past it.
 * Both keep what they took back for `redo`.
 *
 * The simulator does not play through a session: its games stay on the
 * fast path (playout.ts), and a session replays one when asked. A session
 * that keeps no states advances its own position in place the same way (it
 * hands the position out to read, never to change).
 */
import { EngineError } from './errors.ts';
import type { Engine } from './engine.ts';
import { clone, type Json } from './json.ts';
import { blindfold, lessonOf, type Blindfold, type Lesson } from './lesson.ts';
import { inPlaceStep } from './playout.ts';
import type { RngScript } from './rng.ts';
import type { ApplyOptions, Choice, Decision, GameState, LogEntry, PlayerId, Result, Validation } from './types.ts';

/** Dice and random picks decided in advance for the draws one move causes (a scenario's `dice:` and `picks:` steps). */
export interface Scripted {
  rolls: Json[];
  picks: number[];
}

/** One move: a player's choice, with the dice and picks scripted for the draws it causes. */
export interface Move extends Choice {
  dice?: Scripted;
}

/** How a match opens. */
export interface Opening<G = unknown> {
  seed: string | number;
  players: PlayerId[];
  /** Dice and picks decided in advance, drawn from the start (a scenario's leading `dice:`); strict: an unscripted draw fails. */
  script?: RngScript | null;
  /** Open at this state (a saved position) instead of the engine's setup; its script becomes `script` when one is given. */
  at?: GameState<G> | null;
}

/** A match as plain JSON: on the same content (the hash) and opening it replays to the same states. */
export interface MatchRecord {
  contentHash: string;
  seed: string | number;
  players: PlayerId[];
  script?: RngScript | null;
  moves: Move[];
}

export interface SessionOptions {
  /** Keep every position, so going back is instant (the editor). Default: the current state advances in place; earlier ones are replayed when needed. */
  keepStates?: boolean;
  /** Keep each step's log (default true); `{ only }` keeps these kinds. */
  log?: ApplyOptions['log'];
  /** The seats whose undo is tracked (default every player). Each costs a view before and after every move. */
  seats?: readonly PlayerId[];
}

/** One step: the start (move null) or a move, what it logged, and what it taught each tracked seat. */
interface Played<G> {
  move: Move | null;
  log: LogEntry[];
  /** The position after this step; null when not kept (rebuilt by replay). */
  state: GameState<G> | null;
  lessons: Record<PlayerId, Lesson>;
}

/** A move taken back, with what it had taught (so browsing history can say what a seat had seen). */
export interface Undone {
  move: Move;
  lessons: Record<PlayerId, Lesson>;
}

/** What a seat had seen past the current position: the step (1-based move number) and what it showed. */
export interface Hindsight {
  move: number;
  lesson: Lesson;
}

function copyMove(m: Move): Move {
  const out: Move = { player: m.player, ids: m.ids.slice() };
  if (m.dice && (m.dice.rolls.length > 0 || m.dice.picks.length > 0)) out.dice = { rolls: clone(m.dice.rolls), picks: m.dice.picks.slice() };
  return out;
}

export function sameMove(a: Choice, b: Choice): boolean {
  return a.player === b.player && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);
}

/** Appends scripted dice and picks to the state's script, keeping its strictness (none yet: lenient, the seed draws the rest). */
export function addScripted(state: GameState, dice: Scripted): void {
  const sc = state.script;
  state.script = { rolls: [...(sc?.rolls ?? []), ...dice.rolls], picks: [...(sc?.picks ?? []), ...dice.picks], strict: sc?.strict ?? false };
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export class Session<G = unknown, R = unknown> {
  private readonly steps: Played<G>[];
  /** The live position (the last step's state, or advanced in place when states are not kept). */
  private current: GameState<G>;
  private redoLine: Undone[] = [];
  private readonly keep: boolean;
  private readonly logOption: ApplyOptions['log'];
  private readonly seats: readonly PlayerId[];

  private constructor(
    readonly engine: Engine<G, R>,
    readonly opening: Opening<G>,
    options: SessionOptions,
  ) {
    this.keep = options.keepStates ?? false;
    this.logOption = options.log ?? true;
    this.seats = options.seats ?? opening.players;
    const first = this.begin();
    this.current = first.state;
    this.steps = [{ move: null, log: first.log, state: this.keep ? first.state : null, lessons: {} }];
  }

  /** A match at its opening, played to its first decision (throws what the engine throws). */
  static start<G, R>(engine: Engine<G, R>, opening: Opening<G>, options: SessionOptions = {}): Session<G, R> {
    return new Session(engine, opening, options);
  }

  /** A match replayed: the opening, then every move. A move that is refused throws RW-REPLAY naming it. */
  static replay<G, R>(engine: Engine<G, R>, opening: Opening<G>, moves: readonly Move[], options: SessionOptions = {}): Session<G, R> {
    const s = new Session(engine, opening, options);
    moves.forEach((m, i) => {
      const r = s.play(m);
      if (!r.ok) throw new EngineError('RW-REPLAY', `move ${i + 1} of the record is illegal here: ${r.reason}`, { index: i });
    });
    return s;
  }

  /** The opening's first advance: setup (or the saved position) up to the first decision. */
  private begin(log: ApplyOptions['log'] = this.logOption): { state: GameState<G>; log: LogEntry[] } {
    const o = this.opening;
    if (o.at) {
      const state = clone(o.at);
      if (o.script !== undefined) state.script = o.script === null ? null : clone(o.script);
      return { state, log: [] };
    }
    const r = this.engine.start({ seed: o.seed, players: o.players, script: o.script ?? null }, { log });
    return { state: r.state, log: r.log.slice() };
  }

  /** Moves made so far. */
  get n(): number {
    return this.steps.length - 1;
  }

  get state(): GameState<G> {
    return this.current;
  }

  get moves(): Move[] {
    return this.steps.slice(1).map((s) => s.move!);
  }

  /** Moves taken back (by undo or a jump), the next one first: what `redo` plays again. */
  get redoable(): readonly Undone[] {
    return this.redoLine;
  }

  /** The pending decision, or null when the game is over (or stalled). */
  decision(): Decision | null {
    return this.engine.decision(this.current);
  }

  /** Whether `move` may be made now (and if not, why), without making it. */
  validate(move: Choice): Validation {
    try {
      return this.engine.validate(this.current, move);
    } catch (e) {
      return { ok: false, reason: messageOf(e) };
    }
  }

  /** What step `k` logged (0: setup up to the first decision). */
  logOf(k: number): readonly LogEntry[] {
    return this.steps[k]?.log ?? [];
  }

  /** The whole log, oldest first. */
  get log(): LogEntry[] {
    const out: LogEntry[] = [];
    for (const s of this.steps) for (const e of s.log) out.push(e);
    return out;
  }

  /** The move that made step `k` (1-based), or null for the start. */
  moveAt(k: number): Move | null {
    return this.steps[k]?.move ?? null;
  }

  /**
   * Makes a move (with its scripted dice drawn first). A refused move changes
   * nothing and says why; so does one the engine fails on when states are
   * kept (advanced in place, a failure leaves the position unusable: the
   * caller ends the game). Making the move that was taken back keeps the rest
   * of the redo line; any other move drops it.
   */
  play(move: Move): Result<{ log: LogEntry[] }> {
    const before = this.current;
    const dice = move.dice && (move.dice.rolls.length > 0 || move.dice.picks.length > 0) ? move.dice : null;
    if (dice !== null) {
      const v = this.validate(move);
      if (!v.ok) return v;
    }
    const watch: Blindfold[] = [];
    if (before.decision !== null && before.over === null) {
      for (const p of this.seats) watch.push(blindfold(this.engine.game, before as GameState, p, before.decision.player));
    }
    // A watched seat's lessons read the log: it is kept for them even when the shell wants none.
    const log = watch.length > 0 && this.logOption === false ? true : this.logOption;
    const choice: Choice = { player: move.player, ids: move.ids };
    let r;
    try {
      if (this.keep && dice === null) r = this.engine.apply(before, choice, { log });
      else {
        // Kept states are never changed: the scripted move plays on a copy of its own.
        const s = this.keep ? clone(before) : before;
        if (dice !== null) addScripted(s as GameState, dice);
        r = inPlaceStep(this.engine)(s, choice, log);
      }
    } catch (e) {
      if (this.keep) return { ok: false, reason: `the engine failed on this move: ${messageOf(e)}` };
      throw e;
    }
    if (!r.ok) return r;
    const lessons: Record<PlayerId, Lesson> = {};
    for (const b of watch) {
      const l = lessonOf(this.engine.game, b, r.state as GameState, r.log);
      if (l !== null) lessons[b.viewer] = l;
    }
    const kept = this.logOption === false ? [] : r.log;
    this.current = r.state;
    this.steps.push({ move: copyMove(move), log: kept, state: this.keep ? r.state : null, lessons });
    if (this.redoLine.length > 0 && sameMove(this.redoLine[0]!.move, move)) this.redoLine.shift();
    else this.redoLine = [];
    return { ok: true, log: r.log };
  }

  /**
   * The first move `player` may take back: moves before it are behind
   * something the player has seen (dice, a reveal, another player's hidden
   * decision, a change to what the player cannot see). 0 when nothing is.
   */
  barrier(player: PlayerId): number {
    let k = this.n;
    while (k > 0 && this.steps[k]!.lessons[player] === undefined) k--;
    return Math.max(k, this.current.final);
  }

  /** The index of `player`'s last move, or -1. */
  private lastOf(player: PlayerId): number {
    for (let k = this.n; k > 0; k--) if (this.steps[k]!.move!.player === player) return k - 1;
    return -1;
  }

  /** Whether `player` may take back its last move (and what came after), and if not, why. */
  canUndo(player: PlayerId): Validation {
    const i = this.lastOf(player);
    if (i < 0) return { ok: false, reason: `${this.nameOf(player)} has no choice to take back` };
    if (!this.seats.includes(player)) return { ok: false, reason: `${this.nameOf(player)}'s seat is not one that may take choices back here` };
    for (let k = this.n; k > i; k--) {
      const l = this.steps[k]!.lessons[player];
      if (l !== undefined) return { ok: false, reason: `that choice is final: after it ${l.what}` };
    }
    if (i < this.current.final) return { ok: false, reason: 'that choice is final: dice were rolled or something hidden was revealed after it' };
    return { ok: true };
  }

  /** Takes back `player`'s last move and every move after it (they can be redone). */
  undo(player: PlayerId): Result<{ undone: Move[] }> {
    const can = this.canUndo(player);
    if (!can.ok) return can;
    const i = this.lastOf(player);
    const undone = this.truncate(i);
    return { ok: true, undone: undone.map((u) => u.move) };
  }

  /** Goes back to just before move `n + 1` (n = 0: the first decision), whoever made the moves: the designer's history. */
  jumpTo(n: number): void {
    const target = Math.max(0, Math.min(n, this.n));
    if (target === this.n) return;
    this.truncate(target);
  }

  /** Takes back the last move, whoever made it (the designer's back). */
  back(): boolean {
    if (this.n === 0) return false;
    this.jumpTo(this.n - 1);
    return true;
  }

  /** Plays the next move taken back again. */
  redo(): Result<{ log: LogEntry[] }> {
    const next = this.redoLine[0];
    if (!next) return { ok: false, reason: 'there is nothing to redo' };
    return this.play(next.move);
  }

  /**
   * What `player` had seen, past the current position, before the moves
   * after it were taken back (the designer's back and jump): each step that
   * showed it something. Empty: a seat could have come back here by undo.
   */
  hindsight(player: PlayerId): Hindsight[] {
    const out: Hindsight[] = [];
    this.redoLine.forEach((u, i) => {
      const l = u.lessons[player];
      if (l !== undefined) out.push({ move: this.n + i + 1, lesson: l });
    });
    return out;
  }

  /** The match as plain JSON (replays with `Session.replay` on the same engine and opening). */
  record(): MatchRecord {
    const o = this.opening;
    const rec: MatchRecord = { contentHash: this.engine.contentHash, seed: o.seed, players: o.players.slice(), moves: this.moves.map(copyMove) };
    if (o.script) rec.script = clone(o.script);
    return rec;
  }

  /** The position after `n` moves (kept, or replayed from the opening). */
  stateAt(n: number): GameState<G> {
    const k = Math.max(0, Math.min(n, this.n));
    if (k === this.n) return this.current;
    const kept = this.steps[k]!.state;
    if (kept !== null) return kept;
    return this.rebuild(k);
  }

  /** Replays the opening and the first `k` moves, on the fast path (no log). */
  private rebuild(k: number): GameState<G> {
    // A position just set up is this replay's own: it advances in place.
    const state = this.begin(false).state;
    const step = inPlaceStep(this.engine);
    for (let i = 0; i < k; i++) {
      const m = this.steps[i + 1]!.move!;
      if (m.dice) addScripted(state as GameState, m.dice);
      const r = step(state, { player: m.player, ids: m.ids }, false);
      if (!r.ok) throw new EngineError('RW-REPLAY', `move ${i + 1} does not replay: ${r.reason}`, { index: i });
    }
    return state;
  }

  /** Drops the moves after the first `k`, onto the redo line, and returns them. */
  private truncate(k: number): Undone[] {
    const state = this.stateAt(k);
    const undone = this.steps.splice(k + 1).map((s) => ({ move: s.move!, lessons: s.lessons }));
    this.current = state;
    this.redoLine = [...undone, ...this.redoLine];
    return undone;
  }

  private nameOf(p: PlayerId): string {
    return this.engine.game.playerName ? this.engine.game.playerName(p) : p;
  }
}
