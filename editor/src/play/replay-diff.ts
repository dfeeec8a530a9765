/**
 * Play-as-you-write: replays a game's seed and choices under newly saved
 * content and says where it first plays differently: a decision whose
 * options changed, a log line that reads differently, or a recorded choice
 * that is no longer legal (with the engine's reason). The new game keeps
 * every choice up to the first one that cannot be replayed.
 *
 * Pure: compares two engines' outputs, draws nothing.
 */
import type { Choice, Decision, LogEntry, PlayerId } from '../../../interpreter/core/index.ts';
import type { PlayableGame, PlayEngine } from './rules.ts';
import { PlaySession } from './session.ts';

export type DifferenceKind = 'log' | 'decision' | 'illegal' | 'error';

export interface Difference {
  kind: DifferenceKind;
  /**
   * The decision it concerns, counted from 1 (decision k is answered by the
   * k-th choice); 0 for the setup, before the first decision.
   */
  decision: number;
  /** One sentence: what differs. */
  summary: string;
  /** What the game showed before the edit, and after it (lines to print side by side). */
  before: string[];
  after: string[];
  /** Who may see these lines (a private log line, a player's own options); null: everyone. */
  to: PlayerId[] | null;
}

export interface ReplayReport {
  /** Choices replayed under the new content, of `total` recorded. */
  replayed: number;
  total: number;
  /** The first place the game differs, or null when it plays exactly as before. */
  first: Difference | null;
  /** Why replaying stopped early (an illegal choice or an engine failure), or null when every choice replayed. */
  stopped: Difference | null;
  /** The game under the new content, at the longest replayable prefix. */
  session: PlaySession;
}

function decisionLines(engine: PlayEngine, d: Decision | null, over: unknown): string[] {
  if (d === null) return over !== null && over !== undefined ? ['the game is over'] : ['no decision'];
  const name = engine.game.playerName ? engine.game.playerName(d.player) : d.player;
  const pick = d.min === d.max ? `pick ${d.min}` : `pick ${d.min} to ${d.max}`;
  return [`${name}: ${d.prompt} (${pick})`, ...d.options.map((o) => `  ${o.label}`)];
}

function sameDecision(a: Decision | null, b: Decision | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.player === b.player &&
    a.kind === b.kind &&
    a.prompt === b.prompt &&
    a.min === b.min &&
    a.max === b.max &&
    a.options.length === b.options.length &&
    a.options.every((o, i) => o.id === b.options[i]!.id && o.label === b.options[i]!.label)
  );
}

/** What changed in a decision, in words. */
function decisionSummary(engine: PlayEngine, number: number, a: Decision | null, b: Decision | null): string {
  const at = `Decision ${number}`;
  if (a === null) return `${at}: the game used to be over here; now it asks "${b!.prompt}"`;
  if (b === null) return `${at}: the game is now over here; it used to ask "${a.prompt}"`;
  if (a.player !== b.player || a.kind !== b.kind) {
    const name = (p: string) => (engine.game.playerName ? engine.game.playerName(p) : p);
    return `${at}: now ${name(b.player)} decides "${b.prompt}"; it used to be ${name(a.player)}: "${a.prompt}"`;
  }
  const ids = (d: Decision) => new Map(d.options.map((o) => [o.id, o.label]));
  const before = ids(a);
  const after = ids(b);
  const gone = [...before].filter(([id]) => !after.has(id)).map(([, l]) => l);
  const added = [...after].filter(([id]) => !before.has(id)).map(([, l]) => l);
  const relabelled = [...after].filter(([id, l]) => before.has(id) && before.get(id) !== l).map(([id, l]) => `${before.get(id)} → ${l}`);
  const parts: string[] = [];
  if (relabelled.length) parts.push(`options read differently: ${relabelled.join('; ')}`);
  if (gone.length) parts.push(`options gone: ${gone.join('; ')}`);
  if (added.length) parts.push(`new options: ${added.join('; ')}`);
  if (a.prompt !== b.prompt) parts.push(`the prompt reads "${b.prompt}" (was "${a.prompt}")`);
  if (a.min !== b.min || a.max !== b.max) parts.push(`pick ${b.min} to ${b.max} (was ${a.min} to ${a.max})`);
  if (parts.length === 0) parts.push('the options are in a different order');
  return `${at}: ${parts.join('; ')}`;
}

/** The first differing line of two steps' logs, or null when they read the same. */
function logDifference(
  oldEngine: PlayEngine,
  newEngine: PlayEngine,
  oldLog: readonly LogEntry[],
  newLog: readonly LogEntry[],
  step: number,
): Difference | null {
  const a = oldLog.map((e) => oldEngine.render(e));
  const b = newLog.map((e) => newEngine.render(e));
  const len = Math.max(a.length, b.length);
  for (let i = 0; i < len; i++) {
    if (a[i] === b[i] && sameAudience(oldLog[i]?.to, newLog[i]?.to)) continue;
    const when = step === 0 ? 'At setup' : `After decision ${step}`;
    const to = union(oldLog[i]?.to ?? null, newLog[i]?.to ?? null, oldLog[i] === undefined, newLog[i] === undefined);
    let summary: string;
    if (a[i] === undefined) summary = `${when}: the log has a new line: "${b[i]}"`;
    else if (b[i] === undefined) summary = `${when}: the log no longer says "${a[i]}"`;
    else summary = `${when}: the log reads "${b[i]}" (was "${a[i]}")`;
    return { kind: 'log', decision: step, summary, before: a.slice(i, i + 3), after: b.slice(i, i + 3), to };
  }
  return null;
}

function sameAudience(a: PlayerId[] | null | undefined, b: PlayerId[] | null | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((p) => b.includes(p));
}

/** Who may see a line that differs: a private line stays private; a public one on either side is public. */
function union(a: PlayerId[] | null, b: PlayerId[] | null, aMissing: boolean, bMissing: boolean): PlayerId[] | null {
  if (aMissing) return b;
  if (bMissing) return a;
  if (a === null || b === null) return null;
  return [...new Set([...a, ...b])];
}

/**
 * Why a recorded choice cannot be made again ("is no longer offered"), in
 * the options' words: the
 * engine's reason names options by id, which a designer never sees.
 */
function whyNot(engine: PlayEngine, was: Decision | null, now: Decision | null, choice: Choice, reason: string): string {
  if (now === null) return 'is no longer legal: no decision is pending there now';
  const name = (p: string) => (engine.game.playerName ? engine.game.playerName(p) : p);
  if (now.player !== choice.player) return `is no longer legal: now ${name(now.player)} decides there, not ${name(choice.player)}`;
  const offered = new Set(now.options.map((o) => o.id));
  const labelOf = (id: string) => now.options.find((o) => o.id === id)?.label ?? was?.options.find((o) => o.id === id)?.label ?? id;
  const gone = choice.ids.filter((id) => !offered.has(id));
  if (gone.length > 0 && gone.length === choice.ids.length) return 'is no longer offered';
  if (gone.length > 0) return `is no longer legal: ${gone.map((id) => `"${labelOf(id)}"`).join(', ')} ${gone.length === 1 ? 'is' : 'are'} no longer offered`;
  // A validator's reason may quote option ids: each one said by its label.
  let out = reason;
  for (const o of [...(was?.options ?? []), ...now.options]) if (o.id !== o.label && out.includes(o.id)) out = out.split(`"${o.id}"`).join(`"${o.label}"`).split(o.id).join(o.label);
  return `is no longer legal: ${out}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Replays `old`'s start and choices under `game`, comparing each step with
 * what `old` showed. Throws only when the new content cannot even set the
 * game up (the caller keeps the old game then).
 */
export function replayUnder(game: PlayableGame, old: PlaySession): ReplayReport {
  const session = PlaySession.begin(old.source, game);
  const engine = session.engine;
  const total = old.n;
  const oldSteps = old.steps;
  let first: Difference | null = null;
  let stopped: Difference | null = null;
  const note = (d: Difference | null) => {
    if (d && first === null) first = d;
  };

  const compareAfter = (i: number) => {
    note(logDifference(old.engine, engine, oldSteps[i]!.log, session.match.logOf(i), i));
    const a = oldSteps[i]!.state;
    const b = session.match.stateAt(i);
    const da = old.engine.decision(a);
    const db = engine.decision(b);
    if (!sameDecision(da, db)) {
      const who = db?.player ?? da?.player ?? null;
      note({
        kind: 'decision',
        decision: i + 1,
        summary: decisionSummary(engine, i + 1, da, db),
        before: decisionLines(old.engine, da, a.over),
        after: decisionLines(engine, db, b.over),
        to: who === null ? null : [who],
      });
    }
  };

  compareAfter(0);
  for (let i = 1; i <= total; i++) {
    const choice = oldSteps[i]!.choice!;
    const state = session.state;
    let valid;
    try {
      valid = engine.validate(state, choice);
    } catch (error) {
      valid = { ok: false as const, reason: messageOf(error) };
    }
    if (!valid.ok) {
      stopped = {
        kind: 'illegal',
        decision: i,
        summary: `Decision ${i}: the recorded choice "${oldSteps[i]!.picked.join(', ')}" ${whyNot(engine, old.engine.decision(oldSteps[i - 1]!.state), engine.decision(state), choice, valid.reason)}`,
        before: [`${oldSteps[i]!.prompt ?? ''}`, `  chose: ${oldSteps[i]!.picked.join(', ')}`],
        after: decisionLines(engine, engine.decision(state), state.over),
        to: [choice.player],
      };
      break;
    }
    const r = session.answer(choice, oldSteps[i]!.injected);
    if (!r.ok) {
      stopped = {
        kind: 'error',
        decision: i,
        summary: `Decision ${i}: ${r.reason}`,
        before: [`chose: ${oldSteps[i]!.picked.join(', ')}`],
        after: [r.reason],
        to: [choice.player],
      };
      break;
    }
    compareAfter(i);
  }
  if (stopped !== null) note(stopped);
  else {
    // The line the designer had stepped back over, kept to redo: played on under the new content as far as it goes, then stepped back over again.
    const at = session.n;
    for (const r of old.redo) if (!session.answer(r.choice, r.injected).ok) break;
    session.jumpTo(at);
  }
  return { replayed: session.n, total, first, stopped, session };
}

/**
 * Where a difference is seen, as the choices answered before it: a
 * decision's (or a refused choice's) position is just before it is answered;
 * a log line's is just after the choice that wrote it. "Go to decision
 * `differenceAt(d) + 1`" lands there and says so.
 */
export function differenceAt(d: Difference): number {
  return d.kind === 'log' ? d.decision : Math.max(0, d.decision - 1);
}
