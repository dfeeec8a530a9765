/**
 * A balance-panel simulation worker: loads the pack from the texts it is
 * sent with the same pure loader the CLI uses, compiles the pack's YAML
 * bots, then plays the batches of seeded games it is handed and posts their
 * records back. The browser twin of interpreter/sim/worker-main.ts.
 */
import type { ColumbiaEngine } from '../../../interpreter/columbia/index.ts';
import { botNames, type BotLibrary } from '../../../interpreter/sim/bots/index.ts';
import { compileBots } from '../../../interpreter/sim/bots/library.ts';
import { playGame } from '../../../interpreter/sim/play.ts';
import { loadGame } from '../play/rules.ts';
import { displayNames, seatsFor } from './balance-model.ts';
import type { BalanceReply, BalanceRequest } from './protocol.ts';

let engine: ColumbiaEngine | undefined;
let library: BotLibrary = {};
let maxDecisions = 20_000;
let pack = 'columbia';

function post(reply: BalanceReply): void {
  (self as unknown as Worker).postMessage(reply);
}

self.onmessage = (event: MessageEvent<BalanceRequest>) => {
  const msg = event.data;
  try {
    if (msg.type === 'init') {
      pack = msg.pack;
      maxDecisions = msg.maxDecisions;
      const texts = new Map(Object.entries(msg.files).map(([p, t]) => [`${pack}/${p}`, t]));
      const game = loadGame(texts, pack);
      if (!game.ok) {
        post({ type: 'refused', errors: game.errors });
        return;
      }
      engine = game.engine;
      const compiled = compileBots(msg.botTexts, game.rules, (stem) => `${pack}/bots/${stem}.yaml`);
      library = compiled.library;
      post({
        type: 'ready',
        seats: seatsFor(game.rules, msg.players),
        names: displayNames(game.rules),
        bots: botNames(library),
        botProblems: compiled.diagnostics.filter((d) => d.severity === 'error'),
      });
      return;
    }
    if (!engine) throw new Error('games were sent before the pack was loaded');
    const e = engine;
    const replayCommand = (spec: { players: string[]; bots: Record<string, string>; seed: string }) =>
      `npx rulewright simulate --content content/${pack} --players ${spec.players.length} --bots ${spec.players.map((p) => spec.bots[p]).join(',')} --replay ${JSON.stringify(spec.seed)}`;
    const records = msg.games.map((spec) => playGame(e, spec, { maxDecisions, library, replayCommand }).record);
    post({ type: 'records', records });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
