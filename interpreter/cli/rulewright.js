#!/usr/bin/env node
// The `rulewright` command. A thin JS shim so `npx rulewright` works without a
// build step: tsx's loader compiles the TypeScript sources on the fly.
import { register } from 'tsx/esm/api';
register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
