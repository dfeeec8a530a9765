/**
 * A small runner for this game's scenario files, over the module's own
 * position and expectation hooks, until the repository's scenario runner
 * serves every game. It reads the same format: `setup`, the game's position
 * fields, `script` (answers `- yellow: <answer>`, `picks`, `expect`),
 * `expect`; answers match an option's id, its label, or words of its label
 * in order.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Choice, GameState, Json, LogEntry } from '../../interpreter/core/index.ts';
import { createBgEngine, parseRulesEffects, type BgEngine, type BgRules, type BgG } from '../../interpreter/baldurs-gate/index.ts';
import { buildPosition } from '../../interpreter/baldurs-gate/scenario/position.ts';
import { expectKey, EXPECT_KEYS } from '../../interpreter/baldurs-gate/scenario/expect.ts';
import { COLOURS } from './helpers.ts';

type Raw = Record<string, Json>;

export interface ScenarioOutcome {
  ok: boolean;
  failure?: string;
  log: string[];
  state: GameState<BgG>;
  engine: BgEngine;
}

const norm = (s: string): string => s.toLowerCase().replace(/->/g, ' to ').replace(/[^a-z0-9]+/g, ' ').trim();

function matchOne(options: { id: string; label: string }[], item: string): string[] {
  const exact = options.filter((o) => o.id === item);
  if (exact.length) return exact.map((o) => o.id);
  const n = norm(item);
  const named = options.filter((o) => norm(o.label) === n);
  if (named.length) return named.map((o) => o.id);
  const words = n.split(' ');
  return options
    .filter((o) => {
      const l = norm(o.label).split(' ');
      let i = 0;
      for (const w of l) if (w === words[i]) i++;
      return i === words.length;
    })
    .map((o) => o.id);
}

function answerIds(options: { id: string; label: string }[], answer: Json): string[] | string {
  const items = Array.isArray(answer) ? answer.map(String) : String(answer).split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (items.length === 1 && /^(nothing|none|pass)$/.test(items[0]!) && !options.some((o) => norm(o.label) === items[0])) {
    const none = options.find((o) => o.id === 'none' || o.id === 'done');
    return none ? [none.id] : [];
  }
  const ids: string[] = [];
  for (const it of items) {
    const m = matchOne(options, it).filter((id) => !ids.includes(id));
    if (m.length === 0) return `"${it}" is not one of the options: ${options.map((o) => o.label).join(' | ')}`;
    const labels = new Set(m.map((id) => options.find((o) => o.id === id)!.label));
    if (labels.size > 1) return `"${it}" is ambiguous: ${[...labels].join(' | ')}`;
    ids.push(m[0]!);
  }
  return ids;
}

function checkGeneric(key: string, want: Json, state: GameState<BgG>, engine: BgEngine, log: LogEntry[]): string | null {
  if (key === 'decision') {
    const d = state.decision;
    if (want === 'none') return d === null ? null : `expected no decision, got ${d.kind} for ${d.player}`;
    const w = want as Record<string, Json>;
    if (d === null) return `expected a decision, got none`;
    if (w.kind !== undefined && d.kind !== w.kind) return `decision kind: expected ${String(w.kind)}, got ${d.kind}`;
    if (w.player !== undefined && d.player !== w.player) return `decision player: expected ${String(w.player)}, got ${d.player}`;
    for (const inc of (w.includes as string[] | undefined) ?? []) {
      const m = answerIds(d.options, [inc]);
      if (typeof m === 'string') return `decision options should include "${inc}": ${d.options.map((o) => o.label).join(' | ')}`;
    }
    for (const exc of (w.excludes as string[] | undefined) ?? []) {
      const m = answerIds(d.options, [exc]);
      if (typeof m !== 'string') return `decision options should not include "${exc}": ${d.options.map((o) => o.label).join(' | ')}`;
    }
    if (typeof w.count === 'number' && d.options.length !== w.count) return `decision: expected ${w.count} options, got ${d.options.length}: ${d.options.map((o) => o.label).join(' | ')}`;
    return null;
  }
  if (key === 'log') {
    const text = log.map((e) => engine.render(e).toLowerCase());
    for (const h of ((want as Record<string, Json>).has as string[] | undefined) ?? []) {
      if (!text.some((t) => t.includes(h.toLowerCase()))) return `log lacks "${h}"`;
    }
    for (const h of ((want as Record<string, Json>).lacks as string[] | undefined) ?? []) {
      if (text.some((t) => t.includes(h.toLowerCase()))) return `log has "${h}"`;
    }
    return null;
  }
  if (key === 'over') return (state.over !== null) === want ? null : `over: expected ${String(want)}`;
  return null;
}

function check(expect: Raw, state: GameState<BgG>, engine: BgEngine, rules: BgRules, log: LogEntry[]): string | null {
  for (const [k, v] of Object.entries(expect)) {
    if ((EXPECT_KEYS as readonly string[]).includes(k)) {
      const r = expectKey(k, v, state.g, rules);
      if (r) return `${r.message}: expected ${r.expected}, actual ${r.actual}`;
    } else {
      const r = checkGeneric(k, v, state, engine, log);
      if (r) return r;
    }
  }
  return null;
}

export function runScenario(file: string, rules: BgRules, sources = parseRulesEffects(rules).sources): ScenarioOutcome {
  const raw = parse(readFileSync(file, 'utf8')) as Raw;
  const setup = (raw.setup ?? {}) as Raw;
  const players = COLOURS.slice(0, (setup.players as number) ?? 2);
  const problems: string[] = [];
  const prepared = buildPosition(raw, rules, players, { error: (p, m) => problems.push(`${p}: ${m}`) });
  const engine = createBgEngine(rules, { sources, prepared, advanced: setup.advanced === true });
  const script = (raw.script ?? []) as Raw[];
  const picks: number[] = [];
  for (const s of script) if (Array.isArray(s.picks)) picks.push(...(s.picks as number[]));
  const seed = (setup.seed as string | number | undefined) ?? file;
  let state: GameState<BgG>;
  const log: LogEntry[] = [];
  const fail = (failure: string): ScenarioOutcome => ({ ok: false, failure, log: log.map((e) => engine.render(e)), state, engine });
  try {
    const first = engine.start({ seed, players, script: picks.length ? { rolls: [], picks, strict: true } : null });
    state = first.state;
    log.push(...first.log);
  } catch (e) {
    state = null as unknown as GameState<BgG>;
    return fail(`start: ${(e as Error).message}`);
  }
  if (problems.length > 0) return fail(problems.join('; '));
  for (const [i, step] of script.entries()) {
    if (step.picks !== undefined) continue;
    if (step.expect !== undefined) {
      const r = check(step.expect as Raw, state, engine, rules, log);
      if (r) return fail(`step ${i + 1}: ${r}`);
      continue;
    }
    const [who, answer] = Object.entries(step)[0]!;
    const d = state.decision;
    if (d === null) return fail(`step ${i + 1}: no decision pending for ${who}`);
    if (d.player !== who) return fail(`step ${i + 1}: it is ${d.player}'s decision (${d.kind}: ${d.prompt}), not ${who}'s`);
    const ids = answerIds(d.options, answer!);
    if (typeof ids === 'string') return fail(`step ${i + 1} (${d.kind}): ${ids}`);
    const choice: Choice = { player: who, ids };
    const r = engine.apply(state, choice);
    if (!r.ok) return fail(`step ${i + 1}: ${r.reason}`);
    state = r.state;
    log.push(...r.log);
  }
  if (state.script && (state.script.picks.length > 0)) return fail(`${state.script.picks.length} scripted picks left unused`);
  if (raw.expect !== undefined) {
    const r = check(raw.expect as Raw, state, engine, rules, log);
    if (r) return fail(`expect: ${r}`);
  }
  return { ok: true, log: log.map((e) => engine.render(e)), state, engine };
}
