/**
 * The games layer's public face: which games there are, and a pack loaded
 * as its game. Node-only helpers (reading a pack folder) are in `./node.ts`.
 */
export { GAMES, FALLBACK_GAME, GAME_CATALOGUE, gameIds, gameModule, loadGamePack, moduleOf, registryFor, type AnyGameModule } from './registry.ts';
export { engineFor } from '../game/index.ts';
export type { GameModule, GameOutcome } from '../game/index.ts';
