/**
 * What one step of play taught a player that the player's view did not show
 * before it: the undo barrier. A seat may take a choice back only while
 * nothing after it showed the seat something it could not see when it chose;
 * otherwise it would choose again knowing more (issue 27: Blue took back 9
 * choices after Red's turn had shown a card from Red's hand).
 *
 * Worked out from the view (`engine.view`), never from a list of a game's
 * event kinds, so every game gets it without game code. A step teaches
 * `viewer` something when:
 * - dice were rolled or something was revealed (`state.final` moved: the
 *   game's own `ctx.reveal()` and every random draw, for everyone);
 * - it answered another player's decision that `viewer` saw only redacted
 *   (who and what, not the options): what was picked shows in its effects;
 * - it changed, or showed, a part of the state the viewer's view hid (a card
 *   drawn from a face-down deck, a token turned face up);
 * - a log entry the viewer may read names something (an id) that only a
 *   hidden part of the state held ("Red produces $2 from Red Hood").
 *
 * Pure: plain data in, plain data out. Nothing here runs on the simulator's
 * fast path; only shells that offer undo (a session watching seats) pay it.
 */
import { canonicalJson, type Json } from './json.ts';
import type { AnyGameDef, Decision, GameState, LogEntry, PlayerId } from './types.ts';
import { decisionView, viewOf, type View } from './view.ts';

export type LessonKind = 'chance' | 'hidden-decision' | 'hidden-change' | 'named';

/** Something a step showed a player that the player's view hid before it. */
export interface Lesson {
  kind: LessonKind;
  /** In words, for a refusal or the editor's notice ("dice were rolled or something hidden was revealed"). */
  what: string;
}

type Path = readonly (string | number)[];

/** A part of the state the viewer's view hides, as it truly was before the step. */
interface Region {
  path: Path;
  truth: string;
}

/** What `viewer` could not see just before a move: compared with the state after it. */
export interface Blindfold {
  viewer: PlayerId;
  /** The move answers a decision the viewer saw only redacted: nothing else need be compared. */
  opaque: Lesson | null;
  final: number;
  regions: Region[];
  /** Ids (strings) held only by hidden parts of the state. */
  hiddenIds: ReadonlySet<string>;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The places where the view differs from the truth: the largest subtrees the view hides or changes. */
function hiddenRegions(view: unknown, truth: unknown, path: (string | number)[], out: Region[]): void {
  if (view === truth) return;
  if (Array.isArray(view) && Array.isArray(truth) && view.length === truth.length) {
    for (let i = 0; i < view.length; i++) {
      path.push(i);
      hiddenRegions(view[i], truth[i], path, out);
      path.pop();
    }
    return;
  }
  if (isObject(view) && isObject(truth)) {
    const keys = new Set([...Object.keys(view), ...Object.keys(truth)]);
    for (const k of keys) {
      path.push(k);
      hiddenRegions(view[k], truth[k], path, out);
      path.pop();
    }
    return;
  }
  // Equal plain values at different identities (a copied array of the same ids) are not hidden.
  if (canonicalJson(view) === canonicalJson(truth)) return;
  out.push({ path: path.slice(), truth: canonicalJson(truth) });
}

function at(value: unknown, path: Path): unknown {
  let v = value;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

function strings(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (isObject(value)) for (const k of Object.keys(value)) strings(value[k], out);
}

/** Whether `viewer` saw decision `d` in full (its options), as the view shows it. */
function seesInFull(shown: View['decision'], d: Decision): boolean {
  return shown === d || (shown !== null && 'options' in shown && canonicalJson(shown) === canonicalJson(d));
}

function nameOf(game: AnyGameDef, p: PlayerId): string {
  return game.playerName ? game.playerName(p) : p;
}

/** What `viewer` cannot see of `state`, taken just before `mover` answers its pending decision. */
export function blindfold(game: AnyGameDef, state: GameState, viewer: PlayerId, mover: PlayerId): Blindfold {
  const d = state.decision;
  // The decision's part of the view first: another seat's hidden decision settles it without redacting the state.
  if (mover !== viewer && d !== null && !seesInFull(decisionView(d, viewer), d)) {
    const what = `${nameOf(game, mover)} answered a "${d.kind}" decision, which ${nameOf(game, viewer)} saw only as who decides and what about`;
    return { viewer, opaque: { kind: 'hidden-decision', what }, final: state.final, regions: [], hiddenIds: new Set() };
  }
  const view = viewOf(game, state, viewer);
  const regions: Region[] = [];
  hiddenRegions(view.g, state.g, [], regions);
  const hidden = new Set<string>();
  for (const r of regions) strings(at(state.g, r.path), hidden);
  const visible = new Set<string>();
  strings(view.g, visible);
  for (const s of visible) hidden.delete(s);
  return { viewer, opaque: null, final: state.final, regions, hiddenIds: hidden };
}

function pathText(path: Path): string {
  return path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('').replace(/^\./, '');
}

function namesHidden(entry: LogEntry, hiddenIds: ReadonlySet<string>): string | null {
  if (hiddenIds.size === 0) return null;
  const found = new Set<string>();
  strings(entry.values as Json, found);
  for (const s of found) if (hiddenIds.has(s)) return s;
  return null;
}

/** What the step from the blindfolded state to `after` (which logged `log`) taught the viewer, or null: nothing. */
export function lessonOf(game: AnyGameDef, before: Blindfold, after: GameState, log: readonly LogEntry[]): Lesson | null {
  if (after.final > before.final) return { kind: 'chance', what: 'dice were rolled or something hidden was revealed' };
  if (before.opaque !== null) return before.opaque;
  if (before.regions.length > 0) {
    const view = viewOf(game, after, before.viewer);
    for (const r of before.regions) {
      const now = at(after.g, r.path);
      const nowText = canonicalJson(now);
      if (nowText !== r.truth) return { kind: 'hidden-change', what: `what ${nameOf(game, before.viewer)} could not see changed (${pathText(r.path)})` };
      if (now !== undefined && canonicalJson(at(view.g, r.path)) === nowText) {
        return { kind: 'hidden-change', what: `something hidden from ${nameOf(game, before.viewer)} was shown (${pathText(r.path)})` };
      }
    }
  }
  for (const e of log) {
    if (e.to !== null && !e.to.includes(before.viewer)) continue;
    const id = namesHidden(e, before.hiddenIds);
    if (id !== null) return { kind: 'named', what: `the log named "${id}", which ${nameOf(game, before.viewer)} could not see (${e.kind})` };
  }
  return null;
}
