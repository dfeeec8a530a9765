/**
 * A fault in a game module or its content found while running (a loop, an
 * unknown task kind, an effect over budget). Not for illegal choices: those are
 * ordinary answers (`{ ok: false, reason }`), because players make them.
 */
export type EngineErrorCode =
  | 'RW-RUNAWAY' // too many tasks between two decisions
  | 'RW-TIME-BUDGET' // too long between two decisions
  | 'RW-DICE-LIMIT' // too many dice in one roll
  | 'RW-EFFECT-BUDGET' // one effect ran too many steps
  | 'RW-TRIGGER-DEPTH' // triggers kept firing triggers
  | 'RW-UNKNOWN-TASK' // no handler for a task kind
  | 'RW-UNKNOWN-HANDLER' // no effect handler registered for a registry id
  | 'RW-UNKNOWN-EFFECT' // no effect AST under that id
  | 'RW-EFFECT' // an effect AST the runtime cannot interpret
  | 'RW-STALLED' // nothing left to do, no decision, game not over
  | 'RW-BAD-DECISION' // a handler asked a decision nobody can answer
  | 'RW-REPLAY' // a replay record that does not fit this game or content
  | 'RW-SCRIPT-BAD-ROLL' // a scripted roll that is not a face of the die rolled
  | 'RW-SCRIPT-UNSCRIPTED-DICE' // a strict script ran out of rolls
  | 'RW-SCRIPT-BAD-PICK' // a scripted pick outside the items drawn from
  | 'RW-SCRIPT-UNSCRIPTED-PICK'; // a strict script ran out of picks

export class EngineError extends Error {
  override name = 'EngineError';
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    /** What looped or failed: task kinds, effect ids, AST locations. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${code}: ${message}`);
  }
}
