/** Messages between the balance panel and its simulation workers (plain, structured-cloneable data). */
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import type { GameSpec } from '../../../interpreter/sim/index.ts';
import type { GameRecord } from '../../../interpreter/sim/index.ts';

export interface BalanceInit {
  type: 'init';
  /** Names this load; the worker's answer to it says it back (a kept worker may be sent another before it answered). */
  key: string;
  pack: string;
  /** The pack proper's files keyed as the loader wants them (`board.yaml`). */
  files: Record<string, string>;
  /** YAML bot files' texts by stem (`aggressive`). */
  botTexts: Record<string, string>;
  players: number;
  maxDecisions: number;
}

export type BalanceRequest = BalanceInit | { type: 'games'; games: GameSpec[] };

export type BalanceReply =
  /** The pack loaded: the seats of the asked player count (null: no such setup), display names, the bots it can seat, and bot files that did not compile. */
  | { type: 'ready'; key: string; game: string; seats: string[] | null; names: Record<string, string>; bots: string[]; botProblems: Diagnostic[] }
  /** The pack did not load: its errors. */
  | { type: 'refused'; key: string; errors: Diagnostic[] }
  | { type: 'records'; records: GameRecord[] }
  | { type: 'failed'; message: string };
