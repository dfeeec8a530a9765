/** Messages between test-play and its bot worker (plain, structured-cloneable data). */
import type { Choice } from '../../../interpreter/core/index.ts';
import type { BotQuestion } from './bot-move.ts';

export type BotRequest =
  /** The pack the next questions are about (its rules files keyed as the loader wants them, its YAML bots by stem); `key` names this version. */
  | { type: 'load'; key: string; pack: string; files: Record<string, string>; botTexts: Record<string, string> }
  | { type: 'ask'; id: number; key: string; question: BotQuestion };

export type BotReply =
  | { type: 'answer'; id: number; choice: Choice; ms: number }
  | { type: 'failed'; id: number; message: string };
