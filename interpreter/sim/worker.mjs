// The simulator's worker thread entry. Plain JS so worker_threads can start it;
// tsx's loader (as interpreter/cli/rulewright.js does) compiles the TypeScript it imports.
import { register } from 'tsx/esm/api';
register();
await import('./worker-main.ts');
