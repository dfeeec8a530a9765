#!/usr/bin/env node
// The `rulewright` command. A thin JS shim so `npx rulewright` works without a
// build step: the code runs prebuilt (prebuilt.mjs: one bundle, made on first
// use and again whenever a source changes), or, when that cannot be made,
// through tsx's loader, which compiles the TypeScript sources on the fly.
import { pathToFileURL } from 'node:url';
import { prebuilt } from './prebuilt.mjs';

const built = await prebuilt();
// Stack traces name the sources when someone asks for them (the maps cost nothing until a stack is read).
if (built !== null && process.env['RULEWRIGHT_DEBUG']) process.setSourceMapsEnabled(true);
const entry = built !== null ? await import(pathToFileURL(built.cli).href) : await viaTsx();
// Before any game is played: V8's settings for playing (interpreter/core/v8-flags.ts says why).
entry.applyPlayV8Flags();
// The process around the command: exit status, signals, a reader that goes away (process.ts);
// `simulate` forks the prebuilt worker as it is.
await entry.runProcess(process.argv.slice(2), built === null ? {} : { workerEntry: built.worker });

async function viaTsx() {
  const { register } = await import('tsx/esm/api');
  register();
  return import('./entry.ts');
}
