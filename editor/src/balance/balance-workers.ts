/**
 * The balance panel's simulation workers, kept between runs. A worker that
 * has loaded a version of the pack keeps it, and keeps what its JavaScript
 * engine compiled while playing: a run on the same texts starts playing at
 * once, and plays at full speed from its first game instead of paying the
 * engine's warm-up again (a fresh worker's first few hundred games run at
 * half speed). The panel prepares them when it is shown, so loading the pack
 * happens while the designer reads the settings, not after Run.
 *
 * Workers idle for IDLE_MS are ended (each holds a loaded pack and its
 * compiled code); a stopped run ends its workers at once (they may be in
 * the middle of a batch).
 */
import { fingerprint } from '../play/rules.ts';
import type { BalanceInit, BalanceReply } from './protocol.ts';
import BalanceWorker from './balance.worker.ts?worker';

/** What a worker is loaded with: the pack's files, the bots it may seat, the player count. */
export interface WorkerLoad {
  pack: string;
  files: Record<string, string>;
  botTexts: Record<string, string>;
  players: number;
  maxDecisions: number;
}

/** A worker's answer to its load: ready (seats, names, bots), refused (the pack's errors) or failed. */
export type LoadReply = Extract<BalanceReply, { type: 'ready' | 'refused' | 'failed' }>;

/** A kept worker: its load, and its answer to it once given. */
export interface KeptWorker {
  worker: Worker;
  key: string;
  loaded: Promise<LoadReply>;
}

/** How long a worker nobody uses is kept (the designer edits, reads, runs again). */
export const IDLE_MS = 5 * 60_000;

function keyOf(load: WorkerLoad): string {
  return JSON.stringify([load.pack, fingerprint(load.files), fingerprint(load.botTexts), load.players, load.maxDecisions]);
}

export class BalanceWorkers {
  private kept: KeptWorker[] = [];
  private idle: ReturnType<typeof setTimeout> | undefined;

  /** Runs in the page use `new Worker`; tests may give another way to make one. */
  constructor(private readonly make: () => Worker = () => new BalanceWorker()) {}

  /**
   * `count` workers loaded with `load`: the kept ones already loaded with it
   * as they are, the others sent it (made first when fewer are kept). May throw
   * when a worker cannot be made.
   */
  prepare(load: WorkerLoad, count: number): KeptWorker[] {
    this.touch();
    const key = keyOf(load);
    while (this.kept.length > count) this.kept.pop()!.worker.terminate();
    while (this.kept.length < count) this.kept.push(this.loadNew(this.make(), key, load));
    this.kept = this.kept.map((k) => (k.key === key ? k : this.loadNew(k.worker, key, load)));
    return this.kept.slice();
  }

  /** Ends every worker (a stopped or failed run; the panel going away). */
  end(): void {
    for (const k of this.kept) k.worker.terminate();
    this.kept = [];
    if (this.idle !== undefined) clearTimeout(this.idle);
    this.idle = undefined;
  }

  /** Keeps the workers another IDLE_MS from now. */
  touch(): void {
    if (this.idle !== undefined) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.end(), IDLE_MS);
  }

  private loadNew(worker: Worker, key: string, load: WorkerLoad): KeptWorker {
    const loaded = new Promise<LoadReply>((resolve) => {
      worker.onerror = (e: ErrorEvent) => resolve({ type: 'failed', message: e.message || 'a simulation worker failed' });
      worker.onmessage = (event: MessageEvent<BalanceReply>) => {
        const r = event.data;
        if (r.type === 'failed' || ((r.type === 'ready' || r.type === 'refused') && r.key === key)) resolve(r);
      };
    });
    const init: BalanceInit = { type: 'init', key, ...load };
    worker.postMessage(init);
    return { worker, key, loaded };
  }
}
