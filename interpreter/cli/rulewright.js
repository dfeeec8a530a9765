#!/usr/bin/env node
// The `rulewright` command. A thin JS shim so `npx rulewright` works without a
// build step: tsx's loader compiles the TypeScript sources on the fly.
import { register } from 'tsx/esm/api';
register();
// Before any game is played: V8's settings for playing (interpreter/core/v8-flags.ts says why).
const { applyPlayV8Flags } = await import('../core/node.ts');
applyPlayV8Flags();
// The process around the command: exit status, signals, a reader that goes away (process.ts).
const { runProcess } = await import('./process.ts');
await runProcess(process.argv.slice(2));
