/**
 * Test-play's bot worker: loads the pack from the texts it is sent (the same
 * pure loader the page uses), then answers positions with the bot asked for,
 * off the page's thread so the editor stays responsive while a search bot
 * thinks. Answers come back in the order asked.
 */
import { BotTable } from './bot-move.ts';
import type { BotReply, BotRequest } from './bot-protocol.ts';

/** The pack versions loaded, by key (the page's content fingerprint): the latest few. */
const tables = new Map<string, BotTable | Error>();
const KEEP = 3;

function post(reply: BotReply): void {
  (self as unknown as Worker).postMessage(reply);
}

self.onmessage = (event: MessageEvent<BotRequest>) => {
  const msg = event.data;
  if (msg.type === 'load') {
    if (tables.has(msg.key)) return;
    try {
      tables.set(msg.key, BotTable.load(msg.pack, msg.files, msg.botTexts));
    } catch (error) {
      tables.set(msg.key, error instanceof Error ? error : new Error(String(error)));
    }
    while (tables.size > KEEP) tables.delete(tables.keys().next().value!);
    return;
  }
  const t0 = performance.now();
  try {
    const table = tables.get(msg.key);
    if (table === undefined) throw new Error('the pack was not sent before the question');
    if (table instanceof Error) throw table;
    post({ type: 'answer', id: msg.id, choice: table.answer(msg.question), ms: performance.now() - t0 });
  } catch (error) {
    post({ type: 'failed', id: msg.id, message: error instanceof Error ? error.message : String(error) });
  }
};
