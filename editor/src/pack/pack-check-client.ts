/**
 * Talks to the pack-check worker: send the current texts, get the
 * diagnostics back. Only the newest answer counts; older runs that finish
 * late are dropped so the markers never go back in time.
 */
import type { PackCheck } from './pack-checker.ts';
import type { PackCheckReply, PackCheckRequest } from './pack-check.worker.ts';
import PackCheckWorker from './pack-check.worker.ts?worker';

export class PackCheckClient {
  private worker = new PackCheckWorker();
  private nextId = 1;
  private latest = 0;
  private waiting = new Map<number, { resolve: (c: PackCheck | undefined) => void; reject: (e: Error) => void }>();

  constructor() {
    this.worker.onmessage = (event: MessageEvent<PackCheckReply>) => {
      const reply = event.data;
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (!waiter) return;
      if (!reply.ok) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.id === this.latest ? reply.check : undefined);
    };
    // A worker that fails to load or crashes must not leave the editor waiting forever.
    this.worker.onerror = (event: ErrorEvent) => {
      const error = new Error(event.message || 'the pack check worker failed');
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
  }

  /** Resolves undefined when a newer check was asked for meanwhile. */
  check(texts: ReadonlyMap<string, string>): Promise<PackCheck | undefined> {
    const id = this.nextId++;
    this.latest = id;
    const request: PackCheckRequest = { id, texts: [...texts] };
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage(request);
    });
  }

  dispose(): void {
    this.worker.terminate();
  }
}
