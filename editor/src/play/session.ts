/**
 * One test-play game: the seed and players, every choice made so far, and
 * the state and log after each, so stepping back, forward and jumping to
 * any earlier decision are instant. The states are what replaying the
 * choice prefix from the seed gives (the engine is deterministic; the
 * play-as-you-write replay in replay-diff.ts relies on exactly that).
 *
 * Pure: no DOM, no I/O. The panel draws it; tests drive it in Node.
 */
import type { Choice, Decision, GameState, LogEntry, PlayerId, ReplayRecord, Validation, View } from '../../../interpreter/core/index.ts';
import { visibleLog } from '../../../interpreter/core/index.ts';
import type { ColumbiaEngine, ColumbiaG } from '../../../interpreter/columbia/index.ts';

export interface GameSpec {
  seed: string | number;
  players: PlayerId[];
}

/** One decision answered (or the start, at index 0). */
export interface PlayStep {
  /** The choice that led here; null for the start of the game. */
  choice: Choice | null;
  /** The picked options' labels as the chooser saw them ("Flak Man (influence 2)"). */
  picked: string[];
  /** The prompt the choice answered. */
  prompt: string | null;
  /** What this step logged (the start: setup and everything up to the first decision). */
  log: LogEntry[];
  /** The state after this step. */
  state: GameState<ColumbiaG>;
}

/** A log line as a viewer reads it, with the step that wrote it (to jump back there). */
export interface LogLine {
  step: number;
  text: string;
  /** The players this line is private to; null when everyone sees it. */
  to: PlayerId[] | null;
}

export function sameChoice(a: Choice, b: Choice): boolean {
  return a.player === b.player && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class PlaySession {
  readonly steps: PlayStep[];
  /** Choices stepped back over, next one first: what "forward" re-applies. */
  redo: Choice[] = [];

  private constructor(
    readonly engine: ColumbiaEngine,
    readonly spec: GameSpec,
    first: PlayStep,
  ) {
    this.steps = [first];
  }

  /** A new game; throws when setup refuses the players (the message says why). */
  static start(engine: ColumbiaEngine, spec: GameSpec): PlaySession {
    const { state, log } = engine.start({ seed: spec.seed, players: spec.players.slice() });
    return new PlaySession(engine, { seed: spec.seed, players: spec.players.slice() }, { choice: null, picked: [], prompt: null, log, state });
  }

  /** Decisions answered so far. */
  get n(): number {
    return this.steps.length - 1;
  }

  get state(): GameState<ColumbiaG> {
    return this.steps[this.steps.length - 1]!.state;
  }

  get choices(): Choice[] {
    return this.steps.slice(1).map((s) => s.choice!);
  }

  /** The pending decision, or null when the game is over (or stalled). */
  decision(): Decision | null {
    return this.engine.decision(this.state);
  }

  record(): ReplayRecord {
    return { contentHash: this.engine.contentHash, seed: this.spec.seed, players: this.spec.players.slice(), choices: this.choices };
  }

  /** Answers the pending decision. An illegal choice changes nothing and says why. */
  answer(choice: Choice): Validation {
    const before = this.state;
    const d = before.decision;
    let r;
    try {
      r = this.engine.apply(before, choice);
    } catch (error) {
      return { ok: false, reason: `the engine failed on this choice: ${messageOf(error)}` };
    }
    if (!r.ok) return r;
    const picked = d ? choice.ids.map((id) => d.options.find((o) => o.id === id)?.label ?? id) : [];
    this.steps.push({ choice: { player: choice.player, ids: choice.ids.slice() }, picked, prompt: d?.prompt ?? null, log: r.log, state: r.state });
    // Making the choice that was undone keeps the rest of the undone line; any other choice abandons it.
    if (this.redo.length > 0 && sameChoice(this.redo[0]!, choice)) this.redo.shift();
    else this.redo = [];
    return { ok: true };
  }

  canBack(): boolean {
    return this.n > 0;
  }

  canForward(): boolean {
    return this.redo.length > 0;
  }

  /** Takes back the last choice (whoever made it); it can be redone. */
  back(): boolean {
    if (!this.canBack()) return false;
    this.jumpTo(this.n - 1);
    return true;
  }

  /** Re-applies the next undone choice. */
  forward(): Validation {
    const next = this.redo[0];
    if (!next) return { ok: false, reason: 'there is nothing to redo' };
    const rest = this.redo.slice(1);
    const r = this.answer(next);
    if (r.ok) this.redo = rest;
    return r;
  }

  /** Goes back to just before decision `n + 1` was answered (n = 0: the first decision). */
  jumpTo(n: number): void {
    const target = Math.max(0, Math.min(n, this.n));
    if (target === this.n) return;
    const undone = this.steps.splice(target + 1).map((s) => s.choice!);
    this.redo = [...undone, ...this.redo];
  }

  view(viewer: PlayerId | null): View {
    return this.engine.view(this.state, viewer);
  }

  /** Every log line `viewer` may read (null: a spectator, public lines only), oldest first. */
  logFor(viewer: PlayerId | null): LogLine[] {
    const out: LogLine[] = [];
    this.steps.forEach((s, step) => {
      for (const e of visibleLog(s.log, viewer)) out.push({ step, text: this.engine.render(e), to: e.to });
    });
    return out;
  }
}
