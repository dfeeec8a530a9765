/**
 * A simulator worker: builds the Columbia engine from the Ruleset and effect
 * ASTs the main thread loaded (no YAML work here), compiles the YAML bots,
 * then plays the games it is sent, one batch at a time, and posts each
 * batch's records back. Node only (worker_threads).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createColumbiaEngine } from '../columbia/index.ts';
import type { PackEffects } from '../content/effects.ts';
import type { Ruleset } from '../content/types.ts';
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

const init = workerData as Init;
const engine = createColumbiaEngine(init.rules, { effects: init.effects });
const { library } = compileBots(init.botTexts, init.rules, (s) => `bots/${s}.yaml`);
const port = parentPort!;
const hits: Record<string, number> = {};

const replayCommand = replayCommandFor(init.replayPrefix);

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'stop') {
    const reply: WorkerReply = { type: 'done', hits, failures: conditionFailures(library, engine) };
    port.postMessage(reply);
    port.close();
    return;
  }
  const records = msg.games.map((spec) => playGame(engine, spec, { collect: init.collect, maxDecisions: init.maxDecisions, replayCommand, library, hits }).record);
  const reply: WorkerReply = { type: 'records', records };
  port.postMessage(reply);
});

const ready: WorkerReply = { type: 'ready', warmUpGames: warmUp(engine, init.warmUpMs, init.players) };
port.postMessage(ready);
