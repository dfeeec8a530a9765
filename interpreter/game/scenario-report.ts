/**
 * Where a scenario's problems go: Diagnostics positioned on the YAML the
 * designer wrote (file:line:col), with the scenario codes listed here and
 * explained in docs/SCENARIOS.md. In the game layer, so that a game's
 * scenario hooks (its position and expectation fields) report the same way
 * the generic scenario layer does.
 */
import type { Diagnostic } from '../diagnostics/index.ts';
import { suggest } from '../diagnostics/index.ts';
import { keySpan, valueSpan, type SourceFile, type Span } from '../content/index.ts';

/** The kinds of name a scenario looks up (each has its code below). */
export type NameKind =
  | 'location'
  | 'territory'
  | 'player'
  | 'faction'
  | 'unit'
  | 'card'
  | 'card-type'
  | 'world-event'
  | 'victory-card'
  | 'leader'
  | 'timeline'
  | 'token';

/** A lookup that failed: what was wrong, and a hint (usually "did you mean ...?"). */
export interface Miss {
  error: string;
  hint?: string;
  /** Which kind of name was asked for (for the diagnostic code). */
  kind: NameKind;
}

export type Found<T> = { ok: true; value: T } | ({ ok: false } & Miss);

/** Lowercase, hyphens and underscores as spaces, no apostrophes or dots, single spaces, no leading "the". */
export function norm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’'`.]/g, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

/** A failed lookup of `typed` among `known` names, with a did-you-mean (else `extra` as the hint). */
export function miss<T>(kind: NameKind, what: string, typed: string, known: Iterable<string>, extra?: string): Found<T> {
  const near = suggest(typed, known);
  const hint = near !== undefined ? `did you mean "${near}"?` : extra;
  return hint === undefined ? { ok: false, kind, error: `unknown ${what} "${typed}"` } : { ok: false, kind, error: `unknown ${what} "${typed}"`, hint };
}

/** A comma-separated text or a list, as a list of texts. */
export function listOf(v: unknown): string[] {
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v.map((x) => String(x).trim()).filter((x) => x !== '');
  return String(v)
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

/** Every code the scenario layer emits itself (YAML and schema problems keep the loader's `RW-YAML-*` / `RW-SCHEMA-*`). */
export const SCENARIO_CODES = {
  'RW-SCENARIO-UNKNOWN-LOCATION': 'a location name or number the board does not have',
  'RW-SCENARIO-UNKNOWN-TERRITORY': 'a territory letter or name the board does not have',
  'RW-SCENARIO-UNKNOWN-PLAYER': 'a player (colour) or faction not in this game',
  'RW-SCENARIO-UNKNOWN-FACTION': 'a faction name the pack does not have',
  'RW-SCENARIO-UNKNOWN-UNIT': 'a unit or structure name the pack does not have',
  'RW-SCENARIO-UNKNOWN-CARD': 'an action card not in that player\'s deck',
  'RW-SCENARIO-UNKNOWN-CARD-TYPE': 'a card type name the pack does not have (or not the faction\'s)',
  'RW-SCENARIO-UNKNOWN-EVENT': 'a world event name the pack does not have',
  'RW-SCENARIO-UNKNOWN-VICTORY-CARD': 'a victory card name the pack does not have',
  'RW-SCENARIO-UNKNOWN-LEADER': 'a leader name the pack does not have (or of the other faction)',
  'RW-SCENARIO-UNKNOWN-TIMELINE': 'an Elizabeth timeline the pack does not have',
  'RW-SCENARIO-UNKNOWN-TOKEN': 'no territory token with those values is free',
  'RW-SCENARIO-NOT-ENOUGH': 'more pieces or cards than the pool or deck holds',
  'RW-SCENARIO-CARD-TWICE': 'the same card (or victory card, or event) placed in two places',
  'RW-SCENARIO-BAD-START': 'a start point that does not fit the position',
  'RW-SCENARIO-BAD-POSITION': 'a saved position that is not a game state',
  'RW-SCENARIO-IMPOSSIBLE': 'a script step that can never work (a die face no die has, a step doing two things ...)',
  'RW-SCENARIO-FAILS': 'a scenario that compiles but fails when run (the editor runs every scenario in the background)',
  'RW-SCENARIO-SCRIPT-STOPPED': 'a scripted answer that does not fit the game when it is played (no such option, another player decides, the game is over)',
} as const;

export type ScenarioCode = keyof typeof SCENARIO_CODES;

const CODE_OF: Record<NameKind, ScenarioCode> = {
  location: 'RW-SCENARIO-UNKNOWN-LOCATION',
  territory: 'RW-SCENARIO-UNKNOWN-TERRITORY',
  player: 'RW-SCENARIO-UNKNOWN-PLAYER',
  faction: 'RW-SCENARIO-UNKNOWN-FACTION',
  unit: 'RW-SCENARIO-UNKNOWN-UNIT',
  card: 'RW-SCENARIO-UNKNOWN-CARD',
  'card-type': 'RW-SCENARIO-UNKNOWN-CARD-TYPE',
  'world-event': 'RW-SCENARIO-UNKNOWN-EVENT',
  'victory-card': 'RW-SCENARIO-UNKNOWN-VICTORY-CARD',
  leader: 'RW-SCENARIO-UNKNOWN-LEADER',
  timeline: 'RW-SCENARIO-UNKNOWN-TIMELINE',
  token: 'RW-SCENARIO-UNKNOWN-TOKEN',
};

/** Reports problems at JSON pointers of one scenario file. */
export class Reporter {
  readonly diagnostics: Diagnostic[] = [];

  constructor(readonly file: SourceFile) {}

  /** The span of the value at `pointer`. */
  at(pointer: string): Span {
    return valueSpan(this.file, pointer);
  }

  /** The span of the key whose value is at `pointer` (mapping keys the designer typed: location names ...). */
  key(pointer: string): Span {
    return keySpan(this.file, pointer);
  }

  line(pointer: string): number {
    return this.at(pointer).line;
  }

  error(code: ScenarioCode, span: Span, message: string, hint?: string, path?: string): void {
    const d: Diagnostic = { file: span.file, line: span.line, col: span.col, end: span.end, severity: 'error', code, message };
    if (hint !== undefined) d.hint = hint;
    if (path !== undefined) d.path = path;
    this.diagnostics.push(d);
  }

  /** A failed name lookup, at the value (or, with `onKey`, the key) at `pointer`. */
  miss(m: Miss, pointer: string, onKey = false): void {
    this.error(CODE_OF[m.kind], onKey ? this.key(pointer) : this.at(pointer), m.error, m.hint, pointer);
  }

  get failed(): boolean {
    return this.diagnostics.length > 0;
  }
}

/** JSON pointer of a child: `ptr('/board', 'Hall of Heroes')`. */
export function ptr(base: string, ...segs: (string | number)[]): string {
  return base + segs.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
