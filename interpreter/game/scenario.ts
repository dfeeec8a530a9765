/**
 * The shapes a game's scenario hooks and the generic scenario layer share:
 * the names a scenario writes (players, and whatever the game adds), an
 * expectation compiled into checks, and what a check reads. The scenario
 * layer (interpreter/scenario/) compiles and runs scenario files of any game;
 * a game adds its position fields and expectation keys through
 * `ScenarioHooks` (hooks.ts) in these terms, without importing that layer.
 */
import type { Engine, GameState, LogEntry, PlayerId } from '../core/index.ts';
import type { Found, Reporter } from './scenario-report.ts';

/** The names a scenario writes for players; a game's names add its own components. */
export interface ScenarioNames {
  readonly players: readonly PlayerId[];
  /** A player as a scenario writes it (its id or name; a side's name when the side has one player). */
  player(text: string): Found<PlayerId>;
  /** A side (team) as a scenario writes it, or a player for its side. */
  side(text: string): Found<string>;
  /** How messages name a player (its id, as the script writes it). */
  playerName(player: PlayerId): string;
  /** How messages name a side. */
  sideName(side: string): string;
  /** `nobody`, `none`, `nowhere`, null: no one. */
  isNobody(text: unknown): boolean;
}

/** What a check reads: the game as it stands, and the log so far. */
export interface CheckContext<G = unknown, R = unknown> {
  engine: Engine<G, R>;
  state: GameState<G>;
  log: readonly LogEntry[];
  /** The log as sentences (rendered once per check round). */
  lines: readonly string[];
}

export interface CheckOutcome {
  ok: boolean;
  expected: string;
  actual: string;
}

/** One fact of an `expect:`, compiled: names resolved, its YAML line kept. */
export interface Check<G = unknown, R = unknown> {
  /** The YAML line it was written on. */
  line: number;
  /** What is checked, in words: "controller of Hall of Heroes". */
  what: string;
  run(c: CheckContext<G, R>): CheckOutcome;
}

/** What a game's scenario hooks get to read and report with. */
export interface ScenarioContext<R, N extends ScenarioNames = ScenarioNames> {
  rules: R;
  names: N;
  report: Reporter;
}

/** A value as an expectation's report shows it: nobody for none, a string as it is, anything else as JSON. */
const showValue = (v: unknown): string => (v === null || v === undefined ? 'nobody' : typeof v === 'string' ? v : JSON.stringify(v));

/** A check that `actual` reads, as JSON, what the scenario expected (shown with `render`). */
export function equalCheck<G, R>(what: string, line: number, expected: unknown, actual: (c: CheckContext<G, R>) => unknown, render: (v: unknown) => string = showValue): Check<G, R> {
  return {
    line,
    what,
    run(c) {
      const a = actual(c);
      return { ok: JSON.stringify(a) === JSON.stringify(expected), expected: render(expected), actual: render(a) };
    },
  };
}
