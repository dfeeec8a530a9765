/**
 * The simulator's Node face for other layers (the CLI): reading and compiling
 * a pack's YAML bots from disk.
 */
export { compileBots, loadBots, readBotFiles } from './bots/node.ts';
