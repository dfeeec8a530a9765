/**
 * Talks to the pack-check worker: sends the files once and then only what
 * changed; every report the worker sends says which files it covers, and
 * their problems replace what was said about them before (`onReport`).
 */
import type { CheckRole, PackCheckReply, PackCheckRequest } from './pack-check.worker.ts';
import type { PackSummary, StageReport } from './pack-checker.ts';
import PackCheckWorker from './pack-check.worker.ts?worker';
import { holds, packLayout, partOf } from '../workspace/packs.ts';

/** The longest a rules edit waits for the rules worker's answer before the scenario worker gets it anyway (ms). */
const SCENARIO_HOLD_MS = 400;

export interface PackCheckListener {
  report(report: StageReport, packs: PackSummary[], busy: boolean): void;
  failed(error: Error): void;
}

/**
 * Two workers: one checks the rules and answers keystrokes; the other
 * compiles and runs the scenarios (a run can take longer than a keystroke
 * may wait). Both get every change; the packs each reports are merged: the
 * rules worker's, with the scenario worker's scenario counts.
 *
 * The page makes it first thing (main.ts), before Monaco loads: the rules
 * worker loads and checks while the editor is still coming. What it says
 * before the app listens is kept and told, in order, to `listen`.
 */
export class PackCheckClient {
  /**
   * The scenario worker starts once the rules worker has reported first and the app listens: the
   * first problems and the editor's own start do not share the machine with it.
   */
  private workers: Partial<Record<CheckRole, Worker>> = {};
  /** The texts the workers have, to send only what changed. */
  private sent = new Map<string, string>();
  private folderName = 'content';
  private focus: string | undefined;
  private listener: PackCheckListener | undefined;
  /** What the workers said before anyone listened. */
  private held: ({ report: StageReport; packs: PackSummary[]; busy: boolean } | { error: Error })[] = [];
  private rulesReported = false;
  private packs: Record<CheckRole, PackSummary[]> = {
    rules: [],
    scenarios: [],
  };
  private busy: Record<CheckRole, boolean> = { rules: true, scenarios: true };

  constructor(listener?: PackCheckListener) {
    this.listener = listener;
    this.start('rules');
  }

  /** From now on reports go to `listener`; those that came before are told first, in order. */
  listen(listener: PackCheckListener): void {
    this.listener = listener;
    const held = this.held;
    this.held = [];
    for (const h of held) if ('error' in h) listener.failed(h.error);
    else listener.report(h.report, h.packs, h.busy);
    this.startScenarios();
  }

  private tell(said: { report: StageReport; packs: PackSummary[]; busy: boolean } | { error: Error }): void {
    const listener = this.listener;
    if (listener === undefined) this.held.push(said);
    else if ('error' in said) listener.failed(said.error);
    else listener.report(said.report, said.packs, said.busy);
  }

  private startScenarios(): void {
    if (this.rulesReported && this.listener !== undefined && this.workers.scenarios === undefined) {
      this.send(this.start('scenarios'), 'scenarios');
      // It starts from every text as it is now: nothing held is news to it.
      this.heldForScenarios = new Map();
    }
  }

  private start(role: CheckRole): Worker {
    const worker = new PackCheckWorker();
    this.workers[role] = worker;
    worker.onmessage = (event: MessageEvent<PackCheckReply>) => {
      const reply = event.data;
      if (reply.kind !== 'report') {
        this.tell({ error: new Error(reply.error) });
        return;
      }
      this.packs[role] = reply.packs;
      this.busy[role] = reply.busy;
      this.tell({ report: reply.report, packs: this.merged(), busy: this.busy.rules || this.busy.scenarios });
      if (role === 'rules') {
        this.rulesReported = true;
        this.startScenarios();
        this.releaseToScenarios();
      }
    };
    // A worker that fails to load or crashes must say so, not leave the problems silently stale.
    worker.onerror = (event: ErrorEvent) => this.tell({ error: new Error(event.message || `the pack check worker (${role}) failed`) });
    return worker;
  }

  /** Whether the files were given (`setFiles`): the page start gives them as soon as they come. */
  get hasFiles(): boolean {
    return this.sent.size > 0;
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
    const layout = packLayout(texts.keys(), this.folderName);
    const rulesEdit = changes.some(([path]) => layout.packs.some((pack) => holds(pack, path) && partOf(pack, path) === 'rules'));
    this.sent = new Map(texts);
    this.workers.rules?.postMessage({ kind: 'edit', changes } satisfies PackCheckRequest);
    // A rules edit reaches the scenario worker once the rules worker has answered it: the keystroke's marker does not
    // share the machine with every scenario compiling again (the fallback timer covers an edit the rules worker skips).
    for (const [path, text] of changes) this.heldForScenarios.set(path, text);
    if (this.holdTimer !== undefined) clearTimeout(this.holdTimer);
    this.holdTimer = rulesEdit ? setTimeout(() => this.releaseToScenarios(), SCENARIO_HOLD_MS) : undefined;
    if (!rulesEdit) this.releaseToScenarios();
  }

  /** Edits the scenario worker has not been sent yet (path -> text, null: gone), and the timer that sends them at the latest. */
  private heldForScenarios = new Map<string, string | null>();
  private holdTimer: ReturnType<typeof setTimeout> | undefined;

  private releaseToScenarios(): void {
    if (this.holdTimer !== undefined) clearTimeout(this.holdTimer);
    this.holdTimer = undefined;
    if (this.heldForScenarios.size === 0) return;
    const changes = [...this.heldForScenarios];
    this.heldForScenarios = new Map();
    this.workers.scenarios?.postMessage({ kind: 'edit', changes } satisfies PackCheckRequest);
  }

  dispose(): void {
    if (this.holdTimer !== undefined) clearTimeout(this.holdTimer);
    for (const worker of Object.values(this.workers)) worker?.terminate();
  }
}
