/**
 * A balance-panel simulation worker: loads the pack from the texts it is
 * sent with the same pure loader the CLI uses, compiles the pack's YAML
 * bots, then plays the batches of seeded games it is handed and posts their
 * records back. The browser twin of interpreter/sim/worker-main.ts.
 */
import { botNames, compileBots, type BotLibrary } from '../../../interpreter/sim/index.ts';
import { playGame, simTable, type SimTable } from '../../../interpreter/sim/index.ts';
import { loadGame, packPath } from '../play/rules.ts';
import { displayNames, seatsFor } from './balance-model.ts';
import type { BalanceReply, BalanceRequest } from './protocol.ts';

let table: SimTable | undefined;
let library: BotLibrary = {};
let maxDecisions = 20_000;
let pack = '';

function post(reply: BalanceReply): void {
  (self as unknown as Worker).postMessage(reply);
}

self.onmessage = (event: MessageEvent<BalanceRequest>) => {
  const msg = event.data;
  try {
    if (msg.type === 'init') {
      pack = msg.pack;
      maxDecisions = msg.maxDecisions;
      const texts = new Map(Object.entries(msg.files).map(([p, t]) => [packPath(pack, p), t]));
      const game = loadGame(texts, pack);
      if (!game.ok) {
        post({ type: 'refused', key: msg.key, errors: game.errors });
        return;
      }
      table = simTable(game.module, game.rules, game.effects, game.engine as SimTable['engine']);
      const compiled = compileBots(game.module, msg.botTexts, game.rules, (stem) => packPath(pack, `bots/${stem}.yaml`));
      library = compiled.library;
      const seats = seatsFor(game.module, game.rules, msg.players);
      post({
        type: 'ready',
        key: msg.key,
        game: game.module.id,
        seats,
        names: displayNames(game.module, game.rules, seats ?? []),
        bots: botNames(game.module, library),
        botProblems: compiled.diagnostics.filter((d) => d.severity === 'error'),
      });
      return;
    }
    if (!table) throw new Error('games were sent before the pack was loaded');
    const t = table;
    const replayCommand = (spec: { players: string[]; bots: Record<string, string>; seed: string }) =>
      `npx rulewright simulate --content content/${pack} --players ${spec.players.length} --bots ${spec.players.map((p) => spec.bots[p]).join(',')} --replay ${JSON.stringify(spec.seed)}`;
    const records = msg.games.map((spec) => playGame(t, spec, { maxDecisions, library, replayCommand }).record);
    post({ type: 'records', records });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
