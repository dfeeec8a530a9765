import type { ActiveEffect } from './types.ts';

/** What a game registers so the runtime can give effect-language leaves their meaning. Provisional until dsl/ast.ts lands. */
export interface EffectHandlers<G = unknown, R = unknown> {
  /** A label for a trigger in the "which resolves first?" decision. */
  describe?(effect: ActiveEffect): string;
  /** Phantom use of the type parameters until the full shape lands. */
  _types?: [G, R];
}
