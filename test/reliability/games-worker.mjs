// Worker thread entry for test/reliability/games.ts: plain JS so worker_threads can start it;
// tsx compiles the TypeScript it imports (as interpreter/sim/worker.mjs does).
import { register } from 'tsx/esm/api';
register();
await import('./games-worker.ts');
