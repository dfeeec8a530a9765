/**
 * Talks to the pack-check worker: sends the files once and then only what
 * changed; every report the worker sends says which files it covers, and
 * their problems replace what was said about them before (`onReport`).
 */
import type { CheckRole, PackCheckReply, PackCheckRequest } from './pack-check.worker.ts';
import type { PackSummary, StageReport } from './pack-checker.ts';
import PackCheckWorker from './pack-check.worker.ts?worker';

export interface PackCheckListener {
  report(report: StageReport, packs: PackSummary[], busy: boolean): void;
  failed(error: Error): void;
}

/**
 * Two workers: one checks the rules and answers keystrokes; the other
 * compiles and runs the scenarios (a run can take longer than a keystroke
 * may wait). Both get every change; the packs each reports are merged: the
 * rules worker's, with the scenario worker's scenario counts.
 */
export class PackCheckClient {
  /** The scenario worker starts once the rules worker has reported first: the first problems do not share the machine with it. */
  private workers: Partial<Record<CheckRole, Worker>> = {};
  /** The texts the workers have, to send only what changed. */
  private sent = new Map<string, string>();
  private folderName = 'content';
  private focus: string | undefined;
  private readonly listener: PackCheckListener;
  private packs: Record<CheckRole, PackSummary[]> = {
    rules: [],
    scenarios: [],
  };
  private busy: Record<CheckRole, boolean> = { rules: true, scenarios: true };

  constructor(listener: PackCheckListener) {
    this.listener = listener;
    this.start('rules');
  }

  private start(role: CheckRole): Worker {
    const listener = this.listener;
    const worker = new PackCheckWorker();
    this.workers[role] = worker;
    worker.onmessage = (event: MessageEvent<PackCheckReply>) => {
      const reply = event.data;
      if (reply.kind !== 'report') {
        listener.failed(new Error(reply.error));
        return;
      }
      this.packs[role] = reply.packs;
      this.busy[role] = reply.busy;
      listener.report(reply.report, this.merged(), this.busy.rules || this.busy.scenarios);
      if (role === 'rules' && this.workers.scenarios === undefined) this.send(this.start('scenarios'), 'scenarios');
    };
    // A worker that fails to load or crashes must say so, not leave the problems silently stale.
    worker.onerror = (event: ErrorEvent) => listener.failed(new Error(event.message || `the pack check worker (${role}) failed`));
    return worker;
  }

  /** Gives a worker every file as the client has them now. */
  private send(worker: Worker, role: CheckRole): void {
    const focus = this.focus;
    worker.postMessage({
      kind: 'files',
      texts: [...this.sent],
      folderName: this.folderName,
      role,
      ...(focus !== undefined ? { focus } : {}),
    } satisfies PackCheckRequest);
  }

  private merged(): PackSummary[] {
    const runs = new Map(this.packs.scenarios.map((p) => [p.root, p.scenarios]));
    return this.packs.rules.map((p) => ({
      ...p,
      scenarios: runs.get(p.root) ?? p.scenarios,
    }));
  }

  /** Every file (the first load); `focus`: the file the designer is at, whose pack is checked first. */
  setFiles(texts: ReadonlyMap<string, string>, folderName: string, focus?: string): void {
    this.sent = new Map(texts);
    this.folderName = folderName;
    this.focus = focus;
    for (const role of ['rules', 'scenarios'] as const) {
      const worker = this.workers[role];
      if (worker) this.send(worker, role);
    }
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
    for (const worker of Object.values(this.workers)) worker?.postMessage(request);
  }

  dispose(): void {
    for (const worker of Object.values(this.workers)) worker?.terminate();
  }
}
