/**
 * The Columbia rules module (interpreter/columbia/game.ts) loads its effect
 * vocabulary `./effects/index.ts` with a dynamic import hidden from bundlers,
 * so it runs whether or not that file exists yet. In a Vite bundle that
 * import is a fetch of a file that was never bundled: a 404 in the console
 * (and no effects) when the editor runs the game in the browser.
 *
 * This plugin turns that one call into what it would find: the real module,
 * imported so Vite bundles it, when the file exists; `null` (effects inert)
 * when it does not. When game.ts imports effects statically the pattern is
 * gone and the plugin does nothing.
 */
import { existsSync } from 'node:fs';
import * as nodePath from 'node:path';
import type { Plugin } from 'vite';

const GAME_FILE = '/interpreter/columbia/game.ts';
/** `await loadPart<ColumbiaEffectsPart>(EFFECTS_FILE)`, with or without the type argument. */
const HIDDEN_IMPORT = /await loadPart(?:<[^>()]*>)?\(EFFECTS_FILE\)/;

export function columbiaEffectsPlugin(): Plugin {
  return {
    name: 'rulewright-columbia-effects',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!.replace(/\\/g, '/');
      if (!file.endsWith(GAME_FILE) || !HIDDEN_IMPORT.test(code)) return null;
      const present = existsSync(nodePath.join(nodePath.dirname(file), 'effects/index.ts'));
      const replacement = present ? `(await import('./effects/index.ts'))` : 'null';
      return { code: code.replace(HIDDEN_IMPORT, replacement), map: null };
    },
  };
}
