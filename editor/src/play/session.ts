/**
 * One test-play game: where it started (a seed, or a scenario's position),
 * every choice made so far, and the state and log after each, so stepping
 * back, forward and jumping to any earlier decision are instant. The states
 * are what replaying the choice prefix from the start gives (the engine is
 * deterministic; the play-as-you-write replay in replay-diff.ts relies on
 * exactly that).
 *
 * Pure: no DOM, no I/O. The panel draws it; tests drive it in Node.
 */
import type { Choice, Decision, GameState, Json, LogEntry, PlayerId, Validation, View } from '../../../interpreter/core/index.ts';
import { clone, visibleLog } from '../../../interpreter/core/index.ts';
import type { ColumbiaEngine, ColumbiaG } from '../../../interpreter/columbia/index.ts';
import type { PlayableGame } from './rules.ts';

/** How a game begins, rebuilt under whatever content is loaded (play-as-you-write replays from here). */
export interface GameSource {
  /** "seed 7, 2 players", "scenario columbia/scenarios/vote.yaml". */
  label: string;
  seed: string | number;
  players: PlayerId[];
  /** The engine and the state before the first decision; throws with a reason when this content cannot start it. */
  begin(game: PlayableGame): { engine: ColumbiaEngine; state: GameState<ColumbiaG>; log: LogEntry[] };
}

/** A new game from a seed, as `engine.start` deals it. */
export function seededGame(seed: string | number, players: readonly PlayerId[]): GameSource {
  const list = players.slice();
  return {
    label: `seed ${seed}, ${list.length} players`,
    seed,
    players: list,
    begin: (game) => {
      const { state, log } = game.engine.start({ seed, players: list });
      return { engine: game.engine, state, log };
    },
  };
}

/** Dice and random picks decided in advance for the draws a choice causes (a scenario's `dice:` steps). */
export interface Injected {
  rolls: Json[];
  picks: number[];
}

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

/** A choice to redo, with the dice it was made with. */
export interface RedoEntry {
  choice: Choice;
  injected: Injected | null;
}

export class PlaySession {
  readonly steps: PlayStep[];
  /** Choices stepped back over, next one first: what "forward" re-applies. */
  redo: RedoEntry[] = [];

  private constructor(
    readonly engine: ColumbiaEngine,
    readonly source: GameSource,
    first: PlayStep,
  ) {
    this.steps = [first];
  }

  /** A game from its source under this content; throws when setup refuses (the message says why). */
  static begin(source: GameSource, game: PlayableGame): PlaySession {
    const { engine, state, log } = source.begin(game);
    return new PlaySession(engine, source, { choice: null, injected: null, picked: [], prompt: null, log, state });
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

  /** Whether `choice` may be made now (and if not, why), without making it. */
  validate(choice: Choice): Validation {
    try {
      return this.engine.validate(this.state, choice);
    } catch (error) {
      return { ok: false, reason: messageOf(error) };
    }
  }

  /** Answers the pending decision. An illegal choice changes nothing and says why. */
  answer(choice: Choice, injected: Injected | null = null): Validation {
    const before = this.state;
    const d = before.decision;
    let r;
    try {
      if (injected && (injected.rolls.length > 0 || injected.picks.length > 0)) {
        const v = this.engine.validate(before, choice);
        if (!v.ok) return v;
        const s = clone(before);
        s.script = { rolls: [...(s.script?.rolls ?? []), ...injected.rolls], picks: [...(s.script?.picks ?? []), ...injected.picks], strict: false };
        r = this.engine.apply(s, choice, { mutate: true });
      } else {
        r = this.engine.apply(before, choice);
      }
    } catch (error) {
      return { ok: false, reason: `the engine failed on this choice: ${messageOf(error)}` };
    }
    if (!r.ok) return r;
    const picked = d ? choice.ids.map((id) => d.options.find((o) => o.id === id)?.label ?? id) : [];
    this.steps.push({ choice: { player: choice.player, ids: choice.ids.slice() }, injected, picked, prompt: d?.prompt ?? null, log: r.log, state: r.state });
    // Making the choice that was undone keeps the rest of the undone line; any other choice abandons it.
    if (this.redo.length > 0 && sameChoice(this.redo[0]!.choice, choice)) this.redo.shift();
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
    const r = this.answer(next.choice, next.injected);
    if (r.ok) this.redo = rest;
    return r;
  }

  /** Goes back to just before decision `n + 1` was answered (n = 0: the first decision). */
  jumpTo(n: number): void {
    const target = Math.max(0, Math.min(n, this.n));
    if (target === this.n) return;
    const undone = this.steps.splice(target + 1).map((s) => ({ choice: s.choice!, injected: s.injected }));
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
