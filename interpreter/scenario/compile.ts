/**
 * A scenario file's text -> a compiled scenario (the starting position, the
 * script's steps, the expectations), or Diagnostics positioned on the YAML:
 * YAML syntax and schema problems as the content loader words them, unknown
 * names with a did-you-mean, impossible steps. Pure: text and Ruleset in.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { Diagnostic } from '../diagnostics/index.ts';
import { compareDiagnostics } from '../diagnostics/index.ts';
import type { GameState, Json } from '../core/index.ts';
import type { Ruleset } from '../columbia/index.ts';
import { DEFAULT_LIMITS } from '../content/limits.ts';
import { validateFile } from '../content/validate.ts';
import { parseYamlFile } from '../content/yaml-file.ts';
import { inCurrentShape } from '../columbia/earlier-shapes.ts';
import { seatPlayers } from '../columbia/setup.ts';
import type { ColumbiaG } from '../columbia/state.ts';
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import { compileExpect, type Check } from './expect.ts';
import { Names } from './names.ts';
import { buildPosition, type Prepared, type RawPosition } from './position.ts';
import { ptr, Reporter } from './report.ts';

/** One step of a script, with the YAML line it is on. */
export type Step =
  | { kind: 'choice'; line: number; text: string; player: string; answer: string | string[]; decision: string | null; note: string | null }
  | { kind: 'dice'; line: number; text: string; rolls: Json[]; note: string | null }
  | { kind: 'picks'; line: number; text: string; picks: number[]; note: string | null }
  | { kind: 'expect'; line: number; text: string; checks: Check[]; atStart: boolean; note: string | null }
  | { kind: 'illegal'; line: number; text: string; player: string; answer: string | string[]; because: string; decision: string | null; note: string | null };

export type Start = ({ kind: 'setup' } & Prepared) | { kind: 'position'; state: GameState<ColumbiaG> };

export interface CompiledScenario {
  /** The file as diagnostics and results name it. */
  file: string;
  name: string;
  rule: string;
  pending: string | null;
  players: string[];
  seed: string | number;
  start: Start;
  /** Unscripted dice and picks fail (false: `seededDice: true`). */
  strict: boolean;
  autoPass: string[];
  steps: Step[];
  expect: Check[];
  names: Names;
}

interface RawScenario extends RawPosition {
  name: string;
  rule: string;
  pending?: string;
  setup?: { players: 2 | 4; seed?: string | number; emptyBoard?: boolean };
  position?: Record<string, unknown>;
  seededDice?: boolean;
  autoPass?: string[];
  script?: Record<string, unknown>[];
  expect?: Record<string, unknown>;
}

let validator: ValidateFunction | null = null;

/** The scenario schema, compiled once per process. */
export function scenarioValidator(): ValidateFunction {
  if (validator === null) {
    const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, allowUnionTypes: true });
    validator = ajv.compile(scenarioSchema);
  }
  return validator;
}

/** `content/columbia/scenarios/vote-example.yaml` -> `vote-example`. */
export function stemOf(path: string): string {
  return path.replace(/^.*[\\/]/, '').replace(/\.ya?ml$/, '');
}

/**
 * Compiles one scenario. `label` is how diagnostics and results name the
 * file (a path relative to where the command runs).
 */
export function compileScenario(label: string, text: string, rules: Ruleset): { scenario: CompiledScenario | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const file = parseYamlFile(label, label, text, DEFAULT_LIMITS, diagnostics);
  if (!file.ok) return { scenario: null, diagnostics };
  if (!validateFile(file, 'scenario', diagnostics, scenarioValidator())) return { scenario: null, diagnostics: diagnostics.sort(compareDiagnostics) };
  const raw = file.data as RawScenario;
  const rep = new Reporter(file);

  const playerCount = raw.position ? (Array.isArray(raw.position['players']) ? (raw.position['players'] as unknown[]).length : 0) : (raw.setup?.players ?? 2);
  let players: string[];
  try {
    players = seatPlayers(rules, playerCount);
  } catch (e) {
    rep.error('RW-SCENARIO-BAD-POSITION', rep.at(raw.position ? '/position' : '/setup'), (e as Error).message);
    return { scenario: null, diagnostics: rep.diagnostics };
  }
  const names = new Names(rules, players);
  const seed = raw.setup?.seed ?? stemOf(label);

  let start: Start | null = null;
  if (raw.position !== undefined) {
    const overrides = ['setup', 'board', 'hands', 'decks', 'discards', 'eagles', 'upgrades', 'victoryCards', 'worldEvents', 'timeline', 'booker', 'elizabeth', 'firstPlayer', 'leaders', 'round', 'start'].filter(
      (k) => (raw as unknown as Record<string, unknown>)[k] !== undefined,
    );
    if (overrides.length > 0) rep.error('RW-SCENARIO-BAD-POSITION', rep.key(ptr('', overrides[0]!)), `a scenario starts from "position" or from "setup" and overrides, not both (found ${overrides.join(', ')})`);
    const state = raw.position as unknown as GameState<ColumbiaG>;
    const shapeOk =
      typeof state.g === 'object' && state.g !== null && Array.isArray(state.players) && Array.isArray(state.rng) && state.rng.length === 4 && Array.isArray(state.stack) && typeof state.n === 'number' && typeof state.fx === 'object';
    if (!shapeOk) rep.error('RW-SCENARIO-BAD-POSITION', rep.at('/position'), 'a position is a saved game state: { g, players, rng, stack, decision, over, n, final, fx }');
    else if (state.decision === null && state.over === null) rep.error('RW-SCENARIO-BAD-POSITION', rep.at('/position'), 'the saved position waits for no decision and is not over: nothing can be played from it');
    else start = { kind: 'position', state: { ...state, g: inCurrentShape(state.g) } };
  } else {
    const prepared = buildPosition(rules, names, raw, seed, raw.setup?.emptyBoard === true, rep);
    if (prepared !== null) start = { kind: 'setup', ...prepared };
  }

  const steps = compileSteps(raw.script ?? [], rules, names, rep, file.text);
  if (raw.expect !== undefined && 'at' in raw.expect) rep.error('RW-SCENARIO-IMPOSSIBLE', rep.key('/expect/at'), 'the final "expect" is checked at the end of the script; "at: start" goes in an expect step of the script', 'write it as the first step: - expect: { at: start, ... }');
  const expect = raw.expect ? compileExpect(Object.fromEntries(Object.entries(raw.expect).filter(([k]) => k !== 'at')), '/expect', names, rep) : [];
  if (rep.failed || start === null) return { scenario: null, diagnostics: rep.diagnostics.sort(compareDiagnostics) };
  return {
    scenario: {
      file: label,
      name: raw.name,
      rule: raw.rule,
      pending: raw.pending ?? null,
      players,
      seed,
      start,
      strict: raw.seededDice !== true,
      autoPass: raw.autoPass ?? [],
      steps,
      expect,
      names,
    },
    diagnostics: [],
  };
}

/** The source text of a step (its first line), for messages. */
function stepText(text: string, line: number): string {
  return (text.split('\n')[line - 1] ?? '').trim().replace(/^-\s*/, '');
}

function compileSteps(script: Record<string, unknown>[], rules: Ruleset, names: Names, rep: Reporter, source: string): Step[] {
  const steps: Step[] = [];
  const faces = new Set<Json>(rules.dice.flatMap((d) => d.faces as Json[]));
  const dieFaces = rules.dice.map((d) => `${d.name}: ${d.faces.join(' ')}`).join('; ');
  script.forEach((raw, i) => {
    const at = ptr('/script', i);
    const line = rep.line(at);
    const text = stepText(source, line);
    const note = typeof raw['note'] === 'string' ? raw['note'] : null;
    // `decision: <kind>` goes with a player's answer: the kind of decision it answers.
    const decision = typeof raw['decision'] === 'string' ? raw['decision'] : null;
    const keys = Object.keys(raw).filter((k) => k !== 'note' && k !== 'decision');
    if (keys.length !== 1) {
      rep.error('RW-SCENARIO-IMPOSSIBLE', rep.at(at), keys.length === 0 ? 'this step does nothing' : `a step does one thing; this one has ${keys.join(', ')}`, 'split it into one step per line');
      return;
    }
    const key = keys[0]!;
    const value = raw[key];
    if (decision !== null && ['dice', 'picks', 'expect', 'illegal'].includes(key)) {
      rep.error('RW-SCENARIO-IMPOSSIBLE', rep.key(ptr(at, 'decision')), `"decision" names the decision a player's answer is for; a ${key} step answers none`, key === 'illegal' ? 'inside illegal: { blue: ..., because: ..., decision: <kind> }' : 'move it to the answer it is for');
      return;
    }
    if (key === 'dice') {
      const rolls = value as Json[];
      rolls.forEach((v, j) => {
        if (!faces.has(v)) rep.error('RW-SCENARIO-IMPOSSIBLE', rep.at(ptr(at, 'dice', j)), `no die has a face ${JSON.stringify(v)}`, `the dice: ${dieFaces}`);
      });
      steps.push({ kind: 'dice', line, text, rolls, note });
    } else if (key === 'picks') {
      steps.push({ kind: 'picks', line, text, picks: value as number[], note });
    } else if (key === 'expect') {
      // `at: start`: checked at the position as laid out, before play runs to its first decision.
      const { at: when, ...facts } = value as Record<string, unknown>;
      const atStart = when === 'start';
      if (atStart && steps.some((st) => st.kind === 'choice' || st.kind === 'illegal')) {
        rep.error('RW-SCENARIO-IMPOSSIBLE', rep.key(ptr(at, 'expect', 'at')), '"at: start" checks the starting position, but an answer comes before this step', 'move it before the first answer, or drop "at: start"');
      }
      steps.push({ kind: 'expect', line, text, checks: compileExpect(facts, ptr(at, 'expect'), names, rep), atStart, note });
    } else if (key === 'illegal') {
      const v = value as Record<string, unknown>;
      const who = Object.keys(v).filter((k) => k !== 'because' && k !== 'decision');
      if (who.length !== 1) {
        rep.error('RW-SCENARIO-IMPOSSIBLE', rep.at(ptr(at, 'illegal')), 'an illegal step names one player and his answer: { blue: <answer>, because: <reason> }');
        return;
      }
      const p = names.player(who[0]!);
      if (!p.ok) return rep.miss(p, ptr(at, 'illegal', who[0]!), true);
      steps.push({ kind: 'illegal', line, text, player: p.value, answer: v[who[0]!] as string | string[], because: String(v['because']), decision: typeof v['decision'] === 'string' ? v['decision'] : null, note });
    } else {
      const p = names.player(key);
      if (!p.ok) return rep.miss({ ...p, hint: p.hint ?? 'a step is a player\'s answer (blue: ...), dice, picks, expect or illegal' }, ptr(at, key), true);
      steps.push({ kind: 'choice', line, text, player: p.value, answer: value as string | string[], decision, note });
    }
  });
  return steps;
}
