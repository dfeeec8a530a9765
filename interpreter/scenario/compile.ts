/**
 * A scenario file's text -> a compiled scenario (the starting position, the
 * script's steps, the expectations), or Diagnostics positioned on the YAML:
 * YAML syntax and schema problems as the content loader words them, unknown
 * names with a did-you-mean, impossible steps. Any game: the seats come from
 * the pack's module, its position fields and expectation keys from the
 * module's scenario hooks. Pure: text and a pack in.
 */
import type { Diagnostic } from '../diagnostics/index.ts';
import { compareDiagnostics } from '../diagnostics/index.ts';
import type { GameState, Json, PlayerId } from '../core/index.ts';
import { DEFAULT_LIMITS, parseYamlFile, validateFile } from '../content/index.ts';
import { ptr, Reporter, type Check, type PreparedPosition, type ScenarioNames } from '../game/index.ts';
import { compileExpect, type ExpectContext } from './expect.ts';
import type { ScenarioPack } from './pack.ts';

/** One step of a script, with the YAML line it is on. */
export type Step =
  | { kind: 'choice'; line: number; text: string; player: string; answer: string | string[]; decision: string | null; note: string | null }
  | { kind: 'dice'; line: number; text: string; rolls: Json[]; note: string | null }
  | { kind: 'picks'; line: number; text: string; picks: number[]; note: string | null }
  | { kind: 'expect'; line: number; text: string; checks: Check[]; atStart: boolean; note: string | null }
  | { kind: 'illegal'; line: number; text: string; player: string; answer: string | string[]; because: string; decision: string | null; note: string | null };

/** Where play starts: a new game set up (with the game's position laid over it, when the scenario gives one), or a saved state. */
export type Start = { kind: 'setup'; prepared: PreparedPosition<unknown> | null } | { kind: 'position'; state: GameState };

export interface CompiledScenario {
  /** The file as diagnostics and results name it. */
  file: string;
  name: string;
  rule: string;
  pending: string | null;
  players: PlayerId[];
  seed: string | number;
  start: Start;
  /** Unscripted dice and picks fail (false: `seededDice: true`). */
  strict: boolean;
  autoPass: string[];
  steps: Step[];
  expect: Check[];
  names: ScenarioNames;
}

/** The generic fields of a scenario file (the game's position fields sit beside them). */
interface RawScenario {
  name: string;
  rule: string;
  pending?: string;
  setup?: { players: number; seed?: string | number };
  position?: Record<string, unknown>;
  seededDice?: boolean;
  autoPass?: string[];
  script?: Record<string, unknown>[];
  expect?: Record<string, unknown>;
}

/** The fields that are not the game's position: everything else at the top level is. */
const GENERIC_FIELDS: ReadonlySet<string> = new Set(['name', 'rule', 'ruling', 'pending', 'note', 'setup', 'position', 'seededDice', 'autoPass', 'script', 'expect']);

/** `content/<pack>/scenarios/vote-example.yaml` -> `vote-example`. */
export function stemOf(path: string): string {
  return path.replace(/^.*[\\/]/, '').replace(/\.ya?ml$/, '');
}

/**
 * Compiles one scenario. `label` is how diagnostics and results name the
 * file (a path relative to where the command runs).
 */
export function compileScenario(label: string, text: string, pack: ScenarioPack): { scenario: CompiledScenario | null; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const file = parseYamlFile(label, label, text, DEFAULT_LIMITS, diagnostics);
  if (!file.ok) return { scenario: null, diagnostics };
  if (!validateFile(file, 'scenario', diagnostics, pack.validator())) return { scenario: null, diagnostics: diagnostics.sort(compareDiagnostics) };
  const raw = file.data as RawScenario;
  const rep = new Reporter(file, pack.module.hooks.scenario?.nameKinds);
  const { module, rules } = pack;

  const counts = module.seats.counts(rules);
  const playerCount = raw.position ? (Array.isArray(raw.position['players']) ? (raw.position['players'] as unknown[]).length : 0) : (raw.setup?.players ?? counts[0] ?? 2);
  let players: PlayerId[];
  try {
    if (!counts.includes(playerCount)) throw new Error(`${module.title} in this pack is for ${counts.join(' or ')} players, not ${playerCount}`);
    players = module.seats.players(rules, playerCount).slice();
  } catch (e) {
    rep.error('RW-SCENARIO-BAD-POSITION', rep.at(raw.position ? '/position' : raw.setup ? '/setup/players' : '/setup'), (e as Error).message);
    return { scenario: null, diagnostics: rep.diagnostics };
  }
  const names = pack.names(players);
  const seed = raw.setup?.seed ?? stemOf(label);
  const gameFields = Object.keys(raw).filter((k) => !GENERIC_FIELDS.has(k));

  let start: Start | null = null;
  if (raw.position !== undefined) {
    const overrides = [...(raw.setup !== undefined ? ['setup'] : []), ...gameFields];
    if (overrides.length > 0) rep.error('RW-SCENARIO-BAD-POSITION', rep.key(ptr('', overrides[0]!)), `a scenario starts from "position" or from "setup" and overrides, not both (found ${overrides.join(', ')})`);
    const state = raw.position as unknown as GameState;
    const shapeOk =
      typeof state.g === 'object' && state.g !== null && Array.isArray(state.players) && Array.isArray(state.rng) && state.rng.length === 4 && Array.isArray(state.stack) && typeof state.n === 'number' && typeof state.fx === 'object';
    if (!shapeOk) rep.error('RW-SCENARIO-BAD-POSITION', rep.at('/position'), 'a position is a saved game state: { g, players, rng, stack, decision, over, n, final, fx }');
    else if (state.decision === null && state.over === null) rep.error('RW-SCENARIO-BAD-POSITION', rep.at('/position'), 'the saved position waits for no decision and is not over: nothing can be played from it');
    else {
      const migrate = module.hooks.savedGames?.migrateState;
      start = { kind: 'position', state: { ...state, g: migrate ? migrate(state.g as Json) : state.g } };
    }
  } else {
    const hooks = module.hooks.scenario;
    if (hooks === undefined) start = { kind: 'setup', prepared: null };
    else {
      const prepared = hooks.buildPosition(raw as unknown as Record<string, unknown>, { rules, names, report: rep, seed, effects: pack.effects });
      if (prepared !== null) start = { kind: 'setup', prepared };
    }
  }

  const ctx: ExpectContext = { module, rules, names, report: rep, aliases: pack.aliases() };
  const steps = compileSteps(raw.script ?? [], pack, ctx, file.text);
  if (raw.expect !== undefined && 'at' in raw.expect) rep.error('RW-SCENARIO-IMPOSSIBLE', rep.key('/expect/at'), 'the final "expect" is checked at the end of the script; "at: start" goes in an expect step of the script', 'write it as the first step: - expect: { at: start, ... }');
  const expect = raw.expect ? compileExpect(Object.fromEntries(Object.entries(raw.expect).filter(([k]) => k !== 'at')), '/expect', ctx) : [];
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

function compileSteps(script: Record<string, unknown>[], pack: ScenarioPack, ctx: ExpectContext, source: string): Step[] {
  const steps: Step[] = [];
  const { names, report: rep } = ctx;
  // The faces a `dice:` step may give, when the game says (else any value, checked when it is rolled).
  const dice = pack.module.hooks.scenario?.dieFaces?.(pack.rules) ?? null;
  const faces = new Set<Json>(dice?.faces ?? []);
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
        if (dice !== null && !faces.has(v)) rep.error('RW-SCENARIO-IMPOSSIBLE', rep.at(ptr(at, 'dice', j)), `no die has a face ${JSON.stringify(v)}`, `the dice: ${dice.text}`);
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
      steps.push({ kind: 'expect', line, text, checks: compileExpect(facts, ptr(at, 'expect'), ctx), atStart, note });
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
