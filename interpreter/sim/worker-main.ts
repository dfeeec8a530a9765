/**
 * A simulator worker: builds the Columbia engine from the Ruleset and effect
 * ASTs the main process loaded (no YAML work here), compiles the YAML bots,
 * then plays the games it is sent, one batch at a time, and sends each
 * batch's records back. It runs as a child process (pool.ts says why not a
 * thread): its first message is its `Init`. Node only.
 */
import { createColumbiaEngine } from '../columbia/index.ts';
import type { PackEffects } from '../content/index.ts';
import type { Ruleset } from '../columbia/index.ts';
import { compileBots } from './bots/library.ts';
import { conditionFailures } from './bots/yaml-bot.ts';
import { playGame, replayCommandFor, warmUp } from './play.ts';
import type { WorkerRequest, WorkerReply } from './protocol.ts';

interface Init {
  rules: Ruleset;
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

const send = (reply: WorkerReply): void => {
  process.send!(reply);
};

function serve(init: Init): void {
  const engine = createColumbiaEngine(init.rules, { effects: init.effects });
  const { library } = compileBots(init.botTexts, init.rules, (s) => `bots/${s}.yaml`);
  const hits: Record<string, number> = {};
  const replayCommand = replayCommandFor(init.replayPrefix);
  process.removeAllListeners('message');
  process.on('message', (msg: WorkerRequest) => {
    if (msg.type === 'stop') {
      const { heapUsed, rss } = process.memoryUsage();
      send({ type: 'done', hits, failures: conditionFailures(library, engine), memory: { heapUsed, rss } });
      process.disconnect();
      return;
    }
    if (msg.type !== 'games') return;
    const records = msg.games.map((spec) => playGame(engine, spec, { collect: init.collect, maxDecisions: init.maxDecisions, replayCommand, library, hits }).record);
    send({ type: 'records', records });
  });
  send({ type: 'ready', warmUpGames: warmUp(engine, init.warmUpMs, init.players, init.collect) });
}

process.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'init') serve(msg.init as Init);
});
// Messages sent before a listener exists would be lost: the pool sends `init` only once it hears this.
send({ type: 'alive' });
