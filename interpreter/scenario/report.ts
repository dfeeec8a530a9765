/**
 * Where a scenario's problems go: Diagnostics positioned on the YAML the
 * designer wrote (file:line:col), with the scenario codes listed here and
 * explained in docs/SCENARIOS.md.
 */
import type { Diagnostic } from '../diagnostics/index.ts';
import { keySpan, valueSpan } from '../content/locate.ts';
import type { SourceFile, Span } from '../content/yaml-file.ts';
import type { Miss, NameKind } from './names.ts';

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
