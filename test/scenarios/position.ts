/**
 * A scenario's text as the game it starts: the bundled pack, the engine the
 * scenario plays under and the state at its position (its leading dice
 * drawn), for tests that then play on or ask a bot.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { ColumbiaEngine, Ruleset } from '../../interpreter/columbia/index.ts';
import type { ColumbiaG } from '../../interpreter/columbia/state.ts';
import type { GameState } from '../../interpreter/core/index.ts';
import { compileScenario } from '../../interpreter/scenario/index.ts';
import { loadPackCached } from '../../interpreter/scenario/node.ts';
import { leadingScript, scenarioEngineFor, scenarioPosition, type Pack } from '../../interpreter/scenario/run.ts';

const loaded = await loadPackCached(join(fileURLToPath(new URL('../../', import.meta.url)), 'content/columbia'));
if (typeof loaded === 'string') throw new Error(loaded);
/** The bundled Columbia pack, loaded once. */
export const pack: Pack = loaded;
/** Its Ruleset, typed as Columbia's. */
export const rules = pack.rules as Ruleset;

/** The engine and the starting state of scenario `text` (throws with the diagnostics when it does not compile). */
export function scenarioStart(text: string, label = 'test.yaml'): { engine: ColumbiaEngine; state: GameState<ColumbiaG> } {
  const { scenario: s, diagnostics } = compileScenario(label, text, pack);
  if (s === null) throw new Error(diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`).join('; '));
  const engine = scenarioEngineFor(s, pack) as unknown as ColumbiaEngine;
  return { engine, state: scenarioPosition(s, engine as never, leadingScript(s, s.strict).script).state as GameState<ColumbiaG> };
}
