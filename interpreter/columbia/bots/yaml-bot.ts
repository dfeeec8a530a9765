/**
 * Bots as data: a YAML priority list (schemas/bot.schema.json) compiled
 * against a ruleset, and the bot that follows it.
 *
 *   decisions:
 *     move:
 *       - when: "there is an enemy unit in a location adjacent to a location I control"
 *         prefer: { option: "move:*", if: "hostile = 1 and enemies < mine + 1", by: "odds * 10" }
 *
 * Compiling checks everything a designer can get wrong and says where, in
 * the file: YAML, the schema, each `when` (parsed and checked by the effect
 * language in the `bot-condition` context against the pack's names), each
 * `if`/`by` expression (features known), each pattern. Pure: the editor can
 * compile bots in the browser.
 */
import type { ErrorObject } from 'ajv';
import { isScalar } from 'yaml';
import type { Diagnostic } from '../../diagnostics/index.ts';
import { checkEffect, effectDiagnostics, parseEffect, type EffectProblem } from '../../dsl/index.ts';
import type { Program } from '../../effect-ir/index.ts';
import type { Ruleset } from '../content/types.ts';
import { DEFAULT_LIMITS, schemaSet, type JsonSchema } from '../../content/index.ts';
import { keySpan, nodeAt, valueSpan } from '../../content/index.ts';
import { parseYamlFile, type SourceFile } from '../../content/index.ts';
import type { Choice, Decision, GameState } from '../../core/index.ts';
import type { ColumbiaG } from '../state.ts';
import type { Engine } from '../../core/index.ts';
import { columbiaRegistry } from '../language/vocabulary.ts';
import { rulesWorld } from '../effects/sources.ts';
import botSchema from '../../../schemas/bot.schema.json' with { type: 'json' };
import { ConditionEvaluator } from './conditions.ts';
import { evalExpr, parseExpr, type Expr } from './expr.ts';
import { compileGlob, globMatches, type Glob } from './glob.ts';
import { quoteText } from '../../diagnostics/index.ts';
import { BoardView } from './board-view.ts';
import { FEATURES, readOption, type Features } from './features.ts';
import { guarded, heuristicChoice, seededInts, type SimBot } from './heuristic.ts';
import { optionFeatures } from './option-features.ts';
import { wastedDiscardEffect } from './lookahead.ts';
import { randomBot, shelf } from '../../core/index.ts';

type ColumbiaEngine = Engine<ColumbiaG, Ruleset>;

export interface CompiledRule {
  /** Where the rule is, for reports: `aggressive.yaml#/decisions/move/0`. */
  at: string;
  /** Id of its condition program, or null (always). */
  when: string | null;
  patterns: Glob[];
  filter: Expr | null;
  by: Expr | null;
  limit: number | null;
  pick: 'best' | 'none';
}

export interface CompiledBot {
  /** The file's stem (what `--bots` names). */
  id: string;
  name: string;
  description: string;
  fallback: 'heuristic' | 'random';
  decisions: Record<string, CompiledRule[]>;
  /** Condition programs by id, for the evaluator. */
  conditions: Record<string, { program: Program; text: string }>;
}

export interface BotCompileResult {
  bot?: CompiledBot;
  diagnostics: Diagnostic[];
}

/** The bot file's schema, compiled at its first use (the pattern of every game's content schemas: content/validate.ts). */
const BOT_SCHEMA = schemaSet({ bot: botSchema as JsonSchema });

function diag(span: { file: string; line: number; col: number; end: { line: number; col: number } }, code: string, message: string, path: string, hint?: string): Diagnostic {
  const d: Diagnostic = { ...span, severity: 'error', code, message, path };
  if (hint) d.hint = hint;
  return d;
}

function schemaDiagnostics(file: SourceFile, errors: readonly ErrorObject[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  // oneOf failures repeat each branch's complaint: tell the deepest ones.
  const useful = errors.filter((e) => e.keyword !== 'oneOf');
  for (const e of useful.length ? useful : errors) {
    const p = e.params as Record<string, unknown>;
    let d: Diagnostic;
    if (e.keyword === 'additionalProperties') {
      const field = String(p['additionalProperty']);
      d = diag(valueSpan(file, `${e.instancePath}/${field}`), 'RW-BOT-SCHEMA', `unknown field "${field}"`, `${e.instancePath}/${field}`, 'see schemas/bot.schema.json');
    } else if (e.keyword === 'propertyNames') {
      const name = String(p['propertyName']);
      d = diag(keySpan(file, `${e.instancePath}/${name}`), 'RW-BOT-UNKNOWN-DECISION', `"${name}" is not a kind of decision the game asks`, `${e.instancePath}/${name}`);
    } else if (e.keyword === 'required') {
      d = diag(keySpan(file, e.instancePath), 'RW-BOT-SCHEMA', `missing required field "${String(p['missingProperty'])}"`, e.instancePath);
    } else {
      d = diag(valueSpan(file, e.instancePath), 'RW-BOT-SCHEMA', `${e.instancePath || 'the file'} ${e.message ?? 'is not valid'}`, e.instancePath);
    }
    const key = `${d.line}:${d.col}:${d.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(d);
    }
  }
  return out;
}

/** Problems of a string at `pointer` (effect-language shaped), placed in the file. */
function placed(file: SourceFile, pointer: string, problems: readonly EffectProblem[]): Diagnostic[] {
  const node = nodeAt(file, pointer);
  if (!isScalar(node)) return [];
  return effectDiagnostics(node, file.text, file.lines, problems, { file: file.label, path: pointer });
}

interface RawRule {
  when?: string;
  prefer: string | { option?: string; if?: string; by?: string; limit?: number; pick?: 'best' | 'none' };
}

interface RawBot {
  name: string;
  description?: string;
  fallback?: 'heuristic' | 'random';
  decisions: Record<string, (RawRule | null)[]>;
}

/** The parts of a file's data that have the schema's shape (rules that do not are left out: the schema said why). */
function wellFormed(data: unknown): RawBot {
  const o = (data ?? {}) as Record<string, unknown>;
  const kinds = ((botSchema.properties.decisions.propertyNames as { enum: string[] }).enum);
  const decisions: Record<string, (RawRule | null)[]> = {};
  const ds = o['decisions'];
  if (ds !== null && typeof ds === 'object' && !Array.isArray(ds)) {
    for (const [kind, list] of Object.entries(ds as Record<string, unknown>)) {
      if (!kinds.includes(kind) || !Array.isArray(list)) continue;
      decisions[kind] = list.map((r) => {
        if (r === null || typeof r !== 'object') return null;
        const rule = r as Record<string, unknown>;
        const prefer = rule['prefer'];
        const okPrefer = typeof prefer === 'string' || (prefer !== null && typeof prefer === 'object' && !Array.isArray(prefer));
        if (!okPrefer || (rule['when'] !== undefined && typeof rule['when'] !== 'string')) return null;
        const p = prefer as Record<string, unknown>;
        if (typeof prefer === 'object' && (['option', 'if', 'by'] as const).some((k) => p[k] !== undefined && typeof p[k] !== 'string')) return null;
        return rule as unknown as RawRule;
      });
    }
  }
  return {
    name: typeof o['name'] === 'string' ? o['name'] : '',
    description: typeof o['description'] === 'string' ? o['description'] : '',
    fallback: o['fallback'] === 'random' ? 'random' : 'heuristic',
    decisions: decisions as Record<string, RawRule[]>,
  };
}

/**
 * Compile one bot file. `id` is its stem (`aggressive`), `label` how
 * diagnostics name the file. The bot is absent when there are errors.
 */
export function compileBot(id: string, label: string, text: string, rules: Ruleset): BotCompileResult {
  const diagnostics: Diagnostic[] = [];
  const file = parseYamlFile(`${id}.yaml`, label, text, DEFAULT_LIMITS, diagnostics);
  if (!file.ok) return { diagnostics };
  const validate = BOT_SCHEMA.validator('bot')!;
  // On a schema error, go on checking the rules that are well formed: a designer sees every mistake at once.
  if (!validate(file.data)) diagnostics.push(...schemaDiagnostics(file, validate.errors ?? []));
  const raw = wellFormed(file.data);
  // The names the pack's own effect strings may use (effects/sources.ts): one list for both.
  const world = rulesWorld(rules);
  const names = Object.keys(FEATURES);
  const conditions: CompiledBot['conditions'] = {};
  const decisions: CompiledBot['decisions'] = {};
  for (const [kind, list] of Object.entries(raw.decisions)) {
    decisions[kind] = [];
    list.forEach((r, i) => {
      if (r === null) return;
      const at = `/decisions/${kind}/${i}`;
      let when: string | null = null;
      if (r.when !== undefined) {
        // YAML bots read Columbia's features today; their conditions are in Columbia's words (issue 22 makes them per game).
        const registry = columbiaRegistry;
        const parsed = parseEffect(r.when, { context: 'bot-condition', registry });
        const problems = [...parsed.diagnostics];
        const checked = parsed.ast ? checkEffect(parsed.ast, { context: 'bot-condition', world, registry }) : null;
        if (checked !== null) problems.push(...checked.diagnostics);
        diagnostics.push(...placed(file, `${at}/when`, problems));
        if (checked?.program !== undefined && !problems.some((p) => p.severity === 'error')) {
          when = `bot:${id}:${kind}:${i}`;
          conditions[when] = { program: checked.program, text: r.when };
        }
      }
      const pref = typeof r.prefer === 'string' ? { option: r.prefer } : r.prefer;
      const options = pref.option ?? '*';
      if (options.includes('**')) {
        diagnostics.push(
          diag(valueSpan(file, `${at}/prefer${typeof r.prefer === 'string' ? '' : '/option'}`), 'RW-BOT-PATTERN', `the pattern ${quoteText(options, 60)} has \`*\` twice in a row`, `${at}/prefer`, 'one `*` already matches any run of characters: write it once'),
        );
      }
      const patterns = options.split('|').map(compileGlob);
      const expr = (field: 'if' | 'by'): Expr | null => {
        const src = pref[field];
        if (src === undefined) return null;
        const res = parseExpr(src, names);
        diagnostics.push(...placed(file, `${at}/prefer/${field}`, res.problems));
        return res.expr ?? null;
      };
      decisions[kind]!.push({ at: `${label}#${at}`, when, patterns, filter: expr('if'), by: expr('by'), limit: pref.limit ?? null, pick: pref.pick ?? 'best' });
    });
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return {
    bot: { id, name: raw.name, description: raw.description ?? '', fallback: raw.fallback ?? 'heuristic', decisions, conditions },
    diagnostics,
  };
}

// ---------------------------------------------------------------------------
// The bot that follows a compiled file
// ---------------------------------------------------------------------------

/** Each bot's condition evaluator on an engine, kept by that engine. */
const EVALUATORS = shelf<ConditionEvaluator>('bot condition evaluators');

/** The condition evaluator of this bot on this engine (built once; with the engine's caches off, at every ask). */
export function evaluatorFor(bot: CompiledBot, engine: ColumbiaEngine): ConditionEvaluator {
  return engine.memo.getFor(EVALUATORS, bot) ?? engine.memo.setFor(EVALUATORS, bot, new ConditionEvaluator(engine, bot.conditions));
}

/** A bot's conditions that could not be evaluated (condition id -> why, as `ruleChoice` notes them), by rule text: why. */
export function conditionFailures(bot: CompiledBot, failures: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, why] of Object.entries(failures)) out[`${bot.id}: ${bot.conditions[id]?.text ?? id}`] = why;
  return out;
}

/** Rules that answered, by where they are in the file (for the report). */
export type RuleHits = Record<string, number>;

/** The answer of the first rule that applies, or null; a condition that cannot be evaluated is noted in `failures` (id: why). */
export function ruleChoice(bot: CompiledBot, engine: ColumbiaEngine, state: GameState<ColumbiaG>, d: Decision, hits?: RuleHits, failures?: Record<string, string>): Choice | null {
  const list = bot.decisions[d.kind];
  if (!list || list.length === 0) return null;
  let view: BoardView | null = null;
  const features = new Map<string, Features>();
  const featuresOf = (i: number): Features => {
    const o = d.options[i]!;
    let f = features.get(o.id);
    if (!f) {
      view ??= new BoardView(state.g, engine.rules, d.player, engine.memo);
      f = optionFeatures(view, d, o, readOption(view, o));
      features.set(o.id, f);
    }
    return f;
  };
  const ev = evaluatorFor(bot, engine);
  for (const rule of list) {
    if (rule.when !== null && !ev.holds(state, rule.when, d.player, failures)) continue;
    if (rule.pick === 'none') {
      if (d.min === 0) {
        if (hits) hits[rule.at] = (hits[rule.at] ?? 0) + 1;
        return { player: d.player, ids: [] };
      }
      continue;
    }
    let idx: number[] = [];
    for (let i = 0; i < d.options.length; i++) if (rule.patterns.some((p) => globMatches(p, d.options[i]!.id))) idx.push(i);
    if (rule.filter) idx = idx.filter((i) => evalExpr(rule.filter!, featuresOf(i)) !== 0);
    if (idx.length === 0) continue;
    const score = (i: number) => (rule.by ? evalExpr(rule.by, featuresOf(i)) : featuresOf(i).heuristic!);
    // Best first; ties keep the heuristic's preference, then option order.
    const ranked = idx
      .map((i) => ({ i, s: score(i), h: rule.by ? featuresOf(i).heuristic! : 0 }))
      .sort((a, b) => b.s - a.s || b.h - a.h || a.i - b.i)
      .map((x) => d.options[x.i]!.id);
    const single = d.max === 1;
    const take = single ? 1 : Math.min(rule.limit ?? d.max, d.max);
    const ids = ranked.slice(0, take);
    if (ids.length < d.min) continue;
    const choice = { player: d.player, ids };
    if (!engine.validate(state, choice).ok) continue;
    if (hits) hits[rule.at] = (hits[rule.at] ?? 0) + 1;
    return choice;
  }
  return null;
}

/** A bot following `compiled`; decisions no rule answers go to its fallback. Rules that answered count in `hits`, conditions that failed go to `failures`. */
export function yamlBot(compiled: CompiledBot, seed: string | number, hits?: RuleHits, failures?: Record<string, string>): SimBot {
  const ints = seededInts(`${compiled.id}:${seed}`);
  const random = randomBot(`${compiled.id}:${seed}`);
  return guarded(compiled.id, seed, (engine, state, d) => {
    const byRule = ruleChoice(compiled, engine as ColumbiaEngine, state, d, hits, failures);
    if (byRule !== null) return byRule;
    if (compiled.fallback === 'random') return random.choose(engine, state);
    return heuristicChoice(new BoardView(state.g, engine.rules, d.player, engine.memo), d, ints, (o) => wastedDiscardEffect(engine, state, o.id));
  });
}
