/**
 * Scenarios written inline in a test file, run on the shipped Columbia pack
 * as `rulewright scenario` runs a file: a YAML text in, its result out (a
 * text that does not compile fails with its diagnostics, as a file would).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileScenario, runScenario, type ScenarioResult } from '../../interpreter/scenario/index.ts';
import { loadPackCached } from '../../interpreter/scenario/node.ts';
import type { Pack } from '../../interpreter/scenario/run.ts';

export const COLUMBIA_PACK_DIR = join(fileURLToPath(new URL('../../', import.meta.url)), 'content/columbia');

/** The shipped Columbia pack, loaded once per worker. */
export async function columbiaPack(): Promise<Pack> {
  const pack = (await loadPackCached(COLUMBIA_PACK_DIR)) as Pack | string;
  if (typeof pack === 'string') throw new Error(pack);
  return pack;
}

/** A scenario's text run on `pack`, as the file `name` would be. */
export function runInline(pack: Pack, text: string, name = 'test.yaml'): ScenarioResult {
  const { scenario, diagnostics } = compileScenario(name, text, pack);
  if (scenario === null) return { file: name, name, rule: '', status: 'failed', pending: null, passesAnyway: false, failure: null, diagnostics, log: [], decisions: 0 };
  return runScenario(scenario, pack);
}

/** Blue's common at Hall of Heroes, red's at Battleship Bay: blue's move step. */
export const DUEL = `name: duel
rule: test
setup: { players: 2, emptyBoard: true }
leaders: { blue: Zachary Hale Comstock, red: Chen Lin }
victoryCards: { inPlay: [] }
board:
  Hall of Heroes: { blue: [common] }
  Garden of New Eden: { blue: [stronghold] }
  Battleship Bay: { red: [common] }
  Fink MFG: { red: [stronghold] }
hands: { blue: [], red: [] }
start: { phase: player-turns, player: blue, step: move }
`;
