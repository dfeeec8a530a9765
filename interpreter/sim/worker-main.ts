/**
 * A simulator worker: builds the pack's game's engine (its module, from the
 * registry) from the Ruleset and effect ASTs the main process loaded (no
 * YAML work here), compiles the pack's bot files,
 * then plays the games it is sent, one batch at a time, and sends each
 * batch's records back. It runs as a child process (pool.ts says why not a
 * thread): its first message is its `Init`. After a run's `stop` it waits
 * for the next run's `Init` (its code already compiled by V8); its pool
 * ends it. Node only.
 */
import type { PackEffects } from '../content/index.ts';
import { gameModule } from '../games/index.ts';
import { compileBots, conditionFailures } from './bots/index.ts';
import { playGame, replayCommandFor, simTable, warmUp } from './play.ts';
import type { WorkerRequest, WorkerReply } from './protocol.ts';

interface Init {
  /** The pack's game (module id). */
  game: string;
  rules: unknown;
  effects: PackEffects | null;
  botTexts: Record<string, string>;
  collect: boolean;
  maxDecisions: number;
  /** Command prefix for error replays (`npx rulewright simulate --content DIR --players 2`). */
  replayPrefix: string;
  /** The seats, for the warm-up games. */
  players: string[];
  /** Play unrecorded games for this long before saying ready (benchmarks: the JIT compiles the rules code first). */
  warmUpMs: number;
}

// When this worker's code was loaded (its imports are evaluated before this line): its start report's first phase.
const loadedAt = performance.now();

const send = (reply: WorkerReply): void => {
  // The pool has gone (its process ended, however it ended): nothing is waiting for this reply; go quietly.
  if (!process.connected) process.exit(0);
  process.send!(reply);
};

// The channel closes when the pool's process ends, even by SIGKILL: a worker never outlives its run.
process.once('disconnect', () => process.exit(0));

function serve(init: Init, initAt: number): void {
  const module = gameModule(init.game);
  if (module === undefined) throw new Error(`no game "${init.game}"`);
  const table = simTable(module, init.rules, init.effects);
  const { library } = compileBots(module, init.botTexts, init.rules, (s) => `bots/${s}.yaml`);
  const hits: Record<string, number> = {};
  const replayCommand = replayCommandFor(init.replayPrefix);
  process.removeAllListeners('message');
  process.on('message', (msg: WorkerRequest) => {
    if (msg.type === 'stop') {
      const { heapUsed, rss } = process.memoryUsage();
      send({ type: 'done', hits, failures: conditionFailures(library, table.engine), memory: { heapUsed, rss } });
      // The run is over; this process (its JIT warm) may be given the next run's pack. Its pool ends it.
      awaitInit();
      return;
    }
    if (msg.type !== 'games') return;
    const records = msg.games.map((spec) => playGame(table, spec, { collect: init.collect, maxDecisions: init.maxDecisions, replayCommand, library, hits }).record);
    send({ type: 'records', records });
  });
  const warmUpGames = warmUp(table, init.warmUpMs, init.players, init.collect);
  const cpu = process.cpuUsage();
  const start = { origin: performance.timeOrigin, loaded: loadedAt, init: initAt, ready: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000 };
  send({ type: 'ready', warmUpGames, start });
}

/** Listens for a run's pack: the first run's, or the next one's once a run is over. */
function awaitInit(): void {
  process.removeAllListeners('message');
  process.on('message', (msg: WorkerRequest) => {
    if (msg.type === 'init') serve(msg.init as Init, performance.now());
  });
}

awaitInit();
// Messages sent before a listener exists would be lost: the pool sends `init` only once it hears this.
send({ type: 'alive' });
