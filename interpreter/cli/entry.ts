/**
 * What the `rulewright` command runs (rulewright.js loads it, prebuilt or
 * through tsx): V8's settings for playing, and the process around the command.
 */
export { applyPlayV8Flags } from '../core/node.ts';
export { runProcess } from './process.ts';
