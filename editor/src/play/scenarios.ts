/**
 * Scenarios in the editor, over the pure scenario layer
 * (interpreter/scenario): which files are scenarios, running one (pass or
 * the first failing expectation), and starting test-play from one: its
 * position, then its script's answers played as choices so the designer can
 * step through them and play on.
 */
import { stringify } from 'yaml';
import type { Diagnostic } from '../../../interpreter/diagnostics/index.ts';
import { compileScenario, invalidResult, runScenario, leadingScript, scenarioEngineFor, scenarioOpening, walkScript, type CompiledScenario, type ScenarioPack, type ScenarioResult } from '../../../interpreter/scenario/index.ts';
import type { Opening } from '../../../interpreter/core/index.ts';
import { packPath, type PlayableGame } from './rules.ts';
import type { PlaySession, GameSource } from './session.ts';

export type { ScenarioResult };

/**
 * Scenario files of a pack: every `.yaml` under `<pack>/scenarios/`, in
 * sub-folders at any depth, by path, as `rulewright scenario` finds them (not
 * the golden records in `scenarios/golden/`).
 */
export function scenarioPaths(paths: Iterable<string>, pack: string): string[] {
  const prefix = packPath(pack, 'scenarios/');
  return [...paths].filter((p) => p.startsWith(prefix) && !p.startsWith(`${prefix}golden/`) && /\.ya?ml$/.test(p)).sort();
}

/** The scenario's own name, from its `name:` line, for lists (falls back to the file name). */
export function scenarioTitle(path: string, text: string): string {
  const m = /^name:\s*(.+)$/m.exec(text);
  const raw = m?.[1]?.trim() ?? '';
  const unquoted = raw.replace(/^(['"])(.*)\1$/, '$2');
  return unquoted || (path.split('/').pop() ?? path).replace(/\.ya?ml$/, '');
}

/** Compiles and runs one scenario; a file with problems comes back failed, with its diagnostics. */
export function runScenarioText(path: string, text: string, game: PlayableGame): ScenarioResult {
  let compiled;
  try {
    compiled = compileScenario(path, text, game.pack);
  } catch (error) {
    return invalidResult(path, [internal(path, error)]);
  }
  if (!compiled.scenario) return invalidResult(path, compiled.diagnostics);
  try {
    return runScenario(compiled.scenario, game.pack);
  } catch (error) {
    return invalidResult(path, [internal(path, error)], compiled.scenario.name);
  }
}

function internal(path: string, error: unknown): Diagnostic {
  return {
    file: path,
    line: 1,
    col: 1,
    end: { line: 1, col: 1 },
    severity: 'error',
    code: 'RW-INTERNAL',
    message: `the scenario runner failed: ${error instanceof Error ? error.message : String(error)}`,
  };
}

/** A compiled scenario, or the reason it cannot be played. */
export function compileForPlay(path: string, text: string, pack: ScenarioPack): { ok: true; scenario: CompiledScenario } | { ok: false; reason: string; diagnostics: Diagnostic[] } {
  const compiled = compileScenario(path, text, pack);
  if (!compiled.scenario) {
    const first = compiled.diagnostics[0];
    return { ok: false, reason: first ? `${first.file}:${first.line}: ${first.message}` : 'the scenario has errors', diagnostics: compiled.diagnostics };
  }
  return { ok: true, scenario: compiled.scenario };
}

/**
 * A game source starting at the scenario's position. It recompiles the
 * scenario under whatever content it is begun with (play-as-you-write).
 * Unscripted dice come from the seed: test-play goes on past the script.
 */
export function scenarioSource(path: string, text: string, first: CompiledScenario, label = `scenario ${path}`): GameSource {
  return {
    label,
    seed: first.seed,
    players: first.players.slice(),
    scenario: { path, text },
    begin(game: PlayableGame) {
      const c = compileForPlay(path, text, game.pack);
      if (!c.ok) throw new Error(c.reason);
      const s = c.scenario;
      // Unscripted dice come from the seed (not strict): test-play goes on past the script.
      const { script } = leadingScript(s, false);
      // The position as the scenario runner lays it out (with the lasting effects of timeline steps passed).
      const engine = scenarioEngineFor(s, game.pack) as PlayableGame['engine'];
      return { engine, opening: scenarioOpening(s, script) as Opening<unknown> };
    },
  };
}

/**
 * A new game with some of what the setup draws chosen instead (a leader
 * per player, say): set up by the game's position builder (the real
 * setup, then `position`, the module's `newGameScenario` keys), as a
 * scenario with no script.
 */
export function chosenSetupText(players: number, seed: string | number, position: Record<string, unknown>): string {
  return stringify({ name: 'Test-play', rule: 'A new game with some of its setup chosen', setup: { players, seed }, seededDice: true, ...position });
}

export interface ScriptPlayed {
  /** Script answers played as choices. */
  played: number;
  /** Why the script stopped early (`line 12: ` and an answer that fits no option ...), or null when it all played. */
  stopped: string | null;
}

/**
 * Plays the scenario's scripted answers into `session` as the runner and the
 * terminal's `play --scenario` do (interpreter/scenario/script-play.ts);
 * expectations are the runner's job, not play's. Each answer gets its note
 * (the labels picked) as if the designer had clicked it.
 */
export function playScript(session: PlaySession, s: CompiledScenario, pack: ScenarioPack): ScriptPlayed {
  const r = walkScript(session.match, s, { aliases: pack.aliases(), moved: () => session.noteLast() });
  return { played: r.played, stopped: r.stopped === null ? null : `line ${r.stopped.line}: ${r.stopped.message}` };
}
