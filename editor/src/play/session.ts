/**
 * One test-play game: the core's match session (interpreter/core/session.ts,
 * the one every shell plays through) with every position kept, so stepping
 * back, forward and jumping to any earlier decision are instant, plus what
 * the panel shows of each step (the labels picked, the prompt answered) and
 * where the game began (a seed, or a scenario's position), so it can be
 * rebuilt under newly saved content (replay-diff.ts).
 *
 * Two kinds of going back: the designer's Back and jump browse any earlier
 * position (`hindsight` says what each seat had already seen past it, which
 * a seat could not take back), and a seat's Undo obeys the session's
 * barrier (never across what that seat has seen).
 *
 * Pure: no DOM, no I/O. The panel draws it; tests drive it in Node.
 */
import type { Choice, Decision, GameState, Hindsight, LogEntry, Move, PlayerId, Scripted, Validation, View } from '../../../interpreter/core/index.ts';
import { Session, visibleLog } from '../../../interpreter/core/index.ts';
import type { Opening } from '../../../interpreter/core/index.ts';
import type { PlayableGame, PlayEngine } from './rules.ts';
import { decisionWords, type DecisionWords } from './wording.ts';

export { sameMove as sameChoice } from '../../../interpreter/core/index.ts';

/** How a game begins, rebuilt under whatever content is loaded (play-as-you-write replays from here). */
export interface GameSource {
  /** "seed 7, 2 players", "scenario my-pack/scenarios/vote.yaml". */
  label: string;
  seed: string | number;
  players: PlayerId[];
  /** The scenario file it began from (its path and text as played), when it did: a bot asked about it lays out the same engine. */
  scenario?: { path: string; text: string };
  /** The engine and the opening under this content; throws with a reason when this content cannot start it. */
  begin(game: PlayableGame): { engine: PlayEngine; opening: Opening<unknown> };
}

/** A new game from a seed, as `engine.start` deals it. */
export function seededGame(seed: string | number, players: readonly PlayerId[]): GameSource {
  const list = players.slice();
  return {
    label: `seed ${seed}, ${list.length} players`,
    seed,
    players: list,
    begin: (game) => ({ engine: game.engine, opening: { seed, players: list } }),
  };
}

/** Dice and random picks decided in advance for the draws a choice causes (a scenario's `dice:` steps). */
export type Injected = Scripted;

/** One decision answered (or the start, at index 0). */
export interface PlayStep {
  /** The choice that led here; null for the start of the game. */
  choice: Choice | null;
  /** Dice and picks scripted for this choice's draws (scenarios), or null. */
  injected: Injected | null;
  /** The picked options' labels as the chooser saw them ("Flak Man (influence 2)"). */
  picked: string[];
  /** The prompt the choice answered. */
  prompt: string | null;
  /** The picks and the prompt in the game module's words (what the panel shows; `picked` and `prompt` stay the engine's). */
  worded(): { picked: string[]; prompt: string | null };
  /** What this step logged (the start: setup and everything up to the first decision). */
  log: readonly LogEntry[];
  /** The state after this step. */
  state: GameState<unknown>;
}

/** A log line as a viewer reads it, with the step that wrote it (to jump back there). */
export interface LogLine {
  step: number;
  text: string;
  /** The players this line is private to; null when everyone sees it. */
  to: PlayerId[] | null;
}

/** A choice to redo, with the dice it was made with. */
export interface RedoEntry {
  choice: Choice;
  injected: Injected | null;
}

interface Note {
  /** The options picked, and the prompt answered, in the engine's words. */
  picked: string[];
  prompt: string | null;
  ids: string[];
  /** The same in the module's words for the one who decided, worked out when first shown. */
  worded?: { picked: string[]; prompt: string | null };
}

function noteOf(d: Decision | null, ids: readonly string[]): Note {
  return { picked: d ? ids.map((id) => d.options.find((o) => o.id === id)?.label ?? id) : [], prompt: d?.prompt ?? null, ids: ids.slice() };
}

export class PlaySession {
  /** What the panel shows of each step, beside the match's own steps (index 0: the start). */
  private notes: Note[] = [{ picked: [], prompt: null, ids: [] }];

  private constructor(
    readonly engine: PlayEngine,
    readonly source: GameSource,
    readonly match: Session<unknown, unknown>,
    private readonly game: PlayableGame,
  ) {}

  /** A game from its source under this content; throws when setup refuses (the message says why). */
  static begin(source: GameSource, game: PlayableGame): PlaySession {
    const { engine, opening } = source.begin(game);
    return new PlaySession(engine, source, Session.start(engine, opening, { keepStates: true }), game);
  }

  /** The pending decision as a person reads it (the module's words, for the one deciding). */
  words(d: Decision): DecisionWords {
    return decisionWords(this.game, d, this.engine.view(this.state, d.player));
  }

  /** Step k's picks and prompt in the module's words (as the chooser saw them), worked out once. */
  private worded(k: number, note: Note): { picked: string[]; prompt: string | null } {
    if (note.worded) return note.worded;
    const before = k > 0 ? this.match.stateAt(k - 1) : null;
    const d = before ? this.engine.decision(before) : null;
    if (!before || !d) return (note.worded = { picked: note.picked, prompt: note.prompt });
    const w = decisionWords(this.game, d, this.engine.view(before, d.player));
    return (note.worded = { picked: note.ids.map((id, i) => w.options.get(id) ?? note.picked[i] ?? id), prompt: w.prompt });
  }

  /** Decisions answered so far. */
  get n(): number {
    return this.match.n;
  }

  get state(): GameState<unknown> {
    return this.match.state;
  }

  get choices(): Choice[] {
    return this.match.moves.map((m) => ({ player: m.player, ids: m.ids }));
  }

  /** Every step so far, the start first. */
  get steps(): PlayStep[] {
    const out: PlayStep[] = [];
    for (let k = 0; k <= this.n; k++) {
      const m = this.match.moveAt(k);
      const note = this.notes[k] ?? { picked: [], prompt: null, ids: [] };
      out.push({
        choice: m === null ? null : { player: m.player, ids: m.ids },
        injected: m?.dice ?? null,
        picked: note.picked,
        prompt: note.prompt,
        worded: () => this.worded(k, note),
        log: this.match.logOf(k),
        state: this.match.stateAt(k),
      });
    }
    return out;
  }

  /** Choices stepped back over, next one first: what "forward" re-applies. */
  get redo(): RedoEntry[] {
    return this.match.redoable.map((u) => ({ choice: { player: u.move.player, ids: u.move.ids }, injected: u.move.dice ?? null }));
  }

  /** The pending decision, or null when the game is over (or stalled). */
  decision(): Decision | null {
    return this.match.decision();
  }

  /** Whether `choice` may be made now (and if not, why), without making it. */
  validate(choice: Choice): Validation {
    return this.match.validate(choice);
  }

  /** Answers the pending decision. An illegal choice changes nothing and says why. */
  answer(choice: Choice, injected: Injected | null = null): Validation {
    const d = this.match.decision();
    const move: Move = { player: choice.player, ids: choice.ids.slice() };
    if (injected !== null && (injected.rolls.length > 0 || injected.picks.length > 0)) move.dice = injected;
    const r = this.match.play(move);
    if (!r.ok) return r;
    this.notes.length = this.n;
    this.notes.push(noteOf(d, choice.ids));
    return { ok: true };
  }

  /** Notes the last move made on the match directly (a scenario's script walk): its labels, as the decision before it showed them. */
  noteLast(): void {
    const d = this.engine.decision(this.match.stateAt(this.n - 1));
    const m = this.match.moveAt(this.n)!;
    this.notes.length = this.n;
    this.notes.push(noteOf(d, m.ids));
  }

  canBack(): boolean {
    return this.n > 0;
  }

  canForward(): boolean {
    return this.match.redoable.length > 0;
  }

  /** Takes back the last choice (whoever made it): the designer's history; it can be redone. */
  back(): boolean {
    if (!this.canBack()) return false;
    this.jumpTo(this.n - 1);
    return true;
  }

  /** Re-applies the next undone choice. */
  forward(): Validation {
    const next = this.match.redoable[0];
    if (!next) return { ok: false, reason: 'there is nothing to redo' };
    return this.answer({ player: next.move.player, ids: next.move.ids }, next.move.dice ?? null);
  }

  /** Goes back to just before decision `n + 1` was answered (n = 0: the first decision): the designer's history. */
  jumpTo(n: number): void {
    this.match.jumpTo(n);
    this.notes.length = this.n + 1;
  }

  /** Whether `player` may take back its own last choice as a seat would (never across what it has seen), and if not, why. */
  canUndo(player: PlayerId): Validation {
    return this.match.canUndo(player);
  }

  /** A seat's undo: its own last choice and what came after, never across what it has seen. */
  undo(player: PlayerId): Validation {
    const r = this.match.undo(player);
    if (!r.ok) return r;
    this.notes.length = this.n + 1;
    return { ok: true };
  }

  /**
   * What `player` had seen past this position before the designer stepped
   * back over it: a seat at this position could not know these (and its own
   * undo would not have come back here).
   */
  hindsight(player: PlayerId): Hindsight[] {
    return this.match.hindsight(player);
  }

  view(viewer: PlayerId | null): View {
    return this.engine.view(this.state, viewer);
  }

  /** Every log line `viewer` may read (null: a spectator, public lines only), oldest first. */
  logFor(viewer: PlayerId | null): LogLine[] {
    const out: LogLine[] = [];
    for (let step = 0; step <= this.n; step++) {
      for (const e of visibleLog(this.match.logOf(step), viewer)) out.push({ step, text: this.engine.render(e), to: e.to });
    }
    return out;
  }
}
