/**
 * Fast playouts: the one path on which a game state is changed in place.
 *
 * The engine's public `apply` copies the state it is given and never changes
 * it. A simulator, a search bot's rollouts and a session's replay play
 * thousands of decisions nobody looks back at, where one copy a decision
 * would cost as much as the rules: a `Playout` owns its state (a fresh game,
 * or a copy of the position it starts from) and advances that state itself.
 * Nobody else holds the state, so nothing changes it by hand between two
 * steps, and what the engine keeps about it (a board's census kept by its own
 * moves, answers kept under the versions of what they read: core/memo.ts)
 * never goes stale.
 *
 * Not a public module of core: only the simulator (interpreter/sim/) and core
 * itself import it (test/architecture/imports.test.ts). Others play through
 * `engine.apply` or `engine.playout`, which never change what they are given.
 */
import { IN_PLACE, type Engine, type EngineWithInPlace, type InPlace, type StartOptions } from './engine.ts';
import { clone } from './json.ts';
import type { ApplyOptions, Choice, GameState, LogEntry, Result } from './types.ts';

/** The engine's in-place step (every engine `createEngine` makes has one). */
export function inPlaceStep<G, R>(engine: Engine<G, R>): InPlace<G> {
  const step = (engine as Partial<EngineWithInPlace<G, R>>)[IN_PLACE];
  if (step === undefined) throw new Error('a fast playout needs an engine made by createEngine');
  return step;
}

/** A game played on the fast path, owning its state. */
export class Playout<G = unknown> {
  private constructor(
    private readonly step: InPlace<G>,
    /** The position: this playout's own, changed by `play` only. */
    readonly state: GameState<G>,
  ) {}

  /** A new game (`engine.start`), played in place from its first decision; the setup's log with it. */
  static start<G, R>(engine: Engine<G, R>, options: StartOptions, apply: Pick<ApplyOptions, 'log'> = {}): { playout: Playout<G>; log: LogEntry[] } {
    const first = engine.start(options, apply);
    return { playout: new Playout(inPlaceStep(engine), first.state), log: first.log };
  }

  /** A playout of a state nobody else holds or changes from now on (one just copied or made): no copy is made. */
  static own<G, R>(engine: Engine<G, R>, state: GameState<G>): Playout<G> {
    return new Playout(inPlaceStep(engine), state);
  }

  /** A playout from a copy of `state` (which is never changed). */
  static from<G, R>(engine: Engine<G, R>, state: GameState<G>): Playout<G> {
    return new Playout(inPlaceStep(engine), clone(state));
  }

  /**
   * Applies `choice` to the position (log: as `engine.apply`'s option; none
   * by default). A refusal changes nothing; an error thrown by the rules leaves
   * the position half-applied: the playout is then of no further use.
   */
  play(choice: Choice, log: ApplyOptions['log'] = false): Result<{ log: LogEntry[] }> {
    return this.step(this.state, choice, log);
  }
}
