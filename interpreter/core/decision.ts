import { EngineError } from './errors.ts';
import type { AnyGameDef, Answer, Choice, Decision, DecisionSpec, GameState, Option, PlayerId, Task, Validation } from './types.ts';

/**
 * The stored form of a decision that `task` asks of one of `players`: defaults filled in,
 * bounds checked against the options. Each field of `spec` is read once, and the task's kind
 * only for an error: specs and tasks come in as many shapes as there are handlers writing
 * them, so every read is a megamorphic look-up.
 */
export function toDecision(spec: DecisionSpec, task: Task, players: readonly PlayerId[]): Decision {
  const player = spec.player;
  if (!players.includes(player)) {
    throw new EngineError('RW-BAD-DECISION', `task ${task.t} asked "${player}", who is not a player`, { task: task.t });
  }
  const options = spec.options;
  const kind = spec.kind;
  const n = options.length;
  const min = spec.min ?? 1;
  const asked = spec.max ?? 1;
  const max = Math.min(asked, n);
  if (min > max || min < 0) {
    const taskKind = task.t;
    throw new EngineError(
      'RW-BAD-DECISION',
      `task ${taskKind} asked ${player} to pick ${min}..${asked} of ${n} option(s) for "${kind}": nobody can answer that`,
      { task: taskKind, kind },
    );
  }
  return {
    player,
    kind,
    prompt: spec.prompt,
    options,
    min,
    max,
    check: spec.check ?? null,
    data: spec.data ?? null,
  };
}

function findOption(d: Decision, id: string): Option | undefined {
  const opts = d.options;
  for (let i = 0; i < opts.length; i++) if (opts[i]!.id === id) return opts[i];
  return undefined;
}

/** The one "valid" verdict (frozen: shared by every check, so a check allocates nothing when the choice is good). */
const VALID: Validation = Object.freeze({ ok: true }) as Validation;

/** Why `choice` cannot be applied to `state`, or ok. Never changes anything. */
export function validateChoice(game: AnyGameDef, state: GameState, choice: Choice): Validation {
  const v = checkChoice(game, state, choice);
  return typeof v === 'string' ? { ok: false, reason: v } : VALID;
}

/**
 * `validateChoice`, and when the choice is valid its answer for the asking
 * task (the ids, the options picked, the first id), from one look-up of each
 * picked option: what `apply` needs at every decision.
 */
export function answerChoice(game: AnyGameDef, state: GameState, choice: Choice): Validation | Answer {
  const v = checkChoice(game, state, choice);
  if (typeof v === 'string') return { ok: false, reason: v };
  const src = choice.ids;
  return { ids: src.slice(), options: v, id: src.length > 0 ? src[0]! : null };
}

/**
 * Whether a choice of `n` different options taken from the pending
 * decision's own list is legal as it is: what `checkChoice` would find of
 * it without looking each option up again (the game goes on, `n` is within
 * the decision's bounds, and no game validator applies). For a bot that
 * answers with the decision's own options and checks its answers.
 */
export function takesOwnOptions(state: GameState, n: number): boolean {
  const d = state.decision;
  return state.over === null && d !== null && d.check === null && d.min <= n && n <= d.max;
}

/** Whether an `answerChoice` result is a refusal. */
export function isRefusal(r: Validation | Answer): r is Validation & { ok: false } {
  return (r as Validation).ok === false;
}

/**
 * The options `choice` picks, in its order, or why it cannot be applied to
 * `state`. The list is made at its final size (grown by push from empty,
 * V8 would give it room for 17).
 */
function checkChoice(game: AnyGameDef, state: GameState, choice: Choice): Option[] | string {
  if (state.over !== null) return 'the game is over';
  const d = state.decision;
  if (d === null) return 'no decision is pending';
  if (choice.player !== d.player) return `it is ${d.player}'s decision, not ${choice.player}'s`;
  const ids = choice.ids;
  if (!Array.isArray(ids)) return 'a choice lists the ids of the options picked';
  const n = ids.length;
  if (n < d.min || n > d.max) {
    const want = d.min === d.max ? `${d.min}` : `${d.min} to ${d.max}`;
    return `pick ${want} option(s), not ${n}`;
  }
  const picked = new Array<Option>(n);
  for (let i = 0; i < n; i++) {
    const o = findOption(d, ids[i]!);
    if (!o) return `"${ids[i]}" is not one of the options (${d.options.map((x) => x.id).join(', ')})`;
    for (let j = 0; j < i; j++) if (ids[j] === ids[i]) return `"${ids[i]}" is picked twice`;
    picked[i] = o;
  }
  if (d.check !== null) {
    const v = game.validators?.[d.check];
    if (!v) return `no validator "${d.check}" is registered`;
    const why = v(state.g, d, picked);
    if (why !== null) return why;
  }
  return picked;
}

/**
 * Every legal choice, for tests, tools and exhaustive bots. Subset decisions can
 * have very many; past `limit` this throws rather than hang.
 */
export function legalChoices(game: AnyGameDef, state: GameState, limit = 10_000): Choice[] {
  const d = state.decision;
  if (d === null || state.over !== null) return [];
  const out: Choice[] = [];
  const n = d.options.length;
  if (d.min === 1 && d.max === 1) {
    for (const o of d.options) out.push({ player: d.player, ids: [o.id] });
    return out;
  }
  let visited = 0;
  const pick: string[] = [];
  const walk = (from: number): void => {
    if (pick.length >= d.min) {
      if (++visited > limit) throw new EngineError('RW-BAD-DECISION', `more than ${limit} subsets to enumerate for "${d.kind}"`);
      const c = { player: d.player, ids: pick.slice() };
      if (validateChoice(game, state, c).ok) out.push(c);
    }
    if (pick.length === d.max) return;
    for (let i = from; i < n; i++) {
      pick.push(d.options[i]!.id);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}
