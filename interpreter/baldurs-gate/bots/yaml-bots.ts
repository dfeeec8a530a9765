/**
 * Baldur's Gate's bots as data (`<pack>/bots/*.yaml`): for each decision kind
 * a list of rules tried in order; the first that finds options decides.
 *
 *   decisions:
 *     build-plot:
 *       - when: "my favor >= 2"                       # a condition in this game's words
 *         prefer: { option: "*", if: "risk = 0", by: "mine * 3 + newDistrict" }
 *
 * `prefer` is an option pattern (option ids, `*` any text, `a|b` either), or
 * `{ option, if, by, limit }`, or `{ pick: none }`. `if` and `by` read the
 * option's features (`features.ts`); the best `by` wins (the first on a tie).
 * Without a rule that finds options the bot's `fallback` answers (the
 * heuristic bot, or a random one). Compiling reports each mistake at its
 * file:line:col.
 */
import { DEFAULT_LIMITS, keySpan, parseYamlFile, valueSpan, type SourceFile } from '../../content/index.ts';
import type { Choice, Chooser, Decision, Engine, GameState, Option } from '../../core/index.ts';
import { randomBot } from '../../core/index.ts';
import type { Diagnostic } from '../../diagnostics/index.ts';
import { analyzeEffect, type Registry } from '../../dsl/index.ts';
import type { Program } from '../../effect-ir/index.ts';
import type { BgRules } from '../rules.ts';
import type { BgG } from '../state.ts';
import { evalExpr, parseExpr, type Expr } from './expr.ts';
import { DECISION_KINDS, FEATURES, optionFeatures } from './features.ts';
import { heuristicBot } from './heuristic.ts';

/** Whether a compiled `when` holds for `player` in `state` (the module reads it with the core's condition reader). */
export type WhenCheck = (state: GameState<BgG>, when: string, player: string) => boolean;

/** Makes the `when` check for an engine (a condition reader is made per engine, on the bot's first question). */
export type WhenFor = (engine: Engine<BgG, BgRules>) => WhenCheck;

interface Rule {
  at: string;
  when: string | null;
  patterns: RegExp[];
  filter: Expr | null;
  by: Expr | null;
  limit: number | null;
  none: boolean;
}

export interface CompiledBgBot {
  name: string;
  fallback: 'heuristic' | 'random';
  decisions: Record<string, Rule[]>;
  /** `when` conditions by id (`<bot>#<pointer>`), checked with this game's words. */
  conditions: Record<string, { program: Program; text: string }>;
}

const FEATURE_NAMES: ReadonlySet<string> = new Set(Object.keys(FEATURES));

function glob(pattern: string): RegExp[] {
  return pattern.split('|').map((p) => new RegExp(`^${p.trim().replace(/[.+?^${}()[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
}

/** Compiles one bot file; problems go to `out` (positioned in `file`). */
export function compileBotFile(file: SourceFile, id: string, registry: Registry, out: Diagnostic[]): CompiledBgBot | null {
  const problem = (pointer: string, code: string, message: string, onKey = false): void => {
    const span = onKey ? keySpan(file, pointer) : valueSpan(file, pointer);
    out.push({ file: span.file, line: span.line, col: span.col, end: span.end, severity: 'error', code, message, path: pointer });
  };
  const raw = (file.data ?? {}) as { name?: unknown; fallback?: unknown; decisions?: Record<string, unknown> };
  if (typeof raw.decisions !== 'object' || raw.decisions === null) {
    problem('', 'RW-BOT-SCHEMA', 'a bot needs `decisions:` (decision kind -> rules)');
    return null;
  }
  const bot: CompiledBgBot = {
    name: typeof raw.name === 'string' ? raw.name : id,
    fallback: raw.fallback === 'random' ? 'random' : 'heuristic',
    decisions: {},
    conditions: {},
  };
  for (const [kind, rules] of Object.entries(raw.decisions)) {
    const at = `/decisions/${kind}`;
    if (!DECISION_KINDS.includes(kind)) problem(at, 'RW-BOT-UNKNOWN-DECISION', `unknown decision kind "${kind}" (this game's: ${DECISION_KINDS.join(', ')})`, true);
    const list: Rule[] = [];
    (Array.isArray(rules) ? rules : []).forEach((r: Record<string, unknown>, i: number) => {
      const here = `${at}/${i}`;
      const rule: Rule = { at: `${id}.yaml#${here}`, when: null, patterns: [/^.*$/], filter: null, by: null, limit: null, none: false };
      if (typeof r.when === 'string') {
        const a = analyzeEffect(r.when, { registry, context: 'bot-condition' });
        const errors = a.diagnostics.filter((d) => d.severity === 'error');
        if (errors.length > 0 || !a.program) problem(`${here}/when`, errors[0]?.code ?? 'RW-BOT-SCHEMA', errors[0]?.message ?? 'the condition does not read');
        else {
          rule.when = `${id}#${here}`;
          bot.conditions[rule.when] = { program: a.program, text: r.when };
        }
      }
      const p = r.prefer;
      if (typeof p === 'string') rule.patterns = glob(p);
      else if (p && typeof p === 'object') {
        const o = p as Record<string, unknown>;
        if (o.pick === 'none') rule.none = true;
        if (typeof o.option === 'string') rule.patterns = glob(o.option);
        for (const key of ['if', 'by'] as const) {
          if (typeof o[key] !== 'string') continue;
          try {
            const e = parseExpr(o[key] as string, FEATURE_NAMES);
            if (key === 'if') rule.filter = e;
            else rule.by = e;
          } catch (err) {
            const message = (err as Error).message;
            problem(`${here}/prefer/${key}`, message.startsWith('unknown feature') ? 'RW-BOT-UNKNOWN-FEATURE' : 'RW-BOT-EXPRESSION', message);
          }
        }
        if (typeof o.limit === 'number') rule.limit = o.limit;
      } else problem(here, 'RW-BOT-SCHEMA', 'a rule needs `prefer:` (an option pattern, or { option, if, by, limit })');
      list.push(rule);
    });
    bot.decisions[kind] = list;
  }
  return bot;
}

/** What a rule picks in this decision, or null when it finds nothing. */
function pickBy(rule: Rule, g: BgG, rules: BgRules, d: Decision): string[] | null {
  if (rule.none) return d.min === 0 ? [] : null;
  const scored: { o: Option; s: number }[] = [];
  for (const o of d.options) {
    if (!rule.patterns.some((re) => re.test(o.id))) continue;
    const f = rule.filter !== null || rule.by !== null ? optionFeatures(g, rules, d, o) : {};
    if (rule.filter !== null && evalExpr(rule.filter, f) === 0) continue;
    scored.push({ o, s: rule.by !== null ? evalExpr(rule.by, f) : 0 });
  }
  if (scored.length === 0) return null;
  // Stable: the first option wins a tie.
  scored.sort((a, b) => b.s - a.s);
  const want = Math.max(d.min, Math.min(d.max, rule.limit ?? 1));
  if (scored.length < d.min) return null;
  return scored.slice(0, Math.max(1, want)).map((x) => x.o.id);
}

/** A bot for one seat following the compiled rules (`hits` counts each rule that answered). */
export function makeBot(bot: CompiledBgBot, rules: BgRules, seed: string, whenFor: WhenFor, hits?: Record<string, number>): Chooser & { fallbacks: number } {
  const fallback = bot.fallback === 'random' ? randomBot(seed) : heuristicBot(rules, seed);
  let checkOn: Engine<BgG, BgRules> | null = null;
  let when: WhenCheck = () => false;
  const self = {
    fallbacks: 0,
    choose(engine: Engine<BgG, BgRules>, state: GameState<BgG>): Choice {
      if (checkOn !== engine) {
        checkOn = engine;
        when = whenFor(engine);
      }
      const d = engine.decision(state)!;
      for (const rule of bot.decisions[d.kind] ?? []) {
        if (rule.when !== null && !when(state, rule.when, d.player)) continue;
        const ids = pickBy(rule, state.g, rules, d);
        if (ids === null) continue;
        const choice = { player: d.player, ids };
        if (!engine.validate(state, choice).ok) {
          self.fallbacks++;
          break;
        }
        if (hits) hits[rule.at] = (hits[rule.at] ?? 0) + 1;
        return choice;
      }
      return fallback.choose(engine, state);
    },
  };
  return self as Chooser & { fallbacks: number };
}

/** Reads a bot file's text (YAML problems go to `out`). */
export function readBotFile(text: string, label: string, out: Diagnostic[]): SourceFile | null {
  const f = parseYamlFile(label, label, text, DEFAULT_LIMITS, out);
  return f.ok ? f : null;
}
