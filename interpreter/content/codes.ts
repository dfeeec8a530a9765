/**
 * Every diagnostic code the content loader itself emits, with its severity.
 * Emitting goes through this table (see `diagnose`), so a code cannot be
 * emitted without being listed here, and a test checks that every code listed
 * here is explained in docs/DIAGNOSTICS.md. Codes are stable: tools and tests
 * key on them, so rename one only with a note in the docs.
 *
 * Effect-language codes (`RW-DSL-*`) come from interpreter/dsl and are passed
 * through unchanged. A game module's reference checks emit codes from this
 * table too (`RW-REF-*`, `RW-COUNT-*`, `RW-LINT-*`), so every code a pack can
 * get is listed in one place.
 */
import type { Diagnostic, Severity } from '../diagnostics/index.ts';

export const LOADER_CODES = {
  // Files
  'RW-FILE-TOO-LARGE': 'error',
  'RW-FILE-MISSING': 'error',
  'RW-FILE-UNKNOWN': 'warning',
  'RW-FILE-UNREADABLE': 'error',
  'RW-FILE-NOT-UTF8': 'error',
  'RW-PACK-NOT-FOUND': 'error',
  // The pack's game (pack.yaml `game:`)
  'RW-PACK-UNKNOWN-GAME': 'error',
  'RW-PACK-NO-GAME': 'warning',
  // YAML
  'RW-YAML-SYNTAX': 'error',
  'RW-YAML-DUPLICATE-KEY': 'error',
  'RW-YAML-TAB-INDENT': 'error',
  'RW-YAML-ALIAS-BOMB': 'error',
  'RW-YAML-TOO-DEEP': 'error',
  'RW-YAML-MULTIPLE-DOCUMENTS': 'error',
  'RW-YAML-EMPTY': 'error',
  'RW-YAML-TAG': 'warning',
  // JSON Schema
  'RW-SCHEMA-REQUIRED': 'error',
  'RW-SCHEMA-UNKNOWN-FIELD': 'error',
  'RW-SCHEMA-TYPE': 'error',
  'RW-SCHEMA-ENUM': 'error',
  'RW-SCHEMA-RANGE': 'error',
  'RW-SCHEMA-LENGTH': 'error',
  'RW-SCHEMA-PATTERN': 'error',
  'RW-SCHEMA-ITEMS': 'error',
  'RW-SCHEMA-UNIQUE': 'error',
  'RW-SCHEMA-INVALID': 'error',
  // Cross references
  'RW-REF-UNKNOWN-LOCATION': 'error',
  'RW-REF-UNKNOWN-TERRITORY': 'error',
  'RW-REF-UNKNOWN-UNIT': 'error',
  'RW-REF-UNKNOWN-STRUCTURE': 'error',
  'RW-REF-UNKNOWN-CARD-TYPE': 'error',
  'RW-REF-UNKNOWN-COLOUR': 'error',
  'RW-REF-UNKNOWN-DECK': 'error',
  'RW-REF-UNKNOWN-DIE': 'error',
  'RW-REF-WRONG-FACTION': 'error',
  'RW-REF-DUPLICATE-NAME': 'error',
  'RW-REF-DUPLICATE-ID': 'error',
  'RW-REF-DUPLICATE-NUMBER': 'error',
  'RW-REF-SELF-ADJACENT': 'error',
  'RW-REF-DUPLICATE-ADJACENCY': 'warning',
  // Component counts: what the printed game has (a variant may differ), and what a setup needs
  'RW-COUNT-DECK': 'warning',
  'RW-COUNT-TIMELINE-STEPS': 'warning',
  'RW-COUNT-COMPONENTS': 'warning',
  'RW-COUNT-SEATS': 'error',
  'RW-COUNT-TOO-FEW': 'error',
  // Things that are legal but probably a mistake
  'RW-LINT-UNREACHABLE-LOCATION': 'warning',
  'RW-LINT-ZERO-VP-TERRITORY': 'warning',
  'RW-LINT-EMPTY-TERRITORY': 'warning',
  'RW-LINT-UNUSED-CARD-TYPE': 'warning',
  'RW-LINT-TOO-FEW-TERRITORY-TOKENS': 'warning',
  // Effect strings, when the language itself reports nothing more precise
  'RW-EFFECT-CHECKER-FAILED': 'error',
  // A word the pack's game gives no meaning (its rules have no handler for it)
  'RW-EFFECT-UNSUPPORTED': 'error',
  // A bug in rulewright, reported instead of thrown
  'RW-INTERNAL': 'error',
} as const satisfies Record<string, Severity>;

export type LoaderCode = keyof typeof LOADER_CODES;

export function severityOf(code: LoaderCode): Severity {
  return LOADER_CODES[code];
}

/** A diagnostic with the severity the catalogue gives its code. */
export function diagnose(
  code: LoaderCode,
  where: Pick<Diagnostic, 'file' | 'line' | 'col' | 'end'> & { path?: string },
  message: string,
  hint?: string,
): Diagnostic {
  const d: Diagnostic = {
    file: where.file,
    line: where.line,
    col: where.col,
    end: where.end,
    severity: LOADER_CODES[code],
    code,
    message,
  };
  if (hint !== undefined) d.hint = hint;
  if (where.path !== undefined) d.path = where.path;
  return d;
}
