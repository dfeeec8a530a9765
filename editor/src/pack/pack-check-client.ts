/**
 * Talks to the pack-check worker: sends the files once and then only what
 * changed; every report the worker sends says which files it covers, and
 * their problems replace what was said about them before (`onReport`).
 */
import type { PackCheckReply, PackCheckRequest } from './pack-check.worker.ts';
import type { PackSummary, StageReport } from './pack-checker.ts';
import PackCheckWorker from './pack-check.worker.ts?worker';

export interface PackCheckListener {
  report(report: StageReport, packs: PackSummary[], busy: boolean): void;
  failed(error: Error): void;
}

export class PackCheckClient {
  private worker = new PackCheckWorker();
  /** The texts the worker has, to send only what changed. */
  private sent = new Map<string, string>();

  constructor(listener: PackCheckListener) {
    this.worker.onmessage = (event: MessageEvent<PackCheckReply>) => {
      const reply = event.data;
      if (reply.kind === 'report') listener.report(reply.report, reply.packs, reply.busy);
      else listener.failed(new Error(reply.error));
    };
    // A worker that fails to load or crashes must say so, not leave the problems silently stale.
    this.worker.onerror = (event: ErrorEvent) => listener.failed(new Error(event.message || 'the pack check worker failed'));
  }

  /** Every file (the first load); `focus`: the file the designer is at, whose pack is checked first. */
  setFiles(texts: ReadonlyMap<string, string>, folderName: string, focus?: string): void {
    this.sent = new Map(texts);
    this.post({ kind: 'files', texts: [...texts], folderName, ...(focus !== undefined ? { focus } : {}) });
  }

  /** The worker catches up with `texts`: changed and new files are sent, missing ones dropped. */
  update(texts: ReadonlyMap<string, string>): void {
    const changes: [string, string | null][] = [];
    for (const [path, text] of texts) if (this.sent.get(path) !== text) changes.push([path, text]);
    for (const path of this.sent.keys()) if (!texts.has(path)) changes.push([path, null]);
    if (changes.length === 0) return;
    this.sent = new Map(texts);
    this.post({ kind: 'edit', changes });
  }

  private post(request: PackCheckRequest): void {
    this.worker.postMessage(request);
  }

  dispose(): void {
    this.worker.terminate();
  }
}
