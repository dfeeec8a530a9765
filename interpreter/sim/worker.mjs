// The simulator's worker process entry. Plain JS so it can be forked without a
// loader flag; tsx's loader (as interpreter/cli/rulewright.js does) compiles the
// TypeScript it imports.
import { register } from 'tsx/esm/api';
register();
await import('./worker-main.ts');
