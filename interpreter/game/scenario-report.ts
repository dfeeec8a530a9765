/**
 * Where a scenario's problems go: Diagnostics positioned on the YAML the
 * designer wrote (file:line:col), with the codes every game shares listed
 * here and each game's unknown-name codes in its scenario hooks (all
 * explained in docs/DIAGNOSTICS.md). In the game layer, so that a game's
 * scenario hooks (its position and expectation fields) report the same way
 * the generic scenario layer does.
 */
import type { Diagnostic } from '../diagnostics/index.ts';
import { suggest } from '../diagnostics/index.ts';
import { keySpan, valueSpan, type SourceFile, type Span } from '../content/index.ts';

/**
 * The kind of name a failed lookup was for: `player` (the generic layer's
 * own lookups), or one a game declares in its scenario hooks (`nameKinds`),
 * which also say the diagnostic code of each. This layer knows no game's.
 */
export type NameKind = string;

/** A scenario problem's diagnostic code (each explained in docs/DIAGNOSTICS.md). */
export type ScenarioCode = `RW-SCENARIO-${string}`;

/** The name kinds of every game (the generic layer's own lookups), with their codes. */
export const GENERIC_NAME_KINDS: Readonly<Record<NameKind, ScenarioCode>> = {
  player: 'RW-SCENARIO-UNKNOWN-PLAYER',
};

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

/**
 * The codes any game's scenarios share (YAML and schema problems keep the
 * loader's `RW-YAML-*` / `RW-SCHEMA-*`); a game's unknown names have the
 * codes its scenario hooks' `nameKinds` give them.
 */
export const SCENARIO_CODES = {
  'RW-SCENARIO-UNKNOWN-PLAYER': 'a player or side not in this game',
  'RW-SCENARIO-NOT-ENOUGH': 'more pieces or cards than the pool or deck holds',
  'RW-SCENARIO-CARD-TWICE': 'the same card or component placed in two places',
  'RW-SCENARIO-BAD-START': 'a start point that does not fit the position',
  'RW-SCENARIO-BAD-POSITION': 'a saved position that is not a game state',
  'RW-SCENARIO-IMPOSSIBLE': 'a script step that can never work (a die face no die has, a step doing two things ...)',
  'RW-SCENARIO-FAILS': 'a scenario that compiles but fails when run (the editor runs every scenario in the background)',
  'RW-SCENARIO-SCRIPT-STOPPED': 'a scripted answer that does not fit the game when it is played (no such option, another player decides, the game is over)',
} as const satisfies Record<ScenarioCode, string>;

/** Reports problems at JSON pointers of one scenario file. */
export class Reporter {
  readonly diagnostics: Diagnostic[] = [];
  private readonly kinds: Readonly<Record<NameKind, ScenarioCode>>;

  /** `nameKinds`: the game's kinds of name and their codes (its scenario hooks'). */
  constructor(
    readonly file: SourceFile,
    nameKinds: Readonly<Record<NameKind, ScenarioCode>> = {},
  ) {
    this.kinds = { ...GENERIC_NAME_KINDS, ...nameKinds };
  }

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
    const code = Object.hasOwn(this.kinds, m.kind) ? this.kinds[m.kind] : undefined;
    // A game's lookup of a kind its hooks do not declare: the game's mistake, not the designer's.
    if (code === undefined) throw new Error(`a scenario looked up a name of kind "${m.kind}", which the game's scenario hooks do not declare (nameKinds)`);
    this.error(code, onKey ? this.key(pointer) : this.at(pointer), m.error, m.hint, pointer);
  }

  get failed(): boolean {
    return this.diagnostics.length > 0;
  }
}

/** JSON pointer of a child: `ptr('/board', 'Hall of Heroes')`. */
export function ptr(base: string, ...segs: (string | number)[]): string {
  return base + segs.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
