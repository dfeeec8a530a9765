/** A worker of test/reliability/games.ts: plays the checked games it is sent and posts one summary each. */
import { parentPort } from 'node:worker_threads';
import { playSpec, type GameSpec } from './games.ts';

const port = parentPort!;
port.on('message', (msg: { games: GameSpec[] } | { stop: true }) => {
  if ('stop' in msg) {
    port.close();
    return;
  }
  port.postMessage(msg.games.map((spec) => playSpec(spec)));
});
port.postMessage('ready');
