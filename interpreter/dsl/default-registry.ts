/**
 * The registry used when a caller passes none: the core vocabulary plus the
 * vocabulary of the game rulewright ships with. This file is the one place
 * that wires a game into the language; the language itself (lexer, grammar,
 * checker, `vocabulary/core.ts`) names no game.
 */
import { createRegistry, type Registry } from './registry.ts';
import { coreVocabulary } from './vocabulary/core.ts';
import { columbiaVocabulary } from './vocabulary/columbia.ts';

let standard: Registry | undefined;

/** Core + Siege of Columbia, built once. */
export function defaultRegistry(): Registry {
  standard ??= createRegistry(coreVocabulary, columbiaVocabulary);
  return standard;
}

/** The game-agnostic core alone (for tests and for other games to extend). */
export function coreRegistry(): Registry {
  return createRegistry(coreVocabulary);
}
