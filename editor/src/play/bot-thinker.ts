/**
 * Where test-play's bots think: `workerThinker` asks a Web Worker
 * (play-bot.worker.ts), so the page stays responsive while a search bot
 * spends its budget; `inlineThinker` answers on the spot (Node tests, or a
 * page that cannot start a worker).
 */
import type { Choice } from '../../../interpreter/core/index.ts';
import { BotTable, type BotQuestion } from './bot-move.ts';
import type { BotReply, BotRequest } from './bot-protocol.ts';
import type { PlayableGame } from './rules.ts';

/** The pack a question is about: its version's key, its rules files and YAML bot texts. */
export interface BotPack {
  key: string;
  pack: string;
  files: Record<string, string>;
  botTexts: Record<string, string>;
  /** The loaded game (for a thinker that answers in place). */
  game: PlayableGame;
}

export interface BotThinker {
  /** The bot's answer; rejects with the reason the bot could not answer. */
  think(pack: BotPack, question: BotQuestion): Promise<Choice>;
  dispose(): void;
}

/** Answers in the page's own thread (one table per pack version). */
export function inlineThinker(): BotThinker {
  let table: { key: string; table: BotTable } | undefined;
  return {
    think(pack, question) {
      try {
        if (table?.key !== pack.key) table = { key: pack.key, table: BotTable.load(pack.pack, pack.files, pack.botTexts) };
        return Promise.resolve(table.table.answer(question));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    dispose() {
      table = undefined;
    },
  };
}

/** Answers in a Web Worker made by `make` (started at the first question, the pack sent once per version). */
export function workerThinker(make: () => Worker): BotThinker {
  let worker: Worker | undefined;
  let sent = '';
  let next = 1;
  const waiting = new Map<number, { resolve: (c: Choice) => void; reject: (e: Error) => void }>();
  const onReply = (event: MessageEvent<BotReply>) => {
    const r = event.data;
    const w = waiting.get(r.id);
    if (!w) return;
    waiting.delete(r.id);
    if (r.type === 'answer') w.resolve(r.choice);
    else w.reject(new Error(r.message));
  };
  const failAll = (message: string) => {
    for (const w of waiting.values()) w.reject(new Error(message));
    waiting.clear();
  };
  return {
    think(pack, question) {
      if (!worker) {
        worker = make();
        worker.onmessage = onReply;
        worker.onerror = (e) => {
          failAll(`the bot worker failed: ${e.message || 'unknown error'}`);
          worker?.terminate();
          worker = undefined;
          sent = '';
        };
      }
      if (sent !== pack.key) {
        const load: BotRequest = { type: 'load', key: pack.key, pack: pack.pack, files: pack.files, botTexts: pack.botTexts };
        worker.postMessage(load);
        sent = pack.key;
      }
      const id = next++;
      const ask: BotRequest = { type: 'ask', id, key: pack.key, question };
      return new Promise<Choice>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage(ask);
      });
    },
    dispose() {
      failAll('test-play closed');
      worker?.terminate();
      worker = undefined;
      sent = '';
    },
  };
}
