/**
 * Runs the content loader off the main thread: loading the whole pack takes
 * around a hundred milliseconds, which typing must never wait for.
 */
import { checkPacks, type PackCheck } from './pack-checker.ts';

export interface PackCheckRequest {
  id: number;
  texts: [string, string][];
}

export type PackCheckReply = { id: number; ok: true; check: PackCheck } | { id: number; ok: false; error: string };

self.onmessage = (event: MessageEvent<PackCheckRequest>) => {
  const { id, texts } = event.data;
  let reply: PackCheckReply;
  try {
    reply = { id, ok: true, check: checkPacks(new Map(texts)) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  (self as unknown as Worker).postMessage(reply);
};
