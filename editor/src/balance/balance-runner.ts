/**
 * Runs a balance simulation on web workers (balance-workers.ts keeps them
 * between runs): every worker loads the pack from the texts it is given,
 * then takes batches of seeded games from a shared queue (so a slow batch
 * never leaves a worker idle) until every game is played or the run is
 * stopped. The main thread only hands out batches and files records, so the
 * editor stays responsive.
 */
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import type { GameSpec } from '../../../interpreter/sim/index.ts';
import { batchSize, RecordBook, runSpecs, workerCount, type BalanceSettings } from './balance-model.ts';
import type { BalanceReply, BalanceRequest } from './protocol.ts';
import type { BalanceWorkers, KeptWorker, WorkerLoad } from './balance-workers.ts';

export interface RunInput {
  pack: string;
  files: Record<string, string>;
  botTexts: Record<string, string>;
}

export type RunOutcome =
  | { kind: 'done' | 'stopped'; book: RecordBook; game: string; names: Record<string, string>; seats: string[]; botProblems: Diagnostic[]; wallMs: number; workers: number }
  | { kind: 'refused'; errors: Diagnostic[]; reason: string }
  | { kind: 'failed'; message: string };

export const MAX_DECISIONS = 20_000;

/** The YAML bot files a run seats: a worker compiles only those (compiling one costs it a schema's compile time). */
export function seatedBotTexts(botTexts: Readonly<Record<string, string>>, bots: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of bots) if (Object.hasOwn(botTexts, b)) out[b] = botTexts[b]!;
  return out;
}

/** What the workers of a run on `input` with `settings` are loaded with. */
export function workerLoad(input: RunInput, settings: Pick<BalanceSettings, 'players' | 'bots'>): WorkerLoad {
  return { pack: input.pack, files: input.files, botTexts: seatedBotTexts(input.botTexts, settings.bots), players: settings.players, maxDecisions: MAX_DECISIONS };
}

/** One simulation over one version of the pack. `stop()` ends it early; what was played so far is kept. */
export class BalanceRun {
  private stopped = false;
  /** Ends a running run with what it has; set while start() runs. */
  private finish: (() => void) | undefined;

  constructor(
    private readonly input: RunInput,
    private readonly settings: BalanceSettings,
    private readonly onProgress: (done: number, total: number) => void,
    private readonly pool: BalanceWorkers,
  ) {}

  stop(): void {
    this.stopped = true;
    this.finish?.();
  }

  start(): Promise<RunOutcome> {
    const s = this.settings;
    const count = workerCount(s.workers, s.games);
    const t0 = performance.now();
    return new Promise<RunOutcome>((resolve) => {
      let settled = false;
      let specs: GameSpec[] | undefined;
      let next = 0;
      let book: RecordBook | undefined;
      let names: Record<string, string> = {};
      let game = '';
      let seats: string[] = [];
      let botProblems: Diagnostic[] = [];
      const size = batchSize(s.games, count);
      const settle = (o: RunOutcome) => {
        if (settled) return;
        settled = true;
        // Finished workers are kept, warm, for the next run; any other end leaves them mid-batch or unusable.
        if (o.kind === 'done') this.pool.touch();
        else this.pool.end();
        resolve(o);
      };
      const played = (kind: 'done' | 'stopped'): RunOutcome => ({ kind, book: book ?? new RecordBook(s.games), game, names, seats, botProblems, wallMs: performance.now() - t0, workers: count });
      this.finish = () => settle(book ? played('stopped') : { kind: 'failed', message: 'stopped before the first game' });
      const handOut = (w: Worker) => {
        if (!specs || this.stopped || next >= specs.length) return;
        const games = specs.slice(next, next + size);
        next += games.length;
        const req: BalanceRequest = { type: 'games', games };
        w.postMessage(req);
      };
      let kept: KeptWorker[];
      try {
        kept = this.pool.prepare(workerLoad(this.input, s), count);
      } catch (error) {
        settle({ kind: 'failed', message: `a simulation worker could not start: ${error instanceof Error ? error.message : String(error)}` });
        return;
      }
      for (const { worker: w, loaded } of kept) {
        void loaded.then((reply) => {
          if (settled) return;
          if (reply.type === 'refused') return settle({ kind: 'refused', errors: reply.errors, reason: 'the pack has errors' });
          if (reply.type === 'failed') return settle({ kind: 'failed', message: reply.message });
          if (!specs) {
            if (!reply.seats) return settle({ kind: 'refused', errors: [], reason: `the pack's game is not for ${s.players} players` });
            const missing = s.bots.find((b) => !reply.bots.includes(b));
            if (missing !== undefined) return settle({ kind: 'refused', errors: reply.botProblems, reason: `the bot "${missing}" cannot play (bots: ${reply.bots.join(', ')})` });
            seats = reply.seats;
            names = reply.names;
            game = reply.game;
            botProblems = reply.botProblems;
            specs = runSpecs(s, seats);
            book = new RecordBook(specs.length);
            this.onProgress(0, specs.length);
          }
          w.onerror = (e: ErrorEvent) => settle({ kind: 'failed', message: e.message || 'a simulation worker failed' });
          w.onmessage = (event: MessageEvent<BalanceReply>) => {
            const r = event.data;
            if (settled) return;
            if (r.type === 'failed') return settle({ kind: 'failed', message: r.message });
            if (r.type !== 'records') return;
            book!.add(r.records);
            this.onProgress(book!.done, book!.total);
            if (book!.done >= book!.total) return settle(played('done'));
            handOut(w);
          };
          // Two batches each: a worker starts its next batch the moment it posts one, never waiting on this thread.
          handOut(w);
          handOut(w);
        });
      }
    });
  }
}
